#!/usr/bin/env bash
# Issue 20's sm80 target in one command: the mma.sync ceiling (HMMA from registers), the same fed from shared memory,
# and an sm80 design at 8192³ timed alone and interleaved with cuBLAS, each beside the SM clock it ran at
# (gpu/tools/clock_windows.sh), with every figure against the ceiling as measured and clock for clock. From a built
# copy of the tree on the GPU machine:   bash gpu/tools/sm80_ceiling.sh
# DESIGN="--atom ... --thr ... --perm ... --tile ..." another design (default: the 8192³ tune's best on an H100).
set -uo pipefail
cd "$(dirname "$0")/../.."
CLI=${CLI:-$PWD/build-gpu/bin/layoutlab-cli}
DESIGN=${DESIGN:-"--atom SM80_16x8x16_F32F16F16F32_TN --thr '(4,2,1)' --perm 64x32x16 --tile 256x128x64"}
SIZE="--mainloop sm80 --m 8192 --n 8192 --k 8192 --sustain-ms ${SUSTAIN_MS:-2000}"
bash gpu/tools/clock_windows.sh "$CLI mma-peak --sustain-ms ${SUSTAIN_MS:-2000}" \
  "$CLI mma-peak --from-shared --iterations 512 --sustain-ms ${SUSTAIN_MS:-2000}" \
  "$CLI gemm $DESIGN $SIZE --alone" "$CLI gemm $DESIGN $SIZE"
