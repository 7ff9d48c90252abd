"""`auto`: picks a strategy per struct with a small cost model, and says why.

Costs are in x86-64 instructions on the path that finds a known name,
counted from the generated code (see docs/dispatch.md):

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
    spec set (docs/dispatch.md, "The cost model of `auto`");
  * trie: only when no perfect seed exists (the hash then falls back, and
    the generator warns).

Both costs are net of the expected-next-field tests each would get
(`spec.predictions`, the candidate edges and their shares): the hash's `raw`
tests and the compares' `plain` ones save different amounts per hit and cost
different amounts per miss (backends/dispatch/predict.py), so a struct whose
fields arrive in a predictable order can be cheaper under the hash with its
predictions even where the compares alone look cheaper (update statements:
`q`, `u`, `multi`, `upsert`).

`compares` wins when its expected cost is at most the hash's: tiny structs,
or structs where one or two names carry nearly all the traffic.
"""

from __future__ import annotations

from ...codegen.cpp_text import comment_lines

from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

from .hash import ComparesStrategy, HashStrategy, plan_for
from .trie import TrieStrategy

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
class AutoChoice:
    strategy: object
    reason: str


def choose(spec) -> AutoChoice:
    from .predict import prediction_gain  # predict.py prices its tests with this module's constants

    names = [wire for wire, _ in spec.names]
    likelihoods: Tuple[Optional[float], ...] = tuple(getattr(spec, "likelihoods", ()) or (None,) * len(names))
    compares_cost = expected_compares(likelihoods) * COMPARE_COST if names else 0.0
    hash_cost = HASH_COST + COMPARE_COST
    plan = plan_for(spec) if names else None
    if names:
        compares_cost -= prediction_gain(spec, word_entry=False)
        hash_cost -= prediction_gain(spec, word_entry=plan is not None)
    with_tests = " with their predictions" if getattr(spec, "predictions", ()) else ""
    if not names or compares_cost <= hash_cost:
        return AutoChoice(ComparesStrategy(),
                          f"{len(names)} names: about {compares_cost:.0f} instructions for "
                          f"likelihood-ordered compares vs {hash_cost:.0f} for the hash{with_tests}")
    if plan is None:
        return AutoChoice(TrieStrategy(),
                          f"{len(names)} names: no perfect seed found, trie instead of hash")
    return AutoChoice(HashStrategy(plan),
                      f"{len(names)} names: about {hash_cost:.0f} instructions for the hash vs "
                      f"{compares_cost:.0f} for likelihood-ordered compares{with_tests}")


class AutoStrategy:
    name = "auto"

    def takes_word(self, spec) -> bool:
        strategy = choose(spec).strategy
        return isinstance(strategy, HashStrategy) and strategy.takes_word(spec)

    def render(self, spec) -> List[str]:
        choice = choose(spec)
        lines = choice.strategy.render(spec)
        return comment_lines(f"auto chose {choice.strategy.name}: {choice.reason}.", 90) + lines
