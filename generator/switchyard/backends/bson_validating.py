"""parseFromValidating(): a command's parse with validation fused further,
each view walked as soon as the parse keeps it.

A validating parse (ParseOptions::validate, runtime parse_entry.h) frames
every element it reads and walks what it skips; what it keeps as views is
walked by viewsValid() after it (bson_views.py). A command (a struct with
the parse entry points; nested structs and OP_MSG sequences keep
viewsValid()) whose viewsValid() walks anything gets a second parse,

    bool FindCommand::parseFromValidating(switchyard::BsonDocument doc,
                                          switchyard::ParseContext& ctx) {
      const uint32_t budget = ...;  // the levels the limit allows below doc
      const uint8_t* const viewLimit = doc.data() + doc.size();
      ...                           // parseFrom's loop, and after a reader:
        if (seen0 & kFilterBit) {   // kept: walked as it is read
          if (!switchyard::viewValid(filter_.get(), budget, viewLimit)) return false;
        }
      ...
    }

the same text as parseFrom's (bson_cpp.py renders both, `validating` the
only difference) plus the walks viewsValid() would make, each right after
the field's reader (bson_views.walk_after_read: the bytes are still in the
cache and the presence test folds into the reader's), the fields without a
presence bit and the chained structs' after the loop. True exactly when
parseFrom and then viewsValid() are (the walks answer yes or no; on no, the
entry point revalidates the whole document for MongoDB's error). The entry
points call it where a class has one (a requires-expression: parse_entry.h,
parse_message.h).

A second function and not a template over one text: parseFrom stays compiled
exactly as before (a probe of one always-inline template with two wrappers
changed its code, 21,770 -> 26,266 bytes). The second copy costs compile
time, so the .cpp defines it in full only when SWITCHYARD_VALIDATING_PARSE
is 1 (switchyard/bson/validate.h: 1 when optimizing), else as parseFrom then
viewsValid(); the header declares it either way (one class in every
translation unit). Measured: bench/results/fused_validation.md.
"""

from __future__ import annotations

from typing import List, Tuple

from .. import model
from ..lower.plan import StructPlan
from .bson_opmsg import splits_body
from .bson_views import VIEW_LIMIT_NAME, holds_views

# The runtime's switch (switchyard/bson/validate.h).
MACRO = "SWITCHYARD_VALIDATING_PARSE"
# The walks' budget: the levels the nesting limit allows below the command's
# document (ctx.maxDepth() at the root, as the entry points pass viewsValid();
# less when parsed nested). No clamp: ParseContext::enter never takes depth()
# past maxDepth(). parseFromValidating computes it once, in its first line.
BUDGET = "ctx.maxDepth() - ctx.depth()"
VIEW_BUDGET = f"const uint32_t budget = {BUDGET};  // the levels allowed below `doc`"
# The read-ahead limit of the walks in the loop (bson_views.walk_after_read):
# every view the loop keeps was just read from `doc`, so the bytes up to
# doc's end are readable past the view's own end (validate.h, viewValid).
VIEW_LIMIT = (f"const uint8_t* const {VIEW_LIMIT_NAME} = doc.data() + doc.size();"
              "  // views read from `doc` end before it")
# Before the walks once the loop is done (bson_views.walks_after_loop).
AFTER_LOOP_COMMENT = "// Walked once the loop is done: fields without a presence bit, chained structs."
_PARAMS = "switchyard::BsonDocument doc, switchyard::ParseContext& ctx"


def validating_prelude(walks: List[List[str]]) -> List[str]:
    """parseFromValidating's first lines: the budget, and the read-ahead
    limit when a walk in the loop (`walks`, one per field) uses it."""
    uses_limit = any(VIEW_LIMIT_NAME in line for walk in walks for line in walk)
    return [VIEW_BUDGET] + ([VIEW_LIMIT] if uses_limit else [])


def validating_name(name: str, validating: bool) -> str:
    """`parseFromValidating` for parseFrom in the validating copy."""
    return name + "Validating" if validating else name


def parse_from_head(T: str, name: str, tail: str = "") -> List[str]:
    """`bool T::name(doc, ctx<tail>) {`, wrapped after `doc` when it has a
    `tail` or runs over 100 columns."""
    line = f"bool {T}::{name}({_PARAMS}{tail}) {{"
    if not tail and len(line) <= 100:
        return [line]
    pad = " " * len(f"bool {T}::{name}(")
    return [f"bool {T}::{name}(switchyard::BsonDocument doc,", f"{pad}switchyard::ParseContext& ctx{tail}) {{"]


def has_validating_parse(spec: model.Spec, sp: StructPlan) -> bool:
    """Commands whose viewsValid() walks something; for the others the
    entry points' parseFrom then viewsValid() (a constexpr true) is it."""
    return sp.struct.command and holds_views(spec, sp)


def declarations(spec: model.Spec, sp: StructPlan) -> Tuple[List[str], List[str]]:
    """(public, private) declarations: parseFromValidating, and for a
    command whose body loop is split out (OP_MSG, bson_opmsg.py) its loop's."""
    if not has_validating_parse(spec, sp):
        return [], []
    public = ["// parseFrom, then viewsValid(the budget below this document), in one pass: each",
              "// view walked as it is read (with SWITCHYARD_VALIDATING_PARSE; generated: the",
              "// validating entry points call it, docs/hostile-input.md).",
              f"[[nodiscard]] bool parseFromValidating({_PARAMS});"]
    private = []
    if splits_body(sp):
        private = ["[[nodiscard]] bool parseBodyFromValidating(switchyard::BsonDocument doc,",
                   "                                           switchyard::ParseContext& ctx, uint64_t* seen);"]
    return public, private


def definition(sp: StructPlan, full: List[str]) -> List[str]:
    """parseFromValidating's definition: `full` (the validating copy of the
    parse, bson_cpp.py) under the macro, else parseFrom then viewsValid()."""
    return ([f"#if {MACRO}  // the validating copy (switchyard/bson/validate.h)"] + full
            + ["#else  // the parse, then its views walked"]
            + parse_from_head(sp.struct.cpp_name, "parseFromValidating")
            + [f"  return parseFrom(doc, ctx) && viewsValid({BUDGET});",
               "}", f"#endif  // {MACRO}"])


__all__ = ["AFTER_LOOP_COMMENT", "BUDGET", "MACRO", "VIEW_BUDGET", "VIEW_LIMIT", "declarations", "definition",
           "has_validating_parse", "parse_from_head", "validating_name", "validating_prelude"]
