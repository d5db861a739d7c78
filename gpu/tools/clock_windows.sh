#!/usr/bin/env bash
# The SM clock and board power in each phase of a few GPU commands: the card is power-capped, so a kernel's TFLOP/s
# depends on the clock its power draw leaves it, and two figures (say the mma.sync ceiling and a GEMM) compare fairly
# only beside their clocks. Runs the commands one after another (a 2 s pause between them), samples the SM clock and
# the instantaneous board power every 100 ms, and prints for each phase the median clock, the mean power and the
# command's result lines. A command is one phase; a `layoutlab-cli gemm` run without --quiet is split at its progress
# lines ("[time] kernel alone, sustained", "[time] cuBLAS alone, sustained", "[time] kernel and cuBLAS interleaved"), and
# so is `layoutlab-cli mma-peak`. Last, each command's TFLOP/s against the first's: as measured and clock for clock.
# Run on the GPU machine:   gpu/tools/clock_windows.sh 'CLI mma-peak' 'CLI gemm ... --alone' ...   (GPU=i: another GPU
# than 0, the one the commands use)
set -uo pipefail
work=$(mktemp -d)
stamp() { while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "$line"; done; }
gpu=${GPU:-0}
query=clocks.sm,power.draw.instant
nvidia-smi -i "$gpu" --query-gpu=$query --format=csv,noheader,nounits >/dev/null 2>&1 || query=clocks.sm,power.draw  # older drivers
nvidia-smi -i "$gpu" --query-gpu=$query --format=csv,noheader,nounits -lms 100 2>/dev/null > >(stamp > "$work/samples") &
sampler=$!  # nvidia-smi itself; its stamping ends when it does
sleep 1
i=0
for cmd in "$@"; do
  i=$((i + 1))
  echo "$(date +%s.%N) @@begin $i $cmd" >> "$work/lines"
  bash -c "$cmd" 2>&1 | stamp >> "$work/lines"
  echo "$(date +%s.%N) @@end $i" >> "$work/lines"
  sleep 2
done
kill "$sampler" 2>/dev/null
sleep 0.2
python3 - "$work" <<'PY'
import statistics, sys
work = sys.argv[1]
samples = []
for line in open(f'{work}/samples'):
    try:  # a line cut short when the sampler stopped is skipped
        t, rest = line.split(' ', 1)
        clock, power = (float(x) for x in rest.split(','))
        samples.append((float(t), clock, power))
    except ValueError:
        continue
commands = []  # each: [command, [[phase, start, end], ...], [result lines], [other lines]]
def close(t):
    if commands and commands[-1][1][-1][2] is None and len(commands[-1][1]) > 1: commands[-1][1][-1][2] = t
for line in open(f'{work}/lines'):
    t, text = line.rstrip('\n').split(' ', 1)
    t = float(t)
    if text.startswith('@@begin'):
        commands.append([text.split(' ', 2)[2], [['whole run', t, None]], [], []])
    elif text.startswith('@@end'):
        close(t)
        commands[-1][1][0][2] = t
    elif text.startswith('[time] '):
        close(t)
        commands[-1][1].append([text[len('[time] '):], t, None])
    elif text.startswith('[done]'):
        close(t)
    elif text.startswith(('time:', 'peak:', 'kernel:', 'verify:')):
        commands[-1][2].append(text)
    else:
        commands[-1][3].append(text)
import re
rated = []  # (command, TFLOP/s, MHz of its timed phase): a kernel's figure beside the clock it ran at
for command, phases, results, others in commands:
    print(command)
    clocks = {}
    for label, start, end in phases:
        busy = [s for s in samples if start <= s[0] <= end]
        if not busy:
            continue
        clock = statistics.median(s[1] for s in busy)
        power = statistics.mean(s[2] for s in busy)
        clocks[label] = clock
        print(f'  {label}: SM clock median {clock:.0f} MHz (min {min(s[1] for s in busy):.0f}), power mean {power:.0f} W, '
              f'{len(busy)} samples over {end - start:.1f} s')
    for r in results:
        print('  ' + r)
    if not results:  # a failed command: its last words
        for r in others[-3:]:
            print('  ' + r)
    figure = next((float(m.group(1)) for r in results for m in [re.search(r'= ([0-9.]+) TFLOP/s', r)] if m), None)
    timed = next((clocks[label] for label in clocks if label != 'whole run' and 'cuBLAS alone' not in label), None)
    if figure and timed:
        rated.append((command, figure, timed))
# Each figure against the first command's (say `mma-peak`): as measured, and per clock (TFLOP/s per MHz), since the
# power cap holds each kernel at the clock its own draw allows.
if len(rated) > 1:
    ref_command, ref, ref_clock = rated[0]
    print(f'against the first figure, {ref:.1f} TFLOP/s at {ref_clock:.0f} MHz ({ref_command}):')
    for command, figure, clock in rated[1:]:
        print(f'  {figure:.1f} TFLOP/s at {clock:.0f} MHz: {100 * figure / ref:.1f}% of it, {100 * (figure / clock) / (ref / ref_clock):.1f}% '
              f'clock for clock ({command})')
PY
rm -rf "$work"
