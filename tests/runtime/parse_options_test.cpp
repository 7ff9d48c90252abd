// ParseOptions (openDocument / checkDocument): the size limit and full
// validation on receipt; and bounded error messages (error.h): long names are
// elided in the middle, the full path stays available as a payload.
#include <gtest/gtest.h>

#include <string>

#include "switchyard/switchyard.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::Bytes;
using testing::HeapCopy;
using testing::span;

// {s: "<n bytes of x>"}: a document of exactly n + 13 bytes.
std::vector<uint8_t> stringDocument(size_t n) {
  Bytes b;
  b.u8(0x02).cstr("s").i32(static_cast<int32_t>(n + 1)).raw(std::string(n, 'x')).u8(0);
  return b.doc();
}

absl::Status open(const std::vector<uint8_t>& bytes, const ParseOptions& options) {
  const HeapCopy copy(span(bytes));
  ParseContext ctx(copy.data(), options.maxDepth);
  BsonDocument doc;
  if (!openDocument(copy.data(), copy.size(), options, ctx, &doc)) return ctx.takeStatus();
  return absl::OkStatus();
}

TEST(ParseOptions, DefaultsAreMongoDbs) {
  const ParseOptions options;
  EXPECT_EQ(options.maxDocumentSize, 16u * 1024 * 1024 + 16 * 1024);
  EXPECT_EQ(options.maxDocumentSize, 16793600u);
  EXPECT_FALSE(options.validate);
  EXPECT_EQ(options.maxDepth, 200u);
}

TEST(ParseOptions, SizeLimitIsInclusive) {
  const std::vector<uint8_t> at = stringDocument(kBsonMaxInternalSize - 13);
  ASSERT_EQ(at.size(), kBsonMaxInternalSize);
  EXPECT_TRUE(open(at, {}).ok());
  const std::vector<uint8_t> over = stringDocument(kBsonMaxInternalSize - 12);
  const absl::Status s = open(over, {});
  EXPECT_EQ(errorCode(s), 10334);
  EXPECT_EQ(s.message(), "BSONObj size: 16793601 (0x1004001) is invalid. Size must be between 0 and 16793600(16MB)");
}

TEST(ParseOptions, SizeLimitUsesTheDeclaredLengthBeforeAnythingElse) {
  // A 5-byte buffer declaring 2 GiB - 1: too large, not a length mismatch.
  const absl::Status s = open(Bytes().docWithLength(0x7fffffff), {});
  EXPECT_EQ(errorCode(s), 10334);
  EXPECT_EQ(s.message(),
            "BSONObj size: 2147483647 (0x7FFFFFFF) is invalid. Size must be between 0 and 16793600(16MB)");
  // A smaller limit of the caller's.
  const absl::Status small = open(stringDocument(100), {.maxDocumentSize = 64});
  EXPECT_EQ(small.message(), "BSONObj size: 113 (0x71) is invalid. Size must be between 0 and 64(0MB)");
  // Header problems below the limit are reported as before.
  EXPECT_EQ(errorCode(open(Bytes().docWithLength(3), {})), 22);
}

TEST(ParseOptions, CheckDocumentOfAFramedDocument) {
  const std::vector<uint8_t> bytes = stringDocument(100);
  const BsonDocument doc = BsonDocument::fromValidatedBytes(bytes.data(), static_cast<uint32_t>(bytes.size()));
  ParseContext ctx(bytes.data());
  EXPECT_FALSE(checkDocument(doc, {.maxDocumentSize = 100}, ctx));
  EXPECT_EQ(errorCode(ctx.status()), 10334);
  ParseContext ok(bytes.data());
  EXPECT_TRUE(checkDocument(doc, {.validate = true}, ok));
}

TEST(ParseOptions, ValidateWalksNestedValues) {
  // {o: {s: <string declaring 9 bytes with 2 left>}}: framed fine at the top.
  Bytes inner;
  inner.u8(0x02).cstr("s").i32(9).raw("x").u8(0);
  Bytes outer;
  outer.u8(0x03).cstr("o").append(span(inner.doc()));
  const std::vector<uint8_t> bytes = outer.doc();
  EXPECT_TRUE(open(bytes, {}).ok());
  const absl::Status s = open(bytes, {.validate = true});
  EXPECT_EQ(errorCode(s), 22);
  EXPECT_EQ(s.message(),
            "Invalid BSON at byte offset 14: string length 9 runs past the end of the document (2 bytes remain)");
}

TEST(ParseOptions, ValidateAppliesTheDepthLimit) {
  // 201 nested documents {a: {a: ... {}}}.
  std::vector<uint8_t> doc = Bytes().doc();
  for (int i = 0; i < 201; ++i) {
    Bytes b;
    b.u8(0x03).cstr("a").append(span(doc));
    doc = b.doc();
  }
  EXPECT_TRUE(open(doc, {}).ok());
  EXPECT_EQ(errorCode(open(doc, {.validate = true})), 15);
  EXPECT_TRUE(open(doc, {.validate = true, .maxDepth = 201}).ok());
}

// ---- bounded messages --------------------------------------------------------------

TEST(BoundedErrors, ElideMiddle) {
  EXPECT_EQ(elideMiddle("abcdef", 6), "abcdef");
  EXPECT_EQ(elideMiddle("abcdefghij", 9), "abc...hij");
  EXPECT_EQ(elideMiddle("abcdefghij", 8), "abc...ij");
  // Never splits a UTF-8 character: "é" is two bytes.
  const std::string e = "\xc3\xa9";
  const std::string text = e + e + e + e + e + e;   // 12 bytes
  const std::string out = elideMiddle(text, 9);      // 3 + 3 around "..."
  EXPECT_EQ(out, e + "..." + e);
}

TEST(BoundedErrors, TenMegabyteFieldName) {
  const std::string name(10 * 1024 * 1024, 'n');
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failUnknown(name));
  const std::string message(ctx.status().message());
  EXPECT_EQ(message, "BSON field 'find." + std::string(127, 'n') + "..." + std::string(126, 'n') +
                         "' is an unknown field.");
  EXPECT_EQ(errorCode(ctx.status()), 40415);
  EXPECT_EQ(errorPath(ctx.status()), "find." + name);
}

TEST(BoundedErrors, EveryFieldErrorCarriesItsFullPath) {
  ParseContext ctx;
  ctx.pushRoot("update");
  ASSERT_TRUE(ctx.enter("updates", nullptr));
  EXPECT_FALSE(ctx.failDuplicate("q"));
  EXPECT_EQ(errorPath(ctx.status()), "update.updates.q");
  ParseContext enumCtx;
  enumCtx.pushRoot("find");
  EXPECT_FALSE(enumCtx.failBadEnum("level", std::string(1000, 'v')));
  EXPECT_EQ(enumCtx.status().message(),
            "Enumeration value '" + std::string(127, 'v') + "..." + std::string(126, 'v') +
                "' for field 'find.level' is not a valid value.");
  EXPECT_EQ(errorPath(enumCtx.status()), "find.level");
  ParseContext arrayCtx;
  arrayCtx.pushRoot("update");
  ASSERT_TRUE(arrayCtx.enter("updates", nullptr));
  EXPECT_FALSE(arrayCtx.failArrayIndex(std::string(300, 'i'), 0));
  EXPECT_LT(arrayCtx.status().message().size(), 400u);
  EXPECT_EQ(errorPath(arrayCtx.status()), "update.updates");
  // Malformed bytes are about no field.
  ParseContext bytesCtx;
  EXPECT_FALSE(bytesCtx.failMalformed(nullptr, "x"));
  EXPECT_FALSE(errorPath(bytesCtx.status()).has_value());
}

TEST(BoundedErrors, WholeMessagesAreBounded) {
  // A callback validator's own long message.
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failCallback("limit", absl::InvalidArgumentError(std::string(50000, 'm') + "END")));
  const std::string message(ctx.status().message());
  EXPECT_EQ(message.size(), kMaxErrorMessageBytes);
  EXPECT_EQ(message.substr(0, 24), "BSON field 'find.limit' ");
  EXPECT_EQ(message.substr(message.size() - 3), "END");
  EXPECT_NE(message.find("..."), std::string::npos);
}

}  // namespace
}  // namespace switchyard
