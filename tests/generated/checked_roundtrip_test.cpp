// The property a checked serializer keeps: it never writes what the same
// class's parser refuses (issue 27 item 10). For every document of the
// benchmark corpus (bench/corpus), of the fuzz regressions of the command
// targets (fuzz/regressions/fuzz_<command>) and of the fixtures
// (make_fixtures.py), parsed by the generated class of its command:
//   * parse(checkedSerialize(parse(doc))) succeeds, with every byte
//     validated on the way back in, and serializing again gives the same
//     bytes;
//   * a checked serializer asked to validate (SerializeOptions::validate)
//     refuses only what a validating parse of the input refuses too (a
//     document view with a good header and a malformed interior), and then
//     with InvalidBSON.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "fixtures.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

struct Document {
  std::string name;
  std::string command;
  std::vector<uint8_t> bytes;
};

std::vector<uint8_t> readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<Document> documents() {
  std::vector<Document> docs;
  for (const auto& entry : std::filesystem::directory_iterator(SWITCHYARD_CORPUS_DIR)) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() != ".bson") continue;
    const std::string sample = file.substr(0, file.find('.'));
    std::string command = sample.substr(0, sample.find('_'));
    if (command == "ycsb") command = "find";
    if (command == "getmore") command = "getMore";
    docs.push_back({"corpus/" + file, command, readFile(entry.path())});
  }
  const std::map<std::string, std::string> targets = {
      {"fuzz_find", "find"},     {"fuzz_insert", "insert"}, {"fuzz_update", "update"},
      {"fuzz_delete", "delete"}, {"fuzz_getmore", "getMore"}, {"fuzz_aggregate", "aggregate"}};
  for (const auto& [dir, command] : targets) {
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(SWITCHYARD_FUZZ_DIR) / dir)) {
      docs.push_back({dir + "/" + entry.path().filename().string(), command, readFile(entry.path())});
    }
  }
  for (const Case& c : allCases()) docs.push_back({std::string("fixture/") + c.name, c.command, c.bytes});
  return docs;
}

struct Counts {
  int parsed = 0;
  int refusedInterior = 0;
};

template <typename T>
void check(const Document& d, Counts& counts) {
  absl::StatusOr<T> parsed = T::parse(d.bytes.data(), d.bytes.size());
  if (!parsed.ok()) return;
  ++counts.parsed;
  const bool valid = T::parse(d.bytes.data(), d.bytes.size(), {.validate = true}).ok();
  absl::StatusOr<BsonBuffer> out = serializeToBuffer(*parsed, SerializeOptions{.validate = true});
  if (!out.ok()) {
    // Only a document view whose interior is malformed is refused here.
    EXPECT_EQ(errorCode(out.status()), ErrorCode::kInvalidBSON) << d.name << ": " << out.status();
    EXPECT_FALSE(valid) << d.name << ": the input validates, its checked serialization does not";
    ++counts.refusedInterior;
    return;
  }
  absl::StatusOr<T> again = T::parse(out->data(), out->size(), {.validate = true});
  ASSERT_TRUE(again.ok()) << d.name << ": the checked serializer wrote what its parser refuses: "
                          << again.status();
  absl::StatusOr<BsonBuffer> twice = serializeToBuffer(*again, SerializeOptions{.validate = true});
  ASSERT_TRUE(twice.ok()) << d.name << ": " << twice.status();
  EXPECT_TRUE(std::equal(out->bytes().begin(), out->bytes().end(), twice->bytes().begin(), twice->bytes().end()))
      << d.name << ": not a fixpoint";
  // The unchecked entry point writes the same bytes.
  const BsonBuffer unchecked = parsed->toBson();
  EXPECT_TRUE(std::equal(out->bytes().begin(), out->bytes().end(), unchecked.bytes().begin(),
                         unchecked.bytes().end()))
      << d.name;
}

TEST(CheckedRoundTrip, ParseOfCheckedSerializeOfParseSucceeds) {
  using Checker = void (*)(const Document&, Counts&);
  const std::map<std::string_view, Checker> checkers = {
      {"aggregate", &check<idl::AggregateCommand>}, {"delete", &check<idl::DeleteCommand>},
      {"find", &check<idl::FindCommand>},           {"getMore", &check<idl::GetMoreCommand>},
      {"insert", &check<idl::InsertCommand>},       {"update", &check<idl::UpdateCommand>},
  };
  Counts counts;
  const std::vector<Document> docs = documents();
  for (const Document& d : docs) {
    auto it = checkers.find(d.command);
    ASSERT_NE(it, checkers.end()) << d.name << ": no class for " << d.command;
    it->second(d, counts);
  }
  std::printf("%zu documents, %d parsed, %d refused by the validating serializer\n", docs.size(), counts.parsed,
              counts.refusedInterior);
  // The corpus alone has 18 documents that parse: the test must not pass vacuously.
  EXPECT_GT(counts.parsed, 100);
}

// A document view with a good header and a malformed interior (the lazy
// parse checks headers only) is copied out unless the caller asks for
// validation; with it, InvalidBSON and nothing usable written.
TEST(CheckedRoundTrip, MalformedInteriorRefusedWhenAsked) {
  // {find: "c", filter: {a: <string of length 100 in 2 bytes>}, $db: "d"}
  const std::vector<uint8_t> doc = {
      0x32, 0, 0, 0,                                   // 50 bytes
      0x02, 'f', 'i', 'n', 'd', 0, 2, 0, 0, 0, 'c', 0,  // find: "c"
      0x03, 'f', 'i', 'l', 't', 'e', 'r', 0,           // filter:
      0x0e, 0, 0, 0, 0x02, 'a', 0, 100, 0, 0, 0, 'x', 0, 0,  // {a: string claiming 100 bytes}
      0x02, '$', 'd', 'b', 0, 2, 0, 0, 0, 'd', 0, 0};
  ASSERT_EQ(doc.size(), 0x32u);
  absl::StatusOr<idl::FindCommand> lazy = idl::FindCommand::parse(doc.data(), doc.size());
  ASSERT_TRUE(lazy.ok()) << lazy.status();
  EXPECT_FALSE(idl::FindCommand::parse(doc.data(), doc.size(), {.validate = true}).ok());
  absl::StatusOr<BsonBuffer> out = serializeToBuffer(*lazy, SerializeOptions{.validate = true});
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(errorCode(out.status()), ErrorCode::kInvalidBSON) << out.status();
  std::vector<uint8_t> room(256, 0xAB);
  absl::StatusOr<size_t> n = serializeInto(*lazy, std::span<uint8_t>(room), SerializeOptions{.validate = true});
  ASSERT_FALSE(n.ok());
  EXPECT_FALSE(BsonDocument::fromBuffer(room.data(), 50).ok()) << "the refused bytes pass for a document";
  EXPECT_TRUE(serializeToBuffer(*lazy).ok()) << "without validate, the header-checked view is written";
}

}  // namespace
}  // namespace switchyard::testing
