// Read-only views over untrusted BSON bytes: a document, its elements, and a
// cursor that walks them.
//
// Validation is lazy and complete: `BsonDocument::fromBuffer` checks the
// header (int32 length equal to the buffer's, at least 5, trailing NUL);
// `BsonCursor::next` checks each element as it reaches it (known type byte,
// NUL-terminated name inside the document, value size inside the document,
// string length prefix >= 1 with its NUL, nested length >= 5 with its NUL,
// bool byte 0 or 1, ...). After `next` succeeds every accessor of the element
// is safe. Nested documents are checked when they are walked;
// `validateDeep` checks everything at once, iteratively, with the depth limit.
//
// Every pointer handed out points into the caller's buffer: views live as long
// as that buffer.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "absl/status/statusor.h"
#include "switchyard/bson/type.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {

class BsonCursor;

// A document whose header has been checked: data()[0..3] is its length,
// equal to size() >= 5, and data()[size()-1] is NUL.
class BsonDocument {
 public:
  // The empty document {} (a static 5-byte buffer). Inline: every document
  // member of a generated class starts as this.
  BsonDocument() noexcept : data_(kEmptyBytes), size_(5) {}

  // Checks the header of an untrusted buffer. Errors: InvalidBSON (22) with
  // the byte offset.
  static absl::StatusOr<BsonDocument> fromBuffer(const void* data, size_t size);
  // Same, reporting into `ctx` (whose base should be `data`).
  [[nodiscard]] static bool fromBuffer(const void* data, size_t size, ParseContext& ctx,
                                       BsonDocument* out);

  // Trusted construction: the caller guarantees the header invariants.
  [[gnu::always_inline]]
  static BsonDocument fromValidatedBytes(const uint8_t* data, uint32_t size) noexcept {
    return BsonDocument(data, size);
  }

  const uint8_t* data() const noexcept { return data_; }
  uint32_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 5; }
  std::span<const uint8_t> bytes() const noexcept { return {data_, size_}; }

  // A cursor positioned at the first element.
  [[gnu::always_inline]] BsonCursor elements() const noexcept;

  // Checks every element at every depth without recursion. Nesting deeper
  // than ctx.maxDepth() is an error.
  [[nodiscard]] bool validateDeep(ParseContext& ctx) const;
  absl::Status validateDeep(uint32_t maxDepth = kDefaultMaxDepth) const;

  // Byte-wise equality (same encoding). Out of line (bson_document.cc): never
  // on a parse or serialize path, and generated operator== calls it per field.
  friend bool operator==(const BsonDocument& a, const BsonDocument& b) noexcept;

 private:
  BsonDocument(const uint8_t* data, uint32_t size) noexcept : data_(data), size_(size) {}
  static constexpr uint8_t kEmptyBytes[5] = {5, 0, 0, 0, 0};
  const uint8_t* data_;
  uint32_t size_;
};

struct ObjectId {
  std::array<uint8_t, 12> bytes{};
  friend bool operator==(const ObjectId&, const ObjectId&) = default;
};

struct Decimal128 {
  std::array<uint8_t, 16> bytes{};  // IEEE 754-2008 BID, little-endian, kept raw
  friend bool operator==(const Decimal128&, const Decimal128&) = default;
};

struct Uuid {
  std::array<uint8_t, 16> bytes{};  // binData subtype 4
  friend bool operator==(const Uuid&, const Uuid&) = default;
};

struct Timestamp {
  uint32_t seconds = 0;
  uint32_t increment = 0;
  friend bool operator==(const Timestamp&, const Timestamp&) = default;
};

struct BinDataView {
  uint8_t subtype = 0;
  std::span<const uint8_t> bytes;  // for subtype 2 (old binary): the inner bytes
  friend bool operator==(const BinDataView& a, const BinDataView& b) noexcept {
    return a.subtype == b.subtype && a.bytes.size() == b.bytes.size() &&
           (a.bytes.empty() || std::memcmp(a.bytes.data(), b.bytes.data(), a.bytes.size()) == 0);
  }
};

struct RegexView {
  std::string_view pattern;
  std::string_view options;
  friend bool operator==(const RegexView&, const RegexView&) = default;
};

struct DbPointerView {
  std::string_view ns;
  ObjectId id;
};

struct CodeWithScopeView {
  std::string_view code;
  BsonDocument scope;
};

// BinData subtypes that matter to generated code.
inline constexpr uint8_t kBinDataGeneral = 0x00;
inline constexpr uint8_t kBinDataOld = 0x02;
inline constexpr uint8_t kBinDataUuid = 0x04;

// One checked element. Accessors require the matching type (asserted in
// debug builds) and never fail: `BsonCursor::next` checked the bytes.
// The small accessors the generated field readers call (here, in BsonCursor,
// ParseContext and Slot) are always_inline: a reader is always_inline itself,
// and GCC inlines no ordinary function into one early, so without the
// attribute they were left to the IPA inliner, whose growth budget for a
// large parse loop ran out (find_heavy +3% instructions; generated_shape.md).
class BsonElement {
 public:
  [[gnu::always_inline]] BsonType type() const noexcept { return static_cast<BsonType>(*start_); }
  [[gnu::always_inline]] std::string_view name() const noexcept {
    return {reinterpret_cast<const char*>(start_ + 1), nameSize_};
  }
  const uint8_t* start() const noexcept { return start_; }
  [[gnu::always_inline]] const uint8_t* value() const noexcept { return value_; }
  [[gnu::always_inline]] uint32_t valueSize() const noexcept { return valueSize_; }
  // Whole element: type byte, name, NUL, value.
  uint32_t size() const noexcept { return static_cast<uint32_t>(value_ - start_) + valueSize_; }
  std::span<const uint8_t> rawBytes() const noexcept { return {start_, size()}; }

  bool isNull() const noexcept { return type() == BsonType::kNull; }
  // Null and undefined count as absent for IDL fields (as in MongoDB).
  [[gnu::always_inline]] bool isNullish() const noexcept {
    return type() == BsonType::kNull || type() == BsonType::kUndefined;
  }

  double asDouble() const noexcept {
    const uint64_t bits = loadLE<uint64_t>(value_);
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  // String, JavaScript code, symbol.
  [[gnu::always_inline]] std::string_view asString() const noexcept {
    return {reinterpret_cast<const char*>(value_ + 4), valueSize_ - 5};
  }
  // Object or array.
  [[gnu::always_inline]]
  BsonDocument asDocument() const noexcept { return BsonDocument::fromValidatedBytes(value_, valueSize_); }
  [[gnu::always_inline]] BinDataView asBinData() const noexcept {
    const uint8_t subtype = value_[4];
    if (subtype == kBinDataOld) return {subtype, {value_ + 9, valueSize_ - 9}};
    return {subtype, {value_ + 5, valueSize_ - 5}};
  }
  ObjectId asObjectId() const noexcept {
    ObjectId id;
    std::memcpy(id.bytes.data(), value_, 12);
    return id;
  }
  [[gnu::always_inline]] bool asBool() const noexcept { return value_[0] != 0; }
  [[gnu::always_inline]]
  int64_t asDate() const noexcept { return loadLE<int64_t>(value_); }  // ms since the epoch
  RegexView asRegex() const noexcept;
  DbPointerView asDbPointer() const noexcept;
  CodeWithScopeView asCodeWithScope() const noexcept;
  [[gnu::always_inline]] int32_t asInt32() const noexcept { return loadLE<int32_t>(value_); }
  [[gnu::always_inline]] Timestamp asTimestamp() const noexcept {
    return {loadLE<uint32_t>(value_ + 4), loadLE<uint32_t>(value_)};
  }
  [[gnu::always_inline]] int64_t asInt64() const noexcept { return loadLE<int64_t>(value_); }
  Decimal128 asDecimal128() const noexcept {
    Decimal128 d;
    std::memcpy(d.bytes.data(), value_, 16);
    return d;
  }

  // Fills the element; used by the cursor and by generated code that has
  // matched the name itself.
  [[gnu::always_inline]]
  void set(const uint8_t* start, uint32_t nameSize, const uint8_t* value, uint32_t valueSize) noexcept {
    start_ = start;
    value_ = value;
    nameSize_ = nameSize;
    valueSize_ = valueSize;
  }

 private:
  const uint8_t* start_ = nullptr;
  const uint8_t* value_ = nullptr;
  uint32_t nameSize_ = 0;
  uint32_t valueSize_ = 0;
};

namespace detail {
// Value sizes of the fixed-size types; kVariable for types whose size is read
// from the value; kInvalid for bytes that are no BSON type.
inline constexpr int8_t kVariable = -1;
inline constexpr int8_t kInvalid = -2;
extern const int8_t kFixedValueSize[256];
}  // namespace detail

// Walks the elements of one document. The position never passes `end`, the
// document's terminating NUL, so reading the byte at the position is always
// in bounds.
class BsonCursor {
 public:
  [[gnu::always_inline]]
  BsonCursor(const uint8_t* first, const uint8_t* end) noexcept : pos_(first), end_(end) {}

  [[gnu::always_inline]] const uint8_t* position() const noexcept { return pos_; }
  [[gnu::always_inline]] const uint8_t* end() const noexcept { return end_; }
  // Bytes from p to the terminating NUL (exclusive).
  [[gnu::always_inline]]
  size_t remaining(const uint8_t* p) const noexcept { return static_cast<size_t>(end_ - p); }
  // True when n bytes at p lie before the terminating NUL: a name of
  // n - 1 characters plus its NUL, or a value of n bytes, can be read.
  // Signed on purpose: p may be one past the terminating NUL (the generated
  // expected-next-field test looks at position() + 1 when the cursor has
  // reached the end), and then nothing can be read.
  [[gnu::always_inline]] bool hasBytes(const uint8_t* p, size_t n) const noexcept {
    return end_ - p >= static_cast<std::ptrdiff_t>(n);
  }

  // True at the terminating NUL. A NUL type byte anywhere else is malformed
  // and reported by next().
  [[gnu::always_inline]] bool atEnd() const noexcept { return pos_ == end_; }

  // Reads and checks the element at the position, then advances past it.
  // Returns false at the end of the document (ctx not failed) or on
  // malformed bytes (ctx failed).
  [[nodiscard]] inline bool next(BsonElement& e, ParseContext& ctx) noexcept;

  // Finds the NUL that ends the field name starting at `name`; nullptr when
  // there is none before the document's end (the bounded scan for unknown names).
  // Names of up to 7 characters (most of them) are found with one 8-byte load
  // and a zero-byte test, without a call; longer ones continue with memchr.
  const uint8_t* findNameEnd(const uint8_t* name) const noexcept {
    const size_t n = remaining(name);
    if (n >= 8) [[likely]] {
      const uint64_t x = loadLE<uint64_t>(name);
      // High bit set in each zero byte; exact for the lowest one, the one used.
      const uint64_t zeros = (x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL;
      if (zeros != 0) [[likely]] return name + (std::countr_zero(zeros) >> 3);
      return static_cast<const uint8_t*>(std::memchr(name + 8, 0, n - 8));
    }
    return static_cast<const uint8_t*>(std::memchr(name, 0, n));
  }

  // Checks the value of type `type` at `value` and stores its size (a
  // meaningless one when it returns false). The fast path is the fixed-size
  // table and one comparison against the end.
  [[nodiscard]] inline bool sizeValue(uint8_t type, const uint8_t* value, uint32_t& size,
                                      ParseContext& ctx) const noexcept;

  // Advances to `p`, which must be the end of an element checked by this cursor.
  [[gnu::always_inline]] void advanceTo(const uint8_t* p) noexcept { pos_ = p; }

 private:
  // The out-of-line cases are static and take the end by value: a cursor whose
  // address reached an out-of-line call would live in memory, and the
  // generated parse loops would store and reload its position and end in
  // every field handler instead of keeping them in registers.
  // The size of a variable-size value (or of any value when the fast path was
  // skipped), or kFailedSize with ctx failed. Returned rather than written
  // through a reference, which would pin the caller's `size` to memory too.
  static constexpr int64_t kFailedSize = -1;
  [[gnu::noinline]] static int64_t sizeVariable(const uint8_t* end, uint8_t type, const uint8_t* value,
                                                ParseContext& ctx) noexcept;
  static bool sizeVariableInto(const uint8_t* end, uint8_t type, const uint8_t* value, uint32_t& size,
                               ParseContext& ctx) noexcept;
  [[gnu::cold, gnu::noinline]] static bool failFixed(const uint8_t* end, uint8_t type, const uint8_t* value,
                                                     ParseContext& ctx) noexcept;
  [[gnu::cold, gnu::noinline]] static bool failAt(const uint8_t* end, const uint8_t* at,
                                                  ParseContext& ctx) noexcept;

  const uint8_t* pos_;
  const uint8_t* end_;
};

[[gnu::always_inline]] inline BsonCursor BsonDocument::elements() const noexcept {
  return BsonCursor(data_ + 4, data_ + size_ - 1);
}

inline bool BsonCursor::sizeValue(uint8_t type, const uint8_t* value, uint32_t& size,
                                  ParseContext& ctx) const noexcept {
  const int8_t fixed = detail::kFixedValueSize[type];
  if (fixed >= 0) [[likely]] {
    size = static_cast<uint32_t>(fixed);
    if (remaining(value) < static_cast<size_t>(fixed) ||
        (type == static_cast<uint8_t>(BsonType::kBool) && value[0] > 1)) [[unlikely]] {
      return failFixed(end_, type, value, ctx);
    }
    return true;
  }
  // Strings, documents and arrays: a length prefix, then the last byte is NUL.
  if (type >= static_cast<uint8_t>(BsonType::kString) &&
      type <= static_cast<uint8_t>(BsonType::kArray)) [[likely]] {
    if (remaining(value) >= 5) [[likely]] {
      const int32_t len = loadLE<int32_t>(value);
      const bool isString = type == static_cast<uint8_t>(BsonType::kString);
      const uint32_t total = static_cast<uint32_t>(len) + (isString ? 4u : 0u);
      if (len >= (isString ? 1 : 5) && total <= remaining(value) && value[total - 1] == 0) [[likely]] {
        size = total;
        return true;
      }
    }
  }
  const int64_t variable = sizeVariable(end_, type, value, ctx);
  size = static_cast<uint32_t>(variable);  // meaningless when it failed, and then unused
  return variable != kFailedSize;
}

inline bool BsonCursor::next(BsonElement& e, ParseContext& ctx) noexcept {
  const uint8_t* p = pos_;
  const uint8_t type = *p;
  if (type == 0) [[unlikely]] {
    return p == end_ ? false : failAt(end_, p, ctx);
  }
  const uint8_t* nul = findNameEnd(p + 1);
  if (nul == nullptr) [[unlikely]] {
    return failAt(end_, p, ctx);
  }
  const uint8_t* value = nul + 1;
  uint32_t size;
  if (!sizeValue(type, value, size, ctx)) [[unlikely]] {
    return false;
  }
  e.set(p, static_cast<uint32_t>(nul - p - 1), value, size);
  pos_ = value + size;
  return true;
}

}  // namespace switchyard
