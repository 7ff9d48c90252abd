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

Strategies (see docs/dispatch.md for the cost model and measurements):
  * `chain`    MongoDB 5.0's shape, a baseline: measure, then compare in
               declaration order;
  * `trie`     MongoDB's current shape, a baseline: measure, switch on length,
               characters and shared prefixes, memcmp leaves;
  * `length`   measure, switch on length, fused compares;
  * `compares` fused name+NUL compares in likelihood order, no measuring;
  * `hash`     compile-time perfect hash of the first 8 bytes, one fused
               compare (falls back to `trie`, with a warning, when no seed
               separates the names);
  * `auto`     (the default) picks `compares` or `hash` per struct by a cost
               model and says why in a comment.

Which strategy a struct gets (auto's pick, the trie when no hash seed
exists), the order and the prediction forms are decided by the plan
(lower/dispatch.py, `StructPlan.dispatch`); `render_planned` renders that
decision. Adding a strategy: write a class with `name` and
`render(DispatchInput)`, register it in `_STRATEGIES` below (and its name in
model.SPEC_DISPATCH).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Protocol, Tuple

from ... import model
from ...codegen.cpp_text import comment_lines
from ...lower.dispatch import BASELINE_STRATEGIES, DispatchPlan
from .auto import AutoStrategy
from .chain import ChainStrategy
from .hash import ComparesStrategy, HashStrategy
from .hashmap import HashMapStrategy
from .length import LengthStrategy
from .trie import TrieStrategy


@dataclass(frozen=True)
class DispatchInput:
    names: Tuple[Tuple[str, int], ...]   # (wire name, field index), preferred order
    label: Callable[[int], str]          # field index -> C++ label of its handler
    unknown_label: str
    p: str = "p"
    name: str = "name"
    cursor: str = "cursor"
    # Likelihood of each name in `names` (same order; None when unknown).
    likelihoods: Tuple[Optional[float], ...] = ()
    # Strategies that take a word (`takes_word`): the variable holding the
    # name's first 8 bytes, and the label where a missed expected-next-field
    # test enters the switch with them, raw (None: nothing enters, and the
    # strategy declares the variable itself).
    word: str = "word"
    raw_label: Optional[str] = None
    # The candidate expected-next-field edges (source field index, successor
    # field index, estimated share), before any cost model: `auto` weighs what
    # each strategy's tests would save (empty: no prediction in this run).
    predictions: Tuple[Tuple[int, int, float], ...] = ()


class DispatchStrategy(Protocol):
    name: str

    def render(self, spec: DispatchInput) -> List[str]:
        ...


_STRATEGIES: Dict[str, DispatchStrategy] = {
    "auto": AutoStrategy(),
    "chain": ChainStrategy(),
    "compares": ComparesStrategy(),
    "hash": HashStrategy(),
    "hashmap": HashMapStrategy(),  # a benchmark reference (run-wide only, see hashmap.py)
    "length": LengthStrategy(),
    "trie": TrieStrategy(),
}

DEFAULT_STRATEGY = model.DEFAULT_DISPATCH

def takes_word(strategy: DispatchStrategy, spec: DispatchInput) -> bool:
    """Whether the strategy, rendered for `spec`, is a switch over the
    name's word that a missed prediction can enter at `spec.raw_label`
    (`hash`, and `auto` when it picks the hash)."""
    method = getattr(strategy, "takes_word", None)
    return bool(method and method(spec))


def available_strategies() -> Tuple[str, ...]:
    return tuple(sorted(_STRATEGIES))


def select_strategy(requested: Optional[str]) -> DispatchStrategy:
    """The strategy for a requested name; None gives the default (`auto`).
    The binder only lets valid names through."""
    if requested is not None and requested in _STRATEGIES:
        return _STRATEGIES[requested]
    return _STRATEGIES[DEFAULT_STRATEGY]


def render_planned(dp: DispatchPlan, spec: DispatchInput) -> List[str]:
    """The dispatch the plan decided: `auto` says what it chose and why; a
    `hash` without a seed says it falls back to the trie."""
    if dp.chosen == "hash":
        lines = HashStrategy(dp.seed).render(spec)
    elif dp.strategy == "hash":
        lines = ["// hash: no seed separates these names; trie instead."] + TrieStrategy().render(spec)
    else:
        lines = _STRATEGIES[dp.chosen].render(spec)
    if dp.strategy == "auto":
        return comment_lines(f"auto chose {dp.chosen}: {dp.reason}.", 90) + lines
    return lines


__all__ = ["DispatchInput", "DispatchStrategy", "select_strategy", "available_strategies", "takes_word",
           "DEFAULT_STRATEGY", "BASELINE_STRATEGIES", "render_planned"]
