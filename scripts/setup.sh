#!/usr/bin/env bash
# Checks and installs what `make test` and `make bench` need, then creates .venv.
#
#  1. System tools and libraries (compilers, CMake >= 3.20, Ninja, pkg-config,
#     Python >= 3.9 with venv, Abseil, GoogleTest/GoogleMock, Google Benchmark,
#     libbson, protobuf + protoc, ISA-L (CRC-32C), clang-14 with its fuzzer runtime; valgrind for
#     `make bench-instructions` only). Each is checked directly (a command, a
#     pkg-config module, a file), so this works on any system; nothing needs root
#     when everything is present. When something is missing, it prints the exact
#     packages to install on Debian/Ubuntu, Fedora and macOS (Homebrew); on
#     Debian/Ubuntu it installs them itself when run as root or when sudo is
#     available (SWITCHYARD_SETUP_NO_INSTALL=1: only report).
#  2. .venv with this package and its test and bench extras, pinned by
#     scripts/python-constraints.txt. The package index is checked first (at most
#     5 seconds), so an offline machine gets a clear message instead of a long pip
#     retry loop (or, with PIP_FIND_LINKS set, installs from those wheels only);
#     PIP_INDEX_URL, PIP_FIND_LINKS and PIP_NO_INDEX are honoured.
#
# Idempotent: a second run only checks (in well under a second).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
CONSTRAINTS=scripts/python-constraints.txt

# ---- 1. system packages --------------------------------------------------------

# component | Debian/Ubuntu packages | Fedora packages | Homebrew formulae
COMPONENTS=(
  "C++20 compiler (g++ or clang++)|build-essential|gcc-c++|(Xcode command line tools: xcode-select --install)"
  "CMake >= 3.20|cmake|cmake|cmake"
  "Ninja|ninja-build|ninja-build|ninja"
  "pkg-config|pkg-config|pkgconf-pkg-config|pkg-config"
  "git|git|git|git"
  "Python >= 3.9 with venv and pip|python3 python3-venv python3-pip|python3 python3-pip|python"
  "Abseil|libabsl-dev|abseil-cpp-devel|abseil"
  "GoogleTest and GoogleMock|libgtest-dev libgmock-dev|gtest-devel gmock-devel|googletest"
  "Google Benchmark|libbenchmark-dev|google-benchmark-devel|google-benchmark"
  "libbson 1.x|libbson-dev|libbson-devel|mongo-c-driver@1"
  "protobuf and protoc|libprotobuf-dev protobuf-compiler|protobuf-devel protobuf-compiler|protobuf"
  "ISA-L (CRC-32C for OP_MSG checksums; not needed with an Abseil that has absl/crc)|libisal-dev|isa-l-devel|isa-l"
  "clang-14 with libFuzzer (make test's fuzz phase)|clang-14 libclang-rt-14-dev|clang compiler-rt (and a clang++-14 on PATH)|llvm@14 (and clang++-14 on PATH)"
  "valgrind (make bench-instructions only)|valgrind|valgrind|(not available: skip make bench-instructions)"
)
OPTIONAL_COMPONENT="valgrind (make bench-instructions only)"

have() { command -v "$1" >/dev/null 2>&1; }

# Exit status 0 when the component is usable.
check_component() {
  case "$1" in
    "C++20 compiler"*) have c++ || have g++ || have clang++ ;;
    "CMake"*) have cmake && printf '3.20\n%s\n' "$(cmake --version | sed -n '1s/[^0-9]*\([0-9.]*\).*/\1/p')" | sort -V -C ;;
    "Ninja") have ninja ;;
    "pkg-config") have pkg-config ;;
    "git") have git ;;
    "Python"*) have "$PY" && "$PY" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 9))' 2>/dev/null ;;
    "Abseil") pkg-config --exists absl_status absl_statusor absl_strings absl_cord 2>/dev/null ;;
    "GoogleTest"*) pkg-config --exists gtest gmock 2>/dev/null ;;
    "Google Benchmark") pkg-config --exists benchmark 2>/dev/null ;;
    "libbson"*) pkg-config --exists libbson-1.0 2>/dev/null ;;
    "protobuf"*) pkg-config --exists protobuf 2>/dev/null && have protoc ;;
    # cmake/SwitchyardDependencies.cmake uses Abseil's absl/crc when there is one.
    "ISA-L"*) pkg-config --exists libisal 2>/dev/null || pkg-config --exists absl_crc32c 2>/dev/null ;;
    "clang-14"*) have clang++-14 && [ -f "$(clang++-14 -print-resource-dir)/lib/linux/libclang_rt.fuzzer-$(uname -m).a" ] ;;
    "valgrind"*) have valgrind ;;
    *) return 1 ;;
  esac
}

os_family() {
  if [ "$(uname -s)" = Darwin ]; then echo macos; return; fi
  if [ -r /etc/os-release ]; then
    # shellcheck disable=SC1091
    . /etc/os-release
    case " ${ID:-} ${ID_LIKE:-} " in
      *" debian "*|*" ubuntu "*) echo debian; return ;;
      *" fedora "*|*" rhel "*) echo fedora; return ;;
    esac
  fi
  echo other
}

missing=()       # component lines (required ones)
missing_optional=()
for entry in "${COMPONENTS[@]}"; do
  name=${entry%%|*}
  if ! check_component "$name"; then
    if [ "$name" = "$OPTIONAL_COMPONENT" ]; then missing_optional+=("$entry"); else missing+=("$entry"); fi
  fi
done

# Prints the manual installation commands for the given component lines.
print_instructions() {
  local debian=() fedora=() brew=() entry rest
  for entry in "$@"; do
    rest=${entry#*|}; debian+=("${rest%%|*}")
    rest=${rest#*|};  fedora+=("${rest%%|*}")
    brew+=("${rest#*|}")
  done
  echo "  Debian/Ubuntu:   sudo apt-get install ${debian[*]}"
  echo "  Fedora:          sudo dnf install ${fedora[*]}"
  echo "  macOS/Homebrew:  brew install ${brew[*]}"
}

if [ ${#missing_optional[@]} -gt 0 ]; then
  echo "setup: note: ${OPTIONAL_COMPONENT%% (*} is not installed; only 'make bench-instructions' needs it" \
       "(Debian/Ubuntu: apt-get install valgrind; Fedora: dnf install valgrind)."
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: missing:"
  for entry in "${missing[@]}"; do echo "  - ${entry%%|*}"; done
  echo "setup: to install them by hand:"
  print_instructions "${missing[@]}"
  family=$(os_family)
  installer=""
  if [ "$family" = debian ] && [ -z "${SWITCHYARD_SETUP_NO_INSTALL:-}" ]; then
    if [ "$(id -u)" -eq 0 ]; then installer="env"
    elif have sudo; then installer="sudo env"
    fi
  fi
  if [ -z "$installer" ]; then
    if [ "$family" = debian ] && [ -z "${SWITCHYARD_SETUP_NO_INSTALL:-}" ]; then
      echo "setup: not root and no sudo: install the packages above as root, then run this again." >&2
    else
      echo "setup: install the packages above, then run this again." >&2
    fi
    exit 1
  fi
  packages=()
  for entry in "${missing[@]}"; do rest=${entry#*|}; read -r -a words <<<"${rest%%|*}"; packages+=("${words[@]}"); done
  echo "setup: installing Debian packages: ${packages[*]}"
  $installer DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $installer DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  for entry in "${missing[@]}"; do
    if ! check_component "${entry%%|*}"; then
      echo "setup: still missing after apt-get install: ${entry%%|*}" >&2
      exit 1
    fi
  done
fi

# ---- 2. .venv ------------------------------------------------------------------

# Exit status 0 when pip's package index answers (any HTTP status) within 5 seconds.
index_reachable() {
  local url=${PIP_INDEX_URL:-https://pypi.org/simple/}
  "$PY" - "$url" <<'EOF' >/dev/null 2>&1
import sys, urllib.error, urllib.request
try:
    urllib.request.urlopen(urllib.request.Request(sys.argv[1], method="HEAD"), timeout=5)
except urllib.error.HTTPError:
    pass   # the server answered
EOF
}

stamp=.venv/.switchyard-installed
if [ ! -x .venv/bin/python ] || [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ "$CONSTRAINTS" -nt "$stamp" ]; then
  offline=()
  if [ -z "${PIP_NO_INDEX:-}" ] && ! index_reachable; then
    if [ -n "${PIP_FIND_LINKS:-}" ]; then
      echo "setup: the package index cannot be reached; using only the wheels in PIP_FIND_LINKS ($PIP_FIND_LINKS)"
      offline=(--no-index)
    else
      cat >&2 <<EOF
setup: the Python package index (${PIP_INDEX_URL:-https://pypi.org/simple/}) cannot be reached
       (offline, or a proxy is needed), so .venv cannot be filled. Either
  - connect (or set HTTPS_PROXY), or point pip at a mirror: PIP_INDEX_URL=...;
  - or at a directory of wheels: PIP_NO_INDEX=1 PIP_FIND_LINKS=/path/to/wheels;
  - or create .venv yourself with the packages of $CONSTRAINTS
    (Jinja2, PyYAML, numpy; for the tests pytest, pymongo, hypothesis, protobuf, crc32c;
    for make bench matplotlib), then:  touch $stamp
EOF
      exit 1
    fi
  fi
  if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    "$PY" -m venv .venv
  fi
  echo "setup: installing Python packages into .venv (pinned by $CONSTRAINTS)"
  pip=(.venv/bin/python -m pip --disable-pip-version-check -q)
  install=(install --timeout 20 --retries 2 "${offline[@]}" -c "$CONSTRAINTS")
  "${pip[@]}" "${install[@]}" --upgrade pip setuptools
  # (The distribution was called `switchyard` before: drop a stale editable install.)
  if .venv/bin/python -m pip show -q switchyard >/dev/null 2>&1; then "${pip[@]}" uninstall -y switchyard; fi
  "${pip[@]}" "${install[@]}" --no-build-isolation -e '.[numpy,test,bench]'
  touch "$stamp"
fi
