// Variant fields in MongoDB's IDL dialect (tests/idl_dialect/mongo/db/variants/
// variant_types.idl): the element's BSON type picks the alternative, an array's
// first element picks among array alternatives, a document's first field among
// struct alternatives; every wrong type is MongoDB's error, code and text
// (buildscripts/idl/idl/generator.py, _gen_variant_deserializer; idl_parser.cpp,
// IDLParserContext::throwBadType), and the value serializes back to the same bytes.
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <variant>

#include "gtest/gtest.h"
#include "variant_types_gen.h"

// The callbacks the spec names; the generated header declares them.
namespace mongo::variants {
constexpr std::int64_t kMaxContention = 16;
absl::Status checkRangeSpec(const ::mongo::variants::RangeSpec* value) {
  if (value->getQueryType() == "unsupported") {
    return switchyard::makeError(switchyard::ErrorCode::kBadValue, "queryType 'unsupported' is not supported");
  }
  if (value->getQueryType() == "plain") return absl::InvalidArgumentError("a plain status");
  // An optional field read through its getter: the callback runs after the
  // parser stored the presence mask (a getter before it would see nothing).
  if (value->getContention().has_value() && *value->getContention() > kMaxContention) {
    return switchyard::makeError(switchyard::ErrorCode::kBadValue, "contention above the limit");
  }
  return absl::OkStatus();
}
}  // namespace mongo::variants

namespace mongo::checks {
absl::Status nonNegative(const std::int32_t& value) {
  return value >= 0 ? absl::OkStatus() : absl::InvalidArgumentError("must not be negative");
}
}  // namespace mongo::checks

namespace switchyard::testing {
namespace {

using mongo::variants::VariantHolder;

// A VariantHolder document: `number` (required) first unless `withNumber` is
// false, then whatever `fill` appends.
BsonBuffer holder(const std::function<void(BsonWriter&)>& fill, bool withNumber = true) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  if (withNumber) w.appendInt64("number", 1);
  fill(w);
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<VariantHolder> parse(const BsonBuffer& doc) { return VariantHolder::parse(doc.data(), doc.size()); }

void expectError(const BsonBuffer& doc, int32_t code, const std::string& message) {
  absl::StatusOr<VariantHolder> parsed = parse(doc);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(errorCode(parsed.status()), code);
  EXPECT_EQ(parsed.status().message(), message);
}

// A parsed holder with the document it views (string and document values
// point into it).
struct Held {
  BsonBuffer doc;
  VariantHolder value;
};

// Parses, and checks that serializing gives the input back.
Held roundTrip(BsonBuffer doc) {
  absl::StatusOr<VariantHolder> parsed = parse(doc);
  EXPECT_TRUE(parsed.ok()) << parsed.status();
  if (!parsed.ok()) return Held{std::move(doc), VariantHolder()};
  const BsonBuffer again = parsed->toBson();
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(again.data()), again.size()),
            std::string(reinterpret_cast<const char*>(doc.data()), doc.size()));
  return Held{std::move(doc), *std::move(parsed)};
}

TEST(Variant, ScalarAlternativesByBsonType) {
  Held h = roundTrip(holder([](BsonWriter& w) { w.appendString("weights", "text"); }));
  ASSERT_TRUE(h.value.getWeights().has_value());
  ASSERT_EQ(h.value.getWeights()->index(), 0u);
  EXPECT_EQ(std::get<0>(*h.value.getWeights()), "text");

  BsonWriter inner;
  const size_t at = inner.beginDocument();
  inner.appendInt32("a", 1);
  inner.endDocument(at);
  const BsonBuffer weights = inner.finish();
  h = roundTrip(holder([&](BsonWriter& w) { w.appendDocument("weights", weights.view()); }));
  ASSERT_EQ(h.value.getWeights()->index(), 1u);
  EXPECT_EQ(std::get<1>(*h.value.getWeights()).size(), weights.size());
}

TEST(Variant, AlternativeWithSeveralBsonTypes) {
  // safeInt64 accepts int, long, double and decimal: an int32 is coerced.
  absl::StatusOr<VariantHolder> h = parse(holder(
      [](BsonWriter& w) { w.appendInt32("number", 7); }, /*withNumber=*/false));
  ASSERT_TRUE(h.ok()) << h.status();
  ASSERT_EQ(h->getNumber().index(), 1u);
  EXPECT_EQ(std::get<1>(h->getNumber()), 7);
  const BsonBuffer seven = holder([](BsonWriter& w) { w.appendString("number", "seven"); }, false);
  h = parse(seven);   // the string is a view into `seven`
  ASSERT_TRUE(h.ok()) << h.status();
  EXPECT_EQ(std::get<0>(h->getNumber()), "seven");
  // The chosen alternative's own rules still apply.
  expectError(holder([](BsonWriter& w) { w.appendDouble("number", 2.5); }, false), 2,
              "BSON field 'VariantHolder.number' value '2.5' cannot be represented exactly as type 'long'");
}

TEST(Variant, WrongTypeIsMongoDbsThrowBadType) {
  // Every alternative's BSON type (MongoDB up to 7.0 listed the scalar
  // alternatives'; its current generator the array alternatives' elements, '[]' here).
  expectError(holder([](BsonWriter& w) { w.appendInt32("weights", 5); }), 14,
              "BSON field 'VariantHolder.weights' is the wrong type 'int', expected types '[string, object]'");
  // null is not absent for a variant (no checkAndAssertType before the switch).
  expectError(holder([](BsonWriter& w) { w.appendNull("weights"); }), 14,
              "BSON field 'VariantHolder.weights' is the wrong type 'null', expected types '[string, object]'");
  expectError(holder([](BsonWriter& w) { w.appendBool("number", true); }, false), 14,
              "BSON field 'VariantHolder.number' is the wrong type 'bool', expected types '[string, long]'");
  expectError(holder([](BsonWriter& w) { w.appendString("queries", "x"); }), 14,
              "BSON field 'VariantHolder.queries' is the wrong type 'string', expected types '[object, array]'");
  expectError(holder([](BsonWriter& w) { w.appendInt32("list", 1); }), 14,
              "BSON field 'VariantHolder.list' is the wrong type 'int', expected types '[bool, array]'");
}

TEST(Variant, RequiredAndDuplicate) {
  expectError(holder([](BsonWriter&) {}, false), 40414,
              "BSON field 'VariantHolder.number' is missing but a required field");
  expectError(holder([](BsonWriter& w) { w.appendString("number", "again"); }), 40413,
              "BSON field 'VariantHolder.number' is a duplicate field");
}

TEST(Variant, ArrayAlternativePickedByFirstElement) {
  Held h = roundTrip(holder([](BsonWriter& w) { w.appendBool("list", true); }));
  ASSERT_EQ(h.value.getList()->index(), 0u);
  h = roundTrip(holder([](BsonWriter& w) {
    const size_t a = w.beginArray("list");
    w.appendString("0", "a");
    w.appendString("1", "b");
    w.endArray(a);
  }));
  ASSERT_EQ(h.value.getList()->index(), 1u);
  EXPECT_EQ(std::get<1>(*h.value.getList()).size(), 2u);
  h = roundTrip(holder([](BsonWriter& w) {
    const size_t a = w.beginArray("list");
    w.appendInt32("0", 4);
    w.endArray(a);
  }));
  ASSERT_EQ(h.value.getList()->index(), 2u);
  EXPECT_EQ(std::get<2>(*h.value.getList()).at(0), 4);
  // An empty array: the first array alternative.
  h = roundTrip(holder([](BsonWriter& w) { w.endArray(w.beginArray("list")); }));
  ASSERT_EQ(h.value.getList()->index(), 1u);
  EXPECT_TRUE(std::get<1>(*h.value.getList()).empty());
}

TEST(Variant, ArrayAlternativeErrors) {
  // No array alternative for the first element's type: the array itself is named.
  expectError(holder([](BsonWriter& w) {
                const size_t a = w.beginArray("list");
                w.appendDouble("0", 1.5);
                w.endArray(a);
              }),
              14, "BSON field 'VariantHolder.list' is the wrong type 'array', expected types '[string, int]'");
  // Later elements are checked against the chosen alternative, with their index.
  expectError(holder([](BsonWriter& w) {
                const size_t a = w.beginArray("list");
                w.appendString("0", "a");
                w.appendInt32("1", 2);
                w.endArray(a);
              }),
              14, "BSON field 'VariantHolder.list.1' is the wrong type 'int', expected type 'string'");
}

void appendRange(BsonWriter& w, const char* name, std::string_view queryType) {
  const size_t d = w.beginSubDocument(std::string_view(name));
  w.appendString("queryType", queryType);
  w.endSubDocument(d);
}

TEST(Variant, StructOrArrayOfStruct) {
  Held h = roundTrip(holder([](BsonWriter& w) { appendRange(w, "queries", "range"); }));
  ASSERT_EQ(h.value.getQueries()->index(), 0u);
  EXPECT_EQ(std::get<0>(*h.value.getQueries()).getQueryType(), "range");
  h = roundTrip(holder([](BsonWriter& w) {
    const size_t a = w.beginArray("queries");
    appendRange(w, "0", "equality");
    appendRange(w, "1", "range");
    w.endArray(a);
  }));
  ASSERT_EQ(h.value.getQueries()->index(), 1u);
  ASSERT_EQ(std::get<1>(*h.value.getQueries()).size(), 2u);
  EXPECT_EQ(std::get<1>(*h.value.getQueries())[1].getQueryType(), "range");
}

TEST(Variant, ErrorsInsideStructAlternatives) {
  // MongoDB parses a struct alternative with the enclosing context: no
  // component for the variant field in the path.
  expectError(holder([](BsonWriter& w) {
                const size_t d = w.beginSubDocument(std::string_view("queries"));
                w.appendInt32("queryType", 5);
                w.endSubDocument(d);
              }),
              14, "BSON field 'VariantHolder.queryType' is the wrong type 'int', expected type 'string'");
  // In an array alternative each struct element is parsed under the field's
  // name without the index (generator.py, _gen_array_deserializer), as in any
  // array.
  expectError(holder([](BsonWriter& w) {
                const size_t a = w.beginArray("queries");
                const size_t d = w.beginSubDocument(std::string_view("0"));
                w.appendString("queryType", "range");
                w.appendInt32("extra", 1);
                w.endSubDocument(d);
                w.endArray(a);
              }),
              40415, "BSON field 'VariantHolder.queries.extra' is an unknown field.");
  // The array's own check of an element keeps the index (arrayCtxt).
  expectError(holder([](BsonWriter& w) {
                const size_t a = w.beginArray("queries");
                appendRange(w, "0", "range");
                w.appendInt32("1", 5);
                w.endArray(a);
              }),
              14, "BSON field 'VariantHolder.queries.1' is the wrong type 'int', expected type 'object'");
}

TEST(Variant, StructsToldApartByFirstField) {
  Held h = roundTrip(holder([](BsonWriter& w) {
    const size_t d = w.beginSubDocument(std::string_view("shape"));
    w.appendInt32("point", 3);
    w.endSubDocument(d);
  }));
  ASSERT_EQ(h.value.getShape()->index(), 1u);
  EXPECT_EQ(std::get<1>(*h.value.getShape()).getPoint(), 3);
  h = roundTrip(holder([](BsonWriter& w) { appendRange(w, "shape", "range"); }));
  ASSERT_EQ(h.value.getShape()->index(), 0u);
  h = roundTrip(holder([](BsonWriter& w) { w.appendInt64("shape", 9); }));
  ASSERT_EQ(h.value.getShape()->index(), 2u);
  EXPECT_EQ(std::get<2>(*h.value.getShape()), 9);
  // A first field that starts no alternative: MongoDB's throwUnknownField on it.
  expectError(holder([](BsonWriter& w) {
                const size_t d = w.beginSubDocument(std::string_view("shape"));
                w.appendInt32("zzz", 1);
                w.endSubDocument(d);
              }),
              40415, "BSON field 'VariantHolder.zzz' is an unknown field.");
  expectError(holder([](BsonWriter& w) { w.appendInt32("shape", 9); }), 14,
              "BSON field 'VariantHolder.shape' is the wrong type 'int', expected types '[object, long]'");
}

// cpp_validator_func: called with the struct once parsed; its error passes
// through unchanged (MongoDB's uassert), with the struct's path attached.
TEST(StructValidator, ErrorPassesThroughWithThePath) {
  expectError(holder([](BsonWriter& w) { appendRange(w, "queries", "unsupported"); }), 2,
              "queryType 'unsupported' is not supported");
  absl::StatusOr<VariantHolder> parsed = parse(holder([](BsonWriter& w) {
    const size_t a = w.beginArray("queries");
    appendRange(w, "0", "range");
    appendRange(w, "1", "unsupported");
    w.endArray(a);
  }));
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().message(), "queryType 'unsupported' is not supported");
  // An array element's struct is parsed under the array field's name alone.
  EXPECT_EQ(errorPath(parsed.status()), "VariantHolder.queries");
  // The callback sees the optional field the parser set (its presence bit).
  parsed = parse(holder([](BsonWriter& w) {
    const size_t d = w.beginSubDocument(std::string_view("queries"));
    w.appendString("queryType", "range");
    w.appendInt64("contention", 17);
    w.endSubDocument(d);
  }));
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().message(), "contention above the limit");
  EXPECT_EQ(errorPath(parsed.status()), "VariantHolder");
  // A status without a MongoDB code gets 51024, its message kept.
  expectError(holder([](BsonWriter& w) { appendRange(w, "queries", "plain"); }), 51024, "a plain status");
  EXPECT_TRUE(parse(holder([](BsonWriter& w) { appendRange(w, "queries", "range"); })).ok());
}

// A field validator callback in another namespace, declared by the header.
TEST(StructValidator, FieldCallbackInAnotherNamespace) {
  expectError(holder([](BsonWriter& w) {
                const size_t d = w.beginSubDocument(std::string_view("shape"));
                w.appendInt32("point", -1);
                w.endSubDocument(d);
              }),
              51024, "BSON field 'VariantHolder.point' must not be negative");
}

// Keywords, a leading digit, a leading underscore and `$`: members `new_`,
// `class_`, `f2dsphereIndexVersion_`, `id_`, `audit_` and accessors getNew(), ...
TEST(Names, MongoDbFieldNamesBecomeValidIdentifiers) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("new", 1);
  w.appendInt32("class", 2);
  w.appendInt64("2dsphereIndexVersion", 3);  // safeInt64 writes a long
  w.appendInt32("_id", 4);
  w.appendString("$audit", "a");
  w.appendBool("secondaryThrottle", true);
  w.appendInt32("_secondaryThrottle", 5);
  w.endDocument(at);
  const BsonBuffer doc = w.finish();
  absl::StatusOr<mongo::variants::Names> names = mongo::variants::Names::parse(doc.data(), doc.size());
  ASSERT_TRUE(names.ok()) << names.status();
  EXPECT_EQ(names->getNew(), 1);
  EXPECT_EQ(names->getClass(), 2);
  EXPECT_EQ(names->getF2dsphereIndexVersion(), 3);
  EXPECT_EQ(names->get_id(), 4);
  EXPECT_EQ(names->getAudit(), "a");
  EXPECT_EQ(names->getSecondaryThrottle(), true);
  EXPECT_EQ(names->get_secondaryThrottle(), 5);
  EXPECT_EQ(mongo::variants::Names::kNewFieldName, "new");
  mongo::variants::Names copy;
  copy.setNew(1);
  copy.setClass(2);
  copy.setF2dsphereIndexVersion(3);
  copy.set_id(4);
  copy.setAudit("a");
  copy.setSecondaryThrottle(true);
  copy.set_secondaryThrottle(5);
  const BsonBuffer again = copy.toBson();
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(again.data()), again.size()),
            std::string(reinterpret_cast<const char*>(doc.data()), doc.size()));
}

// inline_chained_structs: false: the chained struct is a member object parsed
// from the whole document after the struct's own fields (MongoDB's generator.py),
// reached through its own accessor only.
template <class T>
constexpr bool kHasChainedFieldGetter = requires(const T& t) { t.getB1(); };
static_assert(!kHasChainedFieldGetter<mongo::variants::Outer>);
static_assert(kHasChainedFieldGetter<mongo::variants::ChainedBase>);

BsonBuffer outerDoc(const std::function<void(BsonWriter&)>& fill) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  fill(w);
  w.endDocument(at);
  return w.finish();
}

TEST(NonInlineChained, MemberObjectParsedFromTheWholeDocument) {
  const BsonBuffer doc = outerDoc([](BsonWriter& w) {
    w.appendInt32("b1", 2);
    w.appendString("b2", "x");
    w.appendInt32("o1", 1);
  });
  absl::StatusOr<mongo::variants::Outer> outer = mongo::variants::Outer::parse(doc.data(), doc.size());
  ASSERT_TRUE(outer.ok()) << outer.status();
  EXPECT_EQ(outer->getO1(), 1);
  EXPECT_EQ(outer->getBase().getB1(), 2);
  EXPECT_EQ(outer->getBase().getB2(), "x");
  // Written back: the chained struct's fields first, then the struct's own.
  const BsonBuffer again = outer->toBson();
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(again.data()), again.size()),
            std::string(reinterpret_cast<const char*>(doc.data()), doc.size()));
}

TEST(NonInlineChained, ErrorsComeFromEitherParse) {
  auto parseOuter = [](const BsonBuffer& doc) { return mongo::variants::Outer::parse(doc.data(), doc.size()); };
  // The chained struct's required field, with the enclosing struct's path (the same context).
  absl::StatusOr<mongo::variants::Outer> r = parseOuter(outerDoc([](BsonWriter& w) { w.appendInt32("o1", 1); }));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "BSON field 'Outer.b1' is missing but a required field");
  r = parseOuter(outerDoc([](BsonWriter& w) {
    w.appendInt32("b1", 1);
    w.appendInt32("b1", 2);
    w.appendInt32("o1", 1);
  }));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "BSON field 'Outer.b1' is a duplicate field");
  // The strict struct knows the chained names and rejects others.
  r = parseOuter(outerDoc([](BsonWriter& w) {
    w.appendInt32("b1", 1);
    w.appendInt32("o1", 1);
    w.appendInt32("zz", 1);
  }));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "BSON field 'Outer.zz' is an unknown field.");
  r = parseOuter(outerDoc([](BsonWriter& w) {
    w.appendString("b1", "one");
    w.appendInt32("o1", 1);
  }));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(), "BSON field 'Outer.b1' is the wrong type 'string', expected type 'int'");
}

TEST(Variant, SettersAndSerialize) {
  VariantHolder h;
  h.setNumber(std::int64_t{42});
  mongo::variants::RangeSpec range;
  range.setQueryType("range");
  h.setQueries(std::vector<mongo::variants::RangeSpec>{range});
  const BsonBuffer bytes = h.toBson();
  absl::StatusOr<VariantHolder> back = VariantHolder::parse(bytes.data(), bytes.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(std::get<1>(back->getNumber()), 42);
  ASSERT_EQ(back->getQueries()->index(), 1u);
  EXPECT_EQ(std::get<1>(*back->getQueries())[0].getQueryType(), "range");
}

// Presence bits (docs/design.md): optional variants are std::optional members
// kept in step with their bit, the required one a plain member; the bits
// decide what getters, serializers, checkSerializable and operator== see.
TEST(Variant, PresenceOfVariantFields) {
  Held h = roundTrip(holder([](BsonWriter& w) { w.appendString("weights", "text"); }));
  EXPECT_TRUE(h.value.getWeights().has_value());
  EXPECT_FALSE(h.value.getList().has_value());
  EXPECT_FALSE(h.value.getQueries().has_value());
  EXPECT_FALSE(h.value.getShape().has_value());
  VariantHolder built;
  built.setNumber(std::int64_t{1});
  built.setWeights(std::variant<std::string_view, OwnedDocument>(std::string_view("text")));
  EXPECT_EQ(built, h.value);
  // Clearing an optional variant clears its bit: not written, not equal.
  built.setWeights(std::nullopt);
  EXPECT_FALSE(built.getWeights().has_value());
  EXPECT_FALSE(built == h.value);
  const BsonBuffer bytes = built.toBson();
  EXPECT_EQ(bytes.size(), holder([](BsonWriter&) {}).size());
  EXPECT_TRUE(built.checkSerializable().ok());
}

TEST(Variant, RequiredVariantNeverSetIsRefused) {
  VariantHolder h;
  h.setList(false);
  const absl::Status status = h.checkSerializable();
  EXPECT_EQ(errorCode(status), 40414);
  EXPECT_EQ(status.message(), "BSON field 'VariantHolder.number' is missing but a required field: it was never set");
  h.setNumber(std::string_view("n"));
  EXPECT_TRUE(h.checkSerializable().ok());
}

// The chained member object keeps its own presence mask: its required field
// never set is refused by the enclosing struct's checkSerializable, and
// operator== compares it.
TEST(NonInlineChained, PresenceOfTheMemberObject) {
  mongo::variants::Outer outer;
  EXPECT_EQ(outer.checkSerializable().message(),
            "BSON field 'Outer.o1' is missing but a required field: it was never set");
  outer.setO1(1);
  const absl::Status status = outer.checkSerializable();
  EXPECT_EQ(errorCode(status), 40414);
  // The chained struct's fields are the enclosing document's: its path.
  EXPECT_EQ(status.message(), "BSON field 'Outer.b1' is missing but a required field: it was never set");
  mongo::variants::ChainedBase base;
  base.setB1(2);
  outer.setBase(base);
  EXPECT_TRUE(outer.checkSerializable().ok());
  const BsonBuffer doc = outerDoc([](BsonWriter& w) {
    w.appendInt32("b1", 2);
    w.appendInt32("o1", 1);
  });
  absl::StatusOr<mongo::variants::Outer> parsed = mongo::variants::Outer::parse(doc.data(), doc.size());
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  EXPECT_FALSE(parsed->getBase().getB2().has_value());
  EXPECT_EQ(*parsed, outer);
  base.setB2("x");
  outer.setBase(base);
  EXPECT_FALSE(*parsed == outer);
}

// `namespace: type` with a variant (MongoDB's logRotate: [safeBool, string];
// getClusterParameter: [string, array<string>]): the first element's BSON type
// picks the alternative, as for a variant field, and is written back as read.
template <typename Command>
absl::StatusOr<Command> parseCommand(const std::function<void(BsonWriter&)>& fill) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  fill(w);
  w.appendString("$db", "admin");
  w.endDocument(at);
  // The parsed command views its document: the documents live as long as the test program.
  static std::deque<BsonBuffer> documents;
  const BsonBuffer& doc = documents.emplace_back(w.finish());
  absl::StatusOr<Command> parsed = Command::parse(doc.data(), doc.size());
  if (parsed.ok()) {
    const BsonBuffer again = parsed->toBson();
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(again.data()), again.size()),
              std::string(reinterpret_cast<const char*>(doc.data()), doc.size()));
  }
  return parsed;
}

TEST(NamespaceType, VariantOfScalars) {
  using mongo::variants::RotateCommand;
  absl::StatusOr<RotateCommand> cmd = parseCommand<RotateCommand>([](BsonWriter& w) { w.appendBool("rotate", true); });
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getCommandParameter().index(), 0u);
  EXPECT_TRUE(std::get<0>(cmd->getCommandParameter()));
  cmd = parseCommand<RotateCommand>([](BsonWriter& w) { w.appendString("rotate", "server"); });
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getCommandParameter().index(), 1u);
  EXPECT_EQ(std::get<1>(cmd->getCommandParameter()), "server");
  cmd = parseCommand<RotateCommand>([](BsonWriter& w) { w.appendInt32("rotate", 1); });
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 14);
  EXPECT_EQ(cmd.status().message(), "BSON field 'rotate.rotate' is the wrong type 'int', expected types '[bool, string]'");
}

TEST(NamespaceType, VariantWithAnArray) {
  using mongo::variants::GetParametersCommand;
  absl::StatusOr<GetParametersCommand> cmd = parseCommand<GetParametersCommand>([](BsonWriter& w) {
    const size_t a = w.beginArray("getParameters");
    w.appendString("0", "a");
    w.appendString("1", "b");
    w.endArray(a);
    w.appendBool("verbose", true);
  });
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getCommandParameter().index(), 1u);
  EXPECT_EQ(std::get<1>(cmd->getCommandParameter()).size(), 2u);
  cmd = parseCommand<GetParametersCommand>([](BsonWriter& w) { w.appendString("getParameters", "*"); });
  ASSERT_TRUE(cmd.ok()) << cmd.status();
  ASSERT_EQ(cmd->getCommandParameter().index(), 0u);
  cmd = parseCommand<GetParametersCommand>([](BsonWriter& w) {
    const size_t a = w.beginArray("getParameters");
    w.appendInt32("0", 1);
    w.endArray(a);
  });
  ASSERT_FALSE(cmd.ok());
  EXPECT_EQ(errorCode(cmd.status()), 14);
  EXPECT_EQ(cmd.status().message(),
            "BSON field 'getParameters.getParameters' is the wrong type 'array', expected types '[string]'");
}

}  // namespace
}  // namespace switchyard::testing
