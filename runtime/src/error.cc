#include "switchyard/error.h"

#include <string>

#include "absl/strings/cord.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl_compat.h"

namespace switchyard {

using internal::sv;

absl::Status makeError(ErrorCode code, std::string_view message) {
  const absl::StatusCode canonical =
      code == ErrorCode::kOverflow || code == ErrorCode::kBsonObjectTooLarge ? absl::StatusCode::kOutOfRange : absl::StatusCode::kInvalidArgument;
  absl::Status status(canonical, sv(message));
  status.SetPayload(kErrorCodePayloadUrl, absl::Cord(absl::StrCat(static_cast<int32_t>(code))));
  return status;
}

absl::Status makeMalformedError(uint64_t offset, std::string_view message) {
  absl::Status status = makeError(ErrorCode::kInvalidBSON, message);
  status.SetPayload(kErrorOffsetPayloadUrl, absl::Cord(absl::StrCat(offset)));
  return status;
}

int32_t errorCode(const absl::Status& status) {
  if (status.ok()) return 0;
  const auto payload = status.GetPayload(kErrorCodePayloadUrl);
  int32_t code;
  if (!payload || !absl::SimpleAtoi(std::string(*payload), &code)) return -1;
  return code;
}

std::optional<uint64_t> errorOffset(const absl::Status& status) {
  const auto payload = status.GetPayload(kErrorOffsetPayloadUrl);
  uint64_t offset;
  if (!payload || !absl::SimpleAtoi(std::string(*payload), &offset)) return std::nullopt;
  return offset;
}

}  // namespace switchyard
