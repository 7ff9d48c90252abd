"""The imports stamp (switchyard/import_stamp.py): `imports --imports-stamp`
writes the given specs and their imports, `generate --imports-stamp` accepts
them while the given specs still import the same ones and, when an edit
changed them, rewrites the stamp and fails asking for another build.
switchyard_generate() re-configures on the stamp only, so an edit that keeps
the imports re-runs the generator, not CMake (tests/cmake_consumer/run.cmake
checks that end to end)."""

from __future__ import annotations

from pathlib import Path

from conftest import BASIC, write_files
from switchyard import cli

LIB = "imports: [basic.yaml]\nstructs:\n  L:\n    fields: {l: string}\n"
MAIN = "imports: [basic.yaml]\nstructs:\n  A:\n    fields: {a: string}\n"
WITH_LIB = MAIN.replace("[basic.yaml]", "[basic.yaml, lib.yaml]")


def _stamp(tmp_path: Path, name: str = "main.imports") -> Path:
    stamp = tmp_path / "build" / name
    assert cli.main(["imports", "--imports-stamp", str(stamp), str(tmp_path / "main.yaml")]) == 0
    return stamp


def _generate(tmp_path: Path, stamp: Path, *extra: str) -> int:
    specs = [str(tmp_path / "main.yaml")] + [str(tmp_path / e) for e in extra]
    return cli.main(["generate", *specs, "-o", str(tmp_path / "out"), "--imports-stamp", str(stamp)])


def _real(tmp_path: Path, name: str) -> str:
    return str((tmp_path / name).resolve())


def test_imports_writes_the_given_specs_and_their_imports(tmp_path: Path, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": LIB, "main.yaml": WITH_LIB})
    stamp = _stamp(tmp_path)
    assert stamp.read_text() == (f"given {_real(tmp_path, 'main.yaml')}\n"
                                 f"imported {_real(tmp_path, 'basic.yaml')}\n"
                                 f"imported {_real(tmp_path, 'lib.yaml')}\n")
    # What it prints is unchanged: the imports, in load order.
    assert capsys.readouterr().out == f"{_real(tmp_path, 'basic.yaml')}\n{_real(tmp_path, 'lib.yaml')}\n"


def test_an_edit_that_keeps_the_imports_generates_and_leaves_the_stamp(tmp_path: Path):
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": LIB, "main.yaml": MAIN})
    stamp = _stamp(tmp_path)
    before = (stamp.read_bytes(), stamp.stat().st_mtime_ns)
    (tmp_path / "main.yaml").write_text(MAIN.replace("{a: string}", "{a: string, b: int}"))
    assert _generate(tmp_path, stamp) == 0
    assert (tmp_path / "out" / "main_gen.h").exists()
    assert (stamp.read_bytes(), stamp.stat().st_mtime_ns) == before   # CMake does not re-configure


def test_an_added_import_rewrites_the_stamp_and_fails(tmp_path: Path, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": LIB, "main.yaml": MAIN})
    stamp = _stamp(tmp_path)
    (tmp_path / "main.yaml").write_text(WITH_LIB)
    assert _generate(tmp_path, stamp) == 1
    err = capsys.readouterr().err
    assert "the specs' imports changed since CMake configured this build" in err
    assert "now imported: " + _real(tmp_path, "lib.yaml") in err and "build again" in err
    assert not (tmp_path / "out" / "main_gen.h").exists()
    # The stamp now says what `imports` says (what CMake's re-configure writes).
    assert stamp.read_text() == _stamp(tmp_path, "again.imports").read_text()
    assert _generate(tmp_path, stamp, "lib.yaml") == 0


def test_a_removed_import_compiled_in_the_same_target_is_noticed(tmp_path: Path, capsys):
    """After configuring, switchyard_generate() passes the imported specs it
    compiles as specs too: the check follows the imports of the given ones."""
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": LIB, "main.yaml": WITH_LIB})
    stamp = _stamp(tmp_path)
    assert _generate(tmp_path, stamp, "lib.yaml", "basic.yaml") == 0
    (tmp_path / "main.yaml").write_text(MAIN)
    assert _generate(tmp_path, stamp, "lib.yaml", "basic.yaml") == 1
    assert "no longer imported: " + _real(tmp_path, "lib.yaml") in capsys.readouterr().err


def test_a_missing_stamp_fails_and_is_written(tmp_path: Path, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "main.yaml": MAIN})
    stamp = tmp_path / "gone.imports"
    assert _generate(tmp_path, stamp) == 1
    assert "cannot read it" in capsys.readouterr().err and stamp.exists()
