// libFuzzer target for OP_MSG framing (OpMsg::parse, OpMsgWriter) and the
// generated insert/update/delete parsers behind it.
//
// Properties: every error carries a MongoDB code and a message (InvalidBSON:
// an offset inside the message); full validation rejects whatever frame-only
// parsing rejects, and accepts only what it accepts; an accepted message
// written again by OpMsgWriter (sequences first, then the body, with a
// checksum iff the input had one) parses back to the same body, sequences and
// flags; the body with its sequences as arrays is a valid document; an
// insert, update or delete command in it goes through the generated parser
// (errors with codes; on success the serialization parses back). The same
// command also goes through the generated OP_MSG entry point,
// Command::parse(const OpMsg&), which takes the sequences in place: it agrees
// with the copy route (the same code and, but for byte offsets, the same
// text; on success the same values), and toOpMsg() parses back to an
// equal command. The command set (IdlCommands::parseMessage, the set's own
// framing, validation, name hash and dispatch) agrees with OpMsg::parse and
// the command's own parse(const OpMsg&): the same error, or the same command.
// Validation fused with the parse (parse_message.h) agrees with validating
// first on every input, for find, insert, update and delete: parseMessage<C>
// with OpMsg::parse validating every document then C::parse(msg), and
// C::parse(msg, {.validate}) of a message framed without validation with
// each document validated as it is reached (the same value, or the same
// code, text, offset and path), and so does the set's parse(msg, {.validate})
// of a message framed without validation against its parseValidatingFirst.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <utility>
#include <variant>

#include "IdlCommands.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "fuzz_check.h"
#include "insert_gen.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace {

using switchyard::BsonBuffer;
using switchyard::BsonDocument;
using switchyard::OpMsg;
using switchyard::fuzz::check;
using switchyard::fuzz::checkError;
using switchyard::fuzz::statusText;

absl::StatusOr<OpMsg> parse(const uint8_t* data, size_t size, bool validate) {
  switchyard::OpMsgParseOptions options;
  options.validateDocuments = validate;
  return OpMsg::parse(data, size, options);
}

bool sameDocument(BsonDocument a, BsonDocument b) { return a == b; }

void checkRewrite(const OpMsg& msg) {
  const uint32_t flags = msg.flags() & ~switchyard::kOpMsgChecksumPresent;
  switchyard::OpMsgWriter w(msg.header().requestId, msg.header().responseTo, flags);
  for (const switchyard::DocumentSequence& s : msg.sequences()) {
    w.beginSequence(s.identifier());
    for (BsonDocument d : s) w.appendToSequence(d);
    w.endSequence();
  }
  w.appendBody(msg.body());
  const BsonBuffer out = w.finish(msg.checksumPresent());
  auto again = OpMsg::parse(out.data(), out.size());
  check(again.ok(), "a rewritten message does not parse", again.ok() ? "" : statusText(again.status()));
  check(again->flags() == msg.flags(), "the flags changed in a rewrite");
  check(sameDocument(again->body(), msg.body()), "the body changed in a rewrite");
  check(again->sequences().size() == msg.sequences().size(), "the sequence count changed in a rewrite");
  for (size_t i = 0; i < msg.sequences().size(); ++i) {
    const auto& a = again->sequences()[i];
    const auto& b = msg.sequences()[i];
    check(a.identifier() == b.identifier() && a.size() == b.size(), "a sequence changed in a rewrite");
    check(a.bytes().size() == b.bytes().size() &&
              std::memcmp(a.bytes().data(), b.bytes().data(), a.bytes().size()) == 0,
          "a sequence's documents changed in a rewrite");
  }
}

template <typename Command>
void checkCommand(BsonDocument doc) {
  auto cmd = Command::parse(doc);
  if (!cmd.ok()) {
    checkError(cmd.status(), doc.size());
    return;
  }
  const BsonBuffer out = cmd->toBson();
  check(out.size() == cmd->serializedSize(), "serializedSize() differs from the output");
  auto again = Command::parse(out.data(), out.size());
  check(again.ok(), "a serialized command does not parse", again.ok() ? "" : statusText(again.status()));
}

// The generated OP_MSG entry point against the copy route's result.
// `sequenceField`: the command's one field that takes a document sequence. A
// sequence naming anything else is UnknownField in these strict commands
// (MongoDB's generated OpMsgRequest parsers, bson_opmsg.py), while the copy
// route sees an array element of that name (a type error, or accepted by an
// `any` field such as comment): the routes legitimately differ there, and
// the entry point must reject the message.
template <typename Command>
void checkOpMsgCommand(const OpMsg& msg, BsonDocument joined, std::string_view sequenceField) {
  auto inPlace = Command::parse(msg);
  for (const switchyard::DocumentSequence& s : msg.sequences()) {
    if (s.identifier() != sequenceField) {
      check(!inPlace.ok(), "the OP_MSG entry point accepted a sequence that names no sequence field");
      checkError(inPlace.status(), msg.bytes().size());
      return;
    }
  }
  auto viaCopy = Command::parse(joined);
  if (!inPlace.ok()) {
    checkError(inPlace.status(), msg.bytes().size());
    check(!viaCopy.ok(), "the OP_MSG entry point rejected what the copy route accepts", statusText(inPlace.status()));
    const int code = switchyard::errorCode(inPlace.status());
    check(code == switchyard::errorCode(viaCopy.status()), "the OP_MSG entry point and the copy route disagree",
          statusText(inPlace.status()) + " vs " + statusText(viaCopy.status()));
    if (!switchyard::errorOffset(inPlace.status()).has_value()) {  // offsets count from different bases
      check(inPlace.status().message() == viaCopy.status().message(), "the error texts differ",
            statusText(inPlace.status()) + " vs " + statusText(viaCopy.status()));
    }
    return;
  }
  check(viaCopy.ok(), "the copy route rejected what the OP_MSG entry point accepts", statusText(viaCopy.status()));
  const BsonBuffer a = inPlace->toBson(), b = viaCopy->toBson();
  check(a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size()) == 0,
        "the OP_MSG entry point and the copy route parsed different values");
  auto written = inPlace->toOpMsg(1, msg.checksumPresent());
  if (!written.ok()) {
    checkError(written.status(), 0);
    return;
  }
  auto again = OpMsg::parse(written->data(), written->size());
  check(again.ok(), "toOpMsg() wrote a message that does not parse", again.ok() ? "" : statusText(again.status()));
  auto back = Command::parse(*again);
  check(back.ok(), "toOpMsg()'s message does not parse as the command", back.ok() ? "" : statusText(back.status()));
  check(*back == *inPlace, "toOpMsg() does not round-trip");
}

void checkCommands(const OpMsg& msg) {
  auto joined = msg.bodyWithSequences();
  if (!joined.ok()) {
    checkError(joined.status(), 0);
    return;
  }
  const absl::Status valid = joined->view().validateDeep();
  check(valid.ok(), "bodyWithSequences() wrote an invalid document", statusText(valid));
  BsonDocument body = joined->view();
  switchyard::ParseContext ctx;
  switchyard::BsonElement first;
  auto cursor = body.elements();
  if (!cursor.next(first, ctx)) return;
  const std::string_view name = first.name();
  if (name == "insert") {
    checkCommand<switchyard::idl::InsertCommand>(body);
    checkOpMsgCommand<switchyard::idl::InsertCommand>(msg, body, switchyard::idl::InsertCommand::kDocumentsFieldName);
  }
  if (name == "update") {
    checkCommand<switchyard::idl::UpdateCommand>(body);
    checkOpMsgCommand<switchyard::idl::UpdateCommand>(msg, body, switchyard::idl::UpdateCommand::kUpdatesFieldName);
  }
  if (name == "delete") {
    checkCommand<switchyard::idl::DeleteCommand>(body);
    checkOpMsgCommand<switchyard::idl::DeleteCommand>(msg, body, switchyard::idl::DeleteCommand::kDeletesFieldName);
  }
}

using Commands = switchyard::idl::IdlCommands;

// The command at `index` of the set parsed by its own class, as the set's type.
absl::StatusOr<Commands::Command> parseDirectly(int index, const OpMsg& msg) {
  absl::StatusOr<Commands::Command> out = absl::InternalError("no command");
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(index) == I
          ? (void)(out = [&]() -> absl::StatusOr<Commands::Command> {
              using C = std::variant_alternative_t<I, Commands::Command>;
              auto r = C::parse(msg);
              if (!r.ok()) return r.status();
              return Commands::Command(std::in_place_index<I>, *std::move(r));
            }())
          : (void)0),
     ...);
  }(std::make_index_sequence<std::variant_size_v<Commands::Command>>());
  return out;
}

void checkCommandSet(const uint8_t* data, size_t size, const absl::StatusOr<OpMsg>& checked) {
  switchyard::ParseOptions options;
  options.validate = true;
  auto viaSet = Commands::parseMessage(data, size, options);
  if (!checked.ok()) {
    check(!viaSet.ok() && viaSet.status() == checked.status(), "the set's framing differs from OpMsg::parse",
          viaSet.ok() ? "accepted" : statusText(viaSet.status()));
    return;
  }
  switchyard::ParseContext ctx;
  switchyard::BsonElement first;
  auto cursor = checked->body().elements();
  const std::string_view name = cursor.next(first, ctx) ? first.name() : std::string_view();
  const int index = Commands::indexOf(name);
  if (index < 0) {
    check(!viaSet.ok() && switchyard::errorCode(viaSet.status()) == switchyard::ErrorCode::kCommandNotFound,
          "a name outside the set is not CommandNotFound", viaSet.ok() ? "accepted" : statusText(viaSet.status()));
    return;
  }
  auto direct = parseDirectly(index, *checked);
  check(viaSet.ok() == direct.ok(), "the set and the command's own parser disagree",
        viaSet.ok() ? statusText(direct.status()) : statusText(viaSet.status()));
  if (!direct.ok()) {
    check(viaSet.status() == direct.status(), "the set's error differs from the command's own",
          statusText(viaSet.status()) + " vs " + statusText(direct.status()));
    return;
  }
  check(static_cast<int>(viaSet->index()) == index, "the set parsed another command");
  const BsonBuffer a = std::visit([](const auto& c) { return c.toBson(); }, *viaSet);
  const BsonBuffer b = std::visit([](const auto& c) { return c.toBson(); }, *direct);
  check(a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size()) == 0,
        "the set and the command's own parser parsed different values");
}

template <typename T>
void checkSameResult(const absl::StatusOr<T>& fused, const absl::StatusOr<T>& first, std::string_view what) {
  check(fused.ok() == first.ok(), what, fused.ok() ? statusText(first.status()) : statusText(fused.status()));
  if (fused.ok()) {
    check(*fused == *first, what, "different values");
  } else {
    check(fused.status() == first.status(), what, statusText(fused.status()) + " vs " + statusText(first.status()));
  }
}

template <typename Command>
void checkFused(const uint8_t* data, size_t size, const absl::StatusOr<OpMsg>& framed,
                const switchyard::ParseOptions& options) {
  // MongoDB's order: the message validated by OpMsg::parse, then the parse.
  absl::StatusOr<Command> first = [&]() -> absl::StatusOr<Command> {
    switchyard::ParseContext ctx(data, options.maxDepth);
    OpMsg msg;
    if (!OpMsg::parse(data, size, {.validateDocuments = true}, ctx, &msg)) return ctx.takeStatus();
    return Command::parse(msg, options);
  }();
  checkSameResult(switchyard::parseMessage<Command>(data, size, options), first,
                  "parseMessage<C> fused differs from validating first");
  if (!framed.ok()) return;
  // Each document validated as the parse reaches it (no armed context).
  absl::StatusOr<Command> each(absl::in_place);
  switchyard::ParseContext ctx(framed->bytes().data(), options.maxDepth);
  ctx.pushRoot(Command::kStructName);
  if (!each->parseFrom(*framed, options, ctx)) each = ctx.takeStatus();
  checkSameResult(Command::parse(*framed, options), each, "C::parse(OpMsg) fused differs from validating first");
}

void checkFusedCommands(const uint8_t* data, size_t size, const absl::StatusOr<OpMsg>& framed) {
  // The default nesting limit, and a small one that the corpus's filters reach.
  for (const uint32_t maxDepth : {switchyard::kDefaultMaxDepth, 3u}) {
    const switchyard::ParseOptions options{.validate = true, .maxDepth = maxDepth};
    checkFused<switchyard::idl::FindCommand>(data, size, framed, options);
    checkFused<switchyard::idl::InsertCommand>(data, size, framed, options);
    checkFused<switchyard::idl::UpdateCommand>(data, size, framed, options);
    checkFused<switchyard::idl::DeleteCommand>(data, size, framed, options);
    // The set's parse(const OpMsg&) of a message framed without validation:
    // fused, against its reference order.
    if (framed.ok()) {
      const auto fused = Commands::parse(*framed, options);
      const auto first = Commands::parseValidatingFirst(*framed, options);
      check(fused.ok() == first.ok(), "the set's fused parse(OpMsg) differs from validating first",
            fused.ok() ? statusText(first.status()) : statusText(fused.status()));
      if (fused.ok()) {
        const BsonBuffer a = std::visit([](const auto& c) { return c.toBson(); }, *fused);
        const BsonBuffer b = std::visit([](const auto& c) { return c.toBson(); }, *first);
        check(fused->index() == first->index() && a.size() == b.size() &&
                  std::memcmp(a.data(), b.data(), a.size()) == 0,
              "the set's fused parse(OpMsg) parsed another value");
      } else {
        check(fused.status() == first.status(), "the set's fused parse(OpMsg) has another error",
              statusText(fused.status()) + " vs " + statusText(first.status()));
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto checked = parse(data, size, true);
  auto framed = parse(data, size, false);
  checkCommandSet(data, size, checked);
  checkFusedCommands(data, size, framed);
  if (!framed.ok()) {
    checkError(framed.status(), size);
    check(!checked.ok(), "full validation accepted what frame-only parsing rejected");
  }
  if (!checked.ok()) {
    checkError(checked.status(), size);
    return 0;
  }
  check(framed.ok(), "frame-only parsing rejected what full validation accepted", statusText(framed.status()));
  checkRewrite(*checked);
  checkCommands(*checked);
  return 0;
}
