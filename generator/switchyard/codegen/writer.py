"""The one C++ code writer: an indenting line buffer whose blocks balance
braces by structure (MongoDB's `IndentedScopedBlock`):

    with w.block("if (x) {", "}"):
        w("return false;")

and readable snippets with named holes (flatbuffers' `{{NAME}}`, upb's
`R"cc(...)cc"`): an unknown or an unused hole is an error, so a snippet and
its caller cannot drift apart silently.

    w.snippet('''
        if (!{{COND}}) [[unlikely]] {
          return {{FAIL}};
        }
    ''', COND="ok", FAIL="false")

A hole alone on its line may take a list of lines (a body rendered by
another CodeWriter): they are written at the hole's indentation, none
leaving no line, so a whole generated function reads as one snippet.
"""

from __future__ import annotations

import contextlib
import re
import textwrap
from typing import Dict, Iterator, List, Optional, Sequence, Set

_HOLE = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
_LINE_HOLE = re.compile(r"( *)\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")


class SnippetError(ValueError):
    """A snippet's holes and the values given for them disagree."""


def fill(template: str, **holes: object) -> str:
    """`template` with every `{{NAME}}` replaced by str(holes[NAME]).
    SnippetError when a hole has no value or a value has no hole."""
    used: Set[str] = set()
    text = _fill(template, holes, used)
    _check_used(holes, used)
    return text


def _fill(template: str, holes: Dict[str, object], used: Set[str]) -> str:
    """`template` with its holes filled from `holes` (their names added to `used`)."""

    def sub(m: "re.Match[str]") -> str:
        name = m.group(1)
        if name not in holes:
            raise SnippetError(f"snippet hole {{{{{name}}}}} has no value")
        if isinstance(holes[name], (list, tuple)):
            raise SnippetError(f"snippet hole {{{{{name}}}}} takes lines but is not alone on its line")
        used.add(name)
        return str(holes[name])

    return _HOLE.sub(sub, template)


def _check_used(holes: Dict[str, object], used: Set[str]) -> None:
    unused = sorted(set(holes) - used)
    if unused:
        raise SnippetError(f"values for holes the snippet does not have: {', '.join(unused)}")


class CodeWriter:
    """Lines of C++ at a current indentation (two spaces per level)."""

    def __init__(self, indent: int = 0) -> None:
        self.lines: List[str] = []
        self.level = indent

    def __call__(self, text: str = "") -> None:
        self.lines.append(("  " * self.level + text) if text else "")

    def extend(self, lines: Sequence[str]) -> None:
        for line in lines:
            self(line)

    def indent(self) -> "CodeWriter":
        self.level += 1
        return self

    def dedent(self) -> "CodeWriter":
        if self.level == 0:
            raise SnippetError("dedent below column 0")
        self.level -= 1
        return self

    def outdented(self, text: str) -> None:
        """A line one level out (a C++ label inside the block it labels into)."""
        self.dedent()
        self(text)
        self.indent()

    @contextlib.contextmanager
    def indented(self) -> Iterator["CodeWriter"]:
        """One more level for the body of the `with`."""
        self.indent()
        try:
            yield self
        finally:
            self.dedent()

    @contextlib.contextmanager
    def block(self, opening: str, closing: Optional[str] = "}") -> Iterator["CodeWriter"]:
        """`opening`, the body one level deeper, then `closing` (None: no
        closing line, e.g. before an `} else {` the caller writes)."""
        self(opening)
        self.indent()
        try:
            yield self
        finally:
            self.dedent()
        if closing is not None:
            self(closing)

    def snippet(self, template: str, **holes: object) -> None:
        """Writes a multi-line snippet (common leading whitespace and the
        surrounding blank lines removed) at the current indentation. A hole
        alone on its line whose value is a list of lines: those lines, their
        common leading whitespace removed, at the hole's indentation (an
        empty list: no line). A body written at its level in the function
        (CodeWriter(indent=1)) keeps the level its line lengths assume."""
        used: Set[str] = set()
        for line in textwrap.dedent(template).strip("\n").splitlines():
            m = _LINE_HOLE.fullmatch(line)
            lines = holes.get(m.group(2)) if m else None
            if m and isinstance(lines, (list, tuple)):
                used.add(m.group(2))
                for inner in textwrap.dedent("\n".join(lines)).split("\n") if lines else []:
                    self((m.group(1) + inner).rstrip() if inner.strip() else "")
                continue
            for text in _fill(line, holes, used).splitlines() or [""]:
                self(text.rstrip())
        _check_used(holes, used)
