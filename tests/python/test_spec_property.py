"""The invariant, in both dialects: every spec `switchyard check` accepts
generates C++ that compiles with the warnings test's flags (-std=c++20 -Wall
-Wextra -Werror), and every spec it refuses gets positioned diagnostics
(`file:line:col: error [IDnnnn]: message`), never a traceback.

Random specs over the grammar come from spec_grammar.py (seeded: a failure
names its seed and reproduces). Accepted specs are compiled many to a
translation unit (each spec has its own namespace), so the run stays fast;
a failing batch is compiled spec by spec to name the culprit. Every spec this
test ever found failing is kept in spec_regressions/ and compiled on every
run (a first line `# xfail: reason` marks a known failure of another part,
expected to fail until fixed; `# refused: IDxxxx ...` a spec that check now
refuses with that positioned error, which keeps the invariant).

Sizes: SWITCHYARD_PROPERTY_SPECS specs per dialect (default 40),
SWITCHYARD_PROPERTY_SEED the first seed, SWITCHYARD_PROPERTY_OPT an
optimisation level to compile at with -c instead of -fsyntax-only (some
warnings, -Wmaybe-uninitialized, need one), e.g. `O2`.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

from spec_grammar import GeneratedSpec, random_spec
from switchyard import cli

REPO = Path(__file__).resolve().parents[2]
REGRESSIONS = Path(__file__).resolve().parent / "spec_regressions"
MONGO_IMPORTS = REPO / "tests" / "idl_dialect"
DIAGNOSTIC = re.compile(r"^.+:\d+:\d+: (error|warning|note) \[ID\d{4}\]: .+$|^switchyard: \d+ errors?$")
COUNT = int(os.environ.get("SWITCHYARD_PROPERTY_SPECS", "40"))
FIRST_SEED = int(os.environ.get("SWITCHYARD_PROPERTY_SEED", "1"))
OPT = os.environ.get("SWITCHYARD_PROPERTY_OPT", "")
BATCH = 20


def _compiler() -> Optional[str]:
    return os.environ.get("CXX") or shutil.which("g++") or shutil.which("clang++")


pytestmark = pytest.mark.skipif(_compiler() is None, reason="no C++ compiler")


def _run(args: List[str]) -> Tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = cli.main(args)
    return code, err.getvalue()


def _flags() -> List[str]:
    flags = ["-std=c++20", "-Wall", "-Wextra", "-Werror"]
    return flags + [f"-{OPT}"] if OPT else flags


@pytest.fixture(scope="module")
def pch(tmp_path_factory) -> Path:
    """The runtime's header precompiled once (a spec's own code then takes a
    fraction of a second to check instead of seconds)."""
    where = tmp_path_factory.mktemp("pch")
    (where / "pch.h").write_text('#include "switchyard/switchyard.h"\n')
    subprocess.run([_compiler(), *_flags(), "-x", "c++-header", f"-I{REPO / 'runtime' / 'include'}",
                    str(where / "pch.h"), "-o", str(where / "pch.h.gch")], check=True)
    return where


class Workspace:
    """Shared generated imports per dialect and a directory per spec."""

    def __init__(self, root: Path, pch: Path) -> None:
        self.root = root
        self.pch = pch
        self.shared = {"switchyard": REPO / "generated", "mongodb": root / "mongo_shared"}
        code, err = _run(["generate", str(MONGO_IMPORTS / "mongo/db/basic_types.idl"),
                          str(MONGO_IMPORTS / "mongo/idl/generic_argument.idl"),
                          "-I", str(MONGO_IMPORTS), "-o", str(self.shared["mongodb"])])
        assert code == 0, err

    def generate(self, spec: GeneratedSpec, where: Path) -> Tuple[int, str, Path]:
        where.mkdir(parents=True, exist_ok=True)
        path = where / (spec.stem + (".yaml" if spec.dialect == "switchyard" else ".idl"))
        path.write_text(spec.text, encoding="utf-8")
        if spec.header is not None:
            (where / f"{spec.stem}_callbacks.h").write_text(spec.header, encoding="utf-8")
        include = str(REPO / "idl") if spec.dialect == "switchyard" else str(MONGO_IMPORTS)
        code, err = _run(["generate", str(path), "-I", include, "-o", str(where / "out")])
        return code, err, path

    def compile(self, dialect: str, dirs: List[Path], stems: List[str],
                precompiled: bool = True) -> Tuple[bool, str]:
        """`precompiled`: with the whole runtime as a precompiled header
        (fast); without, each generated file must include what it uses."""
        unity = self.root / f"unity_{dialect}_{stems[0]}.cpp"
        unity.write_text("".join(f'#include "{d}/out/{s}_gen.cpp"\n' for d, s in zip(dirs, stems)))
        flags = _flags() + (["-c", "-o", os.devnull] if OPT else ["-fsyntax-only"])
        if precompiled:
            flags += ["-Winvalid-pch", "-include", "pch.h"]
        includes = [self.pch, REPO / "runtime" / "include", self.shared[dialect]]
        for d in dirs:
            includes += [d, d / "out"]
        proc = subprocess.run([_compiler(), *flags, *(f"-I{i}" for i in includes), str(unity)],
                              capture_output=True, text=True)
        return proc.returncode == 0, proc.stderr


def _check_refusal(err: str, text: str) -> None:
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines, "check refused the spec without a diagnostic"
    bad = [line for line in lines if not DIAGNOSTIC.match(line) and not line.startswith(" ")]
    assert not bad, f"not a positioned diagnostic: {bad[:3]}\n{text}"
    assert "ID0099" not in err, f"internal error:\n{err}\n{text}"


def _compile_all(ws: Workspace, accepted: Dict[str, List[Tuple[Path, GeneratedSpec]]]) -> List[str]:
    """Compiles the accepted specs in batches; the failures, spec by spec."""
    failures: List[str] = []
    for dialect, items in accepted.items():
        for start in range(0, len(items), BATCH):
            batch = items[start:start + BATCH]
            ok, _ = ws.compile(dialect, [d for d, _ in batch], [s.stem for _, s in batch])
            if ok:
                continue
            for d, s in batch:
                ok, err = ws.compile(dialect, [d], [s.stem])
                if not ok:
                    first = "\n".join(line for line in err.splitlines() if "error" in line)[:3000]
                    failures.append(f"--- {s.stem} ({dialect}) does not compile:\n{first}\n{s.text}")
    return failures


def test_every_accepted_random_spec_compiles(tmp_path: Path, pch: Path):
    ws = Workspace(tmp_path, pch)
    accepted: Dict[str, List[Tuple[Path, GeneratedSpec]]] = {"switchyard": [], "mongodb": []}
    refused = 0
    for dialect in ("switchyard", "mongodb"):
        for seed in range(FIRST_SEED, FIRST_SEED + COUNT):
            stem = f"{'s' if dialect == 'switchyard' else 'm'}{seed}"
            spec = random_spec(random.Random(f"{dialect}-{seed}"), dialect, stem)
            code, err, _ = ws.generate(spec, tmp_path / stem)
            assert code in (0, 1), f"seed {seed} ({dialect}): exit {code}\n{err}\n{spec.text}"
            if code == 0:
                accepted[dialect].append((tmp_path / stem, spec))
            else:
                refused += 1
                _check_refusal(err, spec.text)
    total = sum(len(v) for v in accepted.values())
    # The generator writes mostly valid specs: a run that refuses most would test little.
    assert total >= COUNT, f"only {total} of {2 * COUNT} random specs were accepted"
    failures = _compile_all(ws, accepted)
    assert not failures, "\n".join(failures)


def _regressions() -> List[Path]:
    return sorted(p for p in REGRESSIONS.glob("*") if p.suffix in (".yaml", ".idl"))


@pytest.mark.parametrize("path", _regressions(), ids=lambda p: p.name)
def test_regression_spec_compiles(tmp_path: Path, pch: Path, path: Path):
    text = path.read_text(encoding="utf-8")
    first = text.splitlines()[0] if text else ""
    if first.startswith("# xfail:"):
        pytest.xfail(first[len("# xfail:"):].strip())
    ws = Workspace(tmp_path, pch)
    dialect = "switchyard" if path.suffix == ".yaml" else "mongodb"
    header = path.with_name(f"{path.stem}_callbacks.h")
    spec = GeneratedSpec(path.stem, dialect, text, header.read_text() if header.exists() else None)
    code, err, _ = ws.generate(spec, tmp_path / path.stem)
    if first.startswith("# refused:"):  # check now refuses it at spec level: the invariant holds
        wanted = first[len("# refused:"):].split()[0]
        assert code == 1 and re.search(rf":\d+:\d+: error \[{wanted}\]: ", err), err
        return
    assert code == 0, err
    # Without the precompiled runtime: the generated files include what they use
    # (enums_only.yaml: a .cpp that used a header it did not include).
    ok, err = ws.compile(dialect, [tmp_path / path.stem], [path.stem], precompiled=False)
    assert ok, err
