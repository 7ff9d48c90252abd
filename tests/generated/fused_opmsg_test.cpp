// OP_MSG validation fused with the parse (runtime parse_message.h) against
// validating first. Three entry points, each against its reference order:
//   switchyard::parseMessage<C>(data, size, {.validate}) and
//   IdlCommands::parseMessage: OpMsg::parse with validateDocuments (every
//     document walked, MongoDB's order: src/mongo/rpc/op_msg.cpp reads each
//     as Validated<BSONObj>), then C::parse(msg, options);
//   C::parse(msg, {.validate}) of a message framed without validation: each
//     document validated (checkDocument) before it is parsed, the order of
//     parseFrom(msg, options, ctx) on a context that does not validate;
//   IdlCommands::parse(msg, {.validate}) of such a message: its
//     parseValidatingFirst (every document checked, then the command looked
//     up and parsed).
// The same value, or the same error (code, text, offset and path payloads),
// on the OP_MSG of every corpus command (its body alone, with a checksum,
// and for insert, update and delete with the statements as a document
// sequence), on every one-byte mutation of those messages and at every small
// nesting limit.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "IdlCommands.h"
#include "fixtures.h"
#include "gtest/gtest.h"
#include "switchyard/opmsg/op_msg.h"
#include "switchyard/opmsg/parse_message.h"

namespace switchyard::testing {
#ifdef SWITCHYARD_TEST_IDL_NAMESPACE
// Built once more against idl/ compiled with SWITCHYARD_VALIDATING_PARSE=0
// in its own namespace (tests/generated/CMakeLists.txt).
namespace idl = SWITCHYARD_TEST_IDL_NAMESPACE;
#endif
namespace {

using idl::IdlCommands;
using Bytes = std::vector<uint8_t>;

// MongoDB's order for a whole message: frame and validate every document,
// then parse (the documents are not walked again).
template <class C>
absl::StatusOr<C> messageValidatingFirst(const Bytes& bytes, const ParseOptions& options) {
  ParseContext ctx(bytes.data(), options.maxDepth);
  OpMsg msg;
  if (!OpMsg::parse(bytes.data(), bytes.size(), OpMsgParseOptions{.validateDocuments = options.validate}, ctx,
                    &msg)) {
    return ctx.takeStatus();
  }
  return C::parse(msg, options);
}

// The order before fusion for a message framed without validation: each
// document validated when it is reached, then parsed.
template <class C>
absl::StatusOr<C> framedValidatingFirst(const OpMsg& msg, const ParseOptions& options) {
  ParseContext ctx(msg.bytes().data(), options.maxDepth);
  ctx.pushRoot(C::kStructName);
  absl::StatusOr<C> out(absl::in_place);
  if (!out->parseFrom(msg, options, ctx)) out = ctx.takeStatus();
  return out;
}

template <class T>
void expectSameResult(const absl::StatusOr<T>& fused, const absl::StatusOr<T>& first) {
  ASSERT_EQ(fused.ok(), first.ok()) << (fused.ok() ? first.status() : fused.status());
  if (fused.ok()) {
    EXPECT_TRUE(*fused == *first);
  } else {
    // absl::Status equality: the code, the message and every payload (offset, path).
    EXPECT_EQ(fused.status(), first.status());
  }
}

template <class C>
void expectSameAsValidatingFirst(const Bytes& bytes, const ParseOptions& options) {
  {
    SCOPED_TRACE("parseMessage<C>");
    expectSameResult(parseMessage<C>(bytes.data(), bytes.size(), options), messageValidatingFirst<C>(bytes, options));
  }
  absl::StatusOr<OpMsg> framed =
      OpMsg::parse(bytes.data(), bytes.size(), OpMsgParseOptions{.validateDocuments = false});
  if (framed.ok()) {
    SCOPED_TRACE("C::parse(const OpMsg&)");
    expectSameResult(C::parse(*framed, options), framedValidatingFirst<C>(*framed, options));
  }
}

// The command set: its fused parseMessage against the frame validated first,
// then the set's parse(const OpMsg&) (name lookup, then the command's parser).
void expectSetSameAsValidatingFirst(const Bytes& bytes, const ParseOptions& options) {
  SCOPED_TRACE("IdlCommands::parseMessage");
  absl::StatusOr<IdlCommands::Command> first = [&]() -> absl::StatusOr<IdlCommands::Command> {
    ParseContext ctx(bytes.data(), options.maxDepth);
    OpMsg msg;
    if (!OpMsg::parse(bytes.data(), bytes.size(), OpMsgParseOptions{.validateDocuments = options.validate}, ctx,
                      &msg)) {
      return ctx.takeStatus();
    }
    return IdlCommands::parse(msg, options);
  }();
  expectSameResult(IdlCommands::parseMessage(bytes.data(), bytes.size(), options), first);
  // The set's parse(const OpMsg&) of a message framed without validation:
  // fused when options.validate, the same outcome as its reference order.
  absl::StatusOr<OpMsg> framed =
      OpMsg::parse(bytes.data(), bytes.size(), OpMsgParseOptions{.validateDocuments = false});
  if (framed.ok()) {
    SCOPED_TRACE("IdlCommands::parse(const OpMsg&)");
    expectSameResult(IdlCommands::parse(*framed, options), IdlCommands::parseValidatingFirst(*framed, options));
  }
}

// Every comparison for the command named `command`.
void expectSame(std::string_view command, const Bytes& bytes, const ParseOptions& options) {
  const int index = IdlCommands::indexOf(command);
  ASSERT_GE(index, 0) << command;
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(index) == I
          ? expectSameAsValidatingFirst<std::variant_alternative_t<I, IdlCommands::Command>>(bytes, options)
          : void()),
     ...);
  }(std::make_index_sequence<std::variant_size_v<IdlCommands::Command>>());
  expectSetSameAsValidatingFirst(bytes, options);
}

Bytes toBytes(const BsonBuffer& b) { return {b.data(), b.data() + b.size()}; }

// The corpus command as the body of an OP_MSG, optionally with a checksum.
Bytes bodyMessage(const Bytes& body, bool withChecksum) {
  OpMsgWriter w(7);
  w.appendBody(std::span<const uint8_t>(body.data(), body.size()));
  return toBytes(w.finish(withChecksum));
}

// The command's statements (insert.documents, update.updates,
// delete.deletes) as a document sequence, as drivers send them: the command
// parsed from its body-only form and written with toOpMsg(). Empty when it
// has no such field or does not parse.
Bytes sequenceMessage(std::string_view command, const Bytes& body) {
  Bytes out;
  const int index = IdlCommands::indexOf(command);
  [&]<size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          if (static_cast<size_t>(index) != I) return;
          using C = std::variant_alternative_t<I, IdlCommands::Command>;
          auto parsed = C::parse(body.data(), body.size());
          if (!parsed.ok()) return;
          auto message = parsed->toOpMsg(9);
          if (!message.ok()) return;
          Bytes bytes = toBytes(*message);
          auto framed = OpMsg::parse(bytes.data(), bytes.size());
          if (framed.ok() && !framed->sequences().empty()) out = std::move(bytes);
        }(),
        ...);
  }(std::make_index_sequence<std::variant_size_v<IdlCommands::Command>>());
  return out;
}

struct Message {
  std::string name;
  std::string command;
  Bytes bytes;
};

std::vector<Message> corpusMessages() {
  std::vector<Message> out;
  for (const Case& c : allCases()) {
    if (std::string_view(c.name).substr(0, 7) != "corpus_") continue;
    out.push_back({std::string(c.name) + "/body", c.command, bodyMessage(c.bytes, false)});
    out.push_back({std::string(c.name) + "/checksum", c.command, bodyMessage(c.bytes, true)});
    Bytes sequence = sequenceMessage(c.command, c.bytes);
    if (!sequence.empty()) out.push_back({std::string(c.name) + "/sequence", c.command, std::move(sequence)});
  }
  return out;
}

constexpr ParseOptions kValidate{.validate = true};

TEST(FusedOpMsg, TheMessagesCoverBodiesAndSequences) {
  size_t sequences = 0;
  const std::vector<Message> messages = corpusMessages();
  for (const Message& m : messages) sequences += m.name.ends_with("/sequence") ? 1 : 0;
  EXPECT_GE(messages.size(), 20u);
  EXPECT_GE(sequences, 3u);  // insert, update, delete at least
}

TEST(FusedOpMsg, EveryCorpusMessageAsValidatingFirst) {
  for (const Message& m : corpusMessages()) {
    SCOPED_TRACE(m.name);
    expectSame(m.command, m.bytes, kValidate);
    expectSame(m.command, m.bytes, ParseOptions{});  // the unvalidated path unchanged
    auto fused = IdlCommands::parseMessage(m.bytes.data(), m.bytes.size(), kValidate);
    EXPECT_TRUE(fused.ok()) << fused.status();
  }
}

TEST(FusedOpMsg, EveryNestingLimitAsValidatingFirst) {
  for (const Message& m : corpusMessages()) {
    SCOPED_TRACE(m.name);
    for (uint32_t maxDepth = 0; maxDepth <= 6; ++maxDepth) {
      expectSame(m.command, m.bytes, ParseOptions{.validate = true, .maxDepth = maxDepth});
    }
  }
}

// Every byte of every message (header, flags, section kinds, sizes,
// identifiers, documents, checksum) set to values that break framing or
// nudge it.
TEST(FusedOpMsg, EveryMutationOfEveryMessageAsValidatingFirst) {
  for (const Message& m : corpusMessages()) {
    SCOPED_TRACE(m.name);
    const bool large = m.bytes.size() > 4096;  // insert_100 and the like: fewer values per byte
    for (size_t i = 0; i < m.bytes.size(); ++i) {
      const uint8_t original = m.bytes[i];
      std::vector<uint8_t> values = {0x00, 0xFF, static_cast<uint8_t>(original + 1)};
      if (!large) {
        values.insert(values.end(), {0x01, 0x02, 0x03, 0x04, 0x14, 0x7F, 0x80, static_cast<uint8_t>(original - 1)});
      }
      for (const uint8_t value : values) {
        if (value == original) continue;
        Bytes mutated = m.bytes;
        mutated[i] = value;
        SCOPED_TRACE("byte " + std::to_string(i) + " = " + std::to_string(value));
        expectSame(m.command, mutated, kValidate);
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
}

// A malformed sequence document after a body with a type error: validating
// first reports the malformed document (the whole message is validated
// before the parser sees the body), and so does the fused parse.
TEST(FusedOpMsg, AMalformedSequenceDocumentWinsOverABodyTypeError) {
  BsonWriter body;
  const size_t at = body.beginDocument();
  body.appendString("insert", "c");
  body.appendString("ordered", "not a bool");
  body.appendString("$db", "d");
  body.endDocument(at);
  const Bytes bodyBytes = toBytes(body.finish());
  BsonWriter doc;
  const size_t docAt = doc.beginDocument();
  doc.appendString("a", "b");
  doc.endDocument(docAt);
  Bytes docBytes = toBytes(doc.finish());
  OpMsgWriter w(1);
  w.appendBody(std::span<const uint8_t>(bodyBytes.data(), bodyBytes.size()));
  w.beginSequence("documents");
  w.appendToSequence(std::span<const uint8_t>(docBytes.data(), docBytes.size()));
  w.endSequence();
  Bytes message = toBytes(w.finish());
  // The sequence document's string NUL (its last element's) made non-NUL.
  message[message.size() - 2] = 0x01;
  auto fused = parseMessage<idl::InsertCommand>(message.data(), message.size(), kValidate);
  ASSERT_FALSE(fused.ok());
  EXPECT_EQ(errorCode(fused.status()), static_cast<int32_t>(ErrorCode::kInvalidBSON)) << fused.status();
  EXPECT_EQ(fused.status(), messageValidatingFirst<idl::InsertCommand>(message, kValidate).status());
  // Unvalidated, the body's type error is what the parser reports.
  auto lazy = parseMessage<idl::InsertCommand>(message.data(), message.size());
  ASSERT_FALSE(lazy.ok());
  EXPECT_EQ(errorCode(lazy.status()), static_cast<int32_t>(ErrorCode::kTypeMismatch)) << lazy.status();
}

}  // namespace
}  // namespace switchyard::testing
