// The generated OP_MSG entry points on specs beyond idl/
// (specs/sequence_edge.yaml): a non-strict command with an optional sequence
// field of structs, and a command whose sequence field sits in the second
// seen-mask word.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sequence_edge_gen.h"
#include "switchyard/switchyard.h"

namespace {

using opmsg_edge::LooseCommand;
using opmsg_edge::Stmt;
using opmsg_edge::WideCommand;
using switchyard::BsonBuffer;
using switchyard::BsonDocument;
using switchyard::BsonWriter;
using switchyard::OpMsg;
using switchyard::OpMsgWriter;

BsonBuffer commandBody(std::string_view command, bool withF64 = false) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString(command, "c");
  if (withF64) w.appendInt32("f64", 64);
  w.appendString("$db", "d");
  w.endDocument(at);
  return w.finish();
}

BsonBuffer stmt(int32_t k, std::string_view extraName = {}) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("k", k);
  if (!extraName.empty()) w.appendString(extraName, "x");
  w.endDocument(at);
  return w.finish();
}

struct Seq {
  std::string_view identifier;
  std::vector<BsonDocument> documents;
};

BsonBuffer message(const BsonBuffer& body, const std::vector<Seq>& sequences) {
  OpMsgWriter w;
  w.appendBody(body.view());
  for (const Seq& s : sequences) {
    w.beginSequence(s.identifier);
    for (const BsonDocument& d : s.documents) w.appendToSequence(d);
    w.endSequence();
  }
  return w.finish();
}

// The caller keeps `m`: the parsed command's views point into it.
template <typename Command>
absl::StatusOr<Command> parseMessage(const BsonBuffer& m) {
  auto msg = OpMsg::parse(m.data(), m.size());
  if (!msg.ok()) return msg.status();
  return Command::parse(*msg);
}

TEST(SequenceEdge, NonStrictCommandIgnoresOtherSequences) {
  const BsonBuffer a = stmt(1), body = commandBody("loose");
  const BsonBuffer cmdBytes = message(body, {{"docs", {a.view()}}, {"other", {a.view()}}});
  auto cmd = parseMessage<LooseCommand>(cmdBytes);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_EQ(cmd->getDocs().size(), 1u);
  EXPECT_FALSE(cmd->getStmts().has_value());
}

TEST(SequenceEdge, OptionalStructSequence) {
  const BsonBuffer s1 = stmt(1), s2 = stmt(2), body = commandBody("loose");
  const BsonBuffer cmdBytes = message(body, {{"stmts", {s1.view(), s2.view()}}, {"docs", {}}});
  auto cmd = parseMessage<LooseCommand>(cmdBytes);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_TRUE(cmd->getStmts().has_value());
  ASSERT_EQ(cmd->getStmts()->size(), 2u);
  EXPECT_EQ((*cmd->getStmts())[1].getK(), 2);
  EXPECT_TRUE(cmd->getDocs().empty());

  // Written back: two sequences; without stmts, one.
  auto written = cmd->toOpMsg(3, true);
  ASSERT_TRUE(written.ok()) << written.status();
  auto msg = OpMsg::parse(written->data(), written->size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  EXPECT_EQ(msg->sequences().size(), 2u);
  auto back = LooseCommand::parse(*msg);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, *cmd);
  LooseCommand without = *cmd;
  without.setStmts(std::nullopt);
  auto one = without.toOpMsg();
  ASSERT_TRUE(one.ok());
  auto oneMsg = OpMsg::parse(one->data(), one->size());
  ASSERT_TRUE(oneMsg.ok());
  ASSERT_EQ(oneMsg->sequences().size(), 1u);
  EXPECT_EQ(oneMsg->sequences()[0].identifier(), "docs");
  EXPECT_EQ(*LooseCommand::parse(*oneMsg), without);
}

// MongoDB parses each document under the field's name alone (no index).
TEST(SequenceEdge, StructSequenceErrorsNameTheFieldOnly) {
  const BsonBuffer good = stmt(1), unknown = stmt(2, "zz"), body = commandBody("loose");
  const BsonBuffer cmdBytes = message(body, {{"stmts", {good.view(), unknown.view()}}, {"docs", {}}});
  auto cmd = parseMessage<LooseCommand>(cmdBytes);
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(switchyard::errorCode(cmd.status()), 40415);
  EXPECT_EQ(std::string(cmd.status().message()), "BSON field 'loose.stmts.zz' is an unknown field.");
  // The required field comes from neither: missing, after the sequences.
  const BsonBuffer missingBytes = message(body, {{"stmts", {good.view()}}});
  auto missing = parseMessage<LooseCommand>(missingBytes);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(std::string(missing.status().message()), "BSON field 'loose.docs' is missing but a required field");
}

TEST(SequenceEdge, SecondSeenWord) {
  const BsonBuffer a = stmt(1);
  const BsonBuffer cmdBytes = message(commandBody("wide", true), {{"items", {a.view(), a.view()}}});
  auto cmd = parseMessage<WideCommand>(cmdBytes);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_EQ(cmd->getItems().size(), 2u);
  EXPECT_EQ(cmd->getF64(), 64);
  const BsonBuffer missingBytes = message(commandBody("wide", true), {});
  auto missing = parseMessage<WideCommand>(missingBytes);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(std::string(missing.status().message()), "BSON field 'wide.items' is missing but a required field");
  // The body-only parse keeps its required check.
  const BsonBuffer body = commandBody("wide");
  auto bodyOnly = WideCommand::parse(body.data(), body.size());
  ASSERT_FALSE(bodyOnly.ok());
  EXPECT_EQ(switchyard::errorCode(bodyOnly.status()), 40414);
  auto written = cmd->toOpMsg();
  ASSERT_TRUE(written.ok());
  auto msg = OpMsg::parse(written->data(), written->size());
  ASSERT_TRUE(msg.ok());
  EXPECT_EQ(*WideCommand::parse(*msg), *cmd);
}

// Presence bits (docs/design.md): a field filled by a sequence has its bit in
// the class's mask (stored once at the end of the OP_MSG parse), so the
// body-only serializers write it too, and a sequence field in the second word
// keeps the first word's bits.
TEST(SequenceEdge, SequenceFieldsAreSetForEverySerializer) {
  const BsonBuffer s1 = stmt(1), body = commandBody("loose");
  const BsonBuffer cmdBytes = message(body, {{"stmts", {s1.view()}}, {"docs", {s1.view()}}});
  auto cmd = parseMessage<LooseCommand>(cmdBytes);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  const BsonBuffer asDocument = cmd->toBson();
  EXPECT_EQ(asDocument.size(), cmd->serializedSize());
  auto bodyOnly = LooseCommand::parse(asDocument.data(), asDocument.size());
  ASSERT_TRUE(bodyOnly.ok()) << bodyOnly.status();
  ASSERT_TRUE(bodyOnly->getStmts().has_value());
  EXPECT_EQ(*bodyOnly, *cmd);

  const BsonBuffer a = stmt(1);
  const BsonBuffer wideBytes = message(commandBody("wide", true), {{"items", {a.view()}}});
  auto wide = parseMessage<WideCommand>(wideBytes);
  ASSERT_TRUE(wide.ok()) << wide.status();
  const BsonBuffer wideDocument = wide->toBson();
  auto wideBack = WideCommand::parse(wideDocument.data(), wideDocument.size());
  ASSERT_TRUE(wideBack.ok()) << wideBack.status();
  EXPECT_EQ(wideBack->getF64(), 64);
  EXPECT_FALSE(wideBack->getF0().has_value());
  EXPECT_EQ(*wideBack, *wide);
}

// toOpMsg() runs checkSerializable(): a required field never set (a sequence
// field or a body field) is refused and nothing is written.
TEST(SequenceEdge, ToOpMsgRefusesRequiredFieldsNeverSet) {
  LooseCommand cmd;
  cmd.setCollectionName("c");
  auto written = cmd.toOpMsg();
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(switchyard::errorCode(written.status()), 40414);
  EXPECT_EQ(std::string(written.status().message()),
            "BSON field 'loose.docs' is missing but a required field: it was never set");
  cmd.setDocs({});
  written = cmd.toOpMsg();
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(std::string(written.status().message()),
            "BSON field 'loose.$db' is missing but a required field: it was never set");
  cmd.setDbName("d");
  written = cmd.toOpMsg();
  ASSERT_TRUE(written.ok()) << written.status();
  auto msg = OpMsg::parse(written->data(), written->size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  auto back = LooseCommand::parse(*msg);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, cmd);
}

// Validation fused with the parse (parse_message.h): a sequence the
// non-strict command ignores is still validated, as OpMsg::parse validates
// every document before a parser runs. A malformed document in it is
// InvalidBSON with the offset validating first gives, at every entry point.
TEST(SequenceEdge, AnIgnoredSequenceIsValidatedWhenFused) {
  const BsonBuffer a = stmt(1), body = commandBody("loose");
  BsonBuffer good = message(body, {{"docs", {a.view()}}, {"other", {a.view()}}});
  std::vector<uint8_t> bytes(good.data(), good.data() + good.size());
  // The last document ({k: int32}, 12 bytes, in the ignored sequence): its
  // element's type byte made one that is not a BSON type.
  bytes[bytes.size() - 8] = 0x42;
  const switchyard::ParseOptions validate{.validate = true};
  switchyard::ParseContext ctx(bytes.data());
  OpMsg checked;
  ASSERT_FALSE(OpMsg::parse(bytes.data(), bytes.size(), {}, ctx, &checked));
  const absl::Status first = ctx.status();
  EXPECT_EQ(switchyard::errorCode(first), static_cast<int32_t>(switchyard::ErrorCode::kInvalidBSON)) << first;
  auto fused = switchyard::parseMessage<LooseCommand>(bytes.data(), bytes.size(), validate);
  ASSERT_FALSE(fused.ok());
  EXPECT_EQ(fused.status(), first);
  // Framed without validation, then parsed validating: each document is
  // validated as the parse reaches it (checkDocument), and an ignored
  // sequence is never reached, so this order accepts the message; the fused
  // attempt (which walks it) fails and falls back to that order's outcome.
  auto framed = OpMsg::parse(bytes.data(), bytes.size(), {.validateDocuments = false});
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_TRUE(LooseCommand::parse(*framed, validate).ok());
  // Not validated, the ignored sequence is not read.
  EXPECT_TRUE(LooseCommand::parse(*framed).ok());
  EXPECT_TRUE(switchyard::parseMessage<LooseCommand>(bytes.data(), bytes.size()).ok());
}

}  // namespace
