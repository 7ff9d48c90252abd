// Interop on the shipped commands that opt into protobuf (idl/find.yaml,
// idl/getmore.yaml): the corpus's real BSON commands (bench/corpus) are read
// with the BSON parser and written as protobuf; protoc-generated C++ for the
// .proto that `switchyard proto` writes for idl/ must read them, agree on the
// values, and write the very same bytes back; those bytes parse here to the
// same command, which crosses back to BSON unchanged in value.
#include <fstream>
#include <iterator>
#include <string>

#include "find.pb.h"
#include "find_gen.h"
#include "getmore.pb.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"

namespace switchyard::idl {
namespace {

std::string readCorpus(const std::string& name) {
  std::ifstream in(std::string(SWITCHYARD_CORPUS_DIR) + "/" + name + ".bson", std::ios::binary);
  EXPECT_TRUE(in.good()) << name;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

template <typename Ours, typename Theirs>
void checkCommand(const std::string& name, void (*agree)(const Ours&, const Theirs&)) {
  SCOPED_TRACE(name);
  const std::string bson = readCorpus(name);
  auto ours = Ours::parse(bson.data(), bson.size());
  ASSERT_TRUE(ours.ok()) << ours.status();
  const std::string mine = ours->toProto();
  ASSERT_EQ(mine.size(), ours->serializedProtoSize());
  Theirs theirs;
  ASSERT_TRUE(theirs.ParseFromString(mine));
  ASSERT_TRUE(theirs.IsInitialized()) << theirs.InitializationErrorString();
  agree(*ours, theirs);
  EXPECT_EQ(theirs.SerializeAsString(), mine) << "protobuf writes other bytes for the same message";
  auto back = Ours::parseProto(mine.data(), mine.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_TRUE(*back == *ours);
  const switchyard::BsonBuffer again = back->toBson();
  auto crossed = Ours::parse(again.data(), again.size());
  ASSERT_TRUE(crossed.ok()) << crossed.status();
  EXPECT_TRUE(*crossed == *ours);
}

void agreeFind(const FindCommand& ours, const pb::FindCommand& theirs) {
  EXPECT_EQ(theirs.find(), std::string(ours.getCollectionName()));
  EXPECT_EQ(theirs.dbname(), std::string(ours.getDbName()));
  EXPECT_EQ(theirs.has_limit(), ours.getLimit().has_value());
  if (ours.getLimit()) {
    EXPECT_EQ(theirs.limit(), *ours.getLimit());
  }
  EXPECT_EQ(theirs.filter(), std::string(reinterpret_cast<const char*>(ours.getFilter().data()),
                                         ours.getFilter().size()));
  EXPECT_EQ(theirs.has_lsid(), ours.getLsid().has_value());
  if (ours.getLsid()) {
    EXPECT_EQ(theirs.lsid().id(), std::string(reinterpret_cast<const char*>(ours.getLsid()->getId().bytes.data()), 16));
  }
}

void agreeGetMore(const GetMoreCommand& ours, const pb::GetMoreCommand& theirs) {
  EXPECT_EQ(theirs.getmore(), ours.getCommandParameter());
  EXPECT_EQ(theirs.collection(), std::string(ours.getCollection()));
  EXPECT_EQ(theirs.dbname(), std::string(ours.getDbName()));
}

TEST(ProtoIdlInterop, FindCorpus) {
  for (const char* name : {"ycsb_find_one.declared", "ycsb_find_one.shuffled", "find_driver.declared",
                           "find_driver.shuffled", "find_heavy.declared", "find_heavy.shuffled"}) {
    checkCommand<FindCommand, pb::FindCommand>(name, agreeFind);
  }
}

TEST(ProtoIdlInterop, GetMoreCorpus) {
  for (const char* name : {"getmore.declared", "getmore.shuffled"}) {
    checkCommand<GetMoreCommand, pb::GetMoreCommand>(name, agreeGetMore);
  }
}

// A defaulted field is written only when set, as protoc writes a field with
// presence: absent from the BSON command, it is absent on the wire (has_x()
// false for protoc) and reads back as its default; set, even to the default
// value, it is written.
TEST(ProtoIdlInterop, DefaultedFieldsAreWrittenOnlyWhenSet) {
  const std::string bson = readCorpus("ycsb_find_one.declared");  // filter, no sort or projection
  auto ours = FindCommand::parse(bson.data(), bson.size());
  ASSERT_TRUE(ours.ok()) << ours.status();
  const std::string mine = ours->toProto();
  pb::FindCommand theirs;
  ASSERT_TRUE(theirs.ParseFromString(mine));
  EXPECT_TRUE(theirs.has_filter());
  EXPECT_FALSE(theirs.has_sort());
  EXPECT_FALSE(theirs.has_projection());
  EXPECT_FALSE(theirs.has_collation());
  EXPECT_EQ(theirs.SerializeAsString(), mine);
  auto back = FindCommand::parseProto(mine.data(), mine.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->getSort().size(), switchyard::BsonDocument().size());  // the default: {}

  ours->setSort(switchyard::BsonDocument());
  const std::string withSort = ours->toProto();
  ASSERT_EQ(withSort.size(), ours->serializedProtoSize());
  ASSERT_TRUE(theirs.ParseFromString(withSort));
  EXPECT_TRUE(theirs.has_sort());
  EXPECT_EQ(theirs.sort(), std::string("\x05\x00\x00\x00\x00", 5));
}

// An embedded message split over two occurrences is merged, as protobuf
// specifies: lsid's required id in the first, its uid in the second (which
// alone lacks the required id) reads as one lsid with both, as protoc reads it.
TEST(ProtoIdlInterop, SplitEmbeddedMessageIsMerged) {
  pb::FindCommand first;
  first.set_find("orders");
  first.set_dbname("shop");
  first.mutable_lsid()->set_id(std::string(16, '\x2a'));
  pb::FindCommand second;
  second.mutable_lsid()->set_uid(std::string(32, '\x07'));
  const std::string bytes = first.SerializeAsString() + second.SerializePartialAsString();
  pb::FindCommand theirs;
  ASSERT_TRUE(theirs.ParseFromString(bytes));
  ASSERT_TRUE(theirs.lsid().has_uid());

  auto ours = FindCommand::parseProto(bytes.data(), bytes.size());
  ASSERT_TRUE(ours.ok()) << ours.status();
  ASSERT_TRUE(ours->getLsid().has_value());
  EXPECT_EQ(ours->getLsid()->getId().bytes[0], 0x2a);
  ASSERT_TRUE(ours->getLsid()->getUid().has_value());
  EXPECT_EQ(ours->getLsid()->getUid()->bytes.size(), 32u);
  EXPECT_EQ(ours->toProto(), theirs.SerializeAsString());

  // Merged or not, a required field no occurrence carries is still missing.
  pb::FindCommand withoutId;
  withoutId.set_find("orders");
  withoutId.set_dbname("shop");
  const std::string missing = withoutId.SerializeAsString() + second.SerializePartialAsString();
  EXPECT_FALSE(FindCommand::parseProto(missing.data(), missing.size()).ok());
}

// A find given by collection UUID takes the other member of the oneof.
TEST(ProtoIdlInterop, FindByUuid) {
  FindCommand find;
  switchyard::Uuid uuid;
  for (size_t i = 0; i < 16; ++i) uuid.bytes[i] = static_cast<uint8_t>(i * 7);
  find.setCollectionUuid(uuid);
  find.setDbName("test");
  const std::string mine = find.toProto();
  pb::FindCommand theirs;
  ASSERT_TRUE(theirs.ParseFromString(mine));
  EXPECT_EQ(theirs.collection_case(), pb::FindCommand::kFindUuid);
  EXPECT_EQ(theirs.SerializeAsString(), mine);
  auto back = FindCommand::parseProto(mine.data(), mine.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->getCollectionUuid(), uuid);
}

}  // namespace
}  // namespace switchyard::idl
