// Table-driven tests of the code generated from idl/: every fixture of
// make_fixtures.py, parsed by the generated class of its command.
#include <cstdint>
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

// The dispatch variants live in switchyard::idl::<variant> (NAMESPACE_SUFFIX);
// tests/generated/CMakeLists.txt names the one this binary links.
#ifndef SWITCHYARD_IDL_NAMESPACE
#define SWITCHYARD_IDL_NAMESPACE ::switchyard::idl
#endif
using SWITCHYARD_IDL_NAMESPACE::AggregateCommand;
using SWITCHYARD_IDL_NAMESPACE::DeleteCommand;
using SWITCHYARD_IDL_NAMESPACE::FindCommand;
using SWITCHYARD_IDL_NAMESPACE::GetMoreCommand;
using SWITCHYARD_IDL_NAMESPACE::InsertCommand;
using SWITCHYARD_IDL_NAMESPACE::UpdateCommand;

std::vector<uint8_t> bytesOf(const BsonBuffer& b) { return {b.data(), b.data() + b.size()}; }

std::string hex(const std::vector<uint8_t>& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (uint8_t b : bytes) {
    out.push_back(digits[b >> 4]);
    out.push_back(digits[b & 15]);
  }
  return out;
}

template <typename T>
void check(const Case& c) {
  absl::StatusOr<T> parsed = T::parse(c.bytes.data(), c.bytes.size());
  switch (c.kind) {
    case Kind::kRoundTrip:
    case Kind::kAccept: {
      ASSERT_TRUE(parsed.ok()) << parsed.status();
      const BsonBuffer out = parsed->toBson();
      ASSERT_EQ(out.size(), parsed->serializedSize());
      // serialize() appends after existing contents and reserves exactly once.
      BsonWriter w(1);
      parsed->serialize(w);
      BsonBuffer viaWriter = w.finish();
      EXPECT_EQ(bytesOf(viaWriter), bytesOf(out));
      ASSERT_TRUE(BsonDocument::fromBuffer(out.data(), out.size()).ok());
      if (c.kind == Kind::kRoundTrip) {
        EXPECT_EQ(hex(bytesOf(out)), hex(c.bytes)) << "round trip changed the bytes";
      }
      absl::StatusOr<T> again = T::parse(out.data(), out.size());
      ASSERT_TRUE(again.ok()) << again.status();
      EXPECT_EQ(hex(bytesOf(again->toBson())), hex(bytesOf(out))) << "serialization is not a fixpoint";
      EXPECT_TRUE(*again == *parsed);
      break;
    }
    case Kind::kError:
      ASSERT_FALSE(parsed.ok()) << "parsed a document that must fail";
      EXPECT_EQ(errorCode(parsed.status()), c.code) << parsed.status();
      EXPECT_EQ(std::string(parsed.status().message()), c.message);
      break;
    case Kind::kMalformed: {
      ASSERT_FALSE(parsed.ok()) << "parsed malformed bytes";
      EXPECT_EQ(errorCode(parsed.status()), 22) << parsed.status();
      EXPECT_EQ(std::string(parsed.status().message()).rfind("Invalid BSON", 0), 0u) << parsed.status();
      break;
    }
  }
}

using Checker = void (*)(const Case&);
const std::map<std::string_view, Checker>& checkers() {
  static const std::map<std::string_view, Checker> m = {
      {"aggregate", &check<AggregateCommand>}, {"delete", &check<DeleteCommand>},
      {"find", &check<FindCommand>},           {"getMore", &check<GetMoreCommand>},
      {"insert", &check<InsertCommand>},       {"update", &check<UpdateCommand>},
  };
  return m;
}

class Fixture : public ::testing::TestWithParam<Case> {};

TEST_P(Fixture, BehavesLikeMongoDB) {
  const Case& c = GetParam();
  auto it = checkers().find(c.command);
  ASSERT_NE(it, checkers().end()) << "no generated class for command " << c.command;
  it->second(c);
}

INSTANTIATE_TEST_SUITE_P(Idl, Fixture, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

// Every command of idl/ has fixtures of every kind that applies to it.
TEST(FixtureCoverage, EveryCommandHasRoundTripsAndErrors) {
  for (const auto& [command, checker] : checkers()) {
    int roundTrips = 0, errors = 0;
    for (const Case& c : allCases()) {
      if (command != c.command) continue;
      roundTrips += c.kind == Kind::kRoundTrip;
      errors += c.kind == Kind::kError;
    }
    EXPECT_GT(roundTrips, 0) << command;
    EXPECT_GT(errors, 2) << command;
  }
}

}  // namespace
}  // namespace switchyard::testing
