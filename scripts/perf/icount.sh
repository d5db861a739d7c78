#!/bin/bash
# Instructions per statement of `layoutlab-cli eval` over the bench corpora (valgrind callgrind; unlike
# time, instruction counts do not depend on the load of a shared machine). See docs/benchmarks-core.md.
#   scripts/perf/icount.sh [path/to/layoutlab-cli]
# corpus36.txt is `layoutlab-cli bench`'s mixed corpus; corpus24.txt the statements pycute also runs.
set -e
here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-$here/../../build/bin/layoutlab-cli}
command -v valgrind >/dev/null || { echo "icount.sh: valgrind is not installed" >&2; exit 2; }
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
base=$(ir "$cli" eval '_1')  # start-up, subtracted
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for corpus in corpus36 corpus24; do
  for _ in $(seq 100); do cat "$here/$corpus.txt"; done > "$tmp"
  n=$(wc -l < "$tmp")
  total=$(ir "$cli" eval - < "$tmp")
  echo "$corpus: $(( (total - base) / n )) instructions/statement"
done
