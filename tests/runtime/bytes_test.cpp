// nameIs<> / elementHeaderIs<> for names of 0..20 characters: a match, every
// single-byte difference (name bytes, the NUL, the type byte), and every
// other length. Buffers are exactly-sized heap copies: the compare must read
// no more than it is documented to.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/internal/name_hash.h"
#include "test_util.h"

namespace switchyard {
namespace {

using testing::HeapCopy;

// word(name) from the 8 bytes at a name's start, by definition (name_hash.h):
// every byte after the first NUL zeroed. The reference the raw compares and
// nameWordBefore are checked against (the dispatch itself never masks).
uint64_t nameWordAt(const uint8_t* p) {
  const uint64_t raw = loadLE<uint64_t>(p);
  for (unsigned i = 0; i < 8; ++i) {
    if (((raw >> (8 * i)) & 0xFF) == 0) return i == 7 ? raw : raw & ((uint64_t{1} << (8 * (i + 1))) - 1);
  }
  return raw;
}

// Name characters: letters, with a byte >= 0x80 now and then (sign matters in packing).
constexpr char nameChar(size_t i) { return i % 5 == 3 ? static_cast<char>(0xC3) : static_cast<char>('a' + i % 26); }

template <size_t L>
constexpr FixedName<L + 1> makeName() {
  char s[L + 1] = {};
  for (size_t i = 0; i < L; ++i) s[i] = nameChar(i);
  s[L] = 0;
  return FixedName<L + 1>(s);
}

template <size_t L>
inline constexpr auto kNameOf = makeName<L>();

std::vector<uint8_t> nameBytes(size_t len) {
  std::vector<uint8_t> v;
  for (size_t i = 0; i < len; ++i) v.push_back(static_cast<uint8_t>(nameChar(i)));
  v.push_back(0);
  return v;
}

template <size_t L>
void checkLength() {
  SCOPED_TRACE(::testing::Message() << "name length " << L);
  static_assert(kNameOf<L>.size() == L && decltype(kNameOf<L>)::kBytes == L + 1);
  constexpr uint8_t kType = 0x10;
  auto is = [](const std::vector<uint8_t>& v) {
    HeapCopy b(testing::span(v));
    return nameIs<kNameOf<L>>(b.data());
  };
  auto headerIs = [](const std::vector<uint8_t>& v) {
    HeapCopy b(testing::span(v));
    return elementHeaderIs<kType, kNameOf<L>>(b.data());
  };
  const std::vector<uint8_t> exact = nameBytes(L);
  std::vector<uint8_t> header = {kType};
  header.insert(header.end(), exact.begin(), exact.end());

  EXPECT_TRUE(is(exact));
  EXPECT_TRUE(headerIs(header));

  // Every single-byte difference at every position (each bit flipped, and 0).
  for (size_t pos = 0; pos < exact.size(); ++pos) {
    for (int bit = 0; bit < 8; ++bit) {
      std::vector<uint8_t> m = exact;
      m[pos] ^= static_cast<uint8_t>(1u << bit);
      EXPECT_FALSE(is(m)) << "pos " << pos << " bit " << bit;
      std::vector<uint8_t> h = header;
      h[pos + 1] ^= static_cast<uint8_t>(1u << bit);
      EXPECT_FALSE(headerIs(h)) << "pos " << pos << " bit " << bit;
    }
  }
  // The type byte differs.
  for (int bit = 0; bit < 8; ++bit) {
    std::vector<uint8_t> h = header;
    h[0] ^= static_cast<uint8_t>(1u << bit);
    EXPECT_FALSE(headerIs(h)) << "type bit " << bit;
  }
  // Other lengths: a prefix (with value bytes after its NUL, so that L + 1
  // bytes are readable) or a longer name starting with this one.
  for (size_t k = 0; k <= 21; ++k) {
    if (k == L) continue;
    std::vector<uint8_t> other = nameBytes(k);
    // Bytes after a shorter name's NUL: the expected name's continuation and
    // NUL, so the only difference is the early NUL (the worst case).
    for (size_t i = other.size(); i < exact.size(); ++i) other.push_back(exact[i]);
    EXPECT_FALSE(is(other)) << "other length " << k;
    std::vector<uint8_t> h = {kType};
    h.insert(h.end(), other.begin(), other.end());
    EXPECT_FALSE(headerIs(h)) << "other length " << k;
  }
}

template <size_t... L>
void checkAll(std::index_sequence<L...>) {
  (checkLength<L>(), ...);
}

TEST(NameMatching, LengthsZeroToTwenty) { checkAll(std::make_index_sequence<21>()); }

TEST(NameMatching, LiteralNames) {
  const uint8_t limit[] = {'l', 'i', 'm', 'i', 't', 0};
  EXPECT_TRUE(nameIs<"limit">(limit));
  EXPECT_FALSE(nameIs<"limiT">(limit));
  const uint8_t header[] = {0x10, 'l', 'i', 'm', 'i', 't', 0};
  EXPECT_TRUE((elementHeaderIs<0x10, "limit">(header)));
  EXPECT_FALSE((elementHeaderIs<0x12, "limit">(header)));
  const uint8_t empty[] = {0};
  EXPECT_TRUE(nameIs<"">(empty));
}

// nameWordBefore (the hash dispatch's path near a document's end) gives the
// same word as nameWordAt whenever the name's NUL lies before `end`, reads
// nothing at or past `end`, and refuses a name whose NUL is not before it.
TEST(NameWord, BeforeTheEndMatchesTheWordAt) {
  for (size_t len = 0; len <= 7; ++len) {
    std::vector<uint8_t> bytes = nameBytes(len);  // name + NUL
    for (size_t avail = 0; avail < 8; ++avail) {
      SCOPED_TRACE(::testing::Message() << "name length " << len << ", " << avail << " bytes before the end");
      std::vector<uint8_t> before(bytes.begin(), bytes.begin() + std::min(avail, bytes.size()));
      before.resize(avail, 'x');  // value bytes after the NUL
      HeapCopy b(testing::span(before));
      uint64_t word = 0xDEAD;
      const bool found = nameWordBefore(b.data(), b.data() + avail, word);
      EXPECT_EQ(found, avail >= bytes.size());
      if (found) {
        std::vector<uint8_t> padded = before;
        padded.resize(8, 'y');
        EXPECT_EQ(word, nameWordAt(padded.data()));
      }
    }
  }
}

// The word compare plus nameRestIs is nameIs, for names of every length; the
// raw compares (rawWordIs, rawWordMatches) agree with the masked one.
template <size_t L>
void checkWordAndRest() {
  SCOPED_TRACE(::testing::Message() << "name length " << L);
  const std::vector<uint8_t> exact = nameBytes(L);
  auto split = [](std::vector<uint8_t> v) {
    v.resize(std::max<size_t>(v.size(), 8), 'z');
    HeapCopy b(testing::span(v));
    const bool masked = nameWordAt(b.data()) == nameWord<kNameOf<L>>();
    EXPECT_EQ(masked, rawWordIs<kNameOf<L>>(loadLE<uint64_t>(b.data())));
    EXPECT_EQ(masked, rawWordMatches<kNameOf<L>>(loadLE<uint64_t>(b.data())));
    return masked && nameRestIs<kNameOf<L>>(b.data());
  };
  EXPECT_TRUE(split(exact));
  for (size_t pos = 0; pos < exact.size(); ++pos) {
    for (int bit = 0; bit < 8; ++bit) {
      std::vector<uint8_t> m = exact;
      m[pos] ^= static_cast<uint8_t>(1u << bit);
      EXPECT_FALSE(split(m)) << "pos " << pos << " bit " << bit;
    }
  }
}

template <size_t... L>
void checkAllWordAndRest(std::index_sequence<L...>) {
  (checkWordAndRest<L>(), ...);
}

TEST(NameWord, WordAndRestIsNameIs) { checkAllWordAndRest(std::make_index_sequence<21>()); }

// The dispatch hashes the 8 raw bytes at a name: for every prefix length up to
// the name's bytes (and its NUL), the value bytes after the NUL never change the
// hash, which is the one of the name's word (nameHash, the case labels).
template <size_t L>
void checkRawHash() {
  SCOPED_TRACE(::testing::Message() << "name length " << L);
  constexpr uint64_t kSeeds[] = {0x7B1DCDAFull, 0xFFFFFFFFA1B965F5ull};
  std::vector<uint8_t> bytes = nameBytes(L);
  bytes.resize(std::max<size_t>(bytes.size(), 8), 0);
  for (unsigned fill : {0x00u, 0x5Au, 0xFFu}) {
    std::vector<uint8_t> v = bytes;
    for (size_t i = L + 1; i < v.size(); ++i) v[i] = static_cast<uint8_t>(fill + i);
    const uint64_t raw = loadLE<uint64_t>(v.data());
    for (unsigned prefix = 1; prefix <= std::min<size_t>(L + 1, 8); ++prefix) {
      for (uint64_t seed : kSeeds) {
        EXPECT_EQ(hashNameWord(raw, seed, 8, prefix), (nameHash<kNameOf<L>>(seed, 8, prefix)))
            << "prefix " << prefix;
      }
    }
  }
}

template <size_t... L>
void checkAllRawHash(std::index_sequence<L...>) {
  (checkRawHash<L>(), ...);
}

TEST(NameHash, RawBytesHashLikeTheName) { checkAllRawHash(std::make_index_sequence<12>()); }

TEST(Bytes, LoadStoreLittleEndian) {
  uint8_t b[8];
  storeLE<uint32_t>(b, 0x11223344u);
  EXPECT_EQ(b[0], 0x44);
  EXPECT_EQ(b[3], 0x11);
  EXPECT_EQ(loadLE<uint32_t>(b), 0x11223344u);
  storeLE<int64_t>(b, -2);
  EXPECT_EQ(b[0], 0xFE);
  EXPECT_EQ(b[7], 0xFF);
  EXPECT_EQ(loadLE<int64_t>(b), -2);
  storeLE<uint16_t>(b, 0xA1B2);
  EXPECT_EQ(b[0], 0xB2);
  EXPECT_EQ(loadLE<uint16_t>(b), 0xA1B2);
}

}  // namespace
}  // namespace switchyard

// The generated expected-next-field test asks hasBytes(position() + 1, n) also
// when the cursor is at the terminating NUL: nothing may be readable there
// (found by fuzz_opmsg: a delete statement ending its command read 4 bytes past
// the buffer).
TEST(Bytes, HasBytesPastTheTerminatingNul) {
  const std::vector<uint8_t> doc = {5, 0, 0, 0, 0};
  auto d = switchyard::BsonDocument::fromBuffer(doc.data(), doc.size());
  ASSERT_TRUE(d.ok());
  const switchyard::BsonCursor c = d->elements();
  ASSERT_TRUE(c.atEnd());
  EXPECT_FALSE(c.hasBytes(c.position(), 1));
  EXPECT_TRUE(c.hasBytes(c.position(), 0));
  EXPECT_FALSE(c.hasBytes(c.position() + 1, 1));
  EXPECT_FALSE(c.hasBytes(c.position() + 1, 5));
}
