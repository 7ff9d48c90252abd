// The reference for deep validation: BsonDocument::validateDeep as it was
// before the fast walk (bson_validate.cc), kept for the tests only. It walks
// every element at every depth with BsonCursor::next, an explicit stack of
// cursors, and the depth limit checked as each nested document is entered.
// tests/runtime/validate_test.cpp and fuzz/fuzz_validate.cpp compare the
// runtime's walk with it: same acceptance, same error.
#pragma once

#include <vector>

#include "switchyard/bson/document.h"
#include "switchyard/base/parse_context.h"

namespace switchyard::testing {

inline bool referenceValidateDeep(BsonDocument doc, ParseContext& ctx) {
  std::vector<BsonCursor> stack;
  stack.push_back(doc.elements());
  BsonElement e;
  while (!stack.empty()) {
    if (!stack.back().next(e, ctx)) {
      if (ctx.failed()) return false;
      stack.pop_back();
      continue;
    }
    BsonDocument nested;
    switch (e.type()) {
      case BsonType::kObject:
      case BsonType::kArray:
        nested = e.asDocument();
        break;
      case BsonType::kJavaScriptWithScope:
        nested = e.asCodeWithScope().scope;
        break;
      default:
        continue;
    }
    // stack.size() is the depth of `nested` below this document.
    if (stack.size() > ctx.maxDepth()) return ctx.failTooDeep(e.start());
    stack.push_back(nested.elements());
  }
  return true;
}

}  // namespace switchyard::testing
