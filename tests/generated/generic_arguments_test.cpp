// Generic arguments declared once (docs/design.md "Generic arguments: declared
// once"): every switchyard-dialect command derives from the class template
// GenericArguments<kShadowed, kFirstBit> (generic_arguments_gen.h), which holds
// the arguments' members, presence word 0, name constants and accessors; the
// command dispatches the generic names in its own parse loop and writes them in
// its own serializer. An argument the command shadows with its own field of the
// same name keeps no storage in the base.
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "aggregate_gen.h"
#include "find_gen.h"
#include "fixtures.h"
#include "generic_arguments_gen.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"

namespace switchyard::testing {
namespace {

using idl::FindCommand;

// The GenericArguments base of a command (deduced from the derived class).
template <uint64_t kShadowed, int kFirstBit>
const idl::GenericArguments<kShadowed, kFirstBit>& genericOf(const idl::GenericArguments<kShadowed, kFirstBit>& g) {
  return g;
}
template <uint64_t kShadowed, int kFirstBit>
idl::GenericArguments<kShadowed, kFirstBit>& genericOf(idl::GenericArguments<kShadowed, kFirstBit>& g) {
  return g;
}
template <typename Command>
using GenericBase = std::remove_cvref_t<decltype(genericOf(std::declval<Command&>()))>;

// The argument indexes (declaration order in idl/generic_arguments.yaml).
constexpr int kMaxTimeMS = 4;
constexpr int kReadConcern = 5;
constexpr int kQueryOptions = 20;

// find shadows maxTimeMS, readConcern and $queryOptions with its own fields;
// its 32 own fields take presence bits 0-31, the others from bit 32.
static_assert(std::is_same_v<GenericBase<FindCommand>,
                             idl::GenericArguments<(uint64_t{1} << kMaxTimeMS) | (uint64_t{1} << kReadConcern) |
                                                       (uint64_t{1} << kQueryOptions),
                                                   32>>);
static_assert(std::is_same_v<GenericBase<idl::GetMoreCommand>, idl::GenericArguments<uint64_t{1} << kMaxTimeMS, 5>>);
static_assert(std::is_base_of_v<GenericBase<idl::InsertCommand>, idl::InsertCommand>);
// The name constants are the base's, reached through the command.
static_assert(FindCommand::kLsidFieldName == "lsid");
static_assert(FindCommand::kDbNameFieldName == "$db");
static_assert(idl::GetMoreCommand::kTxnNumberFieldName == "txnNumber");
// A shadowed argument keeps no storage: its member is an empty placeholder.
static_assert(sizeof(idl::GenericArguments<uint64_t{1} << kMaxTimeMS>) + sizeof(int64_t) ==
              sizeof(idl::GenericArguments<0>));
static_assert(std::is_empty_v<switchyard::ShadowableMember<uint64_t{1} << 3, 3, std::optional<int64_t>>>);
static_assert(std::is_same_v<switchyard::ShadowableMember<uint64_t{1} << 3, 4, std::optional<int64_t>>,
                             std::optional<int64_t>>);
// The presence bits: the arguments not shadowed, in order, from kFirstBit.
static_assert(switchyard::genericArgumentBit(0b10100, 32, 3) == 34);
static_assert(switchyard::genericArgumentBit(0b10100, 32, 5) == 35);
static_assert(switchyard::genericArgumentMask(0b10100, 32, 0b11110) == ((uint64_t{1} << 33) | (uint64_t{1} << 34)));

std::vector<uint8_t> bytesOf(const BsonBuffer& b) { return {b.data(), b.data() + b.size()}; }

// {find: "c", <extra>..., $db: "db"}
template <typename Extra>
std::vector<uint8_t> findDocument(Extra extra) {
  BsonWriter w;
  const size_t top = w.beginDocument();
  w.appendString("find", "c");
  extra(w);
  w.appendString("$db", "db");
  w.endDocument(top);
  return bytesOf(w.finish());
}

TEST(GenericArguments, ParsedIntoTheBase) {
  const std::vector<uint8_t>& bytes = fixture("find_ycsb");
  absl::StatusOr<FindCommand> cmd = FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  const auto& generic = genericOf(*cmd);
  ASSERT_TRUE(generic.getLsid().has_value());
  EXPECT_EQ(generic.getLsid(), cmd->getLsid());
  EXPECT_EQ(generic.getDbName(), cmd->getDbName());
  // The command's own fields and the generic ones share presence word 0: both
  // read back as parsed, and the document round-trips byte for byte.
  EXPECT_EQ(cmd->getLimit(), std::optional<int64_t>(1));
  EXPECT_EQ(cmd->getSingleBatch(), std::optional<bool>(true));
  EXPECT_EQ(bytesOf(cmd->toBson()), bytes);
}

TEST(GenericArguments, SetThroughEitherView) {
  FindCommand a;
  a.setCollectionName("c");
  a.setDbName("db");
  FindCommand b = a;
  EXPECT_EQ(a, b);
  genericOf(b).setTxnNumber(7);
  EXPECT_EQ(b.getTxnNumber(), std::optional<int64_t>(7));
  EXPECT_FALSE(a == b);  // equality compares the generic arguments too
  a.setTxnNumber(7);
  EXPECT_EQ(a, b);
  a.setLimit(3);  // an own field beside the generic ones in word 0
  EXPECT_EQ(a.getTxnNumber(), std::optional<int64_t>(7));
  EXPECT_FALSE(a == b);
  b.setLimit(3);
  EXPECT_EQ(a, b);
  b.setAutocommit(false);  // an optional Slot: set or not is compared
  EXPECT_FALSE(a == b);
  a.setAutocommit(true);
  EXPECT_FALSE(a == b);
  a.setAutocommit(false);
  EXPECT_EQ(a, b);
  b.setTxnNumber(std::nullopt);
  EXPECT_FALSE(b.getTxnNumber().has_value());
  EXPECT_TRUE(b.getDbName() == "db");

  const BsonBuffer written = a.toBson();
  absl::StatusOr<FindCommand> back = FindCommand::parse(written.data(), written.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, a);
}

TEST(GenericArguments, OwnFieldShadowsTheGenericOne) {
  // find declares maxTimeMS itself: the command's field gets the value and the
  // command is written with it once (a second one would be a duplicate when
  // parsed back; find also writes its defaulted fields, so not the same bytes).
  const std::vector<uint8_t> bytes = findDocument([](BsonWriter& w) { w.appendInt64("maxTimeMS", 5); });
  absl::StatusOr<FindCommand> cmd = FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_EQ(cmd->getMaxTimeMS(), std::optional<int64_t>(5));
  const BsonBuffer written = cmd->toBson();
  absl::StatusOr<FindCommand> back = FindCommand::parse(written.data(), written.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, *cmd);
  // The own field's bit is the command's: setting it leaves the generic ones alone.
  FindCommand c;
  c.setMaxTimeMS(9);
  EXPECT_FALSE(c.getTxnNumber().has_value());
  EXPECT_FALSE(c.getLsid().has_value());
}

TEST(GenericArguments, DuplicatesAcrossOwnAndGenericFields) {
  const std::vector<uint8_t> twice = findDocument([](BsonWriter& w) {
    w.appendInt64("txnNumber", 1);
    w.appendInt32("limit", 2);
    w.appendInt64("txnNumber", 3);
  });
  absl::StatusOr<FindCommand> cmd = FindCommand::parse(twice.data(), twice.size());
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), static_cast<int32_t>(ErrorCode::kDuplicateField));

  BsonWriter w;
  const size_t top = w.beginDocument();
  w.appendString("find", "c");
  w.appendInt64("txnNumber", 1);
  w.endDocument(top);
  const std::vector<uint8_t> noDb = bytesOf(w.finish());
  cmd = FindCommand::parse(noDb.data(), noDb.size());
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), static_cast<int32_t>(ErrorCode::kMissingField));
  EXPECT_NE(std::string(cmd.status().message()).find("$db"), std::string::npos) << cmd.status();
}

TEST(GenericArguments, EveryCommandSharesTheDeclarations) {
  // The same accessors on commands with different own fields and bits.
  idl::InsertCommand insert;
  idl::AggregateCommand aggregate;
  insert.setStmtId(4);  // insert's own stmtId shadows the generic one
  insert.setTxnNumber(11);
  aggregate.setTxnNumber(11);
  EXPECT_EQ(insert.getTxnNumber(), aggregate.getTxnNumber());
  EXPECT_EQ(insert.getStmtId(), std::optional<int32_t>(4));
  EXPECT_FALSE(aggregate.getLsid().has_value());
}

}  // namespace
}  // namespace switchyard::testing
