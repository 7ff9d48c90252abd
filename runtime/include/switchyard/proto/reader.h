// Reading the protobuf wire format (docs/protobuf.md): varints with a one-byte
// fast path, fixed-width loads, unknown-field skipping, and the parse context
// that generated `parseProto` functions report errors through.
//
// Every reader takes the current position `p` and the end of the enclosing
// message and returns the position after what it read, or nullptr when the
// bytes are malformed; the generated code then asks the context to diagnose
// (cold, out of line), so the hot path carries no message building.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/error.h"

namespace switchyard {
namespace proto {

enum WireType : uint32_t {
  kVarint = 0,
  kFixed64 = 1,
  kLengthDelimited = 2,
  kStartGroup = 3,
  kEndGroup = 4,
  kFixed32 = 5,
};

// The longest varint: 64 bits in groups of 7.
inline constexpr int kMaxVarintBytes = 10;

constexpr uint32_t makeTag(uint32_t field, WireType wireType) noexcept { return (field << 3) | wireType; }

// Every byte of a varint but its last has the continuation bit (0x80) set.
inline constexpr uint8_t kVarintContinuationBit = 0x80;
constexpr bool isLastVarintByte(uint8_t byte) noexcept { return byte < kVarintContinuationBit; }

// Decodes the varint at p (p < end not required). nullptr when it is
// truncated (runs into end) or overlong (more than 10 bytes, or a 10th byte
// above 1).
const uint8_t* readVarintSlow(const uint8_t* p, const uint8_t* end, uint64_t& out) noexcept;

[[gnu::always_inline]] inline const uint8_t* readVarint(const uint8_t* p, const uint8_t* end,
                                                        uint64_t& out) noexcept {
  if (p < end && *p < 0x80) [[likely]] {
    out = *p;
    return p + 1;
  }
  return readVarintSlow(p, end, out);
}

// A tag: a varint that fits 32 bits, with a field number of at least 1.
// nullptr on malformed bytes (diagnosed by ProtoParseContext::failTag).
const uint8_t* readTagSlow(const uint8_t* p, const uint8_t* end, uint32_t& tag) noexcept;

// A tag whose first byte (at p < end) is 0x80 or above: the two-byte tags of
// fields 16..2047 inline (a second byte 1..0x7f: no overlong zero, a field
// number of at least 16), longer or malformed ones out of line.
[[gnu::always_inline]] inline const uint8_t* readLongTag(const uint8_t* p, const uint8_t* end,
                                                         uint32_t& tag) noexcept {
  if (end - p >= 2 && static_cast<uint8_t>(p[1] - 1) < 0x7f) [[likely]] {
    tag = (p[0] & 0x7fu) | (static_cast<uint32_t>(p[1]) << 7);
    return p + 2;
  }
  return readTagSlow(p, end, tag);
}

// A length prefix that fits in what is left of the message; nullptr when not.
[[gnu::always_inline]] inline const uint8_t* readLength(const uint8_t* p, const uint8_t* end,
                                                        uint32_t& size) noexcept {
  uint64_t v;
  if (p < end && *p < 0x80) [[likely]] {
    v = *p++;
  } else {
    p = readVarintSlow(p, end, v);
    if (p == nullptr) return nullptr;
  }
  if (v > static_cast<uint64_t>(end - p)) [[unlikely]] return nullptr;
  size = static_cast<uint32_t>(v);
  return p;
}

template <typename T>
[[gnu::always_inline]] inline const uint8_t* readFixed(const uint8_t* p, const uint8_t* end, T& out) noexcept {
  if (end - p < static_cast<ptrdiff_t>(sizeof(T))) [[unlikely]] return nullptr;
  out = loadLE<T>(p);
  return p + sizeof(T);
}

// The generated handlers' forms of the reads above: p moves past the value
// only when it is well formed, so that on false p is still where the value
// starts (the offset the error reports):
//   if (!takeVarint(p, end, raw)) return ctx.failVarint("skip", p, end);
[[gnu::always_inline]] inline bool takeVarint(const uint8_t*& p, const uint8_t* end, uint64_t& out) noexcept {
  const uint8_t* const next = readVarint(p, end, out);
  if (next == nullptr) [[unlikely]] return false;
  p = next;
  return true;
}

[[gnu::always_inline]] inline bool takeLength(const uint8_t*& p, const uint8_t* end, uint32_t& size) noexcept {
  const uint8_t* const next = readLength(p, end, size);
  if (next == nullptr) [[unlikely]] return false;
  p = next;
  return true;
}

template <typename T>
[[gnu::always_inline]] inline bool takeFixed(const uint8_t*& p, const uint8_t* end, T& out) noexcept {
  const uint8_t* const next = readFixed(p, end, out);
  if (next == nullptr) [[unlikely]] return false;
  p = next;
  return true;
}

// The expected-next-tag test: whether the next kBytes bytes are the tag
// whose varint bytes, little-endian, are kTag (then p moves past them).
template <uint32_t kTag, int kBytes>
[[gnu::always_inline]] inline bool takeTag(const uint8_t*& p, const uint8_t* end) noexcept {
  static_assert(kBytes == 1 || kBytes == 2, "one- and two-byte tags");
  if constexpr (kBytes == 1) {
    if (p < end && *p == static_cast<uint8_t>(kTag)) {
      ++p;
      return true;
    }
  } else {
    if (end - p >= 2 && loadLE<uint16_t>(p) == static_cast<uint16_t>(kTag)) {
      p += 2;
      return true;
    }
  }
  return false;
}

constexpr int32_t zigZagDecode32(uint32_t v) noexcept {
  return static_cast<int32_t>((v >> 1) ^ (~(v & 1) + 1));
}
constexpr int64_t zigZagDecode64(uint64_t v) noexcept {
  return static_cast<int64_t>((v >> 1) ^ (~(v & 1) + 1));
}

// The number of bytes below 0x80 in [p, end): the number of varints a packed
// run holds (a malformed last one included, which the parse then reports).
inline size_t countVarintEnds(const uint8_t* p, const uint8_t* end) noexcept {
  size_t n = 0;
  for (; p < end; ++p) n += *p < 0x80;
  return n;
}

// Makes room for `n` more elements. Grows at least geometrically: a packed
// field may arrive as many small runs, and reserving each run's exact size
// would reallocate on every run (quadratic time on hostile input).
template <typename Vector>
inline void reserveMore(Vector& items, size_t n) {
  const size_t size = items.size();
  if (items.capacity() - size >= n) return;
  const size_t doubled = 2 * items.capacity();
  items.reserve(size + n > doubled ? size + n : doubled);
}

// Skips the value of an unknown field of wire type tag & 7. nullptr when the
// value is malformed or the wire type is a group (3, 4) or undefined (6, 7).
const uint8_t* skipField(const uint8_t* p, const uint8_t* end, uint32_t tag) noexcept;

}  // namespace proto

// Field paths, depth and the first error of one parseProto call. Error texts
// name the path ("Find.lsid.id"), the field number and, for malformed bytes,
// the offset from the start of the outermost message. Codes: malformed bytes
// kInvalidBSON (22, with the offset payload), a wrong wire type kTypeMismatch,
// missing fields kMissingField, too deep kOverflow, bad enum values kBadValue.
// Errors about a field carry its full path (errorPath), as ParseContext's do;
// the texts both wires share (validators, callbacks, enum values, malformed
// bytes) are worded once, for both contexts (runtime/src/base/field_errors.h).
class ProtoParseContext {
 public:
  static constexpr uint32_t kPathCapacity = 128;
  // protobuf's own default recursion limit.
  static constexpr uint32_t kDefaultMaxDepth = 100;

  explicit ProtoParseContext(const uint8_t* base, uint32_t maxDepth = kDefaultMaxDepth) noexcept
      : base_(base), maxDepth_(maxDepth < kPathCapacity - 1 ? maxDepth : kPathCapacity - 1) {}
  ProtoParseContext(const ProtoParseContext&) = delete;
  ProtoParseContext& operator=(const ProtoParseContext&) = delete;

  void pushRoot(std::string_view name) noexcept {
    path_[0] = PathEntry::of(name);
    size_ = 1;
  }
  [[nodiscard]] bool enter(std::string_view name, const uint8_t* at) noexcept {
    if (size_ > maxDepth_) [[unlikely]] return failTooDeep(at);
    path_[size_++] = PathEntry::of(name);
    return true;
  }
  void leave() noexcept { --size_; }
  uint32_t depth() const noexcept { return size_ > 0 ? size_ - 1 : 0; }

  // --- errors (cold; all return false) --------------------------------------
  // The tag at `at` could not be read (truncated, overlong, above 32 bits, field 0).
  [[gnu::cold, gnu::noinline]] bool failTag(const uint8_t* at, const uint8_t* end);
  // A varint value at `at` is truncated or overlong.
  [[gnu::cold, gnu::noinline]] bool failVarint(std::string_view field, const uint8_t* at, const uint8_t* end);
  // A length prefix at `at` is malformed or runs past the end of its message.
  [[gnu::cold, gnu::noinline]] bool failLength(std::string_view field, const uint8_t* at, const uint8_t* end);
  // A fixed-width value at `at` needs `width` bytes and fewer are left.
  [[gnu::cold, gnu::noinline]] bool failFixed(std::string_view field, const uint8_t* at, uint32_t width);
  // A packed run whose length is not a multiple of its elements' width.
  [[gnu::cold, gnu::noinline]] bool failPackedSize(std::string_view field, const uint8_t* at, uint32_t size,
                                                   uint32_t width);
  // A known field arrived with the wrong wire type.
  [[gnu::cold, gnu::noinline]] bool failWireType(std::string_view field, uint32_t tag, const uint8_t* at,
                                                 std::string_view expected);
  // An unknown field whose value cannot be skipped (group, undefined wire type, malformed).
  [[gnu::cold, gnu::noinline]] bool failUnknown(uint32_t tag, const uint8_t* at, const uint8_t* end);
  [[gnu::cold, gnu::noinline]] bool failMissing(std::string_view field, uint32_t number);
  [[gnu::cold, gnu::noinline]] bool failTooDeep(const uint8_t* at);
  // A value above the C++ type's range (unsigned encodings on signed members).
  [[gnu::cold, gnu::noinline]] bool failRange(std::string_view field, uint64_t value, std::string_view cppType);
  [[gnu::cold, gnu::noinline]] bool failBadEnum(std::string_view field, std::string_view value);
  // A bytes field carrying a fixed-size BSON value (ObjectId, UUID, Decimal128)
  // has `size` bytes instead of `expected`.
  [[gnu::cold, gnu::noinline]] bool failByteCount(std::string_view field, const uint8_t* at, uint32_t size,
                                                  uint32_t expected, std::string_view what);
  // A bytes field carrying a BSON document (`document`) or a BSON element
  // (any, custom types) in [p, p + size) does not hold one.
  [[gnu::cold, gnu::noinline]] bool failEmbeddedBson(std::string_view field, const uint8_t* at, const uint8_t* p,
                                                     uint32_t size, bool document);
  // A BSON element carried for a custom type has a type its
  // bson_serialization_type does not list (`expected`: their BSON type bytes).
  [[gnu::cold, gnu::noinline]] bool failEmbeddedType(std::string_view field, const uint8_t* at, uint8_t actual,
                                                     std::initializer_list<uint8_t> expected);
  [[gnu::cold, gnu::noinline]] bool failBadEnum(std::string_view field, int64_t value);
  // Validators, as in BSON parsing (MongoDB's 51024).
  [[gnu::cold, gnu::noinline]] bool failValidator(std::string_view field, std::string_view op,
                                                  std::string_view bound, int64_t actual);
  [[gnu::cold, gnu::noinline]] bool failValidator(std::string_view field, std::string_view op,
                                                  std::string_view bound, double actual);
  [[gnu::cold, gnu::noinline]] bool failCallback(std::string_view field, const absl::Status& status);

  bool failed() const noexcept { return !status_.ok(); }
  const absl::Status& status() const noexcept { return status_; }
  absl::Status takeStatus() noexcept { return std::move(status_); }
  // "Find.lsid.id": the path joined with dots, then `field` (if not empty),
  // for messages: names longer than kMaxQuotedNameBytes are elided in the
  // middle (error.h), as ParseContext::pathTo elides them.
  std::string pathTo(std::string_view field) const;
  // The same, never elided (the kErrorPathPayloadUrl payload of field errors).
  std::string fullPathTo(std::string_view field) const;

 private:
  std::string joinPath(std::string_view field, size_t limit) const;
  bool malformed(const uint8_t* at, std::string_view message);
  // An error about a value (not the bytes' framing): `message` + " (at byte
  // offset N)", with the offset payload.
  bool failValueAt(ErrorCode code, const uint8_t* at, std::string message);
  void setError(absl::Status status);
  // setError for an error about `field`, with its full path attached.
  void setFieldError(absl::Status status, std::string_view field);

  absl::Status status_;
  const uint8_t* base_;
  uint32_t maxDepth_;
  uint32_t size_ = 0;
  // Trivial on purpose (as ParseContext's): the array is left uninitialised,
  // so constructing a context costs nothing (a std::string_view array would
  // be zeroed, 2 KB, on every parse).
  struct PathEntry {
    const char* data;
    size_t size;
    static PathEntry of(std::string_view s) noexcept { return {s.data(), s.size()}; }
  };
  std::array<PathEntry, kPathCapacity> path_;
};

// Replaces the result of a failed parseProto by the error `ctx` recorded. Cold
// and out of line, as storeParseError for BSON: the result is built in place
// and returned by NRVO, not moved into a StatusOr.
template <class T>
[[gnu::cold, gnu::noinline]] void storeProtoParseError(absl::StatusOr<T>& out, ProtoParseContext& ctx) noexcept {
  out = ctx.takeStatus();
}

}  // namespace switchyard
