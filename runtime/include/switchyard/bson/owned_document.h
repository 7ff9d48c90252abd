// OwnedDocument: an embedded document copied out of its input, so that it
// outlives the buffer it was parsed from (MongoDB's `object_owned`, whose
// deserializer is BSONObj::getOwned, src/mongo/db/basic_types.idl). Copies
// share the bytes, which never change, as copies of an owned BSONObj share
// its buffer; the empty document needs no allocation.
//
// Cost: one allocation (the bytes and the shared count together) and one copy
// of the document per parsed value; BsonDocument (`object`) is the view.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>

#include "switchyard/bson/document.h"

namespace switchyard {

class OwnedDocument {
 public:
  OwnedDocument() noexcept = default;  // {}
  // A copy of `doc`'s bytes (the document must be framed: BsonDocument's own
  // invariant).
  explicit OwnedDocument(const BsonDocument& doc) {
    if (doc.empty()) return;
    auto bytes = std::make_shared_for_overwrite<uint8_t[]>(doc.size());
    std::memcpy(bytes.get(), doc.data(), doc.size());
    view_ = BsonDocument::fromValidatedBytes(bytes.get(), doc.size());
    bytes_ = std::move(bytes);
  }

  // The document; valid while this value or a copy of it lives.
  const BsonDocument& view() const noexcept { return view_; }
  const uint8_t* data() const noexcept { return view_.data(); }
  uint32_t size() const noexcept { return view_.size(); }
  bool empty() const noexcept { return view_.empty(); }

  // Byte-wise, as BsonDocument's.
  friend bool operator==(const OwnedDocument& a, const OwnedDocument& b) noexcept { return a.view_ == b.view_; }

 private:
  std::shared_ptr<const uint8_t[]> bytes_;
  BsonDocument view_;
};

}  // namespace switchyard
