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
stores into the inherited members and writes them in its own serializer,
inline. docs/design.md, "Generic arguments".
"""

from __future__ import annotations

from typing import List, Sequence

from ..codegen.cpp_text import comment_lines
from ..lower.plan import GENERIC_FIRST_BIT, GENERIC_PRESENCE_BIT, StructPlan, generic_bits
from . import bson_presence as presence

# The class template's parameter: the presence bits of the shadowed arguments.
SHADOWED = "kShadowed"


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


__all__ = ["SHADOWED", "template_head", "base_spec", "base_comment", "class_parts"]
