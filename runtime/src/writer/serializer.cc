// The serialization entry points of serializer.h, compiled once: each takes
// the generated class's members through SerializerOps.
#include "switchyard/writer/serializer.h"

#include "switchyard/opmsg/op_msg.h"

namespace switchyard::detail {
namespace {

// Writes the document of `value` (of `size` bytes) at `out`.
BsonSpanWriter writeDocument(const void* value, const SerializerOps& ops, BsonSpanWriter out) {
  const DocumentStart doc = out.beginDocument();
  out = ops.writeFields(value, out);
  out.endDocument(doc);
  return out;
}

// The checks every entry point makes; on success *size is the document's size.
absl::Status prepare(const void* value, const SerializerOps& ops, size_t maxSize, size_t* size) {
  if (absl::Status status = ops.checkSerializable(value); !status.ok()) [[unlikely]] return status;
  *size = ops.serializedSize(value);
  return checkDocumentSize(*size, maxSize);
}

}  // namespace

absl::Status serializeTo(const void* value, const SerializerOps& ops, BsonWriter& w, size_t maxSize) {
  size_t size = 0;
  if (absl::Status status = prepare(value, ops, maxSize, &size); !status.ok()) [[unlikely]] return status;
  w.commit(writeDocument(value, ops, w.span(size)));
  return absl::OkStatus();
}

absl::StatusOr<BsonBuffer> serializeToBuffer(const void* value, const SerializerOps& ops, size_t maxSize) {
  size_t size = 0;
  if (absl::Status status = prepare(value, ops, maxSize, &size); !status.ok()) [[unlikely]] return status;
  BsonWriter w(size);
  w.commit(writeDocument(value, ops, w.span(size)));
  return w.finish();
}

absl::StatusOr<size_t> serializeInto(const void* value, const SerializerOps& ops, std::span<uint8_t> buffer,
                                     size_t maxSize) {
  size_t size = 0;
  if (absl::Status status = prepare(value, ops, maxSize, &size); !status.ok()) [[unlikely]] return status;
  if (absl::Status status = checkRoom(size, buffer.size()); !status.ok()) [[unlikely]] return status;
  const BsonSpanWriter end = writeDocument(value, ops, BsonSpanWriter(buffer.data()));
  return static_cast<size_t>(end.pos() - buffer.data());
}

namespace {

// SerializeOptions::validate of the document at `data`: OK, or InvalidBSON.
absl::Status validateWritten(const uint8_t* data, size_t size) {
  absl::StatusOr<BsonDocument> doc = BsonDocument::fromBuffer(data, size);
  if (!doc.ok()) return doc.status();
  return doc->validateDeep();
}

}  // namespace

absl::StatusOr<BsonBuffer> serializeToBuffer(const void* value, const SerializerOps& ops,
                                             const SerializeOptions& options) {
  absl::StatusOr<BsonBuffer> out = serializeToBuffer(value, ops, options.maxSize);
  if (!out.ok() || !options.validate) return out;
  if (absl::Status status = validateWritten(out->data(), out->size()); !status.ok()) [[unlikely]] return status;
  return out;
}

absl::StatusOr<size_t> serializeInto(const void* value, const SerializerOps& ops, std::span<uint8_t> buffer,
                                     const SerializeOptions& options) {
  absl::StatusOr<size_t> n = serializeInto(value, ops, buffer, options.maxSize);
  if (!n.ok() || !options.validate) return n;
  if (absl::Status status = validateWritten(buffer.data(), *n); !status.ok()) [[unlikely]] {
    storeLE<int32_t>(buffer.data(), -1);  // the bytes must never pass for a document
    return status;
  }
  return n;
}

absl::Status appendAsElement(const void* value, const SerializerOps& ops, BsonWriter& w, std::string_view name,
                             size_t maxSize) {
  size_t size = 0;
  if (absl::Status status = prepare(value, ops, maxSize, &size); !status.ok()) [[unlikely]] return status;
  BsonSpanWriter out = w.span(bsonElementSize(name.size(), size));
  out.head(BsonType::kObject, name);
  w.commit(writeDocument(value, ops, out));
  return absl::OkStatus();
}

namespace {

// The body section of `value`, of `size` bytes.
void writeOpMsgBody(const void* value, const SerializerOps& ops, OpMsgWriter& w, size_t size) {
  BsonWriter& body = w.beginBody();
  body.commit(writeDocument(value, ops, body.span(size)));
}

}  // namespace

void serializeOpMsgBody(const void* value, const SerializerOps& ops, OpMsgWriter& w) {
  writeOpMsgBody(value, ops, w, ops.serializedSize(value));
}

absl::StatusOr<BsonBuffer> toOpMsgBody(const void* value, const SerializerOps& ops, int32_t requestId,
                                       bool withChecksum) {
  if (absl::Status status = ops.checkSerializable(value); !status.ok()) [[unlikely]] return status;
  // Measured once; MongoDB's limits checked before a byte is written.
  OpMsgSizes<0> sizes(withChecksum);
  sizes.setBody(ops.serializedSize(value));
  if (absl::Status status = sizes.check(); !status.ok()) [[unlikely]] return status;
  OpMsgWriter w(requestId, 0, 0, sizes.message());
  writeOpMsgBody(value, ops, w, sizes.body());
  return w.finish(withChecksum);
}

}  // namespace switchyard::detail
