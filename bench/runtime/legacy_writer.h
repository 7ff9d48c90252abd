// The BsonWriter as it was before BsonSpanWriter (commit 952072a), frozen
// here as the "before" rows of the writer benchmarks: every append goes
// through the writer's members (reloaded after each byte store), array index
// names are rendered with a % 10 loop into a temporary and copied reversed,
// and indexNameSize counts digits with a division loop. Benchmarks only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <span>
#include <string_view>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/writer/internal/array_index.h"

namespace switchyard_bench::legacy {

using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::BsonType;
using switchyard::Capacity;
using switchyard::Decimal128;
using switchyard::ObjectId;
using switchyard::Timestamp;
using switchyard::Uuid;
using switchyard::kBinDataOld;
using switchyard::kBinDataUuid;
using switchyard::storeLE;

class ArrayIndexName {
 public:
  explicit ArrayIndexName(uint32_t i) noexcept {
    char tmp[10];
    uint32_t n = 0;
    do {
      tmp[n++] = static_cast<char>('0' + i % 10);
      i /= 10;
    } while (i != 0);
    size_ = static_cast<uint8_t>(n);
    for (uint32_t k = 0; k < n; ++k) chars_[k] = tmp[n - 1 - k];
  }
  std::string_view view() const noexcept { return {chars_, size_}; }
  operator std::string_view() const noexcept { return view(); }  // NOLINT

 private:
  char chars_[10];
  uint8_t size_;
};

class BsonWriter {
 public:
  explicit BsonWriter(size_t initialCapacity = 256) {
    if (initialCapacity < 16) initialCapacity = 16;
    begin_ = static_cast<uint8_t*>(std::malloc(initialCapacity));
    if (begin_ == nullptr) throw std::bad_alloc();
    pos_ = begin_;
    cap_ = begin_ + initialCapacity;
  }
  ~BsonWriter() { std::free(begin_); }
  BsonWriter(const BsonWriter&) = delete;
  BsonWriter& operator=(const BsonWriter&) = delete;

  // Ensures room for n more bytes.
  void reserve(size_t n) {
    if (static_cast<size_t>(cap_ - pos_) < n) [[unlikely]] grow(n);
  }
  size_t size() const noexcept { return static_cast<size_t>(pos_ - begin_); }
  size_t capacity() const noexcept { return static_cast<size_t>(cap_ - begin_); }
  const uint8_t* data() const noexcept { return begin_; }
  // Drops the contents, keeps the capacity.
  void clear() noexcept { pos_ = begin_; }

  // Hands back the bytes written (normally one finished document) and leaves
  // the writer empty.

  // --- sizes, for computing a reservation ------------------------------------
  static constexpr size_t elementSize(size_t nameSize, size_t valueSize) noexcept {
    return 1 + nameSize + 1 + valueSize;
  }
  static constexpr size_t stringValueSize(size_t chars) noexcept { return 4 + chars + 1; }
  static constexpr size_t kEmptyDocumentSize = 5;
  // Decimal digits of an array index name.
  static constexpr size_t indexNameSize(uint32_t i) noexcept {
    size_t n = 1;
    while (i >= 10) {
      i /= 10;
      ++n;
    }
    return n;
  }

  // --- documents and arrays ---------------------------------------------------
  // Starts the top-level document; returns the offset to pass to endDocument.
  template <Capacity C = Capacity::kCheck>
  size_t beginDocument() {
    if constexpr (C == Capacity::kCheck) reserve(4);
    const size_t at = size();
    pos_ += 4;
    return at;
  }
  // Writes the terminating NUL and back-patches the length.
  template <Capacity C = Capacity::kCheck>
  void endDocument(size_t at) {
    if constexpr (C == Capacity::kCheck) reserve(1);
    *pos_++ = 0;
    storeLE<int32_t>(begin_ + at, static_cast<int32_t>(size() - at));
  }
  template <Capacity C = Capacity::kCheck>
  size_t beginSubDocument(std::string_view name) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), 4));
    putHeader(BsonType::kObject, name);
    return beginDocument<Capacity::kReserved>();
  }
  template <Capacity C = Capacity::kCheck>
  size_t beginArray(std::string_view name) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), 4));
    putHeader(BsonType::kArray, name);
    return beginDocument<Capacity::kReserved>();
  }
  template <Capacity C = Capacity::kCheck>
  void endSubDocument(size_t at) { endDocument<C>(at); }
  template <Capacity C = Capacity::kCheck>
  void endArray(size_t at) { endDocument<C>(at); }

  // --- elements ---------------------------------------------------------------
  template <Capacity C = Capacity::kCheck>
  void appendDouble(std::string_view name, double v) {
    uint64_t bits;
    std::memcpy(&bits, &v, 8);
    fixed<C, uint64_t>(BsonType::kDouble, name, bits);
  }
  template <Capacity C = Capacity::kCheck>
  void appendString(std::string_view name, std::string_view v) {
    stringLike<C>(BsonType::kString, name, v);
  }
  template <Capacity C = Capacity::kCheck>
  void appendDocument(std::string_view name, const BsonDocument& doc) {
    raw<C>(BsonType::kObject, name, doc.data(), doc.size());
  }
  template <Capacity C = Capacity::kCheck>
  void appendArray(std::string_view name, const BsonDocument& array) {
    raw<C>(BsonType::kArray, name, array.data(), array.size());
  }
  template <Capacity C = Capacity::kCheck>
  void appendBinData(std::string_view name, uint8_t subtype, std::span<const uint8_t> bytes) {
    const bool old = subtype == kBinDataOld;
    const size_t payload = bytes.size() + (old ? 4 : 0);
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), 5 + payload));
    putHeader(BsonType::kBinData, name);
    putLE<int32_t>(static_cast<int32_t>(payload));
    *pos_++ = subtype;
    if (old) putLE<int32_t>(static_cast<int32_t>(bytes.size()));
    putBytes(bytes.data(), bytes.size());
  }
  template <Capacity C = Capacity::kCheck>
  void appendUuid(std::string_view name, const Uuid& uuid) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), 5 + 16));
    putHeader(BsonType::kBinData, name);
    putLE<int32_t>(16);
    *pos_++ = kBinDataUuid;
    putBytes(uuid.bytes.data(), 16);
  }
  template <Capacity C = Capacity::kCheck>
  void appendUndefined(std::string_view name) { empty<C>(BsonType::kUndefined, name); }
  template <Capacity C = Capacity::kCheck>
  void appendObjectId(std::string_view name, const ObjectId& id) {
    raw<C>(BsonType::kObjectId, name, id.bytes.data(), 12);
  }
  template <Capacity C = Capacity::kCheck>
  void appendBool(std::string_view name, bool v) {
    fixed<C, uint8_t>(BsonType::kBool, name, v ? 1 : 0);
  }
  template <Capacity C = Capacity::kCheck>
  void appendDate(std::string_view name, int64_t millis) { fixed<C, int64_t>(BsonType::kDate, name, millis); }
  template <Capacity C = Capacity::kCheck>
  void appendNull(std::string_view name) { empty<C>(BsonType::kNull, name); }
  template <Capacity C = Capacity::kCheck>
  void appendRegex(std::string_view name, std::string_view pattern, std::string_view options) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), pattern.size() + options.size() + 2));
    putHeader(BsonType::kRegex, name);
    putCString(pattern);
    putCString(options);
  }
  template <Capacity C = Capacity::kCheck>
  void appendDbPointer(std::string_view name, std::string_view ns, const ObjectId& id) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), stringValueSize(ns.size()) + 12));
    putHeader(BsonType::kDbPointer, name);
    putLE<int32_t>(static_cast<int32_t>(ns.size() + 1));
    putCString(ns);
    putBytes(id.bytes.data(), 12);
  }
  template <Capacity C = Capacity::kCheck>
  void appendJavaScript(std::string_view name, std::string_view code) {
    stringLike<C>(BsonType::kJavaScript, name, code);
  }
  template <Capacity C = Capacity::kCheck>
  void appendSymbol(std::string_view name, std::string_view symbol) {
    stringLike<C>(BsonType::kSymbol, name, symbol);
  }
  template <Capacity C = Capacity::kCheck>
  void appendCodeWithScope(std::string_view name, std::string_view code, const BsonDocument& scope) {
    const size_t total = 4 + stringValueSize(code.size()) + scope.size();
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), total));
    putHeader(BsonType::kJavaScriptWithScope, name);
    putLE<int32_t>(static_cast<int32_t>(total));
    putLE<int32_t>(static_cast<int32_t>(code.size() + 1));
    putCString(code);
    putBytes(scope.data(), scope.size());
  }
  template <Capacity C = Capacity::kCheck>
  void appendInt32(std::string_view name, int32_t v) { fixed<C, int32_t>(BsonType::kInt32, name, v); }
  template <Capacity C = Capacity::kCheck>
  void appendTimestamp(std::string_view name, Timestamp ts) {
    fixed<C, uint64_t>(BsonType::kTimestamp, name,
                       (static_cast<uint64_t>(ts.seconds) << 32) | ts.increment);
  }
  template <Capacity C = Capacity::kCheck>
  void appendInt64(std::string_view name, int64_t v) { fixed<C, int64_t>(BsonType::kInt64, name, v); }
  template <Capacity C = Capacity::kCheck>
  void appendDecimal128(std::string_view name, const Decimal128& d) {
    raw<C>(BsonType::kDecimal128, name, d.bytes.data(), 16);
  }
  template <Capacity C = Capacity::kCheck>
  void appendMinKey(std::string_view name) { empty<C>(BsonType::kMinKey, name); }
  template <Capacity C = Capacity::kCheck>
  void appendMaxKey(std::string_view name) { empty<C>(BsonType::kMaxKey, name); }
  // Copies an element's value under a new name.
  template <Capacity C = Capacity::kCheck>
  void appendElementAs(std::string_view name, const BsonElement& e) {
    raw<C>(e.type(), name, e.value(), e.valueSize());
  }
  // Copies an element as it is (its own name).
  template <Capacity C = Capacity::kCheck>
  void appendElement(const BsonElement& e) {
    if constexpr (C == Capacity::kCheck) reserve(e.size());
    putBytes(e.start(), e.size());
  }

 private:
  [[gnu::noinline]] void grow(size_t n) {
    const size_t used = size();
    size_t capacity = this->capacity();
    if (capacity < 16) capacity = 16;
    while (capacity - used < n) capacity *= 2;
    auto* p = static_cast<uint8_t*>(std::realloc(begin_, capacity));
    if (p == nullptr) throw std::bad_alloc();
    begin_ = p;
    pos_ = p + used;
    cap_ = p + capacity;
  }

  void putHeader(BsonType type, std::string_view name) noexcept {
    *pos_++ = static_cast<uint8_t>(type);
    putCString(name);
  }
  void putCString(std::string_view s) noexcept {
    // An empty view may have a null data(): memcpy(p, nullptr, 0) is UB.
    if (!s.empty()) std::memcpy(pos_, s.data(), s.size());
    pos_[s.size()] = 0;
    pos_ += s.size() + 1;
  }
  void putBytes(const void* p, size_t n) noexcept {
    if (n != 0) std::memcpy(pos_, p, n);
    pos_ += n;
  }
  template <typename T>
  void putLE(T v) noexcept {
    storeLE<T>(pos_, v);
    pos_ += sizeof(T);
  }
  template <Capacity C, typename T>
  void fixed(BsonType type, std::string_view name, T v) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), sizeof(T)));
    putHeader(type, name);
    putLE<T>(v);
  }
  template <Capacity C>
  void empty(BsonType type, std::string_view name) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), 0));
    putHeader(type, name);
  }
  template <Capacity C>
  void stringLike(BsonType type, std::string_view name, std::string_view v) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), stringValueSize(v.size())));
    putHeader(type, name);
    putLE<int32_t>(static_cast<int32_t>(v.size() + 1));
    putCString(v);
  }
  template <Capacity C>
  void raw(BsonType type, std::string_view name, const uint8_t* value, size_t n) {
    if constexpr (C == Capacity::kCheck) reserve(elementSize(name.size(), n));
    putHeader(type, name);
    putBytes(value, n);
  }

  uint8_t* begin_ = nullptr;
  uint8_t* pos_ = nullptr;
  uint8_t* cap_ = nullptr;
};

}  // namespace switchyard_bench::legacy
