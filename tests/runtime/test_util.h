// Helpers shared by the runtime tests.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard::testing {

// A copy of `bytes` in a heap block of exactly that size, so that AddressSanitizer
// reports any read one past the end. (A zero-length copy still gets its own
// 1-byte block, never read.)
class HeapCopy {
 public:
  explicit HeapCopy(std::span<const uint8_t> bytes)
      : data_(static_cast<uint8_t*>(std::malloc(bytes.empty() ? 1 : bytes.size()))), size_(bytes.size()) {
    if (!bytes.empty()) std::memcpy(data_.get(), bytes.data(), bytes.size());
  }
  HeapCopy(const void* p, size_t n) : HeapCopy(std::span<const uint8_t>(static_cast<const uint8_t*>(p), n)) {}
  const uint8_t* data() const { return data_.get(); }
  uint8_t* data() { return data_.get(); }
  size_t size() const { return size_; }

 private:
  struct Free {
    void operator()(uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<uint8_t, Free> data_;
  size_t size_;
};

// Byte-string builder for hand-made (often malformed) BSON.
class Bytes {
 public:
  Bytes& u8(uint8_t b) {
    v_.push_back(b);
    return *this;
  }
  Bytes& i32(int32_t x) {
    uint8_t b[4];
    storeLE<int32_t>(b, x);
    v_.insert(v_.end(), b, b + 4);
    return *this;
  }
  Bytes& i64(int64_t x) {
    uint8_t b[8];
    storeLE<int64_t>(b, x);
    v_.insert(v_.end(), b, b + 8);
    return *this;
  }
  // Characters without a NUL.
  Bytes& raw(std::string_view s) {
    v_.insert(v_.end(), s.begin(), s.end());
    return *this;
  }
  // Characters and a NUL.
  Bytes& cstr(std::string_view s) {
    raw(s);
    return u8(0);
  }
  Bytes& zeros(size_t n) {
    v_.insert(v_.end(), n, 0);
    return *this;
  }
  Bytes& append(std::span<const uint8_t> s) {
    v_.insert(v_.end(), s.begin(), s.end());
    return *this;
  }
  size_t size() const { return v_.size(); }
  std::vector<uint8_t>& vec() { return v_; }
  const std::vector<uint8_t>& vec() const { return v_; }

  // Wraps the bytes as a document body: int32 length (the true one unless
  // `declared` is given), the bytes, the terminating NUL.
  std::vector<uint8_t> doc() const { return docWithLength(static_cast<int32_t>(v_.size() + 5)); }
  std::vector<uint8_t> docWithLength(int32_t declared) const {
    Bytes out;
    out.i32(declared).append(v_).u8(0);
    return out.v_;
  }

 private:
  std::vector<uint8_t> v_;
};

inline std::span<const uint8_t> span(const std::vector<uint8_t>& v) { return {v.data(), v.size()}; }

}  // namespace switchyard::testing
