// Commands in MongoDB's IDL dialect compiled without MongoDB's tree
// (tests/idl_dialect_standalone/: no mongo/idl/generic_argument.idl under -I):
// the shipped generic arguments apply, so `$db` is accepted and required with
// no flag, as MongoDB's generated parsers do; MongoDB's safeDouble and safeBool
// read what MongoDB reads and keep their validators and defaults (the shipped
// type map); MongoDB's C++ defaults for empty and zero values are understood.
#include <cstdint>
#include <functional>
#include <string>
#include <variant>

#include "commands_gen.h"
#include "gtest/gtest.h"

namespace switchyard::testing {
namespace {

using mongo::standalone::HelloCommand;
using mongo::standalone::RenameCollectionCommand;
using mongo::standalone::ReplSetResizeOplogCommand;

BsonBuffer command(std::string_view name, const std::function<void(BsonWriter&)>& fill, bool withDb = true) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32(name, 1);
  fill(w);
  if (withDb) w.appendString("$db", "admin");
  w.endDocument(at);
  return w.finish();
}

std::string bytes(const BsonBuffer& b) { return std::string(reinterpret_cast<const char*>(b.data()), b.size()); }

template <typename Command>
absl::StatusOr<Command> parse(const BsonBuffer& doc) {
  return Command::parse(doc.data(), doc.size());
}

TEST(StandaloneDialect, DbIsAcceptedAndRequiredWithoutMongoDbsTree) {
  const BsonBuffer doc = command("replSetResizeOplog", [](BsonWriter& w) {
    w.appendInt32("size", 1000);
    w.appendInt32("lsid", 5);  // any element, as MongoDB's generic_argument.idl types it
  });
  absl::StatusOr<ReplSetResizeOplogCommand> cmd = parse<ReplSetResizeOplogCommand>(doc);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_EQ(cmd->getDbName(), "admin");  // a view into doc
  // Written back in declaration order (generic arguments last, $db first of
  // them), the safeDouble as a double.
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("replSetResizeOplog", 1);
  w.appendDouble("size", 1000.0);
  w.appendString("$db", "admin");
  w.appendInt32("lsid", 5);
  w.endDocument(at);
  EXPECT_EQ(bytes(cmd->toBson()), bytes(w.finish()));
  cmd = parse<ReplSetResizeOplogCommand>(command("replSetResizeOplog", [](BsonWriter&) {}, /*withDb=*/false));
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 40414);
  EXPECT_EQ(std::string(cmd.status().message()), "BSON field 'replSetResizeOplog.$db' is missing but a required field");
  cmd = parse<ReplSetResizeOplogCommand>(command("replSetResizeOplog", [](BsonWriter& w) {
    w.appendInt32("nope", 1);
  }));
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 40415);
}

TEST(StandaloneDialect, SafeDoubleKeepsItsValidator) {
  // replSetResizeOplog's size: validator {gte: 990, lte: 1073741824}.
  absl::StatusOr<ReplSetResizeOplogCommand> cmd =
      parse<ReplSetResizeOplogCommand>(command("replSetResizeOplog", [](BsonWriter& w) {
        w.appendDouble("size", 5.0);
      }));
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 51024);
  EXPECT_EQ(std::string(cmd.status().message()), "BSON field 'replSetResizeOplog.size' value must be >= 990, actual value '5'");
  // Any number is read (safeNumberDouble): int, long and double alike.
  for (const auto& fill : std::initializer_list<std::function<void(BsonWriter&)>>{
           [](BsonWriter& w) { w.appendInt32("size", 2048); }, [](BsonWriter& w) { w.appendInt64("size", 2048); },
           [](BsonWriter& w) { w.appendDouble("size", 2048.0); }}) {
    cmd = parse<ReplSetResizeOplogCommand>(command("replSetResizeOplog", fill));
    ASSERT_TRUE(cmd.ok()) << cmd.status();
    EXPECT_EQ(cmd->getSize(), 2048.0);
  }
  cmd = parse<ReplSetResizeOplogCommand>(command("replSetResizeOplog", [](BsonWriter& w) {
    w.appendString("size", "big");
  }));
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 14);
  EXPECT_EQ(std::string(cmd.status().message()),
            "BSON field 'replSetResizeOplog.size' is the wrong type 'string', expected types '[long, int, decimal, "
            "double']");  // MongoDB's quote placement
  // Written back as a double, as MongoDB's serializer writes a double member.
  const BsonBuffer asInt = command("replSetResizeOplog", [](BsonWriter& w) { w.appendInt32("minRetentionHours", 2); });
  cmd = parse<ReplSetResizeOplogCommand>(asInt);  // (its views point into asInt)
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_EQ(bytes(cmd->toBson()), bytes(command("replSetResizeOplog", [](BsonWriter& w) {
    w.appendDouble("minRetentionHours", 2.0);
  })));
}

TEST(StandaloneDialect, SafeBoolReadsNumbersAndKeepsItsDefaults) {
  absl::StatusOr<HelloCommand> cmd = parse<HelloCommand>(command("hello", [](BsonWriter&) {}));
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_FALSE(cmd->getForShell());
  EXPECT_TRUE(cmd->getHangUpOnStepDown());
  ASSERT_EQ(cmd->getRatio().index(), 0u);
  EXPECT_EQ(std::get<0>(cmd->getRatio()), 0);
  cmd = parse<HelloCommand>(command("hello", [](BsonWriter& w) {
    w.appendInt32("forShell", 1);
    w.appendDouble("hangUpOnStepDown", 0.0);
  }));
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  EXPECT_TRUE(cmd->getForShell());
  EXPECT_FALSE(cmd->getHangUpOnStepDown());
  cmd = parse<HelloCommand>(command("hello", [](BsonWriter& w) { w.appendString("forShell", "yes"); }));
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 14);
  EXPECT_EQ(std::string(cmd.status().message()),
            "BSON field 'hello.forShell' is the wrong type 'string', expected types '[bool, long, int, decimal, "
            "double']");
}

TEST(StandaloneDialect, EmptyAndZeroDefaults) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("renameCollection", "test.a");
  w.appendString("to", "test.b");
  w.appendString("$db", "admin");
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<RenameCollectionCommand> cmd = parse<RenameCollectionCommand>(doc);
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getDropTarget().index(), 0u);        // default: false (a variant [bool, uuid])
  EXPECT_FALSE(std::get<0>(cmd->getDropTarget()));
  EXPECT_FALSE(cmd->getStayTemp());                   // bool, default: 0
  EXPECT_EQ(cmd->getEpoch(), switchyard::ObjectId()); // default: mongo::OID()
  EXPECT_EQ(cmd->getStrength(), 3);                   // static_cast<int>(Strength::kTertiary)
}

// A variant's type mismatch names its alternatives (renameCollection's dropTarget).
TEST(StandaloneDialect, VariantTypeMismatchNamesTheAlternatives) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("renameCollection", "test.a");
  w.appendString("to", "test.b");
  w.appendInt32("dropTarget", 5);
  w.appendString("$db", "admin");
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<RenameCollectionCommand> cmd = parse<RenameCollectionCommand>(doc);
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 14);
  EXPECT_EQ(std::string(cmd.status().message()),
            "BSON field 'renameCollection.dropTarget' is the wrong type 'int', expected types '[bool, binData]'");
}

}  // namespace
}  // namespace switchyard::testing
