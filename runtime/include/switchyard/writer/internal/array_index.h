// BSON array index names ("0", "1", ..., the element names of an array) from
// a precomputed table, and their sizes in closed form.
//
// Writers render an index as the bytes "<digits>\0" with fixed-size stores
// from `kIndexDigits` (four bytes per entry: three zero-padded digits and a
// NUL); no division loop, no temporary, no reversing copy. Sizes: the digit
// count of one index with two compares or a bit-width estimate, the total
// over `0..n-1` as a sum of at most ten terms.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "switchyard/base/internal/bytes.h"

namespace switchyard {

// An array element's position, as a name argument of the writers' append
// functions: `out.appendInt32(ArrayIndex{i}, v)` writes the element named by
// the decimal rendering of `i`.
struct ArrayIndex {
  uint32_t value;
};

namespace detail {

// kIndexDigits[i] for i < 1000: the little-endian image of the four bytes
// "ddd\0", i's three digits zero-padded ("007\0", "042\0", "999\0").
constexpr std::array<uint32_t, 1000> makeIndexDigits() noexcept {
  std::array<uint32_t, 1000> table{};
  for (uint32_t i = 0; i < 1000; ++i) {
    const uint32_t hundreds = '0' + i / 100;
    const uint32_t tens = '0' + i / 10 % 10;
    const uint32_t ones = '0' + i % 10;
    table[i] = hundreds | (tens << 8) | (ones << 16);  // byte 3: the NUL
  }
  return table;
}

inline constexpr uint64_t kPow10[] = {1,          10,          100,          1000,          10000,
                                      100000,     1000000,     10000000,     100000000,     1000000000,
                                      10000000000};

}  // namespace detail

inline constexpr std::array<uint32_t, 1000> kIndexDigits = detail::makeIndexDigits();

// Decimal digits of `i` (1 for 0), without a loop: the bit width gives the
// estimate floor(log10) within one, one compare corrects it.
[[gnu::always_inline]] constexpr size_t indexDigits(uint32_t i) noexcept {
  // 1233 / 4096 ~ log10(2); bit_width(i | 1) - 1 = floor(log2(i)) (0 for 0).
  const uint32_t estimate = (static_cast<uint32_t>(std::bit_width(i | 1u)) * 1233u) >> 12;
  return estimate + ((i | 1u) >= detail::kPow10[estimate] ? 1 : 0);
}

// Size of the name bytes of index `i` without its NUL ("0" -> 1, "100" -> 3).
[[gnu::always_inline]] constexpr size_t indexNameSize(uint32_t i) noexcept { return indexDigits(i); }

// Sum of indexNameSize(i) for i in [0, n): every index has one digit, those
// from 10 on a second one, those from 100 on a third, ...
constexpr size_t indexNamesSize(size_t n) noexcept {
  size_t total = n;
  for (size_t k = 1; k < 11 && detail::kPow10[k] < n; ++k) total += n - detail::kPow10[k];
  return total;
}

// Size of an array of `n` elements without their values: its frame (length,
// terminating NUL) and the element heads (type byte, index name, NUL). The
// size of an array is this plus the sizes of its values.
constexpr size_t bsonArrayHeadsSize(size_t n) noexcept { return 4 + n * 2 + indexNamesSize(n) + 1; }

// Size of an array of `n` elements whose values all take `valueSize` bytes
// (int32: 4, int64: 8, ...), its frame included: length, elements (type
// byte, name, NUL, value), terminating NUL.
constexpr size_t fixedArraySize(size_t n, size_t valueSize) noexcept {
  return 4 + n * (2 + valueSize) + indexNamesSize(n) + 1;
}

// The out-of-line case of writeIndexHead, for indexes from a million on:
// writes the name and its NUL after the type byte at p[0]; exact.
uint8_t* writeLongIndexHead(uint8_t* p, uint32_t i) noexcept;

// Writes the element head of array element `i`: the type byte, the index
// name and its NUL, at `p`; returns the position after the NUL.
//
// Fast because it stores whole words: below 1000 it may write up to two
// bytes past the NUL. Those bytes are overwritten by what follows (the value,
// the next element, or the array's and its parent document's terminating
// NULs), so this is safe exactly where an array element can be: inside an
// array, which is itself inside a document, whose room always extends at
// least two bytes past any array element's head.
[[gnu::always_inline]] inline uint8_t* writeIndexHead(uint8_t* p, uint8_t type, uint32_t i) noexcept {
  p[0] = type;
  if (i < 1000) [[likely]] {
    // The padded entry shifted right drops the leading zeros ("007\0" -> "7\0\0\0").
    const size_t digits = static_cast<size_t>(1 + (i >= 10 ? 1 : 0) + (i >= 100 ? 1 : 0));
    storeLE<uint32_t>(p + 1, kIndexDigits[i] >> (8 * (3 - digits)));
    return p + 2 + digits;
  }
  if (i < 1000000) [[likely]] {
    // Leading group unpadded, then the last three digits padded with their
    // NUL; the second store overwrites the first one's padding: exact.
    const uint32_t high = i / 1000;
    const uint32_t low = i - high * 1000;
    const size_t digits = static_cast<size_t>(1 + (high >= 10 ? 1 : 0) + (high >= 100 ? 1 : 0));
    storeLE<uint32_t>(p + 1, kIndexDigits[high] >> (8 * (3 - digits)));
    storeLE<uint32_t>(p + 1 + digits, kIndexDigits[low]);
    return p + 5 + digits;
  }
  return writeLongIndexHead(p, i);
}

// Indexes below this render with their NUL in one 64-bit word (7 digits).
inline constexpr uint32_t kIndexWordLimit = 10000000;

// The name of index `i` (< kIndexWordLimit) and its NUL as a little-endian
// word: the leading group of digits unpadded, then three-digit groups padded
// (each table entry's NUL byte is where the next group's first digit goes, so
// OR-ing them in place is exact).
constexpr uint64_t indexNameWord(uint32_t i) noexcept {
  uint32_t groups[2];
  size_t count = 0;
  while (i >= 1000) {
    groups[count++] = i % 1000;
    i /= 1000;
  }
  const size_t digits = indexDigits(i);
  uint64_t word = kIndexDigits[i] >> (8 * (3 - digits));
  size_t shift = 8 * digits;
  while (count != 0) {
    word |= static_cast<uint64_t>(kIndexDigits[groups[--count]]) << shift;
    shift += 24;
  }
  return word;
}

// The decimal rendering of an index as a string_view over its own storage
// (for APIs that take names; writers use writeIndexHead).
class ArrayIndexName {
 public:
  explicit ArrayIndexName(uint32_t i) noexcept {
    uint8_t head[16];
    const uint8_t* end = writeIndexHead(head, 0, i);
    size_ = static_cast<uint8_t>(end - head - 2);
    for (uint8_t k = 0; k < size_; ++k) chars_[k] = static_cast<char>(head[1 + k]);
  }
  std::string_view view() const noexcept {
    // At most 10 digits: said to the compiler, or GCC 12's -Warray-bounds
    // may flag copyBytes' 16-byte branch (dead for these names) where a
    // caller happens to inline it (examples/opmsg_server).
    if (size_ > sizeof chars_) __builtin_unreachable();
    return {chars_, size_};
  }
  operator std::string_view() const noexcept { return view(); }  // NOLINT: names convert implicitly

 private:
  char chars_[10];
  uint8_t size_;
};

}  // namespace switchyard
