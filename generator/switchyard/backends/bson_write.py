"""The serializer half of the BSON C++ emitter: serializedSize(), serialize(),
toBson(), the checked entry points (serializeInto, appendTo,
checkSerializable) and writeFields(), the span-writer loop over the present
fields. A mixin of backends/bson_cpp.py's BsonSpecRenderer, whose value
renderer (`self.values`), first element (`self.first`) and plan it uses."""

from __future__ import annotations

import contextlib
from typing import List, Optional, Sequence, Tuple

from .. import model
from ..codegen.cpp_text import cpp_string_literal, name_size
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import has_custom
from ..lower import names
from ..lower.plan import SLOT, FieldPlan, StructPlan
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
        live = [fp for fp in plans if not fp.f.ignore]
        self.load_mask(out, live)
        for group, fps in present_groups(live):
            with self.group_test(out, group):
                for fp in fps:
                    self.size_field(out, fp)
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
        self.required_set(out, sp)
        check_non_inline(out, s)
        for fp in sp.fields:
            f = fp.f
            if f.ignore or not self._holds_documents(f.type):
                continue
            path = cpp_string_literal(f"{s.name}.{f.name}")
            if f.optional:
                with out.block(f"if {fp.present} {{"):
                    self._check_value(out, f.type, fp.value, path, 0)
            else:
                self._check_value(out, f.type, present_value(fp), path, 0)
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
        self.load_mask(out, live)
        for group, fps in present_groups(live):
            with self.group_test(out, group):
                for fp in fps:
                    self.write_field(out, fp)
        out("return out;")
        out.dedent()
        out("}")
        return out.lines

    # ---- presence ------------------------------------------------------------------

    @staticmethod
    def load_mask(out: CodeWriter, live: Sequence[FieldPlan]) -> None:
        """The mask words the optional fields of `live` use into locals: stores
        through the writer's byte pointer may alias members, locals stay in
        registers."""
        for w in sorted({fp.bit // 64 for fp in live if fp.f.optional}):
            out(f"const uint64_t present{w} = {names.presence_word(w)};")

    @staticmethod
    @contextlib.contextmanager
    def group_test(out: CodeWriter, group: Optional[Tuple[int, int]]):
        """One mask test skipping a run of absent optional fields."""
        if group is None:
            yield
            return
        word, bits = group
        with out.block(f"if ((present{word} & 0x{bits:x}ull) != 0) {{"):
            yield

    def size_field(self, out: CodeWriter, fp: FieldPlan) -> None:
        f = fp.f
        nsize = str(name_size(f.name))
        if not f.optional:
            self.values.size_lines(out, f.type, nsize, present_value(fp), "n", 0)
            return
        with out.block(f"if {local_present(fp)} {{", closing=None if f.always_serialize else "}"):
            self.values.size_lines(out, f.type, nsize, fp.value, "n", 0)
        if f.always_serialize:
            with out.block("} else {"):
                out(f"n += switchyard::BsonWriter::elementSize({nsize}, 0);  // null")

    def write_field(self, out: CodeWriter, fp: FieldPlan) -> None:
        f = fp.f
        label = cpp_string_literal(f.name)
        constant = "kHead_" + fp.member.rstrip("_")
        if not f.optional:
            head = self.values.field_head(out, f.type, f.name, constant)
            self.values.write_lines(out, f.type, head, present_value(fp), 0, label)
            return
        with out.block(f"if {local_present(fp)} {{", closing=None if f.always_serialize else "}"):
            head = self.values.field_head(out, f.type, f.name, constant)
            self.values.write_lines(out, f.type, head, fp.value, 0, label)
        if f.always_serialize:
            with out.block("} else {"):
                out(f"out.appendNull(std::string_view({label}));")

    @staticmethod
    def required_set(out: CodeWriter, sp: StructPlan) -> None:
        """Required fields never set (no bit): MongoDB's generated serializers
        assert them (invariant(_has...)); here a status names the first one."""
        conds = [f"({names.presence_word(w)} & 0x{m:x}ull) != 0x{m:x}ull"
                 for w, m in enumerate(sp.required_masks()) if m]
        if not conds:
            return
        with out.block(f"if ({' || '.join(conds)}) [[unlikely]] {{"):
            for fp in sp.required:
                path = cpp_string_literal(f"BSON field '{sp.struct.name}.{fp.f.name}' is missing but a "
                                          "required field: it was never set")
                out(f"if (!{fp.present}) return switchyard::makeError(switchyard::ErrorCode::kMissingField, {path});")


# Runs of at least this many optional fields in one mask word are skipped
# together by one test when none of them is set (generic arguments, mostly).
MIN_GROUP = 4


def present_groups(live: Sequence[FieldPlan]) -> List[Tuple[Optional[Tuple[int, int]], List[FieldPlan]]]:
    """The stored fields `live` in order, runs of optional ones (same mask
    word, no always_serialize) grouped under (word, bits); others alone
    (None)."""
    result: List[Tuple[Optional[Tuple[int, int]], List[FieldPlan]]] = []
    run: List[FieldPlan] = []

    def flush() -> None:
        if len(run) >= MIN_GROUP:
            bits = sum(1 << (fp.bit % 64) for fp in run)
            result.append(((run[0].bit // 64, bits), list(run)))
        else:
            result.extend((None, [fp]) for fp in run)
        run.clear()

    for fp in live:
        groupable = fp.f.optional and not fp.f.always_serialize
        if not groupable or (run and run[0].bit // 64 != fp.bit // 64):
            flush()
        if groupable:
            run.append(fp)
        else:
            result.append((None, [fp]))
    flush()
    return result


def local_present(fp: FieldPlan) -> str:
    """The presence test on the mask word loaded by load_mask."""
    return f"(present{fp.bit // 64} & {fp.seen.mask})"


def present_value(fp: FieldPlan) -> str:
    """A non-optional field's value: defaulted Slots through their getter
    (the default while unset)."""
    return f"{fp.getter}()" if fp.storage == SLOT else fp.value


def _body_fields(plans: Sequence[FieldPlan], body_only: bool) -> Sequence[FieldPlan]:
    """The fields of the body: all, or (OP_MSG) those not sent as sequences."""
    return [fp for fp in plans if not fp.f.supports_doc_sequence] if body_only else plans
