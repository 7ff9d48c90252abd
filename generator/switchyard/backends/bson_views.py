"""viewsValid(): the deep walk, after a validating parse, of what the parse
kept unwalked.

With ParseOptions::validate the generated parse validates in the same pass
(switchyard::parseValidating, runtime parse_entry.h): every element it reads
is framed by the parse's own checks, the ones BsonCursor::next and MongoDB's
validateBSON apply per element; nested structs are framed by their own
parse. What it keeps as views (document values, `any` elements) is walked
here, once the parse succeeded: a separate member, so that the parse loop
itself carries no test for it and the unvalidated parse costs the same.

    bool FindCommand::viewsValid(uint32_t budget) const noexcept {
      if ((present0_ & kFilterBit) && !switchyard::viewValid(filter_.get(), budget)) return false;
      ...
      if (lsid_.has_value() && !(*lsid_).viewsValid(switchyard::budgetBelow(budget, 1))) return false;
      return true;
    }

`budget` is how many levels the nesting limit still allows below the
struct's document (ParseOptions::maxDepth for the outermost one; a view needs
one, a struct k levels down gets budgetBelow(budget, k), 0 once the limit is
reached): one value kept across the views' calls, where a depth and the limit
were two (callgrind, validated parse: YCSB find 540 -> 534, the driver find
1,145 -> 1,134, find_heavy 3,900 -> 3,876). Only the answer counts: on false the whole document is
validated again for the exact error (switchyard::preferValidationError).
Custom types (their deserializer reads the element), skipped unknown fields
and ignored fields are walked where the parse reads them (bson_values.py,
bson_handler.py, bson_cpp.py: switchyard::validateView), since nothing of
them is kept.
"""

from __future__ import annotations

from typing import Dict, List, Tuple

from .. import model
from ..codegen.writer import CodeWriter
from ..lower import names
from ..lower.cpp_types import shape
from ..lower.kinds import basic_kind
from ..lower.plan import PLAIN, FieldPlan, StructPlan
from .bson_variant import each_alternative

K = model.ValueKind
# Kinds kept unwalked: views of the input, and owned copies of documents
# (copied, not walked: validated like the views, through view()).
_VIEW_KINDS = (K.OBJECT, K.ANY, K.OBJECT_OWNED)
# Fields of one presence word tested under one test of their bits.
_CHUNK = 6
_WIDTH = 100


def views_valid(spec: model.Spec, sp: StructPlan) -> Tuple[List[str], List[str]]:
    """viewsValid(): (its declaration, its out-of-line definition). A struct
    with no view anywhere below gets a constexpr `true` the callers fold."""
    T = sp.struct.cpp_name
    out = CodeWriter()
    holds = lambda t: _holds(spec, t, set())  # noqa: E731
    words: Dict[str, List[FieldPlan]] = {}
    out.extend(_plain_walks(spec, sp))
    for fp in sp.fields:
        if _walked(spec, fp) and fp.storage != PLAIN:
            words.setdefault(fp.seen.present, []).append(fp)
    for word, plans in words.items():
        _present_views(out, word, plans, holds)
    out.extend(_chained_walks(spec, sp))
    decl = ["// After a validating parse: the document and `any` values kept as views,",
            "// here and in nested structs, are valid at every depth (`budget`: the",
            "// levels the nesting limit allows below this struct's document). parse()",
            "// with ParseOptions::validate calls it (docs/hostile-input.md)."]
    if not out.lines:
        return decl + ["static constexpr bool viewsValid(uint32_t) noexcept { return true; }"], []
    decl.append("[[nodiscard]] bool viewsValid(uint32_t budget) const noexcept;")
    body = [f"bool {T}::viewsValid(uint32_t budget) const noexcept {{"]
    body += ["  " + line if line else line for line in out.lines] + ["  return true;", "}"]
    return decl, body


def holds_views(spec: model.Spec, sp: StructPlan) -> bool:
    """Whether viewsValid() walks anything (it is not a constexpr `true`):
    a field holding a view, or a chained struct that does."""
    return any(_walked(spec, fp) for fp in sp.fields) or bool(_chained_walks(spec, sp))


# parseFromValidating's read-ahead limit for the walks in its loop: the end
# of the document it parses (bson_validating.VIEW_LIMIT declares it).
VIEW_LIMIT_NAME = "viewLimit"


def walk_after_read(spec: model.Spec, fp: FieldPlan) -> List[str]:
    """parseFromValidating's walk of what field `fp`'s handler just kept
    (bson_validating.py), in the parse loop right after its reader: the
    checks viewsValid() makes of it, under the parse's seen bit (set exactly
    when the value was stored). A document view stored by the reader lies in
    the parse's own document, so its walk may read ahead to that document's
    end (VIEW_LIMIT_NAME; an owned copy or an `any` element keeps its own
    end). A field without a presence bit (PLAIN) is walked after the loop, as
    viewsValid() walks it whether sent or not (walks_after_loop); a field
    holding no view has no walk."""
    if not _walked(spec, fp) or fp.storage == PLAIN:
        return []
    out = CodeWriter()
    with out.block(f"if ({fp.seen.word} & {fp.seen.mask}) {{  // kept: walked as it is read"):
        _each_view(out, fp.f.type, fp.value, 0, lambda t: _holds(spec, t, set()), VIEW_LIMIT_NAME)
    return out.lines


def walks_after_loop(spec: model.Spec, sp: StructPlan) -> List[str]:
    """parseFromValidating's walks once the loop and the non-inline chained
    structs' parses are done: the fields without a presence bit and the
    chained structs' own viewsValid(), as viewsValid() makes them."""
    return _plain_walks(spec, sp) + _chained_walks(spec, sp)


def _walked(spec: model.Spec, fp: FieldPlan) -> bool:
    return not fp.f.ignore and _holds(spec, fp.f.type, set())


def _plain_walks(spec: model.Spec, sp: StructPlan) -> List[str]:
    out = CodeWriter()
    for fp in sp.fields:
        if _walked(spec, fp) and fp.storage == PLAIN:
            _each_view(out, fp.f.type, fp.value, 0, lambda t: _holds(spec, t, set()))
    return out.lines


def _chained_walks(spec: model.Spec, sp: StructPlan) -> List[str]:
    s = sp.struct
    return [f"if (!{names.member(names.field_base(member))}.viewsValid(budget)) return false;"
            for struct_name, member in (s.chained_members if not s.inline_chained_structs else ())
            if _holds_struct(spec, struct_name, set())]


def _present_views(out: CodeWriter, word: str, plans: List[FieldPlan], holds) -> None:
    """The checks of the fields of presence word `word` that are set, a test
    each, in chunks of _CHUNK skipped by one test when none is set (a
    command sets few of its many view fields: find has 23, usually sends 1
    to 3). Measured (callgrind, a validated parse): a find with one view
    (YCSB) 571 instructions, 597 with a test per field, 569 with a pass over
    the set bits (a switch per bit); one with 17 (find_heavy) 4,043, 4,042
    and 4,154."""
    if len(plans) < 2 * _CHUNK:
        chunks = [plans]
    else:
        chunks = [plans[i:i + _CHUNK] for i in range(0, len(plans), _CHUNK)]
    for chunk in chunks:
        if len(chunks) > 1:
            lines = _wrapped(f"if ({word} & (", [fp.seen.mask for fp in chunk], ")) {", 2 * out.level + 2)
            out.extend(lines[:-1])
            with out.block(lines[-1]):
                _tests(out, chunk, holds)
        else:
            _tests(out, chunk, holds)


def _wrapped(head: str, terms: List[str], tail: str, indent: int) -> List[str]:
    """head + the terms joined by ` | ` + tail, in lines of at most _WIDTH
    columns (continuations indented by 4) once indented by `indent`."""
    lines, line = [], head
    for i, term in enumerate(terms):
        piece = term + (" | " if i + 1 < len(terms) else tail)
        if indent + len(line) + len(piece.rstrip()) > _WIDTH and line.strip():
            lines.append(line.rstrip())
            line = "    "
        line += piece
    return lines + [line]


def _tests(out: CodeWriter, plans: List[FieldPlan], holds) -> None:
    for fp in plans:
        with out.block(f"if {fp.present} {{"):
            _each_view(out, fp.f.type, fp.value, 0, holds)


def _each_view(out: CodeWriter, t: model.FieldType, v: str, level: int, holds, limit: str = "") -> None:
    """The checks of value `v` of type `t`, an element's value in a document
    `level` levels below the struct's (asked of t's shape); `limit`: the end
    of the parsed document the views were read from, when known."""
    shape(t).accept(_EachView(out, v, level, holds, limit))


class _EachView:
    """_each_view per shape: arrays and variants descend, a struct asks its own
    viewsValid(), a view (or an owned document's view()) is walked."""

    def __init__(self, out: CodeWriter, v: str, level: int, holds, limit: str) -> None:
        self.out, self.v, self.level, self.holds, self.limit = out, v, level, holds, limit

    def array(self, t: model.FieldType) -> None:  # the array's elements are values one level down
        item = f"element{self.level + 1}"
        with self.out.block(f"for (const auto& {item} : {self.v}) {{"):
            _each_view(self.out, t.element, item, self.level + 1, self.holds, self.limit)

    def variant(self, t: model.FieldType) -> None:
        each_alternative(self.out, t, self.v,
                         lambda a, av: _each_view(self.out, a, av, self.level, self.holds, self.limit),
                         self.holds)

    def struct(self, t: model.FieldType) -> None:
        self.out(f"if (!({self.v}).viewsValid({_budget(self.level + 1)})) return false;")

    def other(self, t: model.FieldType) -> None:
        kind = basic_kind(t)
        value = f"({self.v}).view()" if kind is K.OBJECT_OWNED else self.v
        # Only a view of the parsed bytes may be read past its end (not an owned copy).
        limit = f", {self.limit}" if self.limit and kind is K.OBJECT else ""
        self.out(f"if (!switchyard::viewValid({value}, {_budget(self.level)}{limit})) return false;")


def _budget(levels: int) -> str:
    """The budget of a document `levels` below the struct's (0: its own)."""
    return "budget" if levels == 0 else f"switchyard::budgetBelow(budget, {levels})"


def _holds(spec: model.Spec, t: model.FieldType, seen: set) -> bool:
    """Whether a value of type `t` can hold a view (asked of t's shape)."""
    return shape(t).accept(_Holds(spec, seen))


class _Holds:
    def __init__(self, spec: model.Spec, seen: set) -> None:
        self.spec, self.seen = spec, seen

    def array(self, t: model.FieldType) -> bool:
        return _holds(self.spec, t.element, self.seen)

    def variant(self, t: model.FieldType) -> bool:
        return any(_holds(self.spec, a, self.seen) for a in t.alternatives)

    def struct(self, t: model.FieldType) -> bool:
        return _holds_struct(self.spec, t.struct_name, self.seen)

    def other(self, t: model.FieldType) -> bool:
        return basic_kind(t) in _VIEW_KINDS


def _holds_struct(spec: model.Spec, name: str, seen: set) -> bool:
    if name in seen:  # a cycle adds nothing new
        return False
    seen.add(name)
    s = spec.struct(name)
    if any(not f.ignore and _holds(spec, f.type, seen) for f in s.fields):
        return True
    chained = s.chained_members if not s.inline_chained_structs else ()
    return any(_holds_struct(spec, struct_name, seen) for struct_name, _ in chained)


__all__ = ["VIEW_LIMIT_NAME", "holds_views", "views_valid", "walk_after_read", "walks_after_loop"]
