// Checking BSON values carried in protobuf bytes fields (proto_embedded.h).
#include "switchyard/proto_embedded.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "switchyard/parse_context.h"

namespace switchyard {
namespace proto {

using internal::sv;

namespace {

// Runs the BSON cursor over the element; the status says why it failed.
bool checkElement(const uint8_t* p, uint32_t size, BsonElement& out, ParseContext& ctx) noexcept {
  if (size < 2 || p[0] == 0 || p[1] != 0) return false;
  // The cursor never reads at its end here: it stops at a type byte of 0 only
  // when that byte is before the end, and sizes values against the end.
  BsonCursor cursor(p, p + size);
  if (!cursor.next(out, ctx)) return false;
  return cursor.position() == p + size;
}

}  // namespace

bool readBsonElement(const uint8_t* p, uint32_t size, BsonElement& out) noexcept {
  ParseContext ctx(p);
  return checkElement(p, size, out, ctx);
}

std::string describeBadElement(const uint8_t* p, uint32_t size) {
  if (size < 2) return absl::StrCat("it has ", size, " bytes; a BSON element with an empty name needs at least 2");
  if (p[0] == 0) return "its type byte is 0 (the end of a document), not a BSON type";
  if (p[1] != 0) return "its name is not empty (the byte after the type byte must be NUL)";
  ParseContext ctx(p);
  BsonElement e;
  BsonCursor cursor(p, p + size);
  if (!cursor.next(e, ctx)) {
    return ctx.failed() ? std::string(ctx.status().message()) : std::string("malformed BSON element");
  }
  const auto used = static_cast<size_t>(cursor.position() - p);
  if (used != size) return absl::StrCat("its value ends after ", used, " of its ", size, " bytes");
  return "";
}

std::string describeBadDocument(const uint8_t* p, uint32_t size) {
  if (size < 5) return absl::StrCat("it has ", size, " bytes; a BSON document needs at least 5");
  const int32_t length = loadLE<int32_t>(p);
  if (length != static_cast<int32_t>(size)) {
    return absl::StrCat("its BSON length is ", length, " but the field has ", size, " bytes");
  }
  if (p[size - 1] != 0) return "its last byte is not the NUL that ends a BSON document";
  return "";
}

}  // namespace proto
}  // namespace switchyard
