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

}  // namespace
