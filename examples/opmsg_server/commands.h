// The example server's commands: hello/isMaster, ping, insert, find, getMore,
// killCursors, update, delete, aggregate, endSessions. Commands are parsed by
// the classes generated from idl/ (InsertCommand, FindCommand, ...); errors
// become MongoDB error replies {ok: 0, errmsg, code, codeName}.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "store.h"
#include "switchyard/switchyard.h"

namespace example {

// MongoDB's codeName for a code ("Location<code>" for numbered assertions).
std::string codeName(int32_t code);

// {ok: 0.0, errmsg, code, codeName}
Document errorReply(const absl::Status& status);

class Commands {
 public:
  explicit Commands(Store& store) : store_(store) {}

  // Runs the command of an OP_MSG and returns the reply document.
  Document run(const switchyard::OpMsg& msg, int32_t connectionId);
  // The handshake reply (also for OP_QUERY isMaster/hello).
  Document hello(switchyard::BsonDocument command, int32_t connectionId) const;

 private:
  struct Cursor {
    std::string ns;
    std::vector<Document> docs;
    size_t next = 0;
  };
  // Cursors kept open at most; the oldest is dropped beyond it.
  static constexpr size_t kMaxCursors = 1000;
  static constexpr int64_t kDefaultBatchSize = 101;

  absl::StatusOr<Document> dispatch(std::string_view name, const switchyard::OpMsg& msg, int32_t connectionId);
  absl::StatusOr<Document> insert(const switchyard::OpMsg& msg);
  absl::StatusOr<Document> find(const switchyard::OpMsg& msg);
  absl::StatusOr<Document> getMore(const switchyard::OpMsg& msg);
  absl::StatusOr<Document> killCursors(switchyard::BsonDocument command);
  absl::StatusOr<Document> update(const switchyard::OpMsg& msg);
  absl::StatusOr<Document> remove(const switchyard::OpMsg& msg);
  absl::StatusOr<Document> aggregate(const switchyard::OpMsg& msg);

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
