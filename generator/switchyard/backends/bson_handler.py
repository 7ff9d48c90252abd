"""One field's handler in the generated parse loop.

The handler frames the value inline for the type the field is expected as
(bson_framing.py), else through the generic path (the cursor's out-of-line
sizing, the type check, null and undefined read as absent), tests and sets
the seen bit, reads, validates and stores the value, then tests for the
field expected next:

    field_6_limit: {  // limit: safeInt64
      const uint8_t* const value = name + kLimitFieldName.size() + 1;
      uint32_t size = 4;
      if (p[0] == switchyard::typeByte(kInt32) && switchyard::fixedValueAt(cursor, value, 4))
          [[likely]] {
        ...
      }
      if (seen0 & kLimitBit) [[unlikely]] return ctx.failDuplicate(kLimitFieldName);
      seen0 |= kLimitBit;
      <read, validate, store>
      p = cursor.position();  // expected next: singleBatch (estimated share 0.24)
      ...
      continue;
    }

Written out, not a call to an always-inline runtime helper returning the
outcome (value, absent, failed): measured, the compiler then lost the fast
path's block layout and type knowledge at the merge of the outcomes (find_heavy
+3% instructions a parse, update_1 +3%; the run-time budget is +1%). The
BsonType enumerators are unqualified: the parse function says `using enum
switchyard::BsonType;` once (HANDLER_PRELUDE).

ERROR_LABELS: the errors' field labels are string literals, the sizes the
header's constants (kLimitFieldName.size()). Measured: the constants as the
labels (a static constexpr string_view copied into each cold call) cost
getmore 2.5% instructions a parse (564 vs 532 with literals, find and the
others within 1%); literals keep the run-time budget.
"""

from __future__ import annotations

import dataclasses
from typing import List, Optional, Tuple

from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter, fill
from ..lower import kinds, names
from ..lower.cpp_types import predicted_type
from ..lower.plan import DispatchPlan, FieldPlan
from . import bson_generic as generic
from .bson_framing import fast_framing
from .bson_values import BsonValues
from .dispatch import DispatchInput, predict

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


def framing(values: BsonValues, out: CodeWriter, fp: FieldPlan, shared: Optional[str]) -> None:
    """The value framed into `e` (or the handler left: null or undefined,
    an error), then the seen bit."""
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
        values.type_check(out, f.type, "p[0]", "e", label, "continue;")
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
            if not generic.framing_fallback(out, fp, shared):
                out.snippet("""
                    if (!switchyard::sizeValueSlow(cursor, p[0], value, size, ctx)) [[unlikely]] return false;
                    {{TAKE}}
                """, TAKE=take)
                values.type_check(out, f.type, "p[0]", "e", label, "continue;")
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
                  dinput: DispatchInput, form: Optional[str], shared: Optional[str]) -> None:
    """`label: { ... }` inside the parse loop; `form`: the expected-next-field
    test's form (None: no test); `shared`: generic arguments' slow paths
    (bson_generic.py)."""
    f = fp.f
    body = CodeWriter(out.level + 1)
    if f.ignore:
        _ignored(body, fp)
    elif generic.reads_shared(fp, shared):
        body.snippet(generic.SHARED_READ_CALL, NAME=generic.element_parser(fp))
    else:
        handler_body(values, body, fp, shared)
        successor = dp.successor(fp.index)
        test: List[str] = []
        if successor is not None and form is not None:
            test = predict.render(dinput, successor.f.name, successor.label,
                                  predicted_type(successor.f.type), form, dp.share(fp.index))
        body.extend(test)
        if not (test and test[-1].startswith("goto ")):  # a raw test ends in the dispatch's entry
            body("continue;")
    out.snippet("""
        {{LABEL}}: {  // {{NAME}}: {{TYPE}}
          {{BODY}}
        }
    """, LABEL=fp.label, NAME=f.name, TYPE="ignored" if f.ignore else f.type.idl_name, BODY=body.lines)


def handler_body(values: BsonValues, out: CodeWriter, fp: FieldPlan, shared: Optional[str]) -> None:
    """The value framed, checked and stored (a handler without its label and
    its expected-next-field test)."""
    framing(values, out, fp, shared)
    if not generic.nested_read(out, values.types.spec, fp, shared):
        values.read_value(out, fp.f.type, "e", cpp_string_literal(fp.f.name), f"{fp.member} = {{}};",
                          fp.target, fp.f.validator, 0)


def shared_element_parser(values: BsonValues, fp: FieldPlan, template_head: str,
                          cls: str) -> Optional[Tuple[str, List[str]]]:
    """(declaration, definition) of the GenericArguments member that reads a
    rarely sent argument's element for every command (bson_generic.py,
    reads_shared), or None when its handler loops (kept inline)."""
    body = CodeWriter(1)
    handler_body(values, body, dataclasses.replace(fp, inherited=True), generic.SHARED)
    if any(line.lstrip().startswith(("for (", "while (")) for line in body.lines):
        return None
    # The handler's `continue` (the field read, or absent) is the function's success.
    lines = [line[:-len("continue;")] + "return true;" if line.endswith("continue;") else line
             for line in body.lines]
    definition = fill(_SHARED_PARSER, TEMPLATE=template_head, CLS=cls, NAME=generic.element_parser(fp),
                      BODY="{{BODY}}").split("\n")
    at = definition.index("  {{BODY}}")
    definition[at:at + 1] = lines
    return f"[[nodiscard, gnu::noinline]] bool {generic.element_parser_head(fp)};", definition


_SHARED_PARSER = """{{TEMPLATE}}
bool {{CLS}}::{{NAME}}(
    switchyard::BsonCursor& cursor, const uint8_t* p, uint64_t& seen0,
    switchyard::ParseContext& ctx) {
  using enum switchyard::BsonType;  // the handler's accepted types
  const uint8_t* const name = p + 1;
  switchyard::BsonElement e;
  {{BODY}}
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


__all__ = ["HANDLER_PRELUDE", "field_handler", "handler_body", "shared_element_parser"]
