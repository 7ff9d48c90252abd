#!/usr/bin/env python3
"""Measures the constants of the expected-next-field cost model
(generator/switchyard/lower/costs.py): per prediction form, the
instructions a hit saves and a miss costs, from callgrind.

For each form (`raw`; the form names of predict.py) the specs in idl/ are generated with every
predicted edge forced to that form (the cost model bypassed), compiled with
bench/instructions/parse_count.cpp, and every corpus document is counted
under callgrind (as bench/instructions.py does); the build's
`parse_count_hash_no_prediction` is the reference. The top-level hits and
misses of each document are read off the generated code's predictions
("Expected next field" after each handler of the command's parser) and the
document's field order. Least squares over the corpus then fits

    instructions(form) - instructions(no prediction) = misses * miss_costs - hits * hit_saves

(nested structs' predictions are left out of the counts: they add noise, not
bias, to the fit). Needs a configured Release build (`make build`).

    python3 bench/prediction_costs.py [--build build] [--reps 100]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import bson

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from instructions import instructions  # noqa: E402  (bench/instructions.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND_CLASSES = {"find": "FindCommand", "insert": "InsertCommand", "update": "UpdateCommand",
                   "getMore": "GetMoreCommand", "aggregate": "AggregateCommand", "delete": "DeleteCommand"}

_GENERATE = """
import sys
from switchyard.lower import costs
form = sys.argv[1]
costs.min_share = lambda word_entry: 0.0
costs.choose_form = lambda share, word_entry, rank=0: form if word_entry else "plain"
from switchyard.cli import main
sys.exit(main(sys.argv[2:]))
"""


def generate(form: str, out: str) -> None:
    specs = sorted(glob.glob(os.path.join(ROOT, "idl", "*.yaml")))
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "generator"))
    subprocess.run([sys.executable, "-c", _GENERATE, form, "generate", *specs, "-I", os.path.join(ROOT, "idl"),
                    "-o", out], check=True, env=env)


def link_libraries(build: str) -> list:
    """The shared libraries parse_count links (from the build's own link line)."""
    line = subprocess.run(["ninja", "-C", build, "-t", "commands", "parse_count_auto"], check=True,
                          capture_output=True, text=True).stdout.strip().splitlines()[-1]
    return [t for t in shlex.split(line) if ".so" in t or t.startswith("-l") or t.startswith("-pthread")]


def compile_variant(build: str, src: str, jobs: int) -> str:
    flags = ["-O3", "-DNDEBUG", "-std=c++20", "-I", src, "-I", os.path.join(ROOT, "runtime", "include")]
    sources = sorted(glob.glob(os.path.join(src, "*.cpp"))) + [
        os.path.join(ROOT, "bench", "instructions", "parse_count.cpp")]
    objects, running = [], []
    for s in sources:
        obj = os.path.join(src, os.path.basename(s) + ".o")
        running.append(subprocess.Popen(["c++", *flags, "-c", s, "-o", obj]))
        objects.append(obj)
        if len(running) >= jobs:
            if running.pop(0).wait() != 0:
                raise RuntimeError("compile failed")
    if any(p.wait() != 0 for p in running):
        raise RuntimeError("compile failed")
    binary = os.path.join(src, "parse_count")
    subprocess.run(["c++", "-O3", *objects, "-o", binary, os.path.join(build, "libswitchyard_runtime.a"),
                    *link_libraries(build)], check=True)
    return binary


def edges(generated_cpp: str, cls: str) -> dict:
    """field name -> predicted next field name, from the command's parseFrom."""
    with open(generated_cpp, encoding="utf-8") as f:
        text = f.read()
    start = text.index(f"bool {cls}::parseFrom(")
    body = text[start:text.index("\n}\n", start)]
    found, current = {}, None
    for line in body.splitlines():
        m = re.match(r"\s*field_\d+_\w+: \{  // (\S+):", line)
        if m:
            current = m.group(1)
        m = re.search(r"// Expected next field: (\S+) \(", line)
        if m and current is not None:
            found[current] = m.group(1)
    return found


def hits_and_misses(path: str, successor: dict) -> tuple:
    with open(path, "rb") as f:
        names = list(bson.decode(f.read()).keys())[1:]  # the command name is parsed before the loop
    hits = misses = 0
    for i, name in enumerate(names):
        if name in successor:
            if i + 1 < len(names) and names[i + 1] == successor[name]:
                hits += 1
            else:
                misses += 1
    return hits, misses


def fit(rows: list) -> tuple:
    """Least squares of delta = misses * m - hits * s over the rows (hits, misses, delta)."""
    a11 = sum(h * h for h, _, _ in rows)
    a22 = sum(m * m for _, m, _ in rows)
    a12 = sum(h * m for h, m, _ in rows)
    b1 = sum(-h * d for h, _, d in rows)
    b2 = sum(m * d for _, m, d in rows)
    det = a11 * a22 - a12 * a12
    s = (b1 * a22 + b2 * a12) / det   # solve [a11 -a12; -a12 a22] [s; m] = [b1; b2]
    m = (a11 * b2 + a12 * b1) / det
    return s, m


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--reps", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--forms", default="raw")
    ap.add_argument("--exclude", default="update_10,insert_100",
                    help="documents left out of the fit: their repeated nested statements have predictions "
                         "of their own, which the top-level counts do not see")
    args = ap.parse_args()
    with open(os.path.join(ROOT, "bench", "corpus", "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    reference = os.path.join(args.build, "bench", "instructions", "parse_count_hash_no_prediction")

    def per_parse(binary: str, m: dict) -> float:
        argv = [binary, os.path.join(ROOT, "bench", "corpus", m["file"]), m["command"]]
        return (instructions(argv, 1 + args.reps) - instructions(argv, 1)) / args.reps

    base = {m["name"]: per_parse(reference, m) for m in manifest}
    results = {}
    for form in [f for f in args.forms.split(",") if f]:
        with tempfile.TemporaryDirectory() as tmp:
            generate(form, tmp)
            binary = compile_variant(args.build, tmp, args.jobs)
            rows = []
            print(f"form {form}:")
            print(f"  {'document':34s} {'hits':>5s} {'misses':>6s} {'no pred.':>9s} {form:>9s} {'delta':>7s}")
            for m in manifest:
                succ = edges(os.path.join(tmp, f"{m['command'].lower()}_gen.cpp"), COMMAND_CLASSES[m["command"]])
                hits, misses = hits_and_misses(os.path.join(ROOT, "bench", "corpus", m["file"]), succ)
                count = per_parse(binary, m)
                delta = count - base[m["name"]]
                if not any(m["name"].startswith(x) for x in args.exclude.split(",") if x):
                    rows.append((hits, misses, delta))
                print(f"  {m['name']:34s} {hits:5d} {misses:6d} {base[m['name']]:9.0f} {count:9.0f} {delta:7.0f}",
                      flush=True)
            s, miss = fit(rows)
            results[form] = {"hit_saves": round(s, 1), "miss_costs": round(miss, 1)}
            print(f"  fit: a hit saves {s:.1f} instructions, a miss costs {miss:.1f}")
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
