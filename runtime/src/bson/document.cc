#include "switchyard/bson/document.h"

#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "absl/strings/str_format.h"

namespace switchyard {

bool operator==(const BsonDocument& a, const BsonDocument& b) noexcept {
  return a.size_ == b.size_ && std::memcmp(a.data_, b.data_, a.size_) == 0;
}

using internal::sv;

namespace detail {

constexpr auto makeFixedValueSizes() {
  std::array<int8_t, 256> t{};
  for (auto& v : t) v = kInvalid;
  t[0x01] = 8;          // double
  t[0x02] = kVariable;  // string
  t[0x03] = kVariable;  // object
  t[0x04] = kVariable;  // array
  t[0x05] = kVariable;  // binData
  t[0x06] = 0;          // undefined
  t[0x07] = 12;         // objectId
  t[0x08] = 1;          // bool
  t[0x09] = 8;          // date
  t[0x0A] = 0;          // null
  t[0x0B] = kVariable;  // regex
  t[0x0C] = kVariable;  // dbPointer
  t[0x0D] = kVariable;  // javascript
  t[0x0E] = kVariable;  // symbol
  t[0x0F] = kVariable;  // javascriptWithScope
  t[0x10] = 4;          // int
  t[0x11] = 8;          // timestamp
  t[0x12] = 8;          // long
  t[0x13] = 16;         // decimal
  t[0x7F] = 0;          // maxKey
  t[0xFF] = 0;          // minKey
  return t;
}

constexpr std::array<int8_t, 256> kFixedValueSizeArray = makeFixedValueSizes();
const int8_t kFixedValueSize[256] = {
#define SY_ROW(i)                                                                         \
  kFixedValueSizeArray[i + 0], kFixedValueSizeArray[i + 1], kFixedValueSizeArray[i + 2],  \
      kFixedValueSizeArray[i + 3], kFixedValueSizeArray[i + 4], kFixedValueSizeArray[i + 5], \
      kFixedValueSizeArray[i + 6], kFixedValueSizeArray[i + 7]
    SY_ROW(0),   SY_ROW(8),   SY_ROW(16),  SY_ROW(24),  SY_ROW(32),  SY_ROW(40),  SY_ROW(48),  SY_ROW(56),
    SY_ROW(64),  SY_ROW(72),  SY_ROW(80),  SY_ROW(88),  SY_ROW(96),  SY_ROW(104), SY_ROW(112), SY_ROW(120),
    SY_ROW(128), SY_ROW(136), SY_ROW(144), SY_ROW(152), SY_ROW(160), SY_ROW(168), SY_ROW(176), SY_ROW(184),
    SY_ROW(192), SY_ROW(200), SY_ROW(208), SY_ROW(216), SY_ROW(224), SY_ROW(232), SY_ROW(240), SY_ROW(248),
#undef SY_ROW
};

}  // namespace detail


bool BsonDocument::fromBuffer(const void* data, size_t size, ParseContext& ctx, BsonDocument* out) {
  const auto* p = static_cast<const uint8_t*>(data);
  if (size < 5) {
    return ctx.failMalformed(p, absl::StrCat("document of ", size, " bytes is shorter than the minimum of 5"));
  }
  const int32_t declared = loadLE<int32_t>(p);
  if (declared < 5) {
    return ctx.failMalformed(p, absl::StrCat("declared document length ", declared, " is less than 5"));
  }
  if (static_cast<uint64_t>(declared) != size) {
    return ctx.failMalformed(
        p, absl::StrCat("declared document length ", declared, " does not match the buffer size ", size));
  }
  if (p[size - 1] != 0) {
    return ctx.failMalformed(p + size - 1, "document does not end with a NUL byte");
  }
  *out = BsonDocument(p, static_cast<uint32_t>(size));
  return true;
}

absl::StatusOr<BsonDocument> BsonDocument::fromBuffer(const void* data, size_t size) {
  ParseContext ctx(static_cast<const uint8_t*>(data));
  BsonDocument doc;
  if (!fromBuffer(data, size, ctx, &doc)) return ctx.takeStatus();
  return doc;
}

bool BsonCursor::failAt(const uint8_t* end, const uint8_t* at, ParseContext& ctx) noexcept {
  if (*at == 0) {
    return ctx.failMalformed(at, absl::StrCat("end-of-object marker ", end - at,
                                              " bytes before the end of the document"));
  }
  return ctx.failMalformed(at, "field name is not NUL-terminated before the end of the document");
}

bool BsonCursor::failFixed(const uint8_t* end, uint8_t type, const uint8_t* value, ParseContext& ctx) noexcept {
  const int8_t fixed = detail::kFixedValueSize[type];
  const size_t remaining = static_cast<size_t>(end - value);
  if (remaining < static_cast<size_t>(fixed)) {
    return ctx.failMalformed(value, absl::StrCat(sv(typeName(static_cast<BsonType>(type))), " value needs ",
                                                 fixed, " bytes but only ", remaining,
                                                 " remain in the document"));
  }
  return ctx.failMalformed(value, absl::StrFormat("bool value byte 0x%02x is neither 0 nor 1", value[0]));
}

namespace {

// Size checks for a length-prefixed string (string, code, symbol, and the
// pieces of dbPointer and code-with-scope) of at most `avail` bytes.
bool sizeString(const uint8_t* v, size_t avail, uint32_t& size, ParseContext& ctx, std::string_view what) {
  if (avail < 4) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length prefix needs 4 bytes but only ", avail, " remain"));
  }
  const int32_t len = loadLE<int32_t>(v);
  if (len < 1) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length ", len, " is less than 1"));
  }
  if (static_cast<uint64_t>(len) > avail - 4) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length ", len, " runs past the end of the document (",
                                             avail - 4, " bytes remain)"));
  }
  if (v[4 + len - 1] != 0) {
    return ctx.failMalformed(v + 4 + len - 1, absl::StrCat(sv(what), " is not NUL-terminated"));
  }
  size = 4 + static_cast<uint32_t>(len);
  return true;
}

bool sizeDocument(const uint8_t* v, size_t avail, uint32_t& size, ParseContext& ctx, std::string_view what) {
  if (avail < 4) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length prefix needs 4 bytes but only ", avail, " remain"));
  }
  const int32_t len = loadLE<int32_t>(v);
  if (len < 5) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length ", len, " is less than 5"));
  }
  if (static_cast<uint64_t>(len) > avail) {
    return ctx.failMalformed(v, absl::StrCat(sv(what), " length ", len, " overruns its parent (", avail,
                                             " bytes remain)"));
  }
  if (v[len - 1] != 0) {
    return ctx.failMalformed(v + len - 1, absl::StrCat(sv(what), " does not end with a NUL byte"));
  }
  size = static_cast<uint32_t>(len);
  return true;
}

}  // namespace

int64_t BsonCursor::sizeVariable(const uint8_t* end, uint8_t type, const uint8_t* v,
                                 ParseContext& ctx) noexcept {
  uint32_t size = 0;
  return sizeVariableInto(end, type, v, size, ctx) ? int64_t{size} : kFailedSize;
}

bool BsonCursor::sizeVariableInto(const uint8_t* end, uint8_t type, const uint8_t* v, uint32_t& size,
                                  ParseContext& ctx) noexcept {
  const size_t avail = static_cast<size_t>(end - v);
  switch (static_cast<BsonType>(type)) {
    case BsonType::kString:
    case BsonType::kJavaScript:
    case BsonType::kSymbol:
      return sizeString(v, avail, size, ctx, typeName(static_cast<BsonType>(type)));
    case BsonType::kObject:
      return sizeDocument(v, avail, size, ctx, "embedded document");
    case BsonType::kArray:
      return sizeDocument(v, avail, size, ctx, "embedded array");
    case BsonType::kBinData: {
      if (avail < 5) {
        return ctx.failMalformed(v, absl::StrCat("binData header needs 5 bytes but only ", avail, " remain"));
      }
      const int32_t len = loadLE<int32_t>(v);
      if (len < 0 || static_cast<uint64_t>(len) > avail - 5) {
        return ctx.failMalformed(v, absl::StrCat("binData length ", len, " is negative or runs past the end (",
                                                 avail - 5, " bytes remain)"));
      }
      if (v[4] == kBinDataOld) {
        // Subtype 2 repeats the length inside: it must be len - 4.
        if (len < 4 || loadLE<int32_t>(v + 5) != len - 4) {
          return ctx.failMalformed(v + 5, "binData subtype 2 inner length does not match its outer length");
        }
      }
      size = 5 + static_cast<uint32_t>(len);
      return true;
    }
    case BsonType::kRegex: {
      const auto* patternEnd = static_cast<const uint8_t*>(std::memchr(v, 0, avail));
      if (patternEnd == nullptr) return ctx.failMalformed(v, "regex pattern is not NUL-terminated");
      const size_t rest = avail - static_cast<size_t>(patternEnd + 1 - v);
      const auto* optionsEnd = static_cast<const uint8_t*>(std::memchr(patternEnd + 1, 0, rest));
      if (optionsEnd == nullptr) return ctx.failMalformed(patternEnd + 1, "regex options are not NUL-terminated");
      size = static_cast<uint32_t>(optionsEnd + 1 - v);
      return true;
    }
    case BsonType::kDbPointer: {
      uint32_t ns;
      if (!sizeString(v, avail, ns, ctx, "dbPointer namespace")) return false;
      if (avail - ns < 12) return ctx.failMalformed(v + ns, "dbPointer ObjectId needs 12 bytes");
      size = ns + 12;
      return true;
    }
    case BsonType::kJavaScriptWithScope: {
      if (avail < 4) return ctx.failMalformed(v, "javascriptWithScope length prefix needs 4 bytes");
      const int32_t total = loadLE<int32_t>(v);
      // int32 total + string (>= 5 bytes) + document (>= 5 bytes)
      if (total < 14 || static_cast<uint64_t>(total) > avail) {
        return ctx.failMalformed(v, absl::StrCat("javascriptWithScope length ", total,
                                                 " is less than 14 or runs past the end"));
      }
      uint32_t code, scope;
      if (!sizeString(v + 4, static_cast<size_t>(total) - 4, code, ctx, "javascriptWithScope code")) return false;
      if (!sizeDocument(v + 4 + code, static_cast<size_t>(total) - 4 - code, scope, ctx,
                        "javascriptWithScope scope")) {
        return false;
      }
      if (4 + code + scope != static_cast<uint32_t>(total)) {
        return ctx.failMalformed(v, "javascriptWithScope length does not equal the size of its parts");
      }
      size = static_cast<uint32_t>(total);
      return true;
    }
    default:
      break;
  }
  if (detail::kFixedValueSize[type] >= 0) {
    // Reached only through a caller that skipped the fixed-size fast path.
    const int8_t fixed = detail::kFixedValueSize[type];
    if (avail < static_cast<size_t>(fixed) || (type == 0x08 && v[0] > 1)) return failFixed(end, type, v, ctx);
    size = static_cast<uint32_t>(fixed);
    return true;
  }
  // The type byte sits just before the name; v is after it. Report at the
  // value, naming the byte.
  return ctx.failMalformed(v, absl::StrFormat("unknown BSON type 0x%02x", type));
}

RegexView BsonElement::asRegex() const noexcept {
  const auto* pattern = reinterpret_cast<const char*>(value_);
  const size_t patternSize = std::strlen(pattern);  // bounded: checked by the cursor
  const char* options = pattern + patternSize + 1;
  return {{pattern, patternSize}, {options, valueSize_ - patternSize - 2}};
}

DbPointerView BsonElement::asDbPointer() const noexcept {
  const uint32_t ns = loadLE<uint32_t>(value_);
  DbPointerView out;
  out.ns = {reinterpret_cast<const char*>(value_ + 4), ns - 1};
  std::memcpy(out.id.bytes.data(), value_ + 4 + ns, 12);
  return out;
}

CodeWithScopeView BsonElement::asCodeWithScope() const noexcept {
  const uint32_t code = loadLE<uint32_t>(value_ + 4);
  const uint8_t* scope = value_ + 8 + code;
  return {{reinterpret_cast<const char*>(value_ + 8), code - 1},
          BsonDocument::fromValidatedBytes(scope, loadLE<uint32_t>(scope))};
}

// validateDeep(ParseContext&) is in bson_validate.cc, with the rest of deep validation.
absl::Status BsonDocument::validateDeep(uint32_t maxDepth) const {
  ParseContext ctx(data_, maxDepth);
  if (!validateDeep(ctx)) return ctx.takeStatus();
  return absl::OkStatus();
}

}  // namespace switchyard
