// Runtime microbenchmarks against libbson (same work on both sides):
//   (a) walk a realistic find command: visit every top-level element, read its
//       type and value size (Switchyard BsonCursor vs bson_iter_init/next);
//   (b) build that find command (BsonWriter reserved / checked vs libbson
//       bson_append_* into a stack bson_t);
//   (c) arrays of int32 / int64 and raw appends, every way of writing them:
//       writer_bench.cpp.
//
// Run: build-rt/bench/runtime/runtime_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>
#include <bson/bson.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "switchyard/switchyard.h"

namespace {

using switchyard::BsonCursor;
using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::BsonWriter;
using switchyard::Capacity;
using switchyard::ParseContext;

const uint8_t kUuid[16] = {0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78,
                           0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0};
const uint8_t kHash[20] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};

// The find command (the same one as tests/runtime/fixtures_gen.h kFindCommand):
// {find: "usertable", filter: {_id: "user4409142221109489457", status: {$in: ["A","B","C"]}},
//  projection: {_id: 0, name: 1, email: 1}, sort: {ts: -1, name: 1}, limit: 10, batchSize: 101,
//  singleBatch: false, maxTimeMS: 5000, readConcern: {level: "majority"}, lsid: {id: UUID(...)},
//  $clusterTime: {clusterTime: Timestamp(1700000000, 3), signature: {hash: BinData(0, 20 bytes),
//  keyId: NumberLong(7300000000000000001)}}, $db: "ycsb"}
template <Capacity C>
void writeFind(BsonWriter& w) {
  const size_t top = w.beginDocument<C>();
  w.template appendString<C>("find", "usertable");
  const size_t filter = w.beginSubDocument<C>("filter");
  w.template appendString<C>("_id", "user4409142221109489457");
  const size_t status = w.beginSubDocument<C>("status");
  const size_t in = w.beginArray<C>("$in");
  w.template appendString<C>("0", "A");
  w.template appendString<C>("1", "B");
  w.template appendString<C>("2", "C");
  w.template endArray<C>(in);
  w.template endSubDocument<C>(status);
  w.template endSubDocument<C>(filter);
  const size_t proj = w.beginSubDocument<C>("projection");
  w.template appendInt32<C>("_id", 0);
  w.template appendInt32<C>("name", 1);
  w.template appendInt32<C>("email", 1);
  w.template endSubDocument<C>(proj);
  const size_t sort = w.beginSubDocument<C>("sort");
  w.template appendInt32<C>("ts", -1);
  w.template appendInt32<C>("name", 1);
  w.template endSubDocument<C>(sort);
  w.template appendInt32<C>("limit", 10);
  w.template appendInt32<C>("batchSize", 101);
  w.template appendBool<C>("singleBatch", false);
  w.template appendInt32<C>("maxTimeMS", 5000);
  const size_t rc = w.beginSubDocument<C>("readConcern");
  w.template appendString<C>("level", "majority");
  w.template endSubDocument<C>(rc);
  const size_t lsid = w.beginSubDocument<C>("lsid");
  switchyard::Uuid u;
  std::memcpy(u.bytes.data(), kUuid, 16);
  w.template appendUuid<C>("id", u);
  w.template endSubDocument<C>(lsid);
  const size_t ct = w.beginSubDocument<C>("$clusterTime");
  w.template appendTimestamp<C>("clusterTime", switchyard::Timestamp{1700000000, 3});
  const size_t sig = w.beginSubDocument<C>("signature");
  w.template appendBinData<C>("hash", switchyard::kBinDataGeneral, kHash);
  w.template appendInt64<C>("keyId", 7300000000000000001);
  w.template endSubDocument<C>(sig);
  w.template endSubDocument<C>(ct);
  w.template appendString<C>("$db", "ycsb");
  w.template endDocument<C>(top);
}

// Literal key with its length, as generated code would pass it.
#define K(s) s, static_cast<int>(sizeof(s) - 1)

void writeFindLibbson(bson_t* b) {
  bson_append_utf8(b, K("find"), K("usertable"));
  bson_t filter, status, in;
  bson_append_document_begin(b, K("filter"), &filter);
  bson_append_utf8(&filter, K("_id"), K("user4409142221109489457"));
  bson_append_document_begin(&filter, K("status"), &status);
  bson_append_array_begin(&status, K("$in"), &in);
  bson_append_utf8(&in, K("0"), K("A"));
  bson_append_utf8(&in, K("1"), K("B"));
  bson_append_utf8(&in, K("2"), K("C"));
  bson_append_array_end(&status, &in);
  bson_append_document_end(&filter, &status);
  bson_append_document_end(b, &filter);
  bson_t proj;
  bson_append_document_begin(b, K("projection"), &proj);
  bson_append_int32(&proj, K("_id"), 0);
  bson_append_int32(&proj, K("name"), 1);
  bson_append_int32(&proj, K("email"), 1);
  bson_append_document_end(b, &proj);
  bson_t sort;
  bson_append_document_begin(b, K("sort"), &sort);
  bson_append_int32(&sort, K("ts"), -1);
  bson_append_int32(&sort, K("name"), 1);
  bson_append_document_end(b, &sort);
  bson_append_int32(b, K("limit"), 10);
  bson_append_int32(b, K("batchSize"), 101);
  bson_append_bool(b, K("singleBatch"), false);
  bson_append_int32(b, K("maxTimeMS"), 5000);
  bson_t rc;
  bson_append_document_begin(b, K("readConcern"), &rc);
  bson_append_utf8(&rc, K("level"), K("majority"));
  bson_append_document_end(b, &rc);
  bson_t lsid;
  bson_append_document_begin(b, K("lsid"), &lsid);
  bson_append_binary(&lsid, K("id"), BSON_SUBTYPE_UUID, kUuid, 16);
  bson_append_document_end(b, &lsid);
  bson_t ct, sig;
  bson_append_document_begin(b, K("$clusterTime"), &ct);
  bson_append_timestamp(&ct, K("clusterTime"), 1700000000, 3);
  bson_append_document_begin(&ct, K("signature"), &sig);
  bson_append_binary(&sig, K("hash"), BSON_SUBTYPE_BINARY, kHash, 20);
  bson_append_int64(&sig, K("keyId"), 7300000000000000001);
  bson_append_document_end(&ct, &sig);
  bson_append_document_end(b, &ct);
  bson_append_utf8(b, K("$db"), K("ycsb"));
}

// The find command's bytes, built once; both encoders are checked to agree.
const std::vector<uint8_t>& findBytes() {
  static const std::vector<uint8_t> bytes = [] {
    BsonWriter w;
    writeFind<Capacity::kCheck>(w);
    std::vector<uint8_t> v(w.data(), w.data() + w.size());
    bson_t b;
    bson_init(&b);
    writeFindLibbson(&b);
    if (b.len != v.size() || std::memcmp(bson_get_data(&b), v.data(), v.size()) != 0) {
      std::fprintf(stderr, "libbson and BsonWriter disagree on the find command\n");
      std::abort();
    }
    bson_destroy(&b);
    return v;
  }();
  return bytes;
}

// --- (a) walk -------------------------------------------------------------------

void BM_Walk_Switchyard(benchmark::State& state) {
  const std::vector<uint8_t>& bytes = findBytes();
  for (auto _ : state) {
    benchmark::DoNotOptimize(bytes.data());
    ParseContext ctx(bytes.data());
    BsonDocument doc;
    if (!BsonDocument::fromBuffer(bytes.data(), bytes.size(), ctx, &doc)) state.SkipWithError("bad doc");
    BsonCursor c = doc.elements();
    BsonElement e;
    uint32_t sum = 0;
    while (c.next(e, ctx)) sum += static_cast<uint32_t>(e.type()) + e.valueSize();
    if (ctx.failed()) state.SkipWithError("walk failed");
    benchmark::DoNotOptimize(sum);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_Walk_Switchyard);

void BM_Walk_Libbson(benchmark::State& state) {
  const std::vector<uint8_t>& bytes = findBytes();
  for (auto _ : state) {
    benchmark::DoNotOptimize(bytes.data());
    bson_t b;
    if (!bson_init_static(&b, bytes.data(), bytes.size())) state.SkipWithError("bad doc");
    bson_iter_t it;
    if (!bson_iter_init(&it, &b)) state.SkipWithError("bad doc");
    uint32_t sum = 0;
    while (bson_iter_next(&it)) sum += static_cast<uint32_t>(bson_iter_type(&it)) + (it.next_off - it.d1);
    if (it.err_off != 0) state.SkipWithError("walk failed");
    benchmark::DoNotOptimize(sum);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_Walk_Libbson);

// --- (b) build --------------------------------------------------------------------

// Fresh writer per document, sized once (generated code computes the exact
// size; here it is the known size of the document), then unchecked appends.
void BM_BuildFind_WriterReserved(benchmark::State& state) {
  const size_t size = findBytes().size();
  for (auto _ : state) {
    BsonWriter w(size);
    writeFind<Capacity::kReserved>(w);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFind_WriterReserved);

// Fresh writer with the default capacity (256: grows once), checked appends.
void BM_BuildFind_WriterChecked(benchmark::State& state) {
  const size_t size = findBytes().size();
  for (auto _ : state) {
    BsonWriter w;
    writeFind<Capacity::kCheck>(w);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFind_WriterChecked);

// Stack bson_t per document (inline 120 bytes, then heap growth), as usual with libbson.
void BM_BuildFind_Libbson(benchmark::State& state) {
  const size_t size = findBytes().size();
  for (auto _ : state) {
    bson_t b;
    bson_init(&b);
    writeFindLibbson(&b);
    benchmark::DoNotOptimize(bson_get_data(&b));
    benchmark::ClobberMemory();
    bson_destroy(&b);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFind_Libbson);

// Without allocation on either side: one writer / one bson_t reused.
void BM_BuildFindReuse_WriterReserved(benchmark::State& state) {
  const size_t size = findBytes().size();
  BsonWriter w(size);
  for (auto _ : state) {
    w.clear();
    w.reserve(size);
    writeFind<Capacity::kReserved>(w);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFindReuse_WriterReserved);

void BM_BuildFindReuse_WriterChecked(benchmark::State& state) {
  const size_t size = findBytes().size();
  BsonWriter w(size);
  for (auto _ : state) {
    w.clear();
    writeFind<Capacity::kCheck>(w);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFindReuse_WriterChecked);

void BM_BuildFindReuse_Libbson(benchmark::State& state) {
  const size_t size = findBytes().size();
  bson_t b;
  bson_init(&b);
  for (auto _ : state) {
    bson_reinit(&b);
    writeFindLibbson(&b);
    benchmark::DoNotOptimize(bson_get_data(&b));
    benchmark::ClobberMemory();
  }
  bson_destroy(&b);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
}
BENCHMARK(BM_BuildFindReuse_Libbson);

}  // namespace
