"""The checked-in generated C++ reads like careful hand-written code (issue 29).

Each BSON parse function (parseFrom / parseBodyFrom over a BsonDocument) keeps
its lines within 100 columns and spells no presence bit as a shift or a hex
mask: bits are the classes' named constants (kLimitBit), masks their names
(switchyard::bitSpan for runs). In every generated .cpp, no mask is a hex
literal.
"""

from __future__ import annotations

import os
import re
from typing import Iterator, List, Tuple

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATED = os.path.join(ROOT, "generated")
WIDTH = 100

_PARSE_HEAD = re.compile(r"^bool \w+::parse(?:Body)?From\(switchyard::BsonDocument doc,")
_SHIFT_BIT = re.compile(r"<<\s*\d+\b")
_HEX_MASK = re.compile(r"\b0x[0-9a-fA-F]+ull\b")


def _sources() -> List[str]:
    return sorted(os.path.join(GENERATED, f) for f in os.listdir(GENERATED) if f.endswith(".cpp"))


def parse_functions(text: str) -> Iterator[Tuple[str, List[str]]]:
    """(head, lines) of each BSON parse function of a generated .cpp (from its
    head to the `}` in column 0 that closes it)."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if _PARSE_HEAD.match(lines[i]):
            j = i + 1
            while j < len(lines) and lines[j] != "}":
                j += 1
            yield lines[i], lines[i:j + 1]
            i = j
        i += 1


def style_problems(text: str) -> List[str]:
    """What this test rejects in one generated .cpp's text."""
    problems = []
    for head, body in parse_functions(text):
        for line in body:
            if len(line) > WIDTH:
                problems.append(f"over {WIDTH} columns in {head!r}: {line.strip()}")
            if _SHIFT_BIT.search(line):
                problems.append(f"a bit spelled as a shift in {head!r}: {line.strip()}")
    for line in text.split("\n"):
        if _HEX_MASK.search(line):
            problems.append(f"a hex mask: {line.strip()}")
    return problems


def test_generated_parse_functions_read_like_hand_written_code():
    sources = _sources()
    assert sources, "no generated .cpp files"
    found = 0
    problems = []
    for path in sources:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        found += sum(1 for _ in parse_functions(text))
        problems += [f"{os.path.basename(path)}: {p}" for p in style_problems(text)]
    assert found > 10, "the parse functions were not found: the test would check nothing"
    assert not problems, "\n".join(problems[:40])


def test_the_check_rejects_what_it_should():
    bad = "\n".join([
        "bool X::parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {",
        "  seen0 |= uint64_t{1} << 3;",
        "  " + "x" * WIDTH,
        "  if ((seen0 & 0x8ull) != 0x8ull) return false;",
        "}",
    ])
    problems = style_problems(bad)
    assert any("shift" in p for p in problems)
    assert any("columns" in p for p in problems)
    assert any("hex mask" in p for p in problems)
    good = "\n".join([
        "bool X::parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {",
        "  seen0 |= kLimitBit;",
        "  static constexpr uint64_t kSeed = 0xffffffffbdedf5e9ULL;",
        "}",
    ])
    assert style_problems(good) == []
