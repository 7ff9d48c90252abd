// Framing checks specialised per value type, for the fast paths of generated
// field handlers.
//
// A handler knows which types its field accepts; for the type it expects
// (the field's first accepted type, int32 for the safe integers) it checks
// the value's size inline with one of these, instead of the cursor's
// table-driven `sizeValue` and its out-of-line cases. Each check only says
// yes or no: it never reports. On "no" the handler takes its generic path
// (`sizeValue`, the type check, MongoDB's errors), so a value these accept is
// always one `BsonCursor::sizeValue` accepts with the same size, and anything
// else gets exactly the errors it got before.
//
// `value` is where the value starts inside the cursor's document (after the
// element's name and NUL); every check stays before the document's
// terminating NUL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "switchyard/bson/document.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard {

// A fixed-size value of n bytes (int32 4, int64/double/date/timestamp 8,
// objectId 12, decimal 16).
[[gnu::always_inline]] inline bool fixedValueAt(const BsonCursor& c, const uint8_t* value, size_t n) noexcept {
  return c.hasBytes(value, n);
}

// A bool: one byte, 0 or 1.
[[gnu::always_inline]] inline bool boolValueAt(const BsonCursor& c, const uint8_t* value) noexcept {
  return c.hasBytes(value, 1) && value[0] <= 1;
}

// An embedded document or array: length >= 5, inside the document, last byte
// NUL. Sets `size` (the whole value) when true.
[[gnu::always_inline]] inline bool documentValueAt(const BsonCursor& c, const uint8_t* value,
                                                   uint32_t& size) noexcept {
  const size_t room = c.remaining(value);
  if (room < 5) return false;
  const uint32_t length = loadLE<uint32_t>(value);  // a negative int32 is huge here: rejected below
  if (length < 5 || length > room || value[length - 1] != 0) return false;
  size = length;
  return true;
}

// A string (also JavaScript code and symbol): length prefix >= 1 counting the
// NUL, inside the document, NUL-terminated. Sets `size` (prefix included).
[[gnu::always_inline]] inline bool stringValueAt(const BsonCursor& c, const uint8_t* value,
                                                 uint32_t& size) noexcept {
  const size_t room = c.remaining(value);
  if (room < 5) return false;
  const uint32_t length = loadLE<uint32_t>(value);
  if (length < 1 || length > room - 4 || value[length + 3] != 0) return false;
  size = length + 4;
  return true;
}

// A binData of any subtype but 2 (old binary, whose inner length the generic
// path checks). Sets `size` (length, subtype and bytes).
[[gnu::always_inline]] inline bool binDataValueAt(const BsonCursor& c, const uint8_t* value,
                                                  uint32_t& size) noexcept {
  const size_t room = c.remaining(value);
  if (room < 5) return false;
  const uint32_t length = loadLE<uint32_t>(value);
  if (length > room - 5 || value[4] == kBinDataOld) return false;
  size = length + 5;
  return true;
}

// A UUID: binData of subtype 4 and exactly 16 bytes (21 bytes in all).
inline constexpr uint32_t kUuidValueSize = 21;
[[gnu::always_inline]] inline bool uuidValueAt(const BsonCursor& c, const uint8_t* value) noexcept {
  return c.hasBytes(value, kUuidValueSize) && loadLE<uint32_t>(value) == 16 && value[4] == kBinDataUuid;
}

// The UUID of a value uuidValueAt accepted.
[[gnu::always_inline]] inline Uuid uuidAt(const uint8_t* value) noexcept {
  Uuid out;
  std::memcpy(out.bytes.data(), value + 5, 16);
  return out;
}

// The binData view of a value binDataValueAt accepted (of `size` bytes).
[[gnu::always_inline]] inline BinDataView binDataAt(const uint8_t* value, uint32_t size) noexcept {
  return BinDataView{value[4], {value + 5, size - 5}};
}

namespace detail {
// The checked cursor's sizeValue, out of line: the value's size, or -1 with
// ctx failed. The cursor comes by value (two registers) and the size is
// returned, so that neither the caller's cursor nor its `size` need live in
// memory.
[[gnu::noinline]] inline int64_t sizeValueOutOfLine(const BsonCursor c, uint8_t type, const uint8_t* value,
                                                    ParseContext& ctx) noexcept {
  uint32_t size = 0;
  return c.sizeValue(type, value, size, ctx) ? int64_t{size} : -1;
}
}  // namespace detail

// The generic path of a handler whose fast path declined: the checked
// cursor's sizeValue, out of line so that each handler carries a call
// instead of another inlined copy of it.
[[gnu::always_inline]] inline bool sizeValueSlow(const BsonCursor& c, uint8_t type, const uint8_t* value,
                                                 uint32_t& size, ParseContext& ctx) noexcept {
  const int64_t checked = detail::sizeValueOutOfLine(c, type, value, ctx);
  size = static_cast<uint32_t>(checked);  // meaningless when it failed, and then unused
  return checked >= 0;
}

}  // namespace switchyard
