"""Random mutations of spec files, and a runner that compiles thousands of
them in a child process (so a crash of the interpreter, such as libyaml
overflowing the C stack, is reported with the input that caused it instead
of taking pytest down).

    python3 tests/python/spec_mutations.py --seed S --count N --work DIR

compiles N mutations of the sample corpus (seeded: the same seed gives the
same inputs) and prints one JSON summary line. Before each compile the
mutated file is on disk in DIR, so after a crash it is the reproducer. The
mutators: line edits and garbage (`mutate_text`), edits of the YAML tree
(`mutate_tree`), deep nesting of every YAML form (`mutate_deep`) and huge
inputs (`mutate_huge`). `tests/python/test_frontend_fuzz.py` runs it.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from conftest import BASIC  # noqa: E402  (also puts the generator on the path)
from switchyard.compiler import compile_specs  # noqa: E402
from switchyard.diagnostics import DiagnosticId  # noqa: E402

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

SAMPLE = {
    "basic.yaml": BASIC,
    "sample.yaml": """\
global:
  cpp_namespace: "sample::ns"
imports: [basic.yaml]
enums:
  Level: {type: string, values: {kLocal: local, kMajority: majority}}
structs:
  Entry:
    strict: true
    dispatch: trie
    fields:
      q: object
      multi: {type: bool, default: false}
      limit: {type: safeInt64, optional: true, validator: {gte: 0, lt: 100}, likelihood: 0.5}
      level: {type: Level, optional: true}
commands:
  doIt:
    namespace: concatenate_with_db
    reply_type: Entry
    chained_structs: {Entry: entry}
    fields:
      items: {type: "array<Entry>", optional: true}
""",
}

GARBAGE = ["", "[", "]", "{", "{a: b}", "[1, 2]", "-1", "1e999", "2.5", "null", "~", "true", "no", "array<",
           "array<>", "array<array<Entry>>", "!!python/object:os.system", "&a x", "*a", "*undefined",
           "\"\\0\"", "é", "\t", ":", "- -", "x" * 300, "$db", "class", "__x", "namespace", "type", "any",
           "'unterminated", "\"ok\"", "? k", "<<: {a: 1}", "0x10", ".nan", "-.inf", "4294967296", "Entry"]
def mutate_text(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    op = rng.randrange(7)
    i = rng.randrange(len(lines))
    if op == 0:
        del lines[i]
    elif op == 1:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == 2:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif op == 3:
        # Replace the value after a colon (or the whole line) with garbage.
        line = lines[i]
        k = line.find(": ")
        lines[i] = (line[:k + 2] if k >= 0 else line[:rng.randrange(len(line) + 1)]) + rng.choice(GARBAGE)
    elif op == 4:
        return text[:rng.randrange(len(text) + 1)]
    elif op == 5:
        lines[i] = " " * rng.randrange(8) + lines[i].lstrip()
    else:
        pos = rng.randrange(len(text) + 1)
        return text[:pos] + rng.choice(GARBAGE) + text[pos:]
    return "\n".join(lines)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _get(node, path):
    for p in path:
        node = node[p]
    return node


def mutate_tree(rng: random.Random, text: str) -> str:
    try:
        doc = yaml.load(text, Loader=_LOADER)
    except (yaml.YAMLError, RecursionError):
        return text
    if not isinstance(doc, dict) or not doc:
        return text
    paths = [p for p in _paths(doc) if p]
    for _ in range(rng.randrange(1, 4)):
        path = rng.choice(paths)
        parent = _get(doc, path[:-1])
        op = rng.randrange(4)
        try:
            if op == 0:
                del parent[path[-1]]
            elif op == 1:
                other = _get(doc, rng.choice(paths))
                parent[path[-1]] = other if not isinstance(other, (dict, list)) else yaml.load(yaml.dump(other, Dumper=_DUMPER), Loader=_LOADER)
            elif op == 2:
                parent[path[-1]] = rng.choice([None, True, 3, -1.5, "nope", [], {}, ["a"], {"k": "v"}, "array<x>"])
            else:
                if isinstance(parent, dict):
                    parent[rng.choice(["bogus", "type", "optional", "default", "fields", "validator",
                                       "likelihood", "namespace", "cpp_name", "strict"])] = rng.choice(
                        [True, "string", 2, {"gte": 5, "lt": 1}, None])
        except (KeyError, IndexError, TypeError):
            pass
        paths = [p for p in _paths(doc) if p]
        if not paths:
            break
    return yaml.dump(doc, Dumper=_DUMPER, sort_keys=False, allow_unicode=True)


# ---- deep and huge inputs ------------------------------------------------------

# Every way YAML nests: compact block sequences (F1: "- " * 30000 + "x"),
# indented block mappings and sequences, flow collections, complex keys, and
# mixtures; the depth is drawn from around the limit (100) up to far past the
# point where a recursive composer overflows the C stack (about 25,000).
def _deep_text(rng: random.Random, depth: int) -> str:
    form = rng.randrange(7)
    if form == 0:
        return "- " * depth + "x"
    if form == 1:
        return "[" * depth + "]" * rng.choice((depth, 0, depth // 2))
    if form == 2:
        return "{a: " * depth + "b" + "}" * rng.choice((depth, 0))
    if form == 3:
        depth = min(depth, 400)  # the text grows with the square of the depth
        return "\n".join(" " * i + "a:" for i in range(depth)) + " x"
    if form == 4:
        depth = min(depth, 400)
        return "\n".join(" " * i + "-" for i in range(depth)) + " x"
    if form == 5:
        return "? " * depth + "x"
    return "".join(rng.choice(("- ", "[", "{a: ", "? ")) for _ in range(depth)) + "x"


def mutate_deep(rng: random.Random, text: str) -> str:
    depth = rng.choice((99, 100, 101, 150, 1000, 5000, 30000, rng.randrange(1, 40000)))
    deep = _deep_text(rng, depth)
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    k = lines[i].find(": ")
    choice = rng.randrange(3)
    if choice == 0 and k >= 0:
        lines[i] = lines[i][:k + 2] + deep.replace("\n", "\n" + " " * (k + 2))
    elif choice == 1:
        return deep
    else:
        lines.insert(i, deep)
    return "\n".join(lines)


def mutate_huge(rng: random.Random, text: str) -> str:
    """Inputs of a few hundred kilobytes: a repeated block (many structs or
    fields), a huge scalar or key, a very long line, many aliases, long
    chains of chained structs."""
    form = rng.randrange(6)
    if form == 5:
        # Structs chained into one another, far deeper than the limit (64).
        n = rng.randrange(50, 3000)
        return text + "\nstructs:\n" + "".join(
            f"  C{i}:\n    fields: {{c{i}: int}}\n" + (f"    chained_structs: {{C{i + 1}: c{i + 1}}}\n" if i < n - 1 else "")
            for i in range(n))
    if form == 0:
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        j = min(len(lines), i + rng.randrange(1, 6))
        block = lines[i:j]
        return "\n".join(lines[:i] + block * rng.randrange(500, 5000) + lines[j:])
    if form == 1:
        return text.replace(": ", ": " + "x" * rng.randrange(100000, 300000), 1)
    if form == 2:
        key = "k" * rng.randrange(100000, 300000)
        return text + f"\nstructs:\n  A:\n    fields:\n      {key}: int\n"
    if form == 3:
        n = rng.randrange(1000, 10000)
        return "structs: {A: {fields: {" + ", ".join(f"f{i}: int" for i in range(n)) + "}}}\n" + text
    width = rng.randrange(2, 12)
    anchors = "".join(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]\n"
                      for i in range(1, rng.randrange(3, 12)))
    return "a0: &a0 x\n" + anchors + text


MUTATORS = {"text": mutate_text, "tree": mutate_tree, "deep": mutate_deep, "huge": mutate_huge}
# Mostly cheap edits of real specs; a deep input every few mutations, a huge one every hundred or so.
_WEIGHTS = {"text": 55, "tree": 25, "deep": 19, "huge": 1}

_UNPRINTABLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def check_diagnostics(specs, diagnostics) -> str:
    """Why a compile result is wrong, or '' when it is a proper result:
    specs or errors (never both, never neither), no internal error, every
    message printable with a valid location."""
    errors = [d for d in diagnostics if d.is_error]
    if errors and specs:
        return "specs returned together with errors"
    if not errors and not specs:
        return "no specs and no errors"
    for d in diagnostics:
        if d.id is DiagnosticId.INTERNAL_ERROR:
            return f"internal error: {d}"
        if d.location.line < 1 or d.location.column < 1 or _UNPRINTABLE.search(d.message):
            return f"malformed diagnostic: {d!r}"
    return ""


def run(seed: str, count: int, work: Path) -> dict:
    rng = random.Random(seed)
    work.mkdir(parents=True, exist_ok=True)
    for name, text in SAMPLE.items():
        (work / name).write_text(text, encoding="utf-8")
    names = sorted(MUTATORS)
    weights = [_WEIGHTS[n] for n in names]
    kinds: Counter = Counter()
    ids: Counter = Counter()
    largest = 0
    start = time.monotonic()
    for iteration in range(count):
        victim = rng.choice(sorted(SAMPLE))
        kind = rng.choices(names, weights)[0]
        text = SAMPLE[victim]
        for _ in range(1 if kind in ("deep", "huge") else rng.randrange(1, 4)):
            text = MUTATORS[kind](rng, text)
        kinds[kind] += 1
        largest = max(largest, len(text))
        path = work / victim
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        (work / "current.json").write_text(json.dumps({"iteration": iteration, "kind": kind, "victim": victim}))
        specs, diagnostics = compile_specs([str(work / "sample.yaml")], [str(work)])
        problem = check_diagnostics(specs, diagnostics)
        if problem:
            return {"ok": False, "iteration": iteration, "kind": kind, "victim": victim, "problem": problem,
                    "text": text[:2000]}
        ids.update(d.id.value for d in diagnostics if d.is_error)
        path.write_text(SAMPLE[victim], encoding="utf-8")
    return {"ok": True, "count": count, "kinds": dict(kinds), "error_ids": dict(sorted(ids.items())),
            "largest_input": largest, "seconds": round(time.monotonic() - start, 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default="switchyard-spec-mutations")
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--work", required=True, type=Path)
    args = parser.parse_args(argv)
    summary = run(args.seed, args.count, args.work)
    print(json.dumps(summary))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
