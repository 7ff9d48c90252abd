// BSON values carried in protobuf `bytes` fields (docs/protobuf.md, "Type
// mapping"): types protobuf has no scalar for travel as the bytes BSON itself
// uses, so one spec keeps one C++ member type for both wire formats.
//
//   objectid            12 bytes
//   uuid, decimal       16 bytes (decimal: IEEE 754-2008 BID, little-endian)
//   object              a whole BSON document (int32 length, elements, NUL)
//   any, custom types   one BSON element with an empty name: type byte, NUL,
//                       value (what MongoDB writes for the element, minus its name)
//
// Parsing checks the framing (the document header, the element's size) and,
// as for BSON input, leaves a document's elements to be checked when walked.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "switchyard/bson/document.h"
#include "switchyard/writer/bson_writer.h"
#include "switchyard/bson/internal/generated_support.h"
#include "switchyard/proto/writer.h"

namespace switchyard {
namespace proto {

// A BSON Timestamp as the 64 bits BSON stores: seconds << 32 | increment.
constexpr uint64_t timestampBits(const Timestamp& t) noexcept {
  return (static_cast<uint64_t>(t.seconds) << 32) | t.increment;
}
constexpr Timestamp timestampFromBits(uint64_t bits) noexcept {
  return {static_cast<uint32_t>(bits >> 32), static_cast<uint32_t>(bits)};
}

// The header of a BSON document in [p, p + size): length == size >= 5, last byte NUL.
[[gnu::always_inline]] inline bool isBsonDocument(const uint8_t* p, uint32_t size) noexcept {
  return size >= 5 && loadLE<int32_t>(p) == static_cast<int32_t>(size) && p[size - 1] == 0;
}

// One BSON element with an empty name filling [p, p + size) exactly; its
// value is checked as BsonCursor checks it. false when it is not one.
[[nodiscard]] bool readBsonElement(const uint8_t* p, uint32_t size, BsonElement& out) noexcept;

// Why [p, p + size) is not what readBsonElement / isBsonDocument accept
// (for error messages; empty when it is).
std::string describeBadElement(const uint8_t* p, uint32_t size);
std::string describeBadDocument(const uint8_t* p, uint32_t size);

// Size of the bytes an `any` value is carried in: an unset element is
// written as BSON null.
inline size_t bsonElementSize(const BsonElement& e) noexcept {
  return isUnsetElement(e) ? 2 : 2 + static_cast<size_t>(e.valueSize());
}

// Writes the length prefix and the element (type byte, empty name, value).
inline uint8_t* writeBsonElement(uint8_t* p, const BsonElement& e) noexcept {
  if (isUnsetElement(e)) {
    *p++ = 2;
    *p++ = static_cast<uint8_t>(BsonType::kNull);
    *p++ = 0;
    return p;
  }
  p = writeVarint(p, 2 + static_cast<uint64_t>(e.valueSize()));
  *p++ = static_cast<uint8_t>(e.type());
  *p++ = 0;
  if (e.valueSize() != 0) std::memcpy(p, e.value(), e.valueSize());
  return p + e.valueSize();
}

// Custom types: their BSON serializer `void fn(const T&, std::string_view
// name, BsonWriter&)` writes the element with an empty name into a scratch
// writer; the bytes are measured (size) or copied (write). Slower than the
// built-in types (one scratch buffer per value and pass), never wrong.
template <typename T, typename Serializer>
size_t customElementSize(const T& value, Serializer serializer) {
  BsonWriter scratch(64);
  serializer(value, std::string_view(), scratch);
  return scratch.size();
}

template <typename T, typename Serializer>
uint8_t* writeCustomElement(uint8_t* p, const T& value, Serializer serializer) {
  BsonWriter scratch(64);
  serializer(value, std::string_view(), scratch);
  return writeBytes(p, scratch.data(), scratch.size());
}

}  // namespace proto
}  // namespace switchyard
