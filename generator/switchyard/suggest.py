"""Suggestions for diagnostics: "did you mean ...?" for a misspelt name, and
which shipped base spec defines a name a spec uses without importing it.

The one place that decides what is close enough to suggest (difflib's ratio,
case-insensitively), so every diagnostic that names a wrong name suggests the
same way. Used at the raise sites of unknown types, chained structs, reply
types, enum values, imports and keys.
"""

from __future__ import annotations

import difflib
import functools
import os
from typing import Dict, Iterable, List, Optional, Tuple

from . import resources

# difflib's ratio below which a candidate is not offered (its own default).
CUTOFF = 0.6
# The shipped base specs a user imports by name (not the command specs).
SHIPPED_BASE_SPECS = ("basic_types.yaml", "generic_arguments.yaml")


def closest(word: str, candidates: Iterable[str]) -> Optional[str]:
    """The candidate nearest to `word` (case-insensitive), or None when none
    is close enough. Exact matches are not suggestions: `word` itself is never
    returned."""
    by_folded: Dict[str, str] = {}
    for c in candidates:
        if c != word:
            by_folded.setdefault(c.lower(), c)
    if word.lower() in by_folded:
        return by_folded[word.lower()]
    found = difflib.get_close_matches(word.lower(), list(by_folded), n=1, cutoff=CUTOFF)
    return by_folded[found[0]] if found else None


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """"; did you mean 'x'?" for the nearest candidate, else ""."""
    near = closest(word, candidates)
    return f"; did you mean '{near}'?" if near is not None else ""


@functools.lru_cache(maxsize=None)
def _shipped_definitions() -> Dict[str, str]:
    """{type, enum or struct name: shipped base spec defining it} (the specs
    come with the compiler; read once)."""
    import yaml

    directory = resources.idl_dir()
    out: Dict[str, str] = {}
    if directory is None:
        return out
    for name in SHIPPED_BASE_SPECS:
        try:
            with open(os.path.join(directory, name), encoding="utf-8") as f:
                data = yaml.safe_load(f) or {}
        except (OSError, yaml.YAMLError):
            continue
        for section in ("types", "enums", "structs"):
            for defined in (data.get(section) or {}):
                out.setdefault(str(defined), name)
    return out


def shipped_spec_defining(name: str) -> Optional[str]:
    """The shipped base spec (`basic_types.yaml`, ...) that defines `name`."""
    return _shipped_definitions().get(name)


def is_shipped(path: str) -> bool:
    """Whether `path` is one of the shipped base specs."""
    directory = resources.idl_dir()
    return directory is not None and os.path.basename(path) in SHIPPED_BASE_SPECS and \
        os.path.realpath(os.path.dirname(path)) == os.path.realpath(directory)


def spec_files_near(directories: Iterable[str]) -> List[Tuple[str, str]]:
    """(file name, directory) of the spec files (*.yaml, *.yml, *.idl) in each
    directory, in order; unreadable directories are skipped."""
    out: List[Tuple[str, str]] = []
    for directory in directories:
        try:
            names = sorted(os.listdir(directory))
        except OSError:
            continue
        out += [(n, directory) for n in names if n.endswith((".yaml", ".yml", ".idl"))]
    return out


def import_hint(name: str, directories: Iterable[str]) -> str:
    """The hint of a failed import `name` (relative, looked up in each of
    `directories`): the nearest spec file name under each directory (in the
    import's own subdirectory, then the directory itself), the shipped base
    specs among them."""
    prefix, base = os.path.split(name)
    directories = list(directories)
    places = [os.path.join(d, prefix) for d in directories] + (directories if prefix else [])
    files = spec_files_near(places)
    names = [n for n, _ in files]
    near = base if base in names and base != name else closest(base, names)
    if near is None:
        return ""
    where = next(d for n, d in files if n == near)
    spelled = os.path.join(prefix, near) if prefix and where in places[:len(directories)] else near
    shipped = resources.idl_dir()
    if near in SHIPPED_BASE_SPECS and spelled == near and shipped is not None and \
            os.path.realpath(where) == os.path.realpath(shipped):
        return f"; did you mean '{near}' (shipped with Switchyard, found without -I)?"
    return f"; did you mean '{spelled}'?"
