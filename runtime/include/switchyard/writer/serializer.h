// The serialization entry points of generated classes, written once here.
//
// A generated class T provides three members; everything else is these
// templates (the generated entry points forward to them):
//
//   absl::Status checkSerializable() const;  // OK, or what cannot be written:
//                                            // a required field never set, a
//                                            // document value not well framed
//   size_t serializedSize() const;           // the exact size of the document
//   BsonSpanWriter writeFields(BsonSpanWriter out) const;
//                                            // the elements (no frame), into
//                                            // room of serializedSize() - 5
//
// Every entry point checks first, then computes the size once, checks it
// against the limit (MongoDB's 16 MiB unless told otherwise), reserves once
// and writes through a cursor held in a register. Nothing is written when a
// check fails.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "switchyard/bson/limits.h"
#include "switchyard/writer/span_writer.h"
#include "switchyard/writer/bson_writer.h"

namespace switchyard {

class OpMsgWriter;

// Writes `value` as a whole document at `out` (room for serializedSize()).
template <typename T>
[[gnu::always_inline]] inline BsonSpanWriter writeDocument(const T& value, BsonSpanWriter out) {
  const DocumentStart doc = out.beginDocument();
  out = value.writeFields(out);
  out.endDocument(doc);
  return out;
}

// A generated class's three members behind function pointers, so that the
// entry points below are compiled once in the runtime (serializer.cc) and a
// generated entry point is a call, not another inlined copy of the checks.
struct SerializerOps {
  absl::Status (*checkSerializable)(const void* value);
  size_t (*serializedSize)(const void* value);
  BsonSpanWriter (*writeFields)(const void* value, BsonSpanWriter out);
};

namespace detail {
// T's writeFields() out of line: the one copy of a nested struct's writer
// besides those inlined into its parents' writers. The checked entry points
// reach it through SerializerOps, and a nested struct's serialize() through
// writeDocumentOutOfLine below (each would otherwise inline its own copy).
template <typename T>
[[gnu::noinline]] BsonSpanWriter writeFieldsOutOfLine(const void* value, BsonSpanWriter out) {
  return static_cast<const T*>(value)->writeFields(out);
}
}  // namespace detail

template <typename T>
inline constexpr SerializerOps kSerializerOps{
    [](const void* value) { return static_cast<const T*>(value)->checkSerializable(); },
    [](const void* value) { return static_cast<const T*>(value)->serializedSize(); },
    &detail::writeFieldsOutOfLine<T>};

// writeDocument() through that out-of-line copy.
template <typename T>
inline BsonSpanWriter writeDocumentOutOfLine(const T& value, BsonSpanWriter out) {
  const DocumentStart doc = out.beginDocument();
  out = detail::writeFieldsOutOfLine<T>(&value, out);
  out.endDocument(doc);
  return out;
}

// Options of the checked entry points that take them.
struct SerializeOptions {
  size_t maxSize = kDefaultMaxDocumentSize;
  // Also validate every byte of the document written (BsonDocument::
  // validateDeep, as ParseOptions::validate does on the way in): a document
  // view copied out of input parsed without validation has a checked header
  // only, and a malformed interior is refused (InvalidBSON) instead of
  // being handed out.
  bool validate = false;
};

namespace detail {
absl::StatusOr<BsonBuffer> serializeToBuffer(const void* value, const SerializerOps& ops,
                                             const SerializeOptions& options);
absl::StatusOr<size_t> serializeInto(const void* value, const SerializerOps& ops, std::span<uint8_t> buffer,
                                     const SerializeOptions& options);
absl::Status serializeTo(const void* value, const SerializerOps& ops, BsonWriter& w, size_t maxSize);
absl::StatusOr<BsonBuffer> serializeToBuffer(const void* value, const SerializerOps& ops, size_t maxSize);
absl::StatusOr<size_t> serializeInto(const void* value, const SerializerOps& ops, std::span<uint8_t> buffer,
                                     size_t maxSize);
absl::Status appendAsElement(const void* value, const SerializerOps& ops, BsonWriter& w, std::string_view name,
                             size_t maxSize);
// The OP_MSG of a command whose fields all go in the body (no document
// sequences): serializeOpMsg (required fields already checked) and toOpMsg.
void serializeOpMsgBody(const void* value, const SerializerOps& ops, OpMsgWriter& w);
absl::StatusOr<BsonBuffer> toOpMsgBody(const void* value, const SerializerOps& ops, int32_t requestId,
                                       bool withChecksum);
}  // namespace detail

// Appends `value` as one document to `w`.
template <typename T>
absl::Status serializeTo(const T& value, BsonWriter& w, size_t maxSize = kDefaultMaxDocumentSize) {
  return detail::serializeTo(&value, kSerializerOps<T>, w, maxSize);
}

// A new buffer holding `value` as one document.
template <typename T>
absl::StatusOr<BsonBuffer> serializeToBuffer(const T& value, size_t maxSize = kDefaultMaxDocumentSize) {
  return detail::serializeToBuffer(&value, kSerializerOps<T>, maxSize);
}

// The same with options (SerializeOptions::validate).
template <typename T>
absl::StatusOr<BsonBuffer> serializeToBuffer(const T& value, const SerializeOptions& options) {
  return detail::serializeToBuffer(&value, kSerializerOps<T>, options);
}

// Writes `value` as one document at the start of the caller's `buffer`;
// returns the bytes written. Overflow (15) when the buffer is too small.
template <typename T>
absl::StatusOr<size_t> serializeInto(const T& value, std::span<uint8_t> buffer,
                                     size_t maxSize = kDefaultMaxDocumentSize) {
  return detail::serializeInto(&value, kSerializerOps<T>, buffer, maxSize);
}

// The same with options. With `validate`, a document that fails validation
// leaves the buffer's first four bytes as the length -1 (no reader takes it).
template <typename T>
absl::StatusOr<size_t> serializeInto(const T& value, std::span<uint8_t> buffer, const SerializeOptions& options) {
  return detail::serializeInto(&value, kSerializerOps<T>, buffer, options);
}

// Appends `value` to `w` as the element `name` of the document `w` is
// writing (a command nested in a larger document). `maxSize` limits the
// nested document; `w` checks the enclosing one when it is ended.
template <typename T>
absl::Status appendAsElement(const T& value, BsonWriter& w, std::string_view name,
                             size_t maxSize = kDefaultMaxDocumentSize) {
  return detail::appendAsElement(&value, kSerializerOps<T>, w, name, maxSize);
}

}  // namespace switchyard
