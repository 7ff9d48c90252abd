// What a serializer can represent, and the checks that refuse the rest.
//
// A BSON document's length is an int32: nothing over kBsonMaxSize bytes can
// be written at all. MongoDB refuses documents over 16 MiB (commands may
// carry 16 KiB more); a serializer checks its exact size against a limit
// before it writes a byte (checkDocumentSize). Document values a caller set
// (BsonDocument views) are copied as they are, so each must be a
// well-framed document (isFramed / checkFramed): its length field equal to
// its size, at least 5 bytes, a final NUL. Views from BsonDocument::fromBuffer
// or a parser are; fromValidatedBytes trusts its caller, and a buffer can
// change after it was checked.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "switchyard/bson/document.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard {

// The format's limit: the int32 length field.
inline constexpr size_t kBsonMaxSize = static_cast<size_t>(std::numeric_limits<int32_t>::max());
// MongoDB's BSONObjMaxUserSize (src/mongo/bson/bsonobj.h): the largest
// document a user may store, and the largest a server accepts from a user.
inline constexpr size_t kBsonMaxUserSize = 16 * 1024 * 1024;
// MongoDB's BSONObjMaxInternalSize: the user maximum plus 16 KiB, the room a
// command needs around a maximal user document (an insert of one 16 MiB
// document is accepted; the server's error text names this number).
inline constexpr size_t kBsonMaxInternalSize = kBsonMaxUserSize + 16 * 1024;
// The limit serializers apply unless told otherwise.
inline constexpr size_t kDefaultMaxDocumentSize = kBsonMaxUserSize;

// True when a document of `size` bytes may be written under `limit` (which is
// itself capped at the format's kBsonMaxSize).
[[gnu::always_inline]] constexpr bool fitsDocumentSize(size_t size, size_t limit) noexcept {
  return size <= (limit < kBsonMaxSize ? limit : kBsonMaxSize);
}

// MongoDB's BSONObj::_assertInvalid text for code 10334 (src/mongo/bson/bsonobj.cpp),
// without its " First element: ..." suffix: "(16MB)" is the limit in whole MiB.
std::string documentTooLargeText(int64_t size, size_t limit);

// OK, or BSONObjectTooLarge (10334) with MongoDB's text (BSONObj::_assertInvalid,
// src/mongo/bson/bsonobj.cpp): "BSONObj size: 16793601 (0x1004001) is
// invalid. Size must be between 0 and 16777216(16MB)". MongoDB's text names
// BSONObjMaxInternalSize whatever the limit; here it names the limit that was
// applied. MongoDB appends " First element: <element>"; a serializer refuses
// before it has written one, so the text ends at the limit.
absl::Status checkDocumentSize(size_t size, size_t limit = kDefaultMaxDocumentSize);

// The header invariants of a document view (see the file comment). O(1).
[[gnu::always_inline]] inline bool isFramed(const BsonDocument& doc) noexcept {
  const uint32_t size = doc.size();
  return size >= 5 && size <= kBsonMaxSize && loadLE<uint32_t>(doc.data()) == size && doc.data()[size - 1] == 0;
}

// OK when isFramed(doc), else InvalidBSON (22) naming the field and the
// defect as the parser words it: "BSON field 'insert.documents.1' is not a
// well-framed document: Invalid BSON at byte offset 0: declared document
// length 17 does not match the buffer size 16".
absl::Status checkFramed(const BsonDocument& doc, std::string_view fieldPath);

// Where a value sits in the document a serializer checks: a chain of field
// names on the caller's stack ("find" <- "lsid"), rendered only for an
// error ("find.lsid"). Costs two stores per nested struct on the OK path.
struct FieldPath {
  const FieldPath* parent;
  std::string_view name;
  // The dotted path from the root.
  std::string str() const;
};

// checkFramed for the field `field` of the value at `at`.
[[gnu::cold]] absl::Status checkFramed(const BsonDocument& doc, const FieldPath& at, std::string_view field);

// The same for generated checkSerializable(): true when `doc` is framed, else
// false with the error in `error`. Out of line with the error out of the
// return value: each field's check is a call and a test.
bool checkFramed(BsonDocument doc, const FieldPath& at, std::string_view field, absl::Status& error);

// MissingField (40414) for the required field `field` of the value at `at`
// that was never set: "BSON field 'find.lsid.id' is missing but a required
// field: it was never set". (MongoDB's generated serializers assert this:
// invariant(_hasId); here it is an error the caller gets.)
[[gnu::cold]] absl::Status neverSetError(const FieldPath& at, std::string_view field);

// What a checked serializer (checkSerializable(), serializeInto, appendTo,
// toOpMsg) says of a value the class's own parser would refuse, in the
// parser's words and codes: a field validator's bound (51024 "BSON field
// 'find.limit' value must be >= 0, actual value '-5'"), a callback's failure
// (its code, else 51024; an empty `field`: the struct's cpp_validator_func),
// an enum holding none of its enumerators (BadValue).
[[gnu::cold]] absl::Status validatorError(const FieldPath& at, std::string_view field, std::string_view op,
                                          std::string_view bound, int64_t actual);
[[gnu::cold]] absl::Status validatorError(const FieldPath& at, std::string_view field, std::string_view op,
                                          std::string_view bound, double actual);
[[gnu::cold]] absl::Status callbackError(const FieldPath& at, std::string_view field, const absl::Status& status);
[[gnu::cold]] absl::Status invalidEnumeratorError(const FieldPath& at, std::string_view field, int64_t value);

// The unchecked serializers (serialize(), toBson(), serializeOpMsg()) call
// this when a required field was never set (requiredFieldsSet() false), with
// checkSerializable()'s status: prints its code and message to stderr and
// aborts, as MongoDB's generated serializers invariant(_has...) required
// fields (buildscripts/idl/idl/generator.py). Never writes the empty value.
[[noreturn]] [[gnu::cold]] void failNeverSet(const absl::Status& status) noexcept;

// MissingField (40414) for a required field that was never set, in the
// words of the parser's error for a missing field: "BSON field
// 'insert.documents' is missing but a required field". (MongoDB's generated
// serializers assert this instead; here it is an error the caller gets.)
absl::Status missingFieldError(std::string_view fieldPath);

// OK when `available` bytes hold `needed`, else Overflow (15) (MongoDB's
// DataRange reports a write past its end so): "buffer of 10 bytes is too
// small for a document of 21 bytes".
absl::Status checkRoom(size_t needed, size_t available);

}  // namespace switchyard
