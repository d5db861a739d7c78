#!/usr/bin/env bash
# The shared working tree holds other engineers' unfinished files; the device builds the committed HEAD
# instead: this writes HEAD into .snap/ (git-ignored via .git/info/exclude), with the CuTe headers and the
# local cubin cache beside it. Then: run(command="cd .snap && gpu/tools/device_run.sh", carry=[".snap"]).
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
rm -rf .snap && mkdir -p .snap/build-gpu
git archive HEAD | tar -x -C .snap
mkdir -p .snap/.deps && cp -r .deps/cutlass .snap/.deps/   # the CuTe headers only (not the DSL venv)
[ -d build-gpu/cubin-cache ] && cp -r build-gpu/cubin-cache .snap/build-gpu/ || true
du -sh .snap
