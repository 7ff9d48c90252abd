"""The protobuf C++ emitter: `parseProto` / `serializeProto` on the classes the
BSON emitter generates, for structs with `protobuf: true` (docs/protobuf.md).

The generated parser is upb's lesson applied: one type-specific loop, a
one-byte fast path for tags and varints, a `switch` on the whole tag (field
number and wire type, so a jump table for small tags), and after every field
the expected next tag tested with one compare (protobuf's old ExpectTag):
fields arrive in ascending tag order from protobuf and from us. Unknown
fields are skipped by wire type; every malformed input goes to a cold error
function of `switchyard::ProtoParseContext`.

This module is the reading half and assembles the class's protobuf parts;
`proto_write.py` writes, `proto_fields.py` holds what both see, and
`proto_file.py` writes the equivalent `.proto` schema.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from .. import model, proto_rules
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower import kinds, names
from ..lower.cpp_types import CppTypes, accepted_types, shape
from ..lower.prediction import expected_successors
from ..proto_rules import FIXED32, FIXED64, LEN, VARINT
from .common import validate
from .proto_fields import ProtoField, ProtoMessage, varint_bytes
from .proto_write import ProtoWriter

K = model.ValueKind

_WIRE_NAMES = {VARINT: "varint", FIXED64: "fixed64", LEN: "length-delimited", FIXED32: "fixed32"}

# parseProto(): the entry point over a whole message, the value built in place
# and returned by NRVO (no copy of it into the result).
_PARSE = """
    absl::StatusOr<{{T}}> {{T}}::parseProto(const void* data, size_t size) {
      const uint8_t* const begin = static_cast<const uint8_t*>(data);
      switchyard::ProtoParseContext ctx(begin);
      ctx.pushRoot({{NAME}});
      absl::StatusOr<{{T}}> out(absl::in_place);
      if (!out->parseProtoFrom(begin, begin + size, ctx)) [[unlikely]] {
        switchyard::storeProtoParseError(out, ctx);
      }
      return out;
    }
"""

# The loop's tag: one byte inline, two bytes inline too (readLongTag), longer
# varints out of line.
_READ_TAG = """
    if (switchyard::proto::isLastVarintByte(*p)) [[likely]] {
      tag = *p++;
    } else {
      const uint8_t* const at = p;
      p = switchyard::proto::readLongTag(p, end, tag);
      if (p == nullptr) [[unlikely]] return ctx.failTag(at, end);
    }
"""

# An unknown (or ignored) field: skipped by its wire type.
_SKIP_UNKNOWN = """
    const uint8_t* const at = p;
    p = switchyard::proto::skipField(p, end, tag);
    if (p == nullptr) [[unlikely]] return ctx.failUnknown(tag, at, end);
    continue;
"""


class ProtoReader:
    """parseProto of one class, over its ProtoMessage."""

    def __init__(self, message: ProtoMessage) -> None:
        self.message = message
        self.types, self.s, self.T = message.types, message.s, message.T
        self.fields, self.live, self.required, self.by_role = (message.fields, message.live, message.required,
                                                               message.by_role)

    # The reads' failures call the context's cold error functions: the compiler
    # predicts those paths as unlikely without an attribute (one line each).
    # ---- parsing ----------------------------------------------------------------

    def def_parse(self) -> List[str]:
        out = CodeWriter()
        out.snippet(_PARSE, T=self.T, NAME=cpp_string_literal(self.s.name))
        return out.lines

    def def_parse_from(self) -> List[str]:
        out = CodeWriter()
        T = self.T
        out(f"bool {T}::parseProtoFrom(const uint8_t* p, const uint8_t* const end, "
            f"switchyard::ProtoParseContext& ctx) {{")
        out.indent()
        for pf in self.required:  # in this occurrence (a flag each: kept in registers)
            out(f"bool {_seen(pf)} = false;  // required")
        out("uint32_t tag;")
        out("while (p < end) {")
        out.indent()
        out.snippet(_READ_TAG)
        out("switch (tag) {")
        for pf in self.fields:
            if pf.f.ignore:
                continue
            out(f"  case {pf.tag_value(pf.element_wire)}: goto {pf.label};  // {pf.f.name}: {pf.encoding}")
            if pf.packable:
                out(f"  case {pf.tag_value(LEN)}: goto {pf.label}_packed;  // {pf.f.name}: packed")
        out("  default: goto other;")
        out("}")
        successors = self._successors()
        for pf in self.live:
            self.handler(out, pf, successors.get(pf.index))
        # Known fields with a wrong wire type, then unknown (and ignored) fields.
        out.dedent()
        with out.block("other: {"):
            out("// Field number 0 (tags 0..7, one byte) is not valid protobuf.")
            out("if (tag < 8) [[unlikely]] return ctx.failTag(p - 1, end);")
            if self.live:
                out("switch (tag >> 3) {")
                for pf in self.live:
                    expected = _WIRE_NAMES[pf.element_wire]
                    if pf.packable:
                        expected += " or length-delimited (packed)"
                    out(f"  case {pf.tag}: return ctx.failWireType({pf.wire}, tag, p, {cpp_string_literal(expected)});")
                out("  default: break;")
                out("}")
            out.snippet(_SKIP_UNKNOWN)
        out.indent()
        out.dedent()
        out("}")
        for pf in self.required:
            # Not in this occurrence: a message split over several occurrences is merged (as
            # protobuf does), so a required field an earlier one set (its presence bit) counts.
            earlier = f" && !{pf.fp.present}" if pf.fp.bit is not None and pf.role is None else ""
            with out.block(f"if (!{_seen(pf)}{earlier}) [[unlikely]] {{"):
                out(f"return ctx.failMissing({pf.wire}, {pf.tag});")
        arrays = [pf for pf in self.live if pf.f.required and pf.array]
        if arrays:
            out("// A repeated field has no presence on the wire: a required array the")
            out("// message does not carry is empty, and set (toBson writes it as []).")
            for pf in arrays:
                out(pf.fp.mark)
        out("return true;")
        out.dedent()
        out("}")
        return out.lines

    def _successors(self) -> Dict[int, Optional[object]]:
        plans = [pf.fp for pf in self.live]
        by_index = {pf.index: pf for pf in self.live}
        successors = expected_successors(plans)
        return {i: (by_index[t.index] if t is not None else None) for i, t in successors.items()}

    def predict(self, out: "CodeWriter", target: ProtoField, why: str) -> None:
        tag = varint_bytes(target.tag_value(target.write_wire))
        label = target.label + ("_packed" if target.packed else "")
        if len(tag) > 2:
            return
        value = tag[0] if len(tag) == 1 else tag[0] | tag[1] << 8  # the bytes, little-endian
        out(f"if (switchyard::proto::takeTag<{value}, {len(tag)}>(p, end)) goto {label};  "
            f"// {why}: {target.f.name}")

    def handler(self, out: "CodeWriter", pf: ProtoField, successor: Optional[ProtoField]) -> None:
        """The field's labelled block(s), one level out (the labels inside the loop's indentation)."""
        f = pf.f
        read = CodeWriter(out.level)
        self.read_one(read, pf, "end")
        # Unpacked repeated fields usually repeat: expect the same tag first.
        if pf.array and not pf.packed:
            self.predict(read, pf, "Next element")
        predict = CodeWriter(out.level)
        if successor is not None:
            self.predict(predict, successor, "Expected next tag")
        out.dedent()
        out.snippet("""
            {{LABEL}}: {  // {{NAME}} = {{TAG}}: {{TYPE}} as {{ENCODING}}
              {{READ}}
              {{PREDICT}}
              continue;
            }
        """, LABEL=pf.label, NAME=f.name, TAG=pf.tag, TYPE=f.type.idl_name, ENCODING=pf.encoding,
                    READ=read.lines, PREDICT=predict.lines)
        if pf.packable:
            self.packed_handler(out, pf, predict.lines)
        out.indent()

    def packed_handler(self, out: "CodeWriter", pf: ProtoField, predict: List[str]) -> None:
        """A packable field's block for a packed run of its elements."""
        element = CodeWriter(out.level + 2)
        self.read_scalar(element, pf, "runEnd")
        width = proto_rules.FIXED_WIDTH.get(pf.encoding)
        if width:
            reserve = [f"if (size % {width} != 0) [[unlikely]] return ctx.failPackedSize({pf.wire}, at, size, {width});",
                       f"switchyard::proto::reserveMore(items, size / {width});"]
        else:
            reserve = ["// Every varint ends in one byte without the continuation bit: make room for all",
                       "// of them at once.",
                       "switchyard::proto::reserveMore(items, switchyard::proto::countVarintEnds(p, runEnd));"]
        out.snippet("""
            {{LABEL}}_packed: {  // {{NAME}}: a packed run
              uint32_t size;
              const uint8_t* const at = p;
              p = switchyard::proto::readLength(p, end, size);
              if (p == nullptr) [[unlikely]] return ctx.failLength({{WIRE}}, at, end);
              {{EMPTY_RUN}}
              const uint8_t* const runEnd = p + size;
              auto& items = {{ITEMS}};
              {{MARK}}
              {{RESERVE}}
              while (p < runEnd) {
                {{ELEMENT}}
                items.push_back(v);
              }
              {{PREDICT}}
              continue;
            }
        """, LABEL=pf.label, NAME=pf.f.name, WIRE=pf.wire, ITEMS=self.message.array_ref(pf),
                    EMPTY_RUN=["// An empty run adds no element: the array stays absent (as protobuf sees it).",
                               "if (size == 0) continue;"] if pf.f.optional else [],
                    MARK=[pf.fp.mark] if pf.fp.bit is not None else [], RESERVE=reserve, ELEMENT=element.lines,
                    PREDICT=predict)

    def read_one(self, out: "CodeWriter", pf: ProtoField, end: str) -> None:
        """One occurrence of the field (one element for arrays), stored."""
        f = pf.f
        m = pf.fp.member
        if shape(pf.element).struct_name() is not None:
            out("uint32_t size;")
            out(f"if (!switchyard::proto::takeLength(p, {end}, size)) "
                f"return ctx.failLength({pf.wire}, p, {end});")
            out(f"if (!ctx.enter({pf.wire}, p)) [[unlikely]] return false;")
            if pf.array:
                target = f"{self.message.array_ref(pf)}.emplace_back()"
            elif f.optional:  # merged into the value already set, as protobuf does
                target = f"({pf.fp.present} ? {pf.fp.value} : {pf.fp.target})"
            else:
                target = m
            out(f"if (!{target}.parseProtoFrom(p, p + size, ctx)) [[unlikely]] return false;")
            out("ctx.leave();")
            out("p += size;")
        else:
            self.read_scalar(out, pf, end)
            if pf.array:
                out(f"{self.message.array_ref(pf)}.push_back(v);")
            else:
                out(f"{m} = v;")
        if pf.fp.bit is not None:
            out(pf.fp.mark)
        # The collection's name and UUID are one protobuf oneof: the last wins.
        marks = pf
        if pf.role == "uuid":
            out("collectionName_ = {};")
            marks = self.by_role["name"]
        elif pf.role == "name" and "uuid" in self.by_role:
            out("collectionUuid_.reset();")
        if marks in self.required:
            out(f"{_seen(marks)} = true;")

    def read_scalar(self, out: "CodeWriter", pf: ProtoField, end: str) -> None:
        """Reads one scalar value into a local `v` (validated)."""
        wire = proto_rules.WIRE_TYPE[pf.encoding]
        if wire == VARINT:
            self.read_varint(out, pf, end)
        elif wire in (FIXED32, FIXED64):
            self.read_fixed(out, pf, end, 32 if wire == FIXED32 else 64)
        else:  # LEN: string, bytes, string enum
            self.read_length_delimited(out, pf, end)
        validate(out, pf.element, "v", pf.wire, pf.f.validator)

    def read_varint(self, out: "CodeWriter", pf: ProtoField, end: str) -> None:
        enc = pf.encoding
        t = pf.element
        cpp = pf.element_cpp
        w = pf.wire
        out("uint64_t raw;")
        out(f"if (!switchyard::proto::takeVarint(p, {end}, raw)) return ctx.failVarint({w}, p, {end});")
        if enc == "enum":
            e = t.enum
            out("const std::int32_t number = static_cast<std::int32_t>(static_cast<uint32_t>(raw));")
            out(f"{cpp} v;")
            out(f"if (!{self.types.enum_parse(e)}(number, &v)) [[unlikely]] "
                f"return ctx.failBadEnum({w}, static_cast<std::int64_t>(number));")
        elif enc == "bool":
            out("const bool v = raw != 0;")
        elif enc == "int32":
            out(f"const {cpp} v = static_cast<std::int32_t>(static_cast<uint32_t>(raw));")
        elif enc == "sint32":
            out(f"const {cpp} v = switchyard::proto::zigZagDecode32(static_cast<uint32_t>(raw));")
        elif enc == "uint32":
            out("const uint32_t u = static_cast<uint32_t>(raw);")
            out(f"if (!std::in_range<std::int32_t>(u)) [[unlikely]] return ctx.failRange({w}, u, \"std::int32_t\");")
            out(f"const {cpp} v = static_cast<std::int32_t>(u);")
        elif enc == "int64":
            out(f"const {cpp} v = static_cast<std::int64_t>(raw);")
        elif enc == "sint64":
            out(f"const {cpp} v = switchyard::proto::zigZagDecode64(raw);")
        elif self.message.bits_of(t) is not None:
            out(f"const {cpp} v = {self.message.bits_of(t)[1]};")
        elif enc == "uint64":
            out(f"if (!std::in_range<std::int64_t>(raw)) [[unlikely]] return ctx.failRange({w}, raw, \"std::int64_t\");")
            out(f"const {cpp} v = static_cast<std::int64_t>(raw);")
        else:
            raise AssertionError(enc)

    def read_fixed(self, out: "CodeWriter", pf: ProtoField, end: str, bits: int) -> None:
        enc = pf.encoding
        t = pf.element
        cpp = pf.element_cpp
        w = pf.wire
        width = bits // 8
        out(f"uint{bits}_t raw;")
        out(f"if (!switchyard::proto::takeFixed(p, {end}, raw)) return ctx.failFixed({w}, p, {width});")
        if enc == "double":
            out("const double v = std::bit_cast<double>(raw);")
        elif self.message.bits_of(t) is not None:
            out(f"const {cpp} v = {self.message.bits_of(t)[1]};")
        elif enc.startswith("sfixed"):
            out(f"const {cpp} v = static_cast<std::int{bits}_t>(raw);")
        else:
            out(f"if (!std::in_range<std::int{bits}_t>(raw)) [[unlikely]] "
                f"return ctx.failRange({w}, raw, \"std::int{bits}_t\");")
            out(f"const {cpp} v = static_cast<std::int{bits}_t>(raw);")

    def read_length_delimited(self, out: "CodeWriter", pf: ProtoField, end: str) -> None:
        t = pf.element
        cpp = pf.element_cpp
        w = pf.wire
        out.snippet("""
            uint32_t size;
            if (!switchyard::proto::takeLength(p, {{END}}, size)) return ctx.failLength({{W}}, p, {{END}});
        """, END=end, W=w)
        kind = kinds.basic_kind(t)
        row = kinds.row(kind) if kind is not None else None
        if shape(t).enum_type() is not None:
            out("const std::string_view text(reinterpret_cast<const char*>(p), size);")
            out(f"{cpp} v;")
            out(f"if (!{self.types.enum_parse(t.enum)}(text, &v)) [[unlikely]] return ctx.failBadEnum({w}, text);")
        elif row.proto_fixed_bytes:
            n, what = row.proto_fixed_bytes
            out(f"if (size != {n}) [[unlikely]] return ctx.failByteCount({w}, p, size, {n}, \"{what}\");")
            out(f"{cpp} v;")
            out(f"std::memcpy(v.bytes.data(), p, {n});")
        elif row.proto_read:
            out.extend(row.proto_read.format(w=w).split("\n"))
        else:  # CUSTOM: the BSON element its deserializer reads
            self.read_custom(out, pf)
        out("p += size;")

    def read_custom(self, out: "CodeWriter", pf: ProtoField) -> None:
        t, w = pf.element, pf.wire
        out("switchyard::BsonElement element;")
        out("if (!switchyard::proto::readBsonElement(p, size, element)) [[unlikely]] {")
        out(f"  return ctx.failEmbeddedBson({w}, p, p, size, /*document=*/false);")
        out("}")
        # The BSON types the deserializer expects, as the BSON parser checks them
        # (null too: it is not absent here, protobuf has absence of its own).
        accepted = accepted_types(t)
        if accepted is not None:
            cond = " && ".join(f"element.type() != {a}" for a in accepted)
            expected = ", ".join(f"switchyard::typeByte({a})" for a in accepted)
            out(f"if ({cond}) [[unlikely]] {{")
            out(f"  return ctx.failEmbeddedType({w}, p, static_cast<uint8_t>(element.type()), {{{expected}}});")
            out("}")
        out(f"{pf.element_cpp} v{{}};")
        out(f"if (absl::Status status = {t.basic.deserializer}(element, &v); !status.ok()) [[unlikely]] {{")
        out(f"  return ctx.failCallback({w}, status);")
        out("}")


def _seen(pf: ProtoField) -> str:
    """The flag of a required field seen in this occurrence: `seenDbName`."""
    return "seen" + names.upper_first(pf.fp.member.rstrip("_"))


def proto_class_parts(types: CppTypes, s: model.Struct, plans) -> Tuple[List[str], List[List[str]]]:
    """(public declarations, definitions) of a `protobuf: true` struct."""
    if not s.protobuf:
        return [], []
    message = ProtoMessage(types, s, plans)
    reader, writer = ProtoReader(message), ProtoWriter(message)
    return message.declarations(), [reader.def_parse(), reader.def_parse_from(), writer.def_size(),
                                   writer.def_serialize(), writer.def_to_proto()]
