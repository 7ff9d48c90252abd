#include <cstdio>
#include <string>

#include "greet_gen.h"  // generated from specs/greet.yaml

// Parses a greet command, reads it, writes it back, and shows an error.
int main() {
  // The command as a client sends it: {greet: "world", loud: true, $db: "test"}.
  switchyard::BsonWriter writer;
  const size_t at = writer.beginDocument();
  writer.appendString("greet", "world");
  writer.appendBool("loud", true);
  writer.appendString("$db", "test");
  writer.endDocument(at);
  const switchyard::BsonBuffer input = writer.finish();

  // One pass over the bytes: types, required and duplicate fields, validators.
  // The result holds views into `input`: keep `input` alive while you use it.
  auto greet = quickstart::GreetCommand::parse(input.data(), input.size());
  if (!greet.ok()) {
    std::fprintf(stderr, "%s\n", std::string(greet.status().message()).c_str());
    return 1;
  }
  std::printf("greet %s x%d%s, in %s\n", std::string(greet->getCommandParameter()).c_str(),
              greet->getTimes(), greet->getLoud().value_or(false) ? " (loud)" : "",
              std::string(greet->getDbName()).c_str());

  // Written back in MongoDB's canonical form: the default `times: 1` too.
  const switchyard::BsonBuffer output = greet->toBson();
  std::printf("%zu bytes in, %zu bytes out: %s\n", input.size(), output.size(),
              greet->toString().c_str());

  // A bad document gets MongoDB's error code and message.
  switchyard::BsonWriter bad;
  const size_t start = bad.beginDocument();
  bad.appendString("greet", "world");
  bad.appendInt32("times", 0);
  bad.appendString("$db", "test");
  bad.endDocument(start);
  const switchyard::BsonBuffer badInput = bad.finish();
  auto rejected = quickstart::GreetCommand::parse(badInput.data(), badInput.size());
  std::printf("error %d: %s\n", static_cast<int>(switchyard::errorCode(rejected.status())),
              std::string(rejected.status().message()).c_str());
  return 0;
}
