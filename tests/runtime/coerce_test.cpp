// exactInt64 / exactInt32: int32, int64, double and Decimal128 (values and
// expected results recorded by make_fixtures.py from pymongo's Decimal128).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"

namespace switchyard {
namespace {

// An element of the given type over `value` bytes, built with the writer.
class OneElement {
 public:
  template <typename F>
  explicit OneElement(F&& append) {
    const size_t at = w_.beginDocument();
    append(w_);
    w_.endDocument(at);
    buf_ = w_.finish();
    ParseContext ctx(buf_.data());
    BsonCursor c = buf_.view().elements();
    ok_ = c.next(e_, ctx);
  }
  const BsonElement& get() const { return e_; }
  bool ok() const { return ok_; }

 private:
  BsonWriter w_;
  BsonBuffer buf_;
  BsonElement e_;
  bool ok_ = false;
};

TEST(Coerce, DecimalFixturesFromPymongo) {
  ASSERT_GT(std::size(fixtures::kDecimalCases), 40u);
  for (const auto& c : fixtures::kDecimalCases) {
    SCOPED_TRACE(c.text);
    ASSERT_EQ(c.bid.size(), 16u);
    Decimal128 d;
    std::memcpy(d.bytes.data(), c.bid.data(), 16);
    int64_t out = 12345;
    const bool ok = exactInt64(d, &out);
    EXPECT_EQ(ok, c.ok);
    if (c.ok) {
      EXPECT_EQ(out, c.value);
    } else {
      EXPECT_EQ(out, 12345);  // untouched on failure
    }
    // Through an element as well.
    OneElement e([&](BsonWriter& w) { w.appendDecimal128("d", d); });
    ASSERT_TRUE(e.ok());
    int64_t viaElement = 0;
    EXPECT_EQ(exactInt64(e.get(), &viaElement), c.ok);
    if (c.ok) {
      EXPECT_EQ(viaElement, c.value);
    }
    int32_t narrow = 0;
    const bool fits32 = c.ok && c.value >= INT32_MIN && c.value <= INT32_MAX;
    EXPECT_EQ(exactInt32(e.get(), &narrow), fits32);
    if (fits32) {
      EXPECT_EQ(narrow, c.value);
    }
  }
}

TEST(Coerce, Doubles) {
  struct Case {
    double d;
    bool ok;
    int64_t v;
  } cases[] = {
      {0.0, true, 0},
      {-0.0, true, 0},
      {1.0, true, 1},
      {-1.0, true, -1},
      {1.5, false, 0},
      {-0.5, false, 0},
      {9007199254740992.0, true, 9007199254740992},
      {-9223372036854775808.0, true, INT64_MIN},
      {9223372036854775808.0, false, 0},
      {9223372036854774784.0, true, 9223372036854774784},  // largest double below 2^63
      {-9223372036854777856.0, false, 0},                   // next double below -2^63
      {std::numeric_limits<double>::infinity(), false, 0},
      {-std::numeric_limits<double>::infinity(), false, 0},
      {std::numeric_limits<double>::quiet_NaN(), false, 0},
      {std::numeric_limits<double>::denorm_min(), false, 0},
      {1e300, false, 0},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.d);
    OneElement e([&](BsonWriter& w) { w.appendDouble("d", c.d); });
    ASSERT_TRUE(e.ok());
    int64_t out = 0;
    EXPECT_EQ(exactInt64(e.get(), &out), c.ok);
    if (c.ok) {
      EXPECT_EQ(out, c.v);
    }
  }
}

TEST(Coerce, IntegersAndInt32Range) {
  OneElement i32([](BsonWriter& w) { w.appendInt32("i", INT32_MIN); });
  int64_t out = 0;
  ASSERT_TRUE(exactInt64(i32.get(), &out));
  EXPECT_EQ(out, INT32_MIN);
  OneElement i64([](BsonWriter& w) { w.appendInt64("l", INT64_MAX); });
  ASSERT_TRUE(exactInt64(i64.get(), &out));
  EXPECT_EQ(out, INT64_MAX);
  int32_t narrow = 0;
  EXPECT_FALSE(exactInt32(i64.get(), &narrow));
  OneElement justOut([](BsonWriter& w) { w.appendInt64("l", int64_t{INT32_MAX} + 1); });
  EXPECT_FALSE(exactInt32(justOut.get(), &narrow));
  OneElement justIn([](BsonWriter& w) { w.appendInt64("l", INT32_MIN); });
  ASSERT_TRUE(exactInt32(justIn.get(), &narrow));
  EXPECT_EQ(narrow, INT32_MIN);
  OneElement dbl([](BsonWriter& w) { w.appendDouble("d", -2147483649.0); });
  EXPECT_FALSE(exactInt32(dbl.get(), &narrow));
}

TEST(Coerce, OtherTypesAreRejected) {
  OneElement s([](BsonWriter& w) { w.appendString("s", "1"); });
  OneElement b([](BsonWriter& w) { w.appendBool("b", true); });
  OneElement n([](BsonWriter& w) { w.appendNull("n"); });
  OneElement d([](BsonWriter& w) { w.appendDate("t", 5); });
  for (const OneElement* e : {&s, &b, &n, &d}) {
    int64_t out = 99;
    EXPECT_FALSE(exactInt64(e->get(), &out));
    EXPECT_EQ(out, 99);
  }
}

}  // namespace
}  // namespace switchyard
