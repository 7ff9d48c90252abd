// The parse context: the field path for error messages, the nesting depth, and
// the first error. Hot code never builds a message: it calls one of the
// out-of-line `fail*` functions, which format the error, store it and return
// false, so that callers can write `return ctx.failDuplicate(name);`.
//
// The path is a fixed stack of string_views into the input (or into literals);
// pushing and popping are a store and an increment: nothing allocates until an
// error is reported.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "switchyard/bson/type.h"
#include "switchyard/base/error.h"

namespace switchyard {

// MongoDB's default limit on nested documents.
inline constexpr uint32_t kDefaultMaxDepth = 200;

// What ParseContext's fail* members return: an error is recorded, and the
// result converts to false. Known at compile time, so that `return
// ctx.failDuplicate(...)` in an inlined reader (a generated field handler)
// is a constant false: the caller's test of the reader's result folds into
// the failure path, and the readers' successes and failures never merge.
struct ParseFailure {
  [[gnu::always_inline]] constexpr operator bool() const noexcept { return false; }
};

class ParseContext {
 public:
  // Deepest nesting the path stack can hold; maxDepth is clamped to it.
  static constexpr uint32_t kPathCapacity = 256;

  // `base` is the first byte of the outermost document: byte offsets in
  // malformed-input errors are measured from it.
  explicit ParseContext(const uint8_t* base = nullptr, uint32_t maxDepth = kDefaultMaxDepth) noexcept
      : base_(base), maxDepth_(maxDepth < kPathCapacity - 1 ? maxDepth : kPathCapacity - 1) {}

  ParseContext(const ParseContext&) = delete;
  ParseContext& operator=(const ParseContext&) = delete;

  void setBase(const uint8_t* base) noexcept { base_ = base; }
  const uint8_t* base() const noexcept { return base_; }
  [[gnu::always_inline]] uint32_t maxDepth() const noexcept { return maxDepth_; }

  // --- fused validation (ParseOptions::validate) ------------------------------
  // beginParse (parse_options.h) arms it for the outermost document of
  // `size` bytes at `data`: the generated parse then walks deeply only what
  // it keeps unwalked (validateView, bson_validate.h) and, when it fails,
  // reports the whole document's validation error if there is one
  // (preferValidationError), so errors are those of validating first.
  void validateWhileParsing(const uint8_t* data, uint32_t size) noexcept {
    validated_ = data;
    validatedSize_ = size;
  }
  bool validating() const noexcept { return validatedSize_ != 0; }
  const uint8_t* validatedData() const noexcept { return validated_; }
  uint32_t validatedSize() const noexcept { return validatedSize_; }
  // Replaces the recorded error (the whole document's validation error wins
  // over the parse's, as when validation runs first).
  void replaceStatus(absl::Status status) noexcept { status_ = std::move(status); }

  // --- path -----------------------------------------------------------------
  // The root component (a command or struct name) does not count as nesting.
  void pushRoot(std::string_view name) noexcept {
    path_[0] = PathEntry::of(name);
    size_ = 1;
  }
  // Enters a nested document or array named `name`. Fails (and records the
  // error) when that would exceed the depth limit; `at` is where the nested
  // document starts, for the error's offset.
  [[nodiscard, gnu::always_inline]] bool enter(std::string_view name, const uint8_t* at) noexcept {
    if (size_ > maxDepth_) [[unlikely]] {
      return failTooDeep(at);
    }
    path_[size_++] = PathEntry::of(name);
    return true;
  }
  // Enters a nested document that adds no component to error paths, as
  // MongoDB's generated parsers (buildscripts/idl/idl/generator.py) do for:
  // - a struct element of an array or of an OP_MSG document sequence: parsed
  //   with `IDLParserContext tempContext(kFieldName, &ctxt)`, the array
  //   field's own path without the index (_gen_field_deserializer_expression,
  //   gen_doc_sequence_deserializer), so errors inside read
  //   `update.updates.q` while the element's own checks (type, index name)
  //   keep the index, `update.updates.0`;
  // - a struct alternative of a variant field, parsed with the enclosing
  //   context (_gen_variant_deserializer_from_obj).
  // It still counts towards the depth limit, so nesting stays bounded.
  [[nodiscard]] bool enterUnnamed(const uint8_t* at) noexcept {
    if (size_ > maxDepth_) [[unlikely]] {
      return failTooDeep(at);
    }
    path_[size_++] = PathEntry{nullptr, 0};
    return true;
  }
  [[gnu::always_inline]] void leave() noexcept { --size_; }
  // Number of path components (root included).
  [[gnu::always_inline]] uint32_t pathSize() const noexcept { return size_; }
  std::string_view pathComponent(uint32_t i) const noexcept { return {path_[i].data, path_[i].size}; }
  // Current depth of nesting below the root; never more than maxDepth()
  // (enter refuses to go deeper), so maxDepth() - depth() needs no clamp.
  uint32_t depth() const noexcept { return size_ > 0 ? size_ - 1 : 0; }

  // --- errors (all cold, all return ParseFailure: false) --------------------
  [[gnu::cold, gnu::noinline]] ParseFailure failTypeMismatch(std::string_view field, BsonType actual,
                                                             std::initializer_list<BsonType> expected);
  // A variant field's element of none of its alternatives' BSON types
  // (MongoDB's IDLParserContext::throwBadType: always the list form, with the
  // closing quote after the bracket).
  [[gnu::cold, gnu::noinline]] ParseFailure failVariantType(std::string_view field, BsonType actual,
                                                            std::initializer_list<BsonType> expected);
  [[gnu::cold, gnu::noinline]] ParseFailure failDuplicate(std::string_view field);
  // `field` is the missing field's name.
  [[gnu::cold, gnu::noinline]] ParseFailure failMissing(std::string_view field);
  [[gnu::cold, gnu::noinline]] ParseFailure failUnknown(std::string_view field);
  // Validator failure: `op` is ">", ">=", "<" or "<=", `bound` the bound as
  // written in the spec.
  [[gnu::cold, gnu::noinline]] ParseFailure failValidator(std::string_view field, std::string_view op,
                                                          std::string_view bound, int64_t actual);
  [[gnu::cold, gnu::noinline]] ParseFailure failValidator(std::string_view field, std::string_view op,
                                                          std::string_view bound, double actual);
  // A callback validator's own status, wrapped with the field path.
  [[gnu::cold, gnu::noinline]] ParseFailure failCallback(std::string_view field, const absl::Status& status);
  // A struct validator's (cpp_validator_func) error: its code and message
  // unchanged, as MongoDB's uassert propagates them (a status without a
  // MongoDB code gets 51024), with the struct's path as the path payload.
  [[gnu::cold, gnu::noinline]] ParseFailure failStructCallback(const absl::Status& status);
  [[gnu::cold, gnu::noinline]] ParseFailure failBadEnum(std::string_view field, std::string_view value);
  [[gnu::cold, gnu::noinline]] ParseFailure failBadEnum(std::string_view field, int64_t value);
  // Numeric coercion (safeInt64 / safeInt) of a value that is not exactly
  // representable; `valueText` describes it.
  [[gnu::cold, gnu::noinline]] ParseFailure failCoercion(std::string_view field, double value,
                                                         std::string_view targetType);
  [[gnu::cold, gnu::noinline]] ParseFailure failCoercion(std::string_view field, int64_t value,
                                                         std::string_view targetType);
  // Array element names must be "0", "1", ... in order (40422 / 40423).
  [[gnu::cold, gnu::noinline]] ParseFailure failArrayIndex(std::string_view indexName, uint32_t expected);
  // Malformed bytes at `at`: `what` says what was expected.
  [[gnu::cold, gnu::noinline]] ParseFailure failMalformed(const uint8_t* at, std::string_view what);
  [[gnu::cold, gnu::noinline]] ParseFailure failTooDeep(const uint8_t* at);
  // Any other error with a MongoDB code; the message is used as is.
  [[gnu::cold, gnu::noinline]] ParseFailure fail(ErrorCode code, std::string_view message);

  [[gnu::always_inline]] bool failed() const noexcept { return !status_.ok(); }
  const absl::Status& status() const noexcept { return status_; }
  absl::Status takeStatus() noexcept { return std::move(status_); }

  // "find.limit": the path joined with dots, then `field` (if not empty),
  // for messages: names longer than kMaxQuotedNameBytes are elided in the
  // middle (error.h).
  std::string pathTo(std::string_view field) const;
  // The same, never elided (the kErrorPathPayloadUrl payload of field errors).
  std::string fullPathTo(std::string_view field) const;

 private:
  std::string joinPath(std::string_view field, size_t limit) const;
  void setError(absl::Status status);
  // setError for an error about `field`, with its full path attached.
  void setFieldError(absl::Status status, std::string_view field);

  absl::Status status_;
  const uint8_t* base_;
  uint32_t maxDepth_;
  uint32_t size_ = 0;
  // Not validating while 0 (a document has at least 5 bytes); beside size_,
  // so that the constructor clears both with one store.
  uint32_t validatedSize_ = 0;
  const uint8_t* validated_;  // read only while validatedSize_ is set
  // Trivial on purpose: the array is left uninitialised, so constructing a
  // context costs nothing however deep the limit.
  struct PathEntry {
    const char* data;
    size_t size;
    [[gnu::always_inline]] static PathEntry of(std::string_view s) noexcept { return {s.data(), s.size()}; }
  };
  std::array<PathEntry, kPathCapacity> path_;
};

}  // namespace switchyard
