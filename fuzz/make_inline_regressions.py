#!/usr/bin/env python3
"""Writes the regression inputs of the inline nested-struct parsers
(generator/switchyard/backends/bson_inline.py) into fuzz/regressions/<target>/.

For every small nested struct a command parses inline (lsid, $clusterTime and
its signature, readConcern, writeConcern, the cursor options, the update and
delete statements), one document takes the inline fast path, one leaves it
and succeeds through the general parser (another order, another accepted
type, null), one leaves it and fails (unknown or duplicate field, wrong
type), and one is malformed inside the nested document. The `header_`
inputs do the same for the inline header check of openDocument
(runtime/include/switchyard/bson/parse_options.h): a well-formed header, then each
way of leaving that fast path. `make test-fuzz`
replays them, so the properties of fuzz_check.h (round trip, error codes and
offsets) hold on each path. The `index_` inputs of fuzz_insert take each
path of the array index check (generated_support.h isArrayIndex: one, two
and three digits from the table, four and more out of line), accepted and
refused. The `hash_` inputs of fuzz_find and fuzz_update take the paths of
the hash dispatch's prefix (hash_cases). Needs pymongo's `bson` package (in the .venv).

    .venv/bin/python fuzz/make_inline_regressions.py
"""

from __future__ import annotations

import os
import uuid

import bson
import bson.raw_bson
from bson.binary import Binary
from bson.int64 import Int64
from bson.son import SON
from bson.timestamp import Timestamp

HERE = os.path.dirname(os.path.abspath(__file__))
UUID = Binary(uuid.UUID("0123456789abcdef0123456789abcdef").bytes, 4)
SIGNATURE = SON([("hash", Binary(b"\x11" * 20, 0)), ("keyId", Int64(7000000000000000001))])
CLUSTER_TIME = SON([("clusterTime", Timestamp(1700000000, 3)), ("signature", SIGNATURE)])


def doc(*pairs) -> bytes:
    return bson.encode(SON(list(pairs)))


def twice(name: str, value) -> dict:
    """A sub-document holding the element `name: value` twice (a duplicate
    field, which a Python dict cannot hold)."""
    element = bson.encode({name: value})[4:-1]
    body = element + element
    return bson.raw_bson.RawBSONDocument((len(body) + 5).to_bytes(4, "little") + body + b"\x00")


def truncate_nested(data: bytes, name: str) -> bytes:
    """`data` with the length of the sub-document `name` one byte too large."""
    key = b"\x03" + name.encode() + b"\x00"
    at = data.index(key) + len(key)
    length = int.from_bytes(data[at:at + 4], "little")
    return data[:at] + (length + 1).to_bytes(4, "little") + data[at + 4:]


def find_cases():
    base = [("find", "c"), ("filter", {}), ("$db", "d")]
    yield "lsid_in_order", doc(*base, ("lsid", SON([("id", UUID)])))
    yield "lsid_with_uid", doc(*base, ("lsid", SON([("id", UUID), ("uid", Binary(b"\x22" * 32, 0))])))
    yield "lsid_out_of_order", doc(*base, ("lsid", SON([("uid", Binary(b"\x22" * 32, 0)), ("id", UUID)])))
    yield "lsid_unknown_field", doc(*base, ("lsid", SON([("id", UUID), ("x", 1)])))
    yield "lsid_duplicate_id", doc(*base, ("lsid", twice("id", UUID)))
    yield "lsid_old_uuid_subtype", doc(*base, ("lsid", SON([("id", Binary(b"\x01" * 16, 3))])))
    yield "lsid_malformed", truncate_nested(doc(*base, ("lsid", SON([("id", UUID)])), ("comment", "x")), "lsid")
    yield "clustertime_in_order", doc(*base, ("$clusterTime", CLUSTER_TIME))
    yield "clustertime_keyid_int32", doc(*base, ("$clusterTime", SON([
        ("clusterTime", Timestamp(1, 1)), ("signature", SON([("hash", Binary(b"\x11" * 20, 0)), ("keyId", 5)]))])))
    yield "clustertime_keyid_double", doc(*base, ("$clusterTime", SON([
        ("clusterTime", Timestamp(1, 1)), ("signature", SON([("hash", Binary(b"\x11" * 20, 0)), ("keyId", 5.0)]))])))
    yield "clustertime_null_signature", doc(*base, ("$clusterTime", SON([
        ("clusterTime", Timestamp(1, 1)), ("signature", None)])))
    yield "clustertime_missing_keyid", doc(*base, ("$clusterTime", SON([
        ("clusterTime", Timestamp(1, 1)), ("signature", SON([("hash", Binary(b"\x11" * 20, 0))]))])))
    yield "clustertime_signature_malformed", truncate_nested(doc(*base, ("$clusterTime", CLUSTER_TIME)),
                                                             "signature")
    yield from header_cases(doc(*base))
    yield from hash_cases(base)


def hash_cases(base):
    """The hash dispatch (backends/dispatch/hash.py) hashes the first bytes of
    a name (as many as the struct's shortest name has with its NUL: 4 for
    find) and compares the rest in the case: a name sharing them with accepted
    ones, a name shorter than them, and names within 8 bytes of the document's
    end (the word built byte by byte), known and unknown."""
    yield "hash_shared_prefix_unknown", doc(*base, ("allowDiskUsX", True))
    yield "hash_shared_prefix_known", doc(*base, ("allowPartialResults", True), ("allowDiskUse", False))
    yield "hash_name_shorter_than_prefix", doc(*base, ("$d", "d"))
    yield "hash_known_name_at_end", doc(*base, ("let", None))
    yield "hash_unknown_name_at_end", doc(*base, ("li", None))


def header_cases(good: bytes):
    """openDocument's inline header check: taken by `good`, left by each
    kind of bad header (the ordered checks then report the exact error)."""
    body = good[4:]
    yield "header_well_formed", good
    yield "header_length_too_large", (len(good) + 1).to_bytes(4, "little") + body
    yield "header_length_too_small", (len(good) - 1).to_bytes(4, "little") + body
    yield "header_length_negative", (-len(good)).to_bytes(4, "little", signed=True) + body
    yield "header_no_trailing_nul", good[:-1] + b"\x01"
    yield "header_shorter_than_5", good[:4]


def write_cases(command: str, statements: str, statement):
    base = [(command, "c"), (statements, [statement]), ("$db", "d")]
    yield "writeconcern_in_order", doc(*base, ("writeConcern", SON([("w", "majority"), ("j", True),
                                                                    ("wtimeout", 1000)])))
    yield "writeconcern_w_number", doc(*base, ("writeConcern", SON([("w", 2), ("wtimeout", Int64(5))])))
    yield "writeconcern_w_document", doc(*base, ("writeConcern", SON([("w", SON([("dc", 1)]))])))
    yield "writeconcern_out_of_order", doc(*base, ("writeConcern", SON([("j", False), ("w", 1)])))
    yield "writeconcern_duplicate_j", doc(*base, ("writeConcern", twice("j", True)))
    yield "writeconcern_wtimeout_double", doc(*base, ("writeConcern", SON([("w", 1), ("wtimeout", 2.5)])))
    yield "writeconcern_malformed", truncate_nested(doc(*base, ("writeConcern", SON([("w", 1)])),
                                                        ("comment", "x")), "writeConcern")
    yield "readconcern_level", doc(*base, ("readConcern", SON([("level", "majority")])))
    yield "readconcern_bad_level", doc(*base, ("readConcern", SON([("level", "nope")])))
    yield "readconcern_after_optime", doc(*base, ("readConcern", SON([
        ("level", "local"), ("afterOpTime", SON([("ts", Timestamp(2, 2)), ("t", Int64(1))]))])))


def update_cases():
    stmt = SON([("q", SON([("a", 1)])), ("u", SON([("$set", SON([("b", 2)]))])), ("multi", False),
                ("upsert", True)])
    yield from write_cases("update", "updates", stmt)
    base = [("update", "c"), ("$db", "d")]
    yield "statement_pipeline", doc(base[0], ("updates", [SON([("q", {}), ("u", [SON([("$set", {"x": 1})])])])]),
                                    base[1])
    yield "statement_array_filters", doc(base[0], ("updates", [SON([
        ("q", {}), ("u", SON([("$set", SON([("a.$[i]", 1)]))])), ("arrayFilters", [SON([("i", 0)])])])]), base[1])
    yield "statement_missing_u", doc(base[0], ("updates", [SON([("q", {})])]), base[1])
    yield "statement_u_null", doc(base[0], ("updates", [SON([("q", {}), ("u", None)])]), base[1])
    # The statement's hash takes 2 bytes (q, u, c): upsert and upsertSupplied share theirs.
    yield "statement_hash_shared_prefix", doc(base[0], ("updates", [SON([
        ("q", {}), ("u", {}), ("upsertSupplied", True), ("upsert", True)])]), base[1])
    yield "statement_hash_shared_prefix_unknown", doc(base[0], ("updates", [SON([
        ("q", {}), ("u", {}), ("up", True)])]), base[1])
    yield "statement_malformed", truncate_nested(doc(base[0], ("updates", [SON([
        ("q", SON([("a", 1)])), ("u", SON([("x", 1)]))])]), base[1]), "q")


def delete_cases():
    yield from write_cases("delete", "deletes", SON([("q", SON([("a", 1)])), ("limit", 1)]))
    base = [("delete", "c"), ("$db", "d")]
    yield "statement_limit_long", doc(base[0], ("deletes", [SON([("q", {}), ("limit", Int64(0))])]), base[1])
    yield "statement_limit_out_of_order", doc(base[0], ("deletes", [SON([("limit", 0), ("q", {})])]), base[1])
    yield "statement_duplicate_q", doc(base[0], ("deletes", [twice("q", {})]), base[1])


def with_index_names(names) -> bytes:
    """An insert whose `documents` array has the given element names, in order."""
    # Built by hand: a mapping would fold a repeated name into one element.
    body = b"".join(b"\x03" + name.encode() + b"\x00" + doc(("_id", k)) for k, name in enumerate(names))
    array = (len(body) + 5).to_bytes(4, "little") + body + b"\x00"
    data = doc(("insert", "c"), ("documents", SON([("x", 0)])), ("$db", "d"))
    placeholder = b"\x03documents\x00" + doc(("x", 0))
    assert data.count(placeholder) == 1
    rest = data[4:].replace(placeholder, b"\x04documents\x00" + array)
    return (len(rest) + 4).to_bytes(4, "little") + rest


def insert_cases():
    yield from write_cases("insert", "documents", SON([("_id", 1)]))
    canonical = [str(i) for i in range(1002)]
    yield "index_every_length", with_index_names(canonical)
    yield "index_leading_zero", with_index_names(canonical[:10] + ["010"])
    yield "index_two_digits_skipped", with_index_names(canonical[:10] + ["11"])
    yield "index_three_digits_wrong", with_index_names(canonical[:123] + ["132"])
    yield "index_three_digits_short", with_index_names(canonical[:100] + ["10"])
    yield "index_four_digits_wrong", with_index_names(canonical[:1000] + ["1001"])


def aggregate_cases():
    base = [("aggregate", "c"), ("pipeline", [])]
    yield "cursor_batchsize", doc(*base, ("cursor", SON([("batchSize", 0)])), ("$db", "d"))
    yield "cursor_batchsize_negative", doc(*base, ("cursor", SON([("batchSize", -1)])), ("$db", "d"))
    yield "cursor_empty", doc(*base, ("cursor", {}), ("$db", "d"))
    yield "cursor_malformed", truncate_nested(doc(*base, ("cursor", SON([("batchSize", 1)])), ("$db", "d")),
                                              "cursor")
    yield "writeconcern_in_order", doc(*base, ("cursor", {}), ("writeConcern", SON([("w", "majority")])),
                                       ("$db", "d"))


def getmore_cases():
    base = [("getMore", Int64(1)), ("collection", "c"), ("$db", "d")]
    yield "lsid_and_clustertime", doc(*base, ("lsid", SON([("id", UUID)])), ("$clusterTime", CLUSTER_TIME))
    yield "readconcern_after_cluster_time", doc(*base, ("readConcern", SON([
        ("afterClusterTime", Timestamp(5, 1))])))


TARGETS = {
    "fuzz_find": find_cases,
    "fuzz_insert": insert_cases,
    "fuzz_update": update_cases,
    "fuzz_delete": delete_cases,
    "fuzz_aggregate": aggregate_cases,
    "fuzz_getmore": getmore_cases,
}


def main() -> int:
    for target, cases in TARGETS.items():
        out = os.path.join(HERE, "regressions", target)
        os.makedirs(out, exist_ok=True)
        for name, data in cases():
            with open(os.path.join(out, f"inline_{name}"), "wb") as f:
                f.write(data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
