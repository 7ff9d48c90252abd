// switchyard_example_server: a MongoDB-wire-protocol server in one process,
// built on Switchyard's OP_MSG reader/writer and the command parsers generated
// from idl/. A real driver (pymongo) can connect, complete its handshake and
// run ping, insert, find/getMore, update, delete and aggregate against an
// in-memory collection.
//
//   switchyard_example_server [--port N] [--port-file PATH] [--idle-seconds S]
//                             [--lifetime-seconds S] [--max-connections N]
//                             [--log-requests] [--dump-requests FILE]
//
// It listens on 127.0.0.1 only (port 0, the default, picks a free one; the
// port is printed as "listening on 127.0.0.1:PORT" and written to --port-file),
// serves at most --max-connections at once, and exits by itself after
// --idle-seconds without any traffic or --lifetime-seconds in all.
//
// With --log-requests it prints one line per request on stdout:
//   request conn=1 id=7 op=msg command=find bytes=112 verdict=ok micros=41
//   request conn=1 id=8 op=msg command=frobnicate bytes=70 verdict=CommandNotFound(59) micros=3
// (command: the name the command set matched, or the first element's name as
// sent, or "-" when the message did not parse; bytes: the whole message;
// micros: parsing and running it, without the socket).
// With --dump-requests FILE it appends every message it receives, as received,
// to FILE: a message stream `switchyard profile` reads (docs/dispatch.md).
//
// Wire protocol: OP_MSG (2013) for every command, parsed by
// switchyard::OpMsg::parse; replies are OP_MSG (with a checksum when the
// request had one; none when it set moreToCome). OP_QUERY (2004) is accepted
// for the handshake only (isMaster/hello on "<db>.$cmd"), as MongoDB 6.0+
// does: drivers send their first hello that way.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "store.h"
#include "switchyard/switchyard.h"
#include "switchyard/base/internal/bytes.h"

namespace example {
namespace {

constexpr int32_t kOpQuery = 2004;
constexpr int32_t kOpReply = 1;
constexpr int32_t kUnsupportedOpQueryCommand = 352;  // src/mongo/base/error_codes.yml
constexpr size_t kReadChunk = 64 * 1024;
// Bytes of a command name a log line shows at most.
constexpr size_t kLoggedNameBytes = 64;
constexpr int kHelloIndex = ServerCommands::indexOf("hello");

struct Options {
  int port = 0;
  std::string portFile;
  int idleSeconds = 60;
  int lifetimeSeconds = 600;
  size_t maxConnections = 32;
  bool logRequests = false;
  std::string dumpFile;
};

struct Connection {
  int fd = -1;
  int32_t id = 0;
  std::vector<uint8_t> in;
  std::vector<uint8_t> out;
  bool closeAfterWrite = false;
};

void appendBytes(std::vector<uint8_t>& out, const uint8_t* p, size_t n) { out.insert(out.end(), p, p + n); }

// An OP_REPLY carrying one document (the answer to an OP_QUERY handshake).
void appendOpReply(std::vector<uint8_t>& out, int32_t requestId, int32_t responseTo, const Document& doc) {
  uint8_t header[36] = {};
  const uint32_t length = static_cast<uint32_t>(sizeof header + doc.size());
  switchyard::storeLE<uint32_t>(header, length);
  switchyard::storeLE<int32_t>(header + 4, requestId);
  switchyard::storeLE<int32_t>(header + 8, responseTo);
  switchyard::storeLE<int32_t>(header + 12, kOpReply);
  // responseFlags 0, cursorId 0, startingFrom 0 (zeros), numberReturned 1.
  switchyard::storeLE<int32_t>(header + 32, 1);
  appendBytes(out, header, sizeof header);
  appendBytes(out, doc.data(), doc.size());
}

class Server {
 public:
  explicit Server(const Options& options) : options_(options), commands_(store_) {
    if (!options_.dumpFile.empty()) dump_.open(options_.dumpFile, std::ios::binary | std::ios::app);
  }

  int run() {
    if (!listenOnLoopback()) return 1;
    const auto start = std::chrono::steady_clock::now();
    auto lastActivity = start;
    for (;;) {
      const auto now = std::chrono::steady_clock::now();
      if (now - lastActivity > std::chrono::seconds(options_.idleSeconds)) return stop("idle");
      if (now - start > std::chrono::seconds(options_.lifetimeSeconds)) return stop("lifetime over");
      std::vector<pollfd> fds{{listener_, POLLIN, 0}};
      for (const Connection& c : connections_) {
        fds.push_back({c.fd, static_cast<short>(POLLIN | (c.out.empty() ? 0 : POLLOUT)), 0});
      }
      const int ready = ::poll(fds.data(), fds.size(), 200);
      if (ready < 0 && errno != EINTR) return stop("poll failed");
      if (ready <= 0) continue;
      lastActivity = now;
      if ((fds[0].revents & POLLIN) != 0) accept();
      for (size_t i = 1; i < fds.size(); ++i) serve(connections_[i - 1], fds[i].revents);
      std::erase_if(connections_, [](const Connection& c) { return c.fd < 0; });
    }
  }

 private:
  bool listenOnLoopback() {
    listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
    const int one = 1;
    ::setsockopt(listener_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(static_cast<uint16_t>(options_.port));
    if (listener_ < 0 || ::bind(listener_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(listener_, 16) != 0) {
      std::perror("switchyard_example_server: listen");
      return false;
    }
    socklen_t len = sizeof addr;
    ::getsockname(listener_, reinterpret_cast<sockaddr*>(&addr), &len);
    const int port = ntohs(addr.sin_port);
    if (!options_.portFile.empty()) std::ofstream(options_.portFile) << port << "\n";
    std::printf("listening on 127.0.0.1:%d\n", port);
    std::fflush(stdout);
    return true;
  }

  int stop(const char* why) {
    std::printf("stopping: %s\n", why);
    for (Connection& c : connections_) ::close(c.fd);
    ::close(listener_);
    return 0;
  }

  void accept() {
    const int fd = ::accept(listener_, nullptr, nullptr);
    if (fd < 0) return;
    if (connections_.size() >= options_.maxConnections) {
      ::close(fd);  // bounded: refuse beyond the limit
      return;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    connections_.push_back(Connection{fd, ++lastConnectionId_, {}, {}, false});
  }

  void serve(Connection& c, short revents) {
    if ((revents & (POLLERR | POLLHUP | POLLNVAL)) != 0 && (revents & POLLIN) == 0) return close(c);
    if ((revents & POLLIN) != 0) {
      uint8_t buf[kReadChunk];
      const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
      if (n <= 0) return close(c);
      appendBytes(c.in, buf, static_cast<size_t>(n));
      handleMessages(c);
    }
    if ((revents & POLLOUT) != 0 && !c.out.empty()) {
      const ssize_t n = ::send(c.fd, c.out.data(), c.out.size(), MSG_NOSIGNAL);
      if (n < 0) return close(c);
      c.out.erase(c.out.begin(), c.out.begin() + n);
    }
    if (c.out.empty() && c.closeAfterWrite) close(c);
  }

  // Every complete message in the input buffer.
  void handleMessages(Connection& c) {
    while (c.fd >= 0 && !c.closeAfterWrite && c.in.size() >= switchyard::kMessageHeaderSize) {
      auto header = switchyard::readMessageHeader(c.in);
      if (!header.ok()) {  // a length out of bounds: MongoDB ends the connection
        std::printf("connection %d: %s\n", c.id, std::string(header.status().message()).c_str());
        return close(c);
      }
      const size_t length = static_cast<size_t>(header->messageLength);
      if (c.in.size() < length) return;
      handleMessage(c, *header, c.in.data(), length);
      c.in.erase(c.in.begin(), c.in.begin() + static_cast<std::ptrdiff_t>(length));
    }
  }

  void handleMessage(Connection& c, const switchyard::MessageHeader& header, const uint8_t* data, size_t size) {
    const auto start = std::chrono::steady_clock::now();
    if (dump_.is_open()) {
      dump_.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size)).flush();
    }
    if (header.opCode == kOpQuery) {
      const Outcome outcome = handleQuery(c, header, data, size);
      return logRequest(c, header, "query", outcome, size, start);
    }
    auto msg = switchyard::OpMsg::parse(data, size);
    if (!msg.ok()) {
      // The message cannot be trusted: reply with the error, then hang up.
      Outcome outcome{errorReply(msg.status()), "-", switchyard::errorCode(msg.status())};
      logRequest(c, header, "msg", outcome, size, start);
      reply(c, header.requestId, outcome.reply, false);
      c.closeAfterWrite = true;
      return;
    }
    const Outcome outcome = commands_.run(*msg, c.id);
    logRequest(c, header, "msg", outcome, size, start);
    if (msg->moreToCome()) return;  // the client wants no reply (w: 0)
    reply(c, header.requestId, outcome.reply, msg->checksumPresent());
  }

  void logRequest(const Connection& c, const switchyard::MessageHeader& header, const char* op,
                  const Outcome& outcome, size_t bytes, std::chrono::steady_clock::time_point start) const {
    if (!options_.logRequests) return;
    const auto micros =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const std::string verdict =
        outcome.code == 0 ? "ok" : codeName(outcome.code) + "(" + std::to_string(outcome.code) + ")";
    // The name as sent may hold any byte but NUL: shown printable, bounded.
    std::string command = outcome.command.empty() ? "-" : outcome.command.substr(0, kLoggedNameBytes);
    for (char& ch : command) {
      if (static_cast<unsigned char>(ch) <= ' ' || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
    }
    std::printf("request conn=%d id=%d op=%s command=%s bytes=%zu verdict=%s micros=%lld\n", c.id,
                header.requestId, op, command.c_str(), bytes, verdict.c_str(), static_cast<long long>(micros));
    std::fflush(stdout);
  }

  void reply(Connection& c, int32_t responseTo, const Document& doc, bool checksum) {
    switchyard::OpMsgWriter w(++lastRequestId_, responseTo, 0, doc.size() + 32);
    w.appendBody(doc.bytes());
    const switchyard::BsonBuffer out = w.finish(checksum);
    appendBytes(c.out, out.data(), out.size());
  }

  // OP_QUERY: int32 flags, cstring fullCollectionName, int32 skip, int32
  // return, the query document. Only the handshake is served.
  Outcome handleQuery(Connection& c, const switchyard::MessageHeader& header, const uint8_t* data, size_t size) {
    const uint8_t* p = data + switchyard::kMessageHeaderSize + 4;
    const uint8_t* end = data + size;
    const auto* nul = static_cast<const uint8_t*>(p < end ? std::memchr(p, 0, static_cast<size_t>(end - p)) : nullptr);
    absl::Status error = switchyard::makeError(switchyard::ErrorCode::kProtocolError, "malformed OP_QUERY");
    // After the name's NUL: skip and return (8 bytes), then at least a 5-byte document.
    constexpr std::ptrdiff_t kAfterName = 1 + 8 + 5;
    if (nul != nullptr && end - nul >= kAfterName) {
      const std::string_view collection(reinterpret_cast<const char*>(p), static_cast<size_t>(nul - p));
      const uint8_t* docStart = nul + 9;
      const uint32_t docSize = switchyard::loadLE<uint32_t>(docStart);
      auto query = switchyard::BsonDocument::fromBuffer(docStart, std::min<size_t>(docSize, end - docStart));
      if (query.ok() && query->validateDeep().ok()) {
        switchyard::BsonElement command;
        switchyard::ParseContext ctx;
        auto cursor = query->elements();
        const bool hasCommand = cursor.next(command, ctx);
        const std::string_view name = hasCommand ? command.name() : std::string_view();
        // The command set's name table (hello and its aliases); not parsed
        // by HelloCommand, since an OP_QUERY command carries no $db.
        const bool handshake = ServerCommands::indexOf(name) == kHelloIndex;
        if (handshake && collection.ends_with(".$cmd")) {
          Outcome outcome{commands_.hello(c.id), std::string(ServerCommands::nameOf(kHelloIndex)), 0};
          appendOpReply(c.out, ++lastRequestId_, header.requestId, outcome.reply);
          return outcome;
        }
        error = switchyard::makeError(static_cast<switchyard::ErrorCode>(kUnsupportedOpQueryCommand),
                                      "Unsupported OP_QUERY command: " + std::string(name) +
                                          ". The client driver may require an upgrade.");
      } else if (!query.ok()) {
        error = query.status();
      }
    }
    Outcome outcome{errorReply(error), "-", switchyard::errorCode(error)};
    appendOpReply(c.out, ++lastRequestId_, header.requestId, outcome.reply);
    return outcome;
  }

  void close(Connection& c) {
    if (c.fd >= 0) ::close(c.fd);
    c.fd = -1;
  }

  Options options_;
  std::ofstream dump_;
  Store store_;
  Commands commands_;
  int listener_ = -1;
  std::vector<Connection> connections_;
  int32_t lastConnectionId_ = 0;
  int32_t lastRequestId_ = 0;
};

bool parseOptions(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--log-requests") {  // the one flag without a value
      o->logRequests = true;
      continue;
    }
    if (++i >= argc) return false;
    const char* value = argv[i];
    if (flag == "--port") o->port = std::atoi(value);
    else if (flag == "--port-file") o->portFile = value;
    else if (flag == "--dump-requests") o->dumpFile = value;
    else if (flag == "--idle-seconds") o->idleSeconds = std::atoi(value);
    else if (flag == "--lifetime-seconds") o->lifetimeSeconds = std::atoi(value);
    else if (flag == "--max-connections") o->maxConnections = static_cast<size_t>(std::atoi(value));
    else return false;
  }
  return o->port >= 0 && o->port < 65536 && o->idleSeconds > 0 && o->lifetimeSeconds > 0 &&
         o->maxConnections > 0;
}

}  // namespace
}  // namespace example

int main(int argc, char** argv) {
  example::Options options;
  if (!example::parseOptions(argc, argv, &options)) {
    std::fprintf(stderr,
                 "usage: %s [--port N] [--port-file PATH] [--idle-seconds S] [--lifetime-seconds S] "
                 "[--max-connections N] [--log-requests] [--dump-requests FILE]\n",
                 argv[0]);
    return 2;
  }
  return example::Server(options).run();
}
