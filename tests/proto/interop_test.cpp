// Byte-level interop with Google protobuf (protoc-generated C++ for the .proto
// that `switchyard proto` writes for specs/proto_messages.yaml). Random
// messages are built twice from the same random choices, once as our class
// and once as protobuf's, then:
//   * protobuf's bytes parse here to a value equal to ours;
//   * our bytes parse in protobuf to a message equal to protobuf's, and
//     re-serialize to exactly our bytes (both write fields in tag order).
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

// protobuf's message with every defaulted field marked present, as our
// serializer writes them.
void presentDefaults(pb::FindLike& m) {
  m.set_singlebatch(m.singlebatch());
  m.set_returnkey(m.returnkey());
  m.set_showrecordid(m.showrecordid());
}
void presentDefaults(pb::Samples& m) { m.set_small(m.small()); }
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
