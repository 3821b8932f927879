#!/usr/bin/env python3
"""Convert public short-answer marking sets into the JSON that the reviewer tests read.

Only the Python standard library is used.

Usage
-----
    # SAF (Short Answer Feedback, Filighera et al. 2022), English, version 2.0:
    python3 convert.py saf /path/to/SebOchs+SAF/repo [--commit SHA] [--out DIR]

    # SemEval-2013 Task 7 (SciEntsBank / Beetle) XML, *not* shipped (see README.md):
    python3 convert.py semeval DIR --set scientsbank|beetle --out DIR

For `saf` the argument is the git directory of a snapshot of github.com/SebOchs/SAF (a bare
mirror such as /work/.mirror/SebOchs+SAF/repo, or a normal checkout), or the SAF2_0.zip file
itself. The zip is read from the pinned commit with `git show`, so the output is reproducible.

For `semeval` DIR must hold the task's layout: train/ (or training/) and test-unseen-answers/,
test-unseen-questions/ folders of XML files, at any depth (e.g. the official
semeval2013-Task7-5way/sciEntsBank/). It is here so that the sets can be added with one command
once their licence has been confirmed; it was NOT used to produce any shipped file.

Output: one JSON file per set, a JSON array with one object per line, UTF-8.
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from fractions import Fraction
from pathlib import Path

SAF_REPO = "github.com/SebOchs/SAF"
SAF_COMMIT = "09949e912d266777a752ac7d51cfcddb4b3f6978"
SAF_ZIP = "SAF2_0.zip"
# SAF folder -> (split, testPart). "calibrate" is the set's own training portion only.
SAF_PARTS = [
    ("SAF2_0/training/", "calibrate", None),
    ("SAF2_0/unseen_answers/", "holdout", "unseen-answers"),
    ("SAF2_0/unseen_questions/", "holdout", "unseen-questions"),
]
# Candidate marks-per-question, smallest first; see saf_marks().
SAF_MARK_CANDIDATES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20]
SAF_FALLBACK_MARKS = 8
TOLERANCE = 0.011

SEMEVAL_5WAY = {
    "correct": 2,
    "partially_correct_incomplete": 1,
    "contradictory": 0,
    "irrelevant": 0,
    "non_domain": 0,
}
SEMEVAL_2WAY = {"correct": 1, "incorrect": 0}


# ---------------------------------------------------------------- text helpers

def clean_block(text: str | None) -> str:
    """Keep line breaks (lists in answers matter), drop trailing spaces and outer blank lines."""
    if text is None:
        return ""
    text = text.replace("\xa0", " ").replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    return "\n".join(lines).strip()


def clean_line(text: str | None) -> str:
    """Questions are single statements; their line breaks are wrapping, so collapse all space."""
    return re.sub(r"\s+", " ", text or "").strip()


def dump(records: list[dict], path: Path) -> None:
    body = ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records)
    path.write_text("[\n" + body + "\n]\n", encoding="utf-8")


def round_half_up(x: float) -> int:
    return int(math.floor(x + 0.5))


# ---------------------------------------------------------------- SAF

def read_saf_zip(source: Path, commit: str) -> bytes:
    if source.is_file() and source.suffix == ".zip":
        return source.read_bytes()
    git_dir = source
    if (source / ".git").exists():
        git_dir = source / ".git"
    out = subprocess.run(
        ["git", f"--git-dir={git_dir}", "show", f"{commit}:{SAF_ZIP}"],
        check=True,
        capture_output=True,
    )
    return out.stdout


def saf_marks(scores: list[Fraction], top: Fraction) -> tuple[int, bool]:
    """Smallest whole number of marks d such that every score/top*d is (near) a whole number.

    Returns (d, exact). Scores in SAF are fractions of a per-question maximum (1, 0.5, 1.5,
    2, 2.5 or 3.5 points) in steps of 1/4, 1/8 or 1/10; one question (6.3) also has values
    such as 0.38 and 0.68 that fit no small step, and falls back to SAF_FALLBACK_MARKS.
    """
    for d in SAF_MARK_CANDIDATES:
        if all(abs(float(s / top * d) - round(float(s / top * d))) < TOLERANCE for s in scores):
            return d, True
    return SAF_FALLBACK_MARKS, False


def convert_saf(source: Path, commit: str, out_dir: Path) -> dict:
    data = read_saf_zip(source, commit)
    zf = zipfile.ZipFile(io.BytesIO(data))
    names = sorted(n for n in zf.namelist() if n.endswith(".xml"))

    # First pass: parse everything, keyed by question id, so that one question gets the same
    # maximum and the same number of marks in every split.
    parsed = []  # (split, testPart, file, root)
    by_question = collections.defaultdict(list)  # qid -> [(score, label)]
    for prefix, split, part in SAF_PARTS:
        for name in names:
            if not name.startswith(prefix) or "/" in name[len(prefix):]:
                continue
            root = ET.fromstring(zf.read(name))
            parsed.append((split, part, name, root))
            for sa in root.iter("studentAnswer"):
                score = Fraction(sa.findtext("score").strip())
                label = clean_line(sa.findtext("verification_feedback"))
                by_question[root.get("id")].append((score, label))

    question_max = {}
    question_marks = {}
    inexact_questions = {}
    for qid, items in by_question.items():
        correct = [s for s, lab in items if lab == "Correct"]
        top = max(correct) if correct else max(s for s, _ in items)
        top = max(top, max(s for s, _ in items))
        question_max[qid] = top
        d, exact = saf_marks([s for s, _ in items], top)
        question_marks[qid] = d
        if not exact:
            inexact_questions[qid] = d

    records = []
    stats = collections.Counter()
    rounded = collections.Counter()
    empty = collections.Counter()
    for split, part, name, root in parsed:
        qid = root.get("id")
        question = clean_line(root.findtext("questionText"))
        refs = [clean_block(r.text) for r in root.iter("referenceAnswer")]
        refs = [r for r in refs if r]
        top = question_max[qid]
        marks = question_marks[qid]
        for sa in root.iter("studentAnswer"):
            answer = clean_block(sa.findtext("response"))
            raw = Fraction(sa.findtext("score").strip())
            scaled = float(raw / top * marks)
            mark = min(marks, max(0, round_half_up(scaled)))
            if abs(scaled - mark) >= TOLERANCE:
                rounded[qid] += 1
            rec = {"set": "saf", "split": split}
            if part:
                rec["testPart"] = part
            rec.update({
                "questionId": qid,
                "answerId": sa.get("id"),
                "question": question,
                "reference": refs[0] if refs else "",
            })
            if len(refs) > 1:
                rec["otherReferences"] = refs[1:]
            rec.update({
                "answer": answer,
                "marks": marks,
                "humanMark": mark,
                "label": clean_line(sa.findtext("verification_feedback")),
                "rawScore": float(raw),
                "rawMax": float(top),
            })
            if not answer:
                empty[(split, part)] += 1
            records.append(rec)
            stats[(split, part)] += 1

    # A few held-out answers repeat, word for word, a training answer to the same question
    # (resubmissions; different answer ids, same score). They stay where the source put them,
    # flagged so that a test can leave them out.
    seen = {(r["questionId"], r["answer"]) for r in records if r["split"] == "calibrate"}
    repeated = []
    for r in records:
        if r["split"] == "holdout" and (r["questionId"], r["answer"]) in seen:
            r["sameTextInCalibrate"] = True
            repeated.append(r["answerId"])

    out_dir.mkdir(parents=True, exist_ok=True)
    dump(records, out_dir / "saf.json")
    return {
        "counts": {f"{s}/{p or '-'}": n for (s, p), n in stats.items()},
        "empty": {f"{s}/{p or '-'}": n for (s, p), n in empty.items()},
        "questionMax": {q: float(v) for q, v in sorted(question_max.items())},
        "questionMarks": dict(sorted(question_marks.items())),
        "inexactQuestions": inexact_questions,
        "roundedAnswers": dict(rounded),
        "holdoutSameTextInCalibrate": repeated,
        "total": len(records),
    }


# ---------------------------------------------------------------- SemEval-2013 Task 7

def semeval_files(root: Path) -> list[tuple[str, str | None, Path]]:
    out = []
    for path in sorted(root.rglob("*.xml")):
        parts = [p.lower() for p in path.relative_to(root).parts]
        if any(p in ("train", "training") for p in parts):
            out.append(("calibrate", None, path))
        elif "test-unseen-answers" in parts:
            out.append(("holdout", "unseen-answers", path))
        elif "test-unseen-questions" in parts:
            out.append(("holdout", "unseen-questions", path))
        # test-unseen-domains (SciEntsBank only) is left out, as asked.
    return out


def convert_semeval(root: Path, set_name: str, out_dir: Path) -> dict:
    records = []
    stats = collections.Counter()
    empty = collections.Counter()
    labels = collections.Counter()
    for split, part, path in semeval_files(root):
        q = ET.parse(path).getroot()
        question = clean_line(q.findtext("questionText"))
        refs = []
        for r in q.iter("referenceAnswer"):
            refs.append((r.get("category") or "", clean_block(r.text)))
        # Beetle marks references BEST / GOOD / MINIMAL: put a BEST one first.
        order = {"BEST": 0, "GOOD": 1, "MINIMAL": 2}
        refs.sort(key=lambda cr: order.get(cr[0].upper(), 1))
        ref_texts = [t for _, t in refs if t]
        for sa in q.iter("studentAnswer"):
            label = (sa.get("accuracy") or "").strip().lower().replace("-", "_")
            labels[label] += 1
            if label in SEMEVAL_5WAY:
                marks, mark = 2, SEMEVAL_5WAY[label]
            elif label in SEMEVAL_2WAY:
                marks, mark = 1, SEMEVAL_2WAY[label]
            else:
                raise SystemExit(f"{path}: label {label!r} has no mark mapping (3-way data?)")
            answer = clean_block(sa.text)
            rec = {"set": set_name, "split": split}
            if part:
                rec["testPart"] = part
            rec.update({
                "questionId": q.get("id"),
                "answerId": sa.get("id"),
                "question": question,
                "reference": ref_texts[0] if ref_texts else "",
            })
            if len(ref_texts) > 1:
                rec["otherReferences"] = ref_texts[1:]
            rec.update({"answer": answer, "marks": marks, "humanMark": mark, "label": label})
            if not answer:
                empty[(split, part)] += 1
            records.append(rec)
            stats[(split, part)] += 1
    out_dir.mkdir(parents=True, exist_ok=True)
    dump(records, out_dir / f"{set_name}.json")
    return {
        "counts": {f"{s}/{p or '-'}": n for (s, p), n in stats.items()},
        "empty": {f"{s}/{p or '-'}": n for (s, p), n in empty.items()},
        "labels": dict(labels),
        "total": len(records),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("saf")
    a.add_argument("source", type=Path, help="SebOchs/SAF git dir or checkout, or SAF2_0.zip")
    a.add_argument("--commit", default=SAF_COMMIT)
    a.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    b = sub.add_parser("semeval")
    b.add_argument("source", type=Path)
    b.add_argument("--set", required=True, choices=["scientsbank", "beetle"])
    b.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    if args.cmd == "saf":
        report = convert_saf(args.source, args.commit, args.out)
    else:
        report = convert_semeval(args.source, args.set, args.out)
    json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
