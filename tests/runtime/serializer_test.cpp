// The serialization entry points (serializer.h) on a small class written the
// way generated classes are: constant field heads, a documents array in one
// loop, required fields tracked by a mask. Each entry point writes the same
// bytes; each refusal (a required field never set, a document value that is
// not well framed, a document over the limit, a caller buffer too small)
// returns its error and writes nothing.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "switchyard/switchyard.h"
#include "switchyard/writer/internal/array_index.h"

namespace switchyard {
namespace {

std::string_view asView(const uint8_t* p, size_t n) { return {reinterpret_cast<const char*>(p), n}; }
std::string messageOf(const absl::Status& s) { return std::string(s.message()); }

// {insert: <collection>, documents: [...], ordered: <bool>, $db: <db>}
class MiniInsert {
 public:
  void setCollection(std::string_view v) {
    collection_ = v;
    set_ |= kCollection;
  }
  void setDocuments(std::vector<BsonDocument> v) {
    documents_ = std::move(v);
    set_ |= kDocuments;
  }
  void setOrdered(bool v) { ordered_ = v; }
  void setDb(std::string_view v) {
    db_ = v;
    set_ |= kDb;
  }

  absl::Status checkSerializable() const {
    if ((set_ & kRequired) != kRequired) [[unlikely]] {
      if ((set_ & kCollection) == 0) return missingFieldError("insert");
      if ((set_ & kDocuments) == 0) return missingFieldError("insert.documents");
      return missingFieldError("insert.$db");
    }
    for (size_t i = 0; i < documents_.size(); ++i) {
      if (!isFramed(documents_[i])) [[unlikely]] {
        return checkFramed(documents_[i], "insert.documents." + std::to_string(i));
      }
    }
    return absl::OkStatus();
  }

  size_t serializedSize() const {
    size_t array = kBsonEmptyDocumentSize + 2 * documents_.size() + indexNamesSize(documents_.size());
    for (const BsonDocument& d : documents_) array += d.size();
    return kBsonEmptyDocumentSize + kInsertHead.elementSize(bsonStringValueSize(collection_.size())) +
           kDocumentsHead.elementSize(array) + kOrderedHead.elementSize(1) +
           kDbHead.elementSize(bsonStringValueSize(db_.size()));
  }

  BsonSpanWriter writeFields(BsonSpanWriter out) const {
    out.head(kInsertHead);
    out.stringValue(collection_);
    out.head(kDocumentsHead);
    const DocumentStart array = out.beginDocument();
    out.arrayElements<kBsonEmptyDocumentSize>(BsonType::kObject, documents_,
                                              [](BsonSpanWriter& o, const BsonDocument& d) { o.documentValue(d); });
    out.endArray(array);
    out.head(kOrderedHead);
    out.boolValue(ordered_);
    out.head(kDbHead);
    out.stringValue(db_);
    return out;
  }

 private:
  static constexpr auto kInsertHead = fieldHead<"insert">(BsonType::kString);
  static constexpr auto kDocumentsHead = fieldHead<"documents">(BsonType::kArray);
  static constexpr auto kOrderedHead = fieldHead<"ordered">(BsonType::kBool);
  static constexpr auto kDbHead = fieldHead<"$db">(BsonType::kString);
  static constexpr uint32_t kCollection = 1, kDocuments = 2, kDb = 4, kRequired = 7;

  std::string_view collection_;
  std::vector<BsonDocument> documents_;
  bool ordered_ = true;
  std::string_view db_;
  uint32_t set_ = 0;
};

const uint8_t kDoc[] = {12, 0, 0, 0, 0x10, 'x', 0, 7, 0, 0, 0, 0};

MiniInsert sample(size_t documents) {
  MiniInsert m;
  m.setCollection("c");
  m.setDocuments(std::vector<BsonDocument>(documents, BsonDocument::fromValidatedBytes(kDoc, sizeof kDoc)));
  m.setOrdered(false);
  m.setDb("test");
  return m;
}

// The same document through BsonWriter's own appends.
std::string expectedBytes(size_t documents) {
  BsonWriter w(1);
  const size_t top = w.beginDocument();
  w.appendString("insert", "c");
  const size_t array = w.beginArray("documents");
  for (uint32_t i = 0; i < documents; ++i) w.appendDocument(ArrayIndex{i}, BsonDocument::fromValidatedBytes(kDoc, sizeof kDoc));
  w.endArray(array);
  w.appendBool("ordered", false);
  w.appendString("$db", "test");
  w.endDocument(top);
  return std::string(asView(w.data(), w.size()));
}

TEST(Serializer, EveryEntryPointWritesTheSameBytes) {
  for (size_t n : {0u, 1u, 10u, 11u, 100u, 1234u}) {
    const MiniInsert m = sample(n);
    const std::string want = expectedBytes(n);
    ASSERT_EQ(m.serializedSize(), want.size());

    BsonWriter w(16);
    ASSERT_TRUE(serializeTo(m, w).ok());
    ASSERT_TRUE(serializeTo(m, w).ok());  // appends a second document
    EXPECT_EQ(asView(w.data(), w.size()), want + want);

    absl::StatusOr<BsonBuffer> buffer = serializeToBuffer(m);
    ASSERT_TRUE(buffer.ok());
    EXPECT_EQ(asView(buffer->data(), buffer->size()), want);

    auto exact = std::make_unique<uint8_t[]>(want.size());  // ASan: no byte past it
    absl::StatusOr<size_t> written = serializeInto(m, std::span<uint8_t>(exact.get(), want.size()));
    ASSERT_TRUE(written.ok());
    EXPECT_EQ(*written, want.size());
    EXPECT_EQ(asView(exact.get(), want.size()), want);
  }
}

TEST(Serializer, AppendAsElementNestsTheDocument) {
  const MiniInsert m = sample(3);
  BsonWriter w(16);
  const size_t top = w.beginDocument();
  w.appendInt32("before", 1);
  ASSERT_TRUE(appendAsElement(m, w, "cmd").ok());
  w.appendInt32("after", 2);
  w.endDocument(top);
  ASSERT_TRUE(w.status().ok());

  const std::string inner = expectedBytes(3);
  BsonWriter expected(16);
  const size_t top2 = expected.beginDocument();
  expected.appendInt32("before", 1);
  expected.appendDocument("cmd", BsonDocument::fromValidatedBytes(reinterpret_cast<const uint8_t*>(inner.data()),
                                                                  static_cast<uint32_t>(inner.size())));
  expected.appendInt32("after", 2);
  expected.endDocument(top2);
  EXPECT_EQ(asView(w.data(), w.size()), asView(expected.data(), expected.size()));
  EXPECT_TRUE(BsonDocument::fromBuffer(w.data(), w.size())->validateDeep().ok());
}

// Every entry point refuses `m` with `code`/`message` and writes nothing.
void expectRefused(const MiniInsert& m, ErrorCode code, const std::string& message, size_t maxSize) {
  BsonWriter w(16);
  w.appendInt32("x", 1);  // contents before: must stay as they are
  const std::string before(asView(w.data(), w.size()));
  const absl::Status a = serializeTo(m, w, maxSize);
  EXPECT_EQ(errorCode(a), static_cast<int32_t>(code));
  EXPECT_EQ(messageOf(a), message);
  EXPECT_EQ(asView(w.data(), w.size()), before);
  const absl::Status b = appendAsElement(m, w, "cmd", maxSize);
  EXPECT_EQ(messageOf(b), message);
  EXPECT_EQ(asView(w.data(), w.size()), before);
  EXPECT_EQ(messageOf(serializeToBuffer(m, maxSize).status()), message);
  std::vector<uint8_t> buffer(1 << 16, 0xAA);
  EXPECT_EQ(messageOf(serializeInto(m, std::span<uint8_t>(buffer), maxSize).status()), message);
  for (uint8_t byte : buffer) ASSERT_EQ(byte, 0xAA);
}

TEST(Serializer, RequiredFieldsNeverSetAreReported) {
  MiniInsert m;
  m.setCollection("c");
  m.setDb("test");
  expectRefused(m, ErrorCode::kMissingField, "BSON field 'insert.documents' is missing but a required field",
                kDefaultMaxDocumentSize);
  MiniInsert none;
  expectRefused(none, ErrorCode::kMissingField, "BSON field 'insert' is missing but a required field",
                kDefaultMaxDocumentSize);
  MiniInsert noDb = sample(1);
  noDb = MiniInsert();
  noDb.setCollection("c");
  noDb.setDocuments({});
  expectRefused(noDb, ErrorCode::kMissingField, "BSON field 'insert.$db' is missing but a required field",
                kDefaultMaxDocumentSize);
}

TEST(Serializer, DocumentValuesThatAreNotFramedAreReported) {
  uint8_t bad[sizeof kDoc];
  std::memcpy(bad, kDoc, sizeof kDoc);
  bad[0] = 40;  // claims 40 bytes, the view has 12
  MiniInsert m = sample(0);
  m.setDocuments({BsonDocument::fromValidatedBytes(kDoc, sizeof kDoc), BsonDocument::fromValidatedBytes(bad, sizeof bad)});
  expectRefused(m, ErrorCode::kInvalidBSON,
                "BSON field 'insert.documents.1' is not a well-framed document: Invalid BSON at byte offset 0: "
                "declared document length 40 does not match the buffer size 12",
                kDefaultMaxDocumentSize);
}

TEST(Serializer, DocumentsOverTheLimitAreRefused) {
  const MiniInsert m = sample(100);  // 45 + 100 * (2 + digits + 12) bytes
  const size_t size = m.serializedSize();
  char hex[32];
  std::snprintf(hex, sizeof hex, "%zX", size);
  expectRefused(m, ErrorCode::kBSONObjectTooLarge,
                "BSONObj size: " + std::to_string(size) + " (0x" + hex + ") is invalid. Size must be between 0 and "
                "1000(0MB)",
                1000);
  BsonWriter w(16);
  EXPECT_TRUE(serializeTo(m, w, size).ok());  // exactly at the limit
}

TEST(Serializer, CallerBufferTooSmall) {
  const MiniInsert m = sample(2);
  const size_t size = m.serializedSize();
  std::vector<uint8_t> buffer(size - 1, 0xAA);
  const absl::StatusOr<size_t> r = serializeInto(m, std::span<uint8_t>(buffer));
  EXPECT_EQ(errorCode(r.status()), static_cast<int32_t>(ErrorCode::kOverflow));
  EXPECT_EQ(messageOf(r.status()), "buffer of " + std::to_string(size - 1) + " bytes is too small for a document of " +
                                       std::to_string(size) + " bytes");
  for (uint8_t byte : buffer) ASSERT_EQ(byte, 0xAA);
}

}  // namespace
}  // namespace switchyard
