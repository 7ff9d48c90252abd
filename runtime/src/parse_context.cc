#include "switchyard/parse_context.h"

#include <cstdint>
#include <string>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl_compat.h"

namespace switchyard {

using internal::sv;

std::string ParseContext::pathTo(std::string_view field) const {
  std::string out;
  for (uint32_t i = 0; i < size_; ++i) {
    if (i != 0) out.push_back('.');
    out.append(path_[i].data, path_[i].size);
  }
  if (!field.empty()) {
    if (!out.empty()) out.push_back('.');
    out.append(field);
  }
  return out;
}

void ParseContext::setError(absl::Status status) {
  // The first error wins: it is the one closest to the cause.
  if (status_.ok()) status_ = std::move(status);
}

bool ParseContext::failTypeMismatch(std::string_view field, BsonType actual,
                                    std::initializer_list<BsonType> expected) {
  std::string message = absl::StrCat("BSON field '", pathTo(field), "' is the wrong type '",
                                     sv(typeName(actual)), "', ");
  if (expected.size() == 1) {
    absl::StrAppend(&message, "expected type '", sv(typeName(*expected.begin())), "'");
  } else {
    // MongoDB's text, quote placement included: '[long, int, decimal, double']
    absl::StrAppend(&message, "expected types '[");
    bool first = true;
    for (BsonType t : expected) {
      absl::StrAppend(&message, first ? "" : ", ", sv(typeName(t)));
      first = false;
    }
    absl::StrAppend(&message, "']");
  }
  setError(makeError(ErrorCode::kTypeMismatch, message));
  return false;
}

bool ParseContext::failDuplicate(std::string_view field) {
  setError(makeError(ErrorCode::kDuplicateField,
                     absl::StrCat("BSON field '", pathTo(field), "' is a duplicate field")));
  return false;
}

bool ParseContext::failMissing(std::string_view field) {
  setError(makeError(ErrorCode::kMissingField,
                     absl::StrCat("BSON field '", pathTo(field), "' is missing but a required field")));
  return false;
}

bool ParseContext::failUnknown(std::string_view field) {
  setError(makeError(ErrorCode::kUnknownField,
                     absl::StrCat("BSON field '", pathTo(field), "' is an unknown field.")));
  return false;
}

bool ParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                 int64_t actual) {
  setError(makeError(ErrorCode::kValidatorFailed,
                     absl::StrCat("BSON field '", pathTo(field), "' value must be ", sv(op), " ", sv(bound),
                                  ", actual value '", actual, "'")));
  return false;
}

bool ParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                 double actual) {
  setError(makeError(ErrorCode::kValidatorFailed,
                     absl::StrCat("BSON field '", pathTo(field), "' value must be ", sv(op), " ", sv(bound),
                                  ", actual value '", actual, "'")));
  return false;
}

bool ParseContext::failCallback(std::string_view field, const absl::Status& status) {
  const int32_t code = errorCode(status);
  setError(makeError(code > 0 ? static_cast<ErrorCode>(code) : ErrorCode::kValidatorFailed,
                     absl::StrCat("BSON field '", pathTo(field), "' ", status.message())));
  return false;
}

bool ParseContext::failBadEnum(std::string_view field, std::string_view value) {
  setError(makeError(ErrorCode::kBadValue, absl::StrCat("Enumeration value '", sv(value), "' for field '",
                                                        pathTo(field), "' is not a valid value.")));
  return false;
}

bool ParseContext::failBadEnum(std::string_view field, int64_t value) {
  setError(makeError(ErrorCode::kBadValue, absl::StrCat("Enumeration value '", value, "' for field '",
                                                        pathTo(field), "' is not a valid value.")));
  return false;
}

bool ParseContext::failCoercion(std::string_view field, double value, std::string_view targetType) {
  setError(makeError(ErrorCode::kBadValue,
                     absl::StrCat("BSON field '", pathTo(field), "' value '", value,
                                  "' cannot be represented exactly as type '", sv(targetType), "'")));
  return false;
}

bool ParseContext::failCoercion(std::string_view field, int64_t value, std::string_view targetType) {
  setError(makeError(ErrorCode::kBadValue,
                     absl::StrCat("BSON field '", pathTo(field), "' value '", value,
                                  "' cannot be represented exactly as type '", sv(targetType), "'")));
  return false;
}

bool ParseContext::failArrayIndex(std::string_view indexName, uint32_t expected) {
  // MongoDB parses the name as an unsigned 32-bit decimal number: names that
  // are not one (empty, other characters, too large) get 40422, numbers in
  // the wrong place 40423. A leading zero ("01") is not a canonical index:
  // reported as 40422 here.
  bool numeric = !indexName.empty() && indexName.size() <= 10 &&
                 (indexName.size() == 1 || indexName[0] != '0');
  uint64_t value = 0;
  for (char c : indexName) {
    numeric = numeric && c >= '0' && c <= '9';
    if (numeric) value = value * 10 + static_cast<uint64_t>(c - '0');
  }
  if (!numeric || value > UINT32_MAX) {
    setError(makeError(ErrorCode::kArrayIndexNotNumber,
                       absl::StrCat("BSON array field '", pathTo(""), "' has an invalid value '", sv(indexName),
                                    "' for an array field name.")));
  } else {
    setError(makeError(ErrorCode::kArrayIndexOutOfOrder,
                       absl::StrCat("BSON array field '", pathTo(""), "' has a non-sequential value '", value,
                                    "' for an array field name, expected value '", expected, "'.")));
  }
  return false;
}

namespace {
// Offset of `at` from `base`, compared as addresses (the two need not point
// into the same array when a caller passes an unrelated base).
uint64_t offsetFrom(const uint8_t* base, const uint8_t* at) noexcept {
  const auto b = reinterpret_cast<uintptr_t>(base);
  const auto a = reinterpret_cast<uintptr_t>(at);
  return base != nullptr && a >= b ? static_cast<uint64_t>(a - b) : 0;
}
}  // namespace

bool ParseContext::failMalformed(const uint8_t* at, std::string_view what) {
  const uint64_t offset = offsetFrom(base_, at);
  std::string where = size_ > 0 ? absl::StrCat(" in '", pathTo(""), "'") : std::string();
  setError(makeMalformedError(offset, absl::StrCat("Invalid BSON", where, " at byte offset ", offset,
                                                   ": ", sv(what))));
  return false;
}

bool ParseContext::failTooDeep(const uint8_t* at) {
  const uint64_t offset = offsetFrom(base_, at);
  absl::Status status = makeError(
      ErrorCode::kOverflow,
      absl::StrCat("BSONObj exceeds maximum nested object depth: ", maxDepth_, " (",
                   size_ > 0 ? absl::StrCat("in '", pathTo(""), "' ") : std::string(), "at byte offset ", offset,
                   ")"));
  status.SetPayload(kErrorOffsetPayloadUrl, absl::Cord(absl::StrCat(offset)));
  setError(std::move(status));
  return false;
}

bool ParseContext::fail(ErrorCode code, std::string_view message) {
  setError(makeError(code, message));
  return false;
}

}  // namespace switchyard
