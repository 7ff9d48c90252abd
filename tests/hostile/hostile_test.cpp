// The hostile-input catalogue (docs/hostile-input.md, data in catalogue.py):
// every entry's document must fail with exactly the catalogued code and
// message (and, for malformed bytes, offset). Byte-level entries go through the
// runtime (BsonDocument::fromBuffer, then validateDeep); semantic ones through
// the parsers generated from idl/ (FindCommand, UpdateCommand); OP_MSG
// entries through OpMsg::parse.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "find_gen.h"
#include "insert_gen.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace {

struct Case {
  std::string_view id;
  std::string_view target;
  int32_t code;
  std::string_view message;
  int64_t offset;  // -1: the error carries no offset
  std::vector<uint8_t> bytes;
};

const Case kCases[] = {
#include "hostile_cases.inc"
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.id; }

// The document in a heap block of exactly its size, so that AddressSanitizer
// reports a read one past its end.
class ExactCopy {
 public:
  explicit ExactCopy(const std::vector<uint8_t>& v)
      : p_(static_cast<uint8_t*>(std::malloc(v.empty() ? 1 : v.size()))), size_(v.size()) {
    if (!v.empty()) std::memcpy(p_.get(), v.data(), v.size());
  }
  const uint8_t* data() const { return p_.get(); }
  size_t size() const { return size_; }

 private:
  struct Free {
    void operator()(uint8_t* p) const { std::free(p); }
  };
  std::unique_ptr<uint8_t, Free> p_;
  size_t size_;
};

absl::Status run(const Case& c) {
  const ExactCopy input(c.bytes);
  if (c.target == "runtime") {
    auto doc = switchyard::BsonDocument::fromBuffer(input.data(), input.size());
    if (!doc.ok()) return doc.status();
    return doc->validateDeep();
  }
  if (c.target == "find") return switchyard::idl::FindCommand::parse(input.data(), input.size()).status();
  if (c.target == "opmsg") return switchyard::OpMsg::parse(input.data(), input.size()).status();
  if (c.target == "update") return switchyard::idl::UpdateCommand::parse(input.data(), input.size()).status();
  if (c.target.starts_with("opmsg_")) {
    auto msg = switchyard::OpMsg::parse(input.data(), input.size());
    if (!msg.ok()) return msg.status();
    if (c.target == "opmsg_find") return switchyard::idl::FindCommand::parse(*msg).status();
    if (c.target == "opmsg_insert") return switchyard::idl::InsertCommand::parse(*msg).status();
    if (c.target == "opmsg_update") return switchyard::idl::UpdateCommand::parse(*msg).status();
  }
  return absl::InternalError("hostile_test: unknown target " + std::string(c.target));
}

class HostileInput : public ::testing::TestWithParam<Case> {};

TEST_P(HostileInput, ExactCodeAndMessage) {
  const Case& c = GetParam();
  const absl::Status status = run(c);
  ASSERT_FALSE(status.ok()) << c.id << ": accepted; the catalogue says code " << c.code << ": " << c.message;
  EXPECT_EQ(switchyard::errorCode(status), c.code) << status.message();
  EXPECT_EQ(std::string_view(status.message().data(), status.message().size()), c.message);
  const std::optional<uint64_t> offset = switchyard::errorOffset(status);
  if (c.offset < 0) {
    EXPECT_FALSE(offset.has_value());
  } else {
    ASSERT_TRUE(offset.has_value());
    EXPECT_EQ(*offset, static_cast<uint64_t>(c.offset));
    EXPECT_LE(*offset, c.bytes.size());
  }
}

INSTANTIATE_TEST_SUITE_P(Catalogue, HostileInput, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.id); });

// docs/hostile-input.md, "Validation is lazy for views": an object field keeps
// malformed bytes as a view; walking it (or validateDeep on the input) reports
// them with the catalogue's texts, offsets measured from the view's own start.
TEST(HostileInputLazyViews, MalformedFilterSurfacesWhenWalked) {
  // {find: "c", filter: {s: <string declaring 9 bytes with 2 left>}, $db: "d"}
  const std::vector<uint8_t> bytes = {
      0x32, 0x00, 0x00, 0x00,                                  // 50 bytes
      0x02, 'f', 'i', 'n', 'd', 0x00, 0x02, 0x00, 0x00, 0x00, 'c', 0x00,
      0x03, 'f', 'i', 'l', 't', 'e', 'r', 0x00,                // filter: its value starts at offset 24
      0x0e, 0x00, 0x00, 0x00, 0x02, 's', 0x00, 0x09, 0x00, 0x00, 0x00, 'x', 0x00, 0x00,
      0x02, '$', 'd', 'b', 0x00, 0x02, 0x00, 0x00, 0x00, 'd', 0x00,
      0x00};
  ASSERT_EQ(bytes.size(), 0x32u);
  const ExactCopy input(bytes);
  auto find = switchyard::idl::FindCommand::parse(input.data(), input.size());
  ASSERT_TRUE(find.ok()) << find.status();
  EXPECT_EQ(find->getFilter().size(), 14u);

  const absl::Status inFilter = find->getFilter().validateDeep();
  EXPECT_EQ(switchyard::errorCode(inFilter), 22);
  EXPECT_EQ(inFilter.message(), "Invalid BSON at byte offset 7: string length 9 runs past the end of the document "
                                "(2 bytes remain)");

  auto whole = switchyard::BsonDocument::fromBuffer(input.data(), input.size());
  ASSERT_TRUE(whole.ok());
  const absl::Status deep = whole->validateDeep();
  EXPECT_EQ(deep.message(), "Invalid BSON at byte offset 31: string length 9 runs past the end of the document "
                            "(2 bytes remain)");
  EXPECT_EQ(switchyard::errorOffset(deep), std::optional<uint64_t>(31));
}

// ---- ParseOptions: what a server sets (runtime/include/switchyard/bson/parse_options.h) ----

// {find: "c", filter: <value bytes>, $db: "d"}; *valueOffset is where the
// filter's value starts.
std::vector<uint8_t> findWithFilter(const std::vector<uint8_t>& value, size_t* valueOffset) {
  std::vector<uint8_t> body = {0x02, 'f', 'i', 'n', 'd', 0x00, 0x02, 0x00, 0x00, 0x00, 'c', 0x00,
                               0x03, 'f', 'i', 'l', 't', 'e', 'r', 0x00};
  *valueOffset = 4 + body.size();
  body.insert(body.end(), value.begin(), value.end());
  const std::vector<uint8_t> db = {0x02, '$', 'd', 'b', 0x00, 0x02, 0x00, 0x00, 0x00, 'd', 0x00, 0x00};
  body.insert(body.end(), db.begin(), db.end());
  const uint32_t total = static_cast<uint32_t>(body.size() + 4);
  std::vector<uint8_t> out = {static_cast<uint8_t>(total), static_cast<uint8_t>(total >> 8),
                              static_cast<uint8_t>(total >> 16), static_cast<uint8_t>(total >> 24)};
  out.insert(out.end(), body.begin(), body.end());
  return out;
}

// The declared length of an entry's document (-1 when it has fewer than 4 bytes).
int64_t declaredLength(const Case& c) {
  if (c.bytes.size() < 4) return -1;
  return static_cast<int32_t>(static_cast<uint32_t>(c.bytes[0]) | static_cast<uint32_t>(c.bytes[1]) << 8 |
                              static_cast<uint32_t>(c.bytes[2]) << 16 | static_cast<uint32_t>(c.bytes[3]) << 24);
}

// A byte-level catalogue entry whose document is framed consistently (declared
// length = its size), so that it can stand as a nested value.
bool embeddable(const Case& c) {
  return c.target == "runtime" && c.bytes.size() >= 5 && declaredLength(c) == static_cast<int64_t>(c.bytes.size());
}

constexpr switchyard::ParseOptions kValidate{.validate = true};

// With validation on, every byte-level class of the catalogue is rejected by
// the generated parser itself, at the top level and inside a view (a filter):
// same code, and for malformed bytes the same offset shifted by where the
// filter starts.
TEST(HostileInputValidated, EveryByteLevelClassIsRejectedAtParse) {
  int lazilyAccepted = 0;
  int embedded = 0;
  for (const Case& c : kCases) {
    if (c.target != "runtime") continue;
    const ExactCopy top(c.bytes);
    const absl::Status direct = switchyard::idl::FindCommand::parse(top.data(), top.size(), kValidate).status();
    if (declaredLength(c) > static_cast<int64_t>(switchyard::kBsonMaxInternalSize)) {
      // length_huge: the size limit comes first, as in MongoDB.
      EXPECT_EQ(switchyard::errorCode(direct), 10334) << c.id << ": " << direct;
      continue;
    }
    EXPECT_EQ(switchyard::errorCode(direct), c.code) << c.id << ": " << direct;
    if (c.offset >= 0) {
      EXPECT_EQ(switchyard::errorOffset(direct), std::optional<uint64_t>(c.offset)) << c.id;
    }
    if (!embeddable(c)) continue;
    ++embedded;
    size_t at = 0;
    const ExactCopy view(findWithFilter(c.bytes, &at));
    if (switchyard::idl::FindCommand::parse(view.data(), view.size()).ok()) ++lazilyAccepted;
    const absl::Status inView = switchyard::idl::FindCommand::parse(view.data(), view.size(), kValidate).status();
    EXPECT_EQ(switchyard::errorCode(inView), c.code) << c.id << ": " << inView;
    if (c.code == 22) {
      EXPECT_EQ(switchyard::errorOffset(inView), std::optional<uint64_t>(at + c.offset)) << c.id;
    }
  }
  // The test has teeth: most of these documents parse when views are not walked.
  EXPECT_GE(embedded, 15);
  EXPECT_GE(lazilyAccepted, 10);
}

TEST(HostileInputValidated, UpdateDocumentsAreWalkedToo) {
  // update.updates.0.u holds {o: {s: <string declaring 9 bytes with 2 left>}}, malformed deep inside.
  const std::vector<uint8_t> bad = {0x16, 0x00, 0x00, 0x00, 0x03, 'o', 0x00, 0x0e, 0x00, 0x00, 0x00, 0x02, 's',
                                    0x00, 0x09, 0x00, 0x00, 0x00, 'x', 0x00, 0x00, 0x00};
  std::vector<uint8_t> entry = {0x03, 'q', 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x03, 'u', 0x00};
  entry.insert(entry.end(), bad.begin(), bad.end());
  entry.push_back(0x00);
  const uint32_t entrySize = static_cast<uint32_t>(entry.size() + 4);
  std::vector<uint8_t> updates = {0x03, '0', 0x00, static_cast<uint8_t>(entrySize), 0x00, 0x00, 0x00};
  updates.insert(updates.end(), entry.begin(), entry.end());
  updates.push_back(0x00);
  const uint32_t arraySize = static_cast<uint32_t>(updates.size() + 4);
  std::vector<uint8_t> body = {0x02, 'u', 'p', 'd', 'a', 't', 'e', 0x00, 0x02, 0x00, 0x00, 0x00, 'c', 0x00,
                               0x04, 'u', 'p', 'd', 'a', 't', 'e', 's', 0x00,
                               static_cast<uint8_t>(arraySize), 0x00, 0x00, 0x00};
  body.insert(body.end(), updates.begin(), updates.end());
  const std::vector<uint8_t> db = {0x02, '$', 'd', 'b', 0x00, 0x02, 0x00, 0x00, 0x00, 'd', 0x00, 0x00};
  body.insert(body.end(), db.begin(), db.end());
  const uint32_t total = static_cast<uint32_t>(body.size() + 4);
  std::vector<uint8_t> doc = {static_cast<uint8_t>(total), 0x00, 0x00, 0x00};
  doc.insert(doc.end(), body.begin(), body.end());
  const ExactCopy input(doc);
  EXPECT_TRUE(switchyard::idl::UpdateCommand::parse(input.data(), input.size()).ok());
  const absl::Status s = switchyard::idl::UpdateCommand::parse(input.data(), input.size(), kValidate).status();
  EXPECT_EQ(switchyard::errorCode(s), 22) << s;
}

TEST(HostileInputValidated, DocumentSizeLimit) {
  // {find: "c", filter: {s: "<x...>"}, $db: "d"} of exactly the limit, then one byte more.
  const auto findOfSize = [](size_t total) {
    size_t at = 0;
    const size_t fixed = findWithFilter({}, &at).size() + 5 + 8;   // filter frame, string element header and NUL
    const size_t n = total - fixed;
    std::vector<uint8_t> value = {0, 0, 0, 0, 0x02, 's', 0x00};
    const uint32_t len = static_cast<uint32_t>(n + 1);
    value.insert(value.end(), {static_cast<uint8_t>(len), static_cast<uint8_t>(len >> 8),
                               static_cast<uint8_t>(len >> 16), static_cast<uint8_t>(len >> 24)});
    value.insert(value.end(), n, 'x');
    value.push_back(0x00);
    value.push_back(0x00);
    const uint32_t vlen = static_cast<uint32_t>(value.size());
    value[0] = static_cast<uint8_t>(vlen);
    value[1] = static_cast<uint8_t>(vlen >> 8);
    value[2] = static_cast<uint8_t>(vlen >> 16);
    value[3] = static_cast<uint8_t>(vlen >> 24);
    return findWithFilter(value, &at);
  };
  const std::vector<uint8_t> atLimit = findOfSize(switchyard::kBsonMaxInternalSize);
  ASSERT_EQ(atLimit.size(), switchyard::kBsonMaxInternalSize);
  EXPECT_TRUE(switchyard::idl::FindCommand::parse(atLimit.data(), atLimit.size()).ok());
  const std::vector<uint8_t> over = findOfSize(switchyard::kBsonMaxInternalSize + 1);
  const absl::Status s = switchyard::idl::FindCommand::parse(over.data(), over.size()).status();
  EXPECT_EQ(switchyard::errorCode(s), 10334);
  EXPECT_EQ(s.message(), "BSONObj size: 16793601 (0x1004001) is invalid. Size must be between 0 and 16793600(16MB)");
  // A server may set its own limit.
  const absl::Status small =
      switchyard::idl::FindCommand::parse(atLimit.data(), atLimit.size(), {.maxDocumentSize = 1 << 20}).status();
  EXPECT_EQ(switchyard::errorCode(small), 10334);
}

// Error texts are bounded: a 10 MB unknown field name is elided in the middle
// of the message; the full path is the status's kErrorPathPayloadUrl payload.
TEST(HostileInputBoundedMessages, TenMegabyteFieldName) {
  const std::string name(10 * 1024 * 1024, 'z');
  std::vector<uint8_t> elementBytes = {0x10};
  elementBytes.insert(elementBytes.end(), name.begin(), name.end());
  elementBytes.insert(elementBytes.end(), {0x00, 0x01, 0x00, 0x00, 0x00});
  // {find: "c", <name>: 1, $db: "d"}
  std::vector<uint8_t> body = {0x02, 'f', 'i', 'n', 'd', 0x00, 0x02, 0x00, 0x00, 0x00, 'c', 0x00};
  body.insert(body.end(), elementBytes.begin(), elementBytes.end());
  const std::vector<uint8_t> db = {0x02, '$', 'd', 'b', 0x00, 0x02, 0x00, 0x00, 0x00, 'd', 0x00, 0x00};
  body.insert(body.end(), db.begin(), db.end());
  const uint32_t total = static_cast<uint32_t>(body.size() + 4);
  std::vector<uint8_t> doc = {static_cast<uint8_t>(total), static_cast<uint8_t>(total >> 8),
                              static_cast<uint8_t>(total >> 16), static_cast<uint8_t>(total >> 24)};
  doc.insert(doc.end(), body.begin(), body.end());
  const absl::Status s = switchyard::idl::FindCommand::parse(doc.data(), doc.size()).status();
  EXPECT_EQ(switchyard::errorCode(s), 40415);
  EXPECT_EQ(s.message(), "BSON field 'find." + std::string(127, 'z') + "..." + std::string(126, 'z') +
                             "' is an unknown field.");
  EXPECT_EQ(switchyard::errorPath(s), "find." + name);
}

// ---- duplicates: MongoDB checks the type first ----------------------------------------
// MongoDB's generator (buildscripts/idl/idl/generator.py, gen_field_deserializer)
// wraps the duplicate test-and-set in the type check for typed fields, and
// checkAndAssertTypes returns false for null/undefined, which are skipped
// without marking the field as seen. docs/differential.md.

std::vector<uint8_t> findWithTwoLimits(const std::vector<uint8_t>& first, const std::vector<uint8_t>& second) {
  std::vector<uint8_t> body = {0x02, 'f', 'i', 'n', 'd', 0x00, 0x02, 0x00, 0x00, 0x00, 'c', 0x00};
  body.insert(body.end(), first.begin(), first.end());
  body.insert(body.end(), second.begin(), second.end());
  const std::vector<uint8_t> db = {0x02, '$', 'd', 'b', 0x00, 0x02, 0x00, 0x00, 0x00, 'd', 0x00, 0x00};
  body.insert(body.end(), db.begin(), db.end());
  std::vector<uint8_t> doc = {static_cast<uint8_t>(body.size() + 4), 0x00, 0x00, 0x00};
  doc.insert(doc.end(), body.begin(), body.end());
  return doc;
}

TEST(HostileInputDuplicates, TypeCheckComesFirstAsInMongoDb) {
  const std::vector<uint8_t> limit3 = {0x10, 'l', 'i', 'm', 'i', 't', 0x00, 0x03, 0x00, 0x00, 0x00};
  const std::vector<uint8_t> limit1 = {0x10, 'l', 'i', 'm', 'i', 't', 0x00, 0x01, 0x00, 0x00, 0x00};
  const std::vector<uint8_t> limitNull = {0x0a, 'l', 'i', 'm', 'i', 't', 0x00};
  const std::vector<uint8_t> limitX = {0x02, 'l', 'i', 'm', 'i', 't', 0x00, 0x02, 0x00, 0x00, 0x00, 'x', 0x00};
  const std::vector<uint8_t> a = findWithTwoLimits(limit3, limitNull);
  auto first = switchyard::idl::FindCommand::parse(a.data(), a.size());
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ(first->getLimit(), std::optional<int64_t>(3));
  const std::vector<uint8_t> b = findWithTwoLimits(limitNull, limit3);
  auto second = switchyard::idl::FindCommand::parse(b.data(), b.size());
  ASSERT_TRUE(second.ok()) << second.status();
  EXPECT_EQ(second->getLimit(), std::optional<int64_t>(3));
  const std::vector<uint8_t> c = findWithTwoLimits(limit1, limitX);
  const absl::Status third = switchyard::idl::FindCommand::parse(c.data(), c.size()).status();
  EXPECT_EQ(switchyard::errorCode(third), 14);
  EXPECT_EQ(third.message(),
            "BSON field 'find.limit' is the wrong type 'string', expected types '[long, int, decimal, double']");
  const std::vector<uint8_t> d = findWithTwoLimits(limit1, limit3);
  EXPECT_EQ(switchyard::errorCode(switchyard::idl::FindCommand::parse(d.data(), d.size()).status()), 40413);
}

}  // namespace
