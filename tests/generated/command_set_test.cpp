// IdlCommands (generated/IdlCommands.h, `generate --command-set`): every fixture
// parses through the command set exactly as through its own command's parser
// (same alternative, same value, same error), and a document whose first
// element names no command is MongoDB's CommandNotFound.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "IdlCommands.h"
#include "fixtures.h"
#include "gtest/gtest.h"
#include "switchyard/writer/bson_writer.h"
#include "switchyard/opmsg/op_msg.h"

namespace switchyard::testing {
namespace {

using idl::IdlCommands;

// The serialized value of whichever command `parsed` holds.
std::vector<uint8_t> serialized(const IdlCommands::Command& parsed) {
  return std::visit([](const auto& c) {
    const BsonBuffer b = c.toBson();
    return std::vector<uint8_t>(b.data(), b.data() + b.size());
  }, parsed);
}

// The direct parse by the command class at `index`, as the set's result type.
absl::StatusOr<IdlCommands::Command> parseDirectly(int index, const std::vector<uint8_t>& bytes) {
  absl::StatusOr<IdlCommands::Command> out = absl::InternalError("no command");
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(index) == I
          ? (void)(out = [&]() -> absl::StatusOr<IdlCommands::Command> {
              using C = std::variant_alternative_t<I, IdlCommands::Command>;
              auto r = C::parse(bytes.data(), bytes.size());
              if (!r.ok()) return r.status();
              return IdlCommands::Command(std::in_place_index<I>, *std::move(r));
            }())
          : (void)0),
     ...);
  }(std::make_index_sequence<std::variant_size_v<IdlCommands::Command>>());
  return out;
}

TEST(CommandSet, NamesEveryCommandOfIdl) {
  constexpr auto names = IdlCommands::names();
  EXPECT_EQ(names.size(), 6u);
  static_assert(IdlCommands::indexOf("find") >= 0 && IdlCommands::indexOf("getMore") >= 0);
  static_assert(IdlCommands::indexOf("Find") < 0 && IdlCommands::indexOf("") < 0);
}

TEST(CommandSet, EveryFixtureAsItsOwnCommandParsesIt) {
  int checked = 0;
  for (const Case& c : allCases()) {
    const int index = IdlCommands::indexOf(c.command);
    ASSERT_GE(index, 0) << c.name << ": " << c.command;
    auto viaSet = IdlCommands::parse(c.bytes.data(), c.bytes.size());
    auto direct = parseDirectly(index, c.bytes);
    ASSERT_EQ(viaSet.ok(), direct.ok()) << c.name;
    if (viaSet.ok()) {
      EXPECT_EQ(static_cast<int>(viaSet->index()), index) << c.name;
      EXPECT_EQ(serialized(*viaSet), serialized(*direct)) << c.name;
    } else if (c.kind == Kind::kMalformed) {
      // Found before any command is known: the same error without "in '<command>'".
      EXPECT_TRUE(errorCode(viaSet.status()) == ErrorCode::kInvalidBSON) << c.name;
      EXPECT_EQ(errorOffset(viaSet.status()), errorOffset(direct.status())) << c.name;
    } else if (errorCode(viaSet.status()) == ErrorCode::kCommandNotFound) {
      // The first element names no command (e.g. an empty document); the
      // command's own parser reports its missing first field instead.
      EXPECT_TRUE(c.bytes.size() == 5 || c.bytes[4] == 0) << c.name << ": " << viaSet.status();
    } else {
      EXPECT_EQ(viaSet.status(), direct.status()) << c.name;
    }
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

TEST(CommandSet, UnknownCommandIsCommandNotFound) {
  // {ping: 1}
  const std::vector<uint8_t> ping = {15, 0, 0, 0, 0x10, 'p', 'i', 'n', 'g', 0, 1, 0, 0, 0, 0};
  auto parsed = IdlCommands::parse(ping.data(), ping.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kCommandNotFound);
  EXPECT_EQ(parsed.status().message(), "no such command: 'ping'");

  const std::vector<uint8_t> empty = {5, 0, 0, 0, 0};
  parsed = IdlCommands::parse(empty.data(), empty.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().message(), "no such command: ''");
}

TEST(CommandSet, MalformedBytesAreInvalidBson) {
  const std::vector<uint8_t> truncated = {15, 0, 0, 0, 0x10, 'f', 'i', 'n', 'd'};
  auto parsed = IdlCommands::parse(truncated.data(), truncated.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kInvalidBSON);
}

// --- the name table -------------------------------------------------------------

TEST(CommandSet, EveryNameAndOnlyThoseAreFound) {
  constexpr auto names = IdlCommands::names();
  for (std::string_view n : names) {
    const int index = IdlCommands::indexOf(n);
    ASSERT_GE(index, 0) << n;
    // The alternative at that index answers to that name.
    EXPECT_TRUE(IdlCommands::nameOf(static_cast<size_t>(index)) == n || n == "findandmodify") << n;
    std::string longer(n);
    longer += 'x';
    EXPECT_LT(IdlCommands::indexOf(longer), 0) << longer;
    EXPECT_LT(IdlCommands::indexOf(n.substr(0, n.size() - 1)), 0) << n;
    std::string withNul(n);
    withNul += '\0';
    EXPECT_LT(IdlCommands::indexOf(withNul), 0) << n;
  }
  EXPECT_EQ(IdlCommands::nameOf(99), "");
}

// Names that share their first 8 bytes share a slot and are told apart by
// their compares; a one-character name makes the hashed prefix 2 bytes.
using SharedPrefixes = CommandSet<CommandEntry<idl::FindCommand, "abcdefghOne">,
                                  CommandEntry<idl::InsertCommand, "abcdefghTwo", "b">,
                                  CommandEntry<idl::DeleteCommand, "abcdefgh">>;
static_assert(SharedPrefixes::indexOf("abcdefghOne") == 0);
static_assert(SharedPrefixes::indexOf("abcdefghTwo") == 1);
static_assert(SharedPrefixes::indexOf("b") == 1);
static_assert(SharedPrefixes::indexOf("abcdefgh") == 2);
static_assert(SharedPrefixes::indexOf("abcdefghThree") < 0 && SharedPrefixes::indexOf("a") < 0);
static_assert(SharedPrefixes::indexOf("") < 0 && SharedPrefixes::indexOf("abcdefg") < 0);

// --- OP_MSG --------------------------------------------------------------------

// A document {<name>: <value>, $db: "test", <extra>...} with `value` a string.
BsonBuffer commandDocument(std::string_view name, std::string_view value,
                           std::string_view extraName = {}, int32_t extra = 0) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString(name, value);
  w.appendString("$db", "test");
  if (!extraName.empty()) w.appendInt32(extraName, extra);
  w.endDocument(at);
  return w.finish();
}

std::vector<uint8_t> documentWithId(int32_t id) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("_id", id);
  w.endDocument(at);
  const BsonBuffer b = w.finish();
  return std::vector<uint8_t>(b.data(), b.data() + b.size());
}

// An OP_MSG of `body` and, when `sequence` is given, that document sequence.
BsonBuffer message(const BsonBuffer& body, std::string_view sequence = {},
                   const std::vector<std::vector<uint8_t>>& documents = {}) {
  OpMsgWriter w(7);
  if (!sequence.empty()) {
    w.beginSequence(sequence);
    for (const std::vector<uint8_t>& d : documents) w.appendToSequence(d);
    w.endSequence();
  }
  w.appendBody(body.bytes());
  return w.finish();
}

TEST(CommandSetOpMsg, InsertWithADocumentSequence) {
  const BsonBuffer bytes = message(commandDocument("insert", "items"), "documents",
                                   {documentWithId(1), documentWithId(2), documentWithId(3)});
  for (const bool validate : {false, true}) {
    auto parsed = IdlCommands::parseMessage(bytes.data(), bytes.size(), {.validate = validate});
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    ASSERT_TRUE(std::holds_alternative<idl::InsertCommand>(*parsed));
    const auto& insert = std::get<idl::InsertCommand>(*parsed);
    EXPECT_EQ(insert.getCollectionName(), "items");
    ASSERT_EQ(insert.getDocuments().size(), 3u);
    EXPECT_EQ(IdlCommands::nameOf(parsed->index()), "insert");
    // The documents are views into the message.
    EXPECT_GE(insert.getDocuments()[0].bytes().data(), bytes.data());
    EXPECT_LT(insert.getDocuments()[2].bytes().data(), bytes.data() + bytes.size());
  }
  // The same through a framed OpMsg, as its own parser reads it.
  auto msg = OpMsg::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(msg.ok());
  auto viaSet = IdlCommands::parse(*msg);
  auto direct = idl::InsertCommand::parse(*msg);
  ASSERT_TRUE(viaSet.ok() && direct.ok());
  EXPECT_TRUE(std::get<idl::InsertCommand>(*viaSet) == *direct);
}

TEST(CommandSetOpMsg, SequenceErrorsAreTheCommandsOwn) {
  // find takes no document sequence: 40472, as its own parser says.
  const BsonBuffer find = message(commandDocument("find", "items"), "documents", {documentWithId(1)});
  auto msg = OpMsg::parse(find.data(), find.size());
  ASSERT_TRUE(msg.ok());
  auto parsed = IdlCommands::parse(*msg);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(errorCode(parsed.status()), 40472);
  EXPECT_EQ(parsed.status(), idl::FindCommand::parse(*msg).status());
  // insert given its documents twice (body and sequence): 40433, "Duplicate field
  // between body and document sequence".
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("insert", "items");
  const size_t docs = w.beginArray("documents");
  const size_t first = w.beginSubDocument("0");
  w.endSubDocument(first);
  w.endArray(docs);
  w.appendString("$db", "test");
  w.endDocument(at);
  const BsonBuffer twice = message(w.finish(), "documents", {documentWithId(1)});
  parsed = IdlCommands::parseMessage(twice.data(), twice.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(errorCode(parsed.status()), 40433) << parsed.status();
}

TEST(CommandSetOpMsg, UnknownNamesAreCommandNotFound) {
  for (std::string_view name : {"ping", "Find", "findx", "fin", "insert2", "abcdefghijklmnop"}) {
    const BsonBuffer bytes = message(commandDocument(name, "x"));
    auto parsed = IdlCommands::parseMessage(bytes.data(), bytes.size());
    ASSERT_FALSE(parsed.ok()) << name;
    EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kCommandNotFound) << name;
    EXPECT_EQ(parsed.status().message(), "no such command: '" + std::string(name) + "'");
  }
  const BsonBuffer empty = message(BsonBuffer::copyOf(std::vector<uint8_t>{5, 0, 0, 0, 0}));
  auto parsed = IdlCommands::parseMessage(empty.data(), empty.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().message(), "no such command: ''");
}

// {ping: "x", $db: "test", bad: <an int32 element cut to a string of length 100>}:
// an unknown command whose third element is malformed.
BsonBuffer unknownCommandWithBadElement() {
  const BsonBuffer good = commandDocument("ping", "x", "bad", 0);
  std::vector<uint8_t> doc(good.data(), good.data() + good.size());
  // The last element: type 0x10, "bad\0", 4 bytes. Make it a string (0x02) whose
  // length runs past the document.
  const size_t element = doc.size() - 1 - 4 - 4 - 1;
  doc[element] = 0x02;
  storeLE<int32_t>(doc.data() + doc.size() - 5, 100);
  return BsonBuffer::copyOf(doc);
}

TEST(CommandSetOpMsg, ValidationComesBeforeTheLookup) {
  const BsonBuffer bytes = message(unknownCommandWithBadElement());
  // Validated (as mongod does), the malformed element is found first...
  auto parsed = IdlCommands::parseMessage(bytes.data(), bytes.size(), {.validate = true});
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kInvalidBSON) << parsed.status();
  // ...also when the OpMsg was framed without validating its documents.
  auto framed = OpMsg::parse(bytes.data(), bytes.size(), {.validateDocuments = false});
  ASSERT_TRUE(framed.ok());
  parsed = IdlCommands::parse(*framed, {.validate = true});
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kInvalidBSON) << parsed.status();
  EXPECT_TRUE(errorOffset(parsed.status()).has_value());
  // Lazily, the lookup fails first.
  parsed = IdlCommands::parse(*framed);
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kCommandNotFound);
  // A malformed sequence document under validation, in a known command.
  std::vector<uint8_t> bad = documentWithId(1);
  bad[4] = 0x03;  // _id now an embedded document whose length is the int's bytes
  const BsonBuffer insert = message(commandDocument("insert", "items"), "documents", {bad});
  framed = OpMsg::parse(insert.data(), insert.size(), {.validateDocuments = false});
  ASSERT_TRUE(framed.ok());
  parsed = IdlCommands::parse(*framed, {.validate = true});
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kInvalidBSON) << parsed.status();
}

TEST(CommandSetOpMsg, SizeLimits) {
  const BsonBuffer bytes = message(commandDocument("find", "items"), {}, {});
  auto msg = OpMsg::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(msg.ok());
  const uint32_t bodySize = msg->body().size();
  ASSERT_TRUE(IdlCommands::parse(*msg, {.maxDocumentSize = bodySize}).ok());
  for (const bool validate : {false, true}) {
    auto parsed = IdlCommands::parse(*msg, {.maxDocumentSize = bodySize - 1, .validate = validate});
    ASSERT_FALSE(parsed.ok());
    EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kBSONObjectTooLarge) << parsed.status();
  }
  // A sequence document over the limit.
  const BsonBuffer insert = message(commandDocument("insert", "items"), "documents", {documentWithId(1)});
  auto parsed = IdlCommands::parseMessage(insert.data(), insert.size(),
                                          {.maxDocumentSize = static_cast<uint32_t>(documentWithId(1).size() - 1), .validate = true});
  // The body is larger than the document: under such a limit the body fails first.
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kBSONObjectTooLarge);
  // The same limit on a bare document.
  const BsonBuffer doc = commandDocument("find", "items");
  auto one = IdlCommands::parse(doc.data(), doc.size(), {.maxDocumentSize = static_cast<uint32_t>(doc.size() - 1)});
  ASSERT_FALSE(one.ok());
  EXPECT_TRUE(errorCode(one.status()) == ErrorCode::kBSONObjectTooLarge);
}

TEST(CommandSetOpMsg, MalformedMessagesAreTheFramersErrors) {
  const BsonBuffer bytes = message(commandDocument("find", "items"));
  std::vector<uint8_t> cut(bytes.data(), bytes.data() + bytes.size() - 1);
  auto parsed = IdlCommands::parseMessage(cut.data(), cut.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status(), OpMsg::parse(cut.data(), cut.size()).status());
  std::vector<uint8_t> opQuery(bytes.data(), bytes.data() + bytes.size());
  storeLE<int32_t>(opQuery.data() + 12, 2004);
  parsed = IdlCommands::parseMessage(opQuery.data(), opQuery.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status(), OpMsg::parse(opQuery.data(), opQuery.size()).status());
  // Every truncation of a good message fails without a crash.
  const BsonBuffer insert = message(commandDocument("insert", "items"), "documents", {documentWithId(1)});
  for (size_t n = 0; n < insert.size(); ++n) {
    EXPECT_FALSE(IdlCommands::parseMessage(insert.data(), n).ok()) << n;
  }
}

}  // namespace
}  // namespace switchyard::testing
