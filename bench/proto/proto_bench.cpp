// Our generated parseProto against protoc-generated C++ (libprotobuf) parsing the
// same bytes: a find-like message, a message of repeated integers, and nested
// messages. The bytes come from protobuf's own serializer. MB/s is input bytes
// parsed per second (bytes_per_second).
//
// protoc's baselines are how performance-minded users run it: `protobuf_reused`
// parses into one message kept across parses (ParseFromArray clears it, keeping
// its allocations), `protobuf_arena_reset` into a message on an Arena reset
// before each parse. `protobuf_fresh` (a heap message per parse) and
// `protobuf_arena_fresh` (a new Arena per parse) are shown too, labelled.
//
// Also the shipped find and getMore commands (idl/find.yaml, idl/getmore.yaml
// opt into protobuf): the corpus's BSON commands (bench/corpus) read with the
// BSON parser and written with toProto(); protoc's C++ for the .proto that
// `switchyard proto` writes for idl/ parses the same bytes. The `_protoc`
// workloads parse what protoc writes for the same command: our bytes parsed by
// protoc, the defaulted documents the BSON command did not carry (written by
// toProto() as 5-byte empty documents) cleared, then SerializeAsString(). The
// `_serialize` workloads write a parsed `_protoc` message: serializedProtoSize()
// + serializeProtoTo() against ByteSizeLong() + SerializeToArray() into a buffer
// kept across runs; the label says whether the two outputs are byte-identical.
//
// `proto_bench --count WORKLOAD IMPL N` parses one workload's bytes N times
// with one implementation (switchyard, protobuf_reused, protobuf_arena_reset,
// protobuf_fresh) and no timing: run under callgrind with two N, the
// difference is the instructions of one parse (bench/proto_instructions.py).
// IMPL `bytes` writes the workload's bytes to stdout instead.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "google/protobuf/descriptor.h"
#include "google/protobuf/reflection.h"

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

// What a protoc user sends for the same command: `ours` parsed by protoc, with
// the bytes fields holding an empty BSON document (the defaults toProto()
// writes for fields the BSON command did not carry) cleared.
template <typename Theirs>
std::string protocWritten(const std::string& ours) {
  static const std::string kEmptyDocument("\x05\x00\x00\x00\x00", 5);
  Theirs m;
  if (!m.ParseFromString(ours)) {
    std::fprintf(stderr, "proto_bench: protoc cannot parse our bytes\n");
    std::exit(1);
  }
  const google::protobuf::Reflection* r = m.GetReflection();
  const google::protobuf::Descriptor* d = m.GetDescriptor();
  for (int i = 0; i < d->field_count(); ++i) {
    const google::protobuf::FieldDescriptor* f = d->field(i);
    if (f->is_repeated() || f->type() != google::protobuf::FieldDescriptor::TYPE_BYTES) continue;
    if (r->HasField(m, f) && r->GetString(m, f) == kEmptyDocument) r->ClearField(&m, f);
  }
  return m.SerializeAsString();
}

enum Workload {
  kFindLike, kSamples, kTree, kFindYcsb, kFindDriver, kFindHeavy, kGetMore,
  kFindYcsbProtoc, kFindDriverProtoc, kFindHeavyProtoc, kGetMoreProtoc
};

const std::string& bytesOf(int which) {
  static const std::string find = findLikeBytes();
  static const std::string samples = samplesBytes();
  static const std::string tree = treeBytes();
  static const std::string ycsb = corpusAsProto<switchyard::idl::FindCommand>("ycsb_find_one.declared");
  static const std::string driver = corpusAsProto<switchyard::idl::FindCommand>("find_driver.declared");
  static const std::string heavy = corpusAsProto<switchyard::idl::FindCommand>("find_heavy.declared");
  static const std::string getMore = corpusAsProto<switchyard::idl::GetMoreCommand>("getmore.declared");
  static const std::string ycsbProtoc = protocWritten<switchyard::idl::pb::FindCommand>(ycsb);
  static const std::string driverProtoc = protocWritten<switchyard::idl::pb::FindCommand>(driver);
  static const std::string heavyProtoc = protocWritten<switchyard::idl::pb::FindCommand>(heavy);
  static const std::string getMoreProtoc = protocWritten<switchyard::idl::pb::GetMoreCommand>(getMore);
  switch (which) {
    case kFindYcsbProtoc: return ycsbProtoc;
    case kFindDriverProtoc: return driverProtoc;
    case kFindHeavyProtoc: return heavyProtoc;
    case kGetMoreProtoc: return getMoreProtoc;
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
void BM_ProtobufFresh(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    Theirs m;
    if (!m.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

// One message across parses: ParseFromArray clears it and keeps its allocations.
template <typename Theirs>
void BM_ProtobufReused(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  Theirs m;
  for (auto _ : state) {
    if (!m.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

template <typename Theirs>
void BM_ProtobufArenaFresh(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    google::protobuf::Arena arena;
    Theirs* m = google::protobuf::Arena::CreateMessage<Theirs>(&arena);
    if (!m->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

// One Arena across parses, reset before each (its first block is kept).
template <typename Theirs>
void BM_ProtobufArenaReset(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  google::protobuf::Arena arena;
  for (auto _ : state) {
    arena.Reset();
    Theirs* m = google::protobuf::Arena::CreateMessage<Theirs>(&arena);
    if (!m->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

// What each side writes for the message parsed from `bytes` (the start-up check).
template <typename Ours>
std::string oursWrites(const std::string& bytes) {
  auto parsed = Ours::parseProto(bytes.data(), bytes.size());
  return parsed.ok() ? parsed->toProto() : std::string();
}

template <typename Theirs>
std::string theirsWrites(const std::string& bytes) {
  Theirs m;
  return m.ParseFromString(bytes) ? m.SerializeAsString() : std::string();
}

template <typename Ours, typename Theirs>
const char* sameOutput(const std::string& bytes) {
  return oursWrites<Ours>(bytes) == theirsWrites<Theirs>(bytes) ? "identical output" : "output differs";
}

template <typename Ours, typename Theirs>
void BM_SwitchyardSerialize(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  auto parsed = Ours::parseProto(bytes.data(), bytes.size());
  if (!parsed.ok()) {
    state.SkipWithError("parse failed");
    return;
  }
  std::vector<uint8_t> buffer(bytes.size() * 2 + 64);
  for (auto _ : state) {
    const size_t size = parsed->serializedProtoSize();
    if (size > buffer.size()) buffer.resize(size);
    benchmark::DoNotOptimize(parsed->serializeProtoTo(buffer.data()));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
  state.SetLabel(sameOutput<Ours, Theirs>(bytes));
}

template <typename Theirs>
void BM_ProtobufSerialize(benchmark::State& state) {
  const std::string& bytes = bytesOf(static_cast<int>(state.range(0)));
  Theirs m;
  if (!m.ParseFromString(bytes)) {
    state.SkipWithError("parse failed");
    return;
  }
  std::vector<uint8_t> buffer(bytes.size() * 2 + 64);
  for (auto _ : state) {
    const size_t size = m.ByteSizeLong();
    if (size > buffer.size()) buffer.resize(size);
    benchmark::DoNotOptimize(m.SerializeToArray(buffer.data(), static_cast<int>(size)));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

}  // namespace

// Every parse workload: ours, protoc's two baselines, protoc's fresh-allocation rows.
#define SWITCHYARD_PROTO_PARSE(name, ours, theirs, arg)                                      \
  BENCHMARK(BM_Switchyard<ours>)->Name(name "/switchyard")->Arg(arg);                        \
  BENCHMARK(BM_ProtobufReused<theirs>)->Name(name "/protobuf_reused")->Arg(arg);             \
  BENCHMARK(BM_ProtobufArenaReset<theirs>)->Name(name "/protobuf_arena_reset")->Arg(arg);    \
  BENCHMARK(BM_ProtobufFresh<theirs>)->Name(name "/protobuf_fresh")->Arg(arg);               \
  BENCHMARK(BM_ProtobufArenaFresh<theirs>)->Name(name "/protobuf_arena_fresh")->Arg(arg)

// Writing a parsed message: ours against SerializeToArray (under the reused-message name,
// the reference column of the report).
#define SWITCHYARD_PROTO_SERIALIZE(name, ours, theirs, arg)                                  \
  BENCHMARK(BM_SwitchyardSerialize<ours, theirs>)->Name(name "/switchyard")->Arg(arg);      \
  BENCHMARK(BM_ProtobufSerialize<theirs>)->Name(name "/protobuf_reused")->Arg(arg)

namespace idl = switchyard::idl;
SWITCHYARD_PROTO_PARSE("FindLike", pt::FindLike, pt::pb::FindLike, kFindLike);
SWITCHYARD_PROTO_PARSE("RepeatedInts", pt::Samples, pt::pb::Samples, kSamples);
SWITCHYARD_PROTO_PARSE("Nested", pt::Tree, pt::pb::Tree, kTree);
SWITCHYARD_PROTO_PARSE("FindCommand_ycsb", idl::FindCommand, idl::pb::FindCommand, kFindYcsb);
SWITCHYARD_PROTO_PARSE("FindCommand_driver", idl::FindCommand, idl::pb::FindCommand, kFindDriver);
SWITCHYARD_PROTO_PARSE("FindCommand_heavy", idl::FindCommand, idl::pb::FindCommand, kFindHeavy);
SWITCHYARD_PROTO_PARSE("GetMoreCommand", idl::GetMoreCommand, idl::pb::GetMoreCommand, kGetMore);
SWITCHYARD_PROTO_PARSE("FindCommand_ycsb_protoc", idl::FindCommand, idl::pb::FindCommand, kFindYcsbProtoc);
SWITCHYARD_PROTO_PARSE("FindCommand_driver_protoc", idl::FindCommand, idl::pb::FindCommand,
                       kFindDriverProtoc);
SWITCHYARD_PROTO_PARSE("FindCommand_heavy_protoc", idl::FindCommand, idl::pb::FindCommand,
                       kFindHeavyProtoc);
SWITCHYARD_PROTO_PARSE("GetMoreCommand_protoc", idl::GetMoreCommand, idl::pb::GetMoreCommand,
                       kGetMoreProtoc);
SWITCHYARD_PROTO_SERIALIZE("FindCommand_ycsb_protoc_serialize", idl::FindCommand, idl::pb::FindCommand,
                           kFindYcsbProtoc);
SWITCHYARD_PROTO_SERIALIZE("FindCommand_driver_protoc_serialize", idl::FindCommand, idl::pb::FindCommand,
                           kFindDriverProtoc);
SWITCHYARD_PROTO_SERIALIZE("FindCommand_heavy_protoc_serialize", idl::FindCommand, idl::pb::FindCommand,
                           kFindHeavyProtoc);
SWITCHYARD_PROTO_SERIALIZE("GetMoreCommand_protoc_serialize", idl::GetMoreCommand, idl::pb::GetMoreCommand,
                           kGetMoreProtoc);

namespace {

// Parses `bytes` n times with `impl`; the number of failed parses, or -1 for an unknown impl.
template <typename Ours, typename Theirs>
[[gnu::noinline]] long countParses(const std::string& bytes, std::string_view impl, long n) {
  long failures = 0;
  if (impl == "switchyard") {
    for (long i = 0; i < n; ++i) {
      auto r = Ours::parseProto(bytes.data(), bytes.size());
      failures += !r.ok();
      benchmark::DoNotOptimize(r);
    }
  } else if (impl == "protobuf_reused") {
    Theirs m;
    for (long i = 0; i < n; ++i) {
      failures += !m.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()));
      benchmark::DoNotOptimize(m);
    }
  } else if (impl == "protobuf_arena_reset") {
    google::protobuf::Arena arena;
    for (long i = 0; i < n; ++i) {
      arena.Reset();
      Theirs* m = google::protobuf::Arena::CreateMessage<Theirs>(&arena);
      failures += !m->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()));
      benchmark::DoNotOptimize(m);
    }
  } else if (impl == "protobuf_fresh") {
    for (long i = 0; i < n; ++i) {
      Theirs m;
      failures += !m.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()));
      benchmark::DoNotOptimize(m);
    }
  } else {
    return -1;
  }
  return failures;
}

// The workloads --count knows, by their benchmark names.
using CountFunction = long (*)(const std::string&, std::string_view, long);
struct CountWorkload {
  const char* name;
  int which;
  CountFunction count;
};
constexpr CountFunction kCountFind = countParses<idl::FindCommand, idl::pb::FindCommand>;
constexpr CountFunction kCountGetMore = countParses<idl::GetMoreCommand, idl::pb::GetMoreCommand>;
constexpr CountWorkload kCountWorkloads[] = {
    {"FindCommand_ycsb_protoc", kFindYcsbProtoc, kCountFind},
    {"FindCommand_driver_protoc", kFindDriverProtoc, kCountFind},
    {"FindCommand_heavy_protoc", kFindHeavyProtoc, kCountFind},
    {"GetMoreCommand_protoc", kGetMoreProtoc, kCountGetMore},
    {"FindCommand_ycsb", kFindYcsb, kCountFind},
    {"FindCommand_driver", kFindDriver, kCountFind},
    {"FindCommand_heavy", kFindHeavy, kCountFind},
    {"GetMoreCommand", kGetMore, kCountGetMore},
    {"FindLike", kFindLike, countParses<pt::FindLike, pt::pb::FindLike>},
    {"RepeatedInts", kSamples, countParses<pt::Samples, pt::pb::Samples>},
    {"Nested", kTree, countParses<pt::Tree, pt::pb::Tree>},
};

int countMain(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: %s --count WORKLOAD IMPL N\n", argv[0]);
    return 2;
  }
  const long n = std::strtol(argv[4], nullptr, 10);
  for (const CountWorkload& w : kCountWorkloads) {
    if (std::strcmp(w.name, argv[2]) != 0) continue;
    const std::string& bytes = bytesOf(w.which);
    if (std::string_view(argv[3]) == "bytes") {  // the workload's bytes, for inspection
      std::fwrite(bytes.data(), 1, bytes.size(), stdout);
      return 0;
    }
    const long failures = w.count(bytes, argv[3], n);
    if (failures != 0) {
      std::fprintf(stderr, "proto_bench --count: %s\n", failures < 0 ? "unknown IMPL" : "parses failed");
      return 1;
    }
    return 0;
  }
  std::fprintf(stderr, "proto_bench --count: unknown WORKLOAD %s\n", argv[2]);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "--count") return countMain(argc, argv);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
