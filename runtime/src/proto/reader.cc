// The out-of-line parts of protobuf reading: slow varint paths, skipping
// unknown fields, and the (cold) error formatting of ProtoParseContext.
#include "switchyard/proto/reader.h"

#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "base/field_errors.h"
#include "switchyard/proto/internal/embedded.h"

namespace switchyard {

using internal::kProtoField;
using internal::sv;

namespace proto {

const uint8_t* readVarintSlow(const uint8_t* p, const uint8_t* end, uint64_t& out) noexcept {
  uint64_t v = 0;
  if (end - p >= kMaxVarintBytes) [[likely]] {
    // Room for the longest varint: no bounds checks, the loop unrolled.
#pragma GCC unroll 9
    for (int i = 0; i < kMaxVarintBytes - 1; ++i) {
      const uint64_t b = p[i];
      v |= (b & 0x7f) << (7 * i);
      if (b < 0x80) {
        out = v;
        return p + i + 1;
      }
    }
    const uint64_t last = p[kMaxVarintBytes - 1];
    if (last > 1) return nullptr;  // overlong: more than 64 bits, or an 11th byte
    out = v | (last << 63);
    return p + kMaxVarintBytes;
  }
  for (int i = 0; i < 10; ++i) {
    if (p >= end) return nullptr;  // truncated
    const uint8_t b = *p++;
    if (i == 9 && b > 1) return nullptr;  // overlong: more than 64 bits
    v |= static_cast<uint64_t>(b & 0x7f) << (7 * i);
    if (b < 0x80) {
      out = v;
      return p;
    }
  }
  return nullptr;  // overlong: an 11th byte
}

const uint8_t* readTagSlow(const uint8_t* p, const uint8_t* end, uint32_t& tag) noexcept {
  uint64_t v;
  p = readVarint(p, end, v);
  if (p == nullptr || v > UINT32_MAX || (v >> 3) == 0) return nullptr;
  tag = static_cast<uint32_t>(v);
  return p;
}

const uint8_t* skipField(const uint8_t* p, const uint8_t* end, uint32_t tag) noexcept {
  switch (tag & 7) {
    case kVarint: {
      uint64_t ignored;
      return readVarint(p, end, ignored);
    }
    case kFixed64:
      return end - p >= 8 ? p + 8 : nullptr;
    case kLengthDelimited: {
      uint32_t size;
      p = readLength(p, end, size);
      return p == nullptr ? nullptr : p + size;
    }
    case kFixed32:
      return end - p >= 4 ? p + 4 : nullptr;
    default:  // groups (3, 4) are not supported; 6 and 7 are undefined
      return nullptr;
  }
}

}  // namespace proto

namespace {

using internal::offsetFrom;

// What is wrong with the varint at p: "truncated" or "overlong".
std::string_view varintProblem(const uint8_t* p, const uint8_t* end) noexcept {
  for (int i = 0; i < 10; ++i) {
    if (p + i >= end) return "truncated varint";
    if (i == 9 && p[i] > 1) return "overlong varint (more than 64 bits)";
    if (p[i] < 0x80) return "";
  }
  return "overlong varint (more than 10 bytes)";
}

std::string_view wireTypeName(uint32_t wireType) noexcept {
  switch (wireType) {
    case proto::kVarint: return "varint";
    case proto::kFixed64: return "fixed64";
    case proto::kLengthDelimited: return "length-delimited";
    case proto::kStartGroup: return "start-group";
    case proto::kEndGroup: return "end-group";
    case proto::kFixed32: return "fixed32";
    default: return "undefined";
  }
}

}  // namespace

std::string ProtoParseContext::joinPath(std::string_view field, size_t limit) const {
  std::string out;
  for (uint32_t i = 0; i < size_; ++i) {
    internal::appendPathComponent(out, std::string_view(path_[i].data, path_[i].size), limit);
  }
  if (!field.empty()) internal::appendPathComponent(out, field, limit);
  return out;
}

std::string ProtoParseContext::pathTo(std::string_view field) const { return joinPath(field, kMaxQuotedNameBytes); }

std::string ProtoParseContext::fullPathTo(std::string_view field) const {
  return joinPath(field, std::string_view::npos);
}

void ProtoParseContext::setError(absl::Status status) { internal::keepFirst(status_, std::move(status)); }

void ProtoParseContext::setFieldError(absl::Status status, std::string_view field) {
  if (!status_.ok()) return;
  status_ = internal::withPath(std::move(status), fullPathTo(field));
}

bool ProtoParseContext::malformed(const uint8_t* at, std::string_view message) {
  setError(internal::malformedAt("protobuf", pathTo(""), offsetFrom(base_, at), message));
  return false;
}

bool ProtoParseContext::failTag(const uint8_t* at, const uint8_t* end) {
  std::string_view problem = varintProblem(at, end);
  if (!problem.empty()) return malformed(at, absl::StrCat(sv(problem), " in a field tag"));
  uint64_t v = 0;
  proto::readVarintSlow(at, end, v);
  if (v > UINT32_MAX) return malformed(at, absl::StrCat("field tag ", v, " does not fit 32 bits"));
  return malformed(at, "field number 0 is not valid");
}

bool ProtoParseContext::failVarint(std::string_view field, const uint8_t* at, const uint8_t* end) {
  std::string_view problem = varintProblem(at, end);
  return malformed(at, absl::StrCat(sv(problem.empty() ? "malformed varint" : problem), " in field '",
                                    pathTo(field), "'"));
}

bool ProtoParseContext::failLength(std::string_view field, const uint8_t* at, const uint8_t* end) {
  std::string_view problem = varintProblem(at, end);
  if (!problem.empty()) {
    return malformed(at, absl::StrCat(sv(problem), " in the length of field '", pathTo(field), "'"));
  }
  uint64_t size = 0;
  const uint8_t* value = proto::readVarintSlow(at, end, size);
  return malformed(at, absl::StrCat("field '", pathTo(field), "' has length ", size, " but only ",
                                    value != nullptr ? end - value : 0, " bytes are left in its message"));
}

bool ProtoParseContext::failFixed(std::string_view field, const uint8_t* at, uint32_t width) {
  return malformed(at, absl::StrCat("truncated ", width * 8, "-bit value in field '", pathTo(field), "'"));
}

bool ProtoParseContext::failPackedSize(std::string_view field, const uint8_t* at, uint32_t size, uint32_t width) {
  return malformed(at, absl::StrCat("packed field '", pathTo(field), "' has length ", size,
                                    ", not a multiple of its ", width, "-byte elements"));
}

bool ProtoParseContext::failValueAt(ErrorCode code, const uint8_t* at, std::string message) {
  const uint64_t offset = offsetFrom(base_, at);
  absl::StrAppend(&message, " (at byte offset ", offset, ")");
  setError(internal::withOffset(makeError(code, message), offset));
  return false;
}

bool ProtoParseContext::failWireType(std::string_view field, uint32_t tag, const uint8_t* at,
                                     std::string_view expected) {
  return failValueAt(ErrorCode::kTypeMismatch, at,
                     absl::StrCat("protobuf field '", pathTo(field), "' (number ", tag >> 3, ") has wire type ",
                                  tag & 7, " (", sv(wireTypeName(tag & 7)), "), expected ", sv(expected)));
}

bool ProtoParseContext::failUnknown(uint32_t tag, const uint8_t* at, const uint8_t* end) {
  const uint32_t wireType = tag & 7;
  if (wireType == proto::kStartGroup || wireType == proto::kEndGroup) {
    return malformed(at, absl::StrCat("field number ", tag >> 3, " uses the ", sv(wireTypeName(wireType)),
                                      " wire type; groups are not supported"));
  }
  if (wireType == 6 || wireType == 7) {
    return malformed(at, absl::StrCat("field number ", tag >> 3, " has undefined wire type ", wireType));
  }
  const std::string field = absl::StrCat("<unknown field ", tag >> 3, ">");
  if (wireType == proto::kVarint) return failVarint(field, at, end);
  if (wireType == proto::kLengthDelimited) return failLength(field, at, end);
  return failFixed(field, at, wireType == proto::kFixed64 ? 8 : 4);
}

bool ProtoParseContext::failMissing(std::string_view field, uint32_t number) {
  setFieldError(makeError(ErrorCode::kMissingField, absl::StrCat("protobuf field '", pathTo(field), "' (number ",
                                                                 number, ") is missing but a required field")),
                field);
  return false;
}

bool ProtoParseContext::failTooDeep(const uint8_t* at) {
  const uint64_t offset = offsetFrom(base_, at);
  setError(internal::withOffset(
      makeError(ErrorCode::kOverflow, absl::StrCat("protobuf message exceeds maximum nesting depth ", maxDepth_,
                                                   " (in '", pathTo(""), "' at byte offset ", offset, ")")),
      offset));
  return false;
}

bool ProtoParseContext::failRange(std::string_view field, uint64_t value, std::string_view cppType) {
  setFieldError(makeError(ErrorCode::kBadValue, absl::StrCat("protobuf field '", pathTo(field), "' value ", value,
                                                             " does not fit ", sv(cppType))),
                field);
  return false;
}

bool ProtoParseContext::failBadEnum(std::string_view field, std::string_view value) {
  setFieldError(internal::badEnumValue(pathTo(field), value), field);
  return false;
}

bool ProtoParseContext::failBadEnum(std::string_view field, int64_t value) {
  setFieldError(internal::badEnumValue(pathTo(field), value), field);
  return false;
}

bool ProtoParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                      int64_t actual) {
  setFieldError(internal::validatorFailed(kProtoField, pathTo(field), op, bound, actual), field);
  return false;
}

bool ProtoParseContext::failValidator(std::string_view field, std::string_view op, std::string_view bound,
                                      double actual) {
  setFieldError(internal::validatorFailed(kProtoField, pathTo(field), op, bound, actual), field);
  return false;
}

bool ProtoParseContext::failCallback(std::string_view field, const absl::Status& status) {
  setFieldError(internal::callbackFailed(kProtoField, pathTo(field), status), field);
  return false;
}

bool ProtoParseContext::failByteCount(std::string_view field, const uint8_t* at, uint32_t size, uint32_t expected,
                                      std::string_view what) {
  return failValueAt(ErrorCode::kBadValue, at,
                     absl::StrCat("protobuf field '", pathTo(field), "' has ", size, " bytes; ", sv(what), " has ",
                                  expected));
}

bool ProtoParseContext::failEmbeddedType(std::string_view field, const uint8_t* at, uint8_t actual,
                                         std::initializer_list<uint8_t> expected) {
  std::string message = absl::StrCat("protobuf field '", pathTo(field), "' holds a BSON element of type '",
                                     sv(typeName(static_cast<BsonType>(actual))), "', expected ");
  bool first = true;
  for (uint8_t t : expected) {
    absl::StrAppend(&message, first ? "'" : ", '", sv(typeName(static_cast<BsonType>(t))), "'");
    first = false;
  }
  return failValueAt(ErrorCode::kTypeMismatch, at, std::move(message));
}

bool ProtoParseContext::failEmbeddedBson(std::string_view field, const uint8_t* at, const uint8_t* p,
                                         uint32_t size, bool document) {
  const std::string why = document ? proto::describeBadDocument(p, size) : proto::describeBadElement(p, size);
  return malformed(at, absl::StrCat("field '", pathTo(field), "' does not hold a BSON ",
                                    document ? "document" : "element with an empty name", ": ", why));
}

}  // namespace switchyard
