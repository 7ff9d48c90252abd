#!/usr/bin/env python3
"""The peers phase of `make bench` (bench/peers/README.md): Switchyard against the libraries a
user would otherwise pick, on the same corpus documents into typed structs with the same fields.

  * cpp_peer (CMake target, build/bench/peers/cpp): Switchyard's generated FindCommand and
    InsertCommand, and the libbson reference of `switchyard bench`;
  * rust_peer (bench/peers/rust, Cargo.lock): `bson` 3.x + serde derive, borrowing and owning;
  * go_peer (bench/peers/go, go.sum): the Go driver v2's bson.Unmarshal / bson.Marshal.

A peer whose toolchain (cargo, go) is absent, or whose build fails (no registry, no cached
packages), is skipped with a note; the phase never fails for that. It does fail when a built
peer disagrees with Switchyard's field checksum (parsing the document, and parsing what it
wrote): the comparison would not be of the same work.

Runs are interleaved: each round runs every peer binary once (its own process; every document,
implementation and operation for --ms milliseconds of CPU time each), the binaries' order
rotating between rounds. Per (document, implementation, operation) the median over rounds and
the spread (min..max) of the CPU time per operation; ratios are time(peer) / time(switchyard)
with the spread of the per-round ratios. With --instructions, callgrind instruction counts per
operation too ((Ir(N2) - Ir(N1)) / (N2 - N1), start-up excluded).

    python3 bench/peers/run_peers.py [--build build] [--quick] [--rounds 7] [--ms 100]
                               [--instructions] [--out bench/results] [--only cpp,rust,go]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "bench", "corpus")
OURS = "switchyard"
DOCS = ("ycsb_find_one.declared", "find_driver.declared", "find_heavy.declared", "insert_100.declared")
OPS = ("parse", "write")
# Callgrind: operations per run, low and high (the difference is what is counted).
COUNT_LOW, COUNT_HIGH = 2, 22


def log(msg: str) -> None:
    print(msg, flush=True)


def _run(cmd: List[str], cwd: Optional[str] = None, env: Optional[dict] = None) -> Tuple[bool, str]:
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    return proc.returncode == 0, (proc.stdout + proc.stderr).strip()


def build_rust(build: str, profile: str = "release") -> Tuple[Optional[str], str]:
    """The rust_peer binary, or None and why. Pinned by Cargo.lock (--locked); offline when the
    packages are in cargo's cache, else fetched from crates.io. The `peer-check` profile (no
    optimization) is for checking the checksums only."""
    if not shutil.which("cargo"):
        return None, "cargo not found"
    target = os.path.abspath(os.path.join(build, "bench", "peers", "rust"))
    env = dict(os.environ, CARGO_TARGET_DIR=target)
    src = os.path.join(HERE, "rust")
    cmd = ["cargo", "build", "--profile", profile, "--locked", "--quiet"]
    ok, out = _run(cmd + ["--offline"], cwd=src, env=env)
    if not ok:
        ok, out = _run(cmd, cwd=src, env=env)
    binary = os.path.join(target, profile, "rust_peer")
    return (binary, "") if ok else (None, "cargo build failed: " + out[-400:])


def build_go(build: str) -> Tuple[Optional[str], str]:
    """The go_peer binary, or None and why. Pinned by go.mod and go.sum; offline when the module
    cache holds them (GOFLAGS=-mod=readonly, GOPROXY=off first), else from the module proxy."""
    if not shutil.which("go"):
        return None, "go not found"
    binary = os.path.abspath(os.path.join(build, "bench", "peers", "go", "go_peer"))
    src = os.path.join(HERE, "go")
    base = dict(os.environ, GOFLAGS="-mod=readonly", CGO_ENABLED="0")
    ok, out = _run(["go", "build", "-o", binary, "."], cwd=src, env=dict(base, GOPROXY="off"))
    if not ok:
        ok, out = _run(["go", "build", "-o", binary, "."], cwd=src, env=base)
    return (binary, "") if ok else (None, "go build failed: " + out[-400:])


def find_cpp(build: str) -> Tuple[Optional[str], str]:
    binary = os.path.join(build, "bench", "peers", "cpp", "cpp_peer")
    return (binary, "") if os.path.exists(binary) else (None, f"{binary} not built (target cpp_peer)")


def lines(binary: str, *args: str) -> List[List[str]]:
    out = subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout
    return [ln.split("\t") for ln in out.splitlines() if ln.strip()]


def check(binaries: Dict[str, str]) -> Dict[str, Dict[str, str]]:
    """doc -> impl -> checksum; SystemExit when any parse or write disagrees with Switchyard's."""
    sums: Dict[str, Dict[str, str]] = {}
    bad = []
    for name, binary in binaries.items():
        for doc, impl, parsed, written in lines(binary, "check", CORPUS):
            sums.setdefault(doc, {})[impl] = parsed
            if written != parsed:
                bad.append(f"{impl} on {doc}: what it wrote reads back as {written}, not {parsed}")
    for doc, by in sums.items():
        for impl, value in by.items():
            if by.get(OURS) != value:
                bad.append(f"{impl} on {doc}: checksum {value}, Switchyard's {by.get(OURS)}")
    if bad:
        raise SystemExit("peers: the field checksums disagree:\n  " + "\n  ".join(bad))
    return sums


# Probes of each implementation's defaults: the YCSB find changed one way each (written by
# make_probes); each peer says whether it accepts it.
PROBES = [
    ("probe_unknown_field", "an unknown top-level field"),
    ("probe_duplicate_field", "`limit` twice"),
    ("probe_integral_double", "`limit: 1.0` (double) into an integer field"),
    ("probe_fractional_double", "`limit: 1.5` into an integer field"),
    ("probe_int64_into_int32", "`maxTimeMS` as int64 (5000) into an int32 field"),
    ("probe_string_for_int", "`limit: \"1\"` (string) into an integer field"),
    ("probe_missing_db", "no `$db` (required)"),
]


def _element(kind: int, name: str, payload: bytes) -> bytes:
    return bytes([kind]) + name.encode() + b"\0" + payload


def _with(doc: bytes, *elements: bytes) -> bytes:
    """The document with elements appended (raw, so duplicates are possible)."""
    body = doc[4:-1] + b"".join(elements)
    return (len(body) + 5).to_bytes(4, "little") + body + b"\0"


def _without(doc: bytes, name: str, replace: bytes = b"") -> bytes:
    """The document with the top-level element `name` removed (or replaced by `replace`)."""
    p, body = 4, b""
    while doc[p] != 0:
        end = doc.index(b"\0", p + 1) + 1
        key = doc[p + 1:end - 1].decode()
        size = _value_size(doc, doc[p], end)
        body += replace if key == name else doc[p:end + size]
        p = end + size
    return (len(body) + 5).to_bytes(4, "little") + body + b"\0"


def _value_size(doc: bytes, kind: int, at: int) -> int:
    fixed = {0x01: 8, 0x08: 1, 0x09: 8, 0x10: 4, 0x11: 8, 0x12: 8, 0x0A: 0, 0x07: 12}
    if kind in fixed:
        return fixed[kind]
    n = int.from_bytes(doc[at:at + 4], "little")
    return {0x02: 4 + n, 0x05: 5 + n}.get(kind, n)  # string, binary; documents and arrays: n


def make_probes(out_dir: str) -> List[str]:
    with open(os.path.join(CORPUS, "ycsb_find_one.declared.bson"), "rb") as f:
        ycsb = f.read()
    i32 = lambda v: v.to_bytes(4, "little", signed=True)  # noqa: E731
    dbl = lambda v: __import__("struct").pack("<d", v)  # noqa: E731
    probes = {
        "probe_unknown_field": _with(ycsb, _element(0x10, "zzUnknown", i32(1))),
        "probe_duplicate_field": _with(ycsb, _element(0x10, "limit", i32(2))),
        "probe_integral_double": _without(ycsb, "limit", _element(0x01, "limit", dbl(1.0))),
        "probe_fractional_double": _without(ycsb, "limit", _element(0x01, "limit", dbl(1.5))),
        "probe_int64_into_int32": _with(ycsb, _element(0x12, "maxTimeMS", (5000).to_bytes(8, "little"))),
        "probe_string_for_int": _without(ycsb, "limit", _element(0x02, "limit", i32(2) + b"1\0")),
        "probe_missing_db": _without(ycsb, "$db"),
    }
    for name, data in probes.items():
        with open(os.path.join(out_dir, name + ".bson"), "wb") as f:
            f.write(data)
    return list(probes)


def probe(binaries: Dict[str, str]) -> Dict[str, Dict[str, str]]:
    """probe -> impl -> accept | reject."""
    verdicts: Dict[str, Dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        names = make_probes(tmp)
        for binary in binaries.values():
            for name, impl, verdict in lines(binary, "probe", tmp, *names):
                verdicts.setdefault(name, {})[impl] = verdict
    return verdicts


def rounds(binaries: Dict[str, str], n: int, ms: float) -> Dict[Tuple[str, str, str], List[float]]:
    """(doc, impl, op) -> ns per operation, one per round; the binaries interleaved."""
    times: Dict[Tuple[str, str, str], List[float]] = {}
    order = list(binaries)
    for r in range(n):
        turn = order[r % len(order):] + order[:r % len(order)]
        for name in turn:
            for doc, impl, op, ns, _count in lines(binaries[name], "run", CORPUS, str(ms)):
                times.setdefault((doc, impl, op), []).append(float(ns))
        log(f"  round {r + 1}/{n} done ({', '.join(turn)})")
    return times


# Go's runtime crashes valgrind with asynchronous preemption (signals) and several threads.
VALGRIND_ENV = dict(os.environ, GODEBUG="asyncpreemptoff=1", GOMAXPROCS="1")


def callgrind_total(argv: List[str]) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
                       check=True, capture_output=True, env=VALGRIND_ENV)
        with open(out, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"(?:summary|totals):\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    raise RuntimeError("no instruction total in callgrind output")


def instructions(binaries: Dict[str, str], impls: Dict[str, str]) -> Dict[Tuple[str, str, str], float]:
    """(doc, impl, op) -> instructions per operation."""
    counts = {}
    for impl, name in impls.items():
        try:
            for doc in DOCS:
                for op in OPS:
                    argv = [binaries[name], "count", CORPUS, doc, impl, op]
                    low = callgrind_total(argv + [str(COUNT_LOW)])
                    high = callgrind_total(argv + [str(COUNT_HIGH)])
                    counts[(doc, impl, op)] = (high - low) / (COUNT_HIGH - COUNT_LOW)
        except (subprocess.CalledProcessError, RuntimeError) as e:
            log(f"  instructions: {impl} failed under callgrind ({e}); no counts for it")
            continue
        log(f"  instructions: {impl} done")
    return counts


# Each implementation's behaviour on what the comparison does not exercise (the corpus is valid),
# documented beside its row. Switchyard and libbson: the generated code's checks.
DEFAULTS = {
    "switchyard": "unknown fields of a strict command rejected (40415), duplicates rejected (40413), required fields "
                  "checked (40414), numeric coercion as MongoDB's IDL types allow",
    "libbson": "the generated parsers' checks, reimplemented on bson_iter_next + strcmp "
               "(unknown, duplicates with a std::bitset, types, validators, required)",
    "serde_borrowed": "serde derive defaults: unknown fields ignored, duplicate known fields "
                      "rejected, int32 read into i64 and i64 into i32 when in range, no double "
                      "to integer, non-Option fields required; &str and &RawDocument borrow the input",
    "serde_owned": "as serde_borrowed, values owned: String, bson::Document (decoded sub-documents), "
                   "Binary",
    "go_driver": "bson.Unmarshal defaults: unknown fields ignored, duplicates: the last one wins, "
                 "int32/int64/integral double into integer fields, nothing required (absent = zero "
                 "value or nil); sub-documents as bson.Raw (copied, not decoded)",
}
PEER_OF = {"switchyard": "cpp", "libbson": "cpp", "serde_borrowed": "rust", "serde_owned": "rust",
           "go_driver": "go"}


def versions(build: str) -> Dict[str, str]:
    out = {}

    def locked(name: str) -> str:
        with open(os.path.join(HERE, "rust", "Cargo.lock"), encoding="utf-8") as f:
            m = re.search(r'name = "%s"\nversion = "([^"]+)"' % re.escape(name), f.read())
        return m.group(1) if m else "?"

    out["serde_borrowed"] = out["serde_owned"] = f"bson {locked('bson')}, serde {locked('serde')}"
    with open(os.path.join(HERE, "go", "go.mod"), encoding="utf-8") as f:
        m = re.search(r"go\.mongodb\.org/mongo-driver/v2 (\S+)", f.read())
    out["go_driver"] = f"mongo-driver/v2 {m.group(1) if m else '?'}"
    ok, v = _run(["pkg-config", "--modversion", "libbson-1.0"])
    out["libbson"] = f"libbson {v if ok else '?'}"
    out["switchyard"] = "generated (default dispatch)"
    return out


def spread(values: List[float]) -> dict:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def summarize(times, counts) -> List[dict]:
    rows = []
    for doc in DOCS:
        for op in OPS:
            ours = times.get((doc, OURS, op))
            for (d, impl, o), values in sorted(times.items()):
                if d != doc or o != op:
                    continue
                row = dict(doc=doc, op=op, impl=impl, ns=spread(values))
                if ours and impl != OURS:
                    per_round = [v / u for v, u in zip(values, ours)]
                    row["ratio"] = spread(per_round)
                if counts:
                    row["instructions"] = counts.get((doc, impl, o))
                    base = counts.get((doc, OURS, o))
                    if base and row["instructions"] and impl != OURS:
                        row["ratio_instructions"] = row["instructions"] / base
                rows.append(row)
    return rows


def ratio_text(r: Optional[dict]) -> str:
    if not r:
        return "-"
    return f"{r['median']:.1f}x ({r['min']:.1f}-{r['max']:.1f})"


def markdown(data: dict) -> List[str]:
    """The peers' tables: per operation, each peer's time per operation and its ratio to
    Switchyard's (median over interleaved rounds, min-max), and instructions when counted."""
    out = [f"Peers: {data['rounds']} interleaved rounds of {data['ms']} ms CPU time per measurement; "
           "ratio = time(peer) / time(switchyard), median of the per-round ratios (min-max). "
           "Field checksums verified equal at start-up (parse, and parse of what each wrote)."]
    if data.get("skipped"):
        out.append("Skipped: " + "; ".join(f"{k}: {v}" for k, v in data["skipped"].items()))
    docs = [d for d in DOCS if any(r["doc"] == d for r in data["rows"])]
    short = [d.split(".")[0] for d in docs]
    for op in OPS:
        out += ["", f"| {op} | " + " | ".join(short) + " |", "|---|" + "---:|" * len(docs)]
        impls = []
        for r in data["rows"]:
            if r["op"] == op and r["impl"] not in impls:
                impls.append(r["impl"])
        for impl in impls:
            cells = []
            for doc in docs:
                r = next((x for x in data["rows"] if (x["doc"], x["op"], x["impl"]) == (doc, op, impl)), None)
                if r is None:
                    cells.append("-")
                    continue
                cell = f"{r['ns']['median']:,.0f} ns"
                if impl != OURS:
                    cell += f", {ratio_text(r.get('ratio'))}"
                if r.get("instructions"):
                    cell += f"; {r['instructions']:,.0f} instr"
                    if r.get("ratio_instructions"):
                        cell += f" ({r['ratio_instructions']:.1f}x)"
                cells.append(cell)
            out.append(f"| {impl} | " + " | ".join(cells) + " |")
    if data.get("probes"):
        impls = [i for i in DEFAULTS if any(i in v for v in data["probes"].values())]
        out += ["", "Each implementation's defaults, probed (the YCSB find changed one way; accepted or "
                "rejected):", "", "| probe | " + " | ".join(impls) + " |", "|---|" + "---|" * len(impls)]
        for name, what in PROBES:
            row = data["probes"].get(name, {})
            out.append(f"| {what} | " + " | ".join(row.get(i, "-") for i in impls) + " |")
    out += ["", "| implementation | version | defaults (unknown fields, duplicates, coercion, required) |",
            "|---|---|---|"]
    for impl in DEFAULTS:
        if any(r["impl"] == impl for r in data["rows"]):
            out.append(f"| {impl} | {data['versions'].get(impl, '?')} | {DEFAULTS[impl]} |")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--quick", action="store_true", help="3 rounds of 20 ms, no instructions")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--ms", type=float, default=100)
    ap.add_argument("--instructions", action="store_true", help="callgrind counts too (minutes)")
    ap.add_argument("--only", default="cpp,rust,go")
    ap.add_argument("--check-only", action="store_true", help="build and verify the checksums")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    args = ap.parse_args()
    if args.quick:
        args.rounds, args.ms, args.instructions = 3, 20, False
    rust_profile = "peer-check" if args.check_only else "release"
    builders = {"cpp": find_cpp, "rust": lambda b: build_rust(b, rust_profile), "go": build_go}
    binaries, skipped = {}, {}
    for name in args.only.split(","):
        binary, why = builders[name](args.build)
        if binary:
            binaries[name] = binary
        else:
            skipped[name] = why
            log(f"peers: {name} skipped: {why}")
    if "cpp" not in binaries or len(binaries) < 2:
        log("peers: nothing to compare; phase skipped")
        return 0
    sums = check(binaries)
    log(f"peers: checksums agree ({', '.join(binaries)}; {len(sums)} documents)")
    probes = probe(binaries)
    if args.check_only:
        for name, _what in PROBES:
            log(f"  {name}: " + ", ".join(f"{i} {v}" for i, v in probes.get(name, {}).items()))
        return 0
    times = rounds(binaries, args.rounds, args.ms)
    impls = {impl: PEER_OF[impl] for (_d, impl, _o) in times if PEER_OF.get(impl) in binaries}
    counts = instructions(binaries, impls) if args.instructions and shutil.which("valgrind") else {}
    data = dict(date=datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                rounds=args.rounds, ms=args.ms, quick=args.quick, skipped=skipped,
                versions=versions(args.build), defaults=DEFAULTS, probes=probes, checksums=sums,
                rows=summarize(times, counts))
    text = markdown(data)
    print("\n".join(text))
    os.makedirs(args.out, exist_ok=True)
    suffix = "-quick" if args.quick else ""
    with open(os.path.join(args.out, f"peers{suffix}.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
    with open(os.path.join(args.out, f"peers{suffix}.md"), "w", encoding="utf-8") as f:
        f.write("# Switchyard against its peers\n\n" + "\n".join(text) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
