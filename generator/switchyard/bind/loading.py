"""Loading: a spec file and, transitively, its imports (relative to the
importing file, then each include directory, then the shipped base specs). Files are identified by their
real path, so diamonds load once and cycles terminate.
"""

from __future__ import annotations

import os
from typing import Dict, List, Optional

from .. import parser, resources, spec_source, suggest, syntax
from ..diagnostics import DiagnosticId
from ..model import Location
from .common import MAX_IMPORT_DEPTH, LoadedFile, definitions_of


class Loading:
    """Mixed into binder.Workspace: fills `files` and the definitions by name."""

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
        text = spec_source.read_spec_text(path, self.sink, location, self.max_spec_bytes)
        if text is None:
            return None
        loaded = LoadedFile(path, real, parser.parse_spec(text, path, self.sink, self.dialect))
        self.files[real] = loaded
        for d in definitions_of(loaded):
            self._definitions.setdefault(d.name, []).append(d)
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
        self._post_order.append(real)
        return loaded

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
            directories = [os.path.dirname(importer.path)] + list(self.include_dirs)
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
