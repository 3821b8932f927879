#!/usr/bin/env bash
# Builds the public short-answer sets into target/public-sets (or $1) from snapshots of their
# public repositories, when this machine has them (/work/.mirror, brought by the search tool's
# fetch; SABI_MIRROR elsewhere). Nothing fetched is committed: without the snapshots the
# measurements that need the sets say they were skipped. README.md says where each set comes
# from, its licence and how its marks were mapped.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../../../target/public-sets}"
mirror="${SABI_MIRROR:-/work/.mirror}"
mkdir -p "$out"

saf="$mirror/SebOchs+SAF/repo"
if [ -d "$saf" ] && [ ! -s "$out/saf.json" ]; then
  echo "public sets: SAF from $saf" >&2
  python3 "$here/convert.py" saf "$saf" --out "$out" >/dev/null
fi

# SemEval-2013 Task 7, 2-way labels (correct / incorrect, 1 mark), SciEntsBank and Beetle.
semeval="$mirror/leocomelli+score-freetext-answer/repo"
if [ -d "$semeval" ] && { [ ! -s "$out/scientsbank.json" ] || [ ! -s "$out/beetle.json" ]; }; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  git --git-dir="$semeval" archive HEAD src/main/resources/corpus/semeval2013-task7 | tar -x -C "$tmp"
  root="$tmp/src/main/resources/corpus/semeval2013-task7"
  for set in sciEntsBank beetle; do
    mkdir -p "$tmp/$set"
    cp -r "$root/training/2way/$set" "$tmp/$set/training"
    cp -r "$root/test/2way/$set/"* "$tmp/$set/"
    name="$(echo "$set" | tr '[:upper:]' '[:lower:]')"
    echo "public sets: SemEval-2013 $set (2-way) from $semeval" >&2
    python3 "$here/convert.py" semeval "$tmp/$set" --set "$name" --out "$out" >/dev/null
  done
fi
ls "$out"/*.json >/dev/null 2>&1 || echo "public sets: no snapshot under $mirror; the measurements on them will be skipped" >&2
