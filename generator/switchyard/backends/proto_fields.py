"""A `protobuf: true` class as the protobuf backend sees it: its fields by
tag (the command's first element included), with encodings and wire types
(proto_rules) and the members lower/ plans for every backend. Shared by the
reading (`proto_cpp.py`) and the writing (`proto_write.py`) halves."""

from __future__ import annotations

from typing import List, Optional, Tuple

from .. import model, proto_rules
from ..codegen.cpp_text import cpp_string_literal
from ..lower import kinds
from ..lower.cpp_types import CppTypes, shape
from ..lower.plan import OPTIONAL, PLAIN, FirstElement
from ..proto_rules import LEN

def kind_of(t: model.FieldType) -> Optional[model.ValueKind]:
    return kinds.basic_kind(t)


def varint_bytes(value: int) -> List[int]:
    out = []
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return out


class CommandPart:
    """A command's first element as a field plan (the members are the ones
    the BSON emitter declares for it; `index` is negative, outside the
    struct's fields)."""

    _MEMBERS = {"name": FirstElement.COLLECTION_MEMBER, "uuid": FirstElement.UUID_MEMBER,
                "value": FirstElement.PARAMETER_MEMBER}

    def __init__(self, role: str, f: model.Field, index: int) -> None:
        self.role = role
        self.f = f
        self.index = index
        self.member = self._MEMBERS[role]
        # Not in the presence mask: an optional part is a std::optional member.
        self.bit = None
        self.storage = OPTIONAL if f.optional else PLAIN
        self.present = f"({self.member}.has_value())"
        self.value = f"*{self.member}" if f.optional else self.member
        self.target = f"{self.member}.emplace()" if f.optional else self.member


class ProtoField:
    """One field as the protobuf emitter sees it."""

    def __init__(self, fp, types: CppTypes) -> None:
        self.fp = fp
        self.role: Optional[str] = getattr(fp, "role", None)  # command element role, None for fields
        self.f: model.Field = fp.f
        self.tag: int = fp.f.tag
        self.array = shape(fp.f.type).element() is not None
        self.element = proto_rules.element_type(fp.f.type)
        self.encoding = proto_rules.encoding(fp.f) if not fp.f.ignore else None
        self.packable = proto_rules.packable(fp.f.type)
        self.packed = proto_rules.is_packed(fp.f)
        self.wire = cpp_string_literal(fp.f.name)
        self.label = f"pf_{self.tag}"
        if fp.f.ignore:
            self.element_wire = None
        else:
            self.element_wire = proto_rules.WIRE_TYPE[self.encoding]
        # The wire type written (and predicted): packed runs are length-delimited.
        self.write_wire = LEN if self.packed else self.element_wire
        self.element_cpp = types.cpp_type(self.element) if not fp.f.ignore else None

    def tag_value(self, wire: int) -> int:
        return (self.tag << 3) | wire

    @property
    def index(self) -> int:
        return self.fp.index


class ProtoMessage:
    """The fields of one class in tag order, and the names its members have."""

    def __init__(self, types: CppTypes, s: model.Struct, plans) -> None:
        self.types = types
        self.s = s
        self.T = s.cpp_name
        command = [CommandPart(role, f, -1 - k)
                   for k, (role, f) in enumerate(proto_rules.command_element_fields(s.command, s.location))]
        self.fields = sorted((ProtoField(fp, types) for fp in [*command, *plans] if fp.f.tag is not None),
                             key=lambda pf: pf.tag)
        self.live = [pf for pf in self.fields if not pf.f.ignore]
        self.required = [pf for pf in self.live if pf.f.required and not pf.array]
        self.by_role = {pf.role: pf for pf in self.fields if pf.role}

    # ---- declarations ---------------------------------------------------------

    def declarations(self) -> List[str]:
        T = self.T
        return [
            "",
            "// Protobuf wire format (docs/protobuf.md). Parses untrusted bytes; string",
            "// and bytes fields are views into `data`.",
            f"static absl::StatusOr<{T}> parseProto(const void* data, size_t size);",
            "// Parses the message in [p, end) into *this (merging, as protobuf does).",
            "[[nodiscard]] bool parseProtoFrom(const uint8_t* p, const uint8_t* end,",
            "                                  switchyard::ProtoParseContext& ctx);",
            "// Exact size of serializeProto()'s output.",
            "size_t serializedProtoSize() const;",
            "// Writes the message (fields in ascending tag order) at p, which must have",
            "// serializedProtoSize() bytes of room; returns the end of what was written.",
            "uint8_t* serializeProtoTo(uint8_t* p) const;",
            "std::string toProto() const;",
        ]

    def array_ref(self, pf: ProtoField) -> str:
        m = pf.fp.member
        fp = pf.fp
        return f"({fp.present} ? {fp.value} : {fp.target})" if pf.f.optional else m

    @staticmethod
    def bits_of(t: model.FieldType) -> Optional[Tuple[str, str]]:
        """(the number a value travels as, the value of number `raw`), for
        kinds that travel as a number of their own (a Timestamp's 64 bits)."""
        kind = kinds.basic_kind(t)
        return kinds.row(kind).proto_bits if kind is not None else None
