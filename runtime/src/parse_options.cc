#include "switchyard/parse_options.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "switchyard/error.h"

namespace switchyard {

// MongoDB's BSONObj::_assertInvalid text (code 10334), without its " First
// element: ..." suffix (the element is not read: the document is refused
// before any of it is trusted). "(16MB)" is the limit in whole MiB.
bool failDocumentTooLarge(ParseContext& ctx, int64_t size, uint32_t limit) {
  return ctx.fail(ErrorCode::kBSONObjectTooLarge,
                  absl::StrCat("BSONObj size: ", size, " (0x", absl::AsciiStrToUpper(absl::StrCat(absl::Hex(size))),
                               ") is invalid. Size must be between 0 and ", limit, "(", limit / (1024 * 1024),
                               "MB)"));
}

}  // namespace switchyard
