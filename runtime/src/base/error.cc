#include "switchyard/base/error.h"

#include <string>

#include "absl/strings/cord.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl_compat.h"

namespace switchyard {

using internal::sv;

namespace {
// True for the second and later bytes of a UTF-8 sequence (10xxxxxx).
bool isContinuation(char c) noexcept { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
}  // namespace

std::string elideMiddle(std::string_view text, size_t maxBytes) {
  static constexpr std::string_view kEllipsis = "...";
  if (text.size() <= maxBytes) return std::string(text);
  const size_t keep = maxBytes > kEllipsis.size() ? maxBytes - kEllipsis.size() : 0;
  size_t head = keep - keep / 2;
  size_t tail = text.size() - keep / 2;
  // Never split a character: the head ends, and the tail starts, on a character's first byte.
  while (head > 0 && isContinuation(text[head])) --head;
  while (tail < text.size() && isContinuation(text[tail])) ++tail;
  std::string out;
  out.reserve(head + kEllipsis.size() + (text.size() - tail));
  out.append(text.substr(0, head));
  out.append(kEllipsis);
  out.append(text.substr(tail));
  return out;
}

absl::Status makeError(ErrorCode code, std::string_view message) {
  const absl::StatusCode canonical =
      code == ErrorCode::kOverflow || code == ErrorCode::kBSONObjectTooLarge ? absl::StatusCode::kOutOfRange
                                                                            : absl::StatusCode::kInvalidArgument;
  std::string elided;
  if (message.size() > kMaxErrorMessageBytes) [[unlikely]] {
    elided = elideMiddle(message, kMaxErrorMessageBytes);
    message = elided;
  }
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

std::optional<std::string> errorPath(const absl::Status& status) {
  const auto payload = status.GetPayload(kErrorPathPayloadUrl);
  if (!payload) return std::nullopt;
  return std::string(*payload);
}

std::optional<uint64_t> errorOffset(const absl::Status& status) {
  const auto payload = status.GetPayload(kErrorOffsetPayloadUrl);
  uint64_t offset;
  if (!payload || !absl::SimpleAtoi(std::string(*payload), &offset)) return std::nullopt;
  return offset;
}

}  // namespace switchyard
