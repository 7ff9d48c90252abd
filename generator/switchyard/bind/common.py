"""What the binder's modules share: the language's fixed lists, a loaded file,
a definition, a file's context, and the message helpers."""

from __future__ import annotations

import re
from dataclasses import dataclass, field as dc_field
from typing import Iterator, List, Tuple, Union

from .. import model, syntax
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


def kind_text(scalar: syntax.Scalar) -> str:
    return {"str": "a string", "int": "an integer", "float": "a number", "bool": "a boolean",
            "null": "null"}[scalar.kind] + f" ('{scalar.text}')"


def bound_text(bound: syntax.Number, strict: bool, lower: bool) -> str:
    op = (">" if strict else ">=") if lower else ("<" if strict else "<=")
    return f"{op} {bound.text}"
