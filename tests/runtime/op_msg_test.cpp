// OpMsg::parse and OpMsgWriter: every malformed case with MongoDB's code and
// text (the cases of src/mongo/rpc/op_msg_test.cpp and the messages of
// src/mongo/rpc/op_msg.cpp), and round trips through the writer. Inputs are
// parsed from heap blocks of exactly their size (AddressSanitizer sees any
// read past the end).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::Bytes;
using testing::HeapCopy;

std::vector<uint8_t> docInt(std::string_view name, int32_t v) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32(name, v);
  w.endDocument(at);
  const BsonBuffer b = w.finish();
  return {b.data(), b.data() + b.size()};
}

const std::vector<uint8_t> kPing = docInt("ping", 1);

// An OP_MSG built by hand: flags, then sections; done() prepends the header
// with the true length plus `lengthDelta` (and can append a checksum).
class Msg {
 public:
  explicit Msg(uint32_t flags = 0) {
    body_.vec().reserve(128);  // also keeps GCC 12's -Wstringop-overflow quiet about the first insert
    body_.i32(static_cast<int32_t>(flags));
  }
  Msg& body(const std::vector<uint8_t>& doc) {
    body_.u8(0).append(doc);
    return *this;
  }
  // A sequence section; `sizeDelta` is added to its true size.
  Msg& sequence(std::string_view id, std::initializer_list<std::vector<uint8_t>> docs, int32_t sizeDelta = 0) {
    Bytes content;
    content.cstr(id);
    for (const auto& d : docs) content.append(d);
    body_.u8(1).i32(static_cast<int32_t>(content.size() + 4) + sizeDelta).append(content.vec());
    return *this;
  }
  Msg& raw(const std::vector<uint8_t>& bytes) {
    body_.append(bytes);
    return *this;
  }
  Msg& u8(uint8_t b) {
    body_.u8(b);
    return *this;
  }
  // The message; with `checksum`, a CRC-32C (or `forcedChecksum`) is appended.
  std::vector<uint8_t> done(bool checksum = false, int32_t lengthDelta = 0,
                            std::optional<uint32_t> forcedChecksum = std::nullopt) const {
    Bytes out;
    const size_t total = 16 + body_.size() + (checksum ? 4 : 0);
    out.i32(static_cast<int32_t>(total) + lengthDelta).i32(7).i32(0).i32(kOpMsgOpCode).append(body_.vec());
    if (checksum) {
      const uint32_t crc = forcedChecksum ? *forcedChecksum : crc32c(std::span<const uint8_t>(out.vec()));
      out.i32(static_cast<int32_t>(crc));
    }
    return out.vec();
  }

 private:
  Bytes body_;
};

absl::StatusOr<OpMsg> parseExact(const HeapCopy& copy, bool validate = true) {
  OpMsgParseOptions options;
  options.validateDocuments = validate;
  return OpMsg::parse(copy.data(), copy.size(), options);
}

// Parses `bytes` and expects exactly this error.
void expectError(const std::vector<uint8_t>& bytes, ErrorCode code, std::string_view message) {
  const HeapCopy copy(bytes.data(), bytes.size());
  for (const bool validate : {true, false}) {
    auto msg = parseExact(copy, validate);
    ASSERT_FALSE(msg.ok()) << "accepted; expected " << message;
    EXPECT_EQ(errorCode(msg.status()), static_cast<int32_t>(code)) << msg.status().message();
    EXPECT_EQ(std::string(msg.status().message()), std::string(message));
  }
}

std::string_view text(BsonDocument d) { return {reinterpret_cast<const char*>(d.data()), d.size()}; }

// --- accepted messages ------------------------------------------------------------

TEST(OpMsgParse, JustBody) {
  const auto bytes = Msg().body(kPing).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok()) << msg.status();
  EXPECT_EQ(msg->header().messageLength, static_cast<int32_t>(bytes.size()));
  EXPECT_EQ(msg->header().requestId, 7);
  EXPECT_EQ(msg->header().opCode, kOpMsgOpCode);
  EXPECT_EQ(text(msg->body()), std::string_view(reinterpret_cast<const char*>(kPing.data()), kPing.size()));
  EXPECT_EQ(msg->body().data(), copy.data() + 21);  // a view, not a copy
  EXPECT_TRUE(msg->sequences().empty());
  EXPECT_FALSE(msg->checksum().has_value());
}

TEST(OpMsgParse, SequencesAroundTheBodyInAnyOrder) {
  const auto a1 = docInt("a", 1), a2 = docInt("a", 2);
  const auto bytes = Msg().sequence("empty", {}).body(kPing).sequence("docs", {a1, a2}).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok()) << msg.status();
  ASSERT_EQ(msg->sequences().size(), 2u);
  EXPECT_EQ(msg->sequences()[0].identifier(), "empty");
  EXPECT_EQ(msg->sequences()[0].size(), 0u);
  EXPECT_TRUE(msg->sequences()[0].empty());
  const DocumentSequence* docs = msg->sequence("docs");
  ASSERT_NE(docs, nullptr);
  EXPECT_EQ(docs->size(), 2u);
  std::vector<std::vector<uint8_t>> seen;
  for (BsonDocument d : *docs) seen.emplace_back(d.data(), d.data() + d.size());
  EXPECT_EQ(seen, (std::vector<std::vector<uint8_t>>{a1, a2}));
  EXPECT_EQ(msg->sequence("nope"), nullptr);
}

TEST(OpMsgParse, ChecksumVerifiedAndKept) {
  const auto bytes = Msg(kOpMsgChecksumPresent).body(kPing).done(true);
  const HeapCopy copy(bytes.data(), bytes.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok()) << msg.status();
  EXPECT_TRUE(msg->checksumPresent());
  ASSERT_TRUE(msg->checksum().has_value());
  EXPECT_EQ(*msg->checksum(), crc32c({copy.data(), copy.size() - 4}));
}

TEST(OpMsgParse, KnownAndOptionalFlagsAccepted) {
  for (uint32_t bit = 16; bit < 32; ++bit) {
    const auto bytes = Msg(1u << bit).body(kPing).done();
    const HeapCopy copy(bytes.data(), bytes.size());
    auto msg = parseExact(copy);
    ASSERT_TRUE(msg.ok()) << bit << ": " << msg.status();
    EXPECT_EQ(msg->flags(), 1u << bit);
  }
  const auto bytes = Msg(kOpMsgMoreToCome | kOpMsgExhaustAllowed).body(kPing).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok());
  EXPECT_TRUE(msg->moreToCome());
  EXPECT_TRUE(msg->exhaustAllowed());
  EXPECT_FALSE(msg->checksumPresent());
}

TEST(OpMsgParse, SequenceAndBodyMayShareAPrefix) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  const size_t sub = w.beginSubDocument("cursor");
  w.appendInt32("id", 1);
  w.endSubDocument(sub);
  w.endDocument(at);
  const BsonBuffer body = w.finish();
  const auto bytes =
      Msg().body({body.data(), body.data() + body.size()}).sequence("cursor.firstBatch", {docInt("_id", 1)}).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  EXPECT_TRUE(parseExact(copy).ok());
}

// --- the header -----------------------------------------------------------------

TEST(OpMsgMalformed, TruncatedHeader) {
  for (size_t n = 0; n < 16; ++n) {
    const auto full = Msg().body(kPing).done();
    const std::vector<uint8_t> cut(full.begin(), full.begin() + static_cast<std::ptrdiff_t>(n));
    expectError(cut, ErrorCode::kProtocolError,
                "message of " + std::to_string(n) + " bytes is shorter than its 16-byte header");
  }
}

TEST(OpMsgMalformed, MessageLengthOutOfBounds) {
  auto bytes = Msg().body(kPing).done();
  storeLE<int32_t>(bytes.data(), 15);
  expectError(bytes, ErrorCode::kProtocolError, "recv(): message msgLen 15 is invalid. Min 16 Max: 48000000");
  storeLE<int32_t>(bytes.data(), 48000001);
  expectError(bytes, ErrorCode::kProtocolError, "recv(): message msgLen 48000001 is invalid. Min 16 Max: 48000000");
  storeLE<int32_t>(bytes.data(), -1);
  expectError(bytes, ErrorCode::kProtocolError,
              "recv(): message msgLen 18446744073709551615 is invalid. Min 16 Max: 48000000");
}

TEST(OpMsgMalformed, MessageLengthDisagreesWithTheBytes) {
  const auto longer = Msg().body(kPing).done(false, 1);
  expectError(longer, ErrorCode::kProtocolError, "message length 37 in the header does not match the 36 bytes given");
  const auto shorter = Msg().body(kPing).done(false, -1);
  expectError(shorter, ErrorCode::kProtocolError, "message length 35 in the header does not match the 36 bytes given");
}

TEST(OpMsgMalformed, WrongOpCode) {
  auto bytes = Msg().body(kPing).done();
  storeLE<int32_t>(bytes.data() + 12, 2004);  // OP_QUERY
  expectError(bytes, ErrorCode::kUnsupportedFormat, "Received a reply message with unexpected opcode: 2004");
}

// --- flags ----------------------------------------------------------------------

TEST(OpMsgMalformed, NoRoomForFlags) {
  for (size_t n = 0; n < 4; ++n) {
    Bytes b;
    b.i32(static_cast<int32_t>(16 + n)).i32(0).i32(0).i32(kOpMsgOpCode).zeros(n);
    expectError(b.vec(), ErrorCode::kOverflow,
                "buffer size too small to read (4) bytes out of buffer[" + std::to_string(n) + "] at offset: 0");
  }
}

TEST(OpMsgMalformed, UnknownRequiredFlags) {
  for (uint32_t bit = 2; bit < 16; ++bit) {
    const uint32_t flags = 1u << bit;
    std::string bits(32, '0');
    bits[31 - bit] = '1';
    expectError(Msg(flags).body(kPing).done(), ErrorCode::kIllegalOpMsgFlag,
                "Message contains illegal flags value: Ob" + bits);
  }
}

TEST(OpMsgMalformed, ChecksumFlagWithoutRoom) {
  Bytes b;
  b.i32(24).i32(0).i32(0).i32(kOpMsgOpCode).i32(kOpMsgChecksumPresent).i32(0);
  expectError(b.vec(), ErrorCode::kOpMsgChecksumSize, "Invalid message size for an OpMsg containing a checksum");
}

TEST(OpMsgMalformed, WrongChecksum) {
  expectError(Msg(kOpMsgChecksumPresent).body(kPing).done(true, 0, 123u), ErrorCode::kChecksumMismatch,
              "OP_MSG checksum does not match contents");
  // One flipped bit in the body.
  auto bytes = Msg(kOpMsgChecksumPresent).body(kPing).done(true);
  bytes[26] ^= 0x01;  // the "ping" name
  expectError(bytes, ErrorCode::kChecksumMismatch, "OP_MSG checksum does not match contents");
}

// --- sections -------------------------------------------------------------------

TEST(OpMsgMalformed, NoBody) {
  expectError(Msg().done(), ErrorCode::kOpMsgNoBody, "OP_MSG messages must have a body");
  expectError(Msg().sequence("docs", {}).done(), ErrorCode::kOpMsgNoBody, "OP_MSG messages must have a body");
}

TEST(OpMsgMalformed, TwoBodies) {
  expectError(Msg().body(kPing).body(docInt("pong", 1)).done(), ErrorCode::kOpMsgMultipleBodies,
              "Multiple body sections in message");
}

TEST(OpMsgMalformed, UnknownSectionKind) {
  expectError(Msg().u8(0x99).raw({4, 0, 0, 0}).done(), ErrorCode::kOpMsgUnknownSectionKind,
              "Unknown section kind 153");
  expectError(Msg().body(kPing).u8(3).done(), ErrorCode::kOpMsgUnknownSectionKind, "Unknown section kind 3");
}

TEST(OpMsgMalformed, SecurityTokenSection) {
  expectError(Msg().u8(2).raw(kPing).body(kPing).done(), ErrorCode::kUnauthorized,
              "Unsupported Security Token provided");
}

TEST(OpMsgMalformed, DuplicateSequences) {
  expectError(Msg().body(kPing).sequence("docs", {}).sequence("docs", {}).done(),
              ErrorCode::kOpMsgDuplicateSequence, "Duplicate document sequence: docs");
}

TEST(OpMsgMalformed, TooManySequences) {
  expectError(Msg().body(kPing).sequence("foo", {}).sequence("bar", {}).sequence("baz", {}).done(),
              ErrorCode::kTooManyDocumentSequences, "Too many document sequences in OP_MSG");
}

TEST(OpMsgMalformed, SequenceAlsoInTheBody) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("ping", 1);
  const size_t arr = w.beginArray("docs");
  w.endArray(arr);
  w.endDocument(at);
  const BsonBuffer body = w.finish();
  expectError(Msg().body({body.data(), body.data() + body.size()}).sequence("docs", {}).done(),
              ErrorCode::kOpMsgDuplicateBodyField, "Duplicate field between body and document sequence docs");
}

TEST(OpMsgMalformed, SequenceAlsoInTheBodyNested) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  const size_t sub = w.beginSubDocument("a");
  const size_t arr = w.beginArray("b");
  w.endArray(arr);
  w.endSubDocument(sub);
  w.endDocument(at);
  const BsonBuffer body = w.finish();
  expectError(Msg().body({body.data(), body.data() + body.size()}).sequence("a.b", {}).done(),
              ErrorCode::kOpMsgDuplicateBodyField, "Duplicate field between body and document sequence a.b");
}

// --- lengths that disagree ------------------------------------------------------------

TEST(OpMsgMalformed, BodyLongerThanTheMessage) {
  // The body declares one byte more than the sections hold.
  auto bytes = Msg().body(kPing).done();
  storeLE<int32_t>(bytes.data() + 21, static_cast<int32_t>(kPing.size() + 1));
  expectError(bytes, ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 21: declared document length 16 runs past the end of the section "
              "(15 bytes remain)");
  // With a checksum: the body may not reach into it.
  auto withCrc = Msg(kOpMsgChecksumPresent).body(kPing).done(true);
  storeLE<int32_t>(withCrc.data() + 21, static_cast<int32_t>(kPing.size() + 4));
  expectError(withCrc, ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 21: declared document length 19 runs past the end of the section "
              "(15 bytes remain)");
}

TEST(OpMsgMalformed, BodyTooShortOrUnterminated) {
  expectError(Msg().u8(0).raw({5, 0, 0}).done(), ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 21: a document needs at least 5 bytes but only 3 remain in the section");
  expectError(Msg().u8(0).raw({4, 0, 0, 0, 0}).done(), ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 21: declared document length 4 is less than 5");
  expectError(Msg().u8(0).raw({5, 0, 0, 0, 1}).done(), ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 25: document does not end with a NUL byte");
}

TEST(OpMsgMalformed, MalformedElementInBodyOnlyWhenValidating) {
  // {ping: true} with the bool byte 2.
  Bytes e;
  e.u8(8).cstr("ping").u8(2);
  const auto bytes = Msg().body(e.doc()).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto checked = parseExact(copy, true);
  ASSERT_FALSE(checked.ok());
  EXPECT_EQ(errorCode(checked.status()), 22);
  EXPECT_EQ(checked.status().message(), "Invalid BSON at byte offset 31: bool value byte 0x02 is neither 0 nor 1");
  EXPECT_TRUE(parseExact(copy, false).ok());  // frame only: the parser that walks it reports it
}

TEST(OpMsgMalformed, SequenceLongerThanTheMessage) {
  expectError(Msg().body(kPing).sequence("docs", {docInt("a", 1)}, 1).done(), ErrorCode::kOverflow,
              "Invalid advance (18) past end of buffer[17] at offset: 0");
  expectError(Msg().body(kPing).sequence("docs", {}, -1).done(), ErrorCode::kOverflow,
              "couldn't locate terminal char (\\u0000) in buffer[4] at offset: 0");
}

TEST(OpMsgMalformed, SequenceSizeBelowFour) {
  expectError(Msg().body(kPing).raw({1, 0, 0, 0, 0}).done(), ErrorCode::kOverflow,
              "Invalid advance (4294967292) past end of buffer[0] at offset: 0");
  expectError(Msg().body(kPing).raw({1, 3, 0, 0, 0}).done(), ErrorCode::kOverflow,
              "Invalid advance (4294967295) past end of buffer[0] at offset: 0");
  expectError(Msg().body(kPing).raw({1, 4, 0, 0, 0}).done(), ErrorCode::kOverflow,
              "couldn't locate terminal char (\\u0000) in buffer[0] at offset: 0");
}

TEST(OpMsgMalformed, SequenceSizeTruncated) {
  expectError(Msg().body(kPing).raw({1, 9, 0}).done(), ErrorCode::kOverflow,
              "buffer size too small to read (4) bytes out of buffer[2] at offset: 0");
}

TEST(OpMsgMalformed, IdentifierNotNulTerminated) {
  expectError(Msg().body(kPing).u8(1).raw({7, 0, 0, 0, 'f', 'o', 'o'}).done(), ErrorCode::kOverflow,
              "couldn't locate terminal char (\\u0000) in buffer[3] at offset: 0");
}

TEST(OpMsgMalformed, DocumentsDoNotFillTheSequence) {
  // The sequence is one byte short of its last document.
  expectError(Msg().body(kPing).sequence("docs", {docInt("a", 1)}, -1).raw({0}).done(), ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 46: declared document length 12 runs past the end of the section "
              "(11 bytes remain)");
  // Three stray bytes after the last document.
  expectError(Msg().body(kPing).sequence("docs", {docInt("a", 1)}, 3).raw({0, 0, 0}).done(), ErrorCode::kInvalidBSON,
              "Invalid BSON at byte offset 58: a document needs at least 5 bytes but only 3 remain in the section");
}

TEST(OpMsgMalformed, MalformedDocumentInSequence) {
  Bytes e;
  e.u8(2).cstr("s").i32(9).cstr("x");  // a string declaring 9 bytes with 2 left
  const auto bytes = Msg().body(kPing).sequence("docs", {docInt("a", 1), e.doc()}).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto checked = parseExact(copy, true);
  ASSERT_FALSE(checked.ok());
  EXPECT_EQ(errorCode(checked.status()), 22);
  EXPECT_EQ(checked.status().message(),
            "Invalid BSON at byte offset 65: string length 9 runs past the end of the document (2 bytes remain)");
  EXPECT_EQ(errorOffset(checked.status()), std::optional<uint64_t>(65));
  EXPECT_TRUE(parseExact(copy, false).ok());  // frames only
}

// --- the writer -----------------------------------------------------------------

TEST(OpMsgWriter, RoundTripWithSequencesAndChecksum) {
  const auto a1 = docInt("a", 1), a2 = docInt("a", 2);
  for (const bool checksum : {false, true}) {
    OpMsgWriter w(42, 9, kOpMsgExhaustAllowed);
    w.beginSequence("documents");
    w.appendToSequence(a1);
    w.appendToSequence(a2);
    w.endSequence();
    w.appendBody(kPing);
    const BsonBuffer out = w.finish(checksum);
    const HeapCopy copy(out.data(), out.size());
    auto msg = parseExact(copy);
    ASSERT_TRUE(msg.ok()) << msg.status();
    EXPECT_EQ(msg->header().requestId, 42);
    EXPECT_EQ(msg->header().responseTo, 9);
    EXPECT_EQ(msg->checksumPresent(), checksum);
    EXPECT_TRUE(msg->exhaustAllowed());
    EXPECT_EQ(text(msg->body()), std::string_view(reinterpret_cast<const char*>(kPing.data()), kPing.size()));
    ASSERT_EQ(msg->sequences().size(), 1u);
    EXPECT_EQ(msg->sequences()[0].identifier(), "documents");
    EXPECT_EQ(msg->sequences()[0].size(), 2u);
    // Same bytes as the hand-built message.
    const auto expected = Msg(kOpMsgExhaustAllowed | (checksum ? kOpMsgChecksumPresent : 0))
                              .sequence("documents", {a1, a2})
                              .body(kPing)
                              .done(checksum);
    std::vector<uint8_t> got(out.data(), out.data() + out.size());
    storeLE<int32_t>(got.data() + 4, 7);  // Msg's request id
    storeLE<int32_t>(got.data() + 8, 0);
    if (checksum) storeLE<uint32_t>(got.data() + got.size() - 4, crc32c({got.data(), got.size() - 4}));
    EXPECT_EQ(got, expected);
  }
}

TEST(OpMsgWriter, BodyWrittenInPlace) {
  OpMsgWriter w;
  BsonWriter& body = w.beginBody();
  const size_t at = body.beginDocument();
  body.appendString("hello", "x");
  body.endDocument(at);
  const BsonBuffer out = w.finish();
  const HeapCopy copy(out.data(), out.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok()) << msg.status();
  BsonElement e;
  ParseContext ctx;
  BsonCursor c = msg->body().elements();
  ASSERT_TRUE(c.next(e, ctx));
  EXPECT_EQ(e.name(), "hello");
  EXPECT_EQ(e.asString(), "x");
}

TEST(OpMsgBodyWithSequences, AppendsSequencesAsArrays) {
  const auto a1 = docInt("a", 1), a2 = docInt("a", 2);
  const auto bytes = Msg().body(kPing).sequence("docs", {a1, a2}).done();
  const HeapCopy copy(bytes.data(), bytes.size());
  auto msg = parseExact(copy);
  ASSERT_TRUE(msg.ok());
  auto joined = msg->bodyWithSequences();
  ASSERT_TRUE(joined.ok()) << joined.status();
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("ping", 1);
  const size_t arr = w.beginArray("docs");
  w.appendDocument("0", BsonDocument::fromValidatedBytes(a1.data(), static_cast<uint32_t>(a1.size())));
  w.appendDocument("1", BsonDocument::fromValidatedBytes(a2.data(), static_cast<uint32_t>(a2.size())));
  w.endArray(arr);
  w.endDocument(at);
  const BsonBuffer expected = w.finish();
  EXPECT_EQ(joined->view(), expected.view());

  const auto dotted = Msg().body(kPing).sequence("a.b", {a1}).done();
  const HeapCopy dottedCopy(dotted.data(), dotted.size());
  auto dottedMsg = parseExact(dottedCopy);
  ASSERT_TRUE(dottedMsg.ok());
  auto rejected = dottedMsg->bodyWithSequences();
  EXPECT_EQ(errorCode(rejected.status()), 2);
  EXPECT_EQ(rejected.status().message(), "document sequence 'a.b' names a field of a subdocument");
}

TEST(Crc32c, KnownVectors) {
  const std::string_view digits = "123456789";
  EXPECT_EQ(crc32c({reinterpret_cast<const uint8_t*>(digits.data()), digits.size()}), 0xE3069283u);
  EXPECT_EQ(crc32c({}), 0u);
  const std::vector<uint8_t> zeros(32, 0);
  EXPECT_EQ(crc32c(zeros), 0x8A9136AAu);  // RFC 3720, B.4: 32 bytes of zeros
}

TEST(MessageHeader, ReadsFieldsAndBounds) {
  const auto bytes = Msg().body(kPing).done();
  auto h = readMessageHeader(bytes);
  ASSERT_TRUE(h.ok());
  EXPECT_EQ(h->messageLength, 36);
  EXPECT_EQ(h->requestId, 7);
  EXPECT_EQ(h->responseTo, 0);
  EXPECT_EQ(h->opCode, 2013);
}


// {s: "xxx..."} of exactly `size` bytes.
std::vector<uint8_t> docOfSize(size_t size) {
  constexpr size_t kOverhead = 4 + 1 + 2 + 4 + 1 + 1;  // length, type, "s\0", string length, NUL, EOO
  BsonWriter w(size);
  const size_t at = w.beginDocument();
  w.appendString("s", std::string(size - kOverhead, 'x'));
  w.endDocument(at);
  const BsonBuffer b = w.finish();
  return {b.data(), b.data() + b.size()};
}

// A section's document over BSONObjMaxInternalSize is refused as MongoDB's
// BSONObj construction refuses it, in both validation modes; one at the limit
// is accepted.
TEST(OpMsgParse, SectionDocumentsAreLimitedToTheInternalMaximum) {
  const std::vector<uint8_t> atLimit = docOfSize(kBsonMaxInternalSize);
  const std::vector<uint8_t> over = docOfSize(kBsonMaxInternalSize + 1);
  const std::string text = "BSONObj size: 16793601 (0x1004001) is invalid. Size must be between 0 and 16793600(16MB)";
  {
    const std::vector<uint8_t> ok = Msg().body(kPing).sequence("documents", {atLimit}).done();
    const HeapCopy copy(ok.data(), ok.size());
    for (const bool validate : {true, false}) EXPECT_TRUE(parseExact(copy, validate).ok());
  }
  expectError(Msg().body(over).done(), ErrorCode::kBSONObjectTooLarge, text);
  expectError(Msg().body(kPing).sequence("documents", {kPing, over}).done(), ErrorCode::kBSONObjectTooLarge, text);
}

}  // namespace
}  // namespace switchyard
