"""A field's `default:` checked against its type at spec level (ID0046).

A default is a C++ expression, written into the generated class as the
member's initialiser. Literals can be checked here, so that a spec `check`
accepts never fails in the C++ compiler (or warns, or silently narrows) on
them: a number on a number field must be of the field's kind and in its range
(`99999999999` on an int), a bool field takes true/false (or 0/1), a string
field a C++ string literal, no literal fits a document, ObjectId, timestamp,
binData, UUID, decimal or any-element field, and a numeric literal must
satisfy the field's own validator bounds (a callback cannot be run here).

A bare word (`abc`, which is also what YAML makes of `"abc"`) on a number, bool
or string field is refused too: a C++ constant is written qualified
(`ns::kMax`), a string as a C++ literal (`'"abc"'`). Any other expression (a
qualified name, a call, a cast) is the user's C++ and is not checked.
"""

from __future__ import annotations

import math
import re
from typing import Optional

from .. import model
from ..model import ValueKind as K

NUMBER = re.compile(r"[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\Z")
INTEGER = re.compile(r"[-+]?\d+\Z")
STRING_LITERAL = re.compile(r'"([^"\\\n]|\\.)*"\Z')
BARE_WORD = re.compile(r"[A-Za-z_]\w*\Z")
BOOL_LITERALS = ("true", "false")

INTEGER_RANGES = {
    K.INT32: (-2 ** 31, 2 ** 31 - 1), K.SAFE_INT32: (-2 ** 31, 2 ** 31 - 1),
    K.INT64: (-2 ** 63, 2 ** 63 - 1), K.SAFE_INT64: (-2 ** 63, 2 ** 63 - 1), K.DATE: (-2 ** 63, 2 ** 63 - 1),
}
FLOAT_KINDS = (K.DOUBLE, K.SAFE_DOUBLE)
BOOL_KINDS = (K.BOOL, K.SAFE_BOOL)
STRING_KINDS = (K.STRING, K.STRING_OWNED)
_KIND_WORDS = {K.INT32: "a 32-bit int", K.SAFE_INT32: "a 32-bit int", K.INT64: "a 64-bit int",
               K.SAFE_INT64: "a 64-bit int", K.DATE: "a date (64-bit milliseconds)", K.DOUBLE: "a double",
               K.SAFE_DOUBLE: "a double", K.BOOL: "a bool", K.SAFE_BOOL: "a bool", K.STRING: "a string",
               K.STRING_OWNED: "a string"}


def literal_kind(text: str) -> Optional[str]:
    """"number", "bool", "string" or "word" for a literal or a bare word;
    None for any other C++ expression."""
    if NUMBER.match(text):
        return "number"
    if text in BOOL_LITERALS:
        return "bool"
    if STRING_LITERAL.match(text):
        return "string"
    if BARE_WORD.match(text):
        return "word"
    return None


def default_problem(text: str, ftype: model.FieldType, validator: Optional[model.Validator] = None) -> Optional[str]:
    """Why default `text` cannot be the value of a field of type `ftype`
    (with `validator`), or None (it fits, or it is an expression not checked
    here). The reason completes "the default 'X' of field F ..."."""
    text = text.strip()
    if ftype.category == "variant":
        if literal_kind(text) in (None, "word"):
            return None
        if any(default_problem(text, alt) is None for alt in ftype.alternatives if alt.category == "basic"):
            return None
        return f"fits none of the alternatives of '{ftype.idl_name}'"
    if ftype.category != "basic" or ftype.basic.kind is K.CUSTOM:
        return None     # enums are checked by name; structs and arrays take no default
    kind = ftype.basic.kind
    problem = _type_problem(text, kind, ftype.idl_name)
    if problem is None and validator is not None and literal_kind(text) == "number":
        problem = _validator_problem(float(text), validator)
    return problem


def _type_problem(text: str, kind: K, type_name: str) -> Optional[str]:
    literal = literal_kind(text)
    if literal is None:
        return None
    is_a = f"is not {_KIND_WORDS[kind]}" if kind in _KIND_WORDS else ""
    if kind in INTEGER_RANGES:
        if literal != "number":
            return _not_a(literal, is_a, "a number", constant=True)
        if not INTEGER.match(text):
            return f"{is_a}: '{type_name}' takes an integer"
        low, high = INTEGER_RANGES[kind]
        if not low <= int(text) <= high:
            return f"is out of range of '{type_name}' ({_KIND_WORDS[kind]}: {low}..{high})"
        return None
    if kind in FLOAT_KINDS:
        if literal != "number":
            return _not_a(literal, is_a, "a number", constant=True)
        if math.isinf(float(text)):
            return f"is out of range of '{type_name}' (a double)"
        return None
    if kind in BOOL_KINDS:
        if literal == "bool" or text in ("0", "1"):
            return None
        if literal == "number":
            return f"{is_a}: '{type_name}' takes true or false (or 0 or 1)"
        return _not_a(literal, is_a, "true or false", constant=True)
    if kind in STRING_KINDS:
        if literal == "string":
            return None
        if literal == "word":
            return (f"{is_a} literal: write a C++ string literal ('\"{text}\"' in YAML), or qualify a "
                    f"constant (ns::{text})")
        return f"{is_a}: '{type_name}' takes a C++ string literal"
    if literal == "word":
        return None
    return f"is a {literal} literal, and '{type_name}' ({kind.value}) takes none: give a C++ expression"


def _not_a(literal: str, is_a: str, wanted: str, constant: bool) -> str:
    if literal == "word":
        return (f"{is_a}: it takes {wanted}; a C++ constant is written qualified (ns::kName)" if constant
                else f"{is_a}: it takes {wanted}")
    return f"{is_a}: it takes {wanted}, not a {literal}"


def _validator_problem(value: float, v: model.Validator) -> Optional[str]:
    checks = (("gt", v.gt, lambda b: value > b, ">"), ("gte", v.gte, lambda b: value >= b, ">="),
              ("lt", v.lt, lambda b: value < b, "<"), ("lte", v.lte, lambda b: value <= b, "<="))
    for _, bound, holds, op in checks:
        if bound is not None and not holds(bound[1]):
            return f"violates the field's own validator (value must be {op} {bound[0]})"
    return None
