"""The command line.

    switchyard generate SPEC... -o OUTDIR [-I DIR]... [--depfile FILE]
                        [--dispatch chain|trie|length|compares|hash|auto|hashmap] [--no-predict] [--likelihoods FILE]
                        [--namespace-suffix NAME]
    switchyard check SPEC... [-I DIR]... [--likelihoods FILE]
    switchyard bench SPEC... [-I DIR]... --corpus MANIFEST --variants V,... -o OUTDIR [--depfile FILE]
    switchyard proto SPEC... -o OUTDIR [-I DIR]... [--package NAME] [--depfile FILE]

Exit status: 0 success (warnings allowed), 1 errors in the specs (or output
that cannot be written), 2 usage errors. Everything the user needs to read
goes to stderr, compiler-style: `path:line:col: error [ID0007]: message`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from typing import Dict, List, Optional, Sequence, TextIO, Tuple

from . import __version__
from .binder import DISPATCH_STRATEGIES
from .compiler import compile_with_inputs
from .diagnostics import Diagnostic, DiagnosticId, DiagnosticSink, format_diagnostics, has_errors
from .model import Location

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2


class _UsageError(Exception):
    pass


class _ArgumentParser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so main() decides the status."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _UsageError(f"{self.prog}: error: {message}\n{self.format_usage()}")


def _build_parser() -> argparse.ArgumentParser:
    top = _ArgumentParser(prog="switchyard",
                          description="Compile Switchyard IDL specs (YAML) into C++ BSON parsers and serializers.")
    top.add_argument("--version", action="version", version=f"switchyard {__version__}")
    commands = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=_ArgumentParser)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("specs", nargs="+", metavar="SPEC", help="spec files to compile")
        p.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                       help="directory searched for imports (after the importing file's directory); repeatable")
        p.add_argument("--likelihoods", metavar="FILE",
                       help="YAML/JSON overlay {struct or command: {field: likelihood}} replacing the specs' likelihoods")

    gen = commands.add_parser("generate", help="check the specs and write C++ for each")
    common(gen)
    gen.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR",
                     help="directory for the generated files (created if missing)")
    gen.add_argument("--depfile", metavar="FILE",
                     help="write a Makefile-syntax depfile: every output depends on every spec read")
    gen.add_argument("--dispatch", choices=DISPATCH_STRATEGIES + ("hashmap",),
                     help="field-name dispatch strategy for every struct (overrides the specs); "
                          "hashmap: a run-time absl::flat_hash_map, a benchmark reference")
    gen.add_argument("--namespace-suffix", metavar="NAME",
                     help="append ::NAME to every spec's cpp_namespace (several runs over the same "
                          "specs can then link into one binary)")
    gen.add_argument("--no-predict", dest="predict", action="store_false",
                     help="leave out the expected-next-field prediction (to measure it)")
    chk = commands.add_parser("check", help="check the specs; write nothing")
    common(chk)
    prof = commands.add_parser("profile", help="measure field likelihoods and order in BSON documents; "
                                               "write an overlay for `generate --likelihoods`")
    prof.add_argument("corpus", nargs="+", metavar="CORPUS",
                      help="BSON files, each one document or many concatenated")
    prof.add_argument("-o", "--output", required=True, metavar="FILE", help="the overlay to write (YAML)")
    prof.add_argument("--spec", dest="specs", action="append", default=[], metavar="SPEC",
                      help="keep only commands and fields these specs accept (repeatable)")
    prof.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                      help="directory searched for the specs' imports; repeatable")
    bench = commands.add_parser("bench", help="write Google Benchmark sources comparing dispatch variants "
                                              "and references over a corpus (see tools/bench_cpp.py)")
    common(bench)
    bench.add_argument("--corpus", required=True, metavar="MANIFEST",
                       help="corpus manifest (JSON list of {name, command, file}), e.g. bench/corpus/manifest.json")
    bench.add_argument("--variants", required=True, metavar="V,...",
                       help="comma-separated variants: namespace suffixes of `generate --namespace-suffix` "
                            "runs; `auto` is the run without a suffix (required)")
    bench.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR")
    bench.add_argument("--depfile", metavar="FILE",
                       help="write a Makefile-syntax depfile (specs and corpus files read)")
    pro = commands.add_parser("proto", help="write the .proto equivalent of each spec's protobuf structs")
    common(pro)
    pro.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR",
                     help="directory for the <stem>.proto files (created if missing)")
    pro.add_argument("--package", metavar="NAME",
                     help="protobuf package of every file (default: the spec's cpp_namespace with '.' for '::')")
    pro.add_argument("--depfile", metavar="FILE",
                     help="write a Makefile-syntax depfile: every .proto depends on every spec read")
    return top


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of the `switchyard` script. Returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _build_parser().parse_args(argv)
    except _UsageError as e:
        sys.stderr.write(str(e))
        return EXIT_USAGE
    except SystemExit as e:  # --help / --version
        return int(e.code or 0) if isinstance(e.code, int) else EXIT_USAGE
    if args.command is None:
        sys.stderr.write("switchyard: error: a command is required (generate or check)\n"
                         + _build_parser().format_usage())
        return EXIT_USAGE
    try:
        if args.command == "check":
            return _check(args, sys.stderr)
        if args.command == "profile":
            return _profile(args, sys.stderr)
        if args.command == "bench":
            return _bench(args, sys.stderr)
        if args.command == "proto":
            return _proto(args, sys.stderr)
        return _generate(args, sys.stderr)
    except Exception as e:  # noqa: BLE001 - never show a traceback to the user
        frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
        at = f" (at {os.path.basename(frame.filename)}:{frame.lineno})" if frame else ""
        sys.stderr.write(f"switchyard: internal error [{DiagnosticId.INTERNAL_ERROR.value}]: "
                         f"{type(e).__name__}: {e}{at}; please report this with the spec\n")
        return EXIT_ERRORS


def _load_likelihoods(path: Optional[str], sink: DiagnosticSink):
    if path is None:
        return None
    import yaml

    where = Location(path, 1, 1)
    try:
        with open(path, "r", encoding="utf-8") as f:
            return yaml.safe_load(f) or {}
    except OSError as e:
        sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY, f"cannot read likelihood overlay '{path}': {e.strerror or e}")
    except UnicodeDecodeError:
        sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY, f"likelihood overlay '{path}' is not valid UTF-8")
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        if mark is not None:
            where = Location(path, mark.line + 1, mark.column + 1)
        sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY, f"likelihood overlay '{path}' is not valid YAML/JSON")
    except RecursionError:
        sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY, f"likelihood overlay '{path}' is nested too deeply")
    return None


def _front_end(args, err: TextIO) -> Tuple[list, List[Diagnostic], List[str], bool]:
    """Runs the compiler; prints diagnostics. Returns (specs, diagnostics, files read, ok)."""
    sink = DiagnosticSink()
    likelihoods = _load_likelihoods(args.likelihoods, sink)
    if sink.has_errors:
        err.write(format_diagnostics(sink.diagnostics))
        return [], sink.diagnostics, [], False
    specs, diagnostics, files_read = compile_with_inputs(
        _unique(args.specs), args.include_dirs, likelihoods,
        likelihoods_source=args.likelihoods or "<likelihoods>")
    err.write(format_diagnostics(diagnostics))
    ok = not has_errors(diagnostics)
    if not ok:
        count = sum(1 for d in diagnostics if d.is_error)
        err.write(f"switchyard: {count} error{'s' if count != 1 else ''}\n")
    return specs, diagnostics, files_read, ok


def _unique(paths: Sequence[str]) -> List[str]:
    """The paths in order, each file once (two spellings of one file count once)."""
    seen = set()
    out = []
    for p in paths:
        key = os.path.realpath(p)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def _proto(args, err: TextIO) -> int:
    """`switchyard proto`: one <stem>.proto per spec (docs/protobuf.md)."""
    specs, _, files_read, ok = _front_end(args, err)
    if not ok:
        return EXIT_ERRORS
    from .backends.proto_file import render_proto

    try:
        os.makedirs(args.output_dir, exist_ok=True)
        written = []
        for spec in specs:
            for name, text in sorted(render_proto(spec, args.package).items()):
                path = os.path.join(args.output_dir, name)
                write_if_changed(path, text.encode("utf-8"))
                written.append(path)
        if args.depfile:
            write_if_changed(args.depfile, depfile_text(sorted(written), files_read).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{e.filename or args.output_dir}': {e.strerror or e}\n")
        return EXIT_ERRORS
    return EXIT_OK


def _profile(args, err: TextIO) -> int:
    from . import profile

    accepted = None
    if args.specs:
        args.likelihoods = None
        specs, _, _, ok = _front_end(args, err)
        if not ok:
            return EXIT_ERRORS
        accepted = {}
        for spec in specs:
            for s in spec.structs:
                if s.command is not None:
                    accepted[s.command.command_name] = {f.name for f in s.fields}
    try:
        profiles = profile.profile_files(args.corpus)
    except profile.ProfileError as e:
        err.write(f"{e.path}: error: byte {e.offset}: {e.message}\n")
        return EXIT_ERRORS
    data = profile.overlay(profiles, accepted)
    try:
        write_if_changed(args.output, profile.render_overlay(data, profiles).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{args.output}': {e.strerror or e}\n")
        return EXIT_ERRORS
    total = sum(p.documents for p in profiles.values())
    err.write(f"switchyard: profiled {total} documents of {len(profiles)} commands into {args.output}\n")
    return EXIT_OK


def _check(args, err: TextIO) -> int:
    _, _, _, ok = _front_end(args, err)
    return EXIT_OK if ok else EXIT_ERRORS


def _generate(args, err: TextIO) -> int:
    suffix = args.namespace_suffix
    if suffix is not None and not _is_namespace_suffix(suffix):
        err.write(f"switchyard: error: --namespace-suffix '{suffix}' is not a C++ identifier "
                  "(or is a keyword)\n")
        return EXIT_USAGE
    specs, _, files_read, ok = _front_end(args, err)
    if not ok:
        return EXIT_ERRORS
    from . import backends as emit  # lazily: `check` must work without the emitter's dependencies

    options = emit.EmitOptions(dispatch=args.dispatch, predict=args.predict, namespace_suffix=suffix)
    from .backends.dispatch import dispatch_warnings
    for spec in specs:
        for location, message in dispatch_warnings(spec, args.dispatch):
            err.write(f"{location}: warning [{DiagnosticId.HASH_SEED_NOT_FOUND.value}]: {message}\n")
    outputs: Dict[str, Tuple[str, str]] = {}   # file name -> (text, spec path)
    for spec in specs:
        try:
            rendered = emit.render_spec(spec, options)
        except Exception as e:  # noqa: BLE001 - an emitter bug becomes a diagnostic
            frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
            at = f" (at {os.path.basename(frame.filename)}:{frame.lineno})" if frame else ""
            err.write(f"{Location(spec.path, 1, 1)}: error [{DiagnosticId.INTERNAL_ERROR.value}]: internal error "
                      f"while generating C++: {type(e).__name__}: {e}{at}; please report this with the spec\n")
            return EXIT_ERRORS
        for name in sorted(rendered):
            if name in outputs:
                err.write(f"{Location(spec.path, 1, 1)}: error [{DiagnosticId.OUTPUT_COLLISION.value}]: output "
                          f"'{name}' is also generated for '{outputs[name][1]}'; give the specs distinct file names\n")
                return EXIT_ERRORS
            outputs[name] = (rendered[name], spec.path)
    written_paths = []
    try:
        os.makedirs(args.output_dir, exist_ok=True)
        for name in sorted(outputs):
            path = os.path.join(args.output_dir, name)
            write_if_changed(path, outputs[name][0].encode("utf-8"))
            written_paths.append(path)
        if args.depfile:
            write_if_changed(args.depfile, depfile_text(written_paths, files_read).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{e.filename or args.output_dir}': {e.strerror or e}\n")
        return EXIT_ERRORS
    return EXIT_OK


def _bench(args, err: TextIO) -> int:
    from .tools import bench_cpp

    try:
        variants = bench_cpp.check_variants([v.strip() for v in args.variants.split(",") if v.strip()])
        corpus = bench_cpp.load_corpus(args.corpus)
    except bench_cpp.BenchError as e:
        err.write(f"switchyard: error: {e}\n")
        return EXIT_USAGE
    specs, _, files_read, ok = _front_end(args, err)
    if not ok:
        return EXIT_ERRORS
    try:
        rendered = bench_cpp.render_bench(specs, corpus, variants)
    except bench_cpp.BenchError as e:
        err.write(f"switchyard: error: {e}\n")
        return EXIT_ERRORS
    base = os.path.dirname(os.path.abspath(args.corpus))
    import json

    with open(args.corpus, "r", encoding="utf-8") as f:
        corpus_files = [os.path.join(base, entry["file"]) for entry in json.load(f)]
    written = []
    try:
        os.makedirs(args.output_dir, exist_ok=True)
        for name in sorted(rendered):
            path = os.path.join(args.output_dir, name)
            write_if_changed(path, rendered[name].encode("utf-8"))
            written.append(path)
        if args.depfile:
            inputs = list(files_read) + [os.path.abspath(args.corpus)] + corpus_files
            write_if_changed(args.depfile, depfile_text(written, inputs).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{e.filename or args.output_dir}': {e.strerror or e}\n")
        return EXIT_ERRORS
    return EXIT_OK


def _is_namespace_suffix(text: str) -> bool:
    """A plain C++ identifier that is not a keyword (`auto` is one)."""
    from .lower.names import is_plain_identifier

    return is_plain_identifier(text)


def write_if_changed(path: str, data: bytes) -> bool:
    """Writes `data` to `path` unless it already holds exactly those bytes
    (keeps timestamps, so builds do not redo work). Atomic: a temporary file
    in the same directory is renamed over the target. Returns True if written."""
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    except OSError:
        pass
    directory = os.path.dirname(path) or "."
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".switchyard-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return True


def _make_escape(path: str) -> str:
    out = []
    for ch in path:
        if ch == "$":
            out.append("$$")
        elif ch in " #":
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def depfile_text(outputs: Sequence[str], inputs: Sequence[str]) -> str:
    """One Makefile rule: every output depends on every input (in the order
    read, each once)."""
    unique_inputs = _unique(inputs)
    targets = " ".join(_make_escape(p) for p in outputs)
    if not unique_inputs:
        return f"{targets}:\n"
    deps = " \\\n  ".join(_make_escape(p) for p in unique_inputs)
    return f"{targets}: \\\n  {deps}\n"


if __name__ == "__main__":
    sys.exit(main())
