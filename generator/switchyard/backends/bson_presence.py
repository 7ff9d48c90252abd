"""Presence bits of the generated classes: the mask members, each field's
getter and setter over its storage (lower/plan.py: SLOT, OPTIONAL, PLAIN)
and operator==.

A class keeps one 64-bit mask word per 64 stored fields (`present0_`, ...),
a bit per field, in the bit the parser's seen-mask uses. Constructing a
class writes the mask words and the PLAIN members; a SLOT is raw storage
(runtime/include/switchyard/slot.h) read only under its bit, so getters of
optional fields return std::nullopt and getters of defaulted fields return
the default while the bit is clear (docs/design.md "Presence bits")."""

from __future__ import annotations

from typing import List, Optional, Sequence

from .. import model
from ..codegen.cpp_text import comment_lines
from ..lower import names
from ..lower.cpp_types import CppTypes, by_reference, default_initialised
from ..lower.plan import OPTIONAL, PLAIN, SLOT, FieldPlan, StructPlan


def mask_members(sp: StructPlan) -> List[str]:
    """The presence-mask words (last among the private members, after the
    1-byte ones): 64-bit words, or the narrowest integer that holds a small
    struct's bits."""
    nbits = len(sp.live)
    width = 64 if nbits > 32 else 32 if nbits > 16 else 16 if nbits > 8 else 8
    return [f"uint{width}_t {names.presence_word(w)} = 0;  // a bit per field: set or not"
            for w in range(sp.words)]


def _clear(fp: FieldPlan) -> str:
    return f"{fp.seen.present} &= ~{fp.seen.mask};"


def accessors(fp: FieldPlan, default: Optional[str]) -> List[str]:
    """The getter and setter of a stored field, by its storage."""
    V, A, m = fp.value_type, fp.api_type, fp.member
    if fp.storage == SLOT:
        absent = "std::nullopt" if fp.f.optional else default
        lines = [f"{A} {fp.getter}() const {{",
                 f"  if {fp.present} return {m}.get();",
                 f"  return {absent};",
                 "}"]
        if fp.f.optional:
            return lines + [f"void {fp.setter}({A} value) {{",
                            "  if (value) {",
                            f"    {m} = *value;",
                            f"    {fp.mark}",
                            "  } else {",
                            f"    {_clear(fp)}",
                            "  }",
                            "}"]
        return lines + [f"void {fp.setter}({V} value) {{",
                        f"  {m} = value;",
                        f"  {fp.mark}",
                        "}"]
    ret = f"const {A}&" if by_reference(fp.f.type) else A
    getter = f"{ret} {fp.getter}() const {{ return {m}; }}"
    if fp.storage == OPTIONAL:
        return [getter,
                f"void {fp.setter}({A} value) {{",
                f"  {m} = std::move(value);",
                f"  if ({m}) {{",
                f"    {fp.mark}",
                "  } else {",
                f"    {_clear(fp)}",
                "  }",
                "}"]
    return [getter,
            f"void {fp.setter}({A} value) {{",
            f"  {m} = std::move(value);",
            f"  {fp.mark}",
            "}"]


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
                  members: List[str]) -> None:
    """Per stored field: its getter and setter (after its description) and its member."""
    stored = []
    for fp in plans:
        f = fp.f
        if f.ignore:
            continue
        group = comment_lines(f.description or "")
        if f.stability:   # MongoDB's dialect: the API stability of the field (docs/idl.md)
            group.append(f"// Stability: {f.stability}.")
        default = types.default_expr(f)
        group += accessors(fp, default)
        groups.append(group)
        stored.append((_narrowness(fp), member(fp, default)))
    # Wide members first, then 4-byte, then 1-byte ones: no padding between them.
    members.extend(m for _, m in sorted(stored, key=lambda x: x[0]))


def _narrowness(fp: FieldPlan) -> int:
    """0 for 8-byte aligned (or unknown) members, 1 for 4-byte, 2 for 1-byte."""
    if fp.storage == OPTIONAL:
        return 0
    t = fp.f.type
    if t.category == "enum":
        return 1
    if t.category != "basic":
        return 0
    return {model.ValueKind.BOOL: 2, model.ValueKind.INT32: 1, model.ValueKind.SAFE_INT32: 1}.get(t.basic.kind, 0)


def def_equality(sp: StructPlan, extra_members: Sequence[str]) -> List[str]:
    """operator==: the values that are set (unset Slots hold no value);
    defaulted fields compare as their getters see them, so an unset field
    equals one set to its default."""
    T = sp.struct.cpp_name
    out = [f"bool operator==(const {T}& a, const {T}& b) {{"]
    for m in extra_members:
        out.append(f"  if (!(a.{m} == b.{m})) return false;")
    optional_slots = [0] * sp.words
    for fp in sp.live:
        if fp.storage == SLOT and fp.f.optional:
            optional_slots[fp.bit // 64] |= 1 << (fp.bit % 64)
    for w, bits in enumerate(optional_slots):
        if bits:
            word = names.presence_word(w)
            out.append(f"  if (((a.{word} ^ b.{word}) & 0x{bits:x}ull) != 0) return false;")
    for fp in sp.live:
        m = fp.member
        if fp.storage == SLOT and fp.f.optional:
            out.append(f"  if ({fp.present_in('a')} && !(a.{m}.get() == b.{m}.get())) return false;")
        elif fp.storage == SLOT:
            out.append(f"  if (!(a.{fp.getter}() == b.{fp.getter}())) return false;")
        else:
            out.append(f"  if (!(a.{m} == b.{m})) return false;")
    if not extra_members and not sp.live:
        out += ["  static_cast<void>(a);", "  static_cast<void>(b);"]
    out += ["  return true;", "}"]
    return out


__all__ = ["mask_members", "accessors", "member", "field_members", "def_equality"]
