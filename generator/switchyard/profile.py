"""`switchyard profile`: measure real traffic to order the dispatch.

Reads BSON files (one document, or many concatenated), or wire captures
(OP_MSG message streams and pcap files: capture.py), groups the documents
by command (the first element's name), and counts, per command, in how many
documents each field appears and which field follows which. Writes a
likelihood overlay that `switchyard generate --likelihoods FILE` consumes:

    find:
      likelihoods: {filter: 0.98, limit: 0.51, ...}   # share of documents with the field
      successors: {filter: {limit: 0.93}, ...}   # most frequent next field, its share

The share is how often the successor follows the field, per document that
has the field: the generator's cost model (lower/costs.py)
tests for the successor only where that share makes the test pay.

so that likelihood-ordered compares, hash buckets and the expected-next-field
prediction follow the traffic rather than the spec's guesses. The reader is
self-contained (no pymongo needed) and checks every length it reads: a
malformed file is reported with its byte offset. Files are streamed, one
document in memory at a time (captures can be many gigabytes), and a
`progress` callback hears how far it got.
"""

from __future__ import annotations

import io
import os
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import BinaryIO, Callable, Dict, Iterable, Iterator, List, Optional, Set, Tuple

from . import capture
from .bson_scan import ProfileError, field_names, int32_at


def documents(data: bytes, path: str) -> Iterator[Tuple[int, List[str]]]:
    """(offset, field names) of each concatenated document in `data`."""
    return read_documents(io.BytesIO(data), path, len(data))


def read_documents(stream: BinaryIO, path: str, size: int) -> Iterator[Tuple[int, List[str]]]:
    """(offset, field names) of each concatenated document of a `size`-byte
    binary stream, reading one document at a time."""
    at = 0
    while at < size:
        header = stream.read(4)
        left = size - at
        if len(header) < 4 or left < 5:
            raise ProfileError(path, at, "fewer than 5 bytes left for a document")
        length = int32_at(header, 0)
        if length < 5 or length > left:
            raise ProfileError(path, at, f"document length {length} is invalid for the {left} bytes left")
        body = stream.read(length - 4)
        if len(body) != length - 4:
            raise ProfileError(path, at, f"document length {length} runs past the end of the file")
        try:
            names = field_names(header + body, 0, path)
        except ProfileError as e:
            raise ProfileError(path, at + e.offset, e.message) from None
        yield at, names
        at += length


# progress(path, bytes read in this file, its size, documents so far in all files)
Progress = Callable[[str, int, int, int], None]
PROGRESS_EVERY = 4096   # documents between two progress calls


@dataclass
class CommandProfile:
    documents: int = 0
    present: Counter = field(default_factory=Counter)            # field -> documents having it
    follows: Dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))


FORMATS = ("auto", "bson", "opmsg", "pcap")


def profile_files(paths: Iterable[str], progress: Optional[Progress] = None, input_format: str = "auto",
                  skipped=None) -> Dict[str, CommandProfile]:
    """Counts per command over every document of every file (streamed).
    `input_format`: "bson" (documents), "opmsg" (a stream of wire messages),
    "pcap" (a capture), or "auto" (by each file's first bytes). What captures
    hold besides commands goes to `skipped` (a capture.Skipped)."""
    if skipped is None:
        skipped = capture.Skipped()
    commands: Dict[str, CommandProfile] = defaultdict(CommandProfile)
    seen = 0
    for path in paths:
        try:
            with open(path, "rb", buffering=1 << 20) as f:
                size = os.fstat(f.fileno()).st_size
                kind = input_format if input_format != "auto" else _detect(f.read(capture.HEADER_SIZE))
                f.seek(0)
                if kind == "bson":
                    named = ((at, names) for at, names in read_documents(f, path, size))
                else:
                    read = capture.read_pcap if kind == "pcap" else capture.read_message_stream
                    named = ((None, names) for names in read(f, path, skipped))
                for at, names in named:
                    seen += 1
                    if progress is not None and seen % PROGRESS_EVERY == 0:
                        progress(path, f.tell() if at is None else at, size, seen)
                    if names:
                        _count(commands, names)
                if progress is not None:
                    progress(path, size, size, seen)
        except OSError as e:
            raise ProfileError(path, 0, f"cannot read: {e.strerror or e}") from None
    return dict(commands)


def _detect(head: bytes) -> str:
    if capture.looks_like_pcap(head):
        return "pcap"
    return "opmsg" if capture.looks_like_message_stream(head) else "bson"


def _count(commands: Dict[str, CommandProfile], names: List[str]) -> None:
    command, fields = names[0], names[1:]
    prof = commands[command]
    prof.documents += 1
    prof.present.update(set(fields))
    for before, after in zip(fields, fields[1:]):
        prof.follows[before][after] += 1


def overlay(profiles: Dict[str, CommandProfile],
            accepted: Optional[Dict[str, Set[str]]] = None) -> Dict[str, dict]:
    """The likelihood overlay for `profiles`. With `accepted` (command name ->
    field names a spec accepts), commands and fields the specs do not know
    are left out (the overlay must name only real fields)."""
    out: Dict[str, dict] = {}
    for command in sorted(profiles):
        if accepted is not None and command not in accepted:
            continue
        prof = profiles[command]
        known = accepted[command] if accepted is not None else None
        keep = (lambda name: known is None or name in known)
        likelihoods = {name: round(count / prof.documents, 4)
                       for name, count in sorted(prof.present.items()) if keep(name)}
        successors = {}
        for before in sorted(prof.follows):
            if not keep(before):
                continue
            ranked = sorted(((-n, after) for after, n in prof.follows[before].items() if keep(after)))
            if ranked:
                count, after = -ranked[0][0], ranked[0][1]
                successors[before] = {after: round(min(1.0, count / prof.present[before]), 4)}
        out[command] = {"likelihoods": likelihoods, "successors": successors}
    return out


def render_overlay(data: Dict[str, dict], profiles: Dict[str, CommandProfile]) -> str:
    """YAML text, deterministic, with the document counts as comments."""
    import yaml

    lines = ["# Written by `switchyard profile`: field likelihoods and most frequent",
             "# successors (with the share of documents in which each follows) per command,",
             "# measured over real documents. Use with",
             "# `switchyard generate --likelihoods THIS_FILE`."]
    for command in data:
        lines.append(f"# {command}: {profiles[command].documents} documents")
    body = yaml.safe_dump(data, sort_keys=False, default_flow_style=False, allow_unicode=True)
    return "\n".join(lines) + "\n" + body
