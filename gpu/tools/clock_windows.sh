#!/usr/bin/env bash
# The SM clock and board power in each phase of a few GPU commands: the card is power-capped, so a kernel's TFLOP/s
# depends on the clock its power draw leaves it, and two figures (say the mma.sync ceiling and a GEMM) compare fairly
# only beside their clocks. Runs the commands one after another (a 2 s pause between them), samples the SM clock and
# the instantaneous board power every 100 ms, and prints for each phase the median clock, the mean power and the
# command's result lines. A command is one phase; a `layoutlab-cli gemm` run without --quiet is split at its progress
# lines ("[time] kernel alone, sustained", "[time] cuBLAS alone, sustained", "[time] kernel and cuBLAS interleaved").
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
for command, phases, results, others in commands:
    print(command)
    for label, start, end in phases:
        busy = [s for s in samples if start <= s[0] <= end]
        if not busy:
            continue
        clock = statistics.median(s[1] for s in busy)
        power = statistics.mean(s[2] for s in busy)
        print(f'  {label}: SM clock median {clock:.0f} MHz (min {min(s[1] for s in busy):.0f}), power mean {power:.0f} W, '
              f'{len(busy)} samples over {end - start:.1f} s')
    for r in results:
        print('  ' + r)
    if not results:  # a failed command: its last words
        for r in others[-3:]:
            print('  ' + r)
PY
rm -rf "$work"
