// A text form of any BSON document for logs and debugging: MongoDB's relaxed
// Extended JSON v2 (the specification "Extended JSON", relaxed mode: numbers as
// JSON numbers where that loses nothing, {"$oid": ...}, {"$date": "ISO-8601"} for
// years 1970-9999, {"$numberDecimal": ...}, ...), laid out as pymongo's
// bson.json_util.dumps(doc, json_options=RELAXED_JSON_OPTIONS) writes it:
//
//   {"find": "c", "filter": {"_id": {"$oid": "5f1a2b3c4d5e6f7081928374"}}, "limit": 10}
//
// Strings are escaped as Python's json module does with ensure_ascii (\" \\ \n \r
// \t \b \f, other control and all non-ASCII characters as \uXXXX, surrogate pairs
// above U+FFFF); a byte sequence that is not UTF-8 becomes U+FFFD. Doubles use the
// shortest text that reads back to the same double, in Python's repr layout
// (1.0, 1e+16, 1e-05). Three types pymongo cannot represent follow the
// specification: {"$undefined": true}, {"$symbol": "..."} and
// {"$dbPointer": {"$ref": ..., "$id": {"$oid": ...}}}.
//
// For a parsed object (any generated class): switchyard::toExtendedJson(object),
// which serializes it with toBson() first.
#pragma once

#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "switchyard/bson/document.h"

namespace switchyard {

// The relaxed Extended JSON of `doc`. The document is checked first, all the way
// down (malformed bytes or nesting deeper than kDefaultMaxDepth: the error).
absl::StatusOr<std::string> toRelaxedExtendedJson(const BsonDocument& doc);

// The relaxed Extended JSON of a document a generated serializer wrote (well
// formed by construction: the fallback, the error's text, is never expected).
// Out of line, so that each generated toString() is two calls.
std::string serializedToExtendedJson(const BsonDocument& doc);

// The relaxed Extended JSON of a generated object: its toBson(), as text.
template <class T>
  requires requires(const T& object) { object.toBson().view(); }
std::string toExtendedJson(const T& object) {
  return serializedToExtendedJson(object.toBson().view());
}

}  // namespace switchyard
