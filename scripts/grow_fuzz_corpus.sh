#!/usr/bin/env bash
# Grows the eval fuzzer's committed corpus (tests/core/fuzz/corpus) from what fuzzing found: runs the
# fuzzer for SECONDS (default 300) on top of what the test runs left in the build tree, then merges
# into the committed corpus only the inputs that reach code it does not reach yet (libFuzzer -merge=1).
# Commit the new files; every ./test.sh fuzz run then starts from them. A crash stops here with its
# reproducer: add it to tests/core/fuzz/seeds/ as a regression seed once fixed.
# Usage: scripts/grow_fuzz_corpus.sh [SECONDS]     (after ./test.sh or run.sh has built the fuzzer)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
fuzzer="$BUILD_DIR/tests/core/fuzz/clang-build/eval_fuzzer"
src="$ROOT/tests/core/fuzz"
work="$BUILD_DIR/tests/core/fuzz/work"
[[ -x $fuzzer ]] || { echo "no $fuzzer: build first (./test.sh, with clang installed)" >&2; exit 1; }
"$ROOT/tests/core/fuzz/run_fuzz.sh" "$fuzzer" "$src" "$work" "${1:-300}"
before=$(ls "$src/corpus" | wc -l)
"$fuzzer" -merge=1 "$src/corpus" "$work/corpus" -dict="$src/eval.dict" -max_len=2048 -timeout=10 \
  -rss_limit_mb=2048 2>&1 | grep -E "MERGE-OUTER: [0-9]+ new files" || true
echo "corpus: $before -> $(ls "$src/corpus" | wc -l) files in tests/core/fuzz/corpus"
