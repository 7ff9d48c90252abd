// CRC-32C for OP_MSG checksums, computed by Intel's ISA-L (Debian: libisal-dev),
// which picks a hardware-accelerated implementation at run time.
#include <climits>
#include <cstddef>
#include <cstdint>
#include <span>

#include <isa-l/crc.h>

#include "switchyard/op_msg.h"

namespace switchyard {

uint32_t crc32c(std::span<const uint8_t> bytes) noexcept {
  // crc32_iscsi takes an int length and no final inversion: start from
  // ~0, chain the chunks, invert at the end (RFC 3720's CRC32C).
  constexpr size_t kChunk = size_t{1} << 30;
  uint32_t crc = 0xFFFFFFFFu;
  const uint8_t* p = bytes.data();
  size_t left = bytes.size();
  while (left > 0) {
    const size_t n = left < kChunk ? left : kChunk;
    crc = crc32_iscsi(const_cast<unsigned char*>(p), static_cast<int>(n), crc);
    p += n;
    left -= n;
  }
  return ~crc;
}

}  // namespace switchyard
