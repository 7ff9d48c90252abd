"""Protobuf rules shared by the binder (checks) and the emitters (docs/protobuf.md).

Which value kinds protobuf can carry, with which wire encodings, and the
field-number range. Pure tables and functions over the model: no emission.
"""

from __future__ import annotations

import re
from typing import Optional, Tuple

from . import model
from .lower import kinds
from .lower.cpp_types import shape

K = model.ValueKind

MAX_TAG = (1 << 29) - 1
RESERVED_TAGS = (19000, 19999)          # reserved for the protobuf implementation

# Wire types.
VARINT, FIXED64, LEN, FIXED32 = 0, 1, 2, 5

# Encodings by the C++ value they carry (the first of each tuple is the
# default): the proto_encodings column of lower/kinds.py's table.
INT32_ENCODINGS = kinds.INT32_ENCODINGS
INT64_ENCODINGS = kinds.INT64_ENCODINGS
ALL_ENCODINGS = INT32_ENCODINGS + INT64_ENCODINGS + ("double", "bool", "string", "bytes")

# Bytes of the fixed-width encodings on the wire.
FIXED_WIDTH = {"sfixed32": 4, "fixed32": 4, "sfixed64": 8, "fixed64": 8, "double": 8}

WIRE_TYPE = {
    "int32": VARINT, "sint32": VARINT, "uint32": VARINT, "int64": VARINT, "sint64": VARINT, "uint64": VARINT,
    "bool": VARINT, "enum": VARINT,
    "sfixed32": FIXED32, "fixed32": FIXED32,
    "sfixed64": FIXED64, "fixed64": FIXED64, "double": FIXED64,
    "string": LEN, "bytes": LEN, "message": LEN,
}


# The first element of a protobuf command, as fields: (role, field). Roles:
# "name" (the collection name), "uuid" (its UUID alternative; with "name" a
# protobuf oneof), "value" (namespace: type or ignored).
COMMAND_ROLES = ("name", "uuid", "value")


def _builtin(kind: model.ValueKind, name: str, location: model.Location) -> model.FieldType:
    row = kinds.row(kind)
    return model.FieldType(category="basic", basic=model.BasicType(
        name=name, kind=kind, bson_types=(), cpp_type=row.cpp, is_view=row.view,
        deserializer=None, serializer=None, description="", location=location))


def proto_identifier(name: str) -> str:
    """`name` as a protobuf field name: letters, digits and underscores, not
    starting with a digit."""
    out = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return out if out and not out[0].isdigit() else "_" + out


# The protobuf oneof holding a command's collection name and its UUID form.
COMMAND_ONEOF = "collection"


def command_element_fields(cmd: Optional[model.CommandInfo], location: model.Location
                           ) -> Tuple[Tuple[str, model.Field], ...]:
    """The first element of a `protobuf: true` command as protobuf fields
    (none without a command_tag), named after the command ("find", and
    "findUuid" for the UUID alternative, which form the COMMAND_ONEOF).
    The one place that knows these names: the binder checks them, the
    emitters write them."""
    if cmd is None or cmd.tag is None:
        return ()
    ns = model.NamespaceKind
    base = proto_identifier(cmd.command_name)

    def field(cpp_name: str, t: model.FieldType, tag: int, optional: bool, likelihood: float) -> model.Field:
        return model.Field(name=cmd.command_name, cpp_name=cpp_name, type=t, optional=optional, default=None,
                           ignore=False, validator=None, always_serialize=False,
                           description=f"the command's first element '{cmd.command_name}'",
                           likelihood=likelihood, location=location, tag=tag)

    if cmd.namespace in (ns.CONCATENATE_WITH_DB, ns.CONCATENATE_WITH_DB_OR_UUID):
        out = [("name", field(base, _builtin(K.STRING, "string", location),
                              cmd.tag, False, 1.0))]
        if cmd.namespace is ns.CONCATENATE_WITH_DB_OR_UUID and cmd.uuid_tag is not None:
            out.append(("uuid", field(base + "Uuid", _builtin(K.UUID, "uuid", location),
                                      cmd.uuid_tag, True, 0.01)))
        return tuple(out)
    if cmd.namespace is ns.IGNORED:
        return (("value", field(base, _builtin(K.ANY, "any", location),
                                cmd.tag, True, 1.0)),)
    return (("value", field(base, cmd.namespace_type, cmd.tag, False, 1.0)),)


def tag_problem(value) -> Optional[str]:
    """Why `value` cannot be a protobuf field number, or None."""
    if not isinstance(value, int) or isinstance(value, bool):
        return "must be an integer"
    if not 1 <= value <= MAX_TAG:
        return f"must be in 1..{MAX_TAG}"
    if RESERVED_TAGS[0] <= value <= RESERVED_TAGS[1]:
        return f"is in {RESERVED_TAGS[0]}..{RESERVED_TAGS[1]}, which protobuf reserves"
    return None


def scalar_encodings(t: model.FieldType) -> Optional[Tuple[str, ...]]:
    """The encodings a non-array type may use (first = default); None when
    protobuf cannot carry it. Structs are "message", enums "enum" or "string"."""
    return shape(t).accept(_ScalarEncodings())


class _ScalarEncodings:
    """scalar_encodings, per shape (cpp_types.ask)."""

    def struct(self, t: model.FieldType) -> Tuple[str, ...]:
        return ("message",)

    def enum(self, t: model.FieldType) -> Tuple[str, ...]:
        return ("enum",) if t.enum.value_type == "int" else ("string",)

    def basic(self, t: model.FieldType) -> Optional[Tuple[str, ...]]:
        return kinds.row(t.basic.kind).proto_encodings

    def other(self, t: model.FieldType) -> None:
        return None


def element_type(t: model.FieldType) -> model.FieldType:
    element = shape(t).element()
    return t if element is None else element


def unrepresentable(t: model.FieldType) -> Optional[str]:
    """Why protobuf cannot carry a field of type `t`, or None."""
    return shape(t).accept(_Unrepresentable())


class _Unrepresentable:
    """unrepresentable, per shape (cpp_types.ask)."""

    def array(self, t: model.FieldType) -> Optional[str]:
        if shape(t.element).element() is not None:
            return f"'{t.idl_name}' nests arrays, which protobuf cannot carry (a repeated field holds no repeated values)"
        return unrepresentable(t.element)

    def variant(self, t: model.FieldType) -> str:
        return (f"type '{t.idl_name}' is a variant, which Switchyard's protobuf mapping does not carry "
                f"(it would need a oneof per alternative); leave the field out of the protobuf struct")

    def other(self, t: model.FieldType) -> Optional[str]:
        if scalar_encodings(t) is not None:
            return None
        basic = shape(t).basic_type()
        kind = basic.kind.value if basic is not None else t.category
        return (f"type '{t.idl_name}' ({kind}) has no protobuf mapping; protobuf fields may be of any basic "
                f"type but bindata of a specific subtype, enums, structs and arrays of them")


def encoding(f: model.Field) -> str:
    """The effective encoding of a field (of its elements for arrays)."""
    encodings = scalar_encodings(element_type(f.type))
    return f.wire_encoding or encodings[0]


def packable(t: model.FieldType) -> bool:
    """Arrays whose elements are varint or fixed-size scalars may be packed."""
    element = shape(t).element()
    if element is None:
        return False
    encodings = scalar_encodings(element)
    return encodings is not None and WIRE_TYPE[encodings[0]] != LEN


def is_packed(f: model.Field) -> bool:
    """Written packed: packable arrays unless `packed: false`."""
    return packable(f.type) and f.packed is not False
