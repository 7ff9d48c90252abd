#include "commands.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "absl/strings/str_cat.h"

namespace example {

using switchyard::BsonCursor;
using switchyard::BsonDocument;
using switchyard::BsonElement;
using switchyard::BsonType;
using switchyard::BsonWriter;
using switchyard::ErrorCode;
using switchyard::ParseContext;
using switchyard::makeError;
namespace idl = switchyard::idl;

namespace {

// Codes this server can reply with beyond those of switchyard::ErrorCode
// (src/mongo/base/error_codes.yml).
constexpr int32_t kCursorNotFound = 43;
constexpr int32_t kCommandNotFound = static_cast<int32_t>(ErrorCode::kCommandNotFound);
constexpr int32_t kDuplicateKey = 11000;
constexpr int32_t kUnrecognizedPipelineStage = 40324;

std::string ns(std::string_view db, std::string_view collection) {
  return std::string(db) + "." + std::string(collection);
}

absl::Status coded(int32_t code, std::string_view message) {
  return makeError(static_cast<ErrorCode>(code), message);
}

Document okReply() {
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

}  // namespace

std::string codeName(int32_t code) {
  switch (code) {
    case 2: return "BadValue";
    case 12: return "UnsupportedFormat";
    case 13: return "Unauthorized";
    case 14: return "TypeMismatch";
    case 15: return "Overflow";
    case 17: return "ProtocolError";
    case 22: return "InvalidBSON";
    case kCursorNotFound: return "CursorNotFound";
    case kCommandNotFound: return "CommandNotFound";
    case 73: return "InvalidNamespace";
    case 223: return "IllegalOpMsgFlag";
    case 233: return "TooManyDocumentSequences";
    case 288: return "ChecksumMismatch";
    case kDuplicateKey: return "DuplicateKey";
    case 352: return "UnsupportedOpQueryCommand";
    default: return absl::StrCat("Location", code);
  }
}

Document errorReply(const absl::Status& status) {
  const int32_t code = switchyard::errorCode(status) > 0 ? switchyard::errorCode(status) : 1;
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendDouble("ok", 0.0);
  w.appendString("errmsg", std::string_view(status.message().data(), status.message().size()));
  w.appendInt32("code", code);
  w.appendString("codeName", codeName(code));
  w.endDocument(at);
  return w.finish();
}

Document Commands::hello(int32_t connectionId) const {
  const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendBool("helloOk", true);
  w.appendBool("isWritablePrimary", true);
  w.appendBool("ismaster", true);
  w.appendInt32("maxBsonObjectSize", 16 * 1024 * 1024);
  w.appendInt32("maxMessageSizeBytes", static_cast<int32_t>(switchyard::kMaxMessageSizeBytes));
  w.appendInt32("maxWriteBatchSize", 100000);
  w.appendDate("localTime", now);
  w.appendInt32("logicalSessionTimeoutMinutes", 30);
  w.appendInt32("connectionId", connectionId);
  w.appendInt32("minWireVersion", 0);
  w.appendInt32("maxWireVersion", 21);  // MongoDB 7.0
  w.appendBool("readOnly", false);
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

Outcome Commands::run(const switchyard::OpMsg& msg, int32_t connectionId) {
  Outcome out;
  // No name compared here: the set hashes the first element's name and
  // parses the message with that command's class (its document sequences
  // taken in place, docs/op_msg.md); OpMsg::parse has validated the documents.
  absl::StatusOr<ServerCommands::Command> cmd = ServerCommands::parse(msg);
  absl::StatusOr<Document> reply =
      cmd.ok() ? std::visit([&](const auto& c) { return execute(c, connectionId); }, *cmd)
               : absl::StatusOr<Document>(cmd.status());
  if (cmd.ok()) {
    out.command = ServerCommands::nameOf(cmd->index());
  } else {
    BsonElement first;
    ParseContext ctx;
    BsonCursor c = msg.body().elements();
    if (c.next(first, ctx)) out.command = first.name();
  }
  if (reply.ok()) {
    out.reply = std::move(*reply);
  } else {
    out.code = switchyard::errorCode(reply.status()) > 0 ? switchyard::errorCode(reply.status()) : 1;
    out.reply = errorReply(reply.status());
  }
  return out;
}

absl::StatusOr<Document> Commands::execute(const commands::HelloCommand&, int32_t connectionId) {
  return hello(connectionId);
}

absl::StatusOr<Document> Commands::execute(const commands::PingCommand&, int32_t) { return okReply(); }

absl::StatusOr<Document> Commands::execute(const commands::EndSessionsCommand&, int32_t) { return okReply(); }

absl::StatusOr<std::vector<Document>> Commands::select(const std::string& name, BsonDocument filter) {
  std::vector<Document> out;
  for (const Document& d : store_.collection(name)) {
    auto ok = matches(d.view(), filter);
    if (!ok.ok()) return ok.status();
    if (*ok) out.push_back(Document::copyOf(d.bytes()));
  }
  return out;
}

absl::StatusOr<Document> Commands::execute(const idl::InsertCommand& insert, int32_t) {
  const idl::InsertCommand* cmd = &insert;
  const std::string name = ns(cmd->getDbName(), cmd->getCollectionName());
  std::vector<Document>& docs = store_.collection(name);
  int32_t n = 0;
  BsonWriter w;
  const size_t at = w.beginDocument();
  size_t errorsAt = 0;
  uint32_t errorCount = 0;
  for (size_t i = 0; i < cmd->getDocuments().size(); ++i) {
    const BsonDocument doc = cmd->getDocuments()[i];
    BsonElement id, other;
    const bool hasId = findField(doc, "_id", &id);
    const bool duplicate = hasId && std::any_of(docs.begin(), docs.end(), [&](const Document& d) {
      bool comparable = false;
      return findField(d.view(), "_id", &other) && compareValues(id, other, &comparable) == 0 && comparable;
    });
    if (!duplicate) {
      docs.push_back(Document::copyOf(doc.bytes()));
      ++n;
      continue;
    }
    if (errorCount == 0) errorsAt = w.beginArray("writeErrors");
    const size_t e = w.beginSubDocument(switchyard::ArrayIndexName(errorCount++));
    w.appendInt32("index", static_cast<int32_t>(i));
    w.appendInt32("code", kDuplicateKey);
    w.appendString("errmsg", absl::StrCat("E11000 duplicate key error collection: ", name, " index: _id_"));
    w.endSubDocument(e);
    if (cmd->getOrdered()) break;
  }
  if (errorCount != 0) w.endArray(errorsAt);
  w.appendInt32("n", n);
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<Document> Commands::execute(const idl::FindCommand& find, int32_t) {
  const idl::FindCommand* cmd = &find;
  if (!cmd->getProjection().empty()) return coded(2, "projections are not supported by the example server");
  const std::string name = ns(cmd->getDbName(), cmd->getCollectionName());
  auto docs = select(name, cmd->getFilter());
  if (!docs.ok()) return docs.status();
  if (absl::Status s = sortDocuments(*docs, cmd->getSort()); !s.ok()) return s;
  const size_t skip = static_cast<size_t>(std::min<int64_t>(cmd->getSkip().value_or(0), docs->size()));
  docs->erase(docs->begin(), docs->begin() + static_cast<std::ptrdiff_t>(skip));
  if (cmd->getLimit() && *cmd->getLimit() > 0 && static_cast<size_t>(*cmd->getLimit()) < docs->size()) {
    docs->resize(static_cast<size_t>(*cmd->getLimit()));
  }
  return cursorReply(name, std::move(*docs), cmd->getBatchSize().value_or(kDefaultBatchSize),
                     cmd->getSingleBatch().value_or(false));
}

absl::StatusOr<Document> Commands::execute(const idl::GetMoreCommand& getMore, int32_t) {
  const idl::GetMoreCommand* cmd = &getMore;
  auto it = cursors_.find(cmd->getCommandParameter());
  if (it == cursors_.end()) {
    return coded(kCursorNotFound, absl::StrCat("cursor id ", cmd->getCommandParameter(), " not found"));
  }
  Cursor& cursor = it->second;
  const size_t left = cursor.docs.size() - cursor.next;
  const int64_t batch = cmd->getBatchSize().value_or(0);
  const size_t n = batch > 0 ? std::min(left, static_cast<size_t>(batch)) : left;
  const size_t begin = cursor.next;
  cursor.next += n;
  const bool done = cursor.next == cursor.docs.size();
  Document reply = batchReply(cursor.ns, "nextBatch", cursor.docs, begin, cursor.next, done ? 0 : it->first);
  if (done) cursors_.erase(it);
  return reply;
}

absl::StatusOr<Document> Commands::execute(const commands::KillCursorsCommand& cmd, int32_t) {
  // The generated class has checked the shape (cursors: an array of longs,
  // required, in a strict command); the ids are copied out of it.
  BsonWriter w;
  const size_t at = w.beginDocument();
  const size_t killed = w.beginArray("cursorsKilled");
  uint32_t i = 0;
  for (const int64_t id : cmd.getCursors()) {
    if (cursors_.erase(id) > 0) w.appendInt64(switchyard::ArrayIndexName(i++), id);
  }
  w.endArray(killed);
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<Document> Commands::execute(const idl::UpdateCommand& update, int32_t) {
  const idl::UpdateCommand* cmd = &update;
  std::vector<Document>& docs = store_.collection(ns(cmd->getDbName(), cmd->getCollectionName()));
  int32_t matched = 0, modified = 0;
  BsonWriter upserted;
  const size_t upsertedAt = upserted.beginDocument();
  uint32_t upserts = 0;
  for (size_t i = 0; i < cmd->getUpdates().size(); ++i) {
    const auto& op = cmd->getUpdates()[i];
    if (op.getU().type() != BsonType::kObject) return coded(2, "the example server takes only update documents");
    const BsonDocument u = op.getU().asDocument();
    bool any = false;
    for (Document& d : docs) {
      auto ok = matches(d.view(), op.getQ());
      if (!ok.ok()) return ok.status();
      if (!*ok) continue;
      auto next = applyUpdate(d.view(), u);
      if (!next.ok()) return next.status();
      ++matched;
      if (!(next->view() == d.view())) ++modified;
      d = std::move(*next);
      any = true;
      if (!op.getMulti()) break;
    }
    if (any || !op.getUpsert()) continue;
    auto doc = upsertDocument(op.getQ(), u);
    if (!doc.ok()) return doc.status();
    BsonElement id;
    const size_t entry = upserted.beginSubDocument(switchyard::ArrayIndexName(upserts++));
    upserted.appendInt32("index", static_cast<int32_t>(i));
    if (findField(doc->view(), "_id", &id)) upserted.appendElementAs("_id", id);
    upserted.endSubDocument(entry);
    docs.push_back(std::move(*doc));
    ++matched;
  }
  upserted.endDocument(upsertedAt);
  const Document upsertedArray = upserted.finish();
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("n", matched);
  w.appendInt32("nModified", modified);
  if (upserts > 0) w.appendArray("upserted", upsertedArray.view());
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<Document> Commands::execute(const idl::DeleteCommand& remove, int32_t) {
  const idl::DeleteCommand* cmd = &remove;
  std::vector<Document>& docs = store_.collection(ns(cmd->getDbName(), cmd->getCollectionName()));
  int32_t n = 0;
  for (const auto& op : cmd->getDeletes()) {
    for (auto it = docs.begin(); it != docs.end();) {
      auto ok = matches(it->view(), op.getQ());
      if (!ok.ok()) return ok.status();
      if (!*ok) {
        ++it;
        continue;
      }
      it = docs.erase(it);
      ++n;
      if (op.getLimit() == 1) break;
    }
  }
  BsonWriter w;
  const size_t at = w.beginDocument();
  w.appendInt32("n", n);
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

absl::StatusOr<Document> Commands::execute(const idl::AggregateCommand& aggregate, int32_t) {
  const idl::AggregateCommand* cmd = &aggregate;
  const std::string name = ns(cmd->getDbName(), cmd->getCollectionName());
  auto docs = select(name, BsonDocument());
  if (!docs.ok()) return docs.status();
  for (const BsonDocument stage : cmd->getPipeline()) {
    BsonElement spec;
    ParseContext ctx;
    BsonCursor c = stage.elements();
    if (!c.next(spec, ctx)) return coded(40323, "A pipeline stage specification object must contain exactly one field.");
    const std::string_view op = spec.name();
    if (op == "$match" && spec.type() == BsonType::kObject) {
      std::vector<Document> kept;
      for (Document& d : *docs) {
        auto ok = matches(d.view(), spec.asDocument());
        if (!ok.ok()) return ok.status();
        if (*ok) kept.push_back(std::move(d));
      }
      *docs = std::move(kept);
    } else if (op == "$sort" && spec.type() == BsonType::kObject) {
      if (absl::Status s = sortDocuments(*docs, spec.asDocument()); !s.ok()) return s;
    } else if ((op == "$limit" || op == "$skip") && (spec.type() == BsonType::kInt32 || spec.type() == BsonType::kInt64)) {
      const int64_t k = spec.type() == BsonType::kInt32 ? spec.asInt32() : spec.asInt64();
      const size_t n = static_cast<size_t>(std::clamp<int64_t>(k, 0, static_cast<int64_t>(docs->size())));
      if (op == "$limit") docs->resize(n);
      else docs->erase(docs->begin(), docs->begin() + static_cast<std::ptrdiff_t>(n));
    } else if (op == "$count" && spec.type() == BsonType::kString) {
      BsonWriter w;
      const size_t at = w.beginDocument();
      w.appendInt32(spec.asString(), static_cast<int32_t>(docs->size()));
      w.endDocument(at);
      docs->clear();
      docs->push_back(w.finish());
    } else {
      return coded(kUnrecognizedPipelineStage,
                   absl::StrCat("Unrecognized pipeline stage name: '", std::string(op), "'"));
    }
  }
  const int64_t batch = cmd->getCursor() ? cmd->getCursor()->getBatchSize().value_or(kDefaultBatchSize)
                                         : kDefaultBatchSize;
  return cursorReply(name, std::move(*docs), batch, false);
}

Document Commands::cursorReply(std::string name, std::vector<Document> docs, int64_t batchSize, bool singleBatch) {
  const size_t first = std::min(docs.size(), static_cast<size_t>(std::max<int64_t>(batchSize, 0)));
  const bool more = first < docs.size() && !singleBatch;
  int64_t id = 0;
  if (more) {
    if (cursors_.size() >= kMaxCursors) cursors_.erase(cursors_.begin());
    id = nextCursorId_++;
  }
  Document reply = batchReply(name, "firstBatch", docs, 0, first, id);
  if (more) cursors_[id] = Cursor{std::move(name), std::move(docs), first};
  return reply;
}

Document Commands::batchReply(const std::string& name, std::string_view batchName, const std::vector<Document>& docs,
                              size_t begin, size_t end, int64_t cursorId) {
  BsonWriter w;
  const size_t at = w.beginDocument();
  const size_t cursor = w.beginSubDocument("cursor");
  const size_t batch = w.beginArray(batchName);
  for (size_t i = begin; i < end; ++i) {
    w.appendDocument(switchyard::ArrayIndexName(static_cast<uint32_t>(i - begin)), docs[i].view());
  }
  w.endArray(batch);
  w.appendInt64("id", cursorId);
  w.appendString("ns", name);
  w.endSubDocument(cursor);
  w.appendDouble("ok", 1.0);
  w.endDocument(at);
  return w.finish();
}

}  // namespace example
