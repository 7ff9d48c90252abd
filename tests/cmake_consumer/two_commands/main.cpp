// Parses two OP_MSG commands through the generated command set and checks what
// comes out. Exits non-zero on the first failed check.
#include <cstdio>
#include <string>
#include <variant>

#include "WidgetCommands.h"
#include "switchyard/switchyard.h"

namespace {

switchyard::BsonBuffer putWidgets() {
  switchyard::OpMsgWriter w(1);
  w.beginSequence("widgets");
  for (int i = 0; i < 3; ++i) {
    switchyard::BsonWriter doc;
    const size_t at = doc.beginDocument();
    doc.appendInt32("size", i);
    doc.endDocument(at);
    const switchyard::BsonBuffer bytes = doc.finish();
    w.appendToSequence(bytes.bytes());
  }
  w.endSequence();
  switchyard::BsonWriter body;
  const size_t at = body.beginDocument();
  body.appendString("putWidget", "shelf");
  body.appendBool("ordered", false);
  body.appendString("$db", "shop");
  body.endDocument(at);
  const switchyard::BsonBuffer bodyBytes = body.finish();
  w.appendBody(bodyBytes.bytes());
  return w.finish();
}

}  // namespace

int main() {
  const switchyard::BsonBuffer message = putWidgets();
  auto parsed = widgets::WidgetCommands::parseMessage(message.data(), message.size(), {.validate = true});
  if (!parsed.ok() || !std::holds_alternative<widgets::PutWidgetCommand>(*parsed)) {
    std::fprintf(stderr, "FAILED: putWidget: %s\n",
                 parsed.ok() ? "another command" : std::string(parsed.status().message()).c_str());
    return 1;
  }
  const auto& put = std::get<widgets::PutWidgetCommand>(*parsed);
  if (put.getWidgets().size() != 3 || put.getOrdered() || put.getDbName() != "shop") {
    std::fprintf(stderr, "FAILED: putWidget's fields\n");
    return 1;
  }
  // A name the set does not know: MongoDB's CommandNotFound.
  switchyard::BsonWriter body;
  const size_t at = body.beginDocument();
  body.appendString("dropWidget", "shelf");
  body.appendString("$db", "shop");
  body.endDocument(at);
  const switchyard::BsonBuffer doc = body.finish();
  auto unknown = widgets::WidgetCommands::parse(doc.data(), doc.size());
  if (unknown.ok() || switchyard::errorCode(unknown.status()) != switchyard::ErrorCode::kCommandNotFound) {
    std::fprintf(stderr, "FAILED: dropWidget is not CommandNotFound\n");
    return 1;
  }
  std::printf("widgets: OK\n");
  return 0;
}
