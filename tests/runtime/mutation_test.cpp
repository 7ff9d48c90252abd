// Mutation test: for real documents, every single-byte change (several
// values per byte) and every truncation (with the header patched and without)
// is checked by the runtime and by an independent reference validator written
// here from the BSON spec. They must agree; every mutated buffer lives in an
// exactly-sized heap block so that ASan catches any overread.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <vector>

#include "fixtures_gen.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::HeapCopy;

// --- reference validator -------------------------------------------------------
// Index-based and recursive (inputs here are shallow), with no code shared
// with the runtime. `deep` also checks nested documents and scopes.
class Reference {
 public:
  Reference(const std::vector<uint8_t>& b, uint32_t maxDepth) : b_(b), maxDepth_(maxDepth) {}

  bool document(bool deep) {
    if (b_.size() < 5) return false;
    if (i32(0) < 5 || static_cast<size_t>(i32(0)) != b_.size()) return false;
    if (b_.back() != 0) return false;
    return body(4, b_.size() - 1, deep, 0);
  }

 private:
  int64_t i32(size_t at) const {
    return static_cast<int32_t>(static_cast<uint32_t>(b_[at]) | static_cast<uint32_t>(b_[at + 1]) << 8 |
                                static_cast<uint32_t>(b_[at + 2]) << 16 | static_cast<uint32_t>(b_[at + 3]) << 24);
  }

  // Elements in [from, end); b_[end] is the document's NUL.
  bool body(size_t from, size_t end, bool deep, uint32_t depth) {
    size_t i = from;
    while (i < end) {
      const uint8_t type = b_[i];
      if (type == 0) return false;  // EOO before the end
      size_t n = i + 1;
      while (n < end && b_[n] != 0) ++n;
      if (n >= end) return false;  // name runs into the end
      const size_t v = n + 1;
      const std::optional<size_t> size = valueSize(type, v, end, deep, depth);
      if (!size) return false;
      i = v + *size;
    }
    return true;
  }

  // A length-prefixed string at v, within [v, end).
  std::optional<size_t> str(size_t v, size_t end) const {
    if (end - v < 4) return std::nullopt;
    const int64_t len = i32(v);
    if (len < 1 || static_cast<size_t>(len) > end - v - 4) return std::nullopt;
    if (b_[v + 4 + static_cast<size_t>(len) - 1] != 0) return std::nullopt;
    return 4 + static_cast<size_t>(len);
  }

  // An embedded document at v, within [v, end).
  std::optional<size_t> doc(size_t v, size_t end, bool deep, uint32_t depth) {
    if (end - v < 4) return std::nullopt;
    const int64_t len = i32(v);
    if (len < 5 || static_cast<size_t>(len) > end - v) return std::nullopt;
    const size_t last = v + static_cast<size_t>(len) - 1;
    if (b_[last] != 0) return std::nullopt;
    if (deep) {
      if (depth + 1 > maxDepth_) return std::nullopt;
      if (!body(v + 4, last, deep, depth + 1)) return std::nullopt;
    }
    return static_cast<size_t>(len);
  }

  std::optional<size_t> valueSize(uint8_t type, size_t v, size_t end, bool deep, uint32_t depth) {
    const size_t avail = end - v;
    auto fixed = [&](size_t n) -> std::optional<size_t> {
      if (avail < n) return std::nullopt;
      return n;
    };
    switch (type) {
      case 0x01: case 0x09: case 0x11: case 0x12: return fixed(8);
      case 0x10: return fixed(4);
      case 0x07: return fixed(12);
      case 0x13: return fixed(16);
      case 0x06: case 0x0A: case 0x7F: case 0xFF: return fixed(0);
      case 0x08:
        if (avail < 1 || b_[v] > 1) return std::nullopt;
        return 1;
      case 0x02: case 0x0D: case 0x0E: return str(v, end);
      case 0x03: case 0x04: return doc(v, end, deep, depth);
      case 0x05: {
        if (avail < 5) return std::nullopt;
        const int64_t len = i32(v);
        if (len < 0 || static_cast<size_t>(len) > avail - 5) return std::nullopt;
        if (b_[v + 4] == 2 && (len < 4 || i32(v + 5) != len - 4)) return std::nullopt;
        return 5 + static_cast<size_t>(len);
      }
      case 0x0B: {
        size_t p = v;
        for (int k = 0; k < 2; ++k) {
          while (p < end && b_[p] != 0) ++p;
          if (p >= end) return std::nullopt;
          ++p;
        }
        return p - v;
      }
      case 0x0C: {
        auto s = str(v, end);
        if (!s || avail - *s < 12) return std::nullopt;
        return *s + 12;
      }
      case 0x0F: {
        if (avail < 4) return std::nullopt;
        const int64_t total = i32(v);
        if (total < 14 || static_cast<size_t>(total) > avail) return std::nullopt;
        const size_t elemEnd = v + static_cast<size_t>(total);
        auto code = str(v + 4, elemEnd);
        if (!code) return std::nullopt;
        auto scope = doc(v + 4 + *code, elemEnd, deep, depth);
        if (!scope || 4 + *code + *scope != static_cast<size_t>(total)) return std::nullopt;
        return static_cast<size_t>(total);
      }
      default:
        return std::nullopt;
    }
  }

  const std::vector<uint8_t>& b_;
  uint32_t maxDepth_;
};

// --- the runtime, on an exactly-sized heap copy --------------------------------

struct RuntimeResult {
  bool topOk;
  bool deepOk;
};

RuntimeResult runRuntime(const std::vector<uint8_t>& bytes, uint32_t maxDepth) {
  HeapCopy buf(testing::span(bytes));
  ParseContext ctx(buf.data(), maxDepth);
  BsonDocument doc;
  if (!BsonDocument::fromBuffer(buf.data(), buf.size(), ctx, &doc)) {
    EXPECT_EQ(errorCode(ctx.status()), 22);
    return {false, false};
  }
  BsonCursor c = doc.elements();
  BsonElement e;
  size_t count = 0;
  while (c.next(e, ctx)) {
    // Touch every accessor valid for the element: reads must stay in bounds.
    volatile uint64_t sink = 0;
    switch (e.type()) {
      case BsonType::kDouble: sink = sink + static_cast<uint64_t>(e.asDouble() == 0.0); break;
      case BsonType::kString: case BsonType::kJavaScript: case BsonType::kSymbol:
        sink = sink + e.asString().size(); break;
      case BsonType::kObject: case BsonType::kArray: sink = sink + e.asDocument().size(); break;
      case BsonType::kBinData: sink = sink + e.asBinData().bytes.size(); break;
      case BsonType::kObjectId: sink = sink + e.asObjectId().bytes[11]; break;
      case BsonType::kBool: sink = sink + e.asBool(); break;
      case BsonType::kDate: sink = sink + static_cast<uint64_t>(e.asDate()); break;
      case BsonType::kRegex: sink = sink + e.asRegex().options.size(); break;
      case BsonType::kDbPointer: sink = sink + e.asDbPointer().ns.size(); break;
      case BsonType::kJavaScriptWithScope: sink = sink + e.asCodeWithScope().scope.size(); break;
      case BsonType::kInt32: sink = sink + static_cast<uint64_t>(e.asInt32()); break;
      case BsonType::kTimestamp: sink = sink + e.asTimestamp().increment; break;
      case BsonType::kInt64: sink = sink + static_cast<uint64_t>(e.asInt64()); break;
      case BsonType::kDecimal128: sink = sink + e.asDecimal128().bytes[15]; break;
      default: break;
    }
    ++count;
    if (count > bytes.size()) {
      ADD_FAILURE() << "cursor does not advance";
      return {false, false};
    }
  }
  const bool topOk = !ctx.failed();
  if (!topOk) {
    EXPECT_EQ(errorCode(ctx.status()), 22) << ctx.status();
    EXPECT_LT(*errorOffset(ctx.status()), bytes.size());
  }
  ParseContext deepCtx(buf.data(), maxDepth);
  const bool deepOk = doc.validateDeep(deepCtx);
  if (!deepOk) {
    const int32_t code = errorCode(deepCtx.status());
    EXPECT_TRUE(code == 22 || code == 15) << deepCtx.status();
    EXPECT_LT(*errorOffset(deepCtx.status()), bytes.size());
  }
  return {topOk, deepOk};
}

struct Tally {
  size_t cases = 0, valid = 0;
};

void check(const std::vector<uint8_t>& bytes, uint32_t maxDepth, Tally& t, const char* what, size_t pos) {
  const RuntimeResult r = runRuntime(bytes, maxDepth);
  const bool refTop = Reference(bytes, maxDepth).document(false);
  const bool refDeep = Reference(bytes, maxDepth).document(true);
  ++t.cases;
  t.valid += refDeep;
  ASSERT_EQ(r.topOk, refTop) << what << " at " << pos;
  ASSERT_EQ(r.deepOk, refDeep) << what << " at " << pos;
}

void mutateAll(const uint8_t* data, size_t size, uint32_t maxDepth) {
  const std::vector<uint8_t> original(data, data + size);
  Tally t;
  check(original, maxDepth, t, "original", 0);
  ASSERT_EQ(t.valid, 1u) << "the unmutated document must be valid";
  for (size_t i = 0; i < size; ++i) {
    // Byte flips: every bit, plus values that hit the interesting cases
    // (0, 1, type bytes, lengths just off by one, 0x7F, 0x80, 0xFF).
    std::vector<uint8_t> values;
    for (int bit = 0; bit < 8; ++bit) values.push_back(static_cast<uint8_t>(original[i] ^ (1u << bit)));
    for (int v : {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x08, 0x0B, 0x0F, 0x10, 0x13, 0x14, 0x7F, 0x80, 0xFF})
      values.push_back(static_cast<uint8_t>(v));
    values.push_back(static_cast<uint8_t>(original[i] + 1));
    values.push_back(static_cast<uint8_t>(original[i] - 1));
    for (uint8_t v : values) {
      if (v == original[i]) continue;
      std::vector<uint8_t> m = original;
      m[i] = v;
      check(m, maxDepth, t, "byte change", i);
      if (::testing::Test::HasFatalFailure()) return;
    }
    // Truncation to i bytes, as is and with a consistent header and trailing NUL.
    std::vector<uint8_t> cut(original.begin(), original.begin() + static_cast<std::ptrdiff_t>(i));
    check(cut, maxDepth, t, "truncation", i);
    if (i >= 5) {
      cut.back() = 0;
      storeLE<int32_t>(cut.data(), static_cast<int32_t>(cut.size()));
      check(cut, maxDepth, t, "patched truncation", i);
    }
    // Deleting byte i (everything after shifts), with the header patched.
    if (i >= 4) {
      std::vector<uint8_t> del = original;
      del.erase(del.begin() + static_cast<std::ptrdiff_t>(i));
      storeLE<int32_t>(del.data(), static_cast<int32_t>(del.size()));
      check(del, maxDepth, t, "deletion", i);
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
  // Both outcomes occur, so the comparison is not vacuous.
  EXPECT_GT(t.valid, 1u);
  EXPECT_LT(t.valid, t.cases);
  std::printf("[          ] %zu mutants, %zu valid\n", t.cases, t.valid);
}

TEST(Mutation, AllTypesDocument) { mutateAll(fixtures::kAllTypes, sizeof fixtures::kAllTypes, kDefaultMaxDepth); }
TEST(Mutation, FindCommand) { mutateAll(fixtures::kFindCommand, sizeof fixtures::kFindCommand, kDefaultMaxDepth); }
TEST(Mutation, NestedWithTightDepthLimit) {
  // kNested nests 6 levels deep: with a limit of exactly 6, mutants that add
  // a level fail on depth (the reference checks the same limit).
  mutateAll(fixtures::kNested, sizeof fixtures::kNested, 6);
}

TEST(Mutation, ReferenceAgreesOnDepthLimit) {
  const std::vector<uint8_t> nested(fixtures::kNested, fixtures::kNested + sizeof fixtures::kNested);
  for (uint32_t limit = 0; limit < 8; ++limit) {
    const bool ref = Reference(nested, limit).document(true);
    EXPECT_EQ(runRuntime(nested, limit).deepOk, ref) << limit;
    EXPECT_EQ(ref, limit >= 6) << limit;
  }
}

}  // namespace
}  // namespace switchyard
