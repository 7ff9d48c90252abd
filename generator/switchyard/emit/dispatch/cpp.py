"""C++ spelling helpers shared by the dispatch strategies and the emitter."""

from __future__ import annotations


def cpp_string_literal(text: str) -> str:
    """A C++ narrow string literal holding `text`'s UTF-8 bytes exactly."""
    out = ['"']
    data = text.encode("utf-8")
    for i, byte in enumerate(data):
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
            out.append("\\?")
        elif 0x20 <= byte < 0x7F:
            out.append(ch)
        else:
            out.append("\\%03o" % byte)
    out.append('"')
    return "".join(out)
