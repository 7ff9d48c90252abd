"""The benchmark emitter: Google Benchmark sources comparing the dispatch
strategies with each other and with references, over sample documents.

    switchyard bench SPEC... [-I DIR]... --corpus bench/corpus/manifest.json
                     --variants chain,trie,hash,auto,... -o OUTDIR [--depfile FILE]

Input: the bound specs (the same ones the variant libraries were generated
from) and a corpus manifest (a JSON list of {name, command, file, ...}, files
relative to the manifest). A *variant* is one run of `switchyard generate`
over the specs with `--namespace-suffix <variant>` (so every variant's classes
live in `<cpp_namespace>::<variant>`); the variant `auto` is the run without a
suffix (the default library). Output files (in OUTDIR):

  * `bench_common.h`   the corpus table and the benchmark templates;
  * `bench_corpus.cpp` the corpus documents, embedded as bytes;
  * `bench_<variant>.cpp` per variant: registration of its parse and
    serialize benchmarks and its part of the start-up check. Compile each
    with only that variant's generated headers on the include path;
  * `bench_mongo.cpp`  the `mongo` reference: MongoDB 5.0's generated-parser
    shape with the same value work (tools/bench_mongo.py);
  * `bench_main.cpp`   the references and `main`: the libbson parser and
    serializer generated per struct (bson_iter_next + strcmp in declaration
    order, filling the default variant's classes through their setters, with
    the same type checks, duplicate detection (a std::bitset, as MongoDB 5.0),
    validators, array index checks and required-field checks;
    bson_append_* for serialization), and the walk-only floors.

Benchmark names: `<command>/<document>/<parse|serialize>/<implementation>`,
implementations being the variants, `libbson`, and for parse `floor` (a checked
walk of every element, descending into every sub-document and array, values
skipped, no dispatch) and `floor_top` (the same over the top-level elements
only). Each benchmark sets bytes processed to the document's size.

Before running anything, `main` checks every document with every
implementation: each parse must succeed, and every variant's and libbson's
serialization of what it parsed must be byte-identical to the default
variant's (so no benchmark measures an error path or a different amount of
work). `--verify-only` stops after that check.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Dict, List, Sequence, Tuple

import jinja2

from .. import model
from ..backends import output_names
from ..codegen.cpp_text import cpp_bytes_literal
from ..lower import names
from ..lower.cpp_types import suffixed_namespace
from .bench_libbson import LibbsonEmitter
from .bench_mongo import mongo_sources

K = model.ValueKind

_TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates")


_VARIANT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class BenchError(Exception):
    """A problem with the bench inputs (manifest, corpus, variants): the CLI
    prints it as an error, never a traceback."""


@dataclass(frozen=True)
class CorpusDoc:
    name: str        # "ycsb_find_one.declared"
    command: str     # "find"
    data: bytes


def load_corpus(manifest_path: str) -> List[CorpusDoc]:
    """Reads a corpus manifest and its documents; BenchError on any problem."""
    try:
        with open(manifest_path, "r", encoding="utf-8") as f:
            manifest = json.load(f)
    except OSError as e:
        raise BenchError(f"cannot read corpus manifest '{manifest_path}': {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BenchError(f"corpus manifest '{manifest_path}' is not valid JSON: {e}") from None
    if not isinstance(manifest, list):
        raise BenchError(f"corpus manifest '{manifest_path}' must be a JSON list of documents")
    base = os.path.dirname(os.path.abspath(manifest_path))
    docs: List[CorpusDoc] = []
    seen = set()
    for i, entry in enumerate(manifest):
        where = f"corpus manifest '{manifest_path}', entry {i}"
        if not isinstance(entry, dict):
            raise BenchError(f"{where}: not an object")
        for key in ("name", "command", "file"):
            if not isinstance(entry.get(key), str) or not entry[key]:
                raise BenchError(f"{where}: '{key}' must be a non-empty string")
        name = entry["name"]
        if not re.fullmatch(r"[A-Za-z0-9_.\-]+", name):
            raise BenchError(f"{where}: name '{name}' may only hold letters, digits, '_', '.', '-'")
        if name in seen:
            raise BenchError(f"{where}: duplicate name '{name}'")
        seen.add(name)
        path = os.path.join(base, entry["file"])
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise BenchError(f"{where}: cannot read '{path}': {e.strerror or e}") from None
        if len(data) < 5 or int.from_bytes(data[:4], "little") != len(data) or data[-1] != 0:
            raise BenchError(f"{where}: '{path}' is not one BSON document (length header or final NUL)")
        docs.append(CorpusDoc(name=name, command=entry["command"], data=data))
    return docs


def check_variants(variants: Sequence[str]) -> List[str]:
    out: List[str] = []
    for v in variants:
        if not _VARIANT_RE.match(v):
            raise BenchError(f"variant '{v}' is not a C++ identifier")
        if v in ("libbson", "mongo", "floor", "floor_top"):
            raise BenchError(f"variant '{v}' collides with a reference implementation's name")
        if v in out:
            raise BenchError(f"variant '{v}' is listed twice")
        out.append(v)
    if "auto" not in out:
        raise BenchError("the variants must include 'auto' (the default library, the references' classes)")
    return out


@dataclass
class _Command:
    name: str            # wire command name
    struct: str          # IDL struct name
    spec: model.Spec
    cpp_name: str        # class name (unqualified)
    libbson: bool        # a libbson reference exists


def render_bench(specs: Sequence[model.Spec], corpus: Sequence[CorpusDoc],
                 variants: Sequence[str]) -> Dict[str, str]:
    """Renders the benchmark sources: {file name: text}. BenchError when a
    corpus document's command is not in the specs."""
    variants = check_variants(variants)
    by_command: Dict[str, Tuple[model.Spec, model.Struct]] = {}
    for spec in specs:
        for s in spec.structs:
            if s.command is not None:
                for n in (s.command.command_name,) + tuple(s.command.aliases):
                    by_command.setdefault(n, (spec, s))
    if not corpus:
        raise BenchError("the corpus holds no document")
    lb = LibbsonEmitter(specs)
    commands: Dict[str, _Command] = {}
    for doc in corpus:
        if doc.command not in by_command:
            raise BenchError(f"corpus document '{doc.name}': no spec defines the command '{doc.command}'")
        spec, s = by_command[doc.command]
        if doc.command not in commands:
            commands[doc.command] = _Command(name=doc.command, struct=s.name, spec=spec, cpp_name=s.cpp_name,
                                             libbson=True)
    # The libbson reference: every struct reachable from a benchmarked command.
    roots = [c.struct for c in commands.values()]
    structs = lb.closure(roots)
    custom = {n: lb.custom_in(n) for n in structs}
    blocked = {n for n, c in custom.items() if c}
    for c in commands.values():
        if any(n in blocked for n in lb.closure([c.struct])):
            c.libbson = False
    lb_structs = [n for n in structs if all(m not in blocked for m in lb.closure([n]))]
    lb_decls = [f"bool {lb.fn('lbParse', n)}(const uint8_t* data, uint32_t size, {lb.qualified(n)}* out, "
                f"LbError* err);" for n in lb_structs]
    lb_decls += [f"void {lb.fn('lbAppend', n)}(const {lb.qualified(n)}& o, bson_t* b);" for n in lb_structs]
    lb_defs = [lb.parse_fn(n) for n in lb_structs] + [lb.append_fn(n) for n in lb_structs]

    mongo = mongo_sources(specs, roots)  # the `mongo` reference (bench_mongo.cpp)

    headers = sorted({output_names(spec.path)[0] for spec in specs})
    docs = []
    for i, doc in enumerate(corpus):
        c = commands[doc.command]
        docs.append(dict(index=i, name=doc.name, command=doc.command, size=len(doc.data),
                         literal=cpp_bytes_literal(doc.data), cls=c.cpp_name,
                         ns=c.spec.cpp_namespace, libbson=c.libbson,
                         lb_parse=lb.fn("lbParse", c.struct) if c.libbson else "",
                         lb_append=lb.fn("lbAppend", c.struct) if c.libbson else "",
                         mg_parse=mongo["mg_parse"][c.struct],
                         qualified=lb.qualified(c.struct)))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATE_DIR),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        autoescape=False, undefined=jinja2.StrictUndefined)
    spec_files = sorted(os.path.basename(s.path) for s in specs)
    data = dict(variants=variants, docs=docs, headers=headers, spec_files=spec_files,
                lb_decls=lb_decls, lb_defs=lb_defs, mg_decls=mongo["mg_decls"], mg_defs=mongo["mg_defs"],
                no_libbson=sorted(f"{n} ({custom[n]})" for n in blocked))
    out = {
        "bench_common.h": env.get_template("bench_common.h.j2").render(**data),
        "bench_corpus.cpp": env.get_template("bench_corpus.cpp.j2").render(**data),
        "bench_main.cpp": env.get_template("bench_main.cpp.j2").render(**data),
        "bench_mongo.cpp": env.get_template("bench_mongo.cpp.j2").render(**data),
    }
    for v in variants:
        vdocs = []
        for d in docs:
            ns = d["ns"] if v == "auto" else suffixed_namespace(d["ns"], v)
            vdocs.append(dict(d, variant_cls=names.GLOBAL_SCOPE.qualify(ns, d['cls'])))
        out[f"bench_{v}.cpp"] = env.get_template("bench_variant.cpp.j2").render(
            **dict(data, variant=v, vdocs=vdocs))
    return out


def output_files(variants: Sequence[str]) -> List[str]:
    """The file names render_bench writes for these variants (sorted)."""
    return sorted(["bench_common.h", "bench_corpus.cpp", "bench_main.cpp", "bench_mongo.cpp"]
                  + [f"bench_{v}.cpp" for v in variants])


__all__ = ["BenchError", "CorpusDoc", "load_corpus", "render_bench", "check_variants", "output_files"]
