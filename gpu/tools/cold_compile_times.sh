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
done < <(grep -v '^#' "$(dirname "$0")/compile_designs.txt")
