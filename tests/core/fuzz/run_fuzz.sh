#!/usr/bin/env bash
# Runs a fuzzer (eval or C++ import) for SECONDS over its seeds and committed corpus; fails on any crash, sanitizer
# report or slow unit. What it finds goes to WORK_DIR/corpus (the build tree); scripts/grow_fuzz_corpus.sh
# merges the inputs that reach new code into the committed corpus, so every later run starts from them.
# Usage: run_fuzz.sh FUZZER FUZZ_SOURCE_DIR WORK_DIR [SECONDS [SEEDS DICT CORPUS]]  (folders/files under FUZZ_SOURCE_DIR)
set -u
fuzzer=$1 src=$2 work=$3 secs=${4:-60} seeds=${5:-seeds} dict=${6:-eval.dict} corpus=${7:-corpus}
if [ ! -x "$fuzzer" ]; then
  echo "SKIP: $fuzzer not built (needs clang++ with libFuzzer)"
  exit 0
fi
mkdir -p "$work/corpus" "$work/artifacts"
# one worker: the machine is shared; -timeout flags a statement batch that takes over 10 s (a hang)
"$fuzzer" "$work/corpus" "$src/$corpus" "$src/$seeds" -dict="$src/$dict" -max_total_time="$secs" -timeout=10 \
  -rss_limit_mb=2048 -max_len=2048 -print_final_stats=1 -artifact_prefix="$work/artifacts/" 2>&1 | tail -40
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "FUZZ FAILURE (exit $status); reproducer(s) in $work/artifacts:"
  ls -la "$work/artifacts"
  exit 1
fi
echo "fuzz: no crash, hang or sanitizer report in ${secs}s"
