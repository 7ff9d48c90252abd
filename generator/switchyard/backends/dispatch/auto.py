"""`auto`: a strategy per struct picked by a small cost model, and why.

The pick is lower/dispatch.py's (`choose_auto`; the plan takes it once per
struct and the BSON backend renders it with `render_planned`); this class
renders it for a DispatchInput on its own. The costs are lower/costs.py's (the one cost model: dispatch per strategy,
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
from typing import List

from ...codegen.cpp_text import comment_lines
from ...lower.dispatch import Candidates, choose_auto
from .hash import ComparesStrategy, HashStrategy
from .trie import TrieStrategy


@dataclass(frozen=True)
class AutoChoice:
    strategy: object
    reason: str


def choose(spec) -> AutoChoice:
    """lower/dispatch.py's pick for these names, as a strategy object."""
    name, reason, seed = choose_auto(Candidates(names=tuple(spec.names),
                                                likelihoods=tuple(getattr(spec, "likelihoods", ()) or ()),
                                                predictions=tuple(getattr(spec, "predictions", ()) or ())))
    strategy = {"compares": ComparesStrategy(), "trie": TrieStrategy()}.get(name) or HashStrategy(seed)
    return AutoChoice(strategy, reason)


class AutoStrategy:
    name = "auto"

    def takes_word(self, spec) -> bool:
        strategy = choose(spec).strategy
        return isinstance(strategy, HashStrategy) and strategy.takes_word(spec)

    def render(self, spec) -> List[str]:
        choice = choose(spec)
        lines = choice.strategy.render(spec)
        return comment_lines(f"auto chose {choice.strategy.name}: {choice.reason}.", 90) + lines
