#!/usr/bin/env bash
# CPU time (user + sys, /usr/bin/time over the whole build) of an outside
# project with a 2-command spec (tests/cmake_consumer/two_commands): the first
# build, then the rebuild after a one-field change to its spec. ccache is off.
#
#   scripts/consumer_build_time.sh [--steps] WORK_DIR [cmake configure args...]
#
#   # against an installed Switchyard (cmake --install build --prefix P):
#   scripts/consumer_build_time.sh /tmp/w -DCMAKE_PREFIX_PATH=P -DSWITCHYARD_PYTHON=.venv/bin/python
#   # the pip route (runtime and base specs compiled in the project):
#   scripts/consumer_build_time.sh /tmp/w -DSwitchyard_DIR=$PWD/cmake/python -DSWITCHYARD_PYTHON=...
#
# Prints "configure: <s>", "first: <s>" and "one-field change: <s>". With
# --steps each build is run one Ninja step at a time (CMake's re-run, the
# generator, the precompiled header, each object, the links) and every step's
# CPU seconds are printed under its build's total. The build type is the
# project's default (none: the compiler's defaults) unless given, e.g.
# -DCMAKE_BUILD_TYPE=Release; precompiled headers follow
# SWITCHYARD_PRECOMPILE_HEADERS (AUTO leaves them off for this project's two
# files; -DSWITCHYARD_PRECOMPILE_HEADERS=ON). bench/results/consumer_build.md
# has the numbers.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
steps=0
if [[ "${1:-}" == "--steps" ]]; then
  steps=1
  shift
fi
work="$1"
shift
rm -rf "$work"
mkdir -p "$work"
cp -r "$here/tests/cmake_consumer/two_commands" "$work/src"
export CCACHE_DISABLE=1
unset CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER

timed() {  # timed COMMAND...: runs it, prints its children's user + sys seconds
  /usr/bin/time -f "%U %S" -o "$work/time" "$@" >> "$work/build.log"
  awk '{ printf "%.2f\n", $1 + $2 }' "$work/time"
}

# The build's Ninja steps in build order: CMake's re-run, custom commands
# (the generator), precompiled headers, objects, then libraries and programs.
step_targets() {
  local rules
  rules="$(ninja -C "$work/build" -t targets all | sed -n 's/^\([^/][^:]*\): \(.*\)$/\2 \1/p')"
  echo build.ninja
  awk '$1 == "CUSTOM_COMMAND" && $2 ~ /_gen\.h$|\.proto$/ { print $2 }' <<< "$rules"
  awk '$1 ~ /^CXX_COMPILER/ && $2 ~ /\.gch$/ { print $2 }' <<< "$rules"
  awk '$1 ~ /^CXX_COMPILER/ && $2 !~ /\.gch$/ { print $2 }' <<< "$rules"
  awk '$1 ~ /LINKER/ { print $2 }' <<< "$rules"
}

build() {  # build LABEL: the whole build, or (--steps) step by step
  if [[ $steps == 0 ]]; then
    echo "$1: $(timed cmake --build "$work/build" -j2)"
    return
  fi
  local total=0 t target
  local lines=""
  for target in $(step_targets); do
    t="$(timed ninja -C "$work/build" "$target")"
    lines+="  $t  $target"$'\n'
    total="$(awk -v a="$total" -v b="$t" 'BEGIN { printf "%.2f", a + b }')"
  done
  echo "$1: $total"
  printf '%s' "$lines"
}

echo "configure: $(timed cmake -S "$work/src" -B "$work/build" -G Ninja "$@")"
build first
"$work/build/widgets" > /dev/null
# One field added to getWidget.
python3 - "$work/src/widgets.yaml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
marker = "      fields:\n        description: \"Which of its fields to return.\""
assert marker in text
field = ("      version:\n        description: \"The version to read.\"\n        type: long\n"
         "        optional: true\n")
open(path, "w").write(text.replace(marker, field + marker))
PY
build "one-field change"
"$work/build/widgets" > /dev/null
