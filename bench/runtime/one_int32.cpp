// The instruction count of reading one int32 element on the cursor's fast
// path, for callgrind. Each way of reading is one [[gnu::noinline]] function
// called exactly once; callgrind counts only what runs inside it:
//
//   valgrind --tool=callgrind --toggle-collect='readNext*' build-rt/bench/runtime/one_int32
//   valgrind --tool=callgrind --toggle-collect='readExpected*' build-rt/bench/runtime/one_int32
//
// (the names are extern "C", so the toggle patterns match exactly; the total
// "Collected" is the instructions of that one call, including its ret).
//
//   readNext:     BsonCursor::next (type byte, bounded NUL scan for the name,
//                 fixed-size table, one bounds compare, advance) + asInt32;
//   readExpected: what generated code does when the element is the one it
//                 expects next: one fused compare of type byte + name + NUL,
//                 one bounds compare, the load, advance.
//
// A single call also pays the call, the prologue and epilogue (gcc saves six
// callee-saved registers in readNext because its cold paths call out). The
// amortised cost per element inside a loop, as a parser runs it, is
//   (Ir(readLoop101) - Ir(readLoop1)) / 100
// with the same loop over documents of 101 and 1 int32 elements.
// Run with LD_BIND_NOW=1 so that the first call to memchr (long names only)
// does not count the dynamic linker's lazy binding.
#include <cstdio>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/writer/internal/array_index.h"

using namespace switchyard;

extern "C" {

[[gnu::noinline]] bool readNext(BsonCursor* c, ParseContext* ctx, int32_t* out) {
  BsonElement e;
  if (!c->next(e, *ctx)) [[unlikely]] return false;
  *out = e.asInt32();
  return true;
}

[[gnu::noinline]] bool readExpected(BsonCursor* c, int32_t* out) {
  const uint8_t* p = c->position();
  // "limit": type byte, 5 characters, NUL = 7 bytes, then 4 value bytes.
  if (c->hasBytes(p, 7 + 4) && elementHeaderIs<0x10, "limit">(p)) [[likely]] {
    *out = loadLE<int32_t>(p + 7);
    c->advanceTo(p + 11);
    return true;
  }
  return false;
}

[[gnu::always_inline]] inline int64_t readLoop(BsonDocument doc, ParseContext* ctx) {
  BsonCursor c = doc.elements();
  BsonElement e;
  int64_t sum = 0;
  while (c.next(e, *ctx)) sum += e.asInt32();
  return sum;
}
[[gnu::noinline]] int64_t readLoop1(BsonDocument doc, ParseContext* ctx) { return readLoop(doc, ctx); }
[[gnu::noinline]] int64_t readLoop101(BsonDocument doc, ParseContext* ctx) { return readLoop(doc, ctx); }

}  // extern "C"

static BsonBuffer ints(int n, int base) {
  BsonWriter w;
  const size_t top = w.beginDocument();
  for (int i = 0; i < n; ++i) w.appendInt32(ArrayIndexName(static_cast<uint32_t>(i)), base + i);
  w.endDocument(top);
  return w.finish();
}

int main(int argc, char** argv) {
  (void)argv;
  // {limit: 10 + argc}: built at run time so nothing folds.
  BsonWriter w;
  const size_t top = w.beginDocument();
  w.appendInt32("limit", 10 + argc);
  w.endDocument(top);
  BsonBuffer buf = w.finish();
  auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
  if (!doc.ok()) return 1;

  ParseContext ctx(buf.data());
  BsonCursor c1 = doc->elements();
  int32_t a = 0;
  if (!readNext(&c1, &ctx, &a)) return 2;

  BsonCursor c2 = doc->elements();
  int32_t b = 0;
  if (!readExpected(&c2, &b)) return 3;

  if (a != b || !c1.atEnd() || !c2.atEnd()) return 4;

  const BsonBuffer one = ints(1, argc), many = ints(101, argc);
  const int64_t s1 = readLoop1(one.view(), &ctx);
  const int64_t s101 = readLoop101(many.view(), &ctx);
  if (ctx.failed()) return 5;
  std::printf("%d %d %lld %lld\n", a, b, static_cast<long long>(s1), static_cast<long long>(s101));
  return 0;
}
