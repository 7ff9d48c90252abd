"""The front of the benchmark report, for somebody who has never seen the
project (bench/report.py writes it first): five lines of results in absolute
time with ratios and spreads, the method and its caveats, and the headline
table that README.md carries between its `<!-- headline:begin -->` and
`<!-- headline:end -->` markers (a full `make bench` run rewrites that block).

Peer libraries: `headline_table(..., peers=...)` takes extra parse rows, one
per library, {"name": "...", "ns": {workload: (median, min, max) or a dict with
median_ns/min_ns/max_ns and the peer's own `ratio` to Switchyard}}, keyed by the
same workload names (`find/ycsb_find_one.declared`, ...). bench/report_peers.py's
`headline_rows` makes them from bench/peers' results; the rows go where the
table's marker comment says.
"""

from __future__ import annotations

import os
import re
from typing import Dict, List, Optional, Sequence, Tuple

DEFAULT = "auto"
# The workloads of the headline table: (workload, column title).
HEADLINE_WORKLOADS = (
    ("find/ycsb_find_one.declared", "YCSB find one"),
    ("find/find_driver.declared", "driver find"),
    ("find/find_heavy.declared", "find, every field"),
    ("insert/insert_1.declared", "insert 1 doc"),
    ("insert/insert_100.declared", "insert 100 docs"),
    ("update/update_1.declared", "update 1"),
)
# The parse rows: (implementation in the benchmark, what the row is called, what it is).
PARSE_ROWS = (
    (DEFAULT, "Switchyard (generated, default)", "this project"),
    ("mongo", "MongoDB 5.0's parser shape (re-created)", "generator/switchyard/tools/bench_mongo.py"),
    ("libbson", "libbson", "bson_iter_next + strcmp into the same classes"),
)
PEER_MARKER = ("<!-- peer rows (other libraries, from bench/peers): after the libbson parse row, "
               "passed to headline_table(peers=...) -->")
README_BEGIN = "<!-- headline:begin (written by bench/report.py; do not edit) -->"
README_END = "<!-- headline:end -->"

GLOSSARY = [
    "- **workload**: one command document from `bench/corpus/` (`find/find_driver` is a find as a driver "
    "sends it); `.declared` has its fields in the order the spec declares them, `.shuffled` in a random "
    "order (what a parser that guesses the next field sees when the guess is wrong).",
    "- **ns**: CPU nanoseconds per document (not wall time: the machine may be shared), the median of the "
    "repetitions; in parentheses, the fastest..slowest repetition (the spread).",
    "- **x faster**: time(other) / time(Switchyard); a spread of ratios is worst..best case over the "
    "repetitions.",
    "- **`mongo`**: not MongoDB itself but a re-creation of the shape of MongoDB 5.0's generated parsers "
    "(an element object per field, its name measured by a scan, an if/else chain of string compares in "
    "declaration order, generic arguments in a run-time `std::string` map, nested structs by separate "
    "calls) with the same checks and results (`generator/switchyard/tools/bench_mongo.py`).",
    "- **walk-only floors** (reference lines, not competitors): `floor` walks every element of the "
    "document, sub-documents included, checking framing and dispatching nothing; `floor_top` walks only the "
    "top-level elements. A parser may beat `floor`: sub-documents it does not interpret stay unread views.",
    "- **auto, hash, chain, trie, ...**: the field-name dispatch strategies the generator can emit "
    "(docs/dispatch.md); `auto` is what a user gets.",
]

METHOD = [
    "Method: Google Benchmark in one process per binary, {reps} repetitions of at least {min_time}s each, "
    "CPU time per document; every implementation parses the same bytes into the same C++ classes with the "
    "same checks (types, required and duplicate fields, validators), or writes the same bytes.",
    "",
    "Caveats: {cpus} shared CPUs ({cpu}, load {load:.1f} when run); CMake's Release flags (-O3); small documents are "
    "dominated by fixed costs; the `mongo` row is a re-creation of MongoDB's parser shape, not MongoDB's code; "
    "Switchyard's results are views into the input (no string copies), which a copying parser pays for. "
    "`make bench-instructions` gives machine-independent instruction counts (appendix).",
]


def _stats(summary: Dict[str, dict], workload: str, op: str, impl: str) -> Optional[dict]:
    return summary.get(f"{workload}/{op}/{impl}")


def _ns(s: dict) -> str:
    return f"{s['median_ns']:.0f}" if s["median_ns"] >= 100 else f"{s['median_ns']:.1f}"


def _ratio_range(values: Sequence[float]) -> str:
    return f"{min(values):.1f}x..{max(values):.1f}x"


def five_lines(summary: Dict[str, dict], proto: Optional[dict]) -> List[str]:
    """The report's first five lines: absolute times, ratios and spreads."""
    def ratio(workload: str, op: str, ref: str) -> Optional[Tuple[float, float, float]]:
        me, other = _stats(summary, workload, op, DEFAULT), _stats(summary, workload, op, ref)
        if not me or not other:
            return None
        return (other["median_ns"] / me["median_ns"], other["min_ns"] / me["max_ns"],
                other["max_ns"] / me["min_ns"])

    workloads = sorted({k.rsplit("/", 2)[0] for k in summary if k.endswith(f"/parse/{DEFAULT}")})
    lines = []
    driver = "find/find_driver.declared"
    me, mongo = _stats(summary, driver, "parse", DEFAULT), _stats(summary, driver, "parse", "mongo")
    if me and mongo:
        r = ratio(driver, "parse", "mongo")
        lines.append(f"1. A find command as a driver sends it ({me['doc_bytes']} bytes) parses in "
                     f"{_ns(me)} ns ({me['min_ns']:.1f}..{me['max_ns']:.1f}); a re-creation of MongoDB 5.0's "
                     f"parser shape takes {_ns(mongo)} ns: {r[0]:.1f}x faster (spread {r[1]:.1f}..{r[2]:.1f}).")
    for n, (op, ref, what) in enumerate((("parse", "mongo", "MongoDB 5.0's parser shape"),
                                         ("parse", "libbson", "libbson (iterate + strcmp)"),
                                         ("serialize", "libbson", "libbson's bson_append_*")), start=2):
        found = [(w, ratio(w, op, ref)) for w in workloads]
        found = [(w, r) for w, r in found if r is not None]
        if not found:
            continue
        times = [_stats(summary, w, op, DEFAULT)["median_ns"] for w, _ in found]
        verb = "Parsing" if op == "parse" else "Serializing"
        lines.append(f"{n}. {verb}, every workload ({len(found)}): {min(times):.1f}..{max(times):.0f} ns per "
                     f"document, {_ratio_range([r[0] for _, r in found])} faster than {what} (worst repetition "
                     f"{min(r[1] for _, r in found):.1f}x).")
    if proto:
        lines.append(_proto_line(proto))
    return lines[:5]


def _proto_line(proto: dict) -> str:
    by: Dict[str, Dict[str, dict]] = {}
    for name, stats in proto["benchmarks"].items():
        parts = name.split("/")
        by.setdefault(parts[0], {})[parts[1]] = stats
    ratios = [t["protobuf"]["median_ns"] / t["switchyard"]["median_ns"] for t in by.values()
              if "switchyard" in t and "protobuf" in t]
    return (f"5. Protobuf wire format: the generated `parseProto` is {_ratio_range(ratios)} faster than "
            f"protoc-generated C++ over {len(ratios)} messages; Switchyard returns views into the input "
            "(strings, sub-messages), protoc copies them into its message (appendix C).")


def headline_table(summary: Dict[str, dict], peers: Sequence[dict] = ()) -> List[str]:
    """Markdown: parse ns per workload for Switchyard and what one would otherwise
    use, then serialize; other rows say how many times slower they are."""
    cols = [(w, t) for w, t in HEADLINE_WORKLOADS if _stats(summary, w, "parse", DEFAULT)]
    head = ["CPU ns per document (x slower than Switchyard)"]
    head += [f"{t} ({_stats(summary, w, 'parse', DEFAULT)['doc_bytes']} B)" for w, t in cols]
    lines = [PEER_MARKER, "", "| " + " | ".join(head) + " |", "|---" + "|---:" * len(cols) + "|"]

    def row(label: str, op: str, impl: str, external: Optional[dict] = None) -> Optional[str]:
        cells = []
        for w, _ in cols:
            me = _stats(summary, w, op, DEFAULT)
            s = _stats(summary, w, op, impl) if external is None else _as_stats(external.get(w))
            if s is None or me is None:
                cells.append("-")
            elif impl == DEFAULT and external is None:
                cells.append(_ns(s))
            elif "ratio" in s:  # measured against Switchyard in the peer's own interleaved rounds
                cells.append(f"{_ns(s)} ({s['ratio']:.1f}x)")
            else:
                cells.append(f"{_ns(s)} ({s['median_ns'] / me['median_ns']:.1f}x)")
        return None if all(c == "-" for c in cells) else f"| {label} | " + " | ".join(cells) + " |"

    for impl, label, what in PARSE_ROWS:
        line = row(f"parse: {label}", "parse", impl)
        if line:
            lines.append(line)
    for peer in peers:
        line = row(f"parse: {peer['name']}", "parse", "", external=peer["ns"])
        if line:
            lines.append(line)
    for impl, label in ((DEFAULT, "Switchyard"), ("libbson", "libbson bson_append_*")):
        line = row(f"serialize: {label}", "serialize", impl)
        if line:
            lines.append(line)
    return lines


def _as_stats(value) -> Optional[dict]:
    if value is None or isinstance(value, dict):
        return value
    median, low, high = value
    return dict(median_ns=median, min_ns=low, max_ns=high)


def method_lines(context: dict) -> List[str]:
    return [line.format(reps=context.get("repetitions", "?"), min_time=context.get("min_time", "?"),
                        cpus=context.get("cpus", "?"), cpu=context.get("cpu", "?"),
                        load=context.get("loadavg", 0.0)) for line in METHOD]


def update_readme(readme: str, table: List[str], report_link: str) -> bool:
    """Replaces README's headline block; False when the markers are missing."""
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    pattern = re.compile(re.escape(README_BEGIN) + r".*?" + re.escape(README_END), re.S)
    if not pattern.search(text):
        return False
    block = "\n".join([README_BEGIN, *table, "", f"From `make bench` ([the report]({report_link})).", README_END])
    new = pattern.sub(lambda _: block, text)
    if new != text:
        tmp = readme + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(new)
        os.replace(tmp, readme)
    return True


def plot_absolute(axes, summary: Dict[str, dict]) -> None:
    """Two panels of absolute CPU ns per document (log scale), error bars on
    every bar (fastest..slowest repetition): parse (Switchyard, MongoDB's shape,
    libbson; the walk-only floors as short reference lines) and serialize."""
    colors = {DEFAULT: "#1f77b4", "mongo": "#d62728", "libbson": "#2ca02c"}
    labels = {DEFAULT: "Switchyard (auto)", "mongo": "MongoDB 5.0 shape (re-created)", "libbson": "libbson"}
    workloads = sorted({k.rsplit("/", 2)[0] for k in summary if k.endswith(f"/parse/{DEFAULT}")})
    for ax, op, impls in ((axes[0], "parse", (DEFAULT, "mongo", "libbson")),
                          (axes[1], "serialize", (DEFAULT, "libbson"))):
        width = 0.8 / len(impls)
        for k, impl in enumerate(impls):
            xs, values, lo, hi = [], [], [], []
            for i, w in enumerate(workloads):
                s = _stats(summary, w, op, impl)
                if s is None:
                    continue
                xs.append(i + (k - (len(impls) - 1) / 2) * width)
                values.append(s["median_ns"])
                lo.append(max(s["median_ns"] - s["min_ns"], 0.0))
                hi.append(max(s["max_ns"] - s["median_ns"], 0.0))
            ax.bar(xs, values, width, yerr=[lo, hi], capsize=2, color=colors[impl], label=labels[impl],
                   error_kw=dict(linewidth=0.8))
        if op == "parse":
            for floor, style in (("floor", "-"), ("floor_top", ":")):
                for i, w in enumerate(workloads):
                    s = _stats(summary, w, op, floor)
                    if s is not None:
                        ax.hlines(s["median_ns"], i - 0.45, i + 0.45, colors="black", linestyles=style,
                                  linewidth=1.2, label=(f"walk-only {floor}" if i == 0 else None))
        ax.set_yscale("log")
        ax.set_ylabel("CPU ns per document (log)")
        ax.set_title(f"{op}: median CPU time per document; whiskers: fastest..slowest repetition")
        ax.set_xticks(range(len(workloads)))
        ax.set_xticklabels(workloads, rotation=35, ha="right", fontsize=8)
        ax.legend(loc="upper left", fontsize=8, ncol=3)
        ax.grid(axis="y", which="both", alpha=0.3)
