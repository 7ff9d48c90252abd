// The per-type framing checks (switchyard/bson/internal/values.h) against the checked
// cursor: whatever a fast check accepts, BsonCursor::sizeValue accepts with
// the same size, and the usual well-formed values are accepted.
#include "switchyard/bson/internal/values.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "switchyard/bson/type.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {
namespace {

// Bytes of a value followed by the document's terminating NUL: the cursor's
// end is the NUL, so the value may use every byte before it.
struct Value {
  std::vector<uint8_t> bytes;
  explicit Value(std::vector<uint8_t> v) : bytes(std::move(v)) { bytes.push_back(0); }
  BsonCursor cursor() const { return BsonCursor(bytes.data(), bytes.data() + bytes.size() - 1); }
  const uint8_t* data() const { return bytes.data(); }
};

bool checkedSize(const Value& v, BsonType type, uint32_t* size) {
  ParseContext ctx(v.data());
  return v.cursor().sizeValue(static_cast<uint8_t>(type), v.data(), *size, ctx);
}

TEST(BsonValuesTest, AcceptsWellFormedValues) {
  const Value doc({5, 0, 0, 0, 0});
  uint32_t size = 0;
  EXPECT_TRUE(documentValueAt(doc.cursor(), doc.data(), size));
  EXPECT_EQ(size, 5u);
  const Value str({3, 0, 0, 0, 'a', 'b', 0});
  EXPECT_TRUE(stringValueAt(str.cursor(), str.data(), size));
  EXPECT_EQ(size, 7u);
  const Value bin({2, 0, 0, 0, 0, 0xAA, 0xBB});
  EXPECT_TRUE(binDataValueAt(bin.cursor(), bin.data(), size));
  EXPECT_EQ(size, 7u);
  EXPECT_EQ(binDataAt(bin.data(), size).subtype, 0);
  EXPECT_EQ(binDataAt(bin.data(), size).bytes.size(), 2u);
  std::vector<uint8_t> uuid = {16, 0, 0, 0, 4};
  for (uint8_t i = 0; i < 16; ++i) uuid.push_back(i);
  const Value u(uuid);
  EXPECT_TRUE(uuidValueAt(u.cursor(), u.data()));
  EXPECT_EQ(uuidAt(u.data()).bytes[15], 15);
  const Value b({1});
  EXPECT_TRUE(boolValueAt(b.cursor(), b.data()));
  const Value i32({1, 2, 3, 4});
  EXPECT_TRUE(fixedValueAt(i32.cursor(), i32.data(), 4));
  EXPECT_FALSE(fixedValueAt(i32.cursor(), i32.data(), 8));
}

TEST(BsonValuesTest, RejectsMalformedValues) {
  uint32_t size = 0;
  const Value shortDoc({4, 0, 0, 0, 0});                 // length below 5
  EXPECT_FALSE(documentValueAt(shortDoc.cursor(), shortDoc.data(), size));
  const Value longDoc({6, 0, 0, 0, 0});                  // runs past the end
  EXPECT_FALSE(documentValueAt(longDoc.cursor(), longDoc.data(), size));
  const Value negDoc({0xFF, 0xFF, 0xFF, 0xFF, 0});        // negative length
  EXPECT_FALSE(documentValueAt(negDoc.cursor(), negDoc.data(), size));
  const Value noNul({5, 0, 0, 0, 1});                     // last byte not NUL
  EXPECT_FALSE(documentValueAt(noNul.cursor(), noNul.data(), size));
  const Value emptyStr({0, 0, 0, 0, 0});                  // length 0: no room for the NUL
  EXPECT_FALSE(stringValueAt(emptyStr.cursor(), emptyStr.data(), size));
  const Value hugeStr({0xFF, 0xFF, 0xFF, 0x7F, 0});
  EXPECT_FALSE(stringValueAt(hugeStr.cursor(), hugeStr.data(), size));
  const Value oldBin({4, 0, 0, 0, 2, 0, 0, 0, 0});        // subtype 2: the generic path checks it
  EXPECT_FALSE(binDataValueAt(oldBin.cursor(), oldBin.data(), size));
  const Value shortUuid({15, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  EXPECT_FALSE(uuidValueAt(shortUuid.cursor(), shortUuid.data()));
  const Value badBool({2});
  EXPECT_FALSE(boolValueAt(badBool.cursor(), badBool.data()));
  const Value none(std::vector<uint8_t>{});
  EXPECT_FALSE(boolValueAt(none.cursor(), none.data()));
  EXPECT_FALSE(documentValueAt(none.cursor(), none.data(), size));
}

// Random byte strings, biased towards plausible lengths: every acceptance
// must be the checked cursor's, with the same size.
TEST(BsonValuesTest, NeverAcceptsWhatTheCheckedCursorRejects) {
  std::mt19937 rng(20261123);
  for (int round = 0; round < 20000; ++round) {
    const size_t n = rng() % 40;
    std::vector<uint8_t> bytes(n);
    for (auto& b : bytes) b = static_cast<uint8_t>(rng() % 4 == 0 ? 0 : rng());
    if (n >= 4 && rng() % 2 == 0) {
      const uint32_t len = rng() % (n + 3);
      bytes[0] = static_cast<uint8_t>(len);
      bytes[1] = bytes[2] = bytes[3] = 0;
    }
    if (n >= 5 && rng() % 3 == 0) bytes[4] = static_cast<uint8_t>(rng() % 6);
    const Value v(bytes);
    uint32_t fast = 0;
    uint32_t checked = 0;
    if (documentValueAt(v.cursor(), v.data(), fast)) {
      ASSERT_TRUE(checkedSize(v, BsonType::kObject, &checked));
      ASSERT_EQ(fast, checked);
      ASSERT_TRUE(checkedSize(v, BsonType::kArray, &checked));
      ASSERT_EQ(fast, checked);
    }
    if (stringValueAt(v.cursor(), v.data(), fast)) {
      ASSERT_TRUE(checkedSize(v, BsonType::kString, &checked));
      ASSERT_EQ(fast, checked);
    }
    if (binDataValueAt(v.cursor(), v.data(), fast)) {
      ASSERT_TRUE(checkedSize(v, BsonType::kBinData, &checked));
      ASSERT_EQ(fast, checked);
    }
    if (uuidValueAt(v.cursor(), v.data())) {
      ASSERT_TRUE(checkedSize(v, BsonType::kBinData, &checked));
      ASSERT_EQ(checked, kUuidValueSize);
    }
    {  // the out-of-line generic path is the checked cursor's
      ParseContext a(v.data());
      ParseContext b(v.data());
      uint32_t sizeA = 0;
      uint32_t sizeB = 0;
      const uint8_t type = static_cast<uint8_t>(rng() % 0x14);
      const bool okA = sizeValueSlow(v.cursor(), type, v.data(), sizeA, a);
      ASSERT_EQ(okA, v.cursor().sizeValue(type, v.data(), sizeB, b));
      if (okA) {
        ASSERT_EQ(sizeA, sizeB);  // the size is meaningless when the check fails
      }
      ASSERT_EQ(a.status(), b.status());
    }
    if (boolValueAt(v.cursor(), v.data())) {
      ASSERT_TRUE(checkedSize(v, BsonType::kBool, &checked));
      ASSERT_EQ(checked, 1u);
    }
    for (const auto& [type, width] : {std::pair{BsonType::kInt32, 4u}, std::pair{BsonType::kInt64, 8u},
                                      std::pair{BsonType::kObjectId, 12u}, std::pair{BsonType::kDecimal128, 16u}}) {
      if (fixedValueAt(v.cursor(), v.data(), width)) {
        ASSERT_TRUE(checkedSize(v, type, &checked));
        ASSERT_EQ(checked, width);
      }
    }
  }
}

}  // namespace
}  // namespace switchyard
