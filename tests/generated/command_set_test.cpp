// IdlCommands (generated/IdlCommands.h, `generate --command-set`): every fixture
// parses through the command set exactly as through its own command's parser
// (same alternative, same value, same error), and a document whose first
// element names no command is MongoDB's CommandNotFound.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "IdlCommands.h"
#include "fixtures.h"
#include "gtest/gtest.h"

namespace switchyard::testing {
namespace {

using idl::IdlCommands;

// The serialized value of whichever command `parsed` holds.
std::vector<uint8_t> serialized(const IdlCommands::Command& parsed) {
  return std::visit([](const auto& c) {
    const BsonBuffer b = c.toBson();
    return std::vector<uint8_t>(b.data(), b.data() + b.size());
  }, parsed);
}

// The direct parse by the command class at `index`, as the set's result type.
absl::StatusOr<IdlCommands::Command> parseDirectly(int index, const std::vector<uint8_t>& bytes) {
  absl::StatusOr<IdlCommands::Command> out = absl::InternalError("no command");
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(index) == I
          ? (void)(out = [&]() -> absl::StatusOr<IdlCommands::Command> {
              using C = std::variant_alternative_t<I, IdlCommands::Command>;
              auto r = C::parse(bytes.data(), bytes.size());
              if (!r.ok()) return r.status();
              return IdlCommands::Command(std::in_place_index<I>, *std::move(r));
            }())
          : (void)0),
     ...);
  }(std::make_index_sequence<std::variant_size_v<IdlCommands::Command>>());
  return out;
}

TEST(CommandSet, NamesEveryCommandOfIdl) {
  constexpr auto names = IdlCommands::names();
  EXPECT_EQ(names.size(), 6u);
  static_assert(IdlCommands::indexOf("find") >= 0 && IdlCommands::indexOf("getMore") >= 0);
  static_assert(IdlCommands::indexOf("Find") < 0 && IdlCommands::indexOf("") < 0);
}

TEST(CommandSet, EveryFixtureAsItsOwnCommandParsesIt) {
  int checked = 0;
  for (const Case& c : allCases()) {
    const int index = IdlCommands::indexOf(c.command);
    ASSERT_GE(index, 0) << c.name << ": " << c.command;
    auto viaSet = IdlCommands::parse(c.bytes.data(), c.bytes.size());
    auto direct = parseDirectly(index, c.bytes);
    ASSERT_EQ(viaSet.ok(), direct.ok()) << c.name;
    if (viaSet.ok()) {
      EXPECT_EQ(static_cast<int>(viaSet->index()), index) << c.name;
      EXPECT_EQ(serialized(*viaSet), serialized(*direct)) << c.name;
    } else if (c.kind == Kind::kMalformed) {
      // Found before any command is known: the same error without "in '<command>'".
      EXPECT_TRUE(errorCode(viaSet.status()) == ErrorCode::kInvalidBSON) << c.name;
      EXPECT_EQ(errorOffset(viaSet.status()), errorOffset(direct.status())) << c.name;
    } else if (errorCode(viaSet.status()) == ErrorCode::kCommandNotFound) {
      // The first element names no command (e.g. an empty document); the
      // command's own parser reports its missing first field instead.
      EXPECT_TRUE(c.bytes.size() == 5 || c.bytes[4] == 0) << c.name << ": " << viaSet.status();
    } else {
      EXPECT_EQ(viaSet.status(), direct.status()) << c.name;
    }
    ++checked;
  }
  EXPECT_GT(checked, 50);
}

TEST(CommandSet, UnknownCommandIsCommandNotFound) {
  // {ping: 1}
  const std::vector<uint8_t> ping = {15, 0, 0, 0, 0x10, 'p', 'i', 'n', 'g', 0, 1, 0, 0, 0, 0};
  auto parsed = IdlCommands::parse(ping.data(), ping.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kCommandNotFound);
  EXPECT_EQ(parsed.status().message(), "no such command: 'ping'");

  const std::vector<uint8_t> empty = {5, 0, 0, 0, 0};
  parsed = IdlCommands::parse(empty.data(), empty.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().message(), "no such command: ''");
}

TEST(CommandSet, MalformedBytesAreInvalidBson) {
  const std::vector<uint8_t> truncated = {15, 0, 0, 0, 0x10, 'f', 'i', 'n', 'd'};
  auto parsed = IdlCommands::parse(truncated.data(), truncated.size());
  ASSERT_FALSE(parsed.ok());
  EXPECT_TRUE(errorCode(parsed.status()) == ErrorCode::kInvalidBSON);
}

}  // namespace
}  // namespace switchyard::testing
