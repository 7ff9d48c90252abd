// Exact numeric coercions used by the safeInt64 / safeInt IDL types: a value
// of type int, long or double converts only when it is exactly representable
// in the target (no fraction, no NaN, no infinity, in range).
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <climits>
#include <limits>

#include "switchyard/bson/document.h"

namespace switchyard {

// Converts a Decimal128 (IEEE 754-2008 BID encoding, as BSON stores it) to
// int64 exactly. NaN, infinities, values with a non-zero fraction and values
// outside [-2^63, 2^63) give false. Non-canonical encodings (a coefficient
// above 10^34 - 1, or the second combination-field form, whose implied
// coefficient is always above it) are zero, as IEEE 754 says.
//
// Each conversion is written once, returning an ExactInt64 whose value is
// always initialised; the out-parameter forms below wrap it. (Written through a
// pointer, the value's initialisation on every `true` path is invisible to
// GCC 12 at -O1 across the nested calls: -Wmaybe-uninitialized in users' builds.)
struct ExactInt64 {
  bool ok = false;
  int64_t value = 0;  // meaningful only when ok
};

[[nodiscard]] inline ExactInt64 toExactInt64(const Decimal128& d) noexcept {
  __extension__ typedef unsigned __int128 U128;
  const uint64_t low = loadLE<uint64_t>(d.bytes.data());
  const uint64_t high = loadLE<uint64_t>(d.bytes.data() + 8);
  const bool negative = (high >> 63) != 0;
  int32_t exponent;
  U128 coefficient;
  if (((high >> 61) & 3) == 3) {
    // G0G1 = 11: infinity (11110), NaN (11111), or the second form
    // (14-bit exponent after the two marker bits; coefficient 100 + 111 bits,
    // always >= 2^113 > 10^34 - 1, hence non-canonical: zero).
    if (((high >> 59) & 3) == 3) return {};
    return {true, 0};
  }
  exponent = static_cast<int32_t>((high >> 49) & 0x3FFF) - 6176;
  coefficient = (static_cast<U128>(high & 0x1FFFFFFFFFFFFull) << 64) | low;
  constexpr U128 kMaxCoefficient =
      static_cast<U128>(10000000000000000ull) * 1000000000000000000ull - 1;  // 10^34 - 1
  if (coefficient == 0 || coefficient > kMaxCoefficient) {
    return {true, 0};  // zero of any exponent and sign, or non-canonical
  }
  // The coefficient has at most 34 digits, so each loop runs a bounded number
  // of times: dividing stops at the first non-zero digit, multiplying stops
  // once the magnitude passes 2^63.
  for (; exponent < 0; ++exponent) {
    if (coefficient % 10 != 0) return {};  // a fraction
    coefficient /= 10;
  }
  constexpr U128 kLimit = static_cast<U128>(1) << 63;  // |INT64_MIN|
  for (; exponent > 0; --exponent) {
    if (coefficient > kLimit) return {};
    coefficient *= 10;
  }
  if (coefficient > kLimit || (!negative && coefficient == kLimit)) return {};
  const uint64_t magnitude = static_cast<uint64_t>(coefficient);
  return {true, negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude)};
}

// Converts an int32, int64, double or decimal element to int64 exactly.
// Not ok (without reporting) for a double or decimal that is not an integer in
// range; the caller reports with ParseContext::failCoercion. Other types: not ok.
[[nodiscard]] inline ExactInt64 toExactInt64(const BsonElement& e) noexcept {
  switch (e.type()) {
    case BsonType::kInt32:
      return {true, e.asInt32()};
    case BsonType::kInt64:
      return {true, e.asInt64()};
    case BsonType::kDouble: {
      const double d = e.asDouble();
      // [-2^63, 2^63): NaN fails both comparisons.
      if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) return {};
      const int64_t v = static_cast<int64_t>(d);
      if (static_cast<double>(v) != d) return {};
      return {true, v};
    }
    case BsonType::kDecimal128:
      return toExactInt64(e.asDecimal128());
    default:
      return {};
  }
}

// The same with an out-parameter, written only on success.
[[nodiscard]] inline bool exactInt64(const Decimal128& d, int64_t* out) noexcept {
  const ExactInt64 r = toExactInt64(d);
  if (r.ok) *out = r.value;
  return r.ok;
}
[[nodiscard]] inline bool exactInt64(const BsonElement& e, int64_t* out) noexcept {
  const ExactInt64 r = toExactInt64(e);
  if (r.ok) *out = r.value;
  return r.ok;
}

// Same for int32 targets.
[[nodiscard]] inline bool exactInt32(const BsonElement& e, int32_t* out) noexcept {
  const ExactInt64 r = toExactInt64(e);
  if (!r.ok || r.value < INT32_MIN || r.value > INT32_MAX) return false;
  *out = static_cast<int32_t>(r.value);
  return true;
}

// --- MongoDB's safeDouble and safeBool ---------------------------------------
// (basic_types.idl: deserializers BSONElement::safeNumberDouble and
// BSONElement::trueValue, src/mongo/bson/bsonelement.h.) Neither fails: the
// element's type was checked against the type's list before.

// Whether a Decimal128 is a zero: a zero coefficient of any exponent and
// sign, or a non-canonical encoding (which IEEE 754 reads as zero).
[[nodiscard]] inline bool decimal128IsZero(const Decimal128& d) noexcept {
  __extension__ typedef unsigned __int128 U128;
  const uint64_t high = loadLE<uint64_t>(d.bytes.data() + 8);
  if (((high >> 61) & 3) == 3) return ((high >> 59) & 3) != 3;  // infinity and NaN are not zero
  const U128 coefficient = (static_cast<U128>(high & 0x1FFFFFFFFFFFFull) << 64) | loadLE<uint64_t>(d.bytes.data());
  constexpr U128 kMaxCoefficient = static_cast<U128>(10000000000000000ull) * 1000000000000000000ull - 1;
  return coefficient == 0 || coefficient > kMaxCoefficient;
}

// A Decimal128's value as the nearest double (round half to even, as
// std::from_chars rounds), infinities as infinities, NaN as NaN.
[[nodiscard]] inline double decimal128ToDouble(const Decimal128& d) noexcept {
  __extension__ typedef unsigned __int128 U128;
  const uint64_t low = loadLE<uint64_t>(d.bytes.data());
  const uint64_t high = loadLE<uint64_t>(d.bytes.data() + 8);
  const double sign = (high >> 63) != 0 ? -1.0 : 1.0;
  if (((high >> 61) & 3) == 3) {
    if (((high >> 58) & 0x1F) == 0x1F) return std::numeric_limits<double>::quiet_NaN();
    if (((high >> 58) & 0x1F) == 0x1E) return sign * std::numeric_limits<double>::infinity();
    return sign * 0.0;  // the second form: a non-canonical coefficient, zero
  }
  const int32_t exponent = static_cast<int32_t>((high >> 49) & 0x3FFF) - 6176;
  U128 coefficient = (static_cast<U128>(high & 0x1FFFFFFFFFFFFull) << 64) | low;
  constexpr U128 kMaxCoefficient = static_cast<U128>(10000000000000000ull) * 1000000000000000000ull - 1;
  if (coefficient == 0 || coefficient > kMaxCoefficient) return sign * 0.0;
  // "<digits>e<exponent>": at most 34 digits, 'e', a sign and 4 digits.
  char text[48];
  char* digits_end = text + 34;
  char* p = digits_end;
  while (coefficient != 0) {
    *--p = static_cast<char>('0' + static_cast<int>(coefficient % 10));
    coefficient /= 10;
  }
  const char* begin = p;
  const std::to_chars_result exp = std::to_chars(digits_end + 1, text + sizeof text, exponent);
  *digits_end = 'e';
  double value = 0;
  const std::from_chars_result r = std::from_chars(begin, exp.ptr, value);
  if (r.ec == std::errc::result_out_of_range) {
    value = exponent > 0 ? std::numeric_limits<double>::infinity() : 0.0;
  }
  return sign * value;
}

// BSONElement::safeNumberDouble: a double as it is (NaN: 0), an int exactly, a
// long clamped to +-2^53 (kLargestSafeLongLongAsDouble), a decimal rounded to
// the nearest double (NaN: 0), clamped to numeric_limits<double>::max() above
// and, as MongoDB compares it, to numeric_limits<double>::min() (the smallest
// positive normal double) below: zero and every negative decimal read as
// 2.2250738585072014e-308 there, and so here.
[[nodiscard]] inline double safeNumberDouble(const BsonElement& e) noexcept {
  constexpr int64_t kLargestSafe = int64_t{1} << 53;
  switch (e.type()) {
    case BsonType::kDouble: {
      const double d = e.asDouble();
      return std::isnan(d) ? 0.0 : d;
    }
    case BsonType::kInt32:
      return e.asInt32();
    case BsonType::kInt64: {
      const int64_t v = e.asInt64();
      if (v > kLargestSafe) return static_cast<double>(kLargestSafe);
      if (v < -kLargestSafe) return static_cast<double>(-kLargestSafe);
      return static_cast<double>(v);
    }
    case BsonType::kDecimal128: {
      const double d = decimal128ToDouble(e.asDecimal128());
      if (std::isnan(d)) return 0.0;
      if (d > std::numeric_limits<double>::max()) return std::numeric_limits<double>::max();
      if (d < std::numeric_limits<double>::min()) return std::numeric_limits<double>::min();
      return d;
    }
    default:
      return 0.0;
  }
}

// BSONElement::trueValue for the types safeBool accepts: a bool as it is, a
// number true unless zero (a NaN is true; a decimal zero of any exponent or
// sign, and a non-canonical one, is false).
[[nodiscard]] inline bool trueValue(const BsonElement& e) noexcept {
  switch (e.type()) {
    case BsonType::kBool:
      return e.asBool();
    case BsonType::kInt32:
      return e.asInt32() != 0;
    case BsonType::kInt64:
      return e.asInt64() != 0;
    case BsonType::kDouble:
      return e.asDouble() != 0;
    case BsonType::kDecimal128:
      return !decimal128IsZero(e.asDecimal128());
    default:
      return false;
  }
}

}  // namespace switchyard
