// Raw storage for one optional or defaulted field of a generated class.
//
// A generated class keeps one presence mask (`present0_`, ...: a bit per
// field) instead of a std::optional flag per member: constructing the class
// writes the mask words and nothing else, and a Slot holds bytes that mean
// something only while the field's bit is set. Only trivially copyable,
// trivially destructible values live in Slots, so copying a class copies
// the bytes (whatever they are) and nothing needs destroying; getters read a
// Slot only under its bit (docs/design.md "Presence bits").
#pragma once

#include <bit>
#include <cstdint>
#include <new>
#include <type_traits>

namespace switchyard {

template <typename T>
class Slot {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "a Slot holds trivially copyable values only (others stay std::optional members)");

 public:
  // Writes nothing: the presence mask says the Slot is empty.
  Slot() noexcept {}

  // Starts a value's lifetime here (the caller sets the field's bit).
  [[gnu::always_inline]] Slot& operator=(const T& value) noexcept {
    ::new (static_cast<void*>(&value_)) T(value);
    return *this;
  }
  // A value-initialised value to parse into.
  T& emplace() noexcept { return *::new (static_cast<void*>(&value_)) T(); }

  // Only while the field's bit is set.
  const T& get() const noexcept { return value_; }
  T& get() noexcept { return value_; }

 private:
  union {
    T value_;
  };
};

// A generic argument's member in a generated GenericArguments<kShadowed>
// class template (docs/design.md, "Generic arguments"): the member itself, or,
// when the command shadows the argument with its own field of the same name
// (its bit set in kShadowed), an empty placeholder. Declared
// [[no_unique_address]], a placeholder takes no storage; one type per bit, so
// that placeholders may share an address. Constructible from anything, so a
// member's initializer compiles for both.
template <int kBit>
struct Shadowed {
  constexpr Shadowed() noexcept = default;
  template <typename... Args>
  constexpr explicit Shadowed(Args&&...) noexcept {}
  friend constexpr bool operator==(Shadowed, Shadowed) noexcept { return true; }
};

template <uint64_t kShadowed, int kBit, typename Member>
using ShadowableMember = std::conditional_t<((kShadowed >> kBit) & 1) != 0, Shadowed<kBit>, Member>;

// The presence bit of generic argument `index` in a command deriving from
// GenericArguments<shadowed, first>: the arguments it does not shadow take
// the bits from `first` on, in declaration order (the bits a class declaring
// them itself, after its own fields, gives them).
constexpr int genericArgumentBit(uint64_t shadowed, int first, int index) noexcept {
  return first + index - std::popcount(shadowed & ((uint64_t{1} << index) - 1));
}

// Clears `bits` in a presence word of any width (no narrowing warning).
template <typename Word>
constexpr void clearBits(Word& word, uint64_t bits) noexcept {
  word = static_cast<Word>(word & ~bits);
}

// The mask of the presence bits `first` through `last` (single-bit masks,
// first <= last): a run of consecutive fields' bits named by its ends.
constexpr uint64_t bitSpan(uint64_t first, uint64_t last) noexcept { return (last - first) | last; }

// `arguments` (a bit per argument index) as the command's presence bits.
constexpr uint64_t genericArgumentMask(uint64_t shadowed, int first, uint64_t arguments) noexcept {
  uint64_t mask = 0;
  for (int index = 0; index < 64; ++index) {
    if ((arguments & ~shadowed) >> index & 1) mask |= uint64_t{1} << genericArgumentBit(shadowed, first, index);
  }
  return mask;
}

}  // namespace switchyard
