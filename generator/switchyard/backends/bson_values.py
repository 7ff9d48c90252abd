"""How the BSON backend reads, sizes and writes one value of a field type
(the per-kind calls come from lower/kinds.py)."""

from __future__ import annotations

import re
from typing import Optional

from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower import kinds
from ..lower.cpp_types import CppTypes, accepted_types
from .bson_inline import inline_call, inlinable
from .bson_variant import each_alternative, read_variant
from .common import validate

K = model.ValueKind

# Kinds whose element the parse hands on without walking what it nests and
# without keeping it (a custom deserializer reads it): with
# ParseOptions::validate walked deeply as they are read. The views it keeps
# (documents, `any` elements) are walked after the parse (bson_views.py).
UNWALKED_KINDS = (K.CUSTOM,)


class BsonValues:
    """C++ for values of field types, as written from one spec's namespace."""

    def __init__(self, types: CppTypes, struct_size: str = "serializedSize") -> None:
        self.types = types
        # The member that sizes a nested struct's value: its exact size, or
        # (serializedSizeBound(), backends/bson_bound.py) an upper bound.
        self.struct_size = struct_size

    def type_check(self, out: CodeWriter, t: model.FieldType, type_expr: str, elem: str, label: str,
                   on_null: Optional[str]) -> None:
        accepted = accepted_types(t)
        if accepted is None:
            return
        # `e.type()` compares with the enumerators, a type byte with their bytes. A
        # handler's (`p[0]`) names them unqualified (its function's `using enum`).
        typed = type_expr.endswith(".type()")
        if type_expr == "p[0]":
            accepted = [a.split("::")[-1] for a in accepted]
        tests = [f"{type_expr} != {a}" if typed else f"{type_expr} != switchyard::typeByte({a})" for a in accepted]
        cond = " && ".join(tests)
        if len(cond) + 2 * out.level > 80:
            cond = " &&\n    ".join(tests)
        opening = f"if ({cond}) [[unlikely]] {{".split("\n")
        out.extend(opening[:-1])
        with out.block(opening[-1]):
            if on_null is not None:
                out(f"if ({elem}.isNullish()) {on_null}")
            fail = f"return ctx.failTypeMismatch({label}, {elem}.type(), {{{', '.join(accepted)}}});"
            if 2 * out.level + len(fail) > 100:
                fail = (f"return ctx.failTypeMismatch({label}, {elem}.type(),\n"
                        f"                            {{{', '.join(accepted)}}});")
            out.extend(fail.split("\n"))

    def read_value(self, out: CodeWriter, t: model.FieldType, elem: str, label: str, assign: str,
                   ref: str, validator: Optional[model.Validator], depth: int, element: bool = False) -> None:
        """Reads the (type-checked) element `elem` into a destination.

        `assign` is a format with `{}` for the value ("limit_ = {};" or
        "items.push_back({});"); `ref` an expression giving a reference to a
        fresh destination object (for structs and arrays). `element`: `elem`
        is an array element, whose struct or enum errors name the array
        field without the index (MongoDB parses them with
        `IDLParserContext tempContext(kFieldName, &ctxt)`: generator.py,
        `_gen_field_deserializer_expression`)."""
        if t.category == "struct":
            enter = f"ctx.enterUnnamed({elem}.value())" if element else f"ctx.enter({label}, {elem}.value())"
            if inlinable(self.types.spec, self.types.spec.struct(t.struct_name)):
                out.extend(inline_call(elem, enter, ref))
                return
            out(f"if (!{enter}) [[unlikely]] return false;")
            out(f"if (!{ref}.parseFrom({elem}.asDocument(), ctx)) [[unlikely]] return false;")
            out("ctx.leave();")
            return
        if t.category == "array":
            self.read_array(out, t, elem, label, ref, validator, depth)
            return
        if t.category == "variant":
            read_variant(self, out, t, elem, label, ref, validator, depth)
            return
        v = "v" if depth == 0 else f"v{depth}"
        if t.category == "enum":
            e = t.enum
            # throwBadEnumValue names its context's path: for an element, the array field.
            where = "std::string_view()" if element else label
            cpp = self.types.enum_cpp(e)
            parse = self.types.enum_parse(e)
            out(f"{cpp} {v};")
            if e.value_type == "string":
                out(f"if (!{parse}({elem}.asString(), &{v})) [[unlikely]] {{")
                out(f"  return ctx.failBadEnum({where}, {elem}.asString());")
            else:
                out(f"if (!{parse}({elem}.asInt32(), &{v})) [[unlikely]] {{")
                out(f"  return ctx.failBadEnum({where}, static_cast<std::int64_t>({elem}.asInt32()));")
            out("}")
            validate(out, t, v, label, validator)
            out(assign.format(v))
            return
        kind = t.basic.kind
        cpp = self.types.cpp_type(t)
        if kind in UNWALKED_KINDS:
            # Not kept: walked deeply here when the parse validates (bson_validate.h).
            out(f"if (!switchyard::validateView({elem}, ctx)) [[unlikely]] return false;")
        if kind == K.CUSTOM:
            out(f"{cpp} {v}{{}};")
            out(f"if (absl::Status status = {t.basic.deserializer}({elem}, &{v}); !status.ok()) [[unlikely]] {{")
            out(f"  return ctx.failCallback({label}, status);")
            out("}")
            validate(out, t, v, label, validator)
            out(assign.format(f"std::move({v})"))
            return
        row = kinds.row(kind)
        if row.read_into:
            out.extend(row.read_into.format(v=v, e=elem, label=label).split("\n"))
        elif validator is None:  # nothing to check: one statement
            out(assign.format(row.read.format(e=elem)))
            return
        else:
            out(f"const {cpp} {v} = {row.read.format(e=elem)};")
        validate(out, t, v, label, validator)
        out(assign.format(f"std::move({v})" if row.owned else v))

    def read_array(self, out: CodeWriter, t: model.FieldType, elem: str, label: str, ref: str,
                   validator: Optional[model.Validator], depth: int) -> None:
        d = depth + 1
        items, item, index, vec = f"items{d}", f"item{d}", f"index{d}", f"vec{d}"
        out(f"if (!ctx.enter({label}, {elem}.value())) [[unlikely]] return false;")
        out(f"auto& {vec} = {ref};")
        out(f"switchyard::BsonCursor {items} = {elem}.asDocument().elements();")
        out(f"switchyard::BsonElement {item};")
        with out.block(f"for (uint32_t {index} = 0; {items}.next({item}, ctx); ++{index}) {{"):
            out(f"if (!switchyard::isArrayIndex({item}.name(), {index})) [[unlikely]] {{")
            out(f"  return ctx.failArrayIndex({item}.name(), {index});")
            out("}")
            el = t.element
            self.type_check(out, el, f"{item}.type()", item, f"{item}.name()", "continue;")
            self.read_value(out, el, item, f"{item}.name()", f"{vec}.push_back({{}});",
                            f"{vec}.emplace_back()", validator, d, element=True)
        out("if (ctx.failed()) [[unlikely]] return false;")
        out("ctx.leave();")

    # ---- writing ----------------------------------------------------------

    def size_lines(self, out: CodeWriter, t: model.FieldType, name_size_expr: str, v: str, acc: str,
                   depth: int) -> None:
        """Adds the size of element (name of `name_size_expr` bytes, value
        `v`) to `acc`."""
        if t.category == "array" and self.one_loop(t.element):
            self.size_array(out, t, name_size_expr, v, acc, depth)
            return
        if t.category == "array":
            d = depth + 1
            total, index, item = f"array{d}", f"index{d}", f"item{d}"
            with out.block("{"):
                out(f"size_t {total} = switchyard::BsonWriter::kEmptyDocumentSize;")
                out(f"uint32_t {index} = 0;")
                with out.block(f"for ([[maybe_unused]] const auto& {item} : {v}) {{"):
                    self.size_lines(out, t.element, f"switchyard::BsonWriter::indexNameSize({index})", item, total, d)
                    out(f"++{index};")
                out(f"{acc} += switchyard::BsonWriter::elementSize({name_size_expr}, {total});")
            return
        if t.category == "variant":
            each_alternative(out, t, v, lambda a, av: self.size_lines(out, a, name_size_expr, av, acc, depth))
            return
        if t.category == "basic" and t.basic.kind == K.CUSTOM:
            out("{")
            out("  // A user serializer: measured by writing into a scratch buffer.")
            out("  switchyard::BsonWriter scratch(64);")
            out(f"  {t.basic.serializer}({v}, std::string_view(kScratchName, {name_size_expr}), scratch);")
            out(f"  {acc} += scratch.size();")
            out("}")
            return
        out(f"{acc} += switchyard::BsonWriter::elementSize({name_size_expr}, {self.value_size(t, v)});")

    def fixed_size(self, t: model.FieldType) -> bool:
        """Whether every value of `t` takes the same number of bytes."""
        if t.category == "enum" or (t.category == "basic" and t.basic.kind != K.CUSTOM):
            return "@" not in self.value_size(t, "@")
        return False

    def one_loop(self, element: model.FieldType) -> bool:
        """Whether arrays of `element` are sized in closed form and written
        through BsonSpanWriter::arrayElements: every element's type byte known
        in advance and its value written by generated code."""
        if element.category == "array":
            return self.one_loop(element.element)
        if element.category == "basic" and element.basic.kind == K.CUSTOM:
            return False
        return self.head_type(element) is not None

    def size_array(self, out: CodeWriter, t: model.FieldType, name_size_expr: str, v: str, acc: str,
                   depth: int) -> None:
        """An array's size: its frame and element heads in closed form
        (bsonArrayHeadsSize), plus the values, a product for fixed sizes."""
        d = depth + 1
        total, item = f"array{d}", f"item{d}"
        el = t.element
        with out.block("{"):
            if self.fixed_size(el):
                out(f"const size_t {total} = switchyard::fixedArraySize(({v}).size(), {self.value_size(el, '')});")
            else:
                out(f"size_t {total} = switchyard::bsonArrayHeadsSize(({v}).size());")
                with out.block(f"for (const auto& {item} : {v}) {{"):
                    self.add_value_size(out, el, item, total, d)
            out(f"{acc} += switchyard::BsonWriter::elementSize({name_size_expr}, {total});")

    def add_value_size(self, out: CodeWriter, t: model.FieldType, v: str, acc: str, depth: int) -> None:
        """Adds the size of value `v` (no head) to `acc` (one_loop types)."""
        if t.category != "array":
            out(f"{acc} += {self.value_size(t, v)};")
            return
        if self.fixed_size(t.element):
            out(f"{acc} += switchyard::fixedArraySize(({v}).size(), {self.value_size(t.element, '')});")
            return
        d = depth + 1
        total, item = f"array{d}", f"item{d}"
        with out.block("{"):
            out(f"size_t {total} = switchyard::bsonArrayHeadsSize(({v}).size());")
            with out.block(f"for (const auto& {item} : {v}) {{"):
                self.add_value_size(out, t.element, item, total, d)
            out(f"{acc} += {total};")

    def value_size(self, t: model.FieldType, v: str) -> str:
        if t.category == "struct":
            return f"({v}).{self.struct_size}()"
        if t.category == "enum":
            if t.enum.value_type == "string":
                return f"switchyard::BsonWriter::stringValueSize({self.types.enum_to_string(t.enum)}({v}).size())"
            return "4"
        return kinds.row(t.basic.kind).size.format(v=v)

    @staticmethod
    def head_type(t: model.FieldType) -> Optional[str]:
        """The BsonType enumerator an element of type `t` is written with
        (None: only known at run time, `any`, or written by a user serializer)."""
        if t.category == "struct":
            return "kObject"
        if t.category == "array":
            return "kArray"
        if t.category == "enum":
            return "kString" if t.enum.value_type == "string" else "kInt32"
        if t.category == "variant":
            return None
        return kinds.row(t.basic.kind).bson_type

    def field_head(self, out: CodeWriter, t: model.FieldType, wire_name: str, constant: str) -> str:
        """Declares the field's element head (type byte, name, NUL) as one
        constant and returns it as the name to write with; the name literal
        where the type byte is not known in advance."""
        literal = cpp_string_literal(wire_name)
        bson_type = self.head_type(t)
        if bson_type is None:
            return literal
        out(f"static constexpr auto {constant} = switchyard::fieldHead<{literal}>(switchyard::BsonType::{bson_type});")
        return constant

    def write_lines(self, out: CodeWriter, t: model.FieldType, n: str, v: str, depth: int, label: str,
                    document: str = "writeDocument") -> None:
        """Writes value `v` as the element named `n` (a field head constant, a
        name literal, kCommandName or an ArrayIndex) through the cursor `out`;
        `label` is the name as a string_view (for user serializers).
        `document`: how a struct value is written, inlining its writer
        (writeDocument) or calling its out-of-line copy
        (writeDocumentOutOfLine, for cold code; switchyard/writer/serializer.h)."""
        if t.category == "struct":
            out(f"out.head(switchyard::BsonType::kObject, {n});")
            out(f"out = switchyard::{document}({v}, out);")
            return
        if t.category == "array" and self.one_loop(t.element):
            out(f"out.head(switchyard::BsonType::kArray, {n});")
            self.write_value(out, t, v, depth)
            return
        if t.category == "array":
            d = depth + 1
            with out.block("{"):
                out(f"out.head(switchyard::BsonType::kArray, {n});")
                out(f"const switchyard::DocumentStart array{d} = out.beginDocument();")
                out(f"uint32_t index{d} = 0;")
                with out.block(f"for (const auto& item{d} : {v}) {{"):
                    self.write_lines(out, t.element, f"switchyard::ArrayIndex{{index{d}}}", f"item{d}", d,
                                     f"switchyard::ArrayIndexName(index{d})", document)
                    out(f"++index{d};")
                out(f"out.endDocument(array{d});")
            return
        if t.category == "variant":
            each_alternative(out, t, v, lambda a, av: self.write_lines(out, a, n, av, depth, label, document))
            return
        if t.category == "enum":
            if t.enum.value_type == "string":
                out(f"out.appendString({n}, {self.types.enum_to_string(t.enum)}({v}));")
            else:
                out(f"out.appendInt32({n}, static_cast<std::int32_t>({v}));")
            return
        if t.basic.kind == K.CUSTOM:
            with out.block("{"):
                out("// A user serializer writes into a BsonWriter; its bytes are copied.")
                out("switchyard::BsonWriter scratch(64);")
                out(f"{t.basic.serializer}({v}, {label}, scratch);")
                out("out.bytes(scratch.data(), scratch.size());")
            return
        out(kinds.row(t.basic.kind).write.format(n=n, v=v))

    def write_value(self, out: CodeWriter, t: model.FieldType, v: str, depth: int) -> None:
        """Writes value `v` (no head) through the cursor `out` (one_loop
        types): an array as one arrayElements loop, index names from the
        precomputed table."""
        if t.category == "struct":
            out(f"out = switchyard::writeDocument({v}, out);")
            return
        if t.category == "array":
            d = depth + 1
            el, item = t.element, f"item{d}"
            with out.block("{"):
                out(f"const switchyard::DocumentStart array{d} = out.beginDocument();")
                # A struct's whole writer is inlined as the value: once (arrayElementsCompact).
                loop = "arrayElementsCompact" if el.category == "struct" else "arrayElements"
                # The element's cursor is out<d>: `out` again would shadow the enclosing one (-Wshadow).
                with out.block(f"out.{loop}<{self.min_value_size(el)}>(switchyard::BsonType::{self.head_type(el)}, "
                               f"{v}, [&](switchyard::BsonSpanWriter& out{d}, const auto& {item}) {{", closing="});"):
                    body = CodeWriter(out.level)
                    self.write_value(body, el, item, d)
                    out.lines.extend(re.sub(r"\bout\b", f"out{d}", line) for line in body.lines)
                out(f"out.endDocument(array{d});")
            return
        # The whole-element call of the value's kind, without the head.
        element = self.write_lines_text(t, "@", v)
        m = re.fullmatch(r"out\.append(\w+)\(@, (.*)\);", element)
        assert m, element
        out(f"out.{m.group(1)[0].lower()}{m.group(1)[1:]}Value({m.group(2)});")

    def write_lines_text(self, t: model.FieldType, n: str, v: str) -> str:
        """The one line writing a scalar (enum or basic) element."""
        text = CodeWriter()
        self.write_lines(text, t, n, v, 0, "")
        assert len(text.lines) == 1, text.lines
        return text.lines[0].strip()

    def min_value_size(self, t: model.FieldType) -> int:
        """The fewest bytes a value of `t` takes (arrayElements' bound): its
        size when fixed; strings, documents, arrays and binData take at least 5."""
        if self.fixed_size(t):
            return int(self.value_size(t, ""))
        return 5


def scratch_name(longest: int) -> str:
    """The name a user serializer is measured with (size_lines): as long as
    the longest field name, of letters, since BsonWriter refuses a NUL in a
    name (it would write nothing, and the size would be wrong)."""
    length = max(longest, 10)
    return f'static constexpr char kScratchName[{length + 1}] = "{"x" * length}";'
