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

This module is the facade: `Workspace` builds the binder's parts (package
bind/, one concern per module: loading, scope, types, fields, structs and
commands, protobuf checks, MongoDB's dialect) over one `BindState` and hands
each the parts it calls, explicitly (as MongoDB's binder.py passes its
context and spec to free functions); no part reaches another through a
shared `self`. The names other modules and tests use are re-exported here.
"""

from __future__ import annotations

from typing import List, Optional, Sequence, Tuple

from . import model, mongodb_dialect, spec_source, syntax
from .bind.common import (BUILTIN_KINDS, DEFAULT_CPP_NAMESPACE, DEFAULT_DISPATCH, DISPATCH_STRATEGIES,
                          NUMERIC_KINDS, VIEW_KINDS, BindState, FileContext, LoadedFile)
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


class Workspace:
    """Every file of one compiler run, and every definition bound so far."""

    def __init__(self, include_dirs: Sequence[str], sink: DiagnosticSink, type_maps: Sequence[str] = (),
                 dialect: Optional[str] = None, max_spec_bytes: int = spec_source.DEFAULT_MAX_SPEC_BYTES) -> None:
        self.state = BindState.create(include_dirs, sink, type_maps, dialect, max_spec_bytes)
        self.files = self.state.files
        self.loading = Loading(self.state)
        self.scopes = Scopes(self.state)
        self.proto = ProtobufChecks(self.state, self.scopes)
        self.mongodb = DialectBinding(self.state, self.scopes)
        self.types = TypeBinding(self.state, self.scopes, self.mongodb)
        self.fields = FieldBinding(self.state, self.mongodb, self.proto)
        self.generic = GenericClassBinding(self.state, self.scopes)
        self.structs = StructBinding(self.state, self.scopes, self.types, self.fields, self.proto, self.mongodb,
                                     self.generic)
        # The recursion of the language: a type names a struct, a variant
        # lists types, a generic argument list is bound as a struct's fields.
        self.types.structs = self.structs
        self.mongodb.types = self.types
        self.generic.structs = self.structs

    def load(self, path: str) -> Optional[LoadedFile]:
        """Loads `path` and its imports (None when it cannot be read)."""
        return self.loading.load(path)

    def type_map_files(self) -> List[str]:
        """The type maps read (MongoDB's dialect), for depfiles."""
        return self.state.type_map_files()

    def bind(self, loaded: LoadedFile, path: Optional[str] = None) -> model.Spec:
        """The model of one loaded file (`path`: the path to record, default as opened)."""
        scope = self.scopes.scope(loaded.real_path)
        self.scopes.check_scope(loaded.real_path)
        ctx = self.scopes.file_context(loaded)
        mongodb = loaded.syntax.dialect == "mongodb"
        # MongoDB binds the root file's definitions and imported ones on use
        # (binder.py resolves imported symbols when a field names them).
        self.state.bound_only = mongodb
        types = tuple(t for t in (self.types.basic_type(td, ctx) for td in loaded.syntax.types) if t is not None)
        enums = tuple(e for e in (self.types.enum(ed, ctx) for ed in loaded.syntax.enums) if e is not None)
        structs = tuple(s for s in (self.structs.struct(sd, ctx)
                                    for sd in loaded.syntax.structs + loaded.syntax.commands) if s is not None)
        if mongodb:
            self.mongodb.warn_not_generated(loaded)
        if not mongodb:
            self._bind_imported(loaded, scope)
        visible_enums, visible_structs, origin = self._visible(loaded, scope, path)
        self.scopes.check_cpp_names(scope, self._if_bound)
        self.scopes.check_command_names(scope, self._if_bound)
        self.structs.check_recursion(scope)
        global_section = loaded.syntax.global_section
        includes = tuple(t.value for t in global_section.cpp_includes) if global_section else ()
        self.state.bound_only = False
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
            generic_class=self.generic.generic_class(loaded.real_path),
        )

    def _bind_imported(self, loaded: LoadedFile, scope: Tuple[str, ...]) -> None:
        """Imported files are checked too (their errors belong to this run)."""
        for real in scope:
            if real != loaded.real_path:
                other = self.scopes.file_context(self.files[real])
                for td in self.files[real].syntax.types:
                    self.types.basic_type(td, other)
                for ed in self.files[real].syntax.enums:
                    self.types.enum(ed, other)
                for sd in self.files[real].syntax.structs + self.files[real].syntax.commands:
                    self.structs.struct(sd, other)

    def _visible(self, loaded: LoadedFile, scope: Tuple[str, ...], path: Optional[str]):
        """The enums and structs a file sees (the definition a name resolves
        to), and the path of the file each struct comes from."""
        visible_structs: List[model.Struct] = []
        visible_enums: List[model.EnumType] = []
        origin: List[Tuple[str, str]] = []
        for real in scope:
            f = self.files[real]
            fctx = self.scopes.file_context(f)
            for ed in f.syntax.enums:
                e = self._if_bound(ed, fctx)
                if e is not None and self.scopes.lookup(e.name, scope).node is ed:
                    visible_enums.append(e)
            for sd in f.syntax.structs + f.syntax.commands:
                s = self._if_bound(sd, fctx)
                if s is not None and self.scopes.lookup(s.name, scope).node is sd:
                    visible_structs.append(s)
                    origin.append((s.name, f.path if real != loaded.real_path else (path or f.path)))
        return visible_enums, visible_structs, origin

    def _if_bound(self, node, ctx: FileContext):
        """The enum or struct `node` is bound to, binding it unless imported
        definitions are bound on use (then None when it was not used)."""
        want = model.EnumType if isinstance(node, syntax.EnumDef) else model.Struct
        if self.state.bound_only:
            memo = self.state.memo(node)
            return memo if isinstance(memo, want) else None
        return self.types.enum(node, ctx) if want is model.EnumType else self.structs.struct(node, ctx)
