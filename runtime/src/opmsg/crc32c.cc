// CRC-32C for OP_MSG checksums: Abseil's absl::ComputeCrc32c when the installed
// Abseil has absl/crc (SWITCHYARD_CRC32C_ABSL, set by the build:
// cmake/SwitchyardDependencies.cmake), else Intel's ISA-L (Debian: libisal-dev).
// Both pick a hardware-accelerated implementation at run time.
#include <climits>
#include <cstddef>
#include <cstdint>
#include <span>

#if defined(SWITCHYARD_CRC32C_ABSL)
#include "absl/crc/crc32c.h"
#include "absl/strings/string_view.h"
#else
#include <isa-l/crc.h>
#endif

#include "switchyard/opmsg/op_msg.h"

namespace switchyard {

#if defined(SWITCHYARD_CRC32C_ABSL)

uint32_t crc32c(std::span<const uint8_t> bytes) noexcept {
  // RFC 3720's CRC32C, initial value and final inversion included.
  const absl::string_view view(reinterpret_cast<const char*>(bytes.data()), bytes.size());
  return static_cast<uint32_t>(absl::ComputeCrc32c(view));
}

#else

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

#endif

}  // namespace switchyard
