#!/usr/bin/env bash
# Installs everything `make test` and `make bench` need on a fresh Debian machine:
# Debian packages (compilers, Abseil, GoogleTest, Google Benchmark, libbson, clang for
# fuzzing, valgrind, ISA-L for CRC-32C) and a Python virtual environment in .venv with the package and its
# test dependencies. Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  python3 python3-venv python3-pip
  libabsl-dev libgtest-dev libgmock-dev libbenchmark-dev libbson-dev
  clang-14 libclang-rt-14-dev valgrind
  libprotobuf-dev protobuf-compiler
  libisal-dev
)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.switchyard-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  echo "setup: installing Python packages into .venv"
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e '.[test]' matplotlib
  touch "$stamp"
fi
