#!/usr/bin/env python3
"""Writes the fixtures for the generated-code tests: BSON documents built with
pymongo's independent encoder (`bson`), each with the behaviour MongoDB's
parsers show for it.

    python3 make_fixtures.py OUTPUT.inc

Kinds of case:
  * roundtrip: parses, and serializing the result gives the input back byte for
    byte (canonical documents: declaration order, defaults present, safeInt64
    as long);
  * accept: parses, and serializing is a fixpoint (parse(serialize(x)) gives
    the same bytes again) — for documents that are valid but not canonical;
  * error: fails with exactly MongoDB's code and message;
  * malformed: fails with InvalidBSON (22) and a message starting
    "Invalid BSON".

The output is a C++ fragment: one aggregate initializer per case.
"""

from __future__ import annotations

import os
import struct
from datetime import datetime, timezone
import sys

import bson

from bson import Binary, Decimal128, Int64, MinKey, ObjectId, Timestamp
from bson.codec_options import CodecOptions

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from bsonbytes import cpp_string, cstr, elem, raw_doc  # noqa: E402,F401
from bsonbytes import string_value as raw_string  # noqa: E402

UUID_BYTES = bytes(range(16))
LSID = {"id": Binary(UUID_BYTES, 4)}
SAFE64 = "[long, int, decimal, double']"

CASES = []


def enc(doc) -> bytes:
    return bson.encode(doc, codec_options=CodecOptions(uuid_representation=4))


def roundtrip(name, command, doc):
    CASES.append((name, command, "kRoundTrip", 0, "", enc(doc)))


def accept(name, command, doc):
    CASES.append((name, command, "kAccept", 0, "", enc(doc) if isinstance(doc, dict) else doc))


def error(name, command, doc, code, message):
    CASES.append((name, command, "kError", code, message, enc(doc) if isinstance(doc, dict) else doc))


def malformed(name, command, data):
    CASES.append((name, command, "kMalformed", 22, "", data))


# --- raw BSON pieces, for documents pymongo will not write ---------------------


def array_with_names(name: str, names_and_docs) -> bytes:
    """An array element whose element names are given (possibly wrong)."""
    return elem(4, name, raw_doc(*[elem(3, n, enc(d)) for n, d in names_and_docs]))


# ============================================================================
# find
# ============================================================================

# The generic arguments in their declaration order (idl/generic_arguments.yaml);
# find declares maxTimeMS and readConcern itself.
GENERIC_ORDER = ["apiVersion", "apiStrict", "apiDeprecationErrors", "$db", "writeConcern", "lsid",
                 "clientOperationKey", "txnNumber", "autocommit", "startTransaction", "stmtId", "comment",
                 "$readPreference", "$clusterTime", "$audit", "$client", "$configServerState",
                 "$oplogQueryData", "$replData", "databaseVersion", "shardVersion", "$configTime",
                 "$topologyTime", "txnRetryCounter", "$tenant", "expectPrefix"]


def find_doc(**middle):
    """A canonical find: the given fields in declaration order. The defaulted
    documents (filter, projection, sort, collation, min, max, $queryOptions,
    $_resumeAfter: MongoDB's object_owned_nonempty_serialize, find_command.idl)
    are written only when not empty, so a canonical find has none empty."""
    d = {"find": "usertable"}
    order = ["filter", "projection", "sort", "hint", "collation", "skip", "limit", "batchSize",
             "singleBatch", "allowDiskUse", "min", "max", "returnKey", "showRecordId", "$queryOptions",
             "tailable", "oplogReplay", "noCursorTimeout", "awaitData", "allowPartialResults", "let",
             "term", "readOnce", "allowSpeculativeMajorityRead", "$_requestResumeToken",
             "$_resumeAfter", "maxTimeMS", "readConcern", "runtimeConstants", "collectionUUID",
             "encryptionInformation", "mirrored"]
    for key in order:
        if key in middle:
            d[key] = middle.pop(key)
    middle.setdefault("$db", "ycsb")
    for key in GENERIC_ORDER:
        if key in middle:
            d[key] = middle.pop(key)
    assert not middle, middle
    return d


roundtrip("find_ycsb", "find", find_doc(filter={"_id": "user4409142221109489457"}, limit=Int64(1),
                                        singleBatch=True, lsid=LSID))
roundtrip("find_all_scalars", "find", find_doc(
    filter={"a": {"$gt": 5}}, projection={"a": 1}, sort={"a": -1}, hint="a_1", skip=Int64(10),
    limit=Int64(20), batchSize=Int64(101), singleBatch=False, allowDiskUse=True, returnKey=False,
    showRecordId=True, tailable=False, noCursorTimeout=True, awaitData=False, allowPartialResults=True,
    let={"x": 1}, term=Int64(7), readOnce=True, maxTimeMS=1000, readConcern={"level": "majority"},
    runtimeConstants={"localNow": datetime(2024, 1, 2, tzinfo=timezone.utc),
                      "clusterTime": Timestamp(1700000000, 3)},
    collectionUUID=Binary(UUID_BYTES, 4),
    encryptionInformation={"type": 1, "schema": {"db.c": {}}},
    mirrored=False, apiVersion="1", lsid=LSID, txnNumber=Int64(3), comment={"any": ["thing"]}))
roundtrip("find_by_uuid", "find", {"find": Binary(UUID_BYTES, 4), "$db": "test"})
# Empty documents of the nonempty-serialize fields are accepted and not written back.
accept("find_empty_documents", "find", {"find": "c", "filter": {}, "projection": {}, "sort": {},
                                        "collation": {}, "min": {}, "max": {}, "$queryOptions": {},
                                        "$_resumeAfter": {}, "$db": "test"})
roundtrip("find_generic_tail", "find", find_doc(
    apiStrict=True, apiDeprecationErrors=False, writeConcern={"w": "majority", "j": True, "wtimeout": Int64(5)},
    lsid={"id": Binary(UUID_BYTES, 4), "uid": Binary(b"\x01\x02", 0)}, clientOperationKey=Binary(UUID_BYTES, 4),
    autocommit=False, startTransaction=True, stmtId=4, comment="hello",
    **{"$readPreference": {"mode": "secondary"}, "$clusterTime": {"clusterTime": Timestamp(5, 6),
                                                                  "signature": {"hash": Binary(b"h" * 20, 0),
                                                                                "keyId": Int64(9)}},
       "$audit": {}, "txnRetryCounter": 2, "$tenant": ObjectId(b"abcdefghijkl"), "expectPrefix": True}))

# Accepted, not canonical: other numeric types coerced, fields out of order,
# nulls treated as absent, defaults omitted.
accept("find_minimal", "find", {"find": "c", "$db": "d"})
accept("find_limit_int", "find", {"find": "c", "limit": 5, "$db": "d"})
accept("find_limit_double", "find", {"find": "c", "limit": 5.0, "$db": "d"})
accept("find_limit_decimal", "find", {"find": "c", "limit": Decimal128("5"), "$db": "d"})
accept("find_maxtime_long", "find", {"find": "c", "maxTimeMS": Int64(100), "$db": "d"})
accept("find_reordered", "find", {"find": "c", "$db": "d", "limit": Int64(1), "filter": {"x": 1}})
accept("find_null_limit", "find", {"find": "c", "limit": None, "$db": "d"})
accept("find_null_filter", "find", {"find": "c", "filter": None, "$db": "d"})
accept("find_hint_null", "find", {"find": "c", "hint": None, "$db": "d"})
accept("find_writeconcern_extra", "find", {"find": "c", "$db": "d", "writeConcern": {"w": 1, "getLastError": 1, "future": "x"}})
accept("find_undefined_limit", "find", raw_doc(elem(2, "find", raw_string("c")), elem(6, "limit", b""),
                                               elem(2, "$db", raw_string("d"))))

error("find_limit_string", "find", {"find": "c", "limit": "x", "$db": "d"}, 14,
      f"BSON field 'find.limit' is the wrong type 'string', expected types '{SAFE64}")
error("find_limit_negative", "find", {"find": "c", "limit": -1, "$db": "d"}, 51024,
      "BSON field 'find.limit' value must be >= 0, actual value '-1'")
error("find_skip_negative_long", "find", {"find": "c", "skip": Int64(-5), "$db": "d"}, 51024,
      "BSON field 'find.skip' value must be >= 0, actual value '-5'")
error("find_limit_fraction", "find", {"find": "c", "limit": 1.5, "$db": "d"}, 2,
      "BSON field 'find.limit' value '1.5' cannot be represented exactly as type 'long'")
error("find_limit_decimal_fraction", "find", {"find": "c", "limit": Decimal128("1.5"), "$db": "d"}, 2,
      "BSON field 'find.limit' value of type 'decimal' cannot be represented exactly as type 'long'")
error("find_maxtime_too_big", "find", {"find": "c", "maxTimeMS": Int64(2**40), "$db": "d"}, 2,
      "BSON field 'find.maxTimeMS' value '1099511627776' cannot be represented exactly as type 'int'")
error("find_duplicate_limit", "find",
      raw_doc(elem(2, "find", raw_string("c")), elem(0x10, "limit", struct.pack("<i", 1)),
              elem(0x10, "limit", struct.pack("<i", 2)), elem(2, "$db", raw_string("d"))),
      40413, "BSON field 'find.limit' is a duplicate field")
# MongoDB's order: the type check first (null/undefined skipped without
# marking the field seen), then the duplicate bit (generator.py's
# gen_field_deserializer; docs/differential.md). Run for every dispatch strategy.
accept("find_limit_then_null_limit", "find",
       raw_doc(elem(2, "find", raw_string("c")), elem(0x10, "limit", struct.pack("<i", 3)),
               elem(0x0A, "limit", b""), elem(2, "$db", raw_string("d"))))
accept("find_null_limit_then_limit", "find",
       raw_doc(elem(2, "find", raw_string("c")), elem(0x0A, "limit", b""),
               elem(0x10, "limit", struct.pack("<i", 3)), elem(2, "$db", raw_string("d"))))
error("find_limit_then_string_limit", "find",
      raw_doc(elem(2, "find", raw_string("c")), elem(0x10, "limit", struct.pack("<i", 1)),
              elem(2, "limit", raw_string("x")), elem(2, "$db", raw_string("d"))),
      14, f"BSON field 'find.limit' is the wrong type 'string', expected types '{SAFE64}")
error("find_duplicate_db", "find",
      raw_doc(elem(2, "find", raw_string("c")), elem(2, "$db", raw_string("d")), elem(2, "$db", raw_string("e"))),
      40413, "BSON field 'find.$db' is a duplicate field")
error("find_missing_db", "find", {"find": "c", "filter": {}}, 40414,
      "BSON field 'find.$db' is missing but a required field")
error("find_null_db", "find", {"find": "c", "$db": None}, 40414,
      "BSON field 'find.$db' is missing but a required field")
error("find_unknown", "find", {"find": "c", "foo": 1, "$db": "d"}, 40415,
      "BSON field 'find.foo' is an unknown field.")
error("find_unknown_prefix_of_known", "find", {"find": "c", "limi": 1, "$db": "d"}, 40415,
      "BSON field 'find.limi' is an unknown field.")
error("find_unknown_extends_known", "find", {"find": "c", "limits": 1, "$db": "d"}, 40415,
      "BSON field 'find.limits' is an unknown field.")
# A symbol names a collection too (MongoDB compares canonical types); written back as a string.
accept("find_collection_symbol", "find", raw_doc(elem(0x0E, "find", raw_string("c")), elem(2, "$db", raw_string("d"))))
error("find_collection_int", "find", {"find": 5, "$db": "d"}, 14, "collection name has invalid type int")
error("find_collection_bindata_general", "find", {"find": Binary(UUID_BYTES, 0), "$db": "d"}, 14,
      "collection name has invalid type binData")
error("find_collection_uuid_short", "find", {"find": Binary(b"short", 4), "$db": "d"}, 2,
      "BSON field 'find.find' uuid must be a 16-byte binary field with UUID (4) subtype")
error("find_empty_document", "find", {}, 40414, "BSON field 'find.find' is missing but a required field")
error("find_singlebatch_int", "find", {"find": "c", "singleBatch": 1, "$db": "d"}, 14,
      "BSON field 'find.singleBatch' is the wrong type 'int', expected type 'bool'")
error("find_filter_array", "find", {"find": "c", "filter": [1], "$db": "d"}, 14,
      "BSON field 'find.filter' is the wrong type 'array', expected type 'object'")
error("find_db_minkey", "find", {"find": "c", "$db": MinKey()}, 14,
      "BSON field 'find.$db' is the wrong type 'minKey', expected type 'string'")
error("find_lsid_id_string", "find", {"find": "c", "$db": "d", "lsid": {"id": "x"}}, 14,
      "BSON field 'find.lsid.id' is the wrong type 'string', expected type 'binData'")
error("find_lsid_id_general", "find", {"find": "c", "$db": "d", "lsid": {"id": Binary(UUID_BYTES, 0)}}, 14,
      "BSON field 'find.lsid.id' is the wrong binData type 'general', expected type 'UUID'")
error("find_lsid_empty", "find", {"find": "c", "$db": "d", "lsid": {}}, 40414,
      "BSON field 'find.lsid.id' is missing but a required field")
error("find_lsid_unknown", "find", {"find": "c", "$db": "d", "lsid": {"id": Binary(UUID_BYTES, 4), "x": 1}}, 40415,
      "BSON field 'find.lsid.x' is an unknown field.")
error("find_lsid_duplicate", "find",
      raw_doc(elem(2, "find", raw_string("c")), elem(2, "$db", raw_string("d")),
              elem(3, "lsid", raw_doc(elem(5, "id", struct.pack("<i", 16) + b"\x04" + UUID_BYTES),
                                      elem(5, "id", struct.pack("<i", 16) + b"\x04" + UUID_BYTES)))),
      40413, "BSON field 'find.lsid.id' is a duplicate field")
error("find_clustertime_signature_keyid", "find",
      {"find": "c", "$db": "d", "$clusterTime": {"clusterTime": Timestamp(1, 1),
                                                  "signature": {"hash": Binary(b"", 0), "keyId": "k"}}}, 14,
      f"BSON field 'find.$clusterTime.signature.keyId' is the wrong type 'string', expected types '{SAFE64}")
error("find_runtime_constants_missing", "find",
      {"find": "c", "$db": "d", "runtimeConstants": {"localNow": datetime(2024, 1, 1)}}, 40414,
      "BSON field 'find.runtimeConstants.clusterTime' is missing but a required field")
error("find_writeconcern_wtimeout", "find", {"find": "c", "$db": "d", "writeConcern": {"wtimeout": -1}}, 51024,
      "BSON field 'find.writeConcern.wtimeout' value must be >= 0, actual value '-1'")
# Generic arguments off their handlers' fast path, in several commands: the
# framing, type check and nested parse declared once (generic_arguments_gen.cpp).
error("find_lsid_int", "find", {"find": "c", "$db": "d", "lsid": 5}, 14,
      "BSON field 'find.lsid' is the wrong type 'int', expected type 'object'")
error("insert_txnnumber_string", "insert", {"insert": "c", "documents": [{}], "$db": "d", "txnNumber": "x"}, 14,
      "BSON field 'insert.txnNumber' is the wrong type 'string', expected type 'long'")
error("update_clustertime_array", "update",
      {"update": "c", "updates": [{"q": {}, "u": {}}], "$db": "d", "$clusterTime": []}, 14,
      "BSON field 'update.$clusterTime' is the wrong type 'array', expected type 'object'")
error("update_lsid_id_string", "update",
      {"update": "c", "updates": [{"q": {}, "u": {}}], "$db": "d", "lsid": {"id": "x"}}, 14,
      "BSON field 'update.lsid.id' is the wrong type 'string', expected type 'binData'")
accept("update_autocommit_null", "update",
       {"update": "c", "updates": [{"q": {}, "u": {}}], "$db": "d", "autocommit": None})
accept("insert_lsid_undefined", "insert",
       raw_doc(elem(2, "insert", raw_string("c")), elem(4, "documents", raw_doc()),
               elem(2, "$db", raw_string("d")), elem(6, "lsid", b"")))

# Malformed bytes.
good = enc({"find": "c", "limit": Int64(1), "$db": "d"})
malformed("find_truncated", "find", good[:-1])
malformed("find_length_too_big", "find", struct.pack("<i", len(good) + 1) + good[4:])
malformed("find_no_trailing_nul", "find", good[:-1] + b"\x01")
malformed("find_bad_type_byte_known_name", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(0x20, "limit", struct.pack("<q", 1)),
                  elem(2, "$db", raw_string("d"))))
malformed("find_bad_type_byte_unknown_name", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(0x20, "zzz", struct.pack("<q", 1))))
malformed("find_string_length_overflows", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(2, "$db", struct.pack("<i", 1000) + b"d\0")))
malformed("find_string_length_zero", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(2, "$db", struct.pack("<i", 0) + b"d\0")))
malformed("find_bool_byte_2", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(8, "singleBatch", b"\x02"), elem(2, "$db", raw_string("d"))))
malformed("find_name_runs_off_end", "find", raw_doc(elem(2, "find", raw_string("c")) + b"\x02limit"))
malformed("find_fixed_value_truncated", "find",
          raw_doc(elem(2, "find", raw_string("c")), b"\x12limit\0\x01\x02"))
malformed("find_nested_lsid_bad_length", "find",
          raw_doc(elem(2, "find", raw_string("c")), elem(3, "lsid", struct.pack("<i", 4) + b"\0"),
                  elem(2, "$db", raw_string("d"))))
malformed("find_nested_lsid_bad_inner", "find",
          raw_doc(elem(2, "find", raw_string("c")),
                  elem(3, "lsid", raw_doc(elem(5, "id", struct.pack("<i", 99) + b"\x04" + UUID_BYTES))),
                  elem(2, "$db", raw_string("d"))))
malformed("find_first_element_bad", "find", raw_doc(b"\x02find\0" + struct.pack("<i", 50) + b"c\0"))
malformed("find_tiny", "find", b"\x04\0\0\0")
malformed("find_empty_input", "find", b"")

# ============================================================================
# insert (chained WriteCommandRequestBase, generic ReadConcernArgs)
# ============================================================================

roundtrip("insert_basic", "insert", {"insert": "c", "documents": [{"_id": 1}, {"_id": 2, "x": "y"}],
                                     "bypassDocumentValidation": False, "ordered": True, "$db": "d"})
roundtrip("insert_all", "insert", {"insert": "c", "documents": [], "bypassDocumentValidation": True,
                                   "ordered": False, "stmtId": 3, "stmtIds": [1, 2, 3], "$db": "d",
                                   "readConcern": {"level": "snapshot", "afterOpTime": {"ts": Timestamp(1, 2), "t": Int64(3)},
                                                   "atClusterTime": Timestamp(4, 5), "provenance": "clientSupplied"},
                                   "lsid": LSID, "txnNumber": Int64(1)})
roundtrip("insert_eleven_documents", "insert", {"insert": "c", "documents": [{"i": i} for i in range(11)],
                                                "bypassDocumentValidation": False, "ordered": True, "$db": "d"})
accept("insert_minimal", "insert", {"insert": "c", "documents": [{}], "$db": "d"})
accept("insert_null_ordered", "insert", {"insert": "c", "documents": [{}], "ordered": None, "$db": "d"})
accept("insert_null_document_skipped", "insert", {"insert": "c", "documents": [{}, None, {"a": 1}], "$db": "d"})
accept("insert_optime_extra_field", "insert", {"insert": "c", "documents": [], "$db": "d",
                                               "readConcern": {"afterOpTime": {"ts": Timestamp(1, 2), "t": Int64(3), "x": 1}}})
error("insert_documents_missing", "insert", {"insert": "c", "$db": "d"}, 40414,
      "BSON field 'insert.documents' is missing but a required field")
error("insert_document_int", "insert", {"insert": "c", "documents": [{}, 5], "$db": "d"}, 14,
      "BSON field 'insert.documents.1' is the wrong type 'int', expected type 'object'")
error("insert_documents_object", "insert", {"insert": "c", "documents": {"0": {}}, "$db": "d"}, 14,
      "BSON field 'insert.documents' is the wrong type 'object', expected type 'array'")
error("insert_stmtids_string", "insert", {"insert": "c", "documents": [], "stmtIds": [1, "x"], "$db": "d"}, 14,
      "BSON field 'insert.stmtIds.1' is the wrong type 'string', expected type 'int'")
error("insert_array_index_out_of_order", "insert",
      raw_doc(elem(2, "insert", raw_string("c")), array_with_names("documents", [("0", {}), ("2", {})]),
              elem(2, "$db", raw_string("d"))),
      40423, "BSON array field 'insert.documents' has a non-sequential value '2' for an array field name, expected value '1'.")
error("insert_array_index_not_number", "insert",
      raw_doc(elem(2, "insert", raw_string("c")), array_with_names("documents", [("a", {})]),
              elem(2, "$db", raw_string("d"))),
      40422, "BSON array field 'insert.documents' has an invalid value 'a' for an array field name.")
error("insert_array_index_leading_zero", "insert",
      raw_doc(elem(2, "insert", raw_string("c")), array_with_names("documents", [("0", {}), ("01", {})]),
              elem(2, "$db", raw_string("d"))),
      40422, "BSON array field 'insert.documents' has an invalid value '01' for an array field name.")
error("insert_readconcern_bad_level", "insert",
      {"insert": "c", "documents": [], "$db": "d", "readConcern": {"level": "bogus"}}, 2,
      "Enumeration value 'bogus' for field 'insert.readConcern.level' is not a valid value.")
error("insert_readconcern_level_int", "insert",
      {"insert": "c", "documents": [], "$db": "d", "readConcern": {"level": 1}}, 14,
      "BSON field 'insert.readConcern.level' is the wrong type 'int', expected type 'string'")
error("insert_readconcern_unknown", "insert",
      {"insert": "c", "documents": [], "$db": "d", "readConcern": {"leve": "local"}}, 40415,
      "BSON field 'insert.readConcern.leve' is an unknown field.")
error("insert_optime_missing_t", "insert",
      {"insert": "c", "documents": [], "$db": "d", "readConcern": {"afterOpTime": {"ts": Timestamp(1, 2)}}}, 40414,
      "BSON field 'insert.readConcern.afterOpTime.t' is missing but a required field")
error("insert_ordered_string", "insert", {"insert": "c", "documents": [], "ordered": "yes", "$db": "d"}, 14,
      "BSON field 'insert.ordered' is the wrong type 'string', expected type 'bool'")
error("insert_collection_uuid", "insert", {"insert": Binary(UUID_BYTES, 4), "documents": [], "$db": "d"}, 2,
      "Collection name must be provided. UUID is not valid in this context")
error("insert_collection_bindata", "insert", {"insert": Binary(b"x", 0), "documents": [], "$db": "d"}, 14,
      "collection name has invalid type binData")
malformed("insert_documents_inner_truncated", "insert",
          raw_doc(elem(2, "insert", raw_string("c")),
                  elem(4, "documents", raw_doc(elem(3, "0", struct.pack("<i", 200) + b"\0"))),
                  elem(2, "$db", raw_string("d"))))

# ============================================================================
# update (array of structs: nested paths)
# ============================================================================

roundtrip("update_basic", "update", {"update": "c", "updates": [
    {"q": {"_id": 1}, "u": {"$set": {"x": 1}}, "multi": False, "upsert": False},
    {"q": {}, "u": [{"$set": {"y": 2}}], "c": {"k": 1}, "arrayFilters": [{"a": 1}], "hint": {"x": 1},
     "multi": True, "upsert": True, "upsertSupplied": False, "collation": {"locale": "fr"}}],
    "let": {"v": 1}, "bypassDocumentValidation": False, "ordered": True, "$db": "d"})
accept("update_minimal", "update", {"update": "c", "updates": [{"q": {}, "u": {}}], "$db": "d"})
error("update_q_missing", "update", {"update": "c", "updates": [{"u": {}}], "$db": "d"}, 40414,
      "BSON field 'update.updates.q' is missing but a required field")
error("update_second_q_wrong_type", "update", {"update": "c", "updates": [{"q": {}, "u": {}}, {"q": 1, "u": {}}],
                                               "$db": "d"}, 14,
      "BSON field 'update.updates.q' is the wrong type 'int', expected type 'object'")
error("update_multi_string", "update", {"update": "c", "updates": [{"q": {}, "u": {}, "multi": "yes"}], "$db": "d"}, 14,
      "BSON field 'update.updates.multi' is the wrong type 'string', expected type 'bool'")
error("update_entry_unknown", "update", {"update": "c", "updates": [{"q": {}, "u": {}, "z": 1}], "$db": "d"}, 40415,
      "BSON field 'update.updates.z' is an unknown field.")
error("update_entry_duplicate_u", "update",
      raw_doc(elem(2, "update", raw_string("c")),
              elem(4, "updates", raw_doc(elem(3, "0", raw_doc(elem(3, "q", enc({})), elem(3, "u", enc({})),
                                                                elem(3, "u", enc({})))))),
              elem(2, "$db", raw_string("d"))),
      40413, "BSON field 'update.updates.u' is a duplicate field")
error("update_arrayfilters_element", "update",
      {"update": "c", "updates": [{"q": {}, "u": {}, "arrayFilters": [{}, "x"]}], "$db": "d"}, 14,
      "BSON field 'update.updates.arrayFilters.1' is the wrong type 'string', expected type 'object'")
error("update_updates_entry_not_object", "update", {"update": "c", "updates": [7], "$db": "d"}, 14,
      "BSON field 'update.updates.0' is the wrong type 'int', expected type 'object'")
error("update_updates_missing", "update", {"update": "c", "$db": "d"}, 40414,
      "BSON field 'update.updates' is missing but a required field")
error("update_runtime_constants_unknown", "update",
      {"update": "c", "updates": [], "runtimeConstants": {"localNow": datetime(2024, 1, 1),
                                                          "clusterTime": Timestamp(1, 1), "zz": 1}, "$db": "d"},
      40415, "BSON field 'update.runtimeConstants.zz' is an unknown field.")

# ============================================================================
# delete (validator with two bounds, safeInt)
# ============================================================================

roundtrip("delete_basic", "delete", {"delete": "c", "deletes": [{"q": {"a": 1}, "limit": 1},
                                                                 {"q": {}, "limit": 0, "hint": "a_1", "collation": {}}],
                                     "bypassDocumentValidation": False, "ordered": False, "$db": "d"})
accept("delete_limit_long", "delete", {"delete": "c", "deletes": [{"q": {}, "limit": Int64(1)}], "$db": "d"})
accept("delete_limit_double", "delete", {"delete": "c", "deletes": [{"q": {}, "limit": 0.0}], "$db": "d"})
error("delete_limit_two", "delete", {"delete": "c", "deletes": [{"q": {}, "limit": 2}], "$db": "d"}, 51024,
      "BSON field 'delete.deletes.limit' value must be <= 1, actual value '2'")
error("delete_limit_negative", "delete", {"delete": "c", "deletes": [{"q": {}, "limit": -1}], "$db": "d"}, 51024,
      "BSON field 'delete.deletes.limit' value must be >= 0, actual value '-1'")
error("delete_limit_missing", "delete", {"delete": "c", "deletes": [{"q": {}}], "$db": "d"}, 40414,
      "BSON field 'delete.deletes.limit' is missing but a required field")
error("delete_limit_bool", "delete", {"delete": "c", "deletes": [{"q": {}, "limit": True}], "$db": "d"}, 14,
      f"BSON field 'delete.deletes.limit' is the wrong type 'bool', expected types '{SAFE64}")
error("delete_collection_null", "delete", {"delete": None, "deletes": [], "$db": "d"}, 14,
      "collection name has invalid type null")

# ============================================================================
# getMore (namespace: type long)
# ============================================================================

roundtrip("getmore_basic", "getMore", {"getMore": Int64(123456789012), "collection": "c", "batchSize": Int64(10),
                                       "maxTimeMS": Int64(50), "term": Int64(2),
                                       "lastKnownCommittedOpTime": {"ts": Timestamp(3, 4), "t": Int64(5)},
                                       "$db": "d"})
error("getmore_cursor_string", "getMore", {"getMore": "x", "collection": "c", "$db": "d"}, 14,
      "BSON field 'getMore.getMore' is the wrong type 'string', expected type 'long'")
error("getmore_cursor_int", "getMore", {"getMore": 5, "collection": "c", "$db": "d"}, 14,
      "BSON field 'getMore.getMore' is the wrong type 'int', expected type 'long'")
error("getmore_batchsize_zero", "getMore", {"getMore": Int64(1), "collection": "c", "batchSize": 0, "$db": "d"}, 51024,
      "BSON field 'getMore.batchSize' value must be > 0, actual value '0'")
error("getmore_collection_missing", "getMore", {"getMore": Int64(1), "$db": "d"}, 40414,
      "BSON field 'getMore.collection' is missing but a required field")
error("getmore_maxtime_shadowed_validator", "getMore",
      {"getMore": Int64(1), "collection": "c", "maxTimeMS": -2, "$db": "d"}, 51024,
      "BSON field 'getMore.maxTimeMS' value must be >= 0, actual value '-2'")

# ============================================================================
# aggregate
# ============================================================================

roundtrip("aggregate_basic", "aggregate", {"aggregate": "c", "pipeline": [{"$match": {"a": 1}}, {"$limit": 5}],
                                           "cursor": {"batchSize": Int64(0)}, "$db": "d"})
roundtrip("aggregate_cursor_empty", "aggregate", {"aggregate": "c", "pipeline": [], "cursor": {},
                                                  "hint": {"a": 1}, "$db": "d", "comment": 5})
error("aggregate_pipeline_missing", "aggregate", {"aggregate": "c", "cursor": {}, "$db": "d"}, 40414,
      "BSON field 'aggregate.pipeline' is missing but a required field")
error("aggregate_cursor_batchsize", "aggregate", {"aggregate": "c", "pipeline": [], "cursor": {"batchSize": -1},
                                                  "$db": "d"}, 51024,
      "BSON field 'aggregate.cursor.batchSize' value must be >= 0, actual value '-1'")
error("aggregate_cursor_unknown", "aggregate", {"aggregate": "c", "pipeline": [], "cursor": {"foo": 1},
                                                "$db": "d"}, 40415,
      "BSON field 'aggregate.cursor.foo' is an unknown field.")
error("aggregate_pipeline_stage_string", "aggregate", {"aggregate": "c", "pipeline": ["$match"], "$db": "d"}, 14,
      "BSON field 'aggregate.pipeline.0' is the wrong type 'string', expected type 'object'")
error("aggregate_writeconcern_j", "aggregate", {"aggregate": "c", "pipeline": [], "writeConcern": {"j": 1},
                                                "$db": "d"}, 14,
      "BSON field 'aggregate.writeConcern.j' is the wrong type 'int', expected type 'bool'")
# allow_global_collection_name: {aggregate: 1} is a collection-less pipeline;
# any number equal to 1 is accepted (written back as int 1), another number
# is BadValue, another type TypeMismatch.
roundtrip("aggregate_collectionless", "aggregate", {"aggregate": 1, "pipeline": [{"$currentOp": {}}], "cursor": {},
                                                    "$db": "admin"})
accept("aggregate_collectionless_double", "aggregate", {"aggregate": 1.0, "pipeline": [], "$db": "admin"})
accept("aggregate_collectionless_long", "aggregate", {"aggregate": Int64(1), "pipeline": [], "$db": "admin"})
accept("aggregate_collectionless_decimal", "aggregate", {"aggregate": Decimal128("1.0"), "pipeline": [],
                                                         "$db": "admin"})
error("aggregate_collection_number", "aggregate", {"aggregate": 2, "pipeline": [], "$db": "d"}, 2,
      "Invalid command format: the 'aggregate' field must specify a collection name or 1")
error("aggregate_collection_fraction", "aggregate", {"aggregate": 1.5, "pipeline": [], "$db": "d"}, 2,
      "Invalid command format: the 'aggregate' field must specify a collection name or 1")
error("aggregate_collection_bool", "aggregate", {"aggregate": True, "pipeline": [], "$db": "d"}, 14,
      "collection name has invalid type bool")
error("aggregate_collection_uuid_wrong_subtype", "aggregate",
      {"aggregate": "c", "pipeline": [], "collectionUUID": Binary(UUID_BYTES, 3), "$db": "d"}, 14,
      "BSON field 'aggregate.collectionUUID' is the wrong binData type 'UUID(deprecated)', expected type 'UUID'")


# ----------------------------------------------------------------------------


def corpus_cases() -> None:
    """Every benchmark sample (bench/corpus: declared and shuffled field
    orders) must parse, under every dispatch strategy."""
    import json

    corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "corpus")
    with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    for entry in manifest:
        with open(os.path.join(corpus, entry["file"]), "rb") as f:
            data = f.read()
        accept("corpus_" + entry["name"].replace(".", "_"), entry["command"], data)


corpus_cases()


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: make_fixtures.py OUTPUT.inc")
    names = set()
    lines = ["// Generated by tests/generated/make_fixtures.py. Do not edit.",
             "// {name, command, kind, code, message, bytes}"]
    for name, command, kind, code, message, data in CASES:
        assert name not in names, name
        names.add(name)
        byte_text = ", ".join(f"0x{b:02x}" for b in data)
        lines.append(f"{{{cpp_string(name)}, {cpp_string(command)}, Kind::{kind}, {code}, "
                     f"{cpp_string(message)}, {{{byte_text}}}}},")
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
