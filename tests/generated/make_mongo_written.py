#!/usr/bin/env python3
"""What MongoDB's generated serializers write for each bench/corpus command,
for tests/generated/mongo_written_test.cpp (issue 27 item 9).

    python3 make_mongo_written.py OUTPUT.inc

Each corpus document (decoded with pymongo, which shares nothing with the C++
side) is rewritten by MongoDB's serialization rules, hand-written below from
MongoDB's IDL files and generator (buildscripts/idl/idl/generator.py: a field
with a `default` has no presence flag and is always written; an optional one
when set):

  * find_command.idl: filter, projection, sort, collation, min, max,
    $queryOptions and $_resumeAfter are `object_owned_nonempty_serialize`,
    whose serializer `serializeBSONWhenNotEmpty` writes nothing for an empty
    document; skip, limit, batchSize, ntoreturn and term are safeInt64/long,
    written as BSON long;
  * getmore_command.idl: batchSize and maxTimeMS safeInt64 (long);
  * aggregate.idl: cursor.batchSize and maxTimeMS safeInt64 (long);
  * write_ops.idl: WriteCommandRequestBase's bypassDocumentValidation
    (default false) and ordered (default true) always written; an update
    statement's multi and upsert (default false) always written.

Documented differences of the shipped idl/ specs (idl/find.yaml's header),
which the expectation applies too and the test prints: find's `hint` is
optional there (MongoDB's indexHint defaults to {} and is written as `hint:
{}` when unset), `oplogReplay` is a plain bool (MongoDB's boolNoOpSerializer
writes nothing); a chained struct's fields (write_ops.idl's
WriteCommandRequestBase) come after the command's own array, in Switchyard's
declaration order; the generic arguments are written as idl/generic_arguments.yaml
types them (writeConcern's wtimeout a safeInt64, so a long; MongoDB's
generic_argument.idl passes IDLAnyType through as received).

The output: one `{name, command, input, expected}` initializer per corpus
document, where `expected` is MongoDB's output with those differences.
"""

from __future__ import annotations

import json
import os
import sys

import bson
from bson import Int64
from bson.codec_options import CodecOptions
from bson.son import SON

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bsonbytes import cpp_string  # noqa: E402

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "corpus")
OPTIONS = CodecOptions(document_class=SON, uuid_representation=4)

NONEMPTY = {"find": ("filter", "projection", "sort", "collation", "min", "max", "$queryOptions",
                     "$_resumeAfter")}
LONGS = {"find": ("skip", "limit", "batchSize", "ntoreturn", "term"),
         "getMore": ("batchSize", "maxTimeMS"),
         "aggregate": ("maxTimeMS",)}
WRITE_DEFAULTS = (("bypassDocumentValidation", False), ("ordered", True))
WRITE_COMMANDS = ("insert", "update", "delete")


def mongo_written(command: str, doc: SON) -> SON:
    out = SON()
    for name, value in doc.items():
        if name in NONEMPTY.get(command, ()) and isinstance(value, dict) and not value:
            continue    # serializeBSONWhenNotEmpty
        if name in LONGS.get(command, ()) and isinstance(value, int):
            value = Int64(value)
        if command == "aggregate" and name == "cursor" and "batchSize" in value:
            value = SON(value)
            value["batchSize"] = Int64(value["batchSize"])
        if name == "writeConcern" and isinstance(value.get("wtimeout"), int):
            value = SON(value)      # a generic argument typed by idl/generic_arguments.yaml: safeInt64
            value["wtimeout"] = Int64(value["wtimeout"])
        if command == "update" and name == "updates":
            value = [_statement(s) for s in value]
        out[name] = value
    if command in WRITE_COMMANDS:
        out = _with_write_defaults(out)
    return out


def _with_write_defaults(doc: SON) -> SON:
    """bypassDocumentValidation and ordered where the chained struct's fields
    are (after the command's own array), each written even when unset."""
    out = SON()
    names = list(doc)
    at = max(names.index(n) for n in names if n in ("documents", "updates", "deletes")) + 1
    for name in names[:at]:
        out[name] = doc[name]
    for name, default in WRITE_DEFAULTS:
        out[name] = doc.get(name, default)
    for name in names[at:]:
        if name not in out:
            out[name] = doc[name]
    return out


def _statement(s: SON) -> SON:
    """An update statement: multi and upsert always written, in declaration order."""
    order = ("q", "u", "c", "arrayFilters", "hint", "multi", "upsert", "upsertSupplied", "collation",
             "sampleId")
    out = SON()
    for name in order:
        if name in s:
            out[name] = s[name]
        elif name in ("multi", "upsert"):
            out[name] = False
    assert set(s) <= set(order), s.keys()
    return out


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: make_mongo_written.py OUTPUT.inc")
    with open(os.path.join(CORPUS, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    lines = ["// Generated by tests/generated/make_mongo_written.py. Do not edit.",
             "// {name, command, input, expected}"]
    for entry in manifest:
        with open(os.path.join(CORPUS, entry["file"]), "rb") as f:
            data = f.read()
        # MongoDB writes in declaration order: a shuffled sample as its declared twin.
        declared = entry["file"].replace(".shuffled.", ".declared.")
        with open(os.path.join(CORPUS, declared), "rb") as f:
            doc = bson.decode(f.read(), codec_options=OPTIONS)
        expected = bson.encode(mongo_written(entry["command"], doc), codec_options=OPTIONS)

        def hexes(b: bytes) -> str:
            return ", ".join(f"0x{x:02x}" for x in b)
        lines.append(f"{{{cpp_string(entry['name'])}, {cpp_string(entry['command'])}, "
                     f"{{{hexes(data)}}}, {{{hexes(expected)}}}}},")
    text = "\n".join(lines) + "\n"
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
