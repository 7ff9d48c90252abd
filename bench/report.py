#!/usr/bin/env python3
"""The comparison report of the generated parsers (issue 5).

Runs build/bench/generated/generated_benchmarks (Google Benchmark, JSON out,
repetitions; progress lines while it runs), then per workload (command and
corpus document) computes the median CPU time per document over the
repetitions with its spread (min..max), MB/s, and the speed-up of every
implementation against chain, trie, libbson and the walk-only floor. Prints
the tables and the issue's targets (met / missed), and writes
bench/results/latest.json, bench/results/report.md and bench/results/times.png
(report_headline.py writes the report's front: five lines, method, headline
table, terms; a full run also rewrites README.md's headline block).
When bench/results/instructions.json exists (`make bench-instructions`), the
instruction counts per document are added to the report. When
build/bench/proto/proto_bench exists, it runs too (same repetitions and min
time, every workload) and a "Protobuf" section compares our parseProto with
protoc-generated C++ (with and without an Arena), with the issue's target P1.

    python3 bench/report.py [--quick] [--build build] [--repetitions 5] [--min-time 0.05]
                            [--filter REGEX] [--input results.json] [--out bench/results]

CPU time, not wall time, is reported: the machine may be shared. Ratios are
"times faster": time(reference) / time(implementation).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report_peers  # noqa: E402
from report_headline import (GLOSSARY, five_lines, headline_table, method_lines,  # noqa: E402
                             plot_absolute, update_readme)
from report_summary import FLOORS_EXPLAINED, evaluate_mongo_targets, summary_rows, summary_text  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCES = ("mongo", "chain", "trie", "libbson", "floor")
FOCUS = "hash"          # hash dispatch + expected-next-field prediction: the subject
DEFAULT = "auto"        # what a user gets
QUICK_FILTER = (r"^find/(ycsb_find_one|find_driver|find_heavy)\.declared/"
                r"(parse/(floor|floor_top|mongo|libbson|chain|trie|hash|auto)|serialize/(libbson|auto))$")
# The baselines lead each table; the dispatch variants follow in the order the
# benchmark binary runs them (the build's order, CMakeLists.txt).
BASELINE_ORDER = ["floor", "floor_top", "mongo", "libbson"]

# (id, description, workloads regex, op, implementation, reference, minimum speed-up)
# A speed-up below 1 is a "within" target: time(impl) <= time(reference) / minimum.
TARGETS = [
    ("T1a", "YCSB and typical find: hash + prediction >= 3x faster than chain",
     r"^find/(ycsb_find_one|find_driver)\.", "parse", FOCUS, "chain", 3.0),
    ("T1b", "YCSB and typical find: hash + prediction >= 1.5x faster than trie",
     r"^find/(ycsb_find_one|find_driver)\.", "parse", FOCUS, "trie", 1.5),
    ("T2", "heavy find: hash + prediction >= 5x faster than chain",
     r"^find/find_heavy\.", "parse", FOCUS, "chain", 5.0),
    ("T3", "within 1.3x of the walk-only floor (every workload)",
     r".", "parse", FOCUS, "floor", 1 / 1.3),
    ("T4", ">= 10x faster than libbson (every workload)",
     r".", "parse", FOCUS, "libbson", 10.0),
    ("T5", "serialization >= 5x faster than libbson (every workload)",
     r".", "serialize", DEFAULT, "libbson", 5.0),
]


# Protobuf (bench/proto/proto_bench): our parseProto against protoc-generated C++. The references
# are protoc as performance-minded users run it: one message reused across parses, and a message
# on an Arena reset before each parse; the fresh-allocation rows are shown, not compared against.
PROTO_IMPLS = ("switchyard", "protobuf_reused", "protobuf_arena_reset", "protobuf_fresh", "protobuf_arena_fresh")
PROTO_REFERENCES = ("protobuf_reused", "protobuf_arena_reset")
PROTO_FOCUS = "switchyard"
# (id, description, workload, minimum speed-up against every reference present)
PROTO_TARGETS = [
    ("P1", "find-like message: parseProto >= 1.5x faster than protoc C++ (reused message, reset Arena)",
     "FindLike", 1.5),
    ("P2", "YCSB find one, protoc-written bytes: parseProto >= 2x faster than protoc C++ (reused message, "
     "reset Arena)", "FindCommand_ycsb_protoc", 2.0),
    ("P3", "typical driver find, protoc-written bytes: parseProto >= 2x faster than protoc C++ (reused "
     "message, reset Arena)", "FindCommand_driver_protoc", 2.0),
    ("P4", "heavy find, protoc-written bytes: parseProto >= 2x faster than protoc C++ (reused message, "
     "reset Arena)", "FindCommand_heavy_protoc", 2.0),
    ("P5", "YCSB find one: serializeProto >= 1.2x faster than SerializeToArray (identical output: the label)",
     "FindCommand_ycsb_protoc_serialize", 1.2),
    ("P6", "typical driver find: serializeProto >= 1.2x faster than SerializeToArray",
     "FindCommand_driver_protoc_serialize", 1.2),
    ("P7", "heavy find: serializeProto >= 1.2x faster than SerializeToArray",
     "FindCommand_heavy_protoc_serialize", 1.2),
]


def log(msg: str) -> None:
    print(msg, flush=True)


def find_binary(build: str) -> Optional[str]:
    path = os.path.join(build, "bench", "generated", "generated_benchmarks")
    return path if os.path.exists(path) else None


def run_benchmarks(binary: str, reps: int, min_time: float, bench_filter: str) -> dict:
    listed = subprocess.run([binary, "--benchmark_list_tests=true", f"--benchmark_filter={bench_filter}"],
                            check=True, capture_output=True, text=True).stdout.split()
    total = len(listed) * reps
    log(f"running {len(listed)} benchmarks x {reps} repetitions (min time {min_time}s each) ...")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.json")
        cmd = [binary, f"--benchmark_filter={bench_filter}", f"--benchmark_repetitions={reps}",
               f"--benchmark_min_time={min_time}", "--benchmark_out_format=json", f"--benchmark_out={out}",
               "--benchmark_format=console", "--benchmark_color=false"]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        done = 0
        assert proc.stdout is not None
        for line in proc.stdout:
            name = line.split(" ", 1)[0]
            if name in listed:
                done += 1
                if done % max(1, total // 40) == 0 or done == total or "ERROR" in line:
                    log(f"  [{done:4d}/{total}] {line.rstrip()}")
            elif line.startswith("error") or "failed" in line:
                log(line.rstrip())
        if proc.wait() != 0:
            raise SystemExit(f"{binary} failed (exit status {proc.returncode})")
        with open(out, encoding="utf-8") as f:
            return json.load(f)


def find_proto_binary(build: str) -> Optional[str]:
    path = os.path.join(build, "bench", "proto", "proto_bench")
    return path if os.path.exists(path) else None


def proto_workloads(summary: Dict[str, dict]) -> Dict[str, Dict[str, dict]]:
    """workload -> implementation -> stats, from names like FindLike/switchyard/0."""
    out: Dict[str, Dict[str, dict]] = {}
    for name, stats in summary.items():
        parts = name.split("/")
        if len(parts) >= 2:
            out.setdefault(parts[0], {})[parts[1]] = stats
    return out


def proto_ratios(table: Dict[str, dict], impl: str) -> Dict[str, Optional[float]]:
    me = table.get(impl)
    return {ref: (table[ref]["median_ns"] / me["median_ns"]) if (me and ref in table and me["median_ns"]) else None
            for ref in PROTO_REFERENCES}


def evaluate_proto_targets(pwl: Dict[str, Dict[str, dict]]) -> List[dict]:
    results = []
    for tid, desc, workload, minimum in PROTO_TARGETS:
        table = pwl.get(workload, {})
        if PROTO_FOCUS not in table:
            continue
        me = table[PROTO_FOCUS]
        rows = []
        for ref in PROTO_REFERENCES:
            if ref not in table:
                continue
            other = table[ref]
            speedup = other["median_ns"] / me["median_ns"]
            rows.append(dict(workload=f"{workload} vs {ref}", speedup=speedup,
                             worst=other["min_ns"] / me["max_ns"], best=other["max_ns"] / me["min_ns"],
                             met=speedup >= minimum))
        if rows:
            op = "serialize" if workload.endswith("_serialize") else "parse"
            results.append(dict(id=tid, description=desc, op=op, implementation=PROTO_FOCUS,
                                reference="protoc C++", minimum=minimum, rows=rows,
                                met=all(r["met"] for r in rows)))
    return results


def proto_table_text(pwl: Dict[str, Dict[str, dict]], markdown: bool) -> List[str]:
    head = ["workload", "implementation", "ns/msg (median)", "spread (min..max)", "MB/s"] + \
           [f"vs {r}" for r in PROTO_REFERENCES]
    rows = []
    for workload in sorted(pwl):
        table = pwl[workload]
        order = [i for i in PROTO_IMPLS if i in table] + sorted(i for i in table if i not in PROTO_IMPLS)
        for impl in order:
            s = table[impl]
            r = proto_ratios(table, impl)
            label = f" ({s['label']})" if s.get("label") else ""
            rows.append([f"{workload} ({s['doc_bytes']} B)", impl + label, f"{s['median_ns']:.1f}",
                         f"{s['min_ns']:.1f}..{s['max_ns']:.1f}", f"{s['mb_per_s']:.0f}"]
                        + [fmt_ratio(r[x]) for x in PROTO_REFERENCES])
    lines: List[str] = []
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "|".join("---" for _ in head) + "|")
        lines += ["| " + " | ".join(row) + " |" for row in rows]
    else:
        widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
        left = 2  # workload and implementation are left-aligned
        lines.append("  ".join(h.rjust(w) if i >= left else h.ljust(w) for i, (h, w) in enumerate(zip(head, widths))))
        for row in rows:
            lines.append("  ".join(c.rjust(w) if i >= left else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))))
    return lines


def summarize(raw: dict) -> Dict[str, dict]:
    """name -> {median, min, max, n (repetitions), bytes, mbps} over iteration runs (CPU ns)."""
    runs: Dict[str, List[Tuple[float, float]]] = {}
    labels: Dict[str, str] = {}
    for b in raw["benchmarks"]:
        if b.get("run_type", "iteration") != "iteration":
            continue
        if b.get("error_occurred"):
            raise SystemExit(f"benchmark {b['name']} reported an error: {b.get('error_message')}")
        unit = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
        name = b.get("run_name", b["name"])
        runs.setdefault(name, []).append((b["cpu_time"] * unit, b.get("bytes_per_second", 0.0)))
        labels[name] = b.get("label", "")
    out = {}
    for name, values in runs.items():
        times = sorted(v[0] for v in values)
        med = statistics.median(times)
        bps = statistics.median(v[1] for v in values)
        size = bps * med / 1e9 if bps else 0.0
        out[name] = dict(median_ns=med, min_ns=times[0], max_ns=times[-1], repetitions=len(times),
                         doc_bytes=round(size), mb_per_s=(size / med * 1e3) if med else 0.0)
        if labels.get(name) and "output" in labels[name]:  # proto_bench's serialize: identical or not
            out[name]["label"] = labels[name]
    return out


def workloads(summary: Dict[str, dict]) -> Dict[Tuple[str, str], Dict[str, Dict[str, dict]]]:
    """(command, document) -> op -> implementation -> stats."""
    out: Dict[Tuple[str, str], Dict[str, Dict[str, dict]]] = {}
    for name, stats in summary.items():
        parts = name.split("/")
        if len(parts) != 4:
            continue
        command, doc, op, impl = parts
        out.setdefault((command, doc), {}).setdefault(op, {})[impl] = stats
    return out


def ratios(table: Dict[str, dict], impl: str) -> Dict[str, Optional[float]]:
    me = table.get(impl)
    res = {}
    for ref in REFERENCES:
        other = table.get(ref)
        res[ref] = (other["median_ns"] / me["median_ns"]) if (me and other and me["median_ns"]) else None
    return res


def evaluate_targets(wl) -> List[dict]:
    results = []
    for tid, desc, pattern, op, impl, ref, minimum in TARGETS:
        rows = []
        for (command, doc), ops in sorted(wl.items()):
            if not re.search(pattern, f"{command}/{doc}."):
                continue
            table = ops.get(op, {})
            if impl not in table or ref not in table:
                continue
            speedup = table[ref]["median_ns"] / table[impl]["median_ns"]
            # Spread-aware: the worst and best case over the repetitions.
            worst = table[ref]["min_ns"] / table[impl]["max_ns"]
            best = table[ref]["max_ns"] / table[impl]["min_ns"]
            rows.append(dict(workload=f"{command}/{doc}", speedup=speedup, worst=worst, best=best,
                             met=speedup >= minimum))
        if rows:
            results.append(dict(id=tid, description=desc, op=op, implementation=impl, reference=ref,
                                minimum=minimum, rows=rows, met=all(r["met"] for r in rows)))
    return results


def fmt_ratio(x: Optional[float]) -> str:
    return "-" if x is None else f"{x:.2f}x"


def tables_text(wl, markdown: bool) -> List[str]:
    lines: List[str] = []
    for (command, doc), ops in sorted(wl.items()):
        for op in ("parse", "serialize"):
            table = ops.get(op)
            if not table:
                continue
            size = next(iter(table.values()))["doc_bytes"]
            title = f"{command}/{doc} {op} ({size} B)"
            head = ["implementation", "ns/doc (median)", "spread (min..max)", "MB/s"] + [f"vs {r}" for r in REFERENCES]
            order = [i for i in BASELINE_ORDER if i in table] + [i for i in table if i not in BASELINE_ORDER]
            rows = []
            for impl in order:
                s = table[impl]
                r = ratios(table, impl)
                rows.append([impl, f"{s['median_ns']:.1f}", f"{s['min_ns']:.1f}..{s['max_ns']:.1f}",
                             f"{s['mb_per_s']:.0f}"] + [fmt_ratio(r[x]) for x in REFERENCES])
            if markdown:
                lines.append(f"### {title}")
                lines.append("")
                lines.append("| " + " | ".join(head) + " |")
                lines.append("|" + "|".join("---" for _ in head) + "|")
                for row in rows:
                    lines.append("| " + " | ".join(row) + " |")
                lines.append("")
            else:
                widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
                lines.append(f"== {title}")
                lines.append("  ".join(h.rjust(w) if i else h.ljust(w) for i, (h, w) in enumerate(zip(head, widths))))
                for row in rows:
                    lines.append("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))))
                lines.append("")
    return lines


def targets_text(targets: List[dict], markdown: bool) -> List[str]:
    lines = []
    for t in targets:
        status = "MET" if t["met"] else "MISSED"
        within = t["minimum"] < 1
        goal = (f"time <= {1 / t['minimum']:.2f} x {t['reference']}" if within
                else f">= {t['minimum']:.1f}x vs {t['reference']}")
        lines.append(f"{'- **' if markdown else ''}{t['id']} {status}{'**' if markdown else ''}: "
                     f"{t['description']} ({t['op']}/{t['implementation']}, {goal})")
        for r in t["rows"]:
            value = (f"{1 / r['speedup']:.2f}x the {t['reference']}'s time" if within
                     else f"{r['speedup']:.2f}x (spread {r['worst']:.2f}..{r['best']:.2f})")
            lines.append(f"{'    - ' if markdown else '      '}{r['workload']}: {value} "
                         f"{'met' if r['met'] else 'MISSED'}")
    return lines


def instruction_notes(instructions: Optional[dict], targets: List[dict]) -> List[str]:
    """For each missed target, the instruction counts (callgrind) behind it."""
    if not instructions:
        return ["No instruction counts: run `make bench-instructions` (writes bench/results/instructions.json)."]
    lines = []
    for t in targets:
        if t["met"] or t["reference"] not in ("chain", "trie", "mongo"):
            continue
        for r in t["rows"]:
            if r["met"]:
                continue
            doc = r["workload"].split("/", 1)[1]
            counts = instructions.get(doc, {})
            me, ref = counts.get(t["implementation"]), counts.get(t["reference"])
            if me and ref:
                lines.append(f"- {t['id']} {r['workload']}: {t['implementation']} executes {me:.0f} instructions "
                             f"per parse, {t['reference']} {ref:.0f} ({ref / me:.2f}x as many); the measured time "
                             f"ratio is {r['speedup']:.2f}x.")
    return lines


def plot(summary: Dict[str, dict], path: str) -> bool:
    """The chart: absolute CPU time per document, parse and serialize, with
    error bars on every bar and the walk-only floors as reference lines."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib is missing: no PNG (pip install matplotlib)")
        return False
    fig, axes = plt.subplots(2, 1, figsize=(15, 11), gridspec_kw=dict(height_ratios=[3, 2]))
    plot_absolute(axes, summary)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return True


def machine() -> dict:
    info = dict(date=datetime.date.today().isoformat(), cpus=os.cpu_count())
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
        info["loadavg"] = os.getloadavg()[0]
    except OSError:
        pass
    return info


def report_markdown(context, summary, wl, targets, instructions, proto, peers, quick: str) -> List[str]:
    """report.md: five lines, method and caveats, the headline table and the
    chart, the terms; then every workload; the internal targets, instruction
    counts, protobuf and every measurement in appendices."""
    md = [f"# Switchyard benchmark report{' (quick)' if quick else ''}", ""]
    md += five_lines(summary, proto) + [""] + method_lines(context)
    md += ["", f"{context['date']}, {context.get('cpu', '?')} ({context['cpus']} CPUs).", "",
           "## Headline", ""] + headline_table(summary, report_peers.headline_rows(peers))
    md += ["", f"![CPU time per document](times{quick}.png)", "", "## Terms", ""] + GLOSSARY
    md += ["", "## Every workload", "",
           f"`{DEFAULT}` against MongoDB 5.0's parser shape (re-created), libbson and the walk-only floors: "
           "times faster (median, and the worst..best case over the repetitions); instruction counts from "
           "callgrind when `make bench-instructions` has run.", ""]
    md += summary_text(summary_rows(wl, instructions), markdown=True)
    md += [""] + report_peers.summary_lines(peers)
    md += ["", FLOORS_EXPLAINED, "", "## Appendix A: internal targets", "",
           "The project's own acceptance targets (never asserted in tests): M1-M3 against MongoDB's shape; "
           "T1-T5 between dispatch strategies and against libbson; P1-P3 for protobuf (appendix C).", ""]
    md += targets_text(targets, markdown=True)
    md += ["", "### What the missed targets cost", ""]
    missed = [t for t in targets if not t["met"]]
    if not missed:
        md.append("Every target is met.")
    else:
        md.append("Missed: " + ", ".join(t["id"] for t in missed) + ". Instruction-count evidence:")
        md.append("")
        md += instruction_notes(instructions, targets)
        if os.path.exists(os.path.join(ROOT, "bench", "results", "analysis.md")):
            md += ["", "See [analysis.md](analysis.md) for the profile of each missed target and what would close it."]
    if instructions:
        md += ["", "## Appendix B: instructions per parse (callgrind)", ""]
        variants = sorted({v for row in instructions.values() for v in row})
        md.append("| document | " + " | ".join(variants) + " |")
        md.append("|---|" + "|".join("---" for _ in variants) + "|")
        for doc in sorted(instructions):
            md.append(f"| {doc} | " + " | ".join(f"{instructions[doc].get(v, 0):.0f}" for v in variants) + " |")
    if proto:
        md += ["", "## Appendix C: protobuf", "",
               "`bench/proto/proto_bench`: the parsers generated from tests/proto/specs/proto_messages.yaml "
               "and idl/ (`switchyard` = `parseProto`) against protoc-generated C++ parsing the same bytes: "
               "`protobuf_reused` = `ParseFromArray` into one message kept across parses, "
               "`protobuf_arena_reset` = into a message on an Arena reset before each parse (the references); "
               "`protobuf_fresh` / `protobuf_arena_fresh` = a new heap message / a new Arena per parse (shown, "
               "not references). `_protoc` workloads: the bytes protoc writes for the corpus command; others: "
               "toProto()'s. `_serialize` workloads: serializedProtoSize() + serializeProtoTo() against "
               "ByteSizeLong() + SerializeToArray() (under `protobuf_reused`) of the parsed `_protoc` message; "
               "the label says whether the outputs are identical. Same repetitions and min time. Ratios: times "
               "faster than the reference. Views against copies: Switchyard's result points into the input "
               "for strings and sub-messages, protoc's message owns copies of them (so the input may be freed "
               "at once, which Switchyard's may not).", ""]
        md += proto_table_text(proto_workloads(proto["benchmarks"]), markdown=True)
        md.append("")
        md += targets_text(proto["targets"], markdown=True)
    peer_section = report_peers.section_lines(peers)
    if peer_section:
        md += ["", "## Appendix D: peers", ""] + peer_section[2:]
    md += ["", "## Appendix E: every measurement", ""]
    md += tables_text(wl, markdown=True)
    return md


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a first look in well under a minute")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--binary", help="the benchmark binary (default: BUILD/bench/generated/generated_benchmarks)")
    ap.add_argument("--repetitions", type=int)
    ap.add_argument("--min-time", type=float)
    ap.add_argument("--filter", help="Google Benchmark filter (regex)")
    ap.add_argument("--input", help="re-report instead of running: a raw Google Benchmark JSON, or a "
                                    "latest.json written before (e.g. after `make bench-instructions`)")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    ap.add_argument("--proto-binary", help="the protobuf benchmark (default: BUILD/bench/proto/proto_bench "
                                           "when it exists)")
    ap.add_argument("--no-proto", action="store_true", help="do not run the protobuf benchmark")
    args = ap.parse_args()
    reps = args.repetitions or (3 if args.quick else 5)
    min_time = args.min_time or (0.01 if args.quick else 0.05)
    bench_filter = args.filter or (QUICK_FILTER if args.quick else ".")
    if args.input:
        with open(args.input, encoding="utf-8") as f:
            raw = json.load(f)
    else:
        binary = args.binary or find_binary(args.build)
        if binary is None:
            print(f"bench/report.py: no generated_benchmarks under {args.build}/bench/generated: build first "
                  "(make build)", file=sys.stderr)
            return 1
        raw = run_benchmarks(binary, reps, min_time, bench_filter)
    previous = raw.get("context") if "targets" in raw else None
    proto = None  # {"benchmarks": summary, "targets": [...], "binary": path}
    if previous:
        proto = raw.get("protobuf")
    elif not args.input and not args.no_proto:
        proto_binary = args.proto_binary or find_proto_binary(args.build)
        if proto_binary:
            log(f"protobuf: {proto_binary}")
            proto = dict(benchmarks=summarize(run_benchmarks(proto_binary, reps, min_time, ".")),
                         binary=os.path.relpath(proto_binary, ROOT))
        else:
            log(f"protobuf: no proto_bench under {args.build}/bench/proto: no Protobuf section")
    if proto:
        proto["targets"] = evaluate_proto_targets(proto_workloads(proto["benchmarks"]))
    summary = raw["benchmarks"] if previous else summarize(raw)
    stored_peers = raw.get("peers") if previous else None  # a report's own latest.json
    if previous:  # a report's own latest.json: keep how it was measured
        reps, min_time, bench_filter = previous["repetitions"], previous["min_time"], previous["filter"]
        raw = dict(context=previous.get("benchmark_context", {}))
    wl = workloads(summary)
    if not wl:
        print("bench/report.py: no benchmark results", file=sys.stderr)
        return 1
    targets = evaluate_mongo_targets(wl) + evaluate_targets(wl)
    inst_path = os.path.join(args.out, "instructions.json")
    instructions = None
    if os.path.exists(inst_path):
        with open(inst_path, encoding="utf-8") as f:
            instructions = json.load(f)

    print(f"== summary: {DEFAULT} against MongoDB 5.0's shape, libbson and the floors (times faster, spread)")
    for line in summary_text(summary_rows(wl, instructions), markdown=False):
        print(line)
    print()
    for line in tables_text(wl, markdown=False):
        print(line)
    print("== targets (never asserted in tests)")
    for line in targets_text(targets, markdown=False):
        print(line)
    if proto:
        print()
        print("== Protobuf: parseProto vs protoc-generated C++ (CPU ns per message; ratios: times faster)")
        for line in proto_table_text(proto_workloads(proto["benchmarks"]), markdown=False):
            print(line)
        for line in targets_text(proto["targets"], markdown=False):
            print(line)

    peers = report_peers.load(args.out, args.quick) or stored_peers
    print()
    for line in report_peers.summary_lines(peers):
        print(line)

    os.makedirs(args.out, exist_ok=True)
    context = dict(previous or machine(), quick=args.quick, repetitions=reps, min_time=min_time, filter=bench_filter,
                   benchmark_context=raw.get("context", {}))
    result = dict(context=context, benchmarks=summary, targets=targets, instructions=instructions,
                  protobuf=proto, peers=peers)
    name = "latest-quick" if args.quick else "latest"
    with open(os.path.join(args.out, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1, sort_keys=True)
    quick = "-quick" if args.quick else ""
    md = report_markdown(context, summary, wl, targets, instructions, proto, peers, quick)
    with open(os.path.join(args.out, f"report{'-quick' if args.quick else ''}.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(md) + "\n")
    png = os.path.join(args.out, f"times{quick}.png")
    plot(summary, png)
    if not args.quick and bench_filter == ".":
        readme = os.path.join(ROOT, "README.md")
        link = os.path.relpath(os.path.join(args.out, "report.md"), ROOT)
        if update_readme(readme, headline_table(summary, report_peers.headline_rows(peers)), link):
            log("updated README.md's headline table")
    log(f"wrote {args.out}/{name}.json, report{'-quick' if args.quick else ''}.md, {os.path.basename(png)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
