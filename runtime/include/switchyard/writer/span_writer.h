// BsonSpanWriter: appends BSON into room reserved beforehand. Its whole state
// is one pointer, the next byte to write: no capacity, no checks, no
// bookkeeping. Hold it in a local variable, or pass it and return it by value
// (`out = value.writeTo(out)`): then the pointer lives in a register, and a
// byte store through it cannot be mistaken for a store to the writer's own
// state. (A writer reached through a reference or a member must reload its
// position after every store through a `uint8_t*`, which may alias anything.)
//
// Where the room comes from: BsonWriter::span(n) / commit(out) (reserve once,
// append, hand the position back), or a caller's buffer of at least the exact
// serialized size. The caller computed that size with the functions below
// (bsonElementSize, fixedArraySize, ...) and checked it against its limit
// (bson_limits.h); lengths are written as int32 without further checks.
//
// Every element is a head (type byte, name, NUL) and a value: appendX(name, v)
// writes both; head(...) and xValue(...) write them apart, for generated code
// that copies each field's whole head as one constant (FieldHead).
#pragma once

#include <array>
#include <cassert>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "switchyard/writer/internal/array_index.h"
#include "switchyard/bson/document.h"
#include "switchyard/bson/type.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard {

// --- sizes ----------------------------------------------------------------------

constexpr size_t bsonElementSize(size_t nameSize, size_t valueSize) noexcept { return 1 + nameSize + 1 + valueSize; }
constexpr size_t bsonStringValueSize(size_t chars) noexcept { return 4 + chars + 1; }
inline constexpr size_t kBsonEmptyDocumentSize = 5;

// Name sizes for the two kinds of names the writers take.
constexpr size_t bsonNameSize(std::string_view name) noexcept { return name.size(); }
constexpr size_t bsonNameSize(ArrayIndex index) noexcept { return indexNameSize(index.value); }

// A field's element head as one constant: type byte, name, NUL.
//   inline constexpr auto kLimitHead = fieldHead<"limit">(BsonType::kInt32);
//   out.head(kLimitHead); out.int32Value(limit);
template <size_t N>
struct FieldHead {
  std::array<uint8_t, N> bytes;
  static constexpr size_t kSize = N;
  // The element's size with a value of `valueSize` bytes.
  constexpr size_t elementSize(size_t valueSize) const noexcept { return N + valueSize; }
};

template <FixedName Name>
constexpr FieldHead<Name.kBytes + 1> fieldHead(BsonType type) noexcept {
  FieldHead<Name.kBytes + 1> head{};
  head.bytes[0] = static_cast<uint8_t>(type);
  for (size_t i = 0; i < Name.kBytes; ++i) head.bytes[1 + i] = static_cast<uint8_t>(Name.chars[i]);
  return head;
}

// A whole element whose value is an empty document, {name: {}}, as one
// constant: type byte, name, NUL and the 5 bytes of the empty document.
//   static constexpr auto kEmptySort = emptyDocumentElement<"sort">();
//   out.head(kEmptySort);
template <FixedName Name>
constexpr FieldHead<Name.kBytes + 1 + kBsonEmptyDocumentSize> emptyDocumentElement() noexcept {
  FieldHead<Name.kBytes + 1 + kBsonEmptyDocumentSize> element{};
  element.bytes[0] = static_cast<uint8_t>(BsonType::kObject);
  for (size_t i = 0; i < Name.kBytes; ++i) element.bytes[1 + i] = static_cast<uint8_t>(Name.chars[i]);
  element.bytes[1 + Name.kBytes] = kBsonEmptyDocumentSize;  // the length, then zeros and the NUL
  return element;
}

// The start of an open document or array; endDocument back-patches its length.
struct DocumentStart {
  uint8_t* at;
};

namespace detail {

// The first and the last kWidth bytes of n (kWidth <= n <= 2 * kWidth), both
// loaded before either is stored: they may overlap.
template <size_t kWidth>
[[gnu::always_inline]] inline void copyPair(uint8_t* dst, const uint8_t* src, size_t n) noexcept {
  std::array<uint8_t, kWidth> head, tail;
  std::memcpy(head.data(), src, kWidth);
  std::memcpy(tail.data(), src + n - kWidth, kWidth);
  std::memcpy(dst, head.data(), kWidth);
  std::memcpy(dst + n - kWidth, tail.data(), kWidth);
}

}  // namespace detail

// Copies `n` bytes to `dst` (not overlapping `src`). The values of command
// fields are mostly short (names, small documents, UUIDs): up to 32 bytes,
// two fixed-size loads and stores that may overlap, inline; a call to memcpy
// costs more than the copy there. Longer copies are memcpy's.
[[gnu::always_inline]] inline void copyBytes(uint8_t* dst, const uint8_t* src, size_t n) noexcept {
  // A plain function per width, not a capturing lambda: in a large caller GCC
  // kept such a lambda's closure on the stack (stores of dst, src and n before
  // each copy).
  if (n > 32) [[unlikely]] {
    std::memcpy(dst, src, n);
  } else if (n >= 16) {
    detail::copyPair<16>(dst, src, n);
  } else if (n >= 8) {
    detail::copyPair<8>(dst, src, n);
  } else if (n >= 4) {
    detail::copyPair<4>(dst, src, n);
  } else if (n != 0) {  // 1 to 3 bytes; an empty view may have a null data()
    dst[0] = src[0];
    dst[n / 2] = src[n / 2];
    dst[n - 1] = src[n - 1];
  }
}

class BsonSpanWriter {
 public:
  constexpr explicit BsonSpanWriter(uint8_t* pos) noexcept : p_(pos) {}
  // The next byte to write.
  constexpr uint8_t* pos() const noexcept { return p_; }

  // --- raw bytes --------------------------------------------------------------------
  [[gnu::always_inline]] void byte(uint8_t b) noexcept { *p_++ = b; }
  [[gnu::always_inline]] void bytes(const void* src, size_t n) noexcept {
    copyBytes(p_, static_cast<const uint8_t*>(src), n);
    p_ += n;
  }
  // A constant-size copy: a few word stores, no call.
  template <size_t N>
  [[gnu::always_inline]] void bytes(const std::array<uint8_t, N>& a) noexcept {
    std::memcpy(p_, a.data(), N);
    p_ += N;
  }
  template <typename T>
  [[gnu::always_inline]] void le(T v) noexcept {
    storeLE<T>(p_, v);
    p_ += sizeof(T);
  }
  // The characters and a NUL.
  [[gnu::always_inline]] void cString(std::string_view s) noexcept {
    bytes(s.data(), s.size());
    *p_++ = 0;
  }

  // --- element heads ------------------------------------------------------------
  [[gnu::always_inline]] void head(BsonType type, std::string_view name) noexcept {
    *p_++ = static_cast<uint8_t>(type);
    cString(name);
  }
  // Array element `index`; see writeIndexHead for where it may be used.
  [[gnu::always_inline]] void head(BsonType type, ArrayIndex index) noexcept {
    p_ = writeIndexHead(p_, static_cast<uint8_t>(type), index.value);
  }
  template <size_t N>
  [[gnu::always_inline]] void head(const FieldHead<N>& h) noexcept {
    bytes(h.bytes);
  }
  // A constant head as the name of appendX(head, v): its type byte must be
  // the one appendX writes (generated code declares it so).
  template <size_t N>
  [[gnu::always_inline]] void head([[maybe_unused]] BsonType type, const FieldHead<N>& h) noexcept {
    assert(h.bytes[0] == static_cast<uint8_t>(type));
    bytes(h.bytes);
  }

  // --- documents and arrays -----------------------------------------------------
  [[gnu::always_inline]] DocumentStart beginDocument() noexcept {
    const DocumentStart start{p_};
    p_ += 4;
    return start;
  }
  // Writes the terminating NUL and back-patches the length.
  [[gnu::always_inline]] void endDocument(DocumentStart start) noexcept {
    *p_++ = 0;
    storeLE<int32_t>(start.at, static_cast<int32_t>(p_ - start.at));
  }
  template <typename Name>
  [[gnu::always_inline]] DocumentStart beginSubDocument(const Name& name) noexcept {
    head(BsonType::kObject, name);
    return beginDocument();
  }
  template <typename Name>
  [[gnu::always_inline]] DocumentStart beginArray(const Name& name) noexcept {
    head(BsonType::kArray, name);
    return beginDocument();
  }
  [[gnu::always_inline]] void endSubDocument(DocumentStart start) noexcept { endDocument(start); }
  [[gnu::always_inline]] void endArray(DocumentStart start) noexcept { endDocument(start); }

  // --- arrays written in one loop ---------------------------------------------
  // Writes the elements of an array whose values are `items` (any range with
  // size() and begin()): for element i, the head (type, index name, NUL) and
  // then `value(out, item)`, which must write at least kMinValueSize bytes.
  //
  // Ten consecutive indexes share every digit but the last, so each block of
  // ten renders its name word once (blockNameWord) and every element stores
  // that word whole and adds one to its last digit. The word store may write
  // up to 6 bytes past the name's NUL: overwritten by the value (4 bytes or
  // more) and, after the last element, by the array's and its parent's NULs.
  // Values shorter than 4 bytes (bool, null, ...) take the table path,
  // writeIndexHead, which writes at most 2 bytes past the NUL.
  template <size_t kMinValueSize, typename Range, typename WriteValue>
  [[gnu::always_inline]] void arrayElements(BsonType type, const Range& items, WriteValue&& value) {
    // A local cursor: its pointer stays in a register through the loop even
    // where this function is not inlined (a member reached through `this`
    // would be reloaded after every store).
    BsonSpanWriter out(p_);
    const uint8_t typeByte = static_cast<uint8_t>(type);
    const size_t n = items.size();
    auto it = items.begin();
    uint32_t i = 0;
    if constexpr (kMinValueSize >= 4) {
      if (n <= 10) {
        // One block (the common short array): names "0" to "9", no set-up.
        uint64_t word = '0';
        for (; i < n; ++i, ++it, ++word) {
          out.p_[0] = typeByte;
          storeLE<uint64_t>(out.p_ + 1, word);
          out.p_ += 3;
          value(out, *it);
        }
        p_ = out.p_;
        return;
      }
      const uint32_t wordEnd = n < kIndexWordLimit ? static_cast<uint32_t>(n) : kIndexWordLimit;
      // What changes only when the indexes gain a digit (at 10, 100, ...):
      size_t headSize = 3;          // type byte, the digits of i, NUL
      uint64_t lastDigit = 1;       // one in the last digit's byte of the word
      uint32_t nextWider = 1;       // the next block whose indexes have one digit more
      uint32_t block = 0;           // i / 10
      // An element: the head as one word store, the value, the next last digit.
      const auto element = [&](uint64_t& word) {
        out.p_[0] = typeByte;
        storeLE<uint64_t>(out.p_ + 1, word);
        out.p_ += headSize;
        value(out, *it);
        ++it;
        word += lastDigit;
      };
      const auto startBlock = [&]() {
        if (block == nextWider) [[unlikely]] {
          ++headSize;
          lastDigit <<= 8;
          nextWider *= 10;
        }
        return blockNameWord(block, headSize);
      };
      for (; wordEnd - i >= 10; i += 10, ++block) {
        uint64_t word = startBlock();
        for (int k = 0; k < 10; ++k) element(word);
      }
      if (i < wordEnd) {
        uint64_t word = startBlock();
        for (; i < wordEnd; ++i) element(word);
      }
    }
    for (; i < n; ++i, ++it) {
      out.p_ = writeIndexHead(out.p_, typeByte, i);
      value(out, *it);
    }
    p_ = out.p_;
  }
  // The same elements as arrayElements, with `value` inlined once instead of
  // once per path (arrayElements has four: short arrays, blocks of ten, the
  // last block, indexes past the name-word limit). For values whose writer is
  // long, a nested struct's: each copy is compiled and carried again (an
  // array of delete statements was 7% of delete_gen.cpp's compile).
  // Each element tests whether it starts a block: a compare more per element.
  template <size_t kMinValueSize, typename Range, typename WriteValue>
  [[gnu::always_inline]] void arrayElementsCompact(BsonType type, const Range& items, WriteValue&& value) {
    static_assert(kMinValueSize >= 4, "the name word's overrun needs values of 4 bytes or more");
    BsonSpanWriter out(p_);  // in a register through the loop (see arrayElements)
    const uint8_t typeByte = static_cast<uint8_t>(type);
    const size_t n = items.size();
    auto it = items.begin();
    uint64_t word = '0';      // the name word of element i ("0" for block 0)
    size_t headSize = 3;      // type byte, the digits of i, NUL
    uint64_t lastDigit = 1;   // one in the last digit's byte of the word
    uint32_t nextWider = 1;   // the next block whose indexes have one digit more
    uint32_t block = 0;       // i / 10
    uint32_t blockEnd = 10;   // the first index of the next block
    for (uint32_t i = 0; i < n; ++i, ++it) {
      if (i == blockEnd) [[unlikely]] {
        if (i >= kIndexWordLimit) [[unlikely]] {
          // Eight digits or more: no name word; every element from here comes
          // this way (blockEnd follows i) and takes the table path.
          blockEnd = i + 1;
          out.p_ = writeIndexHead(out.p_, typeByte, i);
          goto write_value;
        }
        blockEnd += 10;
        if (++block == nextWider) [[unlikely]] {
          ++headSize;
          lastDigit <<= 8;
          nextWider *= 10;
        }
        word = blockNameWord(block, headSize);
      }
      out.p_[0] = typeByte;
      storeLE<uint64_t>(out.p_ + 1, word);
      out.p_ += headSize;
      word += lastDigit;
    write_value:
      value(out, *it);
    }
    p_ = out.p_;
  }
  // Whole arrays of common element types.
  template <typename Name>
  [[gnu::always_inline]] void appendInt32Array(const Name& name, std::span<const int32_t> values) noexcept {
    const DocumentStart start = beginArray(name);
    arrayElements<4>(BsonType::kInt32, values, [](BsonSpanWriter& out, int32_t v) { out.int32Value(v); });
    endArray(start);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendInt64Array(const Name& name, std::span<const int64_t> values) noexcept {
    const DocumentStart start = beginArray(name);
    arrayElements<8>(BsonType::kInt64, values, [](BsonSpanWriter& out, int64_t v) { out.int64Value(v); });
    endArray(start);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendDocumentArray(const Name& name, std::span<const BsonDocument> docs) noexcept {
    const DocumentStart start = beginArray(name);
    arrayElements<kBsonEmptyDocumentSize>(BsonType::kObject, docs,
                                          [](BsonSpanWriter& out, const BsonDocument& d) { out.documentValue(d); });
    endArray(start);
  }

  // --- values (after a head of the matching type) ---------------------------------
  [[gnu::always_inline]] void doubleValue(double v) noexcept { le<uint64_t>(std::bit_cast<uint64_t>(v)); }
  [[gnu::always_inline]] void stringValue(std::string_view s) noexcept {
    le<int32_t>(static_cast<int32_t>(s.size() + 1));
    cString(s);
  }
  // A document or array value: its bytes as they are.
  [[gnu::always_inline]] void documentValue(const BsonDocument& doc) noexcept { bytes(doc.data(), doc.size()); }
  [[gnu::always_inline]] void binDataValue(uint8_t subtype, std::span<const uint8_t> data) noexcept {
    // Subtype 2 (old binary) repeats the length inside the payload.
    const bool old = subtype == kBinDataOld;
    le<int32_t>(static_cast<int32_t>(data.size() + (old ? 4 : 0)));
    *p_++ = subtype;
    if (old) le<int32_t>(static_cast<int32_t>(data.size()));
    bytes(data.data(), data.size());
  }
  [[gnu::always_inline]] void uuidValue(const Uuid& uuid) noexcept {
    le<int32_t>(16);
    *p_++ = kBinDataUuid;
    bytes(uuid.bytes);
  }
  [[gnu::always_inline]] void objectIdValue(const ObjectId& id) noexcept { bytes(id.bytes); }
  [[gnu::always_inline]] void boolValue(bool v) noexcept { *p_++ = v ? 1 : 0; }
  [[gnu::always_inline]] void dateValue(int64_t millis) noexcept { le<int64_t>(millis); }
  [[gnu::always_inline]] void regexValue(std::string_view pattern, std::string_view options) noexcept {
    cString(pattern);
    cString(options);
  }
  [[gnu::always_inline]] void dbPointerValue(std::string_view ns, const ObjectId& id) noexcept {
    stringValue(ns);
    bytes(id.bytes);
  }
  [[gnu::always_inline]] void codeWithScopeValue(std::string_view code, const BsonDocument& scope) noexcept {
    le<int32_t>(static_cast<int32_t>(4 + bsonStringValueSize(code.size()) + scope.size()));
    stringValue(code);
    documentValue(scope);
  }
  [[gnu::always_inline]] void int32Value(int32_t v) noexcept { le<int32_t>(v); }
  [[gnu::always_inline]] void timestampValue(Timestamp ts) noexcept {
    le<uint64_t>((static_cast<uint64_t>(ts.seconds) << 32) | ts.increment);
  }
  [[gnu::always_inline]] void int64Value(int64_t v) noexcept { le<int64_t>(v); }
  [[gnu::always_inline]] void decimal128Value(const Decimal128& d) noexcept { bytes(d.bytes); }
  // An element's value bytes as they are (any type).
  [[gnu::always_inline]] void elementValue(const BsonElement& e) noexcept { bytes(e.value(), e.valueSize()); }

  // --- whole elements: `Name` is a std::string_view (or converts to one) or an ArrayIndex
  template <typename Name>
  [[gnu::always_inline]] void appendDouble(const Name& name, double v) noexcept {
    head(BsonType::kDouble, name);
    doubleValue(v);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendString(const Name& name, std::string_view v) noexcept {
    head(BsonType::kString, name);
    stringValue(v);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendDocument(const Name& name, const BsonDocument& doc) noexcept {
    head(BsonType::kObject, name);
    documentValue(doc);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendArray(const Name& name, const BsonDocument& array) noexcept {
    head(BsonType::kArray, name);
    documentValue(array);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendBinData(const Name& name, uint8_t subtype, std::span<const uint8_t> data) noexcept {
    head(BsonType::kBinData, name);
    binDataValue(subtype, data);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendUuid(const Name& name, const Uuid& uuid) noexcept {
    head(BsonType::kBinData, name);
    uuidValue(uuid);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendUndefined(const Name& name) noexcept { head(BsonType::kUndefined, name); }
  template <typename Name>
  [[gnu::always_inline]] void appendObjectId(const Name& name, const ObjectId& id) noexcept {
    head(BsonType::kObjectId, name);
    objectIdValue(id);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendBool(const Name& name, bool v) noexcept {
    head(BsonType::kBool, name);
    boolValue(v);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendDate(const Name& name, int64_t millis) noexcept {
    head(BsonType::kDate, name);
    dateValue(millis);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendNull(const Name& name) noexcept { head(BsonType::kNull, name); }
  template <typename Name>
  [[gnu::always_inline]] void appendRegex(const Name& name, std::string_view pattern, std::string_view options) noexcept {
    head(BsonType::kRegex, name);
    regexValue(pattern, options);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendDbPointer(const Name& name, std::string_view ns, const ObjectId& id) noexcept {
    head(BsonType::kDbPointer, name);
    dbPointerValue(ns, id);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendJavaScript(const Name& name, std::string_view code) noexcept {
    head(BsonType::kJavaScript, name);
    stringValue(code);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendSymbol(const Name& name, std::string_view symbol) noexcept {
    head(BsonType::kSymbol, name);
    stringValue(symbol);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendCodeWithScope(const Name& name, std::string_view code, const BsonDocument& scope) noexcept {
    head(BsonType::kJavaScriptWithScope, name);
    codeWithScopeValue(code, scope);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendInt32(const Name& name, int32_t v) noexcept {
    head(BsonType::kInt32, name);
    int32Value(v);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendTimestamp(const Name& name, Timestamp ts) noexcept {
    head(BsonType::kTimestamp, name);
    timestampValue(ts);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendInt64(const Name& name, int64_t v) noexcept {
    head(BsonType::kInt64, name);
    int64Value(v);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendDecimal128(const Name& name, const Decimal128& d) noexcept {
    head(BsonType::kDecimal128, name);
    decimal128Value(d);
  }
  template <typename Name>
  [[gnu::always_inline]] void appendMinKey(const Name& name) noexcept { head(BsonType::kMinKey, name); }
  template <typename Name>
  [[gnu::always_inline]] void appendMaxKey(const Name& name) noexcept { head(BsonType::kMaxKey, name); }
  // Copies an element's value under a new name.
  template <typename Name>
  [[gnu::always_inline]] void appendElementAs(const Name& name, const BsonElement& e) noexcept {
    head(e.type(), name);
    elementValue(e);
  }
  // Copies an element as it is (its own name).
  [[gnu::always_inline]] void appendElement(const BsonElement& e) noexcept { bytes(e.start(), e.size()); }

 private:
  // The name word of the first index of `block` (block * 10, below
  // kIndexWordLimit): the block's digits, then '0', then the NUL.
  [[gnu::always_inline]] static uint64_t blockNameWord(uint32_t block, size_t headSize) noexcept {
    const size_t blockDigits = headSize - 3;  // 0 for block 0
    uint64_t prefix;
    if (block < 1000) [[likely]] {
      prefix = kIndexDigits[block] >> (8 * (3 - blockDigits));
    } else {
      // Below kIndexWordLimit / 10: a leading group of 1 to 3 digits, then
      // three padded ones (whose NUL byte the '0' below replaces).
      const uint32_t high = block / 1000;
      const size_t highDigits = blockDigits - 3;
      prefix = (kIndexDigits[high] >> (8 * (3 - highDigits))) |
               (static_cast<uint64_t>(kIndexDigits[block - high * 1000]) << (8 * highDigits));
    }
    return prefix | (uint64_t{'0'} << (8 * blockDigits));
  }

  uint8_t* p_;
};

}  // namespace switchyard
