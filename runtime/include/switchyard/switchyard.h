// The Switchyard runtime, every public header: what a user's program includes
// when it does not pick headers by subsystem. Generated code includes only the
// headers it uses (docs/design.md, "The runtime"):
//
//   base/   errors and codes, the parse context, the runtime's version
//   bson/   reading BSON: documents and cursors, types, deep validation,
//           limits, parse options, owned documents
//   writer/ writing BSON: BsonWriter, the span writer, serializer entry points,
//           Owned<T>
//   opmsg/  OP_MSG messages and command sets
//   proto/  protobuf reading and writing
//   json/   Extended JSON
//
// Each folder's internal/ holds what generated code and the runtime use and a
// user should not include: it may change in any release.
#pragma once

#include "switchyard/base/error.h"
#include "switchyard/base/parse_context.h"
#include "switchyard/base/version.h"
#include "switchyard/bson/document.h"
#include "switchyard/bson/limits.h"
#include "switchyard/bson/owned_document.h"
#include "switchyard/bson/parse_options.h"
#include "switchyard/bson/type.h"
#include "switchyard/bson/validate.h"
#include "switchyard/json/extended_json.h"
#include "switchyard/opmsg/command_set.h"
#include "switchyard/opmsg/op_msg.h"
#include "switchyard/opmsg/parse_message.h"
#include "switchyard/proto/reader.h"
#include "switchyard/proto/writer.h"
#include "switchyard/writer/bson_writer.h"
#include "switchyard/writer/owned.h"
#include "switchyard/writer/serializer.h"
#include "switchyard/writer/span_writer.h"
