"""The C++ shape of a field type (MongoDB IDL's `cpp_types.py`): its C++
type as written from a scope, the BSON types it accepts, whether getters
return it by reference, how its default is spelled. Every backend and tool
asks `CppTypes`; none keeps its own answer.
"""

from __future__ import annotations

import re
from typing import Iterator, List, Optional, Tuple

from .. import model
from . import kinds, names

# MongoDB's BSON type names (as written in `bson_serialization_type`) -> the
# runtime's BsonType enumerators. Lookup is case-insensitive.
BSON_TYPE_ENUMERATORS = {
    "double": "kDouble",
    "string": "kString",
    "object": "kObject",
    "array": "kArray",
    "bindata": "kBinData",
    "undefined": "kUndefined",
    "objectid": "kObjectId",
    "bool": "kBool",
    "date": "kDate",
    "null": "kNull",
    "regex": "kRegex",
    "dbpointer": "kDbPointer",
    "javascript": "kJavaScript",
    "symbol": "kSymbol",
    "javascriptwithscope": "kJavaScriptWithScope",
    "int": "kInt32",
    "timestamp": "kTimestamp",
    "long": "kInt64",
    "decimal": "kDecimal128",
    "minkey": "kMinKey",
    "maxkey": "kMaxKey",
}


def bson_type_enumerator(name: str) -> str:
    """`"long"` -> `switchyard::BsonType::kInt64`."""
    return "switchyard::BsonType::" + BSON_TYPE_ENUMERATORS[name.lower()]


def suffixed_namespace(namespace: str, suffix: Optional[str]) -> str:
    """A spec's cpp_namespace with a run's namespace suffix (`::suffix`)."""
    if not suffix:
        return namespace
    return f"{namespace}::{suffix}" if namespace else suffix


def ask(visitor: object, t: model.FieldType, *names: str):
    """One question asked of a field type, answered per shape (Python's
    ast.NodeVisitor dispatches the same way): `shape(t).accept(visitor)`
    calls the first of the visitor's methods named for t's shape — `basic`,
    `custom` (a user-coded value; then `basic`), `enum`, `struct`, `array`,
    `variant` — or its `other`. A backend's reader, sizer or writer defines
    the ones it tells apart; it inherits nothing."""
    for name in names + ("other",):
        method = getattr(visitor, name, None)
        if method is not None:
            return method(t)
    raise NotImplementedError(f"{type(visitor).__name__} does not take {t.idl_name}")


class _Shape:
    """A field type's shape as an object (MongoDB's cpp_types.py composes its
    C++ types from wrapper objects the same way): each category answers the
    questions below for itself, and an array or a variant asks the shapes of
    its element or alternatives. `shape(t)` picks one per type."""

    def __init__(self, t: model.FieldType) -> None:
        self.t = t

    def accept(self, visitor: object):
        raise NotImplementedError

    def scalar(self) -> bool:
        """Read and written whole by generated code (an enum, a value kind's
        value): no user code, nothing held."""
        return False

    def user_coded(self) -> bool:
        """A value of the user's own C++ type (its deserializer/serializer)."""
        return False

    def head_type(self) -> Optional[str]:
        """The BsonType enumerator (unqualified) an element of this type is
        written with; None when only known at run time, `any`, or written by
        a user serializer."""
        return None

    def heads_known(self) -> bool:
        """Every element a value writes, through arrays, has a type byte known
        in advance and a value written by generated code."""
        return self.head_type() is not None

    def element(self) -> Optional[model.FieldType]:
        """An array's element type; None for any other shape."""
        return None

    def enum_type(self) -> Optional[model.EnumType]:
        return None

    def alternatives(self) -> Tuple[model.FieldType, ...]:
        """A variant's alternatives; () for any other shape."""
        return ()

    def cpp_type(self, types: "CppTypes") -> str:
        raise NotImplementedError

    def accepted_types(self) -> Optional[List[str]]:
        """BsonType enumerators accepted, in MongoDB's order; None = any."""
        raise NotImplementedError

    def has_custom(self) -> bool:
        return False

    def by_reference(self) -> bool:
        return True

    def default_initialised(self) -> bool:
        return False

    def arithmetic(self) -> bool:
        return False

    def held(self) -> Tuple[model.FieldType, ...]:
        """The types a wrapper (array of, variant of) holds; () for a leaf."""
        return ()

    def basic_type(self) -> Optional[model.BasicType]:
        return None

    def struct_name(self) -> Optional[str]:
        return None


class _Basic(_Shape):
    """A value kind (lower/kinds.py's row), or the user's own C++ type."""

    def accept(self, visitor: object):
        return ask(visitor, self.t, "basic")

    def scalar(self) -> bool:
        return True

    def head_type(self) -> Optional[str]:
        return kinds.row(self.t.basic.kind).bson_type

    def cpp_type(self, types: "CppTypes") -> str:
        basic = self.t.basic
        return basic.cpp_type if basic.kind == model.ValueKind.CUSTOM else kinds.row(basic.kind).cpp

    def accepted_types(self) -> Optional[List[str]]:
        bson = list(self.t.basic.bson_types)
        if any(n.lower() == "any" for n in bson):
            return None
        return [bson_type_enumerator(n) for n in bson]

    def basic_type(self) -> Optional[model.BasicType]:
        return self.t.basic

    def by_reference(self) -> bool:
        return kinds.row(self.t.basic.kind).by_reference

    def default_initialised(self) -> bool:
        return kinds.row(self.t.basic.kind).default_init

    def arithmetic(self) -> bool:
        return kinds.row(self.t.basic.kind).arithmetic


class _Custom(_Basic):
    """A basic type of the user's own C++ type and (de)serializer."""

    def accept(self, visitor: object):
        return ask(visitor, self.t, "custom", "basic")

    def scalar(self) -> bool:
        return False

    def user_coded(self) -> bool:
        return True

    def has_custom(self) -> bool:
        return True

    def heads_known(self) -> bool:
        return False


class _Enum(_Shape):
    def accept(self, visitor: object):
        return ask(visitor, self.t, "enum")

    def scalar(self) -> bool:
        return True

    def head_type(self) -> Optional[str]:
        return "kString" if self.t.enum.value_type == "string" else "kInt32"

    def enum_type(self) -> Optional[model.EnumType]:
        return self.t.enum

    def cpp_type(self, types: "CppTypes") -> str:
        return types.enum_cpp(self.t.enum)

    def accepted_types(self) -> Optional[List[str]]:
        return [bson_type_enumerator("string" if self.t.enum.value_type == "string" else "int")]

    def by_reference(self) -> bool:
        return False

    def default_initialised(self) -> bool:
        return True

    def arithmetic(self) -> bool:
        return True


class _StructRef(_Shape):
    def accept(self, visitor: object):
        return ask(visitor, self.t, "struct")

    def head_type(self) -> Optional[str]:
        return "kObject"

    def cpp_type(self, types: "CppTypes") -> str:
        return types.struct_cpp(self.t.struct_name)

    def accepted_types(self) -> Optional[List[str]]:
        return [bson_type_enumerator("object")]

    def struct_name(self) -> Optional[str]:
        return self.t.struct_name


class _ArrayOf(_Shape):
    """array<T>: a std::vector of T's shape."""

    def accept(self, visitor: object):
        return ask(visitor, self.t, "array")

    def head_type(self) -> Optional[str]:
        return "kArray"

    def heads_known(self) -> bool:
        return shape(self.t.element).heads_known()

    def element(self) -> Optional[model.FieldType]:
        return self.t.element

    def cpp_type(self, types: "CppTypes") -> str:
        return f"std::vector<{shape(self.t.element).cpp_type(types)}>"

    def accepted_types(self) -> Optional[List[str]]:
        return [bson_type_enumerator("array")]

    def has_custom(self) -> bool:
        return shape(self.t.element).has_custom()

    def held(self) -> Tuple[model.FieldType, ...]:
        return (self.t.element,)


class _VariantOf(_Shape):
    """variant<A, B, ...>: alternatives by index (two may share a C++ type);
    its parser dispatches on the element's type itself."""

    def accept(self, visitor: object):
        return ask(visitor, self.t, "variant")

    def alternatives(self) -> Tuple[model.FieldType, ...]:
        return self.t.alternatives

    def cpp_type(self, types: "CppTypes") -> str:
        return f"std::variant<{', '.join(shape(a).cpp_type(types) for a in self.t.alternatives)}>"

    def accepted_types(self) -> Optional[List[str]]:
        return None

    def has_custom(self) -> bool:
        return any(shape(a).has_custom() for a in self.t.alternatives)

    def held(self) -> Tuple[model.FieldType, ...]:
        return self.t.alternatives


_SHAPES = {"basic": _Basic, "enum": _Enum, "struct": _StructRef, "array": _ArrayOf, "variant": _VariantOf}


def shape(t: model.FieldType) -> _Shape:
    """The shape object of a field type (by its category, looked up once here;
    a basic type of the user's own C++ type is `_Custom`)."""
    cls = _SHAPES[t.category]
    return _Custom(t) if cls is _Basic and t.basic.kind == model.ValueKind.CUSTOM else cls(t)


def innermost(t: model.FieldType) -> model.FieldType:
    """The type under any arrays (`t` itself when not an array)."""
    element = shape(t).element()
    return t if element is None else innermost(element)


def leaves(t: Optional[model.FieldType]) -> Iterator[model.FieldType]:
    """The types a value of `t` holds by value through arrays and variants,
    in declaration order (`t` itself when it wraps nothing)."""
    if t is None:
        return
    held = shape(t).held()
    if not held:
        yield t
    for h in held:
        yield from leaves(h)


def has_custom(t: model.FieldType) -> bool:
    """The type (or its elements) uses a user deserializer/serializer."""
    return shape(t).has_custom()


class CppTypes:
    """C++ types of one spec's fields as written from `scope` (every emitted
    namespace carries `suffix`)."""

    def __init__(self, spec: model.Spec, scope: names.Scope, suffix: Optional[str] = None) -> None:
        self.spec = spec
        self.scope = scope
        self.suffix = suffix

    def qualify(self, namespace: str, name: str) -> str:
        return self.scope.qualify(suffixed_namespace(namespace, self.suffix), name)

    def struct_cpp(self, struct_name: str) -> str:
        s = self.spec.struct(struct_name)
        return self.qualify(s.cpp_namespace, s.cpp_name)

    def enum_cpp(self, e: model.EnumType) -> str:
        return self.qualify(e.cpp_namespace, e.name)

    def enum_parse(self, e: model.EnumType) -> str:
        return self.qualify(e.cpp_namespace, names.enum_parse_fn(e.name))

    def enum_to_string(self, e: model.EnumType) -> str:
        return self.qualify(e.cpp_namespace, names.enum_to_string_fn(e.name))

    def cpp_type(self, t: model.FieldType) -> str:
        return shape(t).cpp_type(self)

    def default_expr(self, f: model.Field) -> Optional[str]:
        """The member initialiser of a field's default (None: no default)."""
        if f.default is None:
            return None
        text = str(f.default)
        if isinstance(f.default, bool):
            text = "true" if f.default else "false"
        enum = shape(f.type).enum_type()
        if enum is not None:  # the binder checked that it names a value
            ev = enum.value_for(text)
            if ev is not None:
                return f"{self.enum_cpp(enum)}::{ev.name}"
        if shape(f.type).alternatives():
            index = _variant_literal_index(f.type, text)
            if index is not None and text not in ("true", "false"):
                # Typed as the alternative's value: `0` converts alike to a long and a double.
                return f"static_cast<{self.cpp_type(f.type.alternatives[index])}>({text})"
        return text


def _variant_literal_index(t: model.FieldType, text: str) -> Optional[int]:
    """The alternative a literal default of a variant is a value of (the
    binder checked that one takes it): true/false the first bool, a string
    literal the first string, a number the first number (a double for one
    with a fraction or exponent); None for an expression."""
    K = model.ValueKind
    if text in ("true", "false"):
        wanted = (K.BOOL, K.SAFE_BOOL)
    elif text.startswith('"'):
        wanted = (K.STRING,)
    elif re.match(r"[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\Z", text):
        floats = (K.DOUBLE, K.SAFE_DOUBLE)
        ints = (K.INT32, K.SAFE_INT32, K.INT64, K.SAFE_INT64, K.DATE)
        wanted = floats if any(c in text for c in ".eE") else ints + floats
    else:
        return None
    for kinds_wanted in ((k,) for k in wanted):
        for i, alt in enumerate(t.alternatives):
            if kinds.basic_kind(alt) in kinds_wanted:
                return i
    return None


def accepted_types(t: model.FieldType) -> Optional[List[str]]:
    """BsonType enumerators accepted, in MongoDB's order; None = any (or a
    variant, whose parser dispatches on the type itself)."""
    return shape(t).accepted_types()


def predicted_type(t: model.FieldType) -> Optional[str]:
    """The BSON type a field most often arrives as (None: any type)."""
    kind = kinds.basic_kind(t)
    if kind in (model.ValueKind.SAFE_INT64, model.ValueKind.SAFE_INT32):
        return bson_type_enumerator("int")  # drivers send small integers as int32
    if kind is model.ValueKind.SAFE_DOUBLE:
        return bson_type_enumerator("double")
    if kind is model.ValueKind.SAFE_BOOL:
        return bson_type_enumerator("bool")
    accepted = accepted_types(t)
    return accepted[0] if accepted else None


def by_reference(t: model.FieldType) -> bool:
    """Getters return a const reference (not a copy)."""
    return shape(t).by_reference()


def default_initialised(t: model.FieldType) -> bool:
    """A non-optional member without a default gets `{}`."""
    return shape(t).default_initialised()


def arithmetic(t: model.FieldType) -> bool:
    """A C++ arithmetic or enum type (value-initialise it)."""
    return shape(t).arithmetic()
