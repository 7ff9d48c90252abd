#include "fixtures.h"

#include <cstdio>
#include <cstdlib>

namespace switchyard::testing {

const std::vector<Case>& allCases() {
  static const std::vector<Case> cases = {
#include "generated_fixtures.inc"
  };
  return cases;
}

const std::vector<uint8_t>& fixture(std::string_view name) {
  for (const Case& c : allCases()) {
    if (name == c.name) return c.bytes;
  }
  std::fprintf(stderr, "no fixture named %.*s\n", static_cast<int>(name.size()), name.data());
  std::abort();
}

}  // namespace switchyard::testing
