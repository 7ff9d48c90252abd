#include "switchyard/opmsg/command_set.h"

namespace switchyard::detail {

bool validateMessageDocuments(const OpMsg& msg, ParseOptions& options, ParseContext& ctx) {
  options = messageDocumentOptions(msg, options);
  if (!options.validate) return true;
  if (!checkDocument(msg.body(), options, ctx)) return false;
  for (const DocumentSequence& sequence : msg.sequences()) {
    for (const BsonDocument document : sequence) {
      if (!checkDocument(document, options, ctx)) return false;
    }
  }
  options.validate = false;
  return true;
}

}  // namespace switchyard::detail
