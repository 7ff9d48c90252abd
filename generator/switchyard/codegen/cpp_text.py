"""C++ spelling helpers shared by the backends, the dispatch strategies and
the tools: literals, comments, numbers."""

from __future__ import annotations

import re
import textwrap
from typing import List

_PLAIN_NUMBER = re.compile(r"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$")


def cpp_string_literal(text: str) -> str:
    """A C++ narrow string literal holding `text`'s UTF-8 bytes exactly."""
    return cpp_bytes_literal(text.encode("utf-8"))


def name_size(text: str) -> int:
    """Bytes of a field name on the wire (without its NUL)."""
    return len(text.encode("utf-8"))


def cpp_bytes_literal(data: bytes) -> str:
    """A C++ string literal holding exactly `data` (which may include NULs;
    pass the length explicitly where it matters)."""
    out = ['"']
    for byte in data:
        ch = chr(byte)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "?":
            out.append("\\?")  # no trigraphs
        elif 0x20 <= byte < 0x7F:
            out.append(ch)
        else:
            # Octal escapes stop after three digits, so a following digit
            # cannot be swallowed.
            out.append("\\%03o" % byte)
    out.append('"')
    return "".join(out)


def comment_lines(text: str, width: int = 96) -> List[str]:
    """`text` as `// ` comment lines (no trailing backslashes, which would
    continue a line comment)."""
    out: List[str] = []
    for paragraph in (text or "").strip().splitlines():
        paragraph = paragraph.strip().rstrip("\\")
        if not paragraph:
            continue
        for line in textwrap.wrap(paragraph, width) or [""]:
            out.append(("// " + line.rstrip("\\")).rstrip())
    return out


def is_plain_number(spelling: str) -> bool:
    """A decimal number as C++ and protobuf both spell it."""
    return _PLAIN_NUMBER.match(spelling.strip()) is not None


def bound_literal(spelling: str, value: float) -> str:
    """A C++ numeric literal for a validator bound."""
    if is_plain_number(spelling):
        return spelling.strip()
    if float(value).is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(float(value))
