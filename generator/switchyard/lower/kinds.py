"""The value kinds: one row per `model.ValueKind`, one column per use.

Every per-kind fact the binder, the backends and the tools need lives in
`KINDS` below (the flatbuffers `FLATBUFFERS_GEN_TYPES_*` / nanopb `datatypes`
idea); the lookups after the table are derived from it and nothing else keeps
a per-kind table. Adding a value kind is adding one row here (plus the
`model.ValueKind` member, its runtime support and its tests); only CUSTOM,
whose values the user's own functions read and write, keeps branches in the
backends.

C++ snippets have named holes: `{e}` an element, `{n}` a field name, `{v}` a
value, `{out}` the JSON output string.

Two "numeric" notions used to disagree about dates and are two columns now:
`bounds` (a validator's gt/gte/lt/lte may apply: the binder's rule, which
rejects them on dates as MongoDB's IDL binder does, since a date's bounds
would be compared as raw milliseconds) and `arithmetic` (a C++ arithmetic
type that must be value-initialised, which a date's std::int64_t is). The
emitters only ever validated bound-checked kinds, so the BSON emitter's old
set (which included dates) never produced a date bound check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, FrozenSet, Mapping, Optional, Tuple

from .. import model

K = model.ValueKind

# MongoDB's names of the numbers that coerce exactly to safeInt32/safeInt64
# (and convert to safeDouble; with bool, safeBool's).
SAFE_NUMBER_BSON = frozenset(("long", "int", "decimal", "double"))
SAFE_BOOL_BSON = SAFE_NUMBER_BSON | {"bool"}

# Wire-format facts shared by the encodings below.
INT32_ENCODINGS = ("int32", "sint32", "sfixed32", "uint32", "fixed32")
INT64_ENCODINGS = ("int64", "sint64", "sfixed64", "uint64", "fixed64")


@dataclass(frozen=True)
class KindRow:
    """Every fact about one value kind (None: the kind has no such fact)."""

    kind: model.ValueKind
    # Front end: the `types:` entry that maps onto the kind
    # (accepted BSON types, bindata subtype, cpp_type).
    builtin: Optional[Tuple[FrozenSet[str], Optional[str], str]]
    view: bool                    # the C++ value points into the input buffer
    bounds: bool                  # validator bounds (gt/gte/lt/lte) apply
    arithmetic: bool              # a C++ arithmetic type: value-initialise it
    # C++ (BSON backend)
    cpp: Optional[str]            # member type (CUSTOM: the spec's own)
    by_reference: bool            # getters return a const reference
    default_init: bool            # non-optional members get `{}`
    read: Optional[str]           # the value of a type-checked element {e}
    # or, when reading can fail: lines declaring `{v}` from element `{e}`
    # (failing with field label `{label}`)
    read_into: Optional[str]
    widen: Optional[str]          # {v} as the int64_t/double failValidator takes (int32s)
    write: Optional[str]          # BsonSpanWriter `out` call writing {v} as field {n}
    bson_type: Optional[str]      # the BsonType enumerator it writes (None: the value's own)
    # The BsonType `parseInOrder` (backends/bson_inline.py) expects the value
    # as, None when a nested struct with the kind is not parsed inline by type
    # (SAFE_INT64 and ANY have their own inline reads there).
    inline_type: Optional[str]
    # The value's size in bytes when a handler frames it with fixedValueAt
    # (backends/bson_framing.py), by its bson_type; None: framed otherwise.
    framed_size: Optional[int]
    # The member's size class the class layout packs by (backends/
    # bson_presence.py): 1 or 4 bytes, 8 for everything it lays out wide.
    member_width: int
    size: Optional[str]           # the value's size in bytes
    # Protobuf (backends/proto_*.py, proto_rules.py)
    proto_encodings: Optional[Tuple[str, ...]]   # first = default
    proto_embedded: Optional[str]                # what a `bytes` field holds (.proto comment)
    proto_fixed_bytes: Optional[Tuple[int, str]]  # exact length of the embedded bytes, "a UUID"
    proto_bytes: Optional[str]    # the bytes of {v} a string/bytes field carries (default: {v} itself)
    proto_bits: Optional[Tuple[str, str]]  # (the number {v} travels as, the value of number `raw`)
    # Lines declaring `v` from the `size` bytes at `p` of a length-delimited
    # field (failing with field label `{w}`); fixed-size kinds are read from
    # proto_fixed_bytes, CUSTOM by its deserializer.
    proto_read: Optional[str]
    proto_size: Optional[str]     # the encoded size of {v}, when not the encoding's
    proto_write: Optional[str]    # writing {v} at `p`, when not the encoding's
    # How a field default may be spelled as a .proto `[default = ...]`:
    # "integer", "number", "bool", "string" (a plain literal) or None (never).
    proto_default: Optional[str]
    # Tools
    json: Optional[str]           # canonical JSON of {v} (tools/json_dump.py)
    # The libbson reference of the benchmarks (tools/bench_libbson.py): lines
    # declaring `{v}` from iterator `{it}` (failing with field label
    # `{label}`), and appending `{v}` as key `{key}` of length `{keylen}` to `{b}`.
    libbson_read: Optional[str]
    libbson_write: Optional[str]
    # The value owns memory (a std::string): read into a local, then moved
    # into the member (not copied).
    owned: bool = False



# The libbson reference's reading and writing per kind (see KindRow).
_LB_FAIL = 'return lbFail(err, std::string("BSON field \'") + {label} + "\' {why}");'
_LB_BINARY = ("bson_subtype_t subtype;\nuint32_t len;\nconst uint8_t* data;\n"
              "bson_iter_binary(&{it}, &subtype, &len, &data);")
_LIBBSON_READ = {
    K.STRING: "uint32_t n;\nconst char* s = bson_iter_utf8(&{it}, &n);\nconst std::string_view {v}(s, n);",
    K.STRING_OWNED: "uint32_t n;\nconst char* s = bson_iter_utf8(&{it}, &n);\nstd::string {v}(s, n);",
    K.INT32: "const std::int32_t {v} = bson_iter_int32(&{it});",
    K.INT64: "const std::int64_t {v} = bson_iter_int64(&{it});",
    K.DOUBLE: "const double {v} = bson_iter_double(&{it});",
    K.BOOL: "const bool {v} = bson_iter_bool(&{it});",
    K.DATE: "const std::int64_t {v} = bson_iter_date_time(&{it});",
    K.OBJECT: ("uint32_t len;\nconst uint8_t* data;\n"
               "if (bson_iter_type(&{it}) == BSON_TYPE_ARRAY) bson_iter_array(&{it}, &len, &data);\n"
               "else bson_iter_document(&{it}, &len, &data);\n"
               "const switchyard::BsonDocument {v} = switchyard::BsonDocument::fromValidatedBytes(data, len);"),
    K.OBJECT_OWNED: ("uint32_t len;\nconst uint8_t* data;\nbson_iter_document(&{it}, &len, &data);\n"
                     "const switchyard::OwnedDocument {v}(switchyard::BsonDocument::fromValidatedBytes(data, len));"),
    K.OBJECT_ID: "switchyard::ObjectId {v};\nstd::memcpy({v}.bytes.data(), bson_iter_oid(&{it})->bytes, 12);",
    K.TIMESTAMP: "switchyard::Timestamp {v};\nbson_iter_timestamp(&{it}, &{v}.seconds, &{v}.increment);",
    K.BINDATA: _LB_BINARY + ("\nconst switchyard::BinDataView {v}{{static_cast<uint8_t>(subtype), "
                             "{{data, len}}}};"),
    K.UUID: _LB_BINARY + ("\nif (subtype != BSON_SUBTYPE_UUID || len != 16) {{\n  "
                          + _LB_FAIL.replace("{why}", "is not a UUID") +
                          "\n}}\nswitchyard::Uuid {v};\nstd::memcpy({v}.bytes.data(), data, 16);"),
    K.DECIMAL: ("bson_decimal128_t d128;\nbson_iter_decimal128(&{it}, &d128);\nswitchyard::Decimal128 {v};\n"
                "switchyard::storeLE<uint64_t>({v}.bytes.data(), d128.low);\n"
                "switchyard::storeLE<uint64_t>({v}.bytes.data() + 8, d128.high);"),
    # The same exact coercion as the generated parsers (MongoDB's rules).
    K.SAFE_INT64: ("std::int64_t {v};\nif (!switchyard::exactInt64(lbElement(&{it}), &{v})) {{\n  "
                   + _LB_FAIL.replace("{why}", "is not an exact integer") + "\n}}"),
    K.SAFE_INT32: ("std::int32_t {v};\nif (!switchyard::exactInt32(lbElement(&{it}), &{v})) {{\n  "
                   + _LB_FAIL.replace("{why}", "is not an exact integer") + "\n}}"),
    K.SAFE_DOUBLE: "const double {v} = switchyard::safeNumberDouble(lbElement(&{it}));",
    K.SAFE_BOOL: "const bool {v} = switchyard::trueValue(lbElement(&{it}));",
    K.ANY: "const switchyard::BsonElement {v} = lbElement(&{it});",
}
_LIBBSON_WRITE = {
    K.STRING: "bson_append_utf8({b}, {key}, {keylen}, ({v}).data(), static_cast<int>(({v}).size()));",
    K.STRING_OWNED: "bson_append_utf8({b}, {key}, {keylen}, ({v}).data(), static_cast<int>(({v}).size()));",
    K.INT32: "bson_append_int32({b}, {key}, {keylen}, {v});",
    K.SAFE_INT32: "bson_append_int32({b}, {key}, {keylen}, {v});",
    K.INT64: "bson_append_int64({b}, {key}, {keylen}, {v});",
    K.SAFE_INT64: "bson_append_int64({b}, {key}, {keylen}, {v});",
    K.DOUBLE: "bson_append_double({b}, {key}, {keylen}, {v});",
    K.SAFE_DOUBLE: "bson_append_double({b}, {key}, {keylen}, {v});",
    K.BOOL: "bson_append_bool({b}, {key}, {keylen}, {v});",
    K.SAFE_BOOL: "bson_append_bool({b}, {key}, {keylen}, {v});",
    K.DATE: "bson_append_date_time({b}, {key}, {keylen}, {v});",
    K.OBJECT: "lbAppendDocument({b}, {key}, {keylen}, {v});",
    K.OBJECT_OWNED: "lbAppendDocument({b}, {key}, {keylen}, ({v}).view());",
    K.OBJECT_ID: ("{{\n  bson_oid_t oid;\n  std::memcpy(oid.bytes, ({v}).bytes.data(), 12);\n"
                  "  bson_append_oid({b}, {key}, {keylen}, &oid);\n}}"),
    K.TIMESTAMP: "bson_append_timestamp({b}, {key}, {keylen}, ({v}).seconds, ({v}).increment);",
    K.BINDATA: ("bson_append_binary({b}, {key}, {keylen}, static_cast<bson_subtype_t>(({v}).subtype), "
                "({v}).bytes.data(), static_cast<uint32_t>(({v}).bytes.size()));"),
    K.UUID: "bson_append_binary({b}, {key}, {keylen}, BSON_SUBTYPE_UUID, ({v}).bytes.data(), 16);",
    K.DECIMAL: ("{{\n  bson_decimal128_t d128;\n  d128.low = switchyard::loadLE<uint64_t>(({v}).bytes.data());\n"
                "  d128.high = switchyard::loadLE<uint64_t>(({v}).bytes.data() + 8);\n"
                "  bson_append_decimal128({b}, {key}, {keylen}, &d128);\n}}"),
    K.ANY: "lbAppendAny({b}, {key}, {keylen}, {v});",
}


def _row(kind, builtin, *, cpp=None, view=False, bounds=False, arithmetic=False, by_reference=False,
         default_init=True, read=None, read_into=None, widen=None, write=None, bson_type=None, inline_type=None,
         framed_size=None, member_width=8, size=None, proto=None,
         embedded=None, fixed=None, proto_bytes=None, proto_bits=None, proto_read=None, proto_size=None,
         proto_write=None, proto_default=None, json=None, owned=False) -> KindRow:
    return KindRow(kind=kind, builtin=builtin, view=view, bounds=bounds, arithmetic=arithmetic, cpp=cpp,
                   by_reference=by_reference, default_init=default_init, read=read, read_into=read_into,
                   widen=widen, write=write, bson_type=bson_type, inline_type=inline_type,
                   framed_size=framed_size, member_width=member_width, size=size,
                   proto_encodings=proto, proto_embedded=embedded, proto_fixed_bytes=fixed,
                   proto_bytes=proto_bytes or (_FIXED_SPAN if fixed else None), proto_bits=proto_bits,
                   proto_read=proto_read, proto_size=proto_size, proto_write=proto_write,
                   proto_default=proto_default, json=json,
                   libbson_read=_LIBBSON_READ.get(kind), libbson_write=_LIBBSON_WRITE.get(kind),
                   owned=owned)


def _one(bson: str, cpp: str, subtype: Optional[str] = None):
    return (frozenset((bson,)), subtype, cpp)


# failValidator takes int64_t or double: int32 values are widened.
_WIDEN = "static_cast<std::int64_t>({v})"


def _safe_read(cpp: str, fn: str, target: str) -> str:
    """Exact coercion of any number to a safe integer (MongoDB's rules)."""
    return (f"{cpp} {{v}};\nif (!switchyard::{fn}({{e}}, &{{v}})) [[unlikely]] {{{{\n"
            f"  return switchyard::failSafeInt(ctx, {{label}}, {{e}}, \"{target}\");\n}}}}")


_FIXED_SPAN = "std::span<const uint8_t>(({v}).bytes)"
_PROTO_VIEW = "const std::string_view v(reinterpret_cast<const char*>(p), size);"

_ELEMENT_BYTES = "a BSON element with an empty name (type byte, NUL, value)"

KINDS: Tuple[KindRow, ...] = (
    _row(K.STRING, _one("string", "std::string_view"), cpp="std::string_view", view=True,
         bson_type="kString", inline_type="kString",
         default_init=False, read="{e}.asString()", write="out.appendString({n}, {v});",
         size="switchyard::BsonWriter::stringValueSize(({v}).size())", proto=("string", "bytes"),
         proto_read=_PROTO_VIEW,
         proto_default="string", json="appendString(out, {v});"),
    # A copy of the string: the value outlives the input buffer (cpp_type: std::string).
    _row(K.STRING_OWNED, _one("string", "std::string"), cpp="std::string", by_reference=True, owned=True,
         bson_type="kString", inline_type="kString",
         read_into="std::string {v}({e}.asString());", write="out.appendString({n}, {v});",
         size="switchyard::BsonWriter::stringValueSize(({v}).size())", proto=("string", "bytes"),
         proto_read="const std::string v(reinterpret_cast<const char*>(p), size);",
         proto_default="string", json="appendString(out, {v});"),
    _row(K.INT32, _one("int", "std::int32_t"), cpp="std::int32_t", bounds=True, arithmetic=True,
         bson_type="kInt32", inline_type="kInt32", framed_size=4, member_width=4,
         read="{e}.asInt32()", widen=_WIDEN, write="out.appendInt32({n}, {v});", size="4",
         proto=INT32_ENCODINGS, proto_default="integer", json="appendInt(out, {v});"),
    _row(K.INT64, _one("long", "std::int64_t"), cpp="std::int64_t", bounds=True, arithmetic=True,
         bson_type="kInt64", inline_type="kInt64", framed_size=8,
         read="{e}.asInt64()", write="out.appendInt64({n}, {v});", size="8",
         proto=INT64_ENCODINGS, proto_default="integer", json="appendInt(out, {v});"),
    _row(K.DOUBLE, _one("double", "double"), cpp="double", bounds=True, arithmetic=True,
         bson_type="kDouble", inline_type="kDouble", framed_size=8,
         read="{e}.asDouble()", write="out.appendDouble({n}, {v});", size="8",
         proto=("double",), proto_default="number", json="appendDouble(out, {v});"),
    _row(K.BOOL, _one("bool", "bool"), cpp="bool", arithmetic=True,
         bson_type="kBool", inline_type="kBool", member_width=1,
         read="{e}.asBool()", write="out.appendBool({n}, {v});", size="1",
         proto=("bool",), proto_default="bool", json="appendBool(out, {v});"),
    _row(K.OBJECT, _one("object", "switchyard::BsonDocument"), cpp="switchyard::BsonDocument", view=True,
         bson_type="kObject", inline_type="kObject",
         default_init=False, read="{e}.asDocument()", write="out.appendDocument({n}, {v});",
         size="({v}).size()", proto=("bytes",), embedded="a BSON document",
         proto_bytes="std::span<const uint8_t>(({v}).data(), ({v}).size())",
         proto_read=("if (!switchyard::proto::isBsonDocument(p, size)) [[unlikely]] {{\n"
                     "  return ctx.failEmbeddedBson({w}, p, p, size, /*document=*/true);\n}}\n"
                     "const switchyard::BsonDocument v = switchyard::BsonDocument::fromValidatedBytes(p, size);"),
         json="appendDocument(out, {v});"),
    # A copy of the document: the value outlives the input buffer (MongoDB's
    # object_owned, cpp_type switchyard::OwnedDocument).
    _row(K.OBJECT_OWNED, _one("object", "switchyard::OwnedDocument"), cpp="switchyard::OwnedDocument",
         bson_type="kObject", inline_type="kObject", by_reference=True, owned=True, read_into="switchyard::OwnedDocument {v}({e}.asDocument());",
         write="out.appendDocument({n}, ({v}).view());", size="({v}).size()", proto=("bytes",),
         embedded="a BSON document", proto_bytes="std::span<const uint8_t>(({v}).data(), ({v}).size())",
         proto_read=("if (!switchyard::proto::isBsonDocument(p, size)) [[unlikely]] {{\n"
                     "  return ctx.failEmbeddedBson({w}, p, p, size, /*document=*/true);\n}}\n"
                     "const switchyard::OwnedDocument v(switchyard::BsonDocument::fromValidatedBytes(p, size));"),
         json="appendDocument(out, ({v}).view());"),
    _row(K.OBJECT_ID, _one("objectId", "switchyard::ObjectId"), cpp="switchyard::ObjectId",
         bson_type="kObjectId", inline_type="kObjectId", framed_size=12,
         by_reference=True, read="{e}.asObjectId()", write="out.appendObjectId({n}, {v});",
         size="12", proto=("bytes",), embedded="a BSON ObjectId (12 bytes)", fixed=(12, "an ObjectId"),
         json="appendObjectId(out, {v});"),
    _row(K.DATE, _one("date", "std::int64_t"), cpp="std::int64_t", arithmetic=True,
         bson_type="kDate", inline_type="kDate", framed_size=8,
         read="{e}.asDate()", write="out.appendDate({n}, {v});", size="8",
         proto=INT64_ENCODINGS, proto_default="integer", json="appendInt(out, {v});"),
    _row(K.TIMESTAMP, _one("timestamp", "switchyard::Timestamp"), cpp="switchyard::Timestamp",
         bson_type="kTimestamp", inline_type="kTimestamp", framed_size=8,
         read="{e}.asTimestamp()", write="out.appendTimestamp({n}, {v});", size="8",
         # seconds << 32 | increment, BSON's own 64-bit layout.
         proto=("fixed64", "uint64"), embedded="a BSON Timestamp: seconds << 32 | increment",
         proto_bits=("switchyard::proto::timestampBits({v})", "switchyard::proto::timestampFromBits(raw)"),
         json="appendTimestamp(out, {v});"),
    _row(K.BINDATA, _one("binData", "switchyard::BinDataView", "generic"), cpp="switchyard::BinDataView",
         bson_type="kBinData", inline_type="kBinData",
         view=True, default_init=False, read="{e}.asBinData()",
         write="out.appendBinData({n}, ({v}).subtype, ({v}).bytes);",
         size="5 + ({v}).bytes.size() + (({v}).subtype == switchyard::kBinDataOld ? 4 : 0)",
         proto=("bytes",), proto_bytes="({v}).bytes",
         proto_read="const switchyard::BinDataView v{{0, std::span<const uint8_t>(p, size)}};",
         json="appendBinData(out, {v});"),
    _row(K.UUID, _one("binData", "switchyard::Uuid", "uuid"), cpp="switchyard::Uuid", by_reference=True,
         bson_type="kBinData", inline_type="kBinData",
         read_into=("switchyard::Uuid {v};\n"
                    "if (!switchyard::readUuid({e}, {label}, ctx, &{v})) [[unlikely]] {{\n  return false;\n}}"),
         write="out.appendUuid({n}, {v});", size="21", proto=("bytes",),
         embedded="a UUID (16 bytes)", fixed=(16, "a UUID"), json="appendUuid(out, {v});"),
    _row(K.DECIMAL, _one("decimal", "switchyard::Decimal128"), cpp="switchyard::Decimal128",
         bson_type="kDecimal128", inline_type="kDecimal128", framed_size=16,
         by_reference=True, read="{e}.asDecimal128()", write="out.appendDecimal128({n}, {v});",
         size="16", proto=("bytes",), embedded="a BSON Decimal128 (16 bytes, BID, little-endian)",
         fixed=(16, "a Decimal128"), json="appendDecimal(out, {v});"),
    _row(K.SAFE_INT64, (SAFE_NUMBER_BSON, None, "std::int64_t"), cpp="std::int64_t", bounds=True,
         bson_type="kInt64",
         arithmetic=True, read_into=_safe_read("std::int64_t", "exactInt64", "long"),
         write="out.appendInt64({n}, {v});", size="8", proto=INT64_ENCODINGS,
         proto_default="integer", json="appendInt(out, {v});"),
    _row(K.SAFE_INT32, (SAFE_NUMBER_BSON, None, "std::int32_t"), cpp="std::int32_t", bounds=True,
         bson_type="kInt32", inline_type="kInt32", member_width=4,
         arithmetic=True, widen=_WIDEN, read_into=_safe_read("std::int32_t", "exactInt32", "int"),
         write="out.appendInt32({n}, {v});", size="4", proto=INT32_ENCODINGS,
         proto_default="integer", json="appendInt(out, {v});"),
    # MongoDB's safeDouble and safeBool (basic_types.idl): never fail once the
    # type is checked (runtime coerce.h, safeNumberDouble and trueValue).
    _row(K.SAFE_DOUBLE, (SAFE_NUMBER_BSON, None, "double"), cpp="double", bounds=True, arithmetic=True,
         bson_type="kDouble",
         read="switchyard::safeNumberDouble({e})", write="out.appendDouble({n}, {v});", size="8",
         proto=("double",), proto_default="number", json="appendDouble(out, {v});"),
    _row(K.SAFE_BOOL, (SAFE_BOOL_BSON, None, "bool"), cpp="bool", arithmetic=True,
         bson_type="kBool",
         read="switchyard::trueValue({e})", write="out.appendBool({n}, {v});", size="1",
         proto=("bool",), proto_default="bool", json="appendBool(out, {v});"),
    _row(K.ANY, _one("any", "switchyard::BsonElement"), cpp="switchyard::BsonElement", view=True,
         by_reference=True, default_init=False, read="{e}", write="switchyard::appendAny(out, {n}, {v});",
         size="switchyard::anyValueSize({v})", proto=("bytes",), embedded=_ELEMENT_BYTES,
         proto_read=("switchyard::BsonElement v;\n"
                     "if (!switchyard::proto::readBsonElement(p, size, v)) [[unlikely]] {{\n"
                     "  return ctx.failEmbeddedBson({w}, p, p, size, /*document=*/false);\n}}"),
         proto_size="switchyard::proto::lengthDelimitedSize(switchyard::proto::bsonElementSize({v}))",
         proto_write="p = switchyard::proto::writeBsonElement(p, {v});",
         json="appendAny(out, {v});"),
    _row(K.CUSTOM, None, by_reference=True, default_init=False, proto=("bytes",), embedded=_ELEMENT_BYTES),
)

ROWS: Mapping[model.ValueKind, KindRow] = {row.kind: row for row in KINDS}


def row(kind: model.ValueKind) -> KindRow:
    return ROWS[kind]


def kinds_where(column: str) -> FrozenSet[model.ValueKind]:
    """The kinds whose boolean `column` is true (e.g. "view", "bounds")."""
    return frozenset(r.kind for r in KINDS if getattr(r, column))


def column(name: str) -> Dict[model.ValueKind, object]:
    """{kind: value} of one column, for the kinds that have a value."""
    return {r.kind: getattr(r, name) for r in KINDS if getattr(r, name) is not None}


# (accepted BSON types, bindata subtype or None, cpp_type) -> kind: the
# `types:` entries the runtime reads and writes itself (binder.py).
BUILTIN_KINDS: Mapping[Tuple[FrozenSet[str], Optional[str], str], model.ValueKind] = {
    r.builtin: r.kind for r in KINDS if r.builtin is not None}
VIEW_KINDS = kinds_where("view")
# The kinds whose value is an embedded document (BSON object): the view and the copy.
DOCUMENT_KINDS = frozenset(r.kind for r in KINDS if r.builtin is not None and r.builtin[0] == frozenset(("object",)))
# BsonType enumerator -> the value size fixedValueAt frames it by.
FIXED_SIZES: Mapping[str, int] = {r.bson_type: r.framed_size for r in KINDS if r.framed_size is not None}
BOUNDS_KINDS = kinds_where("bounds")


def basic_kind(t: model.FieldType) -> Optional[model.ValueKind]:
    """The value kind of a basic type, None for enums, structs and arrays."""
    return t.basic.kind if t.category == "basic" else None
