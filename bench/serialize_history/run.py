#!/usr/bin/env python3
"""This tree's generated serialize() against past commits', in one binary.

Configures and builds bench/serialize_history (the baselines' own generators,
runtimes and generated code, each in a namespace of its own), which checks at
start-up that every build writes the same bytes with an exact serializedSize()
for every declared-order corpus document. Then:

* instructions per serialize() under callgrind: (Ir(1 + reps) - Ir(1)) / reps,
  as bench/instructions.py --serialize counts them;
* time: Google Benchmark with random interleaving and --reps repetitions; the
  ratio baseline/current per repetition, median (min-max), of CPU time per
  iteration (--time real_time for wall time).

    bench/serialize_history/run.py --baselines 952072a,a886838 [--build DIR]
        [--reps 15] [--min-time 0.2] [--docs ycsb,insert_1] [--no-time] [--no-count]
"""
import argparse
import json
import os
import re
import statistics
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from instructions import instructions  # noqa: E402  (one callgrind counting rule for every bench table)


def build(args) -> str:
    python = os.path.join(ROOT, ".venv", "bin", "python")
    subprocess.run(["cmake", "-S", HERE, "-B", args.build, "-G", "Ninja",
                    f"-DSWITCHYARD_PYTHON={python if os.path.exists(python) else sys.executable}",
                    f"-DSERIALIZE_BASELINES={';'.join(args.baselines)}"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", args.build, f"-j{args.jobs}"], check=True, stdout=subprocess.DEVNULL)
    return os.path.join(args.build, "serialize_history")


def top_level_fields(path: str) -> int:
    """The number of top-level elements of a BSON document (walked by its element sizes)."""
    with open(path, "rb") as f:
        data = f.read()
    fixed = {0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0A: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16}
    pos, count = 4, 0
    while data[pos] != 0:
        kind = data[pos]
        pos = data.index(b"\0", pos + 1) + 1
        if kind in fixed:
            pos += fixed[kind]
        elif kind in (0x02, 0x0D, 0x0E):
            pos += 4 + struct.unpack_from("<i", data, pos)[0]
        elif kind == 0x05:
            pos += 5 + struct.unpack_from("<i", data, pos)[0]
        else:  # documents, arrays, code with scope: length-prefixed
            pos += struct.unpack_from("<i", data, pos)[0]
        count += 1
    return count


def corpus(docs_filter: list) -> list:
    with open(os.path.join(ROOT, "bench", "corpus", "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    return [m for m in manifest if m["order"] == "declared"
            and (not docs_filter or any(m["name"].startswith(w) for w in docs_filter))]


def count_table(binary: str, units: list, docs: list, reps: int) -> dict:
    table = {}
    for m in docs:
        row = table.setdefault(m["name"], {})
        for u in units:
            one = instructions([binary, "--count", u, m["name"]], 1)
            many = instructions([binary, "--count", u, m["name"]], 1 + reps)
            row[u] = (many - one) / reps
        fields = top_level_fields(os.path.join(ROOT, "bench", "corpus", m["file"]))
        row["top_level_fields"] = fields
        print(f"{m['name']:26s}{fields:7d}" + "".join(f"{row[u]:10.0f} ({row[u] / fields:5.1f})" for u in units),
              flush=True)
    return table


def time_table(binary: str, units: list, docs: list, args) -> dict:
    pattern = "^serialize/(" + "|".join(re.escape(m["name"]) for m in docs) + ")/"
    out = subprocess.run([binary, f"--benchmark_filter={pattern}", f"--benchmark_repetitions={args.reps}",
                          "--benchmark_enable_random_interleaving=true", f"--benchmark_min_time={args.min_time}",
                          "--benchmark_format=json"], capture_output=True, text=True, check=True).stdout
    runs = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("run_type") != "iteration":
            continue
        _, doc, unit = b["run_name"].split("/")
        runs.setdefault(doc, {}).setdefault(unit, {})[b["repetition_index"]] = b[args.time]
    return runs


def ratio_text(base: dict, current: dict) -> str:
    ratios = sorted(base[i] / current[i] for i in current if i in base)
    return f"{statistics.median(ratios):.2f} ({ratios[0]:.2f}-{ratios[-1]:.2f})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baselines", required=True, help="comma-separated commits")
    ap.add_argument("--build", default=os.path.join(ROOT, "build-serialize-history"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--reps", type=int, default=15, help="benchmark repetitions")
    ap.add_argument("--count-reps", type=int, default=50, help="serializes counted under callgrind")
    ap.add_argument("--min-time", default="0.2")
    ap.add_argument("--docs", default="", help="comma-separated document name prefixes")
    ap.add_argument("--time", choices=("cpu_time", "real_time"), default="cpu_time",
                    help="the time compared: the process's CPU time per iteration (default: steadier on a shared "
                         "machine, where a preempted iteration's real time counts the other processes) or wall time")
    ap.add_argument("--no-time", action="store_true")
    ap.add_argument("--no-count", action="store_true")
    ap.add_argument("--json", help="write the tables here")
    args = ap.parse_args()
    args.baselines = [b for b in args.baselines.split(",") if b]
    binary = build(args)
    units = ["c" + b for b in args.baselines] + ["current"]
    docs = corpus([d for d in args.docs.split(",") if d])
    result = {}
    if not args.no_count:
        print(f"instructions per serialize() (per top-level field)\n{'document':26s} fields"
              + "".join(f"{u:>18s}" for u in units))
        result["instructions"] = count_table(binary, units, docs, args.count_reps)
    if not args.no_time:
        runs = time_table(binary, units, docs, args)
        result["time_ns"] = runs
        print(f"\n{args.time}: median ns (min-max) over {args.reps} repetitions; ratio baseline/current per repetition")
        for m in docs:
            r = runs[m["name"]]
            cells = [f"{u} {statistics.median(r[u].values()):.1f} ({min(r[u].values()):.1f}-"
                     f"{max(r[u].values()):.1f})" for u in units]
            ratios = [f"x{ratio_text(r['c' + b], r['current'])} vs {b}" for b in args.baselines]
            print(f"{m['name']:26s} " + "; ".join(cells + ratios), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
