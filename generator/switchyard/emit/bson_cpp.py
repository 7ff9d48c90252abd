"""The BSON C++ emitter: model.Spec -> `<stem>_gen.h` and `<stem>_gen.cpp`.

Every decision is taken here, in Python: which C++ type a field has, which
BSON types it accepts, how its value is read, checked, stored, sized and
written. The Jinja2 templates (`templates/bson_*.j2`) only lay the prepared
pieces out. Field-name dispatch is delegated to a strategy from `dispatch/`.

The generated parse loop (see docs/design.md, "Semantics"):

    for (;;) {
      p = element start; stop at the document's end
      { dispatch: goto field_<i> or goto unknown }
    unknown: cursor.next() (checks the bytes), then error or skip
    field_<i>: { size the value, type check (null = absent), duplicate check,
                 read/coerce/validate, store; continue; }
    }
    one mask compare for required fields
"""

from __future__ import annotations

import os
import re
import textwrap
from dataclasses import dataclass, field as dc_field
from typing import Dict, List, Optional, Sequence, Tuple

import jinja2

from .. import model
from . import EmitOptions, output_names, suffixed_namespace
from .dispatch import BASELINE_STRATEGIES, DispatchInput, select_strategy
from .prediction import expected_successors
from .dispatch.cpp import cpp_string_literal, name_size

K = model.ValueKind

# The runtime version generated code is written for (switchyard/version.h).
RUNTIME_VERSION = 1

_TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates")

# MongoDB's BSON type names (as written in `bson_serialization_type`) -> the
# runtime's BsonType enumerators. Lookup is case-insensitive.
_BSON_TYPES = {
    "double": "kDouble",
    "string": "kString",
    "object": "kObject",
    "array": "kArray",
    "bindata": "kBinData",
    "undefined": "kUndefined",
    "objectid": "kObjectId",
    "bool": "kBool",
    "date": "kDate",
    "null": "kNull",
    "regex": "kRegex",
    "dbpointer": "kDbPointer",
    "javascript": "kJavaScript",
    "symbol": "kSymbol",
    "javascriptwithscope": "kJavaScriptWithScope",
    "int": "kInt32",
    "timestamp": "kTimestamp",
    "long": "kInt64",
    "decimal": "kDecimal128",
    "minkey": "kMinKey",
    "maxkey": "kMaxKey",
}

# Per value kind: the C++ member type, how to read it from element `{e}`, the
# writer call, and the value size expression (of value `{v}`).
_KIND_CPP = {
    K.STRING: "std::string_view",
    K.INT32: "std::int32_t",
    K.INT64: "std::int64_t",
    K.DOUBLE: "double",
    K.BOOL: "bool",
    K.OBJECT: "switchyard::BsonDocument",
    K.OBJECT_ID: "switchyard::ObjectId",
    K.DATE: "std::int64_t",
    K.TIMESTAMP: "switchyard::Timestamp",
    K.BINDATA: "switchyard::BinDataView",
    K.UUID: "switchyard::Uuid",
    K.DECIMAL: "switchyard::Decimal128",
    K.SAFE_INT64: "std::int64_t",
    K.SAFE_INT32: "std::int32_t",
    K.ANY: "switchyard::BsonElement",
}

_KIND_READ = {
    K.STRING: "{e}.asString()",
    K.INT32: "{e}.asInt32()",
    K.INT64: "{e}.asInt64()",
    K.DOUBLE: "{e}.asDouble()",
    K.BOOL: "{e}.asBool()",
    K.OBJECT: "{e}.asDocument()",
    K.OBJECT_ID: "{e}.asObjectId()",
    K.DATE: "{e}.asDate()",
    K.TIMESTAMP: "{e}.asTimestamp()",
    K.BINDATA: "{e}.asBinData()",
    K.DECIMAL: "{e}.asDecimal128()",
    K.ANY: "{e}",
}

_KIND_WRITE = {
    K.STRING: "w.appendString<kReserved>({n}, {v});",
    K.INT32: "w.appendInt32<kReserved>({n}, {v});",
    K.INT64: "w.appendInt64<kReserved>({n}, {v});",
    K.DOUBLE: "w.appendDouble<kReserved>({n}, {v});",
    K.BOOL: "w.appendBool<kReserved>({n}, {v});",
    K.OBJECT: "w.appendDocument<kReserved>({n}, {v});",
    K.OBJECT_ID: "w.appendObjectId<kReserved>({n}, {v});",
    K.DATE: "w.appendDate<kReserved>({n}, {v});",
    K.TIMESTAMP: "w.appendTimestamp<kReserved>({n}, {v});",
    K.BINDATA: "w.appendBinData<kReserved>({n}, ({v}).subtype, ({v}).bytes);",
    K.UUID: "w.appendUuid<kReserved>({n}, {v});",
    K.DECIMAL: "w.appendDecimal128<kReserved>({n}, {v});",
    K.SAFE_INT64: "w.appendInt64<kReserved>({n}, {v});",
    K.SAFE_INT32: "w.appendInt32<kReserved>({n}, {v});",
    K.ANY: "switchyard::appendAny<kReserved>(w, {n}, {v});",
}

_KIND_SIZE = {
    K.STRING: "switchyard::BsonWriter::stringValueSize(({v}).size())",
    K.INT32: "4",
    K.INT64: "8",
    K.DOUBLE: "8",
    K.BOOL: "1",
    K.OBJECT: "({v}).size()",
    K.OBJECT_ID: "12",
    K.DATE: "8",
    K.TIMESTAMP: "8",
    K.BINDATA: "5 + ({v}).bytes.size() + (({v}).subtype == switchyard::kBinDataOld ? 4 : 0)",
    K.UUID: "21",
    K.DECIMAL: "16",
    K.SAFE_INT64: "8",
    K.SAFE_INT32: "4",
    K.ANY: "switchyard::anyValueSize({v})",
}

# Kinds held by value and cheap to copy (getters return them by value).
_NUMERIC_KINDS = {K.INT32, K.INT64, K.DOUBLE, K.DATE, K.SAFE_INT64, K.SAFE_INT32}

_CPP_KEYWORDS = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case",
    "catch", "char", "class", "compl", "concept", "const", "consteval", "constexpr", "constinit",
    "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete", "do",
    "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
    "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not",
    "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static", "static_assert",
    "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true", "try",
    "typedef", "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
    "wchar_t", "while", "xor", "xor_eq",
}

_PLAIN_NUMBER = re.compile(r"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$")


# --------------------------------------------------------------------------
# Small text helpers


class Lines:
    """An indenting line buffer for C++ code."""

    def __init__(self, indent: int = 0) -> None:
        self.lines: List[str] = []
        self.level = indent

    def __call__(self, text: str = "") -> None:
        self.lines.append(("  " * self.level + text) if text else "")

    def extend(self, lines: Sequence[str]) -> None:
        for line in lines:
            self(line)

    def indent(self) -> "Lines":
        self.level += 1
        return self

    def dedent(self) -> "Lines":
        self.level -= 1
        return self


def comment_lines(text: str, width: int = 96) -> List[str]:
    """`text` as `// ` comment lines (no trailing backslashes, which would
    continue a line comment)."""
    out: List[str] = []
    for paragraph in (text or "").strip().splitlines():
        paragraph = paragraph.strip().rstrip("\\")
        if not paragraph:
            continue
        for line in textwrap.wrap(paragraph, width) or [""]:
            out.append(("// " + line.rstrip("\\")).rstrip())
    return out


def identifier(text: str) -> str:
    """A C++ identifier derived from `text` (letters, digits, underscores;
    no leading digit or underscore; not a keyword)."""
    ident = re.sub(r"[^0-9A-Za-z_]", "_", text).lstrip("_") or "field"
    if ident[0].isdigit():
        ident = "f" + ident
    if ident in _CPP_KEYWORDS:
        ident += "_"
    return ident


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def bson_type_enumerator(name: str) -> str:
    return "switchyard::BsonType::" + _BSON_TYPES[name.lower()]


def bound_literal(spelling: str, value: float) -> str:
    """A C++ numeric literal for a validator bound."""
    if _PLAIN_NUMBER.match(spelling.strip()):
        return spelling.strip()
    if float(value).is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(float(value))


# --------------------------------------------------------------------------
# Prepared data handed to the templates


@dataclass
class EnumData:
    name: str
    comment: List[str]
    underlying: str                 # "std::int32_t" (both kinds)
    is_string: bool
    values: List[Tuple[str, str, List[str]]]   # (enumerator, wire literal, comment)
    parse_decl: str
    to_decl: str
    parse_body: List[str]
    to_body: List[str]


@dataclass
class ClassData:
    name: str
    comment: List[str]
    constants: List[str]
    public_decls: List[str]
    accessors: List[List[str]]      # groups of lines (comment, getter, setter)
    members: List[str]
    definitions: List[List[str]]    # function definitions for the .cpp


@dataclass
class _FieldPlan:
    f: model.Field
    index: int                      # position in struct.fields
    bit: Optional[int]              # seen-mask bit (None for ignored fields)
    member: str                     # "limit_"
    accessor: str                   # "Limit"
    value_type: str                 # V
    member_type: str                # V, std::optional<V>
    label: str                      # C++ label of the handler


# --------------------------------------------------------------------------


class _SpecEmitter:
    def __init__(self, spec: model.Spec, options: EmitOptions) -> None:
        self.spec = spec
        self.options = options
        self.ns = suffixed_namespace(spec.cpp_namespace, options)
        self.header_name, self.source_name = output_names(spec.path)
        self.extra_includes: set = set()  # headers the dispatch strategies need (.cpp only)

    # ---- naming -------------------------------------------------------

    def _qualify(self, namespace: str, name: str) -> str:
        namespace = suffixed_namespace(namespace, self.options)
        if namespace == self.ns:
            return name
        return f"::{namespace}::{name}"

    def struct_cpp(self, struct_name: str) -> str:
        s = self.spec.struct(struct_name)
        return self._qualify(s.cpp_namespace, s.cpp_name)

    def enum_cpp(self, e: model.EnumType) -> str:
        return self._qualify(e.cpp_namespace, e.name)

    def enum_fn(self, e: model.EnumType, prefix: str) -> str:
        return self._qualify(e.cpp_namespace, prefix + e.name)

    # ---- types ----------------------------------------------------------

    def cpp_type(self, t: model.FieldType) -> str:
        if t.category == "basic":
            if t.basic.kind == K.CUSTOM:
                return t.basic.cpp_type
            return _KIND_CPP[t.basic.kind]
        if t.category == "enum":
            return self.enum_cpp(t.enum)
        if t.category == "struct":
            return self.struct_cpp(t.struct_name)
        return f"std::vector<{self.cpp_type(t.element)}>"

    def accepted_types(self, t: model.FieldType) -> Optional[List[str]]:
        """BsonType enumerators accepted, in MongoDB's order; None = any."""
        if t.category == "basic":
            names = list(t.basic.bson_types)
            if any(n.lower() == "any" for n in names):
                return None
            return [bson_type_enumerator(n) for n in names]
        if t.category == "enum":
            return [bson_type_enumerator("string" if t.enum.value_type == "string" else "int")]
        if t.category == "struct":
            return [bson_type_enumerator("object")]
        return [bson_type_enumerator("array")]

    def by_reference(self, t: model.FieldType) -> bool:
        if t.category in ("struct", "array"):
            return True
        if t.category == "basic":
            return t.basic.kind in (K.CUSTOM, K.UUID, K.DECIMAL, K.OBJECT_ID, K.ANY)
        return False

    # ---- reading ----------------------------------------------------------

    def type_check(self, out: Lines, t: model.FieldType, type_expr: str, elem: str, label: str,
                   on_null: Optional[str]) -> None:
        accepted = self.accepted_types(t)
        if accepted is None:
            return
        cond = " && ".join(f"{type_expr} != switchyard::typeByte({a})" for a in accepted)
        out(f"if ({cond}) [[unlikely]] {{")
        out.indent()
        if on_null is not None:
            out(f"if ({elem}.isNullish()) {on_null}")
        out(f"return ctx.failTypeMismatch({label}, {elem}.type(), {{{', '.join(accepted)}}});")
        out.dedent()
        out("}")

    def validate(self, out: Lines, t: model.FieldType, v: str, label: str,
                 validator: Optional[model.Validator]) -> None:
        if validator is None:
            return
        kind = t.basic.kind if t.category == "basic" else None
        if kind in _NUMERIC_KINDS:
            # failValidator takes int64_t or double: widen int32 values.
            actual = f"static_cast<std::int64_t>({v})" if kind in (K.INT32, K.SAFE_INT32) else v
            for op, bound in ((">", validator.gt), (">=", validator.gte), ("<", validator.lt),
                              ("<=", validator.lte)):
                if bound is None:
                    continue
                spelling, number = bound
                literal = bound_literal(spelling, number)
                out(f"if (!({v} {op} {literal})) [[unlikely]] {{")
                out(f"  return ctx.failValidator({label}, {cpp_string_literal(op)}, "
                    f"{cpp_string_literal(spelling.strip())}, {actual});")
                out("}")
        if validator.callback:
            out(f"if (absl::Status status = {validator.callback}({v}); !status.ok()) [[unlikely]] {{")
            out(f"  return ctx.failCallback({label}, status);")
            out("}")

    def read_value(self, out: Lines, t: model.FieldType, elem: str, label: str, assign: str,
                   ref: str, validator: Optional[model.Validator], depth: int) -> None:
        """Reads the (type-checked) element `elem` into a destination.

        `assign` is a format with `{}` for the value ("limit_ = {};" or
        "items.push_back({});"); `ref` an expression giving a reference to a
        fresh destination object (for structs and arrays)."""
        if t.category == "struct":
            out(f"if (!ctx.enter({label}, {elem}.value())) [[unlikely]] return false;")
            out(f"if (!{ref}.parseFrom({elem}.asDocument(), ctx)) [[unlikely]] return false;")
            out("ctx.leave();")
            return
        if t.category == "array":
            self.read_array(out, t, elem, label, ref, validator, depth)
            return
        v = "v" if depth == 0 else f"v{depth}"
        if t.category == "enum":
            e = t.enum
            cpp = self.enum_cpp(e)
            parse = self.enum_fn(e, "parse")
            out(f"{cpp} {v};")
            if e.value_type == "string":
                out(f"if (!{parse}({elem}.asString(), &{v})) [[unlikely]] {{")
                out(f"  return ctx.failBadEnum({label}, {elem}.asString());")
            else:
                out(f"if (!{parse}({elem}.asInt32(), &{v})) [[unlikely]] {{")
                out(f"  return ctx.failBadEnum({label}, static_cast<std::int64_t>({elem}.asInt32()));")
            out("}")
            self.validate(out, t, v, label, validator)
            out(assign.format(v))
            return
        kind = t.basic.kind
        cpp = self.cpp_type(t)
        if kind == K.CUSTOM:
            out(f"{cpp} {v}{{}};")
            out(f"if (absl::Status status = {t.basic.deserializer}({elem}, &{v}); !status.ok()) [[unlikely]] {{")
            out(f"  return ctx.failCallback({label}, status);")
            out("}")
            self.validate(out, t, v, label, validator)
            out(assign.format(f"std::move({v})"))
            return
        if kind == K.UUID:
            out(f"switchyard::Uuid {v};")
            out(f"if (!switchyard::readUuid({elem}, {label}, ctx, &{v})) [[unlikely]] return false;")
        elif kind in (K.SAFE_INT64, K.SAFE_INT32):
            fn, target = ("exactInt64", "long") if kind == K.SAFE_INT64 else ("exactInt32", "int")
            out(f"{cpp} {v};")
            out(f"if (!switchyard::{fn}({elem}, &{v})) [[unlikely]] {{")
            out(f"  return switchyard::failSafeInt(ctx, {label}, {elem}, \"{target}\");")
            out("}")
        else:
            out(f"const {cpp} {v} = {_KIND_READ[kind].format(e=elem)};")
        self.validate(out, t, v, label, validator)
        out(assign.format(v))

    def read_array(self, out: Lines, t: model.FieldType, elem: str, label: str, ref: str,
                   validator: Optional[model.Validator], depth: int) -> None:
        d = depth + 1
        items, item, index, vec = f"items{d}", f"item{d}", f"index{d}", f"vec{d}"
        out(f"if (!ctx.enter({label}, {elem}.value())) [[unlikely]] return false;")
        out(f"auto& {vec} = {ref};")
        out(f"switchyard::BsonCursor {items} = {elem}.asDocument().elements();")
        out(f"switchyard::BsonElement {item};")
        out(f"for (uint32_t {index} = 0; {items}.next({item}, ctx); ++{index}) {{")
        out.indent()
        out(f"if (!switchyard::isArrayIndex({item}.name(), {index})) [[unlikely]] {{")
        out(f"  return ctx.failArrayIndex({item}.name(), {index});")
        out("}")
        el = t.element
        self.type_check(out, el, f"static_cast<uint8_t>({item}.type())", item, f"{item}.name()", "continue;")
        self.read_value(out, el, item, f"{item}.name()", f"{vec}.push_back({{}});",
                        f"{vec}.emplace_back()", validator, d)
        out.dedent()
        out("}")
        out("if (ctx.failed()) [[unlikely]] return false;")
        out("ctx.leave();")

    # ---- writing ----------------------------------------------------------

    def size_lines(self, out: Lines, t: model.FieldType, name_size_expr: str, v: str, acc: str,
                   depth: int) -> None:
        """Adds the size of element (name of `name_size_expr` bytes, value
        `v`) to `acc`."""
        if t.category == "array":
            d = depth + 1
            total, index, item = f"array{d}", f"index{d}", f"item{d}"
            out("{")
            out.indent()
            out(f"size_t {total} = switchyard::BsonWriter::kEmptyDocumentSize;")
            out(f"uint32_t {index} = 0;")
            out(f"for ([[maybe_unused]] const auto& {item} : {v}) {{")
            out.indent()
            self.size_lines(out, t.element, f"switchyard::BsonWriter::indexNameSize({index})", item, total, d)
            out(f"++{index};")
            out.dedent()
            out("}")
            out(f"{acc} += switchyard::BsonWriter::elementSize({name_size_expr}, {total});")
            out.dedent()
            out("}")
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

    def value_size(self, t: model.FieldType, v: str) -> str:
        if t.category == "struct":
            return f"({v}).serializedSize()"
        if t.category == "enum":
            if t.enum.value_type == "string":
                return f"switchyard::BsonWriter::stringValueSize({self.enum_fn(t.enum, 'toString')}({v}).size())"
            return "4"
        return _KIND_SIZE[t.basic.kind].format(v=v)

    def write_lines(self, out: Lines, t: model.FieldType, n: str, v: str, depth: int) -> None:
        if t.category == "struct":
            d = depth + 1
            out("{")
            out(f"  const size_t at{d} = w.beginSubDocument<kReserved>({n});")
            out(f"  ({v}).serializeFieldsReserved(w);")
            out(f"  w.endSubDocument<kReserved>(at{d});")
            out("}")
            return
        if t.category == "array":
            d = depth + 1
            out("{")
            out.indent()
            out(f"const size_t at{d} = w.beginArray<kReserved>({n});")
            out(f"uint32_t index{d} = 0;")
            out(f"for (const auto& item{d} : {v}) {{")
            out.indent()
            self.write_lines(out, t.element, f"switchyard::ArrayIndexName(index{d}++)", f"item{d}", d)
            out.dedent()
            out("}")
            out(f"w.endArray<kReserved>(at{d});")
            out.dedent()
            out("}")
            return
        if t.category == "enum":
            if t.enum.value_type == "string":
                out(f"w.appendString<kReserved>({n}, {self.enum_fn(t.enum, 'toString')}({v}));")
            else:
                out(f"w.appendInt32<kReserved>({n}, static_cast<std::int32_t>({v}));")
            return
        if t.basic.kind == K.CUSTOM:
            out(f"{t.basic.serializer}({v}, {n}, w);")
            return
        out(_KIND_WRITE[t.basic.kind].format(n=n, v=v))

    # ---- enums --------------------------------------------------------------

    def enum_data(self, e: model.EnumType) -> EnumData:
        is_string = e.value_type == "string"
        values = []
        for ev in e.values:
            wire = cpp_string_literal(str(ev.value)) if is_string else str(int(ev.value))
            values.append((ev.name, wire, []))
        parse_name = "parse" + e.name
        to_name = "toString" + e.name
        if is_string:
            parse_decl = f"bool {parse_name}(std::string_view value, {e.name}* out) noexcept"
            to_decl = f"std::string_view {to_name}({e.name} value) noexcept"
        else:
            parse_decl = f"bool {parse_name}(std::int32_t value, {e.name}* out) noexcept"
            to_decl = f"std::string_view {to_name}({e.name} value) noexcept"
        pb = Lines(1)
        if is_string:
            for ev in e.values:
                pb(f"if (value == {cpp_string_literal(str(ev.value))}) {{")
                pb(f"  *out = {e.name}::{ev.name};")
                pb("  return true;")
                pb("}")
            pb("return false;")
        else:
            pb("switch (value) {")
            for ev in e.values:
                pb(f"  case {int(ev.value)}:")
                pb(f"    *out = {e.name}::{ev.name};")
                pb("    return true;")
            pb("  default:")
            pb("    return false;")
            pb("}")
        tb = Lines(1)
        tb("switch (value) {")
        for ev in e.values:
            text = str(ev.value) if is_string else ev.name
            tb(f"  case {e.name}::{ev.name}:")
            tb(f"    return {cpp_string_literal(text)};")
        tb("}")
        tb('return "";')
        return EnumData(name=e.name, comment=comment_lines(e.description), underlying="std::int32_t",
                        is_string=is_string, values=values, parse_decl=parse_decl, to_decl=to_decl,
                        parse_body=pb.lines, to_body=tb.lines)

    # ---- structs ------------------------------------------------------------

    def plan_fields(self, s: model.Struct) -> List[_FieldPlan]:
        plans: List[_FieldPlan] = []
        used: Dict[str, int] = {}
        bit = 0
        for i, f in enumerate(s.fields):
            base = identifier(f.cpp_name or f.name)
            # Keep members distinct even if two cpp_names sanitize alike.
            if base in used:
                used[base] += 1
                base = f"{base}{used[base]}"
            else:
                used[base] = 1
            value_type = self.cpp_type(f.type)
            member_type = f"std::optional<{value_type}>" if f.optional else value_type
            plans.append(_FieldPlan(
                f=f, index=i, bit=None if f.ignore else bit, member=base + "_",
                accessor=upper_first(base), value_type=value_type, member_type=member_type,
                label=f"field_{i}_{identifier(f.name)}"))
            if not f.ignore:
                bit += 1
        return plans

    def default_expr(self, f: model.Field) -> Optional[str]:
        if f.default is None:
            return None
        text = str(f.default)
        if isinstance(f.default, bool):
            text = "true" if f.default else "false"
        if f.type.category == "enum":  # the binder checked that it names a value
            ev = f.type.enum.value_for(text)
            if ev is not None:
                return f"{self.enum_cpp(f.type.enum)}::{ev.name}"
        return text

    def class_data(self, s: model.Struct) -> ClassData:
        T = s.cpp_name
        plans = self.plan_fields(s)
        cmd = s.command
        constants = [f"static constexpr std::string_view kStructName = "
                     f"{cpp_string_literal(cmd.command_name if cmd else s.name)};"]
        if cmd:
            constants.append(f"static constexpr std::string_view kCommandName = "
                             f"{cpp_string_literal(cmd.command_name)};")
            for k, alias in enumerate(cmd.aliases):
                suffix = "" if k == 0 else str(k + 1)
                constants.append(f"static constexpr std::string_view kCommandAlias{suffix} = "
                                 f"{cpp_string_literal(alias)};")
            if cmd.api_version:
                constants.append(f"static constexpr std::string_view kApiVersion = "
                                 f"{cpp_string_literal(cmd.api_version)};")
            if cmd.reply_type:
                try:
                    constants.append(f"using Reply = {self.struct_cpp(cmd.reply_type)};")
                except KeyError:
                    pass

        public_decls = [
            "// Parses untrusted bytes: the document header and size are checked here,",
            "// every element as it is reached (every byte first with options.validate).",
            "// Views point into `data`.",
            f"static absl::StatusOr<{T}> parse(const void* data, size_t size,",
            f"{' ' * len(f'static absl::StatusOr<{T}> parse(')}const switchyard::ParseOptions& options = {{}});",
            f"static absl::StatusOr<{T}> parse(switchyard::BsonDocument doc,",
            f"{' ' * len(f'static absl::StatusOr<{T}> parse(')}const switchyard::ParseOptions& options = {{}});",
            "// Same, keeping the buffer alive for as long as the result's views.",
            f"static absl::StatusOr<switchyard::Owned<{T}>> parseOwned(",
            "    std::shared_ptr<const switchyard::BsonBuffer> buffer, const switchyard::ParseOptions& options = {});",
            "// Parses a nested document into *this (which must be freshly constructed);",
            "// errors go to `ctx`, whose path names the enclosing fields.",
            "[[nodiscard]] bool parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx);",
            "",
            "// Exact size of serialize()'s output.",
            "size_t serializedSize() const;",
            "// Appends one whole document (reserving its exact size once).",
            "void serialize(switchyard::BsonWriter& w) const;",
            "switchyard::BsonBuffer toBson() const;",
            "// Appends the elements only, into a writer with room reserved",
            "// (serializedSize() minus the 5 bytes of the document's frame).",
            "void serializeFieldsReserved(switchyard::BsonWriter& w) const;",
            "",
            f"friend bool operator==(const {T}&, const {T}&) = default;",
        ]

        accessors: List[List[str]] = []
        members: List[str] = []
        if cmd:
            self.command_members(cmd, accessors, members)
        for fp in plans:
            f = fp.f
            if f.ignore:
                continue
            group = comment_lines(f.description or "")
            ret = f"const {fp.member_type}&" if (self.by_reference(f.type) or f.optional and
                                                 self.by_reference(f.type)) else fp.member_type
            group.append(f"{ret} get{fp.accessor}() const {{ return {fp.member}; }}")
            group.append(f"void set{fp.accessor}({fp.member_type} value) {{ {fp.member} = std::move(value); }}")
            accessors.append(group)
            default = self.default_expr(f)
            if default is not None:
                members.append(f"{fp.member_type} {fp.member} = {default};")
            elif f.optional or f.type.category in ("array", "struct") or (
                    f.type.category == "basic" and f.type.basic.kind in (K.OBJECT, K.ANY, K.STRING,
                                                                         K.BINDATA, K.CUSTOM)):
                members.append(f"{fp.member_type} {fp.member};")
            else:
                members.append(f"{fp.member_type} {fp.member}{{}};")

        chained_definitions = self.chained_accessors(s, plans, accessors)
        definitions = [
            self.def_parse(s),
            self.def_parse_from(s, plans),
            self.def_serialized_size(s, plans),
            self.def_serialize(s),
            self.def_serialize_fields(s, plans),
        ]
        definitions.extend(chained_definitions)
        if s.protobuf:  # parseProto/serializeProto on the same class (docs/protobuf.md)
            from .proto_cpp import proto_class_parts
            proto_decls, proto_definitions = proto_class_parts(self, s, plans)
            public_decls.extend(proto_decls)
            definitions.extend(proto_definitions)
        comment = comment_lines(s.description or "")
        return ClassData(name=T, comment=comment, constants=constants, public_decls=public_decls,
                         accessors=accessors, members=members, definitions=definitions)

    # ---- chained structs ------------------------------------------------------

    def chained_accessors(self, s: model.Struct, plans, accessors: List[List[str]]) -> List[List[str]]:
        """get<Member>() / set<Member>() for each chained struct: its fields are
        members of this class (parsed inline), copied out to and in from the
        chained struct's own class. Returns the definitions."""
        definitions: List[List[str]] = []
        T = s.cpp_name
        for struct_name, member in s.chained_members:
            C = self.struct_cpp(struct_name)
            accessor = member[0].upper() + member[1:]
            own = [fp for fp in plans if fp.f.from_chained == struct_name and not fp.f.ignore]
            accessors.append([
                f"// The fields chained from {struct_name}, as that struct (copied: they are",
                "// members of this class, parsed and written inline).",
                f"{C} get{accessor}() const;",
                f"void set{accessor}(const {C}& value);",
            ])
            get = [f"{C} {T}::get{accessor}() const {{", f"  {C} out;"]
            get += [f"  out.set{fp.accessor}({fp.member});" for fp in own]
            get += ["  return out;", "}"]
            put = [f"void {T}::set{accessor}(const {C}& value) {{"]
            put += [f"  {fp.member} = value.get{fp.accessor}();" for fp in own]
            if not own:
                put.append("  (void)value;")
            put.append("}")
            definitions += [get, put]
        return definitions

    # ---- commands: the first element ------------------------------------------

    def command_members(self, cmd: model.CommandInfo, accessors: List[List[str]],
                        members: List[str]) -> None:
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            group = ["// The collection named by the command's first element (its database is $db)."]
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                group[0] = ("// The collection named by the command's first element: a name or, "
                            "when getCollectionUuid() is set, a UUID.")
                group.append("std::string_view getCollectionName() const { return collectionName_; }")
                group.append("void setCollectionName(std::string_view value) {")
                group.append("  collectionName_ = value;")
                group.append("  collectionUuid_.reset();")
                if cmd.allow_global_collection_name:
                    group.append("  collectionless_ = false;")
                group.append("}")
                group.append("const std::optional<switchyard::Uuid>& getCollectionUuid() const "
                             "{ return collectionUuid_; }")
                group.append("void setCollectionUuid(const switchyard::Uuid& value) {")
                group.append("  collectionName_ = {};")
                group.append("  collectionUuid_ = value;")
                if cmd.allow_global_collection_name:
                    group.append("  collectionless_ = false;")
                group.append("}")
                members.append("std::string_view collectionName_;")
                members.append("std::optional<switchyard::Uuid> collectionUuid_;")
            else:
                group.append("std::string_view getCollectionName() const { return collectionName_; }")
                if cmd.allow_global_collection_name:
                    group.append("void setCollectionName(std::string_view value) {")
                    group.append("  collectionName_ = value;")
                    group.append("  collectionless_ = false;")
                    group.append("}")
                else:
                    group.append("void setCollectionName(std::string_view value) { collectionName_ = value; }")
                members.append("std::string_view collectionName_;")
            if cmd.allow_global_collection_name:
                group.append(f"// {{{cmd.command_name}: 1}}: no collection (allow_global_collection_name); "
                             "written as 1.")
                group.append("bool isCollectionless() const { return collectionless_; }")
                group.append("void setCollectionless() {")
                group.append("  collectionName_ = {};")
                if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                    group.append("  collectionUuid_.reset();")
                group.append("  collectionless_ = true;")
                group.append("}")
                members.append("bool collectionless_ = false;")
            accessors.append(group)
        elif ns == model.NamespaceKind.IGNORED:
            accessors.append([
                "// The value of the command's first element, which the command ignores",
                "// (serialized as 1 when unset).",
                "const std::optional<switchyard::BsonElement>& getCommandParameter() const "
                "{ return commandParameter_; }",
                "void setCommandParameter(std::optional<switchyard::BsonElement> value) "
                "{ commandParameter_ = value; }",
            ])
            members.append("std::optional<switchyard::BsonElement> commandParameter_;")
        else:
            t = cmd.namespace_type
            cpp = self.cpp_type(t)
            ret = f"const {cpp}&" if self.by_reference(t) else cpp
            accessors.append([
                "// The value of the command's first element.",
                f"{ret} getCommandParameter() const {{ return commandParameter_; }}",
                f"void setCommandParameter({cpp} value) {{ commandParameter_ = std::move(value); }}",
            ])
            scalar = t.category == "enum" or (
                t.category == "basic" and t.basic.kind in _NUMERIC_KINDS | {K.BOOL})
            members.append(f"{cpp} commandParameter_{{}};" if scalar else f"{cpp} commandParameter_;")

    def parse_command_element(self, out: Lines, cmd: model.CommandInfo) -> None:
        out("// The first element is the command; its value is checked by the namespace rule.")
        out("if (!cursor.next(e, ctx)) [[unlikely]] {")
        out("  return ctx.failed() ? false : ctx.failMissing(kCommandName);")
        out("}")
        ns = cmd.namespace
        # allow_global_collection_name: the number 1 stands for no collection.
        other = "switchyard::failCollectionName(ctx, e)"
        if cmd.allow_global_collection_name:
            other = "switchyard::failGlobalCollectionName(ctx, e)"
        # A name is a string or a symbol (MongoDB compares canonical types).
        name_branch = ["if (e.type() == switchyard::BsonType::kString || "
                       "e.type() == switchyard::BsonType::kSymbol) [[likely]] {",
                       "  collectionName_ = e.asString();"]
        if ns == model.NamespaceKind.CONCATENATE_WITH_DB:
            for line in name_branch:
                out(line)
            if cmd.allow_global_collection_name:
                out("} else if (switchyard::isGlobalCollectionName(e)) {")
                out("  collectionless_ = true;")
            out("} else {")
            out(f"  return {other};")
            out("}")
        elif ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
            for line in name_branch:
                out(line)
            out("} else if (e.type() == switchyard::BsonType::kBinData &&")
            out("           e.asBinData().subtype == switchyard::kBinDataUuid) {")
            out("  if (!switchyard::readUuid(e, kCommandName, ctx, &collectionUuid_.emplace())) [[unlikely]] {")
            out("    return false;")
            out("  }")
            if cmd.allow_global_collection_name:
                out("} else if (switchyard::isGlobalCollectionName(e)) {")
                out("  collectionless_ = true;")
            out("} else {")
            out(f"  return {other};")
            out("}")
        elif ns == model.NamespaceKind.IGNORED:
            out("commandParameter_ = e;")
        else:
            t = cmd.namespace_type
            self.type_check(out, t, "static_cast<uint8_t>(e.type())", "e", "kCommandName", None)
            self.read_value(out, t, "e", "kCommandName", "commandParameter_ = {};", "commandParameter_",
                            None, 0)

    def write_command_element(self, out: Lines, cmd: model.CommandInfo) -> None:
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            branches = []
            if cmd.allow_global_collection_name:
                branches.append(("collectionless_", "w.appendInt32<kReserved>(kCommandName, 1);"))
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                branches.append(("collectionUuid_", "w.appendUuid<kReserved>(kCommandName, *collectionUuid_);"))
            name = "w.appendString<kReserved>(kCommandName, collectionName_);"
            if not branches:
                out(name)
                return
            for k, (cond, line) in enumerate(branches):
                out(f"{'} else if' if k else 'if'} ({cond}) {{")
                out(f"  {line}")
            out("} else {")
            out(f"  {name}")
            out("}")
        elif ns == model.NamespaceKind.IGNORED:
            out("if (commandParameter_) {")
            out("  switchyard::appendAny<kReserved>(w, kCommandName, *commandParameter_);")
            out("} else {")
            out("  w.appendInt32<kReserved>(kCommandName, 1);")
            out("}")
        else:
            self.write_lines(out, cmd.namespace_type, "kCommandName", "commandParameter_", 0)

    def size_command_element(self, out: Lines, cmd: model.CommandInfo) -> None:
        n = name_size(cmd.command_name)
        ns = cmd.namespace
        collectionless = "collectionless_ ? 4 : " if cmd.allow_global_collection_name else ""
        if ns == model.NamespaceKind.CONCATENATE_WITH_DB:
            out(f"n += switchyard::BsonWriter::elementSize({n}, {collectionless}"
                "switchyard::BsonWriter::stringValueSize(collectionName_.size()));")
        elif ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
            out(f"n += switchyard::BsonWriter::elementSize({n}, {collectionless}collectionUuid_ ? 21 : "
                "switchyard::BsonWriter::stringValueSize(collectionName_.size()));")
        elif ns == model.NamespaceKind.IGNORED:
            out(f"n += switchyard::BsonWriter::elementSize({n}, "
                "commandParameter_ ? switchyard::anyValueSize(*commandParameter_) : 4);")
        else:
            self.size_lines(out, cmd.namespace_type, str(n), "commandParameter_", "n", 0)

    # ---- function definitions ------------------------------------------------

    def def_parse(self, s: model.Struct) -> List[str]:
        T = s.cpp_name
        out = Lines()
        # The result is built in place inside the StatusOr and returned by
        # one named return (NRVO): no move of the (large) object.
        out(f"absl::StatusOr<{T}> {T}::parse(const void* data, size_t size,")
        out(f"{' ' * len(f'absl::StatusOr<{T}> {T}::parse(')}const switchyard::ParseOptions& options) {{")
        out("  switchyard::ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);")
        out("  ctx.pushRoot(kStructName);")
        out(f"  absl::StatusOr<{T}> out(absl::in_place);")
        out("  switchyard::BsonDocument doc;")
        out("  if (!switchyard::openDocument(data, size, options, ctx, &doc) || !out->parseFrom(doc, ctx)) "
            "[[unlikely]] {")
        out("    out = ctx.takeStatus();")
        out("  }")
        out("  return out;")
        out("}")
        out()
        out(f"absl::StatusOr<{T}> {T}::parse(switchyard::BsonDocument doc,")
        out(f"{' ' * len(f'absl::StatusOr<{T}> {T}::parse(')}const switchyard::ParseOptions& options) {{")
        out("  switchyard::ParseContext ctx(doc.data(), options.maxDepth);")
        out("  ctx.pushRoot(kStructName);")
        out(f"  absl::StatusOr<{T}> out(absl::in_place);")
        out("  if (!switchyard::checkDocument(doc, options, ctx) || !out->parseFrom(doc, ctx)) [[unlikely]] {")
        out("    out = ctx.takeStatus();")
        out("  }")
        out("  return out;")
        out("}")
        out()
        out(f"absl::StatusOr<switchyard::Owned<{T}>> {T}::parseOwned(")
        out("    std::shared_ptr<const switchyard::BsonBuffer> buffer, const switchyard::ParseOptions& options) {")
        out("  if (buffer == nullptr) {")
        out("    return switchyard::makeError(switchyard::ErrorCode::kInvalidBSON, \"no buffer to parse\");")
        out("  }")
        out(f"  absl::StatusOr<{T}> parsed = parse(buffer->data(), buffer->size(), options);")
        out("  if (!parsed.ok()) return parsed.status();")
        out(f"  return switchyard::Owned<{T}>(std::move(buffer), *std::move(parsed));")
        out("}")
        return out.lines

    def def_parse_from(self, s: model.Struct, plans: List[_FieldPlan]) -> List[str]:
        T = s.cpp_name
        nbits = sum(1 for fp in plans if fp.bit is not None)
        words = (nbits + 63) // 64
        out = Lines()
        out(f"bool {T}::parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {{")
        out.indent()
        out("switchyard::BsonCursor cursor = doc.elements();")
        out("switchyard::BsonElement e;")
        for w in range(words):
            out(f"uint64_t seen{w} = 0;  // one bit per field, for duplicates and required fields")
        if s.command:
            out()
            self.parse_command_element(out, s.command)
        strategy = select_strategy(self.options.dispatch or s.dispatch)
        self.extra_includes.update(getattr(strategy, "includes", ()))
        predict = self.options.predict and strategy.name not in BASELINE_STRATEGIES and bool(plans)
        self._successor = expected_successors(plans, dict(s.successors)) if predict else {}
        out("const uint8_t* p;     // the current element's type byte")
        out("const uint8_t* name;  // its field name")
        out()
        out("for (;;) {")
        out.indent()
        out("p = cursor.position();")
        out("if (cursor.atEnd()) break;")
        out("name = p + 1;")
        if not plans:
            out("static_cast<void>(name);")
        # Dispatch: most likely names first, then declaration order.
        order = sorted(plans, key=lambda fp: (-(fp.f.likelihood if fp.f.likelihood is not None else 0.5),
                                              fp.index))
        dispatch = DispatchInput(
            names=tuple((fp.f.name, fp.index) for fp in order),
            label=lambda i: plans[i].label, unknown_label="unknown",
            likelihoods=tuple(fp.f.likelihood for fp in order))
        out(f"// Field-name dispatch ({strategy.name}).")
        out.extend(strategy.render(dispatch))
        out.dedent()
        out("unknown:")
        out.indent()
        out("// Not an accepted name (or malformed bytes, which next() reports).")
        out("if (!cursor.next(e, ctx)) [[unlikely]] return false;")
        if s.strict:
            out("return ctx.failUnknown(e.name());")
        else:
            out("continue;")
        for fp in plans:
            self.field_handler(out, fp, words)
        out.dedent()
        out("}")
        required = [fp for fp in plans if fp.f.required]
        if required:
            masks = [0] * words
            for fp in required:
                masks[fp.bit // 64] |= 1 << (fp.bit % 64)
            conds = [f"(seen{w} & 0x{m:x}ull) != 0x{m:x}ull" for w, m in enumerate(masks) if m]
            out()
            out("// Required fields: one mask compare, then the first missing one in declaration order.")
            out(f"if ({' || '.join(conds)}) [[unlikely]] {{")
            out.indent()
            for fp in required:
                out(f"if ((seen{fp.bit // 64} & (uint64_t{{1}} << {fp.bit % 64})) == 0) "
                    f"return ctx.failMissing({cpp_string_literal(fp.f.name)});")
            out.dedent()
            out("}")
        out("return true;")
        out.dedent()
        out("}")
        return out.lines

    def predict_jump(self, out: Lines, target: _FieldPlan, why: str) -> None:
        """The expected-next-field test: the bytes at the cursor compared
        with the predicted element's type byte, name and NUL in one or two
        integer compares; a hit jumps straight to its handler, a miss falls
        through to the dispatch (never to a scan)."""
        wire = cpp_string_literal(target.f.name)
        nbytes = name_size(target.f.name) + 1
        type_byte = self.predicted_type(target.f.type)
        out(f"// {why}: {target.f.name}.")
        out("p = cursor.position();")
        if type_byte is None:
            cond = f"cursor.hasBytes(p + 1, {nbytes}) && switchyard::nameIs<{wire}>(p + 1)"
        else:
            cond = (f"cursor.hasBytes(p, {nbytes + 1}) && switchyard::elementHeaderIs<"
                    f"static_cast<uint8_t>({type_byte}), {wire}>(p)")
        out(f"if ({cond}) {{")
        out("  name = p + 1;")
        out(f"  goto {target.label};")
        out("}")

    def predicted_type(self, t: model.FieldType) -> Optional[str]:
        """The BSON type a field most often arrives as (None: any type)."""
        if t.category == "basic" and t.basic.kind in (K.SAFE_INT64, K.SAFE_INT32):
            return bson_type_enumerator("int")  # drivers send small integers as int32
        accepted = self.accepted_types(t)
        return accepted[0] if accepted else None

    def field_handler(self, out: Lines, fp: _FieldPlan, words: int) -> None:
        f = fp.f
        wire = cpp_string_literal(f.name)
        nsize = name_size(f.name)
        desc = "ignored" if f.ignore else f.type.idl_name
        out.dedent()
        out(f"{fp.label}: {{  // {f.name}: {desc}")
        out.indent()
        out(f"const uint8_t* const value = name + {nsize + 1};")
        out("uint32_t size;")
        out("if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;")
        out("cursor.advanceTo(value + size);")
        if f.ignore:
            out("continue;")
            out.dedent()
            out("}")
            out.indent()
            return
        out(f"e.set(p, {nsize}, value, size);")
        self.type_check(out, f.type, "p[0]", "e", wire, "continue;")
        word = f"seen{fp.bit // 64}"
        bit = f"(uint64_t{{1}} << {fp.bit % 64})"
        out(f"if ({word} & {bit}) [[unlikely]] return ctx.failDuplicate({wire});")
        out(f"{word} |= {bit};")
        ref = f"{fp.member}.emplace()" if f.optional else fp.member
        self.read_value(out, f.type, "e", wire, f"{fp.member} = {{}};", ref, f.validator, 0)
        successor = self._successor.get(fp.index)
        if successor is not None:
            self.predict_jump(out, successor, "Expected next field")
        out("continue;")
        out.dedent()
        out("}")
        out.indent()

    def def_serialized_size(self, s: model.Struct, plans: List[_FieldPlan]) -> List[str]:
        T = s.cpp_name
        out = Lines()
        out(f"size_t {T}::serializedSize() const {{")
        out.indent()
        out("size_t n = switchyard::BsonWriter::kEmptyDocumentSize;")
        if any(self._has_custom(fp.f.type) for fp in plans if not fp.f.ignore):
            longest = max((name_size(fp.f.name) for fp in plans), default=1)
            out(f"static constexpr char kScratchName[{max(longest, 10) + 1}] = {{}};")
        if s.command:
            self.size_command_element(out, s.command)
        for fp in plans:
            f = fp.f
            if f.ignore:
                continue
            nsize = str(name_size(f.name))
            if f.optional:
                out(f"if ({fp.member}) {{")
                out.indent()
                self.size_lines(out, f.type, nsize, f"*{fp.member}", "n", 0)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  n += switchyard::BsonWriter::elementSize({nsize}, 0);  // null")
                out("}")
            else:
                self.size_lines(out, f.type, nsize, fp.member, "n", 0)
        out("return n;")
        out.dedent()
        out("}")
        return out.lines

    def _has_custom(self, t: model.FieldType) -> bool:
        if t.category == "array":
            return self._has_custom(t.element)
        return t.category == "basic" and t.basic.kind == K.CUSTOM

    def def_serialize(self, s: model.Struct) -> List[str]:
        T = s.cpp_name
        out = Lines()
        out(f"void {T}::serialize(switchyard::BsonWriter& w) const {{")
        out("  w.reserve(serializedSize());")
        out("  const size_t at = w.beginDocument<kReserved>();")
        out("  serializeFieldsReserved(w);")
        out("  w.endDocument<kReserved>(at);")
        out("}")
        out()
        out(f"switchyard::BsonBuffer {T}::toBson() const {{")
        out("  switchyard::BsonWriter w(serializedSize());")
        out("  const size_t at = w.beginDocument<kReserved>();")
        out("  serializeFieldsReserved(w);")
        out("  w.endDocument<kReserved>(at);")
        out("  return w.finish();")
        out("}")
        return out.lines

    def def_serialize_fields(self, s: model.Struct, plans: List[_FieldPlan]) -> List[str]:
        T = s.cpp_name
        out = Lines()
        live = [fp for fp in plans if not fp.f.ignore]
        param = "w" if (live or s.command) else "/*w*/"
        out(f"void {T}::serializeFieldsReserved(switchyard::BsonWriter& {param}) const {{")
        out.indent()
        if s.command:
            self.write_command_element(out, s.command)
        for fp in live:
            f = fp.f
            wire = cpp_string_literal(f.name)
            if f.optional:
                out(f"if ({fp.member}) {{")
                out.indent()
                self.write_lines(out, f.type, wire, f"*{fp.member}", 0)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  w.appendNull<kReserved>({wire});")
                out("}")
            else:
                self.write_lines(out, f.type, wire, fp.member, 0)
        out.dedent()
        out("}")
        return out.lines

    # ---- ordering ----------------------------------------------------------------

    def ordered_structs(self) -> List[model.Struct]:
        """The spec's structs, each after the local structs it holds by value
        (declaration order otherwise)."""
        local = {s.name: s for s in self.spec.structs}
        done: Dict[str, bool] = {}
        result: List[model.Struct] = []

        def deps(t: model.FieldType) -> List[str]:
            if t.category == "struct":
                return [t.struct_name]
            if t.category == "array":
                return deps(t.element)
            return []

        def visit(s: model.Struct, stack: Tuple[str, ...]) -> None:
            if s.name in done or s.name in stack:
                return
            for f in s.fields:
                if f.ignore:
                    continue
                for d in deps(f.type):
                    if d in local and d != s.name:
                        visit(local[d], stack + (s.name,))
            if s.command and s.command.namespace_type is not None:
                for d in deps(s.command.namespace_type):
                    if d in local and d != s.name:
                        visit(local[d], stack + (s.name,))
            for d, _ in s.chained_members:  # get<Member>() returns it by value
                if d in local and d != s.name:
                    visit(local[d], stack + (s.name,))
            done[s.name] = True
            result.append(s)

        for s in self.spec.structs:
            visit(s, ())
        return result

    # ---- files ----------------------------------------------------------------------

    def render(self) -> Dict[str, str]:
        env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(_TEMPLATE_DIR),
            trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
            autoescape=False, undefined=jinja2.StrictUndefined)
        enums = [self.enum_data(e) for e in self.spec.enums]
        classes = [self.class_data(s) for s in self.ordered_structs()]
        imports: List[str] = []
        for path in self.spec.imports:
            h = output_names(path)[0]
            if h not in imports and h != self.header_name:
                imports.append(h)
        source_file = os.path.basename(self.spec.path)
        data = dict(
            source_file=source_file,
            header_name=self.header_name,
            namespace=self.ns,
            imports=imports,
            cpp_includes=list(dict.fromkeys(self.spec.cpp_includes)),
            enums=enums,
            classes=classes,
            has_content=bool(enums or classes),
            runtime_version=RUNTIME_VERSION,
        )
        data["extra_includes"] = sorted(self.extra_includes)
        header = env.get_template("bson_header.h.j2").render(**data)
        source = env.get_template("bson_source.cpp.j2").render(**data)
        return {self.header_name: header, self.source_name: source}


def render_bson_spec(spec: model.Spec, options: EmitOptions) -> Dict[str, str]:
    return _SpecEmitter(spec, options).render()
