"""The command line.

    switchyard --cmake-dir | --runtime-dir | --idl-dir      (print a directory)
    switchyard generate SPEC... -o OUTDIR [-I DIR]... [--depfile FILE]
                        [--dispatch chain|trie|length|compares|hash|auto|hashmap] [--no-predict] [--likelihoods FILE]
                        [--namespace-suffix NAME] [--max-spec-bytes N]
    switchyard check SPEC... [-I DIR]... [--likelihoods FILE] [--max-spec-bytes N]
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
from typing import Dict, List, Optional, Sequence, TextIO, Tuple

from . import __version__, import_stamp, model, resources
from .compiler import compile_with_inputs
from .diagnostics import (Diagnostic, DiagnosticId, DiagnosticSink, format_diagnostics, has_errors,
                          internal_error)
from .model import Location
from .spec_source import DEFAULT_MAX_SPEC_BYTES, read_bounded

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2


class _UsageError(Exception):
    pass


class _ArgumentParser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so main() decides the status."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _UsageError(f"{self.prog}: error: {message}\n{self.format_usage()}")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not an integer") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"'{text}' is not positive")
    return value


def _spec_reading_args(p: argparse.ArgumentParser, specs_help: str = "spec files to compile") -> None:
    """Where the specs are and how they are read (every command that loads specs)."""
    p.add_argument("specs", nargs="+", metavar="SPEC", help=specs_help)
    p.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                   help="directory searched for imports (after the importing file's directory); repeatable")
    p.add_argument("--type-map", dest="type_maps", action="append", default=[], metavar="FILE",
                   help="YAML mapping of MongoDB IDL types onto Switchyard kinds, added to the shipped one "
                        "(docs/idl.md, MongoDB's dialect); repeatable, later files win")
    p.add_argument("--dialect", choices=("auto", "switchyard", "mongodb"), default="auto",
                   help="the spec language: auto (default) reads *.idl as MongoDB's IDL, others as Switchyard's")


def _stamp_arg(p: argparse.ArgumentParser, help_text: str) -> None:
    p.add_argument("--imports-stamp", dest="imports_stamp", metavar="FILE", help=help_text)


def _spec_args(p: argparse.ArgumentParser) -> None:
    """The arguments of the commands that compile specs (check, generate, bench, proto)."""
    _spec_reading_args(p)
    p.add_argument("--likelihoods", metavar="FILE",
                   help="YAML/JSON overlay {struct or command: {field: likelihood}} replacing the specs' likelihoods")
    p.add_argument("--max-spec-bytes", dest="max_spec_bytes", type=_positive_int,
                   default=DEFAULT_MAX_SPEC_BYTES, metavar="N",
                   help=f"largest spec file read (default {DEFAULT_MAX_SPEC_BYTES}); larger ones are an error")


def build_parser() -> argparse.ArgumentParser:
    top = _ArgumentParser(prog="switchyard",
                          description="Compile Switchyard IDL specs (YAML) into C++ BSON parsers and serializers.")
    top.add_argument("--version", action="version", version=f"switchyard {__version__}")
    top.add_argument("--cmake-dir", action="store_true",
                     help="print the directory for find_package(Switchyard) (-DSwitchyard_DIR=...) and exit")
    top.add_argument("--runtime-dir", action="store_true",
                     help="print the C++ runtime's directory (include/, src/) and exit")
    top.add_argument("--idl-dir", action="store_true",
                     help="print the directory of the shipped base specs (for -I) and exit")
    commands = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=_ArgumentParser)
    commands.add_parser = _described(commands.add_parser)

    gen = commands.add_parser("generate", help="check the specs and write C++ for each")
    _spec_args(gen)
    gen.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR",
                     help="directory for the generated files (created if missing)")
    gen.add_argument("--depfile", metavar="FILE",
                     help="write a Makefile-syntax depfile: every output depends on every spec read")
    gen.add_argument("--dispatch", choices=model.SPEC_DISPATCH + model.RUN_ONLY_DISPATCH,
                     help="field-name dispatch strategy for every struct (overrides the specs); "
                          "hashmap: a run-time absl::flat_hash_map, a benchmark reference")
    gen.add_argument("--namespace-suffix", metavar="NAME",
                     help="append ::NAME to every spec's cpp_namespace (several runs over the same "
                          "specs can then link into one binary)")
    gen.add_argument("--command-set", metavar="NAME",
                     help="also write NAME.h: `using NAME = switchyard::CommandSet<...>` over every command "
                          "of the specs, to parse whichever command a document is")
    gen.add_argument("--no-predict", dest="predict", action="store_false",
                     help="leave out the expected-next-field prediction (to measure it)")
    _stamp_arg(gen, "fail, and rewrite FILE, when the specs FILE names as given now import other specs "
                    "than it lists (FILE is written by `imports --imports-stamp`)")
    chk = commands.add_parser("check", help="check the specs; write nothing")
    _spec_args(chk)
    prof = commands.add_parser("profile", help="measure field likelihoods and order in BSON documents; "
                                               "write an overlay for `generate --likelihoods`")
    prof.add_argument("corpus", nargs="+", metavar="CORPUS",
                      help="BSON files (each one document or many concatenated), OP_MSG message streams "
                           "or pcap captures of MongoDB traffic")
    prof.add_argument("--format", dest="input_format", default="auto",
                      choices=("auto", "bson", "opmsg", "pcap"),
                      help="what the files are (default: auto, by their first bytes); pcap needs dpkt "
                           "(pip install 'switchyard-idl[pcap]')")
    prof.add_argument("-o", "--output", required=True, metavar="FILE", help="the overlay to write (YAML)")
    prof.add_argument("--spec", dest="specs", action="append", default=[], metavar="SPEC",
                      help="keep only commands and fields these specs accept (repeatable)")
    prof.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                      help="directory searched for the specs' imports; repeatable")
    bench = commands.add_parser("bench", help="write Google Benchmark sources comparing dispatch variants "
                                              "and references over a corpus (see tools/bench_cpp.py)")
    _spec_args(bench)
    bench.add_argument("--corpus", required=True, metavar="MANIFEST",
                       help="corpus manifest (JSON list of {name, command, file}), e.g. bench/corpus/manifest.json")
    bench.add_argument("--variants", required=True, metavar="V,...",
                       help="comma-separated variants: namespace suffixes of `generate --namespace-suffix` "
                            "runs; `auto` is the run without a suffix (required)")
    bench.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR",
                       help="directory for the benchmark's C++ sources and CMake list (created if missing)")
    bench.add_argument("--depfile", metavar="FILE",
                       help="write a Makefile-syntax depfile (specs and corpus files read)")
    imp = commands.add_parser("imports", help="print every spec the given specs import, transitively "
                                               "(one absolute path a line; for build systems)")
    _spec_reading_args(imp, "spec files whose imports are listed (not themselves)")
    _stamp_arg(imp, "also write the specs and their imports to FILE (for `generate --imports-stamp`)")
    pro = commands.add_parser("proto", help="write the .proto equivalent of each spec's protobuf structs")
    _spec_args(pro)
    pro.add_argument("-o", "--output-dir", dest="output_dir", required=True, metavar="OUTDIR",
                     help="directory for the <stem>.proto files (created if missing)")
    pro.add_argument("--package", metavar="NAME",
                     help="protobuf package of every file (default: the spec's cpp_namespace with '.' for '::')")
    pro.add_argument("--depfile", metavar="FILE",
                     help="write a Makefile-syntax depfile: every .proto depends on every spec read")
    return top


def _described(add_parser):
    """`add_parser` that also makes a command's one-line help its description
    (so `switchyard COMMAND --help` says what the command does)."""
    def add(name, **kwargs):
        kwargs.setdefault("description", kwargs.get("help"))
        return add_parser(name, **kwargs)
    return add


def command_names() -> List[str]:
    """Every command, in the order `--help` lists them."""
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of the `switchyard` script. Returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
    except _UsageError as e:
        sys.stderr.write(str(e))
        return EXIT_USAGE
    except SystemExit as e:  # --help / --version
        return int(e.code or 0) if isinstance(e.code, int) else EXIT_USAGE
    directories = (("cmake_dir", resources.cmake_dir), ("runtime_dir", resources.runtime_dir),
                   ("idl_dir", resources.idl_dir))
    asked = [flag for flag, _ in directories if getattr(args, flag)]
    if len(asked) > 1 or (asked and args.command is not None):
        given = ", ".join("--" + f.replace("_", "-") for f in asked) + (f", {args.command}" if args.command else "")
        sys.stderr.write(f"switchyard: error: {given}: give one directory option, alone\n"
                         + build_parser().format_usage())
        return EXIT_USAGE
    for flag, locate in directories:
        if getattr(args, flag):
            path = locate()
            if path is None:
                sys.stderr.write(f"switchyard: error: this installation has no {flag.replace('_', ' ')} "
                                 "(install the switchyard-idl wheel or run from a checkout)\n")
                return EXIT_ERRORS
            sys.stdout.write(path + "\n")
            return EXIT_OK
    if args.command is None:
        sys.stderr.write(f"switchyard: error: a command is required ({', '.join(command_names())})\n"
                         + build_parser().format_usage())
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
        if args.command == "imports":
            return _imports(args, sys.stdout, sys.stderr)
        return _generate(args, sys.stderr)
    except Exception as e:  # noqa: BLE001 - never show a traceback to the user
        where = Location(args.specs[0] if getattr(args, "specs", None) else "switchyard", 1, 1)
        sys.stderr.write(f"{internal_error(where, e)}\n")
        return EXIT_ERRORS


def _load_likelihoods(path: Optional[str], sink: DiagnosticSink):
    if path is None:
        return None
    import yaml

    where = Location(path, 1, 1)
    try:
        data = read_bounded(path, DEFAULT_MAX_SPEC_BYTES)
        if len(data) > DEFAULT_MAX_SPEC_BYTES:
            sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                       f"likelihood overlay '{path}' is larger than {DEFAULT_MAX_SPEC_BYTES} bytes")
            return None
        return yaml.safe_load(data.decode("utf-8")) or {}
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
        likelihoods_source=args.likelihoods or "<likelihoods>", type_maps=getattr(args, "type_maps", []),
        dialect=None if getattr(args, "dialect", "auto") == "auto" else args.dialect,
        max_spec_bytes=getattr(args, "max_spec_bytes", DEFAULT_MAX_SPEC_BYTES))
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
    from . import generators

    without = [spec.path for spec in specs if not _has_protobuf(spec)]
    if len(without) == len(specs):
        err.write("switchyard: error: proto: no struct or command of the specs has `protobuf: true` "
                  "(docs/protobuf.md); nothing written\n")
        return EXIT_ERRORS
    for path in without:
        err.write(f"switchyard: warning: {path}: no struct or command has `protobuf: true`: its .proto declares "
                  "no message\n")
    rendered = []
    for spec in specs:
        try:
            rendered.append(sorted(generators.generate("proto", [spec],
                                                       generators.Settings(package=args.package)).items()))
        except Exception as e:  # noqa: BLE001 - a backend bug becomes a diagnostic
            err.write(f"{internal_error(Location(spec.path, 1, 1), e, generators.GENERATORS['proto'].doing)}\n")
            return EXIT_ERRORS
    try:
        os.makedirs(args.output_dir, exist_ok=True)
        written = []
        for files in rendered:
            for name, text in files:
                path = os.path.join(args.output_dir, name)
                write_if_changed(path, text.encode("utf-8"))
                written.append(path)
        if args.depfile:
            write_if_changed(args.depfile, depfile_text(sorted(written), files_read).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{e.filename or args.output_dir}': {e.strerror or e}\n")
        return EXIT_ERRORS
    return EXIT_OK


def _has_protobuf(spec) -> bool:
    return any(s.protobuf for s in spec.structs)


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
    from .capture import Skipped

    skipped = Skipped()
    try:
        profiles = profile.profile_files(args.corpus, _ProgressLine(err), args.input_format, skipped)
    except profile.ProfileError as e:
        err.write(f"\n{e.path}: error: byte {e.offset}: {e.message}\n")
        return EXIT_ERRORS
    for line in skipped.report():
        err.write(f"switchyard profile: skipped {line}\n")
    data = profile.overlay(profiles, accepted)
    try:
        write_if_changed(args.output, profile.render_overlay(data, profiles).encode("utf-8"))
    except OSError as e:
        err.write(f"switchyard: error: cannot write '{args.output}': {e.strerror or e}\n")
        return EXIT_ERRORS
    total = sum(p.documents for p in profiles.values())
    err.write(f"switchyard: profiled {total} documents of {len(profiles)} commands into {args.output}\n")
    return EXIT_OK


def _imports(args, out: TextIO, err: TextIO) -> int:
    """`switchyard imports`: the specs' transitive imports, resolved as `generate`
    resolves them (parsed, not bound), each once, in load order, without the
    specs given. switchyard_generate() runs it at configure time."""
    given, files, errors = import_stamp.resolve(_unique(args.specs), args.include_dirs, args.type_maps,
                                                None if args.dialect == "auto" else args.dialect)
    if errors:
        err.write(format_diagnostics(errors))
        return EXIT_ERRORS
    out.write("".join(real + "\n" for real in files if real not in given))
    if args.imports_stamp:
        write_if_changed(args.imports_stamp, import_stamp.text(given, files).encode("utf-8"))
    return EXIT_OK


class _ProgressLine:
    """`profile`'s progress: on a terminal one line rewritten in place (file,
    percent, documents); otherwise one line per file when it is done."""

    def __init__(self, err: TextIO) -> None:
        self._err = err
        self._live = hasattr(err, "isatty") and err.isatty()

    def __call__(self, path: str, done: int, size: int, documents: int) -> None:
        percent = 100 if size == 0 else done * 100 // size
        line = f"switchyard profile: {path}: {percent}% ({documents} documents)"
        if self._live:
            self._err.write("\r" + line + ("\n" if done >= size else ""))
            self._err.flush()
        elif done >= size:
            self._err.write(line + "\n")


def _check(args, err: TextIO) -> int:
    _, _, _, ok = _front_end(args, err)
    return EXIT_OK if ok else EXIT_ERRORS


def _generate(args, err: TextIO) -> int:
    suffix = args.namespace_suffix
    if suffix is not None and not _is_namespace_suffix(suffix):
        err.write(f"switchyard: error: --namespace-suffix '{suffix}' is not a C++ identifier "
                  "(or is a keyword)\n")
        return EXIT_USAGE
    if args.command_set is not None and not _is_namespace_suffix(args.command_set):
        err.write(f"switchyard: error: --command-set '{args.command_set}' is not a C++ identifier "
                  "(or is a keyword)\n")
        return EXIT_USAGE
    specs, _, files_read, ok = _front_end(args, err)
    if not ok:
        return EXIT_ERRORS
    if args.imports_stamp:
        changed = import_stamp.check(args.imports_stamp, args.include_dirs, args.type_maps,
                                     None if args.dialect == "auto" else args.dialect)
        if changed is not None:
            write_if_changed(args.imports_stamp, changed[1].encode("utf-8"))
            err.write(import_stamp.mismatch_message(args.imports_stamp, changed[0]))
            return EXIT_ERRORS
    from . import backends as emit, generators  # lazily: `check` must work without the emitter's dependencies

    options = emit.EmitOptions(dispatch=args.dispatch, predict=args.predict, namespace_suffix=suffix)
    sink = DiagnosticSink()   # the emit stage's diagnostics, printed as the front end's are
    outputs = _render_outputs(specs, options, sink)
    err.write(format_diagnostics(sink.diagnostics))
    if outputs is None:
        return EXIT_ERRORS
    if args.command_set is not None:
        name = f"{args.command_set}.h"
        text = generators.generate("command-set", specs,
                                   generators.Settings(options, command_set=args.command_set)).get(name)
        if text is None:
            err.write(f"switchyard: error: --command-set {args.command_set}: the specs define no command\n")
            return EXIT_ERRORS
        if name in outputs:
            err.write(f"switchyard: error: --command-set {args.command_set}: '{name}' is also generated for "
                      f"'{outputs[name][1]}'\n")
            return EXIT_ERRORS
        outputs[name] = (text, "--command-set")
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


def _render_outputs(specs: list, options,
                    sink: DiagnosticSink) -> Optional[Dict[str, Tuple[str, str]]]:
    """Every output file's text and spec path by file name; None after an
    error (an emitter bug, ID0099; two specs writing one file, ID0041)."""
    from . import backends as emit, generators

    for spec in specs:
        for location, message in emit.plan_warnings(spec, options):
            sink.warning(location, DiagnosticId.HASH_SEED_NOT_FOUND, message)
    outputs: Dict[str, Tuple[str, str]] = {}   # file name -> (text, spec path)
    for spec in specs:
        try:
            rendered = generators.generate("bson-cpp", [spec], generators.Settings(options))
        except Exception as e:  # noqa: BLE001 - an emitter bug becomes a diagnostic
            sink.internal_error(Location(spec.path, 1, 1), e, generators.GENERATORS["bson-cpp"].doing)
            return None
        for name in sorted(rendered):
            if name in outputs:
                sink.error(Location(spec.path, 1, 1), DiagnosticId.OUTPUT_COLLISION,
                           f"output '{name}' is also generated for '{outputs[name][1]}'; give the specs distinct "
                           f"file names")
                return None
            outputs[name] = (rendered[name], spec.path)
    return outputs


def _bench(args, err: TextIO) -> int:
    from . import generators
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
        rendered = generators.generate("bench", specs, generators.Settings(corpus=corpus, variants=variants))
    except bench_cpp.BenchError as e:
        err.write(f"switchyard: error: {e}\n")
        return EXIT_ERRORS
    except Exception as e:  # noqa: BLE001 - a tool bug becomes a diagnostic
        where = Location(specs[0].path if specs else args.corpus, 1, 1)
        err.write(f"{internal_error(where, e, generators.GENERATORS['bench'].doing)}\n")
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


def _umask() -> int:
    """The process's umask (reading it means setting it: set it straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


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
        # mkstemp creates the file 0600; give it the mode open() would (0666 less the umask).
        os.fchmod(fd, 0o666 & ~_umask())
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
