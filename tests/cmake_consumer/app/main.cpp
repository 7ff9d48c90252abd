// Parses BSON documents with the code generated from greeting.yaml and checks what
// comes out. Exits non-zero on the first failed check.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "greeter.h"
#include "greeting_gen.h"
#include "stamp_gen.h"
#include "switchyard/json/extended_json.h"

namespace {

int failures = 0;

// The error a document must be rejected with.
void checkRejected(const std::vector<std::uint8_t>& bytes, switchyard::ErrorCode code, const char* what) {
  auto parsed = consumer::Greeting::parse(bytes.data(), bytes.size());
  if (parsed.ok() || switchyard::errorCode(parsed.status()) != code) {
    std::fprintf(stderr, "FAILED: %s (got: %s)\n", what,
                 parsed.ok() ? "OK" : std::string(parsed.status().message()).c_str());
    ++failures;
  }
}

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "FAILED: %s\n", what);
    ++failures;
  }
}

// Minimal hand-written BSON encoder, independent of the runtime's writer.
class Doc {
 public:
  Doc& str(std::string_view name, std::string_view value) {
    header(0x02, name);
    int32(static_cast<std::int32_t>(value.size() + 1));
    chars(value);
    return *this;
  }
  Doc& i32(std::string_view name, std::int32_t value) {
    header(0x10, name);
    int32(value);
    return *this;
  }
  Doc& boolean(std::string_view name, bool value) {
    header(0x08, name);
    bytes_.push_back(value ? 1 : 0);
    return *this;
  }
  std::vector<std::uint8_t> finish() const {
    const auto size = static_cast<std::uint32_t>(bytes_.size() + 5);
    std::vector<std::uint8_t> out(size, 0);  // the last byte stays the terminating 0
    for (int i = 0; i < 4; ++i) out[i] = static_cast<std::uint8_t>(size >> (8 * i));
    if (!bytes_.empty()) std::memcpy(out.data() + 4, bytes_.data(), bytes_.size());
    return out;
  }

 private:
  void header(std::uint8_t type, std::string_view name) {
    bytes_.push_back(type);
    chars(name);
  }
  // A NUL-terminated string.
  void chars(std::string_view s) {
    for (char c : s) bytes_.push_back(static_cast<std::uint8_t>(c));
    bytes_.push_back(0);
  }
  void int32(std::int32_t v) {
    const auto u = static_cast<std::uint32_t>(v);
    for (int i = 0; i < 4; ++i) bytes_.push_back(static_cast<std::uint8_t>(u >> (8 * i)));
  }
  std::vector<std::uint8_t> bytes_;
};

}  // namespace

int main() {
  {
    const auto bytes = Doc().str("name", "world").i32("times", 3).boolean("loud", true).finish();
    auto parsed = consumer::Greeting::parse(bytes.data(), bytes.size());
    check(parsed.ok(), "a valid greeting parses");
    if (parsed.ok()) {
      check(parsed->getName() == "world", "name is 'world'");
      check(parsed->getTimes() == 3, "times is 3");
      check(parsed->getLoud().has_value() && *parsed->getLoud(), "loud is true");
      // Serializing a canonical document gives back the same bytes.
      const auto again = parsed->toBson();
      check(again.size() == bytes.size() &&
                std::equal(bytes.begin(), bytes.end(), again.data()),
            "the document round-trips byte for byte");
      // The text form for logs: relaxed Extended JSON v2.
      check(switchyard::toExtendedJson(*parsed) == R"({"name": "world", "times": 3, "loud": true})",
            "toExtendedJson writes relaxed Extended JSON");
      check(parsed->toString() == switchyard::toExtendedJson(*parsed), "toString() is the same text");
      static_assert(consumer::Greeting::kTimesFieldName == "times", "field-name constants");
      // The same value in the protobuf wire format (greeting.yaml opts in).
      const std::string proto = parsed->toProto();
      check(proto == std::string("\x0a\x05world\x10\x03\x18\x01", 11), "protobuf bytes: name=1, times=2, loud=3");
      auto fromProto = consumer::Greeting::parseProto(proto.data(), proto.size());
      check(fromProto.ok() && *fromProto == *parsed, "the protobuf bytes parse back to the same value");
    }
  }
  {
    const auto bytes = Doc().str("name", "you").finish();
    auto parsed = consumer::Greeting::parse(bytes.data(), bytes.size());
    check(parsed.ok(), "defaults and optional fields may be absent");
    if (parsed.ok()) {
      check(parsed->getTimes() == 1, "times defaults to 1");
      check(!parsed->getLoud().has_value(), "loud is absent");
    }
  }
  {
    // stamp.yaml's struct, on the shipped basic types (imported without IMPORT_DIRS).
    const auto bytes = Doc().str("note", "x").finish();
    auto parsed = consumer::Stamp::parse(bytes.data(), bytes.size());
    check(!parsed.ok() && switchyard::errorCode(parsed.status()) == switchyard::ErrorCode::kMissingField,
          "a stamp without 'at' is missing a field");
  }
  {
    const auto bytes = Doc().i32("times", 2).finish();
    checkRejected(bytes, switchyard::ErrorCode::kMissingField, "missing 'name' is an error");
  }
  {
    const auto bytes = Doc().str("name", "x").i32("times", 0).finish();
    checkRejected(bytes, switchyard::ErrorCode::kValidatorFailed, "times >= 1 is enforced");
  }
  {
    const auto bytes = Doc().str("name", "x").str("colour", "red").finish();
    checkRejected(bytes, switchyard::ErrorCode::kUnknownField, "a strict struct rejects unknown fields");
  }
  {
    // Through the shared library, whose own generated code parses a Farewell
    // (non-strict: the unknown field is skipped; waves defaults to 0).
    const auto bytes = Doc().str("name", "Ann").i32("waves", 2).str("colour", "red").finish();
    check(describeFarewell(bytes.data(), bytes.size()) == "Ann waves 2 times", "the shared library parses");
    const auto missing = Doc().i32("waves", 2).finish();
    check(describeFarewell(missing.data(), missing.size()).rfind("error 40414: ", 0) == 0,
          "the shared library reports a missing field with MongoDB's code");
  }
  if (failures == 0) std::puts("consumer: all checks passed");
  return failures == 0 ? 0 : 1;
}
