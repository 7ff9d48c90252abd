// Presence bits (switchyard/base/internal/slot.h, docs/design.md "Presence bits"): what a
// field's getter returns while it is unset, set and cleared; equality over
// set values; required fields never set refused by the checked serializers.
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "find_gen.h"
#include "fixtures.h"
#include "gtest/gtest.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

using idl::FindCommand;

FindCommand minimalFind() {
  FindCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("db");
  return cmd;
}

TEST(Presence, UnsetOptionalAndDefaultedFields) {
  const FindCommand cmd;
  EXPECT_FALSE(cmd.getLimit().has_value());
  EXPECT_FALSE(cmd.getSingleBatch().has_value());
  EXPECT_FALSE(cmd.getLet().has_value());
  EXPECT_FALSE(cmd.getLsid().has_value());
  // A defaulted field returns its default (the empty document) while unset.
  EXPECT_EQ(cmd.getFilter(), BsonDocument());
  const idl::UpdateOpEntry entry;
  EXPECT_FALSE(entry.getMulti());
  EXPECT_FALSE(entry.getUpsert());
}

TEST(Presence, SetAndClear) {
  FindCommand cmd = minimalFind();
  cmd.setLimit(7);
  cmd.setSingleBatch(false);
  EXPECT_EQ(cmd.getLimit(), std::optional<std::int64_t>(7));
  EXPECT_EQ(cmd.getSingleBatch(), std::optional<bool>(false));  // set to false is not unset
  cmd.setLimit(std::nullopt);
  EXPECT_FALSE(cmd.getLimit().has_value());
  EXPECT_EQ(cmd.getSingleBatch(), std::optional<bool>(false));
  idl::UpdateOpEntry entry;
  entry.setMulti(true);
  EXPECT_TRUE(entry.getMulti());
}

TEST(Presence, CopiesKeepWhatIsSet) {
  FindCommand cmd = minimalFind();
  cmd.setBatchSize(3);
  const FindCommand copy = cmd;  // copies unset Slots' bytes too: never read
  EXPECT_EQ(copy.getBatchSize(), std::optional<std::int64_t>(3));
  EXPECT_FALSE(copy.getSkip().has_value());
  EXPECT_EQ(copy, cmd);
}

TEST(Presence, EqualityComparesSetValuesAndDefaults) {
  FindCommand a = minimalFind();
  FindCommand b = minimalFind();
  EXPECT_EQ(a, b);
  a.setSkip(1);
  EXPECT_NE(a, b);
  b.setSkip(2);
  EXPECT_NE(a, b);
  b.setSkip(1);
  EXPECT_EQ(a, b);
  a.setSkip(std::nullopt);
  b.setSkip(std::nullopt);
  EXPECT_EQ(a, b);
  // A defaulted field set to its default equals one never set (as getters see them).
  a.setFilter(BsonDocument());
  EXPECT_EQ(a, b);
}

TEST(Presence, RoundTripThroughBson) {
  FindCommand cmd = minimalFind();
  cmd.setLimit(5);
  cmd.setAllowDiskUse(true);
  const BsonBuffer bytes = cmd.toBson();
  absl::StatusOr<FindCommand> back = FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, cmd);
  EXPECT_FALSE(back->getSkip().has_value());
  EXPECT_EQ(back->getAllowDiskUse(), std::optional<bool>(true));
}

TEST(Presence, RequiredFieldNeverSetIsRefusedWhenSerializing) {
  FindCommand cmd;
  cmd.setCollectionName("c");  // $db never set
  std::vector<uint8_t> buffer(256, 0xAA);
  const absl::Status status = cmd.checkSerializable();
  EXPECT_EQ(errorCode(status), static_cast<int32_t>(ErrorCode::kMissingField));
  EXPECT_EQ(std::string(status.message()),
            "BSON field 'find.$db' is missing but a required field: it was never set");
  EXPECT_EQ(cmd.serializeInto(std::span<uint8_t>(buffer)).status(), status);
  BsonWriter w;
  EXPECT_EQ(cmd.appendTo(w, "cmd"), status);
  for (uint8_t b : buffer) ASSERT_EQ(b, 0xAA);
  cmd.setDbName("db");
  EXPECT_TRUE(cmd.checkSerializable().ok());
  EXPECT_TRUE(cmd.serializeInto(std::span<uint8_t>(buffer)).ok());
}

// Errors name the field's whole path from the command, as the parser's do.
TEST(Presence, NestedRequiredFieldNeverSet) {
  FindCommand cmd = minimalFind();
  cmd.setLsid(idl::LogicalSessionFromClient());  // its id never set
  const absl::Status status = cmd.checkSerializable();
  EXPECT_EQ(errorCode(status), static_cast<int32_t>(ErrorCode::kMissingField));
  EXPECT_EQ(std::string(status.message()),
            "BSON field 'find.lsid.id' is missing but a required field: it was never set");
  std::vector<uint8_t> buffer(256, 0xAA);
  EXPECT_EQ(cmd.serializeInto(std::span<uint8_t>(buffer)).status(), status);
  for (uint8_t b : buffer) ASSERT_EQ(b, 0xAA);
  // The struct checked on its own names itself.
  EXPECT_EQ(std::string(cmd.getLsid()->checkSerializable().message()),
            "BSON field 'LogicalSessionFromClient.id' is missing but a required field: it was never set");
}

// A struct element of an array: the array field without the index (MongoDB's
// parse path for errors inside array elements).
TEST(Presence, RequiredFieldOfAnArrayElementNeverSet) {
  static const uint8_t kQuery[] = {5, 0, 0, 0, 0};
  std::vector<idl::UpdateOpEntry> entries(2);  // built in place (copies of unset Slots warn)
  entries[0].setQ(BsonDocument::fromValidatedBytes(kQuery, sizeof kQuery));
  entries[0].setU(BsonElement());
  entries[1].setU(BsonElement());  // q never set
  idl::UpdateCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("db");
  cmd.setUpdates(std::move(entries));
  const absl::Status status = cmd.checkSerializable();
  EXPECT_EQ(errorCode(status), static_cast<int32_t>(ErrorCode::kMissingField));
  EXPECT_EQ(std::string(status.message()),
            "BSON field 'update.updates.q' is missing but a required field: it was never set");
}

// A document that is not well framed inside a nested struct: the whole path.
TEST(Presence, UnframedDocumentInANestedStructNamesThePath) {
  static const uint8_t kShort[] = {9, 0, 0, 0, 0};  // declares 9 bytes, has 5
  std::vector<idl::UpdateOpEntry> entries(1);
  entries[0].setQ(BsonDocument::fromValidatedBytes(kShort, sizeof kShort));
  entries[0].setU(BsonElement());
  idl::UpdateCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("db");
  cmd.setUpdates(std::move(entries));
  const absl::Status status = cmd.checkSerializable();
  EXPECT_EQ(errorCode(status), static_cast<int32_t>(ErrorCode::kInvalidBSON));
  EXPECT_EQ(std::string(status.message()).rfind("BSON field 'update.updates.q' is not a well-framed document: ", 0),
            0u)
      << status.message();
}

TEST(Presence, ParsedRequiredFieldsAreSet) {
  const std::vector<uint8_t>& bytes = fixture("find_ycsb");
  absl::StatusOr<FindCommand> cmd = FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_TRUE(cmd->checkSerializable().ok());
}

}  // namespace
}  // namespace switchyard::testing
