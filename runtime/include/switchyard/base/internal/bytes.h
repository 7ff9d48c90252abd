// Little-endian loads and stores, and compile-time byte strings used to match
// field names with fixed-size integer compares.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace switchyard {

namespace detail {
template <typename T>
[[gnu::always_inline]] constexpr T byteSwap(T v) noexcept;
}  // namespace detail

template <typename T>
[[gnu::always_inline]] inline T loadLE(const uint8_t* p) noexcept {
  T v;
  std::memcpy(&v, p, sizeof v);
  if constexpr (std::endian::native == std::endian::big) {
    v = detail::byteSwap(v);
  }
  return v;
}

template <typename T>
[[gnu::always_inline]] inline void storeLE(uint8_t* p, T v) noexcept {
  if constexpr (std::endian::native == std::endian::big) {
    v = detail::byteSwap(v);
  }
  std::memcpy(p, &v, sizeof v);
}

// A string literal usable as a template argument: `FixedName<N>` holds the
// characters and the terminating NUL (N counts it). `nameIs<"limit">(p)`.
template <size_t N>
struct FixedName {
  static_assert(N >= 1, "a name literal has at least its NUL");
  char chars[N];
  constexpr FixedName(const char (&s)[N]) noexcept {  // NOLINT: implicit on purpose
    for (size_t i = 0; i < N; ++i) chars[i] = s[i];
  }
  // Bytes matched: the name and its NUL.
  static constexpr size_t kBytes = N;
  constexpr size_t size() const noexcept { return N - 1; }
};

namespace detail {

template <typename T>
[[gnu::always_inline]] constexpr T byteSwap(T v) noexcept {
  if constexpr (sizeof(T) == 2) return static_cast<T>(__builtin_bswap16(v));
  else if constexpr (sizeof(T) == 4) return static_cast<T>(__builtin_bswap32(v));
  else if constexpr (sizeof(T) == 8) return static_cast<T>(__builtin_bswap64(v));
  else return v;
}

// Packs `sizeof(T)` bytes of `s` starting at `offset`, little-endian, at compile time.
template <typename T, size_t N>
constexpr T packLE(const char (&s)[N], size_t offset) noexcept {
  T v = 0;
  for (size_t i = 0; i < sizeof(T); ++i) {
    v |= static_cast<T>(static_cast<T>(static_cast<uint8_t>(s[offset + i])) << (8 * i));
  }
  return v;
}

// Compares the N bytes at p with `B`'s bytes, using at most two (possibly
// overlapping) integer loads for N <= 16. Requires N readable bytes at p.
template <FixedName B>
[[gnu::always_inline]] inline bool equalBytes(const uint8_t* p) noexcept;

// `Name` prefixed with the type byte `Type`, as one byte string.
template <uint8_t Type, FixedName Name>
constexpr FixedName<Name.kBytes + 1> withTypeByte() noexcept {
  char chars[Name.kBytes + 1] = {};
  chars[0] = static_cast<char>(Type);
  for (size_t i = 0; i < Name.kBytes; ++i) chars[i + 1] = Name.chars[i];
  return FixedName<Name.kBytes + 1>(chars);
}

}  // namespace detail

// True when `Name` and its terminating NUL start at p: content and length in
// one go, with no strlen. Requires Name.kBytes readable bytes at p (see
// BsonCursor::hasBytes).
template <FixedName Name>
[[gnu::always_inline]] inline bool nameIs(const uint8_t* p) noexcept {
  return detail::equalBytes<Name>(p);
}

// True when an element with type byte `Type` and field name `Name` starts at
// p: type byte, name and NUL compared at once (the expected-next-field test).
// Requires Name.kBytes + 1 readable bytes at p.
template <uint8_t Type, FixedName Name>
[[gnu::always_inline]] inline bool elementHeaderIs(const uint8_t* p) noexcept {
  return detail::equalBytes<detail::withTypeByte<Type, Name>()>(p);
}

namespace detail {

template <FixedName B>
[[gnu::always_inline]] inline bool equalBytes(const uint8_t* p) noexcept {
  constexpr size_t N = B.kBytes;
  if constexpr (N == 1) {
    return p[0] == static_cast<uint8_t>(B.chars[0]);
  } else if constexpr (N == 2) {
    return loadLE<uint16_t>(p) == packLE<uint16_t>(B.chars, 0);
  } else if constexpr (N <= 4) {
    constexpr uint16_t a = packLE<uint16_t>(B.chars, 0);
    constexpr uint16_t b = packLE<uint16_t>(B.chars, N - 2);
    return ((loadLE<uint16_t>(p) ^ a) | (loadLE<uint16_t>(p + N - 2) ^ b)) == 0;
  } else if constexpr (N <= 8) {
    constexpr uint32_t a = packLE<uint32_t>(B.chars, 0);
    constexpr uint32_t b = packLE<uint32_t>(B.chars, N - 4);
    return ((loadLE<uint32_t>(p) ^ a) | (loadLE<uint32_t>(p + N - 4) ^ b)) == 0;
  } else if constexpr (N <= 16) {
    constexpr uint64_t a = packLE<uint64_t>(B.chars, 0);
    constexpr uint64_t b = packLE<uint64_t>(B.chars, N - 8);
    return ((loadLE<uint64_t>(p) ^ a) | (loadLE<uint64_t>(p + N - 8) ^ b)) == 0;
  } else {
    return std::memcmp(p, B.chars, N) == 0;
  }
}

}  // namespace detail

}  // namespace switchyard
