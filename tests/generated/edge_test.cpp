// Emitter edge cases (specs/edge_cases.yaml): user types, int enums, more
// than 64 fields, nested arrays, callback validators, always_serialize, and
// the `ignored` and `type` namespace rules. Documents are built with the
// runtime's BsonWriter.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "edge_cases_gen.h"
#include "gtest/gtest.h"

namespace switchyard::testing {
namespace {

using ext::gen::Color;
using ext::gen::Count2Command;
using ext::gen::PingCommand;
using ext::gen::Wide;

// A Wide document with every required field (w0, w3, ..., w69) set to its index.
void appendRequiredWide(BsonWriter& w, int skip = -1) {
  for (int i = 0; i < 70; i += 3) {
    if (i == skip) continue;
    std::string name = std::to_string(i);
    name.insert(name.begin(), 'w');
    w.appendInt32(name, i);
  }
}

BsonBuffer wideDoc(int skip = -1) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  appendRequiredWide(w, skip);
  w.endDocument(at);
  return w.finish();
}

TEST(EdgeWide, MoreThan64FieldsRequiredAcrossTwoMaskWords) {
  const BsonBuffer ok = wideDoc();
  absl::StatusOr<Wide> wide = Wide::parse(ok.data(), ok.size());
  ASSERT_TRUE(wide.ok()) << wide.status();
  EXPECT_EQ(wide->getW69(), 69);
  EXPECT_EQ(wide->getW66(), 66);
  EXPECT_EQ(wide->getColor(), Color::kBlue);  // default of an int enum
  // A missing field in the second word and in the first.
  for (int missing : {69, 63, 0, 30}) {
    const BsonBuffer bad = wideDoc(missing);
    absl::StatusOr<Wide> failed = Wide::parse(bad.data(), bad.size());
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.status().message(),
              "BSON field 'Wide.w" + std::to_string(missing) + "' is missing but a required field");
  }
}

TEST(EdgeWide, DuplicateInSecondWordAndUnknownSkipped) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  appendRequiredWide(w);
  w.appendString("notAField", "skipped: the struct is not strict");
  w.appendInt32("w68", 1);
  w.appendInt32("w68", 2);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<Wide> failed = Wide::parse(doc.data(), doc.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(errorCode(failed.status()), 40413);
  EXPECT_EQ(failed.status().message(), "BSON field 'Wide.w68' is a duplicate field");
}

BsonBuffer wideWith(void (*extra)(BsonWriter&)) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  appendRequiredWide(w);
  extra(w);
  w.endDocument(at);
  return w.finish();
}

TEST(EdgeWide, IntEnumCustomTypeNestedArraysValidators) {
  const BsonBuffer doc = wideWith([](BsonWriter& w) {
    w.appendInt32("color", 1);
    w.appendString("price", "12345");
    const size_t grid = w.beginArray("grid");
    const size_t row0 = w.beginSubDocument("0");  // wrong type for a row
    w.endSubDocument(row0);
    w.endArray(grid);
  });
  absl::StatusOr<Wide> failed = Wide::parse(doc.data(), doc.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'Wide.grid.0' is the wrong type 'object', expected type 'array'");

  const BsonBuffer good = wideWith([](BsonWriter& w) {
    w.appendInt32("color", 1);
    w.appendString("price", "12345");
    const size_t grid = w.beginArray("grid");
    const size_t row0 = w.beginArray("0");
    w.appendInt32("0", 4);
    w.appendInt32("1", 5);
    w.endArray(row0);
    const size_t row1 = w.beginArray("1");
    w.endArray(row1);
    w.endArray(grid);
    w.appendInt32("checked", 42);
  });
  absl::StatusOr<Wide> wide = Wide::parse(good.data(), good.size());
  ASSERT_TRUE(wide.ok()) << wide.status();
  EXPECT_EQ(wide->getColor(), Color::kRed);
  ASSERT_TRUE(wide->getPrice().has_value());
  EXPECT_EQ(wide->getPrice()->cents, 5);
  ASSERT_TRUE(wide->getGrid().has_value());
  EXPECT_EQ(*wide->getGrid(), (std::vector<std::vector<int32_t>>{{4, 5}, {}}));
  EXPECT_EQ(wide->getChecked(), std::optional<int32_t>(42));
  EXPECT_FALSE(wide->getAlwaysThere().has_value());
  // Serialization: exact size, always_serialize writes null, and it reparses.
  const BsonBuffer out = wide->toBson();
  EXPECT_EQ(out.size(), wide->serializedSize());
  absl::StatusOr<Wide> back = Wide::parse(out.data(), out.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->getGrid(), wide->getGrid());
  EXPECT_EQ(back->getColor(), Color::kRed);
  EXPECT_FALSE(back->getAlwaysThere().has_value());
  EXPECT_EQ(back->getPrice(), wide->getPrice());
  EXPECT_TRUE(*back == *wide);
  EXPECT_NE(std::string(reinterpret_cast<const char*>(out.data()), out.size()).find(std::string("\x0a" "alwaysThere\0", 13)),
            std::string::npos);

  const BsonBuffer badEnum = wideWith([](BsonWriter& w) { w.appendInt32("color", 3); });
  failed = Wide::parse(badEnum.data(), badEnum.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(errorCode(failed.status()), 2);
  EXPECT_EQ(failed.status().message(), "Enumeration value '3' for field 'Wide.color' is not a valid value.");

  const BsonBuffer badMoney = wideWith([](BsonWriter& w) { w.appendInt32("price", 3); });
  failed = Wide::parse(badMoney.data(), badMoney.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'Wide.price' bad money");

  const BsonBuffer callback = wideWith([](BsonWriter& w) { w.appendInt32("checked", -4); });
  failed = Wide::parse(callback.data(), callback.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'Wide.checked' must be positive");

  const BsonBuffer bound = wideWith([](BsonWriter& w) { w.appendInt32("checked", 100); });
  failed = Wide::parse(bound.data(), bound.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(errorCode(failed.status()), 51024);
  EXPECT_EQ(failed.status().message(), "BSON field 'Wide.checked' value must be < 100, actual value '100'");
}

TEST(EdgePing, IgnoredNamespaceKeepsAnyValue) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendDouble("ping", 1.0);
  const size_t colors = w.beginArray("colors");
  w.appendInt32("0", 7);
  w.appendInt32("1", 1);
  w.endArray(colors);
  w.appendString("$db", "admin");
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<PingCommand> ping = PingCommand::parse(doc.data(), doc.size());
  ASSERT_TRUE(ping.ok()) << ping.status();
  ASSERT_TRUE(ping->getCommandParameter().has_value());
  EXPECT_EQ(ping->getCommandParameter()->asDouble(), 1.0);
  EXPECT_EQ(ping->getColors(), (std::optional<std::vector<Color>>({Color::kBlue, Color::kRed})));
  const BsonBuffer out = ping->toBson();
  EXPECT_EQ(std::vector<uint8_t>(out.data(), out.data() + out.size()),
            std::vector<uint8_t>(doc.data(), doc.data() + doc.size()));
  // Unset, the command element is written as 1.
  PingCommand fresh;
  fresh.setDbName("admin");
  const BsonBuffer freshBytes = fresh.toBson();
  absl::StatusOr<PingCommand> back = PingCommand::parse(freshBytes.data(), freshBytes.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->getCommandParameter()->asInt32(), 1);
}

// An array element's enum value is parsed with the array field's context
// (MongoDB: `IDLParserContext tempContext(kFieldName, &ctxt)`, then
// throwBadEnumValue on that context's path): no index in the message, while
// the element's type check keeps it.
TEST(EdgePing, EnumElementErrorsNameTheArrayField) {
  const auto pingWithColors = [](const std::function<void(BsonWriter&)>& fill) {
    BsonWriter w;
    const size_t at = w.beginDocument();
    w.appendDouble("ping", 1.0);
    const size_t colors = w.beginArray("colors");
    fill(w);
    w.endArray(colors);
    w.appendString("$db", "admin");
    w.endDocument(at);
    return w.finish();
  };
  const BsonBuffer badValue = pingWithColors([](BsonWriter& w) {
    w.appendInt32("0", 7);
    w.appendInt32("1", 3);
  });
  absl::StatusOr<PingCommand> failed = PingCommand::parse(badValue.data(), badValue.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(errorCode(failed.status()), 2);
  EXPECT_EQ(failed.status().message(), "Enumeration value '3' for field 'ping.colors' is not a valid value.");
  EXPECT_EQ(errorPath(failed.status()), "ping.colors");
  const BsonBuffer badType = pingWithColors([](BsonWriter& w) {
    w.appendInt32("0", 7);
    w.appendString("1", "red");
  });
  failed = PingCommand::parse(badType.data(), badType.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'ping.colors.1' is the wrong type 'string', expected type 'int'");
}

TEST(EdgeCount2, NamespaceTypeStruct) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  const size_t sub = w.beginSubDocument("count2");
  appendRequiredWide(w, 33);
  w.endSubDocument(sub);
  w.appendString("$db", "d");
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<Count2Command> failed = Count2Command::parse(doc.data(), doc.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'count2.count2.w33' is missing but a required field");

  BsonWriter w2;
  const size_t at2 = w2.beginDocument();
  w2.appendInt32("count2", 1);
  w2.appendString("$db", "d");
  w2.endDocument(at2);
  const BsonBuffer wrong = w2.finish();
  failed = Count2Command::parse(wrong.data(), wrong.size());
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'count2.count2' is the wrong type 'int', expected type 'object'");
}

}  // namespace
}  // namespace switchyard::testing
