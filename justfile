# Sabi's commands. `just run` serves the product; `just test` checks all of it.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Serve Sabi at http://127.0.0.1:8080 with the demo catalogue and accounts (SQLite under ./data)
run: web
    SABI_DEMO="${SABI_DEMO:-true}" cargo run -p sabi-server --bin sabi

# Every test: Rust (both stores), the web app's component tests, the API fuzzing, and the browser tests
test: test-rust test-web test-fuzz test-e2e

# Rust tests: domain, app, store conformance on PostgreSQL and SQLite, and the HTTP API
test-rust:
    if command -v cargo-nextest >/dev/null; then cargo nextest run --workspace --no-fail-fast; else cargo test --workspace --no-fail-fast; fi

# The web app's component tests (Vitest, Testing Library, msw)
test-web: web-deps
    cd frontend && npm test

# schemathesis against /api/openapi.json on a live debug server: no 5xx, answers as documented
test-fuzz:
    ./tests/fuzz/run.sh

# Browser tests in Debian's Chromium against a real server with a fresh store
test-e2e: web
    cargo build -p sabi-server --bin sabi
    cd frontend && node e2e/run.mjs

# Clippy with warnings as errors, rustfmt, the web app's API types against the server's
# document, the web app's type check, and `just deny`
lint: web-deps
    cargo clippy --workspace --all-targets -- -D warnings
    cargo fmt --all -- --check
    cd frontend && npm run --silent api-types -- --check
    cd frontend && npm run typecheck
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
bench: web
    ./bench/run.sh
