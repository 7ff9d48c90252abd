"""Scope: what a file sees (itself, then its imports, depth first), name
lookup in a scope, each file's context, and the checks over a whole scope
(names defined twice, C++ names and command names used twice).
"""

from __future__ import annotations

from typing import Callable, Dict, List, Optional, Set, Tuple

from ..diagnostics import DiagnosticId
from ..model import Location
from .common import BindState, DEFAULT_CPP_NAMESPACE, Definition, FileContext, LoadedFile, definitions_of
from .names import cpp_qualified_name_problem

# The model a file's enum or struct is bound to (None: not bound, or had errors).
Bound = Callable[[object, FileContext], Optional[object]]


class Scopes:
    """Lookups and whole-scope checks over the run's state."""

    def __init__(self, state: BindState) -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files

    def scope(self, real_path: str) -> Tuple[str, ...]:
        """The files a file sees: itself, then its imports, depth first, each once."""
        if real_path in self.state.scopes:
            return self.state.scopes[real_path]
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
        self.state.scopes[real_path] = tuple(order)
        return self.state.scopes[real_path]

    def lookup(self, name: str, scope: Tuple[str, ...]) -> Optional[Definition]:
        """The definition of `name` a scope sees (when defined twice, the one
        reported as the original)."""
        scope_set = set(scope)
        order = self._load_order()
        found = [d for d in self.state.definitions.get(name, ()) if d.file.real_path in scope_set]
        return min(found, key=lambda d: order.get(d.file.real_path, len(order))) if found else None

    def _load_order(self) -> Dict[str, int]:
        if len(self.state.order_cache) != len(self.state.post_order):
            self.state.order_cache = {real: i for i, real in enumerate(self.state.post_order)}
        return self.state.order_cache

    def definitions_in(self, scope: Tuple[str, ...]) -> List[Definition]:
        return [d for real in scope for d in definitions_of(self.files[real])]

    def check_scope(self, real_path: str) -> None:
        """Names defined twice anywhere in a file's scope, and C++ names
        that two definitions of one namespace would share."""
        if real_path in self.state.checked_scopes:
            return
        self.state.checked_scopes.add(real_path)
        scope = self.scope(real_path)
        first: Dict[str, Definition] = {}
        # Imported definitions come first, so a clash is reported at the importer's.
        order = self._load_order()
        defs = sorted(self.definitions_in(scope), key=lambda d: order[d.file.real_path])
        for d in defs:
            if d.name in first:
                other = first[d.name]
                self.sink.error(d.location, DiagnosticId.DUPLICATE_DEFINITION,
                                f"{d.kind} '{d.name}' conflicts with {other.kind} '{d.name}' defined at "
                                f"{other.location}")
            else:
                first[d.name] = d

    def file_context(self, loaded: LoadedFile) -> FileContext:
        if loaded.real_path in self.state.contexts:
            return self.state.contexts[loaded.real_path]
        namespace = DEFAULT_CPP_NAMESPACE
        gs = loaded.syntax.global_section
        if gs is not None and gs.cpp_namespace is not None:
            problem = cpp_qualified_name_problem(gs.cpp_namespace.value, allow_global_prefix=False)
            if problem:
                self.sink.error(gs.cpp_namespace.location, DiagnosticId.INVALID_CPP_NAME,
                                f"cpp_namespace '{gs.cpp_namespace.value}' {problem}")
            else:
                namespace = gs.cpp_namespace.value
        ctx = FileContext(loaded, self.scope(loaded.real_path), namespace)
        self.state.contexts[loaded.real_path] = ctx
        return ctx

    def check_cpp_names(self, scope: Tuple[str, ...], bound: Bound) -> None:
        """Two structs/commands/enums of one C++ namespace with one C++ name
        (`bound`: the model of an enum or struct of a file, None if unbound)."""
        seen: Dict[Tuple[str, str], Location] = {}
        for real in scope:
            f = self.files[real]
            fctx = self.file_context(f)
            items: List[Tuple[str, str, Location, str]] = []   # (IDL name, C++ name, location, what)
            for ed in f.syntax.enums:
                e = bound(ed, fctx)
                if e is not None:
                    items.append((e.name, e.name, e.location, f"enum '{e.name}'"))
            for sd in f.syntax.structs + f.syntax.commands:
                s = bound(sd, fctx)
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
        d = self.lookup(name, scope)
        return d is not None and d.location == location

    def check_command_names(self, scope: Tuple[str, ...], bound: Bound) -> None:
        seen: Dict[str, Location] = {}
        for real in scope:
            f = self.files[real]
            fctx = self.file_context(f)
            for sd in f.syntax.commands:
                s = bound(sd, fctx)
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
