// Deep validation of received BSON: every element at every depth, as MongoDB's
// validateBSON (src/mongo/bson/bson_validate.cpp) does for each message a
// server receives (net.wireObjectCheck). BsonDocument::validateDeep walks a
// whole document; validateValueDeep walks one element's value, the building
// block for a parse that frames the top-level elements itself and leaves the
// values it keeps as views (filters, inserted documents) to be walked.
//
// Both accept and reject exactly the same bytes as walking the document with
// BsonCursor::next at every depth (the checks listed in bson_document.h), with
// the depth limit, and report the same error (code, text, byte offset from
// ctx.base()) as that walk does at the first bad byte. How: a fast walk that
// only answers valid or not (a table of value sizes by type, one bounds check
// per element, field names scanned 16 bytes at a time), and, only when it
// says no, the checked cursor walk again for the exact error, as validateBSON
// reruns its precise variant after a failure of its fast one.
//
// Like MongoDB's default validation (kDefault in newer servers; the only mode
// in bson_validate.cpp before BSONValidateMode), strings are not checked for
// UTF-8: their bytes only need the length prefix and the trailing NUL.
#pragma once

#include <cstdint>

#include "switchyard/bson/document.h"
#include "switchyard/base/parse_context.h"

namespace switchyard {

// Walks the value of `e`, an element framed by BsonCursor::next (so its type,
// name and value bounds are checked), inside a document nested `depth` levels
// below the outermost one (0 for the outermost document's own elements):
// documents, arrays and code-with-scope scopes element by element at every
// depth, with ctx.maxDepth() counted from the outermost document. Other values
// were checked in full by the cursor: nothing is read. Errors go to `ctx` with
// offsets from ctx.base(), the errors and offsets validateDeep of the
// outermost document reports for the same bytes.
//
// For every document `doc`: doc.validateDeep(ctx) succeeds exactly when each
// element e of doc (walked with BsonCursor::next) passes
// validateValueDeep(e, 0, ctx), with the same first error.
[[nodiscard]] bool validateValueDeep(const BsonElement& e, uint32_t depth, ParseContext& ctx);

namespace detail {
// The fast walk alone, for tests (tests/runtime/validate_test.cpp, fuzz/fuzz_validate.cpp):
// true exactly when doc.validateDeep with this nesting limit succeeds, or the
// checked walk would run on every error-free document too.
[[nodiscard]] bool walksClean(BsonDocument doc, uint32_t maxDepth) noexcept;
}  // namespace detail

}  // namespace switchyard
