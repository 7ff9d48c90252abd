// Parse cost of owned values against views (bench/owned/measure.sh): N
// parses and destructions of one document of tests/generated/specs/
// owned_strings.yaml: a string, a document and an array of two documents,
// with strings of the given size. Arguments: view|owned, string size, N.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "owned_strings_gen.h"

using switchyard::BsonWriter;

static std::vector<uint8_t> doc(size_t stringSize) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("title", std::string(stringSize, 't'));
  const size_t filter = w.beginSubDocument("filter");
  w.appendString("status", std::string(stringSize, 's'));
  w.appendInt64("n", 7);
  w.endSubDocument(filter);
  const size_t pipeline = w.beginArray("pipeline");
  for (int i = 0; i < 2; ++i) {
    const size_t stage = w.beginSubDocument(i == 0 ? "0" : "1");
    w.appendString("$match", std::string(stringSize, 'm'));
    w.endSubDocument(stage);
  }
  w.endArray(pipeline);
  w.endDocument(at);
  const auto b = w.finish();
  return {b.data(), b.data() + b.size()};
}

int main(int argc, char** argv) {
  const bool owned = argc > 1 && std::strcmp(argv[1], "owned") == 0;
  const size_t stringSize = argc > 2 ? std::stoul(argv[2]) : 8;
  const int n = argc > 3 ? std::stoi(argv[3]) : 10000;
  const std::vector<uint8_t> bytes = doc(stringSize);
  size_t sink = 0;
  for (int i = 0; i < n; ++i) {
    if (owned) {
      auto v = switchyard::owned_test::OwnedNote::parse(bytes.data(), bytes.size());
      sink += v.ok() ? v->getFilter()->size() : 0;
    } else {
      auto v = switchyard::owned_test::ViewNote::parse(bytes.data(), bytes.size());
      sink += v.ok() ? v->getFilter()->size() : 0;
    }
  }
  std::printf("%zu bytes, sink %zu\n", bytes.size(), sink);
  return n > 0 && sink == 0;
}
