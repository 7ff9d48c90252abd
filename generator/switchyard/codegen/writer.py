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
"""

from __future__ import annotations

import contextlib
import re
import textwrap
from typing import Iterator, List, Optional, Sequence

_HOLE = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")


class SnippetError(ValueError):
    """A snippet's holes and the values given for them disagree."""


def fill(template: str, **holes: object) -> str:
    """`template` with every `{{NAME}}` replaced by str(holes[NAME]).
    SnippetError when a hole has no value or a value has no hole."""
    used = set()

    def sub(m: "re.Match[str]") -> str:
        name = m.group(1)
        if name not in holes:
            raise SnippetError(f"snippet hole {{{{{name}}}}} has no value")
        used.add(name)
        return str(holes[name])

    text = _HOLE.sub(sub, template)
    unused = sorted(set(holes) - used)
    if unused:
        raise SnippetError(f"values for holes the snippet does not have: {', '.join(unused)}")
    return text


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
        surrounding blank lines removed) at the current indentation."""
        text = fill(textwrap.dedent(template).strip("\n"), **holes)
        for line in text.splitlines():
            self(line.rstrip())
