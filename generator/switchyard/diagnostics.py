"""Diagnostics: what the compiler reports about a spec.

Every diagnostic has a stable ID (`ID0007`); `docs/idl.md` lists them all.
Passes never raise on bad input: they append to a `DiagnosticSink` and carry
on, so one run reports every problem it can find. Printing is compiler-style,
`path:line:col: error [ID0007]: message`, so editors can jump to it.
"""

from __future__ import annotations

import enum
import os
import re
import traceback
from dataclasses import dataclass
from typing import Iterable, List, Optional

from .model import Location


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


class DiagnosticId(enum.Enum):
    """The catalogue of diagnostics. The value is the printed ID; the names say
    what went wrong. Never renumber: tests, docs and users rely on the IDs."""

    # Reading and parsing (spec_source.py, parser.py)
    FILE_UNREADABLE = "ID0001"          # a spec file cannot be read (missing, directory, not UTF-8)
    MALFORMED_YAML = "ID0002"           # YAML syntax error, or more than one document
    DUPLICATE_KEY = "ID0003"            # a mapping repeats a key
    UNKNOWN_KEY = "ID0004"              # a key the language does not define here
    WRONG_NODE_KIND = "ID0005"          # a list where a mapping is expected, ...
    WRONG_SCALAR_TYPE = "ID0006"        # a bool where a string is expected, a string where a number is ...
    MISSING_KEY = "ID0007"              # a required key is absent (a field's `type`, a type's `cpp_type`, ...)
    SPEC_TOO_LARGE = "ID0008"           # a spec file over the size limit, or aliases expanding it far beyond its size
    NESTING_TOO_DEEP = "ID0009"         # YAML nested over spec_source.MAX_NESTING, imports or chained structs too deep
    # Binding (binder.py)
    IMPORT_NOT_FOUND = "ID0010"         # no file for an import (importer's directory, each -I dir, the shipped specs)
    DUPLICATE_DEFINITION = "ID0011"     # one name defined twice (types, enums, structs, commands share one namespace)
    UNKNOWN_TYPE = "ID0012"             # a type name that is not defined (or not visible through imports)
    MALFORMED_TYPE_EXPRESSION = "ID0013"  # `array<`, `array<>`, spaces inside names, ...
    DUPLICATE_FIELD = "ID0014"          # two fields of one struct/command share a name
    DUPLICATE_CPP_NAME = "ID0015"       # two fields, or two C++ types of one namespace, share a C++ name
    INVALID_CPP_NAME = "ID0016"         # not a C++ identifier (or qualified name), a keyword, or reserved
    OPTIONAL_WITH_DEFAULT = "ID0017"    # `optional: true` together with `default`
    LIKELIHOOD_OUT_OF_RANGE = "ID0018"  # likelihood not in [0, 1]
    BAD_DISPATCH = "ID0019"             # dispatch not one of chain | trie | hash | auto
    BAD_NAMESPACE = "ID0020"            # namespace not one of the four kinds
    NAMESPACE_TYPE_MISMATCH = "ID0021"  # `type` without `namespace: type`, or `namespace: type` without `type`
    VALIDATOR_ON_NON_NUMERIC = "ID0022"  # gt/gte/lt/lte on a type that is not a number
    CONTRADICTORY_VALIDATOR = "ID0023"  # bounds no value satisfies (gte: 5, lt: 5), or an empty validator
    DUPLICATE_ENUM_VALUE = "ID0024"     # two enumerators with the same wire value
    ENUM_VALUE_WRONG_KIND = "ID0025"    # a string value in an int enum and vice versa
    BAD_ENUM_TYPE = "ID0026"            # enum `type` not string | int
    EMPTY_ENUM = "ID0027"               # an enum without values
    BAD_CHAINED_STRUCT = "ID0028"       # chained struct not found, or not a struct
    CHAINED_STRUCT_CYCLE = "ID0029"     # a struct chains itself, directly or not
    BAD_REPLY_TYPE = "ID0030"           # reply_type is not a struct
    UNKNOWN_BSON_TYPE = "ID0031"        # a bson_serialization_type name BSON does not have
    NEEDS_SERIALIZER = "ID0032"         # (bson types, cpp_type) not built in, and no deserializer + serializer
    BAD_BSON_TYPE_LIST = "ID0033"       # empty list, repeated name, or `any` mixed with other names
    BAD_BINDATA_SUBTYPE = "ID0034"      # unknown subtype, or a subtype on a non-bindata type
    DEFAULT_NOT_SUPPORTED = "ID0035"    # `default` on a struct, array or ignored field
    CONFLICTING_FIELD_OPTIONS = "ID0036"  # ignore with validator, always_serialize on a required field, ...
    BAD_NAME = "ID0037"                 # a type/enum/struct/command name that is not an identifier, an empty field name, ...
    BAD_LIKELIHOOD_OVERLAY = "ID0038"   # a likelihood overlay names an unknown struct or field, or is malformed
    DUPLICATE_COMMAND_NAME = "ID0039"   # two commands answer to the same command_name/command_alias
    RECURSIVE_STRUCT = "ID0040"         # a struct contains itself other than through an array
    OUTPUT_COLLISION = "ID0041"         # two specs of one `generate` run would write the same output file
    BAD_TYPE_MAP = "ID0042"             # a --type-map file (MongoDB's dialect) is malformed
    BAD_VARIANT = "ID0043"              # variant alternatives a BSON type (or a struct's first field) cannot tell apart
    BAD_CHOICE = "ID0044"               # a value not among a key's choices (stability, is_generic_cmd_list)
    DEFAULT_MISMATCH = "ID0046"         # a default that does not fit its field's type, range or validator
    # ID0045 (`generate` refusing variant types) is retired: variants are generated.
    # Protobuf (binder.py, docs/protobuf.md)
    BAD_PROTO_TAG = "ID0060"            # a tag that is not an integer in 1..2^29-1 outside 19000..19999
    DUPLICATE_PROTO_TAG = "ID0061"      # two fields of one protobuf struct share a tag
    MISSING_PROTO_TAG = "ID0062"        # a field of a `protobuf: true` struct has no tag
    PROTO_UNREPRESENTABLE = "ID0063"    # a type protobuf cannot carry (array<array<T>>, a struct without protobuf)
    BAD_WIRE_ENCODING = "ID0064"        # an unknown wire_encoding, one the type cannot use, or `packed` misplaced
    # Warnings
    REPEATED_IMPORT = "ID0050"          # the same import listed twice in one file
    HASH_SEED_NOT_FOUND = "ID0051"      # no hash seed separates a struct's names: trie used instead
    UNMAPPED_TYPE = "ID0052"            # a MongoDB type without a Switchyard mapping: read as a view of its BSON type
    DEFAULT_DROPPED = "ID0053"          # a MongoDB default expression Switchyard cannot use: the field is optional
    GENERIC_ARGUMENTS_NOT_FOUND = "ID0054"  # MongoDB's generic_argument.idl is not in the include directories
    NOT_GENERATED = "ID0055"            # a MongoDB key accepted but not generated (chained_types)
    # The compiler itself
    INTERNAL_ERROR = "ID0099"           # a bug in Switchyard: please report it with the spec


@dataclass(frozen=True)
class Diagnostic:
    location: Location
    severity: Severity
    id: DiagnosticId
    message: str

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def __str__(self) -> str:
        return f"{self.location}: {self.severity.value} [{self.id.value}]: {self.message}"


_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f]")


def _escape(match: "re.Match[str]") -> str:
    return f"\\x{ord(match.group(0)):02x}"


class DiagnosticSink:
    """Collects diagnostics in the order they are found (which is
    deterministic: files, then declaration order)."""

    def __init__(self) -> None:
        self._items: List[Diagnostic] = []
        self._seen: set = set()

    def error(self, location: Location, diag_id: DiagnosticId, message: str) -> None:
        self._add(Diagnostic(location, Severity.ERROR, diag_id, message))

    def warning(self, location: Location, diag_id: DiagnosticId, message: str) -> None:
        self._add(Diagnostic(location, Severity.WARNING, diag_id, message))

    def note(self, location: Location, diag_id: DiagnosticId, message: str) -> None:
        self._add(Diagnostic(location, Severity.NOTE, diag_id, message))

    def _add(self, diagnostic: Diagnostic) -> None:
        if _UNPRINTABLE.search(diagnostic.message):
            diagnostic = Diagnostic(diagnostic.location, diagnostic.severity, diagnostic.id,
                                    _UNPRINTABLE.sub(_escape, diagnostic.message))
        # A file reached twice (e.g. imported by two specs) reports once.
        if diagnostic in self._seen:
            return
        self._seen.add(diagnostic)
        self._items.append(diagnostic)

    def internal_error(self, location: Location, error: BaseException, doing: str = "") -> None:
        """A bug in Switchyard (an exception no pass expected), as ID0099."""
        self._add(internal_error(location, error, doing))

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        for d in diagnostics:
            self._add(d)

    @property
    def diagnostics(self) -> List[Diagnostic]:
        return list(self._items)

    @property
    def has_errors(self) -> bool:
        return any(d.is_error for d in self._items)

    def error_count(self) -> int:
        return sum(1 for d in self._items if d.is_error)


def internal_error(location: Location, error: BaseException, doing: str = "") -> Diagnostic:
    """The one form of an internal error (ID0099), whichever stage failed
    (`doing`: e.g. "generating C++"): the exception, where in Switchyard it
    was raised, and a request to report it. Never a traceback."""
    frame = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    at = f" (at {os.path.basename(frame.filename)}:{frame.lineno})" if frame else ""
    stage = f" while {doing}" if doing else ""
    return Diagnostic(location, Severity.ERROR, DiagnosticId.INTERNAL_ERROR,
                      f"internal compiler error{stage}: {type(error).__name__}: {error}{at}; "
                      f"please report this with the spec")


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    return any(d.is_error for d in diagnostics)


def format_diagnostics(diagnostics: Iterable[Diagnostic]) -> str:
    return "".join(f"{d}\n" for d in diagnostics)


def by_id(diag_id: str) -> Optional[DiagnosticId]:
    for d in DiagnosticId:
        if d.value == diag_id:
            return d
    return None
