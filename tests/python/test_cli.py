"""The command line: exit codes, stderr format, generate's outputs and depfile."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BASIC, write_files
from switchyard import cli

DIAGNOSTIC_LINE = re.compile(r"^.+:\d+:\d+: (error|warning|note) \[ID\d{4}\]: .+$")
GOOD = "imports: [basic.yaml]\nstructs:\n  A:\n    fields: {a: string}\n"


def run_cli(args, env):
    return subprocess.run([sys.executable, "-m", "switchyard", *args], env=env, capture_output=True, text=True)


@pytest.fixture
def good_spec(tmp_path: Path) -> Path:
    write_files(tmp_path, {"basic.yaml": BASIC, "good.yaml": GOOD})
    return tmp_path / "good.yaml"


def test_check_success_is_silent_exit_0(good_spec: Path, generator_env):
    r = run_cli(["check", str(good_spec)], generator_env)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")


def test_check_errors_exit_1_compiler_style_on_stderr(tmp_path: Path, generator_env):
    write_files(tmp_path, {"basic.yaml": BASIC,
                           "bad.yaml": "imports: [basic.yaml]\nstructs:\n  A:\n    fields: {a: strnig, b: {type: int, likelihood: 2}}\n"})
    r = run_cli(["check", str(tmp_path / "bad.yaml")], generator_env)
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.splitlines()
    assert lines[:-1] == [
        f"{tmp_path / 'bad.yaml'}:4:17: error [ID0012]: unknown type 'strnig' (field 'a' of struct 'A'); did you mean 'string'?",
        f"{tmp_path / 'bad.yaml'}:4:52: error [ID0018]: the likelihood of field 'b' of struct 'A' is 2; it must be in [0, 1]",
    ]
    assert lines[-1] == "switchyard: 2 errors"
    assert "Traceback" not in r.stderr


def test_warnings_do_not_fail(tmp_path: Path):
    write_files(tmp_path, {"basic.yaml": BASIC, "w.yaml": "imports: [basic.yaml, basic.yaml]\n"})
    assert cli.main(["check", str(tmp_path / "w.yaml")]) == 0


def test_usage_errors_exit_2(generator_env, tmp_path: Path):
    for args in ([], ["frobnicate"], ["check"], ["generate", str(tmp_path / "x.yaml")],
                 ["generate", "x.yaml", "-o", str(tmp_path), "--dispatch", "magic"], ["check", "--bogus", "x.yaml"]):
        r = run_cli(args, generator_env)
        assert r.returncode == 2, (args, r.stderr)
        assert r.stdout == "" and "usage:" in r.stderr and "Traceback" not in r.stderr


def test_help_exits_0(generator_env):
    r = run_cli(["--help"], generator_env)
    assert r.returncode == 0 and "generate" in r.stdout


def test_missing_spec_is_a_diagnostic(tmp_path: Path, capsys):
    assert cli.main(["check", str(tmp_path / "nope.yaml")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{tmp_path / 'nope.yaml'}:1:1: error [ID0001]: cannot read")


class FakeEmit:
    """Stands in for switchyard.backends so these tests exercise only the CLI."""

    def __init__(self):
        self.calls = []
        self.suffix = ""

    def render(self, spec, options):
        self.calls.append((spec.path, options.dispatch))
        stem = Path(spec.path).stem
        return {f"{stem}_gen.h": f"// {stem} header{self.suffix}\n", f"{stem}_gen.cpp": f"// {stem} source\n"}


@pytest.fixture
def fake_emit(monkeypatch):
    import switchyard.backends as emit

    fake = FakeEmit()
    monkeypatch.setattr(emit, "render_spec", fake.render)
    return fake


def test_generate_writes_outputs_and_depfile(tmp_path: Path, fake_emit):
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": "imports: [basic.yaml]\n",
                           "main.yaml": "imports: [lib.yaml]\nstructs:\n  A:\n    fields: {a: string}\n"})
    out = tmp_path / "out"
    dep = tmp_path / "deps.d"
    rc = cli.main(["generate", str(tmp_path / "main.yaml"), "-o", str(out), "--depfile", str(dep),
                   "--dispatch", "hash"])
    assert rc == 0
    assert fake_emit.calls == [(str(tmp_path / "main.yaml"), "hash")]
    assert sorted(os.listdir(out)) == ["main_gen.cpp", "main_gen.h"]
    assert (out / "main_gen.h").read_text() == "// main header\n"
    assert dep.read_text() == (f"{out / 'main_gen.cpp'} {out / 'main_gen.h'}: \\\n"
                               f"  {tmp_path / 'main.yaml'} \\\n  {tmp_path / 'lib.yaml'} \\\n"
                               f"  {tmp_path / 'basic.yaml'}\n")


def test_generate_rewrites_only_changed_files(tmp_path: Path, fake_emit):
    write_files(tmp_path, {"basic.yaml": BASIC, "good.yaml": GOOD})
    out = tmp_path / "out"
    args = ["generate", str(tmp_path / "good.yaml"), "-o", str(out)]
    assert cli.main(args) == 0
    h, cpp = out / "good_gen.h", out / "good_gen.cpp"
    os.utime(h, (1_000_000, 1_000_000))
    os.utime(cpp, (1_000_000, 1_000_000))
    assert cli.main(args) == 0
    assert h.stat().st_mtime == 1_000_000 and cpp.stat().st_mtime == 1_000_000
    fake_emit.suffix = " v2"
    assert cli.main(args) == 0
    assert h.stat().st_mtime != 1_000_000 and cpp.stat().st_mtime == 1_000_000
    assert h.read_text() == "// good header v2\n"
    assert [p.name for p in out.iterdir() if p.name.startswith(".switchyard-")] == []


def test_generate_with_errors_writes_nothing(tmp_path: Path, fake_emit, capsys):
    write_files(tmp_path, {"bad.yaml": "structs:\n  A:\n    fields: {a: nope}\n"})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "bad.yaml"), "-o", str(out)]) == 1
    assert not out.exists() and fake_emit.calls == []
    assert "error [ID0012]" in capsys.readouterr().err


def test_id0041_output_collision(tmp_path: Path, fake_emit, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "a/spec.yaml": "imports: [../basic.yaml]\n",
                           "b/spec.yaml": "imports: [../basic.yaml]\n"})
    rc = cli.main(["generate", str(tmp_path / "a/spec.yaml"), str(tmp_path / "b/spec.yaml"), "-o", str(tmp_path / "o")])
    assert rc == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{tmp_path / 'b/spec.yaml'}:1:1: error [ID0041]: output 'spec_gen.cpp'")


def test_emitter_crash_is_an_internal_error_not_a_traceback(good_spec: Path, monkeypatch, capsys):
    import switchyard.backends as emit

    def boom(spec, options):
        raise ValueError("emitter bug")

    monkeypatch.setattr(emit, "render_spec", boom)
    assert cli.main(["generate", str(good_spec), "-o", str(good_spec.parent / "o")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{good_spec}:1:1: error [ID0099]: internal compiler error while generating C++: "
                          f"ValueError: emitter bug (at test_cli.py:"), err
    assert err.endswith("; please report this with the spec\n") and err.count("\n") == 1 and "Traceback" not in err


def test_proto_backend_crash_is_an_internal_error_diagnostic(tmp_path: Path, monkeypatch, capsys):
    import switchyard.backends.proto_file as proto_file

    def boom(spec, package):
        raise KeyError("proto bug")

    monkeypatch.setattr(proto_file, "render_proto", boom)
    spec = str(Path(__file__).resolve().parents[2] / "idl" / "getmore.yaml")
    assert cli.main(["proto", spec, "-o", str(tmp_path / "o")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{spec}:1:1: error [ID0099]: internal compiler error while writing the .proto "
                          f"file: KeyError: 'proto bug' (at test_cli.py:"), err
    assert not (tmp_path / "o").exists()


def test_proto_with_no_protobuf_struct_is_an_error_and_writes_nothing(good_spec: Path, capsys):
    assert cli.main(["proto", str(good_spec), "-o", str(good_spec.parent / "o")]) == 1
    err = capsys.readouterr().err
    assert err == ("switchyard: error: proto: no struct or command of the specs has `protobuf: true` "
                   "(docs/protobuf.md); nothing written\n")
    assert not (good_spec.parent / "o").exists()


def test_proto_warns_about_a_spec_without_protobuf_structs_among_others(good_spec: Path, tmp_path: Path, capsys):
    spec = str(Path(__file__).resolve().parents[2] / "idl" / "getmore.yaml")
    assert cli.main(["proto", spec, str(good_spec), "-o", str(tmp_path / "o")]) == 0
    err = capsys.readouterr().err
    assert err == (f"switchyard: warning: {good_spec}: no struct or command has `protobuf: true`: its .proto "
                   "declares no message\n")
    assert (tmp_path / "o" / "getmore.proto").exists()


def test_directory_options_together_are_a_usage_error(capsys):
    assert cli.main(["--idl-dir", "--cmake-dir"]) == 2
    assert capsys.readouterr().err.startswith(
        "switchyard: error: --cmake-dir, --idl-dir: give one directory option, alone\nusage: switchyard")
    assert cli.main(["--idl-dir", "check", "x.yaml"]) == 2
    assert "--idl-dir, check: give one directory option, alone" in capsys.readouterr().err


def test_no_command_names_every_command(capsys):
    assert cli.main([]) == 2
    first = capsys.readouterr().err.splitlines()[0]
    assert first == f"switchyard: error: a command is required ({', '.join(cli.command_names())})"
    assert set(cli.command_names()) == {"generate", "check", "profile", "bench", "imports", "proto"}


def test_every_command_has_a_description_and_every_option_help(capsys):
    top = cli.build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    for name, parser in sub.choices.items():
        assert parser.description, name
        for action in parser._actions:
            assert action.help, (name, action.dest)
    assert sub.choices["imports"]._actions[1].help.startswith("spec files whose imports are listed")


def test_an_unexpected_exception_anywhere_is_one_internal_error_diagnostic(good_spec: Path, monkeypatch, capsys):
    def boom(args, err):
        raise RuntimeError("cli bug")

    monkeypatch.setattr(cli, "_check", boom)
    assert cli.main(["check", str(good_spec)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{good_spec}:1:1: error [ID0099]: internal compiler error: RuntimeError: cli bug (at "), err
    assert "Traceback" not in err


def test_likelihoods_option(tmp_path: Path, capsys, monkeypatch):
    write_files(tmp_path, {"basic.yaml": BASIC, "good.yaml": GOOD,
                           "p.yaml": "A: {a: 0.25}\n", "bad.yaml": "A: {zz: 0.25}\n", "broken.yaml": "A: [\n"})
    spec = str(tmp_path / "good.yaml")
    assert cli.main(["check", spec, "--likelihoods", str(tmp_path / "p.yaml")]) == 0
    assert cli.main(["check", spec, "--likelihoods", str(tmp_path / "bad.yaml")]) == 1
    assert f"{tmp_path / 'bad.yaml'}:1:1: error [ID0038]" in capsys.readouterr().err
    assert cli.main(["check", spec, "--likelihoods", str(tmp_path / "broken.yaml")]) == 1
    assert "error [ID0038]" in capsys.readouterr().err
    assert cli.main(["check", spec, "--likelihoods", str(tmp_path / "missing.yaml")]) == 1


def test_every_diagnostic_line_has_the_compiler_format(tmp_path: Path, capsys):
    write_files(tmp_path, {"bad.yaml": "types:\n  t: {bson_serialization_type: [x, y], cpp_type: 1}\nstructs: 3\n"})
    assert cli.main(["check", str(tmp_path / "bad.yaml")]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) >= 3
    assert all(DIAGNOSTIC_LINE.match(line) for line in lines[:-1]), lines


def test_generate_real_emitter_on_shipped_spec(idl_dir: Path, tmp_path: Path, generator_env):
    if not (idl_dir / "find.yaml").exists():
        pytest.skip("idl/find.yaml not present yet")
    out = tmp_path / "gen"
    args = ["generate", str(idl_dir / "find.yaml"), "-o", str(out), "-I", str(idl_dir),
            "--depfile", str(tmp_path / "find.d")]
    r = run_cli(args, generator_env)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(out)) == ["find_gen.cpp", "find_gen.h"]
    first = {p.name: p.read_bytes() for p in out.iterdir()}
    depfile = (tmp_path / "find.d").read_text()
    assert str(idl_dir / "basic_types.yaml") in depfile and str(idl_dir / "generic_arguments.yaml") in depfile
    r = run_cli(args, generator_env)
    assert r.returncode == 0
    assert {p.name: p.read_bytes() for p in out.iterdir()} == first


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_generated_files_get_the_umask_mode(tmp_path: Path, fake_emit, umask):
    write_files(tmp_path, {"basic.yaml": BASIC, "good.yaml": GOOD})
    out = tmp_path / "out"
    old = os.umask(umask)
    try:
        assert cli.main(["generate", str(tmp_path / "good.yaml"), "-o", str(out),
                         "--depfile", str(tmp_path / "deps.d")]) == 0
    finally:
        os.umask(old)
    for path in (out / "good_gen.h", out / "good_gen.cpp", tmp_path / "deps.d"):
        assert (path.stat().st_mode & 0o777) == 0o666 & ~umask, path


def test_imports_lists_transitive_imports_once(tmp_path: Path, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "lib.yaml": "imports: [basic.yaml]\n",
                           "main.yaml": "imports: [lib.yaml, basic.yaml]\nstructs:\n  A:\n    fields: {a: string}\n"})
    assert cli.main(["imports", str(tmp_path / "main.yaml")]) == 0
    assert capsys.readouterr().out.splitlines() == [os.path.realpath(tmp_path / "lib.yaml"),
                                                     os.path.realpath(tmp_path / "basic.yaml")]
    # A given spec is not listed as an import of another given spec.
    assert cli.main(["imports", str(tmp_path / "main.yaml"), str(tmp_path / "basic.yaml")]) == 0
    assert capsys.readouterr().out.splitlines() == [os.path.realpath(tmp_path / "lib.yaml")]


def test_imports_reports_a_missing_import_compiler_style(tmp_path: Path, capsys):
    write_files(tmp_path, {"main.yaml": "imports: [nowhere.yaml]\n"})
    assert cli.main(["imports", str(tmp_path / "main.yaml")]) == 1
    err = capsys.readouterr().err
    assert "nowhere.yaml" in err and all(DIAGNOSTIC_LINE.match(line) for line in err.splitlines())


@pytest.mark.parametrize("flag, marker", [("--cmake-dir", "SwitchyardConfig.cmake"),
                                          ("--runtime-dir", "include/switchyard/switchyard.h"),
                                          ("--idl-dir", "basic_types.yaml")])
def test_resource_directories_from_a_checkout(flag, marker, capsys):
    assert cli.main([flag]) == 0
    path = capsys.readouterr().out.strip()
    assert os.path.isfile(os.path.join(path, marker))


def test_command_set_lists_every_command_with_its_aliases(tmp_path: Path, fake_emit):
    write_files(tmp_path, {"basic.yaml": BASIC, "cmds.yaml": (
        "imports: [basic.yaml]\nglobal: {cpp_namespace: my::ns}\n"
        "structs:\n  Plain:\n    fields: {a: string}\n"
        "commands:\n  getMore:\n    namespace: ignored\n    command_alias: [getmore]\n    cpp_name: GetMoreCmd\n"
        "    fields: {a: string}\n  ping:\n    namespace: ignored\n    fields: {}\n")})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "cmds.yaml"), "-o", str(out), "--command-set", "MyCommands",
                     "--namespace-suffix", "v2"]) == 0
    text = (out / "MyCommands.h").read_text()
    assert '#include "cmds_gen.h"' in text and "namespace my::ns::v2 {" in text
    assert ('using MyCommands = ::switchyard::CommandSet<\n'
            '    ::switchyard::CommandEntry<::my::ns::v2::GetMoreCmd, "getMore", "getmore">,\n'
            '    ::switchyard::CommandEntry<::my::ns::v2::PingCommand, "ping">>;') in text


def test_command_set_needs_commands_and_an_identifier(tmp_path: Path, fake_emit, capsys):
    write_files(tmp_path, {"basic.yaml": BASIC, "good.yaml": GOOD})
    assert cli.main(["generate", str(tmp_path / "good.yaml"), "-o", str(tmp_path / "o"),
                     "--command-set", "Cmds"]) == 1
    assert "the specs define no command" in capsys.readouterr().err
    assert cli.main(["generate", str(tmp_path / "good.yaml"), "-o", str(tmp_path / "o"),
                     "--command-set", "not-a-name"]) == 2
