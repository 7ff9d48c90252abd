"""The BSON C++ emitter: model.Spec -> `<stem>_gen.h` and `<stem>_gen.cpp`.

Every decision is taken here, in Python: which C++ type a field has, which
BSON types it accepts, how its value is read, checked, stored, sized and
written. The Jinja2 templates (`templates/bson_*.j2`) only lay the prepared
pieces out. Field-name dispatch is delegated to a strategy from `dispatch/`.

The generated parse loop (see docs/design.md, "Semantics"):

    for (;;) {
      p = element start; stop at the document's end
      { dispatch: goto field_<i> or goto unknown }
    unknown: cursor.next() (checks the bytes), then error or skip
    field_<i>: { size the value, type check (null = absent), duplicate check,
                 read/coerce/validate, store; continue; }
    }
    one mask compare for required fields
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import jinja2

from .. import model
from ..codegen.cpp_text import comment_lines, cpp_string_literal
from ..codegen.writer import CodeWriter, fill
from ..codegen.wrap import wrap_text
from ..lower import names, runtime_headers
from ..lower.cpp_types import CppTypes, shape
from ..lower.plan import GENERIC_FIRST_BIT, FieldPlan, SpecPlan, StructPlan
from .options import EmitOptions
from . import bson_generic as generic, bson_presence as presence, bson_setters as setters
from .bson_callbacks import CallbackDeclarations
from .bson_chained import non_inline_member_names, non_inline_members, parse_non_inline
from .bson_first import BsonFirstElement
from .bson_handler import (HANDLER_PRELUDE, field_handler, generic_readers, own_field_readers, readers_declaration,
                           rare_element_parsers)
from .bson_inline import inlinable, parse_in_order
from .bson_views import views_valid, walk_after_read, walks_after_loop
from . import bson_validating as validating
from .bson_validating import AFTER_LOOP_COMMENT, parse_from_head, validating_name, validating_prelude
from .bson_opmsg import OpMsgParts, splits_body
from .bson_values import BsonValues
from .bson_bound import BoundDefinitions
from .bson_write import SerializerDefinitions
from .dispatch import DispatchInput, predict, render_planned

K = model.ValueKind

# The runtime version generated code is written for (switchyard/base/version.h).
RUNTIME_VERSION = 1

_TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates")


# --------------------------------------------------------------------------
# Prepared data handed to the templates


@dataclass
class EnumData:
    name: str
    comment: List[str]
    underlying: str                 # "std::int32_t" (both kinds)
    is_string: bool
    values: List[Tuple[str, str, List[str]]]   # (enumerator, wire literal, comment)
    parse_decl: str
    to_decl: str
    parse_body: List[str]
    to_body: List[str]


@dataclass
class ClassData:
    name: str
    comment: List[str]
    constants: List[str]
    public_decls: List[str]
    accessors: List[List[str]]      # groups of lines (comment, getter, setter)
    members: List[str]
    definitions: List[List[str]]    # function definitions for the .cpp
    trailer: List[str]              # declarations after the class (user callbacks)
    private_decls: List[str] = field(default_factory=list)   # private member functions
    template_head: str = ""         # the GenericArguments class template's (bson_generic.py)
    base: str = ""                  # a command's generic base class (bson_generic.py)
    members_access: str = "private"


# --------------------------------------------------------------------------


# The public members every class declares (the generated API, docs/design.md), in
# three parts that class_data() composes with what lies between them: the
# size bound after serializedSize() (bson_bound.py), the required-fields
# check after checkSerializable() (bson_presence.py).
_PARSE_DECLS = """\
// User-provided on purpose: value-initialization (absl::StatusOr's
// in_place) then runs the member initializers only, without first
// zeroing the whole object.
{{T}}() noexcept {}

// Parses untrusted bytes: the document header and size are checked here,
// every element as it is reached (every byte first with options.validate).
// Views point into `data`. Out of line (as the entry points are), so that
// parseOwned is a call to it, not another copy.
[[gnu::noinline]]
static absl::StatusOr<{{T}}> parse(const void* data, size_t size,
{{DECL_PAD}}const switchyard::ParseOptions& options = {});
static absl::StatusOr<{{T}}> parse(switchyard::BsonDocument doc,
{{DECL_PAD}}const switchyard::ParseOptions& options = {});
// Same, keeping the buffer alive for as long as the result's views.
static absl::StatusOr<switchyard::Owned<{{T}}>> parseOwned(
    std::shared_ptr<const switchyard::BsonBuffer> buffer, const switchyard::ParseOptions& options = {});
// Parses a nested document into *this (which must be freshly constructed);
// errors go to `ctx`, whose path names the enclosing fields.
[[nodiscard]] bool parseFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx);

// Exact size of serialize()'s output. Out of line everywhere (the checked
// and OP_MSG entry points call it, not serialize()): one copy.
[[gnu::noinline]] size_t serializedSize() const;"""

_WRITE_DECLS = """\
// Appends one whole document in one pass (reserving serializedSizeBound() once).
// Out of line (as the entry points are): toBson() is a call to it.
[[gnu::noinline]] void serialize(switchyard::BsonWriter& w) const;
[[gnu::noinline]] switchyard::BsonBuffer toBson() const;
// MongoDB's relaxed Extended JSON v2 of toBson(), for logs and debugging
// (switchyard/json/extended_json.h). Cold: never on a hot path, so compiled for
// size, with no serializer inlined into it.
[[gnu::cold]] std::string toString() const;
// Writes the elements only (no frame) through a cursor over room reserved
// for them (serializedSize() minus the 5 bytes of the frame); returns the
// cursor past them. Pass and keep the cursor by value: it stays in a register.
switchyard::BsonSpanWriter writeFields(switchyard::BsonSpanWriter out) const;
// Checked entry points: nothing is written unless every document value is a
// well-framed document and the document fits `maxSize` (MongoDB's 16 MiB by
// default; switchyard::kBsonMaxInternalSize for a command carrying maximal
// user documents). Into the caller's buffer (returns the bytes written), and
// as the element `name` of the document `w` is writing.
absl::StatusOr<size_t> serializeInto(std::span<uint8_t> buffer,
                                     size_t maxSize = switchyard::kDefaultMaxDocumentSize) const;
absl::Status appendTo(switchyard::BsonWriter& w, std::string_view name,
                      size_t maxSize = switchyard::kDefaultMaxDocumentSize) const;
// OK, or the first document value that is not a well-framed document.
absl::Status checkSerializable() const;
// The same for this value at `at` (a field of an enclosing document): errors
// name the whole path. Out of line everywhere: one copy.
[[gnu::noinline]] absl::Status checkSerializable(const switchyard::FieldPath& at) const;"""

_EQUALITY_DECLS = """\

// The fields that are set, and their values (defaulted fields as their
// getters return them).
friend bool operator==(const {{T}}&, const {{T}}&);"""

# Extra members a class gets from another backend (e.g. the protobuf one):
# (types, struct, field plans) -> (public declarations, definitions).
ClassParts = Callable[[CppTypes, model.Struct, Sequence[FieldPlan]], Tuple[List[str], List[List[str]]]]


class BsonSpecRenderer:
    """One spec's C++ files; writes the classes and their parse loops, and
    hands the serializer (`writer`) and the size bound (`bound`) what they use."""

    def __init__(self, plan: SpecPlan, options: EmitOptions, class_parts: Sequence[ClassParts] = ()) -> None:
        self.class_parts = tuple(class_parts)
        self.spec = spec = plan.spec
        self.options = options
        self.plan = plan
        self.callbacks = CallbackDeclarations(spec, self.plan.types, self.plan.namespace)
        self.types = self.plan.types
        self.values = BsonValues(self.types)
        self.first = BsonFirstElement(self.values)
        self.writer = SerializerDefinitions(self.types, self.values, self.first)
        self.bound = BoundDefinitions(spec, self.types, self.values, self.first, self.writer)

    # ---- naming and types (lower/cpp_types.py decides) --------------------

    def struct_cpp(self, struct_name: str) -> str:
        return self.types.struct_cpp(struct_name)

    def enum_cpp(self, e: model.EnumType) -> str:
        return self.types.enum_cpp(e)

    def cpp_type(self, t: model.FieldType) -> str:
        return self.types.cpp_type(t)

    # ---- enums --------------------------------------------------------------

    def enum_data(self, e: model.EnumType) -> EnumData:
        is_string = e.value_type == "string"
        values = []
        for ev in e.values:
            wire = cpp_string_literal(str(ev.value)) if is_string else str(int(ev.value))
            values.append((ev.name, wire, []))
        parse_name = "parse" + e.name
        to_name = "toString" + e.name
        if is_string:
            parse_decl = f"bool {parse_name}(std::string_view value, {e.name}* out) noexcept"
            to_decl = f"std::string_view {to_name}({e.name} value) noexcept"
        else:
            parse_decl = f"bool {parse_name}(std::int32_t value, {e.name}* out) noexcept"
            to_decl = f"std::string_view {to_name}({e.name} value) noexcept"
        pb = CodeWriter(1)
        if is_string:
            for ev in e.values:
                pb(f"if (value == {cpp_string_literal(str(ev.value))}) {{")
                pb(f"  *out = {e.name}::{ev.name};")
                pb("  return true;")
                pb("}")
            pb("return false;")
        else:
            pb("switch (value) {")
            for ev in e.values:
                pb(f"  case {int(ev.value)}:")
                pb(f"    *out = {e.name}::{ev.name};")
                pb("    return true;")
            pb("  default:")
            pb("    return false;")
            pb("}")
        tb = CodeWriter(1)
        tb("switch (value) {")
        for ev in e.values:
            text = str(ev.value) if is_string else ev.name
            tb(f"  case {e.name}::{ev.name}:")
            tb(f"    return {cpp_string_literal(text)};")
        tb("}")
        tb('return "";')
        return EnumData(name=e.name, comment=comment_lines(e.description), underlying="std::int32_t",
                        is_string=is_string, values=values, parse_decl=parse_decl, to_decl=to_decl,
                        parse_body=pb.lines, to_body=tb.lines)

    # ---- structs ------------------------------------------------------------

    def name_constants(self, s: model.Struct) -> List[str]:
        """kStructName, and for commands kCommandName, the aliases, kApiVersion, Reply."""
        cmd = s.command
        const = "static constexpr std::string_view"
        constants = [f"{const} {names.STRUCT_NAME_CONSTANT} = "
                     f"{cpp_string_literal(cmd.command_name if cmd else s.name)};"]
        if not cmd:
            return constants
        constants.append(f"{const} {names.COMMAND_NAME_CONSTANT} = {cpp_string_literal(cmd.command_name)};")
        for k, alias in enumerate(cmd.aliases):
            constants.append(f"{const} {names.alias_constant(k)} = {cpp_string_literal(alias)};")
        if cmd.api_version:
            constants.append(f"{const} {names.API_VERSION_CONSTANT} = {cpp_string_literal(cmd.api_version)};")
        if cmd.reply_type:  # the binder resolved it to a struct
            constants.append(f"using Reply = {self.struct_cpp(cmd.reply_type)};")
        return constants

    @staticmethod
    def field_name_constants(plans: Sequence[FieldPlan]) -> List[str]:
        """One wire-name constant per accepted field (MongoDB's kLimitFieldName),
        then the stored fields' presence bits (kLimitBit: bson_presence.py)."""
        return [f"static constexpr std::string_view {names.field_name_constant(fp.accessor)} = "
                f"{cpp_string_literal(fp.f.name)};" for fp in plans] + presence.bit_constants(plans)

    def class_data(self, sp: StructPlan) -> ClassData:
        s = sp.struct
        T = s.cpp_name
        plans = sp.fields
        # A command's generic arguments: their constants, accessors and members are its base's.
        constants = self.name_constants(s) + self.field_name_constants([fp for fp in plans if not fp.inherited])
        parse_api = fill(_PARSE_DECLS, T=T, DECL_PAD=" " * len(f"static absl::StatusOr<{T}> parse(")).split("\n")
        public_decls: List[str] = []   # after the API: parseInOrder, OP_MSG and other backends' members
        if inlinable(self.spec, s):  # small nested structs: the parent's inline pass
            public_decls += [""] + parse_in_order(self.types, s, plans)
        accessors: List[List[str]] = []
        members: List[str] = []
        if sp.first:
            self.first.command_members(sp.first, accessors, members)
        field_members: List[str] = []
        front: List[str] = []   # 1-byte members filling the generic base's tail padding
        presence.field_members(self.types, plans, accessors, field_members, front,
                               presence.tail_padding(sp.base_plan.fields,
                                                     sp.shadowed_mask) if sp.generic_base else 0)
        accessors += [d for d in (setters.declarations(plans),) if d]   # trySetX(): bson_setters.py
        # Chained member objects (8-byte aligned) before the fields' members,
        # which run wide to narrow; the mask last, after the 1-byte ones.
        chained_definitions = self.chained_accessors(s, plans, accessors, members)
        members[:0] = front
        members += field_members + presence.mask_members(sp)

        other_members = (self.first.member_names(sp.first) if sp.first else []) + non_inline_member_names(s)
        definitions = [
            self.def_parse(s),
            presence.def_equality(sp, other_members),
            self.def_parse_from(sp),
            self.writer.def_serialized_size(sp),
            self.writer.def_serialize(s),
            self.writer.def_check_serializable(sp),
            *setters.definitions(self.types, s, plans),
        ]
        if not self.bound.bound_in_header(s):
            definitions.append(self.writer.def_serialize_fields(sp))
        definitions.extend(chained_definitions)
        # serializedSizeBound() (and for small nested structs writeFields()): bson_bound.py.
        required_decl, required_def = presence.required_fields_set(self.spec, sp)
        public_decls = (parse_api + self.bound.bound_decls(s) + _WRITE_DECLS.split("\n") + required_decl
                        + fill(_EQUALITY_DECLS, T=T).split("\n") + public_decls)
        views_decl, views_def = views_valid(self.spec, sp)  # after a validating parse (bson_views.py)
        validating_decls, validating_private = validating.declarations(self.spec, sp)
        public_decls += views_decl + validating_decls
        if views_def:
            definitions.append(views_def)
        if validating_decls:  # parseFromValidating (bson_validating.py)
            definitions.insert(3, validating.definition(sp, self.def_parse_from(sp, validating=True)))
        trailer, one_pass = self.bound.place_one_pass(sp, self.callbacks.after_class(s))
        if required_def:
            trailer = trailer + ([""] if trailer else []) + required_def
        definitions.extend(one_pass)
        private_decls = readers_declaration(self.values, plans) + validating_private
        if s.command:  # OP_MSG: parse(const OpMsg&), serializeOpMsg (bson_opmsg.py)
            opmsg = OpMsgParts()
            public_decls.extend(opmsg.public_decls(sp))
            private_decls += opmsg.private_decls(sp)
            definitions.extend(opmsg.definitions(sp, presence.final_checks))
            if splits_body(sp):
                definitions += [self.writer.def_serialized_size(sp, body_only=True),
                                self.writer.def_serialize_fields(sp, body_only=True)]
        for parts in self.class_parts:  # e.g. parseProto/serializeProto (docs/protobuf.md)
            extra_decls, extra_definitions = parts(self.types, s, plans)
            public_decls.extend(extra_decls)
            definitions.extend(extra_definitions)
        comment = comment_lines(s.description or "")
        if sp.generic_base:
            comment += generic.base_comment(sp)
        return ClassData(name=T, comment=comment, constants=constants, public_decls=public_decls,
                         accessors=accessors, members=members, definitions=definitions,
                         trailer=trailer, private_decls=private_decls,
                         base=generic.base_spec(sp) if sp.generic_base else "")

    def generic_class_data(self, gp: StructPlan) -> ClassData:
        """The GenericArguments class template (bson_generic.py)."""
        gs = gp.struct
        comment, constants, accessors, members, equality = generic.class_parts(
            self.types, gp, self.field_name_constants(gp.live))
        shared_decls, shared_definitions = generic.shared_slow_paths(self.types, gp, self.writer.write_element)
        cls = f"{gs.cpp_name}<{generic.SHADOWED}, {GENERIC_FIRST_BIT}>"
        rare_decls, rare_definitions, parsers = rare_element_parsers(self.values, gp.live, cls)
        shared_decls[-1:-1] = rare_decls  # declared once, compiled once (the .cpp)
        element_decls = ["// Every command's handlers of these: readers, rare ones' parsers' calls (inline)."]
        parsers += generic_readers(self.values, gp.live, generic.template_params(), cls)
        return ClassData(name=gs.cpp_name, comment=comment, constants=constants, public_decls=[],
                         accessors=accessors, members=members, definitions=shared_definitions + rare_definitions,
                         trailer=shared_decls + [line for _, d in parsers for line in [""] + d],
                         template_head=generic.template_head(gp), members_access="protected",
                         private_decls=[line for group in equality for line in group]
                         + (element_decls + [decl for decl, _ in parsers] if parsers else []))

    # ---- chained structs ------------------------------------------------------

    def chained_accessors(self, s: model.Struct, plans, accessors: List[List[str]],
                          members: List[str]) -> List[List[str]]:
        """get<Member>() / set<Member>() for each chained struct: its fields are
        members of this class (parsed inline), copied out to and in from the
        chained struct's own class. Returns the definitions. With
        inline_chained_structs: false the chained struct is a member object
        (bson_chained.py)."""
        if not s.inline_chained_structs:
            non_inline_members(self.struct_cpp, s, accessors, members)
            return []
        definitions: List[List[str]] = []
        T = s.cpp_name
        for struct_name, member in s.chained_members:
            C = self.struct_cpp(struct_name)
            accessor = names.upper_first(member)
            get_name, put_name = names.getter(accessor), names.setter(accessor)
            own = [fp for fp in plans if fp.f.from_chained == struct_name and not fp.f.ignore]
            accessors.append([
                f"// The fields chained from {struct_name}, as that struct (copied: they are",
                "// members of this class, parsed and written inline).",
                f"{C} {get_name}() const;",
                f"void {put_name}(const {C}& value);",
            ])
            get = [f"{C} {T}::{get_name}() const {{", f"  {C} out;"]
            get += [f"  out.{fp.setter}({fp.getter}());" for fp in own]
            get += ["  return out;", "}"]
            put = [f"void {T}::{put_name}(const {C}& value) {{"]
            put += [f"  {fp.setter}(value.{fp.getter}());" for fp in own]
            if not own:
                put.append("  (void)value;")
            put.append("}")
            definitions += [get, put]
        return definitions

    # ---- function definitions ------------------------------------------------

    def def_parse(self, s: model.Struct) -> List[str]:
        # The result is built in place inside the StatusOr and returned by
        # one named return (NRVO): no move of the (large) object; a failure
        # replaces it out of line (switchyard::storeParseError).
        out = CodeWriter()
        out.snippet("""
            absl::StatusOr<{{T}}> {{T}}::parse(const void* data, size_t size, const switchyard::ParseOptions& options) {
              absl::StatusOr<{{T}}> out(absl::in_place);
              if (options.validate) [[unlikely]] {  // validated in the same pass: parse_entry.h
                switchyard::parseValidating(out, data, size, options);
                return out;
              }
              switchyard::ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
              ctx.pushRoot(kStructName);
              switchyard::BsonDocument doc;
              if (!switchyard::openDocument(data, size, options, ctx, &doc) || !out->parseFrom(doc, ctx)) [[unlikely]] {
                switchyard::storeParseError(out, ctx);
              }
              return out;
            }

            absl::StatusOr<{{T}}> {{T}}::parse(switchyard::BsonDocument doc, const switchyard::ParseOptions& options) {
              // Its bytes as a buffer: the same checks (a framed document passes the
              // header's), the same errors and offsets, one copy of the parse.
              return parse(doc.data(), doc.size(), options);
            }

            absl::StatusOr<switchyard::Owned<{{T}}>> {{T}}::parseOwned(
                std::shared_ptr<const switchyard::BsonBuffer> buffer, const switchyard::ParseOptions& options) {
              if (buffer == nullptr) [[unlikely]] return switchyard::noBufferToParse();
              absl::StatusOr<{{T}}> parsed = parse(buffer->data(), buffer->size(), options);
              if (!parsed.ok()) [[unlikely]] return std::move(parsed).status();
              // Built in place: the parsed value is moved once, into the Owned.
              return absl::StatusOr<switchyard::Owned<{{T}}>>(absl::in_place, std::move(buffer), *std::move(parsed));
            }
        """, T=s.cpp_name)  # heads laid out by the wrap pass (codegen/wrap.py)
        return out.lines

    def def_parse_from(self, sp: StructPlan, validating: bool = False) -> List[str]:
        """parseFrom(), its readers first; `validating`: parseFromValidating(),
        the same parse walking each view it keeps (bson_validating.py)."""
        s = sp.struct
        dp = sp.dispatch   # lower/dispatch.py decided strategy, order and prediction forms
        used = dp.used_forms
        dinput = _dispatch_input(sp)
        out = CodeWriter()
        split = splits_body(sp)  # OP_MSG: the final checks run after the sequences (bson_opmsg.py)
        if split:
            self.def_checked_parse_from(out, sp, validating)
            head = parse_from_head(s.cpp_name, validating_name("parseBodyFrom", validating), ", uint64_t* seen")
        else:
            head = parse_from_head(s.cpp_name, validating_name("parseFrom", validating))
        command = self.command_element(sp)
        handlers = CodeWriter(indent=2)
        shared = generic.shared_scope(self.types, sp)
        walks = [walk_after_read(self.spec, fp) if validating else [] for fp in sp.fields]
        for fp, walk in zip(sp.fields, walks):
            field_handler(self.values, handlers, fp, dp, dinput, dp.form(fp.index), shared, walk)
        non_inline, final = CodeWriter(indent=1), CodeWriter(indent=1)
        parse_non_inline(non_inline, s)
        after_loop = walks_after_loop(self.spec, sp) if validating else []
        if after_loop:
            non_inline.extend([AFTER_LOOP_COMMENT] + after_loop)
        if split:
            final()
            final.extend(f"seen[{w}] = seen{w};" for w in range(sp.words))
        else:
            presence.final_checks(final, sp)
        out.snippet("""
            {{HEAD}}
              {{PRELUDE}}
              {{BUDGET}}
              switchyard::BsonCursor cursor = doc.elements();
              {{SEEN}}
              {{COMMAND_ELEMENT}}
              // The handlers' element: next() never takes its address, so it stays in registers.
              switchyard::BsonElement e;
              const uint8_t* p;     // the current element's type byte
              const uint8_t* name;  // its field name
              {{PREDICTION}}

              for (;;) {
                p = cursor.position();
                if (cursor.atEnd()) break;
                name = p + 1;
                {{UNUSED_NAME}}
                // Field-name dispatch ({{STRATEGY}}).
                {{DISPATCH}}
                unknown: {
                  // Not an accepted name (or malformed bytes, which next() reports). Its own
                  // element: next() takes its address, which would keep the handlers' `e` in
                  // memory across the loop.
                  switchyard::BsonElement other;
                  if (!cursor.next(other, ctx)) [[unlikely]] return false;
                  {{UNKNOWN}}
                }
                {{HANDLERS}}
              }
              {{NON_INLINE}}
              {{FINAL}}
              return true;
            }
        """, HEAD=head, PRELUDE=[HANDLER_PRELUDE] if any(not fp.f.ignore for fp in sp.fields) else [],
                    SEEN=[f"uint64_t seen{w} = 0;  // one bit per field, for duplicates and required fields"
                          for w in range(sp.words)],
                    COMMAND_ELEMENT=command.lines, PREDICTION=predict.declarations(dinput, used),
                    UNUSED_NAME=[] if sp.fields else ["static_cast<void>(name);"], STRATEGY=dp.strategy,
                    DISPATCH=render_planned(dp, dinput),
                    # Skipped by a non-strict struct: walked deeply when the parse validates.
                    UNKNOWN=(["return ctx.failUnknown(other.name());"] if s.strict else
                             ["if (!switchyard::validateView(other, ctx)) [[unlikely]] return false;", "continue;"]),
                    HANDLERS=handlers.lines, NON_INLINE=non_inline.lines, FINAL=final.lines,
                    BUDGET=validating_prelude(walks) if validating else [])
        if validating:  # the readers are parseFrom's
            return out.lines
        return own_field_readers(self.values, s.cpp_name, sp.fields, shared) + out.lines

    def command_element(self, sp: StructPlan) -> CodeWriter:
        """A command's first element read in its own block (none for a struct)."""
        command = CodeWriter(indent=1)
        if sp.first:
            command()
            with command.block("{"):
                command("switchyard::BsonElement e;  // the command's own: next() takes its address")
                self.first.parse_command_element(command, sp.first)
        return command

    def def_checked_parse_from(self, out: CodeWriter, sp: StructPlan, validating: bool) -> None:
        """parseFrom() as the body loop (parseBodyFrom) and the final checks
        (which store the presence mask); `validating`: parseFromValidating()."""
        checks = CodeWriter(indent=1)
        presence.final_checks(checks, sp)
        out.snippet("""
            bool {{T}}::{{FN}}(switchyard::BsonDocument doc, switchyard::ParseContext& ctx) {
              uint64_t seen[{{WORDS}}];
              if (!{{BODY_FN}}(doc, ctx, seen)) [[unlikely]] return false;
              {{SEEN}}
              {{FINAL_CHECKS}}
              return true;
            }
        """, T=sp.struct.cpp_name, FN=validating_name("parseFrom", validating),
                    BODY_FN=validating_name("parseBodyFrom", validating), WORDS=sp.words, SEEN=[f"const uint64_t seen{w} = seen[{w}];" for w in range(sp.words)],
                    FINAL_CHECKS=checks.lines)
        out()

    def render(self) -> Dict[str, str]:
        env = _template_environment()
        plan = self.plan
        enums = [self.enum_data(e) for e in self.spec.enums]
        classes = [self.class_data(sp) for sp in plan.structs]
        if plan.generic_class is not None:  # before the commands of this file, if any
            first_command = next((i for i, sp in enumerate(plan.structs) if sp.struct.command), len(classes))
            classes.insert(first_command, self.generic_class_data(plan.generic_class))
        data = dict(
            source_file=plan.source_file,
            header_name=plan.header_name,
            namespace=plan.namespace,
            imports=list(plan.imports),
            cpp_includes=list(plan.cpp_includes),
            enums=enums,
            classes=classes,
            has_content=bool(enums or classes),
            uses_variant=any(shape(fp.f.type).alternatives() for sp in plan.structs for fp in sp.live),
            runtime_version=RUNTIME_VERSION,
            extra_includes=list(plan.extra_includes),
            runtime_includes=runtime_headers.header_includes(self.spec),
            runtime_source_includes=runtime_headers.source_includes(self.spec),
            file_scope_decls=self.callbacks.file_scope_lines(),
        )
        header = env.get_template("bson_header.h.j2").render(**data)
        source = env.get_template("bson_source.cpp.j2").render(**data)
        # The one layout rule: no line over 100 columns (codegen/wrap.py).
        return {plan.header_name: wrap_text(header), plan.source_name: wrap_text(source)}


def _dispatch_input(sp: StructPlan) -> DispatchInput:
    """What the field-name dispatch of `sp`'s parse loop is rendered from."""
    dp = sp.dispatch
    return DispatchInput(names=tuple((fp.f.name, fp.index) for fp in dp.order),
                         label=lambda i: sp.fields[i].label, unknown_label="unknown",
                         likelihoods=tuple(fp.f.likelihood for fp in dp.order),
                         raw_label="dispatch_raw" if "raw" in dp.used_forms else None)


@functools.lru_cache(maxsize=1)
def _template_environment() -> jinja2.Environment:
    """One environment per process: it compiles each template once for every
    spec of the run (compiling them per spec was a third of a run's time)."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATE_DIR),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        autoescape=False, undefined=jinja2.StrictUndefined)


def render_bson_spec(plan: SpecPlan, options: EmitOptions,
                     class_parts: Sequence[ClassParts] = ()) -> Dict[str, str]:
    """The header and source of one planned spec (lower/plan.py's plan_spec)."""
    return BsonSpecRenderer(plan, options, class_parts).render()
