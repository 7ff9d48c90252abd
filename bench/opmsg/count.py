#!/usr/bin/env python3
"""Instructions per parse of opmsg_bench's find rows (callgrind).

Runs `opmsg_bench --count ROW N` under callgrind with N = 1 and N = 1 + reps
and prints the difference over reps for each row: what one parse costs,
start-up excluded. Usage:

    python3 bench/opmsg/count.py build/bench/opmsg/opmsg_bench [--reps 100] [ROW ...]

Without rows: every find row the binary has (BodyOnly/Parse,
BodyOnly/ValidatedParse, OpMsg/FrameParse, OpMsg/ValidatedParse and, where
the binary has them, OpMsg/FusedParse, CommandSet/FrameParse,
CommandSet/Parse and CommandSet/FusedParse) of YcsbFind, DriverFind and HeavyFind.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from instructions import instructions  # noqa: E402

FINDS = ["YcsbFind", "DriverFind", "HeavyFind"]
ROUTES = ["BodyOnly/Parse", "BodyOnly/ValidatedParse", "OpMsg/FrameParse", "OpMsg/ValidatedParse",
          "OpMsg/FusedParse", "CommandSet/FrameParse", "CommandSet/Parse", "CommandSet/FusedParse"]


def has_row(binary: str, row: str) -> bool:
    return subprocess.run([binary, "--count", row, "1"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary")
    ap.add_argument("rows", nargs="*")
    ap.add_argument("--reps", type=int, default=100)
    args = ap.parse_args()
    rows = args.rows or [f"{f}/{r}" for f in FINDS for r in ROUTES]
    for row in rows:
        if not has_row(args.binary, row):
            print(f"{row:32s} {'-':>10s}", flush=True)
            continue
        base = instructions([args.binary, "--count", row], 1)
        total = instructions([args.binary, "--count", row], 1 + args.reps)
        print(f"{row:32s} {(total - base) / args.reps:10.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
