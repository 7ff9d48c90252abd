"""The serializer half of the BSON C++ emitter: serializedSize(), serialize(),
toBson(), the checked entry points (serializeInto, appendTo,
checkSerializable) and writeFields(), the span-writer loop over the present
fields. backends/bson_cpp.py's BsonSpecRenderer holds one and hands it the
value renderer (`values`), the first element (`first`) and the C++ types."""

from __future__ import annotations

import re
from typing import Callable, List, Optional, Sequence, Tuple

from .. import model
from ..codegen.cpp_text import cpp_string_literal, name_size
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, has_custom, leaves, shape
from ..lower import kinds, names
from ..lower.plan import SLOT, FieldPlan, StructPlan
from . import bson_generic as generic
from .bson_chained import check_non_inline, size_non_inline, write_non_inline
from .bson_first import BsonFirstElement
from .bson_opmsg import sequence_fields, splits_body
from .bson_presence import required_masks
from .bson_values import BsonValues, scratch_name
from .bson_variant import each_alternative
from .common import validate


class SerializerDefinitions:
    """Function definitions for writing a class's BSON."""

    def __init__(self, types: CppTypes, values: BsonValues, first: BsonFirstElement) -> None:
        self.types, self.values, self.first = types, values, first

    def def_serialized_size(self, sp: StructPlan, body_only: bool = False) -> List[str]:
        """serializedSize(); with `body_only`, bodySerializedSize(): the OP_MSG
        body, without the fields written as document sequences."""
        s, plans = sp.struct, _body_fields(sp, body_only)
        out, body = CodeWriter(), CodeWriter(indent=1)
        if splits_body(sp) and not body_only:
            # Sizes add up in any order: the body's, then the sequence fields'.
            sequences = sequence_fields(sp)
            self.load_mask(body, sequences, lambda: [self.each_present(body, group, fps, self.size_field)
                                                      for group, fps in present_groups(sequences)])
            out.snippet("""
                size_t {{T}}::serializedSize() const {
                  // The OP_MSG body, plus the fields an OP_MSG carries as document sequences.
                  size_t n = bodySerializedSize();
                  {{SEQUENCES}}
                  return n;
                }
            """, T=s.cpp_name, SEQUENCES=body.lines)
            return out.lines
        if any(has_custom(fp.f.type) for fp in plans if not fp.f.ignore):
            longest = max((name_size(fp.f.name) for fp in plans), default=1)
            body(scratch_name(longest))
        if s.command:
            self.first.size_command_element(body, sp.first)
        size_non_inline(body, s, "n")
        live = [fp for fp in plans if not fp.f.ignore]
        self.load_mask(body, live, lambda: [self.each_present(body, group, fps, self.size_field)
                                            for group, fps in present_groups(live)])
        out.snippet("""
            size_t {{T}}::{{FUNCTION}}() const {
              size_t n = switchyard::BsonWriter::kEmptyDocumentSize;
              {{FIELDS}}
              return n;
            }
        """, T=s.cpp_name, FUNCTION="bodySerializedSize" if body_only else "serializedSize", FIELDS=body.lines)
        return out.lines

    def def_serialize(self, s: model.Struct) -> List[str]:
        """serialize() and the entry points that forward to it or to the
        runtime's (serializer.h). A command's writeFields() is out of line, so
        serialize() inlines the call to it. A nested struct's writer is copied
        into its parents' writers already; its own serialize() calls the one
        out-of-line copy the checked entry points use (writeDocumentOutOfLine),
        rather than being a third copy: it is not the hot path."""
        write_document = "writeDocument" if s.command else "writeDocumentOutOfLine"
        out = CodeWriter()
        out.snippet("""
            void {{T}}::serialize(switchyard::BsonWriter& w) const {
              if (!requiredFieldsSet()) [[unlikely]] switchyard::failNeverSet(checkSerializable());
              // One pass: room for the bound, the frame's length patched at its end.
              w.commit(switchyard::{{write_document}}(*this, w.span(serializedSizeBound())));
            }

            switchyard::BsonBuffer {{T}}::toBson() const {
              // serialize() into a buffer of the bound: one allocation, one copy of the writer.
              switchyard::BsonWriter w(serializedSizeBound());
              serialize(w);
              return w.finish();
            }

            absl::StatusOr<size_t> {{T}}::serializeInto(std::span<uint8_t> buffer, size_t maxSize) const {
              return switchyard::serializeInto(*this, buffer, maxSize);
            }

            absl::Status {{T}}::appendTo(switchyard::BsonWriter& w, std::string_view name, size_t maxSize) const {
              return switchyard::appendAsElement(*this, w, name, maxSize);
            }

            std::string {{T}}::toString() const { return switchyard::toExtendedJson(*this); }
        """, T=s.cpp_name, write_document=write_document)
        return out.lines

    def def_check_serializable(self, sp: StructPlan) -> List[str]:
        """Required fields must have been set, document values must be
        well-framed documents, enums must hold one of their enumerators and
        field validators (bounds, callbacks) and the struct's
        cpp_validator_func must pass, as the parser checks them: a checked
        serializer never writes what the class's parser refuses (MongoDB's
        generated setters run the validators). Nested structs check their
        own. Errors name the field's whole path from the root
        (`find.lsid.id`), built from a chain of names on the stack only when
        there is an error."""
        checks = self._checks(sp)
        if any("error)) [[unlikely]] return error;" in line for line in checks):
            checks.insert(0, "  absl::Status error;  // the first document that is not framed")
        at = "const switchyard::FieldPath& at"
        if not any(re.search(r"\bat\b", line) for line in checks):
            at = "[[maybe_unused]] " + at
        out = CodeWriter()
        out.snippet("""
            absl::Status {{T}}::checkSerializable() const {
              return checkSerializable(switchyard::FieldPath{nullptr, kStructName});
            }

            absl::Status {{T}}::checkSerializable({{AT}}) const {
              {{CHECKS}}
              return absl::OkStatus();
            }
        """, T=sp.struct.cpp_name, AT=at, CHECKS=checks)
        return out.lines

    def _checks(self, sp: StructPlan) -> List[str]:
        """checkSerializable()'s checks, in its body's indentation."""
        s = sp.struct
        out = CodeWriter(indent=1)
        self.required_set(out, sp)
        check_non_inline(out, s)
        for fp in sp.fields:
            f = fp.f
            if f.ignore or not self._needs_check(f):
                continue
            name = cpp_string_literal(f.name)
            check = _FieldCheck(f.validator, name)
            if f.optional:
                with out.block(f"if {fp.present} {{"):
                    self._check_value(out, f.type, fp.value, "at", name, 0, check)
            else:
                self._check_value(out, f.type, present_value(fp), "at", name, 0, check)
        if s.validator_callback:
            with out.block(f"if (absl::Status status = {s.validator_callback}(this); !status.ok()) [[unlikely]] {{"):
                out("return switchyard::callbackError(at, std::string_view(), status);")
        return out.lines

    def _needs_check(self, f: model.Field) -> bool:
        """Whether checkSerializable() looks at the field's value."""
        return (self._holds_documents(f.type) or _holds_enums(f.type)
                or (f.validator is not None and (f.validator.callback or _has_bounds(f.validator))))

    def _holds_documents(self, t: model.FieldType) -> bool:
        """A value of `t` holds a struct or a document (through arrays and variants)."""
        return any(shape(leaf).struct_name() is not None or kinds.basic_kind(leaf) in kinds.DOCUMENT_KINDS
                   for leaf in leaves(t))

    def _check_value(self, out: CodeWriter, t: model.FieldType, v: str, at: str, name: Optional[str],
                     depth: int, check: "_FieldCheck") -> None:
        """Checks value `v`, the field `name` of the value at the FieldPath
        `at` (None: `v` is at `at` itself, a struct element of an array, named
        as the parser names it: the array field without the index). The
        field's validator and enum errors name the field itself, at the
        struct's path, as the parser's do (`check`)."""
        shape(t).accept(_CheckValue(self, out, v, at, name, depth, check))

    def check_array(self, out: CodeWriter, t: model.FieldType, v: str, at: str, name: Optional[str],
                    depth: int, check: "_FieldCheck") -> None:
        """_check_value of an array: each element, at the array's own path."""
        d = depth + 1
        with out.block("{"):
            here = at
            # The array's own path, for its documents' errors (a validator's or an
            # enum's name the field at the struct's path: `at`).
            if name is not None and self._holds_documents(t.element):
                here = f"path{d}"
                out(f"const switchyard::FieldPath {here}{{&{at}, {name}}};")
            with out.block(f"for (size_t index{d} = 0; index{d} < ({v}).size(); ++index{d}) {{"):
                element = None if shape(t.element).struct_name() is not None else \
                    f"switchyard::ArrayIndexName(static_cast<uint32_t>(index{d}))"
                self._check_value(out, t.element, f"({v})[index{d}]", here, element, d, check)

    def check_variant(self, out: CodeWriter, t: model.FieldType, v: str, at: str, name: Optional[str],
                      depth: int, check: "_FieldCheck") -> None:
        """_check_value of a variant: its validator, then each alternative."""
        # A callback validator takes the whole variant (bson_variant.py).
        validate(out, t, v, check.label, check.validator, at=check.at)
        each_alternative(out, t, v, lambda a, av: self._check_value(out, a, av, at, name, depth,
                                                                    _FieldCheck(None, check.label)),
                         lambda a: self._holds_documents(a) or _holds_enums(a))

    def check_struct(self, out: CodeWriter, v: str, at: str, name: Optional[str]) -> None:
        """_check_value of a struct: its own checkSerializable(), at its path."""
        if name is None:
            out(f"if (absl::Status status = ({v}).checkSerializable({at}); !status.ok()) [[unlikely]] return status;")
            return
        out.snippet("""
            {
              const switchyard::FieldPath path{&{{AT}}, {{NAME}}};
              if (absl::Status status = ({{V}}).checkSerializable(path); !status.ok()) [[unlikely]] return status;
            }
        """, AT=at, NAME=name, V=v)

    def _check_scalar(self, out: CodeWriter, t: model.FieldType, v: str, check: "_FieldCheck",
                      depth: int) -> None:
        """An enum holds one of its enumerators (a value cast from another
        integer would be written as no wire value, or as one the parser
        refuses); then the field's validator."""
        e = shape(t).enum_type()
        if e is not None:
            parse, to_string = self.types.enum_parse(e), self.types.enum_to_string(e)
            wire = f"{to_string}({v})" if e.value_type == "string" else f"static_cast<std::int32_t>({v})"
            out.snippet("""
                {
                  {{ENUM}} known{{D}};
                  if (!{{PARSE}}({{WIRE}}, &known{{D}})) [[unlikely]] {
                    return switchyard::invalidEnumeratorError({{AT}}, {{LABEL}},
                                                              static_cast<std::int64_t>({{V}}));
                  }
                }
            """, ENUM=self.types.enum_cpp(e), D=depth, PARSE=parse, WIRE=wire, AT=check.at,
                        LABEL=check.label, V=v)
        validate(out, t, v, check.label, check.validator, at=check.at)

    def def_serialize_fields(self, sp: StructPlan, body_only: bool = False) -> List[str]:
        """writeFields(); with `body_only`, writeBodyFields() (see above). A
        command with sequence fields writes both through one function,
        writeFieldsOf(out, withSequences), whose sequence fields are written
        only when withSequences (the order of the fields is the declaration
        order in both); one test per sequence field instead of a second copy
        of the whole writer in the object code."""
        s, plans = sp.struct, sp.fields
        T = s.cpp_name
        out = CodeWriter()
        split = splits_body(sp)
        if split and body_only:
            out.snippet("""
                switchyard::BsonSpanWriter {{T}}::writeBodyFields(switchyard::BsonSpanWriter out) const {
                  return writeFieldsOf(out, false);
                }
            """, T=T)
            return out.lines
        live = [fp for fp in plans if not fp.f.ignore]
        shared = generic.shared_scope(self.types, sp)

        def write_one(out: CodeWriter, fp: FieldPlan) -> None:
            if generic.writes_shared(fp, shared):
                # A rare generic argument: its write function, declared once (bson_generic.py).
                with out.block(f"if {local_present(fp)} {{"):
                    out(generic.shared_write_call(fp, shared))
                return
            self.write_field(out, fp)

        write = write_one
        if split:
            sequences = {id(fp) for fp in sequence_fields(sp)}

            def write(out: CodeWriter, fp: FieldPlan) -> None:
                if id(fp) not in sequences:
                    write_one(out, fp)
                    return
                with out.block("if (withSequences) {  // not in an OP_MSG body"):
                    self.write_field(out, fp)

        body = CodeWriter(indent=1)
        if live:
            body("// Each field's type byte, name and NUL: one constant copy.")
        if s.command:
            self.first.write_command_element(body, sp.first)
        write_non_inline(body, s)
        self.load_mask(body, live, lambda: [self.each_present(body, group, fps, write)
                                            for group, fps in present_groups(live)])
        out.snippet("""
            switchyard::BsonSpanWriter {{T}}::{{FUNCTION}}(switchyard::BsonSpanWriter out{{SEQUENCES}}) const {
              {{FIELDS}}
              return out;
            }
        """, T=T, FUNCTION="writeFieldsOf" if split else "writeFields",
                    SEQUENCES=", bool withSequences" if split else "", FIELDS=body.lines)
        if split:
            out("")
            out.snippet("""
                switchyard::BsonSpanWriter {{T}}::writeFields(switchyard::BsonSpanWriter out) const {
                  return writeFieldsOf(out, true);
                }
            """, T=T)
        return out.lines

    # ---- presence ------------------------------------------------------------------

    @staticmethod
    def load_mask(out: CodeWriter, live: Sequence[FieldPlan], emit: Callable[[], None]) -> None:
        """Runs `emit()`, then loads the mask words its lines test into locals
        before them: stores through the writer's byte pointer may alias
        members, locals stay in registers. Only the words the emitted code
        reads are loaded (a defaulted field of a fixed size is written without
        its bit), so no local is left unused (-Wunused-variable)."""
        start, level = len(out.lines), out.level
        emit()
        body = "\n".join(out.lines[start:])
        words = [w for w in sorted({fp.bit // 64 for fp in live if _tested(fp)})
                 if re.search(rf"\bpresent{w}\b", body)]
        out.lines[start:start] = ["  " * level + f"const uint64_t present{w} = {names.presence_word(w)};"
                                  for w in words]

    @staticmethod
    def each_present(out: CodeWriter, group: Optional[Tuple[int, int]], fps: Sequence[FieldPlan],
                     emit: Callable[[CodeWriter, FieldPlan], None]) -> None:
        """`emit(out, fp)` for each field of `fps`. A group (a run of
        optional fields in one mask word) is skipped by one test when none of
        its fields is set; a long one is tested again in chunks, so that a
        command setting one field of twenty pays for a few tests, not twenty,
        and one setting them all for a few more."""
        if group is None:
            for fp in fps:
                emit(out, fp)
            return
        word, _ = group
        with out.block(f"if ((present{word} & ({names.mask_expr([fp.seen for fp in fps])})) != 0) {{"):
            chunks = _chunks(fps)
            for chunk in chunks:
                if len(chunks) == 1 or len(chunk) < MIN_GROUP // 2:
                    for fp in chunk:
                        emit(out, fp)
                    continue
                mask = names.mask_expr([fp.seen for fp in chunk])
                with out.block(f"if ((present{word} & ({mask})) != 0) {{"):
                    for fp in chunk:
                        emit(out, fp)

    def size_field(self, out: CodeWriter, fp: FieldPlan, values: Optional[BsonValues] = None,
                   bound: bool = False) -> None:
        """Adds the field's element size to `n` (with `values`: as those size
        values, e.g. nested structs by their bound; with `bound`, an upper
        bound: a set document written only when not empty counts, empty or
        not, when unset it adds nothing, its default being {})."""
        values = values or self.values
        f = fp.f
        nsize = str(name_size(f.name))
        if bound and _nonempty(fp) and _tested(fp) and not f.always_serialize \
                and (f.optional or self.default_value(fp) == EMPTY_DOCUMENT):
            with out.block(f"if {local_present(fp)} {{"):
                values.size_lines(out, f.type, nsize, fp.value, "n", 0)
            return
        if _nonempty(fp):
            self._nonempty_field(out, fp, lambda v: values.size_lines(out, f.type, nsize, v, "n", 0),
                                 f"n += switchyard::BsonWriter::elementSize({nsize}, 0);  // null")
            return
        if not _tested(fp):
            values.size_lines(out, f.type, nsize, present_value(fp), "n", 0)
            return
        if not f.optional and values.fixed_size(f.type):
            values.size_lines(out, f.type, nsize, fp.value, "n", 0)  # the value does not matter
            return
        with out.block(f"if {local_present(fp)} {{", closing=None if _has_else(fp) else "}"):
            values.size_lines(out, f.type, nsize, fp.value, "n", 0)
        if f.always_serialize:
            with out.block("} else {"):
                out(f"n += switchyard::BsonWriter::elementSize({nsize}, 0);  // null")
        elif not f.optional:
            with out.block("} else {"):
                values.size_lines(out, f.type, nsize, self.default_value(fp), "n", 0)

    def write_element(self, out: CodeWriter, fp: FieldPlan, value: str) -> None:
        """Writes `value` as the element of field `fp` (a shared write
        function's body, bson_generic.py). These are cold: a struct value
        calls its writer's out-of-line copy instead of inlining another."""
        head = self.values.field_head(out, fp.f.type, fp.f.name, "kHead")
        if _nonempty(fp):
            out(f"if ({value}.empty()) return out;  // written only when not empty")
        self.values.write_lines(out, fp.f.type, head, value, 0, cpp_string_literal(fp.f.name),
                                document="writeDocumentOutOfLine")

    def write_field(self, out: CodeWriter, fp: FieldPlan) -> None:
        """Writes the field's element."""
        f = fp.f
        label = cpp_string_literal(f.name)
        constant = names.field_constant("kHead", fp.member)
        if _nonempty(fp):
            head = self.values.field_head(out, f.type, f.name, constant)
            self._nonempty_field(out, fp, lambda v: self.values.write_lines(out, f.type, head, v, 0, label),
                                 f"out.appendNull(std::string_view({label}));")
            return
        if not _tested(fp):
            head = self.values.field_head(out, f.type, f.name, constant)
            self.values.write_lines(out, f.type, head, present_value(fp), 0, label)
            return
        head = self.values.field_head(out, f.type, f.name, constant)
        with out.block(f"if {local_present(fp)} {{", closing=None if _has_else(fp) else "}"):
            self.values.write_lines(out, f.type, head, fp.value, 0, label)
        if f.always_serialize:
            with out.block("} else {"):
                out(f"out.appendNull(std::string_view({label}));")
        elif not f.optional:
            # The default as a constant: the compiler folds its size and bytes;
            # an empty document and its head are one constant copy.
            with out.block("} else {"):
                if self.default_value(fp) == EMPTY_DOCUMENT and head == constant:
                    empty = names.field_constant("kEmpty", fp.member)
                    out.snippet("""
                        static constexpr auto {{EMPTY}} = switchyard::emptyDocumentElement<{{LABEL}}>();
                        out.head({{EMPTY}});
                    """, EMPTY=empty, LABEL=label)
                else:
                    self.values.write_lines(out, f.type, head, self.default_value(fp), 0, label)

    def _nonempty_field(self, out: CodeWriter, fp: FieldPlan, emit: Callable[[str], None], null: str) -> None:
        """A document of a `serialize_nonempty` type: its element only when the
        document is not empty, as MongoDB's serializeBSONWhenNotEmpty writes
        it (find_command.idl's object_owned_nonempty_serialize); an unset
        field: null (always_serialize), its default when that is not empty,
        or nothing."""
        f = fp.f
        if not _tested(fp):
            with out.block(f"if (!{present_value(fp)}.empty()) {{"):
                emit(present_value(fp))
            return
        default = None if f.optional else self.default_value(fp)
        has_else = f.always_serialize or (default is not None and default != EMPTY_DOCUMENT)
        with out.block(f"if ({local_present(fp)} && !{fp.value}.empty()) {{",
                       closing=None if has_else else "}"):
            emit(fp.value)
        if not has_else:
            return
        with out.block(f"}} else if (!{local_present(fp)}) {{"):
            if f.always_serialize:
                out(null)
            else:
                with out.block(f"if (!{default}.empty()) {{"):
                    emit(default)

    def default_value(self, fp: FieldPlan) -> str:
        """A defaulted field's default, as a value of its type (literals of
        other types, e.g. a string's, converted)."""
        expr = self.values.types.default_expr(fp.f)
        if expr.startswith(fp.value_type) or re.fullmatch(r"true|false|-?[0-9][0-9.eE+-]*", expr):
            return expr
        return f"{fp.value_type}({expr})"

    @staticmethod
    def required_set(out: CodeWriter, sp: StructPlan) -> None:
        """Required fields never set (no bit): MongoDB's generated serializers
        assert them (invariant(_has...)); here a status names the first one."""
        masks, conds = required_masks(sp, names.presence_word)
        if not conds:
            return
        out.snippet("""
            {{MASKS}}
            if ({{ANY_UNSET}}) [[unlikely]] {
              {{FIRST_UNSET}}
            }
        """, MASKS=masks, ANY_UNSET=" || ".join(conds),
                    FIRST_UNSET=[f"if (!{fp.present}) return switchyard::neverSetError(at, "
                                 f"{names.field_name_constant(fp.accessor)});" for fp in sp.required])


class _FieldCheck:
    """A field's own checks as checkSerializable() runs them on its values:
    its validator and the name its errors give (at the struct's path `at`)."""

    def __init__(self, validator: Optional[model.Validator], label: str) -> None:
        self.validator = validator
        self.label = label
        self.at = "at"


def _has_bounds(v: model.Validator) -> bool:
    return any(b is not None for b in (v.gt, v.gte, v.lt, v.lte))


def _holds_enums(t: model.FieldType) -> bool:
    """A value of `t` holds an enum (through arrays and variants)."""
    return any(shape(leaf).enum_type() is not None for leaf in leaves(t))


class _CheckValue:
    """SerializerDefinitions._check_value per shape: arrays, variants and
    structs descend; enums and basic values are checked as scalars, and a
    document (view or owned copy) must be framed."""

    def __init__(self, defs: "SerializerDefinitions", out: CodeWriter, v: str, at: str, name: Optional[str],
                 depth: int, check: "_FieldCheck") -> None:
        self.defs, self.out, self.v, self.at, self.name, self.depth, self.check = (
            defs, out, v, at, name, depth, check)

    def array(self, t: model.FieldType) -> None:
        self.defs.check_array(self.out, t, self.v, self.at, self.name, self.depth, self.check)

    def variant(self, t: model.FieldType) -> None:
        self.defs.check_variant(self.out, t, self.v, self.at, self.name, self.depth, self.check)

    def struct(self, t: model.FieldType) -> None:
        self.defs._check_scalar(self.out, t, self.v, self.check, self.depth)
        self.defs.check_struct(self.out, self.v, self.at, self.name)

    def other(self, t: model.FieldType) -> None:
        self.defs._check_scalar(self.out, t, self.v, self.check, self.depth)
        kind = kinds.basic_kind(t)
        if kind is model.ValueKind.OBJECT:
            self.out(f"if (!switchyard::checkFramed({self.v}, {self.at}, {self.name}, error)) [[unlikely]] "
                     "return error;")
        elif kind is model.ValueKind.OBJECT_OWNED:
            self.out(f"if (!switchyard::checkFramed(({self.v}).view(), {self.at}, {self.name}, error)) "
                     "[[unlikely]] return error;")


# The default of a document field that defaults to {} (idl/find.yaml's filter, ...).
EMPTY_DOCUMENT = "switchyard::BsonDocument()"

# Runs of at least this many optional fields in one mask word are skipped
# together by one test when none of them is set (generic arguments, mostly).
MIN_GROUP = 4


def present_groups(live: Sequence[FieldPlan]) -> List[Tuple[Optional[Tuple[int, int]], List[FieldPlan]]]:
    """The stored fields `live` in order, runs of optional ones (same mask
    word, no always_serialize) grouped under (word, bits); others alone
    (None)."""
    result: List[Tuple[Optional[Tuple[int, int]], List[FieldPlan]]] = []
    run: List[FieldPlan] = []

    def flush() -> None:
        if len(run) >= MIN_GROUP:
            bits = sum(1 << (fp.bit % 64) for fp in run)
            result.append(((run[0].bit // 64, bits), list(run)))
        else:
            result.extend((None, [fp]) for fp in run)
        run.clear()

    for fp in live:
        groupable = fp.f.optional and not fp.f.always_serialize
        if not groupable or (run and run[0].bit // 64 != fp.bit // 64):
            flush()
        if groupable:
            run.append(fp)
        else:
            result.append((None, [fp]))
    flush()
    return result


# Long groups are tested again in chunks of about this many fields.
CHUNK = 5


def _chunks(fps: Sequence[FieldPlan]) -> List[List[FieldPlan]]:
    """`fps` in consecutive chunks of CHUNK or so (one chunk when short)."""
    if len(fps) < 2 * CHUNK:
        return [list(fps)]
    count = (len(fps) + CHUNK - 1) // CHUNK
    size = (len(fps) + count - 1) // count
    return [list(fps[i:i + size]) for i in range(0, len(fps), size)]


def _tested(fp: FieldPlan) -> bool:
    """Whether writing the field tests its bit: optional fields, and
    defaulted ones kept in Slots (the default while the bit is clear)."""
    return fp.f.optional or fp.storage == SLOT


def _nonempty(fp: FieldPlan) -> bool:
    """A document field whose type is written only when not empty."""
    basic = shape(fp.f.type).basic_type()
    return basic is not None and basic.serialize_nonempty


def _has_else(fp: FieldPlan) -> bool:
    """Whether the field writes something when its bit is clear."""
    return fp.f.always_serialize or not fp.f.optional


def local_present(fp: FieldPlan) -> str:
    """The presence test on the mask word loaded by load_mask."""
    return f"(present{fp.bit // 64} & {fp.seen.mask})"


def present_value(fp: FieldPlan) -> str:
    """A non-optional field's value: defaulted Slots through their getter
    (the default while unset)."""
    return f"{fp.getter}()" if fp.storage == SLOT else fp.value


def _body_fields(sp: StructPlan, body_only: bool) -> Sequence[FieldPlan]:
    """The fields of the body: all, or (OP_MSG) those not sent as sequences."""
    if not body_only:
        return sp.fields
    sequences = {id(fp) for fp in sequence_fields(sp)}
    return [fp for fp in sp.fields if id(fp) not in sequences]
