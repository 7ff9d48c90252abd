// libFuzzer target for the protobuf parsers generated from
// tests/proto/specs/proto_messages.yaml (docs/protobuf.md). The first byte picks
// the message type, the rest is parsed with parseProto. An error must carry a
// code and a message (malformed bytes: an offset inside the message); on
// success serializedProtoSize() must be exact (also for serializeProtoTo into
// a buffer) and the round trip a fixpoint:
// serialize(parse(serialize(parse(x)))) == serialize(parse(x)).
#include <cstddef>
#include <cstdint>
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
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const uint8_t* body = data + 1;
  const size_t n = size - 1;
  switch (data[0] % 6) {
    case 0: checkProtoParser<pt::FindLike>("FindLike", body, n); break;
    case 1: checkProtoParser<pt::Samples>("Samples", body, n); break;
    case 2: checkProtoParser<pt::Tree>("Tree", body, n); break;
    case 3: checkProtoParser<pt::Leaf>("Leaf", body, n); break;
    case 4: checkProtoParser<pt::Session>("Session", body, n); break;
    default: checkProtoParser<pt::ReadConcern>("ReadConcern", body, n); break;
  }
  return 0;
}
