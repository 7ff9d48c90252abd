"""Field-name dispatch strategies: the one pluggable piece of the parse loop.

A strategy turns the names a struct accepts into C++ statements that, given an
element whose type byte is at `p` (so its name starts at `p + 1`), jump to
the handler of the matching field or to the unknown-field path.

Contract (what every strategy receives and must produce)
--------------------------------------------------------
Input, a `DispatchInput`:
  * `names`: the accepted names, each with its field index, in the order the
    emitter prefers them tried (most likely first, then declaration order);
  * `label(index)`: the C++ label of a field's handler;
  * `unknown_label`: the label of the unknown-name path;
  * the C++ variable names in scope: `p` (element start, `const uint8_t*`),
    `name` (`p + 1`), `cursor` (the `switchyard::BsonCursor`, positioned at
    `p`, whose end is the document's terminating NUL).

Output: a list of C++ lines (no trailing newlines, indented relative to the
block they are placed in; the emitter adds the surrounding indentation)
forming one compound statement `{ ... }` whose every path ends in
`goto <label>;`. Strategies may declare locals inside that block only.

Obligations:
  * jump to `label(i)` only when the bytes at `name` are exactly
    `names[i]` followed by a NUL (content *and* length matched), and only
    after having checked that those bytes lie before the cursor's end
    (`cursor.hasBytes(name, n)` or a found NUL);
  * jump to `unknown_label` in every other case, including names that run
    past the end: the unknown path re-reads the element with
    `cursor.next`, which reports malformed bytes precisely;
  * never read past the cursor's end (the byte at the end, the document's
    NUL, is readable).

The handler at `label(i)` relies only on that match: it computes the value
position as `name + len(names[i]) + 1` and lets `cursor.sizeValue` check the
type byte and value.

Adding a strategy: write a class with `name` and `render(DispatchInput)`,
register it in `_STRATEGIES` below. `select_strategy` maps a requested name
("chain", "trie", "hash", "auto", None, ...) to a registered strategy,
falling back to `length` for names not (yet) implemented.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Protocol, Tuple

from .length import LengthStrategy


@dataclass(frozen=True)
class DispatchInput:
    names: Tuple[Tuple[str, int], ...]   # (wire name, field index), preferred order
    label: Callable[[int], str]          # field index -> C++ label of its handler
    unknown_label: str
    p: str = "p"
    name: str = "name"
    cursor: str = "cursor"


class DispatchStrategy(Protocol):
    name: str

    def render(self, spec: DispatchInput) -> List[str]:
        ...


_STRATEGIES: Dict[str, DispatchStrategy] = {
    "length": LengthStrategy(),
}

DEFAULT_STRATEGY = "length"


def available_strategies() -> Tuple[str, ...]:
    return tuple(sorted(_STRATEGIES))


def select_strategy(requested: Optional[str]) -> DispatchStrategy:
    """The strategy for a requested name; unknown names, "auto" and None
    give the default."""
    if requested is not None and requested in _STRATEGIES:
        return _STRATEGIES[requested]
    return _STRATEGIES[DEFAULT_STRATEGY]


__all__ = ["DispatchInput", "DispatchStrategy", "select_strategy", "available_strategies",
           "DEFAULT_STRATEGY"]
