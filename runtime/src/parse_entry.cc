#include "switchyard/parse_entry.h"

#include "switchyard/error.h"

namespace switchyard {

absl::Status noBufferToParse() { return makeError(ErrorCode::kInvalidBSON, "no buffer to parse"); }

}  // namespace switchyard
