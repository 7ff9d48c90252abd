"""C++ pieces shared by the BSON and the protobuf backends (below both:
neither imports the other). Both parse contexts have the same failure calls."""

from __future__ import annotations

from typing import Optional

from .. import model
from ..codegen.cpp_text import bound_literal, cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower import kinds


def validate(out: CodeWriter, t: model.FieldType, v: str, label: str,
             validator: Optional[model.Validator], at: Optional[str] = None) -> None:
    """The field validator's checks of value `v`: a parser's (`ctx.fail...`),
    or with `at` (a switchyard::FieldPath) a checked serializer's, which
    returns the same error as a status (bson_limits.h)."""
    if validator is None:
        return
    kind = kinds.basic_kind(t)
    if kind in kinds.BOUNDS_KINDS:  # the binder allows bounds on these only
        widen = kinds.row(kind).widen  # failValidator takes int64_t or double
        actual = widen.format(v=v) if widen else v
        for op, bound in ((">", validator.gt), (">=", validator.gte), ("<", validator.lt),
                          ("<=", validator.lte)):
            if bound is None:
                continue
            spelling, number = bound
            literal = bound_literal(spelling, number)
            fail = "ctx.failValidator(" if at is None else f"switchyard::validatorError({at}, "
            # One statement; over 100 columns the wrap pass makes it a block (codegen/wrap.py).
            out(f"if (!({v} {op} {literal})) [[unlikely]] return {fail}{label}, {cpp_string_literal(op)}, "
                f"{cpp_string_literal(spelling.strip())}, {actual});")
    if validator.callback:
        fail = "ctx.failCallback(" if at is None else f"switchyard::callbackError({at}, "
        out(f"if (absl::Status status = {validator.callback}({v}); !status.ok()) [[unlikely]] "
            f"return {fail}{label}, status);")
