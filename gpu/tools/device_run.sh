#!/usr/bin/env bash
# One complete run on the GPU machine (through the device tool): build core + gpu + layoutlab-cli without
# Qt, record the GPU/driver/clock facts, run `ctest -L gpu`, then the benchmark sweeps side by side with
# cuBLAS. Everything lands in $OUT. Usage, from the repository root:
#   gpu/tools/device_run.sh [all|test|bench] [extra layoutlab-cli gemm args for the bench...]
set -uo pipefail
MODE=${1:-all}
shift || true
OUT=${OUT:-/tmp/layoutlab-out}
mkdir -p "$OUT"
ROOT=$(pwd)
BUILD=$ROOT/build-gpu
export LAYOUTLAB_CUBIN_CACHE=$BUILD/cubin-cache   # carried from the workstation where present
export LAYOUTLAB_CUTLASS_DIR=$ROOT/.deps/cutlass
CLI=$BUILD/bin/layoutlab-cli

{ date -u; nvidia-smi; nvidia-smi -q -d CLOCK,POWER,PERFORMANCE,TEMPERATURE; nvcc --version; } > "$OUT/gpu_facts.txt" 2>&1
t0=$(date +%s)
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLAYOUTLAB_BUILD_GUI=OFF \
  -DLAYOUTLAB_CUTLASS_DIR="$LAYOUTLAB_CUTLASS_DIR" > "$OUT/build.log" 2>&1 &&
  cmake --build "$BUILD" -j 16 >> "$OUT/build.log" 2>&1
rc=$?
echo "build rc=$rc in $(( $(date +%s) - t0 )) s"
if [ $rc -ne 0 ]; then tail -40 "$OUT/build.log"; exit 1; fi
"$CLI" gpu-info | tee "$OUT/gpu_info.txt"

if [ "$MODE" = all ] || [ "$MODE" = test ]; then
  t0=$(date +%s)
  (cd "$BUILD" && ctest -L gpu -j 12 --output-on-failure) > "$OUT/ctest_gpu.log" 2>&1
  echo "ctest -L gpu rc=$? in $(( $(date +%s) - t0 )) s"
  grep -E "tests passed|Failed|FAIL|\*\*\*" "$OUT/ctest_gpu.log" | head -30
fi

if [ "$MODE" = all ] || [ "$MODE" = bench ]; then
  nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_throttle_reasons.active \
    --format=csv -lms 500 > "$OUT/clocks.csv" 2>&1 &
  SMI=$!
  for size in 4096 8192; do
    t0=$(date +%s)
    "$CLI" gemm --sweep --m $size --n $size --k $size --json "$OUT/sweep_$size.json" "$@" \
      > "$OUT/sweep_$size.txt" 2> "$OUT/sweep_$size.err"
    echo "sweep $size rc=$? in $(( $(date +%s) - t0 )) s"
    cat "$OUT/sweep_$size.txt"
    grep -iE "error" "$OUT/sweep_$size.err" | head -5
  done
  kill $SMI 2>/dev/null
  # Cached compile time: the same config twice, the second from the cubin cache.
  "$CLI" gemm --mainloop sm90 --atom SM90_64x256x16_F32F16F16_SS --thr "(2,1,1)" --perm none --tile 128x256x64 \
    --m 4096 --n 4096 --k 4096 --compile-only --quiet 2>&1 | grep compile: | tee "$OUT/cached_compile.txt"
fi

# What ptxas made of each kernel: registers, spills, and the matrix/copy instructions in the SASS.
for f in "$LAYOUTLAB_CUBIN_CACHE"/*.cubin; do
  echo "== $(basename "$f")"
  cuobjdump -res-usage "$f" 2>/dev/null | grep -E "REG|STACK" | head -2
  cuobjdump -sass "$f" 2>/dev/null | grep -oE "HGMMA\.[A-Z0-9x.]*|HMMA\.[0-9A-Z.]*|IMMA\.[0-9A-Z.]*|LDSM\.[A-Z0-9.]*|LDGSTS\.[A-Z0-9.]*|UTMALDG\.[A-Z0-9.]*|LDL|STL" | sort | uniq -c
done > "$OUT/sass_summary.txt" 2>&1
cp "$BUILD/cubin-cache"/*.cubin /dev/null 2>&1 || true
