"""Parser: YAML text -> syntax objects (`syntax.py`), with positions.

Walks YAML nodes (never constructed Python objects; `spec_source` composes
them within its limits) so every key and value keeps its line and column. It
checks shape only: known keys, no repeated keys, mappings where mappings belong, scalars of the right YAML type. Problems
go to the diagnostic sink; the parser never raises on bad input and always
returns a (possibly partial) `SpecFile`.
"""

from __future__ import annotations

import math
import re
from typing import Dict, List, Optional, Tuple

from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from . import spec_source, syntax
from .grammar import KEY_RULES, TOP_LEVEL_KEYS, VALIDATOR_KEYS, dialect_of, unknown_key_message
from .diagnostics import DiagnosticId, DiagnosticSink
from .model import Location

_TAG_PREFIX = "tag:yaml.org,2002:"
_SCALAR_KINDS = {
    _TAG_PREFIX + "str": "str",
    _TAG_PREFIX + "int": "int",
    _TAG_PREFIX + "float": "float",
    _TAG_PREFIX + "bool": "bool",
    _TAG_PREFIX + "null": "null",
}
_KIND_NAMES = {
    "str": "a string",
    "int": "an integer",
    "float": "a number",
    "bool": "a boolean",
    "null": "null",
}

_PLAIN_EXPONENT_NUMBER = re.compile(r"[-+]?(\d+(\.\d*)?|\.\d+)[eE][-+]?\d+\Z")

def parse_spec(text: str, path: str, sink: DiagnosticSink, dialect: Optional[str] = None) -> syntax.SpecFile:
    """Parses one spec's text. `path` names the file in locations; the
    dialect is `dialect`, or chosen by the file's extension (grammar.dialect_of)."""
    root = spec_source.compose(text, path, sink)
    return _SpecReader(path, sink).spec(root, dialect_of(path, dialect))


class _SpecReader:
    """Reads the nodes of one file into syntax objects."""

    def __init__(self, path: str, sink: DiagnosticSink) -> None:
        self.path = path
        self.sink = sink
        self._constructor = SafeConstructor()
        self.dialect = "switchyard"

    # ---- positions and errors ------------------------------------------------

    def loc(self, node: Node) -> Location:
        return Location(self.path, node.start_mark.line + 1, node.start_mark.column + 1)

    def error(self, node_or_loc, diag_id: DiagnosticId, message: str) -> None:
        where = node_or_loc if isinstance(node_or_loc, Location) else self.loc(node_or_loc)
        self.sink.error(where, diag_id, message)

    # ---- generic node readers ------------------------------------------------

    @staticmethod
    def _node_kind(node: Node) -> str:
        if isinstance(node, MappingNode):
            return "a mapping"
        if isinstance(node, SequenceNode):
            return "a list"
        kind = _SCALAR_KINDS.get(node.tag)
        return _KIND_NAMES[kind] if kind else f"a value tagged '{node.tag}'"

    def scalar_kind(self, node: Node) -> Optional[str]:
        if not isinstance(node, ScalarNode):
            return None
        return _SCALAR_KINDS.get(node.tag)

    def is_null(self, node: Node) -> bool:
        return self.scalar_kind(node) == "null"

    def entries(self, node: Node, what: str, null_is_empty: bool = True) -> List[Tuple[ScalarNode, Node]]:
        """The (key, value) pairs of a mapping node; keys must be unique
        strings. Null counts as an empty mapping when allowed."""
        if null_is_empty and self.is_null(node):
            return []
        if not isinstance(node, MappingNode):
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a mapping, not {self._node_kind(node)}")
            return []
        if node.tag != _TAG_PREFIX + "map":
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a plain mapping, not tagged '{node.tag}'")
            return []
        result: List[Tuple[ScalarNode, Node]] = []
        seen: Dict[str, Node] = {}
        for key, value in node.value:
            if not isinstance(key, ScalarNode) or self.scalar_kind(key) in (None, "null"):
                self.error(key, DiagnosticId.WRONG_NODE_KIND,
                           f"keys of {what} must be plain names, not {self._node_kind(key)}")
                continue
            if key.tag == _TAG_PREFIX + "merge":
                self.error(key, DiagnosticId.UNKNOWN_KEY, "YAML merge keys ('<<') are not supported")
                continue
            if key.value in seen:
                first = self.loc(seen[key.value])
                self.error(key, DiagnosticId.DUPLICATE_KEY,
                           f"duplicate key '{key.value}' in {what} (first at line {first.line}, column {first.column})")
                continue
            seen[key.value] = key
            result.append((key, value))
        return result

    def keyed(self, node: Node, what: str, kind: str) -> Dict[str, Tuple[ScalarNode, Node]]:
        """A mapping of node kind `kind` (KEY_RULES): {key: (key node, value
        node)}. An unknown key is reported with where it belongs or the
        nearest valid key; keys read as "text"/"flag"/"number"/"texts" are
        checked here, so a node's own method only reads them."""
        allowed = KEY_RULES[kind]
        result: Dict[str, Tuple[ScalarNode, Node]] = {}
        for key, value in self.entries(node, what):
            if key.value not in allowed:
                self.error(key, DiagnosticId.UNKNOWN_KEY, unknown_key_message(key.value, kind, what, self.dialect))
                continue
            result[key.value] = (key, value)
        return result

    def items(self, node: Node, what: str) -> List[Node]:
        if self.is_null(node):
            return []
        if not isinstance(node, SequenceNode):
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a list, not {self._node_kind(node)}")
            return []
        if node.tag != _TAG_PREFIX + "seq":
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a plain list, not tagged '{node.tag}'")
            return []
        return list(node.value)

    def text(self, node: Node, what: str) -> Optional[syntax.Text]:
        """A string (numbers are accepted and keep their spelling)."""
        kind = self.scalar_kind(node)
        if kind in ("str", "int", "float"):
            return syntax.Text(node.value, self.loc(node))
        if isinstance(node, ScalarNode):
            hint = "; quote it if it is meant as text" if kind in ("bool", "null") else ""
            self.error(node, DiagnosticId.WRONG_SCALAR_TYPE, f"{what} must be a string, not {self._node_kind(node)}{hint}")
        else:
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a string, not {self._node_kind(node)}")
        return None

    def name(self, node: ScalarNode) -> syntax.Text:
        return syntax.Text(node.value, self.loc(node))

    def flag(self, node: Node, what: str) -> Optional[syntax.Flag]:
        if self.scalar_kind(node) == "bool":
            return syntax.Flag(bool(self._constructor.construct_yaml_bool(node)), self.loc(node))
        diag = DiagnosticId.WRONG_SCALAR_TYPE if isinstance(node, ScalarNode) else DiagnosticId.WRONG_NODE_KIND
        self.error(node, diag, f"{what} must be true or false, not {self._node_kind(node)}")
        return None

    def number(self, node: Node, what: str) -> Optional[syntax.Number]:
        kind = self.scalar_kind(node)
        value = None
        try:
            if kind == "int":
                value = self._constructor.construct_yaml_int(node)
            elif kind == "float":
                value = self._constructor.construct_yaml_float(node)
            elif kind == "str" and not node.style and _PLAIN_EXPONENT_NUMBER.match(node.value):
                # YAML 1.1 reads `1e3` as a string; a number is clearly meant.
                value = float(node.value)
        except (ConstructorError, ValueError, OverflowError):
            value = None
        if value is not None and not isinstance(value, float):
            try:
                float(value)
            except OverflowError:
                self.error(node, DiagnosticId.WRONG_SCALAR_TYPE, f"{what} is too large to be a number")
                return None
        if value is not None and isinstance(value, float) and not math.isfinite(value):
            self.error(node, DiagnosticId.WRONG_SCALAR_TYPE, f"{what} must be a finite number, not '{node.value}'")
            return None
        if value is None:
            diag = DiagnosticId.WRONG_SCALAR_TYPE if isinstance(node, ScalarNode) else DiagnosticId.WRONG_NODE_KIND
            self.error(node, diag, f"{what} must be a number, not {self._node_kind(node)}")
            return None
        return syntax.Number(value, node.value, self.loc(node))

    def scalar(self, node: Node, what: str) -> Optional[syntax.Scalar]:
        kind = self.scalar_kind(node)
        if kind is None:
            if isinstance(node, ScalarNode):
                self.error(node, DiagnosticId.WRONG_SCALAR_TYPE, f"{what} must be a plain value, not {self._node_kind(node)}")
            else:
                self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{what} must be a plain value, not {self._node_kind(node)}")
            return None
        try:
            if kind == "int":
                value = self._constructor.construct_yaml_int(node)
            elif kind == "float":
                value = self._constructor.construct_yaml_float(node)
            elif kind == "bool":
                value = self._constructor.construct_yaml_bool(node)
            elif kind == "null":
                value = None
            else:
                value = node.value
        except (ConstructorError, ValueError, OverflowError):
            self.error(node, DiagnosticId.WRONG_SCALAR_TYPE, f"{what} '{node.value}' is not a valid {kind}")
            return None
        return syntax.Scalar(kind, value, node.value, self.loc(node))

    def text_or_texts(self, node: Node, what: str) -> Tuple[syntax.Text, ...]:
        """One string or a list of strings."""
        if isinstance(node, SequenceNode):
            out = []
            for item in node.value:
                t = self.text(item, f"each entry of {what}")
                if t is not None:
                    out.append(t)
            return tuple(out)
        t = self.text(node, what)
        return (t,) if t is not None else ()

    # ---- the language ---------------------------------------------------------

    def spec(self, root: Optional[Node], dialect: str = "switchyard") -> syntax.SpecFile:
        empty = syntax.SpecFile(self.path, None, (), (), (), (), (), (), dialect=dialect)
        if root is None:
            return empty
        if not isinstance(root, MappingNode):
            if self.is_null(root):
                return empty
            self.error(root, DiagnosticId.WRONG_NODE_KIND,
                       f"a spec file must be a mapping with keys {', '.join(TOP_LEVEL_KEYS)}, not {self._node_kind(root)}")
            return empty
        self.dialect = dialect
        keys = self.keyed(root, "the spec file", "spec")
        global_section = self.global_section(keys["global"]) if "global" in keys else None
        imports: Tuple[syntax.Text, ...] = ()
        if "imports" in keys:
            imports = tuple(t for t in (self.text(n, "an import") for n in self.items(keys["imports"][1], "'imports'"))
                            if t is not None)
        types = tuple(self.type_def(k, v) for k, v in self.section(keys, "types"))
        enums = tuple(self.enum_def(k, v) for k, v in self.section(keys, "enums"))
        structs = tuple(self.struct_def(k, v, command=False) for k, v in self.section(keys, "structs"))
        commands = tuple(self.struct_def(k, v, command=True) for k, v in self.section(keys, "commands"))
        generic_lists = tuple(self.generic_list(k, v, "arg") for k, v in self.section(keys, "generic_argument_lists"))
        generic_lists += tuple(self.generic_list(k, v, "reply")
                               for k, v in self.section(keys, "generic_reply_field_lists"))
        accepted = tuple(self.name(keys[k][0]) for k in ("server_parameters", "configs", "feature_flags") if k in keys)
        for name in accepted:
            self.entries(keys[name.value][1], f"'{name.value}'")   # a mapping, not interpreted
        return syntax.SpecFile(self.path, global_section, imports, types, enums, structs, commands, generic_lists,
                               dialect=dialect, accepted_sections=accepted)

    def section(self, keys, name: str) -> List[Tuple[ScalarNode, Node]]:
        if name not in keys:
            return []
        return self.entries(keys[name][1], f"'{name}'")

    def read(self, keys: Dict[str, Tuple[ScalarNode, Node]], kind: str, key: str, what: Optional[str] = None):
        """The value of `key` read as KEY_RULES[kind][key] says, or None when
        absent or malformed (reported)."""
        if key not in keys:
            return None
        reader = KEY_RULES[kind][key]
        node = keys[key][1]
        label = what or f"'{key}'"
        if reader == "text":
            return self.text(node, label)
        if reader == "flag":
            return self.flag(node, label)
        if reader == "number":
            return self.number(node, label)
        if reader == "texts":
            return self.text_or_texts(node, label)
        if reader == "default":
            return self.default_text(node, label)
        if reader == "scalar":
            return self.scalar(node, label)
        raise AssertionError(f"no plain reader for {kind}.{key} ({reader})")

    def global_section(self, entry: Tuple[ScalarNode, Node]) -> syntax.GlobalSection:
        key, node = entry
        keys = self.keyed(node, "'global'", "global")
        return syntax.GlobalSection(self.read(keys, "global", "cpp_namespace"),
                                    self.read(keys, "global", "cpp_includes") or (), self.loc(key),
                                    mod_visibility=self.read(keys, "global", "mod_visibility"))

    def type_def(self, key: ScalarNode, node: Node) -> syntax.TypeDef:
        what = f"type '{key.value}'"
        keys = self.keyed(node, what, "type")
        bson: Tuple[syntax.Text, ...] = ()
        bson_location = None
        if "bson_serialization_type" in keys:
            bson_location = self.loc(keys["bson_serialization_type"][1])
            bson = self.read(keys, "type", "bson_serialization_type")
        elif isinstance(node, MappingNode):
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'bson_serialization_type'")
        cpp_type = self.read(keys, "type", "cpp_type")
        if cpp_type is None and "cpp_type" not in keys and isinstance(node, MappingNode):
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'cpp_type'")
        return syntax.TypeDef(
            name=self.name(key),
            description=self.read(keys, "type", "description"),
            bson_serialization_type=bson,
            bson_type_location=bson_location,
            cpp_type=cpp_type,
            bindata_subtype=self.read(keys, "type", "bindata_subtype"),
            deserializer=self.read(keys, "type", "deserializer"),
            serializer=self.read(keys, "type", "serializer"),
            location=self.loc(key),
            default=self.read(keys, "type", "default"),
            is_view=self.read(keys, "type", "is_view"),
            serialize_nonempty=self.read(keys, "type", "serialize_nonempty"),
            accepted=self.accepted(keys, "type", ("deserialize_with_tenant", "internal_only")),
        )

    def accepted(self, keys, kind: str, names: Tuple[str, ...]) -> Tuple[syntax.Text, ...]:
        """Keys MongoDB's grammar has that Switchyard accepts without using
        (their values are still checked for shape): their names, located."""
        out = []
        for name in names:
            if name in keys:
                reader = KEY_RULES[kind][name]
                if reader in ("text", "flag", "number", "texts"):
                    self.read(keys, kind, name)
                out.append(self.name(keys[name][0]))
        return tuple(out)

    def enum_def(self, key: ScalarNode, node: Node) -> syntax.EnumDef:
        what = f"enum '{key.value}'"
        keys = self.keyed(node, what, "enum")
        if isinstance(node, MappingNode):
            for required in ("type", "values"):
                if required not in keys:
                    self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs '{required}'")
        values: List[syntax.EnumValueDef] = []
        values_location = None
        if "values" in keys:
            values_node = keys["values"][1]
            values_location = self.loc(values_node)
            for vkey, vnode in self.entries(values_node, f"the values of {what}"):
                value = self.enum_value(vkey, vnode)
                if value is not None:
                    values.append(value)
        return syntax.EnumDef(
            name=self.name(key),
            description=self.read(keys, "enum", "description"),
            type=self.read(keys, "enum", "type"),
            values=tuple(values),
            values_location=values_location,
            location=self.loc(key),
        )

    def enum_value(self, vkey: ScalarNode, vnode: Node) -> Optional[syntax.EnumValueDef]:
        """`name: value`, or (MongoDB) `name: {value, description, extra_data}`."""
        what = f"enumerator '{vkey.value}'"
        if not isinstance(vnode, MappingNode):
            scalar = self.scalar(vnode, f"the value of {what}")
            return syntax.EnumValueDef(self.name(vkey), scalar) if scalar is not None else None
        keys = self.keyed(vnode, what, "enum value")
        if "value" not in keys:
            self.error(vkey, DiagnosticId.MISSING_KEY, f"{what} is written as a mapping and needs 'value'")
            return None
        scalar = self.read(keys, "enum value", "value", f"the value of {what}")
        if scalar is None:
            return None
        extra = None
        if "extra_data" in keys:
            extra = self.plain_data(keys["extra_data"][1], f"the extra_data of {what}")
        return syntax.EnumValueDef(self.name(vkey), scalar, description=self.read(keys, "enum value", "description"),
                                   extra_data=extra)

    def plain_data(self, node: Node, what: str):
        """A YAML value as plain Python data (tuples for lists, tuples of
        pairs for mappings), for metadata the compiler carries unread."""
        if isinstance(node, MappingNode):
            return tuple((k.value, self.plain_data(v, what)) for k, v in self.entries(node, what))
        if isinstance(node, SequenceNode):
            return tuple(self.plain_data(item, what) for item in node.value)
        scalar = self.scalar(node, what)
        return scalar.value if scalar is not None else None

    def fields(self, keys, owner: str) -> Tuple[syntax.FieldDef, ...]:
        if "fields" not in keys:
            return ()
        return tuple(self.field_def(k, v, owner) for k, v in self.entries(keys["fields"][1], f"the fields of {owner}"))

    def chained(self, keys, key: str, what: str) -> Tuple[syntax.ChainedStructDef, ...]:
        """`Name: cppName`, or (MongoDB) `Name: {cpp_name: cppName}`."""
        if key not in keys:
            return ()
        out: List[syntax.ChainedStructDef] = []
        for ckey, cnode in self.entries(keys[key][1], f"the {key} of {what}"):
            if isinstance(cnode, MappingNode):
                ckeys = self.keyed(cnode, f"chained entry '{ckey.value}' of {what}", "chained struct")
                member = self.read(ckeys, "chained struct", "cpp_name")
                if member is None and "cpp_name" not in ckeys:
                    self.error(ckey, DiagnosticId.MISSING_KEY, f"chained entry '{ckey.value}' of {what} needs 'cpp_name'")
            else:
                member = self.text(cnode, f"the C++ member name of chained struct '{ckey.value}'")
            if member is not None:
                out.append(syntax.ChainedStructDef(self.name(ckey), member))
        return tuple(out)

    def struct_def(self, key: ScalarNode, node: Node, command: bool) -> syntax.StructDef:
        kind = "command" if command else "struct"
        what = f"{kind} '{key.value}'"
        keys = self.keyed(node, what, kind)
        command_def = None
        if command:
            ctype, cvariant = (self.field_type(keys["type"][1], f"the namespace type of {what}") if "type" in keys
                               else (None, ()))
            command_def = syntax.CommandDef(
                command_name=self.read(keys, kind, "command_name"),
                command_alias=self.read(keys, kind, "command_alias") or (),
                namespace=self.read(keys, kind, "namespace"),
                type=ctype,
                type_variant=cvariant,
                api_version=self.read(keys, kind, "api_version"),
                reply_type=self.read(keys, kind, "reply_type"),
                tag=self.read(keys, kind, "command_tag"),
                uuid_tag=self.read(keys, kind, "command_uuid_tag"),
                allow_global_collection_name=self.read(keys, kind, "allow_global_collection_name"),
                is_deprecated=self.read(keys, kind, "is_deprecated"),
            )
            if "access_check" in keys:
                self.access_check(keys["access_check"][1], f"the access_check of {what}")
        accepted_names = ("immutable", "generate_comparison_operators", "non_const_getter", "query_shape_component",
                          "unsafe_dangerous_disable_extra_field_duplicate_checks", "mod_visibility", "access_check")
        return syntax.StructDef(
            name=self.name(key),
            description=self.read(keys, kind, "description"),
            cpp_name=self.read(keys, kind, "cpp_name"),
            strict=self.read(keys, kind, "strict"),
            dispatch=self.read(keys, kind, "dispatch"),
            chained_structs=self.chained(keys, "chained_structs", what),
            fields=self.fields(keys, what),
            command=command_def,
            protobuf=self.read(keys, kind, "protobuf"),
            inline_chained_structs=self.read(keys, kind, "inline_chained_structs"),
            cpp_validator_func=self.read(keys, kind, "cpp_validator_func"),
            is_command_reply=self.read(keys, kind, "is_command_reply") if not command else None,
            is_generic_cmd_list=self.read(keys, kind, "is_generic_cmd_list") if not command else None,
            chained_types=self.chained(keys, "chained_types", what),
            accepted=self.accepted(keys, kind, tuple(k for k in accepted_names if k in KEY_RULES[kind])),
        )

    def access_check(self, node: Node, what: str) -> None:
        """MongoDB's access_check (privileges checked at runtime): its shape
        is checked, its content is not used."""
        keys = self.keyed(node, what, "access_check")
        for flag in ("none", "ignore"):
            self.read(keys, "access_check", flag)
        if "simple" in keys:
            self.access_check_entry(keys["simple"][1], f"the simple check of {what}")
        if "complex" in keys:
            for item in self.items(keys["complex"][1], f"the complex checks of {what}"):
                self.access_check_entry(item, f"a complex check of {what}")

    def access_check_entry(self, node: Node, what: str) -> None:
        keys = self.keyed(node, what, "access check")
        self.read(keys, "access check", "check")
        if "privilege" in keys:
            pkeys = self.keyed(keys["privilege"][1], f"the privilege of {what}", "privilege")
            for key in ("resource_pattern", "action_type", "agg_stage"):
                self.read(pkeys, "privilege", key)

    def generic_list(self, key: ScalarNode, node: Node, role: str) -> syntax.GenericArgumentListDef:
        noun = "generic argument list" if role == "arg" else "generic reply field list"
        what = f"{noun} '{key.value}'"
        keys = self.keyed(node, what, "generic argument list")
        return syntax.GenericArgumentListDef(
            name=self.name(key),
            description=self.read(keys, "generic argument list", "description"),
            fields=self.fields(keys, what),
            role=role,
        )

    def field_type(self, node: Node, what: str) -> Tuple[Optional[syntax.Text], Tuple[syntax.Text, ...]]:
        """A field's type: a name or `array<T>` (text), or (MongoDB) a mapping
        `{variant: [T, ...]}`: (text or None, variant alternatives)."""
        if not isinstance(node, MappingNode):
            return self.text(node, f"the type of {what}"), ()
        keys = self.keyed(node, f"the type of {what}", "field type")
        if "variant" not in keys:
            self.error(node, DiagnosticId.MISSING_KEY, f"the type of {what} is a mapping and needs 'variant'")
            return None, ()
        alternatives = []
        for item in self.items(keys["variant"][1], f"the variant of {what}"):
            t = self.text(item, f"an alternative of the variant of {what}")
            if t is not None:
                alternatives.append(t)
        if not alternatives:
            self.error(keys["variant"][1], DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                       f"the variant of {what} needs at least one alternative type")
            return None, ()
        return syntax.Text("variant", self.loc(keys["variant"][0])), tuple(alternatives)

    def field_def(self, key: ScalarNode, node: Node, owner: str) -> syntax.FieldDef:
        name = self.name(key)
        what = f"field '{key.value}' of {owner}"
        if isinstance(node, ScalarNode) and self.scalar_kind(node) != "null":
            # Short form: `name: type`.
            return syntax.FieldDef(name, self.text(node, f"the type of {what}"),
                                   None, None, None, None, None, None, None, None)
        if not isinstance(node, MappingNode):
            self.error(node if not self.is_null(node) else key, DiagnosticId.WRONG_NODE_KIND,
                       f"{what} must be a type name or a mapping, not {self._node_kind(node)}")
            return syntax.FieldDef(name, None, None, None, None, None, None, None, None, None)
        keys = self.keyed(node, what, "field")
        # MongoDB's older generic lists name an argument without its type
        # (`apiVersion: {forward_to_shards: false}`): any element.
        names_only = self.dialect == "mongodb" and ("forward_to_shards" in keys or "forward_from_shards" in keys)
        if "type" not in keys and not names_only:
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'type'")
        ftype, variant = self.field_type(keys["type"][1], what) if "type" in keys else (None, ())
        validator = None
        if "validator" in keys:
            validator = self.validator_def(keys["validator"], what)
        return syntax.FieldDef(
            name=name,
            type=ftype,
            description=self.read(keys, "field", "description"),
            cpp_name=self.read(keys, "field", "cpp_name"),
            optional=self.read(keys, "field", "optional"),
            default=self.read(keys, "field", "default"),
            ignore=self.read(keys, "field", "ignore"),
            always_serialize=self.read(keys, "field", "always_serialize"),
            validator=validator,
            likelihood=self.read(keys, "field", "likelihood"),
            tag=self.read(keys, "field", "tag"),
            wire_encoding=self.read(keys, "field", "wire_encoding"),
            packed=self.read(keys, "field", "packed"),
            variant=variant,
            stability=self.read(keys, "field", "stability"),
            unstable=self.read(keys, "field", "unstable"),
            supports_doc_sequence=self.read(keys, "field", "supports_doc_sequence"),
            forward_to_shards=self.read(keys, "field", "forward_to_shards"),
            forward_from_shards=self.read(keys, "field", "forward_from_shards"),
            has_type_key="type" in keys,
            accepted=self.accepted(keys, "field", ("comparison_order", "non_const_getter", "query_shape", "preparse")),
        )

    def default_text(self, node: Node, what: str) -> Optional[syntax.Text]:
        """A default is a C++ expression; YAML booleans become `true`/`false`."""
        if self.scalar_kind(node) == "bool":
            value = self._constructor.construct_yaml_bool(node)
            return syntax.Text("true" if value else "false", self.loc(node))
        return self.text(node, what)

    def bound(self, node: Node, what: str) -> Optional[syntax.Number]:
        """A validator bound: a number, or (MongoDB) `{expr: number,
        is_constexpr: bool}`; only numeric expressions are supported."""
        if not isinstance(node, MappingNode):
            return self.number(node, what)
        keys = self.keyed(node, what, "bound expression")
        self.read(keys, "bound expression", "is_constexpr")
        if "expr" not in keys:
            self.error(node, DiagnosticId.MISSING_KEY, f"{what} is written as a mapping and needs 'expr'")
            return None
        return self.number(keys["expr"][1], f"the expr of {what}")

    def validator_def(self, entry: Tuple[ScalarNode, Node], what: str) -> Optional[syntax.ValidatorDef]:
        key, node = entry
        vwhat = f"the validator of {what}"
        if self.is_null(node):
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{vwhat} must be a mapping with keys "
                       f"{', '.join(VALIDATOR_KEYS)}, not null")
            return None
        errors_before = self.sink.error_count()
        keys = self.keyed(node, vwhat, "validator")
        if not isinstance(node, MappingNode):
            return None
        bounds = {k: self.bound(keys[k][1], f"validator bound '{k}'") if k in keys else None
                  for k in ("gt", "gte", "lt", "lte")}
        validator = syntax.ValidatorDef(
            gt=bounds["gt"], gte=bounds["gte"], lt=bounds["lt"], lte=bounds["lte"],
            callback=self.read(keys, "validator", "callback", "validator 'callback'"),
            location=self.loc(key),
        )
        # A validator with a broken part is dropped (already reported), so the
        # binder does not report it again as empty.
        return validator if self.sink.error_count() == errors_before else None
