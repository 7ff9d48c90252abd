// The field-name hash family shared by the generator (Python,
// generator/switchyard/name_hash.py) and generated dispatch code.
//
//   word(name) = the first 8 bytes of the name and its NUL, little-endian,
//                with every byte after the first NUL zeroed;
//   hash(name) = (word(name) * seed) >> (64 - bits).
//
// The generator searches a seed that makes the hash distinct over a struct's
// accepted names; case labels are computed here at compile time
// (`nameHash<"limit">(kSeed, kBits)`), and generated code static_asserts that
// they equal the values the generator computed. At run time `nameWordAt`
// builds the same word from the bytes at the cursor without knowing the
// name's length: a branch-free zero-byte search masks off what follows the
// NUL (the value's bytes).
#pragma once

#include <cstdint>

#include "switchyard/bytes.h"

namespace switchyard {

// word(name) for a literal, at compile time.
template <FixedName Name>
constexpr uint64_t nameWord() noexcept {
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < Name.kBytes; ++i) {
    word |= static_cast<uint64_t>(static_cast<uint8_t>(Name.chars[i])) << (8 * i);
  }
  return word;
}

constexpr uint32_t hashNameWord(uint64_t word, uint64_t seed, unsigned bits) noexcept {
  return static_cast<uint32_t>((word * seed) >> (64 - bits));
}

template <FixedName Name>
constexpr uint32_t nameHash(uint64_t seed, unsigned bits) noexcept {
  return hashNameWord(nameWord<Name>(), seed, bits);
}

// word(name) for the name starting at p. Requires 8 readable bytes at p.
[[gnu::always_inline]] inline uint64_t nameWordAt(const uint8_t* p) noexcept {
  const uint64_t x = loadLE<uint64_t>(p);
  // High bit set in each zero byte; exact for the lowest one, which is all we use.
  const uint64_t zeros = (x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL;
  // Bytes up to and including the first NUL (all bytes when there is none).
  return x & (zeros ^ (zeros - 1));
}

}  // namespace switchyard
