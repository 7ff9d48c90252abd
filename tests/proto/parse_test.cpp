// Generated parseProto/serializeProto (tests/proto/specs/proto_messages.yaml):
// presence and defaults, packed and unpacked repeated fields, unknown fields,
// and a precise error for every kind of malformed input.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "proto_messages_gen.h"

namespace switchyard::prototest {
namespace {

// Builds protobuf bytes by hand.
struct Bytes {
  std::string s;
  Bytes& varint(uint64_t v) {
    while (v >= 0x80) {
      s.push_back(static_cast<char>(v | 0x80));
      v >>= 7;
    }
    s.push_back(static_cast<char>(v));
    return *this;
  }
  Bytes& tag(uint32_t field, uint32_t wire) { return varint((uint64_t{field} << 3) | wire); }
  Bytes& str(uint32_t field, std::string_view v) {
    tag(field, 2).varint(v.size());
    s.append(v);
    return *this;
  }
  Bytes& raw(std::string_view v) {
    s.append(v);
    return *this;
  }
};

template <typename T>
absl::StatusOr<T> parse(const std::string& s) {
  return T::parseProto(s.data(), s.size());
}

std::string minimalFind() { return Bytes().str(1, "coll").str(16, "db").s; }

TEST(ProtoParse, MinimalFindUsesDefaults) {
  const std::string bytes = minimalFind();
  auto r = parse<FindLike>(bytes);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->getFind(), "coll");
  EXPECT_EQ(r->getDbName(), "db");
  EXPECT_FALSE(r->getLimit().has_value());
  EXPECT_FALSE(r->getSingleBatch());
  EXPECT_FALSE(r->getLsid().has_value());
  // Views point into the input.
  EXPECT_GE(r->getFind().data(), bytes.data());
  EXPECT_LT(r->getFind().data(), bytes.data() + bytes.size());
}

TEST(ProtoParse, RoundTripsEveryField) {
  FindLike f;
  f.setFind("collection");
  f.setDbName("test");
  static const uint8_t kFilter[] = {1, 2, 3, 4, 5};
  f.setFilter(switchyard::BinDataView{0, std::span<const uint8_t>(kFilter)});
  f.setLimit(10);
  f.setSkip(0);
  f.setMaxTimeMS(-5);
  f.setSingleBatch(true);
  ReadConcern rc;
  rc.setLevel(ReadLevel::kMajority);
  rc.setAfterClusterTime(123456789);
  f.setReadConcern(rc);
  Session s;
  s.setId(switchyard::BinDataView{0, std::span<const uint8_t>(kFilter, 4)});
  f.setLsid(s);
  f.setMode(Mode::kSafe);
  const std::string bytes = f.toProto();
  EXPECT_EQ(bytes.size(), f.serializedProtoSize());
  auto r = parse<FindLike>(bytes);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(*r, f);
  EXPECT_EQ(r->toProto(), bytes);
}

TEST(ProtoParse, MissingRequiredField) {
  auto r = parse<FindLike>(Bytes().str(1, "coll").s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(switchyard::errorCode(r.status()), 40414);
  EXPECT_EQ(std::string(r.status().message()), "protobuf field 'FindLike.$db' (number 16) is missing but a required field");
}

TEST(ProtoParse, LastScalarWinsAndUnknownFieldsAreSkipped) {
  std::string bytes = Bytes()
                          .str(1, "a")
                          .str(16, "db")
                          .tag(7, 0).varint(3)
                          .tag(99, 0).varint(1u << 20)   // unknown varint
                          .tag(98, 1).raw("12345678")      // unknown fixed64
                          .str(97, "skipped")              // unknown length-delimited
                          .tag(96, 5).raw("1234")          // unknown fixed32
                          .tag(21, 0).varint(5)            // the ignored field
                          .tag(7, 0).varint(4)
                          .str(1, "b")
                          .s;
  auto r = parse<FindLike>(bytes);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->getFind(), "b");
  EXPECT_EQ(r->getLimit(), 4);
}

TEST(ProtoParse, PackedAndUnpackedAreBothAccepted) {
  Bytes packed;
  packed.tag(1, 0).varint(1);
  Bytes run;
  run.varint(1).varint(300).varint(static_cast<uint64_t>(int64_t{-2}));
  packed.tag(2, 2).varint(run.s.size()).raw(run.s);
  packed.tag(2, 0).varint(7);  // then one unpacked element: appended
  packed.tag(4, 0).varint(1).tag(4, 0).varint(0);
  Bytes flagsRun;
  flagsRun.varint(1);
  packed.tag(4, 2).varint(1).raw(flagsRun.s);  // bools packed although written unpacked
  auto r = parse<Samples>(packed.s);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->getValues(), (std::vector<std::int32_t>{1, 300, -2, 7}));
  ASSERT_TRUE(r->getFlags().has_value());
  EXPECT_EQ(*r->getFlags(), (std::vector<bool>{true, false, true}));
  EXPECT_EQ(r->getSmall(), -7);  // the default
}

TEST(ProtoParse, NestedTreesRoundTrip) {
  Tree root;
  root.setName("root");
  std::vector<Tree> children(2);
  children[0].setName("a");
  children[1].setName("b");
  children[1].setWeight(-3);
  Leaf leaf;
  leaf.setValue("v");
  leaf.setMode(Mode::kFast);
  children[1].setLeaf(leaf);
  root.setChildren(children);
  const std::string bytes = root.toProto();
  auto r = parse<Tree>(bytes);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(*r, root);
  EXPECT_EQ(r->getChildren()[1].getLeaf()->getLevel(), ReadLevel::kMajority);
}

struct Malformed {
  std::string name;
  std::string bytes;
  int code;
  std::string message;
};

TEST(ProtoParse, MalformedInputGetsPreciseErrors) {
  const std::string find = minimalFind();
  std::vector<Malformed> cases = {
      {"truncated tag", find + "\x80", 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: truncated varint in a field tag"},
      {"field number 0", find + std::string("\x00", 1), 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: field number 0 is not valid"},
      {"field number 0, wire type 2", find + "\x02\x00", 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: field number 0 is not valid"},
      {"overlong varint", find + "\x38" + std::string(10, '\xff') + "\x01", 22,
       "Invalid protobuf in 'FindLike' at byte offset 12: overlong varint (more than 64 bits) in field "
       "'FindLike.limit'"},
      {"truncated varint", find + "\x38\x80", 22,
       "Invalid protobuf in 'FindLike' at byte offset 12: truncated varint in field 'FindLike.limit'"},
      {"length past the end", Bytes().tag(1, 2).varint(5).raw("abc").s, 22,
       "Invalid protobuf in 'FindLike' at byte offset 1: field 'FindLike.find' has length 5 but only 3 bytes "
       "are left in its message"},
      {"wrong wire type", find + "\x39" + std::string(8, '\0'), 14,
       "protobuf field 'FindLike.limit' (number 7) has wire type 1 (fixed64), expected varint (at byte offset 12)"},
      {"start group", find + "\xf3\x01", 22,
       "Invalid protobuf in 'FindLike' at byte offset 13: field number 30 uses the start-group wire type; groups "
       "are not supported"},
      {"start group on a known field", find + "\x53", 14,
       "protobuf field 'FindLike.comment' (number 10) has wire type 3 (start-group), expected length-delimited (at "
       "byte offset 12)"},
      {"end group", find + "\xfc\x01", 22,
       "Invalid protobuf in 'FindLike' at byte offset 13: field number 31 uses the end-group wire type; groups "
       "are not supported"},
      {"undefined wire type", find + "\xfe\x01", 22,
       "Invalid protobuf in 'FindLike' at byte offset 13: field number 31 has undefined wire type 6"},
      {"unknown field truncated", find + "\xf9\x01" + "abc", 22,
       "Invalid protobuf in 'FindLike' at byte offset 13: truncated 64-bit value in field 'FindLike.<unknown "
       "field 31>'"},
      {"validator", find + "\x38\x7f", 51024, "protobuf field 'FindLike.limit' value must be >= 0, actual value "
                                              "'-1'"},
      {"tag above 32 bits", find + std::string("\xff\xff\xff\xff\x7f", 5), 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: field tag 34359738367 does not fit 32 bits"},
      // Two-byte tags (read inline by readLongTag) report from the tag's first byte as well.
      {"field number 0 in two bytes", find + std::string("\x80\x00", 2), 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: field number 0 is not valid"},
      {"truncated two-byte tag", find + "\x82", 22,
       "Invalid protobuf in 'FindLike' at byte offset 11: truncated varint in a field tag"},
      {"wrong wire type, two-byte tag", find + "\x80\x01\x05", 14,
       "protobuf field 'FindLike.$db' (number 16) has wire type 0 (varint), expected length-delimited (at byte "
       "offset 13)"},
  };
  // "validator": 0x7f is 127, not -1; build it properly.
  cases[12].bytes = Bytes().raw(find).tag(7, 0).varint(static_cast<uint64_t>(int64_t{-1})).s;
  for (const Malformed& c : cases) {
    auto r = parse<FindLike>(c.bytes);
    ASSERT_FALSE(r.ok()) << c.name;
    EXPECT_EQ(switchyard::errorCode(r.status()), c.code) << c.name << ": " << r.status();
    EXPECT_EQ(std::string(r.status().message()), c.message) << c.name;
  }
}

TEST(ProtoParse, MalformedRepeatedAndNested) {
  // Packed fixed-width run whose length is not a multiple of 8.
  auto r = parse<Samples>(Bytes().tag(1, 0).varint(1).tag(5, 2).varint(7).raw("1234567").s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(std::string(r.status().message()),
            "Invalid protobuf in 'Samples' at byte offset 3: packed field 'Samples.weights' has length 7, not a "
            "multiple of its 8-byte elements");
  // An unsigned encoding above the member's range.
  r = parse<Samples>(Bytes().tag(1, 0).varint(1).tag(9, 0).varint(uint64_t{1} << 63).s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(std::string(r.status().message()), "protobuf field 'Samples.big' value 9223372036854775808 does not fit std::int64_t");
  // An enum number the enum does not have.
  r = parse<Samples>(Bytes().tag(1, 0).varint(1).tag(8, 0).varint(9).s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(switchyard::errorCode(r.status()), 2);
  EXPECT_EQ(std::string(r.status().message()), "Enumeration value '9' for field 'Samples.levels' is not a valid value.");
  // A nested message missing its required field reports the path.
  Bytes leafless;
  leafless.str(1, "root").tag(4, 2).varint(0);
  auto t = parse<Tree>(leafless.s);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(std::string(t.status().message()), "protobuf field 'Tree.leaf.value' (number 1) is missing but a required field");
  // In a repeated message the path names the field without the element's
  // index, as the BSON parsers and MongoDB's do for struct elements of arrays.
  Bytes leavesLeafless;
  leavesLeafless.str(1, "root").tag(5, 2).varint(2).str(1, "").tag(5, 2).varint(0);
  t = parse<Tree>(leavesLeafless.s);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(std::string(t.status().message()),
            "protobuf field 'Tree.leaves.value' (number 1) is missing but a required field");
  // A nested message whose length runs past its parent's.
  Bytes over;
  over.str(1, "r").tag(3, 2).varint(10).str(1, "x");
  t = parse<Tree>(over.s);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(std::string(t.status().message()),
            "Invalid protobuf in 'Tree' at byte offset 4: field 'Tree.children' has length 10 but only 3 bytes are "
            "left in its message");
}

// BSON values carried as bytes: the framing is checked (docs/protobuf.md).
TEST(ProtoParse, EmbeddedBsonValuesAreChecked) {
  const std::string oid(12, '\x07');
  const std::string base = Bytes().str(1, oid).s;  // 14 bytes
  ASSERT_TRUE(parse<BsonValues>(base).ok());
  struct Case {
    const char* name;
    std::string bytes;
    int code;
    std::string message;
  };
  const std::string int32Element("\x10\x00\x05\x00\x00\x00", 6);
  const std::string emptyDoc("\x05\x00\x00\x00\x00", 5);
  const std::vector<Case> cases = {
      {"short ObjectId", Bytes().str(1, "abc").s, 2,
       "protobuf field 'BsonValues.oid' has 3 bytes; an ObjectId has 12 (at byte offset 2)"},
      {"long UUID", Bytes().raw(base).str(2, std::string(17, 'u')).s, 2,
       "protobuf field 'BsonValues.uuid' has 17 bytes; a UUID has 16 (at byte offset 16)"},
      {"short Decimal128", Bytes().raw(base).str(3, "").s, 2,
       "protobuf field 'BsonValues.price' has 0 bytes; a Decimal128 has 16 (at byte offset 16)"},
      {"document length mismatch", Bytes().raw(base).str(6, std::string("\x06\x00\x00\x00\x00", 5)).s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.filter' does not hold a BSON "
       "document: its BSON length is 6 but the field has 5 bytes"},
      {"document without NUL", Bytes().raw(base).str(6, std::string("\x05\x00\x00\x00\x01", 5)).s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.filter' does not hold a BSON "
       "document: its last byte is not the NUL that ends a BSON document"},
      {"short document", Bytes().raw(base).str(11, "\x04").s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.docs' does not hold a BSON "
       "document: it has 1 bytes; a BSON document needs at least 5"},
      {"element with a name", Bytes().raw(base).str(7, std::string("\x0ax\x00", 3)).s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.hint' does not hold a BSON "
       "element with an empty name: its name is not empty (the byte after the type byte must be NUL)"},
      {"element value truncated", Bytes().raw(base).str(7, int32Element.substr(0, 4)).s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.hint' does not hold a BSON "
       "element with an empty name: Invalid BSON at byte offset 2: int value needs 4 bytes but only 2 remain in the document"},
      {"element with bytes after its value", Bytes().raw(base).str(12, int32Element + "z").s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.values' does not hold a BSON "
       "element with an empty name: its value ends after 6 of its 7 bytes"},
      {"element type 0", Bytes().raw(base).str(7, std::string("\x00\x00", 2)).s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 16: field 'BsonValues.hint' does not hold a BSON "
       "element with an empty name: its type byte is 0 (the end of a document), not a BSON type"},
      {"element of an unknown type", Bytes().raw(base).str(7, std::string("\x55\x00", 2)).s, 22, ""},
      {"custom type of the wrong BSON type", Bytes().raw(base).str(8, std::string("\x02\x00\x01\x00\x00\x00\x00", 7)).s,
       14, "protobuf field 'BsonValues.amount' holds a BSON element of type 'string', expected 'int', 'long' (at "
           "byte offset 16)"},
      {"custom type as null", Bytes().raw(base).str(8, std::string("\x0a\x00", 2)).s, 14,
       "protobuf field 'BsonValues.amount' holds a BSON element of type 'null', expected 'int', 'long' (at byte "
       "offset 16)"},
      {"timestamp truncated", Bytes().raw(base).tag(4, 1).raw("1234").s, 22,
       "Invalid protobuf in 'BsonValues' at byte offset 15: truncated 64-bit value in field 'BsonValues.opTime'"},
  };
  for (const Case& c : cases) {
    auto r = parse<BsonValues>(c.bytes);
    ASSERT_FALSE(r.ok()) << c.name;
    EXPECT_EQ(switchyard::errorCode(r.status()), c.code) << c.name << ": " << r.status();
    if (!c.message.empty()) {
      EXPECT_EQ(std::string(r.status().message()), c.message) << c.name;
    }
  }
  // The well-formed forms parse to views into the input.
  const std::string good = Bytes().raw(base).str(6, emptyDoc).str(7, int32Element).s;
  auto r = parse<BsonValues>(good);
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_TRUE(r->getFilter().has_value());
  EXPECT_EQ(r->getFilter()->size(), 5u);
  EXPECT_EQ(reinterpret_cast<const char*>(r->getFilter()->data()), good.data() + 16);
  ASSERT_TRUE(r->getHint().has_value());
  EXPECT_EQ(r->getHint()->type(), switchyard::BsonType::kInt32);
  EXPECT_EQ(r->getHint()->asInt32(), 5);
  EXPECT_EQ(r->toProto(), good);
}

// A command's first element: required, name and UUID as a oneof (the last wins).
TEST(ProtoParse, CommandFirstElement) {
  const std::string uuid(16, '\x42');
  auto r = parse<ScanCommand>(Bytes().str(16, "db").s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(switchyard::errorCode(r.status()), 40414);
  EXPECT_EQ(std::string(r.status().message()), "protobuf field 'scan.scan' (number 1) is missing but a required field");
  // UUID alone satisfies it.
  r = parse<ScanCommand>(Bytes().str(15, uuid).str(16, "db").s);
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_TRUE(r->getCollectionUuid().has_value());
  EXPECT_EQ(r->getCollectionName(), "");
  // Name, then UUID: the UUID wins; UUID, then name: the name wins.
  r = parse<ScanCommand>(Bytes().str(1, "coll").str(15, uuid).str(16, "db").s);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->getCollectionUuid().has_value());
  EXPECT_EQ(r->getCollectionName(), "");
  // The parsed command's views point into its input: keep the bytes alive.
  const std::string nameLast = Bytes().str(15, uuid).str(16, "db").str(1, "coll").s;
  r = parse<ScanCommand>(nameLast);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_FALSE(r->getCollectionUuid().has_value());
  EXPECT_EQ(r->getCollectionName(), "coll");
  // Serialized: only the one that is set, in tag order.
  EXPECT_EQ(r->toProto(), Bytes().str(1, "coll").str(16, "db").s);
  // A UUID of the wrong size.
  r = parse<ScanCommand>(Bytes().str(15, "short").str(16, "db").s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(std::string(r.status().message()),
            "protobuf field 'scan.scan' has 5 bytes; a UUID has 16 (at byte offset 2)");
  // Validators of command fields run as for BSON.
  r = parse<ScanCommand>(Bytes().str(1, "c").tag(3, 0).varint(static_cast<uint64_t>(int64_t{-2})).str(16, "d").s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(switchyard::errorCode(r.status()), 51024);
}

// protobuf has no "present but empty" repeated field: an empty packed run
// leaves an optional array absent (found by fuzz_proto: the BSON form would
// otherwise gain an empty array).
TEST(ProtoParse, EmptyPackedRunLeavesOptionalArrayAbsent) {
  auto r = parse<Samples>(Bytes().tag(1, 0).varint(1).tag(4, 2).varint(0).s);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_FALSE(r->getFlags().has_value());
  r = parse<Samples>(Bytes().tag(1, 0).varint(1).tag(4, 2).varint(1).varint(1).s);
  ASSERT_TRUE(r.ok()) << r.status();
  ASSERT_TRUE(r->getFlags().has_value());
  EXPECT_EQ(r->getFlags()->size(), 1u);
  // Set by a packed run alone, the array is present for the serializers too
  // (its presence bit), so it survives a round trip.
  auto again = parse<Samples>(r->toProto());
  ASSERT_TRUE(again.ok()) << again.status();
  ASSERT_TRUE(again->getFlags().has_value());
  EXPECT_EQ(*again->getFlags(), (std::vector<bool>{true}));
  EXPECT_EQ(*again, *r);
}

// A required array the message does not carry is empty and set: repeated
// fields have no presence in protobuf, so the parsed value must serialize
// (found by fuzz_proto once the unchecked serializers refused required fields
// never set: toBson() aborted on `Samples.values`).
TEST(ProtoParse, AbsentRequiredArrayIsEmptyAndSet) {
  auto r = parse<Samples>(Bytes().tag(1, 0).varint(1).s);
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_TRUE(r->getValues().empty());
  EXPECT_TRUE(r->getNames().empty());
  EXPECT_TRUE(r->requiredFieldsSet());
  EXPECT_TRUE(r->checkSerializable().ok()) << r->checkSerializable();
  const BsonBuffer bson = r->toBson();
  auto back = Samples::parse(bson.data(), bson.size());
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(*back, *r);
}

TEST(ProtoParse, DepthLimit) {
  // Tree{children: [Tree{children: [...]}]} nested 150 deep: over protobuf's default limit of 100.
  std::string inner = Bytes().str(1, "leaf").s;
  for (int i = 0; i < 150; ++i) inner = Bytes().str(1, "n").str(3, inner).s;
  auto r = parse<Tree>(inner);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(switchyard::errorCode(r.status()), 15);
  EXPECT_NE(std::string(r.status().message()).find("protobuf message exceeds maximum nesting depth 100"),
            std::string::npos)
      << r.status();
  // 90 deep is fine.
  inner = Bytes().str(1, "leaf").s;
  for (int i = 0; i < 90; ++i) inner = Bytes().str(1, "n").str(3, inner).s;
  EXPECT_TRUE(parse<Tree>(inner).ok());
}

TEST(ProtoParse, EveryTruncationFailsCleanly) {
  Tree root;
  root.setName("root");
  std::vector<Tree> children(3);
  for (size_t i = 0; i < children.size(); ++i) children[i].setName(std::string_view("abc").substr(i));
  root.setChildren(children);
  Samples s;
  s.setId(-1);
  s.setValues({1, -1, 1 << 20});
  s.setDeltas({-5, 5});
  s.setWeights({1.5, -2.5});
  s.setCodes({-9, 9});
  s.setNames({"x", "yy"});
  s.setFar(3);
  BsonValues b;
  b.setOid(switchyard::ObjectId{});
  b.setTimes({{1, 2}, {3, 4}});
  static const uint8_t kDoc[] = {5, 0, 0, 0, 0};
  b.setFilter(switchyard::BsonDocument::fromValidatedBytes(kDoc, 5));
  b.setAmount(prototest_ext::Money{1 << 20});
  for (const std::string& full : {root.toProto(), s.toProto(), b.toProto()}) {
    for (size_t n = 0; n < full.size(); ++n) {
      const std::string prefix = full.substr(0, n);
      // Either an error or (when the cut falls between fields) a value: never a crash.
      (void)parse<Tree>(prefix);
      (void)parse<Samples>(prefix);
      (void)parse<BsonValues>(prefix);
    }
  }
  EXPECT_TRUE(parse<Samples>(s.toProto()).ok());
  EXPECT_TRUE(parse<BsonValues>(b.toProto()).ok());
}

}  // namespace
}  // namespace switchyard::prototest
