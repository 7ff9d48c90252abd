"""Spec text in, YAML nodes out, within limits: no input can crash the
compiler or make it work out of proportion to the input's size.

- `read_spec_text` reads at most `max_bytes` (+1, to tell) from any file,
  regular or not (`/dev/zero`, a FIFO), and reports a larger one (ID0008) at
  the line and column of the first byte past the limit.
- `compose` builds the node tree from the YAML event stream with an explicit
  stack. libyaml's own composer (`yaml.compose` with the C loader) recurses on
  the C stack once per nesting level, so `"- " * 30000 + "x"` (compact block
  sequences, one line) overflows it and kills the process with SIGSEGV; the
  event parsers (libyaml's and PyYAML's) are state machines and do not
  recurse. Nesting deeper than `MAX_NESTING` is reported (ID0009) where the
  first level past the limit opens.
- Aliases do not copy nodes, but the reader walks an aliased node once per
  use, so a few kilobytes of aliases to aliases would cost as much as a
  gigabyte spec. The nodes a spec has once its aliases are expanded are
  counted as it is composed and capped (ID0008, at the alias that passes the
  cap).

Real specs are a few hundred kilobytes and nest less than ten levels.
"""

from __future__ import annotations

import os
import stat
from typing import Dict, List, Optional, Tuple

import yaml
from yaml.events import (AliasEvent, DocumentEndEvent, DocumentStartEvent, MappingEndEvent, MappingStartEvent,
                         ScalarEvent, SequenceEndEvent, SequenceStartEvent, StreamEndEvent, StreamStartEvent)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .diagnostics import DiagnosticId, DiagnosticSink
from .model import Location

# The default cap on one spec file's size (`--max-spec-bytes`).
DEFAULT_MAX_SPEC_BYTES = 16 * 1024 * 1024
# Collections (mappings, lists) nested in one another; the language needs 7.
MAX_NESTING = 100
# Nodes once aliases are expanded: at least this many, or this many times the
# nodes written in the file, whichever is larger.
MIN_EXPANDED_NODES = 100_000
EXPANSION_FACTOR = 4

# libyaml's event parser when present (same events and marks, several times faster).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_READ_CHUNK = 1 << 20


def read_spec_text(path: str, sink: DiagnosticSink, location: Optional[Location] = None,
                   max_bytes: int = DEFAULT_MAX_SPEC_BYTES) -> Optional[str]:
    """The text of a spec file, or None (with a diagnostic) when it cannot
    be read, is larger than `max_bytes` or is not UTF-8."""
    where = location or Location(path, 1, 1)
    try:
        data = read_bounded(path, max_bytes)
    except OSError as e:
        sink.error(where, DiagnosticId.FILE_UNREADABLE, f"cannot read '{path}': {e.strerror or e}")
        return None
    if len(data) > max_bytes:
        line, column = _position(data, max_bytes)
        sink.error(Location(path, line, column), DiagnosticId.SPEC_TOO_LARGE,
                   f"'{path}' is larger than the limit of {max_bytes} bytes for a spec "
                   f"(this is byte {max_bytes + 1}); raise it with --max-spec-bytes")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line, column = _position(data, e.start)
        sink.error(Location(path, line, column), DiagnosticId.FILE_UNREADABLE,
                   f"'{path}' is not valid UTF-8 (byte 0x{data[e.start]:02x})")
        return None


def read_bounded(path: str, max_bytes: int) -> bytes:
    """At most max_bytes + 1 bytes of `path`. A regular file's size is known
    up front; anything else (a device, a FIFO) is read in chunks until the
    bound or its end."""
    with open(path, "rb") as f:
        info = os.fstat(f.fileno())
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "it is a directory")
        if stat.S_ISREG(info.st_mode) and info.st_size > max_bytes:
            return f.read(max_bytes + 1)
        chunks: List[bytes] = []
        remaining = max_bytes + 1
        while remaining > 0:
            chunk = f.read(min(remaining, _READ_CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)


def _position(data: bytes, offset: int) -> Tuple[int, int]:
    """1-based line and column (in bytes) of data[offset]."""
    line = data.count(b"\n", 0, offset) + 1
    return line, offset - (data.rfind(b"\n", 0, offset) + 1) + 1


def compose(text: str, path: str, sink: DiagnosticSink) -> Optional[Node]:
    """The root node of the single YAML document in `text` (None for an
    empty document, or after reporting why there is none)."""
    try:
        return _Composer(path, sink).run(yaml.parse(text, Loader=_LOADER))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = Location(path, mark.line + 1, mark.column + 1) if mark else Location(path, 1, 1)
        problem = e.problem or e.context or "malformed YAML"
        if e.context and e.problem:
            problem = f"{e.context}: {e.problem}"
        if mark is not None and 0 <= mark.index < len(text) and text[mark.index] == "\t":
            problem = "a tab character; YAML indents with spaces only (replace the tab with spaces)"
        sink.error(where, DiagnosticId.MALFORMED_YAML, f"malformed YAML: {problem}")
    except yaml.reader.ReaderError as e:
        position = min(max(e.position, 0), len(text))
        line = text.count("\n", 0, position) + 1
        column = position - (text.rfind("\n", 0, position) + 1) + 1
        sink.error(Location(path, line, column), DiagnosticId.MALFORMED_YAML,
                   f"malformed YAML: character {e.character!r} is not allowed")
    except yaml.YAMLError as e:
        sink.error(Location(path, 1, 1), DiagnosticId.MALFORMED_YAML, f"malformed YAML: {e}")
    return None


class _Stop(Exception):
    """A limit was reported; composing stops."""


class _Composer:
    """PyYAML's Composer (single document, anchors, aliases, tag resolution)
    with an explicit stack instead of recursion, plus the limits."""

    def __init__(self, path: str, sink: DiagnosticSink) -> None:
        self.path = path
        self.sink = sink
        self.resolver = yaml.resolver.Resolver()
        self.resolved: Dict[Tuple[str, Tuple[bool, bool]], str] = {}
        self.anchors: Dict[str, Node] = {}
        self.sizes: Dict[int, int] = {}     # id(anchored node) -> its nodes, aliases expanded
        self.expanded = 0                   # nodes of the document, aliases expanded
        self.written = 0                    # nodes written in the file

    def run(self, events) -> Optional[Node]:
        try:
            return self._document(events)
        except _Stop:
            return None

    def _document(self, events) -> Optional[Node]:
        root: Optional[Node] = None
        # Each open collection: [node, pending mapping key, its nodes so far (aliases expanded)].
        stack: List[list] = []
        documents = 0
        for event in events:
            if isinstance(event, (StreamStartEvent, DocumentEndEvent, StreamEndEvent)):
                continue
            if isinstance(event, DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise yaml.composer.ComposerError("expected a single document in the stream",
                                                      root.start_mark if root else None,
                                                      "but found another document", event.start_mark)
                continue
            if isinstance(event, (SequenceEndEvent, MappingEndEvent)):
                node, _, size = stack.pop()
                node.end_mark = event.end_mark
                if id(node) in self.sizes:
                    self.sizes[id(node)] = size
                self._attach(stack, node, size)
                continue
            node, size = self._node(event, len(stack))
            if root is None:
                root = node
            if isinstance(event, (SequenceStartEvent, MappingStartEvent)):
                stack.append([node, None, 1])
            else:
                self._attach(stack, node, size)
        return root

    def _node(self, event, depth: int) -> Tuple[Node, int]:
        """The node an event starts (or, for an alias, the node it names) and
        the nodes it stands for once expanded."""
        if isinstance(event, AliasEvent):
            node = self.anchors.get(event.anchor)
            if node is None:
                raise yaml.composer.ComposerError(None, None, f"found undefined alias {event.anchor!r}",
                                                  event.start_mark)
            # An alias of a collection still open (a cycle) counts once: the reader's walk is bounded by the schema.
            size = self.sizes.get(id(node), 1)
            self._count(size, event.start_mark)
            return node, size
        anchor = event.anchor
        if anchor is not None and anchor in self.anchors:
            raise yaml.composer.ComposerError(f"found duplicate anchor {anchor!r}; first occurrence",
                                              self.anchors[anchor].start_mark, "second occurrence",
                                              event.start_mark)
        self.written += 1
        self._count(1, event.start_mark)
        if isinstance(event, ScalarEvent):
            tag = event.tag
            if tag is None or tag == "!":
                tag = self._resolve_scalar(event.value, event.implicit)
            node: Node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        else:
            if depth >= MAX_NESTING:
                self._stop(event.start_mark, DiagnosticId.NESTING_TOO_DEEP,
                           f"YAML nested more than {MAX_NESTING} levels deep (a spec needs fewer than 10)")
            kind = SequenceNode if isinstance(event, SequenceStartEvent) else MappingNode
            tag = event.tag
            if tag is None or tag == "!":
                tag = self.resolver.resolve(kind, None, event.implicit)
            node = kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
        if anchor is not None:
            self.anchors[anchor] = node
            self.sizes[id(node)] = 1
        return node, 1

    def _resolve_scalar(self, value: str, implicit: Tuple[bool, bool]) -> str:
        # PyYAML's resolver tries its regular expressions on every scalar; specs repeat the same few values.
        key = (value, implicit)
        tag = self.resolved.get(key)
        if tag is None:
            tag = self.resolved[key] = self.resolver.resolve(ScalarNode, value, implicit)
        return tag

    def _count(self, nodes: int, mark) -> None:
        self.expanded += nodes
        if self.expanded > max(MIN_EXPANDED_NODES, EXPANSION_FACTOR * self.written):
            self._stop(mark, DiagnosticId.SPEC_TOO_LARGE,
                       f"aliases expand the spec to more than {EXPANSION_FACTOR} times the "
                       f"{self.written} nodes written up to here; write the repeated parts out")

    def _stop(self, mark, diag_id: DiagnosticId, message: str) -> None:
        self.sink.error(Location(self.path, mark.line + 1, mark.column + 1), diag_id, message)
        raise _Stop()

    @staticmethod
    def _attach(stack: List[list], node: Node, size: int) -> None:
        """Adds a finished node (or an alias's node) to the open collection."""
        if not stack:
            return
        top = stack[-1]
        top[2] += size
        parent = top[0]
        if isinstance(parent, SequenceNode):
            parent.value.append(node)
        elif top[1] is None:
            top[1] = node
        else:
            parent.value.append((top[1], node))
            top[1] = None
