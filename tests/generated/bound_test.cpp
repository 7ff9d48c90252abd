// serialize() and toBson() write in one pass into room for
// serializedSizeBound() (backends/bson_bound.py: the fixed-size fields one
// constant, only the others measured) and patch each document's length at its
// end; serializeInto() reserves the exact serializedSize(). These tests fail if
// the one-pass path writes other bytes or another length than the exact path,
// or if the bound is ever below the exact size: for every corpus command, for
// a struct with a field of every value kind (specs/bound_cases.yaml) with each
// field alone, none, all of them, and maximal values, and nested in arrays.
#include <cstdint>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "aggregate_gen.h"
#include "bound_cases_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

using bound::gen::AllKinds;
using bound::gen::Outer;

std::vector<uint8_t> bytesOf(const uint8_t* data, size_t size) { return {data, data + size}; }

// One value through every path: the bound covers the exact size; the exact
// path (serializeInto into a buffer of exactly serializedSize()) and the
// one-pass paths (serialize() twice into one writer, toBson()) write the same
// bytes, `expected` when given, each framed with its own length.
template <typename T>
void expectOnePassExact(const T& value, const std::vector<uint8_t>* expected = nullptr) {
  const size_t size = value.serializedSize();
  EXPECT_GE(value.serializedSizeBound(), size);
  std::vector<uint8_t> exact(size);
  absl::StatusOr<size_t> written = value.serializeInto(exact);
  ASSERT_TRUE(written.ok()) << written.status();
  ASSERT_EQ(*written, size);
  ASSERT_EQ(loadLE<uint32_t>(exact.data()), size);
  if (expected != nullptr) {
    EXPECT_EQ(exact, *expected);
  }

  BsonWriter w(1);  // grows on the first reservation: room for the bound only
  value.serialize(w);
  ASSERT_EQ(w.size(), size);
  value.serialize(w);  // appended after the first, at its exact end
  ASSERT_EQ(w.size(), 2 * size);
  EXPECT_EQ(bytesOf(w.data(), size), exact);
  EXPECT_EQ(bytesOf(w.data() + size, size), exact);

  const BsonBuffer buffer = value.toBson();
  EXPECT_EQ(bytesOf(buffer.data(), buffer.size()), exact);
}

std::vector<uint8_t> readCorpus(const std::string& file) {
  std::ifstream in(std::string(SWITCHYARD_CORPUS_DIR) + "/" + file, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), {});
}

template <typename T>
void expectCorpusDocument(const std::string& file) {
  const std::vector<uint8_t> bytes = readCorpus(file);
  ASSERT_FALSE(bytes.empty()) << file;
  absl::StatusOr<T> parsed = T::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(parsed.ok()) << file << ": " << parsed.status();
  SCOPED_TRACE(file);
  expectOnePassExact(*parsed);
}

TEST(SerializeBound, EveryCorpusCommand) {
  using namespace ::switchyard::idl;
  expectCorpusDocument<FindCommand>("ycsb_find_one.declared.bson");
  expectCorpusDocument<FindCommand>("find_driver.declared.bson");
  expectCorpusDocument<FindCommand>("find_heavy.declared.bson");
  expectCorpusDocument<GetMoreCommand>("getmore.declared.bson");
  expectCorpusDocument<InsertCommand>("insert_1.declared.bson");
  expectCorpusDocument<InsertCommand>("insert_100.declared.bson");
  expectCorpusDocument<UpdateCommand>("update_1.declared.bson");
  expectCorpusDocument<UpdateCommand>("update_10.declared.bson");
  expectCorpusDocument<AggregateCommand>("aggregate_3_stages.declared.bson");
}

// A find with only what it requires: every optional field absent, the
// defaulted documents written as {}; and one with a maximal collection name,
// $db and comment (the measured part of the bound).
TEST(SerializeBound, FindWithNothingOptionalAndWithLongStrings) {
  using ::switchyard::idl::FindCommand;
  FindCommand bare;
  bare.setCollectionName("c");
  bare.setDbName("d");
  expectOnePassExact(bare);

  const std::string longName(3 << 20, 'n');
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("find", longName);
  w.appendString("comment", std::string(1 << 20, 'x'));
  w.appendString("$db", longName);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<FindCommand> wide = FindCommand::parse(doc.data(), doc.size());
  ASSERT_TRUE(wide.ok()) << wide.status();
  expectOnePassExact(*wide);
}

// ---- a struct with every value kind -------------------------------------------------

const uint8_t kBytes[20] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};

BsonBuffer smallDocument(std::string_view key, int32_t v) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32(key, v);
  w.endDocument(at);
  return w.finish();
}

void appendPoint(BsonWriter& w, std::string_view name, bool full) {
  const size_t at = w.beginSubDocument(name);
  w.appendInt32("x", 7);
  if (full) {
    w.appendInt64("y", -8);
    w.appendTimestamp("at", Timestamp{9, 10});
    w.appendInt32("rank", 2);
  }
  w.endSubDocument(at);
}

void appendTagged(BsonWriter& w, std::string_view name, std::string_view tag, bool note) {
  const size_t at = w.beginSubDocument(name);
  w.appendString("tag", tag);
  if (note) w.appendBinData("note", 0, std::span<const uint8_t>(kBytes, 20));
  w.endSubDocument(at);
}

// Each field of AllKinds in declaration order, as a function appending it;
// `big` makes the variable-size values large (strings and binData of 1 MiB).
std::vector<std::function<void(BsonWriter&)>> allKindsFields(bool big) {
  const size_t n = big ? (1u << 20) : 3;
  const std::string text(n, 's');
  static const BsonBuffer doc = smallDocument("k", 1);
  const BsonDocument view = *BsonDocument::fromBuffer(doc.data(), doc.size());
  const std::vector<uint8_t> blob(n, 0xAB);
  return {
      [=](BsonWriter& w) { w.appendString("s", text); },
      [](BsonWriter& w) { w.appendInt32("i", -1); },
      [](BsonWriter& w) { w.appendInt64("l", int64_t{1} << 40); },
      [](BsonWriter& w) { w.appendDouble("d", 2.5); },
      [](BsonWriter& w) { w.appendBool("b", true); },
      [=](BsonWriter& w) { w.appendDocument("o", view); },
      [](BsonWriter& w) { w.appendObjectId("oid", ObjectId{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}}); },
      [](BsonWriter& w) { w.appendDate("date", 1700000000000); },
      [](BsonWriter& w) { w.appendTimestamp("ts", Timestamp{1, 2}); },
      [=](BsonWriter& w) { w.appendBinData("bin", 0, std::span<const uint8_t>(blob)); },
      [](BsonWriter& w) { w.appendUuid("id", Uuid{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}}); },
      [](BsonWriter& w) { w.appendDecimal128("dec", Decimal128{{1}}); },
      [](BsonWriter& w) { w.appendInt64("safe64", 42); },
      [](BsonWriter& w) { w.appendInt32("safe", 43); },
      [=](BsonWriter& w) { w.appendString("anything", text); },
      [](BsonWriter& w) { w.appendString("level", "highest"); },
      [](BsonWriter& w) { w.appendInt32("rank", 1); },
      [](BsonWriter& w) { appendPoint(w, "point", true); },
      [=](BsonWriter& w) { appendTagged(w, "tagged", text, true); },
      [](BsonWriter& w) {
        const size_t at = w.beginArray("ints");
        for (int i = 0; i < 12; ++i) w.appendInt32(std::to_string(i), i);
        w.endArray(at);
      },
      [=](BsonWriter& w) {
        const size_t at = w.beginArray("strings");
        w.appendString("0", text);
        w.appendString("1", "");
        w.endArray(at);
      },
      [=](BsonWriter& w) {
        const size_t at = w.beginArray("docs");
        w.appendDocument("0", view);
        w.appendDocument("1", view);
        w.endArray(at);
      },
      [](BsonWriter& w) {
        const size_t at = w.beginArray("points");
        appendPoint(w, "0", true);
        appendPoint(w, "1", false);
        w.endArray(at);
      },
      [=](BsonWriter& w) {
        const size_t at = w.beginArray("tags");
        appendTagged(w, "0", text, false);
        appendTagged(w, "1", "t", true);
        w.endArray(at);
      },
      [](BsonWriter& w) {
        const size_t at = w.beginArray("grid");
        const size_t row = w.beginArray("0");
        w.appendInt64("0", 1);
        w.appendInt64("1", 2);
        w.endArray(row);
        w.endArray(at);
      },
      [](BsonWriter& w) { w.appendInt32("count", 5); },
      [](BsonWriter& w) { w.appendString("label", "highest"); },
      [=](BsonWriter& w) { w.appendDocument("extra", view); },
      [](BsonWriter& w) { w.appendInt64("nullWhenAbsent", 6); },
  };
}

// {<the chosen fields>, name: <name>}.
BsonBuffer allKindsDocument(const std::vector<std::function<void(BsonWriter&)>>& fields, std::string_view name) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  for (const auto& field : fields) field(w);
  w.appendString("name", name);
  w.endDocument(at);
  return w.finish();
}

template <typename T>
T parseOrDie(const BsonBuffer& doc) {
  absl::StatusOr<T> parsed = T::parse(doc.data(), doc.size());
  EXPECT_TRUE(parsed.ok()) << parsed.status();
  return parsed.ok() ? *std::move(parsed) : T();
}

TEST(SerializeBound, EveryValueKindNoneAloneAndAll) {
  const auto fields = allKindsFields(false);
  // None: the defaults are written (count, label, extra) and null for
  // nullWhenAbsent, none of which the input has.
  const BsonBuffer none = allKindsDocument({}, "n");
  expectOnePassExact(parseOrDie<AllKinds>(none));
  // Each alone.
  for (size_t k = 0; k < fields.size(); ++k) {
    SCOPED_TRACE("field " + std::to_string(k));
    const BsonBuffer one = allKindsDocument({fields[k]}, "n");
    expectOnePassExact(parseOrDie<AllKinds>(one));
  }
  // All of them, in declaration order: the output is the input.
  const BsonBuffer all = allKindsDocument(fields, "n");
  const std::vector<uint8_t> expected = bytesOf(all.data(), all.size());
  expectOnePassExact(parseOrDie<AllKinds>(all), &expected);
}

TEST(SerializeBound, EveryValueKindMaximal) {
  const BsonBuffer all = allKindsDocument(allKindsFields(true), std::string(1 << 20, 'm'));
  const std::vector<uint8_t> expected = bytesOf(all.data(), all.size());
  const AllKinds parsed = parseOrDie<AllKinds>(all);
  expectOnePassExact(parsed, &expected);
  // The bound exceeds the exact size by no more than the fixed-size fields.
  EXPECT_LE(parsed.serializedSizeBound(), parsed.serializedSize() + 512);
}

TEST(SerializeBound, NestedAndInArrays) {
  const BsonBuffer allFields = allKindsDocument(allKindsFields(false), "inner");
  const BsonDocument inner = *BsonDocument::fromBuffer(allFields.data(), allFields.size());
  const BsonBuffer noFields = allKindsDocument({}, "bare");
  const BsonDocument bare = *BsonDocument::fromBuffer(noFields.data(), noFields.size());
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendDocument("inner", inner);
  const size_t many = w.beginArray("many");
  w.appendDocument("0", inner);
  w.appendDocument("1", bare);
  w.appendDocument("2", inner);
  w.endArray(many);
  appendPoint(w, "origin", false);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  expectOnePassExact(parseOrDie<Outer>(doc));
  // Only the required point: the smallest document.
  BsonWriter w2;
  const size_t at2 = w2.beginDocument();
  appendPoint(w2, "origin", true);
  w2.endDocument(at2);
  const BsonBuffer small = w2.finish();
  const std::vector<uint8_t> expected = bytesOf(small.data(), small.size());
  expectOnePassExact(parseOrDie<Outer>(small), &expected);
  EXPECT_EQ(bound::gen::Point::kSerializedSizeBound, small.size() - 5 - 1 - 7);  // {origin: <every field>}
}

}  // namespace
}  // namespace switchyard::testing
