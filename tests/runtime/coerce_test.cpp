// exactInt64 / exactInt32: int32, int64, double and Decimal128 (values and
// expected results recorded by make_fixtures.py from pymongo's Decimal128).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string_view>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/bson/internal/coerce.h"

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

// A finite Decimal128 coefficient * 10^exponent (coefficient below 2^64).
Decimal128 decimal(bool negative, uint64_t coefficient, int32_t exponent) {
  Decimal128 d;
  const uint64_t high = (uint64_t{negative} << 63) | (static_cast<uint64_t>(exponent + 6176) << 49);
  storeLE<uint64_t>(d.bytes.data(), coefficient);
  storeLE<uint64_t>(d.bytes.data() + 8, high);
  return d;
}

// decimal128ToDouble rounds as strtod does the same decimal's text (pymongo's).
TEST(Coerce, DecimalToDoubleIsTheNearestDouble) {
  for (const auto& c : fixtures::kDecimalCases) {
    SCOPED_TRACE(c.text);
    Decimal128 d;
    std::memcpy(d.bytes.data(), c.bid.data(), 16);
    const std::string_view text(c.text);
    const double got = decimal128ToDouble(d);
    if (text.find("NaN") != std::string_view::npos) {
      EXPECT_TRUE(std::isnan(got));
    } else if (text.find("non-canonical") != std::string_view::npos) {
      EXPECT_EQ(got, 0.0);
    } else if (text == "infinity with junk bits") {
      EXPECT_EQ(got, std::numeric_limits<double>::infinity());
    } else {
      char* end = nullptr;
      const double expected = std::strtod(c.text, &end);
      ASSERT_EQ(end, c.text + text.size());
      EXPECT_EQ(got, expected);
    }
  }
  EXPECT_EQ(decimal128ToDouble(decimal(false, 1, 400)), std::numeric_limits<double>::infinity());
  EXPECT_EQ(decimal128ToDouble(decimal(true, 1, -400)), 0.0);
  EXPECT_EQ(decimal128ToDouble(decimal(false, 1, -1)), 0.1);
}

// MongoDB's BSONElement::safeNumberDouble (bsonelement.h), quirks included.
TEST(Coerce, SafeNumberDouble) {
  const auto of = [](auto append) { return safeNumberDouble(OneElement(append).get()); };
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDouble("d", 5.5); }), 5.5);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDouble("d", std::nan("")); }), 0.0);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendInt32("d", -7); }), -7.0);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendInt64("d", 1000); }), 1000.0);
  // longs clamp to +-2^53 (kLargestSafeLongLongAsDouble)
  EXPECT_EQ(of([](BsonWriter& w) { w.appendInt64("d", (int64_t{1} << 53) + 1); }), 9007199254740992.0);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendInt64("d", INT64_MIN); }), -9007199254740992.0);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDecimal128("d", decimal(false, 25, -1)); }), 2.5);
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDecimal128("d", decimal(false, 1, 400)); }),
            std::numeric_limits<double>::max());
  // Below numeric_limits<double>::min() (the smallest positive normal), as
  // MongoDB compares: zero and negative decimals read as that minimum.
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDecimal128("d", decimal(true, 5, 0)); }),
            std::numeric_limits<double>::min());
  EXPECT_EQ(of([](BsonWriter& w) { w.appendDecimal128("d", decimal(false, 0, 0)); }),
            std::numeric_limits<double>::min());
}

// MongoDB's BSONElement::trueValue for the types safeBool accepts.
TEST(Coerce, TrueValue) {
  const auto of = [](auto append) { return trueValue(OneElement(append).get()); };
  EXPECT_TRUE(of([](BsonWriter& w) { w.appendBool("b", true); }));
  EXPECT_FALSE(of([](BsonWriter& w) { w.appendBool("b", false); }));
  EXPECT_TRUE(of([](BsonWriter& w) { w.appendInt32("b", -1); }));
  EXPECT_FALSE(of([](BsonWriter& w) { w.appendInt32("b", 0); }));
  EXPECT_FALSE(of([](BsonWriter& w) { w.appendInt64("b", 0); }));
  EXPECT_TRUE(of([](BsonWriter& w) { w.appendDouble("b", 0.5); }));
  EXPECT_FALSE(of([](BsonWriter& w) { w.appendDouble("b", -0.0); }));
  EXPECT_TRUE(of([](BsonWriter& w) { w.appendDouble("b", std::nan("")); }));
  EXPECT_FALSE(of([](BsonWriter& w) { w.appendDecimal128("b", decimal(true, 0, 30)); }));
  EXPECT_TRUE(of([](BsonWriter& w) { w.appendDecimal128("b", decimal(false, 1, -6176)); }));
}

}  // namespace
}  // namespace switchyard
