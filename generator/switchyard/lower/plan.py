"""The plan: immutable decisions about the generated C++ of a struct, taken
once and rendered by every backend and tool.

`plan_struct(struct, types)` gives a `StructPlan`: per field its member,
getter/setter base, value and member types, handler label and seen-mask bit;
the mask words and the required fields. `FirstElement` says what a command's
first element is stored as. `ordered_structs(spec)` the order classes are
declared in.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Dict, List, Optional, Tuple

from .. import model
from . import names
from .cpp_types import CppTypes, by_reference, leaves, shape, suffixed_namespace
from .dispatch import DispatchPlan, decide, plan_dispatch, warnings as dispatch_warnings


# How a stored field's value is kept; a bit of the class's presence mask
# (`present0_`, ...) says whether it is set, whatever the storage.
SLOT = "slot"          # switchyard::Slot<V>: raw bytes, nothing written at construction
OPTIONAL = "optional"  # std::optional<V> kept in step with the bit (by-reference getters)
PLAIN = "plain"        # V, initialised (required fields; defaulted by-reference values)


def field_storage(f: model.Field) -> str:
    """SLOT for optional and defaulted values that getters return by value
    (all trivially copyable); OPTIONAL for the other optional fields, whose
    getters return `const std::optional<V>&`; PLAIN otherwise."""
    t = f.type
    by_value = shape(t).scalar() and not by_reference(t)  # an enum or a value kind's, copied
    if (f.optional or f.default is not None) and by_value:
        return SLOT
    return OPTIONAL if f.optional else PLAIN


@dataclass(frozen=True)
class FieldPlan:
    f: model.Field
    index: int                      # position in struct.fields
    bit: Optional[int]              # seen-mask bit (None for ignored fields)
    member: str                     # "limit_"
    accessor: str                   # "Limit" (getLimit / setLimit)
    value_type: str                 # V
    member_type: str                # Slot<V>, std::optional<V> or V (see `storage`)
    label: str                      # C++ label of the handler
    storage: str = "plain"          # SLOT, OPTIONAL or PLAIN
    inherited: bool = False         # a generic argument its command's generic base declares
    bit_of: str = ""                # GenericArguments' fields: `bit` is the argument's index (names.Bit)
    bit_name: str = ""              # the bit's expression when not its class's constant (a parameter)

    @property
    def api_type(self) -> str:
        """What getters return and setters take: std::optional<V> or V."""
        return f"std::optional<{self.value_type}>" if self.f.optional else self.value_type

    @property
    def present(self) -> str:
        """The field's presence test on `this` (its bit in the mask)."""
        return f"({self.seen.present} & {self.seen.mask})"

    def present_in(self, obj: str, scope: str = "") -> str:
        """The presence test on `obj`, its bit constant qualified by `scope::`
        (from outside the class, e.g. operator==)."""
        mask = f"{scope}::{self.seen.mask}" if scope and self.seen.name else self.seen.mask
        return f"({obj}.{self.seen.present} & {mask})"

    @property
    def mark(self) -> str:
        """Sets the field's presence bit."""
        return f"{self.seen.present} |= {self.seen.mask};"

    @property
    def value(self) -> str:
        """The stored value (under its presence bit for SLOT and OPTIONAL)."""
        if self.storage == SLOT:
            return f"{self.member}.get()"
        return f"*{self.member}" if self.storage == OPTIONAL else self.member

    @property
    def target(self) -> str:
        """A reference to a fresh value to parse into (the caller marks it)."""
        return self.member if self.storage == PLAIN else f"{self.member}.emplace()"

    @property
    def getter(self) -> str:
        return names.getter(self.accessor)

    @property
    def setter(self) -> str:
        return names.setter(self.accessor)

    @property
    def checked_setter(self) -> str:
        return names.checked_setter(self.accessor)

    @property
    def seen(self) -> names.Bit:
        name = self.bit_name or (names.bit_constant(self.accessor) if self.bit is not None else "")
        return names.Bit(self.bit, self.bit_of, name)


# GenericArguments' template parameter: the bit of presence word 0 its first
# argument takes in the command deriving from it; and its constexpr function
# giving an argument's bit (runtime slot.h: switchyard::genericArgumentBit).
GENERIC_FIRST_BIT = "kFirstBit"
GENERIC_PRESENCE_BIT = "presenceBit"


def generic_bits(generic_class: model.Struct) -> Dict[str, int]:
    """Each stored generic argument's index in a GenericArguments class (its
    bit in the class's kShadowed mask)."""
    return {f.name: i for i, f in enumerate(f for f in generic_class.fields if not f.ignore)}


def _bit_layout(s: model.Struct, types: CppTypes) -> Tuple[Dict[str, int], List[int]]:
    """The inherited fields' bits (by name) and the bits left for the
    struct's own stored fields, in the order they take them. A command's
    generic arguments (those it does not shadow) follow its own fields in
    presence word 0 when both fit: the bits a class declaring them all
    itself gives them (kFirstBit = the number of its own fields); else they
    take the top of word 0, its own fields the bits below, then word 1."""
    if s.generic_class:
        return generic_bits(s), []
    if s.generic_base is None:
        return {}, []
    held = generic_bits(s.generic_base)
    names_in = [f.name for f in s.fields if f.generic and not f.ignore and f.name in held]
    own = sum(1 for f in s.fields if not f.ignore and not (f.generic and f.name in held))
    first = own if own + len(names_in) <= 64 else 64 - len(names_in)
    inherited = {name: first + rank for rank, name in enumerate(sorted(names_in, key=held.get))}
    return inherited, list(range(first))


def plan_fields(s: model.Struct, types: CppTypes) -> Tuple[FieldPlan, ...]:
    plans: List[FieldPlan] = []
    used: Dict[str, int] = {}
    inherited, free = _bit_layout(s, types)
    own = 0
    for i, f in enumerate(s.fields):
        base = names.field_member_base(f.cpp_identifier, f.cpp_name, f.name)
        # Keep members distinct even if two cpp_names sanitize alike.
        if base in used:
            used[base] += 1
            base = f"{base}{used[base]}"
        else:
            used[base] = 1
        value_type = types.cpp_type(f.type)
        storage = field_storage(f)
        member_type = {SLOT: f"switchyard::Slot<{value_type}>", OPTIONAL: f"std::optional<{value_type}>",
                       PLAIN: value_type}[storage]
        bit: Optional[int] = None
        if f.ignore:
            pass
        elif f.name in inherited and (f.generic or s.generic_class):
            bit = inherited[f.name]
        else:
            bit = free[own] if own < len(free) else (64 if s.generic_base else 0) + own - len(free)
            own += 1
        plans.append(FieldPlan(
            f=f, index=i, bit=bit, member=names.member(base),
            accessor=names.upper_first(base), value_type=value_type, member_type=member_type,
            label=names.handler_label(i, f.name), storage=storage,
            inherited=f.name in inherited and f.generic and not s.generic_class and not f.ignore,
            bit_of=GENERIC_PRESENCE_BIT if s.generic_class else ""))
    return tuple(plans)


@dataclass(frozen=True)
class FirstElement:
    """What a command's first element is stored as, for every backend and
    tool: a collection name (`collection`; with a UUID alternative `uuid`
    and the collection-less number 1 `collectionless`), a typed parameter
    (`parameter`, namespace: type) or any element (`ignored`), and the names
    of those members and accessors."""

    command_name: str
    namespace: model.NamespaceKind
    collection: bool                # collectionName_ (concatenate_with_db*)
    uuid: bool                      # collectionUuid_ (concatenate_with_db_or_uuid)
    collectionless: bool            # collectionless_ ({find: 1})
    parameter: Optional[model.FieldType]  # commandParameter_ of this type (namespace: type)
    ignored: bool                   # commandParameter_ as an optional BsonElement (namespace: ignored)

    COLLECTION_MEMBER = names.member("collectionName")
    UUID_MEMBER = names.member("collectionUuid")
    COLLECTIONLESS_MEMBER = names.member("collectionless")
    PARAMETER_MEMBER = names.member("commandParameter")
    COLLECTION_GET = names.getter("CollectionName")
    COLLECTION_SET = names.setter("CollectionName")
    UUID_GET = names.getter("CollectionUuid")
    UUID_SET = names.setter("CollectionUuid")
    PARAMETER_GET = names.getter("CommandParameter")
    PARAMETER_SET = names.setter("CommandParameter")
    COLLECTIONLESS_GET = "isCollectionless"
    COLLECTIONLESS_SET = names.setter("Collectionless")


def first_element(cmd: model.CommandInfo) -> FirstElement:
    ns = cmd.namespace
    collection = ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID)
    return FirstElement(
        command_name=cmd.command_name, namespace=ns, collection=collection,
        uuid=ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID,
        collectionless=collection and cmd.allow_global_collection_name,
        parameter=cmd.namespace_type if ns == model.NamespaceKind.TYPE else None,
        ignored=ns == model.NamespaceKind.IGNORED)


@dataclass(frozen=True)
class StructPlan:
    struct: model.Struct
    fields: Tuple[FieldPlan, ...]
    first: Optional[FirstElement]   # commands only
    generic_base: Optional[model.Struct] = None   # the GenericArguments class it derives from
    base_cpp: Optional[str] = None  # that class as written in the command's scope
    base_plan: Optional["StructPlan"] = None   # that class's plan (its fields, as the command sees them)
    dispatch: Optional[DispatchPlan] = None    # its parse loop's dispatch (plan_spec decides it)

    @property
    def live(self) -> Tuple[FieldPlan, ...]:
        """The fields that are stored (not ignored)."""
        return tuple(fp for fp in self.fields if not fp.f.ignore)

    @property
    def words(self) -> int:
        return names.mask_words(max((fp.bit + 1 for fp in self.fields if fp.bit is not None), default=0))

    @property
    def own(self) -> Tuple[FieldPlan, ...]:
        """The stored fields this class declares (not its generic base's)."""
        return tuple(fp for fp in self.live if not fp.inherited)

    @property
    def shadowed_mask(self) -> int:
        """A command with a generic base: the bits of the generic arguments
        its own fields shadow (the base's template argument)."""
        if self.generic_base is None:
            return 0
        held = generic_bits(self.generic_base)
        inherited = {fp.f.name for fp in self.fields if fp.inherited}
        return sum(1 << i for name, i in held.items() if name not in inherited)

    @property
    def generic_first_bit(self) -> int:
        """The presence bit of its generic base's first argument."""
        return min((fp.bit for fp in self.fields if fp.inherited), default=64)

    @property
    def required(self) -> Tuple[FieldPlan, ...]:
        return tuple(fp for fp in self.fields if fp.f.required)

    def required_masks(self) -> List[int]:
        masks = [0] * self.words
        for fp in self.required:
            masks[fp.bit // 64] |= 1 << (fp.bit % 64)
        return masks

    def required_mask_exprs(self) -> List[Tuple[int, str]]:
        """(word, the required fields' bits of that word as their constants), for
        the words that have any (names.mask_expr)."""
        return [(w, names.mask_expr([fp.seen for fp in self.required if fp.bit // 64 == w]))
                for w, m in enumerate(self.required_masks()) if m]


def plan_struct(s: model.Struct, types: CppTypes) -> StructPlan:
    base = s.generic_base
    return StructPlan(struct=s, fields=plan_fields(s, types),
                      first=first_element(s.command) if s.command else None, generic_base=base,
                      base_cpp=types.qualify(base.cpp_namespace, base.cpp_name) if base else None,
                      base_plan=plan_struct(base, types) if base else None)


@dataclass(frozen=True)
class SpecPlan:
    """One spec's generated files: names, namespace, includes, classes."""

    spec: model.Spec
    namespace: str                  # the spec's cpp_namespace with the run's suffix
    header_name: str
    source_name: str
    source_file: str                # the spec's file name, for the banner
    imports: Tuple[str, ...]        # headers of the imported specs
    cpp_includes: Tuple[str, ...]
    structs: Tuple[StructPlan, ...]  # declaration order, each after what it holds
    types: CppTypes
    generic_class: Optional[StructPlan] = None   # the GenericArguments class template this file declares
    extra_includes: Tuple[str, ...] = ()         # what the dispatch strategies need (.cpp only)
    warnings: Tuple[Tuple[model.Location, str], ...] = ()   # the dispatch's fallbacks (ID0051)

    def struct_plan(self, name: str) -> StructPlan:
        for sp in self.structs:
            if sp.struct.name == name:
                return sp
        raise KeyError(name)


def plan_spec(spec: model.Spec, suffix: Optional[str] = None, dispatch: Optional[str] = None,
              predict: bool = True, scope: Optional[names.Scope] = None) -> SpecPlan:
    """One spec's plan under a run's options: `dispatch` overrides every
    struct's strategy, `predict` allows expected-next-field tests; `scope`
    is where the names are written from (default the spec's namespace; the
    tools, which write outside every namespace, pass names.GLOBAL_SCOPE)."""
    namespace = suffixed_namespace(spec.cpp_namespace, suffix)
    types = CppTypes(spec, scope or names.Scope(namespace), suffix)
    header_name, source_name = names.output_names(spec.path)
    imports: List[str] = []
    for path in spec.imports:
        h = names.output_names(path)[0]
        if h not in imports and h != header_name:
            imports.append(h)
    structs = tuple(replace(sp, dispatch=decide(sp, dispatch or sp.struct.dispatch, predict))
                    for sp in (plan_struct(s, types) for s in ordered_structs(spec)))
    return SpecPlan(spec=spec, namespace=namespace, header_name=header_name, source_name=source_name,
                    source_file=os.path.basename(spec.path), imports=tuple(imports),
                    cpp_includes=tuple(dict.fromkeys(spec.cpp_includes + type_includes(spec))),
                    structs=structs, types=types,
                    generic_class=plan_struct(spec.generic_class, types) if spec.generic_class else None,
                    extra_includes=tuple(sorted({h for sp in structs for h in sp.dispatch.includes})),
                    warnings=dispatch_warnings(structs))


def _basic_types(t: Optional[model.FieldType]) -> List[model.BasicType]:
    return [b for leaf in leaves(t) if (b := shape(leaf).basic_type()) is not None]


def type_includes(spec: model.Spec) -> Tuple[str, ...]:
    """The headers of the types the spec's classes hold that name one (a
    MongoDB type map entry's `include`, for a custom mapping's C++ type and
    functions), in first-use order."""
    found: List[str] = []
    for s in spec.structs:
        held = [f.type for f in s.fields if not f.ignore] + [s.command.namespace_type if s.command else None]
        for t in held:
            found += [b.cpp_include for b in _basic_types(t) if b.cpp_include]
    return tuple(dict.fromkeys(found))


def struct_dependencies(t: Optional[model.FieldType]) -> List[str]:
    """Names of the structs a value of type `t` holds by value."""
    return [n for leaf in leaves(t) if (n := shape(leaf).struct_name()) is not None]


def ordered_structs(spec: model.Spec) -> List[model.Struct]:
    """The spec's structs, each after the local structs it holds by value
    (declaration order otherwise)."""
    local = {s.name: s for s in spec.structs}
    done: Dict[str, bool] = {}
    result: List[model.Struct] = []

    def visit(s: model.Struct, stack: Tuple[str, ...]) -> None:
        if s.name in done or s.name in stack:
            return
        deps: List[str] = []
        for f in s.fields:
            if not f.ignore:
                deps += struct_dependencies(f.type)
        if s.command:
            deps += struct_dependencies(s.command.namespace_type)
        deps += [d for d, _ in s.chained_members]  # get<Member>() returns it by value
        for d in deps:
            if d in local and d != s.name:
                visit(local[d], stack + (s.name,))
        done[s.name] = True
        result.append(s)

    for s in spec.structs:
        visit(s, ())
    return result
