#!/usr/bin/env bash
# Grows a fuzzer's committed corpus (tests/core/fuzz/corpus for eval, tests/core/fuzz/import_corpus for the C++
# import) from what fuzzing found: runs the fuzzer for SECONDS (default 300) on top of what the test runs left in
# the build tree, then merges into the committed corpus only the inputs that reach code it does not reach yet
# (libFuzzer -merge=1). Commit the new files; every ./test.sh fuzz run then starts from them. A crash stops here
# with its reproducer: add it to the seeds (tests/core/fuzz/seeds/ or import_seeds/) as a regression seed once fixed.
# Usage: scripts/grow_fuzz_corpus.sh [SECONDS] [eval|import]    (after ./test.sh or run.sh has built the fuzzers)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
which=${2:-eval}
case $which in
  eval) seeds=seeds dict=eval.dict corpus=corpus work_name=work ;;
  import) seeds=import_seeds dict=import.dict corpus=import_corpus work_name=import-work ;;
  *) echo "usage: $0 [SECONDS] [eval|import]" >&2; exit 2 ;;
esac
fuzzer="$BUILD_DIR/tests/core/fuzz/clang-build/${which}_fuzzer"
src="$ROOT/tests/core/fuzz"
work="$BUILD_DIR/tests/core/fuzz/$work_name"
[[ -x $fuzzer ]] || { echo "no $fuzzer: build first (./test.sh, with clang installed)" >&2; exit 1; }
"$ROOT/tests/core/fuzz/run_fuzz.sh" "$fuzzer" "$src" "$work" "${1:-300}" "$seeds" "$dict" "$corpus"
before=$(ls "$src/$corpus" | wc -l)
"$fuzzer" -merge=1 "$src/$corpus" "$work/corpus" -dict="$src/$dict" -max_len=2048 -timeout=10 \
  -rss_limit_mb=2048 2>&1 | grep -E "MERGE-OUTER: [0-9]+ new files" || true
echo "corpus: $before -> $(ls "$src/$corpus" | wc -l) files in tests/core/fuzz/$corpus"
