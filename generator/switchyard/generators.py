"""Every generator of the compiler behind one interface (flatbuffers'
`CodeGenerator::GenerateCode`): given the bound specs of a run and the run's
settings, a generator returns the files it writes, {file name: text}. The
CLI (cli.py) and the test drivers look generators up here by name and only
write what they return; none is wired in by hand.

    name          per spec  what
    bson-cpp      yes       <stem>_gen.h/.cpp: the classes, BSON parse/serialize (backends/bson_cpp.py),
                            with the members of every class part (backends.class_parts())
    proto         yes       <stem>.proto (backends/proto_file.py)
    command-set   no        NAME.h, a switchyard::CommandSet over every command (backends/command_set.py)
    bench         no        the benchmark sources (tools/bench_cpp.py)
    json-dump     no        canonical-JSON printers for the differential tests (tools/json_dump.py)

A class part adds members to the BSON classes instead of writing files of
its own: `proto-cpp` (parseProto/serializeProto, backends/proto_cpp.py),
registered in backends/__init__.py's `class_parts()`. A per-spec generator is called once per spec, so an
error names the spec it came from.

Adding a backend that writes its own files: a module in backends/ (or
tools/) with a function returning {file name: text}, one entry in
GENERATORS, and the command line that asks for it in cli.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Mapping, Optional, Sequence

from . import backends, model
from .backends import EmitOptions


@dataclass(frozen=True)
class Settings:
    """What a run asks of its generators (each reads the settings it uses)."""

    options: EmitOptions = EmitOptions()
    package: Optional[str] = None          # proto: the .proto package for every spec
    command_set: Optional[str] = None      # command-set: the class's name (NAME.h)
    corpus: Sequence[object] = ()          # bench: the corpus documents (tools/bench_cpp.CorpusDoc)
    variants: Sequence[str] = field(default_factory=tuple)   # bench: the variants to build


Files = Dict[str, str]


@dataclass(frozen=True)
class Generator:
    name: str
    per_spec: bool          # called with one spec at a time
    generate: Callable[[Sequence[model.Spec], Settings], Files]
    doing: str              # what an internal error says it was doing


def _bson_cpp(specs: Sequence[model.Spec], settings: Settings) -> Files:
    files: Files = {}
    for spec in specs:
        files.update(backends.render_spec(spec, settings.options))
    return files


def _proto(specs: Sequence[model.Spec], settings: Settings) -> Files:
    from .backends.proto_file import render_proto
    files: Files = {}
    for spec in specs:
        files.update(render_proto(spec, settings.package))
    return files


def _command_set(specs: Sequence[model.Spec], settings: Settings) -> Files:
    """{NAME.h: text}, or nothing when the specs define no command."""
    from .backends.command_set import render_command_set
    text = render_command_set(settings.command_set, specs, settings.options.namespace_suffix)
    return {} if text is None else {f"{settings.command_set}.h": text}


def _bench(specs: Sequence[model.Spec], settings: Settings) -> Files:
    from .tools import bench_cpp
    return bench_cpp.render_bench(specs, settings.corpus, settings.variants)


def _json_dump(specs: Sequence[model.Spec], settings: Settings) -> Files:
    from .tools.json_dump import render_json_specs
    return render_json_specs(specs)


GENERATORS: Mapping[str, Generator] = {g.name: g for g in (
    Generator("bson-cpp", True, _bson_cpp, "generating C++"),
    Generator("proto", True, _proto, "writing the .proto file"),
    Generator("command-set", False, _command_set, "generating the command set"),
    Generator("bench", False, _bench, "generating the benchmark"),
    Generator("json-dump", False, _json_dump, "generating the JSON printers"),
)}

def generate(name: str, specs: Sequence[model.Spec], settings: Settings = Settings()) -> Files:
    """The files generator `name` writes for `specs` under `settings`."""
    return GENERATORS[name].generate(specs, settings)


__all__ = ["GENERATORS", "Files", "Generator", "Settings", "generate"]
