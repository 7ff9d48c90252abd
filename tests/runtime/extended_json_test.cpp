// toRelaxedExtendedJson against pymongo's bson.json_util (RELAXED_JSON_OPTIONS)
// on the fixtures of make_fixtures.py: every BSON type, a driver's find
// command, nesting, doubles, dates at the ISO/$numberLong boundaries, escapes
// and every Decimal128 case. Malformed input is an error, never a crash.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::HeapCopy;

std::string json(const void* data, size_t size) {
  HeapCopy buf(data, size);
  ParseContext ctx(buf.data());
  BsonDocument doc;
  if (!BsonDocument::fromBuffer(buf.data(), buf.size(), ctx, &doc)) {
    ADD_FAILURE() << ctx.status();
    return "";
  }
  auto text = toRelaxedExtendedJson(doc);
  EXPECT_TRUE(text.ok()) << text.status();
  return text.ok() ? *text : "";
}

TEST(ExtendedJson, EveryTypeAsPymongoWritesIt) {
  EXPECT_EQ(json(fixtures::kAllTypes, sizeof fixtures::kAllTypes), fixtures::kAllTypesJson);
}

TEST(ExtendedJson, FindCommandNestingAndArrays) {
  EXPECT_EQ(json(fixtures::kFindCommand, sizeof fixtures::kFindCommand), fixtures::kFindCommandJson);
  EXPECT_EQ(json(fixtures::kNested, sizeof fixtures::kNested), fixtures::kNestedJson);
  EXPECT_EQ(json(fixtures::kIntArray, sizeof fixtures::kIntArray), fixtures::kIntArrayJson);
}

TEST(ExtendedJson, DoublesDatesAndEscapes) {
  EXPECT_EQ(json(fixtures::kJsonExtras, sizeof fixtures::kJsonExtras), fixtures::kJsonExtrasJson);
}

TEST(ExtendedJson, EveryDecimal) {
  for (const auto& c : fixtures::kDecimalCases) {
    BsonWriter w;
    Decimal128 d;
    std::memcpy(d.bytes.data(), c.bid.data(), 16);
    const size_t at = w.beginDocument();
    w.appendDecimal128("d", d);
    w.endDocument(at);
    const BsonBuffer buffer = w.finish();
    EXPECT_EQ(json(buffer.data(), buffer.size()), c.json) << c.text;
  }
}

TEST(ExtendedJson, InvalidUtf8BecomesReplacementCharacters) {
  // {s: "a\xff\xc3b"}: a lone continuation-less lead byte and an invalid byte.
  const std::vector<uint8_t> doc = {19, 0, 0, 0, 0x02, 's', 0, 5, 0, 0, 0, 'a', 0xff, 0xc3, 'b', 0, 0};
  std::vector<uint8_t> fixed = doc;
  fixed[0] = static_cast<uint8_t>(fixed.size());
  EXPECT_EQ(json(fixed.data(), fixed.size()), R"({"s": "a\ufffd\ufffdb"})");
}

// Extended JSON writes regex options sorted ("imx", as pymongo does), whatever
// order the BSON stores them in (issue 27).
TEST(ExtendedJson, RegexOptionsAreSorted) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendRegex("r", "^a", "xmi");
  w.endDocument(at);
  BsonBuffer doc = w.finish();
  absl::StatusOr<std::string> json = toRelaxedExtendedJson(doc.view());
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_NE(json->find(R"("options": "imx")"), std::string::npos) << *json;
  EXPECT_EQ(json->find("xmi"), std::string::npos) << *json;
}

TEST(ExtendedJson, MalformedDocumentsAreErrors) {
  std::vector<uint8_t> bytes(fixtures::kNested, fixtures::kNested + sizeof fixtures::kNested);
  bytes[9] = 0x7e;  // an unknown element type inside the nesting
  ParseContext ctx(bytes.data());
  BsonDocument doc;
  ASSERT_TRUE(BsonDocument::fromBuffer(bytes.data(), bytes.size(), ctx, &doc));  // the top level is fine
  auto text = toRelaxedExtendedJson(doc);
  EXPECT_FALSE(text.ok());
  EXPECT_TRUE(errorCode(text.status()) == ErrorCode::kInvalidBSON) << text.status();
}

}  // namespace
}  // namespace switchyard
