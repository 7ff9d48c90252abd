#include "switchyard/base/parse_context.h"

#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "base/field_errors.h"

// The texts the BSON and protobuf contexts share are worded in
// base/field_errors.cc; what is BSON's own (type names, duplicates, unknown
// fields, array indexes, the depth limit) is here.
namespace switchyard {

using internal::kBsonField;
using internal::sv;

std::string ParseContext::joinPath(std::string_view field, size_t limit) const {
  std::string out;
  for (uint32_t i = 0; i < size_; ++i) {
    if (path_[i].data == nullptr) continue;  // enterUnnamed: no component
    internal::appendPathComponent(out, {path_[i].data, path_[i].size}, limit);
  }
  if (!field.empty()) internal::appendPathComponent(out, field, limit);
  return out;
}

std::string ParseContext::pathTo(std::string_view field) const { return joinPath(field, kMaxQuotedNameBytes); }

std::string ParseContext::fullPathTo(std::string_view field) const {
  return joinPath(field, std::string_view::npos);
}

void ParseContext::setError(absl::Status status) { internal::keepFirst(status_, std::move(status)); }

void ParseContext::setFieldError(absl::Status status, std::string_view field) {
  if (!status_.ok()) return;
  status_ = internal::withPath(std::move(status), fullPathTo(field));
}

ParseFailure ParseContext::failTypeMismatch(std::string_view field, BsonType actual,
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
  setFieldError(makeError(ErrorCode::kTypeMismatch, message), field);
  return {};
}

ParseFailure ParseContext::failVariantType(std::string_view field, BsonType actual,
                                           std::initializer_list<BsonType> expected) {
  // "BSON field 'f' is the wrong type 'int', expected types '[string, object]'"
  std::string message = absl::StrCat("BSON field '", pathTo(field), "' is the wrong type '",
                                     sv(typeName(actual)), "', expected types '[");
  bool first = true;
  for (BsonType t : expected) {
    absl::StrAppend(&message, first ? "" : ", ", sv(typeName(t)));
    first = false;
  }
  absl::StrAppend(&message, "]'");
  setFieldError(makeError(ErrorCode::kTypeMismatch, message), field);
  return {};
}

ParseFailure ParseContext::failDuplicate(std::string_view field) {
  setFieldError(makeError(ErrorCode::kDuplicateField,
                          absl::StrCat("BSON field '", pathTo(field), "' is a duplicate field")),
                field);
  return {};
}

ParseFailure ParseContext::failMissing(std::string_view field) {
  setFieldError(makeError(ErrorCode::kMissingField,
                          absl::StrCat("BSON field '", pathTo(field), "' is missing but a required field")),
                field);
  return {};
}

ParseFailure ParseContext::failUnknown(std::string_view field) {
  setFieldError(makeError(ErrorCode::kUnknownField,
                          absl::StrCat("BSON field '", pathTo(field), "' is an unknown field.")),
                field);
  return {};
}

ParseFailure ParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                         int64_t actual) {
  setFieldError(internal::validatorFailed(kBsonField, pathTo(field), op, bound, actual), field);
  return {};
}

ParseFailure ParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                         double actual) {
  setFieldError(internal::validatorFailed(kBsonField, pathTo(field), op, bound, actual), field);
  return {};
}

ParseFailure ParseContext::failCallback(std::string_view field, const absl::Status& status) {
  setFieldError(internal::callbackFailed(kBsonField, pathTo(field), status), field);
  return {};
}

ParseFailure ParseContext::failStructCallback(const absl::Status& status) {
  const int32_t code = errorCode(status);
  const absl::string_view message = status.message();
  setFieldError(code > 0 ? status
                         : makeError(ErrorCode::kValidatorFailed, std::string_view(message.data(), message.size())),
                "");
  return {};
}

ParseFailure ParseContext::failBadEnum(std::string_view field, std::string_view value) {
  setFieldError(internal::badEnumValue(pathTo(field), value), field);
  return {};
}

ParseFailure ParseContext::failBadEnum(std::string_view field, int64_t value) {
  setFieldError(internal::badEnumValue(pathTo(field), value), field);
  return {};
}

ParseFailure ParseContext::failCoercion(std::string_view field, double value, std::string_view targetType) {
  setFieldError(makeError(ErrorCode::kBadValue,
                          absl::StrCat("BSON field '", pathTo(field), "' value '", value,
                                       "' cannot be represented exactly as type '", sv(targetType), "'")),
                field);
  return {};
}

ParseFailure ParseContext::failCoercion(std::string_view field, int64_t value, std::string_view targetType) {
  setFieldError(makeError(ErrorCode::kBadValue,
                          absl::StrCat("BSON field '", pathTo(field), "' value '", value,
                                       "' cannot be represented exactly as type '", sv(targetType), "'")),
                field);
  return {};
}

ParseFailure ParseContext::failArrayIndex(std::string_view indexName, uint32_t expected) {
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
    setFieldError(makeError(ErrorCode::kArrayIndexNotNumber,
                            absl::StrCat("BSON array field '", pathTo(""), "' has an invalid value '",
                                         sv(elideMiddle(indexName, kMaxQuotedNameBytes)),
                                         "' for an array field name.")),
                  "");
  } else {
    setFieldError(makeError(ErrorCode::kArrayIndexOutOfOrder,
                            absl::StrCat("BSON array field '", pathTo(""), "' has a non-sequential value '", value,
                                         "' for an array field name, expected value '", expected, "'.")),
                  "");
  }
  return {};
}

ParseFailure ParseContext::failMalformed(const uint8_t* at, std::string_view what) {
  setError(internal::malformedAt("BSON", pathTo(""), internal::offsetFrom(base_, at), what));
  return {};
}

ParseFailure ParseContext::failTooDeep(const uint8_t* at) {
  const uint64_t offset = internal::offsetFrom(base_, at);
  const std::string path = pathTo("");
  setError(internal::withOffset(
      makeError(ErrorCode::kOverflow,
                absl::StrCat("BSONObj exceeds maximum nested object depth: ", maxDepth_, " (",
                             path.empty() ? std::string() : absl::StrCat("in '", path, "' "), "at byte offset ",
                             offset, ")")),
      offset));
  return {};
}

ParseFailure ParseContext::fail(ErrorCode code, std::string_view message) {
  setError(makeError(code, message));
  return {};
}

}  // namespace switchyard
