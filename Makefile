# Quick start on a fresh Debian machine:
#   make test    set up, build, run every test (Release, then ASan/UBSan, Python, staleness)
#   make bench   set up, build Release, run the benchmarks (QUICK=1 for a short run)
# Both install what they need first (scripts/setup.sh: Debian packages and .venv).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build

JOBS ?= 2
PYTHON := $(CURDIR)/.venv/bin/python
GENERATOR ?= Ninja
# The venv Python runs the generator and every Python-based test (FindPython3 honours the hint).
CMAKE_COMMON := -G $(GENERATOR) -DSWITCHYARD_PYTHON=$(PYTHON) -DPython3_EXECUTABLE=$(PYTHON)
BUILD := build
BUILD_ASAN := build-asan
QUICK ?=

.PHONY: build setup configure test test-release test-asan test-python check-generated bench bench-instructions clean help

help:
	@echo "make test     set up, build and run all tests (Release, ASan/UBSan, Python, check-generated)"
	@echo "make bench    set up, build Release and run the benchmarks (make bench QUICK=1: short run)"
	@echo "make bench-instructions  callgrind instruction counts per parse and dispatch strategy"
	@echo "make build    set up and build Release in $(BUILD)/"
	@echo "make clean    remove build directories (keeps .venv)"

setup:
	@bash scripts/setup.sh

configure: setup
	cmake -S . -B $(BUILD) $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=Release

build: configure
	cmake --build $(BUILD) -j$(JOBS)

test-release: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)

test-asan: setup
	cmake -S . -B $(BUILD_ASAN) $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=Debug \
	  -DSWITCHYARD_SANITIZE=address,undefined -DSWITCHYARD_BUILD_BENCH=OFF
	cmake --build $(BUILD_ASAN) -j$(JOBS)
	cd $(BUILD_ASAN) && ctest --output-on-failure -j$(JOBS) -L 'runtime|generated'

test-python: setup
	$(PYTHON) -m pytest tests/python -q

check-generated: setup
	.ci/check-generated

# Phases run one after the other (each already uses $(JOBS) cores), and each is timed.
test: setup
	@t0=$$(date +%s); \
	for phase in test-release test-asan test-python check-generated; do \
	  s=$$(date +%s); \
	  $(MAKE) --no-print-directory $$phase; \
	  echo "== $$phase: $$(( $$(date +%s) - s ))s"; \
	done; \
	echo "== make test: all passed in $$(( $$(date +%s) - t0 ))s"

# Every *_bench executable under $(BUILD)/bench, then bench/report.py when it exists.
bench: build
	@ran=0; \
	for b in $$(find $(BUILD)/bench -type f -perm -u+x -name '*_bench' | sort); do \
	  echo "== $$b"; \
	  if [ -n "$(QUICK)" ]; then "$$b" --benchmark_min_time=0.05; else "$$b"; fi; \
	  ran=1; \
	done; \
	if [ -f bench/report.py ]; then \
	  echo "== bench/report.py $(if $(QUICK),--quick)"; \
	  $(PYTHON) bench/report.py $(if $(QUICK),--quick); ran=1; \
	fi; \
	if [ $$ran -eq 0 ]; then echo "make bench: no benchmark was built" >&2; exit 1; fi

# Deterministic instruction counts (callgrind) per parse, per dispatch strategy
# and sample document: the numbers to quote when the machine is noisy.
bench-instructions: build
	$(PYTHON) bench/instructions.py --build $(BUILD) $(if $(QUICK),--docs ycsb_find_one,heavy_find --reps 50)

clean:
	rm -rf $(BUILD) $(BUILD_ASAN)
