// Built by run.cmake with the flags of `pkg-config --cflags --libs switchyard`
// only (no CMake), against the installed shared runtime: frames an OP_MSG and
// reads its body.
#include <cstdio>

#include "switchyard/switchyard.h"

int main() {
  switchyard::BsonWriter body;
  const size_t at = body.beginDocument();
  body.appendInt32("ping", 1);
  body.appendString("$db", "admin");
  body.endDocument(at);
  const switchyard::BsonBuffer doc = body.finish();
  switchyard::OpMsgWriter w(5);
  w.appendBody(doc.bytes());
  const switchyard::BsonBuffer message = w.finish(/*withChecksum=*/true);
  auto msg = switchyard::OpMsg::parse(message.data(), message.size());
  if (!msg.ok() || !msg->checksumPresent() || msg->body().size() != doc.size()) {
    std::fprintf(stderr, "FAILED: %s\n", msg.ok() ? "the message's parts" : msg.status().ToString().c_str());
    return 1;
  }
  std::printf("pkg-config consumer: OK\n");
  return 0;
}
