"""The generator's shape, checked: no module over 600 lines, no function over
80 (the developer guide's limits), the binder's parts combine only in the
facade (bind/ never imports binder.py, so there is no import cycle), and the
parts of the binder and the backends are collaborators handed to each other,
not mixins sharing one `self`."""

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


def test_workspace_holds_one_part_per_concern():
    from switchyard.diagnostics import DiagnosticSink
    ws = binder.Workspace([], DiagnosticSink())
    parts = {type(v).__module__.rsplit(".", 1)[-1] for k, v in vars(ws).items() if k not in ("state", "files")}
    assert parts == {"loading", "scope", "types", "fields", "structs", "generic", "proto_checks", "dialect"}


# Where parts are collaborators, not mixins: the binder's and the backends'.
PART_DIRS = ("bind", "backends")
PART_FILES = ("binder.py",)


def _part_modules():
    return [p for p in _modules() if p.relative_to(PACKAGE).parts[0] in PART_DIRS or p.name in PART_FILES]


def _project_classes():
    return {n.name for p in _modules() for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(n, ast.ClassDef)}


def part_offences(source: str, project_classes) -> list:
    """A part's class that inherits from another class of the project (a
    mixin sharing one `self`), or calls `self.name(...)` for a name it neither
    defines nor assigns (a method some other class brings along)."""
    offences = []
    for cls in ast.walk(ast.parse(source)):
        if not isinstance(cls, ast.ClassDef):
            continue
        offences += [f"{cls.name} inherits {ast.unparse(b)}" for b in cls.bases
                     if ast.unparse(b).split(".")[-1] in project_classes]
        own = {m.name for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}
        own |= {t.attr for node in ast.walk(cls) if isinstance(node, (ast.Assign, ast.AnnAssign))
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                for t in ast.walk(target)
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}
        offences += [f"{cls.name} calls self.{c.func.attr}()" for c in ast.walk(cls)
                     if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                     and isinstance(c.func.value, ast.Name) and c.func.value.id in ("self", "cls")
                     and c.func.attr not in own]
    return offences


def test_parts_call_only_their_own_methods_or_their_collaborators():
    classes = _project_classes()
    offences = [f"{p.relative_to(PACKAGE)}: {o}" for p in _part_modules()
                for o in part_offences(p.read_text(encoding="utf-8"), classes)]
    assert offences == []


def test_part_offences_are_found():
    mixin = "class A(B):\n    def f(self):\n        return self.g()\n"
    assert part_offences(mixin, {"A", "B"}) == ["A inherits B", "A calls self.g()"]
    handed = ("class A:\n    def __init__(self, b):\n        self.b = b\n"
              "    def f(self):\n        return self.b.g() + self.h()\n    def h(self):\n        return 1\n")
    assert part_offences(handed, {"A", "B"}) == []


def _plan_calls(path: Path) -> list:
    calls = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name.startswith("plan_"):
                calls.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {name}")
    return calls


def test_backends_and_tools_render_plans_and_decide_nothing():
    """lower/ decides (strategy, order, prediction forms, includes, the
    generic base's plan, the seed fallback): a backend renders the plan the
    registry (backends/__init__.py) hands it and calls no plan_* function; a
    tool, which writes outside every namespace, asks only for a whole
    SpecPlan from the global scope (plan_spec)."""
    backends = [c for p in sorted((PACKAGE / "backends").rglob("*.py")) if p != PACKAGE / "backends" / "__init__.py"
                for c in _plan_calls(p)]
    tools = [c for p in sorted((PACKAGE / "tools").rglob("*.py")) for c in _plan_calls(p)
             if not c.endswith(" plan_spec")]
    assert backends == [] and tools == []


def test_every_generator_is_registered_and_the_cli_goes_through_the_registry():
    """One backend interface (generators.py): the CLI renders nothing itself."""
    from switchyard import backends, generators
    assert set(generators.GENERATORS) == {"bson-cpp", "proto", "command-set", "bench", "json-dump"}
    assert set(backends.class_parts()) == {"proto-cpp"}
    renders = [f"cli.py:{n.lineno} {n.func.id if isinstance(n.func, ast.Name) else n.func.attr}"
               for n in ast.walk(ast.parse((PACKAGE / "cli.py").read_text(encoding="utf-8")))
               if isinstance(n, ast.Call) and (getattr(n.func, "id", "") or getattr(n.func, "attr", "")) in
               ("render_spec", "render_proto", "render_command_set", "render_bench", "render_json_specs")]
    assert renders == []
