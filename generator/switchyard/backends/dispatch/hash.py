"""The `hash` strategy: a switch over a perfect hash computed at compile time.

The generator searches (in Python, `switchyard.name_hash`) a seed that makes
`((word(name) << (64 - 8k)) * seed) >> (64 - bits)` distinct over the
accepted names' first k bytes, where word(name) is the name's first 8 bytes
up to and including its NUL and k (`kPrefix`) the bytes of the shortest
name and its NUL (at most 8). The generated switch's case labels are
computed by the same function in C++
(`switchyard::nameHash<"name">(kSeed, kBits, kPrefix)`, constexpr) and
static_asserts check that C++ and Python agree. At run time the hash is taken
of the 8 raw bytes at the name, unmeasured and unmasked (the shift drops the
bytes past the first k, which for an accepted name are its own), so a known
name costs: load, shift, multiply by an immediate, shift, jump, then one
compare of the raw bytes up to the name's NUL with the name's
(`rawWordMatches<"...">`; longer names then compare their rest,
`nameRestIs`). Names that share their first k bytes share a slot and are
compared in order of likelihood. Within 8 bytes of the document's end the
word is built byte by byte up to the NUL (`nameWordBefore`), so that every
name reaches the switch the same way: the switch is the one entry to the
handlers, and a missed expected-next-field test
(backends/dispatch/predict.py) enters it at `raw_label` with the 8 bytes it
has already loaded, repeating nothing.

Also here: `compares`, likelihood-ordered fused compares with no hash, which
`auto` picks for structs so small (or so skewed) that a few compares beat
computing a hash.
"""

from __future__ import annotations

from typing import List, Optional

from ...lower.dispatch import hash_seed
from ...name_hash import HashPlan
from ...codegen.cpp_text import cpp_string_literal, name_size


def _bounded_compares(spec, pad: str) -> List[str]:
    lines = []
    for wire, index in spec.names:  # preferred (likelihood) order
        literal = cpp_string_literal(wire)
        lines += goto_if(pad, f"{spec.cursor}.hasBytes({spec.name}, {name_size(wire) + 1}) && "
                              f"switchyard::nameIs<{literal}>({spec.name})", spec.label(index), 96)
    lines.append(f"{pad}goto {spec.unknown_label};")
    return lines


class ComparesStrategy:
    """Fused name + NUL compares in likelihood order; no measuring, no hash."""

    name = "compares"

    def render(self, spec) -> List[str]:
        return ["{"] + _bounded_compares(spec, "  ") + ["}"]


def _seed(spec) -> Optional[HashPlan]:
    """The seed for these names when none was handed over (lower/dispatch.py
    searches it; None: no seed, the trie instead)."""
    return hash_seed([wire for wire, _ in spec.names])


def word_test(spec, wire: str) -> str:
    """The C++ test that the name at `spec.name`, whose 8 raw bytes are in
    `spec.word`, is `wire` and its NUL: the word compare up to the NUL (the
    whole name for up to 7 characters), then the rest of a longer name,
    bounded (switchyard::wordNameIs, generated_support.h, which the switch's
    block names with a using-declaration)."""
    return f"wordNameIs<{cpp_string_literal(wire)}>({spec.word}, {spec.cursor}, {spec.name})"


def goto_if(indent: str, cond: str, label: str, width: int = 100) -> List[str]:
    """`if (cond) goto label;` on one line, or its goto on the next when the
    line would pass `width` columns."""
    line = f"{indent}if ({cond}) goto {label};"
    if len(line) <= width:
        return [line]
    return [f"{indent}if ({cond}) {{", f"{indent}  goto {label};", f"{indent}}}"]


def slot_table(buckets, indent: str, width: int = 100) -> List[str]:
    """The names and the slots the generator gave them, as a constexpr table
    proved by one static_assert (switchyard::hashesAgree, name_hash.h)."""
    entries = [f"{{{cpp_string_literal(wire)}, {value}}}," for value, names in buckets for wire in names]
    lines = [f"{indent}// The generator's slot per name, which the static_assert proves the runtime's.",
             f"{indent}static constexpr switchyard::NameSlot kSlots[] = {{"]
    line = indent + "    "
    for entry in entries:
        if line.strip() and len(line) + 1 + len(entry) > width:
            lines.append(line)
            line = indent + "    "
        line += (" " if line.strip() else "") + entry
    lines += [line, f"{indent}}};", f"{indent}static_assert(switchyard::hashesAgree(kSlots, kSeed, kBits, kPrefix));"]
    return lines


class HashStrategy:
    name = "hash"

    def __init__(self, plan: Optional[HashPlan] = None) -> None:
        self._plan = plan

    def takes_word(self, spec) -> bool:
        """The rendered switch can be entered at `spec.raw_label` with the
        name's 8 raw bytes in `spec.word` (what a missed prediction does)."""
        return (self._plan or _seed(spec)) is not None

    def render(self, spec) -> List[str]:
        plan = self._plan or _seed(spec)
        if plan is None:
            # No seed separates these names (the plan warned: lower/dispatch.py).
            from .trie import TrieStrategy
            return ["// hash: no seed separates these names; trie instead."] + TrieStrategy().render(spec)
        index_of = {wire: index for wire, index in spec.names}
        rank = {wire: i for i, (wire, _) in enumerate(spec.names)}
        lines = ["{"]
        lines.append(f"  // Seed searched by the generator: {len(spec.names)} names in 2^{plan.bits} slots.")
        if plan.buckets[0][0] == 0 and plan.buckets[-1][0] == (1 << plan.bits) - 1:
            lines.append("  // Names at both end slots: the jump table spans every hash, no range check.")
        lines.append("  // Static: a missed expected-next-field test jumps in below them.")
        lines.append(f"  static constexpr uint64_t kSeed = 0x{plan.seed:016x}ULL;")
        lines.append(f"  static constexpr unsigned kBits = {plan.bits};")
        lines.append(f"  static constexpr unsigned kPrefix = {plan.prefix};  // bytes hashed: the shortest name's")
        lines += slot_table(plan.buckets, "  ", 96)
        if spec.raw_label is None:
            lines.append(f"  uint64_t {spec.word};  // the name's first 8 bytes (past its NUL: value bytes)")
        lines.append(f"  if ({spec.cursor}.hasBytes({spec.name}, 8)) [[likely]] {{")
        lines.append(f"    {spec.word} = switchyard::loadLE<uint64_t>({spec.name});")
        lines.append("  } else if (!switchyard::nameWordBefore("
                     f"{spec.name}, {spec.cursor}.end(), {spec.word})) {{")
        lines.append("    // Fewer than 8 bytes before the document's end and no NUL among them.")
        lines.append(f"    goto {spec.unknown_label};")
        lines.append("  }")
        if spec.raw_label is not None:
            lines.append(f"{spec.raw_label}:  // a missed prediction enters here with the 8 raw bytes")
            lines.append(f"  {spec.word} = switchyard::dispatchEntryWord({spec.word});")
        lines.append("  using switchyard::wordNameIs;  // the cases' name test (generated_support.h)")
        lines.append(f"  switch (switchyard::hashNameWord({spec.word}, kSeed, kBits, kPrefix)) {{")
        for value, names in plan.buckets:
            lines += _case(spec, value, [(w, spec.label(index_of[w])) for w in sorted(names, key=lambda w: rank[w])])
        lines.append("    default:")
        lines.append("      break;")
        lines.append("  }")
        lines.append(f"  goto {spec.unknown_label};  // no accepted name has this hash, or not this name")
        lines.append("}")
        return lines


def _case(spec, value: int, bucket) -> List[str]:
    """A slot's case: its names tested in order of likelihood; a miss leaves
    the switch. One line when a single name fits in the width."""
    if len(bucket) == 1:
        wire, label = bucket[0]
        line = f"    case {value}: if ({word_test(spec, wire)}) goto {label}; break;"
        if len(line) <= 96:
            return [line]
    lines = [f"    case {value}:  // {', '.join(wire for wire, _ in bucket)}"]
    for wire, label in bucket:
        lines += goto_if("      ", word_test(spec, wire), label, 96)
    return lines + ["      break;"]
