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

}  // namespace switchyard
