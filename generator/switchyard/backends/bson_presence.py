"""Presence bits of the generated classes: the mask members, each field's
getter and setter over its storage (lower/plan.py: SLOT, OPTIONAL, PLAIN)
and operator==.

A class keeps one 64-bit mask word per 64 stored fields (`present0_`, ...),
a bit per field, in the bit the parser's seen-mask uses. Constructing a
class writes the mask words and the PLAIN members; a SLOT is raw storage
(runtime/include/switchyard/base/internal/slot.h) read only under its bit, so getters of
optional fields return std::nullopt and getters of defaulted fields return
the default while the bit is clear (docs/design.md "Presence bits")."""

from __future__ import annotations

from typing import Callable, List, Optional, Sequence, Tuple

from .. import model
from ..codegen.cpp_text import comment_lines, cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower import kinds, names
from ..lower.cpp_types import CppTypes, by_reference, default_initialised, leaves, shape
from ..lower.plan import GENERIC_FIRST_BIT, OPTIONAL, PLAIN, SLOT, FieldPlan, StructPlan
from .bson_callbacks import struct_validator_call
from .bson_variant import each_alternative


def mask_members(sp: StructPlan) -> List[str]:
    """The presence-mask words (last among the private members, after the
    1-byte ones): 64-bit words, or the narrowest integer that holds a small
    struct's bits."""
    nbits = len(sp.live)
    width = 64 if nbits > 32 or sp.generic_base else 32 if nbits > 16 else 16 if nbits > 8 else 8
    # A command deriving from GenericArguments shares the base's word 0: the
    # generic arguments' bits at its top, the command's own below.
    return [f"uint{width}_t {names.presence_word(w)} = 0;  // a bit per field: set or not"
            for w in range(1 if sp.generic_base else 0, sp.words)]


def bit_constants(plans: Sequence[FieldPlan]) -> List[str]:
    """The stored fields' presence bits, one named constant each (kLimitBit),
    the names every mask test and mask is written with. A GenericArguments
    argument's is its bit in the deriving command (genericArgumentBit)."""
    out = []
    for fp in plans:
        if fp.bit is None:
            continue
        if fp.seen.bit_of:
            value = (f"uint64_t{{1}} << switchyard::genericArgumentBit(kShadowed, {GENERIC_FIRST_BIT}, "
                     f"{fp.bit})")
        else:
            value = fp.seen.value
        out.append(f"static constexpr uint64_t {fp.seen.name} = {value};")
    return (["// Presence bits: one per stored field, in the presence mask and while parsing."] + out
            if out else [])


def required_masks(sp: StructPlan, word: Callable[[int], str], indent: str = "") -> Tuple[List[str], List[str]]:
    """(local constants kRequired<w>, the conditions `(word & kRequired<w>) !=
    kRequired<w>`) of the words holding required fields: the one mask compare
    before the first missing field is looked for."""
    lines: List[str] = []
    conds: List[str] = []
    for w, _ in sp.required_mask_exprs():
        terms = names.mask_terms([fp.seen for fp in sp.required if fp.bit // 64 == w])
        lines += _wrapped([f"constexpr uint64_t kRequired{w} = {terms[0]}", *terms[1:]], indent, ";")
        conds.append(f"({word(w)} & kRequired{w}) != kRequired{w}")
    return lines, conds


def _clear(fp: FieldPlan) -> str:
    return f"switchyard::clearBits({fp.seen.present}, {fp.seen.mask});"


def accessors(fp: FieldPlan, default: Optional[str]) -> List[str]:
    """The getter and setter of a stored field, by its storage."""
    out = CodeWriter()
    holes = dict(A=fp.api_type, M=fp.member, SETTER=fp.setter, MARK=fp.mark)
    if fp.storage == SLOT:
        out.snippet("""
            {{A}} {{GETTER}}() const {
              if {{PRESENT}} return {{M}}.get();
              return {{ABSENT}};
            }
        """, A=fp.api_type, M=fp.member, GETTER=fp.getter, PRESENT=fp.present,
                    ABSENT="std::nullopt" if fp.f.optional else default)
        if fp.f.optional:
            out.snippet("""
                void {{SETTER}}({{A}} value) {
                  if (value) {
                    {{M}} = *value;
                    {{MARK}}
                  } else {
                    {{CLEAR}}
                  }
                }
            """, CLEAR=_clear(fp), **holes)
            return out.lines
        out.snippet("""
            void {{SETTER}}({{V}} value) {
              {{M}} = value;
              {{MARK}}
            }
        """, V=fp.value_type, M=fp.member, SETTER=fp.setter, MARK=fp.mark)
        return out.lines
    ret = f"const {fp.api_type}&" if by_reference(fp.f.type) else fp.api_type
    out(f"{ret} {fp.getter}() const {{ return {fp.member}; }}")
    if fp.storage == OPTIONAL:
        out.snippet("""
            void {{SETTER}}({{A}} value) {
              {{M}} = std::move(value);
              if ({{M}}) {
                {{MARK}}
              } else {
                {{CLEAR}}
              }
            }
        """, CLEAR=_clear(fp), **holes)
        return out.lines
    out.snippet("""
        void {{SETTER}}({{A}} value) {
          {{M}} = std::move(value);
          {{MARK}}
        }
    """, **holes)
    return out.lines


def member(fp: FieldPlan, default: Optional[str]) -> str:
    """The data member: Slots and optionals start empty (nothing written for
    a Slot); PLAIN members get their default or `{}`."""
    if fp.storage != PLAIN:
        return f"{fp.member_type} {fp.member};"
    if default is not None:
        return f"{fp.member_type} {fp.member} = {default};"
    if fp.f.optional or not default_initialised(fp.f.type):
        return f"{fp.member_type} {fp.member};"
    return f"{fp.member_type} {fp.member}{{}};"


def field_members(types: CppTypes, plans: Sequence[FieldPlan], groups: List[List[str]],
                  members: List[str], front: Optional[List[str]] = None, room: int = 0) -> None:
    """Per stored field: its getter and setter (after its description) and
    its member. 4- and 1-byte members that fit in the last `room` bytes of
    an 8-byte unit go to `front` instead (a command's first members: they
    fill its generic base's tail padding)."""
    stored = []
    for fp in plans:
        f = fp.f
        if f.ignore or fp.inherited:
            continue
        group = comment_lines(f.description or "")
        if f.stability:   # MongoDB's dialect: the API stability of the field (docs/idl.md)
            group.append(f"// Stability: {f.stability}.")
        default = types.default_expr(f)
        group += accessors(fp, default)
        groups.append(group)
        stored.append((_narrowness(fp), member(fp, default)))
    # Wide members first, then 4-byte, then 1-byte ones: no padding between them.
    ordered = sorted(stored, key=lambda x: x[0])
    taken = _fill(ordered, room) if front is not None else []
    if front is not None:
        front.extend(taken)
    members.extend(m for _, m in ordered if m not in taken)


def _fill(ordered: Sequence, room: int) -> List[str]:
    """The 1- and 4-byte members (in the order to declare them) that fit in
    the last `room` bytes of an 8-byte unit, at their alignment."""
    ones = [m for n, m in ordered if n == 2]
    fours = [m for n, m in ordered if n == 1]
    pos, taken = 8 - room, []
    while room and pos % 4 and ones:
        taken.append(ones.pop(0))
        pos += 1
    while room and fours and (pos + 3) // 4 * 4 + 4 <= 8:
        taken.append(fours.pop(0))
        pos = (pos + 3) // 4 * 4 + 4
    while room and pos < 8 and ones:
        taken.append(ones.pop(0))
        pos += 1
    return taken


def generic_members(types: CppTypes, plans: Sequence[FieldPlan], groups: List[List[str]],
                    shadowed: str) -> List[str]:
    """The GenericArguments class template's accessors (into `groups`) and
    members: a shadowed argument's member an empty placeholder laid out in
    no storage; wide initialised members, presence word 0, the other wide
    members, then 4-byte and 1-byte ones
    (the class's tail padding, if any, is for its command's 1-byte members)."""
    stored = []
    for fp in plans:
        field_members(types, [fp], groups, stored)
        decl = stored.pop()
        assert decl.startswith(fp.member_type + " ")
        # The wide members a constructor writes (PLAIN) first, next to the word:
        # one run of zeroed bytes.
        order = _narrowness(fp) * 2 + (fp.storage != PLAIN)
        stored.append((order, f"[[no_unique_address]] switchyard::ShadowableMember<{shadowed}, {fp.bit}, "
                              f"{fp.member_type}>{decl[len(fp.member_type):]}"))
    ordered = sorted(stored, key=lambda x: x[0])
    word = f"uint64_t {names.presence_word(0)} = 0;  // the command's fields' bits, then the generic arguments'"
    return ([m for n, m in ordered if n == 0] + [word] + [m for n, m in ordered if n == 1]
            + [m for n, m in ordered if n > 1])


def tail_padding(plans: Sequence[FieldPlan], shadowed_mask: int) -> int:
    """The bytes a GenericArguments<shadowed_mask> leaves after its last
    member (8-byte aligned; its 4- and 1-byte members last)."""
    small = sum({1: 4, 2: 1}.get(_narrowness(fp), 0) for fp in plans
                if not fp.f.ignore and not shadowed_mask >> fp.bit & 1)
    return -small % 8


def _narrowness(fp: FieldPlan) -> int:
    """0 for 8-byte aligned (or unknown) members, 1 for 4-byte, 2 for 1-byte."""
    if fp.storage == OPTIONAL:
        return 0
    sh = shape(fp.f.type)
    if sh.enum_type() is not None:
        return 1
    basic = sh.basic_type()
    if basic is None:
        return 0
    return {1: 2, 4: 1}.get(kinds.row(basic.kind).member_width, 0)   # lower/kinds.py's member_width


def def_equality(sp: StructPlan, extra_members: Sequence[str]) -> List[str]:
    """operator==: the values that are set (unset Slots hold no value);
    defaulted fields compare as their getters see them, so an unset field
    equals one set to its default."""
    T = sp.struct.cpp_name
    compares = [f"if (!(a.{m} == b.{m})) return false;" for m in extra_members]
    slots = _optional_slots(sp.own, sp.words)
    for w, bits in enumerate(slots):
        # A command's generic arguments: the optional ones' bits with its own in
        # one compare, their values by their class (GenericArguments).
        own = [fp.seen for fp in sp.own if fp.storage == SLOT and fp.f.optional and fp.bit // 64 == w]
        terms = names.mask_terms(own, T) + (
            [f"{T}::kGenericOptionalSlots"] if sp.generic_base and w == 0 else [])
        if terms:
            word = names.presence_word(w)
            compares.extend(_wrapped([f"constexpr uint64_t kOptionalSlots{w} = {terms[0]}", *terms[1:]], "", ";", width=98))
            compares.append(f"if (((a.{word} ^ b.{word}) & kOptionalSlots{w}) != 0) return false;")
    if sp.generic_base:
        compares.append(f"if (!{T}::equalGenericArgumentValues(a, b)) return false;")
    compares.extend(_compare(fp, T) for fp in sp.own)
    if not extra_members and not sp.live:
        compares += ["static_cast<void>(a);", "static_cast<void>(b);"]
    out = CodeWriter()
    # Cold: no parse or serialize path compares objects (tests, differential
    # checks and callers' own code do), so it is compiled for size.
    out.snippet("""
        [[gnu::cold]] bool operator==(const {{T}}& a, const {{T}}& b) {
          {{COMPARES}}
          return true;
        }
    """, T=T, COMPARES=compares)
    return out.lines


def generic_equality(gp: StructPlan, shadowed: str) -> List[str]:
    """GenericArguments' equalGenericArgumentValues(): the arguments not shadowed
    (a shadowed one's bit is the command's own field's)."""
    compares = CodeWriter()
    for fp in gp.live:
        compares.snippet("""
            if constexpr (({{SHADOWED}} & (uint64_t{1} << {{BIT}})) == 0) {
              {{COMPARE}}
            }
        """, SHADOWED=shadowed, BIT=fp.bit, COMPARE=_compare(fp))
    out = CodeWriter()
    out.snippet("""
        // The bits of the optional generic arguments kept in Slots (set or not: compared
        // first, by the command's operator==, with its own fields' bits).
        static constexpr uint64_t kGenericOptionalSlots =
            switchyard::genericArgumentMask({{SHADOWED}}, {{FIRST_BIT}}, 0x{{SLOTS}}ull);
        // The generic arguments of a and b, whose kGenericOptionalSlots bits are equal, are
        // equal (the command's operator== calls it; cold as it is).
        [[gnu::cold]] static bool equalGenericArgumentValues(const GenericArguments& a, const GenericArguments& b) {
          {{COMPARES}}
          return true;
        }
    """, SHADOWED=shadowed, FIRST_BIT=GENERIC_FIRST_BIT, SLOTS=f"{_optional_slots(gp.live, 1)[0]:x}",
                COMPARES=compares.lines)
    return out.lines


def _optional_slots(plans: Sequence[FieldPlan], words: int) -> List[int]:
    optional_slots = [0] * words
    for fp in plans:
        if fp.storage == SLOT and fp.f.optional:
            optional_slots[fp.bit // 64] |= 1 << (fp.bit % 64)
    return optional_slots


def _wrapped(terms: Sequence[str], indent: str, end: str, width: int = 100) -> List[str]:
    """`terms` joined by ` | ` over lines of at most `width` columns (continued
    four columns in)."""
    lines: List[str] = []
    line = indent
    for term in terms:
        piece = term if line.strip() == "" else f" | {term}"
        if line.strip() and len(line) + len(piece) + len(end) > width:
            lines.append(line)
            line = f"{indent}    | {term}"
        else:
            line += piece
    lines.append(line + end)
    return lines


def _compare(fp: FieldPlan, scope: str = "") -> str:
    m = fp.member
    if fp.storage == SLOT and fp.f.optional:
        return f"if ({fp.present_in('a', scope)} && !(a.{m}.get() == b.{m}.get())) return false;"
    if fp.storage == SLOT:
        return f"if (!(a.{fp.getter}() == b.{fp.getter}())) return false;"
    return f"if (!(a.{m} == b.{m})) return false;"


def required_fields_set(spec: model.Spec, sp: StructPlan) -> Tuple[List[str], List[str]]:
    """requiredFieldsSet(): (its declaration, its inline definition for the
    header). True when every required field is set, here and in every set
    nested struct (array elements, a variant's held struct, chained member
    objects): one mask compare per word with required bits, the same masks
    checkSerializable() tests. The unchecked serializers test it first
    (switchyard::failNeverSet). A struct with nothing required below is a
    constexpr `true`."""
    out = CodeWriter(indent=1)
    masks, conds = required_masks(sp, names.presence_word)
    out.extend(masks)
    out.extend(f"if ({cond}) return false;" for cond in conds)
    requires = lambda t: _requires(spec, t, set())  # noqa: E731
    for fp in sp.fields:
        if fp.f.ignore or not requires(fp.f.type):
            continue
        if fp.f.optional:
            with out.block(f"if {fp.present} {{"):
                _each_struct(out, fp.f.type, fp.value, requires, 0)
        else:
            value = f"{fp.getter}()" if fp.storage == SLOT else fp.value
            _each_struct(out, fp.f.type, value, requires, 0)
    for struct_name, member in (sp.struct.chained_members if not sp.struct.inline_chained_structs else ()):
        if _requires_struct(spec, struct_name, set()):
            out(f"if (!{names.member(names.field_base(member))}.requiredFieldsSet()) return false;")
    decl, body = CodeWriter(), CodeWriter()
    declaration = "bool requiredFieldsSet() const noexcept;"
    if not out.lines:  # a constant the callers fold
        declaration = "static constexpr bool requiredFieldsSet() noexcept { return true; }"
    decl.snippet("""
        // Every required field set, here and in the nested structs that are set
        // (serialize() and toBson() abort otherwise; checkSerializable() says which).
        {{DECLARATION}}
    """, DECLARATION=declaration)
    if out.lines:
        body.snippet("""
            inline bool {{T}}::requiredFieldsSet() const noexcept {
              {{CHECKS}}
              return true;
            }
        """, T=sp.struct.cpp_name, CHECKS=out.lines)
    return decl.lines, body.lines


def _each_struct(out: CodeWriter, t: model.FieldType, v: str, requires, depth: int) -> None:
    shape(t).accept(_EachStruct(out, v, requires, depth))


class _EachStruct:
    """_each_struct, per shape: the check of every struct a value holds."""

    def __init__(self, out: CodeWriter, v: str, requires, depth: int) -> None:
        self.out, self.v, self.requires, self.depth = out, v, requires, depth

    def array(self, t: model.FieldType) -> None:
        d = self.depth + 1
        with self.out.block(f"for (const auto& element{d} : {self.v}) {{"):
            _each_struct(self.out, t.element, f"element{d}", self.requires, d)

    def variant(self, t: model.FieldType) -> None:
        each_alternative(self.out, t, self.v,
                         lambda a, av: _each_struct(self.out, a, av, self.requires, self.depth), self.requires)

    def other(self, t: model.FieldType) -> None:
        self.out(f"if (!({self.v}).requiredFieldsSet()) return false;")


def _requires(spec: model.Spec, t: model.FieldType, seen: set) -> bool:
    """Whether a value of type `t` can hold a required field (in a struct)."""
    return any(_requires_struct(spec, name, seen) for leaf in leaves(t)
               if (name := shape(leaf).struct_name()) is not None)


def _requires_struct(spec: model.Spec, name: str, seen: set) -> bool:
    if name in seen:  # a cycle adds nothing new
        return False
    seen.add(name)
    s = spec.struct(name)
    if any(f.required or (not f.ignore and _requires(spec, f.type, seen)) for f in s.fields):
        return True
    chained = s.chained_members if not s.inline_chained_structs else ()
    return any(_requires_struct(spec, struct_name, seen) for struct_name, _ in chained)


def final_checks(out: CodeWriter, sp: StructPlan) -> None:
    """What runs once every field is read (from the body and any OP_MSG
    sequences), over the `seen<w>` locals: the required check, the
    presence mask stored once (getters and serializers see the fields
    set), then the struct's cpp_validator_func, which reads the fields
    through the getters."""
    required_check(out, sp)
    for w in range(sp.words):
        word = names.presence_word(w)  # the fields set, as getters and serializers see them
        out(f"{word} = static_cast<decltype({word})>(seen{w});")
    struct_validator_call(out, sp.struct)


def required_check(out: CodeWriter, sp: StructPlan) -> None:
    """One mask compare, then the first missing field in declaration order."""
    if not sp.required:
        return
    masks, conds = required_masks(sp, lambda w: f"seen{w}")
    out()
    out.snippet("""
        // Required fields: one mask compare, then the first missing one in declaration order.
        {{MASKS}}
        if ({{ANY_MISSING}}) [[unlikely]] {
          {{FIRST_MISSING}}
        }
    """, MASKS=masks, ANY_MISSING=" || ".join(conds),
                FIRST_MISSING=[f"if (({fp.seen.word} & {fp.seen.mask}) == 0) "  # bson_handler.py: ERROR_LABELS
                               f"return ctx.failMissing({cpp_string_literal(fp.f.name)});" for fp in sp.required])


__all__ = ["required_fields_set", "mask_members", "accessors", "member", "field_members", "generic_members", "tail_padding",
           "def_equality", "generic_equality", "final_checks", "required_check"]
