// The example server's in-memory data: collections of owned BSON documents,
// a small query matcher and update operators. Just enough of MongoDB's
// semantics for the example (top-level fields; $eq $ne $gt $gte $lt $lte $in
// $exists; $set $unset $inc and replacement documents); anything else is an
// error reply, never a silent wrong answer.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "switchyard/switchyard.h"

namespace example {

using Document = switchyard::BsonBuffer;

// Compares two element values the way MongoDB orders them within one type
// class (numbers by value across int/long/double, strings by bytes, bools,
// ObjectIds, dates; documents and arrays by bytes). `comparable` is false when
// the classes differ (a query $gt across types matches nothing).
int compareValues(const switchyard::BsonElement& a, const switchyard::BsonElement& b, bool* comparable);

// The first top-level element named `name`, if any.
bool findField(switchyard::BsonDocument doc, std::string_view name, switchyard::BsonElement* out);

// Does `doc` match `filter`? BadValue for operators the example does not know.
absl::StatusOr<bool> matches(switchyard::BsonDocument doc, switchyard::BsonDocument filter);

// Applies an update (operator document or replacement) to `doc`.
absl::StatusOr<Document> applyUpdate(switchyard::BsonDocument doc, switchyard::BsonDocument update);

// A document for an upsert: the filter's equality fields, then the update.
absl::StatusOr<Document> upsertDocument(switchyard::BsonDocument filter, switchyard::BsonDocument update);

// Sorts by the fields of `sort` (1 ascending, -1 descending).
absl::Status sortDocuments(std::vector<Document>& docs, switchyard::BsonDocument sort);

// Collections by namespace ("db.coll"), in insertion order.
class Store {
 public:
  std::vector<Document>& collection(const std::string& ns) { return collections_[ns]; }
  size_t totalDocuments() const;

 private:
  std::map<std::string, std::vector<Document>> collections_;
};

}  // namespace example
