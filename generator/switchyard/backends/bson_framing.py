"""Framing specialised per field handler: the fast-path test of a handler.

A handler knows the types its field accepts. For the type the field is
expected to arrive as (its first accepted type; int32 for the safe integers,
which drivers send as int32) it tests the element's type byte and checks the
value's size inline with switchyard/bson/internal/values.h, with no table lookup and no
out-of-line call. Anything else (another accepted type, null, a wrong type,
malformed bytes) takes the generic path: `BsonCursor::sizeValue`, the type
check and MongoDB's errors, exactly as before.
"""

from __future__ import annotations

from typing import Optional, Tuple

from .. import model
from ..lower.kinds import FIXED_SIZES   # the kinds' framed_size column, by BsonType enumerator


def fast_framing(expected_type: Optional[str], kind: Optional[model.ValueKind]) -> Optional[Tuple[str, str]]:
    """(condition, initial value of `size`) for the handler's fast path, or
    None when the field has no fast path (any type, custom types).

    `expected_type` is the BsonType enumerator the field is expected to
    arrive as ("switchyard::BsonType::kObject"); `kind` the field's value kind
    (None for structs, arrays and enums). The condition may assign `size`."""
    if expected_type is None:
        return None
    short = expected_type.split("::")[-1]
    is_type = f"p[0] == switchyard::typeByte({expected_type})"
    if kind == model.ValueKind.UUID:
        return f"{is_type} && switchyard::uuidValueAt(cursor, value)", "switchyard::kUuidValueSize"
    if short in ("kObject", "kArray"):
        return f"{is_type} && switchyard::documentValueAt(cursor, value, size)", ""
    if short == "kString":
        return f"{is_type} && switchyard::stringValueAt(cursor, value, size)", ""
    if short == "kBinData":
        return f"{is_type} && switchyard::binDataValueAt(cursor, value, size)", ""
    if short == "kBool":
        return f"{is_type} && switchyard::boolValueAt(cursor, value)", "1"
    if short in FIXED_SIZES:
        n = FIXED_SIZES[short]
        return f"{is_type} && switchyard::fixedValueAt(cursor, value, {n})", str(n)
    return None


__all__ = ["fast_framing"]
