// Small helpers used only by generated parsers and serializers: array index
// checks, binData subtype and UUID checks, safe-integer coercion errors, and
// the value handling of `any` fields. Everything here is either a tiny inline
// hot-path test or a cold out-of-line error path.
#pragma once

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>

#include "switchyard/writer/internal/array_index.h"
#include "switchyard/bson/document.h"
#include "switchyard/writer/span_writer.h"
#include "switchyard/bson/type.h"
#include "switchyard/writer/bson_writer.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/bson/internal/coerce.h"
#include "switchyard/base/error.h"
#include "switchyard/base/internal/name_hash.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {

// The type byte of a BsonType, for switch labels and comparisons.
constexpr uint8_t typeByte(BsonType t) noexcept { return static_cast<uint8_t>(t); }

// The name at `name` (whose 8 raw bytes are `raw`) is Name and its NUL: the
// word compare shaped for hits (after the hash dispatch's jump), then for
// names of 8 characters or more the rest, bounded by the cursor's end.
template <FixedName Name>
[[gnu::always_inline]] inline bool wordNameIs(uint64_t raw, const BsonCursor& cursor,
                                              const uint8_t* name) noexcept {
  if constexpr (Name.kBytes <= 8) {
    return rawWordMatches<Name>(raw);
  } else {
    return rawWordMatches<Name>(raw) && cursor.hasBytes(name, Name.kBytes) && nameRestIs<Name>(name);
  }
}

// The same truth shaped for misses (an expected-next-field test): rawWordIs.
template <FixedName Name>
[[gnu::always_inline]] inline bool expectedNameIs(uint64_t raw, const BsonCursor& cursor,
                                                  const uint8_t* name) noexcept {
  if constexpr (Name.kBytes <= 8) {
    return rawWordIs<Name>(raw);
  } else {
    return rawWordIs<Name>(raw) && cursor.hasBytes(name, Name.kBytes) && nameRestIs<Name>(name);
  }
}

// A handler's expected-next-field test (the raw form) on the element at p,
// which holds a type byte and 8 name bytes (startsBy): whether its name is
// Name. Sets `name` and `word` (the name's 8 raw bytes), which a miss hands
// to the hash dispatch.
template <FixedName Name>
[[gnu::always_inline]] inline bool nextNameIs(const uint8_t* p, const BsonCursor& cursor,
                                              const uint8_t*& name, uint64_t& word) noexcept {
  name = p + 1;
  word = loadLE<uint64_t>(name);
  return expectedNameIs<Name>(word, cursor, name);
}

// A handler's value framed at [value, value + size): the cursor moves past it
// and `e` is the element (its name `nameSize` bytes at p + 1).
[[gnu::always_inline]] inline void takeValue(BsonCursor& cursor, BsonElement& e, const uint8_t* p,
                                             uint32_t nameSize, const uint8_t* value,
                                             uint32_t size) noexcept {
  cursor.advanceTo(value + size);
  e.set(p, nameSize, value, size);
}

namespace detail {
// isArrayIndex for indexes of four digits or more (arrays over 1,000 elements).
[[gnu::noinline]] inline bool isLongArrayIndex(std::string_view name, uint32_t index) noexcept {
  const ArrayIndexName expected(index);
  return name == expected.view();
}
}  // namespace detail

// True when `name` is the canonical decimal rendering of `index` ("0", "1",
// ...), as BSON arrays require. Called once per array element by every
// generated array parser: up to 999 it is a length test and one compare of
// the name's bytes against the digits table (no rendering into a temporary,
// no memcmp call).
[[gnu::always_inline]] inline bool isArrayIndex(std::string_view name, uint32_t index) noexcept {
  if (index < 10) return name.size() == 1 && name[0] == static_cast<char>('0' + index);
  const auto* bytes = reinterpret_cast<const uint8_t*>(name.data());
  // kIndexDigits[i] is "ddd\0" zero-padded: shifted right by a byte it is
  // the two digits of i < 100; below 1000 it is the three digits as they are.
  if (index < 100) return name.size() == 2 && loadLE<uint16_t>(bytes) == kIndexDigits[index] >> 8;
  if (index < 1000) {
    return name.size() == 3 && (loadLE<uint16_t>(bytes) | uint32_t{bytes[2]} << 16) == kIndexDigits[index];
  }
  return detail::isLongArrayIndex(name, index);
}

// MongoDB's name for a binData subtype, as in its error messages.
constexpr std::string_view binDataSubtypeName(uint8_t subtype) noexcept {
  switch (subtype) {
    case 0x00: return "general";
    case 0x01: return "function";
    case 0x02: return "byte(deprecated)";
    case 0x03: return "UUID(deprecated)";
    case 0x04: return "UUID";
    case 0x05: return "MD5";
    case 0x06: return "encrypt";
    case 0x07: return "column";
    case 0x08: return "sensitive";
    case 0x80: return "Custom";
    default: return "invalid";
  }
}

// TypeMismatch (14) for a binData of the wrong subtype:
// "BSON field 'find.collectionUUID' is the wrong binData type 'general', expected type 'UUID'".
[[gnu::cold, gnu::noinline]] inline bool failBinDataSubtype(ParseContext& ctx, std::string_view field,
                                                           uint8_t actual, uint8_t expected) {
  std::string message = "BSON field '";
  message += ctx.pathTo(field);
  message += "' is the wrong binData type '";
  message += binDataSubtypeName(actual);
  message += "', expected type '";
  message += binDataSubtypeName(expected);
  message += "'";
  return ctx.fail(ErrorCode::kTypeMismatch, message);
}

// BadValue (2) for a UUID binData whose length is not 16.
[[gnu::cold, gnu::noinline]] inline bool failUuidSize(ParseContext& ctx, std::string_view field) {
  std::string message = "BSON field '";
  message += ctx.pathTo(field);
  message += "' uuid must be a 16-byte binary field with UUID (4) subtype";
  return ctx.fail(ErrorCode::kBadValue, message);
}

// Reads a UUID from a binData element: subtype 4 and exactly 16 bytes.
[[nodiscard, gnu::always_inline]] inline bool readUuid(const BsonElement& e, std::string_view field,
                                                       ParseContext& ctx, Uuid* out) {
  const BinDataView b = e.asBinData();
  if (b.subtype != kBinDataUuid) [[unlikely]] {
    return failBinDataSubtype(ctx, field, b.subtype, kBinDataUuid);
  }
  if (b.bytes.size() != 16) [[unlikely]] {
    return failUuidSize(ctx, field);
  }
  std::memcpy(out->bytes.data(), b.bytes.data(), 16);
  return true;
}

// TypeMismatch (14) for a command whose first element is not a collection
// name: "collection name has invalid type int" (MongoDB's IDL parser,
// IDLParserContext::checkAndAssertCollectionName; older servers said 73).
[[gnu::cold, gnu::noinline]] inline bool failCollectionNameType(ParseContext& ctx, BsonType actual) {
  std::string message = "collection name has invalid type ";
  message += typeName(actual);
  return ctx.fail(ErrorCode::kTypeMismatch, message);
}

// The error for a first element that is not a collection name (namespace
// concatenate_with_db): a UUID gets MongoDB's BadValue "Collection name must
// be provided. UUID is not valid in this context", other types TypeMismatch.
[[gnu::cold, gnu::noinline]] inline bool failCollectionName(ParseContext& ctx, const BsonElement e) {
  if (e.type() == BsonType::kBinData && e.asBinData().subtype == kBinDataUuid) {
    return ctx.fail(ErrorCode::kBadValue, "Collection name must be provided. UUID is not valid in this context");
  }
  return failCollectionNameType(ctx, e.type());
}

// allow_global_collection_name: the first element is the number 1 (int, long,
// double or decimal equal to 1), a collection-less command ({aggregate: 1}).
inline bool isGlobalCollectionName(const BsonElement& e) noexcept {
  int64_t v = 0;
  return exactInt64(e, &v) && v == 1;
}

// The error for a first element that is neither a collection name nor 1:
// MongoDB's BadValue for another number, else as failCollectionName.
[[gnu::cold, gnu::noinline]] inline bool failGlobalCollectionName(ParseContext& ctx, const BsonElement e) {
  const BsonType t = e.type();
  if (t == BsonType::kInt32 || t == BsonType::kInt64 || t == BsonType::kDouble || t == BsonType::kDecimal128) {
    std::string message = "Invalid command format: the '";
    message += elideMiddle(e.name(), kMaxQuotedNameBytes);
    message += "' field must specify a collection name or 1";
    return ctx.fail(ErrorCode::kBadValue, message);
  }
  return failCollectionName(ctx, e);
}

// The error for a value of type `type` (Decimal128) that cannot be represented
// exactly as `target`: BadValue, the value not rendered, the type named instead.
// Out of line (generated_support.cc): the message is built once in the runtime.
[[gnu::cold]] bool failInexactInt(ParseContext& ctx, std::string_view field, BsonType type,
                                  std::string_view target);

// The slow path of a handler whose inline framing declined the element at `p`
// (named `field`: the value starts after the type byte, the name and its NUL):
// the value framed by the checked cursor, then its type checked against
// `accepted` (empty: any type). Returns the value's size; kFramedNullish for
// null or undefined where they are not accepted (read as absent, as the inline
// handlers do); kFramedFailed with the error in ctx. Out of line
// (generated_support.cc): the shared frame functions of generic arguments
// (generic_arguments_gen.cpp) are each a call to it.
inline constexpr int64_t kFramedFailed = -1;
inline constexpr int64_t kFramedNullish = -2;
[[gnu::cold]] int64_t frameDeclinedValue(BsonCursor cursor, const uint8_t* p, std::string_view field,
                                         std::initializer_list<BsonType> accepted, ParseContext& ctx);

// The cold error paths take the element by value (the caller copies it at the
// call), so that the parse loop's element is never address-taken and its
// fields stay in registers, or vanish, on the fast path.
//
// The error for a numeric element that exactInt64 / exactInt32 rejected:
// ParseContext::failCoercion with the value as read. `target` is MongoDB's
// name of the target type ("long" or "int").
[[gnu::cold, gnu::noinline]] inline bool failSafeInt(ParseContext& ctx, std::string_view field,
                                                    const BsonElement e, std::string_view target) {
  switch (e.type()) {
    case BsonType::kDouble:
      return ctx.failCoercion(field, e.asDouble(), target);
    case BsonType::kInt64:
      return ctx.failCoercion(field, e.asInt64(), target);
    case BsonType::kInt32:
      return ctx.failCoercion(field, static_cast<int64_t>(e.asInt32()), target);
    default:
      return failInexactInt(ctx, field, e.type(), target);
  }
}

// --- `any` fields ------------------------------------------------------------
// A default-constructed BsonElement (a field that was never set) has no bytes:
// it serializes as null and compares equal only to another unset element.

inline bool isUnsetElement(const BsonElement& e) noexcept { return e.start() == nullptr; }

// Size of the value bytes an `any` field serializes.
inline size_t anyValueSize(const BsonElement& e) noexcept { return isUnsetElement(e) ? 0 : e.valueSize(); }

template <Capacity C = Capacity::kCheck>
inline void appendAny(BsonWriter& w, std::string_view name, const BsonElement& e) {
  if (isUnsetElement(e)) {
    w.appendNull<C>(name);
  } else {
    w.appendElementAs<C>(name, e);
  }
}

// The same into a BsonSpanWriter (generated serializers).
template <typename Name>
[[gnu::always_inline]] inline void appendAny(BsonSpanWriter& out, const Name& name, const BsonElement& e) {
  if (isUnsetElement(e)) {
    out.appendNull(name);
  } else {
    out.appendElementAs(name, e);
  }
}

// Equality of element values (type and value bytes; names are not compared),
// so that generated classes with `any` members can default operator==.
bool operator==(const BsonElement& a, const BsonElement& b) noexcept;  // generated_support.cc

}  // namespace switchyard
