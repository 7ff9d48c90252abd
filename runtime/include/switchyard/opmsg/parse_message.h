// A received OP_MSG parsed as one command, validated in the same pass as the
// parse (docs/op_msg.md, "Validation fused with the parse").
//
// MongoDB validates a whole message before any IDL parser reads it: OpMsg::parse
// (src/mongo/rpc/op_msg.cpp) reads the body and every sequence document as
// Validated<BSONObj>, whose loader runs validateBSON when net.wireObjectCheck
// is on (src/mongo/rpc/object_check.h, the default). The reference order here
// is the same: OpMsg::parse with validateDocuments (every document walked),
// then the command's parse(const OpMsg&).
//
// The fused order reaches exactly that outcome with one pass over the bytes
// when the message is well formed: the message is framed without walking its
// documents, then the command is parsed with a context armed for validation
// (ParseContext::validateWhileParsing): the parse frames every element it
// reads with validateBSON's per-element checks, walks what it skips
// (validateView), and its views (document values, `any` values, sequence
// documents kept as views, at a depth never shallower than the reference's)
// are walked as it reads them or after it (parseFromValidated, parse_entry.h;
// sequences: the generated viewsValid()). A sequence the command
// ignores is walked where it is ignored (sequenceValid). So a fused parse
// that succeeds has checked every byte the reference would have, at least as
// strictly, and holds the value the reference parse would. On any failure
// (framing, parse, a view) the reference order runs again from the start and
// its outcome (the value, or the error's code, text, offset and path) is the
// result: errors cost two passes, well-formed messages one.
#pragma once

#include <cstddef>

#include "absl/status/statusor.h"
#include "switchyard/base/internal/parse_entry.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/bson/parse_options.h"
#include "switchyard/opmsg/op_msg.h"

namespace switchyard {

namespace detail {

// The command T parsed from `msg` (framed; its documents not validated by
// OpMsg::parse) with validation fused, into `ctx` (base: the message). True
// when every document of `msg` is valid to ctx.maxDepth() and `out` holds
// the parse; false otherwise, whatever the reason (ctx's error, if any, is
// not the reference's and is not reported).
template <class T>
[[nodiscard]] bool parseMessageFused(T& out, const OpMsg& msg, const ParseOptions& options, ParseContext& ctx) {
  const BsonDocument body = msg.body();
  ctx.pushRoot(T::kStructName);
  ctx.validateWhileParsing(body.data(), body.size());
  if (msg.sequences().empty()) [[likely]] {
    // parseFrom(msg) of a message without sequences: the body's size limit
    // (checkDocument), then the body-only parse.
    return body.size() <= options.maxDocumentSize && parseFromValidated(out, body, ctx);
  }
  ParseOptions lazy = options;
  lazy.validate = false;  // the documents are validated by the parse itself
  return out.parseFrom(msg, lazy, ctx) && out.viewsValid(ctx.maxDepth());
}

// The reference order for a framed message, into `command` (a fresh T that
// `out` holds: the T itself, or the alternative of a CommandSet's variant):
// T::parse(const OpMsg&) as it was before the fusion (its documents validated
// before each is parsed, unless OpMsg::parse already validated them).
template <class R, class T>
void parseMessageInto(absl::StatusOr<R>& out, T& command, const OpMsg& msg, const ParseOptions& options) {
  ParseContext ctx(msg.bytes().data(), options.maxDepth);
  ctx.pushRoot(T::kStructName);
  if (!command.parseFrom(msg, options, ctx)) [[unlikely]] storeParseError(out, ctx);
}

// parseMessageInto a fresh T in `out`.
template <class T>
void parseMessageValidatingFirst(absl::StatusOr<T>& out, const OpMsg& msg, const ParseOptions& options) {
  out.emplace();
  parseMessageInto(out, *out, msg, options);
}

// The reference order (and the unvalidated path) for a whole message:
// framed by OpMsg::parse, validating every document when asked, then
// T::parse(msg, options). Out of line: the fused path's failures and the
// unvalidated path share it.
template <class T>
[[gnu::noinline]] void parseMessageInOrder(absl::StatusOr<T>& out, const void* data, size_t size,
                                           const ParseOptions& options) {
  if (options.validate) out.emplace();  // after the fused attempt
  ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
  OpMsg msg;
  if (!msg.readFrom(data, size, OpMsgParseOptions{.validateDocuments = options.validate}, ctx)) {
    out = ctx.takeStatus();
    return;
  }
  ctx.pushRoot(T::kStructName);
  if (!out->parseFrom(msg, options, ctx)) [[unlikely]] storeParseError(out, ctx);
}

}  // namespace detail

// T::parse(const OpMsg&, options) when options.validate and OpMsg::parse did
// not validate the documents (generated; see the header comment): fused, and
// on failure the reference order, whose outcome is reported.
template <class T>
[[gnu::noinline]] void parseFramedMessageValidating(absl::StatusOr<T>& out, const OpMsg& msg,
                                                    const ParseOptions& options) {
  {
    ParseContext ctx(msg.bytes().data(), options.maxDepth);
    if (detail::parseMessageFused(*out, msg, options, ctx)) [[likely]] return;
  }
  detail::parseMessageValidatingFirst(out, msg, options);
}

// One whole received message (`size` bytes, the header's length) as the
// command T: framed by OpMsg::parse with MongoDB's rules, to
// options.maxDepth, then T::parse(msg, options). With options.validate
// (mongod's default, net.wireObjectCheck) every document is validated, fused
// with the parse; the outcome is exactly that of OpMsg::parse with
// validateDocuments followed by T::parse(msg, options). Views point into
// `data`.
template <class T>
absl::StatusOr<T> parseMessage(const void* data, size_t size, const ParseOptions& options = {}) {
  absl::StatusOr<T> out(absl::in_place);  // one result, built in place (NRVO)
  OpMsg msg;
  if (options.validate) {
    ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
    if (msg.readFrom(data, size, OpMsgParseOptions{.validateDocuments = false}, ctx) &&
        detail::parseMessageFused(*out, msg, options, ctx)) [[likely]] {
      return out;
    }
  }
  detail::parseMessageInOrder(out, data, size, options);
  return out;
}

}  // namespace switchyard
