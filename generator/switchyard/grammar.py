"""The grammar's key rules: one table per node kind (what keys a mapping may
have and how each value is read), shared by the parser and the docs.

The tables are the union of Switchyard's keys and the keys of MongoDB's IDL
grammar, so that MongoDB's .idl files parse unchanged; `dialect_of` says which
dialect's meaning a file gets (docs/idl.md, "MongoDB's dialect").
"""

from __future__ import annotations

import difflib
from typing import Dict, Optional

# ---- the key rules: one table per node kind ---------------------------------------
#
# Every mapping of the language is a node kind with a table {key: how its value
# is read}. The tables are the union of Switchyard's keys and the keys of
# MongoDB's IDL grammar (buildscripts/idl/idl/parser.py and syntax.py in the
# mongodb/mongo repository), so that MongoDB's .idl files parse unchanged;
# docs/idl.md says, key by key, which MongoDB keys are used and which are only
# accepted. Readers: "text" (a string), "texts" (a string or a list of
# strings), "flag" (a bool), "number", "mapping"/"list"/"scalar_or_mapping"
# (read by the node's own method), "any" (accepted, not interpreted).

KEY_RULES: Dict[str, Dict[str, str]] = {
    "spec": {
        "global": "mapping", "imports": "list", "types": "mapping", "enums": "mapping", "structs": "mapping",
        "commands": "mapping", "generic_argument_lists": "mapping",
        # MongoDB: reply fields common to all replies; server-side settings (accepted, not generated).
        "generic_reply_field_lists": "mapping", "server_parameters": "any", "configs": "any",
        "feature_flags": "any",
    },
    "global": {"cpp_namespace": "text", "cpp_includes": "texts", "configs": "any", "mod_visibility": "text"},
    "type": {
        "description": "text", "bson_serialization_type": "texts", "cpp_type": "text", "bindata_subtype": "text",
        "deserializer": "text", "serializer": "text", "serialize_nonempty": "flag",
        "default": "default", "is_view": "flag", "deserialize_with_tenant": "flag", "internal_only": "flag",
    },
    "enum": {"description": "text", "type": "text", "values": "mapping", "mod_visibility": "text"},
    "enum value": {"description": "text", "value": "scalar", "extra_data": "any"},
    "struct": {
        "description": "text", "cpp_name": "text", "strict": "flag", "dispatch": "text", "chained_structs": "mapping",
        "fields": "mapping", "protobuf": "flag",
        "inline_chained_structs": "flag", "cpp_validator_func": "text", "is_command_reply": "flag",
        "is_generic_cmd_list": "text", "chained_types": "mapping", "immutable": "flag",
        "generate_comparison_operators": "flag", "non_const_getter": "flag", "query_shape_component": "flag",
        "unsafe_dangerous_disable_extra_field_duplicate_checks": "flag", "mod_visibility": "text",
    },
    "command": {},   # the struct keys (but the struct-only ones below) plus these; filled in below
    "field": {
        "type": "scalar_or_mapping", "description": "text", "cpp_name": "text", "optional": "flag",
        "default": "default", "ignore": "flag", "always_serialize": "flag", "validator": "mapping",
        "likelihood": "number", "tag": "number", "wire_encoding": "text", "packed": "flag",
        "stability": "text", "unstable": "flag", "supports_doc_sequence": "flag", "forward_to_shards": "flag",
        "forward_from_shards": "flag", "comparison_order": "number", "non_const_getter": "flag",
        "query_shape": "text", "preparse": "flag",
    },
    "field type": {"variant": "list"},
    "validator": {"gt": "bound", "gte": "bound", "lt": "bound", "lte": "bound", "callback": "text"},
    "bound expression": {"expr": "bound", "is_constexpr": "flag"},
    "chained struct": {"cpp_name": "text"},
    "generic argument list": {"description": "text", "fields": "mapping", "cpp_name": "text"},
    "access_check": {"none": "flag", "ignore": "flag", "simple": "mapping", "complex": "list"},
    "access check": {"check": "text", "privilege": "mapping"},
    "privilege": {"resource_pattern": "text", "action_type": "texts", "agg_stage": "text"},
}
_STRUCT_ONLY = ("is_command_reply", "is_generic_cmd_list", "query_shape_component")
KEY_RULES["command"] = dict(
    {k: v for k, v in KEY_RULES["struct"].items() if k not in _STRUCT_ONLY},
    command_name="text", command_alias="texts", namespace="text", type="scalar_or_mapping", api_version="text",
    reply_type="text", command_tag="number", command_uuid_tag="number", allow_global_collection_name="flag",
    is_deprecated="flag", access_check="mapping")

# How each node kind is named when a key is misplaced ("it belongs in a command").
_KIND_NAMES_FOR_KEYS = {
    "spec": "the top level of a spec file", "global": "'global'", "type": "a type", "enum": "an enum",
    "enum value": "an enum value written as a mapping", "struct": "a struct", "command": "a command",
    "field": "a field", "field type": "a field's type mapping", "validator": "a validator",
    "bound expression": "a validator bound written as a mapping", "chained struct": "a chained struct entry",
    "generic argument list": "a generic argument list", "access_check": "'access_check'",
    "access check": "an access check", "privilege": "a privilege",
}

# The names kept for callers of the old per-kind tuples.
TOP_LEVEL_KEYS = tuple(KEY_RULES["spec"])
GLOBAL_KEYS = tuple(KEY_RULES["global"])
TYPE_KEYS = tuple(KEY_RULES["type"])
ENUM_KEYS = tuple(KEY_RULES["enum"])
STRUCT_KEYS = tuple(KEY_RULES["struct"])
COMMAND_KEYS = tuple(KEY_RULES["command"])
FIELD_KEYS = tuple(KEY_RULES["field"])
VALIDATOR_KEYS = tuple(KEY_RULES["validator"])
GENERIC_LIST_KEYS = tuple(KEY_RULES["generic argument list"])

# MongoDB's IDL files: the dialect is chosen by the extension (docs/idl.md).
MONGODB_EXTENSIONS = (".idl",)
DIALECTS = ("switchyard", "mongodb")


def dialect_of(path: str, requested: Optional[str] = None) -> str:
    """The dialect a file is read in: `requested` when given, else MongoDB's
    for files named *.idl and Switchyard's otherwise."""
    if requested in DIALECTS:
        return requested
    return "mongodb" if path.endswith(MONGODB_EXTENSIONS) else "switchyard"


# Keys only MongoDB's IDL gives a meaning (docs/idl.md, "MongoDB's dialect"): a
# Switchyard spec accepts them too (so that files move between dialects), but
# the keys offered to it when a key is unknown are its own.
MONGODB_ONLY_KEYS: Dict[str, tuple] = {
    "spec": ("generic_reply_field_lists", "server_parameters", "configs", "feature_flags"),
    "global": ("configs", "mod_visibility"),
    "type": ("default", "is_view", "deserialize_with_tenant", "internal_only"),
    "enum": ("mod_visibility",),
    "struct": ("inline_chained_structs", "cpp_validator_func", "is_command_reply", "is_generic_cmd_list",
               "chained_types", "immutable", "generate_comparison_operators", "non_const_getter",
               "query_shape_component", "unsafe_dangerous_disable_extra_field_duplicate_checks",
               "mod_visibility"),
    "field": ("stability", "unstable", "forward_to_shards", "forward_from_shards", "comparison_order",
              "non_const_getter", "query_shape", "preparse"),
}
MONGODB_ONLY_KEYS["command"] = tuple(k for k in MONGODB_ONLY_KEYS["struct"] if k not in _STRUCT_ONLY) + \
    ("is_deprecated", "access_check")


def keys_for_dialect(kind: str, dialect: str) -> tuple:
    """The keys a node of `kind` offers in `dialect` (every key in MongoDB's;
    Switchyard's own in Switchyard's)."""
    if dialect == "mongodb":
        return tuple(KEY_RULES[kind])
    mongodb_only = MONGODB_ONLY_KEYS.get(kind, ())
    return tuple(k for k in KEY_RULES[kind] if k not in mongodb_only)


def unknown_key_message(key: str, kind: str, what: str, dialect: str = "switchyard") -> str:
    """Why `key` is not allowed in a node of `kind`: where it belongs, when
    another node kind has it, else the nearest valid keys of the dialect."""
    allowed = keys_for_dialect(kind, dialect)
    homes = [k for k, rules in KEY_RULES.items() if key in rules and k != kind]
    if homes:
        places = " or ".join(dict.fromkeys(_KIND_NAMES_FOR_KEYS[h] for h in homes))
        return f"key '{key}' is not allowed in {what}; it belongs in {places}"
    close = difflib.get_close_matches(key, list(allowed), n=1, cutoff=0.6)
    hint = f"; did you mean '{close[0]}'?" if close else ""
    return f"unknown key '{key}' in {what}{hint} (valid keys: {', '.join(allowed)})"
