"""The generator's import graph, derived from its source (every `import`, the
lazy ones inside functions included): no cycle, and data flows one way
through the layers (docs/design.md, "Architecture: the passes"):

    parse -> bind -> model -> lower (the plan) -> backends -> tools -> cli

A layer imports only the layers it reads (ALLOWED): the model is the contract
both ends see, the binder reads two tables of lower/ (the value kinds and the
names), backends read the plan and never the binder, and the backends do not
import each other (BACKENDS: one group per backend; `common` and `options`
are shared, the package's `__init__` is the registry that wires them)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set

import switchyard

PACKAGE = Path(switchyard.__file__).parent
ROOT = "switchyard"

# Module (dotted, under switchyard) -> layer; the first matching prefix wins.
LAYER_OF = [
    ("model", "model"), ("diagnostics", "model"),
    ("codegen", "support"), ("name_hash", "support"), ("resources", "support"), ("suggest", "support"),
    ("syntax", "parse"), ("grammar", "parse"), ("spec_source", "parse"), ("parser", "parse"),
    ("lower", "lower"), ("proto_rules", "lower"),
    ("binder", "bind"), ("bind", "bind"), ("mongodb_dialect", "bind"), ("compiler", "bind"),
    ("backends", "backends"),
    ("tools", "tools"),
    ("cli", "cli"), ("cli_synopsis", "cli"), ("__main__", "cli"), ("profile", "cli"), ("capture", "cli"),
    ("bson_scan", "cli"), ("", "cli"),
]

# Layer -> the layers it may import (its own always).
ALLOWED: Dict[str, Set[str]] = {
    "support": set(),
    "model": set(),
    "parse": {"model"},
    "lower": {"model", "support"},   # support: the name hash (lower/dispatch.py searches its seeds)
    "bind": {"parse", "model", "support", "lower"},
    "backends": {"model", "support", "lower"},
    "tools": {"model", "support", "lower", "backends"},
    "cli": {"parse", "bind", "model", "support", "lower", "backends", "tools"},
}
# What the binder may read of lower/: the value kinds' table, the names, the protobuf rules.
BIND_READS_OF_LOWER = {"lower.kinds", "lower.names", "proto_rules"}

# backends/: one group per backend; a module imports its own group and the shared modules.
BACKENDS = [
    ("backends.dispatch", "bson"), ("backends.bson_", "bson"),
    ("backends.proto_file", "proto_file"), ("backends.proto_", "proto_cpp"),
    ("backends.command_set", "command_set"),
]
SHARED_BACKEND_MODULES = {"backends.common", "backends.options"}
REGISTRY = {"backends"}


def _modules() -> Dict[str, Path]:
    out = {}
    for p in PACKAGE.rglob("*.py"):
        parts = list(p.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _imports(name: str, path: Path, modules: Dict[str, Path]) -> Set[str]:
    """The project's modules `name` imports (relative to the package root)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    package = [p for p in package if p]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)] + (node.module.split(".") if node.module else [])
            elif node.module and node.module.split(".")[0] == ROOT:
                base = node.module.split(".")[1:]
            else:
                continue
            for alias in node.names:
                candidate = ".".join(base + [alias.name])
                found.add(candidate if candidate in modules else ".".join(base))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == ROOT:
                    found.add(".".join(alias.name.split(".")[1:]))
    return {m for m in found if m in modules and m != name}


def import_graph() -> Dict[str, Set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _group(name: str, table) -> str:
    for prefix, group in table:
        if name == prefix or name.startswith(prefix + ".") or (prefix.endswith("_") and name.startswith(prefix)):
            return group
    return ""


def layer(name: str) -> str:
    return _group(name, LAYER_OF) or "cli"


def cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found: List[List[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_is_read():
    graph = import_graph()
    # a lazy import inside a function counts (render_spec wires the backends)
    assert "backends.bson_cpp" in graph["backends"] and "lower.kinds" in graph["lower.cpp_types"]
    assert "model" in graph["lower.plan"] and "backends" in graph["tools.bench_cpp"]


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_layers_import_only_what_they_read():
    wrong = []
    for name, deps in sorted(import_graph().items()):
        for dep in sorted(deps):
            mine, theirs = layer(name), layer(dep)
            if mine == theirs:
                continue
            if theirs not in ALLOWED[mine]:
                wrong.append(f"{name} ({mine}) -> {dep} ({theirs})")
            elif mine == "bind" and theirs == "lower" and dep not in BIND_READS_OF_LOWER:
                wrong.append(f"{name} (bind) -> {dep}: the binder reads only {sorted(BIND_READS_OF_LOWER)}")
    assert wrong == []


def test_every_module_has_a_layer():
    assert {layer(m) for m in import_graph()} <= set(ALLOWED)
    assert layer("lower.plan") == "lower" and layer("bind.types") == "bind" and layer("cli") == "cli"


def test_backends_never_import_each_other():
    wrong = []
    for name, deps in sorted(import_graph().items()):
        if layer(name) != "backends" or name in REGISTRY | SHARED_BACKEND_MODULES:
            continue
        mine = _group(name, BACKENDS)
        assert mine, f"{name}: a backend module of no backend (add it to BACKENDS)"
        for dep in sorted(deps):
            if layer(dep) == "backends" and dep not in SHARED_BACKEND_MODULES and _group(dep, BACKENDS) != mine:
                wrong.append(f"{name} ({mine}) -> {dep} ({_group(dep, BACKENDS) or 'registry'})")
    assert wrong == []
