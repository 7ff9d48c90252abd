"""Random mutations of real specs never make the compiler crash: `check`
exits 0 or 1, every stderr line is a diagnostic, and no internal error or
traceback ever shows. Seeded, so failures reproduce. The mutators live in
`spec_mutations.py`, which also runs the 10,000-mutation campaign below in a
child process."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from spec_mutations import SAMPLE, mutate_text, mutate_tree
from switchyard import cli

DIAGNOSTIC_LINE = re.compile(r"^.+:\d+:\d+: (error|warning|note) \[ID\d{4}\]: .+$|^switchyard: \d+ errors?$")


def _corpus(idl_dir: Path):
    files = {p.name: p.read_text(encoding="utf-8") for p in sorted(idl_dir.glob("*.yaml"))}
    return files or dict(SAMPLE)


@pytest.mark.parametrize("mutator", [mutate_text, mutate_tree])
def test_mutations_never_crash(tmp_path: Path, idl_dir: Path, mutator, capsys):
    corpus = _corpus(idl_dir)
    names = sorted(corpus)
    rng = random.Random(f"switchyard-{mutator.__name__}")
    for iteration in range(150):
        work = tmp_path / f"m{iteration}"
        work.mkdir()
        for name, text in corpus.items():
            (work / name).write_text(text, encoding="utf-8")
        victim = rng.choice(names)
        text = corpus[victim]
        for _ in range(rng.randrange(1, 4)):
            text = mutator(rng, text)
        (work / victim).write_text(text, encoding="utf-8")
        specs = [str(work / n) for n in names]
        rc = cli.main(["check", *specs, "-I", str(work)])
        err = capsys.readouterr().err
        context = f"iteration {iteration}, mutated {victim}:\n{text}\n--- stderr:\n{err}"
        assert rc in (0, 1), context
        assert "Traceback" not in err and "ID0099" not in err and "internal compiler error" not in err, context
        for line in err.splitlines():
            assert DIAGNOSTIC_LINE.match(line), context
        if rc == 1:
            assert "error [ID" in err, context
        shutil.rmtree(work)


HOSTILE = {
    "deep_flow": "structs: " + "[" * 20000 + "]" * 20000 + "\n",
    "deep_block": "structs:\n" + "".join(" " * i + "a:\n" for i in range(1, 1500)),
    "tags": "structs: !!python/object:os.system {}\nenums: !foo\n  E: {type: int, values: {a: 1}}\n",
    "self_alias": "structs: &a\n  A:\n    fields: *a\n",
    "nul_name": "structs:\n  A:\n    fields:\n      \"a\\0b\": {type: int}\n",
    "deep_array_type": "structs:\n  A:\n    fields:\n      a: \"" + "array<" * 3000 + "int" + ">" * 3000 + "\"\n",
    "control_chars": "structs:\n  A:\n    description: \"\\x01\\x1b[31m\"\n",
    "bom": "\ufeffstructs: {}\n",
    "two_documents": "structs: {}\n---\nenums: {}\n",
    "complex_keys": "structs:\n  ? [a, b]\n  : {}\n  null: {}\n  1: {}\n",
    "huge_number": "structs:\n  A:\n    fields:\n      a: {type: x, likelihood: 1" + "0" * 400 + "}\n",
    "merge_key": "structs:\n  A:\n    <<: {fields: {}}\n",
    "binary": "\x00\x01\x02structs",
    # MongoDB's dialect (read as .idl too, below)
    "deep_extra_data": "enums:\n  E:\n    type: string\n    values:\n      kA:\n        value: a\n        extra_data: "
                       + "[" * 190 + "]" * 190 + "\n",
    "variant_of_garbage": "structs:\n  A:\n    fields:\n      a:\n        type: {variant: [[x], {y: 1}, \"\"]}\n",
    "access_check_garbage": "commands:\n  c:\n    namespace: ignored\n    access_check: {complex: [1, [2], {privilege: 3}]}\n",
}


@pytest.mark.parametrize("ext", [".yaml", ".idl"])
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_inputs_get_diagnostics(tmp_path: Path, name: str, ext: str, capsys):
    path = tmp_path / f"{name}{ext}"
    path.write_text(HOSTILE[name], encoding="utf-8")
    rc = cli.main(["check", str(path)])
    err = capsys.readouterr().err
    assert rc in (0, 1)
    assert "Traceback" not in err and "ID0099" not in err
    for line in err.splitlines():
        assert DIAGNOSTIC_LINE.match(line), err
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line), line


MUTATION_COUNT = 10_000


def test_ten_thousand_mutations_in_a_child_process(tmp_path: Path, generator_env):
    """10^4 seeded mutations (edits, deep nesting of every YAML form up to
    40,000 levels, inputs of hundreds of kilobytes) compiled in a child
    process: none may crash it, end in an internal error, or give a result
    that is neither specs nor errors. A signal names the reproducer."""
    # Each mutation writes and reads files: in memory when the machine has a tmpfs (40 times faster here).
    shm = Path("/dev/shm")
    base = Path(tempfile.mkdtemp(prefix="switchyard-mutations-", dir=shm)) if shm.is_dir() and os.access(shm, os.W_OK) \
        else tmp_path
    work = base / "work"
    script = Path(__file__).resolve().parent / "spec_mutations.py"
    try:
        proc = subprocess.run([sys.executable, str(script), "--count", str(MUTATION_COUNT), "--work", str(work)],
                              capture_output=True, text=True, env=generator_env)
        _check_campaign(proc, work)
    finally:
        if base != tmp_path:
            shutil.rmtree(base, ignore_errors=True)


def _check_campaign(proc: subprocess.CompletedProcess, work: Path) -> None:
    if proc.returncode < 0:
        current = json.loads((work / "current.json").read_text())
        text = (work / current["victim"]).read_text(encoding="utf-8", errors="replace")
        pytest.fail(f"the compiler died with signal {-proc.returncode} at {current}; "
                    f"input (first 2000 characters):\n{text[:2000]}\n{proc.stderr[-2000:]}")
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
    summary = json.loads(proc.stdout.splitlines()[-1])
    assert summary["ok"] and summary["count"] == MUTATION_COUNT, summary
    assert set(summary["kinds"]) == {"text", "tree", "deep", "huge"}, summary
    # The limits were reached, not just ordinary diagnostics.
    assert {"ID0002", "ID0008", "ID0009"} <= set(summary["error_ids"]), summary
