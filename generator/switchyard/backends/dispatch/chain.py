"""The `chain` strategy: MongoDB 5.0's generated parsers, kept as a baseline.

The name is measured first (a bounded NUL scan, as BSONElement::fieldName
does), then compared with every accepted name in declaration order, each an
(size, memcmp) string_view equality, until one matches."""

from __future__ import annotations

from typing import List

from ...codegen.cpp_text import cpp_string_literal, name_size


class ChainStrategy:
    name = "chain"

    def render(self, spec) -> List[str]:
        lines = ["{"]
        lines.append(f"  const uint8_t* const nul = {spec.cursor}.findNameEnd({spec.name});")
        lines.append(f"  if (nul == nullptr) [[unlikely]] goto {spec.unknown_label};")
        lines.append(f"  const std::string_view fieldName(reinterpret_cast<const char*>({spec.name}),")
        lines.append(f"                                   static_cast<size_t>(nul - {spec.name}));")
        for wire, index in sorted(spec.names, key=lambda n: n[1]):
            literal = cpp_string_literal(wire)
            lines.append(f"  if (fieldName == std::string_view({literal}, {name_size(wire)})) "
                         f"goto {spec.label(index)};")
        lines.append(f"  goto {spec.unknown_label};")
        lines.append("}")
        return lines
