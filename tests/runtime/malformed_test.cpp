// Every class of malformed BSON gets its error: InvalidBSON (22) with the byte
// offset of the problem, or Overflow (15) for nesting past the limit. Every
// buffer is an exactly-sized heap copy, so ASan reports any overread.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::Bytes;
using testing::HeapCopy;

struct Outcome {
  absl::Status status;
  int elementsRead = 0;
};

// Checks the header, then walks the top level with next(); returns the first error.
Outcome walkTop(const std::vector<uint8_t>& bytes) {
  HeapCopy buf(testing::span(bytes));
  Outcome out;
  ParseContext ctx(buf.data());
  BsonDocument doc;
  if (!BsonDocument::fromBuffer(buf.data(), buf.size(), ctx, &doc)) {
    out.status = ctx.takeStatus();
    return out;
  }
  BsonCursor c = doc.elements();
  BsonElement e;
  while (c.next(e, ctx)) ++out.elementsRead;
  out.status = ctx.takeStatus();
  return out;
}

absl::Status deep(const std::vector<uint8_t>& bytes, uint32_t maxDepth = kDefaultMaxDepth) {
  HeapCopy buf(testing::span(bytes));
  ParseContext ctx(buf.data(), maxDepth);
  BsonDocument doc;
  if (!BsonDocument::fromBuffer(buf.data(), buf.size(), ctx, &doc) || !doc.validateDeep(ctx)) {
    return ctx.takeStatus();
  }
  return absl::OkStatus();
}

void expectInvalid(const absl::Status& s, uint64_t offset, std::string_view needle) {
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(errorCode(s), 22) << s;
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  ASSERT_TRUE(errorOffset(s).has_value()) << s;
  EXPECT_EQ(*errorOffset(s), offset) << s;
  EXPECT_NE(std::string(s.message()).find(std::string("at byte offset ") + std::to_string(offset)), std::string::npos)
      << s;
  EXPECT_NE(std::string(s.message()).find(needle), std::string::npos) << s << "\nexpected: " << needle;
}

void expectInvalidTop(const std::vector<uint8_t>& bytes, uint64_t offset, std::string_view needle) {
  expectInvalid(walkTop(bytes).status, offset, needle);
  expectInvalid(deep(bytes), offset, needle);
}

// --- header ------------------------------------------------------------------

TEST(Malformed, ShorterThanFive) {
  for (size_t n = 0; n < 5; ++n) {
    std::vector<uint8_t> b(n, 0);
    if (n >= 1) b[0] = 5;
    expectInvalid(walkTop(b).status, 0, "shorter than the minimum of 5");
    EXPECT_NE(std::string(walkTop(b).status.message()).find("document of " + std::to_string(n) + " bytes"),
              std::string::npos);
  }
}

TEST(Malformed, DeclaredLengthBelowFive) {
  for (int32_t declared : {-2147483647 - 1, -1, 0, 1, 4}) {
    auto b = Bytes().docWithLength(declared);
    expectInvalid(walkTop(b).status, 0, "declared document length " + std::to_string(declared) + " is less than 5");
  }
}

TEST(Malformed, DeclaredLengthAboveAndBelowBuffer) {
  auto body = Bytes().u8(0x10).cstr("a").i32(1);
  for (int32_t delta : {-3, -1, 1, 2, 1000}) {
    const int32_t declared = static_cast<int32_t>(body.size() + 5) + delta;
    auto b = body.docWithLength(declared);
    expectInvalid(walkTop(b).status, 0,
                  "declared document length " + std::to_string(declared) + " does not match the buffer size " +
                      std::to_string(b.size()));
  }
  auto big = body.docWithLength(2147483647);
  expectInvalid(walkTop(big).status, 0, "does not match the buffer size");
}

TEST(Malformed, NoTrailingNul) {
  auto b = Bytes().u8(0x10).cstr("a").i32(1).doc();
  b.back() = 7;
  expectInvalid(walkTop(b).status, b.size() - 1, "does not end with a NUL byte");
  auto empty = Bytes().doc();
  empty[4] = 1;
  expectInvalid(walkTop(empty).status, 4, "does not end with a NUL byte");
}

TEST(Malformed, EveryTruncationOfRealDocuments) {
  // Truncating a valid document anywhere leaves a header that does not
  // match; fixing the header up leaves an element that overruns.
  for (auto [data, size] : {std::pair{fixtures::kAllTypes, sizeof fixtures::kAllTypes},
                            std::pair{fixtures::kFindCommand, sizeof fixtures::kFindCommand}}) {
    for (size_t n = 0; n < size; ++n) {
      std::vector<uint8_t> b(data, data + n);
      const absl::Status s = walkTop(b).status;
      EXPECT_EQ(errorCode(s), 22) << n;
      ASSERT_TRUE(errorOffset(s).has_value());
      EXPECT_LE(*errorOffset(s), n);
      if (n >= 5) {
        // Same bytes with a consistent header and a terminating NUL.
        std::vector<uint8_t> fixed(b.begin(), b.end() - 1);
        fixed.push_back(0);
        storeLE<int32_t>(fixed.data(), static_cast<int32_t>(fixed.size()));
        const absl::Status d = deep(fixed);
        if (!d.ok()) {
          EXPECT_EQ(errorCode(d), 22) << n;
          ASSERT_TRUE(errorOffset(d).has_value());
          EXPECT_LT(*errorOffset(d), fixed.size());
        }
      }
    }
  }
}

// --- elements ------------------------------------------------------------------

TEST(Malformed, FieldNameWithoutNul) {
  // Type byte, then name bytes running into the document's terminating NUL.
  auto b = Bytes().u8(0x10).raw("abc").doc();
  expectInvalidTop(b, 4, "field name is not NUL-terminated");
  // A type byte as the last byte before the terminator.
  auto c = Bytes().u8(0x10).cstr("a").i32(1).u8(0x0A).doc();
  expectInvalidTop(c, 11, "field name is not NUL-terminated");
}

TEST(Malformed, UnknownTypeBytes) {
  for (int t = 0x14; t < 0x100; ++t) {
    if (t == 0x7F || t == 0xFF) continue;
    auto b = Bytes().u8(0x10).cstr("a").i32(1).u8(static_cast<uint8_t>(t)).cstr("bb").i32(0).doc();
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", t);
    // Reported where the value would start: after type byte and name.
    expectInvalidTop(b, 11 + 1 + 3, std::string("unknown BSON type ") + hex);
    EXPECT_EQ(walkTop(b).elementsRead, 1);
  }
}

TEST(Malformed, EooInTheMiddle) {
  auto b = Bytes().u8(0x10).cstr("a").i32(1).u8(0).u8(0x10).cstr("b").i32(2).doc();
  expectInvalidTop(b, 11, "end-of-object marker 8 bytes before the end of the document");
  EXPECT_EQ(walkTop(b).elementsRead, 1);
}

TEST(Malformed, FixedSizeValuesTruncated) {
  struct Case {
    uint8_t type;
    int size;
    const char* name;
  } cases[] = {{0x01, 8, "double"},    {0x07, 12, "objectId"}, {0x08, 1, "bool"},  {0x09, 8, "date"},
               {0x10, 4, "int"},       {0x11, 8, "timestamp"}, {0x12, 8, "long"},  {0x13, 16, "decimal"}};
  for (const Case& c : cases) {
    for (int have = 0; have < c.size; ++have) {
      auto b = Bytes().u8(c.type).cstr("x").zeros(static_cast<size_t>(have)).doc();
      expectInvalidTop(b, 7, std::string(c.name) + " value needs " + std::to_string(c.size) + " bytes but only " +
                                 std::to_string(have) + " remain");
    }
    // The exact size is fine.
    auto ok = Bytes().u8(c.type).cstr("x").zeros(static_cast<size_t>(c.size)).doc();
    EXPECT_TRUE(walkTop(ok).status.ok()) << c.name;
  }
}

TEST(Malformed, BoolByteNotZeroOrOne) {
  for (int v = 0; v < 256; ++v) {
    auto b = Bytes().u8(0x08).cstr("b").u8(static_cast<uint8_t>(v)).doc();
    if (v <= 1) {
      EXPECT_TRUE(walkTop(b).status.ok());
      EXPECT_TRUE(deep(b).ok());
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "0x%02x", v);
      expectInvalidTop(b, 7, std::string("bool value byte ") + hex + " is neither 0 nor 1");
    }
  }
}

TEST(Malformed, StringLengths) {
  // Length 0 and negative.
  for (int32_t len : {0, -1, -2147483647 - 1}) {
    auto b = Bytes().u8(0x02).cstr("s").i32(len).raw("abc").u8(0).doc();
    expectInvalidTop(b, 7, "string length " + std::to_string(len) + " is less than 1");
  }
  // Past the end: the string "abc" needs 4; remaining after the prefix is 4.
  for (int32_t len : {5, 6, 1000, 2147483647}) {
    auto b = Bytes().u8(0x02).cstr("s").i32(len).raw("abc").u8(0).doc();
    expectInvalidTop(b, 7, "string length " + std::to_string(len) + " runs past the end of the document (4 bytes remain)");
  }
  // Without its NUL: the last byte of the declared string is not 0.
  auto b = Bytes().u8(0x02).cstr("s").i32(4).raw("abcd").doc();
  expectInvalidTop(b, 7 + 4 + 3, "string is not NUL-terminated");
  // Shorter than the length prefix.
  for (int have = 0; have < 4; ++have) {
    auto t = Bytes().u8(0x02).cstr("s").zeros(static_cast<size_t>(have)).doc();
    expectInvalidTop(t, 7, "string length prefix needs 4 bytes but only " + std::to_string(have) + " remain");
  }
  // Same rules for javascript and symbol, with their names.
  auto js = Bytes().u8(0x0D).cstr("s").i32(0).doc();
  expectInvalidTop(js, 7, "javascript length 0 is less than 1");
  auto sym = Bytes().u8(0x0E).cstr("s").i32(9).u8(0).doc();
  expectInvalidTop(sym, 7, "symbol length 9 runs past the end");
  // Valid edge: the empty string.
  EXPECT_TRUE(walkTop(Bytes().u8(0x02).cstr("s").i32(1).u8(0).doc()).status.ok());
}

TEST(Malformed, SubdocumentLengths) {
  for (uint8_t type : {uint8_t{0x03}, uint8_t{0x04}}) {
    const std::string what = type == 0x03 ? "embedded document" : "embedded array";
    for (int32_t len : {-1, 0, 4}) {
      auto b = Bytes().u8(type).cstr("d").i32(len).u8(0).doc();
      expectInvalidTop(b, 7, what + " length " + std::to_string(len) + " is less than 5");
    }
    // Overrunning its parent (5 bytes remain: the prefix and one NUL).
    for (int32_t len : {6, 100, 2147483647}) {
      auto b = Bytes().u8(type).cstr("d").i32(len).u8(0).doc();
      expectInvalidTop(b, 7, what + " length " + std::to_string(len) + " overruns its parent (5 bytes remain)");
    }
    // Not ending with NUL.
    auto b = Bytes().u8(type).cstr("d").i32(6).u8(0x0A).u8(1).doc();
    expectInvalidTop(b, 7 + 5, what + " does not end with a NUL byte");
    for (int have = 0; have < 4; ++have) {
      auto t = Bytes().u8(type).cstr("d").zeros(static_cast<size_t>(have)).doc();
      expectInvalidTop(t, 7, what + " length prefix needs 4 bytes but only " + std::to_string(have) + " remain");
    }
  }
}

TEST(Malformed, NestedErrorsAreFoundByValidateDeepWithAbsoluteOffsets) {
  // {a: {b: <bool 7>}}: the top-level walk accepts it, validateDeep does not.
  auto inner = Bytes().u8(0x08).cstr("b").u8(7).doc();
  auto b = Bytes().u8(0x03).cstr("a").append(testing::span(inner)).doc();
  EXPECT_TRUE(walkTop(b).status.ok());
  // Outer header 4, type 1, "a\0" 2, inner header 4, type 1, "b\0" 2 -> 14.
  expectInvalid(deep(b), 14, "bool value byte 0x07");
  // A subdocument whose own elements overrun it (but not the parent).
  std::vector<uint8_t> sub = Bytes().u8(0x10).cstr("x").u8(1).u8(0).doc();  // 10 bytes: int32 value truncated
  auto p = Bytes().u8(0x03).cstr("a").append(testing::span(sub)).u8(0x10).cstr("z").i32(5).doc();
  EXPECT_TRUE(walkTop(p).status.ok());
  expectInvalid(deep(p), 7 + 4 + 3, "int value needs 4 bytes but only 2 remain");
}

TEST(Malformed, BinDataLengths) {
  for (int have = 0; have < 5; ++have) {
    auto b = Bytes().u8(0x05).cstr("b").zeros(static_cast<size_t>(have)).doc();
    expectInvalidTop(b, 7, "binData header needs 5 bytes but only " + std::to_string(have) + " remain");
  }
  for (int32_t len : {-1, -2147483647 - 1, 4, 1000}) {
    auto b = Bytes().u8(0x05).cstr("b").i32(len).u8(0).raw("abc").doc();
    expectInvalidTop(b, 7, "binData length " + std::to_string(len) + " is negative or runs past the end (3 bytes remain)");
  }
  // Subtype 2: inner length must be outer - 4, outer at least 4.
  auto ok = Bytes().u8(0x05).cstr("b").i32(7).u8(2).i32(3).raw("abc").doc();
  EXPECT_TRUE(walkTop(ok).status.ok());
  for (int32_t inner : {0, 2, 4, 7, -1}) {
    auto b = Bytes().u8(0x05).cstr("b").i32(7).u8(2).i32(inner).raw("abc").doc();
    expectInvalidTop(b, 7 + 5, "binData subtype 2 inner length does not match its outer length");
  }
  for (int32_t outer : {0, 3}) {
    auto b = Bytes().u8(0x05).cstr("b").i32(outer).u8(2).raw("abcd").doc();
    expectInvalidTop(b, 7 + 5, "binData subtype 2 inner length");
  }
  // Zero-length general binData is fine.
  EXPECT_TRUE(walkTop(Bytes().u8(0x05).cstr("b").i32(0).u8(0).doc()).status.ok());
}

TEST(Malformed, RegexWithoutNuls) {
  auto noPattern = Bytes().u8(0x0B).cstr("r").raw("abc").doc();
  expectInvalidTop(noPattern, 7, "regex pattern is not NUL-terminated");
  auto noOptions = Bytes().u8(0x0B).cstr("r").cstr("abc").raw("im").doc();
  expectInvalidTop(noOptions, 11, "regex options are not NUL-terminated");
  auto nothing = Bytes().u8(0x0B).cstr("r").doc();
  expectInvalidTop(nothing, 7, "regex pattern is not NUL-terminated");
}

TEST(Malformed, DbPointer) {
  auto noOid = Bytes().u8(0x0C).cstr("p").i32(3).cstr("ns").zeros(11).doc();
  expectInvalidTop(noOid, 7 + 7, "dbPointer ObjectId needs 12 bytes");
  auto badNs = Bytes().u8(0x0C).cstr("p").i32(0).zeros(12).doc();
  expectInvalidTop(badNs, 7, "dbPointer namespace length 0 is less than 1");
  auto ok = Bytes().u8(0x0C).cstr("p").i32(3).cstr("ns").zeros(12).doc();
  EXPECT_TRUE(walkTop(ok).status.ok());
}

TEST(Malformed, CodeWithScopeInconsistent) {
  auto scope = Bytes().u8(0x10).cstr("x").i32(1).doc();  // 12 bytes
  auto good = [&](int32_t total, int32_t codeLen) {
    return Bytes().u8(0x0F).cstr("c").i32(total).i32(codeLen).cstr("abc").append(testing::span(scope));
  };
  EXPECT_TRUE(walkTop(good(4 + 8 + 12, 4).doc()).status.ok());
  EXPECT_TRUE(deep(good(4 + 8 + 12, 4).doc()).ok());
  for (int have = 0; have < 4; ++have) {
    auto b = Bytes().u8(0x0F).cstr("c").zeros(static_cast<size_t>(have)).doc();
    expectInvalidTop(b, 7, "javascriptWithScope length prefix needs 4 bytes");
  }
  // Total below the minimum of 14, or past the end.
  for (int32_t total : {-1, 0, 13, 25, 1000}) {
    expectInvalidTop(good(total, 4).doc(), 7,
                     "javascriptWithScope length " + std::to_string(total) + " is less than 14 or runs past the end");
  }
  // Total larger than the parts (extra bytes after the scope inside the element).
  auto extra = Bytes().u8(0x0F).cstr("c").i32(4 + 8 + 12 + 2).i32(4).cstr("abc").append(testing::span(scope)).u8(0).u8(0);
  expectInvalidTop(extra.doc(), 7, "javascriptWithScope length does not equal the size of its parts");
  // Total smaller than the parts: the scope overruns the element.
  expectInvalidTop(good(4 + 8 + 11, 4).doc(), 7 + 12, "javascriptWithScope scope length 12 overruns its parent (11 bytes remain)");
  // Code string length inconsistent.
  expectInvalidTop(good(24, 0).doc(), 11, "javascriptWithScope code length 0 is less than 1");
  expectInvalidTop(good(24, 30).doc(), 11, "javascriptWithScope code length 30 runs past the end");
  expectInvalidTop(good(24, 3).doc(), 11 + 4 + 2, "javascriptWithScope code is not NUL-terminated");
  // Scope with a broken element: only validateDeep looks inside.
  auto badScope = Bytes().u8(0x08).cstr("x").u8(9).doc();  // 9 bytes
  auto b = Bytes().u8(0x0F).cstr("c").i32(4 + 8 + 9).i32(4).cstr("abc").append(testing::span(badScope)).doc();
  EXPECT_TRUE(walkTop(b).status.ok());
  expectInvalid(deep(b), 7 + 12 + 4 + 3, "bool value byte 0x09");
}

// --- nesting limit -------------------------------------------------------------

// `depth` nested documents: {a: {a: ... {} }}; depth 0 is {}.
std::vector<uint8_t> nestedDocs(int depth, uint8_t type = 0x03) {
  std::vector<uint8_t> d = Bytes().doc();
  for (int i = 0; i < depth; ++i) d = Bytes().u8(type).cstr("a").append(testing::span(d)).doc();
  return d;
}

TEST(Malformed, NestingLimitInValidateDeep) {
  for (uint32_t limit : {0u, 1u, 2u, 10u, 200u}) {
    const int n = static_cast<int>(limit);
    EXPECT_TRUE(deep(nestedDocs(n), limit).ok()) << limit;
    EXPECT_TRUE(deep(nestedDocs(n, 0x04), limit).ok()) << limit;
    const absl::Status s = deep(nestedDocs(n + 1), limit);
    EXPECT_EQ(errorCode(s), 15) << s;
    EXPECT_EQ(s.code(), absl::StatusCode::kOutOfRange);
    // The element that goes one level too deep starts at 4 + 7 * limit.
    ASSERT_TRUE(errorOffset(s).has_value());
    EXPECT_EQ(*errorOffset(s), 4u + 7u * limit);
    EXPECT_NE(std::string(s.message()).find("BSONObj exceeds maximum nested object depth: " + std::to_string(limit)),
              std::string::npos)
        << s;
  }
  // The default limit is 200: 200 levels pass, 201 fail.
  EXPECT_TRUE(deep(nestedDocs(200)).ok());
  EXPECT_EQ(errorCode(deep(nestedDocs(201))), 15);
  // Far deeper input: still an error, no recursion.
  EXPECT_EQ(errorCode(deep(nestedDocs(3000), 100000)), 15);
  // Code-with-scope scopes count as nesting too.
  auto scope = nestedDocs(1);
  auto cws = Bytes().u8(0x0F).cstr("c").i32(static_cast<int32_t>(4 + 5 + scope.size())).i32(1).u8(0)
                 .append(testing::span(scope)).doc();
  EXPECT_TRUE(deep(cws, 2).ok());
  EXPECT_EQ(errorCode(deep(cws, 1)), 15);
}

TEST(Malformed, NestingLimitInParseContextEnter) {
  const uint8_t base[8] = {};
  for (uint32_t limit : {0u, 1u, 3u, 200u}) {
    ParseContext ctx(base, limit);
    EXPECT_EQ(ctx.maxDepth(), limit);
    ctx.pushRoot("cmd");
    for (uint32_t i = 0; i < limit; ++i) {
      ASSERT_TRUE(ctx.enter("a", base + 1)) << i;
      EXPECT_EQ(ctx.depth(), i + 1);
    }
    EXPECT_FALSE(ctx.enter("b", base + 5));
    EXPECT_EQ(ctx.depth(), limit);
    const absl::Status& s = ctx.status();
    EXPECT_EQ(errorCode(s), 15);
    EXPECT_EQ(*errorOffset(s), 5u);
    std::string path = "cmd";
    for (uint32_t i = 0; i < limit; ++i) path += ".a";
    EXPECT_EQ(std::string(s.message()), "BSONObj exceeds maximum nested object depth: " + std::to_string(limit) +
                                            " (in '" + path + "' at byte offset 5)");
  }
  // A limit beyond the path stack is clamped to it, and the stack never overflows.
  ParseContext ctx(base, 100000);
  EXPECT_EQ(ctx.maxDepth(), ParseContext::kPathCapacity - 1);
  ctx.pushRoot("r");
  uint32_t entered = 0;
  while (ctx.enter("x", base)) ++entered;
  EXPECT_EQ(entered, ParseContext::kPathCapacity - 1);
  EXPECT_EQ(ctx.pathSize(), ParseContext::kPathCapacity);
  EXPECT_EQ(errorCode(ctx.status()), 15);
  // leave() pops.
  ctx.leave();
  EXPECT_EQ(ctx.pathSize(), ParseContext::kPathCapacity - 1);
}

TEST(Malformed, ErrorsCarryPathWhenPushed) {
  auto b = Bytes().u8(0x08).cstr("b").u8(3).doc();
  HeapCopy buf(testing::span(b));
  ParseContext ctx(buf.data());
  ctx.pushRoot("find");
  ASSERT_TRUE(ctx.enter("filter", buf.data()));
  auto doc = BsonDocument::fromValidatedBytes(buf.data(), static_cast<uint32_t>(buf.size()));
  BsonCursor c = doc.elements();
  BsonElement e;
  EXPECT_FALSE(c.next(e, ctx));
  EXPECT_EQ(std::string(ctx.status().message()),
            "Invalid BSON in 'find.filter' at byte offset 7: bool value byte 0x03 is neither 0 nor 1");
}

TEST(Malformed, FirstErrorWins) {
  ParseContext ctx;
  EXPECT_FALSE(ctx.failDuplicate("a"));
  EXPECT_FALSE(ctx.failMissing("b"));
  EXPECT_EQ(errorCode(ctx.status()), 40413);
}

}  // namespace
}  // namespace switchyard
