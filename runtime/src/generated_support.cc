// The out-of-line bodies of generated_support.h: compiled once here instead
// of emitted in every generated translation unit.
#include "switchyard/generated_support.h"

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

}  // namespace switchyard
