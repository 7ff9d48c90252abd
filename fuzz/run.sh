#!/usr/bin/env bash
# Runs the fuzz targets built in a build directory (see fuzz/CMakeLists.txt).
#
#   fuzz/run.sh BUILD_DIR --seconds N [TARGET...]   fuzz each target for N seconds
#                                                   (growing BUILD_DIR/corpus/<target>)
#   fuzz/run.sh BUILD_DIR --smoke RUNS [TARGET...]  replay fuzz/regressions/<target>/, then
#                                                   RUNS mutations from the seeds with a fixed
#                                                   seed (deterministic; nothing is kept)
#
# Every target gets its dictionary (BUILD_DIR/targets/<target>.dict), its seeds
# (BUILD_DIR/seeds/<target>) and its regression inputs. Crashing inputs are saved
# as BUILD_DIR/artifacts/<target>-crash-<sha1>. Prints one line per target with
# the number of executions; exits non-zero when any target crashed.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: run.sh BUILD_DIR --seconds N|--smoke RUNS [TARGET...]}
mode=${2:?usage: run.sh BUILD_DIR --seconds N|--smoke RUNS [TARGET...]}
amount=${3:?usage: run.sh BUILD_DIR --seconds N|--smoke RUNS [TARGET...]}
shift 3
build=$(cd "$build" && pwd)
case "$mode" in
  --seconds|--smoke) ;;
  *) echo "run.sh: unknown mode $mode" >&2; exit 2 ;;
esac
if ! [[ "$amount" =~ ^[0-9]+$ ]] || [ "$amount" -le 0 ]; then
  echo "run.sh: $mode needs a positive integer, got '$amount'" >&2
  exit 2
fi

if [ $# -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < "$build/fuzz_targets.txt"
fi

mkdir -p "$build/artifacts" "$build/logs"
failed=0
total=0
for t in "${targets[@]}"; do
  [ -n "$t" ] || continue
  bin="$build/$t"
  if [ ! -x "$bin" ]; then
    echo "run.sh: $bin is not built" >&2
    exit 2
  fi
  dirs=()
  log="$build/logs/$t.log"
  regressions="$here/regressions/$t"
  if [ "$mode" = --smoke ]; then
    # Each regression input once (libFuzzer runs files given as arguments).
    if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
      if ! "$bin" "$regressions"/* > "$log.regressions" 2>&1; then
        echo "== $t: a regression input fails (log: $log.regressions)"
        tail -n 30 "$log.regressions"
        failed=1
        continue
      fi
    fi
    scratch=$(mktemp -d)
    dirs=("$scratch" "$build/seeds/$t")
    args=(-runs="$amount" -seed=1)
  else
    mkdir -p "$build/corpus/$t"
    dirs=("$build/corpus/$t" "$build/seeds/$t")
    [ -d "$regressions" ] && dirs+=("$regressions")
    args=(-max_total_time="$amount")
  fi
  status=0
  "$bin" "${args[@]}" -dict="$build/targets/$t.dict" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -artifact_prefix="$build/artifacts/$t-" "${dirs[@]}" > "$log" 2>&1 || status=$?
  [ "$mode" = --smoke ] && rm -rf "$scratch"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  execs=${execs:-0}
  total=$((total + execs))
  if [ $status -ne 0 ]; then
    echo "== $t: FAILED after $execs executions (log: $log)"
    grep -E 'FUZZ CHECK FAILED|ERROR: |runtime error|Test unit written' "$log" | head -n 10 || true
    failed=1
  else
    echo "== $t: $execs executions, no crash"
  fi
done
echo "== fuzz total: $total executions"
exit $failed
