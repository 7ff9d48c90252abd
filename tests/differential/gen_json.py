"""Writes the canonical-JSON printers (switchyard.tools.json_dump) for specs.

    python gen_json.py OUTDIR -I IMPORT_DIR SPEC...

Files are rewritten only when their bytes change. Exit status 1 (with the
compiler's diagnostics on stderr) when a spec does not compile.
"""

from __future__ import annotations

import argparse
import os
import sys

from switchyard.compiler import compile_specs
from switchyard import generators


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("specs", nargs="+")
    ap.add_argument("-I", dest="include_dirs", action="append", default=[])
    args = ap.parse_args(argv)
    specs, diagnostics = compile_specs(args.specs, args.include_dirs)
    for d in diagnostics:
        print(d, file=sys.stderr)
    if not specs:
        return 1
    os.makedirs(args.outdir, exist_ok=True)
    for name, text in generators.generate("json-dump", specs).items():
        path = os.path.join(args.outdir, name)
        data = text.encode("utf-8")
        try:
            with open(path, "rb") as f:
                if f.read() == data:
                    continue
        except FileNotFoundError:
            pass
        with open(path, "wb") as f:
            f.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
