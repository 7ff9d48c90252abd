#include "server_status.h"

#include <string_view>

#include "absl/strings/str_cat.h"
#include "switchyard/base/error.h"

namespace myserver {
namespace {

using switchyard::ErrorCode;

// MongoDB's code for a status no Switchyard function made (error_codes.yml).
constexpr int32_t kInternalError = 1;

// Every code Switchyard can report, by category. No `default:` on purpose:
// with -Wall (-Wswitch) a code added to switchyard::ErrorCode and not
// mapped here fails the build.
Category categoryOf(ErrorCode code) {
  switch (code) {
    case ErrorCode::kOk:
      return Category::kOk;
    case ErrorCode::kBadValue:
    case ErrorCode::kTypeMismatch:
    case ErrorCode::kOverflow:
    case ErrorCode::kInvalidNamespace:
    case ErrorCode::kNoDocumentSequences:
    case ErrorCode::kDuplicateField:
    case ErrorCode::kMissingField:
    case ErrorCode::kUnknownField:
    case ErrorCode::kArrayIndexNotNumber:
    case ErrorCode::kArrayIndexOutOfOrder:
    case ErrorCode::kValidatorFailed:
    case ErrorCode::kUnauthorized:
      return Category::kInvalidRequest;
    case ErrorCode::kUnsupportedFormat:
    case ErrorCode::kProtocolError:
    case ErrorCode::kInvalidBSON:
    case ErrorCode::kIllegalOpMsgFlag:
    case ErrorCode::kTooManyDocumentSequences:
    case ErrorCode::kChecksumMismatch:
    case ErrorCode::kOpMsgMultipleBodies:
    case ErrorCode::kOpMsgDuplicateSequence:
    case ErrorCode::kOpMsgUnknownSectionKind:
    case ErrorCode::kOpMsgDuplicateBodyField:
    case ErrorCode::kOpMsgNoBody:
    case ErrorCode::kOpMsgChecksumSize:
      return Category::kMalformedInput;
    case ErrorCode::kCommandNotFound:
      return Category::kUnknownCommand;
    case ErrorCode::kBSONObjectTooLarge:
      return Category::kTooLarge;
  }
  return Category::kInternal;  // a code outside the enumeration
}

}  // namespace

std::string_view categoryName(Category category) {
  switch (category) {
    case Category::kOk: return "ok";
    case Category::kInvalidRequest: return "invalid request";
    case Category::kMalformedInput: return "malformed input";
    case Category::kUnknownCommand: return "unknown command";
    case Category::kTooLarge: return "too large";
    case Category::kInternal: return "internal";
  }
  return "internal";
}

ServerStatus toServerStatus(const absl::Status& status) {
  ServerStatus out;
  if (status.ok()) return out;
  out.text = std::string(status.message());
  const int32_t code = switchyard::errorCode(status);
  if (code <= 0) {  // -1: an error status without Switchyard's code
    out.category = Category::kInternal;
    out.code = kInternalError;
    return out;
  }
  out.code = code;
  out.category = categoryOf(static_cast<ErrorCode>(code));
  out.path = switchyard::errorPath(status).value_or("");
  out.offset = switchyard::errorOffset(status);
  return out;
}

std::string describe(const ServerStatus& status) {
  if (status.ok()) return "ok";
  std::string out = absl::StrCat(std::string(categoryName(status.category)), " (code ", status.code, ")");
  if (!status.path.empty()) absl::StrAppend(&out, " at ", status.path);
  if (status.offset) absl::StrAppend(&out, " at byte ", *status.offset);
  absl::StrAppend(&out, ": ", status.text);
  return out;
}

}  // namespace myserver
