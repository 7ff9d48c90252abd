"""The part of the benchmark report written for outsiders (bench/report.py):
one summary table of the default parser (`auto`) against MongoDB's shape
(`mongo`), libbson and the walk-only floors, with spreads; the chart of the
same ratios with error bars; and what the floors mean.

Ratios are "times faster": time(reference) / time(auto), from the medians;
the spread is the worst and best case over the repetitions
(min(reference) / max(auto) .. max(reference) / min(auto)).
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

DEFAULT = "auto"
# The references of the summary, in column order.
SUMMARY_REFERENCES = ("mongo", "libbson", "floor", "floor_top")
# The targets against MongoDB's shape, by workload prefix: (id, description, minimum).
MONGO_TARGETS = [
    ("M1", "YCSB find one: auto >= 3x faster than mongo", r"^find/ycsb_find_one\.", 3.0),
    ("M2", "typical driver find: auto >= 4x faster than mongo", r"^find/find_driver\.", 4.0),
    ("M3", "heavy find (every field): auto >= 5x faster than mongo", r"^find/find_heavy\.", 5.0),
]

FLOORS_EXPLAINED = (
    "What the floors are, and how a parse can beat one: `floor` walks every element of the document "
    "with the checked cursor, descending into every sub-document and array (type byte, bounded name "
    "scan, value size), and dispatches nothing; `floor_top` walks the top-level elements only. A "
    "parser keeps sub-documents it does not interpret (filter, sort, projection, the documents of an "
    "insert, ...) as unwalked views: it checks their length prefix and final byte and leaves their "
    "contents to whoever reads them (`validateDeep` checks everything at once when wanted). So a parse "
    "does less than `floor` on documents with large opaque sub-documents and can be several times "
    "faster than it (insert_100, heavy find). `floor_top` does only the top-level framing every parse "
    "must do, but generically: it measures each name with a scan and sizes each value through the "
    "type table. A parser whose handlers know the name's length (it matched it) and check the expected "
    "type's size inline does that framing more cheaply, so with many known fields it can beat even "
    "`floor_top` (heavy find); on small documents the distance to `floor_top` is the fixed cost "
    "(header check, constructing the result) plus dispatching names, checking types and storing "
    "values.")


def spread_ratio(ref: dict, me: dict) -> Tuple[float, float, float]:
    """(median, worst, best) of time(ref) / time(me)."""
    return (ref["median_ns"] / me["median_ns"], ref["min_ns"] / me["max_ns"], ref["max_ns"] / me["min_ns"])


def summary_rows(wl, instructions: Optional[dict]) -> List[dict]:
    """One row per parse workload that has the default parser."""
    rows = []
    for (command, doc), ops in sorted(wl.items()):
        table = ops.get("parse", {})
        me = table.get(DEFAULT)
        if me is None:
            continue
        row = dict(workload=f"{command}/{doc}", bytes=me["doc_bytes"], ns=me["median_ns"], min_ns=me["min_ns"],
                   max_ns=me["max_ns"], ratios={}, instructions={})
        for ref in SUMMARY_REFERENCES:
            if ref in table:
                row["ratios"][ref] = spread_ratio(table[ref], me)
        counts = (instructions or {}).get(doc, {})
        for impl in (DEFAULT,) + SUMMARY_REFERENCES:
            if impl in counts:
                row["instructions"][impl] = counts[impl]
        rows.append(row)
    return rows


def _ratio_cell(r: Optional[Tuple[float, float, float]]) -> str:
    return "-" if r is None else f"{r[0]:.2f}x ({r[1]:.2f}..{r[2]:.2f})"


def summary_text(rows: List[dict], markdown: bool) -> List[str]:
    head = ["workload", "bytes", f"{DEFAULT} ns (min..max)"] + [f"vs {r}" for r in SUMMARY_REFERENCES]
    have_counts = any(r["instructions"] for r in rows)
    if have_counts:
        head += [f"instructions {DEFAULT} / mongo / floor_top"]
    body = []
    for r in rows:
        cells = [r["workload"], str(r["bytes"]), f"{r['ns']:.1f} ({r['min_ns']:.1f}..{r['max_ns']:.1f})"]
        cells += [_ratio_cell(r["ratios"].get(ref)) for ref in SUMMARY_REFERENCES]
        if have_counts:
            c = r["instructions"]
            cells.append(" / ".join(f"{c[k]:.0f}" if k in c else "-" for k in (DEFAULT, "mongo", "floor_top")))
        body.append(cells)
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
        lines += ["| " + " | ".join(cells) + " |" for cells in body]
        return lines
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body)]
    lines = ["  ".join(h.rjust(w) if i else h.ljust(w) for i, (h, w) in enumerate(zip(head, widths)))]
    lines += ["  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))
              for cells in body]
    return lines


def evaluate_mongo_targets(wl) -> List[dict]:
    """The issue's time targets against `mongo`, in report.py's target format."""
    import re
    results = []
    for tid, desc, pattern, minimum in MONGO_TARGETS:
        rows = []
        for (command, doc), ops in sorted(wl.items()):
            table = ops.get("parse", {})
            if not re.search(pattern, f"{command}/{doc}.") or DEFAULT not in table or "mongo" not in table:
                continue
            median, worst, best = spread_ratio(table["mongo"], table[DEFAULT])
            rows.append(dict(workload=f"{command}/{doc}", speedup=median, worst=worst, best=best,
                             met=median >= minimum))
        if rows:
            results.append(dict(id=tid, description=desc, op="parse", implementation=DEFAULT, reference="mongo",
                                minimum=minimum, rows=rows, met=all(r["met"] for r in rows)))
    return results


def plot_summary(ax, rows: List[dict]) -> None:
    """Bars of auto's speed-up against each reference, with the spread as error bars (log scale)."""
    colors = {"mongo": "#d62728", "libbson": "#2ca02c", "floor": "#7f7f7f", "floor_top": "#bcbd22"}
    width = 0.8 / len(SUMMARY_REFERENCES)
    for k, ref in enumerate(SUMMARY_REFERENCES):
        xs, values, lo, hi = [], [], [], []
        for i, r in enumerate(rows):
            v = r["ratios"].get(ref)
            if v is None:
                continue
            xs.append(i + (k - (len(SUMMARY_REFERENCES) - 1) / 2) * width)
            values.append(v[0])
            lo.append(max(v[0] - v[1], 0.0))
            hi.append(max(v[2] - v[0], 0.0))
        ax.bar(xs, values, width, yerr=[lo, hi], capsize=2, label=f"vs {ref}", color=colors[ref],
               error_kw=dict(linewidth=0.8))
    ax.axhline(1.0, color="black", linewidth=0.8)
    for y, style in ((3, ":"), (5, "--")):
        ax.axhline(y, color="red", linewidth=0.6, linestyle=style)
    ax.set_yscale("log")
    ax.set_ylabel("times faster (log; bars: median, whiskers: spread)")
    ax.set_title(f"parse: {DEFAULT} (the default) vs MongoDB 5.0's shape, libbson and the walk-only floors "
                 "(red: 3x, 5x; < 1: slower)")
    ax.set_xticks(range(len(rows)))
    ax.set_xticklabels([r["workload"] for r in rows], rotation=35, ha="right", fontsize=8)
    ax.legend(loc="upper left", fontsize=8, ncol=4)
    ax.grid(axis="y", which="both", alpha=0.3)


__all__ = ["SUMMARY_REFERENCES", "MONGO_TARGETS", "FLOORS_EXPLAINED", "summary_rows", "summary_text",
           "evaluate_mongo_targets", "plot_summary"]
