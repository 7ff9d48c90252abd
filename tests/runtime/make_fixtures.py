#!/usr/bin/env python3
"""Generates tests/runtime/fixtures_gen.h: BSON documents encoded by pymongo's
`bson` package and the values pymongo decodes from them, for the runtime's
C++ tests. The C++ tests compare the runtime's accessors and BsonWriter output
against what this script records, so nothing in the tests is a hand-written
guess of pymongo's encoding.

pymongo cannot encode three deprecated types (undefined 0x06, dbPointer 0x0C,
symbol 0x0E); their elements are assembled here byte by byte, and the script
checks that pymongo decodes them to the intended values before recording them.

Run:  python3 tests/runtime/make_fixtures.py            (rewrites fixtures_gen.h)
      python3 tests/runtime/make_fixtures.py --check    (exit 1 if stale)
"""

import datetime
import decimal
import math
import os
import struct
import sys
import uuid

import bson
from bson import SON
from bson.binary import Binary
from bson.code import Code
from bson.codec_options import CodecOptions, DatetimeConversion
from bson.datetime_ms import DatetimeMS
from bson.dbref import DBRef
from bson.decimal128 import Decimal128
from bson import json_util
from bson.int64 import Int64
from bson.max_key import MaxKey
from bson.min_key import MinKey
from bson.objectid import ObjectId
from bson.regex import Regex
from bson.timestamp import Timestamp

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from bsonbytes import cstr  # noqa: E402

OUT = os.path.join(HERE, "fixtures_gen.h")

DECODE_OPTS = CodecOptions(document_class=SON, datetime_conversion=DatetimeConversion.DATETIME_MS)

OID = ObjectId("5f1a2b3c4d5e6f7081928374")
OID2 = ObjectId("0123456789abcdef01234567")
UUID = uuid.UUID("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")


def element_bytes(name, value):
    """pymongo's encoding of one element (type byte, name, value)."""
    doc = bson.encode(SON([(name, value)]))
    return doc[4:-1]


def manual_undefined(name):
    return b"\x06" + cstr(name)


def manual_symbol(name, text):
    raw = text.encode()
    return b"\x0e" + cstr(name) + struct.pack("<i", len(raw) + 1) + raw + b"\x00"


def manual_dbpointer(name, ns, oid):
    raw = ns.encode()
    return b"\x0c" + cstr(name) + struct.pack("<i", len(raw) + 1) + raw + b"\x00" + oid.binary


# (name, kind, python value or manual bytes). `kind` is the BSON type the
# element must have; the script checks the type byte of each element.
ALL_TYPES = [
    ("dbl", 0x01, 3.25),
    ("dblNegZero", 0x01, -0.0),
    ("dblInf", 0x01, float("inf")),
    ("dblNaN", 0x01, float("nan")),
    ("str", 0x02, "h\u00e9llo, world"),
    ("strEmpty", 0x02, ""),
    ("strNul", 0x02, "a\x00b"),
    ("obj", 0x03, SON([("x", 1), ("y", "z")])),
    ("objEmpty", 0x03, SON()),
    ("arr", 0x04, [1, "two", 3.0]),
    ("arrEmpty", 0x04, []),
    ("bin", 0x05, Binary(b"\x00\x01\x02\xff", 0)),
    ("binEmpty", 0x05, Binary(b"", 0)),
    ("binOld", 0x05, Binary(b"old!bytes", 2)),
    ("binOldEmpty", 0x05, Binary(b"", 2)),
    ("uuid", 0x05, Binary(UUID.bytes, 4)),
    ("binUser", 0x05, Binary(b"\x80user", 0x80)),
    ("undef", 0x06, None),  # manual
    ("oid", 0x07, OID),
    ("t", 0x08, True),
    ("f", 0x08, False),
    ("date", 0x09, DatetimeMS(1700000000123)),
    ("dateNeg", 0x09, DatetimeMS(-86400000)),
    ("null", 0x0A, None),
    ("re", 0x0B, Regex("^ab+c$", "imx")),
    ("reEmpty", 0x0B, Regex("", "")),
    ("dbp", 0x0C, ("db.coll", OID2)),  # manual
    ("js", 0x0D, Code("function() { return 1; }")),
    ("sym", 0x0E, "symbolic"),  # manual
    ("cws", 0x0F, Code("x + y", SON([("x", 1), ("y", "two")]))),
    ("cwsEmpty", 0x0F, Code("", SON())),
    ("i32", 0x10, 42),
    ("i32Min", 0x10, -(2**31)),
    ("i32Max", 0x10, 2**31 - 1),
    ("ts", 0x11, Timestamp(1700000000, 7)),
    ("tsMax", 0x11, Timestamp(2**32 - 1, 2**32 - 1)),
    ("i64", 0x12, Int64(1 << 40)),
    ("i64Min", 0x12, Int64(-(2**63))),
    ("dec", 0x13, Decimal128("1.5")),
    ("decNaN", 0x13, Decimal128("NaN")),
    ("minKey", 0xFF, MinKey()),
    ("maxKey", 0x7F, MaxKey()),
    ("", 0x10, 7),  # empty field name
]

FIND_COMMAND = SON([
    ("find", "usertable"),
    ("filter", SON([("_id", "user4409142221109489457"), ("status", SON([("$in", ["A", "B", "C"])]))])),
    ("projection", SON([("_id", 0), ("name", 1), ("email", 1)])),
    ("sort", SON([("ts", -1), ("name", 1)])),
    ("limit", 10),
    ("batchSize", 101),
    ("singleBatch", False),
    ("maxTimeMS", 5000),
    ("readConcern", SON([("level", "majority")])),
    ("lsid", SON([("id", Binary(UUID.bytes, 4))])),
    ("$clusterTime", SON([
        ("clusterTime", Timestamp(1700000000, 3)),
        ("signature", SON([("hash", Binary(bytes(range(20)), 0)), ("keyId", Int64(7300000000000000001))])),
    ])),
    ("$db", "ycsb"),
])

# Nesting for the writer's back-patching test (the C++ side rebuilds this shape).
NESTED = SON([
    ("a", SON([("b", SON([("c", [1, SON([("d", [[], SON()])]), "x"])]))])),
    ("e", 2),
    ("f", [[[Int64(1)]]]),
    ("g", SON()),
])

# 100 int32 in an array, as the writer's array test and benchmark build it.
INT_ARRAY = SON([("a", list(range(100)))])

DECIMAL_STRINGS = [
    "0", "-0", "0E+6111", "0E-6176", "1", "-1", "42", "1E+3", "1.000", "100E-2", "1.0E+1",
    "1.5", "-1.5", "0.1", "1E-6176", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "1E+18", "9.223372036854775807E+18",
    "9.223372036854775808E+18", "1E+19", "-1E+19", "922337203685477580700000E-5",
    "-922337203685477580800000E-5", "922337203685477580800000E-5",
    "123456789012345678901234567890E-12", "1234567890000000000000E-4",
    "9999999999999999999999999999999999", "9999999999999999999999999999999999E-20",
    "9999999999999999999999999999999999E-33", "1000000000000000000000000000000000E-33",
    "5E+6111", "1E+6144", "NaN", "-NaN", "sNaN", "Infinity", "-Infinity",
]


def decimal_expected(dec):
    """(ok, value) for an exact int64 conversion, from pymongo's decoding."""
    d = dec.to_decimal()
    if d.is_nan() or d.is_infinite():
        return False, 0
    with decimal.localcontext() as ctx:
        ctx.prec = 10000
        ctx.Emax = 10000
        ctx.Emin = -10000
        if d != d.to_integral_value():
            return False, 0
        v = int(d)
    if -(2**63) <= v < 2**63:
        return True, v
    return False, 0


def decimal_cases():
    cases = []
    for s in DECIMAL_STRINGS:
        dec = Decimal128(s)
        ok, v = decimal_expected(dec)
        cases.append((dec.bid, ok, v, s))
    # Encodings pymongo cannot produce from a string. IEEE 754-2008: a
    # coefficient above 10^34 - 1 is non-canonical and reads as zero; the second
    # combination-field form (G0G1 = 11, not infinity/NaN) always implies such a
    # coefficient. pymongo decodes the second form to zero as well (checked).
    def bid(high, low):
        return struct.pack("<QQ", low, high)

    form2 = bid(0x6000000000000000 | (6176 << 47) | 5, 1)
    assert Decimal128.from_bid(form2).to_decimal() == 0
    cases.append((form2, True, 0, "second form (non-canonical): zero"))
    form2neg = bid(0xE000000000000000 | (6200 << 47), 99)
    assert Decimal128.from_bid(form2neg).to_decimal() == 0
    cases.append((form2neg, True, 0, "negative second form (non-canonical): zero"))
    big = 10**34  # one above the largest canonical coefficient
    big_high = (6176 << 49) | (big >> 64)
    cases.append((bid(big_high, big & (2**64 - 1)), True, 0, "coefficient 10^34 (non-canonical): zero"))
    maxc = 2**113 - 1
    cases.append((bid((6180 << 49) | (maxc >> 64), maxc & (2**64 - 1)), True, 0,
                  "coefficient 2^113-1 (non-canonical): zero"))
    # Payload-carrying NaNs and infinity with junk bits.
    cases.append((bid(0x7C00000000000000 | 12345, 678), False, 0, "NaN with payload"))
    cases.append((bid(0xFE00000000000000, 1), False, 0, "negative sNaN with payload"))
    cases.append((bid(0x7800000000000000 | 99, 5), False, 0, "infinity with junk bits"))
    for raw, ok, v, text in cases[-3:]:
        d = Decimal128.from_bid(raw).to_decimal()
        assert d.is_nan() or d.is_infinite(), text
    return cases


# Relaxed Extended JSON (runtime/include/switchyard/json/extended_json.h): doubles,
# dates at the ISO/$numberLong boundaries and strings that need escaping.
JSON_EXTRAS = SON([
    ("doubles", [1e16, 1e15, 0.0001, 1e-5, 1.0, 123456789.125, 5e-324, 1.7976931348623157e308, -0.0,
                 0.1, 1 / 3, 2.5e-7, 1.23e22, -1e100, 100.0, 1e-4 * 3, 65536.0 * 65536.0 * 65536.0]),
    ("epoch", DatetimeMS(0)),
    ("wholeSecond", DatetimeMS(1700000000000)),
    ("lastIso", DatetimeMS(253402300799999)),
    ("afterIso", DatetimeMS(253402300800000)),
    ("beforeEpoch", DatetimeMS(-1)),
    ("escapes", "\"\\\n\r\t\b\f\x01\x1f\x7f/\u00e9\u20ac\U0001F600"),
    ("nested", SON([("a", [SON([("b", [])]), SON()])])),
])
JSON_OPTS = json_util.RELAXED_JSON_OPTIONS


def relaxed_json(doc_bytes):
    """pymongo's relaxed Extended JSON of a BSON document."""
    return json_util.dumps(bson.decode(doc_bytes, DECODE_OPTS), json_options=JSON_OPTS)


# The Extended JSON v2 specification's forms for the three types pymongo cannot
# represent (it decodes undefined to None, dbPointer to a DBRef, a symbol to str).
SPEC_FORMS = {
    0x06: lambda value: '{"$undefined": true}',
    0x0C: lambda value: '{"$dbPointer": {"$ref": "%s", "$id": {"$oid": "%s"}}}' % (value[0], value[1]),
    0x0E: lambda value: '{"$symbol": "%s"}' % value,
}


def all_types_json(doc):
    """The relaxed Extended JSON of kAllTypes: pymongo's, element by element,
    with the specification's forms for the three types it cannot represent."""
    decoded = bson.decode(doc, DECODE_OPTS)
    pymongo_parts = [json_util.dumps(SON([(name, decoded[name])]), json_options=JSON_OPTS)[1:-1]
                     for name, _, _ in ALL_TYPES]
    # Element by element is how pymongo writes the whole document.
    assert "{" + ", ".join(pymongo_parts) + "}" == json_util.dumps(decoded, json_options=JSON_OPTS)
    parts = [("%s: %s" % (json_util.dumps(name), SPEC_FORMS[kind](value))) if kind in SPEC_FORMS else part
             for (name, kind, value), part in zip(ALL_TYPES, pymongo_parts)]
    return "{" + ", ".join(parts) + "}"


# --- checks and expected values ----------------------------------------------

def build_all_types():
    pieces = []
    for name, kind, value in ALL_TYPES:
        if kind == 0x06:
            raw = manual_undefined(name)
        elif kind == 0x0C:
            raw = manual_dbpointer(name, value[0], value[1])
        elif kind == 0x0E:
            raw = manual_symbol(name, value)
        else:
            raw = element_bytes(name, value)
        assert raw[0] == kind, (name, raw[0], kind)
        pieces.append(raw)
    body = b"".join(pieces)
    doc = struct.pack("<i", len(body) + 5) + body + b"\x00"
    # pymongo's own encoding of the encodable elements, in one go, is the
    # concatenation of the per-element encodings.
    encodable = SON((n, v) for n, k, v in ALL_TYPES if k not in (0x06, 0x0C, 0x0E))
    whole = bson.encode(encodable)
    assert whole[4:-1] == b"".join(p for p, (n, k, v) in zip(pieces, ALL_TYPES) if k not in (0x06, 0x0C, 0x0E))
    return doc, pieces


def sv(data):
    """A C++ std::string_view literal holding exactly these bytes."""
    if isinstance(data, str):
        data = data.encode()
    if not data:
        return "std::string_view()"
    return 'std::string_view("%s", %d)' % ("".join("\\%03o" % b for b in data), len(data))


def byte_array(name, data):
    lines = []
    for i in range(0, len(data), 16):
        lines.append("    " + ", ".join("0x%02x" % b for b in data[i:i + 16]) + ",")
    return "inline constexpr uint8_t %s[%d] = {\n%s\n};\n" % (name, len(data), "\n".join(lines))


def expected_rows(doc):
    decoded = bson.decode(doc, DECODE_OPTS)
    names = list(decoded.keys())
    assert names == [n for n, _, _ in ALL_TYPES], names
    rows = []
    for name, kind, _ in ALL_TYPES:
        v = decoded[name]
        row = dict(name=sv(name), type=kind, f64bits=0, i64=0, str1="std::string_view()",
                   str2="std::string_view()", bytes="std::string_view()", subtype=0, tsSec=0, tsInc=0)
        if kind == 0x01:
            assert isinstance(v, float)
            row["f64bits"] = struct.unpack("<Q", struct.pack("<d", v))[0]
        elif kind in (0x02, 0x0E):
            assert isinstance(v, str)
            row["str1"] = sv(v)
        elif kind == 0x03:
            row["bytes"] = sv(bson.encode(v))
        elif kind == 0x04:
            row["bytes"] = sv(bson.encode(SON((str(i), x) for i, x in enumerate(v))))
        elif kind == 0x05:
            if isinstance(v, uuid.UUID):  # not with the default representation, but be safe
                v = Binary(v.bytes, 4)
            assert isinstance(v, (Binary, bytes)), type(v)
            subtype = v.subtype if isinstance(v, Binary) else 0
            row["subtype"] = subtype
            row["bytes"] = sv(bytes(v))
        elif kind == 0x06:
            assert v is None
        elif kind == 0x07:
            row["bytes"] = sv(v.binary)
        elif kind == 0x08:
            assert isinstance(v, bool)
            row["i64"] = int(v)
        elif kind == 0x09:
            assert isinstance(v, DatetimeMS)
            row["i64"] = int(v)
        elif kind == 0x0A:
            assert v is None
        elif kind == 0x0B:
            assert isinstance(v, Regex)
            row["str1"] = sv(v.pattern)
            row["str2"] = sv(v.flags if isinstance(v.flags, str) else "".join(sorted(
                c for c, bit in zip("ilmsux", (2, 4, 8, 16, 32, 64)) if v.flags & bit)))
        elif kind == 0x0C:
            assert isinstance(v, DBRef)
            row["str1"] = sv(v.collection)
            row["bytes"] = sv(v.id.binary)
        elif kind == 0x0D:
            assert isinstance(v, Code) and v.scope is None
            row["str1"] = sv(str(v))
        elif kind == 0x0F:
            assert isinstance(v, Code) and v.scope is not None
            row["str1"] = sv(str(v))
            row["bytes"] = sv(bson.encode(SON(v.scope)))
        elif kind == 0x10:
            assert isinstance(v, int)
            row["i64"] = v
        elif kind == 0x11:
            assert isinstance(v, Timestamp)
            row["tsSec"] = v.time
            row["tsInc"] = v.inc
        elif kind == 0x12:
            assert isinstance(v, Int64)
            row["i64"] = int(v)
        elif kind == 0x13:
            assert isinstance(v, Decimal128)
            row["bytes"] = sv(v.bid)
        elif kind == 0xFF:
            assert isinstance(v, MinKey)
        elif kind == 0x7F:
            assert isinstance(v, MaxKey)
        rows.append(row)
    return rows


def i64_literal(v):
    if v == -(2**63):
        return "INT64_MIN"
    return "int64_t{%d}" % v


def render():
    doc, _ = build_all_types()
    rows = expected_rows(doc)
    out = []
    out.append("// Generated by tests/runtime/make_fixtures.py with pymongo's bson package.")
    out.append("// Do not edit: rerun the script.")
    out.append("#pragma once\n")
    out.append("#include <cstdint>\n#include <string_view>\n")
    out.append("namespace fixtures {\n")
    out.append("// One element of kAllTypes and the value pymongo decodes from it.")
    out.append("struct Expected {")
    out.append("  std::string_view name;")
    out.append("  uint8_t type;")
    out.append("  uint64_t f64bits;   // double: the IEEE bits")
    out.append("  int64_t i64;        // bool, date, int32, int64")
    out.append("  std::string_view str1;  // string, symbol, javascript, regex pattern, dbPointer ns, cws code")
    out.append("  std::string_view str2;  // regex options")
    out.append("  std::string_view bytes; // object/array/scope document, binData payload, ObjectId, decimal")
    out.append("  uint8_t subtype;    // binData")
    out.append("  uint32_t tsSec, tsInc;")
    out.append("};\n")
    out.append(byte_array("kAllTypes", doc))
    out.append("inline constexpr Expected kAllTypesElements[] = {")
    for r in rows:
        out.append("    {%s, 0x%02x, 0x%016xull, %s, %s, %s, %s, %d, %du, %du}," % (
            r["name"], r["type"], r["f64bits"], i64_literal(r["i64"]), r["str1"], r["str2"], r["bytes"],
            r["subtype"], r["tsSec"], r["tsInc"]))
    out.append("};\n")
    out.append("// A realistic find command (12 fields), as a driver would send it.")
    out.append(byte_array("kFindCommand", bson.encode(FIND_COMMAND)))
    out.append("// Nested documents and arrays (writer back-patching).")
    out.append(byte_array("kNested", bson.encode(NESTED)))
    out.append("// {a: [0, 1, ..., 99]} with int32 elements.")
    out.append(byte_array("kIntArray", bson.encode(INT_ARRAY)))
    out.append("// Decimal128 values (BID bytes as BSON stores them) and their exact int64")
    out.append("// conversion: ok = false for NaN, infinity, a fraction or out of range.")
    out.append("// json: pymongo's relaxed Extended JSON of {d: <the decimal>}.")
    out.append("struct DecimalCase {\n  std::string_view bid;\n  bool ok;\n  int64_t value;\n  const char* text;\n"
               "  std::string_view json;\n};")
    out.append("inline constexpr DecimalCase kDecimalCases[] = {")
    for raw, ok, v, text in decimal_cases():
        json = relaxed_json(bson.encode(SON([("d", Decimal128.from_bid(raw))])))
        out.append("    {%s, %s, %s, %s, %s}," % (sv(raw), "true" if ok else "false", i64_literal(v),
                                                 '"%s"' % text.replace('"', '\\"'), sv(json)))
    out.append("};\n")
    out.append("// Relaxed Extended JSON, as pymongo's bson.json_util writes it (RELAXED_JSON_OPTIONS),")
    out.append("// of kAllTypes (the specification's forms for undefined, dbPointer and symbol,")
    out.append("// which pymongo cannot represent), kFindCommand, kNested, kIntArray and kJsonExtras.")
    out.append("inline constexpr std::string_view kAllTypesJson = %s;" % sv(all_types_json(doc)))
    out.append("inline constexpr std::string_view kFindCommandJson = %s;" % sv(relaxed_json(bson.encode(FIND_COMMAND))))
    out.append("inline constexpr std::string_view kNestedJson = %s;" % sv(relaxed_json(bson.encode(NESTED))))
    out.append("inline constexpr std::string_view kIntArrayJson = %s;" % sv(relaxed_json(bson.encode(INT_ARRAY))))
    extras = bson.encode(JSON_EXTRAS)
    out.append(byte_array("kJsonExtras", extras))
    out.append("inline constexpr std::string_view kJsonExtrasJson = %s;\n" % sv(relaxed_json(extras)))
    out.append("}  // namespace fixtures")
    return "\n".join(out) + "\n"


def main():
    text = render()
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                print("fixtures_gen.h is stale: rerun tests/runtime/make_fixtures.py", file=sys.stderr)
                return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
