// Deep validation (bson_validate.h): a fast walk that only answers valid or
// not, and the checked cursor walk for the exact error when it says no.
//
// The fast walk keeps one invariant: `end`, the terminating byte of the
// document being walked, is NUL (checked for the outermost document by its
// header, for each nested one before it is entered). So a scan for the NUL
// that ends a field name never runs past `end`, and a name that reaches it is
// unterminated: no per-byte bounds check. Every other read is bounded by one
// comparison per element against `end`.
#include "switchyard/bson/validate.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace switchyard {
namespace {

// A default-constructed element (an `any` field never set) has no bytes.
bool isUnset(const BsonElement& e) noexcept { return e.start() == nullptr; }

// What the fast walk does with a value, by its type byte: a class up to
// kMaxFixedClass is the value's fixed size in bytes.
constexpr uint8_t kMaxFixedClass = 16;
constexpr uint8_t kClassString = 0x20;    // int32 length >= 1, then that many bytes, the last NUL
constexpr uint8_t kClassDocument = 0x21;  // object, array: entered
constexpr uint8_t kClassBool = 0x22;      // one byte, 0 or 1
constexpr uint8_t kClassSpecial = 0x23;   // binData, regex, dbPointer, code with scope
constexpr uint8_t kClassInvalid = 0xFF;   // no BSON type (0x00 is handled before the table)

// The smallest string value (length prefix and NUL) and document (length and NUL).
constexpr size_t kMinStringValue = 5;
constexpr uint32_t kMinDocument = 5;
constexpr size_t kLengthPrefix = 4;
constexpr size_t kBinDataHeader = 5;  // int32 length and the subtype byte
constexpr size_t kObjectIdSize = 12;
// int32 total, then a string (>= 5 bytes) and a document (>= 5 bytes).
constexpr uint32_t kMinCodeWithScope = 14;

constexpr std::array<uint8_t, 256> makeClasses() {
  std::array<uint8_t, 256> t{};
  for (auto& c : t) c = kClassInvalid;
  auto set = [&t](BsonType type, uint8_t c) { t[static_cast<uint8_t>(type)] = c; };
  set(BsonType::kDouble, 8);
  set(BsonType::kString, kClassString);
  set(BsonType::kObject, kClassDocument);
  set(BsonType::kArray, kClassDocument);
  set(BsonType::kBinData, kClassSpecial);
  set(BsonType::kUndefined, 0);
  set(BsonType::kObjectId, 12);
  set(BsonType::kBool, kClassBool);
  set(BsonType::kDate, 8);
  set(BsonType::kNull, 0);
  set(BsonType::kRegex, kClassSpecial);
  set(BsonType::kDbPointer, kClassSpecial);
  set(BsonType::kJavaScript, kClassString);
  set(BsonType::kSymbol, kClassString);
  set(BsonType::kJavaScriptWithScope, kClassSpecial);
  set(BsonType::kInt32, 4);
  set(BsonType::kTimestamp, 8);
  set(BsonType::kInt64, 8);
  set(BsonType::kDecimal128, 16);
  set(BsonType::kMinKey, 0);
  set(BsonType::kMaxKey, 0);
  return t;
}

constexpr std::array<uint8_t, 256> kClasses = makeClasses();

// The last address from which a chunk of kChunk bytes can be loaded before
// `limit` (0 when none can): one comparison per load instead of a subtraction
// and a comparison.
#if defined(__SSE2__)
constexpr uintptr_t kChunk = 16;
#else
constexpr uintptr_t kChunk = 8;
#endif
inline uintptr_t lastChunk(const uint8_t* limit) noexcept {
  const auto l = reinterpret_cast<uintptr_t>(limit);
  return l >= kChunk ? l - kChunk : 0;
}

#if defined(__SSE2__)
// The bound below which an element's start p may be for the walk's common
// case: the chunk after the type byte, and the 4 bytes after a NUL at its
// end (a value's length), lie before `limit` (0 when no p qualifies).
constexpr uintptr_t kReach = 1 + kChunk + kLengthPrefix;
inline uintptr_t lastChunkAndLength(const uint8_t* limit) noexcept {
  const auto l = reinterpret_cast<uintptr_t>(limit);
  return l >= kReach ? l - kReach + 1 : 0;
}

// The index of the lowest set bit of a nonzero mask, as a pointer offset.
// GCC 12 types std::countr_zero's count as an int and sign-extends it before
// adding it to a pointer (one instruction per element walked, whatever the
// casts); bsf's 64-bit result needs none (the mask is nonzero: bsf, unlike
// tzcnt, leaves its output undefined for 0, and both exist on every x86-64).
[[gnu::always_inline]] inline uintptr_t lowestBit(uint32_t mask) noexcept {
#if defined(__x86_64__) && defined(__GNUC__)
  uint64_t index;
  __asm__("bsfq %1, %0" : "=r"(index) : "r"(static_cast<uint64_t>(mask)) : "cc");
  return index;
#else
  return static_cast<uint32_t>(std::countr_zero(mask));
#endif
}

// The chunk at p: a bit per NUL byte, bit 0 the first.
[[gnu::always_inline]] inline uint32_t nulMask(const uint8_t* p) noexcept {
  const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_setzero_si128())));
}
#endif

// The first NUL at or after p. Precondition: there is one before the limit
// whose lastChunk() is `last`. Most field names end within the first 16 bytes
// (SSE2, baseline on x86-64) or 8 (elsewhere): one load and a mask.
[[gnu::always_inline]] inline const uint8_t* findNul(const uint8_t* p, uintptr_t last) noexcept {
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  while (reinterpret_cast<uintptr_t>(p) <= last) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const auto mask = static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)));
    if (mask != 0) [[likely]] return p + lowestBit(mask);
    p += kChunk;
  }
#else
  while (reinterpret_cast<uintptr_t>(p) <= last) {
    const uint64_t x = loadLE<uint64_t>(p);
    // High bit set in each zero byte; exact for the lowest one, the one used.
    const uint64_t zeros = (x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL;
    if (zeros != 0) [[likely]] return p + (std::countr_zero(zeros) >> 3);
    p += kChunk;
  }
#endif
  while (*p != 0) ++p;  // the precondition bounds it
  return p;
}

// A length-prefixed string (string, code, symbol, a dbPointer's namespace) at
// v with `avail` bytes before the end (negative: none): its end, or nullptr.
[[gnu::always_inline]] inline const uint8_t* skipString(const uint8_t* v, std::ptrdiff_t avail) noexcept {
  if (avail < static_cast<std::ptrdiff_t>(kMinStringValue)) return nullptr;
  // 1 <= length <= avail - 4, in one unsigned comparison (a negative length wraps).
  const uint32_t length = loadLE<uint32_t>(v);
  if (static_cast<size_t>(length - 1u) >= static_cast<size_t>(avail) - kLengthPrefix) return nullptr;
  if (v[kLengthPrefix + length - 1] != 0) return nullptr;
  return v + kLengthPrefix + length;
}

// A document's length at v with `avail` bytes before the end (5 <= length <=
// avail, last byte NUL; a negative avail has none), or 0.
[[gnu::always_inline]] inline uint32_t documentLength(const uint8_t* v, std::ptrdiff_t avail) noexcept {
  if (avail < static_cast<std::ptrdiff_t>(kMinDocument)) return 0;
  const uint32_t length = loadLE<uint32_t>(v);
  if (static_cast<size_t>(length - kMinDocument) > static_cast<size_t>(avail) - kMinDocument) return 0;
  return v[length - 1] == 0 ? length : 0;
}

// binData, regex and dbPointer at v (avail bytes before the end): the value's
// end, or nullptr. Code with scope is the walk's own (it enters the scope).
[[gnu::noinline]] const uint8_t* skipSpecial(uint8_t type, const uint8_t* v, const uint8_t* end) noexcept {
  const auto avail = static_cast<size_t>(end - v);
  switch (static_cast<BsonType>(type)) {
    case BsonType::kBinData: {
      if (avail < kBinDataHeader) return nullptr;
      const int32_t length = loadLE<int32_t>(v);
      if (length < 0 || static_cast<size_t>(length) > avail - kBinDataHeader) return nullptr;
      // Subtype 2 repeats the length inside: it must be length - 4.
      if (v[4] == kBinDataOld && (length < 4 || loadLE<int32_t>(v + kBinDataHeader) != length - 4)) {
        return nullptr;
      }
      return v + kBinDataHeader + static_cast<size_t>(length);
    }
    case BsonType::kRegex: {
      // Two C strings; `end` is NUL, so the scans stop there at the latest.
      const uintptr_t last = lastChunk(end + 1);
      const uint8_t* pattern = findNul(v, last);
      if (pattern == end) return nullptr;
      const uint8_t* options = findNul(pattern + 1, last);
      return options == end ? nullptr : options + 1;
    }
    case BsonType::kDbPointer: {
      const uint8_t* ns = skipString(v, static_cast<std::ptrdiff_t>(avail));
      if (ns == nullptr || static_cast<size_t>(end - ns) < kObjectIdSize) return nullptr;
      return ns + kObjectIdSize;
    }
    default:
      return nullptr;
  }
}

// The scope of a code-with-scope value at v (avail bytes before the end): its
// start, with its length in *length, or nullptr when the value is malformed.
const uint8_t* codeWithScope(const uint8_t* v, size_t avail, uint32_t* length) noexcept {
  if (avail < kLengthPrefix) return nullptr;
  const int32_t total = loadLE<int32_t>(v);
  if (total < static_cast<int32_t>(kMinCodeWithScope) || static_cast<size_t>(total) > avail) return nullptr;
  const uint8_t* scope = skipString(v + kLengthPrefix, total - static_cast<std::ptrdiff_t>(kLengthPrefix));
  if (scope == nullptr) return nullptr;
  const auto rest = static_cast<size_t>(v + total - scope);
  *length = documentLength(scope, static_cast<std::ptrdiff_t>(rest));
  // The parts fill the total exactly, and there is a scope (a string that
  // fills the total leaves rest 0, which documentLength's 0 must not match).
  return *length != 0 && *length == rest ? scope : nullptr;
}

}  // namespace

// The fast walk (validate.h), exported as itself so that a view's walk is one
// call from the generated viewsValid(), with no wrapper to jump through: true
// when the elements from p to `end` (their document's terminating NUL) are
// valid at every depth, entering at most `budget` more levels; reads stay
// before `limit`.
bool detail::walkValid(const uint8_t* p, const uint8_t* end, const uint8_t* limit, uint32_t budget) noexcept {
  // The ends of the enclosing documents; depth <= budget <= maxDepth < capacity.
  std::array<const uint8_t*, ParseContext::kPathCapacity> ends;
  uint32_t depth = 0;
#if defined(__SSE2__)
  // lastChunk(limit) and lastChunkAndLength(limit): for every limit past the
  // first kReach addresses (every one in practice) two subtractions and one
  // test per call, where each alone took a comparison and a conditional move.
  const auto l = reinterpret_cast<uintptr_t>(limit);
  uintptr_t last = l - kChunk;
  uintptr_t lastWithLength = l - kReach + 1;
  if (l < kReach) [[unlikely]] {
    last = lastChunk(limit);
    lastWithLength = lastChunkAndLength(limit);
  }
#else
  const uintptr_t last = lastChunk(limit);
#endif
  for (;;) {
    const uint32_t type = *p;  // zero-extended once, for the test and the table
    if (type == 0) [[unlikely]] {
      if (p != end) return false;
      if (depth == 0) return true;
      p = end + 1;
      end = ends[--depth];
      continue;
    }
#if defined(__SSE2__)
    // The common case, with fewer checks: a name of at most 15 bytes whose
    // chunk and the 4 bytes after it lie before the limit, so a value's
    // length is read without comparing `avail` first. Anything else (a
    // longer name, an element near the limit, the rarer types) falls through
    // to the general checks below, which decide alone.
    if (reinterpret_cast<uintptr_t>(p) < lastWithLength) [[likely]] {
      const uint32_t mask = nulMask(p + 1);
      if (mask != 0) [[likely]] {
        // v <= p + 17 and v + 4 <= limit; v may be end + 1 (a name that ran
        // into the terminator): each check below then fails.
        const uint8_t* const v = p + 2 + lowestBit(mask);
        const uint32_t c = kClasses[type];
        if (c <= kMaxFixedClass) [[likely]] {
          if (reinterpret_cast<uintptr_t>(v) + c > reinterpret_cast<uintptr_t>(end)) [[unlikely]] return false;
          p = v + c;
          continue;
        }
        if (c == kClassString) [[likely]] {
          // 1 <= length and v + 4 + length <= end (a length of 0 wraps to
          // 2^32 - 1); the last byte NUL.
          const uint32_t length = loadLE<uint32_t>(v);
          const uintptr_t next = reinterpret_cast<uintptr_t>(v) + kMinStringValue + (length - 1u);
          if (next > reinterpret_cast<uintptr_t>(end)) [[unlikely]] return false;
          p = reinterpret_cast<const uint8_t*>(next);
          if (p[-1] != 0) [[unlikely]] return false;
          continue;
        }
        if (c == kClassDocument) [[likely]] {
          // 5 <= length, v + length <= end, the last byte NUL.
          const uint32_t length = loadLE<uint32_t>(v);
          if (length < kMinDocument ||
              reinterpret_cast<uintptr_t>(v) + length > reinterpret_cast<uintptr_t>(end) ||
              v[length - 1] != 0 || depth >= budget) [[unlikely]] {
            return false;
          }
          ends[depth++] = end;
          end = v + length - 1;
          p = v + kLengthPrefix;
          continue;
        }
        if (c == kClassBool) {
          if (v >= end || v[0] > 1) [[unlikely]] return false;
          p = v + 1;
          continue;
        }
      }
    }
#endif
    // A name that runs into the terminator leaves v one past it, and `avail`
    // -1: below every value's size, so each class's size check rejects it.
    const uint8_t* const v = findNul(p + 1, last) + 1;
    const uint8_t c = kClasses[type];
    if (c <= kMaxFixedClass) [[likely]] {
      // The value's end, compared as an address (v is at most end + 1).
      const uintptr_t next = reinterpret_cast<uintptr_t>(v) + c;
      if (next > reinterpret_cast<uintptr_t>(end)) [[unlikely]] return false;
      p = v + c;
      continue;
    }
    const std::ptrdiff_t avail = end - v;
    // The other classes, most frequent first; a negative `avail` fails each
    // one's first check.
    const uint8_t* scope = v;
    uint32_t length;
    if (c == kClassString) [[likely]] {
      p = skipString(v, avail);
      if (p == nullptr) [[unlikely]] return false;
      continue;
    }
    if (c == kClassDocument) [[likely]] {
      length = documentLength(v, avail);
      if (length == 0) [[unlikely]] return false;
    } else if (c == kClassBool) {
      if (avail < 1 || v[0] > 1) return false;
      p = v + 1;
      continue;
    } else if (c == kClassSpecial && avail >= 0) {
      if (type != static_cast<uint8_t>(BsonType::kJavaScriptWithScope)) {
        p = skipSpecial(static_cast<uint8_t>(type), v, end);
        if (p == nullptr) return false;
        continue;
      }
      scope = codeWithScope(v, static_cast<size_t>(avail), &length);
      if (scope == nullptr) return false;
    } else {
      return false;
    }
    // Enter the document at `scope`; its end is the end of the element.
    if (depth >= budget) return false;
    ends[depth++] = end;
    end = scope + length - 1;
    p = scope + kLengthPrefix;
  }
}

namespace {

// The checked walk, for the exact error: BsonCursor::next on every element at
// every depth, `base` levels below the outermost document. True when it finds
// nothing wrong (then the fast walk would have said yes too).
bool walkChecked(BsonCursor first, uint32_t base, ParseContext& ctx) {
  // An explicit stack of cursors: no recursion, whatever the input.
  std::vector<BsonCursor> stack;
  stack.push_back(first);
  BsonElement e;
  while (!stack.empty()) {
    if (!stack.back().next(e, ctx)) {
      if (ctx.failed()) return false;
      stack.pop_back();
      continue;
    }
    BsonDocument nested;
    switch (e.type()) {
      case BsonType::kObject:
      case BsonType::kArray:
        nested = e.asDocument();
        break;
      case BsonType::kJavaScriptWithScope:
        nested = e.asCodeWithScope().scope;
        break;
      default:
        continue;
    }
    // base + stack.size() is the depth of `nested` below the outermost document.
    if (base + stack.size() > ctx.maxDepth()) return ctx.failTooDeep(e.start());
    stack.push_back(nested.elements());
  }
  return true;
}

}  // namespace

bool BsonDocument::validateDeep(ParseContext& ctx) const {
  if (detail::walkValid(data_ + 4, data_ + size_ - 1, data_ + size_, ctx.maxDepth())) [[likely]] return true;
  return walkChecked(elements(), 0, ctx);
}

bool validateValueDeep(const BsonElement& e, uint32_t depth, ParseContext& ctx) {
  BsonDocument nested;
  switch (e.type()) {
    case BsonType::kObject:
    case BsonType::kArray:
      nested = e.asDocument();
      break;
    case BsonType::kJavaScriptWithScope:
      nested = e.asCodeWithScope().scope;
      break;
    default:
      return true;  // checked in full by the cursor that framed it
  }
  if (depth + 1 > ctx.maxDepth()) return ctx.failTooDeep(e.start());
  const uint8_t* const last = nested.data() + nested.size() - 1;
  if (detail::walkValid(nested.data() + 4, last, last + 1, ctx.maxDepth() - depth - 1)) [[likely]] return true;
  return walkChecked(nested.elements(), depth + 1, ctx);
}

bool validateViewDeep(const uint8_t* start, const uint8_t* value, uint32_t size, ParseContext& ctx) {
  BsonElement e;
  e.set(start, static_cast<uint32_t>(value - start - 2), value, size);  // type byte, name, NUL
  return validateValueDeep(e, ctx.depth(), ctx);
}

bool viewValid(const BsonElement& e, uint32_t budget) noexcept {
  if (isUnset(e)) return true;
  switch (e.type()) {
    case BsonType::kObject:
    case BsonType::kArray:
      return viewValid(e.asDocument(), budget);
    case BsonType::kJavaScriptWithScope:
      return viewValid(e.asCodeWithScope().scope, budget);
    default:
      return true;  // checked in full by the cursor that framed it
  }
}

void preferValidationError(ParseContext& ctx) {
  // A fresh context, as validation before the parse had: the same base,
  // limit and root, no path below it.
  ParseContext whole(ctx.base(), ctx.maxDepth());
  if (ctx.pathSize() > 0) whole.pushRoot(ctx.pathComponent(0));
  const BsonDocument doc = BsonDocument::fromValidatedBytes(ctx.validatedData(), ctx.validatedSize());
  if (!doc.validateDeep(whole)) {
    ctx.replaceStatus(whole.takeStatus());
  } else if (!ctx.failed()) {
    // viewsValid() and validateDeep disagree: never, by their contracts.
    static_cast<void>(ctx.fail(ErrorCode::kInvalidBSON, "internal error: a document view failed validation"));
  }
}

bool detail::walksClean(BsonDocument doc, uint32_t maxDepth) noexcept {
  const uint32_t limit = maxDepth < ParseContext::kPathCapacity - 1 ? maxDepth : ParseContext::kPathCapacity - 1;
  return detail::walkValid(doc.data() + 4, doc.data() + doc.size() - 1, doc.data() + doc.size(), limit);
}

}  // namespace switchyard
