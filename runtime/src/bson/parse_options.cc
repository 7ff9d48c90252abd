#include "switchyard/bson/parse_options.h"

#include "switchyard/bson/limits.h"
#include "switchyard/base/error.h"

namespace switchyard {

// The document is refused before any of it is trusted, so the element MongoDB's
// text would name is not read.
bool failDocumentTooLarge(ParseContext& ctx, int64_t size, uint32_t limit) {
  return ctx.fail(ErrorCode::kBSONObjectTooLarge, documentTooLargeText(size, limit));
}

}  // namespace switchyard
