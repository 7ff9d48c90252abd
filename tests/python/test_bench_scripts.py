"""The benchmark scripts take the dispatch variants from the build (one list,
in CMakeLists.txt) instead of keeping their own copies."""

from __future__ import annotations

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "bench"))

import instructions  # noqa: E402
import report  # noqa: E402


def test_variants_come_from_the_build(tmp_path):
    assert instructions.read_variants(str(tmp_path)) == []
    (tmp_path / instructions.VARIANTS_FILE).write_text("chain\ntrie\nhash_no_prediction\nauto\n")
    assert instructions.read_variants(str(tmp_path)) == ["chain", "trie", "hash_no_prediction", "auto"]


def test_cmake_writes_the_file_the_script_reads():
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        cmake = f.read()
    assert re.search(r'file\(WRITE "\$\{CMAKE_BINARY_DIR\}/' + re.escape(instructions.VARIANTS_FILE), cmake)
    # No script keeps its own copy of the strategy names.
    for script in ("instructions.py", "report.py"):
        with open(os.path.join(ROOT, "bench", script), encoding="utf-8") as f:
            assert '"hash_no_prediction"' not in f.read(), script


def test_report_tables_lead_with_the_baselines_then_the_benchmark_order():
    def stats():
        return dict(median_ns=10.0, min_ns=9.0, max_ns=11.0, doc_bytes=100, mb_per_s=10.0)
    table = {impl: stats() for impl in ["zeta", "mongo", "alpha", "floor", "auto"]}
    lines = report.tables_text({("find", "doc"): {"parse": table}}, markdown=True)
    rows = [line.split("|")[1].strip() for line in lines if line.startswith("| ") and "implementation" not in line]
    assert rows == ["floor", "mongo", "zeta", "alpha", "auto"]
