"""The C++ shape of a field type (MongoDB IDL's `cpp_types.py`): its C++
type as written from a scope, the BSON types it accepts, whether getters
return it by reference, how its default is spelled. Every backend and tool
asks `CppTypes`; none keeps its own answer.
"""

from __future__ import annotations

import re
from typing import List, Optional

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


def has_custom(t: model.FieldType) -> bool:
    """The type (or its elements) uses a user deserializer/serializer."""
    if t.category == "array":
        return has_custom(t.element)
    if t.category == "variant":
        return any(has_custom(a) for a in t.alternatives)
    return t.category == "basic" and t.basic.kind == model.ValueKind.CUSTOM


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
        if t.category == "basic":
            if t.basic.kind == model.ValueKind.CUSTOM:
                return t.basic.cpp_type
            return kinds.row(t.basic.kind).cpp
        if t.category == "enum":
            return self.enum_cpp(t.enum)
        if t.category == "struct":
            return self.struct_cpp(t.struct_name)
        if t.category == "variant":   # alternatives by index: two may share a C++ type
            return f"std::variant<{', '.join(self.cpp_type(a) for a in t.alternatives)}>"
        return f"std::vector<{self.cpp_type(t.element)}>"

    def default_expr(self, f: model.Field) -> Optional[str]:
        """The member initialiser of a field's default (None: no default)."""
        if f.default is None:
            return None
        text = str(f.default)
        if isinstance(f.default, bool):
            text = "true" if f.default else "false"
        if f.type.category == "enum":  # the binder checked that it names a value
            ev = f.type.enum.value_for(text)
            if ev is not None:
                return f"{self.enum_cpp(f.type.enum)}::{ev.name}"
        if f.type.category == "variant":
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
            if alt.category == "basic" and alt.basic.kind in kinds_wanted:
                return i
    return None


def accepted_types(t: model.FieldType) -> Optional[List[str]]:
    """BsonType enumerators accepted, in MongoDB's order; None = any (or a
    variant, whose parser dispatches on the type itself)."""
    if t.category == "variant":
        return None
    if t.category == "basic":
        bson = list(t.basic.bson_types)
        if any(n.lower() == "any" for n in bson):
            return None
        return [bson_type_enumerator(n) for n in bson]
    if t.category == "enum":
        return [bson_type_enumerator("string" if t.enum.value_type == "string" else "int")]
    if t.category == "struct":
        return [bson_type_enumerator("object")]
    return [bson_type_enumerator("array")]


def predicted_type(t: model.FieldType) -> Optional[str]:
    """The BSON type a field most often arrives as (None: any type)."""
    if t.category == "basic" and t.basic.kind in (model.ValueKind.SAFE_INT64, model.ValueKind.SAFE_INT32):
        return bson_type_enumerator("int")  # drivers send small integers as int32
    if t.category == "basic" and t.basic.kind is model.ValueKind.SAFE_DOUBLE:
        return bson_type_enumerator("double")
    if t.category == "basic" and t.basic.kind is model.ValueKind.SAFE_BOOL:
        return bson_type_enumerator("bool")
    accepted = accepted_types(t)
    return accepted[0] if accepted else None


def by_reference(t: model.FieldType) -> bool:
    """Getters return a const reference (not a copy)."""
    if t.category in ("struct", "array", "variant"):
        return True
    if t.category == "basic":
        return kinds.row(t.basic.kind).by_reference
    return False


def default_initialised(t: model.FieldType) -> bool:
    """A non-optional member without a default gets `{}`."""
    if t.category in ("array", "struct", "variant"):
        return False
    return t.category == "enum" or kinds.row(t.basic.kind).default_init


def arithmetic(t: model.FieldType) -> bool:
    """A C++ arithmetic or enum type (value-initialise it)."""
    return t.category == "enum" or (t.category == "basic" and kinds.row(t.basic.kind).arithmetic)
