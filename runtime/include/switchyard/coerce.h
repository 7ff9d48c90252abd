// Exact numeric coercions used by the safeInt64 / safeInt IDL types: a value
// of type int, long or double converts only when it is exactly representable
// in the target (no fraction, no NaN, no infinity, in range).
#pragma once

#include <cstdint>
#include <climits>

#include "switchyard/bson_document.h"

namespace switchyard {

// Converts a Decimal128 (IEEE 754-2008 BID encoding, as BSON stores it) to
// int64 exactly. NaN, infinities, values with a non-zero fraction and values
// outside [-2^63, 2^63) give false. Non-canonical encodings (a coefficient
// above 10^34 - 1, or the second combination-field form, whose implied
// coefficient is always above it) are zero, as IEEE 754 says.
[[nodiscard]] inline bool exactInt64(const Decimal128& d, int64_t* out) noexcept {
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
    if (((high >> 59) & 3) == 3) return false;
    *out = 0;
    return true;
  }
  exponent = static_cast<int32_t>((high >> 49) & 0x3FFF) - 6176;
  coefficient = (static_cast<U128>(high & 0x1FFFFFFFFFFFFull) << 64) | low;
  constexpr U128 kMaxCoefficient =
      static_cast<U128>(10000000000000000ull) * 1000000000000000000ull - 1;  // 10^34 - 1
  if (coefficient == 0 || coefficient > kMaxCoefficient) {
    *out = 0;  // zero of any exponent and sign, or non-canonical
    return true;
  }
  // The coefficient has at most 34 digits, so each loop runs a bounded number
  // of times: dividing stops at the first non-zero digit, multiplying stops
  // once the magnitude passes 2^63.
  for (; exponent < 0; ++exponent) {
    if (coefficient % 10 != 0) return false;  // a fraction
    coefficient /= 10;
  }
  constexpr U128 kLimit = static_cast<U128>(1) << 63;  // |INT64_MIN|
  for (; exponent > 0; --exponent) {
    if (coefficient > kLimit) return false;
    coefficient *= 10;
  }
  if (coefficient > kLimit || (!negative && coefficient == kLimit)) return false;
  const uint64_t magnitude = static_cast<uint64_t>(coefficient);
  *out = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
  return true;
}

// Converts an int32, int64, double or decimal element to int64 exactly.
// Returns false (without reporting) for a double or decimal that is not an
// integer in range; the caller reports with ParseContext::failCoercion. Other
// types: false.
[[nodiscard]] inline bool exactInt64(const BsonElement& e, int64_t* out) noexcept {
  switch (e.type()) {
    case BsonType::kInt32:
      *out = e.asInt32();
      return true;
    case BsonType::kInt64:
      *out = e.asInt64();
      return true;
    case BsonType::kDouble: {
      const double d = e.asDouble();
      // [-2^63, 2^63): NaN fails both comparisons.
      if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) return false;
      const int64_t v = static_cast<int64_t>(d);
      if (static_cast<double>(v) != d) return false;
      *out = v;
      return true;
    }
    case BsonType::kDecimal128:
      return exactInt64(e.asDecimal128(), out);
    default:
      return false;
  }
}

// Same for int32 targets.
[[nodiscard]] inline bool exactInt32(const BsonElement& e, int32_t* out) noexcept {
  int64_t v;
  if (!exactInt64(e, &v) || v < INT32_MIN || v > INT32_MAX) return false;
  *out = static_cast<int32_t>(v);
  return true;
}

}  // namespace switchyard
