"""The peers' part of the benchmark report (bench/peers/run_peers.py writes the data): Switchyard
against Rust `bson` + serde, the Go driver and libbson on the same documents into typed structs.
bench/report.py calls `load` and puts `summary_lines` in its summary and `section_lines` in a
section of its own; nothing here runs a benchmark."""

from __future__ import annotations

import json
import os
import sys
from typing import List, Optional

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers"))
from run_peers import DOCS, OURS, markdown  # noqa: E402


def load(out_dir: str, quick: bool) -> Optional[dict]:
    """The peers' results of the same kind of run (quick or full), or None when the peers phase
    did not run (no Rust or Go toolchain)."""
    path = os.path.join(out_dir, f"peers{'-quick' if quick else ''}.json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def summary_lines(data: Optional[dict]) -> List[str]:
    """One row per peer: times slower than Switchyard per document, parse and write."""
    if not data:
        return ["Peers: not measured (bench/peers/run_peers.py needs cargo or go; see bench/peers/README.md)."]
    short = [d.split(".")[0] for d in DOCS]
    out = ["Peers (same documents into typed structs with FindCommand's / InsertCommand's fields, "
           "checksums verified): times slower than Switchyard, median (min-max) over interleaved rounds.",
           "", "| peer | op | " + " | ".join(short) + " |", "|---|---|" + "---:|" * len(DOCS)]
    impls = []
    for r in data["rows"]:
        if r["impl"] != OURS and r["impl"] not in impls:
            impls.append(r["impl"])
    for impl in impls:
        for op in ("parse", "write"):
            cells = []
            for doc in DOCS:
                r = next((x for x in data["rows"] if (x["doc"], x["op"], x["impl"]) == (doc, op, impl)), None)
                ratio = r.get("ratio") if r else None
                cells.append(f"{ratio['median']:.1f}x ({ratio['min']:.1f}-{ratio['max']:.1f})" if ratio else "-")
            out.append(f"| {impl} | {op} | " + " | ".join(cells) + " |")
    return out


def section_lines(data: Optional[dict]) -> List[str]:
    """The full peers section: times, ratios, instructions, versions and each peer's defaults."""
    if not data:
        return []
    return ["## Peers", "", f"{data['date']}; bench/peers/run_peers.py (bench/peers/README.md).", ""] + markdown(data)


# The peers' names in the headline; libbson is left out there (the generated benchmarks' own
# libbson row measures it in the same run as Switchyard's times).
_HEADLINE_NAMES = {"serde_borrowed": "Rust bson + serde, borrowed", "serde_owned": "Rust bson + serde, owned",
                   "go_driver": "Go driver bson.Unmarshal"}

# bench/peers' document names -> the generated benchmarks' workload names (the headline's columns).
_WORKLOAD_GROUP = {"ycsb_find_one": "find", "find_driver": "find", "find_heavy": "find", "insert_100": "insert"}


def headline_rows(data: Optional[dict]) -> List[dict]:
    """Peer parse rows for report_headline.headline_table: per peer, its own CPU ns per
    document and its ratio to Switchyard measured in the same interleaved rounds (not against
    the generated benchmarks' run, which is another process at another time)."""
    if not data:
        return []
    rows: List[dict] = []
    for r in data["rows"]:
        if r["op"] != "parse" or r["impl"] not in _HEADLINE_NAMES or not r.get("ratio"):
            continue
        name = f"{_HEADLINE_NAMES[r['impl']]} ({data['versions'].get(r['impl'], '?')})"
        row = next((x for x in rows if x["name"] == name), None)
        if row is None:
            row = dict(name=name, ns={})
            rows.append(row)
        workload = f"{_WORKLOAD_GROUP[r['doc'].split('.')[0]]}/{r['doc']}"
        row["ns"][workload] = dict(median_ns=r["ns"]["median"], min_ns=r["ns"]["min"], max_ns=r["ns"]["max"],
                                   ratio=r["ratio"]["median"])
    return rows
