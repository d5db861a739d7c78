#!/usr/bin/env bash
# Where a cold compile of a generated GEMM kernel spends its time, on the GPU machine (issue 21's first measurement):
# for four designs, the NVRTC compile `layoutlab-cli gemm --compile-only` makes with an empty cubin cache (what Run on GPU
# waits for), and nvcc's per-phase times (`nvcc -cubin -time`: preprocessing, cicc = front end + NVVM optimiser, ptxas)
# of the same generated source. Run from a snapshot of HEAD (gpu/tools/snapshot_for_device.sh):
#   on a GPU machine, in a built copy of the tree (see snapshot_for_device.sh): bash gpu/tools/compile_phases.sh
# Writes $OUT/compile_phases.md (the table for docs/benchmarks.md) and the raw nvcc CSVs.
set -uo pipefail
OUT=${OUT:-/tmp/layoutlab-out}
ROOT=$(pwd)
BUILD=$ROOT/build-gpu
export LAYOUTLAB_CUTLASS_DIR=$ROOT/.deps/cutlass
mkdir -p "$OUT"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLAYOUTLAB_BUILD_GUI=OFF \
  -DLAYOUTLAB_CUTLASS_DIR="$LAYOUTLAB_CUTLASS_DIR" > "$OUT/build.log" 2>&1 && cmake --build "$BUILD" -j 16 --target layoutlab-cli >> "$OUT/build.log" 2>&1 ||
  { tail -30 "$OUT/build.log"; exit 1; }
CLI=$BUILD/bin/layoutlab-cli
CUDA_INC=$(dirname "$(dirname "$(command -v nvcc)")")/include
{
  echo "| design | arch | NVRTC cold compile (s) | nvcc total (s) | preprocess (s) | cicc (s) | ptxas (s) |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
} > "$OUT/compile_phases.md"
while IFS='|' read -r label atom thr perm tile mainloop; do
  name=$(echo "$label" | tr -c 'A-Za-z0-9\n' '_')  # plain file names
  args=(gemm --atom "$atom" --thr "$thr" --perm "$perm" --tile "$tile" --mainloop "$mainloop" --m 4096 --n 4096 --k 4096)
  "$CLI" "${args[@]}" --emit-source "$OUT/$name.cu" > "$OUT/$name.emit.txt" 2>&1
  arch=$(sed -n 's/.*arch \(sm_[0-9a-z]*\)).*/\1/p' "$OUT/$name.emit.txt")
  cache=$(mktemp -d)
  t0=$(date +%s%N)
  LAYOUTLAB_CUBIN_CACHE=$cache "$CLI" "${args[@]}" --compile-only --quiet > "$OUT/$name.nvrtc.txt" 2>&1
  nvrtc=$(( ($(date +%s%N) - t0) / 1000000 ))
  rm -rf "$cache"
  t0=$(date +%s%N)
  nvcc -std=c++17 -arch="$arch" -cubin -O3 -I "$LAYOUTLAB_CUTLASS_DIR/include" -I "$CUDA_INC/cccl" -time "$OUT/$name.nvcc.csv" \
    -o /dev/null "$OUT/$name.cu" > "$OUT/$name.nvcc.txt" 2>&1
  total=$(( ($(date +%s%N) - t0) / 1000000 ))
  # nvcc -time's CSV: phase name in field 2, milliseconds in field 7
  phase() { awk -F' , ' -v p="$1" 'index($2, p) == 1 { s += $7 } END { printf "%.1f", s / 1000 }' "$OUT/$name.nvcc.csv"; }
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$arch" "$(awk -v v="$nvrtc" 'BEGIN { printf "%.1f", v / 1000 }')" \
    "$(awk -v v="$total" 'BEGIN { printf "%.1f", v / 1000 }')" "$(phase gcc)" "$(phase cicc)" "$(phase ptxas)" >> "$OUT/compile_phases.md"
done < <(grep -v '^#' "$(dirname "$0")/compile_designs.txt")
cat "$OUT/compile_phases.md"
