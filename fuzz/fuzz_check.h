// Checks shared by the fuzz targets. Every violated property prints what
// went wrong and aborts, which libFuzzer reports as a crash (and saves the input).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "switchyard/switchyard.h"

namespace switchyard::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "FUZZ CHECK FAILED: %.*s%s%.*s\n", static_cast<int>(what.size()), what.data(),
               detail.empty() ? "" : ": ", static_cast<int>(detail.size()), detail.data());
  std::abort();
}

inline void check(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) fail(what, detail);
}

inline std::string statusText(const absl::Status& s) {
  return std::string(s.message().data(), s.message().size()) + " (code " + std::to_string(errorCode(s)) + ")";
}

// Every error a parser reports carries MongoDB's code and a message; malformed
// bytes also carry an offset inside the input.
inline void checkError(const absl::Status& s, size_t inputSize) {
  check(!s.ok(), "checkError called with an OK status");
  const int32_t code = errorCode(s);
  check(code > 0, "error without a MongoDB code", statusText(s));
  check(!s.message().empty(), "error without a message");
  if (code == static_cast<int32_t>(ErrorCode::kInvalidBSON)) {
    const auto offset = errorOffset(s);
    // "no buffer to parse" is the only InvalidBSON error without an offset.
    check(offset.has_value(), "InvalidBSON error without a byte offset", statusText(s));
    check(*offset <= inputSize, "InvalidBSON offset past the end of the input", statusText(s));
  }
}

inline bool sameBytes(const BsonBuffer& a, const BsonBuffer& b) {
  return a.size() == b.size() && (a.size() == 0 || std::memcmp(a.data(), b.data(), a.size()) == 0);
}

// The command-parser property: parse; on success serialize (exact size, a
// valid document), re-parse, serialize again: the bytes must be identical,
// and the two parsed values equal.
// ParseOptions::validate: the parser accepts exactly what the lazy parse
// accepts in a fully valid input, with the same value; on a valid input it
// fails as the lazy parse does; and whatever the input, its outcome is that
// of validating the whole document first, then parsing (the order MongoDB
// follows, which the fused parse keeps): the same error, text and payloads.
template <typename Command>
absl::StatusOr<Command> parseValidatingFirst(const uint8_t* data, size_t size) {
  const ParseOptions options{.validate = true};
  ParseContext ctx(data, options.maxDepth);
  ctx.pushRoot(Command::kStructName);
  absl::StatusOr<Command> out(absl::in_place);
  BsonDocument doc;
  if (!openDocument(data, size, options, ctx, &doc) || !out->parseFrom(doc, ctx)) out = ctx.takeStatus();
  return out;
}

template <typename Command>
void checkValidatedParse(std::string_view command, const uint8_t* data, size_t size,
                         const absl::StatusOr<Command>& lazy) {
  auto validated = Command::parse(data, size, ParseOptions{.validate = true});
  {
    const absl::StatusOr<Command> first = parseValidatingFirst<Command>(data, size);
    check(validated.ok() == first.ok(), "fused validation disagrees with validating first",
          validated.ok() ? statusText(first.status()) : statusText(validated.status()));
    if (!validated.ok()) {
      check(validated.status() == first.status(), "fused validation fails otherwise than validating first",
            statusText(validated.status()) + " vs " + statusText(first.status()));
    }
  }
  auto doc = BsonDocument::fromBuffer(data, size);
  const bool inputValid = doc.ok() && doc->validateDeep().ok();
  check(validated.ok() == (lazy.ok() && inputValid), "validated parse disagrees with lazy parse + validateDeep",
        validated.ok() ? std::string(command) : statusText(validated.status()));
  if (validated.ok()) {
    check(*validated == *lazy, "validated parse differs from the lazy parse", std::string(command));
  } else {
    checkError(validated.status(), size);
    if (inputValid) {
      check(validated.status() == lazy.status(), "validated parse fails otherwise than the lazy parse",
            statusText(validated.status()));
    }
  }
}

template <typename Command>
void checkCommandParser(std::string_view command, const uint8_t* data, size_t size) {
  auto parsed = Command::parse(data, size);
  checkValidatedParse<Command>(command, data, size, parsed);
  if (!parsed.ok()) {
    checkError(parsed.status(), size);
    // The parser reports malformed bytes only where there are some.
    if (errorCode(parsed.status()) == static_cast<int32_t>(ErrorCode::kInvalidBSON)) {
      auto doc = BsonDocument::fromBuffer(data, size);
      check(!doc.ok() || !doc->validateDeep().ok(), "InvalidBSON from the parser for a valid document",
            statusText(parsed.status()));
    }
    return;
  }
  // The other entry points give the same result.
  {
    auto doc = BsonDocument::fromBuffer(data, size);
    check(doc.ok(), "parse succeeded on a buffer fromBuffer rejects");
    auto viaDoc = Command::parse(*doc);
    if (!viaDoc.ok()) fail("parse(BsonDocument) failed where parse(data, size) succeeded", statusText(viaDoc.status()));
    check(*viaDoc == *parsed, "parse(BsonDocument) differs from parse(data, size)", std::string(command));
    auto buffer = std::make_shared<const BsonBuffer>(BsonBuffer::copyOf({data, size}));
    auto owned = Command::parseOwned(buffer);
    if (!owned.ok()) fail("parseOwned failed where parse succeeded", statusText(owned.status()));
    check(owned->get() == *parsed, "parseOwned differs from parse", std::string(command));
  }
  const BsonBuffer first = parsed->toBson();
  // serialize() appends one whole document: after other bytes it writes the same.
  {
    BsonWriter w;
    w.appendInt32("prefix", 1);
    const size_t prefix = w.size();
    parsed->serialize(w);
    check(w.size() - prefix == first.size() && std::memcmp(w.data() + prefix, first.data(), first.size()) == 0,
          "serialize() after other bytes differs from toBson()", std::string(command));
  }
  check(first.size() == parsed->serializedSize(), "serializedSize() differs from toBson().size()",
        std::string(command));
  // Views (object, any) are validated lazily, when walked: parse accepts a
  // document whose filter holds malformed bytes and serialize copies them. So
  // the output must be fully valid whenever the input was.
  const absl::Status inputValid = BsonDocument::fromValidatedBytes(data, static_cast<uint32_t>(size)).validateDeep();
  const absl::Status outputValid = first.view().validateDeep();
  if (inputValid.ok()) {
    check(outputValid.ok(), "serialize(parse(x)) is not valid BSON", statusText(outputValid));
  }
  auto reparsed = Command::parse(first.data(), first.size());
  if (!reparsed.ok()) fail("parse(serialize(parse(x))) failed", statusText(reparsed.status()));
  const BsonBuffer second = reparsed->toBson();
  check(sameBytes(first, second), "serialize(parse(serialize(parse(x)))) != serialize(parse(x))",
        std::string(command));
  auto third = Command::parse(second.data(), second.size());
  if (!third.ok()) fail("third parse failed", statusText(third.status()));
  check(*third == *reparsed, "parse(serialize(y)) != y for y = parse(serialize(parse(x)))", std::string(command));
}

// What a parser made of an input, for differential targets.
struct Outcome {
  bool ok = false;
  int32_t code = 0;
  std::string message;
  std::string bytes;  // serialize(parse(x)) when ok
};

template <typename Command>
Outcome outcomeOf(const uint8_t* data, size_t size) {
  Outcome o;
  auto parsed = Command::parse(data, size);
  if (!parsed.ok()) {
    o.code = errorCode(parsed.status());
    o.message = std::string(parsed.status().message().data(), parsed.status().message().size());
    return o;
  }
  const BsonBuffer b = parsed->toBson();
  o.ok = true;
  o.bytes.assign(reinterpret_cast<const char*>(b.data()), b.size());
  return o;
}

inline void checkSameOutcome(std::string_view variant, const Outcome& expected, const Outcome& actual) {
  const std::string who(variant);
  check(expected.ok == actual.ok, "dispatch variant disagrees on success", who + ": " +
        (expected.ok ? actual.message : expected.message));
  check(expected.code == actual.code, "dispatch variant gives another code", who);
  check(expected.message == actual.message, "dispatch variant gives another message",
        who + ": '" + expected.message + "' vs '" + actual.message + "'");
  check(expected.bytes == actual.bytes, "dispatch variant serializes differently", who);
}

}  // namespace switchyard::fuzz
