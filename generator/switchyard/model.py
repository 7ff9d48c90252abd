"""The checked model: what the binder produces and every emitter consumes.

Immutable (frozen dataclasses, tuples) and wire-format neutral: it says what a
spec *means* (fields, types, optionality, defaults, validators, strictness,
likelihoods), never how BSON or protobuf bytes are read. Wire specifics live in
the emitters. Every object keeps the `Location` of its definition so that later
passes (the dispatch planner, the protobuf backend) can still report positions.

Contract between the passes:
  * binder.bind(...) -> Spec with every name resolved and every rule checked;
  * an emitter must never need to re-validate: if a Spec exists it is valid.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional, Tuple, Union


@dataclass(frozen=True)
class Location:
    """A position in a spec file (1-based line and column)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class ValueKind(enum.Enum):
    """The closed set of value representations the runtime knows how to read
    and write. A `types:` entry maps onto one of these (the binder derives it
    from bson_serialization_type and cpp_type) or supplies its own
    deserializer/serializer functions (CUSTOM)."""

    STRING = "string"          # UTF-8 string, std::string_view into the input
    STRING_OWNED = "stringOwned"  # UTF-8 string, a std::string of its own (outlives the input)
    INT32 = "int32"            # exactly BSON int
    INT64 = "int64"            # exactly BSON long
    DOUBLE = "double"          # exactly BSON double
    BOOL = "bool"
    OBJECT = "object"          # an embedded document, kept as a view
    OBJECT_OWNED = "objectOwned"  # an embedded document, a copy of its own (outlives the input)
    OBJECT_ID = "objectid"
    DATE = "date"              # ms since the epoch
    TIMESTAMP = "timestamp"
    BINDATA = "bindata"        # any subtype, view of the bytes
    UUID = "uuid"              # binData subtype 4, 16 bytes
    DECIMAL = "decimal"        # Decimal128, raw 16 bytes
    SAFE_INT64 = "safeInt64"   # int/long/double(/decimal) coerced exactly to int64
    SAFE_INT32 = "safeInt32"   # int/long/double coerced exactly to int32
    SAFE_DOUBLE = "safeDouble"  # int/long/double/decimal as a double (MongoDB's safeNumberDouble)
    SAFE_BOOL = "safeBool"     # bool or a number, true unless zero (MongoDB's trueValue)
    ANY = "any"                # any element, kept as a view (BsonElement)
    CUSTOM = "custom"          # user deserializer/serializer functions


# The bson_types of a type that accepts any BSON element.
ANY_BSON_TYPE = "any"


@dataclass(frozen=True)
class BasicType:
    """A named entry of a spec's `types:` section."""

    name: str                       # IDL name, e.g. "safeInt64"
    kind: ValueKind
    bson_types: Tuple[str, ...]     # accepted BSON types (MongoDB names), (ANY_BSON_TYPE,) for any
    cpp_type: str                   # the member's C++ type
    is_view: bool                   # the C++ value points into the input buffer
    deserializer: Optional[str]     # CUSTOM only: C++ function name
    serializer: Optional[str]       # CUSTOM only: C++ function name
    description: str
    location: Location
    # MongoDB's dialect (docs/idl.md): a default every field of this type
    # takes unless it sets its own (a C++ expression over Switchyard's types),
    # or, with `optional_by_type`, fields of this type are optional instead.
    default: Optional[str] = None
    optional_by_type: bool = False
    mongodb_name: Optional[str] = None      # the MongoDB type this one maps (None: a Switchyard type)
    # A document written only when it is not empty (MongoDB's
    # object_owned_nonempty_serialize, serializer serializeBSONWhenNotEmpty):
    # an unset or empty value writes no element at all.
    serialize_nonempty: bool = False
    cpp_include: Optional[str] = None       # a header a custom mapping needs


@dataclass(frozen=True)
class EnumValue:
    name: str                       # the C++ enumerator name (as written, e.g. "kLocal")
    value: Union[str, int]          # the wire value
    location: Location
    description: str = ""           # MongoDB's mapping form {value, description, extra_data}
    extra_data: Optional[tuple] = None  # metadata, plain data: tuples of (key, value) pairs and tuples


@dataclass(frozen=True)
class EnumType:
    name: str                       # IDL and C++ name
    value_type: str                 # "string" or "int"
    values: Tuple[EnumValue, ...]   # declaration order
    description: str
    cpp_namespace: str
    location: Location

    def value_for(self, text: str) -> Optional[EnumValue]:
        """The value a field default names: an enumerator ("kLocal"), one
        qualified by the enum and any namespace ("ReadLevel::kLocal",
        "ns::ReadLevel::kLocal"), or a wire value ("local", 2). None if none."""
        text = text.strip()
        for ev in self.values:
            if text in (ev.name, str(ev.value), f"{self.name}::{ev.name}") or text.endswith(f"::{self.name}::{ev.name}"):
                return ev
        return None


@dataclass(frozen=True)
class Validator:
    """Numeric bounds (None when absent) and an optional C++ callback
    `absl::Status fn(const T&)`. Bounds keep their spelling from the spec
    (for messages) and their numeric value."""

    gt: Optional[Tuple[str, float]] = None
    gte: Optional[Tuple[str, float]] = None
    lt: Optional[Tuple[str, float]] = None
    lte: Optional[Tuple[str, float]] = None
    callback: Optional[str] = None
    location: Optional[Location] = None


@dataclass(frozen=True)
class FieldType:
    """A resolved field type. Exactly one of basic/enum/struct_name/element is
    set, according to `category`. Structs are referenced by name (resolve with
    Spec.struct(name)) so that the model has no reference cycles."""

    category: str                           # "basic" | "enum" | "struct" | "array" | "variant"
    basic: Optional[BasicType] = None
    enum: Optional[EnumType] = None
    struct_name: Optional[str] = None
    element: Optional["FieldType"] = None   # array<T>
    # variant: the alternatives in declaration order; the binder guarantees
    # that the BSON type of an element (and, for several structs, the name of
    # its first field) picks exactly one (MongoDB's rule, binder.py).
    alternatives: Tuple["FieldType", ...] = ()

    @property
    def idl_name(self) -> str:
        if self.category == "basic":
            return self.basic.name
        if self.category == "enum":
            return self.enum.name
        if self.category == "struct":
            return self.struct_name
        if self.category == "variant":
            return "variant<" + ", ".join(a.idl_name for a in self.alternatives) + ">"
        return f"array<{self.element.idl_name}>"


@dataclass(frozen=True)
class Field:
    name: str                       # the wire name ("batchSize", "$db")
    cpp_name: str                   # member/getter base name ("batchSize", "dbName")
    type: FieldType
    optional: bool                  # absent is representable (std::optional-like)
    default: Optional[str]          # a C++ expression, or None
    ignore: bool                    # accepted and skipped
    validator: Optional[Validator]
    always_serialize: bool          # serialize even when absent (as null)
    description: str
    likelihood: Optional[float]     # 0..1, for dispatch ordering; None = unknown
    location: Location
    from_chained: Optional[str] = None  # name of the chained struct that contributed it
    generic: bool = False           # a generic command argument
    # Protobuf annotations (docs/protobuf.md); None when the spec gives none.
    tag: Optional[int] = None               # the protobuf field number
    wire_encoding: Optional[str] = None     # "sint32", "fixed64", ... (element encoding for arrays)
    packed: Optional[bool] = None           # arrays of scalars: write packed (parsing accepts both)
    # MongoDB's dialect
    stability: Optional[str] = None         # "stable" | "unstable" | "internal" (for comments)
    supports_doc_sequence: bool = False     # may arrive as an OP_MSG document sequence (kind 1 section)
    cpp_identifier: Optional[str] = None    # cpp_name made a valid identifier by the spec's NamingRule

    @property
    def identifier(self) -> str:
        """The C++ identifier for this field's member and accessors."""
        return self.cpp_identifier or self.cpp_name

    @property
    def required(self) -> bool:
        return not self.optional and self.default is None and not self.ignore


class NamespaceKind(enum.Enum):
    IGNORED = "ignored"
    CONCATENATE_WITH_DB = "concatenate_with_db"
    CONCATENATE_WITH_DB_OR_UUID = "concatenate_with_db_or_uuid"
    TYPE = "type"


@dataclass(frozen=True)
class CommandInfo:
    command_name: str                       # first element's name ("find")
    aliases: Tuple[str, ...]                # command_alias
    namespace: NamespaceKind
    namespace_type: Optional[FieldType]     # for NamespaceKind.TYPE
    reply_type: Optional[str]               # a struct name
    api_version: Optional[str]
    # Protobuf field numbers of the first element (docs/protobuf.md): `tag`
    # carries the collection name or the value, `uuid_tag` the UUID
    # alternative of concatenate_with_db_or_uuid (a protobuf oneof).
    tag: Optional[int] = None
    uuid_tag: Optional[int] = None
    # concatenate_with_db(_or_uuid): the first element may also be the number
    # 1, a collection-less command ({aggregate: 1}: $currentOp, $documents).
    allow_global_collection_name: bool = False


# The dispatch strategies (docs/dispatch.md), one list: a struct's `dispatch:`
# may name SPEC_DISPATCH; a whole run's `--dispatch` may also name the
# benchmark reference(s) in RUN_ONLY_DISPATCH. backends/dispatch/ has one
# strategy per name.
SPEC_DISPATCH = ("chain", "trie", "length", "compares", "hash", "auto")
RUN_ONLY_DISPATCH = ("hashmap",)
DEFAULT_DISPATCH = "auto"


@dataclass(frozen=True)
class Struct:
    """A struct or a command (command is not None). `fields` is the complete,
    ordered list the parser accepts: own fields in declaration order, then the
    fields of chained structs (from_chained set), then, for commands, the
    generic arguments (generic=True)."""

    name: str
    cpp_name: str
    description: str
    strict: bool
    fields: Tuple[Field, ...]
    chained_structs: Tuple[str, ...]
    dispatch: Optional[str]                 # one of SPEC_DISPATCH, or None
    command: Optional[CommandInfo]
    cpp_namespace: str
    location: Location
    # Measured expected-next-field edges (field name, name of the field that
    # most often follows it, how often it does per document with the field,
    # None when the overlay did not say), from a `switchyard profile` overlay;
    # empty when the prediction is derived from likelihoods and declaration order.
    successors: Tuple[Tuple[str, str, Optional[float]], ...] = ()
    protobuf: bool = False                  # also generate parseProto/serializeProto (docs/protobuf.md)
    # (chained struct name, C++ member name) in chaining order: the chained
    # fields are accepted inline (in `fields`) and also read and written as
    # the chained struct through get<Member>() / set<Member>().
    chained_members: Tuple[Tuple[str, str], ...] = ()
    # MongoDB's dialect
    inline_chained_structs: bool = True     # chained fields' accessors also on this class
    validator_callback: Optional[str] = None  # cpp_validator_func: absl::Status fn(const Struct&) after parsing
    is_command_reply: bool = False          # accepts the generic reply fields (generic=True in `fields`)
    generic_list: Optional[str] = None      # "arg" | "reply": this struct lists generic fields (is_generic_cmd_list)
    # The class declaring this command's generic arguments once (the
    # GenericArguments class template of the file listing them,
    # bind/generic.py): the command derives from it; its generic fields
    # (generic=True) stay in `fields` for its own dispatch, their storage,
    # presence bits, accessors and name constants are the base's.
    generic_base: Optional["Struct"] = None
    generic_class: bool = False             # this struct is such a GenericArguments class (not parsed on its own)

    @property
    def is_command(self) -> bool:
        return self.command is not None


@dataclass(frozen=True)
class Spec:
    """One input file, bound. `structs`, `enums` and `types` hold what this
    file defines (the ones to emit); `visible_*` also hold everything reached
    through imports (for resolution by emitters, e.g. includes)."""

    path: str                               # as given on the command line
    cpp_namespace: str
    cpp_includes: Tuple[str, ...]
    imports: Tuple[str, ...]                # resolved paths of imported specs, direct only
    types: Tuple[BasicType, ...]
    enums: Tuple[EnumType, ...]
    structs: Tuple[Struct, ...]             # structs and commands, declaration order
    visible_structs: Tuple[Struct, ...] = field(default=())
    visible_enums: Tuple[EnumType, ...] = field(default=())
    struct_origin: Tuple[Tuple[str, str], ...] = field(default=())  # (struct name, defining spec path)
    dialect: str = "switchyard"             # "switchyard" | "mongodb"
    # MongoDB's dialect: cpp_includes naming MongoDB's own headers are kept
    # here (for comments) and not in cpp_includes, since the generated code
    # does not use MongoDB's C++ types (docs/idl.md).
    foreign_includes: Tuple[str, ...] = ()
    naming: Optional["NamingRule"] = None
    # The GenericArguments class this file declares (bind/generic.py; its
    # commands hold it as Struct.generic_base): emitted as a class template
    # they derive from, never parsed or serialized on its own, so not among
    # `structs` or `visible_structs`.
    generic_class: Optional[Struct] = None

    def struct(self, name: str) -> Struct:
        for s in self.structs + self.visible_structs:
            if s.name == name:
                return s
        raise KeyError(name)


@dataclass(frozen=True)
class NamingRule:
    """That a spec's names go through MongoDB's naming rule, as data on the
    spec (model.Spec.naming): MongoDB's IDL accepts field names such as `new`
    or `2dsphereIndexVersion`. The rule itself (non-identifier characters
    become `_`, a leading digit gets `f`, a keyword a trailing `_`) is
    lower/names.py's, the one owner of generated names, applied by the binder
    (mongodb_dialect.identifier / field_identifier); this records how a
    generic argument is renamed when a command's own field has its C++ name.
    """

    generic_prefix: str = "generic"     # a generic argument whose C++ name a command's own field has

    def generic_name(self, cpp_name: str) -> str:
        return self.generic_prefix + cpp_name[:1].upper() + cpp_name[1:]
