"""The dispatch cost model: instructions on the path that finds a known field
name, per dispatch strategy and per expected-next-field test form, the one
module that prices them (`auto` picks its strategy by these numbers and the
plan its prediction forms; docs/dispatch.md).

Dispatch (counted from the generated code):

  * compares (likelihood-ordered fused compares): each candidate tried costs
    a bound check and a one- or two-load compare, about COMPARE_COST; the
    expected number tried is sum(p_i * i) over the names in likelihood order
    (p normalised; names without a likelihood share what is left equally);
  * hash: shifting the loaded bytes, multiplying, shifting and the jump,
    about HASH_COST, plus one verifying compare. HASH_COST was 10 while the
    hash masked the word past its NUL (about 18 instructions from a missed
    prediction's entry to the jump, 8 since): at 8 the update statement
    (`q`, `u`, `multi`, `upsert`) moves to the hash with raw predictions,
    which keeps shuffled update_10 below hash without prediction; lower
    values would also move small generic structs (writeConcern, readConcern)
    to the hash, which changes no corpus count and adds 2 KB of `.text` per
    spec set (docs/dispatch.md, "The cost model of `auto`").

Expected-next-field tests: with `hit_saves` the instructions a hit saves over
the dispatch and `miss_costs` the instructions a miss adds, a test pays for an
edge of share q when

    q * hit_saves - (1 - q) * miss_costs > 0,
    i.e. q > miss_costs / (hit_saves + miss_costs)   (its break-even share)

The raw form's constants are callgrind counts measured on bench/corpus with
every edge forced to it (bench/prediction_costs.py); its miss costs less than
no test, so it pays at any share. The plain form's follow from the `compares`
dispatch it sits in front of (plain_costs). docs/dispatch.md ("When a
prediction pays") has the numbers and how they were taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence

COMPARE_COST = 6.0
HASH_COST = 8.0


def normalised_likelihoods(likelihoods: Sequence[Optional[float]]) -> List[float]:
    known = [p for p in likelihoods if p is not None]
    missing = len(likelihoods) - len(known)
    total_known = sum(known)
    share = 0.0
    if missing:
        share = max(0.0, 1.0 - min(total_known, 1.0)) / missing if total_known < 1.0 else 0.0
        if share == 0.0:
            share = min(known) / 2 if known else 1.0
    raw = [p if p is not None else share for p in likelihoods]
    total = sum(raw)
    if total <= 0:
        return [1.0 / len(raw)] * len(raw) if raw else []
    return [p / total for p in raw]


def expected_compares(likelihoods: Sequence[Optional[float]]) -> float:
    """Expected compares tried for a known name when candidates are tried in
    descending likelihood order."""
    probs = sorted(normalised_likelihoods(likelihoods), reverse=True)
    return sum(p * (i + 1) for i, p in enumerate(probs))


@dataclass(frozen=True)
class PredictionCosts:
    """Instructions per element (callgrind) of one prediction form."""

    hit_saves: float
    miss_costs: float

    def break_even(self) -> float:
        """The successor share above which the test pays (0 when a miss
        costs nothing: then any share pays)."""
        if self.miss_costs <= 0:
            return 0.0
        return self.miss_costs / (self.hit_saves + self.miss_costs)

    def gain(self, share: float) -> float:
        """Expected instructions saved per element at this share."""
        return share * self.hit_saves - (1.0 - share) * self.miss_costs


# Measured by bench/prediction_costs.py (docs/dispatch.md, "When a prediction
# pays"): a miss of the raw test is cheaper than no test, because its bound
# check replaces both of the loop's (end of document, 8 readable name bytes).
RAW_FORM = PredictionCosts(hit_saves=17.8, miss_costs=-0.6)

# The plain form follows a `compares` dispatch (the only one `auto` picks
# besides the hash), so what a hit saves depends on where the successor
# stands in the likelihood order: the loop's top (end test, name pointer)
# plus one bounded compare per name tried up to and including it; a miss
# costs one such compare (type byte included). COMPARE_COST is the compares' own, above.
PLAIN_LOOP_TOP = 4.0


def plain_costs(rank: int) -> PredictionCosts:
    """The plain test's costs for a successor tried `rank`-th (0: first) by
    the likelihood-ordered compares."""
    return PredictionCosts(hit_saves=PLAIN_LOOP_TOP + COMPARE_COST * (rank + 1), miss_costs=COMPARE_COST)


def min_share(word_entry: bool) -> float:
    """The share below which no allowed form pays for any successor: edges
    under it are not planned (choose_form decides the rest per edge)."""
    return RAW_FORM.break_even() if word_entry else 0.0


def choose_form(share: float, word_entry: bool, rank: int = 0) -> Optional[str]:
    """The form of the test for a successor of this share (`rank`: its place
    in the likelihood order), or None when the test would not pay. A switch
    that takes the name's bytes allows `raw`; other dispatches `plain`."""
    costs = RAW_FORM if word_entry else plain_costs(rank)
    if costs.gain(share) > 0:
        return "raw" if word_entry else "plain"
    return None


def prediction_gain(spec, word_entry: bool) -> float:
    """Instructions the expected-next-field tests save per element, on
    average, under a dispatch that takes the name's word (`raw` tests) or not
    (`plain` tests after the likelihood-ordered compares): each candidate
    edge of `spec.predictions` (source field, successor, share) that pays
    counts its gain, weighted by how likely its source is present (the
    normalised likelihoods of `spec.names`). `auto` subtracts it from each
    strategy's dispatch cost."""
    edges = getattr(spec, "predictions", ())
    if not edges:
        return 0.0
    indices = [index for _, index in spec.names]
    likelihoods = tuple(getattr(spec, "likelihoods", ()) or (None,) * len(indices))
    weight = dict(zip(indices, normalised_likelihoods(likelihoods)))
    rank = {index: r for r, index in enumerate(indices)}
    total = 0.0
    for source, target, share in edges:
        costs = RAW_FORM if word_entry else plain_costs(rank[target])
        total += weight.get(source, 0.0) * max(0.0, costs.gain(share))
    return total
