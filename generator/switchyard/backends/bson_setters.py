"""Checked setters: `[[nodiscard]] absl::Status trySetLimit(std::int64_t value)`
for each field whose values the parser checks beyond their BSON type (a
field validator's bounds or callback, an enum's range). MongoDB's generated
setters run the field's validator and throw (buildscripts/idl/idl/generator.py,
`_gen_setter`: `validate<Field>(value)` before the assignment); here the
error is returned, in the parser's code and words with the struct's name as
the path (51024 `BSON field 'find.limit' value must be >= 0, actual value
'-5'`, BadValue for an enumerator outside the enum), and nothing is set. The
plain setter stays as it was (no check, no cost); checkSerializable() and
the checked entry points refuse what it let through (bson_write.py)."""

from __future__ import annotations

from typing import List, Sequence

from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, shape
from ..lower.plan import FieldPlan
from .common import validate


def _checked(fp: FieldPlan) -> bool:
    f = fp.f
    sh = shape(f.type)
    if f.ignore or fp.inherited or (sh.basic_type() is None and sh.enum_type() is None):
        return False
    v = f.validator
    has_validator = v is not None and (v.callback or any(b is not None for b in (v.gt, v.gte, v.lt, v.lte)))
    return has_validator or sh.enum_type() is not None


def declarations(plans: Sequence[FieldPlan]) -> List[str]:
    """The checked setters' declarations (one accessor group), or none."""
    checked = [fp for fp in plans if _checked(fp)]
    if not checked:
        return []
    out = CodeWriter()
    out.snippet("""
        // Checked setters: the field's validator and enum range first, as the parser
        // checks them; on failure the parser's error, and nothing is set.
        {{SETTERS}}
    """, SETTERS=[f"[[nodiscard]] absl::Status {fp.checked_setter}({fp.value_type} value);" for fp in checked])
    return out.lines


def definitions(types: CppTypes, s: model.Struct, plans: Sequence[FieldPlan]) -> List[List[str]]:
    """The checked setters' definitions (source file)."""
    out: List[List[str]] = []
    for fp in plans:
        if not _checked(fp):
            continue
        f = fp.f
        label = cpp_string_literal(f.name)
        checks = CodeWriter(indent=1)
        e = shape(f.type).enum_type()
        if e is not None:
            checks.snippet("""
                {{ENUM}} known;
                if (!{{PARSE}}({{WIRE}}, &known)) [[unlikely]] {
                  return switchyard::invalidEnumeratorError(at, {{LABEL}}, static_cast<std::int64_t>(value));
                }
            """, ENUM=types.enum_cpp(e), PARSE=types.enum_parse(e), LABEL=label,
                           WIRE=(f"{types.enum_to_string(e)}(value)" if e.value_type == "string"
                                 else "static_cast<std::int32_t>(value)"))
        validate(checks, f.type, "value", label, f.validator, at="at")
        w = CodeWriter()
        w.snippet("""
            absl::Status {{T}}::{{CHECKED_SETTER}}({{V}} value) {
              const switchyard::FieldPath at{nullptr, kStructName};
              {{CHECKS}}
              {{SETTER}}(std::move(value));
              return absl::OkStatus();
            }
        """, T=s.cpp_name, CHECKED_SETTER=fp.checked_setter, V=fp.value_type, CHECKS=checks.lines,
                  SETTER=fp.setter)
        out.append(w.lines)
    return out
