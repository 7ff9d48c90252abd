"""Small nested structs parsed inline, at the parent's speed.

For a struct that is small enough (at most MAX_FIELDS fields, nesting at
most MAX_DEPTH levels of such structs), the class gets an inline member
`parseInOrder(p, end, levels)`: a straight-line pass over the sub-document's
elements that expects the fields in declaration order, each with the type it
usually arrives as (optional fields may be left out), and nothing else. It
has no parse context, no push/pop, no call. When the bytes are anything
else -- another order, an unknown or duplicate name, null, another accepted
type, malformed bytes, a failed validator or enum -- it returns false and the
parent's handler resets the member and parses it with `parseFrom` under
`ctx.enter` (`ctx.enterUnnamed` for an array element) and `ctx.leave`, which
reports the error with the full field path.
So what the fast path accepts, `parseFrom` accepts with the same result, and
errors are unchanged.

Fields whose type has no fast path here (arrays, custom types, ignored
fields) are never matched: when present, the pass ends early and the
general parser takes over. A struct with such a field that is required is
not inlined at all.
"""

from __future__ import annotations

from typing import List, Optional

from .. import model
from ..codegen.cpp_text import bound_literal, cpp_string_literal, name_size
from ..lower import kinds
from ..lower.cpp_types import CppTypes, shape
from ..lower.kinds import FIXED_SIZES

K = model.ValueKind
MAX_FIELDS = 10
MAX_DEPTH = 2

# Kinds read inline, with the BsonType they are expected as: lower/kinds.py's inline_type column.
_EXPECTED = kinds.column("inline_type")


def _supported(spec: model.Spec, t: model.FieldType, depth: int) -> bool:
    return shape(t).accept(_Supported(spec, depth))


class _Supported:
    """Whether the inline pass reads a value of a type, per shape (arrays and
    variants: never)."""

    def __init__(self, spec: model.Spec, depth: int) -> None:
        self.spec, self.depth = spec, depth

    def basic(self, t: model.FieldType) -> bool:
        return t.basic.kind in _EXPECTED or t.basic.kind in (K.SAFE_INT64, K.ANY)

    def enum(self, t: model.FieldType) -> bool:
        return True

    def struct(self, t: model.FieldType) -> bool:
        return self.depth + 1 < MAX_DEPTH and inlinable(self.spec, self.spec.struct(t.struct_name), self.depth + 1)

    def other(self, t: model.FieldType) -> bool:
        return False


def inlinable(spec: model.Spec, s: model.Struct, depth: int = 0) -> bool:
    """Whether `s` gets parseInOrder (and parents use it)."""
    if (s.command is not None or s.validator_callback or not s.fields or len(s.fields) > MAX_FIELDS
            or (s.chained_members and not s.inline_chained_structs)):
        return False
    for f in s.fields:
        if f.validator is not None and f.validator.callback:
            if f.required:
                return False
            continue
        if f.required and (f.ignore or not _supported(spec, f.type, depth)):
            return False
        if not f.required and shape(f.type).struct_name() is not None and not _supported(spec, f.type, depth):
            continue
    return True


def inline_call(elem: str, enter: str, ref: str) -> List[str]:
    """A parent's reading of an inlinable struct field: the inline pass
    first, with the nesting levels the context allows; anything unusual: the
    member reset and parsed by parseFrom under `enter` (the ctx.enter or
    ctx.enterUnnamed call that gives errors their full path)."""
    return [
        f"if (auto& nested = {ref};",
        f"    !nested.parseInOrder({elem}.value() + 4, {elem}.value() + {elem}.valueSize() - 1,",
        "                         ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {",
        "  // Reset in place (assigning a fresh temporary would copy its unset Slots).",
        "  std::destroy_at(&nested);",
        "  std::construct_at(&nested);",
        f"  if (!{enter}) [[unlikely]] return false;",
        f"  if (!nested.parseFrom({elem}.asDocument(), ctx)) [[unlikely]] return false;",
        "  ctx.leave();",
        "}",
    ]


def _size_check(short: str) -> str:
    """The fast framing of a value of type `short` at `value`, or return false."""
    if short in ("kObject", "kArray"):
        return "if (!switchyard::documentValueAt(c, value, size)) return false;"
    if short == "kString":
        return "if (!switchyard::stringValueAt(c, value, size)) return false;"
    if short == "kBinData":
        return "if (!switchyard::binDataValueAt(c, value, size)) return false;"
    if short == "kBool":
        return "size = 1;\nif (!switchyard::boolValueAt(c, value)) return false;"
    n = FIXED_SIZES[short]
    return f"size = {n};\nif (!switchyard::fixedValueAt(c, value, {n})) return false;"


def parse_in_order(em: CppTypes, s: model.Struct, plans) -> List[str]:
    """The declaration and inline body of `parseInOrder` for the header."""
    out: List[str] = [
        "// The fast path of a parent's handler (no context, no call): parses",
        "// [p, end) when it holds this struct's fields in declaration order with",
        "// their usual types, optional ones possibly left out, and nothing else.",
        "// Otherwise returns false with *this partly written: the parent resets it",
        "// and parses with parseFrom, which reports any error. `levels`: how many",
        "// more nesting levels the parse context allows.",
        "[[gnu::always_inline]] bool parseInOrder(const uint8_t* p, const uint8_t* const end,",
        "                                         uint32_t levels) noexcept {",
        "  if (levels == 0) return false;",
        "  const switchyard::BsonCursor c(p, end);",
        "  [[maybe_unused]] switchyard::BsonElement e;",
        "  [[maybe_unused]] uint32_t size;",
    ]
    for fp in plans:
        f = fp.f
        body = _field(em, s, fp)
        if body is None:
            continue
        out.append(f"  // {f.name}: {f.type.idl_name}")
        out.extend("  " + line if line else "" for line in body)
    out.append("  return p == end;")
    out.append("}")
    return out


def _field(em: CppTypes, s: model.Struct, fp) -> Optional[List[str]]:
    f = fp.f
    if f.ignore or (f.validator is not None and f.validator.callback):
        return None
    t = f.type
    sh = shape(t)
    if sh.held() or (sh.basic_type() is not None and not _supported(em.spec, t, 0)):  # arrays, variants hold
        return None  # never matched: when present, the general parser takes over
    wire = cpp_string_literal(f.name)
    header = name_size(f.name) + 2          # type byte, name, NUL
    nsize = name_size(f.name)
    alternatives: List[tuple] = []           # (type enumerator short name, value expression lines)
    mark = fp.mark.replace("{", "{{").replace("}", "}}")
    store = f"{fp.member} = {{}};\n{mark}"
    if sh.struct_name() is not None:
        if not inlinable(em.spec, em.spec.struct(t.struct_name)):
            return None  # never matched: when present, the general parser takes over
        alternatives.append(("kObject", [
            "if (levels < 2) return false;",
            f"if (!{fp.target}.parseInOrder(value + 4, value + size - 1, levels - 1)) return false;",
            fp.mark]))
    elif sh.enum_type() is not None:
        parse = em.enum_parse(t.enum)
        is_string = t.enum.value_type == "string"
        alternatives.append(("kString" if is_string else "kInt32", [
            f"{em.enum_cpp(t.enum)} v;",
            f"if (!{parse}(e.{'asString' if is_string else 'asInt32'}(), &v)) return false;"]
            + _validate(em, t, f) + store.format("v").split("\n")))
    elif t.basic.kind == K.ANY:
        return _any_field(wire, header, nsize, store.format("e"), f.required)
    elif t.basic.kind == K.SAFE_INT64:
        alternatives = [(x, [f"const std::int64_t v = e.as{'Int64' if x == 'kInt64' else 'Int32'}();"]
                         + _validate(em, t, f) + store.format("v").split("\n")) for x in ("kInt64", "kInt32")]
    elif t.basic.kind == K.SAFE_INT32:
        alternatives = [("kInt32", ["const std::int32_t v = e.asInt32();"] + _validate(em, t, f)
                         + store.format("v").split("\n"))]
    elif t.basic.kind == K.UUID:
        alternatives = [("kBinData", ["if (size != switchyard::kUuidValueSize || value[4] != switchyard::kBinDataUuid) "
                                      "return false;"]
                        + store.format("switchyard::uuidAt(value)").split("\n"))]
    else:
        cpp = em.cpp_type(t)
        row = kinds.row(t.basic.kind)
        # A kind read with read_into here is one whose read cannot fail (an owned string).
        declare = ([f"const {cpp} v = {row.read.format(e='e')};"] if row.read is not None
                   else row.read_into.format(v="v", e="e", label="").split("\n"))
        alternatives = [(_EXPECTED[t.basic.kind], declare + _validate(em, t, f)
                         + store.format("std::move(v)" if row.owned else "v").split("\n"))]
    out: List[str] = []
    kw = "if"
    for short, lines in alternatives:
        test = (f"c.hasBytes(p, {header}) && switchyard::elementHeaderIs<switchyard::typeByte("
                f"switchyard::BsonType::{short}), {wire}>(p)")
        out.append(f"{kw} ({test}) {{")
        out.append(f"  const uint8_t* const value = p + {header};")
        out.extend("  " + x for x in _size_check(short).split("\n"))
        out.append(f"  e.set(p, {nsize}, value, size);")
        out.extend("  " + x for x in lines)
        out.append("  p = value + size;")
        kw = "} else if"
    if f.required:
        out.append("} else {")
        out.append("  return false;")
    out.append("}")
    return out


def _any_field(wire: str, header: int, nsize: int, store: str, required: bool) -> List[str]:
    """An `any` field: matched by name, sized inline for the common types
    (documents, arrays, strings, numbers, bools); others end the pass."""
    return [
        f"if (c.hasBytes(p, {header}) && switchyard::nameIs<{wire}>(p + 1)) {{",
        f"  const uint8_t* const value = p + {header};",
        "  switch (p[0]) {",
        "    case switchyard::typeByte(switchyard::BsonType::kObject):",
        "    case switchyard::typeByte(switchyard::BsonType::kArray):",
        "      if (!switchyard::documentValueAt(c, value, size)) return false;",
        "      break;",
        "    case switchyard::typeByte(switchyard::BsonType::kString):",
        "      if (!switchyard::stringValueAt(c, value, size)) return false;",
        "      break;",
        "    case switchyard::typeByte(switchyard::BsonType::kBool):",
        "      if (!switchyard::boolValueAt(c, value)) return false;",
        "      size = 1;",
        "      break;",
        "    case switchyard::typeByte(switchyard::BsonType::kInt32):",
        "      if (!switchyard::fixedValueAt(c, value, 4)) return false;",
        "      size = 4;",
        "      break;",
        "    case switchyard::typeByte(switchyard::BsonType::kInt64):",
        "    case switchyard::typeByte(switchyard::BsonType::kDouble):",
        "      if (!switchyard::fixedValueAt(c, value, 8)) return false;",
        "      size = 8;",
        "      break;",
        "    default:",
        "      return false;",
        "  }",
        f"  e.set(p, {nsize}, value, size);",
    ] + [f"  {line}" for line in store.split("\n")] + [
        "  p = value + size;",
        "}" if not required else "} else {",
    ] + (["  return false;", "}"] if required else [])


def _validate(em: CppTypes, t: model.FieldType, f: model.Field) -> List[str]:
    """The field's numeric validator as `return false` tests."""
    v = f.validator
    if v is None:
        return []
    lines = []
    for op, bound in ((">", v.gt), (">=", v.gte), ("<", v.lt), ("<=", v.lte)):
        if bound is not None:
            lines.append(f"if (!(v {op} {bound_literal(bound[0], bound[1])})) return false;")
    return lines


__all__ = ["inlinable", "parse_in_order", "inline_call", "MAX_FIELDS", "MAX_DEPTH"]
