// The C++ side of the peers phase (bench/peers/README.md): Switchyard's generated FindCommand
// and InsertCommand, and the libbson reference of `switchyard bench` (bson_iter_next + strcmp
// in declaration order, with the generated parsers' checks: types, duplicates, validators,
// required fields), under the same protocol as the Rust and Go peers:
//
//   cpp_peer check DIR                  doc, impl, parse checksum, checksum of the written bytes
//   cpp_peer run DIR MS                 doc, impl, op, ns per op (each measured for about MS ms)
//   cpp_peer count DIR DOC IMPL OP N    N operations (for callgrind)
//   cpp_peer probe DIR NAME...          name, impl, accept or reject (find commands)
//
// The libbson reference is reused as generated: its translation unit is included here with its
// main() renamed, so its parsers (in an unnamed namespace) are callable from this file.
#define main switchyard_generated_benchmarks_main
#include "bench_main.cpp"  // NOLINT(bugprone-suspicious-include)
#undef main

#include <time.h>

#include <cinttypes>
#include <fstream>
#include <functional>
#include <iterator>
#include <string_view>

namespace switchyard_peers {
namespace {

namespace idl = ::switchyard::idl;
using switchyard::BsonDocument;

constexpr const char* kDocs[] = {"ycsb_find_one.declared", "find_driver.declared",
                                 "find_heavy.declared", "insert_100.declared"};
constexpr const char* kImpls[] = {"switchyard", "libbson"};
constexpr size_t kEmptyDocumentSize = 5;

// FNV-1a over 64-bit words: per present field its index, then its value (the same in every
// peer; bench/peers/README.md).
struct Fnv {
  uint64_t h = 0xcbf29ce484222325ull;
  void mix(uint64_t x) { h = (h ^ x) * 0x100000001b3ull; }
  void bytes(const uint8_t* p, size_t n) {
    mix(n);
    for (size_t i = 0; i < n; ++i) mix(p[i]);
  }
  void str(std::string_view s) { bytes(reinterpret_cast<const uint8_t*>(s.data()), s.size()); }
  void field(uint64_t i, bool present, const std::function<void()>& value) {
    if (present) {
      mix(i);
      value();
    }
  }
  void doc(uint64_t i, const BsonDocument& d) {
    field(i, d.size() > kEmptyDocumentSize, [&] { mix(d.size()); });
  }
  void doc(uint64_t i, const std::optional<BsonDocument>& d) {
    if (d) doc(i, *d);
  }
  void boolean(bool b) { mix(b ? 1 : 2); }
  void boolp(uint64_t i, std::optional<bool> b) {
    field(i, b.has_value(), [&] { boolean(*b); });
  }
  template <typename Int>
  void intp(uint64_t i, std::optional<Int> v) {
    field(i, v.has_value(), [&] { mix(static_cast<uint64_t>(static_cast<int64_t>(*v))); });
  }
  void uuid(const switchyard::Uuid& u) { bytes(u.bytes.data(), u.bytes.size()); }
  void binary(const switchyard::BinDataView& b) {
    mix(b.subtype);
    bytes(b.bytes.data(), b.bytes.size());
  }
  void timestamp(const switchyard::Timestamp& t) {
    mix((static_cast<uint64_t>(t.seconds) << 32) | t.increment);
  }
  void any(const switchyard::BsonElement& e) {
    using switchyard::BsonType;
    switch (e.type()) {
      case BsonType::kString: str(e.asString()); return;
      case BsonType::kInt32: mix(static_cast<uint64_t>(static_cast<int64_t>(e.asInt32()))); return;
      case BsonType::kInt64: mix(static_cast<uint64_t>(e.asInt64())); return;
      case BsonType::kObject: mix(e.asDocument().size()); return;
      default: mix(0x100 | static_cast<uint64_t>(e.type())); return;
    }
  }
};

// The generic arguments from index 34 on (bench/peers/README.md), but maxTimeMS, readConcern
// and stmtId, which each command declares itself.
template <typename Command>
void genericFields(Fnv& f, const Command& c, const std::function<void()>& stmtId) {
  const auto api = c.getApiVersion();
  f.field(34, api.has_value(), [&] { f.str(*api); });
  f.boolp(35, c.getApiStrict());
  f.boolp(36, c.getApiDeprecationErrors());
  f.field(37, true, [&] { f.str(c.getDbName()); });
  const auto& lsid = c.getLsid();
  f.field(38, lsid.has_value(), [&] {
    f.field(1, true, [&] { f.uuid(lsid->getId()); });
    const auto uid = lsid->getUid();
    f.field(2, uid.has_value(), [&] { f.binary(*uid); });
  });
  f.intp(39, c.getTxnNumber());
  f.boolp(40, c.getAutocommit());
  f.boolp(41, c.getStartTransaction());
  stmtId();
  const auto& comment = c.getComment();
  f.field(43, comment.has_value(), [&] { f.any(*comment); });
  f.doc(44, c.getDollarReadPreference());
  const auto& ct = c.getDollarClusterTime();
  f.field(45, ct.has_value(), [&] {
    f.field(1, true, [&] { f.timestamp(ct->getClusterTime()); });
    const auto& sig = ct->getSignature();
    f.field(2, sig.has_value(), [&] {
      f.field(1, true, [&] { f.binary(sig->getHash()); });
      f.field(2, true, [&] { f.mix(static_cast<uint64_t>(sig->getKeyId())); });
    });
  });
  const auto& key = c.getClientOperationKey();
  f.field(46, key.has_value(), [&] { f.uuid(*key); });
  f.doc(47, c.getDollarAudit());
  f.doc(48, c.getDollarClient());
  f.doc(49, c.getDollarConfigServerState());
  f.doc(50, c.getDollarOplogQueryData());
  f.doc(51, c.getDollarReplData());
  f.doc(52, c.getDatabaseVersion());
  f.doc(53, c.getShardVersion());
  const auto config = c.getDollarConfigTime();
  f.field(54, config.has_value(), [&] { f.timestamp(*config); });
  const auto topology = c.getDollarTopologyTime();
  f.field(55, topology.has_value(), [&] { f.timestamp(*topology); });
  f.intp(56, c.getTxnRetryCounter());
  const auto& tenant = c.getDollarTenant();
  f.field(57, tenant.has_value(), [&] { f.bytes(tenant->bytes.data(), tenant->bytes.size()); });
  f.boolp(58, c.getExpectPrefix());
}

void findTail(Fnv& f, const idl::FindCommand& c) {
  f.intp(28, c.getMaxTimeMS());
  f.doc(29, c.getReadConcern());
  const auto& rc = c.getLegacyRuntimeConstants();
  f.field(30, rc.has_value(), [&] {
    f.field(1, true, [&] { f.mix(static_cast<uint64_t>(rc->getLocalNow())); });
    f.field(2, true, [&] { f.timestamp(rc->getClusterTime()); });
    f.doc(3, rc->getJsScope());
    f.boolp(4, rc->getIsMapReduce());
  });
  const auto& uuid = c.getCollectionUUID();
  f.field(31, uuid.has_value(), [&] { f.uuid(*uuid); });
  const auto& ei = c.getEncryptionInformation();
  f.field(32, ei.has_value(), [&] {
    f.field(1, true, [&] { f.mix(static_cast<uint64_t>(static_cast<int64_t>(ei->getType()))); });
    f.doc(2, ei->getSchema());
    f.boolp(3, ei->getCrudProcessed());
  });
  f.boolp(33, c.getMirrored());
  genericFields(f, c, [&] { f.intp(42, c.getStmtId()); });
}

uint64_t checksum(const idl::FindCommand& c) {
  Fnv f;
  f.field(1, true, [&] { f.str(c.getCollectionName()); });
  f.doc(2, c.getFilter());
  f.doc(3, c.getProjection());
  f.doc(4, c.getSort());
  const auto& hint = c.getHint();
  f.field(5, hint.has_value(), [&] { f.any(*hint); });
  f.doc(6, c.getCollation());
  f.intp(7, c.getSkip());
  f.intp(8, c.getLimit());
  f.intp(9, c.getBatchSize());
  f.boolp(10, c.getSingleBatch());
  f.boolp(11, c.getAllowDiskUse());
  f.doc(12, c.getMin());
  f.doc(13, c.getMax());
  f.boolp(14, c.getReturnKey());
  f.boolp(15, c.getShowRecordId());
  f.doc(16, c.getUnwrappedReadPref());
  f.boolp(17, c.getTailable());
  f.boolp(18, c.getOplogReplay());
  f.boolp(19, c.getNoCursorTimeout());
  f.boolp(20, c.getAwaitData());
  f.boolp(21, c.getAllowPartialResults());
  f.doc(22, c.getLet());
  f.intp(23, c.getTerm());
  f.boolp(24, c.getReadOnce());
  f.boolp(25, c.getAllowSpeculativeMajorityRead());
  f.boolp(26, c.getRequestResumeToken());
  f.doc(27, c.getResumeAfter());
  findTail(f, c);
  return f.h;
}

uint64_t checksum(const idl::InsertCommand& c) {
  Fnv f;
  f.field(1, true, [&] { f.str(c.getCollectionName()); });
  f.field(2, true, [&] {
    f.mix(c.getDocuments().size());
    for (const BsonDocument& d : c.getDocuments()) f.mix(d.size() > kEmptyDocumentSize ? d.size() : 0);
  });
  f.field(3, true, [&] { f.boolean(c.getBypassDocumentValidation()); });
  f.field(4, true, [&] { f.boolean(c.getOrdered()); });
  f.intp(5, c.getStmtId());
  const auto& ids = c.getStmtIds();
  f.field(6, ids.has_value(), [&] {
    f.mix(ids->size());
    for (int32_t id : *ids) f.mix(static_cast<uint64_t>(static_cast<int64_t>(id)));
  });
  f.intp(28, c.getMaxTimeMS());
  // Typed structs here, sub-documents in the other peers: counted by their written size.
  const auto& rc = c.getReadConcern();
  f.field(29, rc.has_value(), [&] { f.mix(rc->serializedSize()); });
  const auto& wc = c.getWriteConcern();
  f.field(30, wc.has_value(), [&] { f.mix(wc->serializedSize()); });
  genericFields(f, c, [] {});
  return f.h;
}

[[noreturn]] void die(const std::string& what) {
  std::fprintf(stderr, "cpp_peer: %s\n", what.c_str());
  std::exit(1);
}

template <typename T>
T parseSwitchyard(const std::string& bytes) {
  auto parsed = T::parse(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  if (!parsed.ok()) die(std::string(parsed.status().message()));
  return std::move(*parsed);
}

template <typename T, bool (*Parse)(const uint8_t*, uint32_t, T*, switchyard_bench::LbError*)>
T parseLibbson(const std::string& bytes) {
  T out;
  switchyard_bench::LbError err;
  if (!Parse(reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<uint32_t>(bytes.size()),
             &out, &err)) {
    die(err.message);
  }
  return out;
}

// One implementation on one command: n parses, or n writes of the document parsed once
// before (into a reused BsonWriter, a bson_t reinitialized between runs), and the checks.
struct Op {
  std::function<void(const std::string&, bool write, long n)> run;
  std::function<uint64_t(const std::string&)> parseChecksum;
  std::function<std::string(const std::string&)> writeOnce;
  std::function<bool(const std::string&)> accepts;
};

template <typename T>
Op switchyardOp() {
  Op op;
  op.run = [](const std::string& bytes, bool write, long n) {
    if (write) {
      const T parsed = parseSwitchyard<T>(bytes);
      switchyard::BsonWriter w;
      for (long i = 0; i < n; ++i) {
        w.clear();
        parsed.serialize(w);
        benchmark::DoNotOptimize(w.data());
        benchmark::ClobberMemory();
      }
      return;
    }
    const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
    for (long i = 0; i < n; ++i) {
      auto parsed = T::parse(data, bytes.size());
      if (!parsed.ok()) [[unlikely]] die("parse failed");
      benchmark::DoNotOptimize(parsed);
    }
  };
  op.parseChecksum = [](const std::string& bytes) { return checksum(parseSwitchyard<T>(bytes)); };
  op.accepts = [](const std::string& bytes) {
    return T::parse(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()).ok();
  };
  op.writeOnce = [](const std::string& bytes) {
    switchyard::BsonWriter w;
    parseSwitchyard<T>(bytes).serialize(w);
    return std::string(reinterpret_cast<const char*>(w.data()), w.size());
  };
  return op;
}

template <typename T, bool (*Parse)(const uint8_t*, uint32_t, T*, switchyard_bench::LbError*),
          void (*Append)(const T&, bson_t*)>
Op libbsonOp() {
  Op op;
  op.run = [](const std::string& bytes, bool write, long n) {
    if (write) {
      const T parsed = parseLibbson<T, Parse>(bytes);
      bson_t b;
      bson_init(&b);
      for (long i = 0; i < n; ++i) {
        bson_reinit(&b);
        Append(parsed, &b);
        benchmark::DoNotOptimize(bson_get_data(&b));
        benchmark::ClobberMemory();
      }
      bson_destroy(&b);
      return;
    }
    const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
    switchyard_bench::LbError err;
    for (long i = 0; i < n; ++i) {
      T out;
      if (!Parse(data, static_cast<uint32_t>(bytes.size()), &out, &err)) [[unlikely]] die(err.message);
      benchmark::DoNotOptimize(out);
    }
  };
  op.parseChecksum = [](const std::string& bytes) { return checksum(parseLibbson<T, Parse>(bytes)); };
  op.accepts = [](const std::string& bytes) {
    T out;
    switchyard_bench::LbError err;
    return Parse(reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<uint32_t>(bytes.size()), &out,
                 &err);
  };
  op.writeOnce = [](const std::string& bytes) {
    const T parsed = parseLibbson<T, Parse>(bytes);
    bson_t b;
    bson_init(&b);
    Append(parsed, &b);
    std::string out(reinterpret_cast<const char*>(bson_get_data(&b)), b.len);
    bson_destroy(&b);
    return out;
  };
  return op;
}

Op opFor(std::string_view doc, std::string_view impl) {
  const bool insert = doc.starts_with("insert");
  if (impl == "switchyard") {
    return insert ? switchyardOp<idl::InsertCommand>() : switchyardOp<idl::FindCommand>();
  }
  if (impl == "libbson") {
    using switchyard_bench::lbAppend_switchyard_idl_FindCommand;
    using switchyard_bench::lbAppend_switchyard_idl_InsertCommand;
    using switchyard_bench::lbParse_switchyard_idl_FindCommand;
    using switchyard_bench::lbParse_switchyard_idl_InsertCommand;
    return insert ? libbsonOp<idl::InsertCommand, lbParse_switchyard_idl_InsertCommand,
                              lbAppend_switchyard_idl_InsertCommand>()
                  : libbsonOp<idl::FindCommand, lbParse_switchyard_idl_FindCommand,
                              lbAppend_switchyard_idl_FindCommand>();
  }
  die("unknown implementation " + std::string(impl));
}

std::string load(const std::string& dir, const std::string& doc) {
  std::ifstream in(dir + "/" + doc + ".bson", std::ios::binary);
  if (!in) die("cannot read " + dir + "/" + doc + ".bson");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// CPU time of this process (the machine may be shared: wall time would count waiting).
double cpuNs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

constexpr long kMaxCalibration = 1L << 30;
constexpr double kCalibrationShare = 8;  // calibrate until 1/8 of the window

void measure(const Op& op, const std::string& bytes, bool write, double ms, double* ns, long* n) {
  for (long k = 1;; k *= 2) {
    double t = cpuNs();
    op.run(bytes, write, k);
    const double spent = cpuNs() - t;
    if (spent > ms * 1e6 / kCalibrationShare || k > kMaxCalibration) {
      *n = std::max(1L, static_cast<long>(ms * 1e6 / (spent / static_cast<double>(k))));
      t = cpuNs();
      op.run(bytes, write, *n);
      *ns = (cpuNs() - t) / static_cast<double>(*n);
      return;
    }
  }
}

int peerMain(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "check" && argc == 3) {
    for (const char* doc : kDocs) {
      const std::string bytes = load(argv[2], doc);
      for (const char* impl : kImpls) {
        const Op op = opFor(doc, impl);
        std::printf("%s\t%s\t%016" PRIx64 "\t%016" PRIx64 "\n", doc, impl, op.parseChecksum(bytes),
                    op.parseChecksum(op.writeOnce(bytes)));
      }
    }
    return 0;
  }
  if (mode == "run" && argc == 4) {
    const double ms = std::strtod(argv[3], nullptr);
    for (const char* doc : kDocs) {
      const std::string bytes = load(argv[2], doc);
      for (const char* impl : kImpls) {
        const Op op = opFor(doc, impl);
        for (const bool write : {false, true}) {
          double ns = 0;
          long n = 0;
          measure(op, bytes, write, ms, &ns, &n);
          std::printf("%s\t%s\t%s\t%.2f\t%ld\n", doc, impl, write ? "write" : "parse", ns, n);
        }
      }
    }
    return 0;
  }
  if (mode == "count" && argc == 7) {
    const Op op = opFor(argv[3], argv[4]);
    op.run(load(argv[2], argv[3]), std::string_view(argv[5]) == "write", std::strtol(argv[6], nullptr, 10));
    return 0;
  }
  if (mode == "probe" && argc > 3) {
    for (int i = 3; i < argc; ++i) {
      const std::string bytes = load(argv[2], argv[i]);
      for (const char* impl : kImpls) {
        std::printf("%s\t%s\t%s\n", argv[i], impl, opFor(argv[i], impl).accepts(bytes) ? "accept" : "reject");
      }
    }
    return 0;
  }
  std::fprintf(stderr, "usage: cpp_peer check DIR | run DIR MS | count DIR DOC IMPL OP N\n");
  return 2;
}

}  // namespace
}  // namespace switchyard_peers

int main(int argc, char** argv) { return switchyard_peers::peerMain(argc, argv); }
