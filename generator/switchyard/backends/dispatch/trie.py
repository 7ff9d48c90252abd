"""The `trie` strategy: MongoDB's current generated parsers, kept as a baseline.

The name is measured (bounded NUL scan), then: a switch on its length; inside
a length, shared prefixes are compared at once and single characters
branched on; each leaf compares the rest with memcmp, including the
terminating NUL when that rounds the compare up to a multiple of 4 bytes (so
a 3-byte rest becomes one 4-byte load)."""

from __future__ import annotations

from typing import Dict, List, Sequence, Tuple

from ...codegen.cpp_text import cpp_bytes_literal

Entry = Tuple[bytes, int]  # (UTF-8 name, field index)


def _shared_prefix(entries: Sequence[Entry], offset: int) -> int:
    first = entries[0][0]
    n = 0
    while offset + n < len(first) and all(e[0][offset + n] == first[offset + n] for e in entries):
        n += 1
    return n


class TrieStrategy:
    name = "trie"

    def render(self, spec) -> List[str]:
        by_length: Dict[int, List[Entry]] = {}
        for wire, index in spec.names:
            data = wire.encode("utf-8")
            by_length.setdefault(len(data), []).append((data, index))
        lines = ["{"]
        lines.append(f"  const uint8_t* const nul = {spec.cursor}.findNameEnd({spec.name});")
        lines.append(f"  if (nul == nullptr) [[unlikely]] goto {spec.unknown_label};")
        lines.append(f"  switch (nul - {spec.name}) {{")
        for length in sorted(by_length):
            lines.append(f"    case {length}: {{")
            self._node(lines, sorted(by_length[length]), 0, spec, "      ")
            lines.append("    }")
        lines.append("    default:")
        lines.append(f"      goto {spec.unknown_label};")
        lines.append("  }")
        lines.append("}")
        return lines

    def _node(self, lines: List[str], entries: Sequence[Entry], offset: int, spec, pad: str) -> None:
        name = spec.name
        if len(entries) == 1:
            data, index = entries[0]
            rest = data[offset:]
            if len(rest) % 4 == 3:
                rest += b"\0"
            if rest:
                lines.append(f"{pad}if (std::memcmp({name} + {offset}, {cpp_bytes_literal(rest)}, "
                             f"{len(rest)}) == 0) goto {spec.label(index)};")
                lines.append(f"{pad}goto {spec.unknown_label};")
            else:
                lines.append(f"{pad}goto {spec.label(index)};")
            return
        shared = _shared_prefix(entries, offset)
        if shared:
            prefix = entries[0][0][offset:offset + shared]
            lines.append(f"{pad}if (std::memcmp({name} + {offset}, {cpp_bytes_literal(prefix)}, "
                         f"{shared}) != 0) goto {spec.unknown_label};")
            self._node(lines, entries, offset + shared, spec, pad)
            return
        groups: Dict[int, List[Entry]] = {}
        for entry in entries:
            groups.setdefault(entry[0][offset], []).append(entry)
        lines.append(f"{pad}switch ({name}[{offset}]) {{")
        for byte in sorted(groups):
            shown = f"  // '{chr(byte)}'" if 0x20 <= byte < 0x7F else ""
            lines.append(f"{pad}  case 0x{byte:02x}: {{{shown}")
            self._node(lines, groups[byte], offset + 1, spec, pad + "    ")
            lines.append(f"{pad}  }}")
        lines.append(f"{pad}  default:")
        lines.append(f"{pad}    goto {spec.unknown_label};")
        lines.append(f"{pad}}}")
