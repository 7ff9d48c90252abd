// Every BsonElement accessor on documents encoded by pymongo, against the
// values pymongo decodes (fixtures_gen.h, made by make_fixtures.py).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/bson/internal/values.h"
#include "switchyard/writer/internal/array_index.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::HeapCopy;

std::string_view asView(std::span<const uint8_t> s) {
  return {reinterpret_cast<const char*>(s.data()), s.size()};
}
std::string_view asView(const BsonDocument& d) { return asView(d.bytes()); }

template <size_t N>
std::string_view asView(const std::array<uint8_t, N>& a) {
  return {reinterpret_cast<const char*>(a.data()), N};
}

TEST(Accessors, EveryTypeMatchesPymongo) {
  HeapCopy buf(fixtures::kAllTypes, sizeof fixtures::kAllTypes);
  auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
  ASSERT_TRUE(doc.ok()) << doc.status();
  ASSERT_TRUE(doc->validateDeep().ok());
  ParseContext ctx(buf.data());
  BsonCursor c = doc->elements();
  BsonElement e;
  size_t i = 0;
  const uint8_t* expectedStart = buf.data() + 4;
  while (c.next(e, ctx)) {
    ASSERT_LT(i, std::size(fixtures::kAllTypesElements));
    const fixtures::Expected& x = fixtures::kAllTypesElements[i];
    SCOPED_TRACE(::testing::Message() << "element " << i << " '" << x.name << "'");
    EXPECT_EQ(e.start(), expectedStart);
    EXPECT_EQ(static_cast<uint8_t>(e.type()), x.type);
    EXPECT_EQ(e.name(), x.name);
    EXPECT_EQ(e.value(), e.start() + 1 + x.name.size() + 1);
    EXPECT_EQ(e.size(), e.rawBytes().size());
    EXPECT_EQ(c.position(), e.start() + e.size());
    expectedStart = e.start() + e.size();
    EXPECT_EQ(e.isNull(), e.type() == BsonType::kNull);
    EXPECT_EQ(e.isNullish(), e.type() == BsonType::kNull || e.type() == BsonType::kUndefined);
    switch (e.type()) {
      case BsonType::kDouble: {
        const double d = e.asDouble();
        uint64_t bits;
        std::memcpy(&bits, &d, 8);
        EXPECT_EQ(bits, x.f64bits);
        EXPECT_EQ(e.valueSize(), 8u);
        break;
      }
      case BsonType::kString:
      case BsonType::kSymbol:
      case BsonType::kJavaScript:
        EXPECT_EQ(e.asString(), x.str1);
        EXPECT_EQ(e.valueSize(), 4 + x.str1.size() + 1);
        break;
      case BsonType::kObject:
      case BsonType::kArray: {
        const BsonDocument sub = e.asDocument();
        EXPECT_EQ(asView(sub), x.bytes);
        EXPECT_EQ(sub.empty(), x.bytes.size() == 5);
        EXPECT_TRUE(sub.validateDeep().ok());
        break;
      }
      case BsonType::kBinData: {
        const BinDataView b = e.asBinData();
        EXPECT_EQ(b.subtype, x.subtype);
        EXPECT_EQ(asView(b.bytes), x.bytes);
        break;
      }
      case BsonType::kUndefined:
      case BsonType::kNull:
      case BsonType::kMinKey:
      case BsonType::kMaxKey:
        EXPECT_EQ(e.valueSize(), 0u);
        break;
      case BsonType::kObjectId:
        EXPECT_EQ(asView(e.asObjectId().bytes), x.bytes);
        break;
      case BsonType::kBool:
        EXPECT_EQ(e.asBool(), x.i64 != 0);
        break;
      case BsonType::kDate:
        EXPECT_EQ(e.asDate(), x.i64);
        break;
      case BsonType::kRegex: {
        const RegexView r = e.asRegex();
        EXPECT_EQ(r.pattern, x.str1);
        EXPECT_EQ(r.options, x.str2);
        break;
      }
      case BsonType::kDbPointer: {
        const DbPointerView p = e.asDbPointer();
        EXPECT_EQ(p.ns, x.str1);
        EXPECT_EQ(asView(p.id.bytes), x.bytes);
        break;
      }
      case BsonType::kJavaScriptWithScope: {
        const CodeWithScopeView cws = e.asCodeWithScope();
        EXPECT_EQ(cws.code, x.str1);
        EXPECT_EQ(asView(cws.scope), x.bytes);
        break;
      }
      case BsonType::kInt32:
        EXPECT_EQ(e.asInt32(), x.i64);
        break;
      case BsonType::kTimestamp:
        EXPECT_EQ(e.asTimestamp().seconds, x.tsSec);
        EXPECT_EQ(e.asTimestamp().increment, x.tsInc);
        break;
      case BsonType::kInt64:
        EXPECT_EQ(e.asInt64(), x.i64);
        break;
      case BsonType::kDecimal128:
        EXPECT_EQ(asView(e.asDecimal128().bytes), x.bytes);
        break;
      case BsonType::kEoo:
        ADD_FAILURE() << "EOO element";
        break;
    }
    ++i;
  }
  EXPECT_TRUE(ctx.status().ok()) << ctx.status();
  EXPECT_EQ(i, std::size(fixtures::kAllTypesElements));
  EXPECT_TRUE(c.atEnd());
  EXPECT_EQ(expectedStart, buf.data() + buf.size() - 1);
  // At the end next() keeps returning false without failing.
  EXPECT_FALSE(c.next(e, ctx));
  EXPECT_TRUE(ctx.status().ok());
}

TEST(Accessors, EveryTypeIsCovered) {
  // The fixture holds every type BSON defines.
  bool seen[256] = {};
  for (const auto& x : fixtures::kAllTypesElements) seen[x.type] = true;
  for (int t = 1; t <= 0x13; ++t) EXPECT_TRUE(seen[t]) << "type " << t;
  EXPECT_TRUE(seen[0x7F]);
  EXPECT_TRUE(seen[0xFF]);
}

TEST(Accessors, BinDataSubtypes) {
  bool old = false, uuid = false, general = false;
  for (const auto& x : fixtures::kAllTypesElements) {
    if (x.type != 0x05) continue;
    old |= x.subtype == kBinDataOld;
    uuid |= x.subtype == kBinDataUuid;
    general |= x.subtype == kBinDataGeneral;
  }
  EXPECT_TRUE(old && uuid && general);
}

TEST(Accessors, NestedWalkOfFindCommand) {
  HeapCopy buf(fixtures::kFindCommand, sizeof fixtures::kFindCommand);
  auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
  ASSERT_TRUE(doc.ok());
  ASSERT_TRUE(doc->validateDeep().ok());
  ParseContext ctx(buf.data());
  BsonCursor c = doc->elements();
  BsonElement e;
  std::vector<std::string> names;
  while (c.next(e, ctx)) names.emplace_back(e.name());
  EXPECT_FALSE(ctx.failed());
  EXPECT_EQ(names, (std::vector<std::string>{"find", "filter", "projection", "sort", "limit", "batchSize",
                                             "singleBatch", "maxTimeMS", "readConcern", "lsid",
                                             "$clusterTime", "$db"}));
}

TEST(Accessors, IntArrayFixture) {
  auto doc = BsonDocument::fromBuffer(fixtures::kIntArray, sizeof fixtures::kIntArray);
  ASSERT_TRUE(doc.ok());
  ParseContext ctx(fixtures::kIntArray);
  BsonElement e;
  BsonCursor c = doc->elements();
  ASSERT_TRUE(c.next(e, ctx));
  ASSERT_EQ(e.type(), BsonType::kArray);
  BsonCursor a = e.asDocument().elements();
  int32_t n = 0;
  while (a.next(e, ctx)) {
    EXPECT_EQ(e.name(), ArrayIndexName(static_cast<uint32_t>(n)).view());
    EXPECT_EQ(e.asInt32(), n);
    ++n;
  }
  EXPECT_EQ(n, 100);
  EXPECT_FALSE(ctx.failed());
}

TEST(Accessors, DefaultDocumentIsEmpty) {
  BsonDocument d;
  EXPECT_TRUE(d.empty());
  EXPECT_EQ(d.size(), 5u);
  EXPECT_EQ(loadLE<int32_t>(d.data()), 5);
  EXPECT_EQ(d.data()[4], 0);
  EXPECT_TRUE(d.elements().atEnd());
  EXPECT_TRUE(d.validateDeep().ok());
  EXPECT_EQ(d, BsonDocument());
}

TEST(Accessors, DocumentEquality) {
  const uint8_t a[] = {5, 0, 0, 0, 0};
  const uint8_t b[] = {12, 0, 0, 0, 0x10, 'x', 0, 1, 0, 0, 0, 0};
  const uint8_t c[] = {12, 0, 0, 0, 0x10, 'x', 0, 2, 0, 0, 0, 0};
  auto da = *BsonDocument::fromBuffer(a, sizeof a);
  auto db = *BsonDocument::fromBuffer(b, sizeof b);
  auto dc = *BsonDocument::fromBuffer(c, sizeof c);
  EXPECT_EQ(da, BsonDocument());
  EXPECT_FALSE(da == db);
  EXPECT_FALSE(db == dc);
  EXPECT_EQ(db, db);
}

TEST(TypeNames, MongoDbNames) {
  EXPECT_EQ(typeName(BsonType::kEoo), "missing");
  EXPECT_EQ(typeName(BsonType::kDouble), "double");
  EXPECT_EQ(typeName(BsonType::kString), "string");
  EXPECT_EQ(typeName(BsonType::kObject), "object");
  EXPECT_EQ(typeName(BsonType::kArray), "array");
  EXPECT_EQ(typeName(BsonType::kBinData), "binData");
  EXPECT_EQ(typeName(BsonType::kUndefined), "undefined");
  EXPECT_EQ(typeName(BsonType::kObjectId), "objectId");
  EXPECT_EQ(typeName(BsonType::kBool), "bool");
  EXPECT_EQ(typeName(BsonType::kDate), "date");
  EXPECT_EQ(typeName(BsonType::kNull), "null");
  EXPECT_EQ(typeName(BsonType::kRegex), "regex");
  EXPECT_EQ(typeName(BsonType::kDbPointer), "dbPointer");
  EXPECT_EQ(typeName(BsonType::kJavaScript), "javascript");
  EXPECT_EQ(typeName(BsonType::kSymbol), "symbol");
  EXPECT_EQ(typeName(BsonType::kJavaScriptWithScope), "javascriptWithScope");
  EXPECT_EQ(typeName(BsonType::kInt32), "int");
  EXPECT_EQ(typeName(BsonType::kTimestamp), "timestamp");
  EXPECT_EQ(typeName(BsonType::kInt64), "long");
  EXPECT_EQ(typeName(BsonType::kDecimal128), "decimal");
  EXPECT_EQ(typeName(BsonType::kMinKey), "minKey");
  EXPECT_EQ(typeName(BsonType::kMaxKey), "maxKey");
  EXPECT_EQ(typeName(static_cast<BsonType>(0x20)), "unknown");
  for (int b = 0; b < 256; ++b) {
    EXPECT_EQ(isKnownType(static_cast<uint8_t>(b)), b <= 0x13 || b == 0x7F || b == 0xFF) << b;
  }
}

}  // namespace
}  // namespace switchyard
