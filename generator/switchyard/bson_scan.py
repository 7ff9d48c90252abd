"""Scanning BSON for its field names, checking every length read: what
`switchyard profile` (profile.py) and its wire-capture reader (capture.py)
both need, so neither imports the other for it. The reader is self-contained
(no pymongo needed); a malformed input is a ProfileError with its byte
offset."""

from __future__ import annotations

import struct
from typing import List


class ProfileError(Exception):
    """A malformed input file: `path`, byte `offset`, what was wrong."""

    def __init__(self, path: str, offset: int, message: str) -> None:
        super().__init__(f"{path}: byte {offset}: {message}")
        self.path, self.offset, self.message = path, offset, message


# Value sizes of fixed-size BSON types; None for length-prefixed / special ones.
_FIXED = {0x01: 8, 0x06: 0, 0x07: 12, 0x08: 1, 0x09: 8, 0x0A: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16,
          0x7F: 0, 0xFF: 0}
_LENGTH_PREFIXED_STRING = {0x02, 0x0D, 0x0E}
_DOCUMENT = {0x03, 0x04}


def int32_at(data: bytes, at: int) -> int:
    return struct.unpack_from("<i", data, at)[0]


def _value_size(data: bytes, at: int, end: int, kind: int, path: str) -> int:
    """Size of the value of type `kind` starting at `at` (must end by `end`)."""
    avail = end - at
    if kind in _FIXED:
        size = _FIXED[kind]
    elif kind in _LENGTH_PREFIXED_STRING or kind == 0x0C:
        if avail < 4:
            raise ProfileError(path, at, "string length prefix runs past the document")
        size = 4 + int32_at(data, at)
        if size < 5:
            raise ProfileError(path, at, "string length is less than 1")
        if kind == 0x0C:
            size += 12
    elif kind in _DOCUMENT or kind == 0x0F:
        if avail < 4:
            raise ProfileError(path, at, "length prefix runs past the document")
        size = int32_at(data, at)
        if size < 5:
            raise ProfileError(path, at, f"embedded length {size} is less than 5")
    elif kind == 0x05:
        if avail < 5:
            raise ProfileError(path, at, "binData header runs past the document")
        size = 5 + int32_at(data, at)
        if size < 5:
            raise ProfileError(path, at, "binData length is negative")
    elif kind == 0x0B:
        first = data.find(b"\0", at, end)
        second = data.find(b"\0", first + 1, end) if first >= 0 else -1
        if second < 0:
            raise ProfileError(path, at, "regex is not NUL-terminated")
        size = second + 1 - at
    else:
        raise ProfileError(path, at - 1, f"unknown BSON type 0x{kind:02x}")
    if size > avail:
        raise ProfileError(path, at, f"value of {size} bytes runs past the document ({avail} remain)")
    return size


def field_names(data: bytes, start: int, path: str) -> List[str]:
    """The top-level field names of the document at `start`, in order."""
    if len(data) - start < 5:
        raise ProfileError(path, start, "fewer than 5 bytes left for a document")
    length = int32_at(data, start)
    if length < 5 or start + length > len(data):
        raise ProfileError(path, start, f"document length {length} is invalid for the {len(data) - start} "
                                        f"bytes left")
    end = start + length - 1  # the terminating NUL
    if data[end] != 0:
        raise ProfileError(path, end, "document does not end with a NUL byte")
    names = []
    at = start + 4
    while at < end:
        kind = data[at]
        if kind == 0:
            raise ProfileError(path, at, "end-of-object marker before the document's end")
        nul = data.find(b"\0", at + 1, end)
        if nul < 0:
            raise ProfileError(path, at, "field name is not NUL-terminated")
        try:
            names.append(data[at + 1:nul].decode("utf-8"))
        except UnicodeDecodeError:
            raise ProfileError(path, at + 1, "field name is not valid UTF-8") from None
        at = nul + 1 + _value_size(data, nul + 1, end, kind, path)
    return names
