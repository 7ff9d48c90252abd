"""C++ names: whether a name can be a generated identifier, and the default
C++ names of structs, commands and fields."""

from __future__ import annotations

import re
from typing import Optional

from ..lower.names import CPP_KEYWORDS
from .common import IDENTIFIER


def cpp_identifier_problem(name: str) -> Optional[str]:
    """Why `name` cannot be a C++ identifier we generate, or None."""
    if not IDENTIFIER.match(name):
        return "is not a C++ identifier"
    if name in CPP_KEYWORDS:
        return "is a C++ keyword"
    if name.startswith("_") and len(name) > 1 and (name[1] == "_" or name[1].isupper()):
        return "is reserved in C++ (leading underscore followed by an underscore or capital)"
    if "__" in name:
        return "is reserved in C++ (contains a double underscore)"
    return None


def cpp_qualified_name_problem(name: str, allow_global_prefix: bool = True) -> Optional[str]:
    """Why `name` cannot be a (possibly ::-qualified) C++ name, or None."""
    text = name[2:] if allow_global_prefix and name.startswith("::") else name
    if not text:
        return "is empty"
    for part in text.split("::"):
        problem = cpp_identifier_problem(part)
        if problem:
            return f"is not a qualified C++ name ('{part}' {problem})" if part != text else problem
    return None


def upper_camel(name: str) -> str:
    """`get_more` -> `GetMore`, `find` -> `Find`, `_configsvrFoo` -> `ConfigsvrFoo`."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", name) if p]
    return "".join(p[0].upper() + p[1:] for p in parts)


def default_struct_cpp_name(name: str) -> str:
    return name[:1].upper() + name[1:]


def default_command_cpp_name(name: str) -> str:
    return upper_camel(name) + "Command"


def default_field_cpp_name(wire_name: str) -> str:
    """The wire name without leading `$` and `_` (`$_resumeAfter` -> `resumeAfter`)."""
    return wire_name.lstrip("$_")
