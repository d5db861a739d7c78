#!/usr/bin/env bash
# A profile-guided (PGO) Release build of layoutlab-cli, for batch use of `eval` and for the speed figures in
# docs/benchmarks-core.md. Three steps: build with -fprofile-generate; run `eval` over statements the
# differential generator makes (a seed of its own, so the training set is not the benchmark's corpus);
# rebuild with -fprofile-use. The result is byte-for-byte the same CLI in behaviour, only laid out for the
# branches a mixed workload takes (CPython, which runs pycute, is itself built this way on Debian).
#   scripts/perf/build_pgo.sh [BUILD_DIR]      (default: build-pgo; the CLI lands in BUILD_DIR/bin)
# Needs cmake, ninja, g++ and python3 (scripts/setup.sh installs them). About 3 min on 2 cores.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-$ROOT/build-pgo}"
PROFILE="$BUILD/profile"
TRAIN_SEED=9001   # not the differential test's seed 1, nor anything `bench` runs
JOBS="${LAYOUTLAB_JOBS:-$(nproc)}"

configure() {
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLAYOUTLAB_BUILD_GUI=OFF \
    -DCMAKE_CXX_FLAGS="$1" > "$BUILD/configure.log"
}

mkdir -p "$BUILD"
rm -rf "$PROFILE"
echo "build_pgo: 1/3 instrumented build in $BUILD"
configure "-fprofile-generate -fprofile-update=single -fprofile-dir=$PROFILE"
cmake --build "$BUILD" --target layoutlab-cli --parallel "$JOBS" > "$BUILD/build-instrumented.log"

echo "build_pgo: 2/3 training on generated statements (seed $TRAIN_SEED)"
train="$(mktemp)"
trap 'rm -f "$train"' EXIT
python3 "$ROOT/tests/core/differential/differential.py" --cli unused \
  --seed "$TRAIN_SEED" --count 4000 --emit-statements "$train"
for _ in 1 2 3; do "$BUILD/bin/layoutlab-cli" eval - < "$train" > /dev/null || true; done  # errors are training too

echo "build_pgo: 3/3 optimised build"
configure "-fprofile-use -fprofile-dir=$PROFILE -fprofile-partial-training -Wno-missing-profile"
cmake --build "$BUILD" --target layoutlab-cli --parallel "$JOBS" > "$BUILD/build-optimised.log"
echo "build_pgo: $BUILD/bin/layoutlab-cli"
