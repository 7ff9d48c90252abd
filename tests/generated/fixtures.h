// The fixture table built by make_fixtures.py (pymongo's encoder), and lookup
// by name for the typed tests.
#pragma once

#include <cstdint>
#include <ostream>
#include <span>
#include <string_view>
#include <vector>

namespace switchyard::testing {

enum class Kind {
  kRoundTrip,  // parses; serializing gives the same bytes
  kAccept,     // parses; serialize -> parse -> serialize is a fixpoint
  kError,      // fails with exactly `code` and `message`
  kMalformed,  // fails with InvalidBSON (22)
};

struct Case {
  const char* name;
  const char* command;
  Kind kind;
  int code;
  const char* message;
  std::vector<uint8_t> bytes;
};

// gtest prints a parameter by its name.
inline void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

const std::vector<Case>& allCases();
// The bytes of the fixture named `name`; aborts the test binary if absent.
const std::vector<uint8_t>& fixture(std::string_view name);

}  // namespace switchyard::testing
