#!/usr/bin/env bash
# What a K residue and the operands' row alignment cost one sm90 design: the same M x N at K = 4096 (rows 128-byte
# aligned, no residue), 4104 (16-byte aligned), 4112 (32), 4128 (64) and 4160 (128-byte aligned, no residue), and NT
# with M-major / N-major rows of 8192, 8200 (16-byte aligned) and 8224 (64) elements; each beside cuBLAS in its own
# process, one cubin for every size. From a built snapshot on the GPU machine:
#   on a GPU machine, in a built copy of the tree (see snapshot_for_device.sh): bash gpu/tools/alignment_bench.sh
# DESIGN="--atom ... --thr ... --perm ... --tile ..." another design; EXTRA="..." more options (e.g. --alone).
set -uo pipefail
cd "$(dirname "$0")/../.."
CLI=${CLI:-$PWD/build-gpu/bin/layoutlab-cli}
DESIGN=${DESIGN:-"--atom SM90_64x256x16_F32F16F16_SS --thr (2,1,1) --perm none --tile 128x256x64 --mainloop sm90"}
export LAYOUTLAB_CUBIN_CACHE=${LAYOUTLAB_CUBIN_CACHE:-$(mktemp -d)}
run() {  # label, layout, M, N, K
  out=$("$CLI" gemm $DESIGN --layout "$2" --m "$3" --n "$4" --k "$5" ${EXTRA:-} --quiet 2>&1)
  time=$(sed -n 's/^time: *//p' <<<"$out")
  verify=$(sed -n 's/^verify: *\([a-zA-Z]*\) .*/\1/p' <<<"$out")
  echo "$1 | $2 | $3x$4x$5 | ${time:-$(tail -1 <<<"$out")} | ${verify:-?}"
}
# (the labels count 2-byte elements: a row's bytes, and their remainder modulo 128)
for k in 4096 4104 4112 4128 4160; do run "K-major rows of $((2 * k)) B ($((2 * k % 128)) mod 128)" TN 8192 8192 "$k"; done
for mn in 8192 8200 8224; do run "MN-major rows of $((2 * mn)) B ($((2 * mn % 128)) mod 128)" NT "$mn" "$mn" 4096; done
