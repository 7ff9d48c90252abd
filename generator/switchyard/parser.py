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
from typing import Callable, Dict, List, Optional, Tuple

from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from . import spec_source, syntax
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

TOP_LEVEL_KEYS = ("global", "imports", "types", "enums", "structs", "commands", "generic_argument_lists")
GLOBAL_KEYS = ("cpp_namespace", "cpp_includes")
TYPE_KEYS = ("description", "bson_serialization_type", "cpp_type", "bindata_subtype", "deserializer", "serializer")
ENUM_KEYS = ("description", "type", "values")
STRUCT_KEYS = ("description", "cpp_name", "strict", "dispatch", "chained_structs", "fields", "protobuf")
COMMAND_KEYS = STRUCT_KEYS + ("command_name", "command_alias", "namespace", "type", "api_version", "reply_type",
                              "command_tag", "command_uuid_tag", "allow_global_collection_name")
FIELD_KEYS = ("type", "description", "cpp_name", "optional", "default", "ignore", "always_serialize",
              "validator", "likelihood", "tag", "wire_encoding", "packed")
VALIDATOR_KEYS = ("gt", "gte", "lt", "lte", "callback")
GENERIC_LIST_KEYS = ("description", "fields")


def parse_spec(text: str, path: str, sink: DiagnosticSink) -> syntax.SpecFile:
    """Parses one spec's text. `path` names the file in locations."""
    root = spec_source.compose(text, path, sink)
    return _SpecReader(path, sink).spec(root)


class _SpecReader:
    """Reads the nodes of one file into syntax objects."""

    def __init__(self, path: str, sink: DiagnosticSink) -> None:
        self.path = path
        self.sink = sink
        self._constructor = SafeConstructor()

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

    def keyed(self, node: Node, what: str, allowed: Tuple[str, ...]) -> Dict[str, Tuple[ScalarNode, Node]]:
        """A mapping with a fixed set of keys: {key: (key node, value node)}.
        Unknown keys are reported with the list of valid ones."""
        result: Dict[str, Tuple[ScalarNode, Node]] = {}
        for key, value in self.entries(node, what):
            if key.value not in allowed:
                self.error(key, DiagnosticId.UNKNOWN_KEY,
                           f"unknown key '{key.value}' in {what}; valid keys: {', '.join(allowed)}")
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

    def optional(self, keys: Dict[str, Tuple[ScalarNode, Node]], key: str, reader: Callable, what: str):
        if key not in keys:
            return None
        return reader(keys[key][1], what)

    # ---- the language ---------------------------------------------------------

    def spec(self, root: Optional[Node]) -> syntax.SpecFile:
        empty = syntax.SpecFile(self.path, None, (), (), (), (), (), ())
        if root is None:
            return empty
        if not isinstance(root, MappingNode):
            if self.is_null(root):
                return empty
            self.error(root, DiagnosticId.WRONG_NODE_KIND,
                       f"a spec file must be a mapping with keys {', '.join(TOP_LEVEL_KEYS)}, not {self._node_kind(root)}")
            return empty
        keys = self.keyed(root, "the spec file", TOP_LEVEL_KEYS)
        global_section = self.global_section(keys["global"]) if "global" in keys else None
        imports: Tuple[syntax.Text, ...] = ()
        if "imports" in keys:
            imports = tuple(t for t in (self.text(n, "an import") for n in self.items(keys["imports"][1], "'imports'"))
                            if t is not None)
        types = tuple(self.type_def(k, v) for k, v in self.section(keys, "types"))
        enums = tuple(self.enum_def(k, v) for k, v in self.section(keys, "enums"))
        structs = tuple(self.struct_def(k, v, command=False) for k, v in self.section(keys, "structs"))
        commands = tuple(self.struct_def(k, v, command=True) for k, v in self.section(keys, "commands"))
        generic_lists = tuple(self.generic_list(k, v) for k, v in self.section(keys, "generic_argument_lists"))
        return syntax.SpecFile(self.path, global_section, imports, types, enums, structs, commands, generic_lists)

    def section(self, keys, name: str) -> List[Tuple[ScalarNode, Node]]:
        if name not in keys:
            return []
        return self.entries(keys[name][1], f"'{name}'")

    def global_section(self, entry: Tuple[ScalarNode, Node]) -> syntax.GlobalSection:
        key, node = entry
        keys = self.keyed(node, "'global'", GLOBAL_KEYS)
        namespace = self.optional(keys, "cpp_namespace", self.text, "'cpp_namespace'")
        includes: Tuple[syntax.Text, ...] = ()
        if "cpp_includes" in keys:
            includes = self.text_or_texts(keys["cpp_includes"][1], "'cpp_includes'")
        return syntax.GlobalSection(namespace, includes, self.loc(key))

    def type_def(self, key: ScalarNode, node: Node) -> syntax.TypeDef:
        what = f"type '{key.value}'"
        keys = self.keyed(node, what, TYPE_KEYS)
        bson: Tuple[syntax.Text, ...] = ()
        bson_location = None
        if "bson_serialization_type" in keys:
            bson_node = keys["bson_serialization_type"][1]
            bson_location = self.loc(bson_node)
            bson = self.text_or_texts(bson_node, "'bson_serialization_type'")
        elif isinstance(node, MappingNode):
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'bson_serialization_type'")
        cpp_type = self.optional(keys, "cpp_type", self.text, "'cpp_type'")
        if cpp_type is None and "cpp_type" not in keys and isinstance(node, MappingNode):
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'cpp_type'")
        return syntax.TypeDef(
            name=self.name(key),
            description=self.optional(keys, "description", self.text, "'description'"),
            bson_serialization_type=bson,
            bson_type_location=bson_location,
            cpp_type=cpp_type,
            bindata_subtype=self.optional(keys, "bindata_subtype", self.text, "'bindata_subtype'"),
            deserializer=self.optional(keys, "deserializer", self.text, "'deserializer'"),
            serializer=self.optional(keys, "serializer", self.text, "'serializer'"),
            location=self.loc(key),
        )

    def enum_def(self, key: ScalarNode, node: Node) -> syntax.EnumDef:
        what = f"enum '{key.value}'"
        keys = self.keyed(node, what, ENUM_KEYS)
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
                scalar = self.scalar(vnode, f"the value of enumerator '{vkey.value}'")
                if scalar is not None:
                    values.append(syntax.EnumValueDef(self.name(vkey), scalar))
        return syntax.EnumDef(
            name=self.name(key),
            description=self.optional(keys, "description", self.text, "'description'"),
            type=self.optional(keys, "type", self.text, "'type'"),
            values=tuple(values),
            values_location=values_location,
            location=self.loc(key),
        )

    def fields(self, keys, owner: str) -> Tuple[syntax.FieldDef, ...]:
        if "fields" not in keys:
            return ()
        return tuple(self.field_def(k, v, owner) for k, v in self.entries(keys["fields"][1], f"the fields of {owner}"))

    def struct_def(self, key: ScalarNode, node: Node, command: bool) -> syntax.StructDef:
        what = f"{'command' if command else 'struct'} '{key.value}'"
        keys = self.keyed(node, what, COMMAND_KEYS if command else STRUCT_KEYS)
        chained: List[syntax.ChainedStructDef] = []
        if "chained_structs" in keys:
            for ckey, cnode in self.entries(keys["chained_structs"][1], f"the chained_structs of {what}"):
                member = self.text(cnode, f"the C++ member name of chained struct '{ckey.value}'")
                if member is not None:
                    chained.append(syntax.ChainedStructDef(self.name(ckey), member))
        command_def = None
        if command:
            aliases: Tuple[syntax.Text, ...] = ()
            if "command_alias" in keys:
                aliases = self.text_or_texts(keys["command_alias"][1], "'command_alias'")
            command_def = syntax.CommandDef(
                command_name=self.optional(keys, "command_name", self.text, "'command_name'"),
                command_alias=aliases,
                namespace=self.optional(keys, "namespace", self.text, "'namespace'"),
                type=self.optional(keys, "type", self.text, "'type'"),
                api_version=self.optional(keys, "api_version", self.text, "'api_version'"),
                reply_type=self.optional(keys, "reply_type", self.text, "'reply_type'"),
                tag=self.optional(keys, "command_tag", self.number, "'command_tag'"),
                uuid_tag=self.optional(keys, "command_uuid_tag", self.number, "'command_uuid_tag'"),
                allow_global_collection_name=self.optional(keys, "allow_global_collection_name", self.flag,
                                                           "'allow_global_collection_name'"),
            )
        return syntax.StructDef(
            name=self.name(key),
            description=self.optional(keys, "description", self.text, "'description'"),
            cpp_name=self.optional(keys, "cpp_name", self.text, "'cpp_name'"),
            strict=self.optional(keys, "strict", self.flag, "'strict'"),
            dispatch=self.optional(keys, "dispatch", self.text, "'dispatch'"),
            chained_structs=tuple(chained),
            fields=self.fields(keys, what),
            command=command_def,
            protobuf=self.optional(keys, "protobuf", self.flag, "'protobuf'"),
        )

    def generic_list(self, key: ScalarNode, node: Node) -> syntax.GenericArgumentListDef:
        what = f"generic argument list '{key.value}'"
        keys = self.keyed(node, what, GENERIC_LIST_KEYS)
        return syntax.GenericArgumentListDef(
            name=self.name(key),
            description=self.optional(keys, "description", self.text, "'description'"),
            fields=self.fields(keys, what),
        )

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
        keys = self.keyed(node, what, FIELD_KEYS)
        if "type" not in keys:
            self.error(key, DiagnosticId.MISSING_KEY, f"{what} needs 'type'")
        validator = None
        if "validator" in keys:
            validator = self.validator_def(keys["validator"], what)
        return syntax.FieldDef(
            name=name,
            type=self.optional(keys, "type", self.text, f"the type of {what}"),
            description=self.optional(keys, "description", self.text, "'description'"),
            cpp_name=self.optional(keys, "cpp_name", self.text, "'cpp_name'"),
            optional=self.optional(keys, "optional", self.flag, "'optional'"),
            default=self.optional(keys, "default", self.default_text, "'default'"),
            ignore=self.optional(keys, "ignore", self.flag, "'ignore'"),
            always_serialize=self.optional(keys, "always_serialize", self.flag, "'always_serialize'"),
            validator=validator,
            likelihood=self.optional(keys, "likelihood", self.number, "'likelihood'"),
            tag=self.optional(keys, "tag", self.number, "'tag'"),
            wire_encoding=self.optional(keys, "wire_encoding", self.text, "'wire_encoding'"),
            packed=self.optional(keys, "packed", self.flag, "'packed'"),
        )

    def default_text(self, node: Node, what: str) -> Optional[syntax.Text]:
        """A default is a C++ expression; YAML booleans become `true`/`false`."""
        if self.scalar_kind(node) == "bool":
            value = self._constructor.construct_yaml_bool(node)
            return syntax.Text("true" if value else "false", self.loc(node))
        return self.text(node, what)

    def validator_def(self, entry: Tuple[ScalarNode, Node], what: str) -> Optional[syntax.ValidatorDef]:
        key, node = entry
        vwhat = f"the validator of {what}"
        if self.is_null(node):
            self.error(node, DiagnosticId.WRONG_NODE_KIND, f"{vwhat} must be a mapping with keys "
                       f"{', '.join(VALIDATOR_KEYS)}, not null")
            return None
        errors_before = self.sink.error_count()
        keys = self.keyed(node, vwhat, VALIDATOR_KEYS)
        if not isinstance(node, MappingNode):
            return None
        validator = syntax.ValidatorDef(
            gt=self.optional(keys, "gt", self.number, "validator bound 'gt'"),
            gte=self.optional(keys, "gte", self.number, "validator bound 'gte'"),
            lt=self.optional(keys, "lt", self.number, "validator bound 'lt'"),
            lte=self.optional(keys, "lte", self.number, "validator bound 'lte'"),
            callback=self.optional(keys, "callback", self.text, "validator 'callback'"),
            location=self.loc(key),
        )
        # A validator with a broken part is dropped (already reported), so the
        # binder does not report it again as empty.
        return validator if self.sink.error_count() == errors_before else None
