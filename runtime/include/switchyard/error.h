// Error codes. Every error the runtime or generated code reports is an
// absl::Status whose message is MongoDB's text and which carries MongoDB's
// numeric code as a payload, so programs can branch on the code without
// parsing the text: `switchyard::errorCode(status) == ErrorCode::kTypeMismatch`.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "absl/status/status.h"

namespace switchyard {

// MongoDB's numeric error codes for the errors parsing can produce.
enum class ErrorCode : int32_t {
  kOk = 0,
  kBadValue = 2,          // invalid enum value, bad namespace value
  kTypeMismatch = 14,     // wrong BSON type for a field
  kOverflow = 15,         // numeric coercion out of range; nesting too deep
  kInvalidBSON = 22,      // malformed bytes
  kCommandNotFound = 59,  // CommandSet: the first element names no known command
  kInvalidNamespace = 73,
  kDuplicateField = 40413,
  kMissingField = 40414,
  kUnknownField = 40415,
  kArrayIndexNotNumber = 40422,
  kArrayIndexOutOfOrder = 40423,
  kValidatorFailed = 51024,
};

// The payload type URL under which the numeric code is stored.
inline constexpr char kErrorCodePayloadUrl[] = "switchyard/code";
// For malformed bytes: the byte offset (from the start of the outermost
// document) at which the problem was found.
inline constexpr char kErrorOffsetPayloadUrl[] = "switchyard/offset";

// Makes an error status with MongoDB's code attached.
absl::Status makeError(ErrorCode code, std::string_view message);
absl::Status makeMalformedError(uint64_t offset, std::string_view message);

// MongoDB's code of a status made by this library: 0 for an OK status, -1 for
// an error status that carries no code (one not made here).
int32_t errorCode(const absl::Status& status);
// So that the documented `errorCode(status) == ErrorCode::kTypeMismatch` compiles
// (C++20 also rewrites `ErrorCode::k... == errorCode(status)` and `!=` to this).
constexpr bool operator==(int32_t code, ErrorCode expected) {
  return code == static_cast<int32_t>(expected);
}
// The byte offset recorded for a malformed-bytes error, if any.
std::optional<uint64_t> errorOffset(const absl::Status& status);

}  // namespace switchyard
