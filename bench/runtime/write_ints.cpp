// Instructions per array element written, for callgrind: {a: [n int32]}
// written each way by an extern "C" [[gnu::noinline]] function, called once
// with 1 and once with 101 values (two functions per way, so each is counted
// alone):
//
//   for f in legacy writer spanIndexed span hand; do
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="${f}1" build/bench/runtime/write_ints
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="${f}101" build/bench/runtime/write_ints
//   done
//
// instructions per element = (Collected(f101) - Collected(f1)) / 100.
//
//   legacy       the BsonWriter before BsonSpanWriter (legacy_writer.h), reserved appends
//   writer       BsonWriter reserved appends with ArrayIndex names (through the writer's members)
//   spanIndexed  BsonSpanWriter, one appendInt32(ArrayIndex{i}, v) per element
//   span         BsonSpanWriter::appendInt32Array (blocks of ten share a name word)
//   hand         the hand-written loop of writer_bench.cpp (same technique, no library)
#include <cstdio>
#include <cstring>
#include <vector>

#include "legacy_writer.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/proto/internal/embedded.h"
#include "switchyard/writer/internal/array_index.h"

using namespace switchyard;

namespace {

constexpr size_t documentSize(size_t n) { return 4 + bsonElementSize(1, fixedArraySize(n, 4)) + 1; }

void legacyInts(switchyard_bench::legacy::BsonWriter& w, const std::vector<int32_t>& v) {
  using switchyard_bench::legacy::ArrayIndexName;
  w.clear();
  w.reserve(documentSize(v.size()));
  const size_t doc = w.beginDocument<Capacity::kReserved>();
  const size_t array = w.beginArray<Capacity::kReserved>("a");
  for (uint32_t i = 0; i < v.size(); ++i) w.appendInt32<Capacity::kReserved>(ArrayIndexName(i), v[i]);
  w.endArray<Capacity::kReserved>(array);
  w.endDocument<Capacity::kReserved>(doc);
}

void writerInts(BsonWriter& w, const std::vector<int32_t>& v) {
  w.clear();
  w.reserve(documentSize(v.size()));
  const size_t doc = w.beginDocument<Capacity::kReserved>();
  const size_t array = w.beginArray<Capacity::kReserved>("a");
  for (uint32_t i = 0; i < v.size(); ++i) w.appendInt32<Capacity::kReserved>(ArrayIndex{i}, v[i]);
  w.endArray<Capacity::kReserved>(array);
  w.endDocument<Capacity::kReserved>(doc);
}

void spanIndexedInts(BsonWriter& w, const std::vector<int32_t>& v) {
  w.clear();
  BsonSpanWriter out = w.span(documentSize(v.size()));
  const DocumentStart doc = out.beginDocument();
  const DocumentStart array = out.beginArray("a");
  for (uint32_t i = 0; i < v.size(); ++i) out.appendInt32(ArrayIndex{i}, v[i]);
  out.endArray(array);
  out.endDocument(doc);
  w.commit(out);
}

void spanInts(BsonWriter& w, const std::vector<int32_t>& v) {
  w.clear();
  BsonSpanWriter out = w.span(documentSize(v.size()));
  const DocumentStart doc = out.beginDocument();
  out.appendInt32Array("a", v);
  out.endDocument(doc);
  w.commit(out);
}

// As writeHand in writer_bench.cpp, for int32.
uint8_t* handInts(uint8_t* p, const std::vector<int32_t>& values) {
  uint8_t* const doc = p;
  p += 4;
  p[0] = 0x04;
  p[1] = 'a';
  p[2] = 0;
  p += 3;
  uint8_t* const array = p;
  p += 4;
  const int32_t* v = values.data();
  const size_t n = values.size();
  uint64_t prefix = 0;
  size_t prefixDigits = 0;
  for (size_t base = 0; base < n; base += 10) {
    const size_t end = n - base < 10 ? n - base : 10;
    uint64_t name = prefix | (uint64_t{'0'} << (8 * prefixDigits));
    const uint64_t unit = uint64_t{1} << (8 * prefixDigits);
    const size_t headSize = prefixDigits + 3;
    for (size_t k = 0; k < end; ++k) {
      p[0] = 0x10;
      storeLE<uint64_t>(p + 1, name);
      storeLE<int32_t>(p + headSize, v[base + k]);
      p += headSize + 4;
      name += unit;
    }
    size_t d = prefixDigits;
    while (d > 0 && ((prefix >> (8 * (d - 1))) & 0xff) == '9') {
      prefix -= uint64_t{'9' - '0'} << (8 * (d - 1));
      --d;
    }
    if (d == 0) {
      prefix = (prefix << 8) | '1';
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

}  // namespace

extern "C" {
#define SY_WAYS(n)                                                                                          \
  [[gnu::noinline]] void legacy##n(switchyard_bench::legacy::BsonWriter* w, const std::vector<int32_t>* v) { \
    legacyInts(*w, *v);                                                                                     \
  }                                                                                                         \
  [[gnu::noinline]] void writer##n(BsonWriter* w, const std::vector<int32_t>* v) { writerInts(*w, *v); }    \
  [[gnu::noinline]] void spanIndexed##n(BsonWriter* w, const std::vector<int32_t>* v) {                     \
    spanIndexedInts(*w, *v);                                                                                \
  }                                                                                                         \
  [[gnu::noinline]] void span##n(BsonWriter* w, const std::vector<int32_t>* v) { spanInts(*w, *v); }        \
  [[gnu::noinline]] uint8_t* hand##n(uint8_t* p, const std::vector<int32_t>* v) { return handInts(p, *v); }
SY_WAYS(1)
SY_WAYS(101)
#undef SY_WAYS
}

int main(int argc, char**) {
  std::vector<int32_t> one(1), many(101);
  for (size_t i = 0; i < many.size(); ++i) many[i] = static_cast<int32_t>((1u << 30) - i - static_cast<size_t>(argc));
  one[0] = many[0];
  switchyard_bench::legacy::BsonWriter legacy(4096);
  BsonWriter writer(4096), spanIndexed(4096), span(4096);
  static uint8_t hand[4096];
  legacy1(&legacy, &one);
  writer1(&writer, &one);
  spanIndexed1(&spanIndexed, &one);
  span1(&span, &one);
  hand1(hand, &one);
  legacy101(&legacy, &many);
  writer101(&writer, &many);
  spanIndexed101(&spanIndexed, &many);
  span101(&span, &many);
  const uint8_t* end = hand101(hand, &many);
  // All five wrote the same bytes.
  const size_t size = legacy.size();
  const bool same = writer.size() == size && span.size() == size && spanIndexed.size() == size &&
                    static_cast<size_t>(end - hand) == size && std::memcmp(writer.data(), legacy.data(), size) == 0 &&
                    std::memcmp(span.data(), legacy.data(), size) == 0 &&
                    std::memcmp(spanIndexed.data(), legacy.data(), size) == 0 &&
                    std::memcmp(hand, legacy.data(), size) == 0;
  std::printf("%zu bytes, %s\n", size, same ? "identical" : "DIFFERENT");
  return same ? 0 : 1;
}
