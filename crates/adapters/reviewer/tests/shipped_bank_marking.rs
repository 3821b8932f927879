//! Every short-answer question Sabi ships (`bank/<class>/<subject>.gift`, read through the same
//! reader the generator embeds, `sabi_formats::bank::read_gift`, and the first bank's
//! `crates/adapters/generator/bank/saq/*.json`), marked by the built-in marker
//! the way a teacher would check a scheme before setting it:
//! - its own model answer earns the question's full marks;
//! - each marking point's first phrasing, written alone as a sentence, earns that point's marks
//!   (a scheme whose points the marker cannot see would fail every student who wrote them);
//! - an answer that only repeats the question earns at most 1 mark.
//!
//! A failure names the file and the question's ID. Run with `--nocapture` for the counts per
//! subject.
//!
//! Questions still to be corrected are listed in `shipped_bank_marking.known` (file and ID, one
//! a line): the test fails on any other question that fails, and on a listed question that now
//! passes, so the list only shrinks. Correct a question, then take its line out.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use sabi_domain::quiz::ShortAnswerQuestion;
use sabi_formats::bank::{Question, read_gift};
use sabi_ports::ReviewItem;
use sabi_reviewer::BuiltinReviewer;

/// Questions known to fail, still to be corrected.
const KNOWN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shipped_bank_marking.known");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

fn files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for class in std::fs::read_dir(root().join("bank")).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(class.path()).into_iter().flatten().flatten() {
            if file.path().extension().is_some_and(|e| e == "gift") {
                out.push(file.path());
            }
        }
    }
    out.sort();
    out
}

/// A phrasing written as a student would write it alone: a capital and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let first: String = chars.next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    format!("{first}{}.", chars.as_str().trim_end_matches('.'))
}

/// Every shipped short-answer question, where it is ("file ID"), with its subject: the GIFT
/// bank's, and the first bank's (`crates/adapters/generator/bank/saq/*.json`, "file #n").
fn shipped_questions() -> Vec<(String, String, ShortAnswerQuestion)> {
    let mut out = Vec::new();
    for path in files() {
        let shown = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        let read = read_gift(&std::fs::read_to_string(&path).expect("a readable bank file"));
        for q in read.questions {
            let Question::ShortAnswer(saq) = q.question else { continue };
            let id = q.name.clone().unwrap_or_else(|| format!("line {}", q.line));
            out.push((format!("{shown} {id}"), q.subject, saq));
        }
    }
    let first = root().join("crates/adapters/generator/bank/saq");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&first).into_iter().flatten().flatten().map(|f| f.path()).collect();
    paths.sort();
    for path in paths.into_iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
        let shown = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        let list: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("a readable bank file")).expect("a JSON list");
        for (n, value) in list.into_iter().enumerate() {
            let subject = value["subject"].as_str().unwrap_or_default().to_string();
            let saq: ShortAnswerQuestion = serde_json::from_value(value).expect("a short-answer question");
            out.push((format!("{shown} #{n}"), subject, saq));
        }
    }
    out
}

#[test]
fn every_shipped_short_answer_marks_its_own_model_answer_right() {
    let marker = BuiltinReviewer::with_threads(1, 0);
    let mut faults: Vec<String> = Vec::new();
    // subject -> (short-answer questions, questions with a fault)
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut known: HashSet<String> = std::fs::read_to_string(KNOWN)
        .expect("shipped_bank_marking.known is readable")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let questions = shipped_questions();
    assert!(!questions.is_empty(), "no short-answer questions in the banks");
    {
        for (at, subject, saq) in &questions {
            let at = at.clone();
            let mut problems = Vec::new();
            let review = |answer: &str| {
                marker.mark(&ReviewItem {
                    question: saq.question.clone(),
                    answer: answer.to_string(),
                    marks: saq.marks,
                    marking_scheme: saq.marking_scheme.clone(),
                })
            };
            let mark = |answer: &str| review(answer).marks_awarded;
            let model = review(&saq.answer);
            if model.marks_awarded < saq.marks {
                // The feedback names the points the model answer was not seen to make.
                let missing = model.feedback.split("Missing: ").nth(1).unwrap_or("").trim_end_matches('.');
                problems.push(format!(
                    "the model answer earns {} of {} (missing: {missing})",
                    model.marks_awarded, saq.marks
                ));
            }
            for point in &saq.marking_scheme {
                let wanted = point.marks.min(saq.marks);
                let got = mark(&sentence(&point.point));
                if got < wanted {
                    problems.push(format!("the point \"{}\" written alone earns {got} of {wanted}", point.point));
                }
            }
            let repeated = mark(&saq.question);
            if repeated > 1 {
                problems.push(format!("repeating the question earns {repeated}"));
            }
            let count = counts.entry(subject.clone()).or_default();
            count.0 += 1;
            let listed = known.remove(&at);
            if !problems.is_empty() {
                count.1 += 1;
                if !listed {
                    faults.push(format!("{at}: {}", problems.join("; ")));
                }
            } else if listed {
                faults.push(format!("{at}: passes now, take it out of shipped_bank_marking.known"));
            }
        }
    }
    println!("short-answer questions per subject (failing / all):");
    for (subject, (all, failing)) in &counts {
        println!("  {subject:<24} {failing:>4} / {all}");
    }
    faults.extend(known.iter().map(|k| format!("{k}: listed in shipped_bank_marking.known but not in the bank")));
    let total: usize = counts.values().map(|c| c.0).sum();
    assert!(total > 0, "the bank has short-answer questions");
    assert!(
        faults.is_empty(),
        "{} of {total} short-answer questions need a look:\n{}",
        faults.len(),
        faults.join("\n")
    );
}
