// Parsing "whichever command this is": MongoDB's command registry in miniature.
// A server reads an OP_MSG body, looks at the first element's name and hands the
// document to that command's parser. A CommandSet does the same over generated
// command classes:
//
//   using Commands = switchyard::CommandSet<
//       switchyard::CommandEntry<idl::FindCommand, "find">,
//       switchyard::CommandEntry<idl::FindAndModifyCommand, "findAndModify", "findandmodify">>;
//   absl::StatusOr<Commands::Command> cmd = Commands::parse(data, size);   // a std::variant
//   std::visit([](auto& c) { ... }, *cmd);
//
// `switchyard generate --command-set NAME` (CMake: COMMAND_SET NAME) writes
// NAME.h with this alias for every command of the specs, aliases included.
//
// Errors: malformed bytes as BsonDocument::fromBuffer reports them (InvalidBSON);
// a first element naming no command of the set (or an empty document) is
// MongoDB's CommandNotFound (59), "no such command: '<name>'" (MongoDB:
// src/mongo/db/service_entry_point_common.cpp, which looks the name up with
// CommandHelpers::findCommand and fails with that text); otherwise the
// command's own parser decides.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "absl/status/statusor.h"
#include "switchyard/bson_document.h"
#include "switchyard/bytes.h"
#include "switchyard/error.h"
#include "switchyard/parse_context.h"

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

template <class... Entries>
class CommandSet {
 public:
  static_assert(sizeof...(Entries) >= 1, "a command set has commands");
  using Command = std::variant<typename Entries::Command...>;

  // Position in Command of the command whose name (or alias) is `name`; -1 if none.
  static constexpr int indexOf(std::string_view name) noexcept {
    int index = 0;
    int found = -1;
    ((found = found < 0 && matches<Entries>(name) ? index : found, ++index), ...);
    return found;
  }

  // Every name (and alias) this set accepts, in declaration order.
  static constexpr auto names() noexcept {
    std::array<std::string_view, (Entries::kNames.size() + ...)> all{};
    size_t at = 0;
    ((copyNames<Entries>(all, at)), ...);
    return all;
  }

  // The first element names the command; its parser reads the whole document.
  static absl::StatusOr<Command> parse(const void* data, size_t size) {
    ParseContext ctx(static_cast<const uint8_t*>(data));
    BsonDocument doc;
    if (!BsonDocument::fromBuffer(data, size, ctx, &doc)) return ctx.status();
    BsonCursor cursor = doc.elements();
    BsonElement first;
    std::string_view name;
    if (cursor.next(first, ctx)) {
      name = first.name();
    } else if (ctx.failed()) {
      return ctx.status();
    }
    const int index = indexOf(name);
    if (index < 0) {
      return makeError(ErrorCode::kCommandNotFound, "no such command: '" + std::string(name) + "'");
    }
    return parseAt<0>(index, data, size);
  }

 private:
  template <class Entry>
  static constexpr bool matches(std::string_view name) noexcept {
    for (std::string_view n : Entry::kNames) {
      if (n == name) return true;
    }
    return false;
  }

  template <class Entry, size_t N>
  static constexpr void copyNames(std::array<std::string_view, N>& all, size_t& at) noexcept {
    for (std::string_view n : Entry::kNames) all[at++] = n;
  }

  template <size_t I>
  static absl::StatusOr<Command> parseAt(int index, const void* data, size_t size) {
    if constexpr (I < sizeof...(Entries)) {
      if (static_cast<size_t>(index) == I) {
        using C = std::variant_alternative_t<I, Command>;
        absl::StatusOr<C> parsed = C::parse(data, size);
        if (!parsed.ok()) return parsed.status();
        return Command(std::in_place_index<I>, *std::move(parsed));
      }
      return parseAt<I + 1>(index, data, size);
    } else {
      return makeError(ErrorCode::kCommandNotFound, "no such command");  // not reached
    }
  }
};

}  // namespace switchyard
