"""The dispatch plan of a struct: every decision about its parse loop's
field-name dispatch, taken here once (backends/dispatch/ renders it).

  * the strategy: the run's `--dispatch`, else the struct's `dispatch:`
    (default `auto`). `auto` picks `compares` or `hash` by the cost model
    (lower/costs.py) and records why; `hash` (asked for, or picked) needs a
    seed that separates the names (name_hash.search_seed): without one the
    loop falls back to `trie`, and the plan carries the warning the CLI
    prints (ID0051) - the one place that decides it;
  * the names' order (most likely first, declaration order among equals);
  * the expected-next-field tests: which edges (lower/prediction.py) pay
    under the strategy and in which form (`raw` where the dispatch takes the
    name's word, else `plain`: lower/costs.py), never for the baselines;
  * the headers the strategy needs in the .cpp.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Optional, Sequence, Tuple

from .. import model
from ..name_hash import HashPlan, search_seed
from . import costs
from .prediction import UNKNOWN_LIKELIHOOD, predicted_edges

# Strategies that are baselines (MongoDB's shapes): the expected-next-field
# prediction is never added to them, so that they are measured as they are.
BASELINE_STRATEGIES = frozenset({"chain", "trie", "hashmap"})
# Headers a strategy's C++ needs beyond the runtime's (.cpp only).
STRATEGY_INCLUDES: Dict[str, Tuple[str, ...]] = {"hashmap": ("absl/container/flat_hash_map.h",)}


@dataclass(frozen=True)
class DispatchPlan:
    """How a parse loop finds a field's handler: the strategy asked for and
    the one rendered (`chosen`: auto's pick, or `trie` for a hash without a
    seed), the names most likely first (declaration order among equals), and
    the expected-next-field prediction after each field with its form."""

    strategy: str
    order: Tuple[object, ...]                                 # FieldPlans
    successors: Tuple[Tuple[int, Optional[object]], ...]      # (field index, predicted next FieldPlan)
    shares: Tuple[Tuple[int, float], ...] = ()   # (field index, estimated share of its successor)
    chosen: str = ""
    reason: str = ""                              # why auto chose (its comment in the generated code)
    seed: Optional[HashPlan] = None               # the hash's seed and slots, when it is rendered
    forms: Tuple[Tuple[int, Optional[str]], ...] = ()   # (field index, "raw" | "plain" | None: no test)
    includes: Tuple[str, ...] = ()
    warning: Optional[str] = None                 # `hash` asked for and no seed found (ID0051)

    def successor(self, index: int):
        return dict(self.successors).get(index)

    def share(self, index: int) -> Optional[float]:
        return dict(self.shares).get(index)

    def form(self, index: int) -> Optional[str]:
        return dict(self.forms).get(index)

    @property
    def used_forms(self) -> frozenset:
        return frozenset(self.form(i) for i, _ in self.shares)

    @property
    def word_entry(self) -> bool:
        """The dispatch is the hash switch a missed raw test can enter."""
        return self.chosen == "hash" and self.seed is not None


def plan_dispatch(sp, strategy: str, predict: bool, min_share: float = 0.0) -> DispatchPlan:
    """The order and the edges only (`sp` a StructPlan). `predict`: the run
    asks for prediction and the strategy is not a baseline; `min_share`: the
    break-even share of the prediction form's cost model."""
    fields = sp.fields
    order = sorted(fields, key=lambda fp: (-(fp.f.likelihood if fp.f.likelihood is not None
                                              else UNKNOWN_LIKELIHOOD), fp.index))
    measured = {before: (after, share) for before, after, share in sp.struct.successors}
    edges = predicted_edges(fields, measured, min_share) if predict and fields else {}
    return DispatchPlan(strategy=strategy, order=tuple(order),
                        successors=tuple(sorted((i, e[0] if e else None) for i, e in edges.items())),
                        shares=tuple(sorted((i, e[1]) for i, e in edges.items() if e)))


@dataclass(frozen=True)
class Candidates:
    """What the cost model weighs: the names in preferred order with their
    field indices and likelihoods, and every candidate edge (source index,
    successor index, share)."""

    names: Tuple[Tuple[str, int], ...]
    likelihoods: Tuple[Optional[float], ...]
    predictions: Tuple[Tuple[int, int, float], ...] = ()


def hash_seed(names: Sequence[str]) -> Optional[HashPlan]:
    """The hash's seed and slots for these names, None when no seed separates
    them (then the dispatch is the trie): the one place that asks."""
    return search_seed(list(names)) if names else None


def choose_auto(c: Candidates) -> Tuple[str, str, Optional[HashPlan]]:
    """`auto`'s pick (strategy name, the reason, the hash seed when it picks
    the hash): `compares` when its expected cost, net of its `plain` tests,
    is at most the hash's net of its `raw` ones; the trie when no seed
    exists."""
    names = [wire for wire, _ in c.names]
    likelihoods = tuple(c.likelihoods or (None,) * len(names))
    compares_cost = costs.expected_compares(likelihoods) * costs.COMPARE_COST if names else 0.0
    hash_cost = costs.HASH_COST + costs.COMPARE_COST
    seed = hash_seed(names)
    if names:
        compares_cost -= costs.prediction_gain(c, word_entry=False)
        hash_cost -= costs.prediction_gain(c, word_entry=seed is not None)
    with_tests = " with their predictions" if c.predictions else ""
    if not names or compares_cost <= hash_cost:
        return "compares", (f"{len(names)} names: about {compares_cost:.0f} instructions for "
                            f"likelihood-ordered compares vs {hash_cost:.0f} for the hash{with_tests}"), None
    if seed is None:
        return "trie", f"{len(names)} names: no perfect seed found, trie instead of hash", None
    return "hash", (f"{len(names)} names: about {hash_cost:.0f} instructions for the hash vs "
                    f"{compares_cost:.0f} for likelihood-ordered compares{with_tests}"), seed


def decide(sp, requested: Optional[str], predict: bool) -> DispatchPlan:
    """The whole dispatch plan of StructPlan `sp`: `requested` is the run's
    or the struct's strategy (None: the default), `predict` whether the run
    asks for expected-next-field tests."""
    strategy = requested if requested in model.SPEC_DISPATCH + ("hashmap",) else model.DEFAULT_DISPATCH
    predicts = predict and strategy not in BASELINE_STRATEGIES
    every = plan_dispatch(sp, strategy, predicts)   # every candidate edge, for auto's costs
    c = Candidates(names=tuple((fp.f.name, fp.index) for fp in every.order),
                   likelihoods=tuple(fp.f.likelihood for fp in every.order),
                   predictions=tuple((i, every.successor(i).index, share) for i, share in every.shares))
    chosen, reason, seed, warning = strategy, "", None, None
    if strategy == "auto":
        chosen, reason, seed = choose_auto(c)
    elif strategy == "hash":
        seed = hash_seed([wire for wire, _ in c.names])
        if seed is None:
            chosen = "trie"
            if c.names:
                warning = (f"no hash seed separates the {len(c.names)} field names of '{sp.struct.name}'; "
                           f"using the 'trie' dispatch instead")
    word_entry = chosen == "hash" and seed is not None
    # Predictions only where the cost model says they pay (lower/costs.py).
    dp = plan_dispatch(sp, strategy, predicts, costs.min_share(word_entry))
    rank = {fp.index: r for r, fp in enumerate(dp.order)}
    forms = tuple((i, costs.choose_form(share, word_entry, rank[dp.successor(i).index])) for i, share in dp.shares)
    return DispatchPlan(strategy=strategy, order=dp.order, successors=dp.successors, shares=dp.shares,
                        chosen=chosen, reason=reason, seed=seed, forms=forms,
                        includes=STRATEGY_INCLUDES.get(strategy, ()), warning=warning)


def warnings(plans: Sequence) -> Tuple[Tuple[model.Location, str], ...]:
    """(location, message) of every struct plan whose dispatch falls back."""
    return tuple((sp.struct.location, sp.dispatch.warning) for sp in plans
                 if sp.dispatch is not None and sp.dispatch.warning)
