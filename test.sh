#!/usr/bin/env bash
# Same set-up and build as run.sh, then the whole suite. Exit status is ctest's.
# Left out: the GPU-only tests (label gpu), the differential tests that compile CuTe now (cute-live: the
# default ones compare with CuTe's recorded outputs) and the extra NVRTC kernel types (nvrtc-extra).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
cd "$BUILD_DIR"
ctest --output-on-failure --timeout 1500 -j "${LAYOUTLAB_JOBS:-$(nproc)}" -LE '^(gpu|cute-live|nvrtc-extra)$' "$@"
