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

// Fused validation (ParseOptions::validate, beginParse in parse_options.h).
// A generated parse calls validateView on every value it keeps unwalked (a
// document view, an `any` value, a custom type's element, a skipped unknown
// or ignored field): nothing when the context does not validate, otherwise
// validateValueDeep at the context's depth (the nesting the parse has
// entered, counted from the outermost document). The element's parts go in
// registers to the out-of-line walk, so the parse loop's element is never
// address-taken or copied to memory.
[[nodiscard]] bool validateViewDeep(const uint8_t* start, const uint8_t* value, uint32_t size, ParseContext& ctx);
[[nodiscard, gnu::always_inline]] inline bool validateView(const BsonElement& e, ParseContext& ctx) {
  return !ctx.validating() || validateViewDeep(e.start(), e.value(), e.valueSize(), ctx);
}
// Whether a document view `doc` kept by a validating parse is valid at every
// depth within `budget`, the levels still allowed below the document holding
// it (ctx.maxDepth() for the outermost document's own views; generated
// viewsValid(), backends/bson_views.py): validateValueDeep's answer for a
// view in a document maxDepth - budget levels below the outermost, without
// its error (on false, the whole document is validated again for the exact
// error). An `any` element: the same for documents, arrays and
// code-with-scope scopes; an unset one, or a value of another type (checked
// in full when it was framed), is valid.
namespace detail {
// The fast walk: true when the elements from `first` to `end` (their
// document's terminating NUL) are valid at every depth, entering at most
// `budget` more levels, reading nothing at or past `limit`.
[[nodiscard]] bool walkValid(const uint8_t* first, const uint8_t* end, const uint8_t* limit,
                             uint32_t budget) noexcept;
}  // namespace detail
// The budget of a document `levels` below one whose budget is `budget`: what
// is left, or 0 when the nesting limit is reached or passed (then every
// document view in it is too deep, as validateValueDeep finds).
[[nodiscard, gnu::always_inline]] constexpr uint32_t budgetBelow(uint32_t budget, uint32_t levels) noexcept {
  return budget > levels ? budget - levels : 0;
}
// Inline: a view's walk is one call. `readLimit`: the end of readable bytes
// at or past the view's end (parseFromValidating passes its own document's
// end for a view its loop has just read from it): the walk may read ahead
// that far, so a view's last elements take the walk's common case too; what
// it accepts is unchanged (every bound is the view's own end).
[[nodiscard]] inline bool viewValid(BsonDocument doc, uint32_t budget, const uint8_t* readLimit) noexcept {
  // The view is one level below the document holding it.
  if (budget == 0) [[unlikely]] return false;
  return detail::walkValid(doc.data() + 4, doc.data() + doc.size() - 1, readLimit, budget - 1);
}
// A view read no further than its own end (viewsValid(): owned copies and
// defaults lie outside the parsed bytes).
[[nodiscard]] inline bool viewValid(BsonDocument doc, uint32_t budget) noexcept {
  return viewValid(doc, budget, doc.data() + doc.size());
}
[[nodiscard]] bool viewValid(const BsonElement& e, uint32_t budget) noexcept;

// Whether a generated command's parseFromValidating() (a validating parse
// that walks each view it keeps as it reads it, generator
// backends/bson_validating.py) is compiled as that second copy of the parse
// (1) or as parseFrom() then viewsValid() (0): the same answers, the copy
// saving a validated parse its views' second pass (bench/results/
// fused_validation.md) at the cost of compiling the parse twice. Default: 1
// when optimizing, 0 otherwise (a -O0 debug build compiles each parse once).
// Define it to 0 or 1 (e.g. -DSWITCHYARD_VALIDATING_PARSE=0) to choose; the
// classes are the same either way (the header always declares it).
#ifndef SWITCHYARD_VALIDATING_PARSE
#ifdef __OPTIMIZE__
#define SWITCHYARD_VALIDATING_PARSE 1
#else
#define SWITCHYARD_VALIDATING_PARSE 0
#endif
#endif

// After a parse that validated as it went (ctx.validating()) failed: walks
// the whole document (validateDeep) and, when it is malformed, makes its
// error ctx's, as if it had been validated before the parse. A context
// without an error (viewsValid() said no) always gets one.
void preferValidationError(ParseContext& ctx);

namespace detail {
// The fast walk alone, for tests (tests/runtime/validate_test.cpp, fuzz/fuzz_validate.cpp)
// and sequenceValid (op_msg.h):
// true exactly when doc.validateDeep with this nesting limit succeeds, or the
// checked walk would run on every error-free document too.
[[nodiscard]] bool walksClean(BsonDocument doc, uint32_t maxDepth) noexcept;
}  // namespace detail

}  // namespace switchyard
