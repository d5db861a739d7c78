#!/usr/bin/env bash
# Set up what is missing, build, and open LayoutLab on a built-in example. ARGS go to the GUI.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/scripts/setup.sh"
if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
  exec xvfb-run -a -s '-screen 0 1600x1000x24' "$BUILD_DIR/bin/layoutlab" "$@"
fi
exec "$BUILD_DIR/bin/layoutlab" "$@"
