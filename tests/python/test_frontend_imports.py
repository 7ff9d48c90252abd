"""Imports: relative to the importing file, then -I directories; diamonds
load once; cycles terminate; visibility follows imports."""

from __future__ import annotations

from pathlib import Path

from conftest import BASIC, compile_files, errors, write_files
from switchyard.compiler import compile_specs, compile_with_inputs


def test_relative_import_from_the_importing_files_directory(tmp_path: Path):
    files = {
        "specs/main.yaml": "imports: [sub/a.yaml]\nstructs:\n  M:\n    fields: {a: A}\n",
        "specs/sub/a.yaml": "imports: [../../basic.yaml]\nstructs:\n  A:\n    fields: {x: string}\n",
    }
    specs, diagnostics, _ = compile_files(tmp_path, files, main="specs/main.yaml")
    assert errors(diagnostics) == []
    spec = specs[0]
    assert spec.imports == (str(tmp_path / "specs/sub/a.yaml"),)
    assert [s.name for s in spec.structs] == ["M"]
    assert spec.struct("A").fields[0].type.basic.name == "string"
    assert dict(spec.struct_origin)["A"] == str(tmp_path / "specs/sub/a.yaml")


def test_include_dirs_are_searched_in_order_after_the_importer(tmp_path: Path):
    files = {
        "main.yaml": "imports: [lib.yaml]\nstructs:\n  M:\n    fields: {l: L}\n",
        "inc1/lib.yaml": "imports: [basic.yaml]\nstructs:\n  L:\n    fields: {one: string}\n",
        "inc2/lib.yaml": "imports: [basic.yaml]\nstructs:\n  L:\n    fields: {two: string}\n",
        "inc1/basic.yaml": BASIC,
        "inc2/basic.yaml": BASIC,
    }
    specs, diagnostics, _ = compile_files(tmp_path, files, include_dirs=["inc1", "inc2"], with_basic=False)
    assert errors(diagnostics) == []
    assert [f.name for f in specs[0].struct("L").fields] == ["one"]
    # The importer's own directory wins over -I.
    write_files(tmp_path, {"lib.yaml": "imports: [inc2/basic.yaml]\nstructs:\n  L:\n    fields: {local: string}\n"})
    specs, diagnostics = compile_specs([str(tmp_path / "main.yaml")], [str(tmp_path / "inc1")])
    assert errors(diagnostics) == []
    assert [f.name for f in specs[0].struct("L").fields] == ["local"]


def test_diamond_loads_each_file_once(tmp_path: Path):
    files = {
        "main.yaml": "imports: [left.yaml, right.yaml]\nstructs:\n  M:\n    fields: {l: Left, r: Right}\n",
        "left.yaml": "imports: [basic.yaml, base.yaml]\nstructs:\n  Left:\n    fields: {b: Base}\n",
        "right.yaml": "imports: [base.yaml]\nstructs:\n  Right:\n    fields: {b: Base}\n",
        "base.yaml": "imports: [basic.yaml]\nstructs:\n  Base:\n    fields: {x: string}\n",
    }
    specs, diagnostics, _ = compile_files(tmp_path, files)
    assert diagnostics == []
    _, _, read = compile_with_inputs([str(tmp_path / "main.yaml")], [])
    assert [Path(p).name for p in read] == ["main.yaml", "left.yaml", "basic.yaml", "base.yaml", "right.yaml"]
    names = [s.name for s in specs[0].visible_structs]
    assert sorted(names) == ["Base", "Left", "M", "Right"] and len(names) == len(set(names))


def test_import_cycle_terminates_and_both_sides_see_each_other(tmp_path: Path):
    files = {
        "a.yaml": "imports: [basic.yaml, b.yaml]\nstructs:\n  A:\n    fields: {b: {type: B, optional: true}}\n",
        "b.yaml": "imports: [a.yaml]\nstructs:\n  B:\n    fields: {list: \"array<A>\"}\n",
    }
    specs, diagnostics, _ = compile_files(tmp_path, files, main="a.yaml")
    assert diagnostics == []
    specs, diagnostics = compile_specs([str(tmp_path / "b.yaml"), str(tmp_path / "a.yaml")], [])
    assert diagnostics == []
    assert [s.path for s in specs] == [str(tmp_path / "b.yaml"), str(tmp_path / "a.yaml")]
    assert specs[0].struct("B").fields[0].type.element.struct_name == "A"


def test_self_import_is_harmless(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml, main.yaml]\nstructs:\n  A:\n    fields: {x: string}\n"}
    specs, diagnostics, _ = compile_files(tmp_path, files)
    assert diagnostics == []


def test_missing_import_is_reported_at_the_import_and_lists_the_places_looked(tmp_path: Path):
    files = {"main.yaml": "imports:\n  - basic.yaml\n  - @@gone.yaml\n"}
    specs, diagnostics, markers = compile_files(tmp_path, files, include_dirs=["inc"])
    assert [d.id.value for d in diagnostics] == ["ID0010"]
    d = diagnostics[0]
    assert (d.location.line, d.location.column) == markers["main.yaml"]
    assert str(tmp_path / "gone.yaml") in d.message and str(tmp_path / "inc" / "gone.yaml") in d.message


def test_missing_import_inside_an_import_points_into_that_file(tmp_path: Path):
    files = {"main.yaml": "imports: [lib.yaml]\n", "lib.yaml": "imports:\n  - @@nope.yaml\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    assert [(d.id.value, Path(d.location.file).name, d.location.line, d.location.column) for d in diagnostics] == \
        [("ID0010", "lib.yaml", *markers["lib.yaml"])]


def test_names_are_only_visible_through_imports(tmp_path: Path):
    files = {
        "one.yaml": "imports: [basic.yaml]\nstructs:\n  Only:\n    fields: {x: string}\n",
        "two.yaml": "imports: [basic.yaml]\nstructs:\n  T:\n    fields: {o: @@Only}\n",
    }
    write_files(tmp_path, dict(files, **{"basic.yaml": BASIC}))
    _, diagnostics = compile_specs([str(tmp_path / "one.yaml"), str(tmp_path / "two.yaml")], [])
    assert [d.id.value for d in diagnostics] == ["ID0012"]
    assert "not imported" in diagnostics[0].message


def test_errors_in_imported_files_are_reported(tmp_path: Path):
    files = {"main.yaml": "imports: [lib.yaml]\n", "lib.yaml": "structs:\n  L:\n    fields: {x: @@nope}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    assert [(d.id.value, Path(d.location.file).name) for d in diagnostics] == [("ID0012", "lib.yaml")]


def test_same_definition_reached_twice_is_not_a_conflict(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml, ./basic.yaml, sub/../basic.yaml]\n"}
    _, diagnostics, _ = compile_files(tmp_path, files)
    assert errors(diagnostics) == []
