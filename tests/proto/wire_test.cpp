// The protobuf wire readers and writers of the runtime (proto_reader.h, proto_writer.h).
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "switchyard/switchyard.h"
#include "switchyard/proto/internal/embedded.h"

namespace switchyard::proto {
namespace {

std::vector<uint8_t> encode(uint64_t v) {
  std::vector<uint8_t> out(10);
  out.resize(static_cast<size_t>(writeVarint(out.data(), v) - out.data()));
  return out;
}

TEST(ProtoWire, VarintRoundTripsAndSizes) {
  std::mt19937_64 rng(7);
  std::vector<uint64_t> values = {0, 1, 127, 128, 300, 16383, 16384, UINT32_MAX, UINT64_MAX};
  for (int i = 0; i < 2000; ++i) values.push_back(rng() >> (rng() % 64));
  for (uint64_t v : values) {
    const std::vector<uint8_t> bytes = encode(v);
    EXPECT_EQ(bytes.size(), varintSize(v)) << v;
    uint64_t back = 0;
    const uint8_t* end = bytes.data() + bytes.size();
    EXPECT_EQ(readVarint(bytes.data(), end, back), end) << v;
    EXPECT_EQ(back, v);
  }
  EXPECT_EQ(encode(300), (std::vector<uint8_t>{0xac, 0x02}));
  EXPECT_EQ(int32Size(-1), 10u);
}

// With room for the longest varint after it, readVarintSlow takes its
// unrolled, unchecked path: the same values and ends as the checked one.
TEST(ProtoWire, VarintWithBytesAfterIt) {
  std::mt19937_64 rng(11);
  std::vector<uint64_t> values = {128, 300, 16384, UINT32_MAX, uint64_t{1} << 62, UINT64_MAX};
  for (int i = 0; i < 2000; ++i) values.push_back(rng() >> (rng() % 64));
  for (uint64_t v : values) {
    std::vector<uint8_t> bytes = encode(v);
    const size_t size = bytes.size();
    bytes.resize(size + 10, 0xff);  // what follows does not end the varint
    uint64_t back = 0;
    EXPECT_EQ(readVarint(bytes.data(), bytes.data() + bytes.size(), back), bytes.data() + size) << v;
    EXPECT_EQ(back, v);
  }
  uint64_t v;
  const uint8_t tenthTooBig[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02, 0x00, 0x00};
  EXPECT_EQ(readVarint(tenthTooBig, tenthTooBig + sizeof(tenthTooBig), v), nullptr);
  const uint8_t eleven[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x00};
  EXPECT_EQ(readVarint(eleven, eleven + sizeof(eleven), v), nullptr);
  // Non-minimal (padded) varints of 3, 9 and 10 bytes.
  const uint8_t padded[] = {0x81, 0x80, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
  EXPECT_EQ(readVarint(padded, padded + sizeof(padded), v), padded + 3);
  EXPECT_EQ(v, 1u);
  const uint8_t nine[] = {0xff, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0xff};
  EXPECT_EQ(readVarint(nine, nine + sizeof(nine), v), nine + 9);
  EXPECT_EQ(v, 0x7fu);
  const uint8_t ten[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01};
  EXPECT_EQ(readVarint(ten, ten + sizeof(ten), v), ten + 10);
  EXPECT_EQ(v, uint64_t{1} << 63);
}

TEST(ProtoWire, VarintRejectsTruncatedAndOverlong) {
  uint64_t v;
  const uint8_t truncated[] = {0x80, 0x80};
  EXPECT_EQ(readVarint(truncated, truncated + 2, v), nullptr);
  EXPECT_EQ(readVarint(truncated, truncated, v), nullptr);  // empty
  const uint8_t eleven[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00};
  EXPECT_EQ(readVarint(eleven, eleven + 11, v), nullptr);
  const uint8_t tenthTooBig[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02};
  EXPECT_EQ(readVarint(tenthTooBig, tenthTooBig + 10, v), nullptr);
  const uint8_t max[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
  EXPECT_EQ(readVarint(max, max + 10, v), max + 10);
  EXPECT_EQ(v, UINT64_MAX);
  // A non-minimal (padded) varint is valid protobuf.
  const uint8_t padded[] = {0x81, 0x80, 0x00};
  EXPECT_EQ(readVarint(padded, padded + 3, v), padded + 3);
  EXPECT_EQ(v, 1u);
}

TEST(ProtoWire, ZigZag) {
  for (int32_t v : {0, -1, 1, -2, 2, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()}) {
    EXPECT_EQ(zigZagDecode32(zigZagEncode32(v)), v);
  }
  for (int64_t v : {int64_t{0}, int64_t{-1}, std::numeric_limits<int64_t>::min(),
                    std::numeric_limits<int64_t>::max()}) {
    EXPECT_EQ(zigZagDecode64(zigZagEncode64(v)), v);
  }
  EXPECT_EQ(zigZagEncode32(-1), 1u);
  EXPECT_EQ(zigZagEncode32(1), 2u);
}

TEST(ProtoWire, TagsAndSkipping) {
  uint32_t tag;
  const uint8_t zeroField[] = {0x00};
  EXPECT_EQ(readTagSlow(zeroField, zeroField + 1, tag), nullptr);
  const uint8_t tooBig[] = {0xff, 0xff, 0xff, 0xff, 0x7f};  // 35 bits
  EXPECT_EQ(readTagSlow(tooBig, tooBig + 5, tag), nullptr);
  const uint8_t big[] = {0x80, 0x7d};  // field 2000, varint
  EXPECT_EQ(readTagSlow(big, big + 2, tag), big + 2);
  EXPECT_EQ(tag, makeTag(2000, kVarint));

  // readLongTag: two-byte tags inline, anything else as readTagSlow reads it.
  const uint8_t two[] = {0x82, 0x01, 0x00};  // field 16, length-delimited
  EXPECT_EQ(readLongTag(two, two + 3, tag), two + 2);
  EXPECT_EQ(tag, makeTag(16, kLengthDelimited));
  EXPECT_EQ(readLongTag(big, big + 2, tag), big + 2);
  EXPECT_EQ(tag, makeTag(2000, kVarint));
  const uint8_t paddedZero[] = {0x80, 0x00};  // field 0 in two bytes
  EXPECT_EQ(readLongTag(paddedZero, paddedZero + 2, tag), nullptr);
  const uint8_t paddedOne[] = {0x88, 0x00};  // field 1 in two bytes (non-minimal, valid)
  EXPECT_EQ(readLongTag(paddedOne, paddedOne + 2, tag), paddedOne + 2);
  EXPECT_EQ(tag, makeTag(1, kVarint));
  EXPECT_EQ(readLongTag(two, two + 1, tag), nullptr);  // truncated
  const uint8_t three[] = {0x80, 0x80, 0x01};  // field 2048, varint
  EXPECT_EQ(readLongTag(three, three + 3, tag), three + 3);
  EXPECT_EQ(tag, makeTag(2048, kVarint));
  EXPECT_EQ(readLongTag(tooBig, tooBig + 5, tag), nullptr);

  const uint8_t len[] = {0x03, 'a', 'b', 'c', 0x09};
  EXPECT_EQ(skipField(len, len + 5, makeTag(1, kLengthDelimited)), len + 4);
  EXPECT_EQ(skipField(len, len + 3, makeTag(1, kLengthDelimited)), nullptr);  // length past the end
  EXPECT_EQ(skipField(len, len + 5, makeTag(1, kFixed32)), len + 4);
  EXPECT_EQ(skipField(len, len + 5, makeTag(1, kFixed64)), nullptr);
  EXPECT_EQ(skipField(len, len + 5, makeTag(1, kStartGroup)), nullptr);
  EXPECT_EQ(skipField(len, len + 5, makeTag(1, kEndGroup)), nullptr);
  EXPECT_EQ(skipField(len, len + 5, (1u << 3) | 6), nullptr);
  EXPECT_EQ(skipField(len, len + 5, (1u << 3) | 7), nullptr);
}

// A packed field in many one-element runs must not reallocate on every run
// (reserving each run's exact size did: quadratic time on hostile input).
TEST(ProtoWire, ReserveMoreGrowsGeometrically) {
  std::vector<int64_t> items;
  int reallocations = 0;
  for (int run = 0; run < 100000; ++run) {
    const size_t capacity = items.capacity();
    reserveMore(items, 1);
    if (items.capacity() != capacity) ++reallocations;
    items.push_back(run);
  }
  EXPECT_LE(reallocations, 20);
  // A large run still gets its exact room at once.
  std::vector<int64_t> big;
  reserveMore(big, 1000);
  EXPECT_GE(big.capacity(), 1000u);
  EXPECT_EQ(countVarintEnds(nullptr, nullptr), 0u);
  const uint8_t run[] = {0x96, 0x01, 0x05, 0xff, 0xff, 0x7f};
  EXPECT_EQ(countVarintEnds(run, run + sizeof(run)), 3u);
}

TEST(ProtoWire, WriterHelpers) {
  uint8_t buf[32];
  uint8_t* p = writeTag<0x7d80u, 2>(buf);
  EXPECT_EQ(p - buf, 2);
  EXPECT_EQ(buf[0], 0x80);
  EXPECT_EQ(buf[1], 0x7d);
  p = writeBytes(buf, std::string_view("xyz"));
  EXPECT_EQ(p - buf, 4);
  EXPECT_EQ(buf[0], 3);
  EXPECT_EQ(lengthDelimitedSize(200), 202u);
  p = writeFixed<uint32_t>(buf, 0x01020304u);
  EXPECT_EQ(buf[0], 4);
  EXPECT_EQ(p - buf, 4);
}

}  // namespace
}  // namespace switchyard::proto
