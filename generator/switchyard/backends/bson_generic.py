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
  * presence word 0: the arguments' bits at its top, the same in every
    command (lower/plan.py: generic_bits), the command's own fields' bits
    below them;
  * equalGenericArguments(), which the commands' operator== calls.

The class is not parsed or serialized on its own: each command dispatches
the generic names in its own hash switch (compile time, as its own fields),
stores into the inherited members and writes them in its own serializer,
inline. docs/design.md, "Generic arguments".
"""

from __future__ import annotations

from typing import List, Sequence

from ..codegen.cpp_text import comment_lines
from ..lower.plan import StructPlan, generic_bits
from . import bson_presence as presence

# The class template's parameter: the presence bits of the shadowed arguments.
SHADOWED = "kShadowed"


def template_head() -> str:
    return f"template <uint64_t {SHADOWED} = 0>"


def base_spec(sp: StructPlan) -> str:
    """`GenericArguments<0x...ull>` as a command derives from it."""
    return f"{sp.base_cpp}<0x{sp.shadowed_mask:x}ull>"


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
    accessors: List[List[str]] = []
    members = presence.generic_members(types, gp.live, accessors, SHADOWED)
    comment = comment_lines(gp.struct.description or "")
    return comment, list(field_name_constants), accessors, members, [presence.generic_equality(gp, SHADOWED)]


__all__ = ["SHADOWED", "template_head", "base_spec", "base_comment", "class_parts"]
