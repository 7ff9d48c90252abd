// Writer benchmarks: the same bytes written every way, side by side.
//
//   IntArray    {a: [100 int32]} (seed 003: 100 ints, 1 << 30 - i)
//   Int64Array  {a: [131072 int64]} (1 MiB of values, 2 MiB of BSON)
//   RawAppend   131072 uint64 appended as raw little-endian bytes (seed 004)
//
// Rows: SpanWriter (BsonSpanWriter in a local over BsonWriter::span, the
// array in one appendInt32Array / appendInt64Array; Exact: its size computed
// per document; Indexed: one append per element), Writer
// (BsonWriter appends through its members), Legacy (the writer before
// BsonSpanWriter, legacy_writer.h), HandWritten (a loop that knows this one
// document), Msgpack (a msgpuck-style encoder of the same values) and
// Libbson (bson_append_*). Every variant's output is checked at start-up:
// the BSON ones byte for byte against each other, the msgpack one by decoding
// it. Each iteration writes into a buffer kept from the previous one (append
// cost only) unless the row says Fresh.
//
// Run: runtime_bench --benchmark_filter='IntArray|Int64Array|RawAppend' --benchmark_repetitions=5
#include <benchmark/benchmark.h>
#include <bson/bson.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "legacy_writer.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/proto/internal/embedded.h"
#include "switchyard/writer/internal/array_index.h"

namespace {

using switchyard::ArrayIndex;
using switchyard::BsonSpanWriter;
using switchyard::BsonWriter;
using switchyard::Capacity;
using switchyard::DocumentStart;
using switchyard::loadLE;
using switchyard::storeLE;

constexpr uint32_t kSmallCount = 100;
constexpr uint32_t kLargeCount = (1u << 20) / 8;  // 1 MiB of int64 values

const std::vector<int32_t>& smallValues() {
  static const std::vector<int32_t> v = [] {
    std::vector<int32_t> out(kSmallCount);
    for (uint32_t i = 0; i < kSmallCount; ++i) out[i] = static_cast<int32_t>((1u << 30) - i);
    return out;
  }();
  return v;
}

const std::vector<int64_t>& largeValues() {
  static const std::vector<int64_t> v = [] {
    std::vector<int64_t> out(kLargeCount);
    for (uint32_t i = 0; i < kLargeCount; ++i) out[i] = (int64_t{1} << 40) - i;
    return out;
  }();
  return v;
}

// {a: [values]} with every value `ValueSize` bytes: closed form.
template <typename T>
constexpr size_t arrayDocumentSize(size_t n) {
  return 4 + switchyard::bsonElementSize(1, switchyard::fixedArraySize(n, sizeof(T))) + 1;
}

// One destination for every row: a writer of 4 MiB (a fresh mapping, so its
// data sits at the same small offset into a page in every run). Where a
// buffer starts matters as much as the code: an 8-byte store that straddles
// a 4 KiB page boundary costs tens of cycles, and a ~800-byte document
// straddles one or not depending on malloc. So the Switchyard rows append to
// this writer, the hand-written and msgpack rows write at its data pointer,
// and the legacy rows use a legacy writer of the same capacity.
constexpr size_t kDestinationCapacity = 4u << 20;
BsonWriter& destination() {
  static BsonWriter w(kDestinationCapacity);
  return w;
}
switchyard_bench::legacy::BsonWriter& legacyDestination() {
  static switchyard_bench::legacy::BsonWriter w(kDestinationCapacity);
  return w;
}

// A plain buffer with room to spare (start-up checks).
struct RawBuffer {
  explicit RawBuffer(size_t n) : data(static_cast<uint8_t*>(std::malloc(n + 64))) {}
  ~RawBuffer() { std::free(data); }
  RawBuffer(const RawBuffer&) = delete;
  RawBuffer& operator=(const RawBuffer&) = delete;
  uint8_t* data;
};

// --- the variants -------------------------------------------------------------------

// BsonSpanWriter over reserved room, the cursor a local: the whole array in
// one loop (appendInt32Array / appendInt64Array: blocks of ten indexes share
// a name word).
template <typename T>
[[gnu::noinline]] void writeSpan(BsonWriter& w, size_t reserve, const std::vector<T>& values) {
  BsonSpanWriter out = w.span(reserve);
  const DocumentStart doc = out.beginDocument();
  if constexpr (sizeof(T) == 4) {
    out.appendInt32Array("a", values);
  } else {
    out.appendInt64Array("a", values);
  }
  out.endDocument(doc);
  w.commit(out);
}

// The same cursor, one append per element with its index (table names).
template <typename T>
[[gnu::noinline]] void writeSpanIndexed(BsonWriter& w, size_t reserve, const std::vector<T>& values) {
  BsonSpanWriter out = w.span(reserve);
  const DocumentStart doc = out.beginDocument();
  const DocumentStart array = out.beginArray("a");
  const T* v = values.data();
  const uint32_t n = static_cast<uint32_t>(values.size());
  for (uint32_t i = 0; i < n; ++i) {
    if constexpr (sizeof(T) == 4) {
      out.appendInt32(ArrayIndex{i}, v[i]);
    } else {
      out.appendInt64(ArrayIndex{i}, v[i]);
    }
  }
  out.endArray(array);
  out.endDocument(doc);
  w.commit(out);
}

// BsonWriter's own appends (through its members), with table index names.
template <Capacity C, typename T>
[[gnu::noinline]] void writeWriter(BsonWriter& w, const std::vector<T>& values) {
  const size_t doc = w.beginDocument<C>();
  const size_t array = w.beginArray<C>("a");
  const T* v = values.data();
  const uint32_t n = static_cast<uint32_t>(values.size());
  for (uint32_t i = 0; i < n; ++i) {
    if constexpr (sizeof(T) == 4) {
      w.template appendInt32<C>(ArrayIndex{i}, v[i]);
    } else {
      w.template appendInt64<C>(ArrayIndex{i}, v[i]);
    }
  }
  w.template endArray<C>(array);
  w.template endDocument<C>(doc);
}

template <Capacity C, typename T>
[[gnu::noinline]] void writeLegacy(switchyard_bench::legacy::BsonWriter& w, const std::vector<T>& values) {
  using switchyard_bench::legacy::ArrayIndexName;
  const size_t doc = w.beginDocument<C>();
  const size_t array = w.beginArray<C>("a");
  const T* v = values.data();
  const uint32_t n = static_cast<uint32_t>(values.size());
  for (uint32_t i = 0; i < n; ++i) {
    if constexpr (sizeof(T) == 4) {
      w.template appendInt32<C>(ArrayIndexName(i), v[i]);
    } else {
      w.template appendInt64<C>(ArrayIndexName(i), v[i]);
    }
  }
  w.template endArray<C>(array);
  w.template endDocument<C>(doc);
}

// The legacy exact size: what generated serializers computed before (a
// division loop per index name).
template <typename T>
size_t legacySize(const std::vector<T>& values) {
  using LegacyWriter = switchyard_bench::legacy::BsonWriter;
  size_t array = LegacyWriter::kEmptyDocumentSize;
  uint32_t index = 0;
  for (size_t k = 0; k < values.size(); ++k) {
    array += LegacyWriter::elementSize(LegacyWriter::indexNameSize(index++), sizeof(T));
  }
  return LegacyWriter::kEmptyDocumentSize + LegacyWriter::elementSize(1, array);
}

// Hand-written for this one document, as a careful C programmer would: the
// index name lives in a register as ASCII digits plus NUL and is stored as one
// word (the buffer has room past the end); ten elements share every digit
// but the last, so the last digit is added in an inner loop of ten and the
// other digits are carried once per ten elements; no division anywhere.
template <typename T>
[[gnu::noinline]] uint8_t* writeHand(uint8_t* p, const std::vector<T>& values) {
  constexpr uint8_t kType = sizeof(T) == 4 ? 0x10 : 0x12;
  uint8_t* const doc = p;
  p += 4;
  p[0] = 0x04;
  p[1] = 'a';
  p[2] = 0;
  p += 3;
  uint8_t* const array = p;
  p += 4;
  const T* v = values.data();
  const size_t n = values.size();
  uint64_t prefix = 0;      // digits before the last one, little-endian
  size_t prefixDigits = 0;  // 0 for indexes 0..9
  for (size_t base = 0; base < n; base += 10) {
    const size_t end = n - base < 10 ? n - base : 10;
    uint64_t name = prefix | (uint64_t{'0'} << (8 * prefixDigits));  // NUL above
    const uint64_t unit = uint64_t{1} << (8 * prefixDigits);
    const size_t headSize = prefixDigits + 3;
    for (size_t k = 0; k < end; ++k) {
      p[0] = kType;
      storeLE<uint64_t>(p + 1, name);
      storeLE<T>(p + headSize, v[base + k]);
      p += headSize + sizeof(T);
      name += unit;
    }
    // prefix + 1, in decimal: carry from its last digit.
    size_t d = prefixDigits;
    while (d > 0 && ((prefix >> (8 * (d - 1))) & 0xff) == '9') {
      prefix -= uint64_t{'9' - '0'} << (8 * (d - 1));
      --d;
    }
    if (d == 0) {
      prefix = (prefix << 8) | '1';  // 9 -> 10, 99 -> 100, ...: a new leading 1
      ++prefixDigits;
    } else {
      prefix += uint64_t{1} << (8 * (d - 1));
    }
  }
  *p++ = 0;
  storeLE<int32_t>(array, static_cast<int32_t>(p - array));
  *p++ = 0;
  storeLE<int32_t>(doc, static_cast<int32_t>(p - doc));
  return p;
}

// msgpuck-style (mp_encode_array / mp_encode_int): the array header, then
// each value in its smallest encoding, big-endian.
[[gnu::always_inline]] inline uint8_t* mpEncodeInt(uint8_t* p, int64_t v) {
  if (v >= 0) {
    const uint64_t u = static_cast<uint64_t>(v);
    if (u <= 0x7f) {
      *p = static_cast<uint8_t>(u);
      return p + 1;
    }
    if (u <= 0xff) {
      p[0] = 0xcc;
      p[1] = static_cast<uint8_t>(u);
      return p + 2;
    }
    if (u <= 0xffff) {
      p[0] = 0xcd;
      storeLE<uint16_t>(p + 1, __builtin_bswap16(static_cast<uint16_t>(u)));
      return p + 3;
    }
    if (u <= 0xffffffffu) {
      p[0] = 0xce;
      storeLE<uint32_t>(p + 1, __builtin_bswap32(static_cast<uint32_t>(u)));
      return p + 5;
    }
    p[0] = 0xcf;
    storeLE<uint64_t>(p + 1, __builtin_bswap64(u));
    return p + 9;
  }
  if (v >= -32) {
    *p = static_cast<uint8_t>(static_cast<int8_t>(v));
    return p + 1;
  }
  if (v >= INT8_MIN) {
    p[0] = 0xd0;
    p[1] = static_cast<uint8_t>(static_cast<int8_t>(v));
    return p + 2;
  }
  if (v >= INT16_MIN) {
    p[0] = 0xd1;
    storeLE<uint16_t>(p + 1, __builtin_bswap16(static_cast<uint16_t>(v)));
    return p + 3;
  }
  if (v >= INT32_MIN) {
    p[0] = 0xd2;
    storeLE<uint32_t>(p + 1, __builtin_bswap32(static_cast<uint32_t>(v)));
    return p + 5;
  }
  p[0] = 0xd3;
  storeLE<uint64_t>(p + 1, __builtin_bswap64(static_cast<uint64_t>(v)));
  return p + 9;
}

template <typename T>
[[gnu::noinline]] uint8_t* writeMsgpack(uint8_t* p, const std::vector<T>& values) {
  const size_t n = values.size();
  if (n <= 15) {
    *p++ = static_cast<uint8_t>(0x90 | n);
  } else if (n <= 0xffff) {
    *p++ = 0xdc;
    storeLE<uint16_t>(p, __builtin_bswap16(static_cast<uint16_t>(n)));
    p += 2;
  } else {
    *p++ = 0xdd;
    storeLE<uint32_t>(p, __builtin_bswap32(static_cast<uint32_t>(n)));
    p += 4;
  }
  const T* v = values.data();
  for (size_t i = 0; i < n; ++i) p = mpEncodeInt(p, v[i]);
  return p;
}

// Literal key with its length.
#define K(s) s, static_cast<int>(sizeof(s) - 1)

template <typename T>
[[gnu::noinline]] void writeLibbson(bson_t* b, const std::vector<T>& values) {
  bson_t child;
  bson_append_array_begin(b, K("a"), &child);
  const uint32_t n = static_cast<uint32_t>(values.size());
  for (uint32_t i = 0; i < n; ++i) {
    char buf[16];
    const char* key;
    const size_t len = bson_uint32_to_string(i, &key, buf, sizeof buf);
    if constexpr (sizeof(T) == 4) {
      bson_append_int32(&child, key, static_cast<int>(len), values[i]);
    } else {
      bson_append_int64(&child, key, static_cast<int>(len), values[i]);
    }
  }
  bson_append_array_end(b, &child);
}

// --- start-up check: every variant writes the same bytes ---------------------------

[[noreturn]] void disagree(const char* what) {
  std::fprintf(stderr, "writer_bench: %s does not write the expected bytes\n", what);
  std::abort();
}

void expectBytes(const char* what, const uint8_t* p, size_t n, const std::vector<uint8_t>& want) {
  if (n != want.size() || std::memcmp(p, want.data(), n) != 0) disagree(what);
}

// Decodes writeMsgpack's output (the encodings it uses) and compares values.
template <typename T>
void expectMsgpack(const uint8_t* p, const uint8_t* end, const std::vector<T>& values) {
  if (*p++ != 0xdc && p[-1] != 0xdd) disagree("msgpack (array header)");
  const size_t n = p[-1] == 0xdc ? __builtin_bswap16(loadLE<uint16_t>(p)) : __builtin_bswap32(loadLE<uint32_t>(p));
  p += p[-1] == 0xdc ? 2 : 4;
  if (n != values.size()) disagree("msgpack (count)");
  for (size_t i = 0; i < n; ++i) {
    int64_t v;
    const uint8_t tag = *p++;
    if (tag <= 0x7f) {
      v = tag;
    } else if (tag == 0xce) {
      v = __builtin_bswap32(loadLE<uint32_t>(p));
      p += 4;
    } else if (tag == 0xcf) {
      v = static_cast<int64_t>(__builtin_bswap64(loadLE<uint64_t>(p)));
      p += 8;
    } else {
      disagree("msgpack (unexpected tag)");
    }
    if (v != values[i]) disagree("msgpack (value)");
  }
  if (p != end) disagree("msgpack (length)");
}

template <typename T>
std::vector<uint8_t> verifyArray(const std::vector<T>& values) {
  // The reference: the legacy writer, checked appends.
  switchyard_bench::legacy::BsonWriter legacy(16);
  writeLegacy<Capacity::kCheck>(legacy, values);
  const std::vector<uint8_t> want(legacy.data(), legacy.data() + legacy.size());
  const size_t size = arrayDocumentSize<T>(values.size());
  if (want.size() != size || legacySize(values) != size) disagree("the size formula");

  switchyard_bench::legacy::BsonWriter legacyReserved(size);
  writeLegacy<Capacity::kReserved>(legacyReserved, values);
  expectBytes("Legacy reserved", legacyReserved.data(), legacyReserved.size(), want);
  BsonWriter span(16);
  writeSpan(span, size, values);
  expectBytes("SpanWriter", span.data(), span.size(), want);
  BsonWriter indexed(16);
  writeSpanIndexed(indexed, size, values);
  expectBytes("SpanWriterIndexed", indexed.data(), indexed.size(), want);
  BsonWriter checked(16);
  writeWriter<Capacity::kCheck>(checked, values);
  expectBytes("Writer checked", checked.data(), checked.size(), want);
  BsonWriter reserved(size);
  writeWriter<Capacity::kReserved>(reserved, values);
  expectBytes("Writer reserved", reserved.data(), reserved.size(), want);
  RawBuffer hand(size);
  expectBytes("HandWritten", hand.data, static_cast<size_t>(writeHand(hand.data, values) - hand.data), want);
  bson_t b;
  bson_init(&b);
  writeLibbson(&b, values);
  expectBytes("Libbson", bson_get_data(&b), b.len, want);
  bson_destroy(&b);
  RawBuffer mp(values.size() * 9 + 8);
  expectMsgpack(mp.data, writeMsgpack(mp.data, values), values);
  return want;
}

const bool kVerified = [] {
  verifyArray(smallValues());
  verifyArray(largeValues());
  // Raw appends: the same little-endian words every way.
  BsonWriter a(16), b(16);
  BsonSpanWriter out = a.span(largeValues().size() * 8);
  for (int64_t v : largeValues()) out.le<uint64_t>(static_cast<uint64_t>(v));
  a.commit(out);
  for (int64_t v : largeValues()) b.appendBytes(&v, 8);
  if (a.size() != b.size() || std::memcmp(a.data(), b.data(), a.size()) != 0) disagree("RawAppend");
  return true;
}();

// --- benchmarks ---------------------------------------------------------------------

template <typename T>
const std::vector<T>& valuesOf() {
  if constexpr (sizeof(T) == 4) {
    return smallValues();
  } else {
    return largeValues();
  }
}

template <typename T>
void finishRun(benchmark::State& state, size_t size) {
  if (!kVerified) state.SkipWithError("not verified");
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * size));
  state.counters["elements"] = static_cast<double>(valuesOf<T>().size());
}

// The size known in advance (a constant reservation).
template <typename T>
void BM_SpanWriter(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  const size_t size = arrayDocumentSize<T>(values.size());
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    writeSpan(w, size, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  if (w.size() != size) state.SkipWithError("size mismatch");
  finishRun<T>(state, size);
}

template <typename T>
void BM_SpanWriterIndexed(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  const size_t size = arrayDocumentSize<T>(values.size());
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    writeSpanIndexed(w, size, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  if (w.size() != size) state.SkipWithError("size mismatch");
  finishRun<T>(state, size);
}

// Exact size computed per document (closed form), then reserve and append.
template <typename T>
void BM_SpanWriterExact(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    benchmark::DoNotOptimize(values.data());
    const size_t size = arrayDocumentSize<T>(values.size());
    writeSpan(w, size, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  finishRun<T>(state, w.size());
}

template <typename T, Capacity C>
void BM_Writer(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  const size_t size = arrayDocumentSize<T>(values.size());
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    if constexpr (C == Capacity::kReserved) w.reserve(size);
    writeWriter<C>(w, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  if (w.size() != size) state.SkipWithError("size mismatch");
  finishRun<T>(state, size);
}

template <typename T, Capacity C>
void BM_Legacy(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  const size_t size = arrayDocumentSize<T>(values.size());
  switchyard_bench::legacy::BsonWriter& w = legacyDestination();
  for (auto _ : state) {
    w.clear();
    if constexpr (C == Capacity::kReserved) w.reserve(size);
    writeLegacy<C>(w, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  if (w.size() != size) state.SkipWithError("size mismatch");
  finishRun<T>(state, size);
}

// The legacy generated-serializer style: exact size (division loop per
// index), reserve, unchecked appends.
template <typename T>
void BM_LegacyExact(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  switchyard_bench::legacy::BsonWriter& w = legacyDestination();
  for (auto _ : state) {
    w.clear();
    benchmark::DoNotOptimize(values.data());
    w.reserve(legacySize(values));
    writeLegacy<Capacity::kReserved>(w, values);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  finishRun<T>(state, w.size());
}

template <typename T>
void BM_HandWritten(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  const size_t size = arrayDocumentSize<T>(values.size());
  uint8_t* const at = destination().span(size + 16).pos();
  for (auto _ : state) {
    uint8_t* end = writeHand(at, values);
    benchmark::DoNotOptimize(end);
    benchmark::ClobberMemory();
  }
  finishRun<T>(state, size);
}

template <typename T>
void BM_Msgpack(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  uint8_t* const at = destination().span(values.size() * 9 + 8).pos();
  size_t size = 0;
  for (auto _ : state) {
    uint8_t* end = writeMsgpack(at, values);
    benchmark::DoNotOptimize(end);
    benchmark::ClobberMemory();
    size = static_cast<size_t>(end - at);
  }
  // Bytes: msgpack's own output size (smaller than BSON's).
  finishRun<T>(state, size);
}

template <typename T>
void BM_Libbson(benchmark::State& state) {
  const std::vector<T>& values = valuesOf<T>();
  bson_t b;
  bson_init(&b);
  for (auto _ : state) {
    bson_reinit(&b);
    writeLibbson(&b, values);
    benchmark::DoNotOptimize(bson_get_data(&b));
    benchmark::ClobberMemory();
  }
  const size_t size = b.len;
  bson_destroy(&b);
  finishRun<T>(state, size);
}

#define WRITER_ROWS(Prefix, T)                                                                  \
  BENCHMARK(BM_SpanWriter<T>)->Name(#Prefix "_SpanWriter");                                     \
  BENCHMARK(BM_SpanWriterExact<T>)->Name(#Prefix "_SpanWriterExact");                           \
  BENCHMARK(BM_SpanWriterIndexed<T>)->Name(#Prefix "_SpanWriterIndexed");                       \
  BENCHMARK(BM_Writer<T, Capacity::kReserved>)->Name(#Prefix "_WriterReserved");                \
  BENCHMARK(BM_Writer<T, Capacity::kCheck>)->Name(#Prefix "_WriterChecked");                    \
  BENCHMARK(BM_Legacy<T, Capacity::kReserved>)->Name(#Prefix "_LegacyReserved");                \
  BENCHMARK(BM_Legacy<T, Capacity::kCheck>)->Name(#Prefix "_LegacyChecked");                    \
  BENCHMARK(BM_LegacyExact<T>)->Name(#Prefix "_LegacyExact");                                   \
  BENCHMARK(BM_HandWritten<T>)->Name(#Prefix "_HandWritten");                                   \
  BENCHMARK(BM_Msgpack<T>)->Name(#Prefix "_Msgpack");                                           \
  BENCHMARK(BM_Libbson<T>)->Name(#Prefix "_Libbson")

WRITER_ROWS(BM_IntArray, int32_t);
WRITER_ROWS(BM_Int64Array, int64_t);

// --- raw appends (seed 004) --------------------------------------------------------------

constexpr size_t kRawBytes = kLargeCount * 8;

// Reserve once, then a store and a pointer bump per value.
void BM_RawAppend_Span(benchmark::State& state) {
  const std::vector<int64_t>& values = largeValues();
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    BsonSpanWriter out = w.span(kRawBytes);
    for (int64_t v : values) out.le<uint64_t>(static_cast<uint64_t>(v));
    w.commit(out);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kRawBytes));
}
BENCHMARK(BM_RawAppend_Span);

// A capacity check per append (the room is there: no growth).
void BM_RawAppend_Checked(benchmark::State& state) {
  const std::vector<int64_t>& values = largeValues();
  BsonWriter& w = destination();
  for (auto _ : state) {
    w.clear();
    for (int64_t v : values) w.appendBytes(&v, 8);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kRawBytes));
}
BENCHMARK(BM_RawAppend_Checked);

// A fresh writer per run: one allocation of the whole size, then the cursor.
void BM_RawAppend_SpanFresh(benchmark::State& state) {
  const std::vector<int64_t>& values = largeValues();
  for (auto _ : state) {
    BsonWriter w(16);
    BsonSpanWriter out = w.span(kRawBytes);
    for (int64_t v : values) out.le<uint64_t>(static_cast<uint64_t>(v));
    w.commit(out);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kRawBytes));
}
BENCHMARK(BM_RawAppend_SpanFresh);

// A fresh writer per run growing as it goes (doubling from 256 bytes).
void BM_RawAppend_CheckedFresh(benchmark::State& state) {
  const std::vector<int64_t>& values = largeValues();
  for (auto _ : state) {
    BsonWriter w;
    for (int64_t v : values) w.appendBytes(&v, 8);
    benchmark::DoNotOptimize(w.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kRawBytes));
}
BENCHMARK(BM_RawAppend_CheckedFresh);

// The same stores into a plain buffer.
void BM_RawAppend_HandWritten(benchmark::State& state) {
  const std::vector<int64_t>& values = largeValues();
  uint8_t* const at = destination().span(kRawBytes).pos();
  for (auto _ : state) {
    uint8_t* p = at;
    for (int64_t v : values) {
      storeLE<uint64_t>(p, static_cast<uint64_t>(v));
      p += 8;
    }
    benchmark::DoNotOptimize(p);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kRawBytes));
}
BENCHMARK(BM_RawAppend_HandWritten);

}  // namespace
