// The cost of full validation on receipt (ParseOptions::validate) per corpus
// document: for each document of bench/corpus/manifest.json, the generated
// parser with the default options (lazy: views are framed, not walked) and
// with {.validate = true} (every byte walked first, as MongoDB's validateBSON
// does before its IDL parsers run), registered next to each other. The
// `validate_only` rows walk the document alone (BsonDocument::validateDeep),
// the part validation adds.
#include <benchmark/benchmark.h>

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

struct CorpusEntry {
  const char* name;
  const char* command;
  const char* path;
};

const CorpusEntry kCorpus[] = {
#include "validation_corpus.inc"
};

std::vector<uint8_t> readFile(const char* path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "validation_bench: cannot read %s\n", path);
    std::exit(1);
  }
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)), {});
}

template <typename T>
void parseWith(benchmark::State& state, const std::vector<uint8_t>& bytes, switchyard::ParseOptions options) {
  for (auto _ : state) {
    auto parsed = T::parse(bytes.data(), bytes.size(), options);
    if (!parsed.ok()) [[unlikely]] {
      state.SkipWithError(std::string(parsed.status().message()).c_str());
      return;
    }
    benchmark::DoNotOptimize(parsed);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

void validateOnly(benchmark::State& state, const std::vector<uint8_t>& bytes) {
  for (auto _ : state) {
    switchyard::ParseContext ctx(bytes.data());
    switchyard::BsonDocument doc;
    const bool ok = switchyard::BsonDocument::fromBuffer(bytes.data(), bytes.size(), ctx, &doc) &&
                    doc.validateDeep(ctx);
    benchmark::DoNotOptimize(ok);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

template <typename T>
void registerCommand(const std::string& name, const std::vector<uint8_t>* bytes) {
  benchmark::RegisterBenchmark((name + "/lazy").c_str(), [bytes](benchmark::State& s) {
    parseWith<T>(s, *bytes, {});
  });
  benchmark::RegisterBenchmark((name + "/validate").c_str(), [bytes](benchmark::State& s) {
    parseWith<T>(s, *bytes, {.validate = true});
  });
  benchmark::RegisterBenchmark((name + "/validate_only").c_str(), [bytes](benchmark::State& s) {
    validateOnly(s, *bytes);
  });
}

}  // namespace

int main(int argc, char** argv) {
  using namespace switchyard::idl;
  static std::vector<std::vector<uint8_t>> documents;
  documents.reserve(std::size(kCorpus));
  for (const CorpusEntry& entry : kCorpus) {
    documents.push_back(readFile(entry.path));
    const std::vector<uint8_t>* bytes = &documents.back();
    const std::string command = entry.command;
    const std::string name = std::string(entry.command) + "/" + entry.name;
    if (command == "find") registerCommand<FindCommand>(name, bytes);
    else if (command == "getMore") registerCommand<GetMoreCommand>(name, bytes);
    else if (command == "insert") registerCommand<InsertCommand>(name, bytes);
    else if (command == "update") registerCommand<UpdateCommand>(name, bytes);
    else if (command == "delete") registerCommand<DeleteCommand>(name, bytes);
    else if (command == "aggregate") registerCommand<AggregateCommand>(name, bytes);
    else {
      std::fprintf(stderr, "validation_bench: unknown command %s\n", entry.command);
      return 1;
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
