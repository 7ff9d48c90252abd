// Byte-level interop with Google protobuf (protoc-generated C++ for the .proto
// that `switchyard proto` writes for specs/proto_messages.yaml). Random
// messages are built twice from the same random choices, once as our class
// and once as protobuf's, then:
//   * protobuf's bytes parse here to a value equal to ours;
//   * our bytes parse in protobuf to a message equal to protobuf's, and
//     re-serialize to exactly our bytes (both write fields in tag order).
#include <array>
#include <climits>
#include <cstdint>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "proto_messages.pb.h"
#include "proto_messages_gen.h"

namespace switchyard::prototest {
namespace {

class Random {
 public:
  explicit Random(uint64_t seed) : rng_(seed) {}
  bool coin(int percent = 50) { return static_cast<int>(rng_() % 100) < percent; }
  uint64_t bits() { return rng_() >> (rng_() % 64); }
  int64_t i64() { return static_cast<int64_t>(coin(20) ? rng_() : bits()) * (coin() ? 1 : -1); }
  int32_t i32() { return static_cast<int32_t>(i64()); }
  int64_t nonNegative64() { return static_cast<int64_t>(bits() >> 1); }
  double real() { return static_cast<double>(i32()) / 7.0; }
  size_t count(size_t max) { return rng_() % (max + 1); }
  // A string kept alive in `arena` (our messages hold views).
  std::string_view text(size_t maxLen = 40) {
    std::string s;
    const size_t n = count(maxLen);
    for (size_t i = 0; i < n; ++i) s.push_back(static_cast<char>(rng_() % 256));
    arena_.push_back(std::move(s));
    return arena_.back();
  }
  switchyard::BinDataView bytes(size_t maxLen = 40) {
    const std::string_view t = text(maxLen);
    return {0, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(t.data()), t.size())};
  }
  template <typename E>
  E pick(std::initializer_list<E> values) {
    return *(values.begin() + rng_() % values.size());
  }

 private:
  std::mt19937_64 rng_;
  std::deque<std::string> arena_;
};

std::string str(switchyard::BinDataView b) { return std::string(reinterpret_cast<const char*>(b.bytes.data()), b.bytes.size()); }
std::string str(std::string_view s) { return std::string(s); }

void randomFind(Random& r, FindLike& ours, pb::FindLike& theirs) {
  const std::string_view find = r.text(), db = r.text(20);
  ours.setFind(find);
  theirs.set_find(str(find));
  ours.setDbName(db);
  theirs.set_dbname(str(db));
  if (r.coin(90)) {
    auto b = r.bytes(200);
    ours.setFilter(b);
    theirs.set_filter(str(b));
  }
  if (r.coin(40)) {
    auto b = r.bytes();
    ours.setSort(b);
    theirs.set_sort(str(b));
  }
  if (r.coin(30)) {
    auto b = r.bytes();
    ours.setProjection(b);
    theirs.set_projection(str(b));
  }
  if (r.coin(10)) {
    auto t = r.text();
    ours.setHint(t);
    theirs.set_hint(str(t));
  }
  if (r.coin(20)) {
    auto v = r.nonNegative64();
    ours.setSkip(v);
    theirs.set_skip(v);
  }
  if (r.coin(60)) {
    auto v = r.nonNegative64();
    ours.setLimit(v);
    theirs.set_limit(v);
  }
  if (r.coin(50)) {
    auto v = r.nonNegative64();
    ours.setBatchSize(v);
    theirs.set_batchsize(v);
  }
  // Fields with a default: always a value here; protobuf's has_ only when set.
  bool v = r.coin();
  ours.setSingleBatch(v);
  if (v || r.coin()) theirs.set_singlebatch(v);
  v = r.coin();
  ours.setReturnKey(v);
  if (v || r.coin()) theirs.set_returnkey(v);
  v = r.coin();
  ours.setShowRecordId(v);
  if (v || r.coin()) theirs.set_showrecordid(v);
  if (r.coin(10)) {
    auto t = r.text();
    ours.setComment(t);
    theirs.set_comment(str(t));
  }
  if (r.coin(30)) {
    auto x = r.i64();
    ours.setMaxTimeMS(x);
    theirs.set_maxtimems(x);
  }
  if (r.coin(50)) {
    ReadConcern rc;
    auto* prc = theirs.mutable_readconcern();
    if (r.coin(80)) {
      auto level = r.pick({ReadLevel::kLocal, ReadLevel::kMajority, ReadLevel::kLinearizable, ReadLevel::kSnapshot});
      rc.setLevel(level);
      prc->set_level(static_cast<pb::ReadLevel>(level));
    }
    if (r.coin()) {
      auto t = r.nonNegative64();
      rc.setAfterClusterTime(t);
      prc->set_afterclustertime(static_cast<uint64_t>(t));
    }
    ours.setReadConcern(rc);
  }
  if (r.coin(10)) {
    v = r.coin();
    ours.setAllowDiskUse(v);
    theirs.set_allowdiskuse(v);
  }
  if (r.coin(90)) {
    Session s;
    auto id = r.bytes(16);
    s.setId(id);
    theirs.mutable_lsid()->set_id(str(id));
    if (r.coin(30)) {
      auto uid = r.bytes(32);
      s.setUid(uid);
      theirs.mutable_lsid()->set_uid(str(uid));
    }
    ours.setLsid(s);
  }
  if (r.coin(20)) {
    auto x = r.i64();
    ours.setTxnNumber(x);
    theirs.set_txnnumber(x);
  }
  if (r.coin(20)) {
    auto m = r.pick({Mode::kFast, Mode::kSafe});
    ours.setMode(m);
    theirs.set_mode(std::string(toStringMode(m)));
  }
  if (r.coin(5)) {
    auto b = r.bytes();
    ours.setLet(b);
    theirs.set_let(str(b));
  }
}

void randomSamples(Random& r, Samples& ours, pb::Samples& theirs) {
  const int64_t id = r.i64();
  ours.setId(id);
  theirs.set_id(id);
  std::vector<std::int32_t> values(r.count(50));
  for (auto& x : values) theirs.add_values(x = r.i32());
  ours.setValues(values);
  std::vector<std::int64_t> deltas(r.count(20));
  for (auto& x : deltas) theirs.add_deltas(x = r.i64());
  ours.setDeltas(deltas);
  if (r.coin()) {
    std::vector<bool> flags(r.count(10) + 1);
    for (size_t i = 0; i < flags.size(); ++i) {
      flags[i] = r.coin();
      theirs.add_flags(flags[i]);
    }
    ours.setFlags(flags);
  }
  std::vector<double> weights(r.count(10));
  for (auto& x : weights) theirs.add_weights(x = r.real());
  ours.setWeights(weights);
  std::vector<std::int32_t> codes(r.count(5));
  for (auto& x : codes) theirs.add_codes(x = r.i32());
  ours.setCodes(codes);
  std::vector<std::string_view> names(r.count(5));
  for (auto& x : names) theirs.add_names(str(x = r.text()));
  ours.setNames(names);
  std::vector<ReadLevel> levels(r.count(5));
  for (auto& x : levels) {
    x = r.pick({ReadLevel::kLocal, ReadLevel::kMajority, ReadLevel::kLinearizable, ReadLevel::kSnapshot});
    theirs.add_levels(static_cast<pb::ReadLevel>(x));
  }
  ours.setLevels(levels);
  if (r.coin()) {
    auto x = r.nonNegative64();
    ours.setBig(x);
    theirs.set_big(static_cast<uint64_t>(x));
  }
  const int32_t small = r.coin() ? r.i32() : -7;
  ours.setSmall(small);
  if (small != -7 || r.coin()) theirs.set_small(small);
  if (r.coin()) {
    auto x = static_cast<int32_t>(r.nonNegative64() & 0x7fffffff);
    ours.setCounter(x);
    theirs.set_counter(static_cast<uint32_t>(x));
  }
  if (r.coin()) {
    auto x = r.i64();
    ours.setStamp(x);
    theirs.set_stamp(x);
  }
  if (r.coin()) {
    auto x = static_cast<int32_t>(r.nonNegative64() & 0x7fffffff);
    ours.setUnsigned32(x);
    theirs.set_unsigned32(static_cast<uint32_t>(x));
  }
  if (r.coin()) {
    auto x = r.real();
    ours.setRatio(x);
    theirs.set_ratio(x);
  }
  if (r.coin()) {
    auto x = r.i32();
    ours.setFar(x);
    theirs.set_far(x);
  }
}

void randomLeaf(Random& r, Leaf& ours, pb::Leaf& theirs) {
  auto v = r.text();
  ours.setValue(v);
  theirs.set_value(str(v));
  auto level = r.pick({ReadLevel::kLocal, ReadLevel::kMajority, ReadLevel::kSnapshot});
  ours.setLevel(level);
  if (level != ReadLevel::kMajority || r.coin()) theirs.set_level(static_cast<pb::ReadLevel>(level));
  if (r.coin()) {
    auto m = r.pick({Mode::kFast, Mode::kSafe});
    ours.setMode(m);
    theirs.set_mode(std::string(toStringMode(m)));
  }
}

void randomTree(Random& r, Tree& ours, pb::Tree& theirs, int depth) {
  auto name = r.text(10);
  ours.setName(name);
  theirs.set_name(str(name));
  const int32_t weight = r.coin() ? r.i32() : 1;
  ours.setWeight(weight);
  if (weight != 1 || r.coin()) theirs.set_weight(weight);
  if (depth > 0) {
    std::vector<Tree> children(r.count(3));
    for (auto& c : children) randomTree(r, c, *theirs.add_children(), depth - 1);
    ours.setChildren(children);
  }
  if (r.coin()) {
    Leaf leaf;
    randomLeaf(r, leaf, *theirs.mutable_leaf());
    ours.setLeaf(leaf);
  }
  if (r.coin(30)) {
    std::vector<Leaf> leaves(r.count(3) + 1);
    for (auto& l : leaves) randomLeaf(r, l, *theirs.add_leaves());
    ours.setLeaves(leaves);
  }
}

// BSON values carried as bytes (docs/protobuf.md, "Type mapping"). Documents
// and elements are written with BsonWriter and kept alive in `buffers`.
class BsonMaker {
 public:
  explicit BsonMaker(Random& r) : r_(r) {}
  // A small random document (possibly nested).
  switchyard::BsonDocument document(int depth = 2) {
    switchyard::BsonWriter w;
    const size_t at = w.beginDocument();
    const size_t n = r_.count(4);
    for (size_t i = 0; i < n; ++i) appendRandom(w, std::string(1, static_cast<char>('a' + i)), depth);
    w.endDocument(at);
    return keep(w);
  }
  // One element of a random type, as found in a document.
  switchyard::BsonElement element() {
    switchyard::BsonWriter w;
    const size_t at = w.beginDocument();
    appendRandom(w, r_.coin() ? "x" : "", 1);
    w.endDocument(at);
    const switchyard::BsonDocument doc = keep(w);
    switchyard::ParseContext ctx;
    auto cursor = doc.elements();
    switchyard::BsonElement e;
    EXPECT_TRUE(cursor.next(e, ctx));
    return e;
  }

 private:
  void appendRandom(switchyard::BsonWriter& w, const std::string& name, int depth) {
    switch (r_.count(depth > 0 ? 8 : 6)) {
      case 0: w.appendInt32(name, r_.i32()); break;
      case 1: w.appendInt64(name, r_.i64()); break;
      case 2: w.appendDouble(name, r_.real()); break;
      case 3: w.appendString(name, r_.text(12)); break;
      case 4: w.appendBool(name, r_.coin()); break;
      case 5: w.appendNull(name); break;
      case 6: w.appendTimestamp(name, {static_cast<uint32_t>(r_.bits()), static_cast<uint32_t>(r_.bits())}); break;
      default: {
        const size_t at = w.beginSubDocument(name);
        const size_t n = r_.count(3);
        for (size_t i = 0; i < n; ++i) appendRandom(w, std::string(1, static_cast<char>('a' + i)), depth - 1);
        w.endDocument(at);
      }
    }
  }
  switchyard::BsonDocument keep(switchyard::BsonWriter& w) {
    buffers_.push_back(w.finish());
    return buffers_.back().view();
  }
  Random& r_;
  std::deque<switchyard::BsonBuffer> buffers_;
};

template <size_t N>
std::array<uint8_t, N> randomBytes(Random& r) {
  std::array<uint8_t, N> out;
  for (auto& b : out) b = static_cast<uint8_t>(r.bits());
  return out;
}
template <size_t N>
std::string str(const std::array<uint8_t, N>& a) { return std::string(reinterpret_cast<const char*>(a.data()), N); }
std::string str(const switchyard::BsonDocument& d) { return std::string(reinterpret_cast<const char*>(d.data()), d.size()); }
// The bytes an element is carried in: type byte, empty name, value.
std::string carried(const switchyard::BsonElement& e) {
  std::string out{static_cast<char>(e.type()), '\0'};
  out.append(reinterpret_cast<const char*>(e.value()), e.valueSize());
  return out;
}
// The custom type's serializer writes an int32 when the value fits.
std::string carried(const prototest_ext::Money& m) {
  std::string out;
  if (m.cents >= INT32_MIN && m.cents <= INT32_MAX) {
    out = {static_cast<char>(switchyard::BsonType::kInt32), '\0'};
    const auto v = static_cast<int32_t>(m.cents);
    out.append(reinterpret_cast<const char*>(&v), 4);  // little-endian hosts (x86-64, aarch64)
  } else {
    out = {static_cast<char>(switchyard::BsonType::kInt64), '\0'};
    out.append(reinterpret_cast<const char*>(&m.cents), 8);
  }
  return out;
}
uint64_t bits(switchyard::Timestamp t) { return (uint64_t{t.seconds} << 32) | t.increment; }

void randomBsonValues(Random& r, BsonMaker& bson, BsonValues& ours, pb::BsonValues& theirs) {
  const switchyard::ObjectId oid{randomBytes<12>(r)};
  ours.setOid(oid);
  theirs.set_oid(str(oid.bytes));
  if (r.coin()) {
    const switchyard::Uuid u{randomBytes<16>(r)};
    ours.setUuid(u);
    theirs.set_uuid(str(u.bytes));
  }
  if (r.coin()) {
    const switchyard::Decimal128 d{randomBytes<16>(r)};
    ours.setPrice(d);
    theirs.set_price(str(d.bytes));
  }
  if (r.coin()) {
    const switchyard::Timestamp t{static_cast<uint32_t>(r.bits()), static_cast<uint32_t>(r.bits())};
    ours.setOpTime(t);
    theirs.set_optime(bits(t));
  }
  if (r.coin()) {
    const switchyard::Timestamp t{static_cast<uint32_t>(r.bits()), static_cast<uint32_t>(r.bits())};
    ours.setClusterTime(t);
    theirs.set_clustertime(bits(t));
  }
  if (r.coin()) {
    const auto d = bson.document();
    ours.setFilter(d);
    theirs.set_filter(str(d));
  }
  if (r.coin()) {
    const auto e = bson.element();
    ours.setHint(e);
    theirs.set_hint(carried(e));
  }
  if (r.coin()) {
    const prototest_ext::Money m{r.i64()};
    ours.setAmount(m);
    theirs.set_amount(carried(m));
  }
  std::vector<switchyard::ObjectId> ids(r.count(3));
  for (auto& id : ids) {
    id.bytes = randomBytes<12>(r);
    theirs.add_ids(str(id.bytes));
  }
  ours.setIds(ids);
  std::vector<switchyard::Timestamp> times(r.count(4));
  for (auto& t : times) {
    t = {static_cast<uint32_t>(r.bits()), static_cast<uint32_t>(r.bits())};
    theirs.add_times(bits(t));
  }
  ours.setTimes(times);
  if (r.coin(30)) {
    std::vector<switchyard::BsonDocument> docs(r.count(3) + 1);
    for (auto& d : docs) {
      d = bson.document();
      theirs.add_docs(str(d));
    }
    ours.setDocs(docs);
  }
  if (r.coin(30)) {
    std::vector<switchyard::BsonElement> values(r.count(3) + 1);
    for (auto& v : values) {
      v = bson.element();
      theirs.add_values(carried(v));
    }
    ours.setValues(values);
  }
  if (r.coin(30)) {
    std::vector<prototest_ext::Money> amounts(r.count(3) + 1);
    for (auto& m : amounts) {
      m.cents = r.coin() ? r.i32() : r.i64();
      theirs.add_amounts(carried(m));
    }
    ours.setAmounts(amounts);
  }
}

void randomReadConcern(Random& r, ReadConcern& ours, pb::ReadConcern& theirs) {
  if (r.coin()) {
    auto level = r.pick({ReadLevel::kLocal, ReadLevel::kMajority, ReadLevel::kLinearizable});
    ours.setLevel(level);
    theirs.set_level(static_cast<pb::ReadLevel>(level));
  }
  if (r.coin()) {
    const int64_t t = r.nonNegative64();  // fixed64: negative values do not read back (docs/protobuf.md)
    ours.setAfterClusterTime(t);
    theirs.set_afterclustertime(static_cast<uint64_t>(t));
  }
}

// A command: the first element is the collection's name or its UUID (a oneof).
void randomScan(Random& r, BsonMaker& bson, ScanCommand& ours, pb::ScanCommand& theirs) {
  if (r.coin(80)) {
    const std::string_view name = r.text(20);
    ours.setCollectionName(name);
    theirs.set_scan(str(name));
  } else {
    const switchyard::Uuid u{randomBytes<16>(r)};
    ours.setCollectionUuid(u);
    theirs.set_scanuuid(str(u.bytes));
  }
  if (r.coin()) {
    const auto d = bson.document();
    ours.setFilter(d);
    theirs.set_filter(str(d));
  }
  if (r.coin()) {
    const int64_t limit = r.nonNegative64();
    ours.setLimit(limit);
    theirs.set_limit(limit);
  }
  if (r.coin()) {
    ReadConcern rc;
    randomReadConcern(r, rc, *theirs.mutable_readconcern());
    ours.setReadConcern(rc);
  }
  const std::string_view db = r.text(10);
  ours.setDbName(db);
  theirs.set_dbname(str(db));
}

// protobuf's message with every defaulted field marked present, as our
// serializer writes them.
void presentDefaults(pb::FindLike& m) {
  m.set_singlebatch(m.singlebatch());
  m.set_returnkey(m.returnkey());
  m.set_showrecordid(m.showrecordid());
}
void presentDefaults(pb::Samples& m) { m.set_small(m.small()); }
void presentDefaults(pb::BsonValues&) {}
void presentDefaults(pb::ScanCommand&) {}
void presentDefaults(pb::PingCommand&) {}
void presentDefaults(pb::Leaf& m) { m.set_level(m.level()); }
void presentDefaults(pb::Tree& m) {
  m.set_weight(m.weight());
  for (auto& c : *m.mutable_children()) presentDefaults(c);
  if (m.has_leaf()) presentDefaults(*m.mutable_leaf());
  for (auto& l : *m.mutable_leaves()) presentDefaults(l);
}

template <typename Ours, typename Theirs, typename Fill>
void checkInterop(Fill fill, int iterations, uint64_t seed) {
  Random r(seed);
  for (int i = 0; i < iterations; ++i) {
    Ours ours;
    Theirs theirs;
    fill(r, ours, theirs);
    // protobuf -> us: equal values.
    const std::string theirBytes = theirs.SerializeAsString();
    auto parsed = Ours::parseProto(theirBytes.data(), theirBytes.size());
    ASSERT_TRUE(parsed.ok()) << "iteration " << i << ": " << parsed.status();
    ASSERT_TRUE(*parsed == ours) << "iteration " << i << ": protobuf's bytes parse to a different value";
    // us -> protobuf: equal messages, and the same bytes back.
    const std::string ourBytes = ours.toProto();
    ASSERT_EQ(ourBytes.size(), ours.serializedProtoSize());
    Theirs back;
    ASSERT_TRUE(back.ParseFromString(ourBytes)) << "iteration " << i;
    presentDefaults(theirs);
    ASSERT_TRUE(google::protobuf::util::MessageDifferencer::Equals(back, theirs))
        << "iteration " << i << "\nours:   " << back.ShortDebugString() << "\ntheirs: " << theirs.ShortDebugString();
    ASSERT_EQ(theirs.SerializeAsString(), ourBytes) << "iteration " << i;
    ASSERT_EQ(back.SerializeAsString(), ourBytes) << "iteration " << i;
  }
}

TEST(ProtoInterop, FindLike) { checkInterop<FindLike, pb::FindLike>(randomFind, 3000, 1); }
TEST(ProtoInterop, Samples) { checkInterop<Samples, pb::Samples>(randomSamples, 3000, 2); }
TEST(ProtoInterop, Tree) {
  checkInterop<Tree, pb::Tree>([](Random& r, Tree& o, pb::Tree& t) { randomTree(r, o, t, 4); }, 1000, 3);
}

TEST(ProtoInterop, BsonValues) {
  Random shared(4);
  BsonMaker bson(shared);
  checkInterop<BsonValues, pb::BsonValues>(
      [&](Random& r, BsonValues& o, pb::BsonValues& t) { randomBsonValues(r, bson, o, t); }, 2000, 4);
}

TEST(ProtoInterop, Command) {
  Random shared(5);
  BsonMaker bson(shared);
  checkInterop<ScanCommand, pb::ScanCommand>(
      [&](Random& r, ScanCommand& o, pb::ScanCommand& t) { randomScan(r, bson, o, t); }, 2000, 5);
  checkInterop<PingCommand, pb::PingCommand>(
      [&](Random& r, PingCommand& o, pb::PingCommand& t) {
        if (r.coin()) {
          const auto e = bson.element();
          o.setCommandParameter(e);
          t.set_ping(carried(e));
        }
        const std::string_view db = r.text(10);
        o.setDbName(db);
        t.set_dbname(str(db));
      },
      500, 6);
}

// A command read from protobuf is the same command in BSON: parse protobuf's
// bytes, write BSON, read that BSON back, write protobuf again.
TEST(ProtoInterop, CommandCrossesWireFormats) {
  Random r(7);
  BsonMaker bson(r);
  for (int i = 0; i < 500; ++i) {
    ScanCommand ours;
    pb::ScanCommand theirs;
    randomScan(r, bson, ours, theirs);
    const std::string protoBytes = theirs.SerializeAsString();
    auto fromProto = ScanCommand::parseProto(protoBytes.data(), protoBytes.size());
    ASSERT_TRUE(fromProto.ok()) << fromProto.status();
    const switchyard::BsonBuffer bsonBytes = fromProto->toBson();
    auto fromBson = ScanCommand::parse(bsonBytes.data(), bsonBytes.size());
    ASSERT_TRUE(fromBson.ok()) << "iteration " << i << ": " << fromBson.status();
    EXPECT_TRUE(*fromBson == ours) << "iteration " << i;
    EXPECT_EQ(fromBson->toProto(), protoBytes) << "iteration " << i;
  }
}

// protobuf writes repeated scalars unpacked when the .proto says so and packed
// otherwise; parse both forms of the same values here.
TEST(ProtoInterop, ProtobufUnpackedRunsParse) {
  pb::Samples theirs;
  theirs.set_id(5);
  for (int i = -3; i < 3; ++i) theirs.add_flags(i % 2 != 0);
  for (int i = -3; i < 3; ++i) theirs.add_codes(i * 1000);
  const std::string bytes = theirs.SerializeAsString();
  auto ours = Samples::parseProto(bytes.data(), bytes.size());
  ASSERT_TRUE(ours.ok()) << ours.status();
  ASSERT_EQ(ours->getCodes().size(), 6u);
  EXPECT_EQ(ours->getCodes()[0], -3000);
  ASSERT_TRUE(ours->getFlags().has_value());
  EXPECT_EQ(ours->getFlags()->size(), 6u);
}

}  // namespace
}  // namespace switchyard::prototest
