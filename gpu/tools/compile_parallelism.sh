#!/usr/bin/env bash
# Do parallel NVRTC compiles scale on the GPU machine? The --tune candidates of the sm90 fp16 problem, cold: one alone,
# then all of them as threads of one process (LAYOUTLAB_COMPILE_WORKER=threads), then as worker processes (what
# --tune does by default, gpu/nvrtc/compile_workers).
# From a built snapshot (build-gpu/): on a GPU machine, in that copy of the tree: bash gpu/tools/compile_parallelism.sh
set -uo pipefail
CLI=${CLI:-build-gpu/bin/layoutlab-cli}
DESIGN=(--atom SM90_64x256x16_F32F16F16_SS --thr '(2,1,1)' --perm none --tile 128x256x64 --mainloop sm90)
lscpu | grep -E "^(CPU\(s\)|Thread\(s\) per core|Core\(s\) per socket|Model name)"
seconds_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )) | awk '{ printf "%.1f", $1 / 1000 }'; }
t0=$(date +%s%N)
LAYOUTLAB_CUBIN_CACHE=$(mktemp -d) "$CLI" gemm "${DESIGN[@]}" --compile-only --quiet | grep compile:
echo "one compile alone: $(seconds_since "$t0") s"
for mode in threads processes; do
  worker=threads
  [ "$mode" = processes ] && worker=
  echo "$mode: $(LAYOUTLAB_COMPILE_WORKER=$worker LAYOUTLAB_CUBIN_CACHE=$(mktemp -d) "$CLI" gemm "${DESIGN[@]}" --tune --compile-only --quiet | grep "^compile:")"
done
