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
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>

#include "switchyard/array_index.h"
#include "switchyard/bson_document.h"
#include "switchyard/bson_type.h"
#include "switchyard/bytes.h"

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

// The start of an open document or array; endDocument back-patches its length.
struct DocumentStart {
  uint8_t* at;
};

class BsonSpanWriter {
 public:
  constexpr explicit BsonSpanWriter(uint8_t* pos) noexcept : p_(pos) {}
  // The next byte to write.
  constexpr uint8_t* pos() const noexcept { return p_; }

  // --- raw bytes --------------------------------------------------------------------
  [[gnu::always_inline]] void byte(uint8_t b) noexcept { *p_++ = b; }
  [[gnu::always_inline]] void bytes(const void* src, size_t n) noexcept {
    // An empty view may have a null data(): memcpy(p, nullptr, 0) is UB.
    if (n != 0) std::memcpy(p_, src, n);
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

  // --- values (after a head of the matching type) ---------------------------------
  void doubleValue(double v) noexcept { le<uint64_t>(std::bit_cast<uint64_t>(v)); }
  void stringValue(std::string_view s) noexcept {
    le<int32_t>(static_cast<int32_t>(s.size() + 1));
    cString(s);
  }
  // A document or array value: its bytes as they are.
  void documentValue(const BsonDocument& doc) noexcept { bytes(doc.data(), doc.size()); }
  void binDataValue(uint8_t subtype, std::span<const uint8_t> data) noexcept {
    // Subtype 2 (old binary) repeats the length inside the payload.
    const bool old = subtype == kBinDataOld;
    le<int32_t>(static_cast<int32_t>(data.size() + (old ? 4 : 0)));
    *p_++ = subtype;
    if (old) le<int32_t>(static_cast<int32_t>(data.size()));
    bytes(data.data(), data.size());
  }
  void uuidValue(const Uuid& uuid) noexcept {
    le<int32_t>(16);
    *p_++ = kBinDataUuid;
    bytes(uuid.bytes);
  }
  void objectIdValue(const ObjectId& id) noexcept { bytes(id.bytes); }
  void boolValue(bool v) noexcept { *p_++ = v ? 1 : 0; }
  void dateValue(int64_t millis) noexcept { le<int64_t>(millis); }
  void regexValue(std::string_view pattern, std::string_view options) noexcept {
    cString(pattern);
    cString(options);
  }
  void dbPointerValue(std::string_view ns, const ObjectId& id) noexcept {
    stringValue(ns);
    bytes(id.bytes);
  }
  void codeWithScopeValue(std::string_view code, const BsonDocument& scope) noexcept {
    le<int32_t>(static_cast<int32_t>(4 + bsonStringValueSize(code.size()) + scope.size()));
    stringValue(code);
    documentValue(scope);
  }
  void int32Value(int32_t v) noexcept { le<int32_t>(v); }
  void timestampValue(Timestamp ts) noexcept {
    le<uint64_t>((static_cast<uint64_t>(ts.seconds) << 32) | ts.increment);
  }
  void int64Value(int64_t v) noexcept { le<int64_t>(v); }
  void decimal128Value(const Decimal128& d) noexcept { bytes(d.bytes); }
  // An element's value bytes as they are (any type).
  void elementValue(const BsonElement& e) noexcept { bytes(e.value(), e.valueSize()); }

  // --- whole elements: `Name` is a std::string_view (or converts to one) or an ArrayIndex
  template <typename Name>
  void appendDouble(const Name& name, double v) noexcept {
    head(BsonType::kDouble, name);
    doubleValue(v);
  }
  template <typename Name>
  void appendString(const Name& name, std::string_view v) noexcept {
    head(BsonType::kString, name);
    stringValue(v);
  }
  template <typename Name>
  void appendDocument(const Name& name, const BsonDocument& doc) noexcept {
    head(BsonType::kObject, name);
    documentValue(doc);
  }
  template <typename Name>
  void appendArray(const Name& name, const BsonDocument& array) noexcept {
    head(BsonType::kArray, name);
    documentValue(array);
  }
  template <typename Name>
  void appendBinData(const Name& name, uint8_t subtype, std::span<const uint8_t> data) noexcept {
    head(BsonType::kBinData, name);
    binDataValue(subtype, data);
  }
  template <typename Name>
  void appendUuid(const Name& name, const Uuid& uuid) noexcept {
    head(BsonType::kBinData, name);
    uuidValue(uuid);
  }
  template <typename Name>
  void appendUndefined(const Name& name) noexcept { head(BsonType::kUndefined, name); }
  template <typename Name>
  void appendObjectId(const Name& name, const ObjectId& id) noexcept {
    head(BsonType::kObjectId, name);
    objectIdValue(id);
  }
  template <typename Name>
  void appendBool(const Name& name, bool v) noexcept {
    head(BsonType::kBool, name);
    boolValue(v);
  }
  template <typename Name>
  void appendDate(const Name& name, int64_t millis) noexcept {
    head(BsonType::kDate, name);
    dateValue(millis);
  }
  template <typename Name>
  void appendNull(const Name& name) noexcept { head(BsonType::kNull, name); }
  template <typename Name>
  void appendRegex(const Name& name, std::string_view pattern, std::string_view options) noexcept {
    head(BsonType::kRegex, name);
    regexValue(pattern, options);
  }
  template <typename Name>
  void appendDbPointer(const Name& name, std::string_view ns, const ObjectId& id) noexcept {
    head(BsonType::kDbPointer, name);
    dbPointerValue(ns, id);
  }
  template <typename Name>
  void appendJavaScript(const Name& name, std::string_view code) noexcept {
    head(BsonType::kJavaScript, name);
    stringValue(code);
  }
  template <typename Name>
  void appendSymbol(const Name& name, std::string_view symbol) noexcept {
    head(BsonType::kSymbol, name);
    stringValue(symbol);
  }
  template <typename Name>
  void appendCodeWithScope(const Name& name, std::string_view code, const BsonDocument& scope) noexcept {
    head(BsonType::kJavaScriptWithScope, name);
    codeWithScopeValue(code, scope);
  }
  template <typename Name>
  void appendInt32(const Name& name, int32_t v) noexcept {
    head(BsonType::kInt32, name);
    int32Value(v);
  }
  template <typename Name>
  void appendTimestamp(const Name& name, Timestamp ts) noexcept {
    head(BsonType::kTimestamp, name);
    timestampValue(ts);
  }
  template <typename Name>
  void appendInt64(const Name& name, int64_t v) noexcept {
    head(BsonType::kInt64, name);
    int64Value(v);
  }
  template <typename Name>
  void appendDecimal128(const Name& name, const Decimal128& d) noexcept {
    head(BsonType::kDecimal128, name);
    decimal128Value(d);
  }
  template <typename Name>
  void appendMinKey(const Name& name) noexcept { head(BsonType::kMinKey, name); }
  template <typename Name>
  void appendMaxKey(const Name& name) noexcept { head(BsonType::kMaxKey, name); }
  // Copies an element's value under a new name.
  template <typename Name>
  void appendElementAs(const Name& name, const BsonElement& e) noexcept {
    head(e.type(), name);
    elementValue(e);
  }
  // Copies an element as it is (its own name).
  void appendElement(const BsonElement& e) noexcept { bytes(e.start(), e.size()); }

 private:
  uint8_t* p_;
};

}  // namespace switchyard
