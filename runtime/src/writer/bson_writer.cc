#include "switchyard/writer/bson_writer.h"

#include <limits>
#include <new>
#include <string>
#include <utility>

#include "switchyard/base/error.h"

namespace switchyard {

BsonBuffer BsonBuffer::copyOf(std::span<const uint8_t> bytes) {
  auto* p = static_cast<uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()));
  if (p == nullptr) throw std::bad_alloc();
  if (!bytes.empty()) std::memcpy(p, bytes.data(), bytes.size());
  return BsonBuffer(p, bytes.size());
}

BsonWriter::BsonWriter(size_t initialCapacity, size_t maxDocumentSize)
    : maxDocumentSize_(maxDocumentSize < kBsonMaxSize ? maxDocumentSize : kBsonMaxSize) {
  if (initialCapacity < 16) initialCapacity = 16;
  if (initialCapacity > std::numeric_limits<size_t>::max() / 2) throw std::bad_alloc();
  begin_ = static_cast<uint8_t*>(std::malloc(initialCapacity + kSlack));
  if (begin_ == nullptr) throw std::bad_alloc();
  pos_ = begin_;
  cap_ = begin_ + initialCapacity;
}

BsonWriter::BsonWriter(BsonWriter&& other) noexcept
    : begin_(std::exchange(other.begin_, nullptr)),
      pos_(std::exchange(other.pos_, nullptr)),
      cap_(std::exchange(other.cap_, nullptr)),
      maxDocumentSize_(other.maxDocumentSize_),
      requestedMax_(other.maxDocumentSize()),
      status_(std::exchange(other.status_, absl::OkStatus())) {
  other.maxDocumentSize_ = requestedMax_;  // the moved-from writer: no error, the limit asked for
}

BsonWriter& BsonWriter::operator=(BsonWriter&& other) noexcept {
  if (this != &other) {
    std::free(begin_);
    begin_ = std::exchange(other.begin_, nullptr);
    pos_ = std::exchange(other.pos_, nullptr);
    cap_ = std::exchange(other.cap_, nullptr);
    maxDocumentSize_ = other.maxDocumentSize_;
    requestedMax_ = other.maxDocumentSize();
    status_ = std::exchange(other.status_, absl::OkStatus());
    other.maxDocumentSize_ = requestedMax_;
  }
  return *this;
}

void BsonWriter::grow(size_t n) {
  const size_t used = size();
  size_t capacity = this->capacity();
  if (capacity < 16) capacity = 16;
  if (n > std::numeric_limits<size_t>::max() / 2 - used) throw std::bad_alloc();  // no wrap-around
  while (capacity - used < n) capacity *= 2;
  auto* p = static_cast<uint8_t*>(std::realloc(begin_, capacity + kSlack));
  if (p == nullptr) throw std::bad_alloc();
  begin_ = p;
  pos_ = p + used;
  cap_ = p + capacity;
}

void BsonWriter::refuseTooLarge(size_t at, size_t length) {
  // -1: a length every reader rejects, so the bytes can never pass for a
  // (truncated) document; enclosing documents are larger and end up so too.
  storeLE<int32_t>(begin_ + at, -1);
  if (status_.ok()) {
    requestedMax_ = maxDocumentSize_;
    status_ = checkDocumentSize(length, maxDocumentSize_);
  }
}

void BsonWriter::refuseNul(const char* what) {
  if (status_.ok()) {
    requestedMax_ = maxDocumentSize_;
    status_ = makeError(ErrorCode::kBadValue,
                        std::string("BSON cannot hold a NUL byte inside a ") + what + "; nothing was written");
  }
  maxDocumentSize_ = 0;  // every end*() from now on poisons its length
}

void BsonWriter::resetError() noexcept {
  maxDocumentSize_ = requestedMax_;
  status_ = absl::OkStatus();
}

BsonBuffer BsonWriter::finish() {
  const size_t used = size();
  BsonBuffer out(begin_, used);
  begin_ = pos_ = cap_ = nullptr;
  if (!status_.ok()) [[unlikely]] resetError();
  return out;
}

}  // namespace switchyard
