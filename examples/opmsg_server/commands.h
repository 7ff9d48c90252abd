// The example server's commands: hello/isMaster, ping, insert, find, getMore,
// killCursors, update, delete, aggregate, endSessions. Every one is a class
// generated from a spec (idl/ and server_commands.yaml); ServerCommands picks
// the class by the name of the body's first element (the generated name hash,
// switchyard/opmsg/command_set.h), and each is run by its own overload of execute().
// Errors become MongoDB error replies {ok: 0, errmsg, code, codeName}.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "insert_gen.h"
#include "server_commands_gen.h"
#include "store.h"
#include "switchyard/opmsg/command_set.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace example {

// Every command the server serves, by the name (and aliases) of its first element.
using ServerCommands = switchyard::CommandSet<
    switchyard::CommandEntry<commands::HelloCommand, "hello", "isMaster", "ismaster">,
    switchyard::CommandEntry<commands::PingCommand, "ping">,
    switchyard::CommandEntry<switchyard::idl::FindCommand, "find">,
    switchyard::CommandEntry<switchyard::idl::GetMoreCommand, "getMore">,
    switchyard::CommandEntry<switchyard::idl::InsertCommand, "insert">,
    switchyard::CommandEntry<switchyard::idl::UpdateCommand, "update">,
    switchyard::CommandEntry<switchyard::idl::DeleteCommand, "delete">,
    switchyard::CommandEntry<switchyard::idl::AggregateCommand, "aggregate">,
    switchyard::CommandEntry<commands::KillCursorsCommand, "killCursors">,
    switchyard::CommandEntry<commands::EndSessionsCommand, "endSessions">>;

// MongoDB's codeName for a code ("Location<code>" for numbered assertions).
std::string codeName(int32_t code);

// {ok: 0.0, errmsg, code, codeName}
Document errorReply(const absl::Status& status);

// What run() did with one request, for the request log.
struct Outcome {
  Document reply;
  // The command's name as the set knows it ("find"), else the body's first
  // element's name as sent (an unknown command), else empty.
  std::string command;
  // 0 when the reply is {ok: 1}, else the error code it carries.
  int32_t code = 0;
};

class Commands {
 public:
  explicit Commands(Store& store) : store_(store) {}

  // Parses the command of an OP_MSG with ServerCommands and runs it.
  Outcome run(const switchyard::OpMsg& msg, int32_t connectionId);
  // The handshake reply (also for OP_QUERY isMaster/hello).
  Document hello(int32_t connectionId) const;

 private:
  struct Cursor {
    std::string ns;
    std::vector<Document> docs;
    size_t next = 0;
  };
  // Cursors kept open at most; the oldest is dropped beyond it.
  static constexpr size_t kMaxCursors = 1000;
  static constexpr int64_t kDefaultBatchSize = 101;

  // One overload per alternative of ServerCommands::Command (std::visit).
  absl::StatusOr<Document> execute(const commands::HelloCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const commands::PingCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const commands::EndSessionsCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const commands::KillCursorsCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::InsertCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::FindCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::GetMoreCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::UpdateCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::DeleteCommand& cmd, int32_t connectionId);
  absl::StatusOr<Document> execute(const switchyard::idl::AggregateCommand& cmd, int32_t connectionId);

  // Matching documents of a collection, copied.
  absl::StatusOr<std::vector<Document>> select(const std::string& ns, switchyard::BsonDocument filter);
  // {cursor: {<batchName>: [...], id, ns}, ok: 1}, keeping a cursor open for the rest.
  Document cursorReply(std::string ns, std::vector<Document> docs, int64_t batchSize, bool singleBatch);
  Document batchReply(const std::string& ns, std::string_view batchName, const std::vector<Document>& docs,
                      size_t begin, size_t end, int64_t cursorId);

  Store& store_;
  std::map<int64_t, Cursor> cursors_;
  int64_t nextCursorId_ = 7340033;
};

}  // namespace example
