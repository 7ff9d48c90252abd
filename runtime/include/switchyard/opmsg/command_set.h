// Parsing "whichever command this is": MongoDB's command registry in miniature.
// A server reads an OP_MSG, looks at the body's first element's name and hands
// the message to that command's parser. A CommandSet does the same over
// generated command classes:
//
//   using Commands = switchyard::CommandSet<
//       switchyard::CommandEntry<idl::FindCommand, "find">,
//       switchyard::CommandEntry<idl::FindAndModifyCommand, "findAndModify", "findandmodify">>;
//   // A received message (frame, validate, parse), an OpMsg already framed, or a document:
//   absl::StatusOr<Commands::Command> cmd = Commands::parseMessage(data, size, {.validate = true});
//   absl::StatusOr<Commands::Command> cmd = Commands::parse(msg, options);  // const OpMsg&
//   absl::StatusOr<Commands::Command> cmd = Commands::parse(data, size);    // one BSON document
//   std::visit([](auto& c) { ... }, *cmd);                                  // a std::variant
//
// `switchyard generate --command-set NAME` (CMake: COMMAND_SET NAME) writes
// NAME.h with this alias for every command of the specs, aliases included.
//
// The name is looked up with the field-name hash of the generated parsers
// (name_hash.h, docs/dispatch.md): the table (seed, size, slots) is computed at
// compile time from the names, the lookup hashes the name's first bytes and
// compares the names of one slot. The result holds views into the caller's
// buffer, like the command classes' own parse().
//
// Errors, in MongoDB's order (a server validates the message, then looks the
// command up, then parses it): the message's framing (OpMsg::parse, with
// parseMessage); the size limit and, with options.validate, every document
// (InvalidBSON, BSONObjectTooLarge); a first element naming no command of the
// set (or an empty body) is CommandNotFound (59), "no such command: '<name>'"
// (src/mongo/db/service_entry_point_common.cpp, which looks the name up with
// CommandHelpers::findCommand and fails with that text); then the command's
// own parser decides.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "absl/status/statusor.h"
#include "switchyard/bson/document.h"
#include "switchyard/base/internal/bytes.h"
#include "switchyard/base/error.h"
#include "switchyard/base/internal/name_hash.h"
#include "switchyard/opmsg/op_msg.h"
#include "switchyard/opmsg/parse_message.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/bson/parse_options.h"

namespace switchyard {

// One command of a CommandSet: the generated class and the names its first
// element may carry (its command name, then its aliases).
template <class C, FixedName... Names>
struct CommandEntry {
  static_assert(sizeof...(Names) >= 1, "a command has a name");
  using Command = C;
  static constexpr std::array<std::string_view, sizeof...(Names)> kNames = {
      std::string_view(Names.chars, Names.size())...};
};

namespace detail {

// word(name) (name_hash.h) of a run-time name: its first 8 bytes, then zeros.
constexpr uint64_t nameWordOf(std::string_view name) noexcept {
  uint64_t word = 0;
  for (size_t i = 0; i < 8 && i < name.size(); ++i) {
    word |= static_cast<uint64_t>(static_cast<uint8_t>(name[i])) << (8 * i);
  }
  return word;
}

// The generator's seed sequence (generator/switchyard/name_hash.py,
// candidate_seeds): the k-th splitmix64 value from state 0, its low 32 bits
// made odd and sign-extended.
constexpr uint64_t candidateSeed(uint64_t k) noexcept {
  uint64_t z = k * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  const uint64_t low = ((z ^ (z >> 31)) & 0xFFFFFFFFull) | 1;
  return (low & 0x80000000ull) != 0 ? (low | 0xFFFFFFFF00000000ull) : low;
}

struct NameTablePlan {
  uint64_t seed = 0;
  unsigned bits = 1;
  unsigned prefix = 8;
};

inline constexpr unsigned kNameTableMaxBits = 12;
inline constexpr unsigned kNameTableExtraBits = 3;
inline constexpr uint64_t kNameTableSeedsPerSize = 512;

// True when `seed` gives the n distinct words distinct hashes at `bits`.
constexpr bool separates(const uint64_t* words, size_t n, uint64_t seed, unsigned bits,
                         unsigned prefix) noexcept {
  std::array<uint64_t, (size_t{1} << kNameTableMaxBits) / 64> used{};
  for (size_t i = 0; i < n; ++i) {
    const uint32_t h = hashNameWord(words[i], seed, bits, prefix);
    if ((used[h / 64] >> (h % 64)) & 1) return false;
    used[h / 64] |= uint64_t{1} << (h % 64);
  }
  return true;
}

// The table for these names: k (the prefix, as the generator's) and, from
// the smallest size with a slot per distinct prefix up, the first seed of the
// sequence that separates the prefixes. A lookup table has no range check to
// save, so the generator's preference for filled end slots does not apply.
// When no seed separates them (not seen), names share slots: still correct.
template <size_t N>
constexpr NameTablePlan planNameTable(const std::array<std::string_view, N>& names) noexcept {
  NameTablePlan plan;
  for (std::string_view n : names) {
    // With its NUL, a name shorter than 8 bytes bounds the prefix (at most 8).
    if (n.size() + 1 < plan.prefix) plan.prefix = static_cast<unsigned>(n.size() + 1);
  }
  std::array<uint64_t, N> words{};
  size_t distinct = 0;
  for (std::string_view n : names) {
    const uint64_t w = nameWordOf(n) << (64 - 8 * plan.prefix);
    bool seen = false;
    for (size_t i = 0; i < distinct; ++i) seen = seen || words[i] == w;
    if (!seen) words[distinct++] = w;
  }
  unsigned minBits = 1;
  while ((size_t{1} << minBits) < distinct) ++minBits;
  for (unsigned bits = minBits; bits <= minBits + kNameTableExtraBits && bits <= kNameTableMaxBits; ++bits) {
    for (uint64_t k = 1; k <= kNameTableSeedsPerSize; ++k) {
      // The words are already shifted: hash them as 8-byte prefixes.
      if (separates(words.data(), distinct, candidateSeed(k), bits, 8)) {
        plan.seed = candidateSeed(k);
        plan.bits = bits;
        return plan;
      }
    }
  }
  plan.seed = candidateSeed(1);
  plan.bits = minBits + kNameTableExtraBits <= kNameTableMaxBits ? minBits + kNameTableExtraBits
                                                                 : kNameTableMaxBits;
  return plan;
}

// Every name of the entries, the entry each belongs to, and the hash table
// over them (slot h holds names order[start[h]] .. order[start[h + 1] - 1]).
template <class... Entries>
struct CommandNameTable {
  static constexpr size_t kCount = (Entries::kNames.size() + ...);

  static constexpr std::array<std::string_view, kCount> kNames = [] {
    std::array<std::string_view, kCount> all{};
    size_t at = 0;
    ((void)[&] { for (std::string_view n : Entries::kNames) all[at++] = n; }(), ...);
    return all;
  }();
  static constexpr std::array<uint16_t, kCount> kEntryOf = [] {
    std::array<uint16_t, kCount> all{};
    size_t at = 0;
    uint16_t entry = 0;
    ((void)[&] { for (size_t i = 0; i < Entries::kNames.size(); ++i) all[at++] = entry; ++entry; }(), ...);
    return all;
  }();
  static constexpr NameTablePlan kPlan = planNameTable(kNames);
  static constexpr size_t kSlots = size_t{1} << kPlan.bits;

  static constexpr uint32_t slotOf(std::string_view name) noexcept {
    return hashNameWord(nameWordOf(name), kPlan.seed, kPlan.bits, kPlan.prefix);
  }

  struct Slots {
    std::array<uint16_t, kSlots + 1> start{};
    std::array<uint16_t, kCount> order{};
  };
  static constexpr Slots kSlotTable = [] {
    Slots t;
    for (std::string_view n : kNames) ++t.start[slotOf(n) + 1];
    for (size_t h = 0; h < kSlots; ++h) t.start[h + 1] += t.start[h];
    std::array<uint16_t, kSlots> fill{};
    for (size_t i = 0; i < kCount; ++i) {
      const uint32_t h = slotOf(kNames[i]);
      t.order[t.start[h] + fill[h]++] = static_cast<uint16_t>(i);
    }
    return t;
  }();

  // The entry whose name (or alias) is `name`; -1 if none.
  static constexpr int find(std::string_view name) noexcept {
    const uint32_t h = slotOf(name);
    for (uint16_t i = kSlotTable.start[h]; i < kSlotTable.start[h + 1]; ++i) {
      if (kNames[kSlotTable.order[i]] == name) return kEntryOf[kSlotTable.order[i]];
    }
    return -1;
  }
};

// The first element's name of a framed document ("" for an empty one); false
// with the error in ctx when its bytes are malformed.
[[nodiscard]] inline bool firstElementName(BsonDocument doc, ParseContext& ctx, std::string_view* name) {
  BsonCursor cursor = doc.elements();
  BsonElement first;
  if (cursor.next(first, ctx)) {
    *name = first.name();
    return true;
  }
  *name = {};
  return !ctx.failed();
}

// CommandNotFound (59), "no such command: '<name>'".
[[gnu::cold]] inline absl::Status commandNotFound(std::string_view name) {
  return makeError(ErrorCode::kCommandNotFound, "no such command: '" + std::string(name) + "'");
}

// With options.validate, every document of `msg` that OpMsg::parse has not
// validated to options.maxDepth (the body, then each sequence's documents in
// order), with the size limit; `options` is then returned without validate,
// for the command's parser.
[[nodiscard]] bool validateMessageDocuments(const OpMsg& msg, ParseOptions& options, ParseContext& ctx);

}  // namespace detail

template <class... Entries>
class CommandSet {
  using Table = detail::CommandNameTable<Entries...>;

 public:
  static_assert(sizeof...(Entries) >= 1, "a command set has commands");
  static_assert(Table::kCount < 65536, "a command set has fewer than 65536 names");
  using Command = std::variant<typename Entries::Command...>;

  // Position in Command of the command whose name (or alias) is `name`; -1 if none.
  static constexpr int indexOf(std::string_view name) noexcept { return Table::find(name); }

  // Every name (and alias) this set accepts, in declaration order.
  static constexpr auto names() noexcept { return Table::kNames; }

  // The command name (not an alias) of the alternative at `index` of Command,
  // e.g. for logging `nameOf(cmd.index())`.
  static constexpr std::string_view nameOf(size_t index) noexcept {
    constexpr std::array<std::string_view, sizeof...(Entries)> kFirst = {Entries::kNames[0]...};
    return index < kFirst.size() ? kFirst[index] : std::string_view();
  }

  // One BSON document (the command as one document): the size limit and the
  // header, with options.validate the whole document, then the first
  // element's name picks the command whose parser reads it.
  static absl::StatusOr<Command> parse(const void* data, size_t size, const ParseOptions& options = {}) {
    ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
    BsonDocument doc;
    std::string_view name;
    if (!openDocument(data, size, options, ctx, &doc) || !detail::firstElementName(doc, ctx, &name)) {
      return ctx.status();
    }
    const int index = indexOf(name);
    if (index < 0) return detail::commandNotFound(name);
    ParseOptions rest = options;
    rest.validate = false;  // done above
    static constexpr auto kParsers = documentParsers(std::index_sequence_for<Entries...>());
    return kParsers[static_cast<size_t>(index)](data, size, rest);
  }

  // A framed OP_MSG (OpMsg::parse): its documents checked (options), then the
  // body's first element picks the command, whose parse(const OpMsg&) takes
  // the body and the document sequences (docs/op_msg.md). With
  // options.validate, documents OpMsg::parse has not validated are validated
  // in the same pass as the command's parse (parse_message.h), with exactly
  // the outcome of parseValidatingFirst.
  static absl::StatusOr<Command> parse(const OpMsg& msg, const ParseOptions& options = {}) {
    if (options.validate && !documentsValidatedTo(msg, options.maxDepth)) return parseFramedValidating(msg, options);
    return parseValidatingFirst(msg, options);
  }

  // The reference order for a framed message: every document OpMsg::parse
  // has not validated checked first (checkDocument: the size limit, then
  // with options.validate the deep walk; the body, then each sequence's
  // documents), then the command looked up and parsed without validation.
  // What parse(msg, options) answers on every input (tests/generated/fused_opmsg_test.cpp).
  static absl::StatusOr<Command> parseValidatingFirst(const OpMsg& msg, const ParseOptions& options = {}) {
    ParseContext ctx(msg.bytes().data(), options.maxDepth);
    ParseOptions rest = options;
    std::string_view name;
    if (!detail::validateMessageDocuments(msg, rest, ctx) || !detail::firstElementName(msg.body(), ctx, &name)) {
      return ctx.status();
    }
    const int index = indexOf(name);
    if (index < 0) return detail::commandNotFound(name);
    static constexpr auto kParsers = messageParsers(std::index_sequence_for<Entries...>());
    return kParsers[static_cast<size_t>(index)](msg, rest);
  }

  // One whole received message (`size` bytes, the header's length): framed by
  // OpMsg::parse with MongoDB's rules (validating every document when
  // options.validate, to options.maxDepth, as mongod does once per message),
  // then parse(msg, options). Views point into `data`.
  // With options.validate the documents are validated in the same pass as
  // the command's parse (parse_message.h), with exactly that outcome.
  static absl::StatusOr<Command> parseMessage(const void* data, size_t size, const ParseOptions& options = {}) {
    if (options.validate) return parseMessageValidating(data, size, options);
    return parseMessageValidatingFirst(data, size, options);
  }

 private:
  // Each parser builds its result in place: the StatusOr holding the
  // command's alternative from the start (no other alternative built, no
  // parsed command moved into the variant), returned by NRVO.
  using DocumentParser = absl::StatusOr<Command> (*)(const void*, size_t, const ParseOptions&);
  using MessageParser = absl::StatusOr<Command> (*)(const OpMsg&, const ParseOptions&);
  // The fused parse of a framed message (ctx: base the message, nothing on
  // its path); on any failure, the reference order's outcome: of the whole
  // message at `data` when it is not null, else of `msg`.
  using FusedParser = absl::StatusOr<Command> (*)(const OpMsg&, const ParseOptions&, ParseContext&,
                                                  const void* data, size_t size);

  // parse(msg, options) of a message whose documents are to be validated:
  // fused, and on any failure the reference order, whose outcome is
  // returned. Out of line, as parseFramedMessageValidating (parse_message.h):
  // the unvalidated path inlines only the reference order.
  [[gnu::noinline]] static absl::StatusOr<Command> parseFramedValidating(const OpMsg& msg,
                                                                       const ParseOptions& options) {
    ParseContext ctx(msg.bytes().data(), options.maxDepth);
    const int index = fusedIndexOf(msg, ctx);
    if (index >= 0) [[likely]] return fusedParser(index)(msg, options, ctx, nullptr, 0);
    return parseValidatingFirst(msg, options);
  }

  // parseMessage with options.validate: the message framed without walking
  // its documents, then the command's fused parse; on any failure, the
  // reference order's outcome (parseMessageValidatingFirst).
  static absl::StatusOr<Command> parseMessageValidating(const void* data, size_t size,
                                                        const ParseOptions& options) {
    ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
    OpMsg msg;
    if (msg.readFrom(data, size, OpMsgParseOptions{.validateDocuments = false}, ctx)) [[likely]] {
      const int index = fusedIndexOf(msg, ctx);
      if (index >= 0) [[likely]] return fusedParser(index)(msg, options, ctx, data, size);
    }
    return parseMessageValidatingFirst(data, size, options);
  }

  static FusedParser fusedParser(int index) {
    static constexpr auto kParsers = fusedParsers(std::index_sequence_for<Entries...>());
    return kParsers[static_cast<size_t>(index)];
  }

  // The command of a framed message whose documents are not validated yet:
  // its position in Command, or -1 when its body's first element is
  // malformed or names no command (the reference order then decides the
  // error, validating first).
  static int fusedIndexOf(const OpMsg& msg, ParseContext& ctx) {
    std::string_view name;
    if (!detail::firstElementName(msg.body(), ctx, &name)) [[unlikely]] return -1;
    return indexOf(name);
  }

  // The reference order: frame, validating every document (when asked),
  // then parseValidatingFirst(msg, options).
  [[gnu::noinline]] static absl::StatusOr<Command> parseMessageValidatingFirst(const void* data, size_t size,
                                                                             const ParseOptions& options) {
    ParseContext ctx(static_cast<const uint8_t*>(data), options.maxDepth);
    OpMsgParseOptions framing;
    framing.validateDocuments = options.validate;
    OpMsg msg;
    if (!msg.readFrom(data, size, framing, ctx)) return ctx.status();
    return parseValidatingFirst(msg, options);
  }

  template <size_t I>
  static absl::StatusOr<Command> parseFusedAs(const OpMsg& msg, const ParseOptions& options, ParseContext& ctx,
                                              const void* data, size_t size) {
    absl::StatusOr<Command> out(absl::in_place, std::in_place_index<I>);
    if (!detail::parseMessageFused(std::get<I>(*out), msg, options, ctx)) [[unlikely]] {
      out = data != nullptr ? parseMessageValidatingFirst(data, size, options) : parseValidatingFirst(msg, options);
    }
    return out;
  }

  template <size_t I>
  static absl::StatusOr<Command> parseDocumentAs(const void* data, size_t size, const ParseOptions& options) {
    absl::StatusOr<Command> out(absl::in_place, std::in_place_index<I>);
    parseDocumentInto(out, std::get<I>(*out), data, size, options);
    return out;
  }

  template <size_t I>
  static absl::StatusOr<Command> parseMessageAs(const OpMsg& msg, const ParseOptions& options) {
    absl::StatusOr<Command> out(absl::in_place, std::in_place_index<I>);
    detail::parseMessageInto(out, std::get<I>(*out), msg, options);
    return out;
  }

  template <size_t... I>
  static constexpr std::array<DocumentParser, sizeof...(I)> documentParsers(std::index_sequence<I...>) {
    return {&parseDocumentAs<I>...};
  }
  template <size_t... I>
  static constexpr std::array<FusedParser, sizeof...(I)> fusedParsers(std::index_sequence<I...>) {
    return {&parseFusedAs<I>...};
  }
  template <size_t... I>
  static constexpr std::array<MessageParser, sizeof...(I)> messageParsers(std::index_sequence<I...>) {
    return {&parseMessageAs<I>...};
  }
};

}  // namespace switchyard
