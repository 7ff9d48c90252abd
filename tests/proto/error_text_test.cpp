// The BSON and protobuf parse contexts word the failures they share alike:
// one implementation (runtime/src/base/field_errors.h) behind both, so the
// same failure at the same path gives the same text (what the wire calls a
// field, "BSON field" or "protobuf field", aside), the same code and the same
// full path (errorPath). Before it, the protobuf context quoted a long enum
// value and long names whole while the BSON context elided them, and its
// field errors carried no path.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "switchyard/base/error.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/proto/reader.h"

namespace switchyard {
namespace {

constexpr uint8_t kInput[8] = {};

// The protobuf message with its subject worded as BSON's.
std::string asBsonText(std::string_view proto) {
  std::string text(proto);
  const std::string_view from = "protobuf field";
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
    text.replace(at, from.size(), "BSON field");
  }
  return text;
}

// Runs the same failure in both contexts, both at path `find.lsid`, and
// compares what they report.
void expectSameError(const std::function<bool(ParseContext&)>& bsonFail,
                     const std::function<bool(ProtoParseContext&)>& protoFail) {
  ParseContext bson(kInput);
  bson.pushRoot("find");
  ASSERT_TRUE(bson.enter("lsid", kInput));
  ProtoParseContext proto(kInput);
  proto.pushRoot("find");
  ASSERT_TRUE(proto.enter("lsid", kInput));

  EXPECT_FALSE(bsonFail(bson));
  EXPECT_FALSE(protoFail(proto));
  ASSERT_TRUE(bson.failed());
  ASSERT_TRUE(proto.failed());
  EXPECT_EQ(bson.status().message(), asBsonText(std::string(proto.status().message())));
  EXPECT_EQ(errorCode(bson.status()), errorCode(proto.status()));
  EXPECT_EQ(errorPath(bson.status()), errorPath(proto.status()));
  EXPECT_TRUE(errorPath(proto.status()).has_value());
}

TEST(ErrorTextTest, LongEnumValueIsElidedByBoth) {
  const std::string value(10 * kMaxQuotedNameBytes, 'v');
  expectSameError([&](ParseContext& c) { return c.failBadEnum("mode", value); },
                  [&](ProtoParseContext& c) { return c.failBadEnum("mode", value); });
  ProtoParseContext proto(kInput);
  proto.pushRoot("find");
  EXPECT_FALSE(proto.failBadEnum("mode", value));
  EXPECT_LT(proto.status().message().size(), 2 * kMaxQuotedNameBytes);
  EXPECT_EQ(errorCode(proto.status()), ErrorCode::kBadValue);
}

TEST(ErrorTextTest, IntegerEnumValue) {
  expectSameError([](ParseContext& c) { return c.failBadEnum("mode", int64_t{7}); },
                  [](ProtoParseContext& c) { return c.failBadEnum("mode", int64_t{7}); });
}

TEST(ErrorTextTest, Validators) {
  expectSameError([](ParseContext& c) { return c.failValidator("limit", ">=", "0", int64_t{-1}); },
                  [](ProtoParseContext& c) { return c.failValidator("limit", ">=", "0", int64_t{-1}); });
  expectSameError([](ParseContext& c) { return c.failValidator("ratio", "<", "1.5", 2.25); },
                  [](ProtoParseContext& c) { return c.failValidator("ratio", "<", "1.5", 2.25); });
}

TEST(ErrorTextTest, CallbackKeepsItsCodeOrGets51024) {
  const absl::Status coded = makeError(ErrorCode::kBadValue, "is not a namespace");
  expectSameError([&](ParseContext& c) { return c.failCallback("ns", coded); },
                  [&](ProtoParseContext& c) { return c.failCallback("ns", coded); });
  const absl::Status plain = absl::InvalidArgumentError("is odd");
  expectSameError([&](ParseContext& c) { return c.failCallback("n", plain); },
                  [&](ProtoParseContext& c) { return c.failCallback("n", plain); });
}

TEST(ErrorTextTest, LongNamesAreElidedInTheTextAndWholeInThePath) {
  const std::string name(4 * kMaxQuotedNameBytes, 'n');
  expectSameError([&](ParseContext& c) { return c.failValidator(name, ">", "0", int64_t{0}); },
                  [&](ProtoParseContext& c) { return c.failValidator(name, ">", "0", int64_t{0}); });
  ProtoParseContext proto(kInput);
  proto.pushRoot("find");
  EXPECT_FALSE(proto.failValidator(name, ">", "0", int64_t{0}));
  EXPECT_EQ(errorPath(proto.status()), "find." + name);
  EXPECT_LT(proto.status().message().size(), 2 * kMaxQuotedNameBytes);
}

TEST(ErrorTextTest, MalformedBytesNameTheFormatPathAndOffset) {
  ParseContext bson(kInput);
  bson.pushRoot("find");
  ProtoParseContext proto(kInput);
  proto.pushRoot("find");
  EXPECT_FALSE(bson.failMalformed(kInput + 3, "truncated"));
  EXPECT_FALSE(proto.failFixed("limit", kInput + 3, 4));
  EXPECT_EQ(bson.status().message(), "Invalid BSON in 'find' at byte offset 3: truncated");
  EXPECT_EQ(proto.status().message(),
            "Invalid protobuf in 'find' at byte offset 3: truncated 32-bit value in field 'find.limit'");
  EXPECT_EQ(errorOffset(bson.status()), errorOffset(proto.status()));
  EXPECT_EQ(errorCode(bson.status()), errorCode(proto.status()));
}

}  // namespace
}  // namespace switchyard
