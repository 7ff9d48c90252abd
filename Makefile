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
BUILD_FUZZ := build-fuzz
BUILD_TSAN := build-tsan
QUICK ?=
# make fuzz: seconds per fuzz target; the smoke run of make test: mutations per target.
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_RUNS ?= 20000
CMAKE_FUZZ := -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14

.PHONY: build setup configure test test-release test-asan test-python check-generated bench bench-instructions bench-serialize-history clean help
.PHONY: fuzz fuzz-build test-fuzz test-tsan

help:
	@echo "make test     set up, build and run all tests (Release, ASan/UBSan, fuzz smoke, TSan, Python, check-generated)"
	@echo "make bench    set up, build Release and run the benchmarks (make bench QUICK=1: short run)"
	@echo "make bench-instructions  callgrind instruction counts per parse and dispatch strategy, and per serialize"
	@echo "make bench-serialize-history BASELINES=952072a,a886838  serialize() against past commits', one binary"
	@echo "make build    set up and build Release in $(BUILD)/"
	@echo "make fuzz     build the libFuzzer targets (clang-14) in $(BUILD_FUZZ)/ and run each for FUZZ_SECONDS (60)"
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
	cd $(BUILD_ASAN) && ctest --output-on-failure -j$(JOBS) -L 'runtime|generated|hostile|opmsg'

# libFuzzer targets (fuzz/: a separate CMake project built with clang-14 and
# -fsanitize=fuzzer,address,undefined). test-fuzz replays fuzz/regressions/ and runs
# FUZZ_SMOKE_RUNS deterministic mutations per target; fuzz runs each FUZZ_SECONDS.
fuzz-build: setup
	cmake -S fuzz -B $(BUILD_FUZZ) $(CMAKE_COMMON) $(CMAKE_FUZZ)
	cmake --build $(BUILD_FUZZ) -j$(JOBS)

test-fuzz: fuzz-build
	fuzz/run.sh $(BUILD_FUZZ) --smoke $(FUZZ_SMOKE_RUNS)

fuzz: fuzz-build
	fuzz/run.sh $(BUILD_FUZZ) --seconds $(FUZZ_SECONDS)

# The concurrency test (tests/tsan) under ThreadSanitizer: only the runtime, the
# idl library and that test are built.
test-tsan: setup
	cmake -S . -B $(BUILD_TSAN) $(CMAKE_COMMON) -DCMAKE_BUILD_TYPE=Debug \
	  -DSWITCHYARD_SANITIZE=thread -DSWITCHYARD_BUILD_BENCH=OFF
	cmake --build $(BUILD_TSAN) -j$(JOBS) --target switchyard_tsan_test
	cd $(BUILD_TSAN) && ctest --output-on-failure -L tsan

# tests/python/test_differential.py drives $(BUILD)'s differential_driver, and
# test_example_server.py its switchyard_example_server (both built by `build`).
test-python: setup
	SWITCHYARD_DIFF_DRIVER=$(CURDIR)/$(BUILD)/tests/differential/differential_driver \
	SWITCHYARD_EXAMPLE_SERVER=$(CURDIR)/$(BUILD)/examples/opmsg_server/switchyard_example_server \
	  $(PYTHON) -m pytest tests/python -q

check-generated: setup
	.ci/check-generated

# Phases run one after the other (each already uses $(JOBS) cores), and each is timed.
test: setup
	@t0=$$(date +%s); \
	for phase in test-release test-asan test-fuzz test-tsan test-python check-generated; do \
	  s=$$(date +%s); \
	  $(MAKE) --no-print-directory $$phase; \
	  echo "== $$phase: $$(( $$(date +%s) - s ))s"; \
	done; \
	echo "== make test: all passed in $$(( $$(date +%s) - t0 ))s"

# Every *_bench executable under $(BUILD)/bench, the peers (bench/peers/run_peers.py: Rust and Go when
# their toolchains are present, else skipped), then bench/report.py when it exists.
bench: build
	@ran=0; \
	for b in $$(find $(BUILD)/bench -type f -perm -u+x -name '*_bench' | sort); do \
	  echo "== $$b"; \
	  if [ -n "$(QUICK)" ]; then "$$b" --benchmark_min_time=0.05; else "$$b"; fi; \
	  ran=1; \
	done; \
	if [ -f bench/peers/run_peers.py ]; then \
	  echo "== bench/peers/run_peers.py $(if $(QUICK),--quick) (skipped without cargo or go)"; \
	  $(PYTHON) bench/peers/run_peers.py --build $(BUILD) $(if $(QUICK),--quick); \
	fi; \
	if [ -f bench/report.py ]; then \
	  echo "== bench/report.py $(if $(QUICK),--quick)"; \
	  $(PYTHON) bench/report.py $(if $(QUICK),--quick); ran=1; \
	fi; \
	if [ $$ran -eq 0 ]; then echo "make bench: no benchmark was built" >&2; exit 1; fi

# Deterministic instruction counts (callgrind) per parse, per dispatch strategy
# and sample document: the numbers to quote when the machine is noisy.
# (A comma inside $(if ...) would split its arguments: hence the variables.)
# The full run's table goes to bench/results/instructions.json, which bench/report.py includes.
INSTRUCTIONS_QUICK := --docs ycsb_find_one,find_heavy --reps 50
INSTRUCTIONS_FULL := --json bench/results/instructions.json
bench-instructions: build
	$(PYTHON) bench/instructions.py --build $(BUILD) $(if $(QUICK),$(INSTRUCTIONS_QUICK),$(INSTRUCTIONS_FULL))
	$(PYTHON) bench/instructions.py --serialize --build $(BUILD) $(if $(QUICK),$(INSTRUCTIONS_QUICK),--json bench/results/serialize_instructions.json)
	$(PYTHON) bench/instructions.py --validate --build $(BUILD) $(if $(QUICK),$(INSTRUCTIONS_QUICK),--json bench/results/validate_instructions.json)

# The generated serialize() against past commits' in one binary (bench/serialize_history/README.md):
# make bench-serialize-history BASELINES=952072a,a886838 (952072a: when issue 14 was filed).
BASELINES ?= 952072a
BUILD_HISTORY := build-serialize-history
bench-serialize-history: setup
	$(PYTHON) bench/serialize_history/run.py --build $(BUILD_HISTORY) --baselines $(BASELINES) $(if $(QUICK),--reps 3 --min-time 0.05)

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_FUZZ) $(BUILD_TSAN) $(BUILD_HISTORY)
