// Debian's Abseil is built with its own absl::string_view (not an alias of
// std::string_view). The runtime's interface uses std::string_view; this
// converts at the boundary to Abseil's string functions.
#pragma once

#include <string_view>

#include "absl/strings/string_view.h"

namespace switchyard::internal {

inline absl::string_view sv(std::string_view s) noexcept { return absl::string_view(s.data(), s.size()); }

}  // namespace switchyard::internal
