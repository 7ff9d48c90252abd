"""The generic arguments' handler slow paths are declared once
(backends/bson_generic.py): generic_arguments_gen.cpp defines one
frame<Arg> (framing and type check of a value the inline test declined) and
one parse<Arg> (a nested struct parseInOrder declined) per argument, and every
command's handler of an argument it does not shadow calls them instead of
carrying its own copy. A regression to per-command copies fails here."""

from __future__ import annotations

import glob
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "generator"))

from switchyard import compiler  # noqa: E402
from switchyard.backends import EmitOptions, render_spec  # noqa: E402
from switchyard.backends.bson_generic import rarely_sent  # noqa: E402
from switchyard.backends.dispatch import available_strategies  # noqa: E402

IDL = os.path.join(ROOT, "idl")
_DEFINITION = re.compile(r"^\[\[gnu::cold\]\] [\w:* ]+ generic_arguments::(frame|parse)(\w+)\(", re.M)
_BASE = re.compile(r"class (\w+) : public GenericArguments<0x([0-9a-f]+)ull, \d+> \{")


@pytest.fixture(scope="module")
def specs():
    paths = sorted(glob.glob(os.path.join(IDL, "*.yaml")))
    result, _ = compiler.compile_specs(paths, [IDL])
    return {os.path.basename(s.path): s for s in result}


def _definitions(source: str, head: re.Pattern):
    """(match, body) of each definition whose first line matches `head`, the
    body running to the next such definition (or the end of `source`)."""
    matches = list(head.finditer(source))
    ends = [m.start() for m in matches[1:]] + [len(source)]
    return [(m, source[m.start():end]) for m, end in zip(matches, ends)]


def _command_files(specs, options):
    """(spec file, header, source) of every spec but generic_arguments.yaml, rendered."""
    for name, spec in specs.items():
        if name == "generic_arguments.yaml":
            continue
        files = render_spec(spec, options)
        header = next(text for file, text in files.items() if file.endswith(".h"))
        source = next(text for file, text in files.items() if file.endswith(".cpp"))
        # A command's validating copy of its parse repeats the loop (bson_validating.py): counted once.
        yield name, header, _VALIDATING_COPY.sub("", source)


_VALIDATING_COPY = re.compile(r"^#if SWITCHYARD_VALIDATING_PARSE\b.*?^#else\b.*?$", re.M | re.S)


def _shared(generic_source: str):
    """{(kind, Arg): wire name} of the definitions in generic_arguments_gen.cpp,
    the wire name read from the body (the runtime frame call or ctx.enter)."""
    found = {}
    for m, body in _definitions(generic_source, _DEFINITION):
        wire = re.search(r'(?:frameDeclinedValue\(cursor, p, |ctx\.enter\()"([^"]+)"', body)
        assert wire, body
        key = (m.group(1), m.group(2))
        assert key not in found, f"{key} defined twice"
        found[key] = wire.group(1)
    return found


def _bson_parsers(source: str) -> str:
    """The BSON parse functions of a generated .cpp (parseFrom, parseBodyFrom)."""
    heads = re.finditer(r"^bool \w+::parse(?:Body)?From\(switchyard::BsonDocument doc.*\{$", source, re.M)
    return "".join(source[m.start():source.index("\n}\n", m.start())] for m in heads)


@pytest.mark.parametrize("strategy", sorted(available_strategies()) + ["no-prediction"])
def test_generic_handlers_are_emitted_once(specs, strategy):
    options = (EmitOptions(dispatch="hash", predict=False) if strategy == "no-prediction"
               else EmitOptions(dispatch=None if strategy == "auto" else strategy))
    generic_spec = specs["generic_arguments.yaml"]
    generic_files = render_spec(generic_spec, options)
    shared = _shared(generic_files["generic_arguments_gen.cpp"])
    assert {"lsid", "$clusterTime", "readConcern", "writeConcern"} <= {
        wire for (kind, _), wire in shared.items() if kind == "parse"}
    assert {"$db", "txnNumber", "autocommit", "$readPreference", "$clusterTime"} <= {
        wire for (kind, _), wire in shared.items() if kind == "frame"}
    header = generic_header = generic_files["generic_arguments_gen.h"]
    rare = {f.name for f in generic_spec.generic_class.fields if rarely_sent(f)}
    assert {"$audit", "shardVersion", "stmtId"} <= rare
    for kind, arg in shared:   # declared once in the header too
        assert len(re.findall(rf"\[\[nodiscard\]\] \w+ {kind}{arg}\(", header)) == 1
    generic_source = generic_files["generic_arguments_gen.cpp"]
    for arg in {arg for _, arg in shared}:  # a rarely sent argument's element parser, compiled once
        wire = shared.get(("frame", arg)) or shared.get(("parse", arg))
        parser = f"parse{arg}Element("
        defined = rf"^bool generic_arguments::{re.escape(parser)}$"
        assert len(re.findall(defined, generic_source, re.M)) == (wire in rare), arg
        # The base's member only passes the argument's bit and storage in the command to it.
        forward = rf"^  return generic_arguments::{re.escape(parser)}\s*cursor, p, seen0, k{arg}Bit,\s*\w+_,\s*ctx\);$"
        assert len(re.findall(forward, header, re.M)) == (wire in rare), arg
    order = [f.name for f in generic_spec.generic_class.fields if not f.ignore]
    commands = 0
    for name, header, source in _command_files(specs, options):
        bases = [(m.group(1), int(m.group(2), 16)) for m in _BASE.finditer(header)]
        commands += len(bases)
        for (kind, arg), wire in shared.items():
            index = order.index(wire)
            inheriting = sum(1 for _, mask in bases if not mask >> index & 1)
            calls = source.count(f"generic_arguments::{kind}{arg}(")
            if wire in rare:  # read by the base's element parser, out of line
                assert source.count(f"if (!parse{arg}Element(rareCursor, p, rareSeen, ctx))") == inheriting, (name, arg)
                inheriting = 0
            elif re.search(rf"::read{arg}\($", generic_header, re.M):  # by the base's always-inline reader
                assert source.count(f"read{arg}(cursor, e, p, name, seen0, ctx)") == inheriting, (name, arg)
                assert generic_header.count(f"generic_arguments::{kind}{arg}(") == 1, arg
                inheriting = 0
            assert calls == inheriting, (name, strategy, kind, arg, calls, inheriting)
            if bases and inheriting == len(bases):
                # The copy each BSON handler used to carry is gone from the commands.
                copied = f'failTypeMismatch("{wire}"' if kind == "frame" else f'ctx.enter("{wire}"'
                assert copied not in _bson_parsers(source), (name, wire)
    assert commands >= 6


_WRITE = re.compile(r"^\[\[gnu::cold\]\] switchyard::BsonSpanWriter generic_arguments::write(\w+)\(", re.M)


def test_rare_generic_arguments_are_written_once(specs):
    """Writing a generic argument is declared once too (generic_arguments::write<Arg>):
    a command's writer calls it for the arguments expected rarely (likelihood at most
    RARE_WRITE) and keeps no inline copy of them; the common ones stay inline."""
    from switchyard.backends.bson_generic import RARE_WRITE
    options = EmitOptions()
    generic_spec = specs["generic_arguments.yaml"]
    generic_files = render_spec(generic_spec, options)
    source = generic_files["generic_arguments_gen.cpp"]
    written = {}
    for m, body in _definitions(source, _WRITE):
        wire = re.search(r'fieldHead<"([^"]+)">|appendAny\(out, "([^"]+)"', body)
        assert wire, body
        assert m.group(1) not in written, f"write{m.group(1)} defined twice"
        written[m.group(1)] = wire.group(1) or wire.group(2)
    header = generic_files["generic_arguments_gen.h"]
    for arg in written:
        assert len(re.findall(rf"\bwrite{arg}\(", header)) == 1
    fields = [f for f in generic_spec.generic_class.fields if not f.ignore]
    order = [f.name for f in fields]
    rare = {f.name for f in fields if f.likelihood is not None and f.likelihood <= RARE_WRITE}
    assert {"$audit", "$tenant", "shardVersion", "startTransaction"} <= rare <= set(written.values())
    assert not {"lsid", "$db", "$clusterTime", "readConcern"} & rare
    commands = 0
    for name, header, source in _command_files(specs, options):
        bases = [int(m.group(2), 16) for m in _BASE.finditer(header)]
        if len(bases) != 1:
            continue  # one command per file: its writer is the file's only one
        commands += 1
        for arg, wire in written.items():
            if bases[0] >> order.index(wire) & 1:
                continue  # shadowed: the command's own field
            calls = source.count(f"generic_arguments::write{arg}(out, ")
            inline = f'fieldHead<"{wire}">' in source
            if wire in rare:
                assert (calls, inline) == (1, False), (name, wire, calls, inline)
            else:
                assert calls == 0, (name, wire)
        assert 'fieldHead<"lsid">' in source, name
    assert commands >= 6
