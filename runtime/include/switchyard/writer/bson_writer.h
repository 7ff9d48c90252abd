// BsonWriter: a contiguous growable buffer that appends BSON.
//
// Two modes per call, chosen at compile time:
//   * Capacity::kCheck (default): one comparison, growing geometrically when
//     the buffer is full;
//   * Capacity::kReserved: the caller has reserve()d enough for everything it
//     will append, so an append is a store and a pointer bump.
// Generated serializers compute the exact size first, reserve once, then
// append through a BsonSpanWriter: span(n) hands out the reserved room as a
// one-pointer cursor, commit(out) takes the position back. Document and
// array lengths are back-patched by end*().
//
// Element names are a std::string_view (or anything converting to one) or an
// ArrayIndex (the array element's position, rendered from a table).
//
// Lengths: a document over BSON's int32 length (kBsonMaxSize) cannot be
// represented. end*() refuses it: status() turns BSONObjectTooLarge (sticky)
// and the length field is poisoned (-1) so that no reader accepts the bytes.
// Policy limits (MongoDB's 16 MiB) are checked where the size is known, with
// checkDocumentSize (bson_limits.h).
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>

#include "absl/status/status.h"
#include "switchyard/writer/internal/array_index.h"
#include "switchyard/bson/document.h"
#include "switchyard/bson/limits.h"
#include "switchyard/writer/span_writer.h"
#include "switchyard/bson/type.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard {

enum class Capacity : bool { kCheck, kReserved };

// An owning, finished document (from BsonWriter::finish).
class BsonBuffer {
 public:
  BsonBuffer() = default;
  const uint8_t* data() const noexcept { return data_.get(); }
  size_t size() const noexcept { return size_; }
  std::span<const uint8_t> bytes() const noexcept { return {data_.get(), size_}; }
  // The document; valid while this buffer lives.
  BsonDocument view() const noexcept {
    return size_ == 0 ? BsonDocument() : BsonDocument::fromValidatedBytes(data_.get(), static_cast<uint32_t>(size_));
  }
  // Copies `bytes` (which must hold a document) into a new buffer.
  static BsonBuffer copyOf(std::span<const uint8_t> bytes);

 private:
  friend class BsonWriter;
  struct Free {
    void operator()(uint8_t* p) const noexcept { std::free(p); }
  };
  BsonBuffer(uint8_t* data, size_t size) noexcept : data_(data), size_(size) {}
  std::unique_ptr<uint8_t, Free> data_;
  size_t size_ = 0;
};

class BsonWriter {
 public:
  // `maxDocumentSize`: the largest document or array end*() accepts (capped at
  // the format's kBsonMaxSize, the default).
  explicit BsonWriter(size_t initialCapacity = 256, size_t maxDocumentSize = kBsonMaxSize);
  ~BsonWriter() { std::free(begin_); }
  BsonWriter(BsonWriter&& other) noexcept;
  BsonWriter& operator=(BsonWriter&& other) noexcept;
  BsonWriter(const BsonWriter&) = delete;
  BsonWriter& operator=(const BsonWriter&) = delete;

  // Bytes allocated past capacity(): room for the word stores of index names
  // (writeIndexHead) at the very end of a reservation.
  static constexpr size_t kSlack = 8;

  // Ensures room for n more bytes.
  void reserve(size_t n) {
    if (static_cast<size_t>(cap_ - pos_) < n) [[unlikely]] grow(n);
  }
  size_t size() const noexcept { return static_cast<size_t>(pos_ - begin_); }
  size_t capacity() const noexcept { return static_cast<size_t>(cap_ - begin_); }
  const uint8_t* data() const noexcept { return begin_; }
  // Drops the contents (and an error about them), keeps the capacity.
  void clear() noexcept {
    pos_ = begin_;
    if (!status_.ok()) [[unlikely]] resetError();
  }

  // OK, or the first error: a document that exceeded maxDocumentSize()
  // (BSONObjectTooLarge), a field name or regex holding a NUL (BadValue).
  const absl::Status& status() const noexcept { return status_; }
  size_t maxDocumentSize() const noexcept { return status_.ok() ? maxDocumentSize_ : requestedMax_; }

  // Hands back the bytes written (normally one finished document) and leaves
  // the writer empty. Check status() first: after an error the bytes hold a
  // poisoned length.
  BsonBuffer finish();

  // --- the fast path: a cursor over reserved room ---------------------------------
  // Reserves n bytes and returns a cursor at the end of the contents; append
  // at most n bytes through it, then commit() it.
  //   BsonSpanWriter out = w.span(n);  ...appends on out...;  w.commit(out);
  [[nodiscard]] BsonSpanWriter span(size_t n) {
    reserve(n);
    return BsonSpanWriter(pos_);
  }
  // Takes back the position of a cursor from span().
  void commit(BsonSpanWriter out) noexcept {
    assert(out.pos() >= pos_ && out.pos() <= cap_);
    pos_ = out.pos();
  }

  // --- sizes, for computing a reservation ------------------------------------
  static constexpr size_t elementSize(size_t nameSize, size_t valueSize) noexcept {
    return bsonElementSize(nameSize, valueSize);
  }
  static constexpr size_t stringValueSize(size_t chars) noexcept { return bsonStringValueSize(chars); }
  static constexpr size_t kEmptyDocumentSize = kBsonEmptyDocumentSize;
  // Decimal digits of an array index name.
  static constexpr size_t indexNameSize(uint32_t i) noexcept { return switchyard::indexNameSize(i); }

  // --- documents and arrays ---------------------------------------------------
  // Starts the top-level document; returns the offset to pass to endDocument.
  template <Capacity C = Capacity::kCheck>
  size_t beginDocument() {
    if constexpr (C == Capacity::kCheck) reserve(4);
    const size_t at = size();
    pos_ += 4;
    return at;
  }
  // Writes the terminating NUL and back-patches the length (see the file
  // comment for a document over maxDocumentSize()).
  template <Capacity C = Capacity::kCheck>
  void endDocument(size_t at) {
    if constexpr (C == Capacity::kCheck) reserve(1);
    *pos_++ = 0;
    const size_t length = size() - at;
    if (length > maxDocumentSize_) [[unlikely]] {
      refuseTooLarge(at, length);
      return;
    }
    storeLE<int32_t>(begin_ + at, static_cast<int32_t>(length));
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  size_t beginSubDocument(const Name& name) {
    return beginNested<C>(BsonType::kObject, name);
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  size_t beginArray(const Name& name) {
    return beginNested<C>(BsonType::kArray, name);
  }
  template <Capacity C = Capacity::kCheck>
  void endSubDocument(size_t at) { endDocument<C>(at); }
  template <Capacity C = Capacity::kCheck>
  void endArray(size_t at) { endDocument<C>(at); }

  // --- raw bytes: framing around documents (e.g. OP_MSG sections) ------------
  void appendRaw(std::span<const uint8_t> bytes) { appendBytes(bytes.data(), bytes.size()); }
  void appendRawByte(uint8_t b) { appendBytes(&b, 1); }
  void appendRawUint32(uint32_t v) {
    uint8_t le[4];
    storeLE<uint32_t>(le, v);
    appendBytes(le, sizeof le);
  }
  // Overwrites the 4 bytes at offset `at` (already written).
  void patchUint32(size_t at, uint32_t v) noexcept { storeLE<uint32_t>(begin_ + at, v); }
  uint32_t readUint32(size_t at) const noexcept { return loadLE<uint32_t>(begin_ + at); }

  // --- elements (BsonSpanWriter writes the bytes) ----------------------------------
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendDouble(const Name& name, double v) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 8),
                  [&](BsonSpanWriter& out) { out.appendDouble(name, v); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendString(const Name& name, std::string_view v) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), stringValueSize(v.size())),
                  [&](BsonSpanWriter& out) { out.appendString(name, v); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendDocument(const Name& name, const BsonDocument& doc) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), doc.size()),
                  [&](BsonSpanWriter& out) { out.appendDocument(name, doc); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendArray(const Name& name, const BsonDocument& array) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), array.size()),
                  [&](BsonSpanWriter& out) { out.appendArray(name, array); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendBinData(const Name& name, uint8_t subtype, std::span<const uint8_t> bytes) {
    const size_t payload = bytes.size() + (subtype == kBinDataOld ? 4 : 0);
    writeNamed<C>(name, elementSize(bsonNameSize(name), 5 + payload),
                  [&](BsonSpanWriter& out) { out.appendBinData(name, subtype, bytes); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendUuid(const Name& name, const Uuid& uuid) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 5 + 16),
                  [&](BsonSpanWriter& out) { out.appendUuid(name, uuid); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendUndefined(const Name& name) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 0),
                  [&](BsonSpanWriter& out) { out.appendUndefined(name); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendObjectId(const Name& name, const ObjectId& id) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 12),
                  [&](BsonSpanWriter& out) { out.appendObjectId(name, id); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendBool(const Name& name, bool v) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 1),
                  [&](BsonSpanWriter& out) { out.appendBool(name, v); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendDate(const Name& name, int64_t millis) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 8),
                  [&](BsonSpanWriter& out) { out.appendDate(name, millis); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendNull(const Name& name) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 0),
                  [&](BsonSpanWriter& out) { out.appendNull(name); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendRegex(const Name& name, std::string_view pattern, std::string_view options) {
    // Pattern and options are C strings in BSON: a NUL inside either is refused.
    if (hasNul(pattern) || hasNul(options)) [[unlikely]] return refuseNul("regex pattern or options");
    writeNamed<C>(name, elementSize(bsonNameSize(name), pattern.size() + options.size() + 2),
                  [&](BsonSpanWriter& out) { out.appendRegex(name, pattern, options); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendDbPointer(const Name& name, std::string_view ns, const ObjectId& id) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), stringValueSize(ns.size()) + 12),
                  [&](BsonSpanWriter& out) { out.appendDbPointer(name, ns, id); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendJavaScript(const Name& name, std::string_view code) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), stringValueSize(code.size())),
                  [&](BsonSpanWriter& out) { out.appendJavaScript(name, code); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendSymbol(const Name& name, std::string_view symbol) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), stringValueSize(symbol.size())),
                  [&](BsonSpanWriter& out) { out.appendSymbol(name, symbol); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendCodeWithScope(const Name& name, std::string_view code, const BsonDocument& scope) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 4 + stringValueSize(code.size()) + scope.size()),
                  [&](BsonSpanWriter& out) { out.appendCodeWithScope(name, code, scope); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendInt32(const Name& name, int32_t v) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 4),
                  [&](BsonSpanWriter& out) { out.appendInt32(name, v); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendTimestamp(const Name& name, Timestamp ts) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 8),
                  [&](BsonSpanWriter& out) { out.appendTimestamp(name, ts); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendInt64(const Name& name, int64_t v) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 8),
                  [&](BsonSpanWriter& out) { out.appendInt64(name, v); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendDecimal128(const Name& name, const Decimal128& d) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 16),
                  [&](BsonSpanWriter& out) { out.appendDecimal128(name, d); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendMinKey(const Name& name) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 0),
                  [&](BsonSpanWriter& out) { out.appendMinKey(name); });
  }
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendMaxKey(const Name& name) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), 0),
                  [&](BsonSpanWriter& out) { out.appendMaxKey(name); });
  }
  // Copies an element's value under a new name.
  template <Capacity C = Capacity::kCheck, typename Name>
  void appendElementAs(const Name& name, const BsonElement& e) {
    writeNamed<C>(name, elementSize(bsonNameSize(name), e.valueSize()),
                  [&](BsonSpanWriter& out) { out.appendElementAs(name, e); });
  }
  // Copies an element as it is (its own name).
  template <Capacity C = Capacity::kCheck>
  void appendElement(const BsonElement& e) {
    write<C>(e.size(), [&](BsonSpanWriter& out) { out.appendElement(e); });
  }
  // Raw bytes (an encoding the caller did itself).
  template <Capacity C = Capacity::kCheck>
  void appendBytes(const void* p, size_t n) {
    write<C>(n, [&](BsonSpanWriter& out) { out.bytes(p, n); });
  }

 private:
  [[gnu::noinline]] void grow(size_t n);
  [[gnu::cold, gnu::noinline]] void refuseTooLarge(size_t at, size_t length);
  // A field name or regex with a NUL cannot be written as BSON: nothing is
  // appended, status() turns BadValue (the first error stays), and every
  // document or array ended from now on gets the poisoned length (-1), so
  // the bytes never pass for a document without the element.
  [[gnu::cold, gnu::noinline]] void refuseNul(const char* what);
  // Back to no error and the limit asked for (clear(), finish()).
  [[gnu::cold, gnu::noinline]] void resetError() noexcept;

  static bool hasNul(std::string_view s) noexcept { return s.find('\0') != std::string_view::npos; }
  template <typename Name>
  static bool nameHasNul(const Name& name) noexcept {
    if constexpr (std::is_convertible_v<const Name&, std::string_view>) {
      return hasNul(std::string_view(name));
    } else {
      return false;  // an ArrayIndex: digits
    }
  }

  // The head of a document or array element and its length's room. A name
  // with a NUL is refused; the nested document is still framed (and its
  // length poisoned when it ends), so the caller's begin/end pairs balance.
  template <Capacity C, typename Name>
  size_t beginNested(BsonType type, const Name& name) {
    if (nameHasNul(name)) [[unlikely]] {
      refuseNul("field name");
      return beginDocument<Capacity::kCheck>();
    }
    write<C>(elementSize(bsonNameSize(name), 4), [&](BsonSpanWriter& out) { out.head(type, name); });
    return beginDocument<Capacity::kReserved>();
  }

  // write() of an element named `name`, refused when the name holds a NUL.
  template <Capacity C, typename Name, typename F>
  [[gnu::always_inline]] void writeNamed(const Name& name, size_t n, F&& f) {
    if (nameHasNul(name)) [[unlikely]] return refuseNul("field name");
    write<C>(n, static_cast<F&&>(f));
  }

  // Reserves n bytes in checked mode, then lets `f` append them through a
  // cursor over this writer's position.
  template <Capacity C, typename F>
  [[gnu::always_inline]] void write(size_t n, F&& f) {
    if constexpr (C == Capacity::kCheck) reserve(n);
    BsonSpanWriter out(pos_);
    f(out);
    pos_ = out.pos();
  }

  uint8_t* begin_ = nullptr;
  uint8_t* pos_ = nullptr;
  uint8_t* cap_ = nullptr;  // end of the usable room; kSlack more bytes are allocated
  // The limit end*() checks: the one asked for, or 0 once an element was
  // refused (refuseNul), so that every document ended after it is poisoned.
  size_t maxDocumentSize_ = kBsonMaxSize;
  // The limit asked for, kept from the first error on and read only while
  // status() is an error (not initialised before: no store on the hot path).
  size_t requestedMax_;
  absl::Status status_;
};

}  // namespace switchyard
