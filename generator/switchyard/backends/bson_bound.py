"""serializedSizeBound(): an upper bound of serializedSize() that serialize()
and toBson() reserve before writing in one pass (the writer patches each
document's length when it ends it, so the bytes do not depend on the bound).

Every field whose element has the same size whatever its value (a bool, an
int, a UUID, ... or a struct made of such fields) is counted once, set or not,
in a constant computed here; only the other fields are tested and measured at
run time. The bound exceeds the exact size by the fixed-size fields that are
not set (a few hundred bytes for a command with every generic argument) and is
never below it. serializedSize() stays exact: the checked entry points
(serializeInto, appendTo, toOpMsg) and the size limits use it.

A struct whose bound is a constant (every field of fixed size) declares it as
kSerializedSizeBound with an inline serializedSizeBound() in its header, so an
enclosing struct folds it into its own constant without a call."""

from __future__ import annotations

from typing import FrozenSet, List, Optional, Sequence, Tuple

from .. import model
from ..codegen.cpp_text import name_size
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, has_custom, shape
from ..lower.plan import FieldPlan, StructPlan
from .bson_chained import size_non_inline
from .bson_first import BsonFirstElement
from .bson_inline import inlinable
from .bson_values import BsonValues, scratch_name
from .bson_write import SerializerDefinitions, present_groups

# The frame of a document: int32 length and the trailing NUL.
_FRAME = 5


def _element_size(name: str, value_size: int) -> int:
    """bsonElementSize: the type byte, the name and its NUL, the value."""
    return 1 + name_size(name) + 1 + value_size


class BoundDefinitions:
    """serializedSizeBound() of a class and where its one-pass writer goes;
    the BSON spec renderer hands it the spec, the C++ types, the value and
    first-element renderers and the serializer (`writer`: load_mask,
    each_present, size_field, def_serialize_fields)."""

    def __init__(self, spec: model.Spec, types: CppTypes, values: BsonValues, first: BsonFirstElement,
                 writer: SerializerDefinitions) -> None:
        self.spec, self.types, self.values, self.first, self.writer = spec, types, values, first, writer

    def fixed_value_size(self, t: model.FieldType, visiting: FrozenSet[str] = frozenset()) -> Optional[int]:
        """The most bytes a value of `t` takes when that is a constant: fixed-size
        scalars, and structs whose bound is a constant; None otherwise."""
        sh = shape(t)
        if sh.struct_name() is not None:
            return self.constant_bound(self.types.spec.struct(t.struct_name), visiting)
        if sh.held():  # an array or a variant
            return None
        if self.values.fixed_size(t):
            return int(self.values.value_size(t, ""))
        return None

    def constant_bound(self, s: model.Struct, visiting: FrozenSet[str] = frozenset()) -> Optional[int]:
        """The bound of struct `s` when every field it writes has a fixed size
        (its whole serializedSize() when they are all set); None otherwise."""
        if s.command or s.name in visiting or (s.chained_members and not s.inline_chained_structs):
            return None
        total = _FRAME
        for f in s.fields:
            if f.ignore:
                continue
            size = self.fixed_value_size(f.type, visiting | {s.name})
            if size is None:
                return None
            total += _element_size(f.name, size)
        return total

    def bound_decls(self, s: model.Struct) -> List[str]:
        """The public declarations: a constant and its inline getter, or the
        function defined in the .cpp."""
        lines = ["// An upper bound of serializedSize() (never below it), cheaper to compute:",
                 "// serialize() and toBson() reserve it and write in one pass."]
        constant = self.constant_bound(s)
        if constant is None:
            where = "  // inline, below the class" if self.bound_in_header(s) else ""
            return lines + [f"size_t serializedSizeBound() const;{where}"]
        return lines + ["// A constant: every field has a fixed size (all of them set).",
                        f"static constexpr size_t kSerializedSizeBound = {constant};",
                        "size_t serializedSizeBound() const { return kSerializedSizeBound; }"]

    def bound_in_header(self, s: model.Struct) -> bool:
        """Whether serializedSizeBound() and writeFields() are defined inline in
        the header: small nested structs (those parsed inline by their parents,
        bson_inline.py), so that the enclosing struct's one pass inlines them
        instead of calling into another translation unit."""
        return inlinable(self.spec, s)

    def place_one_pass(self, sp: StructPlan, trailer: List[str]) -> Tuple[List[str], List[List[str]]]:
        """The class's trailer (after the class, in the header) and the .cpp
        definitions to add: serializedSizeBound() in the .cpp, or it and
        writeFields() in the trailer (the renderer leaves writeFields() out of
        the .cpp then)."""
        bound = self.def_size_bound(sp)
        if not self.bound_in_header(sp.struct):
            return trailer, [bound] if bound else []
        functions = [lines for lines in (bound, self.writer.def_serialize_fields(sp)) if lines]
        for lines in functions:
            trailer = trailer + ([""] if trailer else []) + ["inline " + lines[0]] + lines[1:]
        return trailer, []

    def def_size_bound(self, sp: StructPlan) -> List[str]:
        """serializedSizeBound()'s definition (none when it is a constant)."""
        s = sp.struct
        if self.constant_bound(s) is not None:
            return []
        live = [fp for fp in sp.fields if not fp.f.ignore]
        fixed = [fp for fp in live if self.fixed_value_size(fp.f.type) is not None]
        measured = [fp for fp in live if self.fixed_value_size(fp.f.type) is None]
        constant = _FRAME + sum(_element_size(fp.f.name, self.fixed_value_size(fp.f.type)) for fp in fixed)
        out = CodeWriter()
        with out.block(f"size_t {s.cpp_name}::serializedSizeBound() const {{"):
            fields = "1 field" if len(fixed) == 1 else f"{len(fixed)} fields"
            out(f"// The frame and the {fields} of fixed size, counted as if all were set.")
            out(f"static constexpr size_t kFixed = {constant};")
            out("size_t n = kFixed;")
            if any(has_custom(fp.f.type) for fp in measured):
                longest = max((name_size(fp.f.name) for fp in live), default=1)
                out(scratch_name(longest))
            if s.command:
                self.first.size_command_element(out, sp.first)
            size_non_inline(out, s, "n")
            self.writer.load_mask(out, measured, lambda: self.size_measured(out, measured))
            out("return n;")
        return out.lines

    def size_measured(self, out: CodeWriter, measured: Sequence[FieldPlan]) -> None:
        """The exact sizes of the fields of variable size (nested structs by
        their own bound), each tested as serializedSize() tests it; a
        document written only when not empty is counted when set, empty or
        not (at most its empty element over: no emptiness test here)."""
        values = BsonValues(self.types, struct_size="serializedSizeBound")
        for group, fps in present_groups(measured):
            self.writer.each_present(out, group, fps, lambda o, fp: self.writer.size_field(o, fp, values, bound=True))
