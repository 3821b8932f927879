#!/usr/bin/env bash
# `just bench`: the exam-time load run of issue 7, on this machine, against PostgreSQL and
# the embedded SQLite store side by side (issue 21).
#
# Creates a throwaway database on 127.0.0.1:5432 (trust auth, user postgres), builds the
# release server, seeds a school (`sabi-bench seed`) and copies it into a SQLite store
# (`sabi migrate-store`) before either is used, so both runs start from the same school.
# Then, for each store, starts the server on loopback and drives each scenario with wrk for
# a fixed time; measures the limits beside it (pgbench's own single-row UPDATE rate, the raw
# argon2 rate, the store's raw dashboard reads), and writes docs/performance.md. The
# database is dropped on exit.
#
#   BENCH_SIZE=full (default: 30,000 students, 1,000,000 attempts), small (3,000 / 100,000)
#   or tiny (a smoke test of the bench)
#   BENCH_SECONDS=20 per scenario, BENCH_WARMUP=5, BENCH_PORT=18080
#   BENCH_OUT=docs/performance.md, BENCH_FRONTEND=frontend (the built web app to measure)
#   BENCH_PROFILE=1 to sample the server with perf; CARGO_TARGET_DIR is honoured
#   BENCH_ONLY=review: only the marking-load scenario (6), its RESULT lines printed, no report
#   BENCH_SQLITE=0 to skip the SQLite run
#   BENCH_ONLY=slow-phone: only the slow-phone page loads (issue 20, item 3: bench/slow-phone.mjs in
#   Chromium, its section of docs/performance.md replaced in place); no PostgreSQL needed
#   BENCH_SLOW_PHONE=0 to leave the slow-phone page loads out of the whole run
#   BENCH_SABI=path: use that server binary instead of building the release one (sabi-bench,
#   the seeder and the raw rates, is built beside it either way)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

SIZE="${BENCH_SIZE:-full}"
SECONDS_EACH="${BENCH_SECONDS:-20}"
WARMUP="${BENCH_WARMUP:-5}"
PORT="${BENCH_PORT:-18080}"
OUT="${BENCH_OUT:-docs/performance.md}"
PGHOST=127.0.0.1
PGPORT=5432
PGUSER=postgres
export PGHOST PGPORT PGUSER
case "$SIZE" in
  full) STUDENTS=30000 ATTEMPTS=1000000 QUIZZES=500 ;;
  small) STUDENTS=3000 ATTEMPTS=100000 QUIZZES=500 ;;
  tiny) STUDENTS=300 ATTEMPTS=10000 QUIZZES=30 ;; # a smoke test of the bench itself
  *) echo "BENCH_SIZE must be full, small or tiny" >&2; exit 2 ;;
esac
DB="sabi_bench_$$"
WORK="$ROOT/target/bench/run-$$"
SAMPLES="$WORK/samples"
mkdir -p "$SAMPLES" "$WORK/data"
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB"
export SABI_JWT_SECRET="bench-secret-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export BENCH_SAMPLES="$SAMPLES" BENCH_LUA="$ROOT/bench"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  psql -q -d postgres -c "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

log() { printf '\n== %s\n' "$*" >&2; }

# --- a slow phone (issue 20, item 3) --------------------------------------------------
# slow_phone FILE: the pages' load times on a 400 ms / 400 kbit/s phone in Debian's Chromium
# (bench/slow-phone.mjs), against the server binary on its own fresh SQLite store with the demo
# accounts, serving the built web app; writes its section of the report to FILE.
slow_phone() {
  local web="${SLOW_WEB_DIR:-${BENCH_FRONTEND:-frontend}/dist}"
  if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    log "installing chromium"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
  fi
  [ -d frontend/node_modules ] || (cd frontend && npm ci --no-audit --no-fund)
  [ -f "$web/index.html" ] || (cd "${BENCH_FRONTEND:-frontend}" && npm run build)
  log "slow phone: /login, /, a quiz page, sign-in to the dashboard, repeat visits (Chromium, 400 ms, 400 kbit/s)"
  SABI_BINARY="$SABI" SLOW_WEB_DIR="$web" SLOW_OUT="$1" node bench/slow-phone.mjs >&2
}
# put_slow_section FILE: replaces the slow-phone section of $OUT with FILE (added before
# "## The limits" when $OUT has none yet).
put_slow_section() {
  node -e '
    const fs = require("fs");
    const [out, file] = process.argv.slice(1);
    let doc = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : "";
    const body = `${fs.readFileSync(file, "utf8").trimEnd()}\n\n`;
    const at = doc.indexOf("## A slow phone");
    if (at >= 0) {
      const next = doc.indexOf("\n## ", at + 1);
      doc = doc.slice(0, at) + body + (next >= 0 ? doc.slice(next + 1) : "");
    } else {
      const limits = doc.indexOf("## The limits");
      doc = limits >= 0 ? doc.slice(0, limits) + body + doc.slice(limits) : `${doc}\n${body}`;
    }
    fs.writeFileSync(out, doc);
  ' "$OUT" "$1"
}
build_server() {
  if [ -n "${BENCH_SABI:-}" ]; then
    SABI="$BENCH_SABI"
  else
    log "building the release server"
    cargo build --release -p sabi-server --bin sabi
    SABI="${CARGO_TARGET_DIR:-$ROOT/target}/release/sabi"
  fi
}
# build_tools: sabi-bench (crates/bench), the seeder and the raw rates, outside the server.
build_tools() {
  log "building sabi-bench"
  cargo build --release -p sabi-bench
  TOOLS="${CARGO_TARGET_DIR:-$ROOT/target}/release/sabi-bench"
}
if [ "${BENCH_ONLY:-}" = slow-phone ]; then
  build_server
  slow_phone "$WORK/slow-phone.md"
  put_slow_section "$WORK/slow-phone.md"
  log "wrote the slow-phone section of $OUT"
  cat "$WORK/slow-phone.md"
  exit 0
fi

# --- tools ---------------------------------------------------------------------------
if ! command -v wrk >/dev/null; then
  log "installing wrk"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get install -y -qq wrk >/dev/null 2>&1 || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq wrk >/dev/null; }
fi
command -v pgbench >/dev/null || { echo "pgbench is missing (postgresql-client)" >&2; exit 1; }
pg_isready -q || { echo "PostgreSQL is not accepting connections on $PGHOST:$PGPORT" >&2; exit 1; }

LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"

build_server
build_tools

# --- seed ----------------------------------------------------------------------------
log "seeding $SIZE: $STUDENTS students, $ATTEMPTS attempts, $QUIZZES quizzes"
psql -q -d postgres -c "CREATE DATABASE $DB" >/dev/null
SEED_START=$(date +%s.%N)
RUST_LOG=warn,sabi_bench=info "$TOOLS" seed --students "$STUDENTS" --attempts "$ATTEMPTS" --quizzes "$QUIZZES" --to-complete 60000 --out "$SAMPLES"
SEED_SECONDS=$(awk -v a="$(date +%s.%N)" -v b="$SEED_START" 'BEGIN {print a - b}')
DB_SIZE="$(psql -At -d "$DB" -c "SELECT pg_size_pretty(pg_database_size('$DB'))")"
SQLITE_URL="sqlite://$WORK/sqlite/sabi.db"
if [ "${BENCH_SQLITE:-1}" != 0 ] && [ "${BENCH_ONLY:-}" != review ]; then
  log "copying the school into SQLite (sabi migrate-store)"
  mkdir -p "$WORK/sqlite"
  COPY_START=$(date +%s.%N)
  RUST_LOG=warn "$SABI" migrate-store --from "$DATABASE_URL" --to "$SQLITE_URL" | tail -1 >&2
  COPY_SECONDS=$(awk -v a="$(date +%s.%N)" -v b="$COPY_START" 'BEGIN {print a - b}')
  SQLITE_SIZE="$(du -sh "$WORK/sqlite" | cut -f1)"
fi

# --- server --------------------------------------------------------------------------
# start_server STORE_URL NAME: the release server on loopback over that store, its log in
# $WORK/server-NAME.log.
start_server() {
  log "starting the release server on 127.0.0.1:$PORT over $2"
  mkdir -p "$WORK/data-$2"
  DATABASE_URL="$1" SABI_BIND="127.0.0.1:$PORT" SABI_DATA_DIR="$WORK/data-$2" SABI_WEB_DIR="$ROOT/frontend/dist" \
    SABI_WEEKLY_JOB=false SABI_DEMO=false "$SABI" serve >"$WORK/server-$2.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break
    sleep 0.2
  done
  curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null
}
stop_server() {
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}
hwm() { awk '/VmHWM/ {print int($2/1024)}' "/proc/$SERVER_PID/status"; }
rss() { awk '/VmRSS/ {print int($2/1024)}' "/proc/$SERVER_PID/status"; }

URL="http://127.0.0.1:$PORT"
THREADS=2
# run NAME CONNECTIONS SCRIPT [ARGS...]: warm-up, then the measured run; prints the RESULT line.
run() {
  local name=$1 conns=$2 script=$3
  shift 3
  if [ "$WARMUP" -gt 0 ] && [ "$name" != complete ]; then
    wrk -t"$THREADS" -c"$conns" -d"${WARMUP}s" -s "bench/$script" "$URL" -- "$@" >/dev/null
  fi
  log "$name: $conns connections for ${SECONDS_EACH}s"
  local out perf_pid=""
  if [ -n "${BENCH_PROFILE:-}" ] && command -v perf >/dev/null; then
    # Samples the server (user and kernel stacks) while wrk runs: target/bench/profile-NAME.txt
    perf record -q -F 499 -g -p "$SERVER_PID" -o "$WORK/$name.perf" -- sleep "$SECONDS_EACH" >/dev/null 2>&1 &
    perf_pid=$!
  fi
  out=$(wrk -t"$THREADS" -c"$conns" -d"${SECONDS_EACH}s" --timeout 30s --latency -s "bench/$script" "$URL" -- "$@")
  echo "$out" >"$WORK/$name.txt"
  if [ -n "$perf_pid" ]; then
    wait "$perf_pid" || true
    perf report -i "$WORK/$name.perf" --no-children --sort dso,symbol --percent-limit 0.7 --stdio 2>/dev/null \
      | grep -E '^ +[0-9]' | sed -E 's/[[:space:]]+-[[:space:]]+-[[:space:]]*$//' >"$ROOT/target/bench/profile-$name.txt" || true
  fi
  echo "$out" | grep '^RESULT' >&2
  echo "$out" | grep '^RESULT'
}
field() { echo "$1" | tr ' ' '\n' | awk -F= -v k="$2" '$1 == k {print $2}'; }

# 6. Marking load (issue 14): 20 connections hammer the review call with the largest answers
# it accepts while autosave runs at its steady rate beside them; marking must not hold it up.
review_load() {
  log "review: 20 connections for $((SECONDS_EACH + 4))s, autosave at a steady rate beside it"
  BENCH_PACE_MS= wrk -t2 -c20 -d"$((SECONDS_EACH + 4))s" --timeout 60s --latency -s bench/review.lua "$URL" -- 2 >"$WORK/review.txt" &
  local review_pid=$!
  sleep 2
  R_AUTOSAVE_REVIEW=$(WARMUP=0 BENCH_PACE_MS=20 run autosave-beside-review 80 autosave.lua "$THREADS")
  wait "$review_pid"
  R_REVIEW=$(grep '^RESULT' "$WORK/review.txt")
  echo "review: $R_REVIEW" >&2
  echo "autosave beside review: $R_AUTOSAVE_REVIEW" >&2
}
if [ "${BENCH_ONLY:-}" = review ]; then
  start_server "$DATABASE_URL" postgres
  review_load
  echo "RESULT review $R_REVIEW"
  echo "RESULT autosave-beside-review $R_AUTOSAVE_REVIEW"
  exit 0
fi

# SQLite first, on its copy of the school as seeded: the same scenarios, the trickle aside.
if [ "${BENCH_SQLITE:-1}" != 0 ]; then
  start_server "$SQLITE_URL" sqlite
  SQ_AUTOSAVE=$(run sqlite-autosave 64 autosave.lua "$THREADS")
  SQ_DASH=$(run sqlite-dashboard 32 dashboard.lua)
  SQ_LEADER=$(run sqlite-leaderboard 32 leaderboard.lua)
  SQ_AUTOSAVE_PACED=$(BENCH_PACE_MS=20 run sqlite-autosave-paced 80 autosave.lua "$THREADS")
  SQ_DASH_PACED=$(BENCH_PACE_MS=20 run sqlite-dashboard-paced 16 dashboard.lua)
  SQ_LOGIN=$(run sqlite-login 16 login.lua "$STUDENTS")
  SQ_COMPLETE=$(run complete 32 complete.lua "$THREADS")
  review_load; SQ_REVIEW=$R_REVIEW; SQ_AUTOSAVE_REVIEW=$R_AUTOSAVE_REVIEW
  SQ_PEAK=$(hwm)
  SQ_5XX=$(grep -c ' 5[0-9][0-9] ' "$WORK/server-sqlite.log" || true)
  stop_server
  log "the store's raw dashboard reads on SQLite (in-process)"
  SQ_STORE_LINE=$(DATABASE_URL="$SQLITE_URL" RUST_LOG=warn "$TOOLS" store --samples "$SAMPLES/students.tsv" --concurrency 16 --seconds 10 2>/dev/null | grep 'store dashboard')
  echo "$SQ_STORE_LINE" >&2
fi

start_server "$DATABASE_URL" postgres
RSS_IDLE=$(rss)
R_AUTOSAVE=$(run autosave 64 autosave.lua "$THREADS"); HWM_AUTOSAVE=$(hwm)
R_DASH=$(run dashboard 32 dashboard.lua); HWM_DASH=$(hwm)
R_LEADER=$(run leaderboard 32 leaderboard.lua); HWM_LEADER=$(hwm)
# The same at a steady rate (each connection waits PACE ms between requests): the school's
# traffic, below saturation, where latency is the server's own time rather than a queue.
R_AUTOSAVE_PACED=$(BENCH_PACE_MS=20 run autosave-paced 80 autosave.lua "$THREADS")
R_DASH_PACED=$(BENCH_PACE_MS=20 run dashboard-paced 16 dashboard.lua)
R_LEADER_PACED=$(BENCH_PACE_MS=20 run leaderboard-paced 8 leaderboard.lua)
# Login alone (its rate against the raw hash rate), then again with a steady trickle of
# dashboard reads beside it (about 200 a second): does hashing starve other requests?
R_LOGIN=$(run login 16 login.lua "$STUDENTS"); HWM_LOGIN=$(hwm)
log "dashboard trickle alone (4 connections, 20 ms apart, ${SECONDS_EACH}s)"
R_TRICKLE_ALONE=$(BENCH_PACE_MS=20 wrk -t1 -c4 -d"${SECONDS_EACH}s" --latency -s bench/dashboard.lua "$URL" | grep '^RESULT')
BENCH_PACE_MS=20 wrk -t1 -c4 -d"${SECONDS_EACH}s" --latency -s bench/dashboard.lua "$URL" >"$WORK/trickle.txt" &
TRICKLE_PID=$!
R_LOGIN_BUSY=$(WARMUP=0 run login-beside-trickle 16 login.lua "$STUDENTS")
wait "$TRICKLE_PID"
R_TRICKLE_LOGIN=$(grep '^RESULT' "$WORK/trickle.txt")
R_COMPLETE=$(run complete 32 complete.lua "$THREADS"); HWM_COMPLETE=$(hwm)
review_load; HWM_REVIEW=$(hwm)
LOAD_DURING="$(cut -d' ' -f1-3 /proc/loadavg)"
SERVER_5XX=$(grep -c ' 5[0-9][0-9] ' "$WORK/server-postgres.log" || true)
COMPLETED_IN_RUN=$(psql -At -d "$DB" -c "SELECT count(*) FROM quiz_attempts WHERE completed_at > extract(epoch from now())::bigint - 3600")
stop_server

# --- limits --------------------------------------------------------------------------
log "pgbench: PostgreSQL's own single-row autosave UPDATE"
cut -f5 "$SAMPLES/students.tsv" >"$WORK/autosave-ids.txt"
psql -q -d "$DB" -c "CREATE TABLE bench_autosave (n SERIAL PRIMARY KEY, id TEXT NOT NULL)" \
  -c "\\copy bench_autosave (id) FROM '$WORK/autosave-ids.txt'" -c "ANALYZE bench_autosave"
PG_BEST=0
PG_LINES=""
for c in 16 64; do
  out=$(pgbench -n -M prepared -c "$c" -j 2 -T "$SECONDS_EACH" -D rows="$STUDENTS" -f bench/autosave.sql "$DB" 2>&1)
  tps=$(echo "$out" | awk '/^tps/ {print $3; exit}')
  lat=$(echo "$out" | awk '/latency average/ {print $4; exit}')
  PG_LINES="$PG_LINES- pgbench -c $c: ${tps%.*} UPDATE/s, average latency ${lat} ms"$'\n'
  if awk -v a="$tps" -v b="$PG_BEST" 'BEGIN {exit !(a > b)}'; then PG_BEST=$tps; fi
  echo "pgbench -c $c: $tps tps" >&2
done

log "raw argon2 verification rate (2 threads)"
ARGON=$("$TOOLS" argon2 --threads 2 --seconds 10 2>/dev/null | grep rate=)
ARGON_RATE=$(echo "$ARGON" | sed -E 's/.*rate=([0-9.]+).*/\1/')
echo "$ARGON" >&2

log "the store's raw dashboard reads (in-process)"
STORE_OUT=$(RUST_LOG=warn "$TOOLS" store --samples "$SAMPLES/students.tsv" --concurrency 16 --seconds 10 2>/dev/null)
echo "$STORE_OUT" >&2
STORE_LINE=$(echo "$STORE_OUT" | grep 'store dashboard')
CHECK_LINE=$(echo "$STORE_OUT" | grep 'session check')

log "front end: initial JavaScript"
FE_ROOT=$(cd "${BENCH_FRONTEND:-frontend}" && node scripts/initial-size.mjs features/landing/routes/Landing)
FE_LOGIN=$(cd "${BENCH_FRONTEND:-frontend}" && node scripts/initial-size.mjs features/auth/routes/Login)
LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg)"
SLOW_SECTION=""
if [ "${BENCH_SLOW_PHONE:-1}" != 0 ]; then
  slow_phone "$WORK/slow-phone.md"
  SLOW_SECTION="$(cat "$WORK/slow-phone.md")"
fi

# --- report --------------------------------------------------------------------------
num() { printf '%.0f' "$1"; }
ok() { if awk "BEGIN {exit !($1)}"; then echo "met"; else echo "**missed**"; fi; }
A_RPS=$(field "$R_AUTOSAVE" rps); A_P50=$(field "$R_AUTOSAVE" p50_ms); A_P99=$(field "$R_AUTOSAVE" p99_ms); A_ERR=$(field "$R_AUTOSAVE" errors)
D_RPS=$(field "$R_DASH" rps); D_P50=$(field "$R_DASH" p50_ms); D_P99=$(field "$R_DASH" p99_ms); D_ERR=$(field "$R_DASH" errors)
L_RPS=$(field "$R_LEADER" rps); L_P50=$(field "$R_LEADER" p50_ms); L_P99=$(field "$R_LEADER" p99_ms); L_ERR=$(field "$R_LEADER" errors)
G_RPS=$(field "$R_LOGIN" rps); G_P50=$(field "$R_LOGIN" p50_ms); G_P99=$(field "$R_LOGIN" p99_ms); G_ERR=$(field "$R_LOGIN" errors)
C_RPS=$(field "$R_COMPLETE" rps); C_P50=$(field "$R_COMPLETE" p50_ms); C_P99=$(field "$R_COMPLETE" p99_ms); C_ERR=$(field "$R_COMPLETE" errors)
C_REQ=$(field "$R_COMPLETE" requests)
RV_RPS=$(field "$R_REVIEW" rps); RV_P50=$(field "$R_REVIEW" p50_ms); RV_P99=$(field "$R_REVIEW" p99_ms); RV_ERR=$(field "$R_REVIEW" errors)
AR_RPS=$(field "$R_AUTOSAVE_REVIEW" rps); AR_P50=$(field "$R_AUTOSAVE_REVIEW" p50_ms); AR_P99=$(field "$R_AUTOSAVE_REVIEW" p99_ms); AR_ERR=$(field "$R_AUTOSAVE_REVIEW" errors)
GB_RPS=$(field "$R_LOGIN_BUSY" rps); GB_P50=$(field "$R_LOGIN_BUSY" p50_ms); GB_P99=$(field "$R_LOGIN_BUSY" p99_ms); GB_ERR=$(field "$R_LOGIN_BUSY" errors)
AP_RPS=$(field "$R_AUTOSAVE_PACED" rps); AP_P50=$(field "$R_AUTOSAVE_PACED" p50_ms); AP_P99=$(field "$R_AUTOSAVE_PACED" p99_ms); AP_ERR=$(field "$R_AUTOSAVE_PACED" errors)
DP_RPS=$(field "$R_DASH_PACED" rps); DP_P50=$(field "$R_DASH_PACED" p50_ms); DP_P99=$(field "$R_DASH_PACED" p99_ms); DP_ERR=$(field "$R_DASH_PACED" errors)
LP_RPS=$(field "$R_LEADER_PACED" rps); LP_P50=$(field "$R_LEADER_PACED" p50_ms); LP_P99=$(field "$R_LEADER_PACED" p99_ms); LP_ERR=$(field "$R_LEADER_PACED" errors)
T0_P99=$(field "$R_TRICKLE_ALONE" p99_ms); T0_P50=$(field "$R_TRICKLE_ALONE" p50_ms)
T1_RPS=$(field "$R_TRICKLE_LOGIN" rps); T1_P99=$(field "$R_TRICKLE_LOGIN" p99_ms); T1_P50=$(field "$R_TRICKLE_LOGIN" p50_ms); T1_ERR=$(field "$R_TRICKLE_LOGIN" errors)
PEAK=$HWM_REVIEW
S_RPS=$(echo "$STORE_LINE" | sed -E 's/.*rate=([0-9.]+).*/\1/')
S_P50=$(echo "$STORE_LINE" | sed -E 's/.*p50=([0-9.]+).*/\1/')
S_P99=$(echo "$STORE_LINE" | sed -E 's/.*p99=([0-9.]+).*/\1/')
K_P50=$(echo "$CHECK_LINE" | sed -E 's/.*p50=([0-9.]+).*/\1/')
K_P99=$(echo "$CHECK_LINE" | sed -E 's/.*p99=([0-9.]+).*/\1/')
FE_ROOT_KB=$(echo "$FE_ROOT" | sed -E 's/.* ([0-9.]+) KB gzipped.*/\1/')
FE_LOGIN_KB=$(echo "$FE_LOGIN" | sed -E 's/.* ([0-9.]+) KB gzipped.*/\1/')
A_SHARE=$(awk -v a="$A_RPS" -v b="$PG_BEST" 'BEGIN {printf "%.0f", 100 * a / b}')
G_SHARE=$(awk -v a="$G_RPS" -v b="$ARGON_RATE" 'BEGIN {printf "%.0f", 100 * a / b}')

# side by side: "rps, p50 ms, p99 ms" of a RESULT line, or "not run"
cell() { if [ -z "$1" ]; then echo "not run"; else echo "$(num "$(field "$1" rps)")/s, p50 $(field "$1" p50_ms) ms, p99 $(field "$1" p99_ms) ms$( [ "$(field "$1" errors)" = 0 ] || echo ", $(field "$1" errors) errors")"; fi; }
SQ_S_LINE="not run"
if [ -n "${SQ_STORE_LINE:-}" ]; then
  SQ_S_LINE="$(num "$(echo "$SQ_STORE_LINE" | sed -E 's/.*rate=([0-9.]+).*/\1/')")/s, p50 $(echo "$SQ_STORE_LINE" | sed -E 's/.*p50=([0-9.]+).*/\1/') ms, p99 $(echo "$SQ_STORE_LINE" | sed -E 's/.*p99=([0-9.]+).*/\1/') ms"
fi

CPU="$(lscpu | awk -F: '/^Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
CORES="$(nproc)"
MEM="$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
KERNEL="$(uname -sr)"
PGVER="$(psql -At -d postgres -c 'SHOW server_version')"
PGCONF="$(psql -At -d postgres -c "SELECT string_agg(name || '=' || setting || coalesce(unit, ''), ', ' ORDER BY name) FROM pg_settings WHERE name IN ('shared_buffers', 'synchronous_commit', 'max_connections', 'wal_buffers')")"
WRKVER="$(wrk -v 2>&1 | head -1 | awk '{print $1, $2}' || true)"
BUSY_NOTE=""
if awk -v l="${LOAD_BEFORE%% *}" -v c="$CORES" 'BEGIN {exit !(l > c / 2)}'; then
  BUSY_NOTE="**The machine was busy** (load average ${LOAD_BEFORE} before the run, on ${CORES} cores: other builds and tests were running), so these figures are lower and noisier than on a quiet machine."
fi

mkdir -p "$(dirname "$OUT")"
{
cat <<EOF
# Performance

Issue 7: a school of 30,000 at exam time on one small server, measured. This file is written
by \`just bench\` (bench/run.sh); the figures below are from its last run. Nothing here is a
timed assertion in a test: the bench measures, this page reports.

## Machine and run

- Machine: ${CPU}, ${CORES} cores, ${MEM} memory, ${KERNEL}
- PostgreSQL ${PGVER} on the same machine (${PGCONF}), loopback
- Load generator: ${WRKVER} on the same cores (${THREADS} threads), loopback, keep-alive
- Command: \`BENCH_SIZE=${SIZE} just bench\` (bench/run.sh), ${SECONDS_EACH} s per scenario after a ${WARMUP} s warm-up
- Load average (1, 5, 15 min): ${LOAD_BEFORE} before, ${LOAD_DURING} at the end of the HTTP runs, ${LOAD_AFTER} at the end
${BUSY_NOTE:+- ${BUSY_NOTE}}
- Data: ${STUDENTS} students over the 10 student classes, the seeded catalogue, ${QUIZZES} builtin-generated
  multiple-choice quizzes, ${ATTEMPTS} completed attempts over the last 300 school days (70% exams), plus one
  in-progress exam attempt per student (autosave) and 60,000 more to complete; seeded in $(num "$SEED_SECONDS") s by
  \`sabi-bench seed\`; database size ${DB_SIZE}. Every bench student shares ONE argon2id hash (OWASP cost) of one
  password, so seeding does not spend hours hashing; login still verifies a full-cost hash.
- Server: the release \`sabi serve\`, default configuration (2 actix workers, a pool of 16 connections,
  request logging at info to a file), SABI_WEEKLY_JOB=false, SABI_DEMO=false.

## Figures against the targets

| Scenario | Connections | Requests/s | p50 | p99 | Errors | Target | Verdict |
|---|---|---|---|---|---|---|---|
| 1. Exam-time autosave (PUT /api/{attemptId}/updateQuizAttempt, each on their own attempt), as fast as it takes | 64 | $(num "$A_RPS") | ${A_P50} ms | ${A_P99} ms | ${A_ERR} | ≥ 3,000/s, p99 < 50 ms, ≥ 50% of PostgreSQL's own UPDATE rate (${A_SHARE}% of $(num "$PG_BEST")/s) | rate $(ok "$A_RPS >= 3000"), p99 $(ok "$A_P99 < 50"), share $(ok "$A_SHARE >= 50") |
| 1b. Autosave at a steady rate (each connection waits 20 ms between saves) | 80 | $(num "$AP_RPS") | ${AP_P50} ms | ${AP_P99} ms | ${AP_ERR} | ≥ 3,000/s with p99 < 50 ms | rate $(ok "$AP_RPS >= 3000"), p99 $(ok "$AP_P99 < 50") |
| 2. Dashboard reads (user, stats, streak, attempts, subjects ×2), random students, as fast as it takes | 32 | $(num "$D_RPS") | ${D_P50} ms | ${D_P99} ms | ${D_ERR} | p99 < 20 ms | $(ok "$D_P99 < 20") |
| 2b. Dashboard reads at a steady rate (20 ms between requests) | 16 | $(num "$DP_RPS") | ${DP_P50} ms | ${DP_P99} ms | ${DP_ERR} | p99 < 20 ms | $(ok "$DP_P99 < 20") |
| 3. Leaderboard, as fast as it takes | 32 | $(num "$L_RPS") | ${L_P50} ms | ${L_P99} ms | ${L_ERR} | p99 < 20 ms | $(ok "$L_P99 < 20") |
| 3b. Leaderboard at a steady rate (20 ms between requests) | 8 | $(num "$LP_RPS") | ${LP_P50} ms | ${LP_P99} ms | ${LP_ERR} | p99 < 20 ms | $(ok "$LP_P99 < 20") |
| 4. Login (argon2id m=19 MiB, t=2) | 16 | $(num "$G_RPS") | ${G_P50} ms | ${G_P99} ms | ${G_ERR} | ≥ 90% of the raw hash rate (${G_SHARE}% of ${ARGON_RATE}/s) | $(ok "$G_SHARE >= 90") |
| 4b. Login beside a steady dashboard trickle | 16 | $(num "$GB_RPS") | ${GB_P50} ms | ${GB_P99} ms | ${GB_ERR} | | |
| 4c. The dashboard trickle beside that login (20 ms between requests) | 4 | $(num "$T1_RPS") | ${T1_P50} ms | ${T1_P99} ms | ${T1_ERR} | not starved (alone: p50 ${T0_P50} ms, p99 ${T0_P99} ms) | see below |
| 5. Completing an attempt (marking, streak, totals, badges) | 32 | $(num "$C_RPS") | ${C_P50} ms | ${C_P99} ms | ${C_ERR} | (no target) | ${C_REQ} submissions |
| 6. Review calls of the largest accepted answers (10 × 5,000 characters, 20-point schemes), as fast as it takes | 20 | ${RV_RPS} | ${RV_P50} ms | ${RV_P99} ms | ${RV_ERR} | (no target) | |
| 6b. Autosave at a steady rate beside 6 | 80 | $(num "$AR_RPS") | ${AR_P50} ms | ${AR_P99} ms | ${AR_ERR} | p99 < 50 ms | $(ok "$AR_P99 < 50") |
| Server peak memory (VmHWM) | | | | | | < 150 MB | $(ok "$PEAK < 150") (${PEAK} MB) |
| Front end: initial JS for / | | | | | | ≤ 250 KB gzipped | $(ok "$FE_ROOT_KB <= 250") (${FE_ROOT_KB} KB) |
| Front end: initial JS for /login | | | | | | ≤ 250 KB gzipped | $(ok "$FE_LOGIN_KB <= 250") (${FE_LOGIN_KB} KB) |

Server memory (VmRSS idle, then VmHWM after each scenario, MB): idle ${RSS_IDLE}; autosave ${HWM_AUTOSAVE};
dashboard ${HWM_DASH}; leaderboard ${HWM_LEADER}; login ${HWM_LOGIN}; completion ${HWM_COMPLETE}; review ${HWM_REVIEW}.
The server log shows ${SERVER_5XX} responses with a 5xx status.

## SQLite beside PostgreSQL (issue 21)

The same school on both stores: seeded once into PostgreSQL, then copied whole into a SQLite
store with \`sabi migrate-store\` (in $(num "${COPY_SECONDS:-0}") s) before either was used. The same release
server with its defaults (WAL, synchronous=FULL, foreign keys on), the same scenarios and
connections, SQLite's run first. Store size: PostgreSQL ${DB_SIZE}, SQLite ${SQLITE_SIZE:-not run}.

| Scenario | Connections | PostgreSQL | SQLite |
|---|---|---|---|
| 1. Autosave, as fast as it takes | 64 | $(cell "$R_AUTOSAVE") | $(cell "${SQ_AUTOSAVE:-}") |
| 1b. Autosave at a steady rate (20 ms between saves) | 80 | $(cell "$R_AUTOSAVE_PACED") | $(cell "${SQ_AUTOSAVE_PACED:-}") |
| 2. Dashboard reads, as fast as it takes | 32 | $(cell "$R_DASH") | $(cell "${SQ_DASH:-}") |
| 2b. Dashboard reads at a steady rate | 16 | $(cell "$R_DASH_PACED") | $(cell "${SQ_DASH_PACED:-}") |
| 3. Leaderboard | 32 | $(cell "$R_LEADER") | $(cell "${SQ_LEADER:-}") |
| 4. Login | 16 | $(cell "$R_LOGIN") | $(cell "${SQ_LOGIN:-}") |
| 5. Completing an attempt | 32 | $(cell "$R_COMPLETE") | $(cell "${SQ_COMPLETE:-}") |
| 6. Review calls (largest answers) | 20 | $(cell "$R_REVIEW") | $(cell "${SQ_REVIEW:-}") |
| 6b. Autosave at a steady rate beside 6 | 80 | $(cell "$R_AUTOSAVE_REVIEW") | $(cell "${SQ_AUTOSAVE_REVIEW:-}") |
| The store's raw dashboard reads (in-process, 16 tasks) | | $(num "$S_RPS")/s, p50 ${S_P50} ms, p99 ${S_P99} ms | ${SQ_S_LINE} |
| Server peak memory (VmHWM) | | ${PEAK} MB | ${SQ_PEAK:-not run} MB |
| Responses with a 5xx status | | ${SERVER_5XX} | ${SQ_5XX:-not run} |

${SLOW_SECTION}${SLOW_SECTION:+
}
## The limits, measured beside it

- PostgreSQL's own single-row autosave UPDATE (pgbench, bench/autosave.sql: the same columns, a random
  in-progress attempt by primary key, synchronous commit on):
${PG_LINES}- Raw argon2id verification rate on 2 threads (\`sabi-bench argon2\`, sabi_app::passwords, OWASP cost): ${ARGON_RATE}/s
- The store's raw dashboard reads (\`sabi-bench store\`: the store calls behind each of the six dashboard
  requests, each with its session check, 16 tasks, in-process, no HTTP): $(num "$S_RPS") requests/s, p50 ${S_P50} ms, p99 ${S_P99} ms
- The per-request session check (one read: the user's row and whether the session was signed out, \`store.session_check\`), sequential: p50 ${K_P50} ms, p99 ${K_P99} ms
- Front end (frontend/scripts/initial-size.mjs: the entry chunk, the route's chunk and their static imports,
  each gzipped at level 9): ${FE_ROOT}; ${FE_LOGIN}

EOF
if [ -f bench/notes.md ]; then cat bench/notes.md; fi
} >"$OUT"
log "wrote $OUT"
cat "$OUT"
