"""Expected-next-field prediction: which field to test for first after each
field. (Only from one handler to a later one: a jump into the loop from
outside it, or backwards between handlers, would make the loop irreducible,
which compilers optimise very slowly and badly.)

Fields arrive, in practice, in declaration order with some left out. For the
field just parsed at position i, the probability that field j (declared after
i) comes next is p_j * prod(1 - p_k for i < k < j), p being each field's
likelihood of appearing (0.5 when the spec gives none; a likelihood overlay
from `switchyard profile` replaces them with measured frequencies). The
prediction is the j that maximises it; a wrong guess costs one compare before
the normal dispatch.
"""

from __future__ import annotations

from typing import Dict, Optional, Sequence

UNKNOWN_LIKELIHOOD = 0.5


def expected_successors(plans: Sequence) -> Dict[int, Optional[object]]:
    """Maps a field index (-1 for the start of the document) to the plan of
    the field most likely to follow it, or None when nothing can follow."""
    probs = [fp.f.likelihood if fp.f.likelihood is not None else UNKNOWN_LIKELIHOOD for fp in plans]
    out: Dict[int, Optional[object]] = {}
    for i in range(-1, len(plans)):
        best, best_p, none_before = None, 0.0, 1.0
        for j in range(i + 1, len(plans)):
            p_next = probs[j] * none_before
            if p_next > best_p:
                best, best_p = plans[j], p_next
            none_before *= 1.0 - probs[j]
            if none_before <= best_p:
                break  # nothing later can beat it
        out[plans[i].index if i >= 0 else -1] = best
    return out
