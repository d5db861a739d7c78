#!/usr/bin/env bash
# Issue 20's shape sweep: for each shape, `layoutlab-cli gemm --tune` (the sm90 candidates compiled once, in parallel:
# a cubin serves every size) and its best design beside cuBLAS in the same process; then a table with the geometric
# mean of % of cuBLAS. From a built snapshot on the GPU machine (build-gpu/):
#   on a GPU machine, in a built copy of the tree: bash gpu/tools/shape_sweep.sh f16     (or bf16, f16acc, s8, e4m3)
# e4m3 runs the FP8 GMMA atoms against cuBLASLt (fast accumulation on both sides); its rows need K a multiple of 16, so
# the second residue shape takes K = 4112 (the nearest valid K to 4104); so does s8 (int8 x int8 -> int32 against
# cublasGemmEx's int32 GEMM). f16acc: fp16 accumulators (fp16 C). SHAPES="MxNxK ..." runs only those shapes.
# Writes $OUT/sweep_<type>.md and one results JSON per shape (tar'ed).
set -uo pipefail
TYPE=${1:-f16}
OUT=${OUT:-/tmp/layoutlab-out}
mkdir -p "$OUT/sweep_$TYPE"
CLI=${CLI:-build-gpu/bin/layoutlab-cli}
RESIDUE_K=4104
case "$TYPE" in
  f16) ATOM=SM90_64x256x16_F32F16F16_SS TILE=128x256x64 ;;
  bf16) ATOM=SM90_64x256x16_F32BF16BF16_SS TILE=128x256x64 ;;
  f16acc) ATOM=SM90_64x256x16_F16F16F16_SS TILE=128x256x64 ;;
  s8) ATOM=SM90_64x256x32_S32S8S8_SS_TN TILE=128x256x128 RESIDUE_K=4112 ;;
  e4m3) ATOM=SM90_64x256x32_F32E4M3E4M3_SS_TN TILE=128x256x128 RESIDUE_K=4112 ;;
  *) echo "type f16, bf16, f16acc, s8 or e4m3"; exit 2 ;;
esac
if [ -z "${SHAPES:-}" ]; then
SHAPES="1024x1024x1024 2048x2048x2048 4096x4096x4096 8192x8192x8192 16384x16384x16384"
for m in 128 512 2048 8192; do
  for nk in 4096x4096 11008x4096 4096x11008 14336x4096; do SHAPES="$SHAPES ${m}x$nk"; done
done
SHAPES="$SHAPES 4000x4000x4000 8191x8193x$RESIDUE_K"
fi
RUN=(--sustain-ms "${SUSTAIN_MS:-200}" --iters "${ITERS:-20}")
# The SM clock and the board power every 200 ms while the sweep runs (the card is power-capped): their means go under
# the table.
nvidia-smi --query-gpu=clocks.sm,power.draw,power.limit --format=csv,noheader,nounits -lms 200 > "$OUT/sweep_$TYPE/clocks.csv" 2>/dev/null &
SAMPLER=$!
trap 'kill $SAMPLER 2>/dev/null' EXIT
# Compile the candidates once (their cubins do not depend on the size).
"$CLI" gemm --tune --atom "$ATOM" --thr '(2,1,1)' --perm none --tile $TILE --mainloop sm90 --compile-only --quiet > "$OUT/sweep_$TYPE/compile.txt" 2>&1
tail -1 "$OUT/sweep_$TYPE/compile.txt"
for shape in $SHAPES; do
  IFS=x read -r M N K <<<"$shape"
  "$CLI" gemm --tune --atom "$ATOM" --thr '(2,1,1)' --perm none --tile $TILE --mainloop sm90 --m "$M" --n "$N" --k "$K" \
    "${RUN[@]}" --quiet --json "$OUT/sweep_$TYPE/$shape.json" > "$OUT/sweep_$TYPE/$shape.txt" 2>&1
  grep "^best:" "$OUT/sweep_$TYPE/$shape.txt" | sed "s/^/$shape /" || echo "$shape: $(tail -2 "$OUT/sweep_$TYPE/$shape.txt")"
done
kill $SAMPLER 2>/dev/null
python3 - "$OUT/sweep_$TYPE" "$TYPE" > "$OUT/sweep_$TYPE.md" <<'PY'
import json, math, os, sys
folder, kind = sys.argv[1], sys.argv[2]
rows, logs = [], []
for name in sorted(os.listdir(folder), key=lambda n: [int(x) for x in n.split('.')[0].split('x')] if n[0].isdigit() else [0]):
    if not name.endswith('.json'):
        continue
    runs = [r for r in json.load(open(os.path.join(folder, name)))['runs'] if r['status'] == 'ok']
    if not runs:
        continue
    best = max(runs, key=lambda r: r['timing']['tflops'])
    t, c = best['timing'], best['config']
    pct = t['percent_of_cublas']
    logs.append(math.log(pct / 100))
    rows.append(f"| {name[:-5]} | {c['atom'].split('_')[1]} {c['thr']} {c['tile']} | {t['tflops']:.1f} | {t['cublas_tflops']:.1f} | {pct:.1f}% | {len(runs)} |")
print(f"| M x N x K ({kind}) | best design (atom, thr, tile) | TFLOP/s | cuBLAS TFLOP/s | % of cuBLAS | candidates verified |")
print("| --- | --- | --- | --- | --- | --- |")
print("\n".join(rows))
print(f"\ngeometric mean: {100 * math.exp(sum(logs) / len(logs)):.1f}% of cuBLAS over {len(logs)} shapes; lowest {min(100 * math.exp(l) for l in logs):.1f}%")
samples = []
try:
    for line in open(os.path.join(folder, 'clocks.csv')):
        parts = [p.strip() for p in line.split(',')]
        if len(parts) == 3:
            samples.append(tuple(float(p) for p in parts))
except (OSError, ValueError):
    pass
if samples:
    busy = [s for s in samples if s[1] > 0.5 * s[2]] or samples  # the samples under load
    print(f"SM clock {sum(s[0] for s in busy) / len(busy):.0f} MHz and power {sum(s[1] for s in busy) / len(busy):.0f} W on average "
          f"({len(busy)} of {len(samples)} 200-ms samples above half the {samples[0][2]:.0f} W limit)")
PY
cat "$OUT/sweep_$TYPE.md"
(cd "$OUT" && tar -cf "sweep_$TYPE.tar" "sweep_$TYPE" && rm -rf "sweep_$TYPE")
