#include "switchyard/opmsg/op_msg.h"

#include <bitset>
#include <cassert>
#include <cstring>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl_compat.h"
#include "switchyard/bson/validate.h"

namespace switchyard {

using internal::sv;

namespace {

constexpr size_t kInt32Size = 4;

// MongoDB reads OP_MSG through BufReader, whose failures are Overflow (15)
// with the texts of the data-range helpers (src/mongo/base/data_type.cpp,
// data_range_cursor.cpp, data_type_terminated.cpp). Each read starts a fresh
// cursor at the current position, so the offset they print is always 0 and
// "buffer[N]" is the number of bytes left.
std::string shortReadText(size_t wanted, size_t remaining) {
  return absl::StrCat("buffer size too small to read (", wanted, ") bytes out of buffer[", remaining,
                      "] at offset: 0");
}

std::string badAdvanceText(uint32_t advance, size_t remaining) {
  return absl::StrCat("Invalid advance (", advance, ") past end of buffer[", remaining, "] at offset: 0");
}

std::string noTerminatorText(size_t length) {
  // str::escape writes the NUL as \u0000.
  return absl::StrCat("couldn't locate terminal char (\\u0000) in buffer[", length, "] at offset: 0");
}

size_t remainingBytes(const uint8_t* p, const uint8_t* end) { return static_cast<size_t>(end - p); }

}  // namespace

bool sequenceValid(const DocumentSequence& sequence, uint32_t maxDepth) noexcept {
  for (const BsonDocument document : sequence) {
    if (!detail::walksClean(document, maxDepth)) return false;
  }
  return true;
}

absl::StatusOr<MessageHeader> readMessageHeader(std::span<const uint8_t> bytes) {
  if (bytes.size() < kMessageHeaderSize) {
    // The transport layer always reads 16 bytes first; there is no MongoDB text.
    return makeError(ErrorCode::kProtocolError,
                     absl::StrCat("message of ", bytes.size(), " bytes is shorter than its 16-byte header"));
  }
  MessageHeader h;
  h.messageLength = loadLE<int32_t>(bytes.data());
  h.requestId = loadLE<int32_t>(bytes.data() + 4);
  h.responseTo = loadLE<int32_t>(bytes.data() + 8);
  h.opCode = loadLE<int32_t>(bytes.data() + 12);
  // The transport layer reads the length as size_t (a negative int32 is huge).
  const uint64_t length = static_cast<uint64_t>(static_cast<int64_t>(h.messageLength));
  if (length < kMessageHeaderSize || length > kMaxMessageSizeBytes) {
    return makeError(ErrorCode::kProtocolError,
                     absl::StrCat("recv(): message msgLen ", length, " is invalid. Min ", kMessageHeaderSize,
                                  " Max: ", kMaxMessageSizeBytes));
  }
  return h;
}

// Reads one message into an OpMsg, in the order of MongoDB's checks.
class OpMsgReader {
 public:
  OpMsgReader(const uint8_t* msg, size_t size, const OpMsgParseOptions& options, ParseContext& ctx, OpMsg* out)
      : msg_(msg), size_(size), options_(options), ctx_(ctx), out_(*out) {}

  bool run() {
    if (!readHeader() || !readFlags()) return false;
    const size_t checksumSize = out_.checksumPresent() ? kOpMsgChecksumSize : 0;
    if (!readSections(msg_ + kMessageHeaderSize + kOpMsgFlagsSize, msg_ + size_ - checksumSize)) return false;
    if (!haveBody_) return ctx_.fail(ErrorCode::kOpMsgNoBody, "OP_MSG messages must have a body");
    if (!checkBodyDuplicates()) return false;
    if (!out_.checksumPresent() || verifyChecksum()) {
      if (options_.validateDocuments) out_.validatedDepth_ = ctx_.maxDepth();
      return true;
    }
    return false;
  }

 private:
  bool readHeader() {
    // Fast path: a header that passes every check below, read in place
    // (readMessageHeader's StatusOr is for the errors, in their order).
    if (size_ >= kMessageHeaderSize) [[likely]] {
      const MessageHeader h{loadLE<int32_t>(msg_), loadLE<int32_t>(msg_ + 4), loadLE<int32_t>(msg_ + 8),
                            loadLE<int32_t>(msg_ + 12)};
      if (h.messageLength >= static_cast<int32_t>(kMessageHeaderSize) &&
          static_cast<uint64_t>(h.messageLength) <= kMaxMessageSizeBytes &&
          static_cast<uint64_t>(h.messageLength) == size_ && h.opCode == kOpMsgOpCode) [[likely]] {
        out_.header_ = h;
        out_.bytes_ = {msg_, size_};
        return true;
      }
    }
    auto header = readMessageHeader({msg_, size_});
    if (!header.ok()) {
      return ctx_.fail(static_cast<ErrorCode>(errorCode(header.status())), std::string(header.status().message()));
    }
    if (static_cast<uint64_t>(header->messageLength) != size_) {
      return ctx_.fail(ErrorCode::kProtocolError, absl::StrCat("message length ", header->messageLength,
                                                               " in the header does not match the ", size_,
                                                               " bytes given"));
    }
    if (header->opCode != kOpMsgOpCode) {
      return ctx_.fail(ErrorCode::kUnsupportedFormat,
                       absl::StrCat("Received a reply message with unexpected opcode: ", header->opCode));
    }
    out_.header_ = *header;
    out_.bytes_ = {msg_, size_};
    return true;
  }

  bool readFlags() {
    const size_t dataSize = size_ - kMessageHeaderSize;
    if (dataSize < kOpMsgFlagsSize) return ctx_.fail(ErrorCode::kOverflow, shortReadText(kOpMsgFlagsSize, dataSize));
    const uint32_t flags = loadLE<uint32_t>(msg_ + kMessageHeaderSize);
    if ((flags & ~kOpMsgSupportedFlags & kOpMsgRequiredFlagMask) != 0) {
      return ctx_.fail(ErrorCode::kIllegalOpMsgFlag,
                       absl::StrCat("Message contains illegal flags value: Ob", std::bitset<32>(flags).to_string()));
    }
    out_.flags_ = flags;
    if (out_.checksumPresent() && dataSize <= kOpMsgChecksumSize + kOpMsgFlagsSize) {
      return ctx_.fail(ErrorCode::kOpMsgChecksumSize, "Invalid message size for an OpMsg containing a checksum");
    }
    return true;
  }

  bool readSections(const uint8_t* p, const uint8_t* end) {
    while (p != end) {
      const uint8_t kind = *p++;
      bool ok;
      switch (kind) {
        case kOpMsgBodySection:
          ok = readBody(p, end);
          break;
        case kOpMsgDocSequenceSection:
          ok = readSequence(p, end);
          break;
        case kOpMsgSecurityTokenSection:
          // Only with multitenancy support, which a Switchyard server does not have.
          return ctx_.fail(ErrorCode::kUnauthorized, "Unsupported Security Token provided");
        default:
          return ctx_.fail(ErrorCode::kOpMsgUnknownSectionKind,
                           absl::StrCat("Unknown section kind ", static_cast<uint32_t>(kind)));
      }
      if (!ok) return false;
    }
    return true;
  }

  bool readBody(const uint8_t*& p, const uint8_t* end) {
    if (haveBody_) return ctx_.fail(ErrorCode::kOpMsgMultipleBodies, "Multiple body sections in message");
    haveBody_ = true;
    uint32_t size = 0;
    if (!readDocument(p, end, &size)) return false;
    out_.body_ = BsonDocument::fromValidatedBytes(p, size);
    p += size;
    return true;
  }

  bool readSequence(const uint8_t*& p, const uint8_t* end) {
    if (out_.sequenceCount_ >= kMaxDocumentSequences) {
      return ctx_.fail(ErrorCode::kTooManyDocumentSequences, "Too many document sequences in OP_MSG");
    }
    if (remainingBytes(p, end) < kInt32Size) {
      return ctx_.fail(ErrorCode::kOverflow, shortReadText(kInt32Size, remainingBytes(p, end)));
    }
    // The size counts itself; MongoDB subtracts 4 in size_t and skips an
    // unsigned 32-bit count, so a size below 4 wraps to a huge advance.
    const uint32_t advance = loadLE<uint32_t>(p) - static_cast<uint32_t>(kInt32Size);
    p += kInt32Size;
    if (advance > remainingBytes(p, end)) {
      return ctx_.fail(ErrorCode::kOverflow, badAdvanceText(advance, remainingBytes(p, end)));
    }
    const uint8_t* sequenceEnd = p + advance;
    const auto* nul = static_cast<const uint8_t*>(std::memchr(p, 0, advance));
    if (nul == nullptr) return ctx_.fail(ErrorCode::kOverflow, noTerminatorText(advance));
    const std::string_view identifier(reinterpret_cast<const char*>(p), static_cast<size_t>(nul - p));
    if (out_.sequence(identifier) != nullptr) {
      return ctx_.fail(ErrorCode::kOpMsgDuplicateSequence, absl::StrCat("Duplicate document sequence: ", sv(identifier)));
    }
    const uint8_t* documents = nul + 1;
    uint32_t count = 0;
    for (const uint8_t* q = documents; q != sequenceEnd; ++count) {
      uint32_t size = 0;
      if (!readDocument(q, sequenceEnd, &size)) return false;
      q += size;
    }
    out_.sequences_[out_.sequenceCount_++] =
        DocumentSequence(identifier, {documents, static_cast<size_t>(sequenceEnd - documents)}, count);
    p = sequenceEnd;
    return true;
  }

  // One document at p that must end by `end`: its frame always, its elements
  // when the options ask for it. Errors are InvalidBSON with offsets from the
  // start of the message (MongoDB reads each as Validated<BSONObj>).
  bool readDocument(const uint8_t* p, const uint8_t* end, uint32_t* size) {
    const size_t remaining = remainingBytes(p, end);
    if (remaining < BsonWriter::kEmptyDocumentSize) {
      return ctx_.failMalformed(p, absl::StrCat("a document needs at least 5 bytes but only ", remaining,
                                                " remain in the section"));
    }
    const int32_t declared = loadLE<int32_t>(p);
    if (declared < 5) {
      return ctx_.failMalformed(p, absl::StrCat("declared document length ", declared, " is less than 5"));
    }
    if (static_cast<size_t>(declared) > remaining) {
      return ctx_.failMalformed(p, absl::StrCat("declared document length ", declared,
                                                " runs past the end of the section (", remaining,
                                                " bytes remain)"));
    }
    if (p[declared - 1] != 0) return ctx_.failMalformed(p + declared - 1, "document does not end with a NUL byte");
    *size = static_cast<uint32_t>(declared);
    if (options_.validateDocuments && !BsonDocument::fromValidatedBytes(p, *size).validateDeep(ctx_)) return false;
    // Then the size limit: MongoDB loads each section's document as a BSONObj
    // after Validated<BSONObj>'s walk, and BSONObj's init refuses one over
    // BSONObjMaxInternalSize (src/mongo/bson/bsonobj.h, init and isValid;
    // BSONObjectTooLarge with _assertInvalid's text).
    if (*size > kBsonMaxInternalSize) {
      return ctx_.fail(ErrorCode::kBSONObjectTooLarge, documentTooLargeText(declared, kBsonMaxInternalSize));
    }
    return true;
  }

  // MongoDB rejects a sequence whose identifier also names a field of the
  // body, following dotted paths into subdocuments and stopping at an array
  // (dotted_path_support::extractElementAtPathOrArrayAlongPath).
  bool checkBodyDuplicates() {
    for (const DocumentSequence& sequence : out_.sequences()) {
      bool found = false;
      if (!pathInBody(sequence.identifier(), &found)) return false;
      if (found) {
        return ctx_.fail(ErrorCode::kOpMsgDuplicateBodyField,
                         absl::StrCat("Duplicate field between body and document sequence ", sv(sequence.identifier())));
      }
    }
    return true;
  }

  bool pathInBody(std::string_view path, bool* found) {
    BsonDocument doc = out_.body_;
    for (;;) {
      const size_t dot = path.find('.');
      const std::string_view head = path.substr(0, dot);
      BsonCursor cursor = doc.elements();
      BsonElement e;
      bool matched = false;
      while (cursor.next(e, ctx_)) {
        if (e.name() == head) {
          matched = true;
          break;
        }
      }
      if (ctx_.failed()) return false;
      if (!matched) return true;
      if (dot == std::string_view::npos || e.type() == BsonType::kArray) {
        *found = true;
        return true;
      }
      if (e.type() != BsonType::kObject) return true;
      doc = e.asDocument();
      path = path.substr(dot + 1);
    }
  }

  bool verifyChecksum() {
    const uint32_t stored = loadLE<uint32_t>(msg_ + size_ - kOpMsgChecksumSize);
    if (stored != crc32c({msg_, size_ - kOpMsgChecksumSize})) {
      return ctx_.fail(ErrorCode::kChecksumMismatch, "OP_MSG checksum does not match contents");
    }
    out_.checksum_ = stored;
    return true;
  }

  const uint8_t* msg_;
  size_t size_;
  const OpMsgParseOptions& options_;
  ParseContext& ctx_;
  OpMsg& out_;
  bool haveBody_ = false;
};

bool OpMsg::parse(const void* data, size_t size, const OpMsgParseOptions& options, ParseContext& ctx, OpMsg* out) {
  const auto* msg = static_cast<const uint8_t*>(data);
  ctx.setBase(msg);
  OpMsg result;
  if (!OpMsgReader(msg, size, options, ctx, &result).run()) return false;
  *out = result;
  return true;
}

bool OpMsg::readFromSlow(const void* data, size_t size, const OpMsgParseOptions& options, ParseContext& ctx) {
  const auto* msg = static_cast<const uint8_t*>(data);
  ctx.setBase(msg);
  // What the reader reads before it writes (the rest it writes first).
  flags_ = 0;
  checksum_.reset();
  sequenceCount_ = 0;
  validatedDepth_ = 0;
  return OpMsgReader(msg, size, options, ctx, this).run();
}

absl::StatusOr<OpMsg> OpMsg::parse(const void* data, size_t size, const OpMsgParseOptions& options) {
  // Read into the result in place: no OpMsg is copied on the way out; a
  // message of one body section without validation takes readFrom's fast path.
  ParseContext ctx(static_cast<const uint8_t*>(data));
  absl::StatusOr<OpMsg> out(absl::in_place);
  if (!out->readFrom(data, size, options, ctx)) [[unlikely]] out = ctx.takeStatus();
  return out;
}

const DocumentSequence* OpMsg::sequence(std::string_view identifier) const noexcept {
  for (uint32_t i = 0; i < sequenceCount_; ++i) {
    if (sequences_[i].identifier() == identifier) return &sequences_[i];
  }
  return nullptr;
}

absl::StatusOr<BsonBuffer> OpMsg::bodyWithSequences() const {
  size_t size = body_.size();
  for (const DocumentSequence& s : sequences()) {
    if (s.identifier().find('.') != std::string_view::npos) {
      return makeError(ErrorCode::kBadValue, absl::StrCat("document sequence '", sv(s.identifier()),
                                                          "' names a field of a subdocument"));
    }
    size += BsonWriter::elementSize(s.identifier().size(), BsonWriter::kEmptyDocumentSize);
    uint32_t i = 0;
    for (BsonDocument d : s) size += BsonWriter::elementSize(BsonWriter::indexNameSize(i++), d.size());
  }
  BsonWriter w(size);
  const size_t at = w.beginDocument();
  w.appendRaw(body_.bytes().subspan(4, body_.size() - 5));  // the body's elements
  for (const DocumentSequence& s : sequences()) {
    const size_t array = w.beginArray(s.identifier());
    uint32_t i = 0;
    for (BsonDocument d : s) w.appendDocument(ArrayIndexName(i++), d);
    w.endArray(array);
  }
  w.endDocument(at);
  return w.finish();
}

// --- writer -------------------------------------------------------------------

namespace {
constexpr size_t kLengthAt = 0;
constexpr size_t kFlagsAt = kMessageHeaderSize;
}  // namespace

absl::Status checkOpMsgSizes(size_t bodySize, size_t largestSequenceDocument, size_t messageSize) {
  if (absl::Status status = checkDocumentSize(bodySize, kBsonMaxInternalSize); !status.ok()) return status;
  if (absl::Status status = checkDocumentSize(largestSequenceDocument, kBsonMaxInternalSize); !status.ok()) {
    return status;
  }
  if (messageSize > kMaxMessageSizeBytes) {
    return makeError(ErrorCode::kBSONObjectTooLarge,
                     absl::StrFormat("BSON size limit hit while building Message. Size: %d (0x%X); maxSize: %d(%dMB)",
                                     messageSize, messageSize, kMaxMessageSizeBytes,
                                     kMaxMessageSizeBytes / (1024 * 1024)));
  }
  return absl::OkStatus();
}

bool failNoDocumentSequences(ParseContext& ctx, std::string_view command) {
  return ctx.fail(ErrorCode::kNoDocumentSequences,
                  absl::StrCat("The ", sv(command), " command does not support document sequences."));
}

OpMsgWriter::OpMsgWriter(int32_t requestId, int32_t responseTo, uint32_t flags, size_t initialCapacity)
    : w_(initialCapacity) {
  w_.appendRawUint32(0);  // the length, filled in by finish()
  w_.appendRawUint32(static_cast<uint32_t>(requestId));
  w_.appendRawUint32(static_cast<uint32_t>(responseTo));
  w_.appendRawUint32(static_cast<uint32_t>(kOpMsgOpCode));
  w_.appendRawUint32(flags);
}

void OpMsgWriter::beginSequence(std::string_view identifier) {
  assert(!inSequence_ && identifier.find('\0') == std::string_view::npos);
  w_.appendRawByte(kOpMsgDocSequenceSection);
  sequenceAt_ = w_.size();
  w_.appendRawUint32(0);  // the size, filled in by endSequence()
  w_.appendRaw({reinterpret_cast<const uint8_t*>(identifier.data()), identifier.size()});
  w_.appendRawByte(0);
  inSequence_ = true;
}

void OpMsgWriter::appendToSequence(std::span<const uint8_t> document) {
  assert(inSequence_);
  w_.appendRaw(document);
}

void OpMsgWriter::endSequence() {
  assert(inSequence_);
  w_.patchUint32(sequenceAt_, static_cast<uint32_t>(w_.size() - sequenceAt_));
  inSequence_ = false;
}

BsonWriter& OpMsgWriter::beginBody() {
  assert(!inSequence_);
  w_.appendRawByte(kOpMsgBodySection);
  return w_;
}

void OpMsgWriter::appendBody(std::span<const uint8_t> document) { beginBody().appendRaw(document); }

BsonBuffer OpMsgWriter::finish(bool withChecksum) {
  assert(!inSequence_);
  uint32_t flags = w_.readUint32(kFlagsAt);
  if (withChecksum) flags |= kOpMsgChecksumPresent;
  w_.patchUint32(kFlagsAt, flags);
  if ((flags & kOpMsgChecksumPresent) != 0) {
    // Everything before the checksum, the final length included, is covered.
    w_.patchUint32(kLengthAt, static_cast<uint32_t>(w_.size() + kOpMsgChecksumSize));
    const uint32_t crc = crc32c({w_.data(), w_.size()});
    w_.appendRawUint32(crc);
  } else {
    w_.patchUint32(kLengthAt, static_cast<uint32_t>(w_.size()));
  }
  return w_.finish();
}

}  // namespace switchyard
