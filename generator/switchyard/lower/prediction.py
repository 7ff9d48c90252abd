"""Expected-next-field prediction: which field to test for first after each
field.

Without measurements, fields are assumed to arrive in declaration order with
some left out. For the field just parsed at position i, the probability that
field j (declared after i) comes next is p_j * prod(1 - p_k for i < k < j),
p being each field's likelihood of appearing (0.5 when the spec gives none).
The prediction is the j that maximises it.

With a `switchyard profile` overlay, the struct carries measured successors
(the field that most often followed each field in real traffic, and how often
it did per document with the field); those win.

Each edge carries its `share`, the estimated probability that the
successor is what follows: the maximised product above, or the measured share
of a measured successor (MEASURED_SHARE when an older overlay names the
successor without its share). An edge is kept only when its share exceeds
`min_share`, the break-even share of the backend's cost model
(lower/costs.py): below it a miss costs more than hits save.

Prediction edges must never form a cycle: each handler can also be entered
from the dispatch, so a cycle of direct jumps between handlers would be a
loop with several entries (irreducible), which compilers optimise very
slowly and badly. Edges are therefore added in priority order (measured
first) and any edge that would close a cycle is dropped. There is no
prediction into the first field for the same reason (it would be a second
entry into the parse loop).
"""

from __future__ import annotations

from typing import Dict, Mapping, Optional, Sequence, Tuple, Union

UNKNOWN_LIKELIHOOD = 0.5
# The share assumed for a measured successor given without its share (see above).
MEASURED_SHARE = 1.0

# A measured successor: its field name, or (name, share or None).
Measured = Union[str, Tuple[str, Optional[float]]]


def _measured_edge(value: Measured) -> Tuple[str, float]:
    if isinstance(value, str):
        return value, MEASURED_SHARE
    after, share = value
    return after, MEASURED_SHARE if share is None else share


def _likely_next(plans: Sequence, i: int, probs: Sequence[float]) -> Tuple[Optional[object], float]:
    best, best_p, none_before = None, 0.0, 1.0
    for j in range(i + 1, len(plans)):
        p_next = probs[j] * none_before
        if p_next > best_p:
            best, best_p = plans[j], p_next
        none_before *= 1.0 - probs[j]
        if none_before <= best_p:
            break  # nothing later can beat it
    return best, best_p


def predicted_edges(plans: Sequence, measured: Optional[Mapping[str, Measured]] = None, min_share: float = 0.0
                    ) -> Dict[int, Optional[Tuple[object, float]]]:
    """Maps each field index to (plan of the field to test for after it, its
    share), or None for no prediction. `plans` are in declaration order;
    `measured` maps a field name to its measured successor (a name, or its
    name and share); edges whose share is not above `min_share` are left out."""
    by_name = {fp.f.name: fp for fp in plans}
    probs = [fp.f.likelihood if fp.f.likelihood is not None else UNKNOWN_LIKELIHOOD for fp in plans]
    successor: Dict[int, Optional[Tuple[object, float]]] = {fp.index: None for fp in plans}

    def closes_cycle(source, target) -> bool:
        node = target
        while node is not None:
            if node.index == source.index:
                return True
            edge = successor[node.index]
            node = edge[0] if edge is not None else None
        return False

    candidates = []
    for fp in plans:  # measured edges first, in declaration order of their source
        value = (measured or {}).get(fp.f.name)
        if value is not None:
            after, share = _measured_edge(value)
            if after in by_name:
                candidates.append((fp, by_name[after], share))
    for i, fp in enumerate(plans):
        if (measured or {}).get(fp.f.name) is None:
            nxt, share = _likely_next(plans, i, probs)
            if nxt is not None:
                candidates.append((fp, nxt, share))
    for source, target, share in candidates:
        if share > min_share and successor[source.index] is None and not closes_cycle(source, target):
            successor[source.index] = (target, share)
    return successor


def expected_successors(plans: Sequence, measured: Optional[Mapping[str, Measured]] = None,
                        min_share: float = 0.0) -> Dict[int, Optional[object]]:
    """predicted_edges without the shares: field index -> successor plan or None."""
    return {i: (edge[0] if edge is not None else None)
            for i, edge in predicted_edges(plans, measured, min_share).items()}
