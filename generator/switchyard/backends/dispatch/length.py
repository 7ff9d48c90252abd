"""The `length` strategy: find the name's NUL (one bounded memchr), switch on
the name's length, then compare name + NUL against each candidate of that
length with `switchyard::nameIs` (one or two integer loads each)."""

from __future__ import annotations

from typing import Dict, List

from ...codegen.cpp_text import cpp_string_literal, name_size


class LengthStrategy:
    name = "length"

    def render(self, spec) -> List[str]:
        by_length: Dict[int, List[tuple]] = {}
        for wire, index in spec.names:
            by_length.setdefault(name_size(wire), []).append((wire, index))
        lines = ["{"]
        if not by_length:
            lines.append(f"  goto {spec.unknown_label};")
            lines.append("}")
            return lines
        lines.append(f"  const uint8_t* const nul = {spec.cursor}.findNameEnd({spec.name});")
        lines.append(f"  if (nul == nullptr) [[unlikely]] goto {spec.unknown_label};")
        lines.append(f"  switch (nul - {spec.name}) {{")
        for length in sorted(by_length):
            lines.append(f"    case {length}:")
            for wire, index in by_length[length]:
                lines.append(f"      if (switchyard::nameIs<{cpp_string_literal(wire)}>({spec.name})) "
                             f"goto {spec.label(index)};")
            lines.append("      break;")
        lines.append("    default:")
        lines.append("      break;")
        lines.append("  }")
        lines.append(f"  goto {spec.unknown_label};")
        lines.append("}")
        return lines
