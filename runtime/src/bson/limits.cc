#include "switchyard/bson/limits.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl_compat.h"
#include "base/field_errors.h"
#include "switchyard/base/error.h"

namespace switchyard {

std::string documentTooLargeText(int64_t size, size_t limit) {
  return absl::StrFormat("BSONObj size: %d (0x%X) is invalid. Size must be between 0 and %d(%dMB)", size, size,
                         limit, limit / (1024 * 1024));
}

absl::Status checkDocumentSize(size_t size, size_t limit) {
  if (fitsDocumentSize(size, limit)) [[likely]] return absl::OkStatus();
  const size_t applied = limit < kBsonMaxSize ? limit : kBsonMaxSize;
  return makeError(ErrorCode::kBSONObjectTooLarge, documentTooLargeText(static_cast<int64_t>(size), applied));
}

absl::Status checkFramed(const BsonDocument& doc, std::string_view fieldPath) {
  if (isFramed(doc)) [[likely]] return absl::OkStatus();
  // The parser's own header check words the defect.
  const absl::StatusOr<BsonDocument> checked = BsonDocument::fromBuffer(doc.data(), doc.size());
  const std::string defect =
      checked.ok() ? std::string("header changed while checked") : std::string(checked.status().message());
  return makeError(ErrorCode::kInvalidBSON,
                   absl::StrCat("BSON field '", internal::sv(fieldPath), "' is not a well-framed document: ",
                                internal::sv(defect)));
}

std::string FieldPath::str() const {
  std::string path = parent != nullptr ? parent->str() : std::string();
  if (!path.empty()) path += '.';
  path.append(name.data(), name.size());
  return path;
}

absl::Status checkFramed(const BsonDocument& doc, const FieldPath& at, std::string_view field) {
  if (isFramed(doc)) [[likely]] return absl::OkStatus();
  return checkFramed(doc, FieldPath{&at, field}.str());
}

bool checkFramed(BsonDocument doc, const FieldPath& at, std::string_view field, absl::Status& error) {
  if (isFramed(doc)) [[likely]] return true;
  error = checkFramed(doc, at, field);
  return false;
}

absl::Status neverSetError(const FieldPath& at, std::string_view field) {
  return makeError(ErrorCode::kMissingField,
                   absl::StrCat("BSON field '", FieldPath{&at, field}.str(),
                                "' is missing but a required field: it was never set"));
}

namespace {
std::string pathOf(const FieldPath& at, std::string_view field) {
  return field.empty() ? at.str() : FieldPath{&at, field}.str();
}
}  // namespace

absl::Status validatorError(const FieldPath& at, std::string_view field, std::string_view op,
                            std::string_view bound, int64_t actual) {
  return internal::validatorFailed(internal::kBsonField, pathOf(at, field), op, bound, actual);
}

absl::Status validatorError(const FieldPath& at, std::string_view field, std::string_view op,
                            std::string_view bound, double actual) {
  return internal::validatorFailed(internal::kBsonField, pathOf(at, field), op, bound, actual);
}

absl::Status callbackError(const FieldPath& at, std::string_view field, const absl::Status& status) {
  const int32_t code = errorCode(status);
  const ErrorCode out = code > 0 ? static_cast<ErrorCode>(code) : ErrorCode::kValidatorFailed;
  if (field.empty()) {
    const absl::string_view message = status.message();
    return makeError(out, std::string_view(message.data(), message.size()));
  }
  return internal::callbackFailed(internal::kBsonField, pathOf(at, field), status);
}

absl::Status invalidEnumeratorError(const FieldPath& at, std::string_view field, int64_t value) {
  return makeError(ErrorCode::kBadValue,
                   absl::StrCat("BSON field '", pathOf(at, field), "' holds ", value,
                                ", none of its enum's values: it cannot be written"));
}

void failNeverSet(const absl::Status& status) noexcept {
  // MongoDB's code and message, as its invariant failure would log them.
  const std::string text =
      absl::StrCat("switchyard: serializing a value whose required field was never set: error ", errorCode(status), ": ",
                   status.message(), " (serializeInto/appendTo/toOpMsg return this as a status)\n");
  std::fputs(text.c_str(), stderr);
  std::abort();
}

absl::Status missingFieldError(std::string_view fieldPath) {
  return makeError(ErrorCode::kMissingField,
                   absl::StrCat("BSON field '", internal::sv(fieldPath), "' is missing but a required field"));
}

absl::Status checkRoom(size_t needed, size_t available) {
  if (needed <= available) [[likely]] return absl::OkStatus();
  return makeError(ErrorCode::kOverflow,
                   absl::StrCat("buffer of ", available, " bytes is too small for a document of ", needed, " bytes"));
}

}  // namespace switchyard
