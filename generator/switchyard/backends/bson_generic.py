"""The GenericArguments class template: the generic arguments declared once.

A switchyard file listing generic arguments (`generic_argument_lists`)
declares them once, as `template <uint64_t kShadowed> class
GenericArguments` (bind/generic.py); each command of the files importing it
derives from `GenericArguments<mask>`, the mask holding the bits of the
arguments the command shadows with its own fields (MongoDB: the command's
own field wins). The class holds, once:

  * the name constants (kLsidFieldName, ...) and the accessors;
  * the members: a shadowed argument's member is an empty placeholder
    (switchyard::ShadowableMember, declared [[no_unique_address]]), so it
    takes no storage;
  * presence word 0: the arguments' bits from kFirstBit (shadowed ones
    skipped), after the command's own fields' bits: the bits a flat class
    gives them (lower/plan.py);
  * equalGenericArguments(), which the commands' operator== calls.

The class is not parsed or serialized on its own: each command dispatches
the generic names in its own hash switch (compile time, as its own fields),
stores into the inherited members and writes them in its own serializer
(inline, the rare ones through their shared write functions: below).
docs/design.md, "Generic arguments".

What a handler does off its fast path is declared once too, in namespace
`generic_arguments` beside the class (out of line, `[[gnu::cold]]`, in
generic_arguments_gen.cpp): the framing and type check of a value the
inline test declined (`frameLsid`: the value's size, kNullish or kFailed)
and the parse of a nested struct parseInOrder declined (`parseLsid`: reset,
ctx.enter, parseFrom). Each command's handler keeps its inline fast path
(type byte, size, duplicate bit, store, parseInOrder) and calls these with
values in registers: measured, moving the fast path out of line cost every
parse instructions (docs/design.md).

Writing an argument is declared once as well (`writeDollarAudit`: the
element appended to a span writer, in generic_arguments_gen.cpp). A command's
writer calls it for the arguments expected in at most RARE_WRITE of commands
(their likelihood, as the dispatch reads it) and writes the others inline:
each inline copy is compile time in every command's translation unit (the
generic arguments' section was about 9% of delete_gen.cpp's), and a call
costs only the few commands that carry such an argument.
"""

from __future__ import annotations

from typing import Callable, List, Optional, Sequence, Tuple

from .. import model
from ..codegen.cpp_text import comment_lines, cpp_string_literal
from ..lower import kinds, names
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, accepted_types, predicted_type, shape
from ..lower.plan import GENERIC_FIRST_BIT, GENERIC_PRESENCE_BIT, FieldPlan, StructPlan, generic_bits
from . import bson_presence as presence
from .bson_framing import fast_framing
from .bson_inline import inlinable

# The class template's parameter: the presence bits of the shadowed arguments.
SHADOWED = "kShadowed"
# The namespace of the handlers' shared slow paths, beside the class template.
SHARED = "generic_arguments"


def template_head(gp: StructPlan) -> str:
    """kShadowed: bit i set when the command shadows argument i (declaration
    order); kFirstBit: the presence bit of argument 0 in word 0 (the command's
    own fields take the bits below; lower/plan.py)."""
    return f"template <uint64_t {SHADOWED} = 0, int {GENERIC_FIRST_BIT} = {64 - len(gp.live)}>"


def base_spec(sp: StructPlan) -> str:
    """`GenericArguments<0x...ull, first>` as a command derives from it."""
    return f"{sp.base_cpp}<0x{sp.shadowed_mask:x}ull, {sp.generic_first_bit}>"


def base_comment(sp: StructPlan) -> List[str]:
    """The line before a command's class naming what its base's mask shadows."""
    shadowed = [name for name, bit in generic_bits(sp.generic_base).items() if sp.shadowed_mask >> bit & 1]
    if not shadowed:
        return []
    return [f"// Its own fields shadow the generic arguments {', '.join(shadowed)} (MongoDB: the command's",
            "// own field wins); the generic base keeps no storage for them."]


def class_parts(types, gp: StructPlan, field_name_constants: Sequence[str]):
    """(comment, constants, accessors, protected members, definitions) of the
    class template, from the plan of the GenericArguments struct."""
    accessors: List[List[str]] = [[
        "// The presence bit of argument `index` (declaration order) in the deriving command.",
        f"static constexpr int {GENERIC_PRESENCE_BIT}(int index) {{",
        f"  return switchyard::genericArgumentBit({SHADOWED}, {GENERIC_FIRST_BIT}, index);",
        "}"]]
    members = presence.generic_members(types, gp.live, accessors, SHADOWED)
    comment = comment_lines(gp.struct.description or "")
    return comment, list(field_name_constants), accessors, members, [presence.generic_equality(gp, SHADOWED)]


# A command's writer writes an inherited argument through its shared write
# function when the argument's likelihood is at most this (and inline
# otherwise); unknown likelihoods count as common. 0.02: none of the bench
# corpus's commands carries such an argument (idl/generic_arguments.yaml).
RARE_WRITE = 0.02


def writes_shared(fp: FieldPlan, shared: Optional[str]) -> bool:
    """Whether command field `fp` is written by its shared write function:
    an inherited, optional argument expected rarely."""
    likelihood = fp.f.likelihood
    return (shared is not None and fp.inherited and fp.f.optional and not fp.f.always_serialize
            and likelihood is not None and likelihood <= RARE_WRITE)


def shared_write_call(fp: FieldPlan, shared: str) -> str:
    """The statement writing `fp` through its shared write function."""
    return f"out = {shared}::write{fn_suffix(fp)}(out, {fp.value});"


# ---- the rarely sent arguments' handlers, declared once ---------------------------

# An inherited argument expected in at most this share of commands (its
# likelihood) is read out of line instead of by a handler inline in each
# command's parse loop: by a function of namespace generic_arguments compiled
# once, in the generic arguments' .cpp (bson_handler.shared_element_parser),
# which the base's inline member of the same name calls with the argument's
# bit and storage (element_forwarder); a call only on the rare command that
# carries it (none of the bench corpus).
RARE_READ = 0.02


def rarely_sent(f: model.Field) -> bool:
    return not f.ignore and f.likelihood is not None and f.likelihood <= RARE_READ


def reads_shared(fp: FieldPlan, shared: Optional[str]) -> bool:
    """Whether command field `fp` is read by its base's element parser."""
    return shared is not None and fp.inherited and rarely_sent(fp.f)


def element_parser(fp: FieldPlan) -> str:
    """`parseDollarAuditElement`."""
    return f"parse{fn_suffix(fp)}Element"


def reader(fp: FieldPlan) -> str:
    """`readDollarClusterTime`: the base's always-inline reader of a frequently
    sent argument, which every command's parse loop calls (bson_handler.py)."""
    return f"read{fn_suffix(fp)}"


READER_PARAMS = ("switchyard::BsonCursor& cursor, switchyard::BsonElement& e, const uint8_t* p, "
                 "const uint8_t* name, uint64_t& seen0, switchyard::ParseContext& ctx")


# A rare argument's element parser takes, besides the loop's state, the
# argument's presence bit in the command and its storage there.
ELEMENT_BIT = "bit"
ELEMENT_STORAGE = "out"


def element_parser_head(fp: FieldPlan, prefix: str, end: str) -> List[str]:
    """`<prefix>parseDollarAuditElement(` and its parameters, then `end`."""
    return [f"{prefix}{element_parser(fp)}(",
            f"    switchyard::BsonCursor& cursor, const uint8_t* p, uint64_t& seen0, uint64_t {ELEMENT_BIT},",
            f"    {fp.member_type}& {ELEMENT_STORAGE}, switchyard::ParseContext& ctx){end}"]


def element_forwarder(fp: FieldPlan, template_head: str, cls: str) -> Tuple[str, List[str]]:
    """(declaration, definition) of the base's member that a command's loop
    calls for a rarely sent argument: always inline, it passes the argument's
    presence bit and storage in the deriving command to the element parser
    compiled once (bson_handler.shared_element_parser)."""
    name = element_parser(fp)
    params = ("switchyard::BsonCursor& cursor, const uint8_t* p, uint64_t& seen0,",
              "switchyard::ParseContext& ctx")
    return (f"[[gnu::always_inline]] bool {name}({' '.join(params)});",
            [template_head, f"inline bool {cls}::{name}(", f"    {params[0]}", f"    {params[1]}) {{",
             f"  return {SHARED}::{name}(cursor, p, seen0, {fp.seen.mask}, {fp.member}, ctx);", "}"])


def template_params() -> str:
    """The class template's head as an out-of-class member definition repeats
    it (without the default arguments)."""
    return f"template <uint64_t {SHADOWED}, int {GENERIC_FIRST_BIT}>"


# A rarely sent argument's handler in a command: the base's element parser
# works on copies, so that the loop's cursor and seen-mask never have their
# address taken (they stay in registers: docs/design.md, "Registers across
# the loop").
SHARED_READ_CALL = """\
// Sent rarely: read by the generic base, out of line (generic_arguments_gen.h).
switchyard::BsonCursor rareCursor = cursor;
uint64_t rareSeen = seen0;
if (!{{NAME}}(rareCursor, p, rareSeen, ctx)) [[unlikely]] return false;
cursor = rareCursor;
seen0 = rareSeen;
continue;"""


# ---- the handlers' slow paths, declared once ----------------------------------

def fn_suffix(fp: FieldPlan) -> str:
    """`DollarClusterTime` for member dollarClusterTime_."""
    return fp.accessor.rstrip("_")  # names.upper_first of the member's base


def _fast(f: model.Field) -> bool:
    """Whether a handler of `f` frames its value inline first (bson_framing.py)."""
    return not f.ignore and fast_framing(predicted_type(f.type), kinds.basic_kind(f.type)) is not None


def _nested(spec: model.Spec, f: model.Field) -> bool:
    """Whether a handler of `f` reads a nested struct with parseInOrder first."""
    name = shape(f.type).struct_name()
    return name is not None and inlinable(spec, spec.struct(name))


def shared_scope(types: CppTypes, sp: StructPlan) -> Optional[str]:
    """`generic_arguments` as written in command `sp`'s scope; None without a generic base."""
    return types.qualify(sp.generic_base.cpp_namespace, SHARED) if sp.generic_base else None


def framing_fallback(out: CodeWriter, fp: FieldPlan, shared: Optional[str], absent: str) -> bool:
    """The `else` of an inherited argument's fast framing: the shared frame
    function (sizes and type-checks the value, out of line). False when the
    argument has none (not inherited): the caller emits the general path.
    `absent`: the statement for null or undefined (read as absent)."""
    if not fp.inherited or shared is None:
        return False
    out.snippet(_FRAME_CALL, SHARED=SHARED, SCOPE=shared, SUFFIX=fn_suffix(fp),
                NAME=names.field_name_constant(fp.accessor), ABSENT=absent)
    return True


# The `else` of an inherited argument's fast framing.
_FRAME_CALL = """
    // Another type, or framing by the cursor: {{SHARED}}_gen.h, declared once.
    const int64_t framed = {{SCOPE}}::frame{{SUFFIX}}(cursor, p, ctx);
    if (framed < 0) [[unlikely]] {
      if (framed == {{SCOPE}}::kFailed) return false;
      cursor.advanceTo(value);  // null or undefined: no value bytes, read as absent
      {{ABSENT}}
    }
    size = static_cast<uint32_t>(framed);
    switchyard::takeValue(cursor, e, p, {{NAME}}.size(), value, size);
"""


def nested_read(out: CodeWriter, spec: model.Spec, fp: FieldPlan, shared: Optional[str]) -> bool:
    """An inherited nested struct's read: parseInOrder inline, otherwise the
    shared parse function. False when not such an argument. parseInOrder out
    of line in the shared function too measured +6 to +7 instructions per
    find parse for 3.7 KB less find_gen.o (docs/design.md), so it stays here."""
    if not fp.inherited or shared is None or not _nested(spec, fp.f):
        return False
    out.snippet(_NESTED_READ, TARGET=fp.target, SHARED=SHARED, CALL=f"{shared}::parse{fn_suffix(fp)}")
    return True


# An inherited nested struct: parseInOrder inline, the shared parse function otherwise.
_NESTED_READ = """
    if (auto& nested = {{TARGET}};
        !nested.parseInOrder(e.value() + 4, e.value() + e.valueSize() - 1,
                             ctx.maxDepth() + 1 - ctx.pathSize())) [[unlikely]] {
      // Reset and parsed under ctx.enter: {{SHARED}}_gen.h, declared once.
      if (!{{CALL}}(nested, e.value(), e.valueSize(), ctx)) [[unlikely]] return false;
    }
"""


_FRAME_COMMENT = """// The slow paths of the generic arguments' handlers, declared once for every
// command (each command's handler keeps its inline fast path and calls these):
// frame<Arg>: an element whose inline framing declined (another type, or a value
// the cursor frames): its value's size, framed and type-checked, or kNullish
// (null or undefined: read as absent, no value bytes), or kFailed (the error in
// ctx). parse<Arg>: a nested struct parseInOrder declined: reset in place
// (assigning a fresh temporary would copy its unset Slots) and parsed by
// parseFrom under ctx.enter, so that errors carry the full path. Their
// definitions are [[gnu::cold]]; these declarations are not: seen cold, a
// call makes GCC allocate the caller's registers worse (an insert of 100
// documents parsed +70 instructions slower, its documents loop spilling)."""


WriteValue = Callable[[CodeWriter, FieldPlan, str], None]


def shared_slow_paths(types: CppTypes, gp: StructPlan,
                      write_value: WriteValue) -> Tuple[List[str], List[List[str]]]:
    """(declarations for the header, definitions for the .cpp) of namespace
    generic_arguments: one frame and one parse function per argument that
    has such a path, and one write function per optional argument
    (`write_value(out, fp, value)` writes the element of `value`)."""
    decls: List[str] = ["", *_FRAME_COMMENT.split("\n"), f"namespace {SHARED} {{",
                        "inline constexpr int64_t kFailed = switchyard::kFramedFailed;",
                        "inline constexpr int64_t kNullish = switchyard::kFramedNullish;"]
    definitions: List[List[str]] = []
    ctx = "switchyard::ParseContext& ctx"
    for fp in gp.live:
        f, suffix = fp.f, fn_suffix(fp)
        if _fast(f):
            head = f"int64_t frame{suffix}(const switchyard::BsonCursor cursor, const uint8_t* p, {ctx})"
            decls.append(f"[[nodiscard]] {head};")
            definitions.append(_frame_body(head, f))
        if _nested(types.spec, f):
            nested = types.struct_cpp(f.type.struct_name)
            head = f"bool parse{suffix}({nested}& nested, const uint8_t* value, uint32_t size, {ctx})"
            decls.append(f"[[nodiscard]] {head};")
            definitions.append([
                f"[[gnu::cold]] bool {SHARED}::{head.split(' ', 1)[1]} {{",
                "  std::destroy_at(&nested);",
                "  std::construct_at(&nested);",
                f"  if (!ctx.enter({cpp_string_literal(f.name)}, value)) return false;",
                "  if (!nested.parseFrom(switchyard::BsonDocument::fromValidatedBytes(value, size), ctx)) return false;",
                "  ctx.leave();",
                "  return true;",
                "}"])
        if f.optional and not f.always_serialize and not f.ignore:
            head = (f"switchyard::BsonSpanWriter write{suffix}(switchyard::BsonSpanWriter out, "
                    f"const {fp.value_type}& value)")
            decls.append(f"[[nodiscard]] {head};")
            body = CodeWriter()
            with body.block(f"[[gnu::cold]] switchyard::BsonSpanWriter {SHARED}::{head.split(' ', 1)[1]} {{"):
                write_value(body, fp, "value")
                body("return out;")
            definitions.append(body.lines)
    decls.append(f"}}  // namespace {SHARED}")
    return decls, definitions


def _frame_body(head: str, f: model.Field) -> List[str]:
    """A frame function: a call to the runtime's frameDeclinedValue with the
    argument's name and accepted types (generated_support.h)."""
    accepted = accepted_types(f.type) or []
    return [f"[[gnu::cold]] int64_t {SHARED}::{head.split(' ', 1)[1]} {{",
            f"  return switchyard::frameDeclinedValue(cursor, p, {cpp_string_literal(f.name)}, "
            f"{{{', '.join(accepted)}}}, ctx);",
            "}"]


__all__ = ["SHADOWED", "SHARED", "template_head", "base_spec", "base_comment", "class_parts", "shared_scope",
           "framing_fallback", "nested_read", "shared_slow_paths", "RARE_WRITE", "writes_shared",
           "shared_write_call", "RARE_READ", "rarely_sent", "reads_shared", "element_parser",
           "element_parser_head", "element_forwarder", "reader", "READER_PARAMS", "SHARED_READ_CALL",
           "ELEMENT_BIT", "ELEMENT_STORAGE",
           "template_params"]
