"""The writing half of the protobuf backend: serializedProtoSize(),
serializeProtoTo() and toProto() of `protobuf: true` classes, fields in
ascending tag order, packed arrays where allowed (docs/protobuf.md)."""

from __future__ import annotations

from typing import List, Tuple

from .. import model, proto_rules
from ..codegen.writer import CodeWriter
from ..lower import kinds
from ..lower.cpp_types import shape
from ..lower.plan import SLOT
from .proto_fields import ProtoField, ProtoMessage, kind_of, varint_bytes

K = model.ValueKind



class ProtoWriter:
    """serializeProto of one class, over its ProtoMessage."""

    def __init__(self, message: ProtoMessage) -> None:
        self.message = message
        self.types, self.s, self.T = message.types, message.s, message.T
        self.fields, self.live, self.required, self.by_role = (message.fields, message.live, message.required,
                                                               message.by_role)

    # ---- serializing ------------------------------------------------------------

    def value_size(self, pf: ProtoField, v: str) -> str:
        enc = pf.encoding
        v = self.scalar_of(pf, v)
        kind = kind_of(pf.element)
        row = kinds.row(kind) if kind else None
        if row and row.proto_size:
            return row.proto_size.format(v=v)
        if kind == K.CUSTOM:
            return (f"switchyard::proto::lengthDelimitedSize(switchyard::proto::customElementSize({v}, "
                    f"{self.custom_serializer(pf)}))")
        if row and row.proto_fixed_bytes:
            return str(1 + row.proto_fixed_bytes[0])
        if enc in proto_rules.FIXED_WIDTH:
            return str(proto_rules.FIXED_WIDTH[enc])
        return {
            "int32": f"switchyard::proto::int32Size({v})",
            "enum": f"switchyard::proto::int32Size(static_cast<std::int32_t>({v}))",
            "sint32": f"switchyard::proto::varintSize(switchyard::proto::zigZagEncode32({v}))",
            "uint32": f"switchyard::proto::varintSize(static_cast<uint32_t>({v}))",
            "int64": f"switchyard::proto::varintSize(static_cast<uint64_t>({v}))",
            "uint64": f"switchyard::proto::varintSize(static_cast<uint64_t>({v}))",
            "sint64": f"switchyard::proto::varintSize(switchyard::proto::zigZagEncode64({v}))",
            "bool": "1",
            "string": f"switchyard::proto::lengthDelimitedSize({self.bytes_of(pf, v)}.size())",
            "bytes": f"switchyard::proto::lengthDelimitedSize({self.bytes_of(pf, v)}.size())",
        }[enc]

    def bytes_of(self, pf: ProtoField, v: str) -> str:
        t = pf.element
        if shape(t).enum_type() is not None:
            return f"{self.types.enum_to_string(t.enum)}({v})"
        return (kinds.row(t.basic.kind).proto_bytes or "({v})").format(v=v)

    def scalar_of(self, pf: ProtoField, v: str) -> str:
        """The number a value is written as."""
        bits = self.message.bits_of(pf.element)
        return bits[0].format(v=v) if bits else v

    @staticmethod
    def custom_serializer(pf: ProtoField) -> str:
        fn = pf.element.basic.serializer
        return f"[](const auto& x, std::string_view name, switchyard::BsonWriter& w) {{ {fn}(x, name, w); }}"

    def write_value(self, pf: ProtoField, v: str) -> str:
        enc = pf.encoding
        kind = kind_of(pf.element)
        if kind and kinds.row(kind).proto_write:
            return kinds.row(kind).proto_write.format(v=v)
        if kind == K.CUSTOM:
            return f"p = switchyard::proto::writeCustomElement(p, {v}, {self.custom_serializer(pf)});"
        v = self.scalar_of(pf, v)
        return {
            "int32": f"p = switchyard::proto::writeVarint(p, static_cast<uint64_t>(static_cast<std::int64_t>({v})));",
            "enum": f"p = switchyard::proto::writeVarint(p, static_cast<uint64_t>(static_cast<std::int64_t>({v})));",
            "sint32": f"p = switchyard::proto::writeVarint(p, switchyard::proto::zigZagEncode32({v}));",
            "uint32": f"p = switchyard::proto::writeVarint(p, static_cast<uint32_t>({v}));",
            "int64": f"p = switchyard::proto::writeVarint(p, static_cast<uint64_t>({v}));",
            "uint64": f"p = switchyard::proto::writeVarint(p, static_cast<uint64_t>({v}));",
            "sint64": f"p = switchyard::proto::writeVarint(p, switchyard::proto::zigZagEncode64({v}));",
            "bool": f"*p++ = ({v}) ? 1 : 0;",
            "sfixed32": f"p = switchyard::proto::writeFixed<uint32_t>(p, static_cast<uint32_t>({v}));",
            "fixed32": f"p = switchyard::proto::writeFixed<uint32_t>(p, static_cast<uint32_t>({v}));",
            "sfixed64": f"p = switchyard::proto::writeFixed<uint64_t>(p, static_cast<uint64_t>({v}));",
            "fixed64": f"p = switchyard::proto::writeFixed<uint64_t>(p, static_cast<uint64_t>({v}));",
            "double": f"p = switchyard::proto::writeFixed<uint64_t>(p, std::bit_cast<uint64_t>({v}));",
            "string": f"p = switchyard::proto::writeBytes(p, {self.bytes_of(pf, v)});",
            "bytes": f"p = switchyard::proto::writeBytes(p, {self.bytes_of(pf, v)});",
        }[enc]

    @staticmethod
    def write_tag(tag: int) -> Tuple[str, int]:
        b = varint_bytes(tag)
        value = sum(x << (8 * i) for i, x in enumerate(b))
        return f"p = switchyard::proto::writeTag<{value}u, {len(b)}>(p);  // tag {tag >> 3}", len(b)

    def _each(self, out: "CodeWriter", pf: ProtoField, body) -> None:
        """Calls body(value expression) for each value present."""
        m = pf.fp.member
        if pf.role == "name" and "uuid" in self.by_role:
            out("if (!collectionUuid_) {  // the name, unless the collection is given by UUID")
            out.indent()
            body(m)
            out.dedent()
            out("}")
            return
        fp = pf.fp
        if pf.f.optional:
            with out.block(f"if {fp.present} {{"):
                body(fp.value)
        elif fp.storage == SLOT:  # defaulted: written only when set, as protoc does
            with out.block(f"if {fp.present} {{"):
                body(fp.value)
        else:
            body(m)

    def def_size(self) -> List[str]:
        out = CodeWriter()
        with out.block(f"size_t {self.T}::serializedProtoSize() const {{"):
            out("size_t n = 0;")
            for pf in self.live:
                tag_size = len(varint_bytes(pf.tag_value(pf.write_wire)))
                struct = shape(pf.element).struct_name() is not None

                def body(v: str, pf=pf, tag_size=tag_size, struct=struct) -> None:
                    if not pf.array:
                        if struct:
                            out(f"n += {tag_size} + "
                                f"switchyard::proto::lengthDelimitedSize(({v}).serializedProtoSize());")
                        else:
                            out(f"n += {tag_size} + {self.value_size(pf, v)};")
                        return
                    if pf.packed:
                        out(f"if (!({v}).empty()) {{")
                        width = proto_rules.FIXED_WIDTH.get(pf.encoding)
                        if width:
                            out(f"  n += {tag_size} + switchyard::proto::lengthDelimitedSize({width} * ({v}).size());")
                        else:
                            out("  size_t payload = 0;")
                            out(f"  for (const auto& x : {v}) payload += {self.value_size(pf, 'x')};")
                            out(f"  n += {tag_size} + switchyard::proto::lengthDelimitedSize(payload);")
                        out("}")
                    elif struct:
                        out(f"for (const auto& x : {v}) {{")
                        out(f"  n += {tag_size} + switchyard::proto::lengthDelimitedSize(x.serializedProtoSize());")
                        out("}")
                    elif self.value_size(pf, "x").isdigit():
                        out(f"n += ({tag_size} + {self.value_size(pf, 'x')}) * ({v}).size();")
                    else:
                        out(f"for (const auto& x : {v}) n += {tag_size} + {self.value_size(pf, 'x')};")

                self._each(out, pf, body)
            out("return n;")
        return out.lines

    def def_serialize(self) -> List[str]:
        out = CodeWriter()
        with out.block(f"uint8_t* {self.T}::serializeProtoTo(uint8_t* p) const {{"):
            for pf in self.live:
                tag_line, _ = self.write_tag(pf.tag_value(pf.write_wire))
                struct = shape(pf.element).struct_name() is not None

                def one(v: str, pf=pf, tag_line=tag_line, struct=struct) -> None:
                    out(tag_line)
                    if struct:
                        out(f"p = switchyard::proto::writeVarint(p, ({v}).serializedProtoSize());")
                        out(f"p = ({v}).serializeProtoTo(p);")
                    else:
                        out(self.write_value(pf, v))

                def body(v: str, pf=pf, tag_line=tag_line, one=one) -> None:
                    if not pf.array:
                        one(v)
                        return
                    if pf.packed:
                        with out.block(f"if (!({v}).empty()) {{"):
                            out(tag_line)
                            width = proto_rules.FIXED_WIDTH.get(pf.encoding)
                            if width:
                                out(f"p = switchyard::proto::writeVarint(p, {width} * ({v}).size());")
                            else:
                                out("size_t payload = 0;")
                                out(f"for (const auto& x : {v}) payload += {self.value_size(pf, 'x')};")
                                out("p = switchyard::proto::writeVarint(p, payload);")
                            out(f"for (const auto& x : {v}) {{")
                            out(f"  {self.write_value(pf, 'x')}")
                            out("}")
                    else:
                        with out.block(f"for (const auto& x : {v}) {{"):
                            one("x")

                self._each(out, pf, body)
            out("return p;")
        return out.lines

    def def_to_proto(self) -> List[str]:
        return [
            f"std::string {self.T}::toProto() const {{",
            "  std::string out(serializedProtoSize(), '\\0');",
            "  if (!out.empty()) serializeProtoTo(reinterpret_cast<uint8_t*>(out.data()));",
            "  return out;",
            "}",
        ]
