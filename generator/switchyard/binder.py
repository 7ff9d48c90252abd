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

This module is the facade: `Workspace` combines the binder's parts (package
bind/, one concern per module: loading, scope, types, fields, structs and
commands, protobuf checks, MongoDB's dialect), and the names other modules and
tests use are re-exported here.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Set, Tuple

from . import model, mongodb_dialect, spec_source, syntax
from .bind.common import (BUILTIN_KINDS, DEFAULT_CPP_NAMESPACE, DEFAULT_DISPATCH, DISPATCH_STRATEGIES, MISSING,
                          NUMERIC_KINDS, VIEW_KINDS, Definition, FileContext, LoadedFile)
from .bind.dialect import DialectBinding
from .bind.fields import FieldBinding
from .bind.generic import GenericClassBinding
from .bind.loading import Loading
from .bind.names import (cpp_identifier_problem, cpp_qualified_name_problem, default_command_cpp_name,
                         default_field_cpp_name, default_struct_cpp_name, upper_camel)
from .bind.proto_checks import ProtobufChecks
from .bind.scope import Scopes
from .bind.structs import StructBinding
from .bind.types import TypeBinding
from .diagnostics import DiagnosticSink
from .lower.names import CPP_KEYWORDS

__all__ = [
    "BUILTIN_KINDS", "CPP_KEYWORDS", "DEFAULT_CPP_NAMESPACE", "DEFAULT_DISPATCH", "DISPATCH_STRATEGIES",
    "NUMERIC_KINDS", "VIEW_KINDS", "FileContext", "LoadedFile", "Workspace", "cpp_identifier_problem",
    "cpp_qualified_name_problem", "default_command_cpp_name", "default_field_cpp_name", "default_struct_cpp_name",
    "upper_camel",
]


class Workspace(Loading, Scopes, TypeBinding, FieldBinding, StructBinding, GenericClassBinding, ProtobufChecks,
                DialectBinding):
    """Every file of one compiler run, and every definition bound so far."""

    def __init__(self, include_dirs: Sequence[str], sink: DiagnosticSink, type_maps: Sequence[str] = (),
                 dialect: Optional[str] = None, max_spec_bytes: int = spec_source.DEFAULT_MAX_SPEC_BYTES) -> None:
        self.include_dirs = list(include_dirs)
        self.sink = sink
        self.max_spec_bytes = max_spec_bytes
        self.type_map_paths = list(type_maps)
        self.dialect = dialect              # None: by extension (grammar.dialect_of)
        self._type_map: Optional[mongodb_dialect.TypeMap] = None
        self._bound_only = False            # MongoDB's dialect: imported definitions are bound on use
        self.files: Dict[str, LoadedFile] = {}
        self._definitions: Dict[str, List[Definition]] = {}
        self._scopes: Dict[str, Tuple[str, ...]] = {}
        self._bound: Dict[int, object] = {}
        self._struct_in_progress: Set[int] = set()
        self._generic_fields: Dict[int, Tuple[model.Field, ...]] = {}
        self._generic_classes: Dict[str, Optional[model.Struct]] = {}   # bind/generic.py
        self._checked_scopes: Set[str] = set()
        self._contexts: Dict[str, FileContext] = {}
        self._post_order: List[str] = []   # real paths, every file after the files it imports
        self._order_cache: Dict[str, int] = {}

    def bind(self, loaded: LoadedFile, path: Optional[str] = None) -> model.Spec:
        """The model of one loaded file (`path`: the path to record, default as opened)."""
        scope = self.scope(loaded.real_path)
        self._check_scope(loaded.real_path)
        ctx = self._file_context(loaded)
        mongodb = loaded.syntax.dialect == "mongodb"
        # MongoDB binds the root file's definitions and imported ones on use
        # (binder.py resolves imported symbols when a field names them).
        self._bound_only = mongodb
        types = tuple(t for t in (self._basic_type(td, ctx) for td in loaded.syntax.types) if t is not None)
        enums = tuple(e for e in (self._enum(ed, ctx) for ed in loaded.syntax.enums) if e is not None)
        structs = tuple(s for s in (self._struct(sd, ctx) for sd in loaded.syntax.structs + loaded.syntax.commands)
                        if s is not None)
        if mongodb:
            self._warn_not_generated(loaded)
        if not mongodb:
            self._bind_imported(loaded, scope)
        visible_enums, visible_structs, origin = self._visible(loaded, scope, path)
        self._check_cpp_names(scope)
        self._check_command_names(scope)
        self._check_recursion(scope)
        global_section = loaded.syntax.global_section
        includes = tuple(t.value for t in global_section.cpp_includes) if global_section else ()
        self._bound_only = False
        return model.Spec(
            path=path or loaded.path,
            cpp_namespace=ctx.cpp_namespace,
            # MongoDB's headers declare MongoDB's C++ types, which the generated
            # code does not use (types are mapped): kept as metadata only.
            cpp_includes=includes if not mongodb else (),
            imports=tuple(loaded.import_paths),
            types=types,
            enums=enums,
            structs=structs,
            visible_structs=tuple(visible_structs),
            visible_enums=tuple(visible_enums),
            struct_origin=tuple(origin),
            dialect=loaded.syntax.dialect,
            foreign_includes=includes if mongodb else (),
            naming=mongodb_dialect.NAMING if mongodb else None,
            generic_class=self._generic_class(loaded.real_path),
        )

    def _bind_imported(self, loaded: LoadedFile, scope: Tuple[str, ...]) -> None:
        """Imported files are checked too (their errors belong to this run)."""
        for real in scope:
            if real != loaded.real_path:
                other = self._file_context(self.files[real])
                for td in self.files[real].syntax.types:
                    self._basic_type(td, other)
                for ed in self.files[real].syntax.enums:
                    self._enum(ed, other)
                for sd in self.files[real].syntax.structs + self.files[real].syntax.commands:
                    self._struct(sd, other)

    def _visible(self, loaded: LoadedFile, scope: Tuple[str, ...], path: Optional[str]):
        """The enums and structs a file sees (the definition a name resolves
        to), and the path of the file each struct comes from."""
        visible_structs: List[model.Struct] = []
        visible_enums: List[model.EnumType] = []
        origin: List[Tuple[str, str]] = []
        for real in scope:
            f = self.files[real]
            fctx = self._file_context(f)
            for ed in f.syntax.enums:
                e = self._enum_if_bound(ed, fctx)
                if e is not None and self._lookup(e.name, scope).node is ed:
                    visible_enums.append(e)
            for sd in f.syntax.structs + f.syntax.commands:
                s = self._struct_if_bound(sd, fctx)
                if s is not None and self._lookup(s.name, scope).node is sd:
                    visible_structs.append(s)
                    origin.append((s.name, f.path if real != loaded.real_path else (path or f.path)))
        return visible_enums, visible_structs, origin

    def _enum_if_bound(self, ed: syntax.EnumDef, ctx: FileContext) -> Optional[model.EnumType]:
        """The enum, binding it unless imported definitions are bound on use."""
        if self._bound_only:
            memo = self._memo(ed)
            return memo if isinstance(memo, model.EnumType) else None
        return self._enum(ed, ctx)

    def _struct_if_bound(self, sd: syntax.StructDef, ctx: FileContext) -> Optional[model.Struct]:
        if self._bound_only:
            memo = self._memo(sd)
            return memo if isinstance(memo, model.Struct) else None
        return self._struct(sd, ctx)

    def _memo(self, node: object):
        return self._bound.get(id(node), MISSING)
