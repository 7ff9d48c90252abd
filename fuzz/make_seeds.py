#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from the documents the project already
has, so no binary corpus is checked in:

    python3 fuzz/make_seeds.py OUTDIR TARGETS_TXT     (one target name first on each line)

  * bench/corpus/*.bson (manifest.json says which command each one is);
  * tests/generated/make_fixtures.py: every fixture document (round trips,
    accepted, error and malformed cases), built with pymongo;
  * tests/runtime/make_fixtures.py: the all-types document and the nested,
    find and int-array documents of the runtime tests;
  * tests/opmsg/make_fixtures.py: OP_MSG messages as pymongo sends them;
  * tests/hostile/catalogue.py: every hostile-input catalogue entry;
  * notes with every shape of tests/generated/specs/owned_strings.yaml (fuzz_owned).

OUTDIR/<target>/ gets every document, for every target (a command parser
given another command's document exercises its first-element and
unknown-field paths cheaply).
Files are named by content hash, so rerunning is idempotent. Needs pymongo.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load(path: str, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    sys.path.insert(0, os.path.dirname(path))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.pop(0)
    return module


def documents():
    """(command or None, bytes) for every seed document."""
    corpus = os.path.join(ROOT, "bench", "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        for entry in json.load(f):
            with open(os.path.join(corpus, entry["file"]), "rb") as g:
                yield entry["command"], g.read()
    generated = load(os.path.join(ROOT, "tests", "generated", "make_fixtures.py"), "sy_generated_fixtures")
    for _name, command, _kind, _code, _message, data in generated.CASES:
        yield command, bytes(data)
    runtime = load(os.path.join(ROOT, "tests", "runtime", "make_fixtures.py"), "sy_runtime_fixtures")
    yield None, runtime.build_all_types()[0]
    import bson
    for doc in (runtime.FIND_COMMAND, runtime.NESTED, runtime.INT_ARRAY):
        yield None, bson.encode(doc)
    opmsg = load(os.path.join(ROOT, "tests", "opmsg", "make_fixtures.py"), "sy_opmsg_fixtures")
    opmsg.build()
    for fixture in opmsg.FIXTURES:
        yield None, fixture.message
    # fuzz_owned's documents (tests/generated/specs/owned_strings.yaml).
    for note in OWNED_NOTES:
        yield None, bson.encode(note)
    catalogue_path = os.path.join(ROOT, "tests", "hostile", "catalogue.py")
    if os.path.exists(catalogue_path):
        catalogue = load(catalogue_path, "sy_hostile_catalogue")
        for entry in catalogue.ENTRIES:
            yield entry.target if entry.target != "runtime" else None, entry.data


# Notes with every owned-string shape: required, optional, defaulted, array,
# nested, and both alternatives of the variant.
OWNED_NOTES = (
    {"title": "t"},
    {"title": "a title longer than a small-string buffer", "body": "b" * 40, "tag": "x",
     "names": ["first", "", "third name, long enough to live on the heap"],
     "author": {"name": "an author", "profile": {"age": 42}}, "label": "a label",
     "filter": {"status": "a", "n": 7}, "pipeline": [{"$limit": 5}, {}], "hint": {"a": 1}},
    {"title": "t", "label": 7, "names": [], "hint": "an index name", "filter": {}},
)


def main() -> int:
    if len(sys.argv) != 3:
        sys.exit("usage: make_seeds.py OUTDIR TARGETS_TXT")
    out, targets_txt = sys.argv[1], sys.argv[2]
    with open(targets_txt, encoding="utf-8") as f:
        targets = [line.split()[0] for line in f if line.strip()]
    docs = list(documents())
    written = 0
    # fuzz_proto takes protobuf messages: make_proto_seeds.py writes its seeds.
    targets = [t for t in dict.fromkeys(targets + ["fuzz_cursor"]) if t != "fuzz_proto"]
    for target in targets:
        d = os.path.join(out, target)
        os.makedirs(d, exist_ok=True)
        for _command, document in docs:
            for data in seed_inputs(target, document):
                written += write_seed(d, data)
    print(f"make_seeds.py: {len(docs)} documents for {len(targets)} targets ({written} files written)")
    return 0


# fuzz_validate's inputs start with a byte choosing the nesting limit (0..15,
# or the default for any other value): each document with the default and with 2.
VALIDATE_DEPTHS = (b"\xff", b"\x02")


def seed_inputs(target: str, document: bytes) -> list:
    if target == "fuzz_validate":
        return [depth + document for depth in VALIDATE_DEPTHS]
    return [document]


def write_seed(d: str, data: bytes) -> int:
    """Writes one seed file named by its hash; 1 when it was new."""
    path = os.path.join(d, hashlib.sha1(data).hexdigest())
    if os.path.exists(path):
        return 0
    with open(path, "wb") as f:
        f.write(data)
    return 1


if __name__ == "__main__":
    sys.exit(main())
