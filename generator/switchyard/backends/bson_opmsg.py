"""OP_MSG entry points of the BSON backend (docs/op_msg.md).

Every command gets `parse(const OpMsg&)` (and `parseFrom(const OpMsg&, ...)`),
`serializeOpMsg(OpMsgWriter&)` and `toOpMsg(...)`. A command with fields
marked `supports_doc_sequence` takes each of them from the body or from a
document sequence of that identifier, with the rules of MongoDB's generated
OpMsgRequest parsers (buildscripts/idl/idl/generator.py,
gen_op_msg_request_deserializer_methods and gen_doc_sequence_deserializer):

- the body is parsed first, with every check of the body-only parse;
- then each sequence: a field already seen in the body is DuplicateField
  (40413); an identifier that names no sequence field is UnknownField (40415)
  in a strict command and ignored in a non-strict one;
- each sequence document goes through the element checks of the array form;
  errors inside a struct document name the field without an index
  (`update.updates.q`), as MongoDB's `IDLParserContext tempContext(kFieldName,
  &ctxt)` does (and as the array form does: bson_values.py);
- the required-field check runs last, over the body and the sequences;
- $db comes from the body (it is a body field).

A command without such fields rejects any sequence with 40472, as MongoDB's
commands do (src/mongo/db/commands.cpp, uassertNoDocumentSequences).

The body loop is the body-only parser's: for a command with sequence fields,
bson_cpp.py emits it as `parseBodyFrom(doc, ctx, seen)` (the loop without the
final checks) and `parseFrom(doc, ctx)` calls it, then checks. The seen-mask
words become the class's presence mask (docs/design.md "Presence bits") once,
in the final checks of either route: a sequence sets its field's bit there
like a body element, so getters and serializers see the field set.
"""

from __future__ import annotations

from typing import Callable, List

from ..codegen.writer import CodeWriter, fill
from .. import model
from ..lower import kinds, names
from ..lower.cpp_types import shape
from ..lower.plan import FieldPlan, StructPlan


# Writes what runs once every field is read, over the `seen<w>` locals
# (bson_cpp.py's final_checks: the required check, the presence mask stored,
# the struct's validator callback).
FinalChecks = Callable[[CodeWriter, StructPlan], None]


def sequence_fields(sp: StructPlan) -> List[FieldPlan]:
    """The command's fields that may arrive as document sequences."""
    if sp.struct.command is None:
        return []
    return [fp for fp in sp.fields if fp.f.supports_doc_sequence and not fp.f.ignore]


def splits_body(sp: StructPlan) -> bool:
    """Whether the body loop is emitted apart from the required check."""
    return bool(sequence_fields(sp))


def _sequence_parser(fp: FieldPlan) -> str:
    return f"parse{fp.accessor}Sequence"


_PUBLIC = """\
// Parses the command as a server receives it (docs/op_msg.md): the body of
// `msg`, and for the fields that take them its document sequences, with
// MongoDB's rules. Views point into the message.
static absl::StatusOr<{{T}}> parse(const switchyard::OpMsg& msg,
{{DECL_PAD}}const switchyard::ParseOptions& options = {});
[[nodiscard]] bool parseFrom(const switchyard::OpMsg& msg, const switchyard::ParseOptions& options,
                             switchyard::ParseContext& ctx);
// Writes the command as the sections of one OP_MSG: the body, then each
// field that takes one as a document sequence. Unchecked, like serialize().
void serializeOpMsg(switchyard::OpMsgWriter& w) const;
// One whole message, after checkSerializable().
absl::StatusOr<switchyard::BsonBuffer> toOpMsg(std::int32_t requestId = 0, bool withChecksum = false) const;"""


class OpMsgParts:
    """Declarations and definitions of a command's OP_MSG members."""

    def public_decls(self, sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        text = fill(_PUBLIC, T=T, DECL_PAD=" " * len(f"static absl::StatusOr<{T}> parse("))
        return [""] + text.split("\n")

    def private_decls(self, sp: StructPlan) -> List[str]:
        if not splits_body(sp):
            return []  # all in the body: switchyard::detail::toOpMsgBody (serializer.h)
        sizes = _sizes_type(sp)
        decls = [
            "// The message's sizes (each document measured once), then the message",
            "// written with them: serializeOpMsg() and toOpMsg().",
            f"void measureOpMsg({sizes}& sizes) const;",
            f"void writeOpMsg(switchyard::OpMsgWriter& w, const {sizes}& sizes) const;",
        ]
        decls += [
            "// The body loop of parseFrom() without its final checks; the seen-mask",
            "// words are stored to `seen` (the caller stores the presence mask).",
            "[[nodiscard]] bool parseBodyFrom(switchyard::BsonDocument doc, switchyard::ParseContext& ctx, "
            "uint64_t* seen);",
        ]
        for fp in sequence_fields(sp):
            decls.append(f"[[nodiscard]] bool {_sequence_parser(fp)}(const switchyard::DocumentSequence& sequence,")
            decls.append("    const switchyard::ParseOptions& options, switchyard::ParseContext& ctx);")
        decls += [
            "// serializedSize() and writeFields() without the sequence fields.",
            "size_t bodySerializedSize() const;",
            "switchyard::BsonSpanWriter writeBodyFields(switchyard::BsonSpanWriter out) const;",
            "// writeFields() (withSequences) and writeBodyFields(): one body of code,",
            "// compiled once (a template would be compiled twice).",
            "[[gnu::noinline]] switchyard::BsonSpanWriter writeFieldsOf(switchyard::BsonSpanWriter out,",
            "                                                           bool withSequences) const;",
        ]
        return decls

    def definitions(self, sp: StructPlan, final_checks: FinalChecks) -> List[List[str]]:
        defs = [self.def_parse(sp), self.def_parse_from(sp, final_checks)]
        defs += [self.def_sequence(sp, fp) for fp in sequence_fields(sp)]
        if not splits_body(sp):
            return defs + [self.def_body_only(sp)]
        defs += [self.def_measure(sp), self.def_write(sp), self.def_serialize(sp), self.def_to_op_msg(sp)]
        return defs

    # ---- parsing ---------------------------------------------------------------

    @staticmethod
    def def_parse(sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        out = CodeWriter()
        out.snippet("""
            absl::StatusOr<{{T}}> {{T}}::parse(const switchyard::OpMsg& msg,
            {{DEF_PAD}}const switchyard::ParseOptions& options) {
              absl::StatusOr<{{T}}> out(absl::in_place);
              if (options.validate && !switchyard::documentsValidatedTo(msg, options.maxDepth)) [[unlikely]] {
                // Validated in the same pass as the parse (parse_message.h).
                switchyard::parseFramedMessageValidating(out, msg, options);
                return out;
              }
              // Offsets in errors count from the start of the message.
              switchyard::ParseContext ctx(msg.bytes().data(), options.maxDepth);
              ctx.pushRoot(kStructName);
              if (!out->parseFrom(msg, options, ctx)) [[unlikely]] {
                switchyard::storeParseError(out, ctx);
              }
              return out;
            }
        """, T=T, DEF_PAD=" " * len(f"absl::StatusOr<{T}> {T}::parse("))
        return out.lines

    def def_parse_from(self, sp: StructPlan, final_checks: FinalChecks) -> List[str]:
        T = sp.struct.cpp_name
        holes = dict(T=T, PAD=" " * len(f"bool {T}::parseFrom("))
        out = CodeWriter()
        if not splits_body(sp):
            out.snippet("""
                bool {{T}}::parseFrom(const switchyard::OpMsg& msg, const switchyard::ParseOptions& options,
                {{PAD}}switchyard::ParseContext& ctx) {
                  if (!msg.sequences().empty()) [[unlikely]] {
                    return switchyard::failNoDocumentSequences(ctx, kCommandName);
                  }
                  // Not validated twice when OpMsg::parse validated the message.
                  const switchyard::ParseOptions documentOptions = switchyard::messageDocumentOptions(msg, options);
                  return switchyard::checkDocument(msg.body(), documentOptions, ctx) && parseFrom(msg.body(), ctx);
                }
            """, **holes)
            return out.lines
        # Every word: the sequences set their fields' bits, the final checks
        # store the whole mask once (the class's presence bits).
        sequence_words = {fp.bit // 64 for fp in sequence_fields(sp)}
        sequences = CodeWriter(indent=2)
        for fp in sequence_fields(sp):
            self._dispatch_sequence(sequences, fp)
        if sp.struct.strict:
            sequences("return ctx.failUnknown(sequence.identifier());")
        else:
            sequences("// Not a sequence field: ignored, as the body ignores unknown fields; walked")
            sequences("// when the parse validates as it goes (parse_message.h).")
            with sequences.block("if (ctx.validating() && !switchyard::sequenceValid(sequence, ctx.maxDepth())) "
                                 "[[unlikely]] {"):
                sequences("return false;")
        checks = CodeWriter(indent=1)
        final_checks(checks, sp)
        out.snippet("""
            bool {{T}}::parseFrom(const switchyard::OpMsg& msg, const switchyard::ParseOptions& options,
            {{PAD}}switchyard::ParseContext& ctx) {
              // Documents are not validated twice when OpMsg::parse validated the message.
              const switchyard::ParseOptions documentOptions = switchyard::messageDocumentOptions(msg, options);
              const switchyard::BsonDocument body = msg.body();
              uint64_t seen[{{WORDS}}];
              if (!switchyard::checkDocument(body, documentOptions, ctx) || !parseBodyFrom(body, ctx, seen)) [[unlikely]] {
                return false;
              }
              {{SEEN}}
              // Then the sequences, after the whole body, as MongoDB's generated parsers do.
              for (const switchyard::DocumentSequence& sequence : msg.sequences()) {
                {{SEQUENCES}}
              }
              {{FINAL_CHECKS}}
              return true;
            }
        """, WORDS=sp.words, SEQUENCES=sequences.lines, FINAL_CHECKS=checks.lines,
                    SEEN=[f"{'' if w in sequence_words else 'const '}uint64_t seen{w} = seen[{w}];"
                          for w in range(sp.words)], **holes)
        return out.lines

    @staticmethod
    def _dispatch_sequence(out: CodeWriter, fp: FieldPlan) -> None:
        out.snippet("""
            if (sequence.identifier() == {{NAME}}) {
              if ({{WORD}} & {{MASK}}) [[unlikely]] return ctx.failDuplicate({{NAME}});
              {{WORD}} |= {{MASK}};
              if (!{{PARSER}}(sequence, documentOptions, ctx)) [[unlikely]] return false;
              continue;
            }
        """, NAME=names.field_name_constant(fp.accessor), WORD=fp.seen.word, MASK=fp.seen.mask,
                    PARSER=_sequence_parser(fp))

    @staticmethod
    def def_sequence(sp: StructPlan, fp: FieldPlan) -> List[str]:
        """The documents of one sequence into the field's vector, with the
        array form's element checks; the path names the field, no index."""
        T = sp.struct.cpp_name
        element = fp.f.type.element
        constant = names.field_name_constant(fp.accessor)
        ref = fp.target  # its presence bit: set in `seen` by the caller, stored by the final checks
        if shape(element).struct_name() is not None:
            read = ["if (!ctx.enterUnnamed(item.data())) [[unlikely]] return false;",
                    "if (!vec.emplace_back().parseFrom(item, ctx)) [[unlikely]] return false;",
                    "ctx.leave();"]
        elif kinds.basic_kind(element) is model.ValueKind.OBJECT_OWNED:
            read = ["vec.emplace_back(item);  // a copy of the document"]
        else:
            read = ["vec.push_back(item);"]
        out = CodeWriter()
        out.snippet("""
            bool {{T}}::{{PARSER}}(const switchyard::DocumentSequence& sequence,
            {{PAD}}const switchyard::ParseOptions& options, switchyard::ParseContext& ctx) {
              if (!ctx.enter({{NAME}}, sequence.bytes().data())) [[unlikely]] return false;
              auto& vec = {{VECTOR}};
              vec.reserve(sequence.size());
              for (const switchyard::BsonDocument item : sequence) {
                if (!switchyard::checkDocument(item, options, ctx)) [[unlikely]] return false;
                {{READ}}
              }
              ctx.leave();
              return true;
            }
        """, T=T, PARSER=_sequence_parser(fp), PAD=" " * len(f"bool {T}::{_sequence_parser(fp)}("),
                    NAME=constant, VECTOR=ref, READ=read)
        return out.lines

    # ---- writing ---------------------------------------------------------------

    @staticmethod
    def def_body_only(sp: StructPlan) -> List[str]:
        """A command with no sequence fields: the message is its body, written
        by the runtime's one copy of that (serializer.cc)."""
        out = CodeWriter()
        out.snippet("""
            void {{T}}::serializeOpMsg(switchyard::OpMsgWriter& w) const {
              if (!requiredFieldsSet()) [[unlikely]] switchyard::failNeverSet(checkSerializable());
              switchyard::detail::serializeOpMsgBody(this, switchyard::kSerializerOps<{{T}}>, w);
            }

            absl::StatusOr<switchyard::BsonBuffer> {{T}}::toOpMsg(std::int32_t requestId, bool withChecksum) const {
              return switchyard::detail::toOpMsgBody(this, switchyard::kSerializerOps<{{T}}>, requestId, withChecksum);
            }
        """, T=sp.struct.cpp_name)
        return out.lines

    @staticmethod
    def def_measure(sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        out = CodeWriter()
        with out.block(f"void {T}::measureOpMsg({_sizes_type(sp)}& sizes) const {{"):
            if not splits_body(sp):
                out("sizes.setBody(serializedSize());")
                return out.lines
            out("sizes.setBody(bodySerializedSize());")
            for index, fp in enumerate(sequence_fields(sp)):
                size = "item.serializedSize()" if _struct_elements(fp) else "item.size()"
                out.snippet("""
                    {{PRESENT_BLOCK}}
                      sizes.addSequence({{NAME}});
                      for (const auto& item : {{VECTOR}}) sizes.addDocument({{INDEX}}, {{SIZE}});
                    }
                """, PRESENT_BLOCK=_present_block(fp), NAME=names.field_name_constant(fp.accessor),
                            VECTOR=fp.value, INDEX=index, SIZE=size)
        return out.lines

    @staticmethod
    def def_write(sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        fields = "writeBodyFields" if splits_body(sp) else "writeFields"
        out = CodeWriter()
        with out.block(f"void {T}::writeOpMsg(switchyard::OpMsgWriter& w, const {_sizes_type(sp)}& sizes) const {{"):
            out.snippet("""
                {
                  // The body first, as drivers write it (any order is valid).
                  switchyard::BsonWriter& body = w.beginBody();
                  switchyard::BsonSpanWriter out = body.span(sizes.body());
                  const switchyard::DocumentStart doc = out.beginDocument();
                  out = {{FIELDS}}(out);
                  out.endDocument(doc);
                  body.commit(out);
                }
            """, FIELDS=fields)
            for index, fp in enumerate(sequence_fields(sp)):
                _write_sequence(out, fp, index)
        return out.lines

    @staticmethod
    def def_serialize(sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        out = CodeWriter()
        out.snippet("""
            void {{T}}::serializeOpMsg(switchyard::OpMsgWriter& w) const {
              if (!requiredFieldsSet()) [[unlikely]] switchyard::failNeverSet(checkSerializable());
              {{SIZES}} sizes(/*withChecksum=*/false);
              measureOpMsg(sizes);
              writeOpMsg(w, sizes);
            }
        """, T=T, SIZES=_sizes_type(sp))
        return out.lines

    @staticmethod
    def def_to_op_msg(sp: StructPlan) -> List[str]:
        T = sp.struct.cpp_name
        out = CodeWriter()
        out.snippet("""
            absl::StatusOr<switchyard::BsonBuffer> {{T}}::toOpMsg(std::int32_t requestId, bool withChecksum) const {
              if (absl::Status status = checkSerializable(); !status.ok()) [[unlikely]] return status;
              // Each document measured once; MongoDB's limits checked before a byte is written.
              {{SIZES}} sizes(withChecksum);
              measureOpMsg(sizes);
              if (absl::Status status = sizes.check(); !status.ok()) [[unlikely]] return status;
              switchyard::OpMsgWriter w(requestId, 0, 0, sizes.message());
              writeOpMsg(w, sizes);
              return w.finish(withChecksum);
            }
        """, T=T, SIZES=_sizes_type(sp))
        return out.lines


def _sizes_type(sp: StructPlan) -> str:
    return f"switchyard::OpMsgSizes<{len(sequence_fields(sp))}>"


def _struct_elements(fp: FieldPlan) -> bool:
    return shape(fp.f.type.element).struct_name() is not None


def _present_block(fp: FieldPlan) -> str:
    return f"if {fp.present} {{" if fp.f.optional else "{"


def _write_sequence(out: CodeWriter, fp: FieldPlan, index: int) -> None:
    """One sequence field's section; its documents fill the room measured for them."""
    if _struct_elements(fp):
        documents = [f"switchyard::BsonSpanWriter out = w.writer().span(sizes.sequence({index}));",
                     f"for (const auto& item : {fp.value}) out = switchyard::writeDocument(item, out);",
                     "w.writer().commit(out);"]
    else:
        documents = [f"for (const auto& item : {fp.value}) w.appendToSequence(item);"]
    out.snippet("""
        {{PRESENT_BLOCK}}
          w.beginSequence({{NAME}});
          {{DOCUMENTS}}
          w.endSequence();
        }
    """, PRESENT_BLOCK=_present_block(fp), NAME=names.field_name_constant(fp.accessor), DOCUMENTS=documents)


__all__ = ["OpMsgParts", "sequence_fields", "splits_body"]
