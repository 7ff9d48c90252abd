"""bench/report_headline.py: the report's first lines, the headline table
(README.md's copy, the peer rows) and the README block it rewrites."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import report_headline as headline  # noqa: E402
import report_peers  # noqa: E402


def _stats(ns, low=None, high=None, size=100):
    return dict(median_ns=ns, min_ns=low or ns, max_ns=high or ns, doc_bytes=size, mb_per_s=0, repetitions=3)


SUMMARY = {
    "find/find_driver.declared/parse/auto": _stats(20.0, 19.0, 21.0, 339),
    "find/find_driver.declared/parse/mongo": _stats(100.0, 95.0, 110.0, 339),
    "find/find_driver.declared/parse/libbson": _stats(300.0, size=339),
    "find/find_driver.declared/parse/floor": _stats(50.0, size=339),
    "find/find_driver.declared/serialize/auto": _stats(10.0, size=339),
    "find/find_driver.declared/serialize/libbson": _stats(200.0, size=339),
}


def test_five_lines_give_absolute_times_ratios_and_spreads():
    lines = headline.five_lines(SUMMARY, None)
    assert lines[0] == ("1. A find command as a driver sends it (339 bytes) parses in 20.0 ns (19.0..21.0); a "
                        "re-creation of MongoDB 5.0's parser shape takes 100 ns: 5.0x faster (spread 4.5..5.8).")
    assert lines[1].startswith("2. Parsing, every workload (1): 20.0..20 ns per document, 5.0x..5.0x faster than "
                               "MongoDB 5.0's parser shape")
    assert any("20.0x..20.0x faster than libbson's bson_append_*" in line for line in lines)
    assert len(lines) <= 5


def test_headline_table_has_absolute_times_and_peer_rows_after_libbson():
    peers = [{"name": "PeerLib", "what": "x", "ns": {"find/find_driver.declared": (40.0, 39.0, 41.0)}}]
    lines = headline.headline_table(SUMMARY, peers)
    assert lines[0] == headline.PEER_MARKER
    rows = [line for line in lines if line.startswith("| parse") or line.startswith("| serialize")]
    assert rows == [
        "| parse: Switchyard (generated, default) | 20.0 |",
        "| parse: MongoDB 5.0's parser shape (re-created) | 100 (5.0x) |",
        "| parse: libbson | 300 (15.0x) |",
        "| parse: PeerLib | 40.0 (2.0x) |",
        "| serialize: Switchyard | 10.0 |",
        "| serialize: libbson bson_append_* | 200 (20.0x) |",
    ]


def test_update_readme_replaces_only_the_marked_block(tmp_path: Path):
    readme = tmp_path / "README.md"
    readme.write_text(f"before\n{headline.README_BEGIN}\nold\n{headline.README_END}\nafter\n", encoding="utf-8")
    assert headline.update_readme(str(readme), ["| a |"], "bench/results/report.md")
    assert readme.read_text(encoding="utf-8") == (
        f"before\n{headline.README_BEGIN}\n| a |\n\nFrom `make bench` ([the report](bench/results/report.md)).\n"
        f"{headline.README_END}\nafter\n")
    (tmp_path / "other.md").write_text("no markers\n", encoding="utf-8")
    assert not headline.update_readme(str(tmp_path / "other.md"), ["| a |"], "x")


def test_readme_carries_the_headline_table_of_the_checked_in_results():
    with open(ROOT / "bench" / "results" / "latest.json", encoding="utf-8") as f:
        latest = json.load(f)
    table = headline.headline_table(latest["benchmarks"], report_peers.headline_rows(latest.get("peers")))
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "\n".join([headline.README_BEGIN, *table]) in text


def test_report_puts_the_summary_first_and_internal_targets_in_an_appendix(tmp_path: Path):
    out = tmp_path / "results"
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "report.py"), "--quick", "--input",
                        str(ROOT / "bench" / "results" / "latest.json"), "--out", str(out)],
                       capture_output=True, text=True, env=dict(os.environ, MPLBACKEND="Agg"))
    assert r.returncode == 0, r.stderr
    md = (out / "report-quick.md").read_text(encoding="utf-8")
    heads = [line for line in md.splitlines() if line.startswith("## ")]
    assert heads[:3] == ["## Headline", "## Terms", "## Every workload"]
    assert heads[3].startswith("## Appendix A: internal targets")
    assert md.splitlines()[2].startswith("1. ") and md.index("Method:") < md.index("## Headline")
    assert md.index("**M1") > md.index("## Appendix A")
