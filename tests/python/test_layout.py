"""The generator's shape, checked: no module over 600 lines, no function over
80 (the developer guide's limits), and the binder's parts combine only in the
facade (bind/ never imports binder.py, so there is no import cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

import switchyard
from switchyard import binder

PACKAGE = Path(switchyard.__file__).parent
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80


def _modules():
    return sorted(PACKAGE.rglob("*.py"))


def test_no_module_over_600_lines():
    long = [f"{p.relative_to(PACKAGE)}: {n}" for p in _modules()
            if (n := p.read_text(encoding="utf-8").count("\n")) > MAX_MODULE_LINES]
    assert long == []


def test_no_function_over_80_lines():
    long = []
    for p in _modules():
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                if n > MAX_FUNCTION_LINES:
                    long.append(f"{p.relative_to(PACKAGE)}:{node.lineno} {node.name}: {n}")
    assert long == []


def test_binder_parts_do_not_import_the_facade():
    offenders = []
    for p in sorted((PACKAGE / "bind").glob("*.py")):
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level >= 1 and (
                    node.module == "binder" or (node.module is None and "binder" in [a.name for a in node.names])):
                offenders.append(p.name)
    assert offenders == []


def test_workspace_combines_one_part_per_concern():
    parts = {cls.__module__.rsplit(".", 1)[-1] for cls in binder.Workspace.__mro__[1:] if cls is not object}
    assert parts == {"loading", "scope", "types", "fields", "structs", "generic", "proto_checks", "dialect"}
