// Exact numeric coercions used by the safeInt64 / safeInt IDL types: a value
// of type int, long or double converts only when it is exactly representable
// in the target (no fraction, no NaN, no infinity, in range).
#pragma once

#include <cstdint>

#include "switchyard/bson_document.h"

namespace switchyard {

// Converts an int32, int64 or double element to int64 exactly. Returns false
// (without reporting) for a double that is not an integer in range; the
// caller reports with ParseContext::failCoercion. Other types: false.
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
