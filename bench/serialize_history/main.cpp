// serialize_history: the generated serialize() of past commits against this
// tree's, in one binary (see README.md). Checks at start-up that every unit
// writes the same bytes and reports the same serializedSize() for every corpus
// document; then either runs the Google Benchmark loops
// (serialize/<document>/<unit>) or, with --count UNIT DOCUMENT N, serializes
// one document N times for callgrind.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "unit.h"

namespace sy_history {
#define SY_HISTORY_UNIT(id) extern const Unit id;
#include "units.inc"
#undef SY_HISTORY_UNIT
}  // namespace sy_history

namespace {

using sy_history::Parsed;
using sy_history::Unit;

const Unit* const kUnits[] = {
#define SY_HISTORY_UNIT(id) &sy_history::id,
#include "units.inc"
#undef SY_HISTORY_UNIT
};

struct CorpusEntry {
  const char* name;
  const char* command;
  const char* path;
};

const CorpusEntry kCorpus[] = {
#include "corpus.inc"
};

struct Document {
  const CorpusEntry* entry;
  std::vector<uint8_t> bytes;
  std::vector<std::unique_ptr<Parsed>> parsed;  // one per unit, as kUnits
};

std::vector<uint8_t> readFile(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), {});
}

// Every document parsed by every unit; false (with a message) if one does not
// parse or if the units disagree on the bytes or the size.
bool loadAndCheck(std::vector<Document>& docs) {
  bool ok = true;
  for (const CorpusEntry& entry : kCorpus) {
    Document& doc = docs.emplace_back();
    doc.entry = &entry;
    doc.bytes = readFile(entry.path);
    std::vector<uint8_t> reference;
    for (const Unit* unit : kUnits) {
      auto parsed = unit->parse(doc.bytes.data(), doc.bytes.size(), entry.command);
      if (parsed == nullptr) {
        std::fprintf(stderr, "%s: %s does not parse it\n", entry.name, unit->name);
        return false;
      }
      const std::vector<uint8_t> bytes = parsed->serializeOnce();
      if (bytes.size() != parsed->serializedSize()) {
        std::fprintf(stderr, "%s: %s wrote %zu bytes, serializedSize() %zu\n", entry.name, unit->name,
                     bytes.size(), parsed->serializedSize());
        ok = false;
      }
      if (unit == kUnits[0]) {
        reference = bytes;
      } else if (bytes != reference) {
        std::fprintf(stderr, "%s: %s writes other bytes than %s\n", entry.name, unit->name, kUnits[0]->name);
        ok = false;
      }
      doc.parsed.push_back(std::move(parsed));
    }
  }
  return ok;
}

int countMode(const std::vector<Document>& docs, std::string_view unit, std::string_view name, long n) {
  for (const Document& doc : docs) {
    if (doc.entry->name != name) continue;
    for (size_t u = 0; u < std::size(kUnits); ++u) {
      if (kUnits[u]->name == unit) {
        doc.parsed[u]->serializeMany(n);
        return 0;
      }
    }
  }
  std::fprintf(stderr, "no unit %.*s or document %.*s\n", static_cast<int>(unit.size()), unit.data(),
               static_cast<int>(name.size()), name.data());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<Document> docs;
  if (!loadAndCheck(docs)) return 1;
  if (argc == 5 && std::string_view(argv[1]) == "--count")
    return countMode(docs, argv[2], argv[3], std::strtol(argv[4], nullptr, 10));
  for (const Document& doc : docs) {
    for (size_t u = 0; u < std::size(kUnits); ++u) {
      const Parsed* parsed = doc.parsed[u].get();
      benchmark::RegisterBenchmark(
          (std::string("serialize/") + doc.entry->name + "/" + kUnits[u]->name).c_str(),
          [parsed](benchmark::State& state) { parsed->serializeLoop(state); });
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
