// Our generated parseProto against protoc-generated C++ (libprotobuf, with and
// without an Arena) parsing the same bytes: a find-like message, a message of
// repeated integers, and nested messages. The bytes come from protobuf's own
// serializer. MB/s is input bytes parsed per second (bytes_per_second).
//
// Also the shipped find and getMore commands (idl/find.yaml, idl/getmore.yaml
// opt into protobuf): the corpus's BSON commands (bench/corpus) read with the
// BSON parser and written with toProto(); protoc's C++ for the .proto that
// `switchyard proto` writes for idl/ parses the same bytes.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include "benchmark/benchmark.h"
#include "google/protobuf/arena.h"
#include "proto_messages.pb.h"
#include "proto_messages_gen.h"
#include "find.pb.h"
#include "find_gen.h"
#include "getmore.pb.h"
#include "getmore_gen.h"

namespace pt = switchyard::prototest;

namespace {

std::string findLikeBytes() {
  pt::pb::FindLike m;
  m.set_find("restaurants");
  m.set_filter(std::string("\x2b\x00\x00\x00\x02" "cuisine\x00\x08\x00\x00\x00Italian\x00\x10" "stars\x00\x04\x00\x00\x00\x00", 43));
  m.set_sort(std::string("\x13\x00\x00\x00\x10" "stars\x00\xff\xff\xff\xff\x00", 19));
  m.set_limit(10);
  m.set_batchsize(101);
  m.set_singlebatch(false);
  m.set_maxtimems(5000);
  m.mutable_readconcern()->set_level(pt::pb::ReadLevel_kMajority);
  m.set_dbname("test_database");
  m.mutable_lsid()->set_id(std::string("0123456789abcdef", 16));
  m.set_txnnumber(42);
  return m.SerializeAsString();
}

std::string samplesBytes() {
  pt::pb::Samples m;
  m.set_id(7);
  for (int i = 0; i < 100; ++i) m.add_values(i * 37 - 900);
  for (int i = 0; i < 50; ++i) m.add_deltas(i % 2 ? -i * 1000 : i * 1000);
  for (int i = 0; i < 20; ++i) m.add_weights(i * 0.25);
  for (int i = 0; i < 20; ++i) m.add_codes(i);
  return m.SerializeAsString();
}

void fillTree(pt::pb::Tree* t, int depth, int& counter) {
  t->set_name("node-" + std::to_string(counter++));
  t->set_weight(counter);
  if (depth == 0) {
    t->mutable_leaf()->set_value("leaf value");
    return;
  }
  for (int i = 0; i < 3; ++i) fillTree(t->add_children(), depth - 1, counter);
}

std::string treeBytes() {
  pt::pb::Tree m;
  int counter = 0;
  fillTree(&m, 3, counter);
  return m.SerializeAsString();
}

// A corpus command (BSON) as protobuf bytes, written by our serializer.
template <typename Command>
std::string corpusAsProto(const char* name) {
  std::ifstream in(std::string(SWITCHYARD_CORPUS_DIR) + "/" + name + ".bson", std::ios::binary);
  const std::string bson((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto parsed = Command::parse(bson.data(), bson.size());
  if (!parsed.ok()) {
    std::fprintf(stderr, "proto_bench: %s does not parse: %s\n", name, std::string(parsed.status().message()).c_str());
    std::exit(1);
  }
  return parsed->toProto();
}

enum Workload { kFindLike, kSamples, kTree, kFindYcsb, kFindDriver, kFindHeavy, kGetMore };

const std::string& bytesOf(int which) {
  static const std::string find = findLikeBytes();
  static const std::string samples = samplesBytes();
  static const std::string tree = treeBytes();
  static const std::string ycsb = corpusAsProto<switchyard::idl::FindCommand>("ycsb_find_one.declared");
  static const std::string driver = corpusAsProto<switchyard::idl::FindCommand>("find_driver.declared");
  static const std::string heavy = corpusAsProto<switchyard::idl::FindCommand>("find_heavy.declared");
  static const std::string getMore = corpusAsProto<switchyard::idl::GetMoreCommand>("getmore.declared");
  switch (which) {
    case kFindLike: return find;
    case kSamples: return samples;
    case kTree: return tree;
    case kFindYcsb: return ycsb;
    case kFindDriver: return driver;
    case kFindHeavy: return heavy;
    default: return getMore;
  }
}

template <typename Ours>
void BM_Switchyard(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto r = Ours::parseProto(bytes.data(), bytes.size());
    if (!r.ok()) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

template <typename Theirs>
void BM_Protobuf(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    Theirs m;
    if (!m.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

template <typename Theirs>
void BM_ProtobufArena(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    google::protobuf::Arena arena;
    Theirs* m = google::protobuf::Arena::CreateMessage<Theirs>(&arena);
    if (!m->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

}  // namespace

BENCHMARK(BM_Switchyard<pt::FindLike>)->Name("FindLike/switchyard")->Arg(0);
BENCHMARK(BM_Protobuf<pt::pb::FindLike>)->Name("FindLike/protobuf")->Arg(0);
BENCHMARK(BM_ProtobufArena<pt::pb::FindLike>)->Name("FindLike/protobuf_arena")->Arg(0);
BENCHMARK(BM_Switchyard<pt::Samples>)->Name("RepeatedInts/switchyard")->Arg(1);
BENCHMARK(BM_Protobuf<pt::pb::Samples>)->Name("RepeatedInts/protobuf")->Arg(1);
BENCHMARK(BM_ProtobufArena<pt::pb::Samples>)->Name("RepeatedInts/protobuf_arena")->Arg(1);
BENCHMARK(BM_Switchyard<pt::Tree>)->Name("Nested/switchyard")->Arg(2);
BENCHMARK(BM_Protobuf<pt::pb::Tree>)->Name("Nested/protobuf")->Arg(2);
BENCHMARK(BM_ProtobufArena<pt::pb::Tree>)->Name("Nested/protobuf_arena")->Arg(2);

namespace idl = switchyard::idl;
BENCHMARK(BM_Switchyard<idl::FindCommand>)->Name("FindCommand_ycsb/switchyard")->Arg(kFindYcsb);
BENCHMARK(BM_Protobuf<idl::pb::FindCommand>)->Name("FindCommand_ycsb/protobuf")->Arg(kFindYcsb);
BENCHMARK(BM_ProtobufArena<idl::pb::FindCommand>)->Name("FindCommand_ycsb/protobuf_arena")->Arg(kFindYcsb);
BENCHMARK(BM_Switchyard<idl::FindCommand>)->Name("FindCommand_driver/switchyard")->Arg(kFindDriver);
BENCHMARK(BM_Protobuf<idl::pb::FindCommand>)->Name("FindCommand_driver/protobuf")->Arg(kFindDriver);
BENCHMARK(BM_ProtobufArena<idl::pb::FindCommand>)->Name("FindCommand_driver/protobuf_arena")->Arg(kFindDriver);
BENCHMARK(BM_Switchyard<idl::FindCommand>)->Name("FindCommand_heavy/switchyard")->Arg(kFindHeavy);
BENCHMARK(BM_Protobuf<idl::pb::FindCommand>)->Name("FindCommand_heavy/protobuf")->Arg(kFindHeavy);
BENCHMARK(BM_ProtobufArena<idl::pb::FindCommand>)->Name("FindCommand_heavy/protobuf_arena")->Arg(kFindHeavy);
BENCHMARK(BM_Switchyard<idl::GetMoreCommand>)->Name("GetMoreCommand/switchyard")->Arg(kGetMore);
BENCHMARK(BM_Protobuf<idl::pb::GetMoreCommand>)->Name("GetMoreCommand/protobuf")->Arg(kGetMore);
BENCHMARK(BM_ProtobufArena<idl::pb::GetMoreCommand>)->Name("GetMoreCommand/protobuf_arena")->Arg(kGetMore);

BENCHMARK_MAIN();
