"""Hypothesis strategies for BSON command documents, driven by the bound model.

`struct_document(ref, struct, chaos)` draws the bytes of a document for a
struct or command: a random subset of its fields in random order with values
of the right type, and, when `chaos` is set, mutations that make it invalid
in every way the IDL defines (unknown and near-miss names, duplicates, nulls,
wrong types, boundary numbers, bad enums, bad UUIDs, bad array indexes,
missing required fields, bad first elements) at every nesting level.
Documents are always well-formed BSON; what they mean is the question.
"""

from __future__ import annotations

import struct
from decimal import Decimal
from typing import List, Optional, Tuple

import bson
from bson.decimal128 import Decimal128
from hypothesis import strategies as st

from reference import K, Reference, bindata_value, document, element, string_value
from switchyard import model

ALL_TYPES = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E,
             0x0F, 0x10, 0x11, 0x12, 0x13, 0x7F, 0xFF]

BOUNDARY_DOUBLES = [float("nan"), float("inf"), float("-inf"), 2.0**63, -(2.0**63), 2.0**31, -(2.0**31) - 1,
                    0.5, -0.5, 1e-300, -0.0, 1.0, -1.0, 2.0**53 + 2, 1e100, 9.2233720368547748e18]
BOUNDARY_INTS = [0, -1, 1, 2**31 - 1, -2**31, 2**31, -2**31 - 1, 2**63 - 1, -2**63, 2**53 + 1]
DECIMAL_TEXTS = ["0", "1", "-1", "1.0", "1.5", "-0", "NaN", "-NaN", "Infinity", "-Infinity", "1E+3", "1E-3",
                 "100E-2", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                 "-9223372036854775809", "2147483647", "2147483648", "0E-6176", "1E+6111", "12345678901234567890E-10"]


def dec_bytes(text: str) -> bytes:
    return Decimal128(Decimal(text)).bid


cstring_text = st.text(st.characters(blacklist_characters="\0", max_codepoint=0x2FF), max_size=6)


@st.composite
def raw_string(draw) -> bytes:
    if draw(st.integers(0, 9)) == 0:
        return draw(st.binary(max_size=6))  # not UTF-8, NULs inside
    return draw(st.text(max_size=8)).encode("utf-8")


@st.composite
def small_document(draw, depth: int = 0) -> bytes:
    """A random well-formed document of any content (pymongo's encoder)."""
    scalars = st.one_of(st.integers(-2**63, 2**63 - 1), st.text(max_size=5), st.booleans(), st.none(),
                        st.floats(allow_nan=False))
    values = scalars if depth >= 2 else st.one_of(scalars, st.lists(scalars, max_size=3))
    d = draw(st.dictionaries(cstring_text.filter(lambda k: not k.startswith("$")), values, max_size=3))
    return bson.encode(d)


@st.composite
def any_value(draw, type_byte: Optional[int] = None) -> Tuple[int, bytes]:
    """A well-formed (type, value bytes) of the given or a random type."""
    t = draw(st.sampled_from(ALL_TYPES)) if type_byte is None else type_byte
    if t == 0x01:
        return t, struct.pack("<d", draw(st.one_of(st.floats(), st.sampled_from(BOUNDARY_DOUBLES))))
    if t in (0x02, 0x0D, 0x0E):
        return t, string_value(draw(raw_string()))
    if t == 0x03:
        return t, draw(small_document())
    if t == 0x04:
        items = draw(st.lists(st.integers(-5, 5), max_size=3))
        return t, document(b"".join(element(0x10, str(i), struct.pack("<i", v)) for i, v in enumerate(items)))
    if t == 0x05:
        sub = draw(st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7, 8, 0x80, 0x81, 0x42]))
        size = 16 if draw(st.booleans()) else draw(st.integers(0, 20))
        return t, bindata_value(sub, draw(st.binary(min_size=size, max_size=size)))
    if t in (0x06, 0x0A, 0x7F, 0xFF):
        return t, b""
    if t == 0x07:
        return t, draw(st.binary(min_size=12, max_size=12))
    if t == 0x08:
        return t, bytes([draw(st.integers(0, 1))])
    if t in (0x09, 0x12):
        return t, struct.pack("<q", draw(st.one_of(st.integers(-2**63, 2**63 - 1), st.sampled_from(BOUNDARY_INTS)
                                                   .filter(lambda v: -2**63 <= v < 2**63))))
    if t == 0x0B:
        return t, draw(cstring_text).encode() + b"\0" + draw(st.sampled_from(["", "i", "im", "xs"])).encode() + b"\0"
    if t == 0x0C:
        return t, string_value(draw(cstring_text).encode()) + draw(st.binary(min_size=12, max_size=12))
    if t == 0x0F:
        code = string_value(draw(cstring_text).encode())
        scope = draw(small_document(depth=2))
        return t, struct.pack("<i", 4 + len(code) + len(scope)) + code + scope
    if t == 0x10:
        return t, struct.pack("<i", draw(st.integers(-2**31, 2**31 - 1)))
    if t == 0x11:
        return t, struct.pack("<Q", draw(st.integers(0, 2**64 - 1)))
    if t == 0x13:
        if draw(st.booleans()):
            return t, dec_bytes(draw(st.sampled_from(DECIMAL_TEXTS)))
        return t, draw(st.binary(min_size=16, max_size=16))
    raise AssertionError(t)


def _bounds(validator: Optional[model.Validator]) -> Tuple[int, int]:
    lo, hi = -2**63, 2**63 - 1
    if validator is not None:
        if validator.gte is not None:
            lo = max(lo, int(validator.gte[1]))
        if validator.gt is not None:
            lo = max(lo, int(validator.gt[1]) + 1)
        if validator.lte is not None:
            hi = min(hi, int(validator.lte[1]))
        if validator.lt is not None:
            hi = min(hi, int(validator.lt[1]) - 1)
    return lo, hi


@st.composite
def number_value(draw, kind, validator, chaos: bool) -> Tuple[int, bytes]:
    """A value for an int/long/safeInt field: in bounds unless chaos picks a boundary."""
    lo, hi = _bounds(validator)
    if kind in (K.INT32, K.SAFE_INT32):
        lo, hi = max(lo, -2**31), min(hi, 2**31 - 1)
    if chaos and draw(st.integers(0, 3)) == 0:
        v = draw(st.sampled_from(BOUNDARY_INTS + [lo - 1, hi + 1]))
    else:
        v = draw(st.integers(lo, hi))
    if kind == K.INT32:
        return 0x10, struct.pack("<i", max(-2**31, min(2**31 - 1, v)))
    if kind in (K.INT64, K.DATE):
        return (0x12 if kind == K.INT64 else 0x09), struct.pack("<q", max(-2**63, min(2**63 - 1, v)))
    # safeInt: any numeric representation
    form = draw(st.integers(0, 5 if chaos else 3))
    if form == 0 and -2**31 <= v < 2**31:
        return 0x10, struct.pack("<i", v)
    if form == 1 and -2**63 <= v < 2**63:
        return 0x12, struct.pack("<q", v)
    if form == 2:
        return 0x01, struct.pack("<d", float(v))
    if form == 3:
        return 0x13, dec_bytes(str(v))
    if form == 4:
        return 0x01, struct.pack("<d", draw(st.sampled_from(BOUNDARY_DOUBLES)))
    if form == 5:
        return 0x13, dec_bytes(draw(st.sampled_from(DECIMAL_TEXTS)))
    return 0x12, struct.pack("<q", max(-2**63, min(2**63 - 1, v)))


@st.composite
def field_value(draw, ref: Reference, t: model.FieldType, validator, chaos: bool, depth: int) -> Tuple[int, bytes]:
    if t.category == "struct":
        return 0x03, draw(struct_document(ref, t.struct_name, chaos, depth + 1))
    if t.category == "array":
        n = draw(st.integers(0, 3))
        items = [draw(field_value(ref, t.element, validator, chaos, depth + 1)) for _ in range(n)]
        names = [str(i) for i in range(n)]
        if chaos and n and draw(st.integers(0, 5)) == 0:
            # a null element (skipped), a wrong type, or a bad index name
            k = draw(st.integers(0, n - 1))
            what = draw(st.integers(0, 2))
            if what == 0:
                items[k] = (draw(st.sampled_from([0x0A, 0x06])), b"")
            elif what == 1:
                items[k] = draw(any_value())
            else:
                names[k] = draw(st.sampled_from(["", "x", "01", str(k + 1), "4294967296", "-1", "1a"]))
        return 0x04, document(b"".join(element(ty, nm, v) for nm, (ty, v) in zip(names, items)))
    if t.category == "enum":
        e = t.enum
        if e.value_type == "string":
            if chaos and draw(st.integers(0, 5)) == 0:
                return 0x02, string_value(draw(st.sampled_from(["", "Local", "majority ", "x"])).encode())
            return 0x02, string_value(str(draw(st.sampled_from(e.values)).value).encode())
        if chaos and draw(st.integers(0, 5)) == 0:
            return 0x10, struct.pack("<i", draw(st.integers(-2**31, 2**31 - 1)))
        return 0x10, struct.pack("<i", int(draw(st.sampled_from(e.values)).value))
    kind = t.basic.kind
    if kind in (K.INT32, K.INT64, K.DATE, K.SAFE_INT32, K.SAFE_INT64):
        return draw(number_value(kind, validator, chaos))
    if kind == K.UUID:
        if chaos and draw(st.integers(0, 4)) == 0:
            sub = draw(st.sampled_from([0, 2, 3, 4]))
            size = draw(st.sampled_from([0, 15, 16, 17]))
            return 0x05, bindata_value(sub, draw(st.binary(min_size=size, max_size=size)))
        return 0x05, bindata_value(4, draw(st.binary(min_size=16, max_size=16)))
    if kind == K.ANY:
        return draw(any_value())
    byte = {K.STRING: 0x02, K.DOUBLE: 0x01, K.BOOL: 0x08, K.OBJECT: 0x03, K.OBJECT_ID: 0x07,
            K.TIMESTAMP: 0x11, K.BINDATA: 0x05, K.DECIMAL: 0x13}[kind]
    return draw(any_value(byte))


NEAR_MISSES = ["", "$", "$DB", "db", "Filter", "filter ", "limit\x01", "lsi", "lsidd", "q\x7f", "_id", "\u00e9",
               "updates.0", "ordered\u0000".rstrip("\0"), "maxTimeMs", "$_resumeAfte", "writeconcern"]


@st.composite
def struct_document(draw, ref: Reference, name: str, chaos: bool, depth: int = 0, top: bool = False) -> bytes:
    s = ref.structs[name]
    elems: List[Tuple[int, str, bytes]] = []
    fields = [f for f in s.fields if not f.ignore]
    optional_pct = max(5, min(40, 400 // max(1, len(fields))))
    for f in fields:
        pct = 97 if f.required else optional_pct
        if draw(st.integers(0, 99)) < pct:
            t, v = draw(field_value(ref, f.type, f.validator, chaos, depth))
            elems.append((t, f.name, v))
    if chaos:
        for _ in range(draw(st.integers(0, 2))):
            what = draw(st.integers(0, 6))
            if what == 0:  # unknown or near-miss name
                other = [g.name for g in draw(st.sampled_from(list(ref.structs.values()))).fields]
                name = draw(st.one_of(st.sampled_from(NEAR_MISSES), cstring_text,
                                      st.sampled_from(other or ["x"])))
                t, v = draw(any_value())
                elems.append((t, name, v))
            elif what == 1 and elems:  # duplicate (same or another value)
                t, name, v = draw(st.sampled_from(elems))
                f = next((g for g in fields if g.name == name), None)
                if f is not None and draw(st.booleans()):
                    t, v = draw(field_value(ref, f.type, f.validator, False, depth))
                elems.append((t, name, v))
            elif what == 2 and elems:  # null / undefined
                k = draw(st.integers(0, len(elems) - 1))
                elems[k] = (draw(st.sampled_from([0x0A, 0x06])), elems[k][1], b"")
            elif what == 3 and elems:  # wrong type
                k = draw(st.integers(0, len(elems) - 1))
                t, v = draw(any_value())
                elems[k] = (t, elems[k][1], v)
            elif what == 4 and elems:  # drop a field (maybe a required one)
                del elems[draw(st.integers(0, len(elems) - 1))]
            elif what == 5 and fields:  # a boundary or bad value through the chaotic value strategy
                f = draw(st.sampled_from(fields))
                t, v = draw(field_value(ref, f.type, f.validator, True, depth))
                elems.append((t, f.name, v))
    elems = draw(st.permutations(elems))
    if s.command is not None and top:
        cmd = s.command
        first = None
        if chaos and draw(st.integers(0, 6)) == 0:
            first = draw(any_value())
            if draw(st.integers(0, 3)) == 0:
                first = None  # no command element at all (another field comes first)
        elif cmd.namespace in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            if cmd.namespace == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID and draw(st.booleans()):
                first = (0x05, bindata_value(4, draw(st.binary(min_size=16, max_size=16))))
            else:
                first = (0x02, string_value(draw(raw_string())))
        elif cmd.namespace == model.NamespaceKind.IGNORED:
            first = draw(any_value())
        else:
            first = draw(field_value(ref, cmd.namespace_type, None, chaos, depth))
        if first is not None:
            name = cmd.command_name if not chaos or draw(st.integers(0, 5)) else draw(cstring_text)
            elems = [(first[0], name, first[1])] + list(elems)
    return document(b"".join(element(t, n, v) for t, n, v in elems))
