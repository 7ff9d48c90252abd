"""The expected-next-field test after a handler: whether it pays, its form, its C++.

After field A's handler the parser may first test whether the next element
is A's likely successor B (lower/prediction.py picks B and estimates `share`,
the probability that B is what follows A). A hit jumps straight to B's
handler; a miss goes on to the dispatch. Two forms:

  * `raw`, for the `hash` switch (and `auto` when it picks the hash): loads
    the 8 bytes at the next name, as the dispatch would, and compares the
    bytes up to B's NUL with B's (`rawWordIs<"B">`: the low 4 bytes in one
    32-bit compare first, which settles most misses). A miss enters the switch
    at its `raw_label` with the bytes loaded, where the dispatch masks and
    hashes them as it would have anyway: the miss repeats nothing, and its
    bound check (the type byte and 8 name bytes before the end: one compare
    of p with a limit computed once per document, `startsBy`) stands in for
    the loop's end-of-document test. The type byte is not tested: B's
    handler checks it anyway, so a value of an unusual type is still a hit.
  * `plain`, for the other strategies: type byte, name and NUL compared with
    constants (`elementHeaderIs`, one or two integer compares); a miss goes
    back to the top of the loop and dispatches from scratch.

(A third form, loading and masking the word before comparing it, missed at
the same cost as `raw` did then and hit for 10 instructions more: measured,
dropped; docs/dispatch.md has its numbers.)

The cost model: with `hit_saves` the instructions a hit saves over the
dispatch and `miss_costs` the instructions a miss adds, a test pays for an
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
from typing import List, Optional

from ...codegen.cpp_text import cpp_string_literal, name_size
from .auto import COMPARE_COST
from .hash import goto_if


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
# costs one such compare (type byte included). COMPARE_COST is auto.py's.
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
    normalised likelihoods of `spec.names`). auto.py subtracts it from each
    strategy's dispatch cost."""
    from .auto import normalised_likelihoods

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


# The variable holding the last element start at which the raw test can load
# (type byte + 8 name bytes before the document's end).
RAW_LIMIT = "rawTestLimit"


def declarations(spec, used_forms) -> List[str]:
    """Locals the parse loop declares before it for the forms in use."""
    if "raw" not in used_forms:
        return []
    return [f"uint64_t {spec.word};  // the name's first 8 bytes (the hash dispatch's key once masked)",
            f"// Expected-next-field tests read the type byte and 8 name bytes: p <= {RAW_LIMIT}.",
            f"const uintptr_t {RAW_LIMIT} = switchyard::lastStartFor({spec.cursor}.end(), 9);"]


def render(spec, wire: str, label: str, type_byte: Optional[str], form: str, share: float) -> List[str]:
    """The test for the element at the cursor being `wire` (handler `label`),
    placed at the end of the previous field's handler. `spec` is the struct's
    DispatchInput (its variable names and entry labels); `type_byte` the C++
    type byte the plain form also compares (None for `any`); `share` the
    estimated share of the edge, for the comment. A miss of the raw form
    enters the hash dispatch with the word loaded; near the document's end,
    and on a miss of the plain form, the handler's `continue` follows."""
    lines = [f"// Expected next field: {wire} (estimated share {share:.2f}, {form} test).", "p = cursor.position();"]
    if form == "raw":
        # Not the type byte and 8 name bytes before the end: the loop's own test. Otherwise a
        # miss enters the hash dispatch with the name's word loaded (nextNameIs sets both).
        test = f"switchyard::nextNameIs<{cpp_string_literal(wire)}>(p, {spec.cursor}, {spec.name}, {spec.word})"
        return lines + [f"if (!switchyard::startsBy(p, {RAW_LIMIT})) [[unlikely]] continue;",
                        *goto_if("", test, label, 94),
                        f"goto {spec.raw_label};"]
    literal = cpp_string_literal(wire)
    nbytes = name_size(wire) + 1
    if type_byte is None:
        # Counted from p: at the document's end p + 1 is past it, and remaining(p + 1) would wrap.
        cond = f"{spec.cursor}.hasBytes(p, {nbytes + 1}) && switchyard::nameIs<{literal}>(p + 1)"
    else:
        # The handler's function names the enumerators unqualified (`using enum`).
        cond = (f"{spec.cursor}.hasBytes(p, {nbytes + 1}) &&\n    switchyard::elementHeaderIs<"
                f"switchyard::typeByte({type_byte.split('::')[-1]}), {literal}>(p)")
    return lines + f"if ({cond}) {{".split("\n") + [f"  {spec.name} = p + 1;", f"  goto {label};", "}"]
