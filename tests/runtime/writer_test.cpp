// BsonWriter: output byte-identical to pymongo's encoding (fixtures_gen.h) for
// every type, nested documents and arrays, growth across buffer boundaries,
// Capacity::kReserved after reserve(), move semantics, finish().
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/writer/internal/array_index.h"

namespace switchyard {
namespace {

std::string_view asView(const uint8_t* p, size_t n) { return {reinterpret_cast<const char*>(p), n}; }
std::string_view asView(const BsonBuffer& b) { return asView(b.data(), b.size()); }
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

// Rebuilds kAllTypes from the values pymongo decoded.
template <Capacity C>
void appendAllTypes(BsonWriter& w) {
  const size_t at = w.beginDocument<C>();
  for (const fixtures::Expected& x : fixtures::kAllTypesElements) {
    switch (static_cast<BsonType>(x.type)) {
      case BsonType::kDouble: {
        double d;
        std::memcpy(&d, &x.f64bits, 8);
        w.appendDouble<C>(x.name, d);
        break;
      }
      case BsonType::kString: w.appendString<C>(x.name, x.str1); break;
      case BsonType::kObject: w.appendDocument<C>(x.name, docOf(x.bytes)); break;
      case BsonType::kArray: w.appendArray<C>(x.name, docOf(x.bytes)); break;
      case BsonType::kBinData:
        if (x.subtype == kBinDataUuid) {
          Uuid u;
          u.bytes = arrayOf<16>(x.bytes);
          w.appendUuid<C>(x.name, u);
        } else {
          w.appendBinData<C>(x.name, x.subtype, spanOf(x.bytes));
        }
        break;
      case BsonType::kUndefined: w.appendUndefined<C>(x.name); break;
      case BsonType::kObjectId: w.appendObjectId<C>(x.name, ObjectId{arrayOf<12>(x.bytes)}); break;
      case BsonType::kBool: w.appendBool<C>(x.name, x.i64 != 0); break;
      case BsonType::kDate: w.appendDate<C>(x.name, x.i64); break;
      case BsonType::kNull: w.appendNull<C>(x.name); break;
      case BsonType::kRegex: w.appendRegex<C>(x.name, x.str1, x.str2); break;
      case BsonType::kDbPointer: w.appendDbPointer<C>(x.name, x.str1, ObjectId{arrayOf<12>(x.bytes)}); break;
      case BsonType::kJavaScript: w.appendJavaScript<C>(x.name, x.str1); break;
      case BsonType::kSymbol: w.appendSymbol<C>(x.name, x.str1); break;
      case BsonType::kJavaScriptWithScope: w.appendCodeWithScope<C>(x.name, x.str1, docOf(x.bytes)); break;
      case BsonType::kInt32: w.appendInt32<C>(x.name, static_cast<int32_t>(x.i64)); break;
      case BsonType::kTimestamp: w.appendTimestamp<C>(x.name, Timestamp{x.tsSec, x.tsInc}); break;
      case BsonType::kInt64: w.appendInt64<C>(x.name, x.i64); break;
      case BsonType::kDecimal128: w.appendDecimal128<C>(x.name, Decimal128{arrayOf<16>(x.bytes)}); break;
      case BsonType::kMinKey: w.appendMinKey<C>(x.name); break;
      case BsonType::kMaxKey: w.appendMaxKey<C>(x.name); break;
      case BsonType::kEoo: ADD_FAILURE(); break;
    }
  }
  w.endDocument<C>(at);
}

TEST(Writer, EveryTypeByteIdenticalToPymongo) {
  BsonWriter w;
  appendAllTypes<Capacity::kCheck>(w);
  EXPECT_EQ(asView(w), asView(fixtures::kAllTypes));
}

TEST(Writer, ReservedModeAfterReserve) {
  BsonWriter w(16);
  w.reserve(sizeof fixtures::kAllTypes);
  const uint8_t* before = w.data();
  EXPECT_GE(w.capacity(), sizeof fixtures::kAllTypes);
  appendAllTypes<Capacity::kReserved>(w);
  EXPECT_EQ(w.data(), before);  // no reallocation
  EXPECT_EQ(asView(w), asView(fixtures::kAllTypes));
}

TEST(Writer, GrowthAcrossBoundaries) {
  // Every initial capacity from tiny to larger than the document: appends
  // straddle every buffer boundary at some point.
  for (size_t cap = 0; cap <= sizeof fixtures::kAllTypes + 1; ++cap) {
    BsonWriter w(cap);
    EXPECT_GE(w.capacity(), 16u);
    appendAllTypes<Capacity::kCheck>(w);
    ASSERT_EQ(asView(w), asView(fixtures::kAllTypes)) << "initial capacity " << cap;
    EXPECT_GE(w.capacity(), w.size());
  }
}

TEST(Writer, LargeValuesGrowManyTimes) {
  BsonWriter w(1);
  const std::string big(1 << 20, 'x');
  const size_t at = w.beginDocument();
  w.appendString("s", big);
  w.appendBinData("b", 0, spanOf(big));
  w.endDocument(at);
  EXPECT_EQ(w.size(), 4 + (1 + 2 + 4 + big.size() + 1) + (1 + 2 + 5 + big.size()) + 1);
  auto doc = BsonDocument::fromBuffer(w.data(), w.size());
  ASSERT_TRUE(doc.ok());
  ParseContext ctx(w.data());
  BsonCursor c = doc->elements();
  BsonElement e;
  ASSERT_TRUE(c.next(e, ctx));
  EXPECT_EQ(e.asString(), big);
  ASSERT_TRUE(c.next(e, ctx));
  EXPECT_EQ(e.asBinData().bytes.size(), big.size());
  EXPECT_FALSE(c.next(e, ctx));
  EXPECT_FALSE(ctx.failed());
}

TEST(Writer, ReserveGuaranteesRoom) {
  BsonWriter w(16);
  for (size_t n : {0u, 1u, 15u, 16u, 17u, 100u, 1000u}) {
    w.clear();
    w.reserve(n);
    EXPECT_GE(w.capacity() - w.size(), n);
    w.appendInt32("i", 1);  // size grows, reserve again from here
    w.reserve(n);
    EXPECT_GE(w.capacity() - w.size(), n);
  }
}

void appendNested(BsonWriter& w) {
  // {a: {b: {c: [1, {d: [[], {}]}, "x"]}}, e: 2, f: [[[Int64(1)]]], g: {}}
  const size_t top = w.beginDocument();
  const size_t a = w.beginSubDocument("a");
  const size_t b = w.beginSubDocument("b");
  const size_t c = w.beginArray("c");
  w.appendInt32(ArrayIndexName(0), 1);
  const size_t one = w.beginSubDocument(ArrayIndexName(1));
  const size_t d = w.beginArray("d");
  const size_t d0 = w.beginArray(ArrayIndexName(0));
  w.endArray(d0);
  const size_t d1 = w.beginSubDocument(ArrayIndexName(1));
  w.endSubDocument(d1);
  w.endArray(d);
  w.endSubDocument(one);
  w.appendString(ArrayIndexName(2), "x");
  w.endArray(c);
  w.endSubDocument(b);
  w.endSubDocument(a);
  w.appendInt32("e", 2);
  const size_t f = w.beginArray("f");
  const size_t f0 = w.beginArray("0");
  const size_t f00 = w.beginArray("0");
  w.appendInt64("0", 1);
  w.endArray(f00);
  w.endArray(f0);
  w.endArray(f);
  const size_t g = w.beginSubDocument("g");
  w.endSubDocument(g);
  w.endDocument(top);
}

TEST(Writer, NestedBackPatchingMatchesPymongo) {
  for (size_t cap : {1u, 20u, 37u, 64u, 256u}) {
    BsonWriter w(cap);
    appendNested(w);
    EXPECT_EQ(asView(w), asView(fixtures::kNested)) << cap;
  }
}

TEST(Writer, ReservedNestedMatchesPymongo) {
  BsonWriter w(16);
  w.reserve(sizeof fixtures::kNested);
  const uint8_t* before = w.data();
  const size_t top = w.beginDocument<Capacity::kReserved>();
  const size_t a = w.beginSubDocument<Capacity::kReserved>("a");
  const size_t b = w.beginSubDocument<Capacity::kReserved>("b");
  const size_t c = w.beginArray<Capacity::kReserved>("c");
  w.appendInt32<Capacity::kReserved>("0", 1);
  const size_t one = w.beginSubDocument<Capacity::kReserved>("1");
  const size_t d = w.beginArray<Capacity::kReserved>("d");
  w.endArray<Capacity::kReserved>(w.beginArray<Capacity::kReserved>("0"));
  w.endSubDocument<Capacity::kReserved>(w.beginSubDocument<Capacity::kReserved>("1"));
  w.endArray<Capacity::kReserved>(d);
  w.endSubDocument<Capacity::kReserved>(one);
  w.appendString<Capacity::kReserved>("2", "x");
  w.endArray<Capacity::kReserved>(c);
  w.endSubDocument<Capacity::kReserved>(b);
  w.endSubDocument<Capacity::kReserved>(a);
  w.appendInt32<Capacity::kReserved>("e", 2);
  const size_t f = w.beginArray<Capacity::kReserved>("f");
  const size_t f0 = w.beginArray<Capacity::kReserved>("0");
  const size_t f00 = w.beginArray<Capacity::kReserved>("0");
  w.appendInt64<Capacity::kReserved>("0", 1);
  w.endArray<Capacity::kReserved>(f00);
  w.endArray<Capacity::kReserved>(f0);
  w.endArray<Capacity::kReserved>(f);
  w.endSubDocument<Capacity::kReserved>(w.beginSubDocument<Capacity::kReserved>("g"));
  w.endDocument<Capacity::kReserved>(top);
  EXPECT_EQ(w.data(), before);
  EXPECT_EQ(asView(w), asView(fixtures::kNested));
}

TEST(Writer, IntArrayMatchesPymongo) {
  BsonWriter w(1);
  const size_t top = w.beginDocument();
  const size_t arr = w.beginArray("a");
  for (uint32_t i = 0; i < 100; ++i) w.appendInt32(ArrayIndexName(i), static_cast<int32_t>(i));
  w.endArray(arr);
  w.endDocument(top);
  EXPECT_EQ(asView(w), asView(fixtures::kIntArray));
}

// The find command of the fixture, as generated code would write it.
void appendFindCommand(BsonWriter& w) {
  const size_t top = w.beginDocument();
  w.appendString("find", "usertable");
  size_t filter = w.beginSubDocument("filter");
  w.appendString("_id", "user4409142221109489457");
  size_t status = w.beginSubDocument("status");
  size_t in = w.beginArray("$in");
  w.appendString("0", "A");
  w.appendString("1", "B");
  w.appendString("2", "C");
  w.endArray(in);
  w.endSubDocument(status);
  w.endSubDocument(filter);
  size_t proj = w.beginSubDocument("projection");
  w.appendInt32("_id", 0);
  w.appendInt32("name", 1);
  w.appendInt32("email", 1);
  w.endSubDocument(proj);
  size_t sort = w.beginSubDocument("sort");
  w.appendInt32("ts", -1);
  w.appendInt32("name", 1);
  w.endSubDocument(sort);
  w.appendInt32("limit", 10);
  w.appendInt32("batchSize", 101);
  w.appendBool("singleBatch", false);
  w.appendInt32("maxTimeMS", 5000);
  size_t rc = w.beginSubDocument("readConcern");
  w.appendString("level", "majority");
  w.endSubDocument(rc);
  size_t lsid = w.beginSubDocument("lsid");
  Uuid u;
  const uint8_t uuidBytes[16] = {0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78,
                                 0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0};
  std::memcpy(u.bytes.data(), uuidBytes, 16);
  w.appendUuid("id", u);
  w.endSubDocument(lsid);
  size_t ct = w.beginSubDocument("$clusterTime");
  w.appendTimestamp("clusterTime", Timestamp{1700000000, 3});
  size_t sig = w.beginSubDocument("signature");
  uint8_t hash[20];
  for (int i = 0; i < 20; ++i) hash[i] = static_cast<uint8_t>(i);
  w.appendBinData("hash", kBinDataGeneral, hash);
  w.appendInt64("keyId", 7300000000000000001);
  w.endSubDocument(sig);
  w.endSubDocument(ct);
  w.appendString("$db", "ycsb");
  w.endDocument(top);
}

TEST(Writer, FindCommandMatchesPymongo) {
  BsonWriter w;
  appendFindCommand(w);
  EXPECT_EQ(asView(w), asView(fixtures::kFindCommand));
}

TEST(Writer, AppendElementCopiesEveryTypeExactly) {
  auto doc = BsonDocument::fromBuffer(fixtures::kAllTypes, sizeof fixtures::kAllTypes);
  ASSERT_TRUE(doc.ok());
  BsonWriter same(8), renamed(8);
  const size_t a = same.beginDocument();
  const size_t b = renamed.beginDocument();
  ParseContext ctx(fixtures::kAllTypes);
  BsonCursor c = doc->elements();
  BsonElement e;
  std::vector<std::string> names;
  while (c.next(e, ctx)) {
    same.appendElement(e);
    names.push_back("renamed_" + std::string(e.name()));
    renamed.appendElementAs(names.back(), e);
  }
  same.endDocument(a);
  renamed.endDocument(b);
  EXPECT_EQ(asView(same), asView(fixtures::kAllTypes));
  // The renamed copy: same values, new names, and a valid document.
  auto r = BsonDocument::fromBuffer(renamed.data(), renamed.size());
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r->validateDeep().ok());
  BsonCursor rc = r->elements();
  BsonCursor oc = doc->elements();
  BsonElement re, oe;
  size_t i = 0;
  while (rc.next(re, ctx)) {
    ASSERT_TRUE(oc.next(oe, ctx));
    EXPECT_EQ(re.name(), names[i++]);
    EXPECT_EQ(re.type(), oe.type());
    EXPECT_EQ(asView(re.value(), re.valueSize()), asView(oe.value(), oe.valueSize()));
  }
  EXPECT_EQ(i, names.size());
}

TEST(Writer, MoveSemantics) {
  BsonWriter a(16);
  const size_t top = a.beginDocument();
  a.appendInt32("x", 1);
  BsonWriter b(std::move(a));  // move in the middle of a document
  EXPECT_EQ(a.size(), 0u);     // NOLINT: checking the moved-from state on purpose
  EXPECT_EQ(a.capacity(), 0u);
  b.appendString("y", "z");
  b.endDocument(top);
  const uint8_t expected[] = {0x17, 0, 0, 0, 0x10, 'x', 0, 1, 0, 0, 0, 0x02, 'y', 0, 2, 0, 0, 0, 'z', 0, 0};
  // Length: 4 + 7 + 9 + 1 = 21.
  ASSERT_EQ(b.size(), 21u);
  std::vector<uint8_t> want(expected, expected + 21);
  want[0] = 21;
  EXPECT_EQ(asView(b), asView(want.data(), want.size()));

  // The moved-from writer is usable again (it grows from nothing).
  const size_t t2 = a.beginDocument();
  a.appendNull("n");
  a.endDocument(t2);
  const uint8_t nullDoc[] = {8, 0, 0, 0, 0x0A, 'n', 0, 0};
  EXPECT_EQ(asView(a), asView(nullDoc));

  // Move assignment releases the target's buffer and takes the source's.
  BsonWriter c(64);
  c.appendInt32("junk", 5);
  c = std::move(b);
  EXPECT_EQ(asView(c), asView(want.data(), want.size()));
  EXPECT_EQ(b.size(), 0u);  // NOLINT
  // Self-move leaves it intact.
  BsonWriter& alias = c;
  c = std::move(alias);
  EXPECT_EQ(asView(c), asView(want.data(), want.size()));
}

TEST(Writer, FinishHandsOverAndResets) {
  BsonWriter w(16);
  appendNested(w);
  const uint8_t* p = w.data();
  BsonBuffer buf = w.finish();
  EXPECT_EQ(buf.data(), p);  // no copy
  EXPECT_EQ(asView(buf), asView(fixtures::kNested));
  EXPECT_EQ(buf.view().size(), sizeof fixtures::kNested);
  EXPECT_EQ(asView(buf.bytes().data(), buf.bytes().size()), asView(fixtures::kNested));
  EXPECT_EQ(w.size(), 0u);
  EXPECT_EQ(w.capacity(), 0u);
  EXPECT_EQ(w.data(), nullptr);
  // Reusable after finish.
  appendNested(w);
  EXPECT_EQ(asView(w), asView(fixtures::kNested));
  BsonBuffer second = w.finish();
  EXPECT_EQ(asView(second), asView(fixtures::kNested));
  // A writer finished twice yields an empty buffer, whose view is {}.
  BsonBuffer empty = w.finish();
  EXPECT_EQ(empty.size(), 0u);
  EXPECT_TRUE(empty.view().empty());
  // copyOf.
  BsonBuffer copy = BsonBuffer::copyOf(buf.bytes());
  EXPECT_NE(copy.data(), buf.data());
  EXPECT_EQ(asView(copy), asView(buf));
  EXPECT_EQ(copy.view(), buf.view());
  BsonBuffer none = BsonBuffer::copyOf({});
  EXPECT_EQ(none.size(), 0u);
  EXPECT_TRUE(none.view().empty());
  // clear keeps the capacity.
  BsonWriter k(100);
  k.appendInt32("i", 1);
  k.clear();
  EXPECT_EQ(k.size(), 0u);
  EXPECT_GE(k.capacity(), 100u);
}

TEST(Writer, ArrayIndexNames) {
  for (uint32_t i : {0u, 1u, 9u, 10u, 11u, 99u, 100u, 12345u, 999999999u, 1000000000u, 4294967295u}) {
    const ArrayIndexName n(i);
    EXPECT_EQ(n.view(), std::to_string(i));
    EXPECT_EQ(static_cast<std::string_view>(n), std::to_string(i));
    EXPECT_EQ(BsonWriter::indexNameSize(i), std::to_string(i).size());
  }
  for (uint32_t i = 0; i < 2000; ++i) {
    ASSERT_EQ(ArrayIndexName(i).view(), std::to_string(i));
  }
}

// A NUL cannot be inside a BSON field name or regex (C strings): the writer
// refuses it with BadValue, appends nothing, and poisons every document ended
// after it, so the bytes never pass for BSON without the element (issue 27).
TEST(Writer, NulInsideANameOrRegexIsRefusedNeverWritten) {
  struct Case {
    const char* what;
    void (*append)(BsonWriter&);
  };
  const Case cases[] = {
      {"name", [](BsonWriter& w) { w.appendInt32(std::string_view("a\0b", 3), 1); }},
      {"pattern", [](BsonWriter& w) { w.appendRegex("r", std::string_view("x\0y", 3), "i"); }},
      {"options", [](BsonWriter& w) { w.appendRegex("r", "x", std::string_view("i\0", 2)); }},
      {"subdocument", [](BsonWriter& w) { w.endDocument(w.beginSubDocument(std::string_view("s\0", 2))); }},
      {"array", [](BsonWriter& w) { w.endDocument(w.beginArray(std::string_view("s\0", 2))); }},
  };
  for (const Case& c : cases) {
    BsonWriter w;
    const size_t at = w.beginDocument();
    w.appendInt32("before", 1);
    c.append(w);
    w.appendInt32("after", 2);
    w.endDocument(at);
    EXPECT_EQ(errorCode(w.status()), ErrorCode::kBadValue) << c.what << ": " << w.status();
    // The poisoned length: no reader takes the bytes for a document.
    EXPECT_FALSE(BsonDocument::fromBuffer(w.data(), w.size()).ok()) << c.what;
    // Nothing of the refused element: the two ints (12 + 11 bytes) in their
    // frame, plus a refused nested document's own (unnamed, poisoned) frame.
    EXPECT_LE(w.size(), 4u + 12u + 11u + 1u + 5u) << c.what;
    EXPECT_EQ(asView(w).find(std::string_view("a\0b", 3)), std::string_view::npos) << c.what;
    w.clear();  // a cleared writer writes again
    w.endDocument(w.beginDocument());
    EXPECT_TRUE(w.status().ok()) << c.what;
    EXPECT_TRUE(BsonDocument::fromBuffer(w.data(), w.size()).ok()) << c.what;
  }
}

// A NUL-free name with other bytes (UTF-8, '$', '.') is written as given.
TEST(Writer, NamesWithoutNulAreWritten) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("$a.b\xc3\xa9", 1);
  w.appendRegex("r", "^a.*$", "imx");
  w.endDocument(at);
  EXPECT_TRUE(w.status().ok());
  EXPECT_TRUE(BsonDocument::fromBuffer(w.data(), w.size()).ok());
}

TEST(Writer, SizeHelpers) {
  EXPECT_EQ(BsonWriter::elementSize(5, 4), 11u);  // type + "limit\0" + int32
  EXPECT_EQ(BsonWriter::stringValueSize(3), 8u);
  EXPECT_EQ(BsonWriter::kEmptyDocumentSize, 5u);
  // elementSize agrees with what the writer writes.
  BsonWriter w;
  w.appendString("name", "abc");
  EXPECT_EQ(w.size(), BsonWriter::elementSize(4, BsonWriter::stringValueSize(3)));
}

}  // namespace
}  // namespace switchyard
