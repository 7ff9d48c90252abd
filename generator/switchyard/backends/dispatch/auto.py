"""`auto`: picks a strategy per struct with a small cost model, and says why.

The costs are lower/costs.py's (the one cost model: dispatch per strategy,
net of the expected-next-field tests each would get, `spec.predictions`); a
struct whose fields arrive in a predictable order can be cheaper under the
hash with its raw predictions even where the compares alone look cheaper
(update statements: `q`, `u`, `multi`, `upsert`). The trie is chosen only
when no perfect seed exists (the hash then falls back, and the generator
warns).

`compares` wins when its expected cost is at most the hash's: tiny structs,
or structs where one or two names carry nearly all the traffic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Tuple

from ...codegen.cpp_text import comment_lines
from ...lower.costs import COMPARE_COST, HASH_COST, expected_compares, prediction_gain
from .hash import ComparesStrategy, HashStrategy, plan_for
from .trie import TrieStrategy


@dataclass(frozen=True)
class AutoChoice:
    strategy: object
    reason: str


def choose(spec) -> AutoChoice:
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
