// differential_driver: parses documents with the code generated from idl/ and
// prints what it sees, for tests/python/test_differential.py (docs/differential.md).
//
// Protocol (stdin, binary, any number of frames until EOF):
//   uint32 LE name length, name bytes, uint32 LE document length, document bytes
// One line of JSON on stdout per frame, flushed at once (the test keeps one
// driver running and talks to it frame by frame):
//   name = a struct or command of idl/ (IDL name, e.g. "find", "UpdateOpEntry"):
//     {"ok": true, "value": <canonical JSON via the getters>, "serialized": "<hex of toBson()>",
//      "size": serializedSize()}
//     {"ok": false, "code": <MongoDB code>, "message": "..."}
//   name = "@validate": document-level validity of arbitrary bytes, ours and libbson's:
//     {"ours": bool, "code": n, "message": "...", "libbson": bool, "libbson_utf8": bool,
//      "libbson_offset": n, "libbson_message": "..."}
//     ours = BsonDocument::fromBuffer + validateDeep (depth limit 200);
//     libbson = bson_init_static + bson_validate(BSON_VALIDATE_NONE), and the same
//     with BSON_VALIDATE_UTF8 (reported, never compared: see docs/differential.md).
//   name = "@roots": the JSON list of every root name (the document is ignored).
// Unknown names answer {"ok": false, "code": -2, "message": "unknown root '...'"}.
// A truncated frame ends the driver with status 2.

#include <bson/bson.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "switchyard/switchyard.h"
#include "switchyard_json_support.h"

namespace {

constexpr uint32_t kMaxName = 1u << 16;
constexpr uint32_t kMaxDocument = 64u << 20;

bool readExact(void* out, size_t n) { return n == 0 || std::fread(out, 1, n, stdin) == n; }

// Reads a uint32 LE; *got says how many bytes were there (0 at a clean end).
bool readU32(uint32_t* v, size_t* got = nullptr) {
  uint8_t b[4];
  const size_t n = std::fread(b, 1, 4, stdin);
  if (got != nullptr) *got = n;
  if (n != 4) return false;
  *v = static_cast<uint32_t>(b[0]) | static_cast<uint32_t>(b[1]) << 8 | static_cast<uint32_t>(b[2]) << 16 |
       static_cast<uint32_t>(b[3]) << 24;
  return true;
}

bool libbsonValid(const std::vector<uint8_t>& doc, bson_validate_flags_t flags, size_t* offset,
                  std::string* message = nullptr) {
  bson_t b;
  *offset = 0;
  if (!bson_init_static(&b, doc.data(), doc.size())) {
    if (message != nullptr) *message = "bson_init_static refused the document frame";
    return false;
  }
  if (!bson_validate(&b, flags, offset)) {
    bson_error_t error;
    if (message != nullptr && !bson_validate_with_error(&b, flags, &error)) *message = error.message;
    return false;
  }
  return true;
}

std::string validate(const std::vector<uint8_t>& doc) {
  static const uint8_t kNothing[1] = {0};
  const uint8_t* data = doc.empty() ? kNothing : doc.data();
  absl::Status ours;
  absl::StatusOr<switchyard::BsonDocument> parsed = switchyard::BsonDocument::fromBuffer(data, doc.size());
  if (!parsed.ok()) {
    ours = parsed.status();
  } else {
    ours = parsed->validateDeep();
  }
  size_t offset = 0, utf8Offset = 0;
  std::string libMessage;
  const bool lib = libbsonValid(doc, BSON_VALIDATE_NONE, &offset, &libMessage);
  const bool libUtf8 = libbsonValid(doc, BSON_VALIDATE_UTF8, &utf8Offset);
  std::string out = "{\"ours\": ";
  switchyard_json::appendBool(out, ours.ok());
  out += ", \"code\": " + std::to_string(switchyard::errorCode(ours)) + ", \"message\": ";
  switchyard_json::appendString(out, std::string_view(ours.message().data(), ours.message().size()));
  out += ", \"libbson\": ";
  switchyard_json::appendBool(out, lib);
  out += ", \"libbson_utf8\": ";
  switchyard_json::appendBool(out, libUtf8);
  out += ", \"libbson_offset\": " + std::to_string(offset) + ", \"libbson_message\": ";
  switchyard_json::appendString(out, libMessage);
  out += "}";
  return out;
}

std::string roots() {
  std::string out = "[";
  for (size_t i = 0; i < switchyard_json::kRootCount; ++i) {
    if (i != 0) out += ", ";
    switchyard_json::appendString(out, switchyard_json::kRoots[i].name);
  }
  out += "]";
  return out;
}

std::string answer(std::string_view name, const std::vector<uint8_t>& doc) {
  if (name == "@validate") return validate(doc);
  if (name == "@roots") return roots();
  for (size_t i = 0; i < switchyard_json::kRootCount; ++i) {
    if (switchyard_json::kRoots[i].name == name) {
      static const uint8_t kNothing[1] = {0};
      return switchyard_json::kRoots[i].parse(doc.empty() ? kNothing : doc.data(), doc.size());
    }
  }
  std::string out = "{\"ok\": false, \"code\": -2, \"message\": ";
  switchyard_json::appendString(out, std::string("unknown root '") + std::string(name) + "'");
  out += "}";
  return out;
}

}  // namespace

int main() {
  std::string name;
  std::vector<uint8_t> doc;
  for (;;) {
    uint32_t nameSize;
    size_t got = 0;
    if (!readU32(&nameSize, &got)) {
      if (got == 0 && std::feof(stdin) && !std::ferror(stdin)) return 0;  // clean end between frames
      std::fprintf(stderr, "differential_driver: truncated frame header\n");
      return 2;
    }
    if (nameSize > kMaxName) {
      std::fprintf(stderr, "differential_driver: name of %u bytes (at most %u)\n", nameSize, kMaxName);
      return 2;
    }
    name.resize(nameSize);
    uint32_t docSize;
    if (!readExact(name.data(), nameSize) || !readU32(&docSize)) {
      std::fprintf(stderr, "differential_driver: truncated frame\n");
      return 2;
    }
    if (docSize > kMaxDocument) {
      std::fprintf(stderr, "differential_driver: document of %u bytes (at most %u)\n", docSize, kMaxDocument);
      return 2;
    }
    doc.resize(docSize);
    if (!readExact(doc.data(), docSize)) {
      std::fprintf(stderr, "differential_driver: truncated document (%u bytes announced)\n", docSize);
      return 2;
    }
    const std::string line = answer(name, doc) + "\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fflush(stdout);
  }
}
