#!/usr/bin/env bash
# Whether two generated kernel sources compile to the same machine code: nvcc -cubin of each (the options NVRTC gets),
# then cuobjdump's SASS and register counts compared. Prints one line: "identical", "same instructions, registers
# renamed" (only register numbers differ) or "DIFFERS", with the register counts. Used when the generator changes how it
# writes a kernel (e.g. core's layouts as literal types) to show the kernel itself did not change:
#   gpu/tools/sass_diff.sh old.cu new.cu [sm_90a]
set -uo pipefail
OLD=$1 NEW=$2 ARCH=${3:-sm_90a}
CUTLASS=${LAYOUTLAB_CUTLASS_DIR:-$(cd "$(dirname "$0")/../.." && pwd)/.deps/cutlass}
CUDA_INC=$(dirname "$(dirname "$(command -v nvcc)")")/include
command -v cuobjdump > /dev/null || { echo "sass_diff: no cuobjdump on PATH (it comes with the CUDA toolkit)"; exit 2; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for side in old new; do
  src=$OLD; [ $side = new ] && src=$NEW
  nvcc -std=c++17 -arch="$ARCH" -cubin -O3 -DNDEBUG -w -I "$CUTLASS/include" -I "$CUDA_INC/cccl" -o "$WORK/$side.cubin" "$src" ||
    { echo "$(basename "$NEW"): $side does not compile"; exit 1; }
  cuobjdump -sass "$WORK/$side.cubin" | grep -E '^\s+/\*[0-9a-f]+\*/' > "$WORK/$side.sass"
  # the same code up to register numbering: opcodes and operands with R/UR/P/UP numbers dropped
  sed -E 's|/\*[0-9a-f]+\*/||; s|/\*.*||; s/U?R[0-9]+/R/g; s/U?P[0-9]/P/g' "$WORK/$side.sass" | awk '{$1=$1; print}' > "$WORK/$side.ops"
  cuobjdump -res-usage "$WORK/$side.cubin" | grep -o 'REG:[0-9]*' | head -1 > "$WORK/$side.reg"
  # no instructions means cuobjdump could not disassemble (it needs nvdisasm beside it), not an empty kernel
  [ -s "$WORK/$side.sass" ] || { echo "sass_diff: cuobjdump gave no SASS for $side (is nvdisasm on PATH?)"; exit 2; }
done
regs="registers $(cat "$WORK/old.reg") / $(cat "$WORK/new.reg"), $(wc -l < "$WORK/old.sass") / $(wc -l < "$WORK/new.sass") instructions"
if cmp -s "$WORK/old.sass" "$WORK/new.sass"; then verdict="identical SASS"
elif cmp -s "$WORK/old.ops" "$WORK/new.ops"; then verdict="same instructions, registers renamed ($(diff "$WORK/old.sass" "$WORK/new.sass" | grep -c '^[<>]') lines)"
else verdict="DIFFERS ($(diff "$WORK/old.ops" "$WORK/new.ops" | grep -c '^[<>]') instruction lines)"; fi
echo "$(basename "$NEW"): $verdict, $regs"
