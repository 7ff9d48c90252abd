// The shared parts of the parse entry points of generated classes.
#pragma once

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/bson/parse_options.h"
#include "switchyard/bson/validate.h"

namespace switchyard {

// Replaces the result of a failed parse by the error `ctx` recorded. Cold
// and out of line: one copy per class, not the result's destructor and the
// status's moves inlined into every entry point. noexcept (a destructor and
// a move), so callers need no clean-up. A parse validating as it goes
// (beginParse) reports the whole document's validation error first.
template <class T>
[[gnu::cold, gnu::noinline]] void storeParseError(absl::StatusOr<T>& out, ParseContext& ctx) noexcept {
  if (ctx.validating()) preferValidationError(ctx);
  out = ctx.takeStatus();
}

// A validating parse of `doc` into `out`, T's own document (ctx: armed for
// validation, its path at T): T::parseFromValidating where the generator gave
// T one (a command holding views: each walked as it is read, generator
// backends/bson_validating.py), else parseFrom then viewsValid() with the
// whole limit (`doc` is the root: the entry points' callers). True exactly
// when the parse succeeded and every view is valid.
template <class T>
[[nodiscard, gnu::always_inline]] inline bool parseFromValidated(T& out, BsonDocument doc, ParseContext& ctx) {
  if constexpr (requires { out.parseFromValidating(doc, ctx); }) {
    return out.parseFromValidating(doc, ctx);
  } else {
    return out.parseFrom(doc, ctx) && out.viewsValid(ctx.maxDepth());
  }
}

// T::parse(data, size, options) with options.validate: validation fused with
// the parse. The parse frames every element it reads with the checks MongoDB's
// validateBSON applies per element (BsonCursor's), nested structs by their
// own parse; what it keeps as views (document values, `any` elements) is
// walked after it or as it reads them (parseFromValidated); what it skips without keeping
// is walked as it is skipped (validateView, bson_validate.h). On any failure
// the whole document's validation error, if any, is reported instead of the
// parse's (storeParseError): the outcome is exactly that of validating the
// whole document first and then parsing, MongoDB's order (OpMsg::parse reads
// every document of a message as Validated<BSONObj>, src/mongo/rpc/op_msg.cpp
// with src/mongo/rpc/object_check.h, before a command's IDL parser runs).
// `out` holds a fresh T, built in place (NRVO) on both paths. Inlined into
// the entry point's validating branch: out of line it cost 20 instructions
// more per validated parse (a call, its saved registers), inline 1 more per
// unvalidated one (callgrind: ycsb_find_one 577 -> 557 validated, 428 -> 429
// unvalidated; find_driver 1,192 -> 1,172 and 782 -> 783).
template <class T>
[[gnu::always_inline]] inline void parseValidating(absl::StatusOr<T>& out, const void* data, size_t size,
                                                   const ParseOptions& options) {
  ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
  ctx.pushRoot(T::kStructName);
  BsonDocument doc;
  if (!beginParse(data, size, options, ctx, &doc) || !parseFromValidated(*out, doc, ctx)) [[unlikely]] {
    storeParseError(out, ctx);
  }
}

// T::parse(data, size, options) of a document its caller has validated when
// asked (CommandSet::parse, before it looks the command up, then passes
// `options` without validate), into `command`, the fresh T that `out` holds
// (the alternative of a CommandSet's variant): openDocument (the size limit,
// the header), then the parse.
template <class R, class T>
void parseDocumentInto(absl::StatusOr<R>& out, T& command, const void* data, size_t size,
                       const ParseOptions& options) {
  ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
  ctx.pushRoot(T::kStructName);
  BsonDocument doc;
  if (!openDocument(data, size, options, ctx, &doc) || !command.parseFrom(doc, ctx)) [[unlikely]] {
    storeParseError(out, ctx);
  }
}

// parseOwned's error for a null buffer (InvalidBSON).
[[gnu::cold]] absl::Status noBufferToParse();

}  // namespace switchyard
