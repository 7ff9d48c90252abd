#!/usr/bin/env python3
"""Writes tests/opmsg/fixtures_gen.h: OP_MSG messages exactly as pymongo sends
them, made by pymongo's own message module, each beside the same command as
one body-only BSON document (what the command would be without document
sequences).

    python3 tests/opmsg/make_fixtures.py           rewrite fixtures_gen.h
    python3 tests/opmsg/make_fixtures.py --check   exit 1 when it is stale

Messages:
  * `pymongo.message._op_msg`: what a driver sends for one command (find,
    getMore, aggregate, and insert/update/delete, whose `documents`, `updates`
    and `deletes` go into a document sequence: pymongo's `_FIELD_MAP`);
  * `pymongo.message._batched_op_msg`: the bulk writes of insert_many and
    bulk_write (body, then one sequence), acknowledged (flags 0) and
    unacknowledged (w: 0, flags moreToCome).
pymongo never sends a checksum; every message is written once more with the
checksumPresent flag and a CRC-32C (the `crc32c` package) appended, as MongoDB's
OpMsg::appendChecksum does (the length includes the checksum; the checksum
covers everything before it). pymongo's random request ids are replaced by a
fixed one so that the output is deterministic.
"""

from __future__ import annotations

import os
import struct
import sys
import types
from typing import List, NamedTuple, Optional

import bson
import crc32c
from bson import Int64
from bson.binary import Binary
from bson.codec_options import CodecOptions
from pymongo import message
from pymongo.read_preferences import ReadPreference

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures_gen.h")
OPTS = CodecOptions(uuid_representation=4)
REQUEST_ID = 0x5157  # replaces pymongo's random request id
LSID = {"id": Binary(bytes(range(16)), 4)}
CHECKSUM_PRESENT = 1
# pymongo.message's operation numbers for _batched_op_msg (_INSERT, _UPDATE, _DELETE).
INSERT, UPDATE, DELETE = 0, 1, 2
SEQUENCE_FIELD = {"insert": "documents", "update": "updates", "delete": "deletes"}


class Fixture(NamedTuple):
    name: str
    command: str           # the command name (first body field)
    message: bytes         # the OP_MSG
    body_only: bytes       # the same command as one document
    sequence: str          # the sequence identifier, "" when none
    sequence_docs: int
    checksum: bool


FIXTURES: List[Fixture] = []


def fixed_request_id(msg: bytes) -> bytes:
    return msg[:4] + struct.pack("<i", REQUEST_ID) + msg[8:]


def with_checksum(msg: bytes) -> bytes:
    flags = struct.unpack_from("<I", msg, 16)[0] | CHECKSUM_PRESENT
    body = struct.pack("<i", len(msg) + 4) + msg[4:16] + struct.pack("<I", flags) + msg[20:]
    return body + struct.pack("<I", crc32c.crc32c(body))


def add(name: str, command: dict, msg: bytes, docs: Optional[list]) -> None:
    cmd_name = next(iter(command))
    ident = SEQUENCE_FIELD.get(cmd_name, "") if docs is not None else ""
    full = dict(command)
    if ident:
        full[ident] = docs
    body_only = bson.encode(full, codec_options=OPTS)
    msg = fixed_request_id(msg)
    count = len(docs) if ident else 0
    FIXTURES.append(Fixture(name, cmd_name, msg, body_only, ident, count, False))
    FIXTURES.append(Fixture(name + "_checksum", cmd_name, with_checksum(msg), body_only, ident, count, True))


def single(name: str, command: dict, read_preference=None) -> None:
    """One command as pymongo's _op_msg writes it (it adds $db and, for a
    non-primary read preference, $readPreference; it moves the write
    command's statements into a document sequence and back)."""
    _, msg, _, _ = message._op_msg(0, command, "test", read_preference, OPTS)
    ident = SEQUENCE_FIELD.get(next(iter(command)))
    docs = command.pop(ident) if ident else None
    add(name, command, msg, docs)


def batched(name: str, operation: int, command: dict, docs: list, ack: bool = True) -> None:
    """A bulk write as insert_many / bulk_write send it."""
    command = dict(command, **{"$db": "test"})
    limits = types.SimpleNamespace(max_bson_size=16 * 1024 * 1024, max_message_size=48000000,
                                   max_write_batch_size=100000)
    _, msg, sent = message._batched_op_msg(operation, command, docs, ack, OPTS, limits)
    assert len(sent) == len(docs), "the batch was split"
    add(name, command, msg, docs)


def build() -> None:
    single("find", {"find": "c", "filter": {"x": {"$gt": 1}}, "sort": {"x": 1}, "limit": 10,
                    "batchSize": 2, "lsid": LSID})
    single("find_secondary_preferred", {"find": "c", "filter": {}, "lsid": LSID},
           ReadPreference.SECONDARY_PREFERRED)
    single("getmore", {"getMore": Int64(1234567890123), "collection": "c", "batchSize": 2, "lsid": LSID})
    single("aggregate", {"aggregate": "c", "pipeline": [{"$match": {"x": {"$gte": 0}}}, {"$sort": {"x": -1}}],
                         "cursor": {"batchSize": 2}, "lsid": LSID})
    single("insert_one", {"insert": "c", "ordered": True, "lsid": LSID,
                          "documents": [{"_id": 1, "x": "a"}]})
    single("update_one", {"update": "c", "ordered": True, "lsid": LSID,
                          "updates": [{"q": {"_id": 1}, "u": {"$set": {"x": "b"}}, "upsert": False,
                                       "multi": False}]})
    single("delete_one", {"delete": "c", "ordered": True, "lsid": LSID,
                          "deletes": [{"q": {"_id": 1}, "limit": 1}]})
    batched("insert_many", INSERT, {"insert": "c", "ordered": True, "lsid": LSID},
            [{"_id": i, "x": "v%d" % i, "n": i * 1.5} for i in range(100)])
    batched("insert_many_unacknowledged", INSERT, {"insert": "c", "ordered": False, "writeConcern": {"w": 0}},
            [{"_id": i} for i in range(3)], ack=False)
    batched("update_many", UPDATE, {"update": "c", "ordered": True, "lsid": LSID},
            [{"q": {"_id": i}, "u": {"$inc": {"n": 1}}, "multi": False, "upsert": i % 2 == 0}
             for i in range(5)])
    batched("delete_many", DELETE, {"delete": "c", "ordered": False, "lsid": LSID},
            [{"q": {"_id": {"$gte": i}}, "limit": 0} for i in range(4)])


def cpp_bytes(data: bytes) -> str:
    """A std::string_view of exactly these bytes, as a literal split into lines."""
    chunks = []
    for i in range(0, len(data), 24):
        chunks.append('"' + "".join("\\x%02x" % b for b in data[i:i + 24]) + '"')
    joined = "\n      ".join(chunks) if chunks else '""'
    return f"std::string_view({joined},\n      {len(data)})"


def render() -> str:
    out = [
        "// Generated by tests/opmsg/make_fixtures.py with pymongo's message module. Do not edit:",
        "// rerun the script (the test opmsg_fixtures_fresh checks it is current).",
        "#pragma once",
        "",
        "#include <cstdint>",
        "#include <string_view>",
        "",
        "namespace opmsg_fixtures {",
        "",
        "struct Fixture {",
        "  std::string_view name;",
        "  std::string_view command;   // the command name",
        "  std::string_view message;   // the OP_MSG as pymongo sends it",
        "  std::string_view bodyOnly;  // the same command as one document",
        "  std::string_view sequence;  // the document sequence's identifier (empty: none)",
        "  uint32_t sequenceDocuments;",
        "  bool checksum;",
        "};",
        "",
        "inline const Fixture kFixtures[] = {",
    ]
    for f in FIXTURES:
        out.append(f'    {{"{f.name}", "{f.command}",\n      {cpp_bytes(f.message)},\n'
                   f'      {cpp_bytes(f.body_only)},\n      "{f.sequence}", {f.sequence_docs}, '
                   f'{"true" if f.checksum else "false"}}},')
    out += ["};", "", "}  // namespace opmsg_fixtures", ""]
    return "\n".join(out)


def main(argv: List[str]) -> int:
    build()
    text = render()
    if "--check" in argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                print("tests/opmsg/fixtures_gen.h is stale: rerun tests/opmsg/make_fixtures.py", file=sys.stderr)
                return 1
        return 0
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
