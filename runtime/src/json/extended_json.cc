// Relaxed Extended JSON v2 (see extended_json.h). The layout and every rule
// below are checked against pymongo's bson.json_util (tests/runtime,
// fixtures_gen.h made by make_fixtures.py).
#include "switchyard/json/extended_json.h"

#include <algorithm>

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <system_error>

#include "absl/strings/escaping.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendUnicodeEscape(uint32_t unit, std::string* out) {
  const char escape[] = {'\\', 'u', kHex[(unit >> 12) & 15], kHex[(unit >> 8) & 15], kHex[(unit >> 4) & 15],
                         kHex[unit & 15]};
  out->append(escape, sizeof escape);
}

// The code point of the UTF-8 sequence at s[i] and its length; {0xFFFD, 1} for
// a byte that does not start a valid (shortest-form, non-surrogate) sequence.
std::pair<uint32_t, size_t> decodeUtf8(std::string_view s, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<uint8_t>(s[k]); };
  const uint8_t b0 = byte(i);
  size_t length;
  uint32_t cp, min;
  if (b0 >= 0xC2 && b0 <= 0xDF) { length = 2; cp = b0 & 0x1F; min = 0x80; }
  else if (b0 >= 0xE0 && b0 <= 0xEF) { length = 3; cp = b0 & 0x0F; min = 0x800; }
  else if (b0 >= 0xF0 && b0 <= 0xF4) { length = 4; cp = b0 & 0x07; min = 0x10000; }
  else return {0xFFFD, 1};
  if (s.size() - i < length) return {0xFFFD, 1};
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return {0xFFFD, 1};
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {0xFFFD, 1};
  return {cp, length};
}

// A JSON string as Python's json.dumps(ensure_ascii=True) writes it.
void appendString(std::string_view s, std::string* out) {
  out->push_back('"');
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<uint8_t>(s[i]);
    if (c >= 0x80) {
      const auto [cp, length] = decodeUtf8(s, i);
      i += length;
      if (cp >= 0x10000) {
        appendUnicodeEscape(0xD800 + ((cp - 0x10000) >> 10), out);
        appendUnicodeEscape(0xDC00 + ((cp - 0x10000) & 0x3FF), out);
      } else {
        appendUnicodeEscape(cp, out);
      }
      continue;
    }
    ++i;
    switch (c) {
      case '"': out->append("\\\""); break;
      case '\\': out->append("\\\\"); break;
      case '\n': out->append("\\n"); break;
      case '\r': out->append("\\r"); break;
      case '\t': out->append("\\t"); break;
      case '\b': out->append("\\b"); break;
      case '\f': out->append("\\f"); break;
      default:
        if (c < 0x20 || c == 0x7F) appendUnicodeEscape(c, out);  // json.dumps escapes DEL too
        else out->push_back(static_cast<char>(c));
    }
  }
  out->push_back('"');
}

void appendInteger(int64_t v, std::string* out) {
  char buf[24];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out->append(buf, r.ptr);
}

// A finite double as Python's repr: the shortest digits that read back to the
// same value; positional for decimal exponents -4..15 (always with a fraction,
// "1.0"), else d.ddde+XX with at least two exponent digits.
void appendFiniteDouble(double d, std::string* out) {
  char buf[40];
  const auto r = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string_view sci(buf, static_cast<size_t>(r.ptr - buf));  // [-]d[.ddd]e[+-]XX
  const size_t e = sci.find('e');
  int exponent = 0;
  std::from_chars(sci.data() + e + (sci[e + 1] == '+' ? 2 : 1), sci.data() + sci.size(), exponent);
  std::string_view mantissa = sci.substr(0, e);
  if (mantissa.front() == '-') {
    out->push_back('-');
    mantissa.remove_prefix(1);
  }
  std::string digits;
  for (char c : mantissa) {
    if (c != '.') digits.push_back(c);
  }
  if (exponent >= -4 && exponent < 16) {
    const int point = exponent + 1;  // digits before the decimal point
    if (point <= 0) {
      out->append("0.");
      out->append(static_cast<size_t>(-point), '0');
      out->append(digits);
    } else if (static_cast<size_t>(point) >= digits.size()) {
      out->append(digits);
      out->append(static_cast<size_t>(point) - digits.size(), '0');
      out->append(".0");
    } else {
      out->append(digits, 0, static_cast<size_t>(point));
      out->push_back('.');
      out->append(digits, static_cast<size_t>(point));
    }
    return;
  }
  out->push_back(digits[0]);
  if (digits.size() > 1) {
    out->push_back('.');
    out->append(digits, 1);
  }
  out->push_back('e');
  out->push_back(exponent < 0 ? '-' : '+');
  const int magnitude = std::abs(exponent);  // at most 324
  if (magnitude < 10) out->push_back('0');
  appendInteger(magnitude, out);
}

void appendDouble(double d, std::string* out) {
  if (std::isnan(d)) out->append(R"({"$numberDouble": "NaN"})");
  else if (std::isinf(d)) out->append(d > 0 ? R"({"$numberDouble": "Infinity"})" : R"({"$numberDouble": "-Infinity"})");
  else appendFiniteDouble(d, out);
}

void appendObjectId(const ObjectId& id, std::string* out) {
  out->append(R"({"$oid": ")");
  for (uint8_t b : id.bytes) {
    out->push_back(kHex[b >> 4]);
    out->push_back(kHex[b & 15]);
  }
  out->append("\"}");
}

// Milliseconds since the epoch: an ISO-8601 string for years 1970-9999 (with
// milliseconds only when non-zero, as pymongo writes it), else $numberLong.
void appendDate(int64_t ms, std::string* out) {
  constexpr int64_t kMaxIsoMs = 253402300799999;  // 9999-12-31T23:59:59.999Z
  if (ms < 0 || ms > kMaxIsoMs) {
    out->append(R"({"$date": {"$numberLong": ")");
    appendInteger(ms, out);
    out->append("\"}}");
    return;
  }
  using namespace std::chrono;
  const sys_time<milliseconds> t{milliseconds(ms)};
  const auto day = floor<days>(t);
  const year_month_day ymd{day};
  const hh_mm_ss<milliseconds> time{t - day};
  char buf[96];
  int n = std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02lld", static_cast<int>(ymd.year()),
                        static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                        static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                        static_cast<long long>(time.seconds().count()));
  const auto millis = static_cast<int>(time.subseconds().count());
  if (millis != 0) n += std::snprintf(buf + n, sizeof buf - static_cast<size_t>(n), ".%03d", millis);
  out->append(R"({"$date": ")");
  out->append(buf, static_cast<size_t>(n));
  out->append("Z\"}");
}

// A Decimal128 as the BSON specification's to-string (the General Decimal
// Arithmetic's to-scientific-string): NaN, [-]Infinity, or the coefficient's
// digits, positional when the exponent is <= 0 and the adjusted exponent >= -6,
// else d[.ddd]E[+-]n. Non-canonical encodings are zero (coefficient above
// 10^34 - 1; the second form, whose exponent follows its two marker bits).
void appendDecimal(const Decimal128& d, std::string* out) {
  __extension__ typedef unsigned __int128 U128;
  const uint64_t low = loadLE<uint64_t>(d.bytes.data());
  const uint64_t high = loadLE<uint64_t>(d.bytes.data() + 8);
  const bool negative = (high >> 63) != 0;
  int exponent;
  U128 coefficient;
  out->append(R"({"$numberDecimal": ")");
  if (((high >> 61) & 3) == 3) {
    if (((high >> 59) & 3) == 3) {
      const bool nan = ((high >> 58) & 1) != 0;
      out->append(nan ? "NaN" : (negative ? "-Infinity" : "Infinity"));
      out->append("\"}");
      return;
    }
    exponent = static_cast<int>((high >> 47) & 0x3FFF) - 6176;
    coefficient = 0;
  } else {
    exponent = static_cast<int>((high >> 49) & 0x3FFF) - 6176;
    coefficient = (static_cast<U128>(high & 0x1FFFFFFFFFFFFull) << 64) | low;
    constexpr U128 kMaxCoefficient = static_cast<U128>(10000000000000000ull) * 1000000000000000000ull - 1;
    if (coefficient > kMaxCoefficient) coefficient = 0;
  }
  char reversed[40];
  size_t n = 0;
  do {
    reversed[n++] = static_cast<char>('0' + static_cast<int>(coefficient % 10));
    coefficient /= 10;
  } while (coefficient != 0);
  std::string digits(std::make_reverse_iterator(reversed + n), std::make_reverse_iterator(reversed));
  if (negative) out->push_back('-');
  const int adjusted = exponent + static_cast<int>(digits.size()) - 1;
  if (exponent <= 0 && adjusted >= -6) {
    const int point = static_cast<int>(digits.size()) + exponent;  // digits before the point
    if (exponent == 0) {
      out->append(digits);
    } else if (point <= 0) {
      out->append("0.");
      out->append(static_cast<size_t>(-point), '0');
      out->append(digits);
    } else {
      out->append(digits, 0, static_cast<size_t>(point));
      out->push_back('.');
      out->append(digits, static_cast<size_t>(point));
    }
  } else {
    out->push_back(digits[0]);
    if (digits.size() > 1) {
      out->push_back('.');
      out->append(digits, 1);
    }
    out->push_back('E');
    out->push_back(adjusted < 0 ? '-' : '+');
    appendInteger(adjusted < 0 ? -static_cast<int64_t>(adjusted) : adjusted, out);
  }
  out->append("\"}");
}

void appendDocument(const BsonDocument& doc, bool array, std::string* out);

void appendValue(const BsonElement& e, std::string* out) {
  switch (e.type()) {
    case BsonType::kDouble: appendDouble(e.asDouble(), out); return;
    case BsonType::kString: appendString(e.asString(), out); return;
    case BsonType::kObject: appendDocument(e.asDocument(), false, out); return;
    case BsonType::kArray: appendDocument(e.asDocument(), true, out); return;
    case BsonType::kBinData: {
      const BinDataView bin = e.asBinData();
      out->append(R"({"$binary": {"base64": ")");
      out->append(absl::Base64Escape(absl::string_view(reinterpret_cast<const char*>(bin.bytes.data()),
                                                       bin.bytes.size())));
      out->append(R"(", "subType": ")");
      out->push_back(kHex[bin.subtype >> 4]);
      out->push_back(kHex[bin.subtype & 15]);
      out->append("\"}}");
      return;
    }
    case BsonType::kUndefined: out->append(R"({"$undefined": true})"); return;
    case BsonType::kObjectId: appendObjectId(e.asObjectId(), out); return;
    case BsonType::kBool: out->append(e.asBool() ? "true" : "false"); return;
    case BsonType::kDate: appendDate(e.asDate(), out); return;
    case BsonType::kNull: out->append("null"); return;
    case BsonType::kRegex: {
      const RegexView re = e.asRegex();
      out->append(R"({"$regularExpression": {"pattern": )");
      appendString(re.pattern, out);
      out->append(R"(, "options": )");
      // Extended JSON writes the options sorted ("imx", as pymongo and the
      // specification's regex tests do), whatever order the BSON stores them in.
      std::string options(re.options);
      std::sort(options.begin(), options.end());
      appendString(options, out);
      out->append("}}");
      return;
    }
    case BsonType::kDbPointer: {
      const DbPointerView p = e.asDbPointer();
      out->append(R"({"$dbPointer": {"$ref": )");
      appendString(p.ns, out);
      out->append(R"(, "$id": )");
      appendObjectId(p.id, out);
      out->append("}}");
      return;
    }
    case BsonType::kJavaScript:
      out->append(R"({"$code": )");
      appendString(e.asString(), out);
      out->push_back('}');
      return;
    case BsonType::kSymbol:
      out->append(R"({"$symbol": )");
      appendString(e.asString(), out);
      out->push_back('}');
      return;
    case BsonType::kJavaScriptWithScope: {
      const CodeWithScopeView cws = e.asCodeWithScope();
      out->append(R"({"$code": )");
      appendString(cws.code, out);
      out->append(R"(, "$scope": )");
      appendDocument(cws.scope, false, out);
      out->push_back('}');
      return;
    }
    case BsonType::kInt32: appendInteger(e.asInt32(), out); return;
    case BsonType::kTimestamp: {
      const Timestamp ts = e.asTimestamp();
      out->append(R"({"$timestamp": {"t": )");
      appendInteger(ts.seconds, out);
      out->append(R"(, "i": )");
      appendInteger(ts.increment, out);
      out->append("}}");
      return;
    }
    case BsonType::kInt64: appendInteger(e.asInt64(), out); return;
    case BsonType::kDecimal128: appendDecimal(e.asDecimal128(), out); return;
    case BsonType::kMinKey: out->append(R"({"$minKey": 1})"); return;
    case BsonType::kMaxKey: out->append(R"({"$maxKey": 1})"); return;
    case BsonType::kEoo: break;
  }
  out->append("null");  // not reached: validateDeep accepts only the types above
}

// A validated document (nesting bounded by validateDeep's depth limit).
void appendDocument(const BsonDocument& doc, bool array, std::string* out) {
  out->push_back(array ? '[' : '{');
  BsonCursor cursor = doc.elements();
  ParseContext ctx(doc.data());
  BsonElement e;
  bool first = true;
  while (cursor.next(e, ctx)) {
    if (!first) out->append(", ");
    first = false;
    if (!array) {
      appendString(e.name(), out);
      out->append(": ");
    }
    appendValue(e, out);
  }
  out->push_back(array ? ']' : '}');
}

}  // namespace

absl::StatusOr<std::string> toRelaxedExtendedJson(const BsonDocument& doc) {
  if (absl::Status valid = doc.validateDeep(); !valid.ok()) return valid;
  std::string out;
  out.reserve(doc.size() * 2);
  appendDocument(doc, false, &out);
  return out;
}

std::string serializedToExtendedJson(const BsonDocument& doc) {
  absl::StatusOr<std::string> text = toRelaxedExtendedJson(doc);
  return text.ok() ? *std::move(text) : std::string(text.status().message());
}

}  // namespace switchyard
