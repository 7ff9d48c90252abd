"""bench/peers/run_peers.py: the checksum gate and the tables (always), and the real peers'
agreement with Switchyard when their toolchains and a built cpp_peer are present (skipped
otherwise; the Rust and Go builds are cached under build/bench/peers/)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "bench" / "peers"))
import run_peers  # noqa: E402

BUILD = Path(os.environ.get("SWITCHYARD_BUILD", REPO_ROOT / "build"))


def fake_peer(tmp_path: Path, name: str, rows: str) -> str:
    """A peer binary whose `check` prints `rows` (tab-separated, as the real ones)."""
    path = tmp_path / name
    path.write_text("#!/bin/sh\nprintf '" + rows.replace("\n", "\\n") + "'\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def test_check_accepts_agreeing_peers(tmp_path):
    ours = fake_peer(tmp_path, "cpp", "d.declared\tswitchyard\t00aa\t00aa\n")
    theirs = fake_peer(tmp_path, "go", "d.declared\tgo_driver\t00aa\t00aa\n")
    assert run_peers.check({"cpp": ours, "go": theirs}) == {
        "d.declared": {"switchyard": "00aa", "go_driver": "00aa"}}


def test_check_rejects_a_different_parse(tmp_path):
    ours = fake_peer(tmp_path, "cpp", "d.declared\tswitchyard\t00aa\t00aa\n")
    theirs = fake_peer(tmp_path, "go", "d.declared\tgo_driver\t00ab\t00ab\n")
    with pytest.raises(SystemExit, match="go_driver on d.declared: checksum 00ab"):
        run_peers.check({"cpp": ours, "go": theirs})


def test_check_rejects_a_lossy_write(tmp_path):
    ours = fake_peer(tmp_path, "cpp", "d.declared\tswitchyard\t00aa\t00aa\n")
    theirs = fake_peer(tmp_path, "rust", "d.declared\tserde_owned\t00aa\t0bad\n")
    with pytest.raises(SystemExit, match="serde_owned on d.declared: what it wrote reads back as 0bad"):
        run_peers.check({"cpp": ours, "rust": theirs})


def test_ratios_are_per_round_against_switchyard():
    doc = run_peers.DOCS[0]
    times = {(doc, "switchyard", "parse"): [10.0, 20.0, 10.0],
             (doc, "go_driver", "parse"): [100.0, 100.0, 50.0]}
    rows = run_peers.summarize(times, {})
    go = next(r for r in rows if r["impl"] == "go_driver")
    assert go["ns"] == {"median": 100.0, "min": 50.0, "max": 100.0}
    assert go["ratio"] == {"median": 5.0, "min": 5.0, "max": 10.0}
    data = dict(rounds=3, ms=1, rows=rows, versions={}, skipped={})
    text = "\n".join(run_peers.markdown(data))
    assert "| go_driver | 100 ns, 5.0x (5.0-10.0) |" in text


def _toolchains() -> bool:
    return bool(shutil.which("cargo") or shutil.which("go"))


@pytest.mark.skipif(not _toolchains(), reason="neither cargo nor go: the peers phase is skipped")
@pytest.mark.skipif(not (BUILD / "bench" / "peers" / "cpp" / "cpp_peer").exists(),
                    reason="cpp_peer not built (cmake --build build --target cpp_peer)")
def test_real_peers_agree_with_switchyard():
    proc = subprocess.run([sys.executable, str(REPO_ROOT / "bench" / "peers" / "run_peers.py"),
                           "--build", str(BUILD), "--check-only"],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "checksums agree" in proc.stdout, proc.stdout
    # The probes ran through every built peer; Switchyard's own verdicts are known.
    for probe in ("probe_unknown_field", "probe_duplicate_field", "probe_missing_db"):
        assert f"{probe}: switchyard reject" in proc.stdout, proc.stdout
    assert "probe_integral_double: switchyard accept" in proc.stdout, proc.stdout


def test_probes_are_valid_bson_changed_one_way(tmp_path):
    names = run_peers.make_probes(str(tmp_path))
    assert names == [p for p, _ in run_peers.PROBES]
    ycsb = (REPO_ROOT / "bench" / "corpus" / "ycsb_find_one.declared.bson").read_bytes()
    for name in names:
        data = (tmp_path / f"{name}.bson").read_bytes()
        assert int.from_bytes(data[:4], "little") == len(data) and data[-1] == 0, name
        assert data != ycsb, name
    assert b"$db" not in (tmp_path / "probe_missing_db.bson").read_bytes()
    assert (tmp_path / "probe_duplicate_field.bson").read_bytes().count(b"\x10limit\x00") == 2
