// BsonSpanWriter and array index names: every type byte-identical to pymongo
// (fixtures_gen.h) through the cursor; arrays written in one loop identical to
// per-element appends at every length up to 2500 and around each power of
// ten; index names and their sizes (table, closed form, long indexes); exact
// caller buffers (an overrun is a heap-buffer-overflow under ASan);
// BsonWriter::span / commit appending into an existing document; FieldHead.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/bson/internal/generated_support.h"
#include "switchyard/proto/internal/embedded.h"
#include "switchyard/writer/internal/array_index.h"

namespace switchyard {
namespace {

std::string_view asView(const uint8_t* p, size_t n) { return {reinterpret_cast<const char*>(p), n}; }
std::string_view asView(const BsonWriter& w) { return asView(w.data(), w.size()); }
template <size_t N>
std::string_view asView(const uint8_t (&a)[N]) {
  return asView(a, N);
}

BsonDocument docOf(std::string_view bytes) {
  return BsonDocument::fromValidatedBytes(reinterpret_cast<const uint8_t*>(bytes.data()),
                                          static_cast<uint32_t>(bytes.size()));
}
std::span<const uint8_t> spanOf(std::string_view bytes) {
  return {reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()};
}
template <size_t N>
std::array<uint8_t, N> arrayOf(std::string_view bytes) {
  std::array<uint8_t, N> a{};
  EXPECT_EQ(bytes.size(), N);
  std::memcpy(a.data(), bytes.data(), N);
  return a;
}

// kAllTypes rebuilt through a BsonSpanWriter.
void appendAllTypes(BsonSpanWriter& out) {
  const DocumentStart at = out.beginDocument();
  for (const fixtures::Expected& x : fixtures::kAllTypesElements) {
    const std::string_view name = x.name;
    switch (static_cast<BsonType>(x.type)) {
      case BsonType::kDouble: {
        double d;
        std::memcpy(&d, &x.f64bits, 8);
        out.appendDouble(name, d);
        break;
      }
      case BsonType::kString: out.appendString(name, x.str1); break;
      case BsonType::kObject: out.appendDocument(name, docOf(x.bytes)); break;
      case BsonType::kArray: out.appendArray(name, docOf(x.bytes)); break;
      case BsonType::kBinData:
        if (x.subtype == kBinDataUuid) {
          Uuid u;
          u.bytes = arrayOf<16>(x.bytes);
          out.appendUuid(name, u);
        } else {
          out.appendBinData(name, x.subtype, spanOf(x.bytes));
        }
        break;
      case BsonType::kUndefined: out.appendUndefined(name); break;
      case BsonType::kObjectId: out.appendObjectId(name, ObjectId{arrayOf<12>(x.bytes)}); break;
      case BsonType::kBool: out.appendBool(name, x.i64 != 0); break;
      case BsonType::kDate: out.appendDate(name, x.i64); break;
      case BsonType::kNull: out.appendNull(name); break;
      case BsonType::kRegex: out.appendRegex(name, x.str1, x.str2); break;
      case BsonType::kDbPointer: out.appendDbPointer(name, x.str1, ObjectId{arrayOf<12>(x.bytes)}); break;
      case BsonType::kJavaScript: out.appendJavaScript(name, x.str1); break;
      case BsonType::kSymbol: out.appendSymbol(name, x.str1); break;
      case BsonType::kJavaScriptWithScope: out.appendCodeWithScope(name, x.str1, docOf(x.bytes)); break;
      case BsonType::kInt32: out.appendInt32(name, static_cast<int32_t>(x.i64)); break;
      case BsonType::kTimestamp: out.appendTimestamp(name, Timestamp{x.tsSec, x.tsInc}); break;
      case BsonType::kInt64: out.appendInt64(name, x.i64); break;
      case BsonType::kDecimal128: out.appendDecimal128(name, Decimal128{arrayOf<16>(x.bytes)}); break;
      case BsonType::kMinKey: out.appendMinKey(name); break;
      case BsonType::kMaxKey: out.appendMaxKey(name); break;
      case BsonType::kEoo: ADD_FAILURE(); break;
    }
  }
  out.endDocument(at);
}

TEST(SpanWriter, EveryTypeByteIdenticalToPymongoInAnExactBuffer) {
  // A heap buffer of exactly the document's size: any write past it is a
  // heap-buffer-overflow under ASan.
  const size_t size = sizeof fixtures::kAllTypes;
  auto buffer = std::make_unique<uint8_t[]>(size);
  BsonSpanWriter out(buffer.get());
  appendAllTypes(out);
  ASSERT_EQ(out.pos(), buffer.get() + size);
  EXPECT_EQ(asView(buffer.get(), size), asView(fixtures::kAllTypes));
}

TEST(SpanWriter, SpanAndCommitAppendToAWriter) {
  BsonWriter w(16);
  BsonSpanWriter out = w.span(sizeof fixtures::kAllTypes);
  appendAllTypes(out);
  w.commit(out);
  EXPECT_EQ(asView(w), asView(fixtures::kAllTypes));
  EXPECT_TRUE(w.status().ok());
}

TEST(SpanWriter, NestedDocumentInsideAWriterDocument) {
  // {e: 2, sub: <kAllTypes' elements>, f: "x"}: a document written by the
  // cursor in the middle of one written by the writer's own appends.
  BsonWriter w(16);
  const size_t top = w.beginDocument();
  w.appendInt32("e", 2);
  const std::string_view sub = "sub";
  BsonSpanWriter out = w.span(bsonElementSize(sub.size(), sizeof fixtures::kAllTypes));
  out.head(BsonType::kObject, sub);
  appendAllTypes(out);
  w.commit(out);
  w.appendString("f", "x");
  w.endDocument(top);

  BsonWriter expected(16);
  const size_t top2 = expected.beginDocument();
  expected.appendInt32("e", 2);
  expected.appendDocument("sub", BsonDocument::fromValidatedBytes(fixtures::kAllTypes, sizeof fixtures::kAllTypes));
  expected.appendString("f", "x");
  expected.endDocument(top2);
  EXPECT_EQ(asView(w), asView(expected));
  ASSERT_TRUE(BsonDocument::fromBuffer(w.data(), w.size())->validateDeep().ok());
}

TEST(SpanWriter, FieldHeadIsTypeNameAndNul) {
  constexpr auto kLimit = fieldHead<"limit">(BsonType::kInt32);
  static_assert(kLimit.kSize == 7);
  static_assert(kLimit.elementSize(4) == 11);
  const uint8_t want[] = {0x10, 'l', 'i', 'm', 'i', 't', 0};
  EXPECT_EQ(asView(kLimit.bytes.data(), kLimit.kSize), asView(want));
  constexpr auto kEmpty = fieldHead<"">(BsonType::kNull);
  static_assert(kEmpty.kSize == 2);

  // head(FieldHead) + value == appendInt32(name, value).
  uint8_t a[16], b[16];
  BsonSpanWriter x(a), y(b);
  x.head(kLimit);
  x.int32Value(-7);
  y.appendInt32("limit", -7);
  ASSERT_EQ(x.pos() - a, y.pos() - b);
  EXPECT_EQ(asView(a, 11), asView(b, 11));
}

// emptyDocumentElement<name>() == appendDocument(name, {}): one constant.
TEST(SpanWriter, EmptyDocumentElementIsHeadAndEmptyDocument) {
  constexpr auto kSort = emptyDocumentElement<"sort">();
  static_assert(kSort.kSize == 1 + 5 + 5);
  const uint8_t want[] = {0x03, 's', 'o', 'r', 't', 0, 5, 0, 0, 0, 0};
  EXPECT_EQ(asView(kSort.bytes.data(), kSort.kSize), asView(want));
  uint8_t a[16], b[16];
  BsonSpanWriter x(a), y(b);
  x.head(kSort);
  y.appendDocument(std::string_view("sort"), BsonDocument());
  ASSERT_EQ(x.pos() - a, y.pos() - b);
  EXPECT_EQ(asView(a, kSort.kSize), asView(b, kSort.kSize));
  static_assert(emptyDocumentElement<"">().kSize == 7);
}

TEST(SpanWriter, IntArrayMatchesPymongo) {
  std::vector<int32_t> values(100);
  for (int32_t i = 0; i < 100; ++i) values[static_cast<size_t>(i)] = i;
  const size_t size = 4 + bsonElementSize(1, fixedArraySize(values.size(), 4)) + 1;
  ASSERT_EQ(size, sizeof fixtures::kIntArray);
  auto buffer = std::make_unique<uint8_t[]>(size);
  BsonSpanWriter out(buffer.get());
  const DocumentStart doc = out.beginDocument();
  out.appendInt32Array(std::string_view("a"), values);
  out.endDocument(doc);
  ASSERT_EQ(out.pos(), buffer.get() + size);
  EXPECT_EQ(asView(buffer.get(), size), asView(fixtures::kIntArray));
}

// {a: [v0, v1, ...]} written one append per element (the reference, through
// the table path) and by the one-loop array functions, into exact buffers.
template <typename WriteArray>
void expectArrayLikePerElement(size_t n, size_t valueSize, WriteArray writeArray,
                               void (*appendOne)(BsonSpanWriter&, ArrayIndex, size_t)) {
  const size_t size = 4 + bsonElementSize(1, fixedArraySize(n, valueSize)) + 1;
  std::vector<uint8_t> want(size);
  BsonSpanWriter ref(want.data());
  const DocumentStart refDoc = ref.beginDocument();
  const DocumentStart refArray = ref.beginArray(std::string_view("a"));
  for (size_t i = 0; i < n; ++i) appendOne(ref, ArrayIndex{static_cast<uint32_t>(i)}, i);
  ref.endArray(refArray);
  ref.endDocument(refDoc);
  ASSERT_EQ(ref.pos(), want.data() + size) << n;

  auto got = std::make_unique<uint8_t[]>(size);
  BsonSpanWriter out(got.get());
  const DocumentStart doc = out.beginDocument();
  writeArray(out);
  out.endDocument(doc);
  ASSERT_EQ(out.pos(), got.get() + size) << n;
  ASSERT_EQ(asView(got.get(), size), asView(want.data(), size)) << n;
}

std::vector<size_t> interestingLengths() {
  std::vector<size_t> lengths;
  for (size_t n = 0; n <= 2500; ++n) lengths.push_back(n);
  for (size_t p : {10000u, 100000u}) {
    for (size_t n = p - 12; n <= p + 12; ++n) lengths.push_back(n);
  }
  return lengths;
}

TEST(SpanWriter, Int32AndInt64ArraysMatchPerElementAppends) {
  for (size_t n : interestingLengths()) {
    std::vector<int32_t> v32(n);
    std::vector<int64_t> v64(n);
    for (size_t i = 0; i < n; ++i) {
      v32[i] = static_cast<int32_t>(i * 2654435761u);
      v64[i] = static_cast<int64_t>(i * 0x9E3779B97F4A7C15ull);
    }
    expectArrayLikePerElement(
        n, 4, [&](BsonSpanWriter& out) { out.appendInt32Array(std::string_view("a"), v32); },
        [](BsonSpanWriter& out, ArrayIndex i, size_t k) { out.appendInt32(i, static_cast<int32_t>(k * 2654435761u)); });
    expectArrayLikePerElement(
        n, 8, [&](BsonSpanWriter& out) { out.appendInt64Array(std::string_view("a"), v64); },
        [](BsonSpanWriter& out, ArrayIndex i, size_t k) {
          out.appendInt64(i, static_cast<int64_t>(k * 0x9E3779B97F4A7C15ull));
        });
  }
}

// arrayElementsCompact (one copy of the value's writer, for struct elements)
// writes the bytes arrayElements does, at every length and block boundary.
TEST(SpanWriter, CompactArraysMatchPerElementAppends) {
  for (size_t n : interestingLengths()) {
    std::vector<int32_t> v32(n);
    for (size_t i = 0; i < n; ++i) v32[i] = static_cast<int32_t>(i * 2654435761u);
    expectArrayLikePerElement(
        n, 4,
        [&](BsonSpanWriter& out) {
          const DocumentStart a = out.beginArray(std::string_view("a"));
          out.arrayElementsCompact<4>(BsonType::kInt32, v32, [](BsonSpanWriter& o, int32_t v) { o.int32Value(v); });
          out.endArray(a);
        },
        [](BsonSpanWriter& out, ArrayIndex i, size_t k) { out.appendInt32(i, static_cast<int32_t>(k * 2654435761u)); });
  }
}

TEST(SpanWriter, ShortValuesTakeTheTablePathExactly) {
  // bool (1 byte) and null (0 bytes): shorter than a name word's overrun.
  for (size_t n : {0u, 1u, 9u, 10u, 11u, 99u, 100u, 101u, 999u, 1000u, 1001u, 1234u}) {
    std::vector<uint8_t> flags(n);
    for (size_t i = 0; i < n; ++i) flags[i] = static_cast<uint8_t>(i % 3 == 0);
    expectArrayLikePerElement(
        n, 1,
        [&](BsonSpanWriter& out) {
          const DocumentStart a = out.beginArray(std::string_view("a"));
          out.arrayElements<1>(BsonType::kBool, flags, [](BsonSpanWriter& o, uint8_t f) { o.boolValue(f != 0); });
          out.endArray(a);
        },
        [](BsonSpanWriter& out, ArrayIndex i, size_t k) { out.appendBool(i, k % 3 == 0); });
    expectArrayLikePerElement(
        n, 0,
        [&](BsonSpanWriter& out) {
          const DocumentStart a = out.beginArray(std::string_view("a"));
          out.arrayElements<0>(BsonType::kNull, flags, [](BsonSpanWriter&, uint8_t) {});
          out.endArray(a);
        },
        [](BsonSpanWriter& out, ArrayIndex i, size_t) { out.appendNull(i); });
  }
}

TEST(SpanWriter, DocumentArrayOfEmptyAndLargerDocuments) {
  const uint8_t one[] = {12, 0, 0, 0, 0x10, 'x', 0, 7, 0, 0, 0, 0};
  std::vector<BsonDocument> docs;
  for (int i = 0; i < 37; ++i) {
    docs.push_back(i % 2 == 0 ? BsonDocument() : BsonDocument::fromValidatedBytes(one, sizeof one));
  }
  size_t arraySize = kBsonEmptyDocumentSize + indexNamesSize(docs.size()) + 2 * docs.size();
  for (const BsonDocument& d : docs) arraySize += d.size();
  const size_t size = 4 + bsonElementSize(4, arraySize) + 1;
  auto got = std::make_unique<uint8_t[]>(size);
  BsonSpanWriter out(got.get());
  const DocumentStart doc = out.beginDocument();
  out.appendDocumentArray(std::string_view("docs"), docs);
  out.endDocument(doc);
  ASSERT_EQ(out.pos(), got.get() + size);

  BsonWriter w(1);
  const size_t top = w.beginDocument();
  const size_t array = w.beginArray("docs");
  for (size_t i = 0; i < docs.size(); ++i) w.appendDocument(ArrayIndexName(static_cast<uint32_t>(i)), docs[i]);
  w.endArray(array);
  w.endDocument(top);
  EXPECT_EQ(asView(got.get(), size), asView(w));
}

class ArraysPastTheNameWordLimit : public ::testing::TestWithParam<bool> {};

TEST_P(ArraysPastTheNameWordLimit, NamesInOrder) {
  // Indexes from kIndexWordLimit (10^7, eight digits) on are written through
  // writeIndexHead: the last elements of an array that crosses the limit,
  // by arrayElements and (GetParam()) by arrayElementsCompact.
  const size_t n = kIndexWordLimit + 15;
  std::vector<int32_t> values(n, 5);
  const size_t size = 4 + bsonElementSize(1, fixedArraySize(n, 4)) + 1;
  std::vector<uint8_t> got(size);
  BsonSpanWriter out(got.data());
  const DocumentStart doc = out.beginDocument();
  if (GetParam()) {
    const DocumentStart a = out.beginArray(std::string_view("a"));
    out.arrayElementsCompact<4>(BsonType::kInt32, values, [](BsonSpanWriter& o, int32_t v) { o.int32Value(v); });
    out.endArray(a);
  } else {
    out.appendInt32Array(std::string_view("a"), values);
  }
  out.endDocument(doc);
  ASSERT_EQ(out.pos(), got.data() + size);
  // Walk back from the end: the last 30 elements, names in order.
  auto parsed = BsonDocument::fromBuffer(got.data(), got.size());
  ASSERT_TRUE(parsed.ok());
  ParseContext ctx(got.data());
  BsonCursor c = parsed->elements();
  BsonElement array;
  ASSERT_TRUE(c.next(array, ctx));
  const BsonDocument items = array.asDocument();
  // The last 30 elements: 15 with seven digits, 15 with eight.
  size_t tailSize = 0;
  for (size_t i = n - 30; i < n; ++i) tailSize += 2 + std::to_string(i).size() + 4;
  const uint8_t* tail = items.data() + items.size() - 1 - tailSize;
  for (uint32_t i = static_cast<uint32_t>(n) - 30; i < n; ++i) {
    const std::string name = std::to_string(i);
    ASSERT_EQ(tail[0], 0x10);
    ASSERT_EQ(std::string(reinterpret_cast<const char*>(tail + 1)), name);
    ASSERT_EQ(loadLE<int32_t>(tail + 2 + name.size()), 5);
    tail += 2 + name.size() + 4;
  }
  EXPECT_EQ(tail, items.data() + items.size() - 1);
}

INSTANTIATE_TEST_SUITE_P(SpanWriter, ArraysPastTheNameWordLimit, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? std::string("Compact") : std::string("Blocks");
                         });

// --- index names ------------------------------------------------------------------

std::string headName(uint32_t i) {
  uint8_t buf[32];
  std::memset(buf, 0xAA, sizeof buf);
  const uint8_t* end = writeIndexHead(buf, 0x10, i);
  EXPECT_EQ(buf[0], 0x10);
  EXPECT_EQ(end[-1], 0);
  return std::string(reinterpret_cast<const char*>(buf + 1), static_cast<size_t>(end - buf - 2));
}

TEST(IndexNames, EveryRenderingAgreesWithToString) {
  std::vector<uint32_t> indexes;
  for (uint32_t i = 0; i < 20000; ++i) indexes.push_back(i);
  for (uint64_t p = 10; p <= 1000000000ull; p *= 10) {
    for (uint64_t d = p - 3; d <= p + 3; ++d) indexes.push_back(static_cast<uint32_t>(d));
  }
  for (uint32_t i : {123456u, 999999u, 1000000u, 1234567u, 9999999u, 10000000u, 2147483647u, 4294967295u}) {
    indexes.push_back(i);
  }
  for (uint32_t i : indexes) {
    const std::string want = std::to_string(i);
    ASSERT_EQ(headName(i), want) << i;
    ASSERT_EQ(ArrayIndexName(i).view(), want) << i;
    ASSERT_EQ(indexNameSize(i), want.size()) << i;
    ASSERT_EQ(BsonWriter::indexNameSize(i), want.size()) << i;
    ASSERT_EQ(bsonNameSize(ArrayIndex{i}), want.size()) << i;
    if (i < kIndexWordLimit) {
      const uint64_t word = indexNameWord(i);
      char chars[9] = {};
      for (int k = 0; k < 8; ++k) chars[k] = static_cast<char>(word >> (8 * k));
      ASSERT_EQ(std::string(chars), want) << i;
    }
  }
}

// The parsers' check of an array element's name (generated_support.h): the
// canonical rendering is accepted, every near miss refused, at every length
// and across the table/long-path boundary. Names are views cut out of longer
// strings, so nothing may depend on a NUL after the name.
TEST(IndexNames, IsArrayIndexAcceptsExactlyTheCanonicalName) {
  std::vector<uint32_t> indexes;
  for (uint32_t i = 0; i < 12000; ++i) indexes.push_back(i);
  for (uint32_t i : {99999u, 100000u, 999999u, 1000000u, 1234567u, 2147483647u, 4294967295u}) indexes.push_back(i);
  for (uint32_t i : indexes) {
    const std::string name = std::to_string(i);
    const std::string padded = name + "7x";  // bytes after the view that look like digits
    ASSERT_TRUE(isArrayIndex(std::string_view(padded).substr(0, name.size()), i)) << i;
    ASSERT_FALSE(isArrayIndex(std::string_view(padded).substr(0, name.size() + 1), i)) << i;  // one digit too many
    ASSERT_FALSE(isArrayIndex("0" + name, i)) << i;                                           // a leading zero
    if (name.size() > 1) {
      ASSERT_FALSE(isArrayIndex(std::string_view(name).substr(1), i)) << i;
    }
    ASSERT_FALSE(isArrayIndex("", i)) << i;
    for (size_t k = 0; k < name.size(); ++k) {  // each digit changed, and one byte past '9'
      for (char c : {'0', '5', '9', ':', '/', '\0'}) {
        if (c == name[k]) continue;
        std::string wrong = name;
        wrong[k] = c;
        ASSERT_FALSE(isArrayIndex(wrong, i)) << i << " as " << wrong;
      }
    }
    if (i > 0) {
      ASSERT_FALSE(isArrayIndex(name, i - 1)) << i;
    }
    if (i < 4294967295u) {
      ASSERT_FALSE(isArrayIndex(name, i + 1)) << i;
    }
  }
}

TEST(IndexNames, TableHeadWritesAtMostTwoBytesPastTheNul) {
  for (uint32_t i : {0u, 9u, 10u, 99u, 100u, 999u, 1000u, 123456u, 999999u, 1000000u, 4294967295u}) {
    uint8_t buf[32];
    std::memset(buf, 0xAA, sizeof buf);
    const uint8_t* end = writeIndexHead(buf, 0x10, i);
    const size_t head = static_cast<size_t>(end - buf);
    EXPECT_EQ(head, 2 + std::to_string(i).size());
    for (size_t k = head + 2; k < sizeof buf; ++k) ASSERT_EQ(buf[k], 0xAA) << i << " byte " << k;
  }
}

TEST(IndexNames, TotalSizeInClosedForm) {
  size_t total = 0;
  for (uint32_t n = 0; n <= 120000; ++n) {
    ASSERT_EQ(indexNamesSize(n), total) << n;
    total += std::to_string(n).size();
  }
  EXPECT_EQ(indexNamesSize(10), 10u);
  EXPECT_EQ(indexNamesSize(11), 12u);
  EXPECT_EQ(indexNamesSize(1000000), 5888890u);
  EXPECT_EQ(indexNamesSize(size_t{4294967296}), 41838561850u);  // every uint32_t index
  static_assert(indexNamesSize(100) == 190);
  static_assert(fixedArraySize(0, 4) == 5);
  static_assert(fixedArraySize(1, 4) == 4 + (1 + 1 + 1 + 4) + 1);
}

}  // namespace
}  // namespace switchyard

namespace switchyard::testing {
namespace {

// copyBytes (BsonSpanWriter::bytes): every length of the inline size classes
// and their edges copies exactly `n` bytes, no byte before or after.
TEST(SpanWriter, CopyBytesIsExactAtEveryShortLength) {
  std::vector<uint8_t> source(100);
  for (size_t i = 0; i < source.size(); ++i) source[i] = static_cast<uint8_t>(i * 7 + 1);
  for (size_t n = 0; n <= 80; ++n) {
    std::vector<uint8_t> target(n + 32, 0xEE);
    copyBytes(target.data() + 16, source.data() + 3, n);
    for (size_t i = 0; i < target.size(); ++i) {
      const bool inside = i >= 16 && i < 16 + n;
      ASSERT_EQ(target[i], inside ? source[3 + i - 16] : 0xEE) << "n=" << n << " i=" << i;
    }
  }
  // The frame and heads of an array, whose values the generated size adds.
  for (size_t n : {0u, 1u, 10u, 11u, 100u, 1001u}) EXPECT_EQ(bsonArrayHeadsSize(n) + 4 * n, fixedArraySize(n, 4));
  BsonSpanWriter out(nullptr);
  out.bytes(nullptr, 0);  // an empty view's null data() is never read
  EXPECT_EQ(out.pos(), nullptr);
}

}  // namespace
}  // namespace switchyard::testing
