#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_proto (fuzz/fuzz_proto.cpp) at build time, so
no binary corpus is checked in:

    python3 fuzz/make_proto_seeds.py OUTDIR        (writes OUTDIR/fuzz_proto/<sha1>)

Each seed is one byte picking the message type (0 FindLike, 1 Samples, 2 Tree,
3 Leaf, 4 Session, 5 ReadConcern, 6 BsonValues, 7 ScanCommand, 8 PingCommand:
fuzz_proto.cpp's order) followed by a valid
message of tests/proto/specs/proto_messages.yaml, encoded here by hand (the
same messages as bench/proto/proto_bench.cpp, and smaller ones exercising
every wire encoding, packed and unpacked runs, and nesting).
Files are named by content hash, so rerunning is idempotent.
"""

from __future__ import annotations

import hashlib
import os
import struct
import sys

FIND_LIKE, SAMPLES, TREE, LEAF, SESSION, READ_CONCERN, BSON_VALUES, SCAN, PING = range(9)

# BSON values carried in bytes fields (docs/protobuf.md).
DOC = b"\x13\x00\x00\x00\x10stars\x00\xff\xff\xff\xff\x00"
INT32_ELEMENT = b"\x10\x00\x05\x00\x00\x00"
STRING_ELEMENT = b"\x02\x00\x03\x00\x00\x00ab\x00"


def varint(v: int) -> bytes:
    v &= (1 << 64) - 1
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def zigzag(v: int) -> int:
    return (v << 1) ^ (v >> 63)


def tag(number: int, wire: int) -> bytes:
    return varint(number << 3 | wire)


def f_varint(number: int, v: int) -> bytes:
    return tag(number, 0) + varint(v)


def f_bytes(number: int, data) -> bytes:
    if isinstance(data, str):
        data = data.encode()
    return tag(number, 2) + varint(len(data)) + data


def f_fixed64(number: int, fmt: str, v) -> bytes:
    return tag(number, 1) + struct.pack(fmt, v)


def f_fixed32(number: int, fmt: str, v) -> bytes:
    return tag(number, 5) + struct.pack(fmt, v)


def session(uid: bool = False) -> bytes:
    return f_bytes(1, bytes(range(16))) + (f_bytes(2, b"\x01\x02\x03") if uid else b"")


def read_concern(level: int = 1, cluster_time: int = None) -> bytes:
    out = f_varint(1, level)
    if cluster_time is not None:
        out += f_fixed64(2, "<q", cluster_time)
    return out


def find_like(full: bool) -> bytes:
    out = f_bytes(1, "restaurants")
    out += f_bytes(2, b"\x2b\x00\x00\x00\x02cuisine\x00\x08\x00\x00\x00Italian\x00\x10stars\x00\x04\x00\x00\x00\x00")
    out += f_bytes(3, b"\x13\x00\x00\x00\x10stars\x00\xff\xff\xff\xff\x00")
    if full:
        out += f_bytes(4, b"\x05\x00\x00\x00\x00") + f_bytes(5, "idx_1") + f_varint(6, 3)
    out += f_varint(7, 10) + f_varint(8, 101) + f_varint(9, 0)
    if full:
        out += f_bytes(10, "a comment")
    out += f_varint(11, zigzag(5000)) + f_bytes(12, read_concern(1, 77 if full else None))
    if full:
        out += f_varint(13, 1) + f_varint(14, 1) + f_varint(15, 0)
    out += f_bytes(16, "test_database") + f_bytes(17, session(uid=full)) + f_varint(18, 42)
    if full:
        out += f_bytes(19, "safe") + f_bytes(20, b"\x05\x00\x00\x00\x00") + f_varint(21, 9)
    return out


def samples(packed: bool) -> bytes:
    out = f_varint(1, 7)
    values = [i * 37 - 900 for i in range(20)]
    deltas = [-i * 1000 if i % 2 else i * 1000 for i in range(10)]
    weights = [i * 0.25 for i in range(5)]
    if packed:
        out += f_bytes(2, b"".join(varint(v) for v in values))
        out += f_bytes(3, b"".join(varint(zigzag(v)) for v in deltas))
        out += f_bytes(4, b"\x01\x00\x01")  # flags packed (written unpacked, read both)
        out += f_bytes(5, b"".join(struct.pack("<d", w) for w in weights))
        out += f_bytes(6, b"".join(struct.pack("<i", c) for c in (-1, 0, 5)))
        out += f_bytes(8, b"\x00\x01\x02\x03")
    else:
        out += b"".join(f_varint(2, v) for v in values)
        out += b"".join(f_varint(3, zigzag(v)) for v in deltas)
        out += f_varint(4, 1) + f_varint(4, 0)
        out += b"".join(f_fixed64(5, "<d", w) for w in weights)
        out += b"".join(f_fixed32(6, "<i", c) for c in (-1, 0, 5))
        out += f_varint(8, 3) + f_varint(8, 0)
    out += f_bytes(7, "alpha") + f_bytes(7, "") + f_bytes(7, "gamma")
    out += f_varint(9, 1 << 40) + f_varint(10, zigzag(-7)) + f_fixed32(11, "<I", 123456)
    out += f_fixed64(12, "<q", -99) + f_varint(13, 4000000000 & 0x7FFFFFFF) + f_fixed64(14, "<d", 1.5)
    out += f_varint(2000, 17)
    return out


def leaf(mode: bool = False) -> bytes:
    return f_bytes(1, "leaf value") + f_varint(2, 2) + (f_bytes(3, "fast") if mode else b"")


def tree(depth: int, counter: list) -> bytes:
    counter[0] += 1
    out = f_bytes(1, f"node-{counter[0]}") + f_varint(2, counter[0])
    if depth == 0:
        return out + f_bytes(4, leaf(mode=counter[0] % 2 == 0)) + f_bytes(5, leaf())
    for _ in range(3 if depth > 1 else 2):
        out += f_bytes(3, tree(depth - 1, counter))
    return out


def bson_values() -> bytes:
    out = f_bytes(1, bytes(range(12))) + f_bytes(2, bytes(range(16))) + f_bytes(3, bytes(16))
    out += f_fixed64(4, "<Q", (7 << 32) | 3) + f_varint(5, (9 << 32) | 1)
    out += f_bytes(6, DOC) + f_bytes(7, STRING_ELEMENT) + f_bytes(8, INT32_ELEMENT)
    out += f_bytes(9, bytes(12)) + f_bytes(9, bytes(range(12)))
    out += f_bytes(10, struct.pack("<QQ", 1, 2 << 32))
    out += f_bytes(11, DOC) + f_bytes(12, INT32_ELEMENT) + f_bytes(13, b"\x12\x00" + struct.pack("<q", 1 << 40))
    return out


def seeds():
    yield BSON_VALUES, bson_values()
    yield BSON_VALUES, f_bytes(1, bytes(12))
    yield SCAN, f_bytes(1, "coll") + f_bytes(2, DOC) + f_varint(3, 10) + f_bytes(4, read_concern(2)) + f_bytes(16, "db")
    yield SCAN, f_bytes(15, bytes(range(16))) + f_bytes(16, "db")
    yield PING, f_bytes(1, INT32_ELEMENT) + f_bytes(2, "admin")
    yield FIND_LIKE, find_like(full=False)
    yield FIND_LIKE, find_like(full=True)
    yield FIND_LIKE, f_bytes(1, "c") + f_bytes(16, "db")  # the required fields only
    yield SAMPLES, samples(packed=True)
    yield SAMPLES, samples(packed=False)
    yield SAMPLES, f_varint(1, 0)
    yield TREE, tree(3, [0])
    yield TREE, tree(0, [0])
    yield LEAF, leaf(mode=True)
    yield SESSION, session(uid=True)
    yield READ_CONCERN, read_concern(3, -5)
    yield READ_CONCERN, b""


def main() -> int:
    if len(sys.argv) != 2:
        sys.exit("usage: make_proto_seeds.py OUTDIR")
    out = os.path.join(sys.argv[1], "fuzz_proto")
    os.makedirs(out, exist_ok=True)
    written = 0
    for kind, body in seeds():
        data = bytes([kind]) + body
        path = os.path.join(out, hashlib.sha1(data).hexdigest())
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(data)
            written += 1
    print(f"make_proto_seeds.py: {written} seeds written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
