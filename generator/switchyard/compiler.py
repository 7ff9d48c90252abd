"""The compiler's front door: spec paths -> bound `model.Spec`s + diagnostics.

    specs, diagnostics = compile_specs(["idl/find.yaml"], include_dirs=["idl"])

Runs parse -> bind for every path (imports are loaded once per run) and then
applies an optional likelihood overlay. When any diagnostic is an error the
returned list of specs is empty: a `model.Spec` only exists when it is valid.
An unexpected exception becomes an internal-error diagnostic (ID0099) rather
than escaping to the caller.
"""

from __future__ import annotations

import contextlib
import gc
import math
from dataclasses import replace
from typing import Dict, List, Mapping, Optional, Sequence, Set, Tuple

from . import model
from .binder import Workspace
from .diagnostics import Diagnostic, DiagnosticId, DiagnosticSink
from .model import Location
from .spec_source import DEFAULT_MAX_SPEC_BYTES

LIKELIHOOD_SOURCE = "<likelihoods>"


def compile_specs(paths: Sequence[str], include_dirs: Sequence[str] = (),
                  likelihoods: Optional[Mapping] = None,
                  likelihoods_source: str = LIKELIHOOD_SOURCE, type_maps: Sequence[str] = (),
                  dialect: Optional[str] = None,
                  max_spec_bytes: int = DEFAULT_MAX_SPEC_BYTES) -> Tuple[List[model.Spec], List[Diagnostic]]:
    """Parses and binds each spec in `paths` (in order).

    `likelihoods` optionally maps a struct or command name to {field name:
    likelihood in [0, 1]}; it replaces the likelihoods written in the specs.
    `likelihoods_source` names it in diagnostics. `type_maps` are files that
    add to the shipped mapping of MongoDB's types; `dialect` forces
    "switchyard" or "mongodb" (default: by extension, *.idl is MongoDB's).
    A spec file larger than `max_spec_bytes` is an error (ID0008) and is not
    read further. Returns the specs (empty when there are errors) and every
    diagnostic, in a deterministic order.
    """
    specs, diagnostics, _ = compile_with_inputs(paths, include_dirs, likelihoods, likelihoods_source,
                                                type_maps, dialect, max_spec_bytes)
    return specs, diagnostics


def compile_with_inputs(paths: Sequence[str], include_dirs: Sequence[str] = (),
                        likelihoods: Optional[Mapping] = None,
                        likelihoods_source: str = LIKELIHOOD_SOURCE, type_maps: Sequence[str] = (),
                        dialect: Optional[str] = None, max_spec_bytes: int = DEFAULT_MAX_SPEC_BYTES
                        ) -> Tuple[List[model.Spec], List[Diagnostic], List[str]]:
    """Like compile_specs, and also returns every file read (the specs given
    and every import, as opened, each once, in load order, then the type maps
    MongoDB's dialect read) for depfiles."""
    sink = DiagnosticSink()
    files_read: List[str] = []
    try:
        with _cyclic_gc_paused():
            specs, files_read = _compile(paths, include_dirs, sink, type_maps, dialect, max_spec_bytes)
        if likelihoods is not None:
            specs = apply_likelihoods(specs, likelihoods, sink, likelihoods_source)
    except Exception as e:  # noqa: BLE001 - a bug must still become a diagnostic, not a traceback
        sink.internal_error(Location(paths[0] if paths else "<switchyard>", 1, 1), e)
        return [], sink.diagnostics, files_read
    diagnostics = in_reading_order(sink.diagnostics)
    if sink.has_errors:
        return [], diagnostics, files_read
    return specs, diagnostics, files_read


@contextlib.contextmanager
def _cyclic_gc_paused():
    """Pauses Python's cyclic garbage collector while a spec is compiled.
    The passes allocate millions of long-lived objects (YAML nodes, syntax
    objects) and little cyclic garbage; every collection would walk all of
    them, which made compiling a large spec take more than twice as long.
    Reference counting still frees everything else; the collector resumes
    (if it was enabled) when compilation ends."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def in_reading_order(diagnostics: List[Diagnostic]) -> List[Diagnostic]:
    """Diagnostics grouped by file (files in the order they first appear),
    then by line and column; ties keep the order they were found in."""
    file_rank: Dict[str, int] = {}
    for d in diagnostics:
        file_rank.setdefault(d.location.file, len(file_rank))
    return sorted(diagnostics, key=lambda d: (file_rank[d.location.file], d.location.line, d.location.column))


def _compile(paths: Sequence[str], include_dirs: Sequence[str], sink: DiagnosticSink,
             type_maps: Sequence[str] = (), dialect: Optional[str] = None,
             max_spec_bytes: int = DEFAULT_MAX_SPEC_BYTES) -> Tuple[List[model.Spec], List[str]]:
    workspace = Workspace(include_dirs, sink, type_maps, dialect, max_spec_bytes)
    loaded = [(path, workspace.load(path)) for path in paths]
    specs = [workspace.bind(f, path) for path, f in loaded if f is not None]
    files_read = [f.path for f in workspace.files.values()] + workspace.type_map_files()
    return specs, files_read


# ---- the likelihood overlay -------------------------------------------------------

def _is_profile_entry(entry: Mapping) -> bool:
    """True for {likelihoods: {...}, successors: {...}} (values are mappings),
    False for the flat {field: likelihood} form."""
    return bool(entry) and set(entry) <= {"likelihoods", "successors"} and all(
        isinstance(v, Mapping) or v is None for v in entry.values())


def _successor_edges(struct_name: str, successors: Mapping, field_names: Set[str], sink: DiagnosticSink,
                     where: Location) -> Tuple[Tuple[str, str, Optional[float]], ...]:
    """The measured successors of a profile entry as (field, successor, share):
    `{before: {after: share}}` as `switchyard profile` writes it, or the older
    `{before: after}` (share unknown: None)."""
    edges = []
    for before, after in successors.items():
        share = None
        if isinstance(after, Mapping):
            if len(after) != 1:
                sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                           f"the likelihood overlay's successor of '{struct_name}.{before}' must be one "
                           f"{{field: share}}, not {len(after)} entries")
                continue
            (after, share), = after.items()
            if isinstance(share, bool) or not isinstance(share, (int, float)) or not math.isfinite(share) \
                    or not 0.0 <= float(share) <= 1.0:
                sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                           f"the likelihood overlay gives the successor share of '{struct_name}.{before}' "
                           f"as {share!r}; it must be a number in [0, 1]")
                continue
            share = float(share)
        if not isinstance(after, str) or before not in field_names or after not in field_names:
            sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                       f"the likelihood overlay's successors of '{struct_name}' name "
                       f"'{before}' -> '{after}', which are not both fields of it")
            continue
        edges.append((before, after, share))
    return tuple(edges)


def apply_likelihoods(specs: List[model.Spec], overlay: Mapping, sink: DiagnosticSink,
                      source: str = LIKELIHOOD_SOURCE) -> List[model.Spec]:
    """Replaces field likelihoods with the overlay's ({struct: {field: p}}).
    Every name in the overlay must exist in some spec's visible structs, and
    every value must be a number in [0, 1]."""
    where = Location(source, 1, 1)
    if not isinstance(overlay, Mapping):
        sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                   f"the likelihood overlay must map struct names to {{field: likelihood}}, "
                   f"not {type(overlay).__name__}")
        return specs
    known: Dict[str, model.Struct] = {}
    for spec in specs:
        for s in spec.structs + spec.visible_structs:
            known.setdefault(s.name, s)
    for spec in specs:  # commands are also found by their command name (profiles use it)
        for s in spec.structs + spec.visible_structs:
            if s.command is not None:
                known.setdefault(s.command.command_name, s)
    table: Dict[str, Dict[str, float]] = {}
    successor_table: Dict[str, Tuple[Tuple[str, str], ...]] = {}
    for struct_name in overlay:
        fields = overlay[struct_name]
        if not isinstance(struct_name, str) or struct_name not in known:
            sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                       f"the likelihood overlay names '{struct_name}', which is not a struct or command of these specs")
            continue
        if not isinstance(fields, Mapping):
            sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                       f"the likelihood overlay entry '{struct_name}' must map field names to likelihoods")
            continue
        field_names = {f.name for f in known[struct_name].fields}
        if _is_profile_entry(fields):
            # The form `switchyard profile` writes: {likelihoods: {...}, successors: {...}}.
            successor_table[known[struct_name].name] = _successor_edges(
                struct_name, fields.get("successors") or {}, field_names, sink, where)
            fields = fields.get("likelihoods") or {}
        struct_name = known[struct_name].name
        entries: Dict[str, float] = {}
        for field_name in fields:
            value = fields[field_name]
            if not isinstance(field_name, str) or field_name not in field_names:
                sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                           f"the likelihood overlay names field '{field_name}' of '{struct_name}', which has no such field")
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                sink.error(where, DiagnosticId.BAD_LIKELIHOOD_OVERLAY,
                           f"the likelihood overlay gives '{struct_name}.{field_name}' the non-number {value!r}")
                continue
            if not 0.0 <= float(value) <= 1.0:
                sink.error(where, DiagnosticId.LIKELIHOOD_OUT_OF_RANGE,
                           f"the likelihood overlay gives '{struct_name}.{field_name}' {value}; it must be in [0, 1]")
                continue
            entries[field_name] = float(value)
        table[struct_name] = entries

    def overlaid(s: model.Struct) -> model.Struct:
        entries = table.get(s.name)
        if s.name in successor_table:
            s = replace(s, successors=successor_table[s.name])
        if not entries:
            return s
        return replace(s, fields=tuple(replace(f, likelihood=entries[f.name]) if f.name in entries else f
                                       for f in s.fields))

    return [replace(spec,
                    structs=tuple(overlaid(s) for s in spec.structs),
                    visible_structs=tuple(overlaid(s) for s in spec.visible_structs))
            for spec in specs]
