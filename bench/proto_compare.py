#!/usr/bin/env python3
"""parseProto against protoc-generated C++ on the corpus commands: instructions and times.

For one or more proto_bench binaries (LABEL=PATH, e.g. a build of an older
commit beside the current one):

- instructions per parse (callgrind): `proto_bench --count WORKLOAD IMPL N`
  with N=1 and N=1+REPS; (Ir(1+REPS) - Ir(1)) / REPS, for ours and each
  protoc baseline;
- times: the same workloads in Google Benchmark with random interleaving and
  repetitions, the binaries alternated ROUNDS times; per binary, each
  implementation's median CPU ns over all repetitions and the ratio
  protoc / ours with its spread (min..max over the repetitions, paired by
  repetition index).

    python3 bench/proto_compare.py [--binary before=PATH] [--binary after=build/bench/proto/proto_bench]
        [--reps 200] [--repetitions 10] [--rounds 2] [--min-time 0.1] [--no-instructions] [--no-times]

Prints Markdown tables (bench/results/protobuf_parse.md records a run).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from typing import Dict, List, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKLOADS = ["FindCommand_ycsb_protoc", "FindCommand_driver_protoc", "FindCommand_heavy_protoc",
             "GetMoreCommand_protoc"]
OURS = "switchyard"
BASELINES = ["protobuf_reused", "protobuf_arena_reset", "protobuf_fresh"]


def instructions(binary: str, workload: str, impl: str, n: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, "--count",
                        workload, impl, str(n)], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=dict(os.environ, LD_BIND_NOW="1"))
        with open(out, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"(?:summary|totals):\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    raise RuntimeError("no instruction total in callgrind output")


def per_parse(binary: str, workload: str, impl: str, reps: int) -> float:
    return (instructions(binary, workload, impl, 1 + reps) - instructions(binary, workload, impl, 1)) / reps


def instruction_table(binaries: List[Tuple[str, str]], reps: int) -> List[str]:
    lines = ["| workload | binary | switchyard Ir | " + " | ".join(f"{b} Ir" for b in BASELINES)
             + " | " + " | ".join(f"vs {b}" for b in BASELINES) + " |",
             "|---|---|---:|" + "---:|" * (2 * len(BASELINES))]
    for workload in WORKLOADS:
        for label, binary in binaries:
            ours = per_parse(binary, workload, OURS, reps)
            theirs = [per_parse(binary, workload, b, reps) for b in BASELINES]
            lines.append(f"| {workload} | {label} | {ours:,.0f} | "
                         + " | ".join(f"{t:,.0f}" for t in theirs) + " | "
                         + " | ".join(f"{t / ours:.2f}x" for t in theirs) + " |")
    return lines


def run_times(binary: str, repetitions: int, min_time: float) -> Dict[Tuple[str, str], List[float]]:
    """CPU ns per parse of every (workload, impl) repetition."""
    names = "|".join(WORKLOADS)
    impls = "|".join([OURS] + BASELINES)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "bench.json")
        subprocess.run([binary, f"--benchmark_filter=^({names})/({impls})/",
                        f"--benchmark_repetitions={repetitions}", f"--benchmark_min_time={min_time}",
                        "--benchmark_enable_random_interleaving=true", f"--benchmark_out={out}",
                        "--benchmark_out_format=json"], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        with open(out, encoding="utf-8") as f:
            raw = json.load(f)
    times: Dict[Tuple[str, str], List[float]] = {}
    for b in raw["benchmarks"]:
        if b.get("run_type") != "iteration":
            continue
        workload, impl = b["run_name"].split("/")[:2]
        times.setdefault((workload, impl), []).append(b["cpu_time"])
    return times


def time_table(binaries: List[Tuple[str, str]], repetitions: int, rounds: int, min_time: float) -> List[str]:
    runs: Dict[str, Dict[Tuple[str, str], List[float]]] = {label: {} for label, _ in binaries}
    for _ in range(rounds):
        for label, binary in binaries:
            for key, values in run_times(binary, repetitions, min_time).items():
                runs[label].setdefault(key, []).extend(values)
    lines = ["| workload | binary | switchyard ns | " + " | ".join(f"{b} ns" for b in BASELINES)
             + " | " + " | ".join(f"vs {b} (spread)" for b in BASELINES) + " |",
             "|---|---|---:|" + "---:|" * (2 * len(BASELINES))]
    for workload in WORKLOADS:
        for label, _ in binaries:
            ours = runs[label][(workload, OURS)]
            cells, ratio_cells = [], []
            for b in BASELINES:
                theirs = runs[label][(workload, b)]
                paired = [t / o for t, o in zip(theirs, ours)]
                cells.append(f"{statistics.median(theirs):.1f}")
                ratio_cells.append(f"{statistics.median(theirs) / statistics.median(ours):.2f}x "
                                   f"({min(paired):.2f}..{max(paired):.2f})")
            lines.append(f"| {workload} | {label} | {statistics.median(ours):.1f} | " + " | ".join(cells)
                         + " | " + " | ".join(ratio_cells) + " |")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", action="append", help="LABEL=PATH of a proto_bench (repeatable)")
    ap.add_argument("--reps", type=int, default=200, help="extra parses of the callgrind run")
    ap.add_argument("--repetitions", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=2, help="times each binary's benchmark runs, alternated")
    ap.add_argument("--min-time", type=float, default=0.1)
    ap.add_argument("--no-instructions", action="store_true")
    ap.add_argument("--no-times", action="store_true")
    args = ap.parse_args()
    specs = args.binary or [f"current={os.path.join(ROOT, 'build', 'bench', 'proto', 'proto_bench')}"]
    binaries = []
    for spec in specs:
        label, _, path = spec.partition("=")
        if not path or not os.path.exists(path):
            print(f"proto_compare: no binary at {path!r} (give LABEL=PATH)", file=sys.stderr)
            return 2
        binaries.append((label, path))
    if not args.no_instructions:
        print("Instructions per parse (callgrind; ratios: protoc / switchyard)\n")
        print("\n".join(instruction_table(binaries, args.reps)) + "\n")
    if not args.no_times:
        print(f"CPU ns per parse (median of {args.repetitions} x {args.rounds} interleaved repetitions; "
              "ratios: protoc / switchyard, spread over paired repetitions)\n")
        print("\n".join(time_table(binaries, args.repetitions, args.rounds, args.min_time)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
