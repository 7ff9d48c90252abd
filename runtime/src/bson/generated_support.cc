// The out-of-line bodies of generated_support.h: compiled once here instead
// of emitted in every generated translation unit.
#include "switchyard/bson/internal/generated_support.h"

#include <algorithm>
#include <cstring>
#include <string>


namespace switchyard {

bool operator==(const BsonElement& a, const BsonElement& b) noexcept {
  if (isUnsetElement(a) || isUnsetElement(b)) return isUnsetElement(a) && isUnsetElement(b);
  return a.type() == b.type() && a.valueSize() == b.valueSize() &&
         (a.valueSize() == 0 || std::memcmp(a.value(), b.value(), a.valueSize()) == 0);
}

bool failInexactInt(ParseContext& ctx, std::string_view field, BsonType type, std::string_view target) {
  std::string message = "BSON field '";
  message += ctx.pathTo(field);
  message += "' value of type '";
  message += typeName(type);
  message += "' cannot be represented exactly as type '";
  message += target;
  message += "'";
  return ctx.fail(ErrorCode::kBadValue, message);
}

int64_t frameDeclinedValue(const BsonCursor cursor, const uint8_t* p, std::string_view field,
                           std::initializer_list<BsonType> accepted, ParseContext& ctx) {
  const uint8_t* const value = p + 1 + field.size() + 1;  // the type byte, the name, its NUL
  uint32_t size = 0;
  if (!cursor.sizeValue(p[0], value, size, ctx)) return kFramedFailed;
  const auto type = static_cast<BsonType>(p[0]);
  if (accepted.size() == 0 || std::find(accepted.begin(), accepted.end(), type) != accepted.end()) return size;
  if (type == BsonType::kNull || type == BsonType::kUndefined) return kFramedNullish;
  static_cast<void>(ctx.failTypeMismatch(field, type, accepted));
  return kFramedFailed;
}

}  // namespace switchyard
