"""One field's handler in the generated parse loop, and its reader.

A handler frames the value inline for the type the field is expected as
(bson_framing.py), else through the generic path (the cursor's out-of-line
sizing, the type check, null and undefined read as absent), tests and sets
the seen bit, reads, validates and stores the value. That is the field's
reader: a static member of the class's nested `FieldReaders` (defined in the
.cpp beside parseFrom; the header declares the struct only), or for a
frequently sent generic argument a member of the GenericArguments template,
written once for every command (bson_generic.py). Both are always_inline, so
the compiled loop is the one the handlers written out in it gave. The loop
keeps what is about dispatch: the label, the call, the expected-next-field
test:

    field_6_limit:  // limit: safeInt64
      if (!FieldReaders::readLimit(*this, cursor, e, p, name, seen0, ctx)) [[unlikely]] {
        return false;
      }
      // Expected next field: singleBatch (estimated share 0.24, raw test).
      p = cursor.position();
      ...

A reader returns true when the value is read or absent (null or undefined:
the expected-next-field test after it is still right), false on an error;
ParseContext's errors return switchyard::ParseFailure, a compile-time false,
so the caller's test folds into the failure path. Measured (callgrind,
bench/results/generated_shape.md): GCC inlines no ordinary function into an
always-inline one early, so the small accessors a reader calls are
always_inline in the runtime; handlers that call the standard library's
containers (KEPT_INLINE) stay written out in the loop, or the IPA inliner ran
out of its growth budget for the loop (aggregate_3_stages +2.1%). A reader
returning three outcomes (value, absent, failed) measured +3% (find_heavy,
update_1). The BsonType enumerators are unqualified: the parse function and
FieldReaders say `using enum switchyard::BsonType;` once (HANDLER_PRELUDE).

ERROR_LABELS: the errors' field labels are string literals, the sizes the
header's constants (kLimitFieldName.size()). Measured: the constants as the
labels (a static constexpr string_view copied into each cold call) cost
getmore 2.5% instructions a parse (564 vs 532 with literals, find and the
others within 1%); literals keep the run-time budget.
"""

from __future__ import annotations

import dataclasses
from typing import List, Optional, Sequence, Tuple

from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter, fill
from ..lower import kinds, names
from ..lower.cpp_types import predicted_type
from ..lower.plan import DispatchPlan, FieldPlan
from . import bson_generic as generic
from .bson_framing import fast_framing
from .bson_values import BsonValues
from .dispatch import DispatchInput, predict

# A handler's statement for a null or undefined value (read as absent): written
# out in the loop, the next element; in a reader, its success.
ABSENT = "continue;"
READ_RETURN = "return true;"

# The parse function's first lines when it has handlers: the BsonType
# enumerators the handlers' framing calls name.
HANDLER_PRELUDE = "using enum switchyard::BsonType;  // the handlers' accepted types"

_WIDTH = 100


def _short(enumerator: str) -> str:
    """`kInt32` for `switchyard::BsonType::kInt32`."""
    return enumerator.split("::")[-1]


def _if_likely(out: CodeWriter, cond: str) -> None:
    """`if (cond) [[likely]] {` on one line, or with the attribute on the next."""
    line = f"if ({cond}) [[likely]] {{"
    if 2 * out.level + len(line) <= _WIDTH:
        out(line)
    else:
        out(f"if ({cond})")
        out("    [[likely]] {")


def framing(values: BsonValues, out: CodeWriter, fp: FieldPlan, shared: Optional[str],
            absent: str = ABSENT) -> None:
    """The value framed into `e` (or the reader left: `absent` for null or
    undefined, an error), then the seen bit."""
    f = fp.f
    constant = names.field_name_constant(fp.accessor)
    label = cpp_string_literal(f.name)  # errors: the literal (ERROR_LABELS)
    out(f"const uint8_t* const value = name + {constant}.size() + 1;")
    take = f"switchyard::takeValue(cursor, e, p, {constant}.size(), value, size);"
    fast = fast_framing(predicted_type(f.type), kinds.basic_kind(f.type))
    if fast is None:
        out.snippet("""
            uint32_t size;
            if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
            {{TAKE}}
        """, TAKE=take)
        values.type_check(out, f.type, "p[0]", "e", label, absent)
    else:
        # Framing specialised to the expected type; otherwise the generic path (bson_framing.py).
        # typeByte is found by argument-dependent lookup (its argument is a switchyard::BsonType).
        cond, size_init = fast
        cond = cond.replace(f"p[0] == switchyard::typeByte({predicted_type(f.type)})",
                            f"*p == typeByte({_short(predicted_type(f.type))})")
        out(f"uint32_t size = {size_init};" if size_init else "uint32_t size;")
        _if_likely(out, cond)
        with out.indented():
            out(take)
        with out.block("} else {"):
            if not generic.framing_fallback(out, fp, shared, absent):
                out.snippet("""
                    if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
                    {{TAKE}}
                """, TAKE=take)
                values.type_check(out, f.type, "p[0]", "e", label, absent)
    seen_bit(out, fp)


def seen_bit(out: CodeWriter, fp: FieldPlan) -> None:
    """The duplicate test and the seen bit."""
    word, bit = fp.seen.word, fp.seen.mask
    # Over 100 columns, the test is a block (codegen/wrap.py).
    out.snippet("""
        if ({{WORD}} & {{BIT}}) [[unlikely]] return ctx.failDuplicate({{NAME}});
        {{WORD}} |= {{BIT}};
    """, WORD=word, BIT=bit, NAME=cpp_string_literal(fp.f.name))


def field_handler(values: BsonValues, out: CodeWriter, fp: FieldPlan, dp: DispatchPlan,
                  dinput: DispatchInput, form: Optional[str], shared: Optional[str],
                  walk: Sequence[str] = ()) -> None:
    """The field's entry in the parse loop: its label, the call of its reader
    (its_reader) and the expected-next-field test; `form`: that test's form
    (None: no test); `shared`: generic arguments' slow paths (bson_generic.py);
    `walk`: what runs once the value is read, before that test (a validating
    parse's walk of the view it kept: bson_validating.py). Ignored fields and
    rarely sent generic arguments keep their few lines inline (`label: { ... }`)."""
    f = fp.f
    if f.ignore or generic.reads_shared(fp, shared):
        body = CodeWriter(out.level + 1)
        if f.ignore:
            _ignored(body, fp)
        else:
            body.snippet(generic.SHARED_READ_CALL, NAME=generic.element_parser(fp))
            last = body.lines.pop()  # its `continue;`, after the walk
            body.extend(walk)
            body.lines.append(last)
        out.snippet("""
            {{LABEL}}: {  // {{NAME}}: {{TYPE}}
              {{BODY}}
            }
        """, LABEL=fp.label, NAME=f.name, TYPE="ignored" if f.ignore else f.type.idl_name, BODY=body.lines)
        return
    successor = dp.successor(fp.index)
    test: List[str] = []
    if successor is not None and form is not None:
        test = predict.render(dinput, successor.f.name, successor.label,
                              predicted_type(successor.f.type), form, dp.share(fp.index))
    if not (test and test[-1].startswith("goto ")):  # a raw test ends in the dispatch's entry
        test.append("continue;")
    if not reads_by_reader(values, fp, shared):
        body = CodeWriter(out.level + 1)
        handler_body(values, body, fp, shared)
        body.extend(walk)
        body.extend(test)
        out.snippet("""
            {{LABEL}}: {  // {{NAME}}: {{TYPE}}
              {{BODY}}
            }
        """, LABEL=fp.label, NAME=f.name, TYPE=f.type.idl_name, BODY=body.lines)
        return
    out.snippet("""
        {{LABEL}}:  // {{NAME}}: {{TYPE}}
          if (!{{CALL}}) [[unlikely]] return false;
          {{TEST}}
    """, LABEL=fp.label, NAME=f.name, TYPE=f.type.idl_name, CALL=_reader_call(fp, shared),
                TEST=list(walk) + test)


def _reader_call(fp: FieldPlan, shared: Optional[str]) -> str:
    """The call of the field's reader from the parse loop: the generic base's
    (an inherited argument) or the class's FieldReaders'."""
    args = f"cursor, e, p, name, {fp.seen.word}, ctx"
    if fp.inherited and shared is not None:
        return f"{generic.reader(fp)}({args})"
    return f"{names.FIELD_READERS}::{names.field_reader(fp.accessor)}(*this, {args})"


def handler_body(values: BsonValues, out: CodeWriter, fp: FieldPlan, shared: Optional[str],
                 absent: str = ABSENT) -> None:
    """The value framed, checked and stored (a handler without its label and
    its expected-next-field test); `absent`: the statement for null or
    undefined (read as absent)."""
    framing(values, out, fp, shared, absent)
    if not generic.nested_read(out, values.types.spec, fp, shared):
        values.read_value(out, fp.f.type, "e", cpp_string_literal(fp.f.name), f"{fp.member} = {{}};",
                          fp.target, fp.f.validator, 0)


def reads_by_reader(values: BsonValues, fp: FieldPlan, shared: Optional[str]) -> bool:
    """Whether the loop calls a reader for `fp` (not ignored, not read by the
    generic base's out-of-line element parser, and not a handler that calls
    the standard library's containers, written out in the loop: KEPT_INLINE)."""
    if fp.f.ignore or generic.reads_shared(fp, shared):
        return False
    body = CodeWriter(1)
    handler_body(values, body, fp, shared)
    return not any(word in line for line in body.lines for word in KEPT_INLINE)


# A handler whose body calls these stays written out in the loop. Measured: in
# an always-inline reader GCC does not inline them early (nor anything not
# always-inline), and the IPA inliner then ran out of its growth budget for the
# loop: std::vector::push_back out of line cost aggregate_3_stages +2.1%.
KEPT_INLINE = ("push_back(", "emplace_back(", ".emplace()")


def readers_declaration(values: BsonValues, plans: List[FieldPlan]) -> List[str]:
    """The class's private declaration of its FieldReaders, if it has any."""
    if not any(reads_by_reader(values, fp, None) for fp in plans):
        return []
    return [f"struct {names.FIELD_READERS};  // parseFrom's field handlers (the .cpp)"]


def generic_readers(values: BsonValues, live: List[FieldPlan], template_head: str,
                    cls: str) -> List[Tuple[str, List[str]]]:
    """(declaration, definition) of the generic base's reader of each frequently
    sent argument that every command's loop calls (generic_reader)."""
    return [generic_reader(values, fp, template_head, cls) for fp in live
            if not generic.rarely_sent(fp.f)
            and reads_by_reader(values, dataclasses.replace(fp, inherited=True), generic.SHARED)]


def own_field_readers(values: BsonValues, cls: str, fields: List[FieldPlan],
                      shared: Optional[str]) -> List[str]:
    """`struct Cls::FieldReaders { ... };` and a blank line: one always-inline
    reader per own field the loop calls (FIELD_READERS_DOC), or [] when there
    is none."""
    readers: List[str] = []
    for fp in fields:
        if fp.inherited and shared is not None or not reads_by_reader(values, fp, shared):
            continue
        body = CodeWriter(2)
        # A static member of the nested struct: the class's members through `self`.
        handler_body(values, body, dataclasses.replace(fp, member=f"self.{fp.member}"), shared,
                     READ_RETURN)
        readers += fill(_OWN_READER, NAME=fp.f.name, TYPE=fp.f.type.idl_name, CLS=cls,
                        READER=names.field_reader(fp.accessor), WORD=fp.seen.word,
                        BODY="{{BODY}}").split("\n")
        at = readers.index("    {{BODY}}")
        readers[at:at + 1] = body.lines
    if not readers:
        return []
    return [f"struct {cls}::{names.FIELD_READERS} {{", *FIELD_READERS_DOC.split("\n"),
            "  using enum switchyard::BsonType;  // the readers' accepted types", *readers, "};", ""]


# What a reader is, once above a class's readers.
FIELD_READERS_DOC = """\
  // The readers of parseFrom's handlers, one per field: each frames the value
  // (its expected type inline, any other through the cursor), tests and sets the
  // seen bit, reads, validates and stores the value. True when it is read or
  // absent (null or undefined), false on an error (in ctx). Always inline: the
  // compiled loop is the one the handlers written out in it gave."""

_OWN_READER = """
  // {{NAME}}: {{TYPE}}
  [[gnu::always_inline]] static bool {{READER}}(
      {{CLS}}& self, switchyard::BsonCursor& cursor, switchyard::BsonElement& e,
      const uint8_t* p, const uint8_t* name, uint64_t& {{WORD}}, switchyard::ParseContext& ctx) {
    {{BODY}}
    return true;
  }"""


def generic_reader(values: BsonValues, fp: FieldPlan, template_head: str,
                   cls: str) -> Tuple[str, List[str]]:
    """(declaration, definition) of the GenericArguments member that reads a
    frequently sent argument's element, always inline into every command's
    parse loop: written once, in the base's header."""
    body = CodeWriter(1)
    handler_body(values, body, dataclasses.replace(fp, inherited=True), generic.SHARED, READ_RETURN)
    definition = fill(_GENERIC_READER, TEMPLATE=template_head, CLS=cls, NAME=generic.reader(fp),
                      BODY="{{BODY}}").split("\n")
    at = definition.index("  {{BODY}}")
    definition[at:at + 1] = body.lines
    head = f"{generic.reader(fp)}({generic.READER_PARAMS})"
    return f"[[nodiscard, gnu::always_inline]] inline bool {head};", definition


_GENERIC_READER = """{{TEMPLATE}}
bool {{CLS}}::{{NAME}}(
    switchyard::BsonCursor& cursor, switchyard::BsonElement& e, const uint8_t* p,
    const uint8_t* name, uint64_t& seen0, switchyard::ParseContext& ctx) {
  using enum switchyard::BsonType;  // the reader's accepted types
  {{BODY}}
  return true;
}"""


def rare_element_parsers(values: BsonValues, live: List[FieldPlan], cls: str):
    """(declarations, definitions, base members) of the rarely sent arguments'
    element parsers (shared_element_parser) and of the base's members that
    the commands' loops call (bson_generic.element_forwarder)."""
    decls: List[str] = []
    definitions: List[List[str]] = []
    members: List[Tuple[str, List[str]]] = []
    for fp in live:
        parser = shared_element_parser(values, fp) if generic.rarely_sent(fp.f) else None
        if parser:
            decls += parser[0]
            definitions.append(parser[1])
            members.append(generic.element_forwarder(fp, generic.template_params(), cls))
    return decls, definitions, members


def shared_element_parser(values: BsonValues, fp: FieldPlan) -> Optional[Tuple[List[str], List[str]]]:
    """(declaration, definition) of the function of namespace generic_arguments
    that reads a rarely sent argument's element for every command
    (bson_generic.py, reads_shared), or None when its handler loops (kept
    inline). Not a member of the class template: it takes the argument's
    presence bit and storage from the base's inline member of the same name
    (bson_generic.element_forwarder), so that it is compiled once, in the
    generic arguments' .cpp, not once per command in each command's."""
    plain = dataclasses.replace(fp, inherited=True, member=generic.ELEMENT_STORAGE, bit_name=generic.ELEMENT_BIT)
    body = CodeWriter(1)
    handler_body(values, body, plain, generic.SHARED, READ_RETURN)
    if any(line.lstrip().startswith(("for (", "while (")) for line in body.lines):
        return None
    constant = names.field_name_constant(fp.accessor)
    definition = generic.element_parser_head(fp, f"bool {generic.SHARED}::", " {")
    definition += fill(_SHARED_PARSER, CONSTANT=constant, NAME=cpp_string_literal(fp.f.name)).split("\n")
    definition[-2:-2] = body.lines
    return generic.element_parser_head(fp, "[[nodiscard, gnu::noinline]] bool ", ";"), definition


# The field's name constant is the class template's; a local copy here keeps
# the function free of any instantiation of it. The handler goes before the
# last two lines.
_SHARED_PARSER = """\
  using enum switchyard::BsonType;  // the handler's accepted types
  static constexpr std::string_view {{CONSTANT}} = {{NAME}};
  const uint8_t* const name = p + 1;
  switchyard::BsonElement e;
  return true;
}"""


def _ignored(out: CodeWriter, fp: FieldPlan) -> None:
    """An ignored field: its value framed (checked), walked deeply when the
    parse validates, and skipped."""
    out.snippet("""
        const uint8_t* const value = name + {{NAME}}.size() + 1;
        uint32_t size;
        if (!cursor.sizeValue(p[0], value, size, ctx)) [[unlikely]] return false;
        cursor.advanceTo(value + size);
        e.set(p, {{NAME}}.size(), value, size);
        if (!switchyard::validateView(e, ctx)) [[unlikely]] return false;
        continue;
    """, NAME=names.field_name_constant(fp.accessor))


__all__ = ["HANDLER_PRELUDE", "field_handler", "handler_body", "shared_element_parser", "rare_element_parsers",
           "generic_reader", "own_field_readers", "reads_by_reader", "readers_declaration", "generic_readers",
           "FIELD_READERS_DOC", "KEPT_INLINE"]
