// BSON element type bytes and their MongoDB names (as used in error messages).
#pragma once

#include <cstdint>
#include <string_view>

namespace switchyard {

enum class BsonType : uint8_t {
  kEoo = 0x00,
  kDouble = 0x01,
  kString = 0x02,
  kObject = 0x03,
  kArray = 0x04,
  kBinData = 0x05,
  kUndefined = 0x06,  // deprecated
  kObjectId = 0x07,
  kBool = 0x08,
  kDate = 0x09,
  kNull = 0x0A,
  kRegex = 0x0B,
  kDbPointer = 0x0C,  // deprecated
  kJavaScript = 0x0D,
  kSymbol = 0x0E,  // deprecated
  kJavaScriptWithScope = 0x0F,  // deprecated
  kInt32 = 0x10,
  kTimestamp = 0x11,
  kInt64 = 0x12,
  kDecimal128 = 0x13,
  kMinKey = 0xFF,
  kMaxKey = 0x7F,
};

// MongoDB's name for a type ("int", "long", "object", ...), as in its error
// messages. Unknown type bytes give "unknown".
std::string_view typeName(BsonType type) noexcept;

// True for the type bytes BSON defines.
constexpr bool isKnownType(uint8_t byte) noexcept {
  return byte <= 0x13 || byte == 0x7F || byte == 0xFF;
}

}  // namespace switchyard
