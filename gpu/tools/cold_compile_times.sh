#!/usr/bin/env bash
# Cold NVRTC compiles of the four designs of issue 21's table, each REPEATS times with an empty cubin cache, for ARCH
# (sm_90a: what Run on GPU compiles for on an H100/H200). Prints each time and the median per design, in seconds.
#   CLI=build-gpu/bin/layoutlab-cli [ARCH=sm_90a] gpu/tools/cold_compile_times.sh [REPEATS]
set -uo pipefail
CLI=${CLI:-build-gpu/bin/layoutlab-cli}
ARCH=${ARCH:-sm_90a}
REPEATS=${1:-3}
while IFS='|' read -r label atom thr perm tile mainloop; do
  times=()
  for _ in $(seq "$REPEATS"); do
    cache=$(mktemp -d)
    ms=$(LAYOUTLAB_CUBIN_CACHE=$cache "$CLI" gemm --atom "$atom" --thr "$thr" --perm "$perm" --tile "$tile" --mainloop "$mainloop" \
         --compile-only --arch "$ARCH" --quiet 2>&1 | sed -n 's/^compile: *[a-z_0-9]* \([0-9.]*\) ms (cold).*/\1/p')
    rm -rf "$cache"
    times+=("$(awk -v v="${ms:-0}" 'BEGIN { printf "%.1f", v / 1000 }')")
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "$label ($ARCH): ${times[*]} s, median $median s"
done <<'DESIGNS'
sm90 best|SM90_64x256x16_F32F16F16_SS|(2,1,1)|none|128x256x64|sm90
sm80 best|SM80_16x8x16_F32F16F16F32_TN|(2,4,1)|32x64x16|128x256x64|sm80
TF32 (the seeds' atom)|SM80_16x8x8_F32TF32TF32F32_TN|(2,2,1)|32x32x8|128x128x32|sm80
simple mainloop|SM80_16x8x16_F32F16F16F32_TN|(2,2,1)|32x32x16|128x128x32|simple
DESIGNS
