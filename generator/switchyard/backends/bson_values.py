"""How the BSON backend reads, sizes and writes one value of a field type
(the per-kind calls come from lower/kinds.py)."""

from __future__ import annotations

import re
from typing import Optional

from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower import kinds
from ..lower.cpp_types import CppTypes, accepted_types, shape
from .bson_inline import inline_call, inlinable
from .bson_variant import each_alternative, read_variant
from .common import validate


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
        shape(t).accept(_Read(self, out, elem, label, assign, ref, validator, depth, element))

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
        shape(t).accept(_Size(self, out, name_size_expr, v, acc, depth))

    def fixed_size(self, t: model.FieldType) -> bool:
        """Whether every value of `t` takes the same number of bytes."""
        return shape(t).scalar() and "@" not in self.value_size(t, "@")

    def one_loop(self, element: model.FieldType) -> bool:
        """Whether arrays of `element` are sized in closed form and written
        through BsonSpanWriter::arrayElements: every element's type byte known
        in advance and its value written by generated code."""
        return shape(element).heads_known()

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
        element = shape(t).element()
        if element is None:
            out(f"{acc} += {self.value_size(t, v)};")
            return
        if self.fixed_size(element):
            out(f"{acc} += switchyard::fixedArraySize(({v}).size(), {self.value_size(element, '')});")
            return
        d = depth + 1
        total, item = f"array{d}", f"item{d}"
        with out.block("{"):
            out(f"size_t {total} = switchyard::bsonArrayHeadsSize(({v}).size());")
            with out.block(f"for (const auto& {item} : {v}) {{"):
                self.add_value_size(out, element, item, total, d)
            out(f"{acc} += {total};")

    def value_size(self, t: model.FieldType, v: str) -> str:
        return shape(t).accept(_ValueSize(self, v))

    @staticmethod
    def head_type(t: model.FieldType) -> Optional[str]:
        """The BsonType enumerator an element of type `t` is written with
        (None: only known at run time, `any`, or written by a user serializer)."""
        return shape(t).head_type()

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
        shape(t).accept(_Write(self, out, n, v, depth, label, document))

    def write_value(self, out: CodeWriter, t: model.FieldType, v: str, depth: int) -> None:
        """Writes value `v` (no head) through the cursor `out` (one_loop
        types): an array as one arrayElements loop, index names from the
        precomputed table."""
        shape(t).accept(_WriteValue(self, out, v, depth))

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


class _Read:
    """BsonValues.read_value, per shape."""

    def __init__(self, values: BsonValues, out: CodeWriter, elem: str, label: str, assign: str, ref: str,
                 validator: Optional[model.Validator], depth: int, element: bool) -> None:
        self.values, self.types, self.out = values, values.types, out
        self.elem, self.label, self.assign, self.ref = elem, label, assign, ref
        self.validator, self.depth, self.element = validator, depth, element
        self.v = "v" if depth == 0 else f"v{depth}"

    def struct(self, t: model.FieldType) -> None:
        out, elem, label, ref = self.out, self.elem, self.label, self.ref
        enter = f"ctx.enterUnnamed({elem}.value())" if self.element else f"ctx.enter({label}, {elem}.value())"
        if inlinable(self.types.spec, self.types.spec.struct(t.struct_name)):
            out.extend(inline_call(elem, enter, ref))
            return
        out(f"if (!{enter}) [[unlikely]] return false;")
        out(f"if (!{ref}.parseFrom({elem}.asDocument(), ctx)) [[unlikely]] return false;")
        out("ctx.leave();")

    def array(self, t: model.FieldType) -> None:
        self.values.read_array(self.out, t, self.elem, self.label, self.ref, self.validator, self.depth)

    def variant(self, t: model.FieldType) -> None:
        read_variant(self.values, self.out, t, self.elem, self.label, self.ref, self.validator, self.depth)

    def enum(self, t: model.FieldType) -> None:
        out, elem, v = self.out, self.elem, self.v
        e = t.enum
        # throwBadEnumValue names its context's path: for an element, the array field.
        where = "std::string_view()" if self.element else self.label
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
        validate(out, t, v, self.label, self.validator)
        out(self.assign.format(v))

    def custom(self, t: model.FieldType) -> None:
        """A user type: its deserializer reads the element and nothing of it is
        kept, so with ParseOptions::validate it is walked deeply here, as it is
        read (bson_views.py walks the views the parse keeps, after it)."""
        out, v, label = self.out, self.v, self.label
        out(f"if (!switchyard::validateView({self.elem}, ctx)) [[unlikely]] return false;")
        out(f"{self.types.cpp_type(t)} {v}{{}};")
        out(f"if (absl::Status status = {t.basic.deserializer}({self.elem}, &{v}); !status.ok()) [[unlikely]] {{")
        out(f"  return ctx.failCallback({label}, status);")
        out("}")
        validate(out, t, v, label, self.validator)
        out(self.assign.format(f"std::move({v})"))

    def basic(self, t: model.FieldType) -> None:
        out, v, elem, validator = self.out, self.v, self.elem, self.validator
        row = kinds.row(t.basic.kind)
        if row.read_into:
            out.extend(row.read_into.format(v=v, e=elem, label=self.label).split("\n"))
        elif validator is None:  # nothing to check: one statement
            out(self.assign.format(row.read.format(e=elem)))
            return
        else:
            out(f"const {self.types.cpp_type(t)} {v} = {row.read.format(e=elem)};")
        validate(out, t, v, self.label, validator)
        out(self.assign.format(f"std::move({v})" if row.owned else v))


class _Size:
    """BsonValues.size_lines, per shape."""

    def __init__(self, values: BsonValues, out: CodeWriter, name_size_expr: str, v: str, acc: str,
                 depth: int) -> None:
        self.values, self.out = values, out
        self.name_size_expr, self.v, self.acc, self.depth = name_size_expr, v, acc, depth

    def array(self, t: model.FieldType) -> None:
        out, v, acc, values = self.out, self.v, self.acc, self.values
        if values.one_loop(t.element):
            values.size_array(out, t, self.name_size_expr, v, acc, self.depth)
            return
        d = self.depth + 1
        total, index, item = f"array{d}", f"index{d}", f"item{d}"
        with out.block("{"):
            out(f"size_t {total} = switchyard::BsonWriter::kEmptyDocumentSize;")
            out(f"uint32_t {index} = 0;")
            with out.block(f"for ([[maybe_unused]] const auto& {item} : {v}) {{"):
                values.size_lines(out, t.element, f"switchyard::BsonWriter::indexNameSize({index})", item, total, d)
                out(f"++{index};")
            out(f"{acc} += switchyard::BsonWriter::elementSize({self.name_size_expr}, {total});")

    def variant(self, t: model.FieldType) -> None:
        each_alternative(self.out, t, self.v, lambda a, av: self.values.size_lines(
            self.out, a, self.name_size_expr, av, self.acc, self.depth))

    def custom(self, t: model.FieldType) -> None:
        out = self.out
        out("{")
        out("  // A user serializer: measured by writing into a scratch buffer.")
        out("  switchyard::BsonWriter scratch(64);")
        out(f"  {t.basic.serializer}({self.v}, std::string_view(kScratchName, {self.name_size_expr}), scratch);")
        out(f"  {self.acc} += scratch.size();")
        out("}")

    def other(self, t: model.FieldType) -> None:
        size = self.values.value_size(t, self.v)
        self.out(f"{self.acc} += switchyard::BsonWriter::elementSize({self.name_size_expr}, {size});")


class _ValueSize:
    """BsonValues.value_size (a value without its head), per shape."""

    def __init__(self, values: BsonValues, v: str) -> None:
        self.values, self.v = values, v

    def struct(self, t: model.FieldType) -> str:
        return f"({self.v}).{self.values.struct_size}()"

    def enum(self, t: model.FieldType) -> str:
        if t.enum.value_type == "string":
            to_string = self.values.types.enum_to_string(t.enum)
            return f"switchyard::BsonWriter::stringValueSize({to_string}({self.v}).size())"
        return "4"

    def basic(self, t: model.FieldType) -> str:
        return kinds.row(t.basic.kind).size.format(v=self.v)


class _Write:
    """BsonValues.write_lines, per shape."""

    def __init__(self, values: BsonValues, out: CodeWriter, n: str, v: str, depth: int, label: str,
                 document: str) -> None:
        self.values, self.out = values, out
        self.n, self.v, self.depth, self.label, self.document = n, v, depth, label, document

    def struct(self, t: model.FieldType) -> None:
        self.out(f"out.head(switchyard::BsonType::kObject, {self.n});")
        self.out(f"out = switchyard::{self.document}({self.v}, out);")

    def array(self, t: model.FieldType) -> None:
        out, values, n, v = self.out, self.values, self.n, self.v
        if values.one_loop(t.element):
            out(f"out.head(switchyard::BsonType::kArray, {n});")
            values.write_value(out, t, v, self.depth)
            return
        d = self.depth + 1
        with out.block("{"):
            out(f"out.head(switchyard::BsonType::kArray, {n});")
            out(f"const switchyard::DocumentStart array{d} = out.beginDocument();")
            out(f"uint32_t index{d} = 0;")
            with out.block(f"for (const auto& item{d} : {v}) {{"):
                values.write_lines(out, t.element, f"switchyard::ArrayIndex{{index{d}}}", f"item{d}", d,
                                   f"switchyard::ArrayIndexName(index{d})", self.document)
                out(f"++index{d};")
            out(f"out.endDocument(array{d});")

    def variant(self, t: model.FieldType) -> None:
        each_alternative(self.out, t, self.v, lambda a, av: self.values.write_lines(
            self.out, a, self.n, av, self.depth, self.label, self.document))

    def enum(self, t: model.FieldType) -> None:
        if t.enum.value_type == "string":
            self.out(f"out.appendString({self.n}, {self.values.types.enum_to_string(t.enum)}({self.v}));")
        else:
            self.out(f"out.appendInt32({self.n}, static_cast<std::int32_t>({self.v}));")

    def custom(self, t: model.FieldType) -> None:
        out = self.out
        with out.block("{"):
            out("// A user serializer writes into a BsonWriter; its bytes are copied.")
            out("switchyard::BsonWriter scratch(64);")
            out(f"{t.basic.serializer}({self.v}, {self.label}, scratch);")
            out("out.bytes(scratch.data(), scratch.size());")

    def basic(self, t: model.FieldType) -> None:
        self.out(kinds.row(t.basic.kind).write.format(n=self.n, v=self.v))


class _WriteValue:
    """BsonValues.write_value (one_loop types, no head), per shape."""

    def __init__(self, values: BsonValues, out: CodeWriter, v: str, depth: int) -> None:
        self.values, self.out, self.v, self.depth = values, out, v, depth

    def struct(self, t: model.FieldType) -> None:
        self.out(f"out = switchyard::writeDocument({self.v}, out);")

    def array(self, t: model.FieldType) -> None:
        out, values, v = self.out, self.values, self.v
        d = self.depth + 1
        el, item = t.element, f"item{d}"
        with out.block("{"):
            out(f"const switchyard::DocumentStart array{d} = out.beginDocument();")
            # A struct's whole writer is inlined as the value: once (arrayElementsCompact).
            loop = "arrayElementsCompact" if shape(el).struct_name() is not None else "arrayElements"
            # The element's cursor is out<d>: `out` again would shadow the enclosing one (-Wshadow).
            with out.block(f"out.{loop}<{values.min_value_size(el)}>(switchyard::BsonType::{values.head_type(el)}, "
                           f"{v}, [&](switchyard::BsonSpanWriter& out{d}, const auto& {item}) {{", closing="});"):
                body = CodeWriter(out.level)
                values.write_value(body, el, item, d)
                out.lines.extend(re.sub(r"\bout\b", f"out{d}", line) for line in body.lines)
            out(f"out.endDocument(array{d});")

    def other(self, t: model.FieldType) -> None:
        # The whole-element call of the value's kind, without the head.
        element = self.values.write_lines_text(t, "@", self.v)
        m = re.fullmatch(r"out\.append(\w+)\(@, (.*)\);", element)
        assert m, element
        self.out(f"out.{m.group(1)[0].lower()}{m.group(1)[1:]}Value({m.group(2)});")
