#!/usr/bin/env bash
# One complete run on a machine with an NVIDIA GPU and CUDA (copy the tree there first): build the project without Qt
# (-DLAYOUTLAB_BUILD_GUI=OFF: the whole core, gpu/, layoutlab-cli and tests/gpu), record the GPU/driver/clock facts, run `ctest -L gpu`, then the benchmark sweeps side by side with
# cuBLAS. Everything lands in $OUT (default /tmp/layoutlab-out; a few files, the JSON results in results_json.tar). Usage, from the repository root:
#   gpu/tools/device_run.sh [all|test|bench] [extra layoutlab-cli gemm args for the sweeps...]
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
LOG=$OUT/build_and_test.log
BENCH=$OUT/bench.txt

{ date -u; nvidia-smi; nvidia-smi -q -d CLOCK,POWER,PERFORMANCE,TEMPERATURE; nvcc --version; } > "$OUT/gpu_facts.txt" 2>&1
t0=$(date +%s)
# The same tree and CMake project as everywhere, without the GUI (the GPU machine has no Qt).
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLAYOUTLAB_BUILD_GUI=OFF \
  -DLAYOUTLAB_CUTLASS_DIR="$LAYOUTLAB_CUTLASS_DIR" > "$LOG" 2>&1 &&
  cmake --build "$BUILD" -j 16 >> "$LOG" 2>&1
rc=$?
echo "build rc=$rc in $(( $(date +%s) - t0 )) s"
if [ $rc -ne 0 ]; then tail -40 "$LOG"; exit 1; fi
"$CLI" gpu-info | tee -a "$OUT/gpu_facts.txt"

if [ "$MODE" = all ] || [ "$MODE" = test ]; then
  t0=$(date +%s)
  (cd "$BUILD" && ctest -L gpu -j 12 -V) >> "$LOG" 2>&1
  echo "ctest -L gpu rc=$? in $(( $(date +%s) - t0 )) s"
  grep -E "tests passed|\*\*\*Failed|: (PASS|FAIL) " "$LOG" | sed 's/^[0-9]*: //' | head -40
fi

if [ "$MODE" = all ] || [ "$MODE" = test ]; then
  # The simple mainloop over every MMA atom of LayoutLab's catalog (core/atoms): verified, not timed.
  ATOMS=$("$CLI" atoms | grep -vE '^SM(90|100)_' | paste -sd';')
  t0=$(date +%s)
  echo "== simple mainloop x catalog atoms (256^3, (2,2,1), tile 64x64x64)" > "$OUT/catalog_simple.txt"
  "$CLI" gemm --atom "$ATOMS" --thr "(2,2,1)" --perm none --tile 64x64x64 --mainloop simple \
    --m 256 --n 256 --k 256 --no-time --quiet --json "$OUT/catalog_simple.json" >> "$OUT/catalog_simple.txt" 2>&1
  echo "catalog sweep rc=$? in $(( $(date +%s) - t0 )) s: $(grep -c ' ok ' "$OUT/catalog_simple.txt") ok," \
       "$(grep -c ' wrong ' "$OUT/catalog_simple.txt") wrong, $(grep -c 'error:' "$OUT/catalog_simple.txt") not runnable"
fi

if [ "$MODE" = all ] || [ "$MODE" = bench ]; then
  nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_throttle_reasons.active \
    --format=csv -lms 500 > "$OUT/clocks.csv" 2>&1 &
  SMI=$!
  : > "$BENCH"
  for size in 4096 8192; do
    t0=$(date +%s)
    echo "== layoutlab-cli gemm --sweep --m $size --n $size --k $size $*" >> "$BENCH"
    "$CLI" gemm --sweep --m $size --n $size --k $size --json "$OUT/sweep_$size.json" "$@" >> "$BENCH" 2> "$OUT/sweep.err"
    echo "sweep $size rc=$? in $(( $(date +%s) - t0 )) s" | tee -a "$BENCH"
    grep -iE "error" "$OUT/sweep.err" | head -5 | tee -a "$BENCH"
  done
  kill $SMI 2>/dev/null
  # Cached compile time: the same config again, served from the cubin cache.
  "$CLI" gemm --mainloop sm90 --atom SM90_64x256x16_F32F16F16_SS --thr "(2,1,1)" --perm none --tile 128x256x64 \
    --m 4096 --n 4096 --k 4096 --compile-only --arch sm_90a --quiet 2>&1 | grep compile: >> "$BENCH"
  rm -f "$OUT/sweep.err"
  cat "$BENCH"
fi

# What ptxas made of each kernel: registers, spills, and the matrix/copy instructions in the SASS.
for f in "$LAYOUTLAB_CUBIN_CACHE"/*.cubin; do
  echo "== $(basename "$f")"
  cuobjdump -res-usage "$f" 2>/dev/null | grep -E "REG|STACK" | head -2
  cuobjdump -sass "$f" 2>/dev/null | grep -oE "HGMMA\.[A-Z0-9x.]*|IGMMA\.[A-Z0-9x.]*|HMMA\.[0-9A-Z.]*|IMMA\.[0-9A-Z.]*|LDSM\.[A-Z0-9.]*|LDGSTS\.[A-Z0-9.]*|UTMALDG\.[A-Z0-9.]*|LDL|STL" | sort | uniq -c
done > "$OUT/sass_summary.txt" 2>&1

# The JSON results travel as one archive, easy to copy back (tar -xf results_json.tar).
(cd "$OUT" && ls ./*.json > /dev/null 2>&1 && tar -cf results_json.tar ./*.json && rm -f ./*.json)
echo "files in \$OUT: $(ls "$OUT" | wc -l) ($(ls "$OUT" | paste -sd' '))"
