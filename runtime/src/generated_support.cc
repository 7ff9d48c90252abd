// The out-of-line bodies of generated_support.h: compiled once here instead
// of emitted in every generated translation unit.
#include "switchyard/generated_support.h"

#include <cstring>


namespace switchyard {

bool operator==(const BsonElement& a, const BsonElement& b) noexcept {
  if (isUnsetElement(a) || isUnsetElement(b)) return isUnsetElement(a) && isUnsetElement(b);
  return a.type() == b.type() && a.valueSize() == b.valueSize() &&
         (a.valueSize() == 0 || std::memcmp(a.value(), b.value(), a.valueSize()) == 0);
}

}  // namespace switchyard
