"""The serializer half of the BSON C++ emitter: serializedSize(), serialize(),
toBson(), the checked entry points (serializeInto, appendTo,
checkSerializable) and writeFields(), the span-writer loop over the present
fields. A mixin of backends/bson_cpp.py's BsonSpecRenderer, whose value
renderer (`self.values`), first element (`self.first`) and plan it uses."""

from __future__ import annotations

from typing import List, Sequence

from .. import model
from ..codegen.cpp_text import cpp_string_literal, name_size
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import has_custom
from ..lower.plan import FieldPlan, StructPlan
from .bson_chained import check_non_inline, size_non_inline, write_non_inline
from .bson_variant import each_alternative


class SerializerDefinitions:
    """Function definitions for writing a class's BSON."""

    def def_serialized_size(self, sp: StructPlan, body_only: bool = False) -> List[str]:
        """serializedSize(); with `body_only`, bodySerializedSize(): the OP_MSG
        body, without the fields written as document sequences."""
        s, plans = sp.struct, _body_fields(sp.fields, body_only)
        T = s.cpp_name
        out = CodeWriter()
        out(f"size_t {T}::{'bodySerializedSize' if body_only else 'serializedSize'}() const {{")
        out.indent()
        out("size_t n = switchyard::BsonWriter::kEmptyDocumentSize;")
        if any(has_custom(fp.f.type) for fp in plans if not fp.f.ignore):
            longest = max((name_size(fp.f.name) for fp in plans), default=1)
            out(f"static constexpr char kScratchName[{max(longest, 10) + 1}] = {{}};")
        if s.command:
            self.first.size_command_element(out, sp.first)
        size_non_inline(out, s, "n")
        for fp in plans:
            f = fp.f
            if f.ignore:
                continue
            nsize = str(name_size(f.name))
            if f.optional:
                out(f"if ({fp.member}) {{")
                out.indent()
                self.values.size_lines(out, f.type, nsize, f"*{fp.member}", "n", 0)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  n += switchyard::BsonWriter::elementSize({nsize}, 0);  // null")
                out("}")
            else:
                self.values.size_lines(out, f.type, nsize, fp.member, "n", 0)
        out("return n;")
        out.dedent()
        out("}")
        return out.lines

    def def_serialize(self, s: model.Struct) -> List[str]:
        out = CodeWriter()
        out.snippet("""
            void {{T}}::serialize(switchyard::BsonWriter& w) const {
              w.commit(switchyard::writeDocument(*this, w.span(serializedSize())));
            }

            switchyard::BsonBuffer {{T}}::toBson() const {
              const size_t size = serializedSize();
              switchyard::BsonWriter w(size);
              w.commit(switchyard::writeDocument(*this, w.span(size)));
              return w.finish();
            }

            void {{T}}::serializeFieldsReserved(switchyard::BsonWriter& w) const {
              w.commit(writeFields(w.span(0)));  // the caller reserved the room
            }

            absl::StatusOr<size_t> {{T}}::serializeInto(std::span<uint8_t> buffer, size_t maxSize) const {
              return switchyard::serializeInto(*this, buffer, maxSize);
            }

            absl::Status {{T}}::appendTo(switchyard::BsonWriter& w, std::string_view name, size_t maxSize) const {
              return switchyard::appendAsElement(*this, w, name, maxSize);
            }

            std::string {{T}}::toString() const { return switchyard::toExtendedJson(*this); }
        """, T=s.cpp_name)
        return out.lines

    def def_check_serializable(self, sp: StructPlan) -> List[str]:
        """Document values must be well-framed documents; nested structs
        check their own."""
        s = sp.struct
        T = s.cpp_name
        out = CodeWriter()
        out(f"absl::Status {T}::checkSerializable() const {{")
        out.indent()
        check_non_inline(out, s)
        for fp in sp.fields:
            f = fp.f
            if f.ignore or not self._holds_documents(f.type):
                continue
            v = f"*{fp.member}" if f.optional else fp.member
            path = cpp_string_literal(f"{s.name}.{f.name}")
            if f.optional:
                with out.block(f"if ({fp.member}) {{"):
                    self._check_value(out, f.type, v, path, 0)
            else:
                self._check_value(out, f.type, v, path, 0)
        out("return absl::OkStatus();")
        out.dedent()
        out("}")
        return out.lines

    def _holds_documents(self, t: model.FieldType) -> bool:
        if t.category == "array":
            return self._holds_documents(t.element)
        if t.category == "variant":
            return any(self._holds_documents(a) for a in t.alternatives)
        return t.category == "struct" or (t.category == "basic" and t.basic.kind == model.ValueKind.OBJECT)

    def _check_value(self, out: CodeWriter, t: model.FieldType, v: str, path: str, depth: int) -> None:
        if t.category == "array":
            d = depth + 1
            with out.block(f"for (size_t index{d} = 0; index{d} < ({v}).size(); ++index{d}) {{"):
                self._check_value(out, t.element, f"({v})[index{d}]",
                                  f"std::string({path}) + \".\" + std::to_string(index{d})", d)
            return
        if t.category == "variant":
            each_alternative(out, t, v, lambda a, av: self._check_value(out, a, av, path, depth),
                             self._holds_documents)
            return
        if t.category == "struct":
            out(f"if (absl::Status status = ({v}).checkSerializable(); !status.ok()) [[unlikely]] return status;")
            return
        with out.block(f"if (!switchyard::isFramed({v})) [[unlikely]] {{"):
            out(f"return switchyard::checkFramed({v}, {path});")

    def def_serialize_fields(self, sp: StructPlan, body_only: bool = False) -> List[str]:
        """writeFields(); with `body_only`, writeBodyFields() (see above)."""
        s, plans = sp.struct, _body_fields(sp.fields, body_only)
        T = s.cpp_name
        out = CodeWriter()
        live = [fp for fp in plans if not fp.f.ignore]
        name = "writeBodyFields" if body_only else "writeFields"
        out(f"switchyard::BsonSpanWriter {T}::{name}(switchyard::BsonSpanWriter out) const {{")
        out.indent()
        if live:
            out("// Each field's type byte, name and NUL: one constant copy.")
        if s.command:
            self.first.write_command_element(out, sp.first)
        write_non_inline(out, s)
        for fp in live:
            f = fp.f
            label = cpp_string_literal(f.name)
            constant = "kHead_" + fp.member.rstrip("_")
            if f.optional:
                out(f"if ({fp.member}) {{")
                out.indent()
                head = self.values.field_head(out, f.type, f.name, constant)
                self.values.write_lines(out, f.type, head, f"*{fp.member}", 0, label)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  out.appendNull(std::string_view({label}));")
                out("}")
            else:
                head = self.values.field_head(out, f.type, f.name, constant)
                self.values.write_lines(out, f.type, head, fp.member, 0, label)
        out("return out;")
        out.dedent()
        out("}")
        return out.lines

    # ---- ordering ----------------------------------------------------------------

    # ---- files ----------------------------------------------------------------------


def _body_fields(plans: Sequence[FieldPlan], body_only: bool) -> Sequence[FieldPlan]:
    """The fields of the body: all, or (OP_MSG) those not sent as sequences."""
    return [fp for fp in plans if not fp.f.supports_doc_sequence] if body_only else plans
