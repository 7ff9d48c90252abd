// libFuzzer target for the protobuf parsers generated from
// tests/proto/specs/proto_messages.yaml (docs/protobuf.md). The first byte picks
// the message type, the rest is parsed with parseProto. An error must carry a
// code and a message (malformed bytes: an offset inside the message); on
// success serializedProtoSize() must be exact (also for serializeProtoTo into
// a buffer) and the round trip a fixpoint:
// serialize(parse(serialize(parse(x)))) == serialize(parse(x)); and the value
// written as BSON parses back with the BSON parser, and those BSON bytes
// survive a trip through protobuf unchanged.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "proto_messages_gen.h"

namespace {

namespace pt = switchyard::prototest;
using switchyard::fuzz::check;
using switchyard::fuzz::fail;
using switchyard::fuzz::statusText;

template <typename Message>
std::string serializeChecked(const Message& m, const char* name) {
  const size_t size = m.serializedProtoSize();
  const std::string bytes = m.toProto();
  check(bytes.size() == size, "serializedProtoSize() differs from toProto().size()", name);
  // serializeProtoTo writes exactly serializedProtoSize() bytes (a guard after them).
  std::vector<uint8_t> buffer(size + 1, 0xA5);
  uint8_t* end = m.serializeProtoTo(buffer.data());
  check(end == buffer.data() + size, "serializeProtoTo() did not end at serializedProtoSize()", name);
  check(buffer[size] == 0xA5, "serializeProtoTo() wrote past serializedProtoSize()", name);
  check(bytes.compare(0, std::string::npos, reinterpret_cast<const char*>(buffer.data()), size) == 0,
        "serializeProtoTo() differs from toProto()", name);
  return bytes;
}

template <typename Message>
void checkProtoParser(const char* name, const uint8_t* data, size_t size) {
  auto parsed = Message::parseProto(data, size);
  if (!parsed.ok()) {
    switchyard::fuzz::checkError(parsed.status(), size);
    return;
  }
  const std::string first = serializeChecked(*parsed, name);
  auto reparsed = Message::parseProto(first.data(), first.size());
  if (!reparsed.ok()) fail("parseProto(serialize(parseProto(x))) failed", statusText(reparsed.status()));
  const std::string second = serializeChecked(*reparsed, name);
  check(first == second, "serialize(parse(serialize(parse(x)))) != serialize(parse(x))", name);
  // The same value crosses to BSON and back (one class, two wire formats):
  // the BSON parser accepts what we write, and the BSON bytes survive a trip
  // through protobuf. (Not the protobuf bytes through BSON: a BSON command
  // always has its first element, so an absent `ignored` one comes back as 1.)
  const switchyard::BsonBuffer bson = parsed->toBson();
  auto fromBson = Message::parse(bson.data(), bson.size());
  if (!fromBson.ok()) fail("parse(toBson(parseProto(x))) failed", statusText(fromBson.status()));
  const std::string crossed = fromBson->toProto();
  auto back = Message::parseProto(crossed.data(), crossed.size());
  if (!back.ok()) fail("parseProto(toProto(parse(toBson(...)))) failed", statusText(back.status()));
  const switchyard::BsonBuffer bsonAgain = back->toBson();
  check(bsonAgain.size() == bson.size() && std::memcmp(bsonAgain.data(), bson.data(), bson.size()) == 0,
        "BSON bytes changed through protobuf: toBson(parseProto(toProto(parse(b)))) != b", name);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const uint8_t* body = data + 1;
  const size_t n = size - 1;
  switch (data[0] % 9) {
    case 0: checkProtoParser<pt::FindLike>("FindLike", body, n); break;
    case 1: checkProtoParser<pt::Samples>("Samples", body, n); break;
    case 2: checkProtoParser<pt::Tree>("Tree", body, n); break;
    case 3: checkProtoParser<pt::Leaf>("Leaf", body, n); break;
    case 4: checkProtoParser<pt::Session>("Session", body, n); break;
    case 5: checkProtoParser<pt::ReadConcern>("ReadConcern", body, n); break;
    case 6: checkProtoParser<pt::BsonValues>("BsonValues", body, n); break;
    case 7: checkProtoParser<pt::ScanCommand>("ScanCommand", body, n); break;
    default: checkProtoParser<pt::PingCommand>("PingCommand", body, n); break;
  }
  return 0;
}
