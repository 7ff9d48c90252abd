// Parses one BSON command document N times with the generated parsers of one
// dispatch variant (the binary is built once per variant). Run under
// `valgrind --tool=callgrind` twice with different N: the difference in
// instructions divided by the difference in N is the cost of one parse,
// free of start-up and file reading. Used by bench/instructions.py. With MODE
// `validate` the parse is asked to validate every byte first (ParseOptions).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "insert_gen.h"
#include "update_gen.h"

namespace {

template <typename T>
[[gnu::noinline]] int parseMany(const std::vector<uint8_t>& bytes, long n, switchyard::ParseOptions options) {
  int failures = 0;
  for (long i = 0; i < n; ++i) {
    auto parsed = T::parse(bytes.data(), bytes.size(), options);
    if (!parsed.ok()) ++failures;
    asm volatile("" : : "r"(&parsed) : "memory");
  }
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  // MODE: `lazy` (the default options) or `validate` ({.validate = true}: every
  // byte walked, as a server's wireObjectCheck asks).
  if (argc != 4 && !(argc == 5 && (std::string_view(argv[3]) == "lazy" ||
                                   std::string_view(argv[3]) == "validate"))) {
    std::fprintf(stderr, "usage: %s FILE.bson COMMAND [lazy|validate] N\n", argv[0]);
    return 2;
  }
  switchyard::ParseOptions options;
  options.validate = argc == 5 && std::string_view(argv[3]) == "validate";
  std::ifstream in(argv[1], std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});
  const std::string_view command = argv[2];
  const long n = std::strtol(argv[argc - 1], nullptr, 10);
#ifndef SWITCHYARD_IDL_NAMESPACE  // the variant's namespace (NAMESPACE_SUFFIX)
#define SWITCHYARD_IDL_NAMESPACE ::switchyard::idl
#endif
  using namespace SWITCHYARD_IDL_NAMESPACE;
  int failures;
  if (command == "find") failures = parseMany<FindCommand>(bytes, n, options);
  else if (command == "getMore") failures = parseMany<GetMoreCommand>(bytes, n, options);
  else if (command == "insert") failures = parseMany<InsertCommand>(bytes, n, options);
  else if (command == "update") failures = parseMany<UpdateCommand>(bytes, n, options);
  else if (command == "delete") failures = parseMany<DeleteCommand>(bytes, n, options);
  else if (command == "aggregate") failures = parseMany<AggregateCommand>(bytes, n, options);
  else {
    std::fprintf(stderr, "unknown command %s\n", argv[2]);
    return 2;
  }
  if (failures != 0) {
    std::fprintf(stderr, "%d parses failed\n", failures);
    return 1;
  }
  return 0;
}
