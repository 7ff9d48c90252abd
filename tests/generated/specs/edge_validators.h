// User functions referenced by edge_cases.yaml.
#pragma once
#include <string>
#include <string_view>
#include "absl/status/status.h"
#include "switchyard/switchyard.h"
namespace ext {
struct Money { std::int64_t cents = 0; friend bool operator==(const Money&, const Money&) = default; };
inline absl::Status readMoney(const switchyard::BsonElement& e, Money* out) {
  if (e.type() != switchyard::BsonType::kString) return absl::InvalidArgumentError("bad money");
  out->cents = static_cast<std::int64_t>(e.asString().size());
  return absl::OkStatus();
}
// Writes a string of `cents` characters, so that the value reads back equal
// and its size depends on the value (the emitter measures user serializers).
inline void writeMoney(const Money& m, std::string_view name, switchyard::BsonWriter& w) {
  w.appendString(name, std::string(static_cast<size_t>(m.cents), '$'));
}
inline absl::Status positive(const std::int32_t& v) { return v > 0 ? absl::OkStatus() : absl::InvalidArgumentError("must be positive"); }
}
