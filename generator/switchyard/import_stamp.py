"""The imports stamp: the specs a switchyard_generate() target was given and
the specs they import, transitively, as CMake last configured them.

switchyard_generate() resolves a target's imports at configure time (which
target compiles which spec, what it links): `switchyard imports
--imports-stamp FILE` writes them there, and FILE is the one thing about the
specs that re-runs CMake's configure step. Editing a spec's fields does not
change it, so such an edit re-runs only the generator and the compiler.
`generate --imports-stamp FILE` resolves the imports of the given specs named
in FILE again (parsed, not bound: about 10 ms); when they differ (an
`imports:` entry was added or removed), the configuration is out of date: it
rewrites FILE, so that the next build re-configures, and fails with a message
saying so, instead of writing code against the wrong set of targets.

FILE holds one line a spec: `given <real path>`, then `imported <real path>`,
each group sorted.
"""

from __future__ import annotations

from typing import Iterable, List, Optional, Sequence, Tuple

from .diagnostics import Diagnostic, DiagnosticSink

GIVEN = "given "
IMPORTED = "imported "


def resolve(specs: Sequence[str], include_dirs: Sequence[str], type_maps: Sequence[str],
            dialect: Optional[str]) -> Tuple[List[str], List[str], List[Diagnostic]]:
    """(the specs' real paths, every file read, errors), as `generate`
    resolves imports (the specs parsed, not bound)."""
    from .binder import Workspace

    sink = DiagnosticSink()
    workspace = Workspace(include_dirs, sink, type_maps, dialect)
    given = []
    for path in specs:
        loaded = workspace.load(path)
        if loaded is not None and loaded.real_path not in given:
            given.append(loaded.real_path)
    return given, list(workspace.files), [d for d in sink.diagnostics if d.is_error]


def text(given: Iterable[str], files: Iterable[str]) -> str:
    given = sorted(set(given))
    imported = sorted(set(files) - set(given))
    return "".join(GIVEN + p + "\n" for p in given) + "".join(IMPORTED + p + "\n" for p in imported)


def check(stamp: str, include_dirs: Sequence[str], type_maps: Sequence[str],
          dialect: Optional[str]) -> Optional[Tuple[str, str]]:
    """None when the given specs named in `stamp` still import what it lists;
    otherwise (what differs, the stamp's new text)."""
    try:
        with open(stamp, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        return f"cannot read it: {e.strerror or e}", ""
    given = [line[len(GIVEN):] for line in lines if line.startswith(GIVEN)]
    before = {line[len(IMPORTED):] for line in lines if line.startswith(IMPORTED)}
    real, files, errors = resolve(given, include_dirs, type_maps, dialect)
    if errors:
        return None    # the front end has reported them
    now = set(files) - set(real)
    if now == before:
        return None
    parts = []
    if now - before:
        parts.append("now imported: " + ", ".join(sorted(now - before)))
    if before - now:
        parts.append("no longer imported: " + ", ".join(sorted(before - now)))
    return "; ".join(parts), text(real, files)


def mismatch_message(stamp: str, difference: str) -> str:
    return (f"switchyard: error: the specs' imports changed since CMake configured this build "
            f"({difference}); {stamp} is updated: build again (CMake re-configures first)\n")
