"""Syntax objects: what one spec file says, before any name is resolved.

The parser builds these from YAML nodes; the binder reads them. Every value
that the binder may complain about carries the `Location` where it was
written, so diagnostics point at the exact key or value. Nothing here is
checked beyond shape (a mapping is a mapping, a flag is a bool); meaning is
the binder's job.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple, Union

from .model import Location


@dataclass(frozen=True)
class Text:
    """A scalar used as text (names, C++ expressions, descriptions). `value`
    is the text as written (numbers keep their spelling)."""

    value: str
    location: Location


@dataclass(frozen=True)
class Flag:
    value: bool
    location: Location


@dataclass(frozen=True)
class Number:
    """A numeric scalar: its value and its spelling in the spec."""

    value: Union[int, float]
    text: str
    location: Location

    @property
    def is_integer(self) -> bool:
        return isinstance(self.value, int)


@dataclass(frozen=True)
class Scalar:
    """A scalar whose YAML type matters to the binder (enum values):
    `kind` is "str", "int", "float", "bool" or "null"."""

    kind: str
    value: Union[str, int, float, bool, None]
    text: str
    location: Location


@dataclass(frozen=True)
class GlobalSection:
    cpp_namespace: Optional[Text]
    cpp_includes: Tuple[Text, ...]
    location: Location
    mod_visibility: Optional[Text] = None       # MongoDB: accepted, not used


@dataclass(frozen=True)
class TypeDef:
    name: Text
    description: Optional[Text]
    bson_serialization_type: Tuple[Text, ...]   # one name or the list, as written
    bson_type_location: Optional[Location]      # where the key's value starts
    cpp_type: Optional[Text]
    bindata_subtype: Optional[Text]
    deserializer: Optional[Text]
    serializer: Optional[Text]
    location: Location
    default: Optional[Text] = None              # MongoDB: the default of every field of this type
    is_view: Optional[Flag] = None              # MongoDB: accepted (Switchyard knows its views)
    serialize_nonempty: Optional[Flag] = None   # a document written only when it is not empty
    accepted: Tuple[Text, ...] = ()             # MongoDB keys accepted and not used


@dataclass(frozen=True)
class EnumValueDef:
    name: Text
    value: Scalar
    description: Optional[Text] = None          # MongoDB's mapping form {value, description, extra_data}
    extra_data: Optional[tuple] = None          # plain data: tuples of (key, value) and tuples


@dataclass(frozen=True)
class EnumDef:
    name: Text
    description: Optional[Text]
    type: Optional[Text]
    values: Tuple[EnumValueDef, ...]
    values_location: Optional[Location]
    location: Location


@dataclass(frozen=True)
class ValidatorDef:
    gt: Optional[Number]
    gte: Optional[Number]
    lt: Optional[Number]
    lte: Optional[Number]
    callback: Optional[Text]
    location: Location


@dataclass(frozen=True)
class FieldDef:
    name: Text                          # the wire name, located at its key
    type: Optional[Text]
    description: Optional[Text]
    cpp_name: Optional[Text]
    optional: Optional[Flag]
    default: Optional[Text]
    ignore: Optional[Flag]
    always_serialize: Optional[Flag]
    validator: Optional[ValidatorDef]
    likelihood: Optional[Number]
    tag: Optional[Number] = None                # protobuf field number
    wire_encoding: Optional[Text] = None        # protobuf wire encoding
    packed: Optional[Flag] = None               # protobuf packed repeated
    # MongoDB's grammar
    variant: Tuple[Text, ...] = ()              # `type: {variant: [...]}` (then `type` is the text "variant")
    stability: Optional[Text] = None            # stable | unstable | internal
    unstable: Optional[Flag] = None             # the older spelling of stability: unstable
    supports_doc_sequence: Optional[Flag] = None  # the field may arrive as an OP_MSG document sequence
    forward_to_shards: Optional[Flag] = None    # generic argument lists: metadata
    forward_from_shards: Optional[Flag] = None  # generic reply field lists: metadata
    has_type_key: bool = True                   # False for a generic-list entry without `type`
    accepted: Tuple[Text, ...] = ()             # MongoDB keys accepted and not used


@dataclass(frozen=True)
class ChainedStructDef:
    struct_name: Text
    cpp_name: Text


@dataclass(frozen=True)
class CommandDef:
    """The keys only commands have."""

    command_name: Optional[Text]
    command_alias: Tuple[Text, ...]
    namespace: Optional[Text]
    type: Optional[Text]
    api_version: Optional[Text]
    reply_type: Optional[Text]
    tag: Optional[Number] = None        # protobuf field number of the first element
    uuid_tag: Optional[Number] = None   # ... of its UUID alternative (concatenate_with_db_or_uuid)
    allow_global_collection_name: Optional[Flag] = None  # the first element may be 1 (no collection)
    is_deprecated: Optional[Flag] = None  # MongoDB: accepted, not used
    # `type: {variant: [...]}` (MongoDB's binder.py `_bind_command_type` binds the
    # namespace type as a field: a type, array, struct or variant); `type` is then "variant".
    type_variant: Tuple[Text, ...] = ()


@dataclass(frozen=True)
class StructDef:
    """A struct or (command is not None) a command."""

    name: Text
    description: Optional[Text]
    cpp_name: Optional[Text]
    strict: Optional[Flag]
    dispatch: Optional[Text]
    chained_structs: Tuple[ChainedStructDef, ...]
    fields: Tuple[FieldDef, ...]
    command: Optional[CommandDef]
    protobuf: Optional[Flag] = None             # opts into the protobuf backend
    # MongoDB's grammar
    inline_chained_structs: Optional[Flag] = None  # chained members' accessors on this class too
    cpp_validator_func: Optional[Text] = None   # called with the parsed struct
    is_command_reply: Optional[Flag] = None     # accepts the generic reply fields
    is_generic_cmd_list: Optional[Text] = None  # "arg" | "reply": the struct lists generic fields
    chained_types: Tuple[ChainedStructDef, ...] = ()  # accepted; not generated (docs/idl.md)
    accepted: Tuple[Text, ...] = ()             # MongoDB keys accepted and not used


@dataclass(frozen=True)
class GenericArgumentListDef:
    name: Text
    description: Optional[Text]
    fields: Tuple[FieldDef, ...]
    role: str = "arg"                           # "arg" (generic_argument_lists) | "reply" (..._reply_field_lists)


@dataclass(frozen=True)
class SpecFile:
    """One parsed file. `path` is the path the compiler opened it by."""

    path: str
    global_section: Optional[GlobalSection]
    imports: Tuple[Text, ...]
    types: Tuple[TypeDef, ...]
    enums: Tuple[EnumDef, ...]
    structs: Tuple[StructDef, ...]
    commands: Tuple[StructDef, ...]
    generic_argument_lists: Tuple[GenericArgumentListDef, ...]
    dialect: str = "switchyard"                 # "switchyard" | "mongodb" (grammar.dialect_of)
    accepted_sections: Tuple[Text, ...] = ()    # MongoDB: server_parameters, configs, feature_flags
