// What a generated parser checks before it reads a received document, as a
// server sets it. MongoDB caps a message's documents at BSONObjMaxInternalSize
// and validates every incoming message in full (validateBSON, depth 200)
// before its IDL parsers run; a generated parser otherwise checks each
// element as it reads it and keeps `object`/`any` values as unread views.
//
//   auto find = FindCommand::parse(data, size, {.validate = true});
#pragma once

#include <cstddef>
#include <cstdint>

#include "switchyard/bson/document.h"
#include "switchyard/bson/limits.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {

struct ParseOptions {
  // Largest document accepted, in bytes (its declared length): a larger one is
  // MongoDB's BSONObjectTooLarge (10334), "BSONObj size: N (0xN) is invalid.
  // Size must be between 0 and 16793600(16MB)", before anything else is read.
  // The default is MongoDB's BSONObjMaxInternalSize (bson_limits.h), the
  // largest document a server accepts in a message.
  uint32_t maxDocumentSize = static_cast<uint32_t>(kBsonMaxInternalSize);
  // Walk every byte of the document first, values kept as views (filters,
  // inserted documents, `any` values) included: the checks of
  // BsonDocument::validateDeep, with maxDepth. Off by default (the lazy
  // contract of docs/hostile-input.md); a server receiving messages turns it
  // on (docs/hostile-input.md, "Validation is lazy for views, unless the
  // server asks", has its measured cost).
  bool validate = false;
  // Nesting limit below the top-level document (MongoDB's maxBSONDepth).
  uint32_t maxDepth = kDefaultMaxDepth;
};

// BSONObjectTooLarge (10334) for a document of `size` bytes over `limit`.
[[gnu::cold, gnu::noinline]] bool failDocumentTooLarge(ParseContext& ctx, int64_t size, uint32_t limit);

// Frames `data` as a document for a generated parser: the size limit (on the
// declared length, before anything else), the header
// (BsonDocument::fromBuffer) and, when options.validate, the whole document.
// Errors go to `ctx` (whose base should be `data`).
[[nodiscard]] inline bool openDocument(const void* data, size_t size, const ParseOptions& options,
                                       ParseContext& ctx, BsonDocument* out) {
  // Fast path, inline: a buffer within the limit whose declared length is its
  // size and whose last byte is NUL passes every check below (declared ==
  // size >= 5 and <= the limit); anything else takes them in order, for
  // the exact error.
  const auto* bytes = static_cast<const uint8_t*>(data);
  if (bytes != nullptr && size >= 5 && size <= options.maxDocumentSize &&
      loadLE<uint32_t>(bytes) == size && bytes[size - 1] == 0) [[likely]] {
    *out = BsonDocument::fromValidatedBytes(bytes, static_cast<uint32_t>(size));
    return !options.validate || out->validateDeep(ctx);
  }
  if (data != nullptr && size >= 4) [[likely]] {
    const int64_t declared = loadLE<int32_t>(static_cast<const uint8_t*>(data));
    if (declared > static_cast<int64_t>(options.maxDocumentSize)) [[unlikely]] {
      return failDocumentTooLarge(ctx, declared, options.maxDocumentSize);
    }
  }
  if (!BsonDocument::fromBuffer(data, size, ctx, out)) [[unlikely]] return false;
  return !options.validate || out->validateDeep(ctx);
}

// openDocument for a generated parse, which validates in the same pass: with
// options.validate the whole document is not walked first; `ctx` is armed
// (ParseContext::validateWhileParsing) so that the parse frames each element
// it reads (BsonCursor's checks, those validateBSON applies per element), walks
// deeply only the values it keeps unwalked (validateView, bson_validate.h:
// document views, `any` values, skipped fields) and, if it fails, reports the
// whole document's first validation error instead of its own when there is
// one (storeParseError, parse_entry.h). So the outcome (the value, or the
// error's code, text and offset) is exactly openDocument's followed by the
// parse, as MongoDB validates a whole message (OpMsg::parse reading each
// document as Validated<BSONObj>, src/mongo/rpc/op_msg.cpp and
// object_check.h) before any IDL parser reads it.
[[nodiscard]] inline bool beginParse(const void* data, size_t size, const ParseOptions& options, ParseContext& ctx,
                                     BsonDocument* out) {
  const auto* bytes = static_cast<const uint8_t*>(data);
  if (bytes != nullptr && size >= 5 && size <= options.maxDocumentSize &&
      loadLE<uint32_t>(bytes) == size && bytes[size - 1] == 0) [[likely]] {  // as openDocument's
    *out = BsonDocument::fromValidatedBytes(bytes, static_cast<uint32_t>(size));
    if (options.validate) ctx.validateWhileParsing(bytes, static_cast<uint32_t>(size));
    return true;
  }
  ParseOptions framing = options;
  framing.validate = false;
  if (!openDocument(data, size, framing, ctx, out)) [[unlikely]] return false;
  if (options.validate) ctx.validateWhileParsing(out->data(), out->size());
  return true;
}

// The same checks for a document already framed.
[[nodiscard]] inline bool checkDocument(BsonDocument doc, const ParseOptions& options, ParseContext& ctx) {
  if (doc.size() > options.maxDocumentSize) [[unlikely]] {
    return failDocumentTooLarge(ctx, doc.size(), options.maxDocumentSize);
  }
  return !options.validate || doc.validateDeep(ctx);
}

}  // namespace switchyard
