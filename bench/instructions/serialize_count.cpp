// Serializes one parsed BSON command document N times with the generated
// serializer (default variant; the dispatch variants share the serializer),
// into one reused writer as bench/generated's serialize benchmarks do. Run
// under `valgrind --tool=callgrind` twice with different N: the difference in
// instructions divided by the difference in N is the cost of one serialize()
// (size pass, reserve, write pass), free of start-up and the one parse. Used
// by bench/instructions.py --serialize.
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
[[gnu::noinline]] int serializeMany(const std::vector<uint8_t>& bytes, long n) {
  auto parsed = T::parse(bytes.data(), bytes.size());
  if (!parsed.ok()) return 1;
  switchyard::BsonWriter w;
  for (long i = 0; i < n; ++i) {
    w.clear();
    parsed->serialize(w);
    asm volatile("" : : "r"(w.data()) : "memory");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s FILE.bson COMMAND N\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});
  const std::string_view command = argv[2];
  const long n = std::strtol(argv[3], nullptr, 10);
  using namespace ::switchyard::idl;
  int failures;
  if (command == "find") failures = serializeMany<FindCommand>(bytes, n);
  else if (command == "getMore") failures = serializeMany<GetMoreCommand>(bytes, n);
  else if (command == "insert") failures = serializeMany<InsertCommand>(bytes, n);
  else if (command == "update") failures = serializeMany<UpdateCommand>(bytes, n);
  else if (command == "delete") failures = serializeMany<DeleteCommand>(bytes, n);
  else if (command == "aggregate") failures = serializeMany<AggregateCommand>(bytes, n);
  else {
    std::fprintf(stderr, "unknown command %s\n", argv[2]);
    return 2;
  }
  if (failures != 0) {
    std::fprintf(stderr, "the document does not parse\n");
    return 1;
  }
  return 0;
}
