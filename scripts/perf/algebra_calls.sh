#!/bin/bash
# Instructions per call of the core algebra on pre-built values (see algebra_calls.cpp).
#   scripts/perf/algebra_calls.sh [build-dir]      (default: build)
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
build=${1:-$root/build}
command -v valgrind >/dev/null || { echo "algebra_calls.sh: valgrind is not installed" >&2; exit 2; }
bin=$(mktemp)
trap 'rm -f "$bin"' EXIT
g++ -std=c++20 -O2 -I"$root" "$here/algebra_calls.cpp" "$build/lib/liblayoutlab_core.a" -o "$bin"
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
for op in divide compose complement product coalesce; do
  a=$(ir "$bin" $op 1000)
  b=$(ir "$bin" $op 2000)
  echo "$op: $(( (b - a) / 1000 )) instructions/call"
done
