#!/usr/bin/env bash
# The same designs run by two builds of layoutlab-cli, alternating (old, new, old, new), each run verified and timed
# beside cuBLAS in its own process: shows a generator change kept the kernels' speed. Prints one line per run:
# "<design> <old|new> <TFLOP/s> <% of cuBLAS> <cold compile ms> <registers> <verification>". Run on the GPU machine:
#   gpu/tools/old_new_bench.sh OLD_CLI NEW_CLI [ROUNDS]
# DESIGNS=FILE reads the designs from FILE instead of the list below (same format; the size N or MxNxK; '#' comments); EXTRA="..."
# adds options to every run (e.g. EXTRA=--alone, which both builds must know).
set -uo pipefail
OLD=$1 NEW=$2 ROUNDS=${3:-2}
DEFAULT_DESIGNS='sm80 best|8192|SM80_16x8x16_F32F16F16F32_TN|(2,4,1)|32x64x16|128x256x64|sm80
TF32|4096|SM80_16x8x8_F32TF32TF32F32_TN|(2,2,1)|32x32x8|128x128x32|sm80
simple|4096|SM80_16x8x16_F32F16F16F32_TN|(2,2,1)|32x32x16|128x128x32|simple'
while IFS='|' read -r label size atom thr perm tile mainloop; do
  case $label in ""|"#"*) continue ;; esac   # blank lines and comments
  IFS=x read -r m n k <<<"$size"
  n=${n:-$m} k=${k:-$m}
  for round in $(seq "$ROUNDS"); do
    for side in old new; do
      cli=$OLD; [ "$side" = new ] && cli=$NEW
      cache=$(mktemp -d)
      out=$(LAYOUTLAB_CUBIN_CACHE=$cache "$cli" gemm --atom "$atom" --thr "$thr" --perm "$perm" --tile "$tile" --mainloop "$mainloop" \
            --m "$m" --n "$n" --k "$k" ${EXTRA:-} --quiet 2>&1)
      rm -rf "$cache"
      tflops=$(sed -n 's/^time: .* = \([0-9.]*\) TFLOP\/s; cuBLAS.*/\1/p' <<<"$out")
      pct=$(sed -n 's/^time: .* \([0-9.]*\)% of cuBLAS.*/\1/p' <<<"$out")
      cold=$(sed -n 's/^compile: *[a-z_0-9]* \([0-9.]*\) ms (cold).*/\1/p' <<<"$out")
      regs=$(sed -n 's/^compile: .* \([0-9]*\) registers,.*/\1/p' <<<"$out")
      status=$(sed -n 's/^verify: *\([a-zA-Z]*\) .*/\1/p' <<<"$out")
      echo "$label $side ${tflops:-?} TFLOP/s ${pct:-?}% of cuBLAS, cold compile ${cold:-?} ms, ${regs:-?} registers, ${status:-?}"
    done
  done
done < <(if [ -n "${DESIGNS:-}" ]; then cat "$DESIGNS"; else echo "$DEFAULT_DESIGNS"; fi)
