// ParseContext: every error text and code (MongoDB's wording), path joining,
// errorCode()/errorOffset().
#include <gtest/gtest.h>

#include <string>
#include <type_traits>
#include <utility>

#include "switchyard/switchyard.h"

namespace switchyard {
namespace {

std::string msg(const ParseContext& ctx) { return std::string(ctx.status().message()); }

TEST(ParseContext, TypeMismatchSingle) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failTypeMismatch("singleBatch", BsonType::kString, {BsonType::kBool}));
  EXPECT_EQ(msg(ctx), "BSON field 'find.singleBatch' is the wrong type 'string', expected type 'bool'");
  EXPECT_EQ(errorCode(ctx.status()), 14);
  EXPECT_EQ(ctx.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_FALSE(errorOffset(ctx.status()).has_value());
}

TEST(ParseContext, TypeMismatchMulti) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failTypeMismatch("limit", BsonType::kString,
                                    {BsonType::kInt64, BsonType::kInt32, BsonType::kDecimal128, BsonType::kDouble}));
  EXPECT_EQ(msg(ctx),
            "BSON field 'find.limit' is the wrong type 'string', expected types '[long, int, decimal, double']");
  EXPECT_EQ(errorCode(ctx.status()), 14);
}

// A variant's wrong type: MongoDB's throwBadType, always the list form with the
// quote after the bracket, even for one type or none.
TEST(ParseContext, VariantType) {
  ParseContext ctx;
  ctx.pushRoot("S");
  EXPECT_FALSE(ctx.failVariantType("v", BsonType::kInt32, {BsonType::kString, BsonType::kObject}));
  EXPECT_EQ(msg(ctx), "BSON field 'S.v' is the wrong type 'int', expected types '[string, object]'");
  EXPECT_EQ(errorCode(ctx.status()), 14);
  ParseContext none;
  none.pushRoot("S");
  EXPECT_FALSE(none.failVariantType("v", BsonType::kNull, {}));
  EXPECT_EQ(msg(none), "BSON field 'S.v' is the wrong type 'null', expected types '[]'");
}

// enterUnnamed (a variant's struct alternative, a struct element of an array
// or of a document sequence) adds no path component but
// counts towards the depth limit.
TEST(ParseContext, UnnamedLevel) {
  ParseContext ctx(nullptr, 3);
  ctx.pushRoot("S");
  ASSERT_TRUE(ctx.enter("a", nullptr));
  ASSERT_TRUE(ctx.enterUnnamed(nullptr));
  EXPECT_EQ(ctx.pathTo("x"), "S.a.x");
  ASSERT_TRUE(ctx.enterUnnamed(nullptr));
  EXPECT_EQ(ctx.depth(), 3u);
  EXPECT_FALSE(ctx.enterUnnamed(nullptr));
  EXPECT_EQ(errorCode(ctx.status()), 15);
}

TEST(ParseContext, Duplicate) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failDuplicate("limit"));
  EXPECT_EQ(msg(ctx), "BSON field 'find.limit' is a duplicate field");
  EXPECT_EQ(errorCode(ctx.status()), 40413);
}

// The errors return ParseFailure, false at compile time: a generated reader's
// `return ctx.failX(...)` is a constant false once inlined into the loop.
static_assert(std::is_same_v<decltype(std::declval<ParseContext&>().failDuplicate("")), ParseFailure>);
static_assert(!static_cast<bool>(ParseFailure{}));

bool failedThrough(ParseContext& ctx) { return ctx.failUnknown("x"); }  // as a bool-returning reader does

TEST(ParseContext, FailureConvertsToFalse) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(failedThrough(ctx));
  EXPECT_TRUE(ctx.failed());
}

TEST(ParseContext, Missing) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failMissing("$db"));
  EXPECT_EQ(msg(ctx), "BSON field 'find.$db' is missing but a required field");
  EXPECT_EQ(errorCode(ctx.status()), 40414);
}

TEST(ParseContext, Unknown) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failUnknown("foo"));
  EXPECT_EQ(msg(ctx), "BSON field 'find.foo' is an unknown field.");
  EXPECT_EQ(errorCode(ctx.status()), 40415);
}

TEST(ParseContext, ValidatorInt) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failValidator("limit", ">=", "0", int64_t{-1}));
  EXPECT_EQ(msg(ctx), "BSON field 'find.limit' value must be >= 0, actual value '-1'");
  EXPECT_EQ(errorCode(ctx.status()), 51024);
  ParseContext big;
  big.pushRoot("c");
  EXPECT_FALSE(big.failValidator("n", "<", "10", INT64_MIN));
  EXPECT_EQ(msg(big), "BSON field 'c.n' value must be < 10, actual value '-9223372036854775808'");
}

TEST(ParseContext, ValidatorDouble) {
  ParseContext ctx;
  ctx.pushRoot("c");
  EXPECT_FALSE(ctx.failValidator("ratio", "<=", "1.5", 2.25));
  EXPECT_EQ(msg(ctx), "BSON field 'c.ratio' value must be <= 1.5, actual value '2.25'");
  EXPECT_EQ(errorCode(ctx.status()), 51024);
  ParseContext g;
  g.pushRoot("c");
  EXPECT_FALSE(g.failValidator("x", ">", "0", -0.5));
  EXPECT_EQ(msg(g), "BSON field 'c.x' value must be > 0, actual value '-0.5'");
}

TEST(ParseContext, Callback) {
  ParseContext ctx;
  ctx.pushRoot("c");
  EXPECT_FALSE(ctx.failCallback("x", makeError(ErrorCode::kBadValue, "is not a prime")));
  EXPECT_EQ(msg(ctx), "BSON field 'c.x' is not a prime");
  EXPECT_EQ(errorCode(ctx.status()), 2);
  ParseContext plain;
  plain.pushRoot("c");
  EXPECT_FALSE(plain.failCallback("x", absl::InvalidArgumentError("nope")));
  EXPECT_EQ(errorCode(plain.status()), 51024);
  EXPECT_EQ(msg(plain), "BSON field 'c.x' nope");
}

TEST(ParseContext, BadEnum) {
  ParseContext ctx;
  ctx.pushRoot("find");
  ASSERT_TRUE(ctx.enter("readConcern", nullptr));
  EXPECT_FALSE(ctx.failBadEnum("level", std::string_view("x")));
  EXPECT_EQ(msg(ctx), "Enumeration value 'x' for field 'find.readConcern.level' is not a valid value.");
  EXPECT_EQ(errorCode(ctx.status()), 2);
  ParseContext n;
  n.pushRoot("c");
  EXPECT_FALSE(n.failBadEnum("mode", int64_t{42}));
  EXPECT_EQ(msg(n), "Enumeration value '42' for field 'c.mode' is not a valid value.");
  EXPECT_EQ(errorCode(n.status()), 2);
}

TEST(ParseContext, Coercion) {
  ParseContext ctx;
  ctx.pushRoot("find");
  EXPECT_FALSE(ctx.failCoercion("limit", 1.5, "long"));
  EXPECT_EQ(msg(ctx), "BSON field 'find.limit' value '1.5' cannot be represented exactly as type 'long'");
  EXPECT_EQ(errorCode(ctx.status()), 2);
  ParseContext i;
  i.pushRoot("c");
  EXPECT_FALSE(i.failCoercion("n", int64_t{4294967296}, "int"));
  EXPECT_EQ(msg(i), "BSON field 'c.n' value '4294967296' cannot be represented exactly as type 'int'");
}

TEST(ParseContext, ArrayIndexNotANumber) {
  for (std::string_view bad : {"x", "", "1a", "-1", "01", " 1", "99999999999", "4294967296"}) {
    ParseContext ctx;
    ctx.pushRoot("insert");
    ASSERT_TRUE(ctx.enter("documents", nullptr));
    EXPECT_FALSE(ctx.failArrayIndex(bad, 3));
    EXPECT_EQ(errorCode(ctx.status()), 40422) << bad;
    EXPECT_EQ(msg(ctx), "BSON array field 'insert.documents' has an invalid value '" + std::string(bad) +
                            "' for an array field name.");
  }
}

TEST(ParseContext, ArrayIndexOutOfOrder) {
  for (std::string_view name : {"0", "2", "10", "4294967295"}) {
    ParseContext ctx;
    ctx.pushRoot("update");
    ASSERT_TRUE(ctx.enter("updates", nullptr));
    EXPECT_FALSE(ctx.failArrayIndex(name, 1));
    EXPECT_EQ(errorCode(ctx.status()), 40423) << name;
    EXPECT_EQ(msg(ctx), "BSON array field 'update.updates' has a non-sequential value '" + std::string(name) +
                            "' for an array field name, expected value '1'.");
  }
}

TEST(ParseContext, PathJoining) {
  ParseContext ctx;
  EXPECT_EQ(ctx.pathTo(""), "");
  EXPECT_EQ(ctx.pathTo("x"), "x");
  EXPECT_EQ(ctx.pathSize(), 0u);
  EXPECT_EQ(ctx.depth(), 0u);
  ctx.pushRoot("update");
  EXPECT_EQ(ctx.pathTo(""), "update");
  EXPECT_EQ(ctx.pathTo("q"), "update.q");
  EXPECT_EQ(ctx.depth(), 0u);
  ASSERT_TRUE(ctx.enter("updates", nullptr));
  ASSERT_TRUE(ctx.enter("0", nullptr));
  EXPECT_EQ(ctx.pathTo("q"), "update.updates.0.q");
  EXPECT_EQ(ctx.pathSize(), 3u);
  EXPECT_EQ(ctx.depth(), 2u);
  EXPECT_EQ(ctx.pathComponent(1), "updates");
  ctx.leave();
  ASSERT_TRUE(ctx.enter("1", nullptr));
  EXPECT_EQ(ctx.pathTo("u"), "update.updates.1.u");
  ctx.leave();
  ctx.leave();
  EXPECT_EQ(ctx.pathTo("x"), "update.x");
  // pushRoot resets the path.
  ASSERT_TRUE(ctx.enter("a", nullptr));
  ctx.pushRoot("find");
  EXPECT_EQ(ctx.pathTo("limit"), "find.limit");
  // Empty components stay in the path (a field named "").
  ASSERT_TRUE(ctx.enter("", nullptr));
  EXPECT_EQ(ctx.pathTo("x"), "find..x");
}

TEST(ParseContext, MalformedOffsetsAndPath) {
  const uint8_t buf[16] = {};
  ParseContext ctx(buf);
  EXPECT_FALSE(ctx.failMalformed(buf + 9, "something odd"));
  EXPECT_EQ(msg(ctx), "Invalid BSON at byte offset 9: something odd");
  EXPECT_EQ(errorCode(ctx.status()), 22);
  EXPECT_EQ(errorOffset(ctx.status()), 9u);
  // A pointer before the base (or no base) reports offset 0.
  ParseContext noBase;
  EXPECT_FALSE(noBase.failMalformed(buf + 3, "x"));
  EXPECT_EQ(errorOffset(noBase.status()), 0u);
  ParseContext later(buf + 8);
  EXPECT_FALSE(later.failMalformed(buf, "x"));
  EXPECT_EQ(errorOffset(later.status()), 0u);
  // setBase moves the origin.
  ParseContext moved(buf);
  moved.setBase(buf + 4);
  EXPECT_EQ(moved.base(), buf + 4);
  EXPECT_FALSE(moved.failMalformed(buf + 10, "y"));
  EXPECT_EQ(errorOffset(moved.status()), 6u);
}

TEST(ParseContext, TooDeepWithoutPath) {
  const uint8_t buf[8] = {};
  ParseContext ctx(buf, 7);
  EXPECT_FALSE(ctx.failTooDeep(buf + 2));
  EXPECT_EQ(msg(ctx), "BSONObj exceeds maximum nested object depth: 7 (at byte offset 2)");
  EXPECT_EQ(errorCode(ctx.status()), 15);
  EXPECT_EQ(ctx.status().code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(errorOffset(ctx.status()), 2u);
}

TEST(ParseContext, GenericFailAndTakeStatus) {
  ParseContext ctx;
  EXPECT_FALSE(ctx.failed());
  EXPECT_FALSE(ctx.fail(ErrorCode::kInvalidNamespace, "Invalid namespace specified 'a.'"));
  EXPECT_TRUE(ctx.failed());
  EXPECT_EQ(errorCode(ctx.status()), 73);
  absl::Status s = ctx.takeStatus();
  EXPECT_EQ(std::string(s.message()), "Invalid namespace specified 'a.'");
}

TEST(ErrorCodes, CodeAndOffsetPayloads) {
  EXPECT_EQ(errorCode(absl::OkStatus()), 0);
  EXPECT_EQ(errorCode(absl::InternalError("x")), -1);
  absl::Status junk = absl::InternalError("x");
  junk.SetPayload(kErrorCodePayloadUrl, absl::Cord("not a number"));
  EXPECT_EQ(errorCode(junk), -1);
  EXPECT_FALSE(errorOffset(absl::OkStatus()).has_value());
  EXPECT_FALSE(errorOffset(makeError(ErrorCode::kTypeMismatch, "t")).has_value());
  const absl::Status m = makeMalformedError(123456789012ull, "bad");
  EXPECT_EQ(errorCode(m), 22);
  EXPECT_EQ(errorOffset(m), 123456789012ull);
  EXPECT_EQ(std::string(m.message()), "bad");
  for (ErrorCode c : {ErrorCode::kBadValue, ErrorCode::kTypeMismatch, ErrorCode::kOverflow, ErrorCode::kInvalidBSON,
                      ErrorCode::kInvalidNamespace, ErrorCode::kDuplicateField, ErrorCode::kMissingField,
                      ErrorCode::kUnknownField, ErrorCode::kArrayIndexNotNumber, ErrorCode::kArrayIndexOutOfOrder,
                      ErrorCode::kValidatorFailed}) {
    const absl::Status s = makeError(c, "m");
    EXPECT_EQ(errorCode(s), static_cast<int32_t>(c));
    EXPECT_EQ(s.code(), c == ErrorCode::kOverflow ? absl::StatusCode::kOutOfRange : absl::StatusCode::kInvalidArgument);
  }
}

}  // namespace
}  // namespace switchyard

namespace switchyard {
// The comparison the error.h comment documents compiles and means what it says,
// in both orders and with !=.
TEST(ErrorCode, ComparesWithTheEnum) {
  const absl::Status status = makeError(ErrorCode::kTypeMismatch, "x");
  EXPECT_TRUE(errorCode(status) == ErrorCode::kTypeMismatch);
  EXPECT_TRUE(ErrorCode::kTypeMismatch == errorCode(status));
  EXPECT_TRUE(errorCode(status) != ErrorCode::kBadValue);
  EXPECT_FALSE(errorCode(absl::OkStatus()) != ErrorCode::kOk);
  EXPECT_FALSE(errorCode(absl::InternalError("no code")) == ErrorCode::kOk);
  static_assert(14 == ErrorCode::kTypeMismatch);
}
}  // namespace switchyard
