// The one header generated code includes: the Switchyard runtime.
#pragma once

#include "switchyard/bson_document.h"
#include "switchyard/bson_type.h"
#include "switchyard/bson_values.h"
#include "switchyard/bson_writer.h"
#include "switchyard/bytes.h"
#include "switchyard/coerce.h"
#include "switchyard/error.h"
#include "switchyard/generated_support.h"
#include "switchyard/name_hash.h"
#include "switchyard/owned.h"
#include "switchyard/parse_context.h"
#include "switchyard/proto_embedded.h"
#include "switchyard/proto_reader.h"
#include "switchyard/proto_writer.h"
#include "switchyard/version.h"
