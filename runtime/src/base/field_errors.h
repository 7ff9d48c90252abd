// The one wording of parse errors, shared by the BSON parse context
// (ParseContext, base/parse_context.cc), the protobuf one (ProtoParseContext,
// proto/reader.cc) and the serializers' checks (bson/limits.cc): a failure
// both wires can report (a validator, a callback, an enum value, malformed
// bytes, a path with long names) is worded here once, so the two contexts
// cannot drift apart. What differs is the subject, what the wire calls a
// field ("BSON field", "protobuf field"), and the format named in malformed-
// bytes errors ("BSON", "protobuf").
//
// Private to the runtime's sources: not installed with the headers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace switchyard::internal {

inline constexpr std::string_view kBsonField = "BSON field";
inline constexpr std::string_view kProtoField = "protobuf field";

// Appends `name` to a dotted path (a '.' first unless `out` is empty),
// elided in the middle when it is longer than `limit` bytes (error.h,
// kMaxQuotedNameBytes; std::string_view::npos: never).
void appendPathComponent(std::string& out, std::string_view name, size_t limit);

// "<subject> '<path>' value must be <op> <bound>, actual value '<actual>'"
// (MongoDB's 51024).
absl::Status validatorFailed(std::string_view subject, std::string_view path, std::string_view op,
                             std::string_view bound, int64_t actual);
absl::Status validatorFailed(std::string_view subject, std::string_view path, std::string_view op,
                             std::string_view bound, double actual);
// A callback validator's own status about the field at `path`: its MongoDB
// code (51024 when it has none) and "<subject> '<path>' <its message>".
absl::Status callbackFailed(std::string_view subject, std::string_view path, const absl::Status& status);
// MongoDB's text for an enum value that is none of the enum's, on either
// wire: "Enumeration value '<value>' for field '<path>' is not a valid
// value." (BadValue); a string value longer than kMaxQuotedNameBytes elided.
absl::Status badEnumValue(std::string_view path, std::string_view value);
absl::Status badEnumValue(std::string_view path, int64_t value);

// The offset of `at` from `base`, compared as addresses (the two need not
// point into the same array when a caller passes an unrelated base): 0 when
// `base` is null or after `at`.
uint64_t offsetFrom(const uint8_t* base, const uint8_t* at) noexcept;
// "Invalid <format> in '<path>' at byte offset <offset>: <what>" (without the
// " in '<path>'" when `path` is empty), InvalidBSON with the offset payload.
absl::Status malformedAt(std::string_view format, std::string_view path, uint64_t offset, std::string_view what);
// `status` with the byte offset as its kErrorOffsetPayloadUrl payload.
absl::Status withOffset(absl::Status status, uint64_t offset);
// `status` with the field's full path as its kErrorPathPayloadUrl payload.
absl::Status withPath(absl::Status status, std::string_view fullPath);

// Keeps the first error: `status` goes into `first` only while it is OK
// (the first error is the one closest to the cause).
void keepFirst(absl::Status& first, absl::Status status);

}  // namespace switchyard::internal
