// The generated OP_MSG entry points (docs/op_msg.md): Command::parse(const
// OpMsg&) takes the fields marked supports_doc_sequence (insert.documents,
// update.updates, delete.deletes) from the body or from a document sequence,
// with MongoDB's rules, and serializeOpMsg/toOpMsg write them as sequences.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
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
using switchyard::BsonWriter;
using switchyard::OpMsg;
using switchyard::OpMsgWriter;
using namespace switchyard::idl;

// The bytes in a heap block of exactly their size (AddressSanitizer sees any
// read past the end).
class ExactCopy {
 public:
  explicit ExactCopy(std::span<const uint8_t> bytes)
      : p_(static_cast<uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()))), n_(bytes.size()) {
    if (!bytes.empty()) std::memcpy(p_.get(), bytes.data(), bytes.size());
  }
  explicit ExactCopy(std::string_view bytes)
      : ExactCopy(std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size())) {}
  const uint8_t* data() const { return p_.get(); }
  size_t size() const { return n_; }
  bool holds(const void* p) const {
    const auto* b = static_cast<const uint8_t*>(p);
    return b >= data() && b < data() + size();
  }

 private:
  struct Free {
    void operator()(uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<uint8_t, Free> p_;
  size_t n_;
};

template <typename Command>
std::vector<uint8_t> bytesOf(const Command& cmd) {
  const BsonBuffer out = cmd.toBson();
  return std::vector<uint8_t>(out.data(), out.data() + out.size());
}

// Parses the fixture's message through the generated OP_MSG entry point and
// its body-only form through the document entry point; both serialized.
template <typename Command>
void expectSameAsBodyOnly(const Fixture& f) {
  const ExactCopy message(f.message);
  auto msg = OpMsg::parse(message.data(), message.size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  auto fromMessage = Command::parse(*msg);
  ASSERT_TRUE(fromMessage.ok()) << fromMessage.status();

  const ExactCopy bodyOnlyBytes(f.bodyOnly);
  auto fromBody = Command::parse(bodyOnlyBytes.data(), bodyOnlyBytes.size());
  ASSERT_TRUE(fromBody.ok()) << fromBody.status();
  EXPECT_EQ(bytesOf(*fromMessage), bytesOf(*fromBody));
  EXPECT_EQ(fromMessage->getDbName(), fromBody->getDbName());
  EXPECT_TRUE(message.holds(fromMessage->getDbName().data()));  // $db: a view into the body

  // The round trip: toOpMsg, then the same parse, gives the same command.
  auto again = fromMessage->toOpMsg(7, f.checksum);
  ASSERT_TRUE(again.ok()) << again.status();
  auto msg2 = OpMsg::parse(again->data(), again->size());
  ASSERT_TRUE(msg2.ok()) << msg2.status();
  EXPECT_EQ(msg2->checksumPresent(), f.checksum);
  EXPECT_EQ(msg2->header().requestId, 7);
  auto reparsed = Command::parse(*msg2);
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_EQ(*reparsed, *fromMessage);
  EXPECT_EQ(bytesOf(*reparsed), bytesOf(*fromBody));
}

void expectSameAsBodyOnly(const Fixture& f) {
  const std::string_view c = f.command;
  if (c == "find") return expectSameAsBodyOnly<FindCommand>(f);
  if (c == "getMore") return expectSameAsBodyOnly<GetMoreCommand>(f);
  if (c == "aggregate") return expectSameAsBodyOnly<AggregateCommand>(f);
  if (c == "insert") return expectSameAsBodyOnly<InsertCommand>(f);
  if (c == "update") return expectSameAsBodyOnly<UpdateCommand>(f);
  if (c == "delete") return expectSameAsBodyOnly<DeleteCommand>(f);
  FAIL() << "no parser for " << c;
}

// The sequence documents of the parsed command, as views.
std::vector<const uint8_t*> sequenceViews(std::string_view command, const OpMsg& msg) {
  std::vector<const uint8_t*> out;
  if (command == "insert") {
    auto cmd = InsertCommand::parse(msg);
    if (cmd.ok()) {
      for (const BsonDocument& d : cmd->getDocuments()) out.push_back(d.data());
    }
  } else if (command == "update") {
    auto cmd = UpdateCommand::parse(msg);
    if (cmd.ok()) {
      for (const auto& u : cmd->getUpdates()) out.push_back(u.getQ().data());
    }
  } else if (command == "delete") {
    auto cmd = DeleteCommand::parse(msg);
    if (cmd.ok()) {
      for (const auto& d : cmd->getDeletes()) out.push_back(d.getQ().data());
    }
  }
  return out;
}

}  // namespace

namespace opmsg_fixtures {
void PrintTo(const Fixture& f, std::ostream* os) { *os << f.name; }
}  // namespace opmsg_fixtures

namespace {

class GeneratedOpMsg : public ::testing::TestWithParam<Fixture> {};
class GeneratedOpMsgSequence : public ::testing::TestWithParam<Fixture> {};

TEST_P(GeneratedOpMsg, ParsesLikeTheBodyOnlyCommand) { expectSameAsBodyOnly(GetParam()); }

// The fixtures with a document sequence (insert, update, delete).
std::vector<Fixture> sequenceFixtures() {
  std::vector<Fixture> out;
  for (const Fixture& f : opmsg_fixtures::kFixtures) {
    if (!f.sequence.empty()) out.push_back(f);
  }
  return out;
}

// The sequence documents are not copied: the parsed values point into the message.
TEST_P(GeneratedOpMsgSequence, SequenceValuesAreViewsIntoTheMessage) {
  const Fixture& f = GetParam();
  const ExactCopy message(f.message);
  auto msg = OpMsg::parse(message.data(), message.size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  const std::vector<const uint8_t*> views = sequenceViews(f.command, *msg);
  ASSERT_EQ(views.size(), f.sequenceDocuments);
  const std::span<const uint8_t> section = msg->sequences()[0].bytes();
  for (const uint8_t* p : views) {
    EXPECT_TRUE(p >= section.data() && p < section.data() + section.size());
  }
}

// serializeOpMsg writes the sequence fields as sequences, the body without
// them. Insert's documents are views, written back verbatim: the sequence's
// bytes are pymongo's, byte for byte. Update and delete statements are
// structs, written by their serializer (defaults included, e.g. multi: false,
// which pymongo leaves out): each document is the statement's toBson().
TEST_P(GeneratedOpMsgSequence, SequencesAreWrittenAsDocumentSequences) {
  const Fixture& f = GetParam();
  const ExactCopy message(f.message);
  auto msg = OpMsg::parse(message.data(), message.size());
  ASSERT_TRUE(msg.ok()) << msg.status();
  absl::StatusOr<BsonBuffer> written = absl::InternalError("unset");
  std::vector<BsonBuffer> expected;
  if (f.command == "insert") {
    auto cmd = InsertCommand::parse(*msg);
    ASSERT_TRUE(cmd.ok()) << cmd.status();
    written = cmd->toOpMsg();
    for (const BsonDocument& d : *msg->sequences().begin()) expected.push_back(BsonBuffer::copyOf(d.bytes()));
  } else if (f.command == "update") {
    auto cmd = UpdateCommand::parse(*msg);
    ASSERT_TRUE(cmd.ok()) << cmd.status();
    written = cmd->toOpMsg();
    for (const auto& u : cmd->getUpdates()) expected.push_back(u.toBson());
  } else {
    auto cmd = DeleteCommand::parse(*msg);
    ASSERT_TRUE(cmd.ok()) << cmd.status();
    written = cmd->toOpMsg();
    for (const auto& d : cmd->getDeletes()) expected.push_back(d.toBson());
  }
  ASSERT_TRUE(written.ok()) << written.status();
  auto ours = OpMsg::parse(written->data(), written->size());
  ASSERT_TRUE(ours.ok()) << ours.status();
  ASSERT_EQ(ours->sequences().size(), 1u);
  EXPECT_EQ(ours->sequences()[0].identifier(), msg->sequences()[0].identifier());
  ASSERT_EQ(ours->sequences()[0].size(), expected.size());
  size_t i = 0;
  for (BsonDocument d : ours->sequences()[0]) {
    EXPECT_EQ(d, expected[i].view()) << "document " << i;
    ++i;
  }
  if (f.command == "insert") {
    const auto a = ours->sequences()[0].bytes();
    const auto b = msg->sequences()[0].bytes();
    EXPECT_EQ(std::vector<uint8_t>(a.begin(), a.end()), std::vector<uint8_t>(b.begin(), b.end()));
  }
  // The body holds no copy of the field.
  switchyard::ParseContext ctx;
  switchyard::BsonElement e;
  for (auto c = ours->body().elements(); c.next(e, ctx);) EXPECT_NE(e.name(), f.sequence);
}

std::string fixtureName(const ::testing::TestParamInfo<Fixture>& info) { return std::string(info.param.name); }
INSTANTIATE_TEST_SUITE_P(Pymongo, GeneratedOpMsg, ::testing::ValuesIn(opmsg_fixtures::kFixtures), fixtureName);
INSTANTIATE_TEST_SUITE_P(Pymongo, GeneratedOpMsgSequence, ::testing::ValuesIn(sequenceFixtures()), fixtureName);

// ---- each rule, with MongoDB's code, text and path --------------------------

// A command body: {<command>: "c", $db: "d"} plus whatever `more` appends.
template <typename More>
BsonBuffer body(std::string_view command, More more) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString(command, "c");
  more(w);
  w.appendString("$db", "d");
  w.endDocument(at);
  return w.finish();
}
BsonBuffer body(std::string_view command) {
  return body(command, [](BsonWriter&) {});
}

BsonBuffer doc(std::string_view json_like_field, int32_t value) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32(json_like_field, value);
  w.endDocument(at);
  return w.finish();
}

// An update statement {q: {}, u: {}} with one more int field (if named).
BsonBuffer updateEntry(std::string_view extra = {}, bool withQ = true) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  if (withQ) w.appendDocument("q", BsonDocument());
  w.appendDocument("u", BsonDocument());
  if (!extra.empty()) w.appendInt32(extra, 1);
  w.endDocument(at);
  return w.finish();
}

// A delete statement {q: {}, limit: 1}.
BsonBuffer deleteEntry() {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendDocument("q", BsonDocument());
  w.appendInt32("limit", 1);
  w.endDocument(at);
  return w.finish();
}

struct Sequence {
  std::string_view identifier;
  std::vector<const BsonBuffer*> documents;
};

BsonBuffer message(const BsonBuffer& b, const std::vector<Sequence>& sequences) {
  OpMsgWriter w(1);
  w.appendBody(b.bytes());
  for (const Sequence& s : sequences) {
    w.beginSequence(s.identifier);
    for (const BsonBuffer* d : s.documents) w.appendToSequence(d->bytes());
    w.endSequence();
  }
  return w.finish();
}

template <typename Command>
absl::Status parseStatus(const BsonBuffer& m, const switchyard::ParseOptions& options = {},
                         const switchyard::OpMsgParseOptions& framing = {}) {
  const ExactCopy copy(m.bytes());
  auto msg = OpMsg::parse(copy.data(), copy.size(), framing);
  if (!msg.ok()) return msg.status();
  return Command::parse(*msg, options).status();
}

void expectError(const absl::Status& s, int code, std::string_view text, std::string_view path = {}) {
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(switchyard::errorCode(s), code) << s;
  EXPECT_EQ(std::string(s.message()), text);
  if (!path.empty()) {
    EXPECT_EQ(switchyard::errorPath(s).value_or(""), path);
  }
}

TEST(GeneratedOpMsgRules, TheFieldFromTheBodyOrTheSequence) {
  const BsonBuffer d1 = doc("x", 1), d2 = doc("x", 2);
  const BsonBuffer inBody = body("insert", [&](BsonWriter& w) {
    const size_t a = w.beginArray("documents");
    w.appendDocument("0", d1.view());
    w.appendDocument("1", d2.view());
    w.endArray(a);
  });
  const BsonBuffer viaBody = message(inBody, {});
  const BsonBuffer viaSequence = message(body("insert"), {{"documents", {&d1, &d2}}});
  const ExactCopy a(viaBody.bytes()), b(viaSequence.bytes());
  auto ma = OpMsg::parse(a.data(), a.size());
  auto mb = OpMsg::parse(b.data(), b.size());
  ASSERT_TRUE(ma.ok() && mb.ok());
  auto ca = InsertCommand::parse(*ma);
  auto cb = InsertCommand::parse(*mb);
  ASSERT_TRUE(ca.ok()) << ca.status();
  ASSERT_TRUE(cb.ok()) << cb.status();
  EXPECT_EQ(*ca, *cb);
  ASSERT_EQ(cb->getDocuments().size(), 2u);
  EXPECT_EQ(cb->getDocuments()[1], d2.view());
  EXPECT_EQ(cb->getDbName(), "d");
}

// MongoDB allows an empty sequence (generator.py: "today we allow an empty
// document sequence"); the field is then present and empty.
TEST(GeneratedOpMsgRules, AnEmptySequenceIsTheEmptyArray) {
  const ExactCopy m(message(body("insert"), {{"documents", {}}}).bytes());
  auto msg = OpMsg::parse(m.data(), m.size());
  ASSERT_TRUE(msg.ok());
  auto cmd = InsertCommand::parse(*msg);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_TRUE(cmd->getDocuments().empty());
}

TEST(GeneratedOpMsgRules, ASequenceThatNamesNoSequenceFieldIsUnknown) {
  const BsonBuffer d = doc("x", 1);
  // A field of the command that does not take sequences, and a name that is no field.
  expectError(parseStatus<InsertCommand>(message(body("insert"), {{"documents", {&d}}, {"ordered", {&d}}})),
              40415, "BSON field 'insert.ordered' is an unknown field.", "insert.ordered");
  expectError(parseStatus<UpdateCommand>(message(body("update"), {{"nope", {&d}}})), 40415,
              "BSON field 'update.nope' is an unknown field.", "update.nope");
}

TEST(GeneratedOpMsgRules, ACommandWithoutSequenceFieldsRejectsEverySequence) {
  const BsonBuffer d = doc("x", 1);
  expectError(parseStatus<FindCommand>(message(body("find"), {{"filter", {&d}}})), 40472,
              "The find command does not support document sequences.");
  expectError(parseStatus<GetMoreCommand>(message(body("getMore"), {{"documents", {}}})), 40472,
              "The getMore command does not support document sequences.");
}

// The same field in the body and in a sequence: OpMsg::parse rejects the
// message first (40433, MongoDB's op_msg.cpp); the generated DuplicateField
// check (40413) is MongoDB's IDL rule behind it.
TEST(GeneratedOpMsgRules, TheSameFieldInTheBodyAndASequence) {
  const BsonBuffer d = doc("x", 1);
  const BsonBuffer b = body("insert", [&](BsonWriter& w) {
    const size_t a = w.beginArray("documents");
    w.endArray(a);
  });
  expectError(parseStatus<InsertCommand>(message(b, {{"documents", {&d}}})), 40433,
              "Duplicate field between body and document sequence documents");
}

TEST(GeneratedOpMsgRules, RequiredFieldsAreCheckedAfterTheSequences) {
  const BsonBuffer d = doc("x", 1);
  expectError(parseStatus<InsertCommand>(message(body("insert"), {})), 40414,
              "BSON field 'insert.documents' is missing but a required field", "insert.documents");
  // $db comes from the body only.
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("insert", "c");
  w.endDocument(at);
  expectError(parseStatus<InsertCommand>(message(w.finish(), {{"documents", {&d}}})), 40414,
              "BSON field 'insert.$db' is missing but a required field", "insert.$db");
  // A sequence named $db is refused by the framing (the body has $db).
  expectError(parseStatus<InsertCommand>(message(body("insert"), {{"$db", {&d}}})), 40433,
              "Duplicate field between body and document sequence $db");
}

// The body is parsed whole before the sequences, as MongoDB's parsers do.
TEST(GeneratedOpMsgRules, BodyErrorsComeFirst) {
  const BsonBuffer d = doc("x", 1);
  const BsonBuffer b = body("insert", [](BsonWriter& w) { w.appendInt32("bogus", 1); });
  expectError(parseStatus<InsertCommand>(message(b, {{"nope", {&d}}})), 40415,
              "BSON field 'insert.bogus' is an unknown field.", "insert.bogus");
}

// Each sequence document goes through the array form's element checks; errors
// inside it name the field without the document's index, as MongoDB's
// gen_doc_sequence_deserializer (`IDLParserContext tempContext(kFieldName,
// &ctxt)`) and its array form do.
TEST(GeneratedOpMsgRules, SequenceDocumentsAreCheckedLikeArrayElements) {
  const BsonBuffer good = updateEntry(), unknown = updateEntry("bogus"), noQ = updateEntry({}, false);
  expectError(parseStatus<UpdateCommand>(message(body("update"), {{"updates", {&good, &unknown}}})), 40415,
              "BSON field 'update.updates.bogus' is an unknown field.", "update.updates.bogus");
  expectError(parseStatus<UpdateCommand>(message(body("update"), {{"updates", {&noQ}}})), 40414,
              "BSON field 'update.updates.q' is missing but a required field", "update.updates.q");
  const BsonBuffer del = deleteEntry(), badQ = doc("q", 1);
  expectError(parseStatus<DeleteCommand>(message(body("delete"), {{"deletes", {&del, &del, &badQ}}})), 14,
              "BSON field 'delete.deletes.q' is the wrong type 'int', expected type 'object'",
              "delete.deletes.q");
  // The same documents in the body's array give the same errors.
  const BsonBuffer inBody = body("update", [&](BsonWriter& w) {
    const size_t a = w.beginArray("updates");
    w.appendDocument("0", good.view());
    w.appendDocument("1", unknown.view());
    w.endArray(a);
  });
  expectError(parseStatus<UpdateCommand>(message(inBody, {})), 40415,
              "BSON field 'update.updates.bogus' is an unknown field.", "update.updates.bogus");
}

// ParseOptions apply to the sequence documents as to the body: with
// validate, every byte of each (here an element with an unknown type byte,
// framing intact, so OpMsg::parse without validation lets it through).
TEST(GeneratedOpMsgRules, ParseOptionsApplyToSequenceDocuments) {
  BsonBuffer bad = doc("x", 1);
  const_cast<uint8_t*>(bad.data())[4] = 0x7e;  // the element's type byte
  const BsonBuffer m = message(body("insert"), {{"documents", {&bad}}});
  switchyard::OpMsgParseOptions frameOnly;
  frameOnly.validateDocuments = false;
  EXPECT_TRUE(parseStatus<InsertCommand>(m, {}, frameOnly).ok());  // objects are stored, not walked
  switchyard::ParseOptions validate;
  validate.validate = true;
  const absl::Status s = parseStatus<InsertCommand>(m, validate, frameOnly);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(switchyard::errorCode(s), 22) << s;
  // The offset counts from the start of the message: it falls inside the
  // document, after the header (16), flags (4), body's kind (1), body, and the
  // sequence's kind (1), size (4) and identifier (10).
  const size_t docAt = 16 + 4 + 1 + body("insert").size() + 1 + 4 + 10;
  const uint64_t offset = switchyard::errorOffset(s).value_or(0);
  EXPECT_GE(offset, docAt + 4);
  EXPECT_LT(offset, docAt + bad.size());
  // The whole message's checks (mongod's default) report it first.
  EXPECT_EQ(switchyard::errorCode(parseStatus<InsertCommand>(m)), 22);

  // Nesting: the sequence and its documents count as the array form's levels.
  const BsonBuffer entry = updateEntry();
  const BsonBuffer inBody = body("update", [&](BsonWriter& w) {
    const size_t a = w.beginArray("updates");
    w.appendDocument("0", entry.view());
    w.endArray(a);
  });
  for (uint32_t depth : {1u, 2u}) {
    switchyard::ParseOptions limited;
    limited.maxDepth = depth;
    const absl::Status viaSequence =
        parseStatus<UpdateCommand>(message(body("update"), {{"updates", {&entry}}}), limited);
    const absl::Status viaArray = parseStatus<UpdateCommand>(message(inBody, {}), limited);
    EXPECT_EQ(viaSequence.ok(), depth == 2) << viaSequence;
    EXPECT_EQ(viaArray.ok(), depth == 2) << viaArray;
    EXPECT_EQ(switchyard::errorCode(viaSequence), switchyard::errorCode(viaArray));
  }
}

TEST(GeneratedOpMsgRules, ADefaultOpMsgIsAnErrorNotACrash) {
  const OpMsg empty;
  EXPECT_FALSE(InsertCommand::parse(empty).ok());
  EXPECT_FALSE(FindCommand::parse(empty).ok());
}

TEST(GeneratedOpMsgWriter, WritesSequencesAndChecksums) {
  InsertCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("d");
  const BsonBuffer d1 = doc("a", 1), d2 = doc("b", 2);
  cmd.setDocuments({d1.view(), d2.view()});
  for (bool checksum : {false, true}) {
    auto m = cmd.toOpMsg(42, checksum);
    ASSERT_TRUE(m.ok()) << m.status();
    auto msg = OpMsg::parse(m->data(), m->size());
    ASSERT_TRUE(msg.ok()) << msg.status();
    EXPECT_EQ(msg->checksumPresent(), checksum);
    ASSERT_EQ(msg->sequences().size(), 1u);
    EXPECT_EQ(msg->sequences()[0].identifier(), "documents");
    EXPECT_EQ(msg->sequences()[0].size(), 2u);
    auto back = InsertCommand::parse(*msg);
    ASSERT_TRUE(back.ok()) << back.status();
    EXPECT_EQ(*back, cmd);
  }
  // A command without sequence fields writes only its body.
  FindCommand find;
  find.setCollectionName("c");
  find.setDbName("d");
  auto m = find.toOpMsg();
  ASSERT_TRUE(m.ok());
  auto msg = OpMsg::parse(m->data(), m->size());
  ASSERT_TRUE(msg.ok());
  EXPECT_TRUE(msg->sequences().empty());
  EXPECT_EQ(*FindCommand::parse(*msg), find);
  // Checked: a document value that is not a framed document is refused.
  static const uint8_t kBroken[5] = {9, 0, 0, 0, 0};
  cmd.setDocuments({BsonDocument::fromValidatedBytes(kBroken, 5)});
  EXPECT_FALSE(cmd.toOpMsg().ok());
}

}  // namespace

namespace {

// A document of exactly `size` bytes: one string field filling it.
BsonBuffer documentOfSize(size_t size) {
  constexpr size_t kOverhead = 4 + 1 + 2 + 4 + 1 + 1;  // length, type, "s\0", string length, NUL, EOO
  BsonWriter w(size);
  const size_t at = w.beginDocument();
  w.appendString("s", std::string(size - kOverhead, 'x'));
  w.endDocument(at);
  BsonBuffer out = w.finish();
  EXPECT_EQ(out.size(), size);
  return out;
}

// {a: {a: ... {a: 1}}}, `depth` levels of subdocuments.
BsonBuffer nested(int depth) {
  BsonBuffer inner = doc("a", 1);
  for (int i = 1; i < depth; ++i) {
    BsonWriter w;
    const size_t at = w.beginDocument();
    w.appendDocument("a", inner.view());
    w.endDocument(at);
    inner = w.finish();
  }
  return inner;
}

// mongod validates a message once: a generated parse asked to validate skips
// the walk OpMsg::parse already made, unless that walk allowed deeper nesting
// than the parse's own limit.
TEST(GeneratedOpMsgRules, DocumentsAreValidatedOnce) {
  const BsonBuffer deep = nested(5);
  const BsonBuffer m = message(body("insert"), {{"documents", {&deep}}});
  const ExactCopy copy(m.bytes());
  auto validated = OpMsg::parse(copy.data(), copy.size());
  ASSERT_TRUE(validated.ok());
  EXPECT_EQ(validated->validatedDepth(), switchyard::kDefaultMaxDepth);
  switchyard::OpMsgParseOptions frameOnly;
  frameOnly.validateDocuments = false;
  auto framed = OpMsg::parse(copy.data(), copy.size(), frameOnly);
  ASSERT_TRUE(framed.ok());
  EXPECT_EQ(framed->validatedDepth(), 0u);

  switchyard::ParseOptions validate;
  validate.validate = true;
  EXPECT_FALSE(switchyard::messageDocumentOptions(*validated, validate).validate);
  EXPECT_TRUE(switchyard::messageDocumentOptions(*framed, validate).validate);
  EXPECT_TRUE(InsertCommand::parse(*validated, validate).ok());
  EXPECT_TRUE(InsertCommand::parse(*framed, validate).ok());

  // A tighter limit than the message's walk: the documents are walked again
  // and the inserted document (a view the parser does not enter) is too deep.
  switchyard::ParseOptions shallow = validate;
  shallow.maxDepth = 3;
  EXPECT_TRUE(switchyard::messageDocumentOptions(*validated, shallow).validate);
  for (const OpMsg* msg : {&*validated, &*framed}) {
    const absl::Status s = InsertCommand::parse(*msg, shallow).status();
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(switchyard::errorCode(s), 15) << s;  // Overflow: MongoDB's nesting-depth error
  }
  // A message validated to a shallower limit than the parse's covers it.
  switchyard::ParseContext ctx(copy.data(), 10);
  OpMsg tight;
  ASSERT_TRUE(OpMsg::parse(copy.data(), copy.size(), {}, ctx, &tight));
  EXPECT_EQ(tight.validatedDepth(), 10u);
  EXPECT_FALSE(switchyard::messageDocumentOptions(tight, validate).validate);
}

// toOpMsg measures every document once, writes exactly that many bytes, and
// refuses what a receiving server would reject before writing anything.
TEST(GeneratedOpMsgWriter, RefusesMessagesOverMongoDBsLimits) {
  InsertCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("d");
  const BsonBuffer maximal = documentOfSize(switchyard::kBsonMaxInternalSize);
  cmd.setDocuments({maximal.view()});
  auto one = cmd.toOpMsg(1, true);
  ASSERT_TRUE(one.ok()) << one.status();
  auto back = OpMsg::parse(one->data(), one->size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->sequences()[0].bytes().size(), maximal.size());

  // A sequence document over BSONObjMaxInternalSize.
  const BsonBuffer over = documentOfSize(switchyard::kBsonMaxInternalSize + 1);
  cmd.setDocuments({over.view()});
  expectError(cmd.toOpMsg().status(), 10334,
              "BSONObj size: 16793601 (0x1004001) is invalid. Size must be between 0 and 16793600(16MB)");

  // Three maximal documents: each fits, the message does not (48,000,000 bytes):
  // 3 x 16793600 + header and flags 20 + body section 68 + sequence framing 15.
  cmd.setDocuments({maximal.view(), maximal.view(), maximal.view()});
  const absl::Status tooBig = cmd.toOpMsg().status();
  ASSERT_FALSE(tooBig.ok());
  EXPECT_EQ(switchyard::errorCode(tooBig), 10334);
  EXPECT_TRUE(std::string(tooBig.message()).starts_with("BSON size limit hit while building Message. Size: 50380903 (0x300C067)"))
      << tooBig;
  EXPECT_TRUE(std::string(tooBig.message()).ends_with("; maxSize: 48000000(45MB)")) << tooBig;

  // A body over the limit (a command without sequences: the whole command).
  FindCommand find;
  find.setCollectionName("c");
  find.setDbName("d");
  find.setFilter(over.view());
  const absl::Status body = find.toOpMsg().status();
  ASSERT_FALSE(body.ok());
  EXPECT_EQ(switchyard::errorCode(body), 10334);
  EXPECT_TRUE(std::string(body.message()).ends_with("is invalid. Size must be between 0 and 16793600(16MB)"));
}

// The sizes a writer reserves are the bytes it writes.
TEST(OpMsgSizes, MatchTheWrittenMessage) {
  const BsonBuffer b = body("insert"), d1 = doc("a", 1), d2 = doc("bb", 2);
  for (bool checksum : {false, true}) {
    switchyard::OpMsgSizes<1> sizes(checksum);
    sizes.setBody(b.size());
    sizes.addSequence("documents");
    sizes.addDocument(0, d1.size());
    sizes.addDocument(0, d2.size());
    OpMsgWriter w(1);
    w.appendBody(b.bytes());
    w.beginSequence("documents");
    w.appendToSequence(d1.bytes());
    w.appendToSequence(d2.bytes());
    w.endSequence();
    EXPECT_EQ(w.finish(checksum).size(), sizes.message());
    EXPECT_EQ(sizes.sequence(0), d1.size() + d2.size());
    EXPECT_TRUE(sizes.check().ok());
  }
}

}  // namespace
