#!/usr/bin/env bash
# Do parallel NVRTC compiles scale on the GPU machine? The --tune candidates of the sm90 fp16 problem, cold: one alone,
# then all of them as threads of one process (precompile_gemms, what --tune does), then as separate processes.
# From a built snapshot (build-gpu/): run(command="cd .snap && bash gpu/tools/compile_parallelism.sh", carry=[".snap"])
set -uo pipefail
CLI=${CLI:-build-gpu/bin/layoutlab-cli}
DESIGN=(--atom SM90_64x256x16_F32F16F16_SS --thr '(2,1,1)' --perm none --tile 128x256x64 --mainloop sm90)
lscpu | grep -E "^(CPU\(s\)|Thread\(s\) per core|Core\(s\) per socket|Socket\(s\)|Model name)"
free -g | head -2
t0=$(date +%s.%N)
LAYOUTLAB_CUBIN_CACHE=$(mktemp -d) "$CLI" gemm "${DESIGN[@]}" --compile-only --quiet | grep compile:
echo "one compile alone: $(echo "$(date +%s.%N) - $t0" | bc) s"
LAYOUTLAB_CUBIN_CACHE=$(mktemp -d) LAYOUTLAB_TUNE_CACHE=$(mktemp -d) "$CLI" gemm "${DESIGN[@]}" --tune --compile-only --quiet | grep "^compile:"
# The same candidates as separate processes (--tune --list prints one command each).
cache=$(mktemp -d)
t0=$(date +%s.%N)
while read -r command; do
  eval "LAYOUTLAB_CUBIN_CACHE=$cache $command --compile-only --quiet" > /dev/null 2>&1 &
done < <("$CLI" gemm "${DESIGN[@]}" --tune --list | sed "s|^layoutlab-cli|$CLI|")
wait
echo "the same candidates as separate processes: $(echo "$(date +%s.%N) - $t0" | bc) s in all, $(ls "$cache" | wc -l) cubins"
