#!/usr/bin/env python3
"""Measure a Switchyard checkout on a sample of MongoDB's own IDL files.

For every sampled file: `switchyard check`, then `switchyard generate` (the file and
every file it imports, transitively, into one output dir), then compile the file's
own generated .cpp with `g++ -std=c++20 -Wall -Wextra -Werror -O0 -c` against the
checkout's runtime headers. Each file is classified:

  ok                        checks, generates, compiles
  blocked-by-missing-import check fails with ID0010 (an import is not in the sample)
  blocked-by-import         check fails only with errors located in imported files
  check-failed              check fails (diagnostic IDs recorded)
  generate-failed           check passes, generate fails
  compile-failed            a generated .cpp does not compile (first error lines)
  crashed                   a traceback, or a step timed out

The switchyard command is run as a new user would run it on MongoDB's tree: only
`-I <src root>`; *.idl files are read in MongoDB's dialect by default (docs/idl.md).

Usage:
  python run_sample.py --checkout /work/main [--src DIR] [--manifest TSV]
                       [--out report.json] [--jobs 2] [FILES...]
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DIAG_RE = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): "
                     r"(?P<sev>error|warning|note) \[(?P<id>ID\d+)\]: (?P<msg>.*)$")
GCC_ERR_RE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")
TIMEOUTS = {"check": 120, "imports": 60, "generate": 300, "compile": 600}


def switchyard_cmd(checkout):
    py = os.path.join(checkout, ".venv", "bin", "python")
    env = dict(os.environ)
    if os.path.exists(py):
        return [py, "-m", "switchyard"], env
    env["PYTHONPATH"] = os.path.join(checkout, "generator") + os.pathsep + env.get("PYTHONPATH", "")
    return ["python3", "-m", "switchyard"], env


def run(cmd, timeout, env=None, cwd=None):
    """Run a command; never raise. Returns (rc, stdout, stderr, seconds); rc None = timeout."""
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                              cwd=cwd, errors="replace")
        return proc.returncode, proc.stdout, proc.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err = exc.stderr.decode(errors="replace") if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        return None, out, err, time.monotonic() - start
    except OSError as exc:
        return -1, "", "cannot run %s: %s" % (cmd[0], exc), time.monotonic() - start


def parse_diags(text):
    diags = []
    for line in text.splitlines():
        m = DIAG_RE.match(line.strip())
        if m:
            d = m.groupdict()
            d["file"] = os.path.abspath(d["file"])
            diags.append(d)
    return diags


def compile_category(msg):
    """A stable category for a g++ error message."""
    m = re.search(r"\[-Werror=([\w-]+)\]", msg)
    if m:
        return "Werror=" + m.group(1)
    cat = re.sub(r"'[^']*'", "'X'", msg)
    cat = re.sub(r"\u2018[^\u2019]*\u2019", "'X'", cat)
    cat = re.sub(r"\d+", "N", cat)
    return cat[:120]


def first_compile_errors(stderr, limit=4):
    errs = []
    for line in stderr.splitlines():
        m = GCC_ERR_RE.match(line)
        if m:
            errs.append({"where": "%s:%s" % (os.path.basename(m.group("file")), m.group("line")),
                         "message": m.group("msg"),
                         "category": compile_category(m.group("msg"))})
            if len(errs) >= limit:
                break
    if not errs and stderr.strip():
        errs.append({"where": "", "message": stderr.strip().splitlines()[-1][:300],
                     "category": "other"})
    return errs


def has_traceback(text):
    return "Traceback (most recent call last)" in text


class Runner:
    def __init__(self, args):
        self.args = args
        self.cmd, self.env = switchyard_cmd(args.checkout)
        self.src = os.path.abspath(args.src)
        self.runtime_inc = os.path.join(args.checkout, "runtime", "include")
        key = hashlib.sha1(os.path.abspath(args.checkout).encode()).hexdigest()[:10]
        self.work = os.path.join(args.workdir, key)
        self.cxx = ["ccache", "g++"] if shutil.which("ccache") and not args.no_ccache else ["g++"]
        self.env.setdefault("CCACHE_BASEDIR", "/")
        self.env["CCACHE_NOHASHDIR"] = "1"

    def sy(self, verb, extra, timeout):
        return run(self.cmd + [verb, "-I", self.src] + extra, timeout, env=self.env)

    def measure(self, rel):
        try:
            return self._measure(rel)
        except Exception as exc:  # never crash on one file
            return {"file": rel, "class": "crashed", "reason": "harness: %r" % exc}

    def _measure(self, rel):
        path = os.path.join(self.src, rel)
        res = {"file": rel, "class": None, "steps": {}}
        rc, out, err, secs = self.sy("check", [path], TIMEOUTS["check"])
        diags = parse_diags(out + "\n" + err)
        res["steps"]["check"] = {"rc": rc, "seconds": round(secs, 2)}
        res["check_diagnostics"] = [
            {"id": d["id"], "severity": d["sev"], "where": "%s:%s:%s" % (
                os.path.relpath(d["file"], self.src), d["line"], d["col"]), "message": d["msg"][:400]}
            for d in diags]
        if rc is None or has_traceback(err):
            res["class"] = "crashed"
            res["reason"] = "check timed out" if rc is None else err.strip().splitlines()[-1]
            return res
        if rc != 0:
            errors = [d for d in diags if d["sev"] == "error"]
            ids = sorted({d["id"] for d in errors})
            res["error_ids"] = ids
            if "ID0010" in ids:
                res["class"] = "blocked-by-missing-import"
            elif errors and all(d["file"] != os.path.abspath(path) for d in errors):
                res["class"] = "blocked-by-import"
            else:
                res["class"] = "check-failed"
            if not errors:
                res["reason"] = (err or out).strip()[-400:]
            return res
        return self._generate_and_compile(rel, path, res)

    def _generate_and_compile(self, rel, path, res):
        rc, out, err, secs = self.sy("imports", [path], TIMEOUTS["imports"])
        imports = [l.strip() for l in out.splitlines() if l.strip()] if rc == 0 else []
        res["imports"] = [os.path.relpath(i, self.src) for i in imports]
        gen = os.path.join(self.work, rel.replace("/", "__"))
        shutil.rmtree(gen, ignore_errors=True)
        os.makedirs(gen)
        specs = [path] + [i for i in imports if os.path.abspath(i) != os.path.abspath(path)]
        rc, out, err, secs = self.sy("generate", ["-o", gen] + specs, TIMEOUTS["generate"])
        res["steps"]["generate"] = {"rc": rc, "seconds": round(secs, 2)}
        gdiags = parse_diags(out + "\n" + err)
        res["generate_diagnostics"] = [
            {"id": d["id"], "severity": d["sev"], "where": "%s:%s:%s" % (
                os.path.relpath(d["file"], self.src), d["line"], d["col"]), "message": d["msg"][:400]}
            for d in gdiags if d["file"] == os.path.abspath(path)]
        if rc is None or has_traceback(err) or rc != 0:
            res["class"] = "crashed" if (rc is None or has_traceback(err)) else "generate-failed"
            tail = (err or out).strip().splitlines()
            res["reason"] = "generate timed out" if rc is None else (tail[-1] if tail else "rc=%s" % rc)
            res["generate_error_ids"] = sorted({d["id"] for d in gdiags if d["sev"] == "error"})
            return res
        stem = os.path.splitext(os.path.basename(path))[0]
        cpps = sorted(f for f in os.listdir(gen)
                      if f.endswith(".cpp") and f.startswith(stem + "_"))
        if not cpps:
            res["class"] = "generate-failed"
            res["reason"] = "no .cpp for %s among %s" % (stem, sorted(os.listdir(gen)))
            return res
        res["compiled"] = cpps
        for cpp in cpps:
            cmd = self.cxx + ["-std=c++20", "-Wall", "-Wextra", "-Werror", "-O0", "-c",
                              "-I" + self.runtime_inc, "-I" + gen, os.path.join(gen, cpp),
                              "-o", os.path.join(gen, cpp + ".o")]
            rc, out, err, secs = run(cmd, TIMEOUTS["compile"], env=self.env)
            res["steps"]["compile:" + cpp] = {"rc": rc, "seconds": round(secs, 2)}
            if rc != 0:
                res["class"] = "compile-failed"
                res["compile_errors"] = first_compile_errors(err) if rc is not None else [
                    {"where": cpp, "message": "compile timed out", "category": "timeout"}]
                return res
        if not self.args.keep:
            shutil.rmtree(gen, ignore_errors=True)
        res["class"] = "ok"
        return res


def read_manifest(manifest):
    picked, imported = [], []
    with open(manifest) as fh:
        for line in fh:
            if not line.strip() or line.startswith("#") or line.startswith("path\t"):
                continue
            cols = line.rstrip("\n").split("\t")
            (picked if cols[2] == "sample" else imported).append(cols[0])
    return picked, imported


def summarize(results):
    s = {"total": len(results), "classes": collections.Counter(r["class"] for r in results)}
    ids, warn_ids, comp = collections.Counter(), collections.Counter(), collections.Counter()
    warn_files = collections.defaultdict(set)
    for r in results:
        for i in r.get("error_ids", []) + r.get("generate_error_ids", []):
            ids[i] += 1
        own = [d for d in r.get("check_diagnostics", [])
               if d["where"].rsplit(":", 2)[0] == r["file"]]
        for d in own:
            if d["severity"] != "error":
                warn_ids[d["id"]] += 1
                warn_files[d["id"]].add(r["file"])
        if r.get("compile_errors"):
            comp[r["compile_errors"][0]["category"]] += 1
    s["error_ids_per_file"] = dict(ids.most_common())
    s["warning_and_note_ids"] = {k: {"count": v, "files": len(warn_files[k])}
                                 for k, v in warn_ids.most_common()}
    s["compile_error_categories"] = dict(comp.most_common())
    s["classes"] = dict(s["classes"].most_common())
    return s


def print_summary(s, out=sys.stdout):
    print("files: %d" % s["total"], file=out)
    print("%-28s %5s" % ("class", "files"), file=out)
    for k, v in s["classes"].items():
        print("%-28s %5d" % (k, v), file=out)
    if s["error_ids_per_file"]:
        print("\nerror IDs (files)", file=out)
        for k, v in s["error_ids_per_file"].items():
            print("  %-10s %4d" % (k, v), file=out)
    if s["compile_error_categories"]:
        print("\nfirst compile error category (files)", file=out)
        for k, v in s["compile_error_categories"].items():
            print("  %4d  %s" % (v, k), file=out)
    if s["warning_and_note_ids"]:
        print("\nwarnings/notes on the sampled files (count, files)", file=out)
        for k, v in s["warning_and_note_ids"].items():
            print("  %-10s %5d %4d" % (k, v["count"], v["files"]), file=out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--checkout", required=True, help="a Switchyard checkout (worktree)")
    ap.add_argument("--src", default=os.path.join(HERE, "src"), help="sample root, passed as -I")
    ap.add_argument("--manifest", help="TSV path/commit/role (default: MANIFEST.tsv next to "
                    "--src, MANIFEST_<name>.tsv for another root)")
    ap.add_argument("--out", help="write the JSON report here")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--workdir", default="/tmp/mongo_sample_work")
    ap.add_argument("--keep", action="store_true", help="keep generated dirs of ok files")
    ap.add_argument("--no-ccache", action="store_true")
    ap.add_argument("files", nargs="*", help="paths relative to --src (default: the sample)")
    args = ap.parse_args()
    args.checkout = os.path.abspath(args.checkout)
    src = os.path.abspath(args.src)
    if not args.manifest:
        name = os.path.basename(src)
        args.manifest = os.path.join(os.path.dirname(src), "MANIFEST.tsv" if name == "src"
                                     else "MANIFEST_%s.tsv" % name)
    files = [os.path.relpath(os.path.abspath(f), src) if os.path.isabs(f) else f for f in args.files]
    if not files:
        files, _ = read_manifest(args.manifest)
    runner = Runner(args)
    head_start = run(["git", "-C", args.checkout, "rev-parse", "--short", "HEAD"], 30)[1].strip()
    results = []
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futs = {pool.submit(runner.measure, f): f for f in files}
        for n, fut in enumerate(concurrent.futures.as_completed(futs), 1):
            r = fut.result()
            results.append(r)
            extra = ",".join(r.get("error_ids", [])) or (
                r["compile_errors"][0]["category"] if r.get("compile_errors") else "")
            print("[%d/%d] %-18s %s %s" % (n, len(files), r["class"], r["file"], extra),
                  file=sys.stderr, flush=True)
    results.sort(key=lambda r: r["file"])
    summary = summarize(results)
    rev = run(["git", "-C", args.checkout, "rev-parse", "--short", "HEAD"], 30)[1].strip()
    report = {"checkout": args.checkout, "checkout_head": rev, "checkout_head_start": head_start, "src": src,
              "manifest": args.manifest, "command": runner.cmd, "seconds":
              round(time.monotonic() - start, 1), "summary": summary, "files": results}
    print_summary(summary)
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(report, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
