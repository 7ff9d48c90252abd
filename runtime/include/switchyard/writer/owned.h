// Owned<T>: a parsed value together with the buffer its views point into.
// Generated `parseOwned` returns one, so that string_view and document
// members stay valid for as long as the Owned (or a copy of it) lives.
#pragma once

#include <memory>
#include <utility>

#include "switchyard/writer/bson_writer.h"

namespace switchyard {

template <typename T>
class Owned {
 public:
  Owned(std::shared_ptr<const BsonBuffer> buffer, T value)
      : buffer_(std::move(buffer)), value_(std::move(value)) {}

  const T& get() const noexcept { return value_; }
  const T& operator*() const noexcept { return value_; }
  const T* operator->() const noexcept { return &value_; }
  const std::shared_ptr<const BsonBuffer>& buffer() const noexcept { return buffer_; }

 private:
  std::shared_ptr<const BsonBuffer> buffer_;
  T value_;
};

}  // namespace switchyard
