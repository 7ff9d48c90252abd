// parseFromValidating (generator backends/bson_validating.py): a command's
// validating parse that walks each document or `any` value it keeps as it
// reads it, where parseFrom leaves them to viewsValid(). Per command and per
// field kept as a view: the field holding a malformed document is accepted by
// parseFrom (its bytes are not read) and rejected by parseFromValidating,
// whose answer is exactly parseFrom's then viewsValid()'s; a well-formed one
// gives parseFrom's value. A reader's walk missing from the generated copy
// fails here (the field tables are checked against the generator by
// tests/python/test_validating_parse.py). Built twice: against switchyard_idl
// and against idl/ compiled with SWITCHYARD_VALIDATING_PARSE=0 (the one-line
// body: parseFrom, then viewsValid()).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"
#include "switchyard/base/error.h"
#include "switchyard/bson/parse_options.h"
#include "switchyard/bson/validate.h"
#include "switchyard/writer/bson_writer.h"
#include "update_gen.h"

namespace switchyard::testing {
#ifdef SWITCHYARD_TEST_IDL_NAMESPACE
// Built once more against idl/ compiled with SWITCHYARD_VALIDATING_PARSE=0
// in its own namespace (tests/generated/CMakeLists.txt).
namespace idl = SWITCHYARD_TEST_IDL_NAMESPACE;
#endif
namespace {

using Bytes = std::vector<uint8_t>;

// A command's fields kept as views (object or `any`), each walked by viewsValid().
struct ViewFields {
  std::string_view command;
  std::vector<std::string_view> fields;
};

// clang-format off
const ViewFields kFindViews{"FindCommand", {
    "filter", "projection", "sort", "hint", "collation", "min", "max", "$queryOptions", "let",
    "$_resumeAfter", "readConcern", "comment", "$readPreference", "$audit", "$client",
    "$configServerState", "$oplogQueryData", "$replData", "databaseVersion", "shardVersion"}};
const ViewFields kAggregateViews{"AggregateCommand", {
    "readConcern", "collation", "hint", "let", "$queryOptions", "exchange", "$_passthroughToShard",
    "$_resumeAfter", "comment", "$readPreference", "$audit", "$client", "$configServerState",
    "$oplogQueryData", "$replData", "databaseVersion", "shardVersion"}};
const ViewFields kDeleteViews{"DeleteCommand", {
    "let", "comment", "$readPreference", "$audit", "$client", "$configServerState",
    "$oplogQueryData", "$queryOptions", "$replData", "databaseVersion", "shardVersion"}};
const ViewFields kUpdateViews{"UpdateCommand", {
    "let", "comment", "$readPreference", "$audit", "$client", "$configServerState",
    "$oplogQueryData", "$queryOptions", "$replData", "databaseVersion", "shardVersion"}};
const ViewFields kInsertViews{"InsertCommand", {
    "comment", "$readPreference", "$audit", "$client", "$configServerState", "$oplogQueryData",
    "$queryOptions", "$replData", "databaseVersion", "shardVersion"}};
const ViewFields kGetMoreViews{"GetMoreCommand", {
    "comment", "$readPreference", "$audit", "$client", "$configServerState", "$oplogQueryData",
    "$queryOptions", "$replData", "databaseVersion", "shardVersion"}};
// clang-format on

// {a: "b"}, or with the string's NUL replaced (malformed: the string runs
// into the document's terminator).
Bytes smallDocument(bool malformed) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("a", "b");
  w.endDocument(at);
  const BsonBuffer buffer = w.finish();
  Bytes bytes(buffer.data(), buffer.data() + buffer.size());
  if (malformed) bytes[bytes.size() - 2] = 0x01;
  return bytes;
}

// The command's first element and its required fields.
void commandHead(BsonWriter& w, std::string_view command) {
  if (command == "GetMoreCommand") {
    w.appendInt64("getMore", 1);
    w.appendString("collection", "c");
    return;
  }
  const std::string_view name = command == "FindCommand"        ? "find"
                                : command == "AggregateCommand" ? "aggregate"
                                : command == "DeleteCommand"    ? "delete"
                                : command == "UpdateCommand"    ? "update"
                                                                : "insert";
  w.appendString(name, "c");
  const std::string_view list = command == "AggregateCommand" ? "pipeline"
                                : command == "DeleteCommand"  ? "deletes"
                                : command == "UpdateCommand"  ? "updates"
                                : command == "InsertCommand"  ? "documents"
                                                              : "";
  if (!list.empty()) w.endSubDocument(w.beginArray(list));
  if (command == "AggregateCommand") w.endSubDocument(w.beginSubDocument("cursor"));
}

// The command with `field` holding `value` (in writeConcern's w when
// `inWriteConcern`: a view of a nested struct).
Bytes commandWith(std::string_view command, std::string_view field, const Bytes& value,
                  bool inWriteConcern = false) {
  const BsonDocument view = BsonDocument::fromValidatedBytes(value.data(), static_cast<uint32_t>(value.size()));
  BsonWriter w;
  const size_t at = w.beginDocument();
  commandHead(w, command);
  if (inWriteConcern) {
    const size_t wc = w.beginSubDocument("writeConcern");
    w.appendDocument("w", view);
    w.endSubDocument(wc);
  } else {
    w.appendDocument(field, view);
  }
  w.appendString("$db", "d");
  w.endDocument(at);
  const BsonBuffer out = w.finish();
  return {out.data(), out.data() + out.size()};
}

// parseFromValidating on a context armed as the validating entry points arm
// it (beginParse), `levels` below the root (0: the command is the document).
template <class C>
bool validatingParse(const Bytes& bytes, C& out, uint32_t maxDepth, uint32_t levels = 0) {
  ParseContext ctx(bytes.data(), maxDepth);
  ctx.pushRoot(C::kStructName);
  BsonDocument doc;
  if (!beginParse(bytes.data(), bytes.size(), ParseOptions{.validate = true, .maxDepth = maxDepth}, ctx, &doc)) {
    return false;
  }
  for (uint32_t i = 0; i < levels; ++i) {
    if (!ctx.enter("x", bytes.data())) return false;
  }
  return out.parseFromValidating(doc, ctx);
}

// parseFrom then viewsValid() with the same budget: the reference.
template <class C>
bool parseThenViews(const Bytes& bytes, C& out, bool* parsed, uint32_t maxDepth, uint32_t levels = 0) {
  ParseContext ctx(bytes.data(), maxDepth);
  ctx.pushRoot(C::kStructName);
  BsonDocument doc;
  *parsed = false;
  if (!beginParse(bytes.data(), bytes.size(), ParseOptions{.validate = true, .maxDepth = maxDepth}, ctx, &doc)) {
    return false;
  }
  for (uint32_t i = 0; i < levels; ++i) {
    if (!ctx.enter("x", bytes.data())) return false;
  }
  *parsed = out.parseFrom(doc, ctx);
  return *parsed && out.viewsValid(budgetBelow(maxDepth, levels));
}

template <class C>
void expectEveryViewWalked(const ViewFields& views) {
  // The nested struct's view too (writeConcern.w), then each field of the table.
  std::vector<std::pair<std::string_view, bool>> cases{{"writeConcern", true}};
  for (const std::string_view field : views.fields) cases.emplace_back(field, false);
  for (const auto& [field, inWriteConcern] : cases) {
    SCOPED_TRACE(std::string(views.command) + "." + std::string(field));
    const Bytes bad = commandWith(views.command, field, smallDocument(true), inWriteConcern);
    C lazy;
    bool parsed = false;
    EXPECT_FALSE(parseThenViews(bad, lazy, &parsed, kDefaultMaxDepth));
    ASSERT_TRUE(parsed) << "parseFrom should not read the view's bytes";
    C validating;
    EXPECT_FALSE(validatingParse(bad, validating, kDefaultMaxDepth)) << "the view was not walked";
    const absl::StatusOr<C> entry = C::parse(bad.data(), bad.size(), ParseOptions{.validate = true});
    ASSERT_FALSE(entry.ok());
    EXPECT_EQ(errorCode(entry.status()), static_cast<int32_t>(ErrorCode::kInvalidBSON)) << entry.status();

    const Bytes good = commandWith(views.command, field, smallDocument(false), inWriteConcern);
    C reference, value;
    ASSERT_TRUE(parseThenViews(good, reference, &parsed, kDefaultMaxDepth));
    ASSERT_TRUE(validatingParse(good, value, kDefaultMaxDepth));
    EXPECT_TRUE(value == reference);
  }
}

TEST(ValidatingParse, EveryViewOfFindIsWalked) { expectEveryViewWalked<idl::FindCommand>(kFindViews); }
TEST(ValidatingParse, EveryViewOfAggregateIsWalked) {
  expectEveryViewWalked<idl::AggregateCommand>(kAggregateViews);
}
TEST(ValidatingParse, EveryViewOfDeleteIsWalked) { expectEveryViewWalked<idl::DeleteCommand>(kDeleteViews); }
TEST(ValidatingParse, EveryViewOfUpdateIsWalked) { expectEveryViewWalked<idl::UpdateCommand>(kUpdateViews); }
TEST(ValidatingParse, EveryViewOfInsertIsWalked) { expectEveryViewWalked<idl::InsertCommand>(kInsertViews); }
TEST(ValidatingParse, EveryViewOfGetMoreIsWalked) {
  expectEveryViewWalked<idl::GetMoreCommand>(kGetMoreViews);
}

// The walks' budget is the one left below the command's own document: at
// the root, maxDepth; parsed `levels` deeper, that much less. A filter
// {a: "b"} needs one level below the command.
TEST(ValidatingParse, TheBudgetIsTheOneBelowTheCommandsDocument) {
  const Bytes bytes = commandWith("FindCommand", "filter", smallDocument(false));
  for (uint32_t levels = 0; levels <= 2; ++levels) {
    for (uint32_t maxDepth = levels; maxDepth <= levels + 2; ++maxDepth) {
      SCOPED_TRACE("levels " + std::to_string(levels) + ", maxDepth " + std::to_string(maxDepth));
      idl::FindCommand reference, value;
      bool parsed = false;
      const bool expected = parseThenViews(bytes, reference, &parsed, maxDepth, levels);
      EXPECT_EQ(validatingParse(bytes, value, maxDepth, levels), expected);
      EXPECT_EQ(expected, maxDepth >= levels + 1);
    }
  }
}

}  // namespace
}  // namespace switchyard::testing
