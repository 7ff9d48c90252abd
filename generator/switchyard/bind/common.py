"""What the binder's modules share: the language's fixed lists, a loaded file,
a definition, a file's context, the state of one run (`BindState`, handed to
every part as MongoDB's binder hands its context to its functions), and the
message helpers."""

from __future__ import annotations

import re
from dataclasses import dataclass, field as dc_field
from typing import Dict, Iterator, List, Optional, Sequence, Set, Tuple, Union

from .. import model, mongodb_dialect, syntax
from ..diagnostics import DiagnosticSink
from ..lower import kinds
from ..model import Location

DEFAULT_CPP_NAMESPACE = "switchyard::idl"
DISPATCH_STRATEGIES = model.SPEC_DISPATCH
DEFAULT_DISPATCH = model.DEFAULT_DISPATCH
ENUM_VALUE_TYPES = ("string", "int")
BINDATA_SUBTYPES = ("generic", "function", "uuid_old", "uuid", "md5", "encrypt", "column", "sensitive")

# BSON type names: the spelling accepted in specs (case-insensitive) -> the
# runtime's spelling (switchyard::typeName), which the model carries.
BSON_TYPE_NAMES = {
    name.lower(): name
    for name in ("double", "string", "object", "array", "binData", "undefined", "objectId", "bool", "date",
                 "null", "regex", "dbPointer", "javascript", "symbol", "javascriptWithScope", "int",
                 "timestamp", "long", "decimal", "minKey", "maxKey")
}
ANY_BSON_TYPE = model.ANY_BSON_TYPE

# The `types:` entries the runtime reads and writes itself, the view kinds and
# the kinds validator bounds apply to: columns of lower/kinds.py's table.
BUILTIN_KINDS = kinds.BUILTIN_KINDS
VIEW_KINDS = kinds.VIEW_KINDS
DOCUMENT_KINDS = kinds.DOCUMENT_KINDS
NUMERIC_KINDS = kinds.BOUNDS_KINDS
MAX_ARRAY_NESTING = 8
# Files imported through one another, and structs chained through one another
# (ID0009): MongoDB's specs go two or three deep; the limits keep the binder's
# recursion far from Python's own limit whatever the input.
MAX_IMPORT_DEPTH = 100
MAX_CHAIN_DEPTH = 64
INT32_RANGE = (-(2 ** 31), 2 ** 31 - 1)

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
ARRAY_TYPE = re.compile(r"array\s*<(.*)>\Z", re.S)


@dataclass
class LoadedFile:
    """A parsed file and the files its imports resolved to (real paths)."""

    path: str                       # the path it was opened by (as given, or importer-relative)
    real_path: str
    syntax: syntax.SpecFile
    imports: List[str] = dc_field(default_factory=list)          # real paths, direct, in order
    import_paths: List[str] = dc_field(default_factory=list)     # the same, as opened


@dataclass
class Definition:
    """A named entry of a file's types/enums/structs/commands."""

    kind: str                           # "type" | "enum" | "struct" | "command"
    name: str
    file: LoadedFile
    node: Union[syntax.TypeDef, syntax.EnumDef, syntax.StructDef]

    @property
    def location(self) -> Location:
        return self.node.name.location if not isinstance(self.node, syntax.TypeDef) else self.node.location


def definitions_of(loaded: LoadedFile) -> Iterator[Definition]:
    """A file's types, enums, structs and commands, in that order."""
    f = loaded.syntax
    for kind, defs in (("type", f.types), ("enum", f.enums), ("struct", f.structs), ("command", f.commands)):
        for d in defs:
            yield Definition(kind, d.name.value, loaded, d)


@dataclass
class FileContext:
    file: LoadedFile
    scope: Tuple[str, ...]
    cpp_namespace: str


# Not bound yet (a bound definition may be None: it had errors).
MISSING = object()


@dataclass
class BindState:
    """What every part of the binder reads and fills in one compiler run: the
    run's options, the files loaded, and every definition bound so far (by
    the id of its syntax node). The parts receive it and each other
    explicitly (binder.Workspace wires them); none reaches another through
    a shared `self`."""

    include_dirs: List[str]
    sink: DiagnosticSink
    max_spec_bytes: int
    type_map_paths: List[str]
    dialect: Optional[str]                  # None: by extension (grammar.dialect_of)
    type_map_cache: Optional[mongodb_dialect.TypeMap] = None
    bound_only: bool = False                # MongoDB's dialect: imported definitions are bound on use
    files: Dict[str, LoadedFile] = dc_field(default_factory=dict)
    definitions: Dict[str, List[Definition]] = dc_field(default_factory=dict)
    scopes: Dict[str, Tuple[str, ...]] = dc_field(default_factory=dict)
    bound: Dict[int, object] = dc_field(default_factory=dict)
    struct_in_progress: Set[int] = dc_field(default_factory=set)
    generic_fields: Dict[int, Tuple[model.Field, ...]] = dc_field(default_factory=dict)
    generic_classes: Dict[str, Optional[model.Struct]] = dc_field(default_factory=dict)   # bind/generic.py
    checked_scopes: Set[str] = dc_field(default_factory=set)
    contexts: Dict[str, FileContext] = dc_field(default_factory=dict)
    post_order: List[str] = dc_field(default_factory=list)   # real paths, every file after its imports
    order_cache: Dict[str, int] = dc_field(default_factory=dict)

    @classmethod
    def create(cls, include_dirs: Sequence[str], sink: DiagnosticSink, type_maps: Sequence[str],
               dialect: Optional[str], max_spec_bytes: int) -> "BindState":
        return cls(list(include_dirs), sink, max_spec_bytes, list(type_maps), dialect)

    def memo(self, node: object):
        """What `node` was bound to (MISSING: not yet)."""
        return self.bound.get(id(node), MISSING)

    def type_map(self) -> mongodb_dialect.TypeMap:
        """MongoDB's type map (the shipped one and --type-map), read once."""
        if self.type_map_cache is None:
            self.type_map_cache = mongodb_dialect.load_type_map(self.type_map_paths, self.sink)
        return self.type_map_cache

    def type_map_files(self) -> List[str]:
        """The type maps read (MongoDB's dialect), for depfiles."""
        return [mongodb_dialect.SHIPPED_TYPE_MAP, *self.type_map_paths] if self.type_map_cache is not None else []


def kind_text(scalar: syntax.Scalar) -> str:
    return {"str": "a string", "int": "an integer", "float": "a number", "bool": "a boolean",
            "null": "null"}[scalar.kind] + f" ('{scalar.text}')"


def bound_text(bound: syntax.Number, strict: bool, lower: bool) -> str:
    op = (">" if strict else ">=") if lower else ("<" if strict else "<=")
    return f"{op} {bound.text}"
