"""The `hashmap` strategy: a reference for the benchmarks, not for production.

What a hand-written parser with a run-time hash table does: measure the name
(bounded NUL scan), look it up in a function-local
`static const absl::flat_hash_map<std::string_view, int>` (name -> field
index; the static's guard is one load and branch per lookup), then `switch` on
the index to the handler. It has the same handlers as every other strategy, so
comparing it with `hash` isolates the cost of the lookup itself. Never given
the expected-next-field prediction (it is in BASELINE_STRATEGIES). Only
selectable for a whole run (`switchyard generate --dispatch hashmap`, CMake
`DISPATCH hashmap`, which links absl::flat_hash_map), not in a spec."""

from __future__ import annotations

from typing import List

from ...codegen.cpp_text import cpp_string_literal, name_size


class HashMapStrategy:
    name = "hashmap"
    includes = ("absl/container/flat_hash_map.h",)

    def render(self, spec) -> List[str]:
        lines = ["{"]
        lines.append(f"  const uint8_t* const nul = {spec.cursor}.findNameEnd({spec.name});")
        lines.append(f"  if (nul == nullptr) [[unlikely]] goto {spec.unknown_label};")
        lines.append("  static const absl::flat_hash_map<std::string_view, int> kFieldIndex = {")
        for wire, index in sorted(spec.names, key=lambda n: n[1]):
            lines.append(f"      {{std::string_view({cpp_string_literal(wire)}, {name_size(wire)}), {index}}},")
        lines.append("  };")
        lines.append("  const auto found = kFieldIndex.find(std::string_view(")
        lines.append(f"      reinterpret_cast<const char*>({spec.name}), static_cast<size_t>(nul - {spec.name})));")
        lines.append(f"  if (found == kFieldIndex.end()) goto {spec.unknown_label};")
        lines.append("  switch (found->second) {")
        for _, index in sorted(spec.names, key=lambda n: n[1]):
            lines.append(f"    case {index}: goto {spec.label(index)};")
        lines.append(f"    default: goto {spec.unknown_label};")
        lines.append("  }")
        lines.append("}")
        return lines
