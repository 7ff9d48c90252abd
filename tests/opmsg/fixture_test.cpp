// Every OP_MSG that pymongo writes for find, getMore, aggregate, insert,
// update and delete (single and bulk, with and without a checksum; made by
// make_fixtures.py) parses, and its command has the same values as the same
// command sent as one body-only document: both are parsed by the parser
// generated from idl/ and serialized, and the bytes must be equal.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "fixtures_gen.h"
#include "getmore_gen.h"
#include "insert_gen.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace {

using opmsg_fixtures::Fixture;
using switchyard::BsonBuffer;
using switchyard::BsonDocument;
using switchyard::OpMsg;

// The bytes in a heap block of exactly their size (AddressSanitizer sees any
// read past the end).
class ExactCopy {
 public:
  explicit ExactCopy(std::string_view bytes)
      : p_(static_cast<uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()))), n_(bytes.size()) {
    if (!bytes.empty()) std::memcpy(p_.get(), bytes.data(), bytes.size());
  }
  const uint8_t* data() const { return p_.get(); }
  size_t size() const { return n_; }

 private:
  struct Free {
    void operator()(uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<uint8_t, Free> p_;
  size_t n_;
};

template <typename Command>
absl::StatusOr<std::vector<uint8_t>> parseAndSerialize(BsonDocument doc) {
  auto cmd = Command::parse(doc);
  if (!cmd.ok()) return cmd.status();
  const BsonBuffer out = cmd->toBson();
  return std::vector<uint8_t>(out.data(), out.data() + out.size());
}

// The command's values, written back by the generated serializer.
absl::StatusOr<std::vector<uint8_t>> canonical(std::string_view command, BsonDocument doc) {
  using namespace switchyard::idl;
  if (command == "find") return parseAndSerialize<FindCommand>(doc);
  if (command == "getMore") return parseAndSerialize<GetMoreCommand>(doc);
  if (command == "aggregate") return parseAndSerialize<AggregateCommand>(doc);
  if (command == "insert") return parseAndSerialize<InsertCommand>(doc);
  if (command == "update") return parseAndSerialize<UpdateCommand>(doc);
  if (command == "delete") return parseAndSerialize<DeleteCommand>(doc);
  return absl::InternalError("no parser for " + std::string(command));
}

}  // namespace

namespace opmsg_fixtures {
void PrintTo(const Fixture& f, std::ostream* os) { *os << f.name; }
}  // namespace opmsg_fixtures

namespace {

class PymongoOpMsg : public ::testing::TestWithParam<Fixture> {};

TEST_P(PymongoOpMsg, ParsesLikeTheBodyOnlyCommand) {
  const Fixture& f = GetParam();
  const ExactCopy message(f.message);
  auto msg = OpMsg::parse(message.data(), message.size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  EXPECT_EQ(msg->checksumPresent(), f.checksum);
  EXPECT_EQ(msg->checksum().has_value(), f.checksum);
  EXPECT_EQ(msg->header().opCode, switchyard::kOpMsgOpCode);
  EXPECT_EQ(msg->moreToCome(), std::string_view(f.name).find("unacknowledged") != std::string_view::npos);
  if (f.sequence.empty()) {
    EXPECT_TRUE(msg->sequences().empty());
  } else {
    ASSERT_EQ(msg->sequences().size(), 1u);
    EXPECT_EQ(msg->sequences()[0].identifier(), f.sequence);
    EXPECT_EQ(msg->sequences()[0].size(), f.sequenceDocuments);
  }
  // The views point into the message.
  EXPECT_GE(msg->body().data(), message.data());
  EXPECT_LE(msg->body().data() + msg->body().size(), message.data() + message.size());

  const ExactCopy bodyOnlyBytes(f.bodyOnly);
  auto bodyOnly = BsonDocument::fromBuffer(bodyOnlyBytes.data(), bodyOnlyBytes.size());
  ASSERT_TRUE(bodyOnly.ok());
  auto expected = canonical(f.command, *bodyOnly);
  ASSERT_TRUE(expected.ok()) << expected.status();

  auto joined = msg->bodyWithSequences();
  ASSERT_TRUE(joined.ok()) << joined.status();
  auto got = canonical(f.command, joined->view());
  ASSERT_TRUE(got.ok()) << got.status();
  EXPECT_EQ(*got, *expected);

  // Each sequence document is, byte for byte, the body-only form's array element.
  if (!f.sequence.empty()) {
    BsonDocument array;
    switchyard::ParseContext ctx;
    switchyard::BsonElement e;
    for (auto c = bodyOnly->elements(); c.next(e, ctx);) {
      if (e.name() == f.sequence) array = e.asDocument();
    }
    std::vector<BsonDocument> elements;
    for (auto c = array.elements(); c.next(e, ctx);) elements.push_back(e.asDocument());
    ASSERT_EQ(elements.size(), f.sequenceDocuments);
    size_t i = 0;
    for (BsonDocument d : msg->sequences()[0]) EXPECT_EQ(d, elements[i++]);
  }
}

TEST_P(PymongoOpMsg, EveryTruncationIsRejected) {
  const Fixture& f = GetParam();
  // Every proper prefix with its length field set to the prefix's size: an
  // error, never a crash or a read past the end.
  for (size_t n = 0; n < f.message.size(); n += (n < 64 ? 1 : 17)) {
    std::string prefix(f.message.substr(0, n));
    if (n >= 4) {
      const uint32_t len = static_cast<uint32_t>(n);
      std::memcpy(prefix.data(), &len, 4);
    }
    const ExactCopy copy(prefix);
    auto msg = OpMsg::parse(copy.data(), n);
    EXPECT_FALSE(msg.ok()) << f.name << " cut at " << n;
    if (!msg.ok()) {
      EXPECT_GT(switchyard::errorCode(msg.status()), 0);
    }
  }
}

// pymongo's body-only write commands end with their statements (`deletes`
// last, after $db), as OpMsg::bodyWithSequences() also writes them: the
// statement parser's expected-next-field test then runs at the very end of
// the buffer (under AddressSanitizer this read past it before the fix).
TEST(WriteStatementsLast, DeleteEntryEndsTheCommand) {
  // {delete: "c", $db: "d", deletes: [{q: {}, limit: 1}]}
  switchyard::BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("delete", "c");
  w.appendString("$db", "d");
  const size_t deletes = w.beginArray("deletes");
  const size_t entry = w.beginSubDocument("0");
  w.appendDocument("q", BsonDocument());
  w.appendInt32("limit", 1);
  w.endSubDocument(entry);
  w.endArray(deletes);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  const ExactCopy copy(std::string_view(reinterpret_cast<const char*>(doc.data()), doc.size()));
  auto cmd = switchyard::idl::DeleteCommand::parse(copy.data(), copy.size());
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getDeletes().size(), 1u);
  EXPECT_EQ(cmd->getDeletes()[0].getLimit(), 1);
}

INSTANTIATE_TEST_SUITE_P(Pymongo, PymongoOpMsg, ::testing::ValuesIn(opmsg_fixtures::kFixtures),
                         [](const ::testing::TestParamInfo<Fixture>& info) { return std::string(info.param.name); });

}  // namespace
