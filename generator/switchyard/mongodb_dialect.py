"""MongoDB's IDL dialect: what MongoDB's keys and conventions mean in Switchyard.

Files in MongoDB's dialect (*.idl, grammar.dialect_of) are bound with these
rules, each taken from MongoDB's IDL compiler (buildscripts/idl/idl/ in the
mongodb/mongo repository) and its docs (docs/idl.md there):

  * types map onto Switchyard's value kinds through a type map (the shipped
    mongodb_types.yaml plus the user's `--type-map` files): by name, then by
    shape, else as a view of the BSON type with a warning (ID0052);
  * MongoDB's C++ default expressions become Switchyard defaults, optional
    fields, or are dropped with a warning (ID0053);
  * names MongoDB accepts (`new`, `2dsphereIndexVersion`) get valid C++
    identifiers by a NamingRule (MongoDB's generator prefixes members with `_`);
  * the generic arguments of mongo/idl/generic_argument.idl apply to every
    command (MongoDB's compiler imports that file implicitly, common.py
    GENERIC_ARGS_FILENAME); all are optional but `$db`, which the generated
    command parsers require (error 40414 when it is missing).

The binder calls in here; this module knows no YAML but the type map's.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field as dc_field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from . import model
from .diagnostics import DiagnosticId, DiagnosticSink
from .lower import kinds, names
from .model import Location, ValueKind

GENERIC_ARGS_FILENAME = "mongo/idl/generic_argument.idl"
REQUIRED_GENERIC_ARGUMENTS = ("$db",)
STABILITIES = ("stable", "unstable", "internal")
GENERIC_LIST_ROLES = ("arg", "reply")
NAMING = model.NamingRule()


def identifier(name: str) -> str:
    """A name MongoDB accepts as a C++ identifier (lower/names.py's rule)."""
    return names.identifier(name)


def field_identifier(name: str) -> str:
    """A field's C++ base name from MongoDB's C++ name for it (its cpp_name,
    else its wire name): names.mongodb_field_base, MongoDB's name where it
    makes a valid member and accessors (`_id` -> `get_id()`, as MongoDB's),
    else names.field_base (keywords kept: members and accessors never use it
    bare)."""
    return names.mongodb_field_base(name)
SHIPPED_TYPE_MAP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mongodb_types.yaml")

# kind -> (accepted BSON types, bindata subtype, Switchyard C++ type): the
# built-in combinations of lower/kinds.py seen from the kind, the BSON types in
# MongoDB's order (its messages list them so: "[long, int, decimal, double]").
_BSON_ORDER = ("long", "int", "decimal", "double")
ANY_BSON_TYPE = model.ANY_BSON_TYPE


def _ordered(bson) -> Tuple[str, ...]:
    return tuple(sorted(bson, key=lambda b: (_BSON_ORDER.index(b) if b in _BSON_ORDER else len(_BSON_ORDER), b)))


KIND_SHAPES: Dict[ValueKind, Tuple[Tuple[str, ...], Optional[str], str]] = {
    kind: (_ordered(bson), subtype, cpp) for (bson, subtype, cpp), kind in kinds.BUILTIN_KINDS.items()}
_VIEW_KINDS = kinds.VIEW_KINDS
_KIND_BY_NAME = {k.value: k for k in ValueKind}
_MAP_ENTRY_KEYS = ("kind", "optional", "default", "cpp_type", "deserializer", "serializer", "include",
                   "serialize_nonempty")
# MongoDB's serializer of documents written only when not empty (find_command.idl's
# object_owned_nonempty_serialize): a type serialized by it is `serialize_nonempty`.
NONEMPTY_SERIALIZER = "serializeBSONWhenNotEmpty"


@dataclass(frozen=True)
class TypeMapping:
    """One `types:` entry of a type map."""

    name: str
    kind: ValueKind
    optional: bool = False
    default: Optional[str] = None
    cpp_type: Optional[str] = None
    deserializer: Optional[str] = None
    serializer: Optional[str] = None
    include: Optional[str] = None
    location: Optional[Location] = None
    serialize_nonempty: bool = False


@dataclass
class TypeMap:
    types: Dict[str, TypeMapping] = dc_field(default_factory=dict)
    cpp_types: Dict[str, str] = dc_field(default_factory=dict)
    empty_defaults: List[str] = dc_field(default_factory=list)
    # The files that hold the generic arguments, relative to the -I
    # directories, first found wins (a later map's list replaces the list).
    generic_arguments: List[str] = dc_field(default_factory=list)


# ---- loading type maps ------------------------------------------------------------

def load_type_map(paths: Sequence[str], sink: DiagnosticSink) -> TypeMap:
    """The shipped map, then each of `paths` (later entries win)."""
    result = TypeMap()
    for path in (SHIPPED_TYPE_MAP, *paths):
        _TypeMapReader(path, sink).read_into(result)
    return result


class _TypeMapReader:
    def __init__(self, path: str, sink: DiagnosticSink) -> None:
        self.path = path
        self.sink = sink

    def loc(self, node) -> Location:
        return Location(self.path, node.start_mark.line + 1, node.start_mark.column + 1)

    def error(self, where, message: str) -> None:
        loc = where if isinstance(where, Location) else self.loc(where)
        self.sink.error(loc, DiagnosticId.BAD_TYPE_MAP, message)

    def read_into(self, result: TypeMap) -> None:
        try:
            with open(self.path, encoding="utf-8") as f:
                root = yaml.compose(f.read(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except OSError as e:
            self.error(Location(self.path, 1, 1), f"cannot read type map '{self.path}': {e.strerror or e}")
            return
        except (yaml.YAMLError, UnicodeDecodeError) as e:
            mark = getattr(e, "problem_mark", None)
            where = Location(self.path, mark.line + 1, mark.column + 1) if mark else Location(self.path, 1, 1)
            self.error(where, f"type map '{self.path}' is not valid YAML: {getattr(e, 'problem', None) or e}")
            return
        if root is None:
            return
        for key, value in self.mapping(root, "a type map"):
            if key.value == "types":
                for name, entry in self.mapping(value, "'types'"):
                    mapping = self.entry(name, entry)
                    if mapping is not None:
                        result.types[name.value] = mapping
            elif key.value == "cpp_types":
                for name, entry in self.mapping(value, "'cpp_types'"):
                    if self.is_text(entry, f"the Switchyard type of '{name.value}'"):
                        result.cpp_types[name.value] = entry.value
            elif key.value == "generic_arguments":
                if not isinstance(value, SequenceNode):
                    self.error(value, "'generic_arguments' must be a list of paths relative to the -I directories")
                    continue
                result.generic_arguments = [item.value.strip() for item in value.value
                                            if self.is_text(item, "an entry of 'generic_arguments'")]
            elif key.value == "empty_defaults":
                if not isinstance(value, SequenceNode):
                    self.error(value, "'empty_defaults' must be a list of C++ expressions")
                    continue
                for item in value.value:
                    if self.is_text(item, "an entry of 'empty_defaults'"):
                        result.empty_defaults.append(item.value.strip())
            else:
                self.error(key, f"unknown key '{key.value}' in a type map (valid: types, cpp_types, empty_defaults, "
                                f"generic_arguments)")

    def mapping(self, node, what: str):
        if not isinstance(node, MappingNode):
            self.error(node, f"{what} must be a mapping")
            return []
        out = []
        for key, value in node.value:
            if not isinstance(key, ScalarNode):
                self.error(key, f"the keys of {what} must be names")
                continue
            out.append((key, value))
        return out

    def is_text(self, node, what: str) -> bool:
        if isinstance(node, ScalarNode) and node.tag.endswith(":str") and node.value.strip():
            return True
        self.error(node, f"{what} must be a non-empty string")
        return False

    def entry(self, name: ScalarNode, node) -> Optional[TypeMapping]:
        what = f"the mapping of MongoDB type '{name.value}'"
        values: Dict[str, object] = {}
        for key, value in self.mapping(node, what):
            if key.value not in _MAP_ENTRY_KEYS:
                self.error(key, f"unknown key '{key.value}' in {what} (valid: {', '.join(_MAP_ENTRY_KEYS)})")
            elif key.value in ("optional", "serialize_nonempty"):
                if not (isinstance(value, ScalarNode) and value.tag.endswith(":bool")):
                    self.error(value, f"'{key.value}' in {what} must be true or false")
                    return None
                values[key.value] = value.value.lower() in ("true", "yes", "on")
            elif self.is_text(value, f"'{key.value}' in {what}"):
                values[key.value] = value.value.strip()
            else:
                return None
        kind = _KIND_BY_NAME.get(str(values.get("kind", "")))
        if kind is None:
            self.error(node, f"{what} needs a 'kind', one of {', '.join(k.value for k in ValueKind)}")
            return None
        custom_keys = [k for k in ("cpp_type", "deserializer", "serializer") if k in values]
        if kind is ValueKind.CUSTOM and len(custom_keys) != 3:
            self.error(node, f"{what} has kind custom and needs cpp_type, deserializer and serializer")
            return None
        if kind is not ValueKind.CUSTOM and custom_keys:
            self.error(node, f"{what}: cpp_type, deserializer and serializer are for kind custom only")
            return None
        if values.get("optional") and "default" in values:
            self.error(node, f"{what} has both 'optional' and 'default'; choose one")
            return None
        if values.get("serialize_nonempty") and kind not in kinds.DOCUMENT_KINDS:
            self.error(node, f"{what}: serialize_nonempty is for kind object only")
            return None
        return TypeMapping(name.value, kind, bool(values.get("optional", False)), values.get("default"),
                           values.get("cpp_type"), values.get("deserializer"), values.get("serializer"),
                           values.get("include"), self.loc(name), bool(values.get("serialize_nonempty", False)))


# ---- types -------------------------------------------------------------------------

@dataclass(frozen=True)
class MongoType:
    """What the binder knows of a MongoDB `types:` entry once checked."""

    name: str
    bson_types: Tuple[str, ...]          # canonical spellings, ("any",) for any
    bindata_subtype: Optional[str]
    cpp_type: str
    deserializer: Optional[str]
    default: Optional[str]
    description: str
    location: Location
    serializer: Optional[str] = None
    serialize_nonempty: bool = False     # the type's own `serialize_nonempty: true`


def map_type(t: MongoType, type_map: TypeMap, sink: DiagnosticSink) -> model.BasicType:
    """The Switchyard type of a MongoDB type (`_map_type`), written only when
    not empty when MongoDB's serializer is serializeBSONWhenNotEmpty, the map's
    entry or the type itself says so (documents only)."""
    basic = _map_type(t, type_map, sink)
    mapping = type_map.types.get(t.name)
    nonempty = (t.serialize_nonempty or (mapping is not None and mapping.serialize_nonempty)
                or (t.serializer or "").rpartition("::")[2] == NONEMPTY_SERIALIZER)
    if nonempty and basic.kind in kinds.DOCUMENT_KINDS:
        return _replace(basic, serialize_nonempty=True)
    return basic


def _map_type(t: MongoType, type_map: TypeMap, sink: DiagnosticSink) -> model.BasicType:
    """By name, by shape, else a view of its BSON type with a warning (ID0052)
    that says how to map it."""
    mapping = type_map.types.get(t.name)
    if mapping is not None and _accepts(mapping.kind, t):
        return _from_mapping(t, mapping, type_map)
    kind = _kind_by_shape(t, type_map)
    if kind is not None:
        return _basic(t, kind, type_map, KIND_SHAPES[kind][0])
    kind = _view_kind(t)
    bson = KIND_SHAPES[kind][0] if kind is not ValueKind.ANY else t.bson_types
    via = f" read by '{t.deserializer}'" if t.deserializer else ""
    skipped = (f"; its entry '{t.name}: {{kind: {mapping.kind.value}}}' ({mapping.location}) does not accept "
               f"BSON {_spell(t.bson_types)}" if mapping is not None else "")
    sink.warning(t.location, DiagnosticId.UNMAPPED_TYPE,
                 f"MongoDB type '{t.name}' (BSON {_spell(t.bson_types)}, C++ '{t.cpp_type}'{via}) has no "
                 f"Switchyard mapping{skipped}: it is read as {_describe(kind, bson)}; to map it, add "
                 f"{_suggestion(t, kind)} under 'types:' in a --type-map file (docs/idl.md)")
    return _basic(t, kind, type_map, bson)


def _suggestion(t: MongoType, view: ValueKind) -> str:
    """The --type-map entries that would map `t`: the kind it is read as now
    (which silences the warning and keeps the behaviour), a kind reading its
    BSON types more closely when one does, or a custom kind."""
    fitting = [k for k, (bson, subtype, _) in KIND_SHAPES.items()
               if set(bson) == set(t.bson_types) and subtype in (None, t.bindata_subtype) and k is not view]
    kinds_text = " or ".join(f"'{t.name}: {{kind: {k.value}}}'" for k in [view, *fitting])
    return (f"{kinds_text} (or, to read it with your own C++ function, '{t.name}: {{kind: custom, cpp_type: T, "
            f"deserializer: f, serializer: g, include: h}}')")


def _accepts(kind: ValueKind, t: MongoType) -> bool:
    """A mapping by name applies when its kind reads the BSON types the
    MongoDB definition lists (a kind `any` or custom reads whatever it lists)."""
    if kind in (ValueKind.ANY, ValueKind.CUSTOM) or t.bson_types == (ANY_BSON_TYPE,):
        return True     # `any`: MongoDB's deserializer checks the type; the mapping says what it reads
    bson, subtype, _ = KIND_SHAPES[kind]
    if subtype is not None and t.bindata_subtype not in (None, subtype):
        return False
    return set(t.bson_types) == set(bson)


def _kind_by_shape(t: MongoType, type_map: TypeMap) -> Optional[ValueKind]:
    cpp = type_map.cpp_types.get(t.cpp_type, t.cpp_type)
    for kind, (bson, subtype, cpp_type) in KIND_SHAPES.items():
        if set(bson) == set(t.bson_types) and cpp == cpp_type and (subtype is None or t.bindata_subtype == subtype):
            return kind
    return None


_VIEW_OF_BSON = {
    "string": ValueKind.STRING, "object": ValueKind.OBJECT, "int": ValueKind.INT32, "long": ValueKind.INT64,
    "double": ValueKind.DOUBLE, "bool": ValueKind.BOOL, "objectId": ValueKind.OBJECT_ID, "date": ValueKind.DATE,
    "timestamp": ValueKind.TIMESTAMP, "decimal": ValueKind.DECIMAL,
}


def _view_kind(t: MongoType) -> ValueKind:
    if len(t.bson_types) == 1 and t.bson_types[0] in _VIEW_OF_BSON:
        return _VIEW_OF_BSON[t.bson_types[0]]
    if t.bson_types == ("binData",) and t.bindata_subtype in ("generic", "uuid"):
        return ValueKind.BINDATA if t.bindata_subtype == "generic" else ValueKind.UUID
    return ValueKind.ANY


def _describe(kind: ValueKind, bson: Tuple[str, ...]) -> str:
    cpp = KIND_SHAPES[kind][2]
    if kind is ValueKind.ANY:
        which = "any BSON element" if bson == (ANY_BSON_TYPE,) else f"a BSON element of type {_spell(bson)}"
        return f"{which}, viewed in place ({cpp})"
    return f"BSON {_spell(bson)} ({cpp})"


def _spell(bson: Tuple[str, ...]) -> str:
    return bson[0] if len(bson) == 1 else "[" + ", ".join(bson) + "]"


def _from_mapping(t: MongoType, mapping: TypeMapping, type_map: TypeMap) -> model.BasicType:
    if mapping.kind is ValueKind.CUSTOM:
        return model.BasicType(
            name=t.name, kind=ValueKind.CUSTOM, bson_types=t.bson_types, cpp_type=mapping.cpp_type,
            is_view=False, deserializer=mapping.deserializer, serializer=mapping.serializer,
            description=t.description, location=t.location, default=mapping.default,
            optional_by_type=mapping.optional, mongodb_name=t.name, cpp_include=mapping.include)
    bson = KIND_SHAPES[mapping.kind][0] if mapping.kind is not ValueKind.ANY else t.bson_types
    basic = _basic(t, mapping.kind, type_map, bson, with_type_default=False)
    if mapping.optional:
        return _replace(basic, optional_by_type=True)
    if mapping.default is not None:
        return _replace(basic, default=mapping.default)
    return _with_type_default(basic, t, type_map)


def _basic(t: MongoType, kind: ValueKind, type_map: TypeMap, bson: Tuple[str, ...],
           with_type_default: bool = True) -> model.BasicType:
    # The definition's own order when it lists the same types: MongoDB's
    # TypeMismatch text lists them so (safeBool: '[bool, long, int, decimal, double]').
    bson = t.bson_types if set(bson) == set(t.bson_types) else tuple(bson)
    basic = model.BasicType(
        name=t.name, kind=kind, bson_types=bson, cpp_type=KIND_SHAPES[kind][2],
        is_view=kind in _VIEW_KINDS, deserializer=None, serializer=None, description=t.description,
        location=t.location, mongodb_name=t.name)
    return _with_type_default(basic, t, type_map) if with_type_default else basic


def _with_type_default(basic: model.BasicType, t: MongoType, type_map: TypeMap) -> model.BasicType:
    """MongoDB's type-level default, made Switchyard's (see translate_default)."""
    if t.default is None:
        return basic
    ftype = model.FieldType("basic", basic=basic)
    default, optional = translate_default(t.default, ftype, type_map, None, t.cpp_type)
    if optional:
        return _replace(basic, optional_by_type=True)
    return _replace(basic, default=default)


def _replace(basic: model.BasicType, **changes) -> model.BasicType:
    from dataclasses import replace
    return replace(basic, **changes)


# ---- defaults ----------------------------------------------------------------------

_NUMBER = re.compile(r"[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\Z")
_STRING_LITERAL = re.compile(r'"([^"\\]|\\.)*"\Z')
_STATIC_CAST = re.compile(r"static_cast<\s*[\w:\s]+>\((.*)\)\Z", re.S)
# A default-constructed value: `mongo::BSONObj()`, `SimpleCursorOptions()`, `mongo::OID{}`.
_CONSTRUCTED = re.compile(r"(::)?[A-Za-z_]\w*(::[A-Za-z_]\w*)*(<[\w:,\s<>]*>)?\s*(\(\s*\)|\{\s*\})\Z")
_QUALIFIED_ENUMERATOR = re.compile(r"(::)?([A-Za-z_]\w*::)*([A-Za-z_]\w*)::([A-Za-z_]\w*)\Z")

# The value of "empty" (a default-constructed value, or a type map
# empty_defaults entry) per kind; kinds not listed make the field optional.
_EMPTY_VALUES = {
    ValueKind.OBJECT: "switchyard::BsonDocument()", ValueKind.OBJECT_OWNED: "switchyard::OwnedDocument()",
    ValueKind.OBJECT_ID: "switchyard::ObjectId()",
    ValueKind.TIMESTAMP: "switchyard::Timestamp()", ValueKind.DECIMAL: "switchyard::Decimal128()",
    ValueKind.STRING: '""', ValueKind.BOOL: "false", ValueKind.SAFE_BOOL: "false",
    ValueKind.INT32: "0", ValueKind.INT64: "0", ValueKind.DOUBLE: "0", ValueKind.SAFE_INT32: "0",
    ValueKind.SAFE_INT64: "0", ValueKind.SAFE_DOUBLE: "0", ValueKind.DATE: "0",
}
_BOOL_KINDS = (ValueKind.BOOL, ValueKind.SAFE_BOOL)

# An enum resolver: a (possibly qualified) enum name -> the enum, or None.
EnumResolver = Optional[Callable[[str], Optional[model.EnumType]]]


def translate_default(text: str, ftype: model.FieldType, type_map: TypeMap,
                      resolve_enum: EnumResolver = None, cpp_type: Optional[str] = None) -> Tuple[Optional[str], bool]:
    """A MongoDB default expression as (Switchyard default, optional?):
    literals and enumerators are kept (0 and 1 on a bool as false and true);
    `static_cast<T>(x)` is x (an enumerator of an int enum its value); an
    "empty" expression (the type map's empty_defaults, or a default-constructed
    value of the field's own MongoDB C++ type `cpp_type`, as MongoDB writes
    `mongo::BSONObj()`, `SimpleCursorOptions()`, `mongo::OID()`; `true` on a
    struct field, MongoDB's "default-constructed") is the kind's empty value
    (an empty document, a zero ObjectId or timestamp, 0, false, "") or, for
    kinds without one (views of any element, structs), makes the field
    optional; anything else is (None, True) and the caller warns."""
    text = text.strip()
    cast = _STATIC_CAST.match(text)
    if cast is not None:
        inner = cast.group(1).strip()
        enumerator = _enumerator_value(inner, resolve_enum)
        return translate_default(enumerator if enumerator is not None else inner, ftype, type_map, resolve_enum,
                                 cpp_type)
    kind = kinds.basic_kind(ftype)
    if kind in _BOOL_KINDS and text in ("0", "1"):
        return ("true" if text == "1" else "false"), False
    if _literal_fits(text, ftype):
        return text, False
    if ftype.category == "enum" and ftype.enum.value_for(text) is not None:
        return text, False
    if is_empty_expression(text, ftype, type_map, cpp_type):
        return _EMPTY_VALUES.get(kind), kind not in _EMPTY_VALUES
    return None, True


def is_empty_expression(text: str, ftype: model.FieldType, type_map: TypeMap, cpp_type: Optional[str]) -> bool:
    """An expression that stands for an empty or zero value (see translate_default)."""
    if text in type_map.empty_defaults or (ftype.category == "struct" and text == "true"):
        return True
    constructed = _CONSTRUCTED.match(text)
    if constructed is None or not cpp_type:
        return False
    def last(name: str) -> str:
        return re.sub(r"<.*", "", name).strip().split("::")[-1]
    return last(text[:text.rindex("(") if "(" in text else text.rindex("{")]) == last(cpp_type)


def _enumerator_value(text: str, resolve_enum: EnumResolver) -> Optional[str]:
    """`CollationStrength::kTertiary`, an enumerator of an int enum, as its value."""
    m = _QUALIFIED_ENUMERATOR.match(text)
    if m is None or resolve_enum is None:
        return None
    enum = resolve_enum(m.group(3))
    if enum is None or enum.value_type != "int":
        return None
    value = enum.value_for(m.group(4))
    return str(value.value) if value is not None else None


_NUMERIC_KINDS = (ValueKind.INT32, ValueKind.INT64, ValueKind.DOUBLE, ValueKind.SAFE_INT32, ValueKind.SAFE_INT64,
                  ValueKind.SAFE_DOUBLE, ValueKind.DATE)


def _literal_fits(text: str, ftype: model.FieldType) -> bool:
    """A literal the field's C++ type takes: numbers for numbers, true/false
    for bools, a quoted string for strings; for a variant, what one of its
    scalar alternatives takes (MongoDB's renameCollection `dropTarget`,
    variant [bool, uuid], default false). (A view of any element, as an
    unmapped type is read, has no literal.)"""
    if ftype.category == "variant":
        return any(_literal_fits(text, alt) for alt in ftype.alternatives)
    if ftype.category != "basic":
        return False
    kind = ftype.basic.kind
    if kind is ValueKind.CUSTOM:
        return bool(_NUMBER.match(text) or text in ("true", "false") or _STRING_LITERAL.match(text))
    if _NUMBER.match(text):
        return kind in _NUMERIC_KINDS and ("." not in text or kind in (ValueKind.DOUBLE, ValueKind.SAFE_DOUBLE))
    if text in ("true", "false"):
        return kind in _BOOL_KINDS
    return bool(_STRING_LITERAL.match(text)) and kind is ValueKind.STRING


def is_known_default(text: str, ftype: model.FieldType, type_map: TypeMap,
                     resolve_enum: EnumResolver = None, cpp_type: Optional[str] = None) -> bool:
    """True when translate_default keeps or understands `text` (no warning)."""
    text = text.strip()
    default, optional = translate_default(text, ftype, type_map, resolve_enum, cpp_type)
    cast = _STATIC_CAST.match(text)
    inner = cast.group(1).strip() if cast is not None else text
    return default is not None or is_empty_expression(inner, ftype, type_map, cpp_type)


def dropped_default_message(text: str, ftype: model.FieldType, what: str) -> str:
    text = text.strip()
    if _NUMBER.match(text) or text in ("true", "false") or _STRING_LITERAL.match(text):
        reads = ftype.basic.cpp_type if ftype.category == "basic" else ftype.idl_name
        return (f"the default '{text}' of {what} does not fit its type as Switchyard reads it ('{ftype.idl_name}' "
                f"as {reads}), so the field is optional instead; map the type with a --type-map file")
    return (f"the default '{text}' of {what} is a MongoDB C++ expression Switchyard cannot use, so the field is "
            f"optional instead; if it means an empty value, list it under 'empty_defaults' in a --type-map file")


# ---- generic arguments ------------------------------------------------------------

# A generic_arguments entry naming a file shipped with Switchyard (next to
# this module) rather than one under the -I directories.
SHIPPED_PREFIX = "switchyard:"


def find_generic_arguments(include_dirs: Sequence[str], names: Sequence[str]) -> Optional[Tuple[str, str]]:
    """(path, entry) of the first of `names` (the type map's
    generic_arguments: by default MongoDB's mongo/idl/generic_argument.idl,
    then Switchyard's stand-in for it) found in the include directories
    (`switchyard:NAME`: Switchyard's shipped file NAME, e.g.
    mongodb_generic_arguments.idl, its typed generic arguments), or None."""
    for name in names:
        if name.startswith(SHIPPED_PREFIX):
            shipped = os.path.join(os.path.dirname(os.path.abspath(__file__)), name[len(SHIPPED_PREFIX):])
            if os.path.isfile(shipped) and os.path.basename(shipped) == name[len(SHIPPED_PREFIX):]:
                return shipped, name
            continue
        for d in include_dirs:
            candidate = os.path.normpath(os.path.join(d, name))
            if os.path.isfile(candidate):
                return candidate, name
    return None


def generic_field(f: model.Field) -> model.Field:
    """A field of MongoDB's generic argument lists as a command accepts it:
    optional, but `$db`, which is required."""
    from dataclasses import replace
    required = f.name in REQUIRED_GENERIC_ARGUMENTS
    return replace(f, generic=True, optional=not required, default=None if not required else f.default)
