"""Variant fields (MongoDB's `type: {variant: [...]}`) in the BSON backend.

The value is a `std::variant` of the alternatives' C++ types, addressed by
index everywhere (two alternatives may share a C++ type, e.g. `long` and
`date`). Parsing follows MongoDB's generated parsers (buildscripts/idl/idl/
generator.py, `_gen_variant_deserializer` and
`_gen_variant_deserializer_from_obj`):

- the element's BSON type picks the alternative: each BSON type a scalar
  alternative accepts is a `case`, read without a further type check;
- an array picks among the array alternatives by the BSON type of its first
  element (an empty array: the first array alternative); no match is
  `throwBadType` (TypeMismatch 14) naming the array alternatives' element
  types;
- a document picks the struct alternative; among several, the one whose
  first field is the document's first field's name (otherwise
  `throwUnknownField` on that name, 40415). MongoDB parses the struct with
  the enclosing context, so errors inside it carry no component for the
  variant field: `ParseContext::enterUnnamed` (which still counts depth).
  An array alternative's struct elements are parsed as any array's
  (`_gen_array_deserializer`): errors inside them name the variant field
  without the index (`VariantHolder.queries.extra`);
- any other type is `throwBadType` naming every alternative's BSON type in
  declaration order (a scalar's first, `object` for a struct, `array` for an
  array). For a variant of scalars that is MongoDB's text up to 7.0, which
  listed the scalar alternatives' first types (renameCollection's dropTarget,
  [bool, uuid]: `expected types '[bool, binData]'`); MongoDB's current
  generator passes the array alternatives' element types there instead, which
  for most variants is `'[]'` and names nothing the field accepts (issue 27).
"""

from __future__ import annotations

from typing import Callable, List, Optional, Tuple

from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import accepted_types, shape
from .common import validate

Alternatives = List[Tuple[int, model.FieldType]]


def _split(t: model.FieldType) -> Tuple[Alternatives, Alternatives, Alternatives]:
    """(scalar, array, struct) alternatives with their indexes."""
    scalars, arrays, structs = [], [], []
    for i, a in enumerate(t.alternatives):
        sh = shape(a)
        (arrays if sh.element() is not None else structs if sh.struct_name() is not None else scalars).append((i, a))
    return scalars, arrays, structs


def _first_types(alternatives: Alternatives, element: bool) -> str:
    """The first accepted BsonType of each alternative (of its elements when
    `element`), as an initializer list: MongoDB's expected-types list."""
    listed = []
    for _, a in alternatives:
        accepted = accepted_types(a.element if element else a)
        if accepted:
            listed.append(accepted[0])
    return "{" + ", ".join(listed) + "}"


def _alternative_types(t: model.FieldType) -> str:
    """Every alternative's BSON type in declaration order, once each (a
    scalar's first, `object` for a struct, `array` for an array): the list a
    type mismatch of the variant names."""
    listed: List[str] = []
    for a in t.alternatives:
        accepted = accepted_types(a)
        if accepted and accepted[0] not in listed:
            listed.append(accepted[0])
    return "{" + ", ".join(listed) + "}"


def _cases(out: CodeWriter, accepted: List[str]) -> str:
    """Writes `case A:` for all but the last type; returns the last, opening the body."""
    for bson in accepted[:-1]:
        out(f"case {bson}:")
    return f"case {accepted[-1]}: {{"


def read_variant(values, out: CodeWriter, t: model.FieldType, elem: str, label: str, ref: str,
                 validator: Optional[model.Validator], depth: int) -> None:
    """Reads element `elem` into the variant `ref` (an expression giving a
    reference to the destination variant, evaluated once per path: a member,
    or `member.emplace()` for an optional one). A callback validator is
    called with the variant once it is set, as MongoDB's setter does."""
    scalars, arrays, structs = _split(t)
    fallback = None
    with out.block(f"switch ({elem}.type()) {{"):
        if arrays:
            with out.block("case switchyard::BsonType::kArray: {"):
                _read_arrays(values, out, arrays, elem, label, ref, depth)
                out("break;")
        for i, a in scalars:
            accepted = accepted_types(a)
            if accepted is None:   # `any`: the binder lets it be the only alternative
                fallback = (i, a)
                continue
            with out.block(_cases(out, accepted)):
                values.read_value(out, a, elem, label, f"{ref}.emplace<{i}>({{}});", f"{ref}.emplace<{i}>()",
                                  None, depth)
                out("break;")
        if structs:
            with out.block("case switchyard::BsonType::kObject: {"):
                _read_structs(values, out, structs, elem, label, ref)
                out("break;")
        out("default:")
        with out.indented():
            if fallback is not None:
                i, a = fallback
                values.read_value(out, a, elem, label, f"{ref}.emplace<{i}>({{}});", f"{ref}.emplace<{i}>()",
                                  None, depth)
                out("break;")
            else:
                out(f"return ctx.failVariantType({label}, {elem}.type(), {_alternative_types(t)});")
    if validator is not None and validator.callback:
        held = f"*{ref[:-len('.emplace()')]}" if ref.endswith(".emplace()") else ref
        validate(out, t, held, label, validator)


def _read_arrays(values, out: CodeWriter, arrays: Alternatives, elem: str, label: str, ref: str,
                 depth: int) -> None:
    fallback_type = accepted_types(arrays[0][1].element)
    out.snippet("""
        // The first element's type picks the array alternative (an empty array: the first).
        switchyard::BsonType elementType = {{FALLBACK}};
        if (const switchyard::BsonDocument array = {{ELEM}}.asDocument(); !array.empty()) {
          switchyard::BsonCursor probe = array.elements();
          switchyard::BsonElement first;
          if (probe.next(first, ctx)) elementType = first.type();
          if (ctx.failed()) [[unlikely]] return false;
        }
    """, FALLBACK=fallback_type[0] if fallback_type else "switchyard::BsonType::kEOO", ELEM=elem)
    default = None
    with out.block("switch (elementType) {"):
        for i, a in arrays:
            accepted = accepted_types(a.element)
            if accepted is None:
                default = (i, a)
                continue
            with out.block(_cases(out, accepted)):
                values.read_array(out, a, elem, label, f"{ref}.emplace<{i}>()", None, depth)
                out("break;")
        out("default:")
        with out.indented():
            if default is not None:
                values.read_array(out, default[1], elem, label, f"{ref}.emplace<{default[0]}>()", None, depth)
                out("break;")
            else:
                out(f"return ctx.failVariantType({label}, {elem}.type(), {_first_types(arrays, True)});")


def _read_structs(values, out: CodeWriter, structs: Alternatives, elem: str, label: str, ref: str) -> None:
    if len(structs) == 1:
        _parse_struct(out, structs[0][0], elem, ref)
        return
    out.snippet("""
        // Several structs: the document's first field name picks one.
        switchyard::BsonCursor probe = {{ELEM}}.asDocument().elements();
        switchyard::BsonElement first;
        const std::string_view firstName = probe.next(first, ctx) ? first.name() : std::string_view();
        if (ctx.failed()) [[unlikely]] return false;
    """, ELEM=elem)
    keyword = "if"
    for i, a in structs:
        name = values.types.spec.struct(a.struct_name).fields[0].name
        with out.block(f"{keyword} (firstName == {cpp_string_literal(name)}) {{", closing=None):
            _parse_struct(out, i, elem, ref)
        keyword = "} else if"
    with out.block("} else {"):
        out("return ctx.failUnknown(firstName);")


def _parse_struct(out: CodeWriter, index: int, elem: str, ref: str) -> None:
    out.snippet("""
        if (!ctx.enterUnnamed({{ELEM}}.value())) [[unlikely]] return false;
        if (!{{REF}}.emplace<{{INDEX}}>().parseFrom({{ELEM}}.asDocument(), ctx)) [[unlikely]] return false;
        ctx.leave();
    """, ELEM=elem, REF=ref, INDEX=index)


def each_alternative(out: CodeWriter, t: model.FieldType, v: str,
                     body: Callable[[model.FieldType, str], None],
                     only: Optional[Callable[[model.FieldType], bool]] = None) -> None:
    """`switch (v.index())` with `body(alternative, value expression)` per
    case (only the alternatives `only` accepts, when given)."""
    with out.block(f"switch (({v}).index()) {{"):
        for i, a in enumerate(t.alternatives):
            if only is not None and not only(a):
                continue
            with out.block(f"case {i}: {{"):
                body(a, f"std::get<{i}>({v})")
                out("break;")
        out("default:")
        out("  break;")
