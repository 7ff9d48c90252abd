#include "store.h"

#include <algorithm>
#include <cstring>
#include <string>

#include "absl/strings/str_cat.h"

namespace example {

using switchyard::BsonCursor;
using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::BsonType;
using switchyard::BsonWriter;
using switchyard::ErrorCode;
using switchyard::ParseContext;
using switchyard::makeError;

namespace {

// MongoDB's canonical type classes, the ones that compare with each other.
enum class TypeClass { kNullish, kNumber, kString, kObject, kArray, kBinData, kObjectId, kBool, kDate, kOther };

TypeClass classOf(BsonType t) {
  switch (t) {
    case BsonType::kNull:
    case BsonType::kUndefined:
      return TypeClass::kNullish;
    case BsonType::kDouble:
    case BsonType::kInt32:
    case BsonType::kInt64:
      return TypeClass::kNumber;
    case BsonType::kString:
    case BsonType::kSymbol:
      return TypeClass::kString;
    case BsonType::kObject:
      return TypeClass::kObject;
    case BsonType::kArray:
      return TypeClass::kArray;
    case BsonType::kBinData:
      return TypeClass::kBinData;
    case BsonType::kObjectId:
      return TypeClass::kObjectId;
    case BsonType::kBool:
      return TypeClass::kBool;
    case BsonType::kDate:
      return TypeClass::kDate;
    default:
      return TypeClass::kOther;
  }
}

double numberOf(const BsonElement& e) {
  switch (e.type()) {
    case BsonType::kInt32:
      return e.asInt32();
    case BsonType::kInt64:
      return static_cast<double>(e.asInt64());
    default:
      return e.asDouble();
  }
}

template <typename T>
int threeWay(const T& a, const T& b) {
  return a < b ? -1 : (b < a ? 1 : 0);
}

int compareBytes(const uint8_t* a, size_t an, const uint8_t* b, size_t bn) {
  const int c = std::memcmp(a, b, std::min(an, bn));
  return c != 0 ? (c < 0 ? -1 : 1) : threeWay(an, bn);
}

// Copies `doc`'s elements into w except those named in `skip`.
void copyExcept(BsonWriter& w, BsonDocument doc, const std::vector<std::string_view>& skip) {
  ParseContext ctx;
  BsonElement e;
  for (BsonCursor c = doc.elements(); c.next(e, ctx);) {
    if (std::find(skip.begin(), skip.end(), e.name()) == skip.end()) w.appendElement(e);
  }
}

bool isOperatorDocument(BsonDocument doc) {
  ParseContext ctx;
  BsonElement e;
  BsonCursor c = doc.elements();
  return c.next(e, ctx) && !e.name().empty() && e.name()[0] == '$';
}

absl::StatusOr<bool> matchOperator(std::string_view op, const BsonElement* field, const BsonElement& operand) {
  bool comparable = false;
  const int order = field != nullptr ? compareValues(*field, operand, &comparable) : 0;
  if (op == "$eq") return field != nullptr && comparable && order == 0;
  if (op == "$ne") return field == nullptr || !comparable || order != 0;
  if (op == "$gt") return field != nullptr && comparable && order > 0;
  if (op == "$gte") return field != nullptr && comparable && order >= 0;
  if (op == "$lt") return field != nullptr && comparable && order < 0;
  if (op == "$lte") return field != nullptr && comparable && order <= 0;
  if (op == "$exists") return (field != nullptr) == (operand.type() == BsonType::kBool ? operand.asBool() : true);
  if (op == "$in") {
    if (operand.type() != BsonType::kArray) return makeError(ErrorCode::kBadValue, "$in needs an array");
    if (field == nullptr) return false;
    ParseContext ctx;
    BsonElement candidate;
    for (BsonCursor c = operand.asDocument().elements(); c.next(candidate, ctx);) {
      bool ok = false;
      if (compareValues(*field, candidate, &ok) == 0 && ok) return true;
    }
    return false;
  }
  return makeError(ErrorCode::kBadValue, absl::StrCat("unknown operator: ", std::string(op)));
}

}  // namespace

int compareValues(const BsonElement& a, const BsonElement& b, bool* comparable) {
  const TypeClass ca = classOf(a.type()), cb = classOf(b.type());
  *comparable = ca == cb && ca != TypeClass::kOther;
  if (!*comparable) return threeWay(static_cast<int>(ca), static_cast<int>(cb));
  switch (ca) {
    case TypeClass::kNullish:
      return 0;
    case TypeClass::kNumber:
      return threeWay(numberOf(a), numberOf(b));
    case TypeClass::kString: {
      const std::string_view x = a.asString(), y = b.asString();
      return compareBytes(reinterpret_cast<const uint8_t*>(x.data()), x.size(),
                          reinterpret_cast<const uint8_t*>(y.data()), y.size());
    }
    case TypeClass::kBool:
      return threeWay(a.asBool(), b.asBool());
    case TypeClass::kDate:
      return threeWay(a.asDate(), b.asDate());
    default:
      return compareBytes(a.value(), a.valueSize(), b.value(), b.valueSize());
  }
}

bool findField(BsonDocument doc, std::string_view name, BsonElement* out) {
  ParseContext ctx;
  for (BsonCursor c = doc.elements(); c.next(*out, ctx);) {
    if (out->name() == name) return true;
  }
  return false;
}

absl::StatusOr<bool> matches(BsonDocument doc, BsonDocument filter) {
  ParseContext ctx;
  BsonElement condition;
  for (BsonCursor c = filter.elements(); c.next(condition, ctx);) {
    if (!condition.name().empty() && condition.name()[0] == '$') {
      return makeError(ErrorCode::kBadValue, absl::StrCat("unknown top level operator: ", std::string(condition.name())));
    }
    BsonElement field;
    const bool present = findField(doc, condition.name(), &field);
    if (condition.type() == BsonType::kObject && isOperatorDocument(condition.asDocument())) {
      BsonElement op;
      for (BsonCursor o = condition.asDocument().elements(); o.next(op, ctx);) {
        auto ok = matchOperator(op.name(), present ? &field : nullptr, op);
        if (!ok.ok()) return ok.status();
        if (!*ok) return false;
      }
      continue;
    }
    auto ok = matchOperator("$eq", present ? &field : nullptr, condition);
    if (!*ok) return false;
  }
  return true;
}

absl::StatusOr<Document> applyUpdate(BsonDocument doc, BsonDocument update) {
  if (!isOperatorDocument(update)) {  // a replacement keeps the _id
    BsonWriter w;
    const size_t at = w.beginDocument();
    BsonElement id;
    if (findField(doc, "_id", &id)) w.appendElement(id);
    copyExcept(w, update, {"_id"});
    w.endDocument(at);
    return w.finish();
  }
  ParseContext ctx;
  BsonElement op;
  std::vector<std::string_view> touched;
  std::vector<BsonElement> sets;
  for (BsonCursor c = update.elements(); c.next(op, ctx);) {
    if (op.type() != BsonType::kObject) {
      return makeError(ErrorCode::kBadValue, absl::StrCat("Modifiers operate on fields but we found type ",
                                                          std::string(switchyard::typeName(op.type())),
                                                          " instead."));
    }
    if (op.name() != "$set" && op.name() != "$unset" && op.name() != "$inc") {
      return makeError(ErrorCode::kBadValue, absl::StrCat("Unknown modifier: ", std::string(op.name())));
    }
    BsonElement arg;
    for (BsonCursor a = op.asDocument().elements(); a.next(arg, ctx);) {
      touched.push_back(arg.name());
      if (op.name() != "$unset") sets.push_back(arg);
    }
  }
  // Untouched fields first (in order), then each $set/$inc result.
  BsonWriter w;
  const size_t at = w.beginDocument();
  copyExcept(w, doc, touched);
  for (BsonCursor c = update.elements(); c.next(op, ctx);) {
    BsonElement arg;
    for (BsonCursor a = op.asDocument().elements(); a.next(arg, ctx);) {
      if (op.name() == "$set") w.appendElement(arg);
      if (op.name() != "$inc") continue;
      BsonElement current;
      const bool present = findField(doc, arg.name(), &current);
      if (classOf(arg.type()) != TypeClass::kNumber || (present && classOf(current.type()) != TypeClass::kNumber)) {
        return makeError(ErrorCode::kTypeMismatch,
                         absl::StrCat("Cannot apply $inc to a value of non-numeric type. {_id: ...} has the field '",
                                      std::string(arg.name()), "' of non-numeric type"));
      }
      const bool integral = arg.type() != BsonType::kDouble && (!present || current.type() != BsonType::kDouble);
      if (integral) {
        const int64_t base = present ? static_cast<int64_t>(numberOf(current)) : 0;
        w.appendInt64(arg.name(), base + static_cast<int64_t>(numberOf(arg)));
      } else {
        w.appendDouble(arg.name(), (present ? numberOf(current) : 0.0) + numberOf(arg));
      }
    }
  }
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<Document> upsertDocument(BsonDocument filter, BsonDocument update) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  ParseContext ctx;
  BsonElement e;
  for (BsonCursor c = filter.elements(); c.next(e, ctx);) {
    if (!(e.type() == BsonType::kObject && isOperatorDocument(e.asDocument()))) w.appendElement(e);
  }
  w.endDocument(at);
  const Document base = w.finish();
  return applyUpdate(base.view(), update);
}

absl::Status sortDocuments(std::vector<Document>& docs, BsonDocument sort) {
  std::vector<std::pair<std::string_view, int>> keys;
  ParseContext ctx;
  BsonElement e;
  for (BsonCursor c = sort.elements(); c.next(e, ctx);) {
    const int direction = classOf(e.type()) == TypeClass::kNumber ? static_cast<int>(numberOf(e)) : 0;
    if (direction != 1 && direction != -1) {
      return makeError(ErrorCode::kBadValue, "$sort key ordering must be 1 (for ascending) or -1 (for descending)");
    }
    keys.emplace_back(e.name(), direction);
  }
  std::stable_sort(docs.begin(), docs.end(), [&](const Document& a, const Document& b) {
    for (const auto& [name, direction] : keys) {
      BsonElement x, y;
      const bool hx = findField(a.view(), name, &x), hy = findField(b.view(), name, &y);
      if (!hx || !hy) {  // a missing field sorts first, as null does
        if (hx != hy) return direction > 0 ? !hx : hx;
        continue;
      }
      bool comparable = false;
      const int c = compareValues(x, y, &comparable);
      if (c != 0) return c * direction < 0;
    }
    return false;
  });
  return absl::OkStatus();
}

size_t Store::totalDocuments() const {
  size_t n = 0;
  for (const auto& [ns, docs] : collections_) n += docs.size();
  return n;
}

}  // namespace example
