"""The one owner of every generated C++ name (flatbuffers' `Namer`, upb's
`names.h`): the keyword list, identifiers derived from wire names, a field's
member, getter, setter, handler label and seen-mask bit, the name constants,
and qualification of a name as seen from a given namespace.

Renaming a convention (say `getLimit()` -> `limit()`) is a change here only.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

# C++20 keywords (and alternative tokens): never an identifier we generate.
CPP_KEYWORDS = frozenset("""
alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class
compl concept const consteval constexpr constinit const_cast continue co_await co_return co_yield decltype
default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline
int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
reinterpret_cast requires return short signed sizeof static static_assert static_cast struct switch template
this thread_local throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t
while xor xor_eq
""".split())

_PLAIN_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

# The name constants every generated class declares (docs/design.md).
STRUCT_NAME_CONSTANT = "kStructName"
COMMAND_NAME_CONSTANT = "kCommandName"
API_VERSION_CONSTANT = "kApiVersion"


def is_plain_identifier(text: str) -> bool:
    """A C++ identifier that is not a keyword."""
    return _PLAIN_IDENTIFIER.match(text) is not None and text not in CPP_KEYWORDS


def _identifier_characters(text: str) -> str:
    """Letters, digits and single underscores: any other character becomes
    `_`, a run of `_` one `_` (a double underscore is reserved in C++), and
    leading and trailing `_` go (`_X` is reserved; a trailing one would double
    with the member suffix). A leading digit gets `f`; nothing left: `field`."""
    ident = re.sub(r"_+", "_", re.sub(r"[^0-9A-Za-z_]", "_", text)).strip("_") or "field"
    return "f" + ident if ident[0].isdigit() else ident


def identifier(text: str) -> str:
    """A C++ identifier derived from `text` for a name used bare (a class,
    an enumerator, a label): `_identifier_characters`, and a keyword gets a
    trailing `_` (`class` -> `class_`). Never reserved, never a keyword."""
    ident = _identifier_characters(text)
    return ident + "_" if ident in CPP_KEYWORDS else ident


def field_base(text: str) -> str:
    """The base name of a field's member and accessors, which is never used
    bare: `_identifier_characters`, keywords kept, as MongoDB's IDL keeps them
    (member `_new`, `getNew()`): `new` -> member `new_`, `getNew()`;
    `class` -> `class_`, `getClass()`; `2dsphereIndexVersion` ->
    `f2dsphereIndexVersion_`, `getF2dsphereIndexVersion()`; `_id` -> `id_`,
    `getId()`; `$db` -> `db_`, `getDb()`. Members end in one `_` and
    accessors start with `get`/`set`, so none is a keyword or reserved."""
    return _identifier_characters(text)


_MONGODB_KEPT = re.compile(r"(_[a-z0-9]|[A-Za-z])[A-Za-z0-9]*(_[A-Za-z0-9]+)*\Z")


def mongodb_field_base(name: str) -> str:
    """The base name of a field in MongoDB's dialect, from MongoDB's C++
    name for it (its `cpp_name`, else its wire name: buildscripts/idl/idl/
    binder.py `_bind_field`). MongoDB's generator names the accessors
    `get` + title_case(name) and the member `_` + camel_case(name)
    (generator.py `_get_field_member_getter_name`, common.py `title_case`),
    so `secondaryThrottle` and `_secondaryThrottle` are distinct fields
    there (`getSecondaryThrottle()`, `get_secondaryThrottle()`). The name is
    kept as it is whenever its member `name_` and accessors are neither
    reserved nor invalid: identifier characters, no `__`, no trailing `_`, a
    leading `_` only before a lowercase letter or a digit (class-scope names
    `_x` are not reserved; `_X` are). Anything else goes through `field_base`
    (`$db` -> `db`, `2dsphereIndexVersion` -> `f2dsphereIndexVersion`)."""
    return name if _MONGODB_KEPT.match(name) else field_base(name)


def field_member_base(cpp_identifier: Optional[str], cpp_name: str, name: str) -> str:
    """The base of a field's member and accessors: the identifier the
    binder chose (MongoDB's dialect), else `field_base` of its C++ name."""
    return cpp_identifier or field_base(cpp_name or name)


def flat_identifier(qualified: str) -> str:
    """`::a::b::C` -> `a_b_C` (no double underscores: reserved in C++)."""
    return "_".join(p for p in re.split(r"[^A-Za-z0-9]+", qualified) if p)


def output_names(spec_path: str) -> Tuple[str, str]:
    """The (header, source) file names generated for a spec file:
    `idl/find.yaml` -> ("find_gen.h", "find_gen.cpp")."""
    stem = os.path.splitext(os.path.basename(spec_path))[0]
    return f"{stem}_gen.h", f"{stem}_gen.cpp"


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def member(base: str) -> str:
    """The data member of a field or part: `limit` -> `limit_`."""
    return base + "_"


def field_constant(prefix: str, member: str) -> str:
    """A per-field constant of a writer: `kHead_limit` for member `limit_`;
    for a member with MongoDB's leading `_` (`_id_`, names.mongodb_field_base)
    `kHeadOf_id`, which no other member gives and has no `__`."""
    base = member.rstrip("_")
    return f"{prefix}Of{base}" if base.startswith("_") else f"{prefix}_{base}"


def getter(accessor: str) -> str:
    """`Limit` -> `getLimit` (accessor: the upper-first base name)."""
    return "get" + accessor


def setter(accessor: str) -> str:
    return "set" + accessor


def checked_setter(accessor: str) -> str:
    """`Limit` -> `trySetLimit`: the setter that runs the field's checks first."""
    return "trySet" + accessor


def handler_label(index: int, wire_name: str) -> str:
    """The parse loop's label for the field at `index`."""
    return f"field_{index}_{identifier(wire_name)}"


# The nested struct of a class's field readers (its parse loop's handlers).
FIELD_READERS = "FieldReaders"


def field_reader(accessor: str) -> str:
    """`readLimit`: the reader of field Limit, a static member of FIELD_READERS."""
    return f"read{accessor}"


def field_name_constant(accessor: str) -> str:
    """A field's wire-name constant, as MongoDB's IDL names it: kLimitFieldName."""
    return f"k{accessor}FieldName"


def alias_constant(k: int) -> str:
    """The k-th (0-based) command alias constant: kCommandAlias, kCommandAlias2, ..."""
    return "kCommandAlias" + ("" if k == 0 else str(k + 1))


def enum_parse_fn(enum_name: str) -> str:
    return "parse" + enum_name


def enum_to_string_fn(enum_name: str) -> str:
    return "toString" + enum_name


@dataclass(frozen=True)
class Bit:
    """A field's bit in the seen-mask: word `seen<word>`, bit `bit`, named by
    its class's constant `name` (kLimitBit, declared by bit_constant)."""

    index: int
    # GenericArguments' fields: `index` is the argument's, its bit in word 0
    # this constexpr function of it (the bit in the deriving command).
    bit_of: str = ""
    name: str = ""

    @property
    def word(self) -> str:
        return f"seen{self.index // 64}"

    @property
    def mask(self) -> str:
        """The bit as an expression: its class constant."""
        return self.name or self.value

    @property
    def value(self) -> str:
        """The constant's value (the one place a bit is spelled as a shift)."""
        if self.bit_of:
            return f"uint64_t{{1}} << {self.bit_of}({self.index})"
        return f"uint64_t{{1}} << {self.index % 64}"

    @property
    def present(self) -> str:
        """The class's presence-mask word holding this bit (`present0_`)."""
        return presence_word(self.index // 64)


def bit_constant(accessor: str) -> str:
    """A field's presence-bit constant: kLimitBit."""
    return f"k{accessor}Bit"


def mask_terms(bits: Sequence["Bit"], scope: str = "") -> List[str]:
    """The bits as terms of their constants (qualified by `scope::`), to be
    OR'ed: runs of more than two consecutive bits of one word as
    `switchyard::bitSpan(kFirstBit, kLastBit)` (runtime slot.h)."""
    q = f"{scope}::" if scope else ""
    ordered = sorted(bits, key=lambda b: b.index)
    terms: List[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while (j + 1 < len(ordered) and not ordered[i].bit_of and not ordered[j + 1].bit_of
               and ordered[j + 1].index == ordered[j].index + 1
               and ordered[j + 1].index // 64 == ordered[i].index // 64):
            j += 1
        if j - i >= 2:
            terms.append(f"switchyard::bitSpan({q}{ordered[i].mask}, {q}{ordered[j].mask})")
        else:
            terms.extend(q + b.mask for b in ordered[i:j + 1])
        i = j + 1
    return terms


def mask_expr(bits: Sequence["Bit"]) -> str:
    """The bits as one expression of their constants (mask_terms)."""
    return " | ".join(mask_terms(bits))


def presence_word(word: int) -> str:
    """A generated class's presence-mask member: a bit per stored field."""
    return f"present{word}_"


def mask_words(nbits: int) -> int:
    """The number of 64-bit seen-mask words for `nbits` fields."""
    return (nbits + 63) // 64


@dataclass(frozen=True)
class Scope:
    """Qualifies names as seen from code inside `namespace` (None: from the
    global namespace, outside every spec's namespace, as the benchmark and
    JSON tools write: every name fully qualified)."""

    namespace: Optional[str]

    def qualify(self, namespace: str, name: str) -> str:
        """`name`, declared in `namespace`, as written from this scope."""
        if self.namespace is not None and namespace == self.namespace:
            return name
        return f"::{namespace}::{name}" if namespace else f"::{name}"


GLOBAL_SCOPE = Scope(None)
