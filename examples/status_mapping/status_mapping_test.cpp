// Switchyard's errors mapped onto the server's own status (server_status.h):
// category, MongoDB's code and text, the full field path, the byte offset.
#include <cstdint>
#include <string>
#include <vector>

#include "IdlCommands.h"
#include "find_gen.h"
#include "gtest/gtest.h"
#include "server_status.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace myserver {
namespace {

using switchyard::BsonBuffer;
using switchyard::BsonWriter;

BsonBuffer find(std::string_view extraName, std::string_view extraString) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("find", "items");
  if (!extraName.empty()) w.appendString(extraName, extraString);
  w.appendString("$db", "test");
  w.endDocument(at);
  return w.finish();
}

TEST(StatusMapping, OkIsOk) {
  const BsonBuffer doc = find({}, {});
  auto parsed = switchyard::idl::FindCommand::parse(doc.data(), doc.size());
  ASSERT_TRUE(parsed.ok());
  const ServerStatus s = toServerStatus(parsed.status());
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(s.code, 0);
  EXPECT_EQ(describe(s), "ok");
}

TEST(StatusMapping, AWrongTypeIsAnInvalidRequestAtItsField) {
  const BsonBuffer doc = find("limit", "ten");
  const ServerStatus s = toServerStatus(switchyard::idl::FindCommand::parse(doc.data(), doc.size()).status());
  EXPECT_EQ(s.category, Category::kInvalidRequest);
  EXPECT_EQ(s.code, 14);
  EXPECT_EQ(s.path, "find.limit");
  EXPECT_EQ(s.text, "BSON field 'find.limit' is the wrong type 'string', expected types '[long, int, "
                    "decimal, double']");
  EXPECT_FALSE(s.offset.has_value());
  EXPECT_EQ(describe(s).substr(0, 39), "invalid request (code 14) at find.limit");
}

TEST(StatusMapping, UnknownAndMissingFieldsNameTheirPath) {
  const BsonBuffer unknown = find("frobnicate", "x");
  ServerStatus s = toServerStatus(switchyard::idl::FindCommand::parse(unknown.data(), unknown.size()).status());
  EXPECT_EQ(s.category, Category::kInvalidRequest);
  EXPECT_EQ(s.code, 40415);
  EXPECT_EQ(s.path, "find.frobnicate");
  // A nested struct's missing field: the whole path.
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("update", "items");
  const size_t updates = w.beginArray("updates");
  const size_t first = w.beginSubDocument("0");
  w.appendInt32("multi", 1);
  w.endSubDocument(first);
  w.endArray(updates);
  w.appendString("$db", "test");
  w.endDocument(at);
  const BsonBuffer update = w.finish();
  s = toServerStatus(switchyard::idl::UpdateCommand::parse(update.data(), update.size()).status());
  EXPECT_EQ(s.category, Category::kInvalidRequest);
  EXPECT_TRUE(s.code == 40414 || s.code == 14) << describe(s);
  EXPECT_EQ(s.path.substr(0, 14), "update.updates") << describe(s);
}

TEST(StatusMapping, AnElidedNameKeepsItsFullPath) {
  const std::string longName(5000, 'x');
  const BsonBuffer doc = find(longName, "v");
  const ServerStatus s = toServerStatus(switchyard::idl::FindCommand::parse(doc.data(), doc.size()).status());
  EXPECT_EQ(s.code, 40415);
  EXPECT_EQ(s.path, "find." + longName);
  EXPECT_LT(s.text.size(), 1000u);   // the text quotes the name elided
}

TEST(StatusMapping, MalformedBytesCarryTheirOffset) {
  const BsonBuffer good = find("comment", "abc");
  std::vector<uint8_t> bad(good.data(), good.data() + good.size());
  bad[bad.size() - 1] = 7;  // no terminating NUL
  const ServerStatus s = toServerStatus(switchyard::idl::FindCommand::parse(bad.data(), bad.size()).status());
  EXPECT_EQ(s.category, Category::kMalformedInput);
  EXPECT_EQ(s.code, 22);
  ASSERT_TRUE(s.offset.has_value()) << describe(s);
  EXPECT_LT(*s.offset, bad.size());
}

TEST(StatusMapping, UnknownCommandsAndSizeLimits) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("frobnicate", 1);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  ServerStatus s = toServerStatus(switchyard::idl::IdlCommands::parse(doc.data(), doc.size()).status());
  EXPECT_EQ(s.category, Category::kUnknownCommand);
  EXPECT_EQ(s.code, 59);
  EXPECT_EQ(s.text, "no such command: 'frobnicate'");
  const BsonBuffer big = find("comment", std::string(100, 'c'));
  s = toServerStatus(switchyard::idl::FindCommand::parse(big.data(), big.size(), {.maxDocumentSize = 64}).status());
  EXPECT_EQ(s.category, Category::kTooLarge);
  EXPECT_EQ(s.code, 10334);
}

TEST(StatusMapping, MessageErrorsAreMalformedInput) {
  switchyard::OpMsgWriter writer(1, 0, /*flags=*/1u << 3);  // an unknown required flag bit
  const BsonBuffer body = find({}, {});
  writer.appendBody(body.bytes());
  const BsonBuffer message = writer.finish();
  const ServerStatus s = toServerStatus(switchyard::OpMsg::parse(message.data(), message.size()).status());
  EXPECT_EQ(s.category, Category::kMalformedInput);
  EXPECT_EQ(s.code, 223);
}

TEST(StatusMapping, StatusesFromElsewhereAreInternal) {
  const ServerStatus s = toServerStatus(absl::InternalError("disk on fire"));
  EXPECT_EQ(s.category, Category::kInternal);
  EXPECT_EQ(s.code, 1);
  EXPECT_EQ(s.text, "disk on fire");
  EXPECT_TRUE(s.path.empty());
}

}  // namespace
}  // namespace myserver
