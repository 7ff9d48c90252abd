#include "base/field_errors.h"

#include <utility>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "switchyard/base/error.h"

namespace switchyard::internal {

void appendPathComponent(std::string& out, std::string_view name, size_t limit) {
  if (!out.empty()) out.push_back('.');
  if (name.size() <= limit) {
    out.append(name);
  } else {
    out.append(elideMiddle(name, limit));
  }
}

absl::Status validatorFailed(std::string_view subject, std::string_view path, std::string_view op,
                             std::string_view bound, int64_t actual) {
  return makeError(ErrorCode::kValidatorFailed, absl::StrCat(sv(subject), " '", sv(path), "' value must be ", sv(op),
                                                             " ", sv(bound), ", actual value '", actual, "'"));
}

absl::Status validatorFailed(std::string_view subject, std::string_view path, std::string_view op,
                             std::string_view bound, double actual) {
  return makeError(ErrorCode::kValidatorFailed, absl::StrCat(sv(subject), " '", sv(path), "' value must be ", sv(op),
                                                             " ", sv(bound), ", actual value '", actual, "'"));
}

absl::Status callbackFailed(std::string_view subject, std::string_view path, const absl::Status& status) {
  const int32_t code = errorCode(status);
  return makeError(code > 0 ? static_cast<ErrorCode>(code) : ErrorCode::kValidatorFailed,
                   absl::StrCat(sv(subject), " '", sv(path), "' ", status.message()));
}

absl::Status badEnumValue(std::string_view path, std::string_view value) {
  const std::string quoted = elideMiddle(value, kMaxQuotedNameBytes);
  return makeError(ErrorCode::kBadValue, absl::StrCat("Enumeration value '", quoted, "' for field '", sv(path),
                                                      "' is not a valid value."));
}

absl::Status badEnumValue(std::string_view path, int64_t value) {
  return makeError(ErrorCode::kBadValue,
                   absl::StrCat("Enumeration value '", value, "' for field '", sv(path), "' is not a valid value."));
}

uint64_t offsetFrom(const uint8_t* base, const uint8_t* at) noexcept {
  const auto b = reinterpret_cast<uintptr_t>(base);
  const auto a = reinterpret_cast<uintptr_t>(at);
  return base != nullptr && a >= b ? static_cast<uint64_t>(a - b) : 0;
}

absl::Status malformedAt(std::string_view format, std::string_view path, uint64_t offset, std::string_view what) {
  const std::string where = path.empty() ? std::string() : absl::StrCat(" in '", sv(path), "'");
  return makeMalformedError(offset,
                            absl::StrCat("Invalid ", sv(format), where, " at byte offset ", offset, ": ", sv(what)));
}

absl::Status withOffset(absl::Status status, uint64_t offset) {
  status.SetPayload(kErrorOffsetPayloadUrl, absl::Cord(absl::StrCat(offset)));
  return status;
}

absl::Status withPath(absl::Status status, std::string_view fullPath) {
  status.SetPayload(kErrorPathPayloadUrl, absl::Cord(sv(fullPath)));
  return status;
}

void keepFirst(absl::Status& first, absl::Status status) {
  if (first.ok()) first = std::move(status);
}

}  // namespace switchyard::internal
