"""Spec sources: a spec file's text (UTF-8, with positioned errors) and its
YAML node tree (libyaml when the nesting allows, the Python loader otherwise).
Never raises on bad input: problems go to the diagnostic sink."""

from __future__ import annotations

from typing import Optional

import yaml
from yaml.nodes import Node

from .diagnostics import DiagnosticId, DiagnosticSink
from .model import Location


def read_spec_text(path: str, sink: DiagnosticSink, location: Optional[Location] = None) -> Optional[str]:
    """The text of a spec file, or None (with a diagnostic) when it cannot be read."""
    where = location or Location(path, 1, 1)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        sink.error(where, DiagnosticId.FILE_UNREADABLE, f"cannot read '{path}': {e.strerror or e}")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        sink.error(Location(path, line, column), DiagnosticId.FILE_UNREADABLE,
                   f"'{path}' is not valid UTF-8 (byte 0x{data[e.start]:02x})")
        return None


# libyaml's loader when present (same nodes and marks, several times faster).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


# libyaml composes recursively on the C stack, so very deep nesting would crash
# the process; such text goes to the Python loader, whose RecursionError is
# reported. Real specs are a handful of levels deep.
_MAX_FAST_DEPTH = 200


def _nesting_bound(text: str) -> int:
    """An upper bound on the nesting depth of the YAML in `text`: the deepest
    indentation plus the deepest run of open brackets (quotes ignored, so it
    may overestimate, which only costs speed)."""
    indent = max((len(line) - len(line.lstrip(" ")) for line in text.split("\n")), default=0)
    depth = deepest = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}" and depth > 0:
            depth -= 1
    return indent + deepest


def compose(text: str, path: str, sink: DiagnosticSink) -> Optional[Node]:
    loader = _LOADER if _nesting_bound(text) <= _MAX_FAST_DEPTH else yaml.SafeLoader
    try:
        return yaml.compose(text, Loader=loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = Location(path, mark.line + 1, mark.column + 1) if mark else Location(path, 1, 1)
        problem = e.problem or e.context or "malformed YAML"
        if e.context and e.problem:
            problem = f"{e.context}: {e.problem}"
        sink.error(where, DiagnosticId.MALFORMED_YAML, f"malformed YAML: {problem}")
    except yaml.reader.ReaderError as e:
        position = min(max(e.position, 0), len(text))
        line = text.count("\n", 0, position) + 1
        column = position - (text.rfind("\n", 0, position) + 1) + 1
        sink.error(Location(path, line, column), DiagnosticId.MALFORMED_YAML,
                   f"malformed YAML: character {e.character!r} is not allowed")
    except yaml.YAMLError as e:
        sink.error(Location(path, 1, 1), DiagnosticId.MALFORMED_YAML, f"malformed YAML: {e}")
    except RecursionError:
        sink.error(Location(path, 1, 1), DiagnosticId.MALFORMED_YAML, "malformed YAML: nesting too deep")
    return None
