#!/usr/bin/env bash
# Idempotent set-up shared by run.sh and test.sh: installs only what is missing, then configures and
# builds incrementally. Sourced, so callers see BUILD_DIR and LAYOUTLAB_CUTLASS_DIR.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

# Debian packages: Qt 6 (Core, Gui, Widgets, Svg, Concurrent, Test; Linguist tools and Qt's own catalogs for the
# translations), build tools, headless display.
packages=(cmake g++ ninja-build qt6-base-dev qt6-svg-dev xvfb xauth fonts-dejavu-core python3-pip
          unzip libbenchmark-dev clang libclang-rt-14-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
          fonts-wqy-microhei python3-venv)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# CuTe headers (and pycute for the benchmark) from the nvidia-cutlass wheel, unless a checkout is given.
CUTLASS_VERSION=4.2.0.0
if [[ -z ${LAYOUTLAB_CUTLASS_DIR:-} ]]; then
  deps="$ROOT/.deps"
  # (with CuTe's tutorial kernels, which the C++ import's differential reads)
  if [[ ! -f $deps/cutlass/include/cute/layout.hpp || ! -f $deps/pycute/__init__.py ||
        ! -f $deps/cutlass/examples/cute/tutorial/sgemm_1.cu ]]; then
    echo "setup: fetching CuTe headers (nvidia-cutlass==$CUTLASS_VERSION)"
    mkdir -p "$deps/wheel"
    if python3 -m pip download -q --no-deps "nvidia-cutlass==$CUTLASS_VERSION" -d "$deps/wheel" \
       && unzip -q -o "$deps"/wheel/nvidia_cutlass-*.whl 'cutlass_library/source/include/*' 'pycute/*' \
            'cutlass_library/source/examples/cute/tutorial/*' -d "$deps/wheel"; then
      rm -rf "$deps/cutlass" "$deps/pycute"
      mkdir -p "$deps/cutlass/examples/cute"
      mv "$deps/wheel/cutlass_library/source/include" "$deps/cutlass/include"
      mv "$deps/wheel/cutlass_library/source/examples/cute/tutorial" "$deps/cutlass/examples/cute/tutorial"
      mv "$deps/wheel/pycute" "$deps/pycute"
      echo "$CUTLASS_VERSION" > "$deps/cutlass/VERSION"
      rm -rf "$deps/wheel"
    else
      echo "setup: could not get the CuTe headers. Either let 'python3 -m pip download nvidia-cutlass==$CUTLASS_VERSION'" \
           "reach PyPI, or set LAYOUTLAB_CUTLASS_DIR=/path/to/cutlass (a CUTLASS checkout). The app builds" \
           "without them; the differential tests and the GPU module need them." >&2
    fi
  fi
  [[ -f $deps/cutlass/include/cute/layout.hpp ]] && export LAYOUTLAB_CUTLASS_DIR="$deps/cutlass"
fi

# The CuTe DSL (PyPI nvidia-cutlass-dsl) for core_export_dsl, in its own venv under .deps (git-ignored):
# about 105 MB downloaded once; without it that test is skipped.
DSL_VERSION=4.8.1
dsl_venv="$ROOT/.deps/dsl-venv"
if ! "$dsl_venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('nvidia-cutlass-dsl') != '$DSL_VERSION')" 2>/dev/null; then
  echo "setup: installing the CuTe DSL (nvidia-cutlass-dsl==$DSL_VERSION) in $dsl_venv"
  if ! { python3 -m venv --clear "$dsl_venv" && "$dsl_venv/bin/pip" install -q --disable-pip-version-check "nvidia-cutlass-dsl==$DSL_VERSION"; }; then
    echo "setup: could not install nvidia-cutlass-dsl from PyPI; the DSL export test (core_export_dsl) will be skipped" >&2
    rm -rf "$dsl_venv"
  fi
fi

# Real kernels other people wrote, for the C++ import's differential (core_cpp_import_kernels): restored from git at
# pinned commits into ~/.cache/layoutlab (never into this repository); without them that test is skipped.
if ! timeout 300 "$ROOT/scripts/restore_kernel_corpus.sh" > /dev/null 2>&1; then
  echo "setup: the real-kernel corpus could not be restored (no git access?); core_cpp_import_kernels will be skipped" >&2
fi

cmake_args=(-S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}")
[[ -n ${LAYOUTLAB_CUTLASS_DIR:-} ]] && cmake_args+=(-DLAYOUTLAB_CUTLASS_DIR="$LAYOUTLAB_CUTLASS_DIR")
if [[ ! -f $BUILD_DIR/build.ninja ]]; then
  cmake "${cmake_args[@]}"
fi
cmake --build "$BUILD_DIR" --parallel "${LAYOUTLAB_JOBS:-$(nproc)}"
