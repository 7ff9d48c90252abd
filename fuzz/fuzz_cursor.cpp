// libFuzzer target for the runtime's BSON cursor.
//
// BsonDocument::fromBuffer, then a depth-first walk of every element at every
// depth that calls the accessor of the element's type and re-encodes the value
// with BsonWriter's typed appenders. Properties checked (abort on violation):
//   * the walk and validateDeep agree: both succeed, or both fail with the same
//     message (they visit elements in the same order with the same depth limit);
//   * every element re-encoded from its accessors gives its input bytes back,
//     and the whole re-encoded document equals the input byte for byte;
//   * every error carries MongoDB's code, a message and (InvalidBSON) an offset
//     inside the input;
//   * exactInt64 / exactInt32 only accept values they represent exactly;
//   * array index names: isArrayIndex agrees with the decimal rendering.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "fuzz_check.h"
#include "switchyard/bson/internal/coerce.h"
#include "switchyard/bson/internal/generated_support.h"
#include "switchyard/switchyard.h"
#include "switchyard/bson/internal/values.h"

namespace {

using switchyard::BsonCursor;
using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::BsonType;
using switchyard::BsonWriter;
using switchyard::ParseContext;
using switchyard::fuzz::check;

bool sameSpan(const uint8_t* a, const uint8_t* b, size_t n) { return n == 0 || std::memcmp(a, b, n) == 0; }

void checkNumbers(const BsonElement& e) {
  int64_t v64 = 0;
  const bool ok64 = switchyard::exactInt64(e, &v64);
  switch (e.type()) {
    case BsonType::kInt32:
      check(ok64 && v64 == e.asInt32(), "exactInt64(int) is not the value");
      break;
    case BsonType::kInt64:
      check(ok64 && v64 == e.asInt64(), "exactInt64(long) is not the value");
      break;
    case BsonType::kDouble: {
      const double d = e.asDouble();
      const bool representable = std::isfinite(d) && d >= -9223372036854775808.0 && d < 9223372036854775808.0 &&
                                 std::trunc(d) == d;
      check(ok64 == representable, "exactInt64(double) accepts or rejects wrongly");
      if (ok64) check(static_cast<double>(v64) == d, "exactInt64(double) changed the value");
      break;
    }
    case BsonType::kDecimal128:
      break;  // exercised; its exactness is unit-tested against pymongo
    default:
      check(!ok64, "exactInt64 accepted a non-numeric type");
  }
  int32_t v32 = 0;
  const bool ok32 = switchyard::exactInt32(e, &v32);
  check(ok32 == (ok64 && v64 >= INT32_MIN && v64 <= INT32_MAX), "exactInt32 disagrees with exactInt64");
  if (ok32) check(v32 == v64, "exactInt32 changed the value");
}

void checkArrayIndex(std::string_view name, uint32_t index) {
  const bool canonical = name == std::to_string(index);
  check(switchyard::isArrayIndex(name, index) == canonical, "isArrayIndex disagrees with std::to_string");
  if (!canonical) {
    ParseContext scratch;
    scratch.pushRoot("a");
    check(!scratch.failArrayIndex(name, index), "failArrayIndex returned true");
    const int32_t code = switchyard::errorCode(scratch.status());
    check(code == 40422 || code == 40423, "failArrayIndex gave another code");
  }
}

// Walks `doc` (at nesting depth `depth`) and appends its elements to `w`.
bool walk(BsonDocument doc, BsonWriter& w, ParseContext& ctx, uint32_t depth, bool isArray) {
  BsonCursor cursor = doc.elements();
  BsonElement e;
  uint32_t index = 0;
  while (cursor.next(e, ctx)) {
    check(e.start() >= doc.data() + 4 && e.start() + e.size() <= doc.data() + doc.size() - 1,
          "element outside its document");
    check(cursor.position() == e.start() + e.size(), "cursor did not advance past the element");
    check(e.rawBytes().size() == e.size(), "rawBytes size");
    check(e.name().size() + 2 + e.valueSize() == e.size(), "element size is not type + name + NUL + value");
    check(switchyard::isKnownType(static_cast<uint8_t>(e.type())), "unknown type accepted");
    check(switchyard::typeName(e.type()) != "unknown", "known type without a name");
    if (isArray) checkArrayIndex(e.name(), index);
    ++index;
    checkNumbers(e);

    const size_t before = w.size();
    const std::string_view name = e.name();
    switch (e.type()) {
      case BsonType::kDouble: w.appendDouble(name, e.asDouble()); break;
      case BsonType::kString: w.appendString(name, e.asString()); break;
      case BsonType::kObject:
      case BsonType::kArray: {
        if (depth + 1 > ctx.maxDepth()) return ctx.failTooDeep(e.start());
        const bool array = e.type() == BsonType::kArray;
        const size_t at = array ? w.beginArray(name) : w.beginSubDocument(name);
        if (!walk(e.asDocument(), w, ctx, depth + 1, array)) return false;
        w.endDocument(at);
        break;
      }
      case BsonType::kBinData: {
        const switchyard::BinDataView b = e.asBinData();
        check(b.bytes.data() >= e.value() && b.bytes.data() + b.bytes.size() <= e.value() + e.valueSize(),
              "binData bytes outside the value");
        w.appendBinData(name, b.subtype, b.bytes);
        break;
      }
      case BsonType::kUndefined: w.appendUndefined(name); break;
      case BsonType::kObjectId: w.appendObjectId(name, e.asObjectId()); break;
      case BsonType::kBool: w.appendBool(name, e.asBool()); break;
      case BsonType::kDate: w.appendDate(name, e.asDate()); break;
      case BsonType::kNull: w.appendNull(name); break;
      case BsonType::kRegex: {
        const switchyard::RegexView r = e.asRegex();
        w.appendRegex(name, r.pattern, r.options);
        break;
      }
      case BsonType::kDbPointer: {
        const switchyard::DbPointerView p = e.asDbPointer();
        w.appendDbPointer(name, p.ns, p.id);
        break;
      }
      case BsonType::kJavaScript: w.appendJavaScript(name, e.asString()); break;
      case BsonType::kSymbol: w.appendSymbol(name, e.asString()); break;
      case BsonType::kJavaScriptWithScope: {
        const switchyard::CodeWithScopeView c = e.asCodeWithScope();
        check(c.scope.data() > e.value() && c.scope.data() + c.scope.size() <= e.value() + e.valueSize(),
              "code-with-scope scope outside the value");
        if (depth + 1 > ctx.maxDepth()) return ctx.failTooDeep(e.start());
        BsonWriter scope;
        const size_t at = scope.beginDocument();
        if (!walk(c.scope, scope, ctx, depth + 1, false)) return false;
        scope.endDocument(at);
        check(scope.size() == c.scope.size() && sameSpan(scope.data(), c.scope.data(), scope.size()),
              "code-with-scope scope re-encoded differently");
        w.appendCodeWithScope(name, c.code, c.scope);
        break;
      }
      case BsonType::kInt32: w.appendInt32(name, e.asInt32()); break;
      case BsonType::kTimestamp: w.appendTimestamp(name, e.asTimestamp()); break;
      case BsonType::kInt64: w.appendInt64(name, e.asInt64()); break;
      case BsonType::kDecimal128: w.appendDecimal128(name, e.asDecimal128()); break;
      case BsonType::kMinKey: w.appendMinKey(name); break;
      case BsonType::kMaxKey: w.appendMaxKey(name); break;
      default: switchyard::fuzz::fail("the cursor returned an element of an unknown type");
    }
    check(w.size() - before == e.size() && sameSpan(w.data() + before, e.start(), e.size()),
          "element re-encoded from its accessors differs from its bytes", std::string(name));
  }
  if (ctx.failed()) return false;
  check(cursor.atEnd(), "next() returned false before the end without an error");
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // Both fromBuffer overloads must agree.
  auto checked = BsonDocument::fromBuffer(data, size);
  ParseContext ctx(data);
  BsonDocument doc;
  const bool ok = BsonDocument::fromBuffer(data, size, ctx, &doc);
  check(ok == checked.ok(), "the two fromBuffer overloads disagree");
  if (!ok) {
    switchyard::fuzz::checkError(ctx.status(), size);
    check(ctx.status() == checked.status(), "the two fromBuffer overloads report different errors");
    return 0;
  }
  check(doc.data() == data && doc.size() == size, "fromBuffer changed the bounds");

  BsonWriter w;
  const size_t at = w.beginDocument();
  const bool walked = walk(doc, w, ctx, 0, false);
  const absl::Status deep = doc.validateDeep();
  if (!walked) {
    switchyard::fuzz::checkError(ctx.status(), size);
    check(!deep.ok(), "the walk failed but validateDeep succeeded", switchyard::fuzz::statusText(ctx.status()));
    check(deep == ctx.status(), "the walk and validateDeep report different errors",
          switchyard::fuzz::statusText(ctx.status()) + " vs " + switchyard::fuzz::statusText(deep));
    return 0;
  }
  check(deep.ok(), "the walk succeeded but validateDeep failed", switchyard::fuzz::statusText(deep));
  w.endDocument(at);
  check(w.size() == size && sameSpan(w.data(), data, size), "re-encoded document differs from the input");
  const switchyard::BsonBuffer copy = w.finish();
  check(copy.view() == doc, "BsonBuffer::view differs from the input");
  return 0;
}
