"""Binder: syntax objects -> the checked, immutable `model.Spec`.

Two steps:

1. `Workspace.load(path)` reads a file and, transitively, its imports (relative
   to the importing file, then each include directory). Files are identified
   by their real path, so diamonds load once and cycles terminate.
2. `Workspace.bind(path)` builds the `model.Spec` of one loaded file. A file
   sees what it defines plus everything its imports reach (its *scope*).
   Every definition is bound once, in the scope of the file that defines it,
   and every rule of the language is checked there. All problems go to the
   diagnostic sink; binding carries on so that one run reports them all.

The binder never reorders what has a declaration order.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field as dc_field, replace
from typing import Dict, List, Optional, Sequence, Set, Tuple, Union

from . import model, parser, proto_rules, syntax
from .lower import kinds
from .lower.names import CPP_KEYWORDS
from .diagnostics import DiagnosticId, DiagnosticSink
from .model import Location

DEFAULT_CPP_NAMESPACE = "switchyard::idl"
DISPATCH_STRATEGIES = ("chain", "trie", "length", "compares", "hash", "auto")
DEFAULT_DISPATCH = "auto"
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
ANY_BSON_TYPE = "any"

# The `types:` entries the runtime reads and writes itself, the view kinds and
# the kinds validator bounds apply to: columns of lower/kinds.py's table.
BUILTIN_KINDS = kinds.BUILTIN_KINDS
VIEW_KINDS = kinds.VIEW_KINDS
NUMERIC_KINDS = kinds.BOUNDS_KINDS
MAX_ARRAY_NESTING = 8
INT32_RANGE = (-(2 ** 31), 2 ** 31 - 1)

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_ARRAY_TYPE = re.compile(r"array\s*<(.*)>\Z", re.S)


# ---- C++ names ----------------------------------------------------------------

def cpp_identifier_problem(name: str) -> Optional[str]:
    """Why `name` cannot be a C++ identifier we generate, or None."""
    if not _IDENTIFIER.match(name):
        return "is not a C++ identifier"
    if name in CPP_KEYWORDS:
        return "is a C++ keyword"
    if name.startswith("_") and len(name) > 1 and (name[1] == "_" or name[1].isupper()):
        return "is reserved in C++ (leading underscore followed by an underscore or capital)"
    if "__" in name:
        return "is reserved in C++ (contains a double underscore)"
    return None


def cpp_qualified_name_problem(name: str, allow_global_prefix: bool = True) -> Optional[str]:
    """Why `name` cannot be a (possibly ::-qualified) C++ name, or None."""
    text = name[2:] if allow_global_prefix and name.startswith("::") else name
    if not text:
        return "is empty"
    for part in text.split("::"):
        problem = cpp_identifier_problem(part)
        if problem:
            return f"is not a qualified C++ name ('{part}' {problem})" if part != text else problem
    return None


def upper_camel(name: str) -> str:
    """`get_more` -> `GetMore`, `find` -> `Find`, `_configsvrFoo` -> `ConfigsvrFoo`."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", name) if p]
    return "".join(p[0].upper() + p[1:] for p in parts)


def default_struct_cpp_name(name: str) -> str:
    return name[:1].upper() + name[1:]


def default_command_cpp_name(name: str) -> str:
    return upper_camel(name) + "Command"


def default_field_cpp_name(wire_name: str) -> str:
    """The wire name without leading `$` and `_` (`$_resumeAfter` -> `resumeAfter`)."""
    return wire_name.lstrip("$_")


# ---- loading -------------------------------------------------------------------

@dataclass
class LoadedFile:
    """A parsed file and the files its imports resolved to (real paths)."""

    path: str                       # the path it was opened by (as given, or importer-relative)
    real_path: str
    syntax: syntax.SpecFile
    imports: List[str] = dc_field(default_factory=list)          # real paths, direct, in order
    import_paths: List[str] = dc_field(default_factory=list)     # the same, as opened


@dataclass
class _Definition:
    """A named entry of a file's types/enums/structs/commands."""

    kind: str                           # "type" | "enum" | "struct" | "command"
    name: str
    file: LoadedFile
    node: Union[syntax.TypeDef, syntax.EnumDef, syntax.StructDef]

    @property
    def location(self) -> Location:
        return self.node.name.location if not isinstance(self.node, syntax.TypeDef) else self.node.location


_KIND_ORDER = ("type", "enum", "struct", "command")


class Workspace:
    """Every file of one compiler run, and every definition bound so far."""

    def __init__(self, include_dirs: Sequence[str], sink: DiagnosticSink) -> None:
        self.include_dirs = list(include_dirs)
        self.sink = sink
        self.files: Dict[str, LoadedFile] = {}
        self._definitions: Dict[str, List[_Definition]] = {}
        self._scopes: Dict[str, Tuple[str, ...]] = {}
        self._bound: Dict[int, object] = {}
        self._struct_in_progress: Set[int] = set()
        self._generic_fields: Dict[int, Tuple[model.Field, ...]] = {}
        self._checked_scopes: Set[str] = set()
        self._contexts: Dict[str, "_FileContext"] = {}
        self._post_order: List[str] = []   # real paths, every file after the files it imports
        self._order_cache: Dict[str, int] = {}

    # -- files ---------------------------------------------------------------

    def load(self, path: str, location: Optional[Location] = None) -> Optional[LoadedFile]:
        """Loads `path` and its imports. Returns None when it cannot be read."""
        real = os.path.realpath(path)
        if real in self.files:
            return self.files[real]
        if os.path.isdir(path):
            self.sink.error(location or Location(path, 1, 1), DiagnosticId.FILE_UNREADABLE,
                            f"cannot read '{path}': it is a directory")
            return None
        text = parser.read_spec_text(path, self.sink, location)
        if text is None:
            return None
        loaded = LoadedFile(path, real, parser.parse_spec(text, path, self.sink))
        self.files[real] = loaded
        for kind, defs in (("type", loaded.syntax.types), ("enum", loaded.syntax.enums),
                           ("struct", loaded.syntax.structs), ("command", loaded.syntax.commands)):
            for d in defs:
                self._definitions.setdefault(d.name.value, []).append(_Definition(kind, d.name.value, loaded, d))
        seen: Dict[str, syntax.Text] = {}
        for imp in loaded.syntax.imports:
            if imp.value in seen:
                self.sink.warning(imp.location, DiagnosticId.REPEATED_IMPORT,
                                  f"'{imp.value}' is already imported at line {seen[imp.value].location.line}")
                continue
            seen[imp.value] = imp
            target = self._resolve_import(loaded, imp)
            if target is None:
                continue
            child = self.load(target, imp.location)
            if child is not None and child.real_path not in loaded.imports:
                loaded.imports.append(child.real_path)
                loaded.import_paths.append(child.path)
        self._post_order.append(real)
        return loaded

    def _resolve_import(self, importer: LoadedFile, imp: syntax.Text) -> Optional[str]:
        if not imp.value.strip():
            self.sink.error(imp.location, DiagnosticId.IMPORT_NOT_FOUND, "an import must name a file")
            return None
        if os.path.isabs(imp.value):
            candidates = [imp.value]
        else:
            candidates = [os.path.normpath(os.path.join(os.path.dirname(importer.path), imp.value))]
            candidates += [os.path.normpath(os.path.join(d, imp.value)) for d in self.include_dirs]
        for candidate in candidates:
            if os.path.isfile(candidate):
                return candidate
        self.sink.error(imp.location, DiagnosticId.IMPORT_NOT_FOUND,
                        f"cannot find import '{imp.value}' (looked in: {', '.join(candidates)})")
        return None

    def scope(self, real_path: str) -> Tuple[str, ...]:
        """The files a file sees: itself, then its imports, depth first, each once."""
        if real_path in self._scopes:
            return self._scopes[real_path]
        order: List[str] = []
        stack = [real_path]
        seen: Set[str] = set()
        while stack:
            current = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            order.append(current)
            stack.extend(reversed(self.files[current].imports))
        self._scopes[real_path] = tuple(order)
        return self._scopes[real_path]

    # -- names -----------------------------------------------------------------

    def _lookup(self, name: str, scope: Tuple[str, ...]) -> Optional[_Definition]:
        """The definition of `name` a scope sees (when defined twice, the one
        reported as the original)."""
        scope_set = set(scope)
        order = self._load_order()
        found = [d for d in self._definitions.get(name, ()) if d.file.real_path in scope_set]
        return min(found, key=lambda d: order.get(d.file.real_path, len(order))) if found else None

    def _load_order(self) -> Dict[str, int]:
        if len(self._order_cache) != len(self._post_order):
            self._order_cache = {real: i for i, real in enumerate(self._post_order)}
        return self._order_cache

    def _definitions_in(self, scope: Tuple[str, ...]) -> List[_Definition]:
        out: List[_Definition] = []
        for real in scope:
            f = self.files[real].syntax
            for kind, defs in (("type", f.types), ("enum", f.enums), ("struct", f.structs), ("command", f.commands)):
                for d in defs:
                    out.append(_Definition(kind, d.name.value, self.files[real], d))
        return out

    def _check_scope(self, real_path: str) -> None:
        """Names defined twice anywhere in a file's scope, and C++ names
        that two definitions of one namespace would share."""
        if real_path in self._checked_scopes:
            return
        self._checked_scopes.add(real_path)
        scope = self.scope(real_path)
        first: Dict[str, _Definition] = {}
        # Imported definitions come first, so a clash is reported at the importer's.
        order = self._load_order()
        defs = sorted(self._definitions_in(scope), key=lambda d: order[d.file.real_path])
        for d in defs:
            if d.name in first:
                other = first[d.name]
                self.sink.error(d.location, DiagnosticId.DUPLICATE_DEFINITION,
                                f"{d.kind} '{d.name}' conflicts with {other.kind} '{d.name}' defined at "
                                f"{other.location}")
            else:
                first[d.name] = d

    # -- binding ---------------------------------------------------------------

    def bind(self, loaded: LoadedFile, path: Optional[str] = None) -> model.Spec:
        """The model of one loaded file (`path`: the path to record, default as opened)."""
        scope = self.scope(loaded.real_path)
        self._check_scope(loaded.real_path)
        ctx = self._file_context(loaded)
        types = tuple(t for t in (self._basic_type(td, ctx) for td in loaded.syntax.types) if t is not None)
        enums = tuple(e for e in (self._enum(ed, ctx) for ed in loaded.syntax.enums) if e is not None)
        structs = tuple(s for s in (self._struct(sd, ctx) for sd in loaded.syntax.structs + loaded.syntax.commands)
                        if s is not None)
        for real in scope:
            # Imported files are checked too (their errors belong to this run).
            if real != loaded.real_path:
                other = self._file_context(self.files[real])
                for td in self.files[real].syntax.types:
                    self._basic_type(td, other)
                for ed in self.files[real].syntax.enums:
                    self._enum(ed, other)
                for sd in self.files[real].syntax.structs + self.files[real].syntax.commands:
                    self._struct(sd, other)
        visible_structs: List[model.Struct] = []
        visible_enums: List[model.EnumType] = []
        origin: List[Tuple[str, str]] = []
        for real in scope:
            f = self.files[real]
            fctx = self._file_context(f)
            for ed in f.syntax.enums:
                e = self._enum(ed, fctx)
                if e is not None and self._lookup(e.name, scope).node is ed:
                    visible_enums.append(e)
            for sd in f.syntax.structs + f.syntax.commands:
                s = self._struct(sd, fctx)
                if s is not None and self._lookup(s.name, scope).node is sd:
                    visible_structs.append(s)
                    origin.append((s.name, f.path if real != loaded.real_path else (path or f.path)))
        self._check_cpp_names(scope)
        self._check_command_names(scope)
        self._check_recursion(scope)
        global_section = loaded.syntax.global_section
        return model.Spec(
            path=path or loaded.path,
            cpp_namespace=ctx.cpp_namespace,
            cpp_includes=tuple(t.value for t in global_section.cpp_includes) if global_section else (),
            imports=tuple(loaded.import_paths),
            types=types,
            enums=enums,
            structs=structs,
            visible_structs=tuple(visible_structs),
            visible_enums=tuple(visible_enums),
            struct_origin=tuple(origin),
        )

    def _file_context(self, loaded: LoadedFile) -> "_FileContext":
        if loaded.real_path in self._contexts:
            return self._contexts[loaded.real_path]
        namespace = DEFAULT_CPP_NAMESPACE
        gs = loaded.syntax.global_section
        if gs is not None and gs.cpp_namespace is not None:
            problem = cpp_qualified_name_problem(gs.cpp_namespace.value, allow_global_prefix=False)
            if problem:
                self.sink.error(gs.cpp_namespace.location, DiagnosticId.INVALID_CPP_NAME,
                                f"cpp_namespace '{gs.cpp_namespace.value}' {problem}")
            else:
                namespace = gs.cpp_namespace.value
        ctx = _FileContext(loaded, self.scope(loaded.real_path), namespace)
        self._contexts[loaded.real_path] = ctx
        return ctx

    def _memo(self, node: object):
        return self._bound.get(id(node), _MISSING)

    # -- types -------------------------------------------------------------------

    def _check_type_name(self, name: syntax.Text, what: str) -> bool:
        if not _IDENTIFIER.match(name.value) or name.value == "array":
            self.sink.error(name.location, DiagnosticId.BAD_NAME,
                            f"{what} name '{name.value}' must be an identifier (letters, digits, '_'; not 'array')")
            return False
        return True

    def _basic_type(self, td: syntax.TypeDef, ctx: "_FileContext") -> Optional[model.BasicType]:
        memo = self._memo(td)
        if memo is not _MISSING:
            return memo
        result = self._bind_basic_type(td)
        self._bound[id(td)] = result
        return result

    def _bind_basic_type(self, td: syntax.TypeDef) -> Optional[model.BasicType]:
        ok = self._check_type_name(td.name, "type")
        what = f"type '{td.name.value}'"
        bson_types: List[str] = []
        seen_bson: Set[str] = set()
        for t in td.bson_serialization_type:
            spelled = t.value.strip()
            canonical = ANY_BSON_TYPE if spelled.lower() == ANY_BSON_TYPE else BSON_TYPE_NAMES.get(spelled.lower())
            if canonical is None:
                self.sink.error(t.location, DiagnosticId.UNKNOWN_BSON_TYPE,
                                f"unknown BSON type '{t.value}' in {what}; known: "
                                f"{', '.join(sorted(BSON_TYPE_NAMES.values()))}, any")
                ok = False
                continue
            if canonical in seen_bson:
                self.sink.error(t.location, DiagnosticId.BAD_BSON_TYPE_LIST,
                                f"BSON type '{t.value}' is listed twice in {what}")
                ok = False
                continue
            seen_bson.add(canonical)
            bson_types.append(canonical)
        if td.bson_type_location is not None and not td.bson_serialization_type and ok:
            self.sink.error(td.bson_type_location, DiagnosticId.BAD_BSON_TYPE_LIST,
                            f"{what} must accept at least one BSON type")
            ok = False
        if ANY_BSON_TYPE in bson_types and len(bson_types) > 1:
            self.sink.error(td.bson_type_location or td.location, DiagnosticId.BAD_BSON_TYPE_LIST,
                            f"'any' must be the only BSON type of {what}")
            ok = False
        subtype: Optional[str] = None
        if td.bindata_subtype is not None:
            if bson_types != ["binData"]:
                self.sink.error(td.bindata_subtype.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                                f"bindata_subtype is only allowed when bson_serialization_type is bindata alone")
                ok = False
            elif td.bindata_subtype.value not in BINDATA_SUBTYPES:
                self.sink.error(td.bindata_subtype.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                                f"unknown bindata_subtype '{td.bindata_subtype.value}'; valid: "
                                f"{', '.join(BINDATA_SUBTYPES)}")
                ok = False
            else:
                subtype = td.bindata_subtype.value
        elif bson_types == ["binData"]:
            self.sink.error(td.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                            f"{what} accepts bindata and needs a bindata_subtype ({', '.join(BINDATA_SUBTYPES)})")
            ok = False
        for fn_text, role in ((td.deserializer, "deserializer"), (td.serializer, "serializer")):
            if fn_text is not None:
                problem = cpp_qualified_name_problem(fn_text.value)
                if problem:
                    self.sink.error(fn_text.location, DiagnosticId.INVALID_CPP_NAME,
                                    f"{role} '{fn_text.value}' {problem}")
                    ok = False
        if td.cpp_type is not None and not td.cpp_type.value.strip():
            self.sink.error(td.cpp_type.location, DiagnosticId.INVALID_CPP_NAME, f"the cpp_type of {what} is empty")
            ok = False
        if not ok or td.cpp_type is None or not bson_types:
            return None
        cpp_type = td.cpp_type.value.strip()
        has_functions = td.deserializer is not None or td.serializer is not None
        if has_functions:
            if td.deserializer is None or td.serializer is None:
                missing = "serializer" if td.deserializer is not None else "deserializer"
                self.sink.error(td.location, DiagnosticId.NEEDS_SERIALIZER,
                                f"{what} gives a {'deserializer' if missing == 'serializer' else 'serializer'} "
                                f"but no {missing}; a custom type needs both")
                return None
            kind = model.ValueKind.CUSTOM
        else:
            builtin_subtype = subtype if subtype in ("generic", "uuid") else (subtype or None)
            kind = BUILTIN_KINDS.get((frozenset(bson_types), builtin_subtype, cpp_type))
            if kind is None:
                spelled = bson_types[0] if len(bson_types) == 1 else "[" + ", ".join(bson_types) + "]"
                if subtype:
                    spelled += f" (subtype {subtype})"
                self.sink.error(td.location, DiagnosticId.NEEDS_SERIALIZER,
                                f"{what}: BSON {spelled} as C++ '{cpp_type}' is not a built-in combination; "
                                f"give a deserializer and a serializer")
                return None
        return model.BasicType(
            name=td.name.value,
            kind=kind,
            bson_types=tuple(bson_types),
            cpp_type=cpp_type,
            is_view=kind in VIEW_KINDS,
            deserializer=td.deserializer.value if kind is model.ValueKind.CUSTOM else None,
            serializer=td.serializer.value if kind is model.ValueKind.CUSTOM else None,
            description=td.description.value if td.description else "",
            location=td.location,
        )

    def _enum(self, ed: syntax.EnumDef, ctx: "_FileContext") -> Optional[model.EnumType]:
        memo = self._memo(ed)
        if memo is not _MISSING:
            return memo
        result = self._bind_enum(ed, ctx)
        self._bound[id(ed)] = result
        return result

    def _bind_enum(self, ed: syntax.EnumDef, ctx: "_FileContext") -> Optional[model.EnumType]:
        what = f"enum '{ed.name.value}'"
        ok = self._check_type_name(ed.name, "enum")
        if ok:
            problem = cpp_identifier_problem(ed.name.value)
            if problem:
                self.sink.error(ed.name.location, DiagnosticId.INVALID_CPP_NAME, f"enum name '{ed.name.value}' {problem}")
                ok = False
        value_type = ed.type.value if ed.type is not None else None
        if ed.type is not None and value_type not in ENUM_VALUE_TYPES:
            self.sink.error(ed.type.location, DiagnosticId.BAD_ENUM_TYPE,
                            f"the type of {what} must be string or int, not '{ed.type.value}'")
            ok = False
        if ed.values_location is not None and not ed.values:
            self.sink.error(ed.values_location, DiagnosticId.EMPTY_ENUM, f"{what} has no values")
            ok = False
        values: List[model.EnumValue] = []
        seen_values: Dict[Union[str, int], syntax.EnumValueDef] = {}
        for v in ed.values:
            problem = cpp_identifier_problem(v.name.value)
            if problem:
                self.sink.error(v.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"enumerator name '{v.name.value}' {problem}")
                ok = False
            wire: Union[str, int, None] = None
            if value_type == "string":
                if v.value.kind != "str":
                    self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                    f"{what} has string values, but '{v.name.value}' is {_kind_text(v.value)}; quote it")
                    ok = False
                else:
                    wire = v.value.value
                    if "\0" in wire:
                        self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                        f"the value of '{v.name.value}' contains a NUL character")
                        ok = False
                        wire = None
            elif value_type == "int":
                if v.value.kind != "int":
                    self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                    f"{what} has int values, but '{v.name.value}' is {_kind_text(v.value)}")
                    ok = False
                elif not INT32_RANGE[0] <= v.value.value <= INT32_RANGE[1]:
                    self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                    f"the value of '{v.name.value}' ({v.value.text}) does not fit a 32-bit int")
                    ok = False
                else:
                    wire = v.value.value
            if wire is None:
                continue
            if wire in seen_values:
                self.sink.error(v.value.location, DiagnosticId.DUPLICATE_ENUM_VALUE,
                                f"'{v.name.value}' repeats the value of '{seen_values[wire].name.value}' in {what}")
                ok = False
                continue
            seen_values[wire] = v
            values.append(model.EnumValue(v.name.value, wire, v.name.location))
        if not ok or value_type is None:
            return None
        return model.EnumType(
            name=ed.name.value,
            value_type=value_type,
            values=tuple(values),
            description=ed.description.value if ed.description else "",
            cpp_namespace=ctx.cpp_namespace,
            location=ed.name.location,
        )

    def _resolve_type(self, text: syntax.Text, ctx: "_FileContext", what: str) -> Optional[model.FieldType]:
        return self._resolve_type_expression(text.value.strip(), text, ctx, what)

    def _resolve_type_expression(self, expr: str, text: syntax.Text, ctx: "_FileContext",
                                 what: str) -> Optional[model.FieldType]:
        depth = 0
        while True:
            m = _ARRAY_TYPE.match(expr)
            if not m:
                break
            expr = m.group(1).strip()
            depth += 1
            if not expr:
                self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                                f"'{text.value}' ({what}) needs an element type: array<T>")
                return None
            if depth > MAX_ARRAY_NESTING:
                self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                                f"'{text.value[:60]}...' ({what}) nests arrays more than {MAX_ARRAY_NESTING} deep")
                return None
        element = self._resolve_named_type(expr, text, ctx, what)
        for _ in range(depth):
            if element is None:
                return None
            element = model.FieldType("array", element=element)
        return element

    def _resolve_named_type(self, expr: str, text: syntax.Text, ctx: "_FileContext",
                            what: str) -> Optional[model.FieldType]:
        if not _IDENTIFIER.match(expr):
            self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                            f"'{text.value}' ({what}) is not a type: expected a name or array<T>")
            return None
        d = self._lookup(expr, ctx.scope)
        if d is None:
            hint = ""
            if self._definitions.get(expr):
                hint = f" (it is defined in '{self._definitions[expr][0].file.path}', which is not imported)"
            self.sink.error(text.location, DiagnosticId.UNKNOWN_TYPE, f"unknown type '{expr}' ({what}){hint}")
            return None
        dctx = self._file_context(d.file)
        if d.kind == "type":
            basic = self._basic_type(d.node, dctx)
            return model.FieldType("basic", basic=basic) if basic is not None else None
        if d.kind == "enum":
            enum = self._enum(d.node, dctx)
            return model.FieldType("enum", enum=enum) if enum is not None else None
        if d.kind == "struct":
            return model.FieldType("struct", struct_name=d.name)
        self.sink.error(text.location, DiagnosticId.UNKNOWN_TYPE,
                        f"'{expr}' is a command, not a type ({what})")
        return None

    # -- fields ------------------------------------------------------------------

    def _field(self, fd: syntax.FieldDef, ctx: "_FileContext", owner: str) -> Optional[model.Field]:
        memo = self._memo(fd)
        if memo is not _MISSING:
            return memo
        result = self._bind_field(fd, ctx, owner)
        self._bound[id(fd)] = result
        return result

    def _bind_field(self, fd: syntax.FieldDef, ctx: "_FileContext", owner: str) -> Optional[model.Field]:
        name = fd.name.value
        what = f"field '{name}' of {owner}"
        ok = True
        if not name or "\0" in name:
            self.sink.error(fd.name.location, DiagnosticId.BAD_NAME,
                            f"a field name must be non-empty and contain no NUL character ({owner})")
            ok = False
        ftype = self._resolve_type(fd.type, ctx, what) if fd.type is not None else None
        if fd.type is not None and ftype is None:
            ok = False
        if fd.cpp_name is not None:
            cpp_name = fd.cpp_name.value
            problem = cpp_identifier_problem(cpp_name)
            if problem:
                self.sink.error(fd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME, f"cpp_name '{cpp_name}' {problem}")
                ok = False
        else:
            cpp_name = default_field_cpp_name(name)
            problem = cpp_identifier_problem(cpp_name) if ok else None
            if problem:
                self.sink.error(fd.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"the C++ name '{cpp_name}' derived from {what} {problem}; give a cpp_name")
                ok = False
        optional = fd.optional.value if fd.optional else False
        ignore = fd.ignore.value if fd.ignore else False
        always_serialize = fd.always_serialize.value if fd.always_serialize else False
        default = fd.default.value if fd.default is not None else None
        if fd.default is not None and optional:
            self.sink.error(fd.default.location, DiagnosticId.OPTIONAL_WITH_DEFAULT,
                            f"{what} is optional and has a default; choose one")
            ok = False
        if fd.default is not None and not fd.default.value.strip():
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"the default of {what} is empty; it must be a C++ expression")
            ok = False
        elif fd.default is not None and ftype is not None and ftype.category in ("struct", "array"):
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"{what} has type '{ftype.idl_name}': a default is not supported for "
                            f"{ftype.category} fields (make it optional)")
            ok = False
        elif fd.default is not None and ignore:
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"{what} is ignored, so a default has no effect")
            ok = False
        elif fd.default is not None and ftype is not None and ftype.category == "enum" and \
                ftype.enum.value_for(str(fd.default.value)) is None:
            e = ftype.enum
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"the default '{fd.default.value}' of {what} is not a value of enum '{e.name}'; "
                            f"valid: {', '.join(ev.name for ev in e.values)} (or {e.name}::<name>, or the "
                            f"wire value)")
            ok = False
        if always_serialize and not optional:
            self.sink.error(fd.always_serialize.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"always_serialize applies to optional fields only, and {what} is not optional")
            ok = False
        if ignore and fd.validator is not None:
            self.sink.error(fd.validator.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"{what} is ignored, so a validator has no effect")
            ok = False
        validator = None
        if fd.validator is not None:
            validator = self._validator(fd.validator, ftype, what)
            if validator is None:
                ok = False
        likelihood = None
        if fd.likelihood is not None:
            likelihood = float(fd.likelihood.value)
            if not 0.0 <= likelihood <= 1.0:
                self.sink.error(fd.likelihood.location, DiagnosticId.LIKELIHOOD_OUT_OF_RANGE,
                                f"the likelihood of {what} is {fd.likelihood.text}; it must be in [0, 1]")
                ok = False
        if not self._check_proto_field(fd, ftype, what):
            ok = False
        if not ok or ftype is None:
            return None
        return model.Field(
            name=name,
            cpp_name=cpp_name,
            type=ftype,
            optional=optional,
            default=default,
            ignore=ignore,
            validator=validator,
            always_serialize=always_serialize,
            description=fd.description.value if fd.description else "",
            likelihood=likelihood,
            location=fd.name.location,
            tag=fd.tag.value if fd.tag is not None else None,
            wire_encoding=fd.wire_encoding.value if fd.wire_encoding is not None else None,
            packed=fd.packed.value if fd.packed is not None else None,
        )

    def _check_proto_field(self, fd: syntax.FieldDef, ftype: Optional[model.FieldType], what: str) -> bool:
        """The protobuf annotations of one field (docs/protobuf.md)."""
        ok = True
        if fd.tag is not None:
            problem = proto_rules.tag_problem(fd.tag.value)
            if problem:
                self.sink.error(fd.tag.location, DiagnosticId.BAD_PROTO_TAG,
                                f"the tag of {what} is {fd.tag.text}; a protobuf field number {problem}")
                ok = False
        if ftype is None:
            return ok
        element = proto_rules.element_type(ftype)
        if fd.wire_encoding is not None:
            encodings = proto_rules.scalar_encodings(element)
            spelled = fd.wire_encoding.value
            if spelled not in proto_rules.ALL_ENCODINGS:
                self.sink.error(fd.wire_encoding.location, DiagnosticId.BAD_WIRE_ENCODING,
                                f"unknown wire_encoding '{spelled}' of {what}; known: "
                                f"{', '.join(proto_rules.ALL_ENCODINGS)}")
                ok = False
            elif encodings is None or spelled not in encodings:
                valid = f"valid: {', '.join(encodings)}" if encodings else "it has no protobuf mapping"
                self.sink.error(fd.wire_encoding.location, DiagnosticId.BAD_WIRE_ENCODING,
                                f"wire_encoding '{spelled}' cannot carry {what} of type '{ftype.idl_name}'; {valid}")
                ok = False
        if fd.packed is not None and not proto_rules.packable(ftype):
            self.sink.error(fd.packed.location, DiagnosticId.BAD_WIRE_ENCODING,
                            f"'packed' applies to arrays of numbers, bools and int enums, and {what} has type "
                            f"'{ftype.idl_name}'")
            ok = False
        return ok

    def _check_proto_struct(self, sd: syntax.StructDef, fields: Sequence[model.Field], ctx: "_FileContext",
                            what: str, command: Optional[model.CommandInfo]) -> bool:
        """The rules of a `protobuf: true` struct or command: tags on every
        field (a command's first element and generic arguments included),
        unique, and types protobuf can carry."""
        ok = True
        by_tag: Dict[int, model.Field] = {}
        if sd.command is not None:
            if command is None:
                return False
            ok = self._check_proto_command(sd, command, by_tag, ctx, what)
        # protoc's C++ accessors lowercase field names: names equal but for
        # case would collide (collectionUUID and collectionUuid).
        proto_names: Dict[str, Tuple[str, model.Location]] = {}
        element = proto_rules.command_element_fields(command, sd.name.location)
        for _, f in element:
            proto_names[f.cpp_name.lower()] = (f.cpp_name, f.location)
        if {role for role, _ in element} >= {"name", "uuid"}:
            proto_names[proto_rules.COMMAND_ONEOF] = (
                f"{proto_rules.COMMAND_ONEOF} (the oneof of the first element)", sd.name.location)
        for f in fields:
            if f.ignore or f.tag is None:
                continue
            seen = proto_names.get(f.cpp_name.lower())
            if seen is not None:
                self.sink.error(f.location, DiagnosticId.DUPLICATE_CPP_NAME,
                                f"the protobuf field name '{f.cpp_name}' of {what} collides with '{seen[0]}' "
                                f"({seen[1]}): protoc's C++ accessors lowercase field names; give one another "
                                f"cpp_name")
                ok = False
            else:
                proto_names[f.cpp_name.lower()] = (f.cpp_name, f.location)
        for f in fields:
            origin = f" (chained from struct '{f.from_chained}')" if f.from_chained else ""
            if f.tag is None:
                if not f.ignore:
                    self.sink.error(f.location, DiagnosticId.MISSING_PROTO_TAG,
                                    f"field '{f.name}'{origin} of {what} needs a 'tag' (its protobuf field number): "
                                    f"{what} has 'protobuf: true'")
                    ok = False
                continue
            if f.tag in by_tag:
                self.sink.error(f.location, DiagnosticId.DUPLICATE_PROTO_TAG,
                                f"field '{f.name}'{origin} of {what} has tag {f.tag}, already used by field "
                                f"'{by_tag[f.tag].name}' at {by_tag[f.tag].location}")
                ok = False
                continue
            by_tag[f.tag] = f
            if f.ignore:
                continue
            problem = self._proto_type_problem(f.type, ctx)
            if problem:
                self.sink.error(f.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                                f"field '{f.name}'{origin} of {what}: {problem}")
                ok = False
        return ok

    def _check_proto_command(self, sd: syntax.StructDef, command: model.CommandInfo,
                             by_tag: Dict[int, model.Field], ctx: "_FileContext", what: str) -> bool:
        """A protobuf command's first element: `command_tag` (and, for
        concatenate_with_db_or_uuid, `command_uuid_tag`); enters their
        numbers into `by_tag` so that fields cannot reuse them."""
        cd = sd.command
        ns = command.namespace
        ok = True
        if cd.tag is None and ns is not model.NamespaceKind.IGNORED:
            self.sink.error(sd.protobuf.location, DiagnosticId.MISSING_PROTO_TAG,
                            f"{what} has 'protobuf: true' and needs 'command_tag': the protobuf field number of "
                            f"its first element '{command.command_name}'")
            ok = False
        wants_uuid = ns is model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID
        if wants_uuid and cd.uuid_tag is None:
            self.sink.error(sd.protobuf.location, DiagnosticId.MISSING_PROTO_TAG,
                            f"{what} has 'protobuf: true' and 'namespace: {ns.value}', and needs "
                            f"'command_uuid_tag': the protobuf field number of the UUID form of its first element")
            ok = False
        numbers = {"command_tag": cd.tag, "command_uuid_tag": cd.uuid_tag}
        for key, number in numbers.items():
            problem = proto_rules.tag_problem(number.value) if number is not None else None
            if problem:
                self.sink.error(number.location, DiagnosticId.BAD_PROTO_TAG,
                                f"the {key} of {what} is {number.text}; a protobuf field number {problem}")
                ok = False
        # The first element's fields take their numbers before the other fields.
        for role, f in proto_rules.command_element_fields(command, sd.name.location):
            number = numbers["command_uuid_tag" if role == "uuid" else "command_tag"]
            if proto_rules.tag_problem(f.tag):
                continue  # reported above
            if f.tag in by_tag:
                self.sink.error(number.location, DiagnosticId.DUPLICATE_PROTO_TAG,
                                f"the command_uuid_tag of {what} is {f.tag}, already its command_tag")
                ok = False
                continue
            by_tag[f.tag] = replace(f, location=number.location)
        if cd.uuid_tag is not None and not wants_uuid:
            self.sink.error(cd.uuid_tag.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"'command_uuid_tag' applies to 'namespace: concatenate_with_db_or_uuid', and {what} "
                            f"has 'namespace: {ns.value}'")
            ok = False
        if ns is model.NamespaceKind.TYPE and command.namespace_type is not None and cd.tag is not None:
            problem = self._proto_type_problem(command.namespace_type, ctx)
            if problem:
                self.sink.error(cd.type.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                                f"the first element of {what}: {problem}")
                ok = False
        return ok

    def _proto_type_problem(self, t: model.FieldType, ctx: "_FileContext") -> Optional[str]:
        """Why protobuf cannot carry a value of type `t` here, or None: no
        mapping, or a struct without `protobuf: true`."""
        problem = proto_rules.unrepresentable(t)
        if problem:
            return problem
        element = proto_rules.element_type(t)
        if element.category == "struct":
            d = self._lookup(element.struct_name, ctx.scope)
            if d is not None and d.kind == "struct" and not (d.node.protobuf and d.node.protobuf.value):
                return f"it holds struct '{element.struct_name}', which does not have 'protobuf: true'"
        return None

    def _validator(self, vd: syntax.ValidatorDef, ftype: Optional[model.FieldType],
                   what: str) -> Optional[model.Validator]:
        ok = True
        bounds = {k: getattr(vd, k) for k in ("gt", "gte", "lt", "lte") if getattr(vd, k) is not None}
        if not bounds and vd.callback is None:
            self.sink.error(vd.location, DiagnosticId.CONTRADICTORY_VALIDATOR,
                            f"the validator of {what} is empty: give gt, gte, lt, lte or callback")
            return None
        if bounds and ftype is not None:
            numeric = ftype.category == "basic" and ftype.basic.kind in NUMERIC_KINDS
            if not numeric:
                first = next(iter(bounds.values()))
                self.sink.error(first.location, DiagnosticId.VALIDATOR_ON_NON_NUMERIC,
                                f"{what} has type '{ftype.idl_name}', which is not a number: "
                                f"gt/gte/lt/lte need int, long, double, safeInt or safeInt64-like types")
                ok = False
        if vd.callback is not None:
            problem = cpp_qualified_name_problem(vd.callback.value)
            if problem:
                self.sink.error(vd.callback.location, DiagnosticId.INVALID_CPP_NAME,
                                f"validator callback '{vd.callback.value}' {problem}")
                ok = False
        lower = [(b.value, k == "gt", b) for k, b in bounds.items() if k in ("gt", "gte")]
        upper = [(b.value, k == "lt", b) for k, b in bounds.items() if k in ("lt", "lte")]
        for lo_value, lo_strict, lo in lower:
            for hi_value, hi_strict, hi in upper:
                if lo_value > hi_value or (lo_value == hi_value and (lo_strict or hi_strict)):
                    self.sink.error(hi.location, DiagnosticId.CONTRADICTORY_VALIDATOR,
                                    f"no value of {what} satisfies both {_bound_text(lo, lo_strict, True)} "
                                    f"and {_bound_text(hi, hi_strict, False)}")
                    ok = False
        if not ok:
            return None
        return model.Validator(
            gt=(vd.gt.text, float(vd.gt.value)) if vd.gt else None,
            gte=(vd.gte.text, float(vd.gte.value)) if vd.gte else None,
            lt=(vd.lt.text, float(vd.lt.value)) if vd.lt else None,
            lte=(vd.lte.text, float(vd.lte.value)) if vd.lte else None,
            callback=vd.callback.value if vd.callback else None,
            location=vd.location,
        )

    # -- structs and commands ------------------------------------------------------

    def _struct(self, sd: syntax.StructDef, ctx: "_FileContext") -> Optional[model.Struct]:
        memo = self._memo(sd)
        if memo is not _MISSING:
            return memo
        if id(sd) in self._struct_in_progress:
            return None  # a chain cycle; reported by the struct that closes it
        self._struct_in_progress.add(id(sd))
        try:
            result = self._bind_struct(sd, ctx)
        finally:
            self._struct_in_progress.discard(id(sd))
        self._bound[id(sd)] = result
        return result

    def _bind_struct(self, sd: syntax.StructDef, ctx: "_FileContext") -> Optional[model.Struct]:
        is_command = sd.command is not None
        what = f"{'command' if is_command else 'struct'} '{sd.name.value}'"
        ok = self._check_type_name(sd.name, "command" if is_command else "struct") if not is_command else True
        if is_command and (not sd.name.value or "\0" in sd.name.value):
            self.sink.error(sd.name.location, DiagnosticId.BAD_NAME, "a command name must be non-empty")
            ok = False
        if sd.cpp_name is not None:
            cpp_name = sd.cpp_name.value
            problem = cpp_identifier_problem(cpp_name)
            if problem:
                self.sink.error(sd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME, f"cpp_name '{cpp_name}' {problem}")
                ok = False
        else:
            cpp_name = (default_command_cpp_name if is_command else default_struct_cpp_name)(sd.name.value)
            problem = cpp_identifier_problem(cpp_name) if ok else None
            if problem:
                self.sink.error(sd.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"the C++ name '{cpp_name}' derived from {what} {problem}; give a cpp_name")
                ok = False
        dispatch = DEFAULT_DISPATCH
        if sd.dispatch is not None:
            if sd.dispatch.value not in DISPATCH_STRATEGIES:
                self.sink.error(sd.dispatch.location, DiagnosticId.BAD_DISPATCH,
                                f"dispatch '{sd.dispatch.value}' of {what} is not one of {', '.join(DISPATCH_STRATEGIES)}")
                ok = False
            else:
                dispatch = sd.dispatch.value

        fields: List[model.Field] = []
        by_name: Dict[str, model.Field] = {}
        by_cpp_name: Dict[str, Location] = {}

        def add(f: model.Field, report_at: Location, origin: str) -> bool:
            if f.name in by_name:
                self.sink.error(report_at, DiagnosticId.DUPLICATE_FIELD,
                                f"field '{f.name}'{origin} of {what} is already defined at {by_name[f.name].location}")
                return False
            if f.cpp_name in by_cpp_name:
                self.sink.error(report_at, DiagnosticId.DUPLICATE_CPP_NAME,
                                f"field '{f.name}'{origin} of {what} has the C++ name '{f.cpp_name}', already used at "
                                f"{by_cpp_name[f.cpp_name]}")
                return False
            by_name[f.name] = f
            by_cpp_name[f.cpp_name] = report_at
            fields.append(f)
            return True

        for fd in sd.fields:
            f = self._field(fd, ctx, what)
            if f is None:
                ok = False
            elif not add(f, fd.name.location, ""):
                ok = False

        chained_names: List[str] = []
        chained_members: List[Tuple[str, str]] = []
        for cd in sd.chained_structs:
            member_problem = cpp_identifier_problem(cd.cpp_name.value)
            if member_problem:
                self.sink.error(cd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"chained struct member name '{cd.cpp_name.value}' {member_problem}")
                ok = False
            elif cd.cpp_name.value in by_cpp_name:
                self.sink.error(cd.cpp_name.location, DiagnosticId.DUPLICATE_CPP_NAME,
                                f"chained struct member name '{cd.cpp_name.value}' of {what} is already used at "
                                f"{by_cpp_name[cd.cpp_name.value]}")
                ok = False
            else:
                by_cpp_name[cd.cpp_name.value] = cd.cpp_name.location
            d = self._lookup(cd.struct_name.value, ctx.scope)
            if d is None or d.kind != "struct":
                found = "is not defined" if d is None else f"is a {d.kind}, not a struct"
                self.sink.error(cd.struct_name.location, DiagnosticId.BAD_CHAINED_STRUCT,
                                f"chained struct '{cd.struct_name.value}' of {what} {found}")
                ok = False
                continue
            if id(d.node) in self._struct_in_progress:
                self.sink.error(cd.struct_name.location, DiagnosticId.CHAINED_STRUCT_CYCLE,
                                f"chaining '{cd.struct_name.value}' into {what} makes a cycle")
                ok = False
                continue
            chained = self._struct(d.node, self._file_context(d.file))
            if chained is None:
                ok = False
                continue
            chained_names.append(chained.name)
            chained_members.append((chained.name, cd.cpp_name.value))
            for f in chained.fields:
                if not add(replace(f, from_chained=chained.name), cd.struct_name.location,
                           f" (chained from struct '{chained.name}')"):
                    ok = False

        command_info = None
        if is_command:
            command_info = self._command_info(sd, ctx, what)
            if command_info is None:
                ok = False
            for f in self._generic_arguments(ctx):
                if f.name in by_name:
                    continue  # the command's own (or chained) declaration wins
                if f.cpp_name in by_cpp_name:
                    self.sink.error(by_cpp_name[f.cpp_name], DiagnosticId.DUPLICATE_CPP_NAME,
                                    f"the C++ name '{f.cpp_name}' in {what} is also the C++ name of generic "
                                    f"argument '{f.name}' ({f.location})")
                    ok = False
                    continue
                by_name[f.name] = f
                by_cpp_name[f.cpp_name] = f.location
                fields.append(f)
        protobuf = bool(sd.protobuf and sd.protobuf.value)
        if protobuf and not self._check_proto_struct(sd, fields, ctx, what, command_info):
            ok = False
        if not ok:
            return None
        return model.Struct(
            name=sd.name.value,
            cpp_name=cpp_name,
            description=sd.description.value if sd.description else "",
            strict=sd.strict.value if sd.strict else True,
            fields=tuple(fields),
            chained_structs=tuple(chained_names),
            chained_members=tuple(chained_members),
            dispatch=dispatch,
            command=command_info,
            cpp_namespace=ctx.cpp_namespace,
            location=sd.name.location,
            protobuf=protobuf,
        )

    def _command_info(self, sd: syntax.StructDef, ctx: "_FileContext", what: str) -> Optional[model.CommandInfo]:
        cd = sd.command
        ok = True
        namespace = None
        if cd.namespace is None:
            self.sink.error(sd.name.location, DiagnosticId.MISSING_KEY,
                            f"{what} needs 'namespace' ({', '.join(k.value for k in model.NamespaceKind)})")
            ok = False
        else:
            try:
                namespace = model.NamespaceKind(cd.namespace.value)
            except ValueError:
                self.sink.error(cd.namespace.location, DiagnosticId.BAD_NAMESPACE,
                                f"namespace '{cd.namespace.value}' of {what} is not one of "
                                f"{', '.join(k.value for k in model.NamespaceKind)}")
                ok = False
        namespace_type = None
        if cd.type is not None and namespace is not None and namespace is not model.NamespaceKind.TYPE:
            self.sink.error(cd.type.location, DiagnosticId.NAMESPACE_TYPE_MISMATCH,
                            f"'type' is only allowed with 'namespace: type', and {what} has "
                            f"'namespace: {namespace.value}'")
            ok = False
        elif namespace is model.NamespaceKind.TYPE:
            if cd.type is None:
                self.sink.error(cd.namespace.location, DiagnosticId.NAMESPACE_TYPE_MISMATCH,
                                f"{what} has 'namespace: type' and needs 'type' (the type of its first element)")
                ok = False
            else:
                namespace_type = self._resolve_type(cd.type, ctx, f"the namespace type of {what}")
                if namespace_type is None:
                    ok = False
        reply_type = None
        if cd.reply_type is not None:
            d = self._lookup(cd.reply_type.value.strip(), ctx.scope)
            if d is None or d.kind != "struct":
                found = "is not defined" if d is None else f"is a {d.kind}, not a struct"
                self.sink.error(cd.reply_type.location, DiagnosticId.BAD_REPLY_TYPE,
                                f"reply_type '{cd.reply_type.value}' of {what} {found}")
                ok = False
            else:
                reply_type = d.name
        command_name = cd.command_name.value if cd.command_name is not None else sd.name.value
        if cd.command_name is not None and (not command_name or "\0" in command_name):
            self.sink.error(cd.command_name.location, DiagnosticId.BAD_NAME, f"the command_name of {what} is empty")
            ok = False
        if not ok:
            return None
        protobuf = bool(sd.protobuf and sd.protobuf.value)
        allow_global = bool(cd.allow_global_collection_name and cd.allow_global_collection_name.value)
        if allow_global and namespace not in (model.NamespaceKind.CONCATENATE_WITH_DB,
                                              model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            self.sink.error(cd.allow_global_collection_name.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"'allow_global_collection_name' applies to 'namespace: concatenate_with_db' and "
                            f"'concatenate_with_db_or_uuid', and {what} has 'namespace: {namespace.value}'")
            ok = False
        elif allow_global and protobuf:
            self.sink.error(cd.allow_global_collection_name.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                            f"{what} has 'protobuf: true' and 'allow_global_collection_name', which has no "
                            f"protobuf form yet (a collection-less command)")
            ok = False
        for key, number in (("command_tag", cd.tag), ("command_uuid_tag", cd.uuid_tag)):
            if number is not None and not protobuf:
                self.sink.error(number.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                                f"'{key}' of {what} applies to the protobuf backend, and {what} does not have "
                                f"'protobuf: true'")
                ok = False
        if not ok:
            return None
        return model.CommandInfo(
            command_name=command_name,
            aliases=tuple(a.value for a in cd.command_alias),
            namespace=namespace,
            namespace_type=namespace_type,
            reply_type=reply_type,
            api_version=cd.api_version.value if cd.api_version else None,
            tag=cd.tag.value if cd.tag is not None and isinstance(cd.tag.value, int) else None,
            uuid_tag=cd.uuid_tag.value if cd.uuid_tag is not None and isinstance(cd.uuid_tag.value, int) else None,
            allow_global_collection_name=allow_global,
        )

    def _generic_arguments(self, ctx: "_FileContext") -> Tuple[model.Field, ...]:
        """Every generic argument visible from a file, in scope order; each
        list is bound once, in its own file's scope."""
        out: List[model.Field] = []
        seen: Dict[str, model.Field] = {}
        for real in ctx.scope:
            f = self.files[real]
            fctx = self._file_context(f)
            for gl in f.syntax.generic_argument_lists:
                for field in self._generic_list(gl, fctx):
                    if field.name in seen:
                        self.sink.error(field.location, DiagnosticId.DUPLICATE_FIELD,
                                        f"generic argument '{field.name}' is already defined at {seen[field.name].location}")
                        continue
                    seen[field.name] = field
                    out.append(field)
        return tuple(out)

    def _generic_list(self, gl: syntax.GenericArgumentListDef, ctx: "_FileContext") -> Tuple[model.Field, ...]:
        if id(gl) in self._generic_fields:
            return self._generic_fields[id(gl)]
        what = f"generic argument list '{gl.name.value}'"
        out = []
        for fd in gl.fields:
            f = self._field(fd, ctx, what)
            if f is not None:
                out.append(replace(f, generic=True))
        result = tuple(out)
        self._generic_fields[id(gl)] = result
        return result

    # -- whole-scope checks ----------------------------------------------------------

    def _check_cpp_names(self, scope: Tuple[str, ...]) -> None:
        """Two structs/commands/enums of one C++ namespace with one C++ name."""
        seen: Dict[Tuple[str, str], Location] = {}
        for real in scope:
            f = self.files[real]
            fctx = self._file_context(f)
            items: List[Tuple[str, str, Location, str]] = []   # (IDL name, C++ name, location, what)
            for ed in f.syntax.enums:
                e = self._enum(ed, fctx)
                if e is not None:
                    items.append((e.name, e.name, e.location, f"enum '{e.name}'"))
            for sd in f.syntax.structs + f.syntax.commands:
                s = self._struct(sd, fctx)
                if s is not None:
                    items.append((s.name, s.cpp_name, s.location,
                                  f"{'command' if s.is_command else 'struct'} '{s.name}'"))
            for name, cpp_name, location, what in items:
                if not self._is_visible_definition(name, location, scope):
                    continue  # a duplicate definition, already reported
                key = (fctx.cpp_namespace, cpp_name)
                if key in seen and seen[key] != location:
                    self.sink.error(location, DiagnosticId.DUPLICATE_CPP_NAME,
                                    f"{what} has the C++ name '{fctx.cpp_namespace}::{cpp_name}', already used at "
                                    f"{seen[key]}")
                else:
                    seen.setdefault(key, location)

    def _is_visible_definition(self, name: str, location: Location, scope: Tuple[str, ...]) -> bool:
        d = self._lookup(name, scope)
        return d is not None and d.location == location

    def _check_command_names(self, scope: Tuple[str, ...]) -> None:
        seen: Dict[str, Location] = {}
        for real in scope:
            f = self.files[real]
            fctx = self._file_context(f)
            for sd in f.syntax.commands:
                s = self._struct(sd, fctx)
                if s is None:
                    continue
                names = [(s.command.command_name, sd.command.command_name.location if sd.command.command_name
                          else sd.name.location)]
                names += [(a.value, a.location) for a in sd.command.command_alias]
                for name, location in names:
                    if name in seen and seen[name] != location:
                        self.sink.error(location, DiagnosticId.DUPLICATE_COMMAND_NAME,
                                        f"command name '{name}' of command '{s.name}' is already used at {seen[name]}")
                    else:
                        seen.setdefault(name, location)

    def _check_recursion(self, scope: Tuple[str, ...]) -> None:
        """A struct that holds itself by value (not through an array) has no
        finite C++ representation. Each cycle is reported once, at the field
        of its first struct (in scope order) that starts it."""
        by_name: Dict[str, model.Struct] = {}
        for real in scope:
            for sd in self.files[real].syntax.structs:
                s = self._memo(sd)
                if isinstance(s, model.Struct):
                    by_name.setdefault(s.name, s)
        in_reported_cycle: Set[str] = set()
        for s in by_name.values():
            if s.name in in_reported_cycle:
                continue
            # Breadth-first from s; `parent` remembers how each struct was reached.
            parent: Dict[str, Tuple[str, model.Field]] = {}
            queue = [s.name]
            closing: Optional[Tuple[str, model.Field]] = None
            while queue and closing is None:
                current = queue.pop(0)
                for f in by_name[current].fields if current in by_name else ():
                    if f.type.category != "struct":
                        continue
                    target = f.type.struct_name
                    if target == s.name:
                        closing = (current, f)
                        break
                    if target not in parent and target in by_name:
                        parent[target] = (current, f)
                        queue.append(target)
            if closing is None:
                continue
            members = [s.name]
            first_field = closing[1]
            node = closing[0]
            while node != s.name:
                members.append(node)
                node, first_field = parent[node]
            in_reported_cycle.update(members)
            path = " -> ".join([s.name] + list(reversed(members[1:])) + [s.name])
            self.sink.error(first_field.location, DiagnosticId.RECURSIVE_STRUCT,
                            f"struct '{s.name}' contains itself ({path}) through field '{first_field.name}'; "
                            f"make the recursion go through an array")


@dataclass
class _FileContext:
    file: LoadedFile
    scope: Tuple[str, ...]
    cpp_namespace: str


_MISSING = object()


def _kind_text(scalar: syntax.Scalar) -> str:
    return {"str": "a string", "int": "an integer", "float": "a number", "bool": "a boolean",
            "null": "null"}[scalar.kind] + f" ('{scalar.text}')"


def _bound_text(bound: syntax.Number, strict: bool, lower: bool) -> str:
    op = (">" if strict else ">=") if lower else ("<" if strict else "<=")
    return f"{op} {bound.text}"
