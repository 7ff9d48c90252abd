// Owned values (string_owned: std::string members; object_owned:
// switchyard::OwnedDocument) against the same fields as views (string:
// std::string_view, object: BsonDocument into the input): the same values, the
// same serialization, the same errors; and the owned values outlive the
// buffer they were parsed from (checked under ASan in the sanitizer build).
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "gtest/gtest.h"
#include "owned_names.h"
#include "owned_strings_gen.h"
#include "switchyard/switchyard.h"

namespace switchyard::testing {
namespace {

using owned_test::asViewNames;
using owned_test::OwnedNote;
using owned_test::ViewNote;

// {title, body?, names: [...], author: {name, profile}, label, filter,
// pipeline: [...], hint} with strings longer than the small-string buffer, so
// that owned values live on the heap.
std::vector<uint8_t> noteBytes(bool withOptional) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendString("title", "a title longer than any small-string buffer holds");
  if (withOptional) {
    w.appendString("body", std::string(300, 'b'));
    const size_t names = w.beginArray("names");
    w.appendString("0", "first name, also rather long for SSO");
    w.appendString("1", "");
    w.endArray(names);
    const size_t author = w.beginSubDocument("author");
    w.appendString("name", "an author whose name is long enough");
    const size_t profile = w.beginSubDocument("profile");
    w.appendInt32("age", 42);
    w.endSubDocument(profile);
    w.endSubDocument(author);
    w.appendString("label", "a label, the variant's string alternative");
    const size_t filter = w.beginSubDocument("filter");
    w.appendString("status", "a status value long enough for the heap");
    w.appendInt64("n", 7);
    w.endSubDocument(filter);
    const size_t pipeline = w.beginArray("pipeline");
    const size_t stage = w.beginSubDocument("0");
    w.appendInt32("$limit", 5);
    w.endSubDocument(stage);
    const size_t empty = w.beginSubDocument("1");
    w.endSubDocument(empty);
    w.endArray(pipeline);
    const size_t hint = w.beginSubDocument("hint");
    w.appendInt32("a", 1);
    w.endSubDocument(hint);
  }
  w.endDocument(at);
  const BsonBuffer b = w.finish();
  return std::vector<uint8_t>(b.data(), b.data() + b.size());
}

std::vector<uint8_t> bytesOf(const BsonBuffer& b) { return std::vector<uint8_t>(b.data(), b.data() + b.size()); }

TEST(OwnedValues, OwnedValuesOutliveTheirBuffer) {
  for (const bool withOptional : {false, true}) {
    std::vector<uint8_t> bytes = noteBytes(withOptional);
    auto view = ViewNote::parse(bytes.data(), bytes.size());
    ASSERT_TRUE(view.ok()) << view.status();
    const std::vector<uint8_t> expected = bytesOf(view->toBson());
    const std::string title(view->getTitle());
    // The views' documents, copied while their input lives.
    auto copyOf = [](const BsonDocument& d) { return std::vector<uint8_t>(d.data(), d.data() + d.size()); };
    const std::vector<uint8_t> filter = withOptional ? copyOf(*view->getFilter()) : std::vector<uint8_t>();
    const std::vector<uint8_t> profile =
        withOptional ? copyOf(view->getAuthor()->getProfile()) : std::vector<uint8_t>();
    const uint8_t* const viewFilter = withOptional ? view->getFilter()->data() : nullptr;
    auto owned = OwnedNote::parse(bytes.data(), bytes.size());
    ASSERT_TRUE(owned.ok()) << owned.status();
    // The input is overwritten and released: the owned values stay.
    std::fill(bytes.begin(), bytes.end(), uint8_t{0xEE});
    bytes.clear();
    bytes.shrink_to_fit();
    EXPECT_EQ(owned->getTitle(), title);
    EXPECT_EQ(owned->getTag(), "none");
    EXPECT_EQ(bytesOf(owned->toBson()), expected);
    if (withOptional) {
      EXPECT_EQ(owned->getBody(), std::string(300, 'b'));
      ASSERT_TRUE(owned->getNames().has_value());
      EXPECT_EQ(owned->getNames()->size(), 2u);
      EXPECT_EQ((*owned->getNames())[0], "first name, also rather long for SSO");
      EXPECT_EQ(owned->getAuthor()->getName(), "an author whose name is long enough");
      EXPECT_EQ(copyOf(owned->getAuthor()->getProfile().view()), profile);
      ASSERT_TRUE(owned->getFilter().has_value());
      EXPECT_EQ(copyOf(owned->getFilter()->view()), filter);
      EXPECT_NE(owned->getFilter()->data(), viewFilter);  // a copy, not the input
      ASSERT_TRUE(owned->getPipeline().has_value());
      ASSERT_EQ(owned->getPipeline()->size(), 2u);
      EXPECT_TRUE((*owned->getPipeline())[1].empty());
      ASSERT_TRUE(owned->getHint().has_value());
      EXPECT_TRUE(std::holds_alternative<OwnedDocument>(*owned->getHint()));
    } else {
      EXPECT_FALSE(owned->getBody().has_value());
      EXPECT_FALSE(owned->getFilter().has_value());
    }
    // A copy is independent of the original.
    OwnedNote copy = *owned;
    owned->setTitle("changed");
    owned->setFilter(std::nullopt);
    EXPECT_EQ(copy.getTitle(), title);
    EXPECT_EQ(copy.getFilter().has_value(), withOptional);
  }
}

TEST(OwnedValues, SettersAndSerializationMatchTheViews) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("x", 1);
  w.endDocument(at);
  const BsonBuffer filter = w.finish();
  OwnedNote owned;
  owned.setTitle(std::string(40, 't'));
  owned.setNames(std::vector<std::string>{"x", std::string(50, 'y')});
  owned.setFilter(OwnedDocument(filter.view()));
  owned.setPipeline(std::vector<OwnedDocument>{OwnedDocument(), OwnedDocument(filter.view())});
  ViewNote view;
  const std::string title(40, 't'), y(50, 'y');
  view.setTitle(title);
  view.setNames(std::vector<std::string_view>{"x", y});
  view.setFilter(filter.view());
  view.setPipeline(std::vector<BsonDocument>{BsonDocument(), filter.view()});
  EXPECT_EQ(bytesOf(owned.toBson()), bytesOf(view.toBson()));
  EXPECT_EQ(owned.serializedSize(), view.serializedSize());
  EXPECT_EQ(owned.toString(), view.toString());
}

TEST(OwnedValues, ErrorsAreTheViewsErrors) {
  // Every truncation and a wrong type: the same code and, but for the
  // struct's name, the same text.
  const std::vector<uint8_t> good = noteBytes(true);
  for (size_t n = 0; n < good.size(); ++n) {
    auto owned = OwnedNote::parse(good.data(), n);
    auto view = ViewNote::parse(good.data(), n);
    ASSERT_FALSE(owned.ok()) << n;
    ASSERT_FALSE(view.ok()) << n;
    EXPECT_EQ(errorCode(owned.status()), errorCode(view.status())) << n;
  }
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("title", 7);
  w.endDocument(at);
  const BsonBuffer wrong = w.finish();
  auto owned = OwnedNote::parse(wrong.data(), wrong.size());
  auto view = ViewNote::parse(wrong.data(), wrong.size());
  ASSERT_FALSE(owned.ok());
  EXPECT_TRUE(errorCode(owned.status()) == ErrorCode::kTypeMismatch);
  EXPECT_EQ(errorPath(owned.status()), "ownedNote.title");
  EXPECT_EQ(errorPath(view.status()), "viewNote.title");
}

// What a parse made of an input: the error (code, text with the struct's
// name spelled as the view's, path) or the serialized value.
struct Outcome {
  bool ok = false;
  int32_t code = 0;
  std::string text;
  std::string path;
  std::vector<uint8_t> bytes;
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

template <typename T>
Outcome outcomeOf(const absl::StatusOr<T>& parsed) {
  Outcome o;
  o.ok = parsed.ok();
  if (!o.ok) {
    o.code = errorCode(parsed.status());
    o.text = asViewNames(std::string(parsed.status().message()));
    o.path = asViewNames(std::string(errorPath(parsed.status()).value_or("")));
  } else {
    o.bytes = bytesOf(parsed->toBson());
  }
  return o;
}

// The owned parse of a heap copy of `bytes`, serialized after the copy is
// overwritten and freed, against the view parse: the same outcome.
// With ParseOptions::validate too: an owned document is walked as the view
// it was copied from is (viewsValid).
void expectOwnedLikeView(const std::vector<uint8_t>& bytes) {
  for (const bool validate : {false, true}) {
    const ParseOptions options{.validate = validate};
    const Outcome view = outcomeOf(ViewNote::parse(bytes.data(), bytes.size(), options));
    auto copy = std::make_unique<std::vector<uint8_t>>(bytes);
    auto owned = OwnedNote::parse(copy->data(), copy->size(), options);
    std::fill(copy->begin(), copy->end(), uint8_t{0xEE});
    copy.reset();
    ASSERT_EQ(outcomeOf(owned), view) << (validate ? "validated: " : "")
                                      << (owned.ok() ? std::string("ok") : owned.status().ToString());
  }
}

TEST(OwnedValues, EveryMutationParsesAsTheViews) {
  // The hostile-input property of the view parsers, for the owned ones: each
  // byte after the length prefix replaced by values that break lengths,
  // types and terminators; both documents (with and without the optional
  // fields), and the variant's int alternative.
  std::vector<std::vector<uint8_t>> documents = {noteBytes(false), noteBytes(true)};
  {
    BsonWriter w;
    const size_t at = w.beginDocument();
    w.appendString("title", "t");
    w.appendInt32("label", 7);
    w.endDocument(at);
    documents.push_back(bytesOf(w.finish()));
  }
  size_t checked = 0;
  for (const auto& good : documents) {
    expectOwnedLikeView(good);
    for (size_t i = 4; i < good.size(); ++i) {
      for (const uint8_t value : {uint8_t{0}, uint8_t{1}, uint8_t{0x02}, uint8_t{0x10}, uint8_t{0x7F},
                                  uint8_t{0xFF}, static_cast<uint8_t>(good[i] + 1), static_cast<uint8_t>(good[i] - 1)}) {
        if (value == good[i]) continue;
        std::vector<uint8_t> mutated = good;
        mutated[i] = value;
        SCOPED_TRACE("byte " + std::to_string(i) + " = " + std::to_string(value));
        expectOwnedLikeView(mutated);
        if (::testing::Test::HasFatalFailure()) return;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, size_t{1000});
}

}  // namespace
}  // namespace switchyard::testing
