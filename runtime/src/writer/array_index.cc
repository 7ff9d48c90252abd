#include "switchyard/writer/internal/array_index.h"

namespace switchyard {

uint8_t* writeLongIndexHead(uint8_t* p, uint32_t i) noexcept {
  // Three-digit groups from the right; a uint32_t has at most three of them
  // below its leading group (4294967295: "4" "294" "967" "295").
  uint32_t groups[3];
  size_t count = 0;
  while (i >= 1000) {
    groups[count++] = i % 1000;
    i /= 1000;
  }
  const size_t digits = indexDigits(i);
  uint8_t* q = p + 1;
  storeLE<uint32_t>(q, kIndexDigits[i] >> (8 * (3 - digits)));
  q += digits;
  while (count != 0) {
    storeLE<uint32_t>(q, kIndexDigits[groups[--count]]);  // "ddd\0": the last one's NUL stays
    q += 3;
  }
  return q + 1;
}

}  // namespace switchyard
