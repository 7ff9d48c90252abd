// The shared parts of the parse entry points of generated classes.
#pragma once

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {

// Replaces the result of a failed parse by the error `ctx` recorded. Cold
// and out of line: one copy per class, not the result's destructor and the
// status's moves inlined into every entry point. noexcept (a destructor and
// a move), so callers need no clean-up.
template <class T>
[[gnu::cold, gnu::noinline]] void storeParseError(absl::StatusOr<T>& out, ParseContext& ctx) noexcept {
  out = ctx.takeStatus();
}

// parseOwned's error for a null buffer (InvalidBSON).
[[gnu::cold]] absl::Status noBufferToParse();

}  // namespace switchyard
