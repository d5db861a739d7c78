#!/usr/bin/env bash
# A GPU run should build exactly what was committed: this writes HEAD into .snap/ (git-ignored via
# .git/info/exclude), with the CuTe headers and the local cubin cache beside it. Copy .snap/ to any machine with an
# NVIDIA GPU and CUDA, then run there: cd .snap && gpu/tools/device_run.sh
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
rm -rf .snap && mkdir -p .snap/build-gpu
git archive HEAD | tar -x -C .snap
mkdir -p .snap/.deps && cp -r .deps/cutlass .snap/.deps/   # the CuTe headers only (not the DSL venv)
[ -d build-gpu/cubin-cache ] && cp -r build-gpu/cubin-cache .snap/build-gpu/ || true
du -sh .snap
