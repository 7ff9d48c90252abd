// Writing the protobuf wire format (docs/protobuf.md). Generated
// `serializeProto` code computes the exact size first (serializedProtoSize),
// reserves once, then writes through a raw pointer: every writer here stores
// and returns the position after what it wrote, with no bounds checks and no
// bookkeeping (the "appender" of seed 004).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "switchyard/base/internal/bytes.h"

namespace switchyard {
namespace proto {

// Bytes of the varint encoding of v (1..10).
constexpr size_t varintSize(uint64_t v) noexcept {
  return static_cast<size_t>((std::bit_width(v | 1) * 9 + 64) / 64);
}
// int32/int64 encodings sign-extend negative values to 64 bits (10 bytes).
constexpr size_t int32Size(int32_t v) noexcept {
  return varintSize(static_cast<uint64_t>(static_cast<int64_t>(v)));
}
constexpr uint32_t zigZagEncode32(int32_t v) noexcept {
  return (static_cast<uint32_t>(v) << 1) ^ static_cast<uint32_t>(v >> 31);
}
constexpr uint64_t zigZagEncode64(int64_t v) noexcept {
  return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63);
}
// A length-delimited value: its length prefix and its bytes.
constexpr size_t lengthDelimitedSize(size_t size) noexcept { return varintSize(size) + size; }

[[gnu::always_inline]] inline uint8_t* writeVarint(uint8_t* p, uint64_t v) noexcept {
  while (v >= 0x80) {
    *p++ = static_cast<uint8_t>(v | 0x80);
    v >>= 7;
  }
  *p++ = static_cast<uint8_t>(v);
  return p;
}

template <typename T>
[[gnu::always_inline]] inline uint8_t* writeFixed(uint8_t* p, T v) noexcept {
  storeLE<T>(p, v);
  return p + sizeof(T);
}

// The precomputed bytes of a tag (1..5 bytes, little-endian in `bytes`).
template <uint64_t Bytes, size_t N>
[[gnu::always_inline]] inline uint8_t* writeTag(uint8_t* p) noexcept {
  static_assert(N >= 1 && N <= 5);
  if constexpr (N == 1) {
    *p = static_cast<uint8_t>(Bytes);
  } else if constexpr (N == 2) {
    storeLE<uint16_t>(p, static_cast<uint16_t>(Bytes));
  } else {
    for (size_t i = 0; i < N; ++i) p[i] = static_cast<uint8_t>(Bytes >> (8 * i));
  }
  return p + N;
}

[[gnu::always_inline]] inline uint8_t* writeBytes(uint8_t* p, const void* data, size_t size) noexcept {
  p = writeVarint(p, size);
  if (size != 0) std::memcpy(p, data, size);
  return p + size;
}
[[gnu::always_inline]] inline uint8_t* writeBytes(uint8_t* p, std::string_view s) noexcept {
  return writeBytes(p, s.data(), s.size());
}
[[gnu::always_inline]] inline uint8_t* writeBytes(uint8_t* p, std::span<const uint8_t> s) noexcept {
  return writeBytes(p, s.data(), s.size());
}

}  // namespace proto
}  // namespace switchyard
