"""BSON bytes by hand, for the C++ test generators (tests/generated/make_fixtures.py,
tests/hostile/catalogue.py, tests/runtime/make_fixtures.py): the pieces
pymongo will not write (wrong lengths, duplicate or misnamed elements,
deprecated types), and C++ string literals of test data. Well-formed
documents come from pymongo's independent encoder, never from here.

Import it from a script in a sibling directory with:

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from bsonbytes import cstr, elem, raw_doc  # noqa: E402
"""

from __future__ import annotations

import struct


def cstr(s: str) -> bytes:
    """A BSON cstring: UTF-8 bytes and a NUL."""
    return s.encode() + b"\0"


def elem(type_byte: int, name: str, value: bytes) -> bytes:
    """One element: type byte, name, value bytes."""
    return bytes([type_byte]) + cstr(name) + value


def raw_doc(*elements: bytes) -> bytes:
    """A document frame (int32 length, elements, NUL) around `elements`."""
    body = b"".join(elements)
    return struct.pack("<i", len(body) + 5) + body + b"\0"


def with_length(declared: int, body: bytes) -> bytes:
    """A document with an arbitrary declared length and the given bytes after it."""
    return struct.pack("<i", declared) + body


def string_value(s: str) -> bytes:
    """A BSON string value: int32 length (with the NUL), bytes, NUL."""
    data = s.encode()
    return struct.pack("<i", len(data) + 1) + data + b"\0"


def i32(v: int) -> bytes:
    return struct.pack("<i", v)


def cpp_string(s: str) -> str:
    """A C++ string literal holding `s`'s UTF-8 bytes (octal escapes, no trigraphs)."""
    out = []
    for ch in s.encode():
        c = chr(ch)
        if c in '"\\?':
            out.append("\\" + c)
        elif 0x20 <= ch < 0x7F:
            out.append(c)
        else:
            out.append("\\%03o" % ch)
    return '"' + "".join(out) + '"'
