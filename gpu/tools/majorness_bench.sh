#!/usr/bin/env bash
# The majorness benchmark (docs/benchmarks.md): the best sm90 and sm80 designs with A and B each K- or MN-major and C
# column- or row-major, each beside cuBLAS on the same operands in the same process. Compiles every config first, in
# parallel, then runs them one after another. From a built snapshot on the GPU machine:
#   on a GPU machine, in a copy of the tree built into build-gpu: bash gpu/tools/majorness_bench.sh
set -uo pipefail
OUT=${OUT:-/tmp/layoutlab-out}
mkdir -p "$OUT"
CLI=${CLI:-build-gpu/bin/layoutlab-cli}
SM90=(--atom SM90_64x256x16_F32F16F16_SS --thr '(2,1,1)' --perm none --tile 128x256x64 --mainloop sm90)
SM80=(--atom SM80_16x8x16_F32F16F16F32_TN --thr '(2,4,1)' --perm 32x64x16 --tile 128x256x32 --mainloop sm80 --stages 4)
configs=()
for layout in TN NT NN TT; do configs+=("sm90|$layout|col|8192"); done
configs+=("sm90|TN|row|8192" "sm90|NT|row|8192" "sm90|NT|col|4000")
for layout in TN NT NN TT; do configs+=("sm80|$layout|col|4096"); done
configs+=("sm80|TN|row|4096")
args_of() {
  IFS='|' read -r loop layout c size <<<"$1"
  local design=("${SM90[@]}")
  [ "$loop" = sm80 ] && design=("${SM80[@]}")
  echo "${design[@]@Q} --layout $layout --c-layout $c --m $size --n $size --k $size"
}
for cfg in "${configs[@]}"; do eval "\"$CLI\" gemm $(args_of "$cfg") --compile-only --quiet" > /dev/null 2>&1 & done
wait
for cfg in "${configs[@]}"; do
  name=$(echo "$cfg" | tr '|' '_')
  eval "\"$CLI\" gemm $(args_of "$cfg") --json \"$OUT/major_$name.json\"" 2>&1 | grep -E "^(config|compile|verify|time|WRONG|error|layoutlab)" | sed "s/^/$name: /"
done
