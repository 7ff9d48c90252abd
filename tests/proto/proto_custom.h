// The custom type of specs/proto_messages.yaml: a user type with its own
// BSON deserializer/serializer, which the protobuf backend carries as a BSON
// element (docs/protobuf.md).
#pragma once
#include <cstdint>
#include <string_view>

#include "absl/status/status.h"
#include "switchyard/switchyard.h"

namespace prototest_ext {

struct Money {
  std::int64_t cents = 0;
  friend bool operator==(const Money&, const Money&) = default;
};

// int or long; written as int when it fits (so the element's size depends on the value).
inline absl::Status readMoney(const switchyard::BsonElement& e, Money* out) {
  if (e.type() == switchyard::BsonType::kInt32) {
    out->cents = e.asInt32();
  } else if (e.type() == switchyard::BsonType::kInt64) {
    out->cents = e.asInt64();
  } else {
    return absl::InvalidArgumentError("money must be an int or a long");
  }
  return absl::OkStatus();
}

inline void writeMoney(const Money& m, std::string_view name, switchyard::BsonWriter& w) {
  if (m.cents >= INT32_MIN && m.cents <= INT32_MAX) {
    w.appendInt32(name, static_cast<std::int32_t>(m.cents));
  } else {
    w.appendInt64(name, m.cents);
  }
}

}  // namespace prototest_ext
