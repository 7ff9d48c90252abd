"""The generated files' one layout rule: no line over 100 columns.

A deterministic pass over a rendered file, applied to the lines that are
too long (every other line is left byte for byte as it was written), with
the breaks a careful hand would choose (Google's C++ style, as clang-format
lays it out):

- a trailing `// comment` moves onto its own line (above the code, or as the
  first line of the block the code opens); a comment line is word-wrapped;
- `if (cond) [[unlikely]] return x;` becomes a block, `f() const { return x; }`
  a body of its own;
- otherwise the line breaks after a `,` or a binary operator (`&&`, `||`, `|`,
  `+`, `?`, `:`, `=`), or before a `[[likely]]` attribute, preferring the
  break outside the most brackets and then the latest one that fits; a
  continuation inside brackets lines up after the open bracket, one outside
  them (or one that would not fit there) is indented four more columns, and
  when no such break fits, the line breaks after an open bracket.

Preprocessor lines and string literals are never broken. The pass is
idempotent: what it writes is within the width, or (a single token longer
than the width) left as it is.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from typing import List, Optional, Tuple

WIDTH = 100
# A continuation outside brackets (or that cannot align) goes this much deeper.
CONTINUATION = 4

_OPEN = "([{"
_CLOSE = ")]}"
# Binary operators a line may break after (with their surrounding spaces).
_OPERATORS = (" && ", " || ", " | ", " + ", " ? ", " : ", " = ", " += ")
_IF_RETURN = re.compile(r"^(if \(.*\)(?: \[\[(?:un)?likely\]\])?) ((?:return|continue|break|goto)\b.*;)$")
_INLINE_BODY = re.compile(r"^(.*\)(?: const)?(?: noexcept)?(?: override)?) \{ (.+;) \}$")


@dataclass(frozen=True)
class _Break:
    pos: int        # where the next line starts (index into the code)
    end: int        # where this line ends (before the trailing space)
    depth: int      # brackets open at the break
    bracket: int    # index of the innermost open bracket (-1: none)
    after_open: bool = False


def wrap_text(text: str, width: int = WIDTH) -> str:
    """`text` (a whole generated file) with every line over `width` columns
    broken up."""
    if all(len(line) <= width for line in text.split("\n")):
        return text
    out: List[str] = []
    for line in text.split("\n"):
        out.extend(wrap_line(line, width) if len(line) > width else [line])
    return "\n".join(out)


def wrap_line(line: str, width: int = WIDTH) -> List[str]:
    """One line as lines of at most `width` columns (where it can be)."""
    if len(line) <= width:
        return [line]
    stripped = line.lstrip(" ")
    indent = line[:len(line) - len(stripped)]
    if stripped.startswith("#"):
        return [line]
    if stripped.startswith("//"):
        return _wrap_comment(indent, stripped, width)
    code, comment = _split_comment(stripped)
    if comment is not None:
        lines = wrap_line(indent + code, width)
        if code.endswith("{"):  # the first line inside the block it opens
            return lines[:1] + _wrap_comment(indent + "  ", comment, width) + lines[1:]
        return _wrap_comment(indent, comment, width) + lines
    m = _IF_RETURN.match(stripped)
    if m and _closes_at_end(m.group(1)):
        return (wrap_line(f"{indent}{m.group(1)} {{", width) + wrap_line(f"{indent}  {m.group(2)}", width)
                + [f"{indent}}}"])
    m = _INLINE_BODY.match(stripped)
    if m and _balanced(m.group(1)):
        return (wrap_line(f"{indent}{m.group(1)} {{", width) + wrap_line(f"{indent}  {m.group(2)}", width)
                + [f"{indent}}}"])
    return _wrap_code(indent, stripped, width)


def _wrap_comment(indent: str, comment: str, width: int) -> List[str]:
    """A `// ...` comment word-wrapped at `indent`."""
    body = comment[2:].strip()
    room = max(width - len(indent) - 3, 20)
    parts = textwrap.wrap(body, room, break_long_words=False, break_on_hyphens=False) or [""]
    return [f"{indent}// {part}".rstrip() for part in parts]


def _scan(code: str) -> Tuple[List[_Break], List[int]]:
    """The break candidates of `code` and, per index, the innermost open
    bracket's index (-1: none); strings and character literals skipped."""
    breaks: List[_Break] = []
    stack: List[int] = []
    inner = [-1] * (len(code) + 1)
    i = 0
    while i < len(code):
        c = code[i]
        inner[i] = stack[-1] if stack else -1
        if c in "\"'":
            j = i + 1
            while j < len(code) and code[j] != c:
                j += 2 if code[j] == "\\" else 1
            for k in range(i, min(j + 1, len(code))):
                inner[k] = inner[i]
            i = j + 1
            continue
        if c in _OPEN:
            stack.append(i)
            if i + 1 < len(code) and code[i + 1] not in _CLOSE:
                breaks.append(_Break(i + 1, i + 1, len(stack), i, after_open=True))
        elif c in _CLOSE and stack:
            stack.pop()
        elif c == "," and code[i + 1:i + 2] == " ":
            breaks.append(_Break(i + 2, i + 1, len(stack), stack[-1] if stack else -1))
        elif c == " ":
            if code.startswith(" [[", i) and code.startswith(("likely]]", "unlikely]]"), i + 3):
                breaks.append(_Break(i + 1, i, len(stack), stack[-1] if stack else -1))
            for op in _OPERATORS:
                if code.startswith(op, i):
                    breaks.append(_Break(i + len(op), i + len(op) - 1, len(stack),
                                         stack[-1] if stack else -1))
                    break
        i += 1
    inner[len(code)] = stack[-1] if stack else -1
    return breaks, inner


def _wrap_code(indent: str, code: str, width: int) -> List[str]:
    breaks, _ = _scan(code)
    lines: List[str] = []
    start, column = 0, len(indent)   # the current line's first index and its column
    columns = {}                      # index -> column, for the lines laid out
    hanging = len(indent) + CONTINUATION
    while column + len(code) - start > width:
        choice = _choose(breaks, code, start, column, width, columns, hanging)
        if choice is None:
            break
        brk, next_column = choice
        for k in range(start, brk.end):
            columns[k] = column + k - start
        lines.append(" " * column + code[start:brk.end].rstrip())
        start, column = brk.pos, next_column
    lines.append(" " * column + code[start:])
    lines[0] = indent + lines[0].lstrip(" ")
    return lines


def _choose(breaks: List[_Break], code: str, start: int, column: int, width: int, columns: dict,
            hanging: int) -> Optional[Tuple[_Break, int]]:
    """The break that ends the line starting at `start`, and the next line's
    column; None when no break fits."""
    fitting = [b for b in breaks if start < b.end and b.pos < len(code)
               and column + b.end - start <= width]
    if not fitting:
        return None

    def next_column(b: _Break) -> int:
        if b.after_open or b.bracket < 0:
            return hanging
        open_column = columns.get(b.bracket, column + b.bracket - start)
        aligned = open_column + 1
        return aligned if aligned + 20 <= width else hanging

    def rest_fits(b: _Break) -> bool:
        return next_column(b) + len(code) - b.pos <= width

    # The break outside the most brackets; the latest of those. A break whose
    # rest fits wins over one that leaves more to break.
    plain = [b for b in fitting if not b.after_open]
    pool = plain or fitting
    best = min(pool, key=lambda b: (not rest_fits(b), b.depth, -b.end))
    if not rest_fits(best) and plain:
        # Nothing at the outer levels lets the rest fit: take the break that
        # leaves the least, unless it is very early.
        deeper = [b for b in fitting if rest_fits(b)]
        if deeper:
            best = min(deeper, key=lambda b: (b.depth, -b.end))
    return best, next_column(best)


def _split_comment(code: str) -> Tuple[str, Optional[str]]:
    """(code, trailing `// comment` or None), outside string literals."""
    i, quote = 0, None
    while i < len(code):
        c = code[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif code.startswith("//", i):
            return code[:i].rstrip(), code[i:]
        i += 1
    return code, None


def _balanced(code: str) -> bool:
    _, inner = _scan(code)
    return inner[len(code)] == -1


def _closes_at_end(head: str) -> bool:
    """Whether `if (...)` (with its attribute) is one condition: the bracket
    opened after `if` closes where the condition ends."""
    cond = head.split(" [[")[0] if head.endswith("]]") else head
    _, inner = _scan(cond)
    return inner[len(cond)] == -1 and all(inner[k] != -1 for k in range(4, len(cond) - 1))


__all__ = ["WIDTH", "wrap_text", "wrap_line"]
