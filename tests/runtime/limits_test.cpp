// What cannot be serialized is refused with a clear error, never written as
// corrupt bytes: document sizes over a limit (MongoDB's text and code
// BSONObjectTooLarge), views that are not well-framed documents, caller
// buffers that are too small, and BsonWriter documents over its maximum
// (poisoned length, sticky status).
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"

namespace switchyard {
namespace {

std::string messageOf(const absl::Status& s) { return std::string(s.message()); }

TEST(Limits, Constants) {
  EXPECT_EQ(kBsonMaxSize, 2147483647u);
  EXPECT_EQ(kBsonMaxUserSize, 16777216u);
  EXPECT_EQ(kBsonMaxInternalSize, 16793600u);  // the number in MongoDB's error text
  EXPECT_EQ(kDefaultMaxDocumentSize, kBsonMaxUserSize);
}

TEST(Limits, DocumentSizeAtAndOverTheLimit) {
  EXPECT_TRUE(checkDocumentSize(0).ok());
  EXPECT_TRUE(checkDocumentSize(kBsonMaxUserSize).ok());
  const absl::Status over = checkDocumentSize(kBsonMaxUserSize + 1);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(errorCode(over), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(over.code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(messageOf(over), "BSONObj size: 16777217 (0x1000001) is invalid. Size must be between 0 and 16777216(16MB)");

  // The command allowance, as MongoDB words it for a 16 MiB + 16 KiB + 1 command.
  EXPECT_TRUE(checkDocumentSize(kBsonMaxInternalSize, kBsonMaxInternalSize).ok());
  EXPECT_EQ(messageOf(checkDocumentSize(kBsonMaxInternalSize + 1, kBsonMaxInternalSize)),
            "BSONObj size: 16793601 (0x1004001) is invalid. Size must be between 0 and 16793600(16MB)");
}

TEST(Limits, NoLimitGoesPastTheInt32Length) {
  EXPECT_TRUE(fitsDocumentSize(kBsonMaxSize, SIZE_MAX));
  EXPECT_FALSE(fitsDocumentSize(kBsonMaxSize + 1, SIZE_MAX));
  EXPECT_FALSE(fitsDocumentSize(size_t{1} << 32, SIZE_MAX));  // would wrap to 0 as an int32
  const absl::Status s = checkDocumentSize(size_t{3} << 30, SIZE_MAX);
  EXPECT_EQ(errorCode(s), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(messageOf(s),
            "BSONObj size: 3221225472 (0xC0000000) is invalid. Size must be between 0 and 2147483647(2047MB)");
  // A small limit.
  EXPECT_TRUE(fitsDocumentSize(100, 100));
  EXPECT_FALSE(fitsDocumentSize(101, 100));
  EXPECT_EQ(messageOf(checkDocumentSize(101, 100)),
            "BSONObj size: 101 (0x65) is invalid. Size must be between 0 and 100(0MB)");
}

TEST(Limits, FramedViews) {
  const uint8_t good[] = {12, 0, 0, 0, 0x10, 'x', 0, 7, 0, 0, 0, 0};
  EXPECT_TRUE(isFramed(BsonDocument()));
  EXPECT_TRUE(isFramed(BsonDocument::fromValidatedBytes(good, sizeof good)));
  EXPECT_TRUE(checkFramed(BsonDocument::fromValidatedBytes(good, sizeof good), "insert.documents.0").ok());

  // Views whose bytes do not frame a document (a caller's fromValidatedBytes
  // with the wrong size, or a buffer changed after it was checked).
  uint8_t bad[sizeof good];
  std::memcpy(bad, good, sizeof good);
  bad[0] = 13;  // length says 13, the view has 12
  const absl::Status length = checkFramed(BsonDocument::fromValidatedBytes(bad, sizeof bad), "insert.documents.1");
  EXPECT_EQ(errorCode(length), static_cast<int32_t>(ErrorCode::kInvalidBSON));
  EXPECT_EQ(messageOf(length),
            "BSON field 'insert.documents.1' is not a well-framed document: Invalid BSON at byte offset 0: "
            "declared document length 13 does not "
            "match the buffer size 12");

  std::memcpy(bad, good, sizeof good);
  bad[11] = 1;  // no final NUL
  EXPECT_FALSE(isFramed(BsonDocument::fromValidatedBytes(bad, sizeof bad)));
  EXPECT_EQ(messageOf(checkFramed(BsonDocument::fromValidatedBytes(bad, sizeof bad), "filter")),
            "BSON field 'filter' is not a well-framed document: Invalid BSON at byte offset 11: document does not "
            "end with a NUL byte");

  const uint8_t shortDoc[] = {4, 0, 0, 0};
  EXPECT_FALSE(isFramed(BsonDocument::fromValidatedBytes(shortDoc, sizeof shortDoc)));
  EXPECT_EQ(messageOf(checkFramed(BsonDocument::fromValidatedBytes(shortDoc, sizeof shortDoc), "q")),
            "BSON field 'q' is not a well-framed document: Invalid BSON at byte offset 0: document of 4 bytes is "
            "shorter than the minimum of 5");

  const uint8_t negative[] = {0xff, 0xff, 0xff, 0xff, 0};
  EXPECT_FALSE(isFramed(BsonDocument::fromValidatedBytes(negative, sizeof negative)));
  EXPECT_FALSE(checkFramed(BsonDocument::fromValidatedBytes(negative, sizeof negative), "q").ok());
}

TEST(Limits, CallerBufferRoom) {
  EXPECT_TRUE(checkRoom(21, 21).ok());
  EXPECT_TRUE(checkRoom(0, 0).ok());
  const absl::Status s = checkRoom(21, 10);
  EXPECT_EQ(errorCode(s), static_cast<int32_t>(ErrorCode::kOverflow));
  EXPECT_EQ(messageOf(s), "buffer of 10 bytes is too small for a document of 21 bytes");
}

// --- BsonWriter's maximum document size -----------------------------------------------

TEST(WriterLimit, DefaultIsTheFormatLimitAndLargerLimitsAreCapped) {
  EXPECT_EQ(BsonWriter().maxDocumentSize(), kBsonMaxSize);
  EXPECT_EQ(BsonWriter(16, SIZE_MAX).maxDocumentSize(), kBsonMaxSize);
  EXPECT_EQ(BsonWriter(16, kBsonMaxUserSize).maxDocumentSize(), kBsonMaxUserSize);
}

TEST(WriterLimit, AtTheLimitIsFine) {
  BsonWriter w(16, 21);
  const size_t top = w.beginDocument();
  w.appendInt32("x", 1);
  w.appendString("y", "z");
  w.endDocument(top);
  ASSERT_EQ(w.size(), 21u);
  EXPECT_TRUE(w.status().ok());
  EXPECT_TRUE(BsonDocument::fromBuffer(w.data(), w.size()).ok());
}

TEST(WriterLimit, OverTheLimitIsRefusedAndPoisoned) {
  BsonWriter w(16, 20);
  const size_t top = w.beginDocument();
  w.appendInt32("x", 1);
  w.appendString("y", "z");  // 21 bytes once closed
  w.endDocument(top);
  ASSERT_FALSE(w.status().ok());
  EXPECT_EQ(errorCode(w.status()), static_cast<int32_t>(ErrorCode::kBSONObjectTooLarge));
  EXPECT_EQ(messageOf(w.status()), "BSONObj size: 21 (0x15) is invalid. Size must be between 0 and 20(0MB)");
  // Never a document that passes for a valid one.
  EXPECT_EQ(loadLE<int32_t>(w.data()), -1);
  EXPECT_FALSE(BsonDocument::fromBuffer(w.data(), w.size()).ok());
}

TEST(WriterLimit, NestedOverflowPoisonsEveryEnclosingDocumentAndTheFirstErrorStays) {
  BsonWriter w(16, 30);
  const size_t top = w.beginDocument();
  const size_t sub = w.beginSubDocument("s");
  const std::string big(40, 'b');
  w.appendString("big", big);
  w.endSubDocument(sub);  // the inner document is over: first error
  w.endDocument(top);     // the outer one too
  ASSERT_FALSE(w.status().ok());
  EXPECT_EQ(messageOf(w.status()), "BSONObj size: 55 (0x37) is invalid. Size must be between 0 and 30(0MB)");
  EXPECT_EQ(loadLE<int32_t>(w.data()), -1);
  EXPECT_EQ(loadLE<int32_t>(w.data() + 4 + 1 + 2), -1);
  EXPECT_FALSE(BsonDocument::fromBuffer(w.data(), w.size()).ok());

  // clear() forgets the error with the bytes; the writer is usable again.
  w.clear();
  EXPECT_TRUE(w.status().ok());
  const size_t again = w.beginDocument();
  w.appendInt32("x", 1);
  w.endDocument(again);
  EXPECT_TRUE(w.status().ok());
  EXPECT_TRUE(BsonDocument::fromBuffer(w.data(), w.size()).ok());
}

TEST(WriterLimit, MovesCarryTheLimitAndTheStatus) {
  BsonWriter a(16, 10);
  const size_t top = a.beginDocument();
  a.appendString("s", "0123456789");
  a.endDocument(top);
  ASSERT_FALSE(a.status().ok());
  BsonWriter b(std::move(a));
  EXPECT_FALSE(b.status().ok());
  EXPECT_EQ(b.maxDocumentSize(), 10u);
  EXPECT_TRUE(a.status().ok());  // NOLINT: the moved-from state on purpose
  BsonWriter c;
  c = std::move(b);
  EXPECT_FALSE(c.status().ok());
  EXPECT_EQ(c.maxDocumentSize(), 10u);
  // finish() hands over the bytes and resets the status.
  const BsonBuffer poisoned = c.finish();
  EXPECT_EQ(loadLE<int32_t>(poisoned.data()), -1);
  EXPECT_TRUE(c.status().ok());
}

TEST(WriterLimit, ReservedModeIsCheckedToo) {
  BsonWriter w(64, 8);
  w.reserve(64);
  const size_t top = w.beginDocument<Capacity::kReserved>();
  w.appendInt32<Capacity::kReserved>("x", 1);
  w.endDocument<Capacity::kReserved>(top);
  EXPECT_FALSE(w.status().ok());
  EXPECT_EQ(loadLE<int32_t>(w.data()), -1);
}

}  // namespace
}  // namespace switchyard
