// Typed tests of the generated API: getters after parsing, defaults, null as
// absent, coercions, enums, nested structs and arrays, setters and
// serialization, parseOwned lifetimes.
#include <cstdint>
#include <cstring>
#include <algorithm>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "fixtures.h"
#include "getmore_gen.h"
#include "gtest/gtest.h"
#include "insert_gen.h"
#include "switchyard/json/extended_json.h"
#include "update_gen.h"

namespace switchyard::testing {
namespace {

using idl::FindCommand;

template <typename T>
T parseFixture(std::string_view name) {
  const std::vector<uint8_t>& bytes = fixture(name);
  absl::StatusOr<T> parsed = T::parse(bytes.data(), bytes.size());
  EXPECT_TRUE(parsed.ok()) << name << ": " << parsed.status();
  return parsed.ok() ? *std::move(parsed) : T();
}

Uuid testUuid() {
  Uuid u;
  for (uint8_t i = 0; i < 16; ++i) u.bytes[i] = i;
  return u;
}

std::vector<uint8_t> bytesOf(const BsonBuffer& b) { return {b.data(), b.data() + b.size()}; }

TEST(GeneratedFind, YcsbGetters) {
  const FindCommand find = parseFixture<FindCommand>("find_ycsb");
  EXPECT_EQ(find.getCollectionName(), "usertable");
  EXPECT_FALSE(find.getCollectionUuid().has_value());
  EXPECT_EQ(find.getDbName(), "ycsb");
  EXPECT_EQ(find.getLimit(), std::optional<int64_t>(1));
  EXPECT_EQ(find.getSingleBatch(), std::optional<bool>(true));
  EXPECT_FALSE(find.getSkip().has_value());
  EXPECT_FALSE(find.getBatchSize().has_value());
  EXPECT_TRUE(find.getProjection().empty());
  ASSERT_TRUE(find.getLsid().has_value());
  EXPECT_EQ(find.getLsid()->getId(), testUuid());
  // The filter is a view of the input: its first element is _id.
  BsonCursor cursor = find.getFilter().elements();
  BsonElement e;
  ParseContext ctx;
  ASSERT_TRUE(cursor.next(e, ctx));
  EXPECT_EQ(e.name(), "_id");
  EXPECT_EQ(e.asString(), "user4409142221109489457");
  EXPECT_EQ(FindCommand::kCommandName, "find");
  EXPECT_EQ(FindCommand::kApiVersion, "1");
}

TEST(GeneratedFind, CollectionUuid) {
  const FindCommand find = parseFixture<FindCommand>("find_by_uuid");
  ASSERT_TRUE(find.getCollectionUuid().has_value());
  EXPECT_EQ(*find.getCollectionUuid(), testUuid());
  EXPECT_EQ(find.getDbName(), "test");
}

TEST(GeneratedFind, NumericCoercions) {
  EXPECT_EQ(parseFixture<FindCommand>("find_limit_int").getLimit(), std::optional<int64_t>(5));
  EXPECT_EQ(parseFixture<FindCommand>("find_limit_double").getLimit(), std::optional<int64_t>(5));
  EXPECT_EQ(parseFixture<FindCommand>("find_limit_decimal").getLimit(), std::optional<int64_t>(5));
  EXPECT_EQ(parseFixture<FindCommand>("find_maxtime_long").getMaxTimeMS(), std::optional<int32_t>(100));
}

TEST(GeneratedFind, NullIsAbsent) {
  const FindCommand find = parseFixture<FindCommand>("find_null_limit");
  EXPECT_FALSE(find.getLimit().has_value());
  EXPECT_FALSE(parseFixture<FindCommand>("find_undefined_limit").getLimit().has_value());
  // A defaulted field given null keeps its default.
  EXPECT_TRUE(parseFixture<FindCommand>("find_null_filter").getFilter().empty());
  // An `any` field stores null as a value.
  const FindCommand hinted = parseFixture<FindCommand>("find_hint_null");
  ASSERT_TRUE(hinted.getHint().has_value());
  EXPECT_TRUE(hinted.getHint()->isNull());
}

TEST(GeneratedFind, AllScalars) {
  const FindCommand find = parseFixture<FindCommand>("find_all_scalars");
  EXPECT_EQ(find.getSkip(), std::optional<int64_t>(10));
  EXPECT_EQ(find.getBatchSize(), std::optional<int64_t>(101));
  EXPECT_EQ(find.getTerm(), std::optional<int64_t>(7));
  EXPECT_EQ(find.getMaxTimeMS(), std::optional<int32_t>(1000));
  ASSERT_TRUE(find.getHint().has_value());
  EXPECT_EQ(find.getHint()->asString(), "a_1");
  ASSERT_TRUE(find.getLegacyRuntimeConstants().has_value());
  EXPECT_EQ(find.getLegacyRuntimeConstants()->getClusterTime(), (Timestamp{1700000000, 3}));
  EXPECT_EQ(find.getLegacyRuntimeConstants()->getLocalNow(), int64_t{1704153600000});
  ASSERT_TRUE(find.getEncryptionInformation().has_value());
  EXPECT_EQ(find.getEncryptionInformation()->getType(), 1);
  EXPECT_EQ(find.getCollectionUUID(), std::optional<Uuid>(testUuid()));
  EXPECT_EQ(find.getTxnNumber(), std::optional<int64_t>(3));
  EXPECT_EQ(find.getApiVersion(), std::optional<std::string_view>("1"));
}

TEST(GeneratedFind, BuildWithSettersAndRoundTrip) {
  FindCommand find;
  find.setCollectionName("coll");
  find.setDbName("db");
  find.setLimit(5);
  find.setSingleBatch(true);
  idl::LogicalSessionFromClient lsid;
  lsid.setId(testUuid());
  find.setLsid(lsid);
  const BsonBuffer bytes = find.toBson();
  EXPECT_EQ(bytes.size(), find.serializedSize());
  absl::StatusOr<FindCommand> back = FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_TRUE(*back == find);
  EXPECT_EQ(back->getLimit(), std::optional<int64_t>(5));
  EXPECT_EQ(back->getLsid()->getId(), testUuid());
  // Changing a field makes the values differ.
  find.setLimit(6);
  EXPECT_FALSE(*back == find);
  // UUID collection.
  find.setCollectionUuid(testUuid());
  const BsonBuffer byUuid = find.toBson();
  absl::StatusOr<FindCommand> back2 = FindCommand::parse(byUuid.data(), byUuid.size());
  ASSERT_TRUE(back2.ok()) << back2.status();
  EXPECT_EQ(back2->getCollectionUuid(), std::optional<Uuid>(testUuid()));
}

TEST(GeneratedFind, ParseDocumentOverload) {
  const std::vector<uint8_t>& bytes = fixture("find_ycsb");
  absl::StatusOr<BsonDocument> doc = BsonDocument::fromBuffer(bytes.data(), bytes.size());
  ASSERT_TRUE(doc.ok());
  absl::StatusOr<FindCommand> find = FindCommand::parse(*doc);
  ASSERT_TRUE(find.ok()) << find.status();
  EXPECT_EQ(find->getCollectionName(), "usertable");
  // Errors from this overload carry the same paths.
  const std::vector<uint8_t>& bad = fixture("find_lsid_empty");
  absl::StatusOr<FindCommand> failed =
      FindCommand::parse(*BsonDocument::fromBuffer(bad.data(), bad.size()));
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.status().message(), "BSON field 'find.lsid.id' is missing but a required field");
}

TEST(GeneratedFind, ParseOwnedKeepsTheBufferAlive) {
  absl::StatusOr<Owned<FindCommand>> owned = [] {
    // The only other reference to the bytes dies with this scope.
    std::vector<uint8_t> copy = fixture("find_ycsb");
    auto buffer = std::make_shared<const BsonBuffer>(BsonBuffer::copyOf(copy));
    std::memset(copy.data(), 0xAB, copy.size());
    return FindCommand::parseOwned(std::move(buffer));
  }();
  ASSERT_TRUE(owned.ok()) << owned.status();
  EXPECT_EQ(owned->buffer().use_count(), 1);
  EXPECT_EQ((*owned)->getCollectionName(), "usertable");
  EXPECT_EQ((*owned)->getDbName(), "ycsb");
  const Owned<FindCommand> copy = *owned;  // copies share the buffer
  owned = absl::InternalError("drop the original");
  EXPECT_EQ(copy->getCollectionName(), "usertable");
  EXPECT_EQ(bytesOf(copy->toBson()), fixture("find_ycsb"));
  // Errors come through parseOwned too.
  auto bad = std::make_shared<const BsonBuffer>(BsonBuffer::copyOf(fixture("find_unknown")));
  absl::StatusOr<Owned<FindCommand>> failed = FindCommand::parseOwned(bad);
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(errorCode(failed.status()), 40415);
  EXPECT_FALSE(FindCommand::parseOwned(nullptr).ok());
}

TEST(GeneratedInsert, DefaultsAndChainedFields) {
  const idl::InsertCommand minimal = parseFixture<idl::InsertCommand>("insert_minimal");
  EXPECT_TRUE(minimal.getOrdered());
  EXPECT_FALSE(minimal.getBypassDocumentValidation());
  EXPECT_EQ(minimal.getDocuments().size(), 1u);
  EXPECT_TRUE(parseFixture<idl::InsertCommand>("insert_null_ordered").getOrdered());
  const idl::InsertCommand all = parseFixture<idl::InsertCommand>("insert_all");
  EXPECT_FALSE(all.getOrdered());
  EXPECT_EQ(all.getStmtIds(), (std::optional<std::vector<int32_t>>(std::vector<int32_t>{1, 2, 3})));
  ASSERT_TRUE(all.getReadConcern().has_value());
  EXPECT_EQ(all.getReadConcern()->getLevel(), std::optional(idl::ReadConcernLevel::kSnapshot));
  EXPECT_EQ(idl::toStringReadConcernLevel(idl::ReadConcernLevel::kSnapshot), "snapshot");
  ASSERT_TRUE(all.getReadConcern()->getAfterOpTime().has_value());
  EXPECT_EQ(all.getReadConcern()->getAfterOpTime()->getT(), 3);
  // A null array element is skipped, as MongoDB does.
  EXPECT_EQ(parseFixture<idl::InsertCommand>("insert_null_document_skipped").getDocuments().size(), 2u);
  EXPECT_EQ(parseFixture<idl::InsertCommand>("insert_eleven_documents").getDocuments().size(), 11u);
}

// The chained struct as a whole: get/set<Member>() copy the inline fields
// out to and in from WriteCommandRequestBase.
TEST(GeneratedInsert, ChainedStructAccessors) {
  idl::InsertCommand all = parseFixture<idl::InsertCommand>("insert_all");
  idl::WriteCommandRequestBase base = all.getWriteCommandRequestBase();
  EXPECT_TRUE(base.getBypassDocumentValidation());
  EXPECT_FALSE(base.getOrdered());
  EXPECT_EQ(base.getStmtId(), std::optional<int32_t>(3));
  EXPECT_EQ(base.getStmtIds(), all.getStmtIds());
  base.setOrdered(true);
  base.setStmtId(std::nullopt);
  all.setWriteCommandRequestBase(base);
  EXPECT_TRUE(all.getOrdered());
  EXPECT_FALSE(all.getStmtId().has_value());
  EXPECT_TRUE(all.getBypassDocumentValidation());
  // The same base moved into another command carries the same values.
  idl::InsertCommand minimal = parseFixture<idl::InsertCommand>("insert_minimal");
  minimal.setWriteCommandRequestBase(all.getWriteCommandRequestBase());
  EXPECT_EQ(minimal.getWriteCommandRequestBase(), all.getWriteCommandRequestBase());
}

// The checked entry points: into a caller's buffer (exact size: ASan checks
// no byte past it), nested into a larger document, and every refusal writes
// nothing.
TEST(GeneratedInsert, SerializeIntoCallersBufferAndAppendTo) {
  const idl::InsertCommand all = parseFixture<idl::InsertCommand>("insert_eleven_documents");
  const std::vector<uint8_t> want = bytesOf(all.toBson());
  ASSERT_EQ(all.serializedSize(), want.size());
  auto exact = std::make_unique<uint8_t[]>(want.size());
  absl::StatusOr<size_t> written = all.serializeInto(std::span<uint8_t>(exact.get(), want.size()));
  ASSERT_TRUE(written.ok()) << written.status();
  EXPECT_EQ(std::vector<uint8_t>(exact.get(), exact.get() + *written), want);

  std::vector<uint8_t> small(want.size() - 1, 0xAA);
  written = all.serializeInto(std::span<uint8_t>(small));
  EXPECT_EQ(errorCode(written.status()), static_cast<int32_t>(ErrorCode::kOverflow));
  for (uint8_t b : small) ASSERT_EQ(b, 0xAA);

  // {op: 1, cmd: <insert>, n: 2}
  BsonWriter w;
  const size_t top = w.beginDocument();
  w.appendInt32("op", 1);
  ASSERT_TRUE(all.appendTo(w, "cmd").ok());
  w.appendInt32("n", 2);
  w.endDocument(top);
  auto outer = BsonDocument::fromBuffer(w.data(), w.size());
  ASSERT_TRUE(outer.ok());
  ASSERT_TRUE(outer->validateDeep().ok());
  ParseContext ctx(w.data());
  BsonCursor c = outer->elements();
  BsonElement e;
  ASSERT_TRUE(c.next(e, ctx));
  ASSERT_TRUE(c.next(e, ctx));
  EXPECT_EQ(e.name(), "cmd");
  const BsonDocument inner = e.asDocument();
  EXPECT_EQ(std::vector<uint8_t>(inner.data(), inner.data() + inner.size()), want);
}

TEST(GeneratedInsert, CheckedEntryPointsRefuseWhatCannotBeWritten) {
  idl::InsertCommand cmd = parseFixture<idl::InsertCommand>("insert_minimal");
  const size_t size = cmd.serializedSize();
  std::vector<uint8_t> buffer(size + 64, 0xAA);
  BsonWriter w;
  w.appendInt32("x", 1);
  const size_t before = w.size();

  // Over the limit: BSONObjectTooLarge, nothing written.
  absl::StatusOr<size_t> written = cmd.serializeInto(std::span<uint8_t>(buffer), size - 1);
  EXPECT_EQ(errorCode(written.status()), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(errorCode(cmd.appendTo(w, "cmd", size - 1)), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_TRUE(cmd.serializeInto(std::span<uint8_t>(buffer), size).ok());
  std::fill(buffer.begin(), buffer.end(), 0xAA);

  // A document value whose bytes do not frame a document.
  const uint8_t good[] = {12, 0, 0, 0, 0x10, 'x', 0, 7, 0, 0, 0, 0};
  uint8_t bad[sizeof good];
  std::memcpy(bad, good, sizeof good);
  bad[0] = 99;
  cmd.setDocuments({BsonDocument::fromValidatedBytes(good, sizeof good),
                    BsonDocument::fromValidatedBytes(bad, sizeof bad)});
  const absl::Status status = cmd.checkSerializable();
  EXPECT_EQ(errorCode(status), static_cast<int32_t>(ErrorCode::kInvalidBSON));
  EXPECT_EQ(std::string(status.message()),
            "BSON field 'insert.documents.1' is not a well-framed document: Invalid BSON at byte offset 0: "
            "declared document length 99 does not match the buffer size 12");
  EXPECT_EQ(cmd.serializeInto(std::span<uint8_t>(buffer)).status(), status);
  EXPECT_EQ(cmd.appendTo(w, "cmd"), status);
  for (uint8_t b : buffer) ASSERT_EQ(b, 0xAA);
  EXPECT_EQ(w.size(), before);
}

// A command whose size does not fit BSON's int32 length field (2 GiB - 1) is
// refused whatever maximum the caller allows, before anything is written:
// 2,100 views of one 1 MiB document (nothing large is allocated).
TEST(GeneratedInsert, OverTheFormatLimitIsRefusedWhateverTheMaximum) {
  constexpr uint32_t kDocSize = 1u << 20;
  // {"": BinData(0, <kDocSize - 12 zero bytes>)}: length, type, name NUL,
  // binData length, subtype, payload, terminating NUL.
  std::vector<uint8_t> big(kDocSize, 0);
  storeLE<int32_t>(big.data(), static_cast<int32_t>(kDocSize));
  big[4] = static_cast<uint8_t>(BsonType::kBinData);
  storeLE<int32_t>(big.data() + 6, static_cast<int32_t>(kDocSize - 12));
  ASSERT_TRUE(BsonDocument::fromBuffer(big.data(), big.size()).ok());
  const BsonDocument doc = BsonDocument::fromValidatedBytes(big.data(), kDocSize);
  ASSERT_TRUE(isFramed(doc));
  idl::InsertCommand cmd = parseFixture<idl::InsertCommand>("insert_minimal");
  cmd.setDocuments(std::vector<BsonDocument>(2100, doc));
  ASSERT_TRUE(cmd.checkSerializable().ok());
  ASSERT_GT(cmd.serializedSize(), kBsonMaxSize);
  std::vector<uint8_t> buffer(64, 0xAA);
  const absl::StatusOr<size_t> written = cmd.serializeInto(std::span<uint8_t>(buffer), SIZE_MAX);
  EXPECT_EQ(errorCode(written.status()), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_NE(std::string(written.status().message()).find("Size must be between 0 and 2147483647"), std::string::npos)
      << written.status().message();
  BsonWriter w;
  EXPECT_EQ(errorCode(cmd.appendTo(w, "cmd", SIZE_MAX)), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(w.size(), 0u);
  for (uint8_t b : buffer) ASSERT_EQ(b, 0xAA);
  // Over MongoDB's 16 MiB (the default maximum) but under the format's limit.
  cmd.setDocuments(std::vector<BsonDocument>(17, doc));
  EXPECT_EQ(errorCode(cmd.serializeInto(std::span<uint8_t>(buffer)).status()),
            static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(errorCode(cmd.serializeInto(std::span<uint8_t>(buffer), kBsonMaxSize).status()),
            static_cast<int32_t>(ErrorCode::kOverflow));  // allowed, but the 64-byte buffer is too small
}

TEST(GeneratedUpdate, NestedEntries) {
  const idl::UpdateCommand update = parseFixture<idl::UpdateCommand>("update_basic");
  ASSERT_EQ(update.getUpdates().size(), 2u);
  EXPECT_FALSE(update.getUpdates()[0].getMulti());
  EXPECT_TRUE(update.getUpdates()[1].getMulti());
  EXPECT_TRUE(update.getUpdates()[1].getUpsert());
  EXPECT_EQ(update.getUpdates()[1].getU().type(), BsonType::kArray);
  ASSERT_TRUE(update.getUpdates()[1].getArrayFilters().has_value());
  EXPECT_EQ(update.getUpdates()[1].getArrayFilters()->size(), 1u);
}

// An `any` field set to an empty BsonElement serializes as null. (Required
// fields never set abort the unchecked serializers: never_set_test.cpp.)
TEST(GeneratedUpdate, EmptyAnyFieldSerializesAsNull) {
  static const uint8_t kQuery[] = {5, 0, 0, 0, 0};
  std::vector<idl::UpdateOpEntry> entries(1);
  entries[0].setQ(BsonDocument::fromValidatedBytes(kQuery, sizeof kQuery));
  entries[0].setU(BsonElement());
  idl::UpdateCommand update;
  update.setCollectionName("c");
  update.setDbName("d");
  update.setUpdates(std::move(entries));
  const BsonBuffer bytes = update.toBson();
  EXPECT_EQ(bytes.size(), update.serializedSize());
  absl::StatusOr<idl::UpdateCommand> back = idl::UpdateCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_TRUE(back->getUpdates()[0].getU().isNull());
}

TEST(GeneratedGetMore, CommandParameterOfTypeLong) {
  const idl::GetMoreCommand getMore = parseFixture<idl::GetMoreCommand>("getmore_basic");
  EXPECT_EQ(getMore.getCommandParameter(), int64_t{123456789012});
  EXPECT_EQ(getMore.getCollection(), "c");
  ASSERT_TRUE(getMore.getLastKnownCommittedOpTime().has_value());
  EXPECT_EQ(getMore.getLastKnownCommittedOpTime()->getTs(), (Timestamp{3, 4}));
}

TEST(GeneratedDelete, SafeIntLimit) {
  const idl::DeleteCommand del = parseFixture<idl::DeleteCommand>("delete_basic");
  ASSERT_EQ(del.getDeletes().size(), 2u);
  EXPECT_EQ(del.getDeletes()[0].getLimit(), 1);
  EXPECT_EQ(del.getDeletes()[1].getLimit(), 0);
  EXPECT_EQ(parseFixture<idl::DeleteCommand>("delete_limit_long").getDeletes()[0].getLimit(), 1);
}

TEST(GeneratedAggregate, CursorStruct) {
  const idl::AggregateCommand agg = parseFixture<idl::AggregateCommand>("aggregate_basic");
  EXPECT_EQ(agg.getCollectionName(), "c");
  EXPECT_EQ(agg.getPipeline().size(), 2u);
  ASSERT_TRUE(agg.getCursor().has_value());
  EXPECT_EQ(agg.getCursor()->getBatchSize(), std::optional<int64_t>(0));
}

// allow_global_collection_name: {aggregate: 1} and the accessors around it.
TEST(GeneratedAggregate, Collectionless) {
  idl::AggregateCommand agg = parseFixture<idl::AggregateCommand>("aggregate_collectionless");
  EXPECT_TRUE(agg.isCollectionless());
  EXPECT_EQ(agg.getCollectionName(), "");
  EXPECT_TRUE(parseFixture<idl::AggregateCommand>("aggregate_collectionless_decimal").isCollectionless());
  EXPECT_FALSE(parseFixture<idl::AggregateCommand>("aggregate_basic").isCollectionless());
  agg.setCollectionName("c");
  EXPECT_FALSE(agg.isCollectionless());
  agg.setCollectionless();
  EXPECT_TRUE(agg.isCollectionless());
  EXPECT_EQ(agg.getCollectionName(), "");
  // Written as {aggregate: 1, ...}: the first element is int32 1.
  const BsonBuffer out = agg.toBson();
  ASSERT_GE(out.size(), 19u);
  EXPECT_EQ(out.data()[4], 0x10);
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(out.data()) + 5), "aggregate");
  EXPECT_EQ(out.data()[15], 1);
}

// Deep nesting inside an `object` field is the caller's to walk; nesting of
// generated structs is bounded by the context's depth limit.
TEST(GeneratedFind, DepthLimitOnNestedStructs) {
  const std::vector<uint8_t>& bytes = fixture("find_generic_tail");
  ParseContext ctx(bytes.data(), /*maxDepth=*/1);
  ctx.pushRoot(FindCommand::kStructName);
  FindCommand find;
  absl::StatusOr<BsonDocument> doc = BsonDocument::fromBuffer(bytes.data(), bytes.size());
  ASSERT_TRUE(doc.ok());
  EXPECT_FALSE(find.parseFrom(*doc, ctx));  // $clusterTime.signature is two deep
  EXPECT_EQ(errorCode(ctx.status()), 15) << ctx.status();
}

}  // namespace
}  // namespace switchyard::testing

namespace switchyard::testing {
namespace {

// MongoDB's IDL gives every field a wire-name constant (kLimitFieldName).
static_assert(idl::FindCommand::kLimitFieldName == "limit");
static_assert(idl::FindCommand::kDbNameFieldName == "$db");
static_assert(idl::FindCommand::kBatchSizeFieldName == "batchSize");
static_assert(idl::GetMoreCommand::kCommandName == "getMore");

// toString(): the relaxed Extended JSON of toBson(), for logs.
TEST(GeneratedText, ToStringIsRelaxedExtendedJson) {
  const std::vector<uint8_t>& bytes = fixture("find_ycsb");
  auto find = idl::FindCommand::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(find.ok()) << find.status();
  const std::string text = find->toString();
  const BsonBuffer serialized = find->toBson();
  auto expected = toRelaxedExtendedJson(serialized.view());
  ASSERT_TRUE(expected.ok());
  EXPECT_EQ(text, *expected);
  EXPECT_EQ(text.rfind(R"({"find": "usertable", )", 0), 0u) << text;
  EXPECT_NE(text.find(R"("limit": 1)"), std::string::npos) << text;
  EXPECT_NE(text.find(R"("$db": "ycsb")"), std::string::npos) << text;
}

}  // namespace
}  // namespace switchyard::testing

namespace switchyard::testing {
namespace {

// Issue 27 item 10: a checked serializer never writes what the class's own
// parser refuses; the checked setters run the same checks and set nothing
// when they fail (MongoDB's generated setters run the validator and throw).
TEST(CheckedSerializers, ValidatorsAsTheParserChecksThem) {
  idl::FindCommand find;
  find.setCollectionName("c");
  find.setDbName("d");
  find.setLimit(-5);  // the plain setter does not check
  const absl::Status status = find.checkSerializable();
  EXPECT_EQ(errorCode(status), ErrorCode::kValidatorFailed) << status;
  EXPECT_EQ(status.message(), "BSON field 'find.limit' value must be >= 0, actual value '-5'");
  // What the unchecked serializer wrote, its own parser refuses in the same words.
  const BsonBuffer raw = find.toBson();
  absl::StatusOr<idl::FindCommand> reparsed = idl::FindCommand::parse(raw.data(), raw.size());
  ASSERT_FALSE(reparsed.ok());
  EXPECT_EQ(reparsed.status().message(), status.message());
  std::vector<uint8_t> room(256);
  EXPECT_EQ(errorCode(find.serializeInto(room).status()), ErrorCode::kValidatorFailed);
  BsonWriter w;
  const size_t at = w.beginDocument();
  EXPECT_EQ(errorCode(find.appendTo(w, "cmd")), ErrorCode::kValidatorFailed);
  w.endDocument(at);
  EXPECT_EQ(errorCode(find.toOpMsg().status()), ErrorCode::kValidatorFailed);

  const absl::Status refused = find.trySetLimit(-1);
  EXPECT_EQ(errorCode(refused), ErrorCode::kValidatorFailed);
  EXPECT_EQ(refused.message(), "BSON field 'find.limit' value must be >= 0, actual value '-1'");
  EXPECT_EQ(find.getLimit(), std::optional<std::int64_t>(-5)) << "a refused value was set";
  ASSERT_TRUE(find.trySetLimit(3).ok());
  EXPECT_EQ(find.getLimit(), std::optional<std::int64_t>(3));
  EXPECT_TRUE(find.checkSerializable().ok());
  EXPECT_TRUE(find.serializeInto(room).ok());
}

TEST(CheckedSerializers, EnumeratorOutsideTheEnumIsRefused) {
  idl::ReadConcernArgs args;
  args.setLevel(static_cast<idl::ReadConcernLevel>(99));  // no enumerator: written as level: ""
  const absl::Status status = args.checkSerializable();
  EXPECT_EQ(errorCode(status), ErrorCode::kBadValue) << status;
  EXPECT_NE(std::string(status.message()).find("'ReadConcernArgs.level' holds 99"), std::string::npos) << status;
  std::vector<uint8_t> room(64);
  EXPECT_FALSE(args.serializeInto(room).ok());
  EXPECT_EQ(errorCode(args.trySetLevel(static_cast<idl::ReadConcernLevel>(-3))), ErrorCode::kBadValue);
  ASSERT_TRUE(args.trySetLevel(idl::ReadConcernLevel::kMajority).ok());
  EXPECT_TRUE(args.checkSerializable().ok());
  EXPECT_EQ(args.getLevel(), idl::ReadConcernLevel::kMajority);
}

// Nested: a validator of a struct inside a command names the whole path.
TEST(CheckedSerializers, NestedValidatorNamesThePath) {
  idl::AggregateCommand agg;
  agg.setCollectionName("c");
  agg.setDbName("d");
  agg.setPipeline({});
  idl::SimpleCursorOptions cursor;
  cursor.setBatchSize(-2);
  agg.setCursor(cursor);
  const absl::Status status = agg.checkSerializable();
  EXPECT_EQ(errorCode(status), ErrorCode::kValidatorFailed) << status;
  EXPECT_EQ(status.message(), "BSON field 'aggregate.cursor.batchSize' value must be >= 0, actual value '-2'");
}

}  // namespace
}  // namespace switchyard::testing
