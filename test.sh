#!/usr/bin/env bash
# Same set-up and build as run.sh, then the whole suite. Exit status is ctest's.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
cd "$BUILD_DIR"
ctest --output-on-failure --timeout 1500 -j "${LAYOUTLAB_JOBS:-$(nproc)}" -LE gpu "$@"
