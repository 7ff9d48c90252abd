// OP_MSG: the message a MongoDB server receives. A 16-byte header (length,
// request id, response to, op code 2013), 32 flag bits, one body section (kind
// 0: a BSON document), zero or more document sequences (kind 1: int32 size,
// NUL-terminated identifier, BSON documents exactly filling the size) and,
// when the checksumPresent flag is set, a CRC-32C of everything before it.
//
// OpMsg::parse reads untrusted bytes with MongoDB's rules, codes and texts
// (src/mongo/rpc/op_msg.cpp, OpMsg::parse; the message length bounds from the
// transport layer, src/mongo/transport/asio/asio_session_impl.cpp; the op code
// check from src/mongo/rpc/factory.cpp). The result is a set of views into the
// caller's buffer: nothing is copied, and nothing outlives the buffer.
// OpMsgWriter writes messages (optionally with a checksum).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string_view>

#include "absl/status/statusor.h"
#include "switchyard/bson/document.h"
#include "switchyard/bson/limits.h"
#include "switchyard/writer/bson_writer.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/bson/parse_options.h"

namespace switchyard {

// The wire protocol's constants (src/mongo/rpc/message.h: MSGHEADER, dbMsg;
// MaxMessageSizeBytes from src/mongo/bson/util/builder.h).
inline constexpr uint32_t kMessageHeaderSize = 16;
inline constexpr int32_t kOpMsgOpCode = 2013;
inline constexpr uint32_t kMaxMessageSizeBytes = 48000000;
// Section kinds (op_msg.cpp, enum class Section).
inline constexpr uint8_t kOpMsgBodySection = 0;
inline constexpr uint8_t kOpMsgDocSequenceSection = 1;
inline constexpr uint8_t kOpMsgSecurityTokenSection = 2;
// MongoDB accepts at most two document sequences per message (op_msg.cpp:
// "Limit is <=2 since we are about to add one").
inline constexpr uint32_t kMaxDocumentSequences = 2;
inline constexpr uint32_t kOpMsgChecksumSize = 4;
// The flag bits after the header.
inline constexpr uint32_t kOpMsgFlagsSize = 4;

// Flag bits (op_msg.h). Bits 0-15 are required: an unknown one is an error;
// bits 16-31 are optional and ignored when unknown.
inline constexpr uint32_t kOpMsgChecksumPresent = 1u << 0;
inline constexpr uint32_t kOpMsgMoreToCome = 1u << 1;
inline constexpr uint32_t kOpMsgExhaustAllowed = 1u << 16;
inline constexpr uint32_t kOpMsgRequiredFlagMask = 0xffff;
inline constexpr uint32_t kOpMsgSupportedFlags = kOpMsgChecksumPresent | kOpMsgMoreToCome;

struct MessageHeader {
  int32_t messageLength = 0;
  int32_t requestId = 0;
  int32_t responseTo = 0;
  int32_t opCode = 0;
};

// Reads the 16-byte header at the start of `bytes` and checks its length as
// MongoDB's transport layer does (16 <= length <= 48000000; ProtocolError, 17),
// so that a server knows how many bytes to read before calling OpMsg::parse.
// Fewer than 16 bytes: ProtocolError too.
absl::StatusOr<MessageHeader> readMessageHeader(std::span<const uint8_t> bytes);

// CRC-32C (Castagnoli) of `bytes`, as OP_MSG's checksum (computed by ISA-L).
uint32_t crc32c(std::span<const uint8_t> bytes) noexcept;

// One document sequence: its identifier and its documents, back to back.
class DocumentSequence {
 public:
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = BsonDocument;
    using difference_type = std::ptrdiff_t;
    Iterator() = default;
    explicit Iterator(const uint8_t* p) noexcept : p_(p) {}
    BsonDocument operator*() const noexcept {
      return BsonDocument::fromValidatedBytes(p_, loadLE<uint32_t>(p_));
    }
    Iterator& operator++() noexcept {
      p_ += loadLE<uint32_t>(p_);
      return *this;
    }
    Iterator operator++(int) noexcept {
      Iterator old = *this;
      ++*this;
      return old;
    }
    friend bool operator==(Iterator a, Iterator b) noexcept { return a.p_ == b.p_; }

   private:
    const uint8_t* p_ = nullptr;
  };

  DocumentSequence() = default;
  // Trusted: `documents` holds `count` documents whose headers were checked.
  DocumentSequence(std::string_view identifier, std::span<const uint8_t> documents, uint32_t count) noexcept
      : identifier_(identifier), documents_(documents), count_(count) {}

  std::string_view identifier() const noexcept { return identifier_; }
  // The documents' bytes (no size prefix, no identifier).
  std::span<const uint8_t> bytes() const noexcept { return documents_; }
  uint32_t size() const noexcept { return count_; }
  bool empty() const noexcept { return count_ == 0; }
  Iterator begin() const noexcept { return Iterator(documents_.data()); }
  Iterator end() const noexcept { return Iterator(documents_.data() + documents_.size()); }

 private:
  std::string_view identifier_;
  std::span<const uint8_t> documents_;
  uint32_t count_ = 0;
};

struct OpMsgParseOptions {
  // Validate every body and sequence document completely (every element at
  // every depth), as mongod does by default (net.wireObjectCheck, see
  // src/mongo/rpc/object_check.h). When false only each document's frame is
  // checked (length >= 5 and inside its section, trailing NUL), and the
  // elements are checked lazily by whoever walks them (the generated parsers
  // check every byte they read): the guarantees of a body-only parse.
  // The nesting limit is the ParseContext's (kDefaultMaxDepth by default).
  bool validateDocuments = true;
};

class OpMsg {
 public:
  OpMsg() = default;

  // Parses one complete message (`size` must be the header's length). Errors
  // carry MongoDB's codes and texts; malformed documents are InvalidBSON (22)
  // with the byte offset from the start of the message.
  static absl::StatusOr<OpMsg> parse(const void* data, size_t size, const OpMsgParseOptions& options = {});
  // Same, reporting into `ctx` (its base is set to `data`). `*out` is left
  // as it was on failure.
  [[nodiscard]] static bool parse(const void* data, size_t size, const OpMsgParseOptions& options,
                                  ParseContext& ctx, OpMsg* out);
  // Same, read into this message in place (no copy of the result): for a
  // parser that frames a message it owns, e.g. parse_message.h. On failure
  // this message holds a part of the input: read nothing from it.
  [[nodiscard]] inline bool readFrom(const void* data, size_t size, const OpMsgParseOptions& options,
                                     ParseContext& ctx);

  // The whole message (the bytes given to parse()).
  std::span<const uint8_t> bytes() const noexcept { return bytes_; }
  const MessageHeader& header() const noexcept { return header_; }
  uint32_t flags() const noexcept { return flags_; }
  bool checksumPresent() const noexcept { return (flags_ & kOpMsgChecksumPresent) != 0; }
  bool moreToCome() const noexcept { return (flags_ & kOpMsgMoreToCome) != 0; }
  bool exhaustAllowed() const noexcept { return (flags_ & kOpMsgExhaustAllowed) != 0; }
  // The checksum carried by the message (already verified), if any.
  std::optional<uint32_t> checksum() const noexcept { return checksum_; }
  // The nesting limit every body and sequence document was validated to by
  // parse() (OpMsgParseOptions::validateDocuments), or 0 when only their
  // frames were checked. A generated parse(const OpMsg&) asked to validate
  // (ParseOptions::validate) skips the second walk when this covers its own
  // maxDepth (documentsValidatedTo).
  uint32_t validatedDepth() const noexcept { return validatedDepth_; }

  BsonDocument body() const noexcept { return body_; }
  std::span<const DocumentSequence> sequences() const noexcept { return {sequences_.data(), sequenceCount_}; }
  // The sequence with this identifier, or nullptr.
  const DocumentSequence* sequence(std::string_view identifier) const noexcept;

  // A copy of the body with every document sequence appended as an array
  // field named by its identifier: the command as one document, for a parser
  // that takes only documents. A dotted identifier (a field of a subdocument)
  // is BadValue (2).
  absl::StatusOr<BsonBuffer> bodyWithSequences() const;

 private:
  friend class OpMsgReader;
  // readFrom's general case: OpMsgReader, every check in MongoDB's order.
  [[nodiscard]] bool readFromSlow(const void* data, size_t size, const OpMsgParseOptions& options, ParseContext& ctx);
  std::span<const uint8_t> bytes_;
  MessageHeader header_;
  uint32_t flags_ = 0;
  std::optional<uint32_t> checksum_;
  BsonDocument body_;
  std::array<DocumentSequence, kMaxDocumentSequences> sequences_;
  uint32_t sequenceCount_ = 0;
  uint32_t validatedDepth_ = 0;
};

// Inline, for its fast path: the message of one command (a body section
// filling the message, no checksum) framed without walking its body, the
// reader's checks in one pass: the header's length (the size given, within
// kMaxMessageSizeBytes) and op code, no unknown required flag nor the
// checksum flag, section kind 0, a body of at least 5 bytes that ends with a
// NUL exactly at the end and is within kBsonMaxInternalSize. Without
// sequences there is nothing for the 40433 check to compare. Anything else
// goes to the reader (readFromSlow), which reports it in MongoDB's order.
inline bool OpMsg::readFrom(const void* data, size_t size, const OpMsgParseOptions& options, ParseContext& ctx) {
  constexpr size_t kBodyAt = kMessageHeaderSize + kOpMsgFlagsSize + 1;
  const auto* msg = static_cast<const uint8_t*>(data);
  if (!options.validateDocuments && size >= kBodyAt + BsonWriter::kEmptyDocumentSize &&
      size <= kMaxMessageSizeBytes) [[likely]] {
    const uint32_t flags = loadLE<uint32_t>(msg + kMessageHeaderSize);
    const uint32_t bodySize = loadLE<uint32_t>(msg + kBodyAt);
    if (loadLE<uint32_t>(msg) == size && loadLE<int32_t>(msg + 12) == kOpMsgOpCode &&
        (flags & (kOpMsgRequiredFlagMask & ~kOpMsgMoreToCome)) == 0 && msg[kBodyAt - 1] == kOpMsgBodySection &&
        bodySize == size - kBodyAt && msg[size - 1] == 0 && bodySize <= kBsonMaxInternalSize) [[likely]] {
      ctx.setBase(msg);
      bytes_ = {msg, size};
      header_ = {static_cast<int32_t>(size), loadLE<int32_t>(msg + 4), loadLE<int32_t>(msg + 8), kOpMsgOpCode};
      flags_ = flags;
      checksum_.reset();
      body_ = BsonDocument::fromValidatedBytes(msg + kBodyAt, bodySize);
      sequenceCount_ = 0;
      validatedDepth_ = 0;
      return true;
    }
  }
  return readFromSlow(data, size, options, ctx);
}

// True when parse() already validated every document of `msg` completely at a
// nesting limit no deeper than `maxDepth`: validating again could not fail.
[[gnu::always_inline]] inline bool documentsValidatedTo(const OpMsg& msg, uint32_t maxDepth) noexcept {
  return msg.validatedDepth() != 0 && msg.validatedDepth() <= maxDepth;
}

// The options for the documents of `msg` (checkDocument, parse_options.h):
// `options` without `validate` when OpMsg::parse has already walked every
// document completely (mongod validates a message once, before its parsers).
[[gnu::always_inline]] inline ParseOptions messageDocumentOptions(const OpMsg& msg,
                                                                  const ParseOptions& options) noexcept {
  ParseOptions out = options;
  if (documentsValidatedTo(msg, options.maxDepth)) out.validate = false;
  return out;
}

// Whether every document of `sequence` is valid at every depth within
// `maxDepth`, as OpMsg::parse's validateDocuments would find it (the fast
// walk, without an error: a caller that gets false validates the message
// again for the exact error). For a generated parse validating as it goes,
// which ignores a sequence of a non-strict command (parse_message.h).
[[nodiscard]] bool sequenceValid(const DocumentSequence& sequence, uint32_t maxDepth) noexcept;

// --- sizes of a message, for a writer that reserves once -------------------------
// A body section: its kind byte and the document.
constexpr size_t opMsgBodySectionSize(size_t bodySize) noexcept { return 1 + bodySize; }
// A document sequence section: kind byte, int32 size, identifier and NUL, documents.
constexpr size_t opMsgSequenceSectionSize(std::string_view identifier, size_t documentsSize) noexcept {
  return 1 + sizeof(int32_t) + identifier.size() + 1 + documentsSize;
}
// The header and flags, and the checksum when there is one.
constexpr size_t opMsgFixedSize(bool withChecksum) noexcept {
  return kMessageHeaderSize + kOpMsgFlagsSize + (withChecksum ? kOpMsgChecksumSize : 0);
}
// What a writer refuses before it writes a message (OpMsgWriter users and
// generated toOpMsg()): a body or sequence document over
// kBsonMaxInternalSize, which a receiving server rejects
// (BSONObjectTooLarge, 10334, documentTooLargeText), and a message over
// kMaxMessageSizeBytes, which its transport layer rejects. The message text
// is that of MongoDB's OpMsgBuilder::finish (src/mongo/rpc/op_msg.cpp), with
// the limit a receiver applies: "BSON size limit hit while building Message.
// Size: 48000005 (0x2DC6C05); maxSize: 48000000(45MB)".
absl::Status checkOpMsgSizes(size_t bodySize, size_t largestSequenceDocument, size_t messageSize);

// The sizes of one message a generated command writes (measureOpMsg, then
// writeOpMsg and toOpMsg): its body, each of its N sequence fields' documents
// together, the largest sequence document and the whole message, so that every
// document is measured once, the limits are checked before a byte is written
// and the writer reserves once.
template <size_t N>
class OpMsgSizes {
 public:
  explicit OpMsgSizes(bool withChecksum) noexcept : message_(opMsgFixedSize(withChecksum)) {}

  void setBody(size_t size) noexcept {
    body_ = size;
    message_ += opMsgBodySectionSize(size);
  }
  // Sequence i (a field written as a document sequence): its section, then
  // each of its documents.
  void addSequence(std::string_view identifier) noexcept { message_ += opMsgSequenceSectionSize(identifier, 0); }
  void addDocument(size_t i, size_t size) noexcept {
    sequences_[i] += size;
    message_ += size;
    if (size > largest_) largest_ = size;
  }

  size_t body() const noexcept { return body_; }
  size_t sequence(size_t i) const noexcept { return sequences_[i]; }
  size_t message() const noexcept { return message_; }
  absl::Status check() const { return checkOpMsgSizes(body_, largest_, message_); }

 private:
  size_t body_ = 0;
  std::array<size_t, N> sequences_{};
  size_t largest_ = 0;
  size_t message_;
};

// For generated parse(const OpMsg&) of a command without fields that take
// document sequences: 40472, "The <command> command does not support document
// sequences." (src/mongo/db/commands.cpp, CommandHelpers::uassertNoDocumentSequences).
[[gnu::cold, gnu::noinline]] bool failNoDocumentSequences(ParseContext& ctx, std::string_view command);

// Writes one OP_MSG: sequences and the body in the order they are added (the
// order MongoDB's OpMsgBuilder uses is sequences first, then the body; any
// order is valid), then finish() fills in the length and, on request, the
// checksum. The body and sequence documents can be copied in whole
// (appendBody, appendToSequence) or written in place through writer(), e.g.
// by a generated serializer: `cmd.serialize(w.beginBody())`.
class OpMsgWriter {
 public:
  explicit OpMsgWriter(int32_t requestId = 0, int32_t responseTo = 0, uint32_t flags = 0,
                       size_t initialCapacity = 256);

  // The document sequence `identifier`: begin, append documents, end.
  void beginSequence(std::string_view identifier);
  void appendToSequence(std::span<const uint8_t> document);
  void appendToSequence(const BsonDocument& document) { appendToSequence(document.bytes()); }
  void endSequence();
  // Writes the body's kind byte and returns the writer, positioned where the
  // body document goes: write exactly one document into it.
  BsonWriter& beginBody();
  void appendBody(std::span<const uint8_t> document);
  void appendBody(const BsonDocument& document) { appendBody(document.bytes()); }
  // Direct access for in-place sequence documents (between begin/endSequence).
  BsonWriter& writer() noexcept { return w_; }

  // Completes the message: the length, and with `withChecksum` the
  // checksumPresent flag and the CRC-32C of everything before it.
  BsonBuffer finish(bool withChecksum = false);

 private:
  BsonWriter w_;
  size_t sequenceAt_ = 0;
  bool inSequence_ = false;
};

}  // namespace switchyard
