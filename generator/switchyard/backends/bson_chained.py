"""Chained structs kept as member objects: `inline_chained_structs: false` in
MongoDB's dialect.

MongoDB's generated parser then parses each chained struct from the whole
document, with the same context, after the struct's own loop
(buildscripts/idl/idl/generator.py, "Parse chained structs if not inlined":
`Chained::parse(ctxt, bsonObject)`), keeps it as a member with its own
accessor, and serializes its fields into the same document. The binder marks
the chained fields as names this struct skips (bind/structs.py), so a strict
struct still accepts them; the chained struct's own parse reads them, checks
their duplicates and required ones, and, when it is strict, rejects the
struct's other fields, as MongoDB's does.
"""

from __future__ import annotations

from typing import Callable, List

from .. import model
from ..codegen.writer import CodeWriter
from ..lower import names


def _member(member: str) -> str:
    return names.member(names.field_base(member))


def _non_inline(s: model.Struct) -> List[tuple]:
    return list(s.chained_members) if not s.inline_chained_structs else []


def non_inline_members(struct_cpp: Callable[[str], str], s: model.Struct, accessors: List[List[str]],
                       members: List[str]) -> None:
    """The member object and its accessors (MongoDB's: no accessors for the
    chained struct's fields on this class)."""
    for struct_name, member in _non_inline(s):
        C = struct_cpp(struct_name)
        accessor = names.upper_first(names.field_base(member))
        accessors.append([
            f"// Chained struct {struct_name} (inline_chained_structs: false): parsed from the whole document",
            "// after this struct's fields, its fields written into the same document.",
            f"const {C}& {names.getter(accessor)}() const {{ return {_member(member)}; }}",
            f"void {names.setter(accessor)}({C} value) {{ {_member(member)} = std::move(value); }}",
        ])
        members.append(f"{C} {_member(member)};")


def non_inline_member_names(s: model.Struct) -> List[str]:
    """The member objects non_inline_members declares (operator== compares
    them; a chained struct keeps its own presence mask, this class's has no
    bit for it: the member is always there, parsed with the class)."""
    return [_member(member) for _, member in _non_inline(s)]


def parse_non_inline(out: CodeWriter, s: model.Struct) -> None:
    for struct_name, member in _non_inline(s):
        out.snippet("""
            // Chained struct {{STRUCT}}: the whole document, the same context (MongoDB's order).
            if (!{{MEMBER}}.parseFrom(doc, ctx)) [[unlikely]] return false;
        """, STRUCT=struct_name, MEMBER=_member(member))


def size_non_inline(out: CodeWriter, s: model.Struct, acc: str) -> None:
    for _, member in _non_inline(s):
        out(f"{acc} += {_member(member)}.serializedSize() - switchyard::BsonWriter::kEmptyDocumentSize;")


def write_non_inline(out: CodeWriter, s: model.Struct) -> None:
    for _, member in _non_inline(s):
        out(f"out = {_member(member)}.writeFields(out);")


def check_non_inline(out: CodeWriter, s: model.Struct) -> None:
    for _, member in _non_inline(s):
        # Its fields are the enclosing document's: the same path.
        out.snippet("""
            if (absl::Status status = {{MEMBER}}.checkSerializable(at); !status.ok()) [[unlikely]] {
              return status;
            }
        """, MEMBER=_member(member))
