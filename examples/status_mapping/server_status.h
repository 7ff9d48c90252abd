// A server's own status type, and the one function that maps Switchyard's
// errors onto it. Switchyard reports every error as an absl::Status whose
// message is MongoDB's text, with MongoDB's numeric code
// (switchyard::errorCode), the full dotted path of the field it is about
// (switchyard::errorPath, never elided, unlike names quoted in the text) and,
// for malformed bytes, the byte offset (switchyard::errorOffset): see
// switchyard/base/error.h. A server that has its own status type (here:
// ServerStatus, a category its callers branch on, plus code, text and path)
// converts once, at the boundary where a parse result enters its code.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace myserver {

// What the server's callers branch on.
enum class Category : uint8_t {
  kOk,
  kInvalidRequest,   // a well-formed command with a wrong field: type, value, missing, unknown...
  kMalformedInput,   // bytes that are not BSON / not a valid message
  kUnknownCommand,   // the first element names no command the server has
  kTooLarge,         // a document or message over a size limit
  kInternal,         // not an error Switchyard made (a bug, or another library's status)
};

std::string_view categoryName(Category category);

struct ServerStatus {
  Category category = Category::kOk;
  // MongoDB's numeric code (for a wire reply's `code`), 0 when OK, 1
  // (InternalError) for a status Switchyard did not make.
  int32_t code = 0;
  // MongoDB's text (bounded: names quoted in it are elided past 256 bytes).
  std::string text;
  // The full path of the field the error is about ("find.limit",
  // "update.updates.q"), empty when it is about no field.
  std::string path;
  // For malformed bytes: where, from the start of the document or message.
  std::optional<uint64_t> offset;

  bool ok() const { return category == Category::kOk; }
};

// The ServerStatus of a Switchyard status (OK included).
ServerStatus toServerStatus(const absl::Status& status);

// "TypeMismatch(14) at find.limit: BSON field 'find.limit' is the wrong type ...",
// for a log line.
std::string describe(const ServerStatus& status);

}  // namespace myserver
