// Checking BSON values carried in protobuf bytes fields (proto_embedded.h).
#include "switchyard/proto/internal/embedded.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl_compat.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {
namespace proto {

using internal::sv;

namespace {

enum class ElementProblem { kNone, kTooShort, kEndOfDocument, kNamed, kBadValue, kTrailingBytes };

// Checks the element (the BSON cursor checks its value; `ctx` says why that
// failed) and fills `out`. The cursor never reads at its end here: it stops
// at a type byte of 0 only before the end, and sizes values against the end.
ElementProblem checkElement(const uint8_t* p, uint32_t size, BsonElement& out, ParseContext& ctx) noexcept {
  if (size < 2) return ElementProblem::kTooShort;
  if (p[0] == 0) return ElementProblem::kEndOfDocument;
  if (p[1] != 0) return ElementProblem::kNamed;
  BsonCursor cursor(p, p + size);
  if (!cursor.next(out, ctx)) return ElementProblem::kBadValue;
  return cursor.position() == p + size ? ElementProblem::kNone : ElementProblem::kTrailingBytes;
}

}  // namespace

bool readBsonElement(const uint8_t* p, uint32_t size, BsonElement& out) noexcept {
  ParseContext ctx(p);
  return checkElement(p, size, out, ctx) == ElementProblem::kNone;
}

std::string describeBadElement(const uint8_t* p, uint32_t size) {
  ParseContext ctx(p);
  BsonElement e;
  switch (checkElement(p, size, e, ctx)) {
    case ElementProblem::kNone:
      return "";
    case ElementProblem::kTooShort:
      return absl::StrCat("it has ", size, " bytes; a BSON element with an empty name needs at least 2");
    case ElementProblem::kEndOfDocument:
      return "its type byte is 0 (the end of a document), not a BSON type";
    case ElementProblem::kNamed:
      return "its name is not empty (the byte after the type byte must be NUL)";
    case ElementProblem::kBadValue:
      return ctx.failed() ? std::string(ctx.status().message()) : std::string("malformed BSON element");
    case ElementProblem::kTrailingBytes:
      return absl::StrCat("its value ends after ", e.size(), " of its ", size, " bytes");
  }
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
