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

Whether a test pays and which form it takes is lower/costs.py's (the cost
model, with its measured constants); this module renders the chosen test.
"""

from __future__ import annotations

from typing import List, Optional

from ...codegen.cpp_text import cpp_string_literal, name_size
from .hash import goto_if

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
