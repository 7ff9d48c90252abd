// Error codes. Every error the runtime or generated code reports is an
// absl::Status whose message is MongoDB's text and which carries MongoDB's
// numeric code as a payload, so programs can branch on the code without
// parsing the text: `switchyard::errorCode(status) == ErrorCode::kTypeMismatch`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace switchyard {

// MongoDB's numeric error codes for the errors parsing and serializing can
// produce (src/mongo/base/error_codes.yml).
enum class ErrorCode : int32_t {
  kOk = 0,
  kBadValue = 2,          // invalid enum value, bad namespace value
  kUnsupportedFormat = 12,  // a message whose op code is not OP_MSG
  kUnauthorized = 13,       // an OP_MSG security token section
  kTypeMismatch = 14,     // wrong BSON type for a field
  kOverflow = 15,         // coercion out of range; nesting too deep; OP_MSG framing; no room to serialize
  kProtocolError = 17,    // a message length out of bounds
  kInvalidBSON = 22,      // malformed bytes
  kCommandNotFound = 59,  // CommandSet: the first element names no known command
  kInvalidNamespace = 73,
  kBSONObjectTooLarge = 10334,  // a document over its size limit (ParseOptions, serializers)
  kIllegalOpMsgFlag = 223,
  kTooManyDocumentSequences = 233,
  kChecksumMismatch = 288,
  // OP_MSG's numbered assertions (src/mongo/rpc/op_msg.cpp).
  kOpMsgMultipleBodies = 40430,
  kOpMsgDuplicateSequence = 40431,
  kOpMsgUnknownSectionKind = 40432,
  kOpMsgDuplicateBodyField = 40433,
  kOpMsgNoBody = 40587,
  kOpMsgChecksumSize = 51252,
  // A document sequence sent to a command that takes none (src/mongo/db/commands.cpp,
  // CommandHelpers::uassertNoDocumentSequences).
  kNoDocumentSequences = 40472,
  kDuplicateField = 40413,
  kMissingField = 40414,
  kUnknownField = 40415,
  kArrayIndexNotNumber = 40422,
  kArrayIndexOutOfOrder = 40423,
  kValidatorFailed = 51024,
};

// The payload type URL under which the numeric code is stored.
inline constexpr char kErrorCodePayloadUrl[] = "switchyard/code";
// For malformed bytes: the byte offset (from the start of the outermost
// document) at which the problem was found.
inline constexpr char kErrorOffsetPayloadUrl[] = "switchyard/offset";

// For errors about a field: the field's full dotted path ("find.limit"),
// never elided (the message may elide long names; see kMaxQuotedNameBytes).
inline constexpr char kErrorPathPayloadUrl[] = "switchyard/path";

// Error messages are bounded, as MongoDB bounds what it logs: a log line over
// its maxLogSizeKB (default 10) keeps its beginning and end and drops the
// middle. Here every name or value quoted from the input keeps at most
// kMaxQuotedNameBytes (the first and last halves around "..."), and a whole
// message at most kMaxErrorMessageBytes the same way, so a 10 MB field name
// gives a message of a few hundred bytes; errorPath() has the full name.
inline constexpr size_t kMaxQuotedNameBytes = 256;
inline constexpr size_t kMaxErrorMessageBytes = 10 * 1024;

// `text` itself when it has at most `maxBytes` bytes; otherwise its first and
// last bytes around "...", `maxBytes` bytes in all, cut at UTF-8 character
// boundaries.
std::string elideMiddle(std::string_view text, size_t maxBytes);

// Makes an error status with MongoDB's code attached (the message elided to
// kMaxErrorMessageBytes).
absl::Status makeError(ErrorCode code, std::string_view message);
absl::Status makeMalformedError(uint64_t offset, std::string_view message);

// MongoDB's code of a status made by this library: 0 for an OK status, -1 for
// an error status that carries no code (one not made here).
int32_t errorCode(const absl::Status& status);
// So that the documented `errorCode(status) == ErrorCode::kTypeMismatch` compiles
// (C++20 also rewrites `ErrorCode::k... == errorCode(status)` and `!=` to this).
constexpr bool operator==(int32_t code, ErrorCode expected) {
  return code == static_cast<int32_t>(expected);
}
// The byte offset recorded for a malformed-bytes error, if any.
std::optional<uint64_t> errorOffset(const absl::Status& status);
// The full path of the field an error is about (type mismatch, duplicate,
// missing, unknown, validator, enum, coercion, array index), if any.
std::optional<std::string> errorPath(const absl::Status& status);

}  // namespace switchyard
