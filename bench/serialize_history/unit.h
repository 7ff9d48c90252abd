// One serializer build (a past commit's generated code and runtime, or this
// tree's) behind an interface without Switchyard types, so that several builds
// link into one binary: each unit's sources are compiled with
// -Dswitchyard=switchyard_<unit>, which moves its runtime and generated classes
// into a namespace of their own.
#pragma once

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace sy_history {

// A parsed command of one unit. Views the bytes it was parsed from: they must
// outlive it.
class Parsed {
 public:
  virtual ~Parsed() = default;
  // serialize() into a fresh writer; the bytes written.
  virtual std::vector<uint8_t> serializeOnce() const = 0;
  virtual size_t serializedSize() const = 0;
  // n serialize() calls into one reused writer (the callgrind count mode).
  virtual void serializeMany(long n) const = 0;
  // The benchmark loop: serialize() into one reused writer per iteration.
  virtual void serializeLoop(benchmark::State& state) const = 0;
};

struct Unit {
  const char* name;
  // Parses `size` bytes as `command` (find, getMore, insert, update, delete,
  // aggregate); nullptr when the command is unknown or the bytes do not parse.
  std::unique_ptr<Parsed> (*parse)(const uint8_t* data, size_t size, std::string_view command);
};

}  // namespace sy_history
