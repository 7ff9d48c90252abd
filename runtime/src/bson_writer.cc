#include "switchyard/bson_writer.h"

#include <limits>
#include <new>
#include <utility>

namespace switchyard {

BsonBuffer BsonBuffer::copyOf(std::span<const uint8_t> bytes) {
  auto* p = static_cast<uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()));
  if (p == nullptr) throw std::bad_alloc();
  if (!bytes.empty()) std::memcpy(p, bytes.data(), bytes.size());
  return BsonBuffer(p, bytes.size());
}

BsonWriter::BsonWriter(size_t initialCapacity) {
  if (initialCapacity < 16) initialCapacity = 16;
  begin_ = static_cast<uint8_t*>(std::malloc(initialCapacity));
  if (begin_ == nullptr) throw std::bad_alloc();
  pos_ = begin_;
  cap_ = begin_ + initialCapacity;
}

BsonWriter::BsonWriter(BsonWriter&& other) noexcept
    : begin_(std::exchange(other.begin_, nullptr)),
      pos_(std::exchange(other.pos_, nullptr)),
      cap_(std::exchange(other.cap_, nullptr)) {}

BsonWriter& BsonWriter::operator=(BsonWriter&& other) noexcept {
  if (this != &other) {
    std::free(begin_);
    begin_ = std::exchange(other.begin_, nullptr);
    pos_ = std::exchange(other.pos_, nullptr);
    cap_ = std::exchange(other.cap_, nullptr);
  }
  return *this;
}

void BsonWriter::grow(size_t n) {
  const size_t used = size();
  size_t capacity = this->capacity();
  if (capacity < 16) capacity = 16;
  if (n > std::numeric_limits<size_t>::max() / 2 - used) throw std::bad_alloc();  // no wrap-around
  while (capacity - used < n) capacity *= 2;
  auto* p = static_cast<uint8_t*>(std::realloc(begin_, capacity));
  if (p == nullptr) throw std::bad_alloc();
  begin_ = p;
  pos_ = p + used;
  cap_ = p + capacity;
}

BsonBuffer BsonWriter::finish() {
  const size_t used = size();
  BsonBuffer out(begin_, used);
  begin_ = pos_ = cap_ = nullptr;
  return out;
}

}  // namespace switchyard
