// The field-name hash family shared by the generator (Python,
// generator/switchyard/name_hash.py) and generated dispatch code.
//
//   word(name)         = the first 8 bytes of the name and its NUL, little-endian,
//                        with every byte after the first NUL zeroed;
//   hash(name, k)      = ((word(name) << (64 - 8k)) * seed) >> (64 - bits),
//
// k (`prefixBytes`, 1..8) being at most the bytes of the struct's shortest name
// and its NUL, so that the k bytes hashed are name bytes for every accepted
// name: the raw 8 bytes at a name's start hash like its word, whatever value
// bytes follow its NUL, and the dispatch needs no mask. The seed is a
// sign-extended 32-bit value (an immediate of `imul`). The generator searches
// a seed that makes the hash distinct over the struct's distinct k-byte
// prefixes (names sharing one share a slot and are told apart by their
// compares). Generated code labels its cases with the generator's values and
// proves them with one table per struct and one static_assert:
// `static_assert(switchyard::hashesAgree(kSlots, kSeed, kBits, kPrefix))`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "switchyard/base/internal/bytes.h"

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

// The hash of the first `prefixBytes` bytes of `word` (raw or masked: the
// bytes above them are shifted out). Shift, multiply by an immediate, shift.
[[gnu::always_inline]]
constexpr uint32_t hashNameWord(uint64_t word, uint64_t seed, unsigned bits, unsigned prefixBytes) noexcept {
  return static_cast<uint32_t>(((word << (64 - 8 * prefixBytes)) * seed) >> (64 - bits));
}

template <FixedName Name>
constexpr uint32_t nameHash(uint64_t seed, unsigned bits, unsigned prefixBytes) noexcept {
  return hashNameWord(nameWord<Name>(), seed, bits, prefixBytes);
}

// word(name) for a name given as a string_view, at compile time (the same
// word as nameWord<Name>()).
constexpr uint64_t nameWord(std::string_view name) noexcept {
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < name.size(); ++i) {
    word |= static_cast<uint64_t>(static_cast<uint8_t>(name[i])) << (8 * i);
  }
  return word;
}

// A name and the slot the generator's hash (name_hash.py) gives it.
struct NameSlot {
  std::string_view name;
  uint32_t slot;
};

// True when this runtime's hash gives every name of `slots` its slot: the
// proof, in one static_assert per struct, that the generator (Python) and
// the dispatch's case labels agree.
template <size_t N>
constexpr bool hashesAgree(const NameSlot (&slots)[N], uint64_t seed, unsigned bits,
                           unsigned prefixBytes) noexcept {
  for (const NameSlot& s : slots) {
    if (hashNameWord(nameWord(s.name), seed, bits, prefixBytes) != s.slot) return false;
  }
  return true;
}

// The raw word at the hash dispatch's entry, with its origin hidden from the
// optimiser (an empty asm that "changes" it; no instruction). The dispatch is
// entered from the loop head and from every missed expected-next-field test;
// without this, GCC's backward jump threader explores each of those paths
// through the switch: about one second of compile time per command with
// 30-odd predictions (-ftime-report "backwards jump threading" 1.1 s -> 0.07 s
// for insert) and no faster code.
[[gnu::always_inline]] inline uint64_t dispatchEntryWord(uint64_t raw) noexcept {
  asm("" : "+r"(raw));
  return raw;
}

// True when the 8 raw bytes at a name's start begin with Name's first 8
// bytes up to and including its NUL: word(raw) == nameWord<Name>() without
// computing the mask. The hit test of the expected-next-field
// prediction, shaped for its misses: the low 4 bytes are compared first (one
// 32-bit compare with an immediate, which settles most misses), the rest
// only then.
template <FixedName Name>
[[gnu::always_inline]] inline bool rawWordIs(uint64_t raw) noexcept {
  constexpr size_t N = Name.kBytes < 8 ? Name.kBytes : 8;  // bytes of the word that count
  constexpr uint64_t word = nameWord<Name>();
  constexpr uint32_t low = static_cast<uint32_t>(word);
  if constexpr (N <= 4) {
    constexpr uint32_t mask = N == 4 ? 0xFFFFFFFFu : (uint32_t{1} << (8 * N)) - 1;
    return (static_cast<uint32_t>(raw) & mask) == low;
  } else {
    constexpr uint32_t highMask = N == 8 ? 0xFFFFFFFFu : (uint32_t{1} << (8 * (N - 4))) - 1;
    constexpr uint32_t high = static_cast<uint32_t>(word >> 32);
    if (static_cast<uint32_t>(raw) != low) return false;
    return (static_cast<uint32_t>(raw >> 32) & highMask) == high;
  }
}

// The same truth as rawWordIs, shaped for hits (the compare after the hash
// dispatch's jump, where the name is most likely the case's): one 64-bit
// compare for names of 7 characters or more, one 32-bit compare (masked for
// fewer than 3 characters) for names of up to 3, and the bytes up to the NUL
// shifted to the top then compared for names of 4 to 6.
template <FixedName Name>
[[gnu::always_inline]] inline bool rawWordMatches(uint64_t raw) noexcept {
  constexpr size_t N = Name.kBytes < 8 ? Name.kBytes : 8;  // bytes of the word that count
  constexpr uint64_t word = nameWord<Name>();
  if constexpr (N == 8) {
    return raw == word;
  } else if constexpr (N <= 4) {
    constexpr uint32_t mask = N == 4 ? 0xFFFFFFFFu : (uint32_t{1} << (8 * N)) - 1;
    return (static_cast<uint32_t>(raw) & mask) == static_cast<uint32_t>(word);
  } else {
    constexpr unsigned shift = 64 - 8 * N;
    return (raw << shift) == (word << shift);
  }
}

// After the word matched Name's first 8 bytes: true when
// the rest of Name and its NUL follow (always for names of up to 7
// characters, whose NUL is inside the word). Requires Name.kBytes readable
// bytes at p.
template <FixedName Name>
[[gnu::always_inline]] inline bool nameRestIs(const uint8_t* p) noexcept {
  constexpr size_t N = Name.kBytes;
  if constexpr (N <= 8) {
    return true;
  } else if constexpr (N <= 16) {
    // One load of the last 8 bytes (overlapping the word's).
    return loadLE<uint64_t>(p + N - 8) == detail::packLE<uint64_t>(Name.chars, N - 8);
  } else {
    return std::memcmp(p + 8, Name.chars + 8, N - 8) == 0;
  }
}

// The last address at which n bytes still lie before `end`, as an integer,
// so that hasBytes(p, n) is one compare with a value computed once per
// document: `startsBy(p, lastStartFor(end, n))`. (0 when end itself is
// below n, which no real buffer is: then nothing fits.)
[[gnu::always_inline]] inline uintptr_t lastStartFor(const uint8_t* end, size_t n) noexcept {
  const uintptr_t e = reinterpret_cast<uintptr_t>(end);
  return e >= n ? e - n : 0;
}

[[gnu::always_inline]] inline bool startsBy(const uint8_t* p, uintptr_t lastStart) noexcept {
  return reinterpret_cast<uintptr_t>(p) <= lastStart;
}

// word(name) for a name starting at p when fewer than 8 bytes lie before
// `end` (the document's terminating NUL, which ends no name): false when no
// NUL lies in [p, end), i.e. no complete name fits and the element is
// malformed; otherwise the bytes up to and including that NUL, zero-extended.
// Reads only [p, end). The slow, rare path of the hash dispatch near a
// document's end, so that every name reaches the switch with its word.
[[gnu::always_inline]]
inline bool nameWordBefore(const uint8_t* p, const uint8_t* end, uint64_t& word) noexcept {
  uint64_t w = 0;
  for (unsigned i = 0; i < 8 && p + i < end; ++i) {
    w |= static_cast<uint64_t>(p[i]) << (8 * i);
    if (p[i] == 0) {
      word = w;
      return true;
    }
  }
  return false;
}

}  // namespace switchyard
