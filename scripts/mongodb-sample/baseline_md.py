#!/usr/bin/env python3
"""Render one or more run_sample.py JSON reports as Markdown (counts, then every non-ok file
grouped by its reason).   usage: baseline_md.py TITLE=report.json [TITLE=report.json...]"""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from run_sample import summarize  # noqa: E402


def reason_key(r):
    c = r["class"]
    if c in ("check-failed", "blocked-by-import", "blocked-by-missing-import"):
        errs = [d for d in r.get("check_diagnostics", []) if d["severity"] == "error"]
        return "%s: %s" % (c, ", ".join(sorted({d["id"] for d in errs})) or "no ID")
    if c == "compile-failed":
        return "compile-failed: " + r["compile_errors"][0]["category"]
    if c == "generate-failed":
        return "generate-failed: " + ", ".join(r.get("generate_error_ids", [])) or "-"
    return c


def first_lines(r):
    c = r["class"]
    if c == "compile-failed":
        return ["`%s: %s`" % (e["where"], e["message"][:220]) for e in r["compile_errors"][:2]]
    errs = [d for d in r.get("check_diagnostics", []) if d["severity"] == "error"]
    if errs:
        return ["`%s: error [%s]: %s`" % (d["where"], d["id"], d["message"][:220])
                for d in errs[:2]]
    return ["`%s`" % (r.get("reason") or "")[:300]]


def render(title, path, out):
    rep = json.load(open(path))
    res = rep["files"]
    s = summarize(res)
    out.append("## %s\n" % title)
    out.append("Checkout `%s` (HEAD %s), sample root `%s`, manifest `%s`, %s s.\n" % (
        rep["checkout"], rep["checkout_head"], rep["src"], os.path.basename(rep["manifest"]),
        rep["seconds"]))
    out.append("| class | files |\n|---|---|")
    for k, v in s["classes"].items():
        out.append("| %s | %d |" % (k, v))
    out.append("| **total** | **%d** |\n" % s["total"])
    if s["error_ids_per_file"]:
        out.append("Error IDs (files): " + ", ".join(
            "%s %d" % kv for kv in s["error_ids_per_file"].items()) + "\n")
    if s["compile_error_categories"]:
        out.append("First compile error (files): " + ", ".join(
            "`%s` %d" % kv for kv in s["compile_error_categories"].items()) + "\n")
    if s["warning_and_note_ids"]:
        out.append("Warnings/notes on the sampled files themselves (diagnostics, files): " +
                   ", ".join("%s %d/%d" % (k, v["count"], v["files"])
                             for k, v in s["warning_and_note_ids"].items()) + "\n")
    groups = collections.defaultdict(list)
    for r in res:
        if r["class"] != "ok":
            groups[reason_key(r)].append(r)
    for key in sorted(groups, key=lambda k: (-len(groups[k]), k)):
        out.append("### %s (%d)\n" % (key, len(groups[key])))
        for r in groups[key]:
            out.append("- %s — %s" % (r["file"], "; ".join(first_lines(r))))
        out.append("")


def main():
    out = ["# Switchyard on MongoDB's IDL: baseline\n",
           "Made by `tools/baseline_md.py` from `run_sample.py` reports. "
           "Per-file JSON has every diagnostic and step time.\n"]
    for arg in sys.argv[1:]:
        title, path = arg.split("=", 1)
        render(title, path, out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
