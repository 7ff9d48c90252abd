#include "switchyard/bson/type.h"

namespace switchyard {

std::string_view typeName(BsonType type) noexcept {
  switch (type) {
    case BsonType::kEoo: return "missing";
    case BsonType::kDouble: return "double";
    case BsonType::kString: return "string";
    case BsonType::kObject: return "object";
    case BsonType::kArray: return "array";
    case BsonType::kBinData: return "binData";
    case BsonType::kUndefined: return "undefined";
    case BsonType::kObjectId: return "objectId";
    case BsonType::kBool: return "bool";
    case BsonType::kDate: return "date";
    case BsonType::kNull: return "null";
    case BsonType::kRegex: return "regex";
    case BsonType::kDbPointer: return "dbPointer";
    case BsonType::kJavaScript: return "javascript";
    case BsonType::kSymbol: return "symbol";
    case BsonType::kJavaScriptWithScope: return "javascriptWithScope";
    case BsonType::kInt32: return "int";
    case BsonType::kTimestamp: return "timestamp";
    case BsonType::kInt64: return "long";
    case BsonType::kDecimal128: return "decimal";
    case BsonType::kMinKey: return "minKey";
    case BsonType::kMaxKey: return "maxKey";
  }
  return "unknown";
}

}  // namespace switchyard
