#!/usr/bin/env bash
# CPU time (user + sys, /usr/bin/time over the whole build) of an outside
# project with a 2-command spec (tests/cmake_consumer/two_commands): the first
# build, then the rebuild after a one-field change to its spec. ccache is off.
#
#   scripts/consumer_build_time.sh WORK_DIR [cmake configure args...]
#
#   # against an installed Switchyard (cmake --install build --prefix P):
#   scripts/consumer_build_time.sh /tmp/w -DCMAKE_PREFIX_PATH=P -DSWITCHYARD_PYTHON=.venv/bin/python
#   # the pip route (runtime and base specs compiled in the project):
#   scripts/consumer_build_time.sh /tmp/w -DSwitchyard_DIR=$PWD/cmake/python -DSWITCHYARD_PYTHON=...
#
# Prints "first: <s>" and "one-field change: <s>". The build type is the
# project's default (none: the compiler's defaults) unless given.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$1"
shift
rm -rf "$work"
mkdir -p "$work"
cp -r "$here/tests/cmake_consumer/two_commands" "$work/src"
export CCACHE_DISABLE=1
unset CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER
cmake -S "$work/src" -B "$work/build" -G Ninja "$@" > "$work/configure.log"

cpu() {  # the build's user + sys seconds
  /usr/bin/time -f "%U %S" -o "$work/time" cmake --build "$work/build" -j2 > "$work/build.log"
  awk '{ printf "%.2f\n", $1 + $2 }' "$work/time"
}

echo "first: $(cpu)"
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
echo "one-field change: $(cpu)"
"$work/build/widgets" > /dev/null
