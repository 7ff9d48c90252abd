"""Loading: a spec file and, transitively, its imports (relative to the
importing file, then each include directory, then the shipped base specs). Files are identified by their
real path, so diamonds load once and cycles terminate.
"""

from __future__ import annotations

import os
from typing import Dict, List, Optional

from .. import mongodb_dialect, parser, resources, spec_source, suggest, syntax
from ..diagnostics import DiagnosticId
from ..model import Location
from .common import BindState, MAX_IMPORT_DEPTH, LoadedFile, definitions_of


class Loading:
    """Loads files into the run's state: `files` and the definitions by name."""

    def __init__(self, state: BindState) -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files

    def load(self, path: str, location: Optional[Location] = None, depth: int = 0) -> Optional[LoadedFile]:
        """Loads `path` and its imports. Returns None when it cannot be read.
        `depth`: how many imports led here."""
        real = os.path.realpath(path)
        if real in self.files:
            return self.files[real]
        if depth > MAX_IMPORT_DEPTH:
            self.sink.error(location or Location(path, 1, 1), DiagnosticId.NESTING_TOO_DEEP,
                            f"imports nested more than {MAX_IMPORT_DEPTH} files deep")
            return None
        if os.path.isdir(path):
            self.sink.error(location or Location(path, 1, 1), DiagnosticId.FILE_UNREADABLE,
                            f"cannot read '{path}': it is a directory")
            return None
        text = spec_source.read_spec_text(path, self.sink, location, self.state.max_spec_bytes)
        if text is None:
            return None
        loaded = LoadedFile(path, real, parser.parse_spec(text, path, self.sink, self.state.dialect))
        self.files[real] = loaded
        for d in definitions_of(loaded):
            self.state.definitions.setdefault(d.name, []).append(d)
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
            child = self.load(target, imp.location, depth + 1)
            if child is not None and child.real_path not in loaded.imports:
                loaded.imports.append(child.real_path)
                loaded.import_paths.append(child.path)
        if loaded.syntax.dialect == "mongodb":
            self._import_generic_arguments(loaded)
        self.state.post_order.append(real)
        return loaded

    def _import_generic_arguments(self, loaded: LoadedFile) -> None:
        """MongoDB's compiler imports its generic arguments into every file
        (common.py GENERIC_ARGS_FILENAME); here into files with commands or
        command replies, as if listed last under `imports:`."""
        f = loaded.syntax
        if not f.commands and not any(sd.is_command_reply and sd.is_command_reply.value for sd in f.structs):
            return
        names = self.state.type_map().generic_arguments
        found = mongodb_dialect.find_generic_arguments(self.state.include_dirs, names)
        if found is None:
            self.sink.warning(Location(loaded.path, 1, 1), DiagnosticId.GENERIC_ARGUMENTS_NOT_FOUND,
                              f"MongoDB's generic arguments ({' or '.join(names) or 'no file named'}) are not in any "
                              f"-I directory, so the commands of '{loaded.path}' accept none of them ($db, lsid, ...); "
                              f"give the directory that holds mongo/idl/ with -I (or name the file under "
                              f"'generic_arguments' in a --type-map file)")
            return
        target, entry = found
        if entry != names[0]:
            self.sink.note(Location(loaded.path, 1, 1), DiagnosticId.GENERIC_ARGUMENTS_NOT_FOUND,
                           f"MongoDB's generic arguments ({' or '.join(names[:names.index(entry)])}) are not in "
                           f"any -I directory; the commands of '{loaded.path}' take those of '{target}' instead "
                           f"(give the directory that holds mongo/idl/ with -I to use MongoDB's)")
        child = self.load(target)
        if child is not None and self._imports_transitively(child.real_path, loaded.real_path):
            # A file the generic arguments themselves import (basic_types.idl):
            # importing them back would make the generated headers include
            # each other, and the types they take from it undeclared.
            return
        if child is not None and child.real_path != loaded.real_path and child.real_path not in loaded.imports:
            loaded.imports.append(child.real_path)
            loaded.import_paths.append(child.path)   # its structs are used: the output includes its header

    def _imports_transitively(self, start: str, target: str) -> bool:
        """Whether loaded file `start` imports `target`, directly or not (real paths)."""
        stack, seen = [start], set()
        while stack:
            real = stack.pop()
            if real == target:
                return True
            if real in seen or real not in self.files:
                continue
            seen.add(real)
            stack.extend(self.files[real].imports)
        return False

    def _resolve_import(self, importer: LoadedFile, imp: syntax.Text) -> Optional[str]:
        if not imp.value.strip():
            self.sink.error(imp.location, DiagnosticId.IMPORT_NOT_FOUND, "an import must name a file")
            return None
        if os.path.isabs(imp.value):
            candidates = [imp.value]
            directories = [os.path.dirname(imp.value)]
        else:
            # The importer's directory, each -I directory, then the shipped base
            # specs (as protoc finds its well-known types without -I).
            directories = [os.path.dirname(importer.path)] + list(self.state.include_dirs)
            shipped = resources.idl_dir()
            if shipped is not None:
                directories.append(shipped)
            candidates = _unique_paths(os.path.join(d, imp.value) for d in directories)
        for candidate in candidates:
            if os.path.isfile(candidate):
                return candidate
        name = os.path.basename(imp.value) if os.path.isabs(imp.value) else imp.value
        hint = suggest.import_hint(name, _unique_paths(directories))
        self.sink.error(imp.location, DiagnosticId.IMPORT_NOT_FOUND,
                        f"cannot find import '{imp.value}' (looked in: {', '.join(candidates)}){hint}")
        return None


def _unique_paths(paths) -> List[str]:
    """The paths normalised, each place once (a directory given twice, or as
    both the importer's directory and -I, is looked in once)."""
    out: List[str] = []
    seen = set()
    for p in paths:
        p = os.path.normpath(p)
        key = os.path.realpath(p)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out
