"""The front end's limits (generator/switchyard/spec_source.py, docs/idl.md
"Limits"): a spec of any shape or size gets a positioned diagnostic or a
result, never a crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import compile_files, errors
from switchyard import spec_source
from switchyard.compiler import compile_specs

F1 = "- " * 30000 + "x"   # the reproducer of issue 17: libyaml's composer overflowed the C stack (SIGSEGV)


def _check(args, env, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "switchyard", "check", *args], capture_output=True, text=True,
                          env=env, timeout=120, **kwargs)


def test_f1_compact_block_sequences_get_a_diagnostic_in_a_child_process(tmp_path: Path, generator_env):
    path = tmp_path / "f1.yaml"
    path.write_text(F1, encoding="utf-8")
    proc = _check([str(path)], generator_env)
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-500:])   # -11 before the fix
    assert proc.stderr.splitlines()[0] == (f"{path}:1:201: error [ID0009]: YAML nested more than 100 levels deep "
                                           "(a spec needs fewer than 10)")


@pytest.mark.parametrize("depth", [25000, 100000])
def test_deep_compact_sequences_in_process(tmp_path: Path, depth: int):
    """compile_specs in the caller's process: the host survives and gets a diagnostic."""
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": "imports: [basic.yaml]\nstructs:\n" + "- " * depth + "x\n"})
    assert [(d.id.value, d.location.line, d.location.column) for d in errors(diagnostics)] == [("ID0009", 3, 199)]


@pytest.mark.parametrize("text, line, column", [
    ("[" * 101, 1, 101),
    ("{a: " * 101 + "x", 1, 401),
    ("? " * 101 + "x", 1, 201),
    ("a:\n" + "".join(" " * i + "b:\n" for i in range(1, 100)) + " " * 100 + "c: x\n", 101, 101),
    ("[{a: " * 60 + "x", 1, 251),   # flow lists and mappings alternating
])
def test_every_nesting_form_stops_at_the_101st_level(tmp_path: Path, text: str, line: int, column: int):
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text}, with_basic=False)
    assert [(d.id.value, d.location.line, d.location.column) for d in errors(diagnostics)] == [("ID0009", line, column)]


def test_nesting_at_the_limit_is_read(tmp_path: Path):
    """100 levels are allowed: the spec reader then reports what is wrong with the content."""
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": "structs: " + "[" * 99 + "]" * 99 + "\n"},
                                      with_basic=False)
    assert [d.id.value for d in errors(diagnostics)] == ["ID0005"]


def test_size_limit_points_at_the_first_byte_past_it(tmp_path: Path):
    path = tmp_path / "big.yaml"
    text = "structs:\n  A:\n    description: \"" + "x" * 200 + "\"\n"
    path.write_text(text, encoding="utf-8")
    limit = text.index("x") + 50   # byte 51 of the description is the first one over
    _, diagnostics = compile_specs([str(path)], max_spec_bytes=limit)
    assert [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == [("ID0008", 3, 19 + 50)]
    assert f"larger than the limit of {limit} bytes" in diagnostics[0].message
    # Exactly at the limit is fine (the missing types are then the problem).
    _, diagnostics = compile_specs([str(path)], max_spec_bytes=len(text.encode()))
    assert all(d.id.value != "ID0008" for d in diagnostics)


def test_default_size_limit_is_16_mib_and_an_import_over_it_is_reported(tmp_path: Path):
    assert spec_source.DEFAULT_MAX_SPEC_BYTES == 16 * 1024 * 1024
    (tmp_path / "main.yaml").write_text("imports: [big.yaml]\n", encoding="utf-8")
    (tmp_path / "big.yaml").write_text("a: 1\n" * 10 + "b: " + "y" * 100, encoding="utf-8")
    _, diagnostics = compile_specs([str(tmp_path / "main.yaml")], max_spec_bytes=60)
    assert [(d.location.file, d.id.value, d.location.line, d.location.column) for d in diagnostics] == \
        [(str(tmp_path / "big.yaml"), "ID0008", 11, 11)]


def test_dev_zero_is_read_only_up_to_the_limit(generator_env):
    proc = _check(["--max-spec-bytes", "1000", "/dev/zero"], generator_env)
    assert proc.returncode == 1
    assert proc.stderr.startswith("/dev/zero:1:1001: error [ID0008]: '/dev/zero' is larger than the limit of 1000 bytes")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_read_like_a_file(tmp_path: Path, generator_env):
    fifo = tmp_path / "spec.fifo"
    os.mkfifo(fifo)
    proc = subprocess.Popen([sys.executable, "-m", "switchyard", "check", str(fifo)], stderr=subprocess.PIPE,
                            text=True, env=generator_env)
    with open(fifo, "w", encoding="utf-8") as f:
        f.write("structs: {}\n")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err


def test_usage_error_for_a_bad_limit(generator_env):
    proc = _check(["--max-spec-bytes", "0", "x.yaml"], generator_env)
    assert proc.returncode == 2 and "'0' is not positive" in proc.stderr


def test_aliases_of_aliases_stop_early(tmp_path: Path):
    """A billion-laughs spec: 30 levels of 10 aliases each would be 10^30 nodes to read."""
    text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n" for i in range(1, 30))
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text}, with_basic=False)
    assert [(d.id.value, d.location.line) for d in errors(diagnostics)] == [("ID0008", 5)]


def test_a_cyclic_alias_is_read_once(tmp_path: Path):
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": "structs: &a\n  A:\n    fields: *a\n"},
                                      with_basic=False)
    assert "ID0008" not in {d.id.value for d in diagnostics}
    assert errors(diagnostics)


def test_composed_nodes_match_pyyaml(idl_dir: Path):
    """The iterative composer builds the same tree as PyYAML's own composer."""
    import yaml

    def shape(node):
        if isinstance(node, yaml.MappingNode):
            return (node.tag, node.start_mark.line, node.start_mark.column,
                    [(shape(k), shape(v)) for k, v in node.value])
        if isinstance(node, yaml.SequenceNode):
            return (node.tag, node.start_mark.line, node.start_mark.column, [shape(v) for v in node.value])
        return (node.tag, node.value, node.style, node.start_mark.line, node.start_mark.column)

    from switchyard.diagnostics import DiagnosticSink

    texts = [p.read_text(encoding="utf-8") for p in sorted(idl_dir.glob("*.yaml"))]
    texts.append("a: &x {b: [1, 2.5, true, null, ~, '3', !!str 4]}\nc: *x\nd: !custom v\n? [k]\n: e\n")
    for text in texts:
        sink = DiagnosticSink()
        ours = spec_source.compose(text, "t.yaml", sink)
        assert not sink.diagnostics
        assert shape(ours) == shape(yaml.compose(text, Loader=spec_source._LOADER))


def test_a_likelihood_overlay_is_read_only_up_to_the_limit(tmp_path: Path, generator_env):
    spec = tmp_path / "empty.yaml"
    spec.write_text("structs: {}\n", encoding="utf-8")
    proc = _check([str(spec), "--likelihoods", "/dev/zero"], generator_env)
    assert proc.returncode == 1
    assert proc.stderr.startswith("/dev/zero:1:1: error [ID0038]: likelihood overlay '/dev/zero' is larger than")


def test_import_chains_stop_at_the_limit(tmp_path: Path):
    """Before: a chain of 3000 imports exhausted Python's recursion (ID0099)."""
    for i in range(3000):
        (tmp_path / f"f{i}.yaml").write_text(f"imports: [f{i + 1}.yaml]\n" if i < 2999 else "structs: {}\n",
                                             encoding="utf-8")
    _, diagnostics = compile_specs([str(tmp_path / "f0.yaml")])
    assert [(Path(d.location.file).name, d.id.value, d.location.line, d.location.column) for d in diagnostics] == \
        [("f100.yaml", "ID0009", 1, 11)]
    assert diagnostics[0].message == "imports nested more than 100 files deep"


def test_chained_struct_chains_stop_at_the_limit(tmp_path: Path):
    """Before: 3000 structs chained into one another exhausted Python's recursion (ID0099)."""
    n = 200
    text = "imports: [basic.yaml]\nstructs:\n" + "".join(
        f"  S{i}:\n    fields: {{f{i}: string}}\n" + (f"    chained_structs: {{S{i + 1}: s{i + 1}}}\n" if i < n - 1 else "")
        for i in range(n))
    _, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text})
    errs = errors(diagnostics)
    assert errs and {d.id.value for d in errs} == {"ID0009"}
    assert errs[0].message == "struct 'S64' is chained more than 64 structs deep (chained_structs)"
    assert (errs[0].location.line, errs[0].location.column) == (3 + 3 * 64, 3)
    # 64 levels are fine.
    ok = "imports: [basic.yaml]\nstructs:\n" + "".join(
        f"  S{i}:\n    fields: {{f{i}: string}}\n" + (f"    chained_structs: {{S{i + 1}: s{i + 1}}}\n" if i < 63 else "")
        for i in range(64))
    specs, diagnostics, _ = compile_files(tmp_path / "ok", {"main.yaml": ok})
    assert not errors(diagnostics) and specs
