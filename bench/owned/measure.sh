#!/usr/bin/env bash
# Instructions per parse (and destruction) of owned values against views:
# callgrind of owned_cost with N parses minus the same run with none.
#   bench/owned/measure.sh BUILD_DIR        (a Release build with tests on)
set -euo pipefail
bin=${1:?usage: measure.sh BUILD_DIR}/bench/owned/owned_cost
[ -x "$bin" ] || { echo "measure.sh: build the owned_cost target first" >&2; exit 2; }
n=10000
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '| form | strings of | instructions per parse |\n|---|---:|---:|\n'
for form in view owned; do
  for size in 8 64; do
    total=$(count "$form" "$size" "$n")
    base=$(count "$form" "$size" 0)
    printf '| %s | %d bytes | %d |\n' "$form" "$size" $(((total - base) / n))
  done
done
