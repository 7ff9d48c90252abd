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
#include "switchyard/bson_limits.h"
#include "switchyard/bson_span_writer.h"
#include "switchyard/bson_writer.h"

namespace switchyard {

// Writes `value` as a whole document at `out` (room for serializedSize()).
template <typename T>
[[gnu::always_inline]] inline BsonSpanWriter writeDocument(const T& value, BsonSpanWriter out) {
  const DocumentStart doc = out.beginDocument();
  out = value.writeFields(out);
  out.endDocument(doc);
  return out;
}

// The checks every entry point makes; on success *size is the document's size.
template <typename T>
absl::Status prepareSerialize(const T& value, size_t maxSize, size_t* size) {
  if (absl::Status status = value.checkSerializable(); !status.ok()) [[unlikely]] return status;
  *size = value.serializedSize();
  return checkDocumentSize(*size, maxSize);
}

// Appends `value` as one document to `w`.
template <typename T>
absl::Status serializeTo(const T& value, BsonWriter& w, size_t maxSize = kDefaultMaxDocumentSize) {
  size_t size = 0;
  if (absl::Status status = prepareSerialize(value, maxSize, &size); !status.ok()) [[unlikely]] return status;
  w.commit(writeDocument(value, w.span(size)));
  return absl::OkStatus();
}

// A new buffer holding `value` as one document.
template <typename T>
absl::StatusOr<BsonBuffer> serializeToBuffer(const T& value, size_t maxSize = kDefaultMaxDocumentSize) {
  size_t size = 0;
  if (absl::Status status = prepareSerialize(value, maxSize, &size); !status.ok()) [[unlikely]] return status;
  BsonWriter w(size);
  w.commit(writeDocument(value, w.span(size)));
  return w.finish();
}

// Writes `value` as one document at the start of the caller's `buffer`;
// returns the bytes written. Overflow (15) when the buffer is too small.
template <typename T>
absl::StatusOr<size_t> serializeInto(const T& value, std::span<uint8_t> buffer,
                                     size_t maxSize = kDefaultMaxDocumentSize) {
  size_t size = 0;
  if (absl::Status status = prepareSerialize(value, maxSize, &size); !status.ok()) [[unlikely]] return status;
  if (absl::Status status = checkRoom(size, buffer.size()); !status.ok()) [[unlikely]] return status;
  const BsonSpanWriter end = writeDocument(value, BsonSpanWriter(buffer.data()));
  return static_cast<size_t>(end.pos() - buffer.data());
}

// Appends `value` to `w` as the element `name` of the document `w` is
// writing (a command nested in a larger document). `maxSize` limits the
// nested document; `w` checks the enclosing one when it is ended.
template <typename T>
absl::Status appendAsElement(const T& value, BsonWriter& w, std::string_view name,
                             size_t maxSize = kDefaultMaxDocumentSize) {
  size_t size = 0;
  if (absl::Status status = prepareSerialize(value, maxSize, &size); !status.ok()) [[unlikely]] return status;
  BsonSpanWriter out = w.span(bsonElementSize(name.size(), size));
  out.head(BsonType::kObject, name);
  w.commit(writeDocument(value, out));
  return absl::OkStatus();
}

}  // namespace switchyard
