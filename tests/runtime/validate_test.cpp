// Deep validation (switchyard/bson/validate.h): the fast walk behind
// BsonDocument::validateDeep accepts and rejects exactly what the reference
// walk (validate_reference.h, the implementation it replaced) does, with the
// same error (code, text, offset), on every single-byte mutation of documents
// with every BSON type; validateValueDeep, element by element, agrees with
// validateDeep of the whole document. Every buffer is an exactly-sized heap
// copy, so AddressSanitizer reports any read past the end (the 16-byte name
// scans included).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "test_util.h"
#include "validate_reference.h"

namespace switchyard {
namespace {

using testing::Bytes;
using testing::HeapCopy;

struct Result {
  bool ok = true;
  std::string text;  // the message (it carries the byte offset)
  int32_t code = 0;
  friend bool operator==(const Result&, const Result&) = default;
};

Result resultOf(bool ok, ParseContext& ctx) {
  Result r;
  r.ok = ok;
  if (!ok) {
    r.text = std::string(ctx.status().message());
    r.code = errorCode(ctx.status());
  }
  return r;
}

// validateDeep and the reference on a heap copy of `bytes` with `maxDepth`;
// fromBuffer must accept the header. Also checks the fast walk alone.
void expectSameAsReference(const std::vector<uint8_t>& bytes, uint32_t maxDepth) {
  HeapCopy buf(testing::span(bytes));
  BsonDocument doc;
  ParseContext frame(buf.data());
  if (!BsonDocument::fromBuffer(buf.data(), buf.size(), frame, &doc)) return;
  ParseContext tuned(buf.data(), maxDepth);
  const Result got = resultOf(doc.validateDeep(tuned), tuned);
  ParseContext ref(buf.data(), maxDepth);
  const Result want = resultOf(testing::referenceValidateDeep(doc, ref), ref);
  ASSERT_EQ(got, want) << "tuned: " << got.text << "\nreference: " << want.text;
  ASSERT_EQ(detail::walksClean(doc, maxDepth), want.ok);
}

// Every byte of `bytes` after the length prefix replaced by each of a few
// values (NUL, 1, the bool limit, unknown types, large lengths, +-1).
void mutateEverywhere(const std::vector<uint8_t>& bytes, uint32_t maxDepth) {
  for (size_t i = 4; i < bytes.size(); ++i) {
    const uint8_t original = bytes[i];
    for (uint8_t value : {uint8_t{0}, uint8_t{1}, uint8_t{2}, uint8_t{0x14}, uint8_t{0x7F}, uint8_t{0x80},
                          uint8_t{0xFF}, static_cast<uint8_t>(original + 1), static_cast<uint8_t>(original - 1)}) {
      if (value == original) continue;
      std::vector<uint8_t> mutated = bytes;
      mutated[i] = value;
      SCOPED_TRACE("byte " + std::to_string(i) + " = " + std::to_string(value));
      expectSameAsReference(mutated, maxDepth);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

std::vector<uint8_t> fixture(const uint8_t* data, size_t size) { return {data, data + size}; }

TEST(ValidateDeep, AcceptsTheFixtures) {
  for (const auto& bytes : {fixture(fixtures::kAllTypes, sizeof fixtures::kAllTypes),
                            fixture(fixtures::kFindCommand, sizeof fixtures::kFindCommand),
                            fixture(fixtures::kNested, sizeof fixtures::kNested),
                            fixture(fixtures::kIntArray, sizeof fixtures::kIntArray)}) {
    HeapCopy buf(testing::span(bytes));
    auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
    ASSERT_TRUE(doc.ok());
    EXPECT_TRUE(doc->validateDeep().ok());
    EXPECT_TRUE(detail::walksClean(*doc, kDefaultMaxDepth));
  }
}

TEST(ValidateDeep, EveryMutationOfEveryTypeMatchesTheReference) {
  mutateEverywhere(fixture(fixtures::kAllTypes, sizeof fixtures::kAllTypes), kDefaultMaxDepth);
}

TEST(ValidateDeep, MutationsOfNestingMatchTheReferenceAtEveryLimit) {
  const auto nested = fixture(fixtures::kNested, sizeof fixtures::kNested);
  for (uint32_t maxDepth : {0u, 1u, 2u, 3u, 4u, kDefaultMaxDepth}) {
    SCOPED_TRACE("maxDepth " + std::to_string(maxDepth));
    expectSameAsReference(nested, maxDepth);
    mutateEverywhere(nested, maxDepth);
  }
}

TEST(ValidateDeep, LongNamesCrossTheScanChunks) {
  // Names of every length around the 8- and 16-byte chunks, at the end of
  // the buffer (where the scan must fall back to bytes), and unterminated.
  for (size_t n = 0; n < 40; ++n) {
    const std::string name(n, 'k');
    Bytes b;
    b.u8(0x10).cstr(name).i32(7);
    const std::vector<uint8_t> ok = b.doc();
    expectSameAsReference(ok, kDefaultMaxDepth);
    EXPECT_TRUE(detail::walksClean(*BsonDocument::fromBuffer(ok.data(), ok.size()), kDefaultMaxDepth));
    Bytes cut;
    cut.u8(0x10).raw(name);  // no NUL: the name runs into the terminator
    expectSameAsReference(cut.doc(), kDefaultMaxDepth);
    Bytes regex;
    regex.u8(0x0B).cstr("r").raw(name).u8(0).raw(name);  // unterminated options
    expectSameAsReference(regex.doc(), kDefaultMaxDepth);
  }
}

// One value of each BSON type (a few per type where the framing varies):
// the type byte and the value's bytes.
struct TypedValue {
  uint8_t type;
  std::vector<uint8_t> value;
};

std::vector<TypedValue> oneValueOfEachType() {
  auto bytes = [](const Bytes& b) { return b.vec(); };
  auto str = [](std::string_view s) {
    Bytes b;
    b.i32(static_cast<int32_t>(s.size() + 1)).cstr(s);
    return b.vec();
  };
  Bytes inner;
  inner.u8(0x10).cstr("a").i32(1);
  Bytes array;
  array.u8(0x02).cstr("0").append(testing::span(str("x")));
  Bytes scope;
  scope.i32(static_cast<int32_t>(4 + str("f()").size() + 5)).append(testing::span(str("f()"))).i32(5).u8(0);
  Bytes oldBinary;
  oldBinary.i32(7).u8(kBinDataOld).i32(3).raw("abc");
  Bytes pointer;
  pointer.append(testing::span(str("n"))).zeros(12);
  Bytes regex;
  regex.cstr("ab").cstr("i");
  return {
      {0x01, bytes(Bytes().i64(1))},
      {0x02, str("")},
      {0x02, str("v")},
      {0x02, str("a longer string value")},
      {0x03, Bytes().doc()},
      {0x03, inner.doc()},
      {0x04, array.doc()},
      {0x05, bytes(Bytes().i32(3).u8(0).raw("abc"))},
      {0x05, oldBinary.vec()},
      {0x06, {}},
      {0x07, bytes(Bytes().zeros(12))},
      {0x08, {1}},
      {0x09, bytes(Bytes().i64(2))},
      {0x0A, {}},
      {0x0B, regex.vec()},
      {0x0C, pointer.vec()},
      {0x0D, str("code")},
      {0x0E, str("sym")},
      {0x0F, scope.vec()},
      {0x10, bytes(Bytes().i32(3))},
      {0x11, bytes(Bytes().i64(4))},
      {0x12, bytes(Bytes().i64(5))},
      {0x13, bytes(Bytes().zeros(16))},
      {0x7F, {}},
      {0xFF, {}},
  };
}

// The walks' common case reads a 16-byte chunk after the type byte and a
// 4-byte length after the name, and only where both lie before the end of
// the buffer: every type, with names of 0 to 40 bytes (around the chunk),
// at every distance from the end of an exactly-sized buffer (a string of 0
// to 23 bytes after it), directly in the document and as the element of a
// nested one; the type byte, the name's NUL and every value byte mutated;
// the value cut short by 1 to 4 bytes (overrunning its document's end).
// Each against the reference (code, text, offset).
void expectEveryTypeAt(const TypedValue& tv, size_t nameSize, size_t pad, bool nested) {
  Bytes element;
  element.u8(tv.type).cstr(std::string(nameSize, 'n')).append(testing::span(tv.value));
  auto wrap = [&](const std::vector<uint8_t>& target) {
    Bytes body;
    size_t at = 4;  // the element's offset in the document
    if (nested) {
      Bytes inner;
      inner.append(testing::span(target));
      body.u8(0x03).cstr("d").append(testing::span(inner.doc()));
      at += 3 + 4;
    } else {
      body.append(testing::span(target));
    }
    if (pad > 0) body.u8(0x02).cstr("").i32(static_cast<int32_t>(pad)).raw(std::string(pad - 1, 'p')).u8(0);
    return std::make_pair(body.doc(), at);
  };
  const auto [doc, at] = wrap(element.vec());
  expectSameAsReference(doc, kDefaultMaxDepth);
  if (nested) {
    for (uint32_t maxDepth : {0u, 1u}) expectSameAsReference(doc, maxDepth);
  }
  for (size_t cut = 1; cut <= 4 && cut <= tv.value.size(); ++cut) {
    const std::vector<uint8_t> shorter(element.vec().begin(), element.vec().end() - static_cast<ptrdiff_t>(cut));
    expectSameAsReference(wrap(shorter).first, kDefaultMaxDepth);
  }
  std::vector<size_t> positions = {at, at + 1 + nameSize};  // the type byte, the name's NUL
  for (size_t i = 0; i < tv.value.size(); ++i) positions.push_back(at + 2 + nameSize + i);
  for (const size_t i : positions) {
    for (const uint8_t value : {uint8_t{0}, uint8_t{1}, uint8_t{0x7F}, uint8_t{0xFF}, static_cast<uint8_t>(doc[i] + 1),
                                static_cast<uint8_t>(doc[i] - 1)}) {
      if (value == doc[i]) continue;
      std::vector<uint8_t> mutated = doc;
      mutated[i] = value;
      expectSameAsReference(mutated, kDefaultMaxDepth);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(ValidateDeep, EveryTypeAtEveryDistanceFromTheEnd) {
  std::vector<size_t> nameSizes;
  for (size_t n = 0; n <= 21; ++n) nameSizes.push_back(n);
  for (size_t n : {24u, 30u, 31u, 32u, 33u, 40u}) nameSizes.push_back(n);
  for (const TypedValue& tv : oneValueOfEachType()) {
    for (const size_t nameSize : nameSizes) {
      for (size_t pad = 0; pad <= 23; ++pad) {
        for (const bool nested : {false, true}) {
          SCOPED_TRACE("type " + std::to_string(tv.type) + ", value " + std::to_string(tv.value.size()) +
                       " bytes, name " + std::to_string(nameSize) + ", pad " + std::to_string(pad) +
                       (nested ? ", nested" : ""));
          expectEveryTypeAt(tv, nameSize, pad, nested);
          if (::testing::Test::HasFatalFailure()) return;
        }
      }
    }
  }
}

TEST(ValidateDeep, CodeWithScopeWhoseStringLeavesNoRoomForTheScope) {
  // The total covers the string and 0-6 bytes after it; only 5 bytes (05 00
  // 00 00 00) are a scope document (fuzz_getmore found the walk entering a
  // scope of length 0 when the string filled the total).
  for (uint32_t rest = 0; rest <= 6; ++rest) {
    SCOPED_TRACE("rest " + std::to_string(rest));
    const std::string code = "function(){}";  // long enough for the minimum total (14)
    Bytes b;
    b.u8(0x0F).cstr("j").i32(static_cast<int32_t>(4 + 4 + code.size() + 1 + rest));
    b.i32(static_cast<int32_t>(code.size() + 1)).cstr(code);
    for (uint32_t i = 0; i < rest; ++i) b.u8(i == 0 ? 5 : 0);
    const std::vector<uint8_t> bytes = b.doc();
    expectSameAsReference(bytes, kDefaultMaxDepth);
    HeapCopy buf(testing::span(bytes));
    auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(doc->validateDeep().ok(), rest == 5);
  }
}

TEST(ValidateDeep, DeepNestingAtTheLimit) {
  // {a: {a: {... {}}}} nested `levels` deep, walked with limits around it.
  for (uint32_t levels : {1u, 31u, 32u, 33u, 199u, 200u, 201u, 254u, 255u, 256u}) {
    std::vector<uint8_t> inner = Bytes().doc();
    for (uint32_t i = 0; i < levels; ++i) inner = Bytes().u8(0x03).cstr("a").append(testing::span(inner)).doc();
    for (uint32_t maxDepth : {levels - 1, levels, levels + 1, kDefaultMaxDepth, 300u}) {
      SCOPED_TRACE(std::to_string(levels) + " levels, maxDepth " + std::to_string(maxDepth));
      expectSameAsReference(inner, maxDepth);
    }
  }
}

// validateValueDeep on each top-level element (as a parse that frames the
// elements itself would call it) gives validateDeep's result.
Result elementByElement(BsonDocument doc, ParseContext& ctx) {
  BsonCursor cursor = doc.elements();
  BsonElement e;
  while (cursor.next(e, ctx)) {
    if (!validateValueDeep(e, 0, ctx)) return resultOf(false, ctx);
  }
  return resultOf(!ctx.failed(), ctx);
}

TEST(ValidateValueDeep, ElementByElementEqualsTheWholeDocument) {
  const auto all = fixture(fixtures::kAllTypes, sizeof fixtures::kAllTypes);
  const auto nested = fixture(fixtures::kNested, sizeof fixtures::kNested);
  for (const auto& base : {all, nested}) {
    for (size_t i = 4; i < base.size(); ++i) {
      for (uint8_t value : {uint8_t{0}, uint8_t{2}, uint8_t{0xFF}}) {
        std::vector<uint8_t> bytes = base;
        bytes[i] = value;
        HeapCopy buf(testing::span(bytes));
        auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
        if (!doc.ok()) continue;  // the last byte: no longer a document
        for (uint32_t maxDepth : {1u, 2u, kDefaultMaxDepth}) {
          ParseContext whole(buf.data(), maxDepth);
          const Result want = resultOf(doc->validateDeep(whole), whole);
          ParseContext parts(buf.data(), maxDepth);
          ASSERT_EQ(elementByElement(*doc, parts), want) << "byte " << i << " = " << int{value};
        }
      }
    }
  }
}

TEST(ValidateValueDeep, ErrorsCarryOffsetsFromTheOutermostDocument) {
  // {x: 1, a: {b: {c: <bool 7>}}}: the bad byte's offset counts from the
  // outermost document, whichever element the walk starts from.
  Bytes c;
  c.u8(0x08).cstr("c").u8(7);
  Bytes b;
  b.u8(0x03).cstr("b").append(testing::span(c.doc()));
  Bytes a;
  a.u8(0x10).cstr("x").i32(1).u8(0x03).cstr("a").append(testing::span(b.doc()));
  const std::vector<uint8_t> bytes = a.doc();
  HeapCopy buf(testing::span(bytes));
  auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
  ASSERT_TRUE(doc.ok());
  const uint64_t badByte = bytes.size() - 4;  // bool byte, then c's, b's and a's NULs
  ASSERT_EQ(bytes[badByte], 7);

  BsonCursor top = doc->elements();
  BsonElement x, elemA;
  ParseContext ctx(buf.data());
  ASSERT_TRUE(top.next(x, ctx));
  EXPECT_TRUE(validateValueDeep(x, 0, ctx));  // an int: nothing to walk
  ASSERT_TRUE(top.next(elemA, ctx));
  EXPECT_FALSE(validateValueDeep(elemA, 0, ctx));
  EXPECT_EQ(errorCode(ctx.status()), 22);
  EXPECT_EQ(errorOffset(ctx.status()), badByte) << ctx.status();

  // From b, one level down, the same error.
  ParseContext inner(buf.data());
  BsonCursor inA = elemA.asDocument().elements();
  BsonElement elemB;
  ASSERT_TRUE(inA.next(elemB, inner));
  EXPECT_FALSE(validateValueDeep(elemB, 1, inner));
  EXPECT_EQ(errorOffset(inner.status()), badByte) << inner.status();
  EXPECT_EQ(std::string(inner.status().message()), std::string(ctx.status().message()));
}

TEST(ValidateValueDeep, DepthCountsFromTheOutermostDocument) {
  // {a: {b: {}}}: with maxDepth 1, b (at depth 2) is too deep, reported at
  // b's element, whether the walk starts at a (depth 0) or at b (depth 1).
  Bytes b;
  b.u8(0x03).cstr("b").append(testing::span(Bytes().doc()));
  Bytes a;
  a.u8(0x03).cstr("a").append(testing::span(b.doc()));
  const std::vector<uint8_t> bytes = a.doc();
  HeapCopy buf(testing::span(bytes));
  auto doc = BsonDocument::fromBuffer(buf.data(), buf.size());
  ASSERT_TRUE(doc.ok());
  const uint64_t bAt = 4 + 1 + 2 + 4;  // a's header: length, type, "a\0"; then a's length

  ParseContext whole(buf.data(), 1);
  ASSERT_FALSE(doc->validateDeep(whole));
  EXPECT_EQ(errorCode(whole.status()), 15);
  EXPECT_EQ(errorOffset(whole.status()), bAt) << whole.status();

  BsonCursor top = doc->elements();
  BsonElement elemA, elemB;
  ParseContext fromA(buf.data(), 1);
  ASSERT_TRUE(top.next(elemA, fromA));
  EXPECT_FALSE(validateValueDeep(elemA, 0, fromA));
  EXPECT_EQ(std::string(fromA.status().message()), std::string(whole.status().message()));

  ParseContext fromB(buf.data(), 1);
  BsonCursor inA = elemA.asDocument().elements();
  ASSERT_TRUE(inA.next(elemB, fromB));
  EXPECT_FALSE(validateValueDeep(elemB, 1, fromB));
  EXPECT_EQ(std::string(fromB.status().message()), std::string(whole.status().message()));

  ParseContext roomy(buf.data(), 2);
  EXPECT_TRUE(validateValueDeep(elemA, 0, roomy));
  EXPECT_TRUE(validateValueDeep(elemB, 1, roomy));
}

}  // namespace
}  // namespace switchyard
