#!/usr/bin/env python3
"""Instruction counts per parse, per dispatch variant and sample document.

Deterministic (valgrind's callgrind counts instructions, not time): the
numbers to quote when the machine is noisy. For each variant binary
(build/bench/instructions/parse_count_<variant>), each reference (mongo,
libbson, floor, floor_top: `build/bench/generated/generated_benchmarks --count`)
and each document of bench/corpus, runs the binary under callgrind with N=1
and N=1+REPS parses; (Ir(1+REPS) - Ir(1)) / REPS is the cost of one parse.

    python3 bench/instructions.py [--build build] [--docs ycsb_find_one,heavy_find] [--reps 200]

With --serialize, the cost of one serialize() of each parsed document instead:
the generated serializer (build/bench/instructions/serialize_count; the
variants share it) and libbson's (`generated_benchmarks --count
libbson-serialize`), the same bytes (generated_benchmarks checks that at
start-up).

With --validate, a server's path: Switchyard's parse with the default options
(`auto`) and with ParseOptions{.validate = true} (`auto+validate`: every byte
walked, as net.wireObjectCheck asks), beside MongoDB's order of work
(`mongo-validated`: validateBSON of the whole document, modelled on
src/mongo/bson/bson_validate.cpp, then the 5.0-shaped parse) and the `mongo`
parse alone.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# The dispatch variants are the build's (CMakeLists.txt writes their list).
VARIANTS_FILE = "switchyard_dispatch_variants.txt"
# The references of bench/generated (`generated_benchmarks --count IMPL DOC N`): MongoDB 5.0's parser
# shape, libbson, and the walk-only floors.
REFERENCES = ["mongo", "libbson", "floor", "floor_top"]


def instructions(argv: list, n: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv + [str(n)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=dict(os.environ, LD_BIND_NOW="1"))
        with open(out, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"summary:\s+(\d+)", line) or re.match(r"totals:\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    raise RuntimeError("no instruction total in callgrind output")


def read_variants(build: str) -> list:
    """The dispatch variants the build generated, in its order (none before a configure)."""
    path = os.path.join(build, VARIANTS_FILE)
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip()]


def _has_libbson(argv: list) -> bool:
    """Whether the document's command has a libbson reference (none for custom types)."""
    return subprocess.run(argv + ["0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(root, "build"))
    ap.add_argument("--docs", default="", help="comma-separated corpus names (prefixes); default all")
    ap.add_argument("--reps", type=int, default=200)
    ap.add_argument("--json", help="write the table as JSON here")
    ap.add_argument("--serialize", action="store_true", help="count serialize() instead of parse")
    ap.add_argument("--validate", action="store_true",
                    help="count validated parses (a server's path) against MongoDB's order of work")
    args = ap.parse_args()
    if args.serialize:
        return serialize_main(args, root)
    if args.validate:
        return validate_main(args, root)
    corpus = os.path.join(root, "bench", "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    wanted = [w for w in args.docs.split(",") if w]
    docs = [m for m in manifest if not wanted or any(m["name"].startswith(w) for w in wanted)]
    variants = [v for v in read_variants(args.build)
                if os.path.exists(os.path.join(args.build, "bench", "instructions", f"parse_count_{v}"))]
    if not variants:
        print("no parse_count_* binaries: build first (make build)", file=sys.stderr)
        return 1
    refs_binary = os.path.join(args.build, "bench", "generated", "generated_benchmarks")
    references = REFERENCES if os.path.exists(refs_binary) else []
    table = {}
    columns = variants + references
    widths = {v: max(8, len(v)) + 2 for v in columns}
    print(f"{'document':34s}" + "".join(f"{v:>{widths[v]}s}" for v in columns))
    for m in docs:
        row = {}
        path = os.path.join(corpus, m["file"])
        commands = {v: [os.path.join(args.build, "bench", "instructions", f"parse_count_{v}"), path, m["command"]]
                    for v in variants}
        commands.update({r: [refs_binary, "--count", r, m["name"]] for r in references})
        for v in columns:
            if v == "libbson" and not _has_libbson(commands[v]):
                continue
            one = instructions(commands[v], 1)
            many = instructions(commands[v], 1 + args.reps)
            row[v] = (many - one) / args.reps
        table[m["name"]] = row
        print(f"{m['name']:34s}" + "".join(f"{row[v]:{widths[v]}.0f}" if v in row else f"{'-':>{widths[v]}s}"
                                           for v in columns), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(table, f, indent=2, sort_keys=True)
    return 0


def serialize_main(args: argparse.Namespace, root: str) -> int:
    """The --serialize table: instructions per serialize(), switchyard and libbson."""
    corpus = os.path.join(root, "bench", "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    wanted = [w for w in args.docs.split(",") if w]
    docs = [m for m in manifest if not wanted or any(m["name"].startswith(w) for w in wanted)]
    binary = os.path.join(args.build, "bench", "instructions", "serialize_count")
    if not os.path.exists(binary):
        print("no serialize_count binary: build first (make build)", file=sys.stderr)
        return 1
    refs_binary = os.path.join(args.build, "bench", "generated", "generated_benchmarks")
    columns = ["switchyard"] + (["libbson"] if os.path.exists(refs_binary) else [])
    print(f"{'document':34s}" + "".join(f"{c:>12s}" for c in columns))
    table = {}
    for m in docs:
        commands = {"switchyard": [binary, os.path.join(corpus, m["file"]), m["command"]],
                    "libbson": [refs_binary, "--count", "libbson-serialize", m["name"]]}
        row = {}
        for c in columns:
            if c == "libbson" and not _has_libbson(commands[c]):
                continue
            row[c] = (instructions(commands[c], 1 + args.reps) - instructions(commands[c], 1)) / args.reps
        table[m["name"]] = row
        print(f"{m['name']:34s}" + "".join(f"{row[c]:12.0f}" if c in row else f"{'-':>12s}" for c in columns),
              flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(table, f, indent=2, sort_keys=True)
    return 0


def validate_main(args: argparse.Namespace, root: str) -> int:
    """The --validate table: validated parses, Switchyard's and MongoDB's order of work."""
    corpus = os.path.join(root, "bench", "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    wanted = [w for w in args.docs.split(",") if w]
    docs = [m for m in manifest if not wanted or any(m["name"].startswith(w) for w in wanted)]
    binary = os.path.join(args.build, "bench", "instructions", "parse_count_auto")
    if not os.path.exists(binary):
        print("no parse_count_auto binary: build first (make build)", file=sys.stderr)
        return 1
    refs_binary = os.path.join(args.build, "bench", "generated", "generated_benchmarks")
    columns = ["auto", "auto+validate"] + (["mongo", "mongo-validated"] if os.path.exists(refs_binary) else [])
    print(f"{'document':34s}" + "".join(f"{c:>17s}" for c in columns) + f"{'validate/auto':>15s}")
    table = {}
    for m in docs:
        path = os.path.join(corpus, m["file"])
        commands = {"auto": [binary, path, m["command"], "lazy"],
                    "auto+validate": [binary, path, m["command"], "validate"],
                    "mongo": [refs_binary, "--count", "mongo", m["name"]],
                    "mongo-validated": [refs_binary, "--count", "mongo-validated", m["name"]]}
        row = {c: (instructions(commands[c], 1 + args.reps) - instructions(commands[c], 1)) / args.reps
               for c in columns}
        table[m["name"]] = row
        print(f"{m['name']:34s}" + "".join(f"{row[c]:17.0f}" for c in columns)
              + f"{row['auto+validate'] / row['auto']:14.2f}x", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(table, f, indent=2, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
