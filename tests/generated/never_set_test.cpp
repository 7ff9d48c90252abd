// Required fields never set (docs/design.md "Presence bits"): the unchecked
// serializers (serialize(BsonWriter&), toBson(), serializeOpMsg()) test
// requiredFieldsSet() first and abort with checkSerializable()'s MissingField
// (40414) on stderr, as MongoDB's generated serializers invariant(_has...)
// them; they never write a never-set field's empty value. The checked entry
// points return the status instead (presence_test.cpp).
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "aggregate_gen.h"
#include "find_gen.h"
#include "fixtures.h"
#include "gtest/gtest.h"
#include "switchyard/opmsg/op_msg.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

using idl::FindCommand;
using idl::UpdateCommand;

// The text failNeverSet prints: the code, then checkSerializable()'s message.
constexpr char kFindDb[] = "error 40414: BSON field 'find\\.\\$db' is missing but a required field: it was never set";
constexpr char kFindLsidId[] =
    "error 40414: BSON field 'find\\.lsid\\.id' is missing but a required field: it was never set";
constexpr char kUpdateQ[] =
    "error 40414: BSON field 'update\\.updates\\.q' is missing but a required field: it was never set";

FindCommand findWithoutDb() {
  FindCommand cmd;
  cmd.setCollectionName("c");  // $db never set
  return cmd;
}

FindCommand findWithEmptyLsid() {
  FindCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("db");
  cmd.setLsid(idl::LogicalSessionFromClient());  // its id never set
  return cmd;
}

UpdateCommand updateWithoutQ() {
  static const uint8_t kQuery[] = {5, 0, 0, 0, 0};
  std::vector<idl::UpdateOpEntry> entries(2);  // built in place (copies of unset Slots warn)
  entries[0].setQ(BsonDocument::fromValidatedBytes(kQuery, sizeof kQuery));
  entries[0].setU(BsonElement());
  entries[1].setU(BsonElement());  // q never set
  UpdateCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("db");
  cmd.setUpdates(std::move(entries));
  return cmd;
}

TEST(NeverSet, RequiredFieldsSetFollowsCheckSerializable) {
  EXPECT_FALSE(findWithoutDb().requiredFieldsSet());
  EXPECT_FALSE(findWithEmptyLsid().requiredFieldsSet());
  EXPECT_FALSE(findWithEmptyLsid().getLsid()->requiredFieldsSet());
  EXPECT_FALSE(updateWithoutQ().requiredFieldsSet());
  FindCommand find = findWithEmptyLsid();
  find.setLsid(std::nullopt);  // an unset optional struct is not looked into
  EXPECT_TRUE(find.requiredFieldsSet());
  EXPECT_TRUE(find.checkSerializable().ok());
  // A struct with nothing required anywhere below: a constant.
  static_assert(idl::SimpleCursorOptions::requiredFieldsSet());
}

using NeverSetDeathTest = ::testing::Test;

TEST_F(NeverSetDeathTest, TopLevelField) {
  const FindCommand cmd = findWithoutDb();
  EXPECT_DEATH((void)cmd.toBson(), kFindDb);
  EXPECT_DEATH(
      {
        BsonWriter w;
        cmd.serialize(w);
      },
      kFindDb);
}

TEST_F(NeverSetDeathTest, FieldOfANestedStruct) {
  const FindCommand cmd = findWithEmptyLsid();
  EXPECT_DEATH((void)cmd.toBson(), kFindLsidId);
  EXPECT_DEATH(
      {
        BsonWriter w;
        cmd.serialize(w);
      },
      kFindLsidId);
}

TEST_F(NeverSetDeathTest, FieldOfAnArrayElement) {
  const UpdateCommand cmd = updateWithoutQ();
  EXPECT_DEATH((void)cmd.toBson(), kUpdateQ);
  EXPECT_DEATH(
      {
        BsonWriter w;
        cmd.serialize(w);
      },
      kUpdateQ);
  EXPECT_DEATH(
      {
        OpMsgWriter w(1, 0, 0, 1024);
        cmd.serializeOpMsg(w);
      },
      kUpdateQ);
}

// The checked entry points still return the status and abort nothing.
TEST(NeverSet, CheckedEntryPointsReturnTheStatus) {
  const UpdateCommand cmd = updateWithoutQ();
  std::vector<uint8_t> buffer(256, 0xAA);
  EXPECT_EQ(cmd.serializeInto(std::span<uint8_t>(buffer)).status(), cmd.checkSerializable());
  EXPECT_EQ(cmd.toOpMsg(1).status(), cmd.checkSerializable());
  for (uint8_t b : buffer) ASSERT_EQ(b, 0xAA);
}

// Fully set: every entry point writes the same bytes, those of the parsed document.
TEST(NeverSet, FullySetCommandsSerializeAsBefore) {
  for (const char* name : {"find_ycsb", "update_basic"}) {
    SCOPED_TRACE(name);
    const std::vector<uint8_t>& bytes = fixture(name);
    const BsonDocument doc = BsonDocument::fromValidatedBytes(bytes.data(), static_cast<uint32_t>(bytes.size()));
    std::vector<uint8_t> checked(bytes.size() + 64);
    BsonWriter w;
    BsonBuffer unchecked;
    if (std::string(name).starts_with("find")) {
      absl::StatusOr<FindCommand> cmd = FindCommand::parse(doc);
      ASSERT_TRUE(cmd.ok()) << cmd.status();
      ASSERT_TRUE(cmd->requiredFieldsSet());
      unchecked = cmd->toBson();
      cmd->serialize(w);
      absl::StatusOr<size_t> n = cmd->serializeInto(std::span<uint8_t>(checked));
      ASSERT_TRUE(n.ok()) << n.status();
      checked.resize(*n);
    } else {
      absl::StatusOr<UpdateCommand> cmd = UpdateCommand::parse(doc);
      ASSERT_TRUE(cmd.ok()) << cmd.status();
      ASSERT_TRUE(cmd->requiredFieldsSet());
      unchecked = cmd->toBson();
      cmd->serialize(w);
      absl::StatusOr<size_t> n = cmd->serializeInto(std::span<uint8_t>(checked));
      ASSERT_TRUE(n.ok()) << n.status();
      checked.resize(*n);
    }
    const BsonBuffer written = w.finish();
    const std::vector<uint8_t> viaToBson(unchecked.data(), unchecked.data() + unchecked.size());
    const std::vector<uint8_t> viaSerialize(written.data(), written.data() + written.size());
    EXPECT_EQ(viaToBson, checked);
    EXPECT_EQ(viaSerialize, checked);
  }
}

}  // namespace
}  // namespace switchyard::testing
