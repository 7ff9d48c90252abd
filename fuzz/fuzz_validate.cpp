// libFuzzer target for deep validation (switchyard/bson/validate.h).
//
// The first byte picks the nesting limit (small ones, to reach the depth
// error, or the default); the rest is the document. Properties checked (abort
// on violation):
//   * BsonDocument::validateDeep (the fast walk, then the checked walk for the
//     error) gives exactly the reference walk's result
//     (tests/runtime/validate_reference.h, the implementation it replaced):
//     both succeed, or both fail with the same code and message (offset
//     included);
//   * the fast walk alone (detail::walksClean) says yes exactly when the
//     reference succeeds;
//   * validateValueDeep on each top-level element, as a parse that frames the
//     elements itself calls it, gives the same result as validateDeep.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "switchyard/switchyard.h"
#include "validate_reference.h"

namespace {

using switchyard::BsonCursor;
using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::ParseContext;
using switchyard::fuzz::check;
using switchyard::fuzz::statusText;

std::string outcome(bool ok, const ParseContext& ctx) {
  return ok ? std::string("ok") : statusText(ctx.status());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  // 0..15: that limit; anything else: MongoDB's default.
  const uint32_t maxDepth = data[0] < 16 ? data[0] : switchyard::kDefaultMaxDepth;
  const uint8_t* bytes = data + 1;
  const size_t n = size - 1;
  BsonDocument doc;
  ParseContext frame(bytes);
  if (!BsonDocument::fromBuffer(bytes, n, frame, &doc)) return 0;

  ParseContext tuned(bytes, maxDepth);
  const std::string got = outcome(doc.validateDeep(tuned), tuned);
  ParseContext ref(bytes, maxDepth);
  const bool refOk = switchyard::testing::referenceValidateDeep(doc, ref);
  const std::string want = outcome(refOk, ref);
  check(got == want, "validateDeep differs from the reference", got + " vs " + want);
  check(switchyard::detail::walksClean(doc, maxDepth) == refOk, "the fast walk differs from the reference", want);

  ParseContext parts(bytes, maxDepth);
  BsonCursor cursor = doc.elements();
  BsonElement e;
  bool ok = true;
  while (ok && cursor.next(e, parts)) ok = switchyard::validateValueDeep(e, 0, parts);
  const std::string byElement = outcome(ok && !parts.failed(), parts);
  check(byElement == want, "validateValueDeep element by element differs from validateDeep", byElement + " vs " + want);
  return 0;
}
