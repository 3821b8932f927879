#!/usr/bin/env bash
# `just test-fuzz`: schemathesis against the OpenAPI document of a live debug server.
#
# Builds (or reuses) the debug `sabi` binary, makes sure schemathesis 4 is installed, then hands
# over to tests/fuzz/fuzz.py, which starts the server on a free loopback port with a fresh
# SQLite store, signs in an admin and a student, and fuzzes every operation as an anonymous
# caller, the student and the admin. It ends with one line `fuzz: N passed, M failed` and
# exits non-zero when anything failed.
#
#   FUZZ_EXAMPLES=25   examples per operation and phase (schemathesis --max-examples)
#   FUZZ_SEED=20261    schemathesis --seed (`random` for a new one each run)
#   FUZZ_WORKERS=1     schemathesis --workers (more than one trips a CPython 3.11 bug in ast.parse
#                      from threads, which hypothesis calls)
#   FUZZ_MIN_REQUESTS=2000  fewer requests than this fails the run
#   FUZZ_KEEP=1        keep the work folder (store, reports, server log) after a passing run
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

# The version the OpenAPI fixes were checked against; .ci/run installs the same one.
SCHEMATHESIS_VERSION="4.32.5"

if ! python3 -c 'import sys, schemathesis; sys.exit(not schemathesis.__version__.startswith("4."))' 2>/dev/null; then
  echo "fuzz: installing schemathesis $SCHEMATHESIS_VERSION" >&2
  python3 -m pip install --quiet "schemathesis==$SCHEMATHESIS_VERSION" ||
    python3 -m pip install --quiet --user --break-system-packages "schemathesis==$SCHEMATHESIS_VERSION"
fi

cargo build --quiet -p sabi-server --bin sabi

exec python3 "$ROOT/tests/fuzz/fuzz.py" "$ROOT/target/debug/sabi"
