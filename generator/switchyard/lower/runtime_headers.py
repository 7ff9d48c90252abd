"""Which runtime headers a spec's generated files include.

The runtime is laid out by subsystem (runtime/include/switchyard/<subsystem>/,
docs/design.md "The runtime"); generated code includes the headers of what it
uses instead of the umbrella `switchyard/switchyard.h`, so a consumer's
translation unit that includes a generated header parses only those (no
OP_MSG for a file without commands, no protobuf for a spec without
`protobuf: true`, no Extended JSON, name hashing or coercion outside the .cpp).
"""

from typing import Tuple

from .. import model
from . import kinds
from .cpp_types import leaves

VERSION_HEADER = "switchyard/base/version.h"

# What every generated header with a class uses: presence Slots, the parse
# context and options, document views, the writers, Owned<T>, and the helpers
# its inline accessors, parsers (the per-type framing checks of `parseInOrder`)
# and writers call.
_HEADER_CORE = (
    "switchyard/base/internal/slot.h",
    "switchyard/base/parse_context.h",
    "switchyard/bson/document.h",
    "switchyard/bson/internal/generated_support.h",
    "switchyard/bson/internal/values.h",
    "switchyard/bson/limits.h",
    "switchyard/bson/parse_options.h",
    "switchyard/writer/bson_writer.h",
    "switchyard/writer/owned.h",
    "switchyard/writer/serializer.h",
    "switchyard/writer/span_writer.h",
)
_HEADER_OPMSG = ("switchyard/opmsg/op_msg.h",)
_HEADER_OWNED_DOCUMENT = ("switchyard/bson/owned_document.h",)
_HEADER_PROTO = ("switchyard/proto/reader.h",)

# What only the .cpp of such a header uses: the name hash of the dispatch, the
# safe-integer coercions, the entry points' shared parts, toString()'s Extended
# JSON, and for protobuf the writer and BSON values carried in `bytes` fields.
_SOURCE_CORE = (
    VERSION_HEADER,
    "switchyard/base/internal/name_hash.h",
    "switchyard/base/internal/parse_entry.h",
    "switchyard/bson/internal/coerce.h",
    "switchyard/json/extended_json.h",
)
_SOURCE_PROTO = ("switchyard/proto/internal/embedded.h", "switchyard/proto/writer.h")
# A command's parse(const OpMsg&) validating in the same pass.
_SOURCE_OPMSG = ("switchyard/opmsg/parse_message.h",)


def _has_classes(spec: model.Spec) -> bool:
    return bool(spec.structs or spec.generic_class is not None)


def _holds(t: model.FieldType, kind: model.ValueKind) -> bool:
    """A field type holds values of `kind` (itself, in an array or a variant)."""
    return any(kinds.basic_kind(leaf) is kind for leaf in leaves(t))


def _uses_kind(spec: model.Spec, kind: model.ValueKind) -> bool:
    classes = list(spec.structs) + ([spec.generic_class] if spec.generic_class is not None else [])
    return any(_holds(f.type, kind) for s in classes for f in s.fields)


def header_includes(spec: model.Spec) -> Tuple[str, ...]:
    """The runtime headers `<stem>_gen.h` includes (none without a class)."""
    if not _has_classes(spec):
        return ()
    found = list(_HEADER_CORE)
    if any(s.command for s in spec.structs):
        found += _HEADER_OPMSG
    if any(s.protobuf for s in spec.structs):
        found += _HEADER_PROTO
    if _uses_kind(spec, model.ValueKind.OBJECT_OWNED):
        found += _HEADER_OWNED_DOCUMENT
    return tuple(sorted(found))


def source_includes(spec: model.Spec) -> Tuple[str, ...]:
    """The runtime headers `<stem>_gen.cpp` includes beyond its own header
    (only the version check without a class)."""
    if not _has_classes(spec):
        return (VERSION_HEADER,)
    found = list(_SOURCE_CORE)
    if any(s.protobuf for s in spec.structs):
        found += _SOURCE_PROTO
    if any(s.command for s in spec.structs):
        found += _SOURCE_OPMSG
    return tuple(sorted(found))
