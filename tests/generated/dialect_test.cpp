// The find command compiled from MongoDB's IDL dialect against idl/find.yaml's.
//
// tests/idl_dialect/ holds idl/find.yaml and its imports written in MongoDB's
// dialect and conventions (MongoDB C++ types, deserializers without
// serializers, optionalBool, mongo::BSONObj() defaults, indexHint,
// is_generic_cmd_list generic arguments), compiled through the MongoDB type
// map (docs/idl.md, "MongoDB's dialect"). The class it gives must behave like
// idl/find.yaml's FindCommand: on every find fixture of make_fixtures.py (what
// MongoDB does, code and message), and on a corpus of variations
// (make_dialect_corpus.py), where both must accept and reject the same
// documents with the same code and message and write accepted ones back to
// the same bytes.
#include <cstdint>
#include <string>
#include <vector>

#include "find_command_gen.h"
#include "find_gen.h"
#include "fixtures.h"
#include "gtest/gtest.h"

namespace switchyard::testing {
namespace {

using DialectFind = ::mongo::FindCommandRequest;
using ShippedFind = ::switchyard::idl::FindCommand;

std::vector<uint8_t> bytesOf(const BsonBuffer& b) { return {b.data(), b.data() + b.size()}; }

// The corpus: documents back to back, each starting with its int32 length.
constexpr char kCorpus[] =
#include "dialect_corpus.inc"
    ;

const std::vector<std::vector<uint8_t>>& corpus() {
  static const std::vector<std::vector<uint8_t>> docs = [] {
    std::vector<std::vector<uint8_t>> out;
    const auto* p = reinterpret_cast<const uint8_t*>(kCorpus);
    const size_t size = sizeof(kCorpus) - 1;   // the literal's terminating NUL
    for (size_t pos = 0; pos + 4 <= size;) {
      const uint32_t len = uint32_t{p[pos]} | uint32_t{p[pos + 1]} << 8 | uint32_t{p[pos + 2]} << 16 |
                           uint32_t{p[pos + 3]} << 24;
      if (len < 5 || pos + len > size) break;   // make_dialect_corpus.py writes whole documents
      out.emplace_back(p + pos, p + pos + len);
      pos += len;
    }
    return out;
  }();
  return docs;
}

std::vector<Case> findCases() {
  std::vector<Case> out;
  for (const Case& c : allCases()) {
    if (std::string(c.command) == "find") out.push_back(c);
  }
  return out;
}

class DialectFixture : public ::testing::TestWithParam<Case> {};

TEST_P(DialectFixture, BehavesLikeMongoDB) {
  const Case& c = GetParam();
  absl::StatusOr<DialectFind> parsed = DialectFind::parse(c.bytes.data(), c.bytes.size());
  switch (c.kind) {
    case Kind::kRoundTrip:
    case Kind::kAccept: {
      ASSERT_TRUE(parsed.ok()) << parsed.status();
      const std::vector<uint8_t> out = bytesOf(parsed->toBson());
      if (c.kind == Kind::kRoundTrip) {
        EXPECT_EQ(out, c.bytes) << "round trip changed the bytes";
      }
      absl::StatusOr<DialectFind> again = DialectFind::parse(out.data(), out.size());
      ASSERT_TRUE(again.ok()) << again.status();
      EXPECT_EQ(bytesOf(again->toBson()), out) << "serialization is not a fixpoint";
      break;
    }
    case Kind::kError:
      ASSERT_FALSE(parsed.ok()) << "parsed a document that must fail";
      EXPECT_EQ(errorCode(parsed.status()), c.code) << parsed.status();
      EXPECT_EQ(std::string(parsed.status().message()), c.message);
      break;
    case Kind::kMalformed:
      ASSERT_FALSE(parsed.ok()) << "parsed malformed bytes";
      EXPECT_EQ(errorCode(parsed.status()), 22) << parsed.status();
      break;
  }
}

INSTANTIATE_TEST_SUITE_P(Find, DialectFixture, ::testing::ValuesIn(findCases()),
                         [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

TEST(DialectFind, SameOutcomesAsIdlFindYaml) {
  int accepted = 0, rejected = 0;
  for (size_t i = 0; i < corpus().size(); ++i) {
    const std::vector<uint8_t>& doc = corpus()[i];
    absl::StatusOr<DialectFind> ours = DialectFind::parse(doc.data(), doc.size());
    absl::StatusOr<ShippedFind> theirs = ShippedFind::parse(doc.data(), doc.size());
    ASSERT_EQ(ours.ok(), theirs.ok()) << "document " << i << ": dialect " << ours.status() << ", idl/find.yaml "
                                      << theirs.status();
    if (ours.ok()) {
      ++accepted;
      EXPECT_EQ(bytesOf(ours->toBson()), bytesOf(theirs->toBson())) << "document " << i;
    } else {
      ++rejected;
      EXPECT_EQ(errorCode(ours.status()), errorCode(theirs.status())) << "document " << i << ": " << ours.status();
      EXPECT_EQ(ours.status().message(), theirs.status().message()) << "document " << i;
    }
  }
  // The corpus exercises both sides (a corpus that only fails would prove little).
  EXPECT_GT(corpus().size(), 4000u);
  EXPECT_GT(accepted, 100);
  EXPECT_GT(rejected, 1000);
}

}  // namespace
}  // namespace switchyard::testing
