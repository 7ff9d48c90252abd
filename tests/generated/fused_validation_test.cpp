// Validation fused with the parse (ParseOptions::validate; runtime
// parse_entry.h parseValidating, generated viewsValid()) against validating
// first: the whole document walked by validateDeep, then the parse (the order
// MongoDB follows, OpMsg::parse reading each document as Validated<BSONObj>
// before any IDL parser runs). Same value, or the same error (code, text,
// offset and path payloads), on every fixture, on every one-byte mutation of
// every corpus document, and at every small nesting limit.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "IdlCommands.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "insert_gen.h"
#include "fixtures.h"
#include "gtest/gtest.h"
#include "switchyard/bson/parse_options.h"
#include "switchyard/bson/validate.h"
#include "switchyard/writer/bson_writer.h"

namespace switchyard::testing {
#ifdef SWITCHYARD_TEST_IDL_NAMESPACE
// Built once more against idl/ compiled with SWITCHYARD_VALIDATING_PARSE=0
// in its own namespace (tests/generated/CMakeLists.txt).
namespace idl = SWITCHYARD_TEST_IDL_NAMESPACE;
#endif
namespace {

using idl::IdlCommands;

// The order before fusion: openDocument validates the whole document first
// (options.validate), then parseFrom reads it.
template <class C>
absl::StatusOr<C> parseValidatingFirst(const std::vector<uint8_t>& bytes, const ParseOptions& options) {
  ParseContext ctx(bytes.data(), options.maxDepth);
  ctx.pushRoot(C::kStructName);
  absl::StatusOr<C> out(absl::in_place);
  BsonDocument doc;
  if (!openDocument(bytes.data(), bytes.size(), options, ctx, &doc) || !out->parseFrom(doc, ctx)) {
    out = ctx.takeStatus();
  }
  return out;
}

template <class C>
void expectSameAsValidatingFirst(const std::vector<uint8_t>& bytes, const ParseOptions& options) {
  const absl::StatusOr<C> fused = C::parse(bytes.data(), bytes.size(), options);
  const absl::StatusOr<C> first = parseValidatingFirst<C>(bytes, options);
  ASSERT_EQ(fused.ok(), first.ok()) << (fused.ok() ? first.status() : fused.status());
  if (fused.ok()) {
    EXPECT_TRUE(*fused == *first);
  } else {
    // absl::Status equality: the code, the message and every payload (offset, path).
    EXPECT_EQ(fused.status(), first.status());
  }
}

// The comparison with the command class named by the document's first field.
void expectSame(std::string_view command, const std::vector<uint8_t>& bytes, const ParseOptions& options) {
  const int index = IdlCommands::indexOf(command);
  ASSERT_GE(index, 0) << command;
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(index) == I
          ? expectSameAsValidatingFirst<std::variant_alternative_t<I, IdlCommands::Command>>(bytes, options)
          : void()),
     ...);
  }(std::make_index_sequence<std::variant_size_v<IdlCommands::Command>>());
}

constexpr ParseOptions kValidate{.validate = true};

TEST(FusedValidation, EveryFixtureAsValidatingFirst) {
  for (const Case& c : allCases()) {
    SCOPED_TRACE(c.name);
    expectSame(c.command, c.bytes, kValidate);
  }
}

TEST(FusedValidation, EveryNestingLimitAsValidatingFirst) {
  // Views at every depth against limits below, at and above their nesting:
  // the depth viewsValid() counts is the one validateDeep counts.
  for (const Case& c : allCases()) {
    SCOPED_TRACE(c.name);
    for (uint32_t maxDepth = 0; maxDepth <= 6; ++maxDepth) {
      expectSame(c.command, c.bytes, ParseOptions{.validate = true, .maxDepth = maxDepth});
    }
  }
}

// Every byte after the length of every corpus document set to values that
// break framing (types, lengths, NULs, bools) or nudge it.
TEST(FusedValidation, EveryMutationOfTheCorpusAsValidatingFirst) {
  for (const Case& c : allCases()) {
    if (std::string_view(c.name).substr(0, 7) != "corpus_") continue;
    SCOPED_TRACE(c.name);
    const bool large = c.bytes.size() > 8192;  // insert_100: fewer values per byte
    for (size_t i = 4; i < c.bytes.size(); ++i) {
      const uint8_t original = c.bytes[i];
      std::vector<uint8_t> values = {0x00, 0xFF, static_cast<uint8_t>(original + 1)};
      if (!large) {
        values.insert(values.end(), {0x01, 0x02, 0x03, 0x04, 0x14, 0x7F, 0x80, static_cast<uint8_t>(original - 1)});
      }
      for (const uint8_t value : values) {
        if (value == original) continue;
        std::vector<uint8_t> mutated = c.bytes;
        mutated[i] = value;
        SCOPED_TRACE("byte " + std::to_string(i) + " = " + std::to_string(value));
        expectSame(c.command, mutated, kValidate);
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
}

// A document with a type error in an early field and malformed bytes in a
// later filter: validating first reports the malformed bytes (MongoDB
// validates the whole message before its IDL parser sees the type error).
std::vector<uint8_t> limitThenBrokenFilter(bool broken) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("find", "c");
  w.appendString("limit", "not a number");
  BsonWriter filter;
  const size_t filterAt = filter.beginDocument();
  filter.appendString("a", "b");
  filter.endDocument(filterAt);
  BsonBuffer f = filter.finish();
  std::vector<uint8_t> bytes(f.data(), f.data() + f.size());
  if (broken) bytes[4] = 0x42;  // no BSON type
  w.appendDocument("filter", BsonDocument::fromValidatedBytes(bytes.data(), static_cast<uint32_t>(bytes.size())));
  w.appendString("$db", "d");
  w.endDocument(at);
  const BsonBuffer out = w.finish();
  return {out.data(), out.data() + out.size()};
}

TEST(FusedValidation, ALaterMalformedViewWinsOverAnEarlierTypeError) {
  const std::vector<uint8_t> broken = limitThenBrokenFilter(true);
  auto parsed = idl::FindCommand::parse(broken.data(), broken.size(), kValidate);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(errorCode(parsed.status()), static_cast<int32_t>(ErrorCode::kInvalidBSON)) << parsed.status();
  EXPECT_EQ(parsed.status(), parseValidatingFirst<idl::FindCommand>(broken, kValidate).status());
  // Without validation the parse stops at the type error; the filter's bytes are not read.
  auto lazy = idl::FindCommand::parse(broken.data(), broken.size());
  ASSERT_FALSE(lazy.ok());
  EXPECT_EQ(errorCode(lazy.status()), static_cast<int32_t>(ErrorCode::kTypeMismatch)) << lazy.status();
  // A well-formed document gets the type error either way.
  const std::vector<uint8_t> wellFormed = limitThenBrokenFilter(false);
  auto typed = idl::FindCommand::parse(wellFormed.data(), wellFormed.size(), kValidate);
  ASSERT_FALSE(typed.ok());
  EXPECT_EQ(typed.status(), lazy.status());
}

TEST(FusedValidation, AMalformedViewFailsOnlyWhenValidating) {
  // The filter kept as a view: the lazy parse accepts it, the validating one not.
  BsonWriter filter;
  const size_t filterAt = filter.beginDocument();
  filter.appendString("a", "b");
  filter.endDocument(filterAt);
  BsonBuffer f = filter.finish();
  std::vector<uint8_t> inner(f.data(), f.data() + f.size());
  inner[inner.size() - 2] = 0x01;  // the string's NUL
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("find", "c");
  w.appendDocument("filter", BsonDocument::fromValidatedBytes(inner.data(), static_cast<uint32_t>(inner.size())));
  w.appendString("$db", "d");
  w.endDocument(at);
  const BsonBuffer out = w.finish();
  const std::vector<uint8_t> bytes(out.data(), out.data() + out.size());
  EXPECT_TRUE(idl::FindCommand::parse(bytes.data(), bytes.size()).ok());
  auto validated = idl::FindCommand::parse(bytes.data(), bytes.size(), kValidate);
  ASSERT_FALSE(validated.ok());
  EXPECT_EQ(errorCode(validated.status()), static_cast<int32_t>(ErrorCode::kInvalidBSON));
  EXPECT_EQ(validated.status(), parseValidatingFirst<idl::FindCommand>(bytes, kValidate).status());
}

// Document views whose own nesting is exactly the limit, or one past it: a
// view directly in the command, in an array (insert's documents), in a struct
// (writeConcern's w), in structs in an array (delete's q), and an empty view
// (nothing inside it to walk, only its own level counts). Each is accepted
// with maxDepth equal to its nesting and rejected as too deep below it: the
// budget viewsValid() passes down reaches 0 exactly where validateDeep's
// depth reaches the limit.
std::vector<uint8_t> commandWithViewAt(std::string_view shape, bool emptyView) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  // The view: {} or {a: 1}.
  const auto view = [&](std::string_view name) {
    const size_t v = w.beginSubDocument(name);
    if (!emptyView) w.appendInt32("a", 1);
    w.endSubDocument(v);
  };
  if (shape == "find") {
    w.appendString("find", "c");
    view("filter");  // depth 1
  } else if (shape == "insert") {
    w.appendString("insert", "c");
    const size_t docs = w.beginArray("documents");
    view("0");  // depth 2
    w.endSubDocument(docs);
  } else if (shape == "writeConcern") {
    w.appendString("insert", "c");
    const size_t docs = w.beginArray("documents");
    w.endSubDocument(docs);
    const size_t wc = w.beginSubDocument("writeConcern");
    view("w");  // depth 2
    w.endSubDocument(wc);
  } else {
    w.appendString("delete", "c");
    const size_t deletes = w.beginArray("deletes");
    const size_t entry = w.beginSubDocument("0");
    view("q");  // depth 3
    w.appendInt32("limit", 0);
    w.endSubDocument(entry);
    w.endSubDocument(deletes);
  }
  w.appendString("$db", "d");
  w.endDocument(at);
  const BsonBuffer out = w.finish();
  return {out.data(), out.data() + out.size()};
}

// The fused parse's outcome with the command class `command` names.
absl::Status fusedStatus(std::string_view command, const std::vector<uint8_t>& bytes, const ParseOptions& options) {
  if (command == "find") return idl::FindCommand::parse(bytes.data(), bytes.size(), options).status();
  if (command == "insert") return idl::InsertCommand::parse(bytes.data(), bytes.size(), options).status();
  return idl::DeleteCommand::parse(bytes.data(), bytes.size(), options).status();
}

TEST(FusedValidation, ViewsAtTheNestingLimitAsValidatingFirst) {
  const std::pair<std::string_view, uint32_t> shapes[] = {
      {"find", 1}, {"insert", 2}, {"writeConcern", 2}, {"delete", 3}};
  for (const auto& [shape, viewDepth] : shapes) {
    for (const bool emptyView : {true, false}) {
      SCOPED_TRACE(std::string(shape) + (emptyView ? " {}" : " {a: 1}"));
      const std::vector<uint8_t> bytes = commandWithViewAt(shape, emptyView);
      // The deepest level the view reaches: its own, or its element's value (an int, no level).
      for (uint32_t maxDepth = 0; maxDepth <= viewDepth + 1; ++maxDepth) {
        SCOPED_TRACE("maxDepth " + std::to_string(maxDepth));
        const ParseOptions options{.validate = true, .maxDepth = maxDepth};
        const std::string_view command = shape == "writeConcern" ? "insert" : shape;
        expectSame(command, bytes, options);
        const absl::Status parsed = fusedStatus(command, bytes, options);
        if (maxDepth >= viewDepth) {
          EXPECT_TRUE(parsed.ok()) << parsed;
        } else {
          ASSERT_FALSE(parsed.ok());
          EXPECT_EQ(errorCode(parsed), static_cast<int32_t>(ErrorCode::kOverflow)) << parsed;
        }
      }
    }
  }
}

}  // namespace
}  // namespace switchyard::testing
