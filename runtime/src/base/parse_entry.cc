#include "switchyard/base/internal/parse_entry.h"

#include "switchyard/base/error.h"

namespace switchyard {

absl::Status noBufferToParse() { return makeError(ErrorCode::kInvalidBSON, "no buffer to parse"); }

}  // namespace switchyard
