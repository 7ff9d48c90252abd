// Every bench/corpus command, parsed and serialized by the classes generated
// from idl/, writes what MongoDB's generated serializers write for it
// (make_mongo_written.py: empty object_owned_nonempty_serialize documents
// left out, defaulted fields written, safeInt64 as long; issue 27 item 9),
// byte for byte. The sizes are printed (input -> written) for the record.
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

struct Written {
  const char* name;
  const char* command;
  std::vector<uint8_t> input;
  std::vector<uint8_t> expected;  // what MongoDB writes
};

const std::vector<Written>& corpus() {
  static const std::vector<Written> cases = {
#include "mongo_written.inc"
  };
  return cases;
}

void PrintTo(const Written& w, std::ostream* os) { *os << w.name; }

template <typename T>
std::vector<uint8_t> roundTrip(const std::vector<uint8_t>& input) {
  absl::StatusOr<T> parsed = T::parse(input.data(), input.size());
  EXPECT_TRUE(parsed.ok()) << parsed.status();
  if (!parsed.ok()) return {};
  const BsonBuffer out = parsed->toBson();
  return {out.data(), out.data() + out.size()};
}

using RoundTrip = std::vector<uint8_t> (*)(const std::vector<uint8_t>&);
const std::map<std::string_view, RoundTrip>& roundTrips() {
  static const std::map<std::string_view, RoundTrip> m = {
      {"aggregate", &roundTrip<idl::AggregateCommand>}, {"delete", &roundTrip<idl::DeleteCommand>},
      {"find", &roundTrip<idl::FindCommand>},           {"getMore", &roundTrip<idl::GetMoreCommand>},
      {"insert", &roundTrip<idl::InsertCommand>},       {"update", &roundTrip<idl::UpdateCommand>},
  };
  return m;
}

class MongoWritten : public ::testing::TestWithParam<Written> {};

TEST_P(MongoWritten, RoundTripWritesWhatMongoDBWrites) {
  const Written& w = GetParam();
  auto it = roundTrips().find(w.command);
  ASSERT_NE(it, roundTrips().end()) << w.command;
  const std::vector<uint8_t> out = it->second(w.input);
  std::printf("%-28s %6zu -> %6zu bytes (MongoDB: %zu)\n", w.name, w.input.size(), out.size(),
              w.expected.size());
  EXPECT_EQ(out.size(), w.expected.size());
  EXPECT_TRUE(out == w.expected) << "the bytes differ from MongoDB's";
}

INSTANTIATE_TEST_SUITE_P(Corpus, MongoWritten, ::testing::ValuesIn(corpus()),
                         [](const ::testing::TestParamInfo<Written>& info) {
                           std::string name(info.param.name);
                           for (char& c : name) {
                             if (c == '.') c = '_';
                           }
                           return name;
                         });

// The smallest find: nothing but the command and $db goes out, 31 bytes (4 of
// length, find: "c" 12, $db: "test" 14, the final NUL), as MongoDB writes it.
TEST(MongoWrittenFind, MinimalFindWritesNoEmptyDocuments) {
  idl::FindCommand find;
  find.setCollectionName("c");
  find.setDbName("test");
  EXPECT_EQ(find.toBson().size(), 31u);
  find.setFilter(BsonDocument());  // set, but empty: still not written
  EXPECT_EQ(find.toBson().size(), 31u);
  EXPECT_EQ(find.serializedSize(), 31u);
}

}  // namespace
}  // namespace switchyard::testing
