"""The binder's rules for MongoDB's IDL keys (docs/idl.md, "MongoDB's dialect").

A part of the binder: the methods that read MongoDB's keys (variants,
stability, generic lists marked on structs, MongoDB's defaults) against the
scope and the type resolution it is handed (the implicit generic arguments
are loaded by bind/loading.py). The dialect's data (type map, naming rule, defaults) lives in
mongodb_dialect.py; this module only binds.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Dict, List, Optional, Tuple

from .. import model, mongodb_dialect, syntax
from ..diagnostics import DiagnosticId
from ..lower import kinds
from ..model import Location
from .common import DOCUMENT_KINDS, NUMERIC_KINDS, BindState, FileContext, LoadedFile
from .defaults import default_problem, literal_kind
from .names import cpp_qualified_name_problem

ANY_BSON_TYPE = model.ANY_BSON_TYPE


class DialectBinding:
    """MongoDB's keys, bound against the scope and the type resolution."""

    def __init__(self, state: BindState, scopes: "Scopes") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.scopes = scopes
        # Set by binder.Workspace once it exists: a variant's alternatives are type expressions.
        self.types = None  # type: Optional[TypeBinding]

    def warn_not_generated(self, loaded: LoadedFile) -> None:
        for sd in loaded.syntax.structs + loaded.syntax.commands:
            for ct in sd.chained_types:
                self.sink.warning(ct.struct_name.location, DiagnosticId.NOT_GENERATED,
                                  f"chained type '{ct.struct_name.value}' of '{sd.name.value}' is accepted but not "
                                  f"generated: Switchyard has no hand-written parsers to chain; list its fields "
                                  f"in a chained struct instead")

    def field_type(self, fd: syntax.FieldDef, ctx: "FileContext", what: str,
                    mongodb: bool) -> Optional[model.FieldType]:
        if fd.variant:
            return self.resolve_variant(fd.variant, ctx, what)
        if mongodb and (fd.ignore and fd.ignore.value or fd.type is None and not fd.has_type_key):
            # MongoDB resolves no type for an ignored field (`type: any` in
            # write_concern_options.idl), nor for a generic list entry that
            # only names an argument: any element, skipped or kept as a view.
            spelled = fd.type.value if fd.type is not None else "any"
            return model.FieldType("basic", basic=model.BasicType(
                name=spelled, kind=model.ValueKind.ANY, bson_types=(ANY_BSON_TYPE,),
                cpp_type="switchyard::BsonElement", is_view=True, deserializer=None, serializer=None,
                description="", location=fd.name.location))
        return self.types.resolve_type(fd.type, ctx, what) if fd.type is not None else None

    def as_switchyard_field(self, fd: syntax.FieldDef, ftype: model.FieldType, what: str,
                             ctx: "FileContext") -> syntax.FieldDef:
        """A MongoDB field with MongoDB's meanings made Switchyard's: its
        default (its own or its type's) translated, numeric bounds on a type
        that is not a number dropped with a warning."""
        changes = {}
        type_map = self.state.type_map()
        optional = bool(fd.optional and fd.optional.value)
        ignore = bool(fd.ignore and fd.ignore.value)
        if fd.default is not None and not fd.default.value.strip():
            # MongoDB's generator tests `if field.default:`: an empty default
            # (`default: ''`) is no default (user_management_commands.idl).
            fd = replace(fd, default=None)
        if fd.default is not None and not optional and not ignore:
            self._mongodb_default(fd, ftype, what, changes, ctx)
        elif fd.default is None and not optional and not ignore and ftype.category == "basic":
            if ftype.basic.optional_by_type:
                changes["optional"] = syntax.Flag(True, fd.name.location)
            elif ftype.basic.default is not None:
                changes["default"] = syntax.Text(ftype.basic.default, fd.name.location)
        vd = fd.validator
        numeric = kinds.basic_kind(ftype) in NUMERIC_KINDS
        if vd is not None and not numeric and any(getattr(vd, k) is not None for k in ("gt", "gte", "lt", "lte")):
            first = next(getattr(vd, k) for k in ("gt", "gte", "lt", "lte") if getattr(vd, k) is not None)
            self.sink.warning(first.location, DiagnosticId.UNMAPPED_TYPE,
                              f"{what} has type '{ftype.idl_name}', which Switchyard does not read as a number, so "
                              f"its validator bounds are not checked; map the type to a numeric kind with a "
                              f"--type-map file")
            changes["validator"] = replace(vd, gt=None, gte=None, lt=None, lte=None) if vd.callback else None
        return replace(fd, **changes) if changes else fd

    def _mongodb_default(self, fd: syntax.FieldDef, ftype: model.FieldType, what: str, changes: dict,
                         ctx: "FileContext") -> None:
        """A MongoDB field default made Switchyard's (mongodb_dialect.translate_default),
        into `changes`. A literal of the wrong kind is an error (ID0046), as
        MongoDB's C++ compiler refuses it (`bool _flag{7}` narrows), but for
        true/false on a string, which MongoDB's C++ takes as a one-character
        string (hello.idl's `hostInfo`) and which is dropped with ID0053."""
        type_map = self.state.type_map()
        text = fd.default.value.strip()
        resolve = self._enum_resolver(fd, ctx)
        cpp_type = self._mongodb_cpp_type(ftype, ctx)
        kind = kinds.basic_kind(ftype)
        literal = literal_kind(text)
        if literal in ("number", "bool", "string") and kind not in (None, model.ValueKind.ANY) \
                and not (literal == "bool" and kind is model.ValueKind.STRING) \
                and mongodb_dialect.translate_default(text, ftype, type_map, resolve, cpp_type)[0] is None:
            problem = default_problem(text, ftype)
            if problem is not None:
                self.sink.error(fd.default.location, DiagnosticId.DEFAULT_MISMATCH,
                                f"the default '{text}' of {what} {problem}")
                changes["default"] = None
                return
        default, make_optional = mongodb_dialect.translate_default(text, ftype, type_map, resolve, cpp_type)
        if not mongodb_dialect.is_known_default(text, ftype, type_map, resolve, cpp_type):
            self.sink.warning(fd.default.location, DiagnosticId.DEFAULT_DROPPED,
                              mongodb_dialect.dropped_default_message(text, ftype, what))
        changes["default"] = syntax.Text(default, fd.default.location) if default is not None else None
        if make_optional:
            changes["optional"] = syntax.Flag(True, fd.default.location)

    def _mongodb_cpp_type(self, ftype: model.FieldType, ctx: "FileContext") -> Optional[str]:
        """MongoDB's C++ type of a field's type: its `types:` entry's cpp_type,
        a struct's C++ name (what `T()` default-constructs)."""
        if ftype.category == "struct":
            return ftype.struct_name
        if ftype.category != "basic" or not ftype.basic.mongodb_name:
            return None
        d = self.scopes.lookup(ftype.basic.mongodb_name, ctx.scope)
        if d is None or d.kind != "type" or getattr(d.node, "cpp_type", None) is None:
            return None
        return d.node.cpp_type.value

    def _enum_resolver(self, fd: syntax.FieldDef, ctx: "FileContext"):
        """Enum name -> the bound enum, as the field's file sees it (for
        `static_cast<int>(Enum::kValue)` defaults); None when not an enum."""

        def resolve(name: str) -> Optional[model.EnumType]:
            d = self.scopes.lookup(name, ctx.scope)
            if d is None or d.kind != "enum":
                return None
            t = self.types.resolve_type(syntax.Text(name, fd.default.location), ctx, "an enum of a default")
            return t.enum if t is not None and t.category == "enum" else None
        return resolve

    def mongodb_type(self, td: syntax.TypeDef, bson_types: List[str],
                      subtype: Optional[str]) -> Optional[model.BasicType]:
        """A MongoDB `types:` entry, mapped through the type map."""
        if td.cpp_type is None or not bson_types:
            return None
        return mongodb_dialect.map_type(mongodb_dialect.MongoType(
            name=td.name.value, bson_types=tuple(bson_types), bindata_subtype=subtype,
            cpp_type=td.cpp_type.value.strip(), deserializer=td.deserializer.value if td.deserializer else None,
            default=td.default.value if td.default else None,
            serializer=td.serializer.value if td.serializer else None,
            serialize_nonempty=bool(td.serialize_nonempty and td.serialize_nonempty.value),
            description=td.description.value if td.description else "", location=td.location),
            self.state.type_map(), self.sink)

    def mongodb_field_keys(self, fd: syntax.FieldDef, ftype: Optional[model.FieldType],
                            what: str) -> Tuple[Optional[str], bool, bool]:
        """(stability, supports_doc_sequence, ok) of a field."""
        stability = self._stability(fd, what)
        ok = stability is not False
        doc_sequence = bool(fd.supports_doc_sequence and fd.supports_doc_sequence.value)
        if doc_sequence and ftype is not None and not _holds_documents(ftype):
            self.sink.error(fd.supports_doc_sequence.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"supports_doc_sequence applies to arrays of structs or objects (an OP_MSG document "
                            f"sequence carries documents), and {what} has type '{ftype.idl_name}'")
            ok = False
        return (stability or None), doc_sequence, ok

    def mongodb_struct_keys(self, sd: syntax.StructDef, what: str) -> Tuple[Optional[str], Optional[str], bool]:
        """(is_generic_cmd_list role, cpp_validator_func, ok) of a struct."""
        role = self._generic_list_role(sd, what)
        ok = role is not False
        callback = None
        if sd.cpp_validator_func is not None:
            callback = sd.cpp_validator_func.value.strip()
            problem = cpp_qualified_name_problem(callback)
            if problem:
                self.sink.error(sd.cpp_validator_func.location, DiagnosticId.INVALID_CPP_NAME,
                                f"cpp_validator_func '{sd.cpp_validator_func.value}' of {what} {problem}")
                ok = False
        return (role or None), callback, ok

    def _stability(self, fd: syntax.FieldDef, what: str):
        """MongoDB's `stability` (or its older spelling `unstable: true`):
        the string, None when absent, False when wrong (reported)."""
        if fd.unstable is not None and fd.stability is not None:
            self.sink.error(fd.unstable.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"{what} has both 'unstable' and 'stability'; 'unstable' is the older spelling, "
                            f"give 'stability' only")
            return False
        if fd.unstable is not None:
            return "unstable" if fd.unstable.value else "stable"
        if fd.stability is None:
            return None
        if fd.stability.value not in mongodb_dialect.STABILITIES:
            self.sink.error(fd.stability.location, DiagnosticId.BAD_CHOICE,
                            f"the stability of {what} is '{fd.stability.value}'; it must be one of "
                            f"{', '.join(mongodb_dialect.STABILITIES)}")
            return False
        return fd.stability.value

    def resolve_variant(self, variant: Tuple[syntax.Text, ...], ctx: "FileContext",
                         what: str) -> Optional[model.FieldType]:
        """`type: {variant: [...]}`. MongoDB picks the alternative by the
        element's BSON type, and among several structs by the name of the
        document's first field (docs/idl.md in mongodb/mongo, "Mappings or
        Variants"), so no two alternatives may share a BSON type, but structs
        with distinct first fields."""
        alternatives: List[model.FieldType] = []
        ok = True
        claimed: Dict[str, Tuple[str, syntax.Text]] = {}     # BSON type -> (alternative, where)
        first_fields: Dict[str, str] = {}
        for text in variant:
            alt = self.types.resolve_type(text, ctx, f"an alternative of the variant of {what}")
            if alt is None:
                ok = False
                continue
            for bson in self._variant_bson_types(alt, ctx):
                if bson == "object" and alt.category == "struct":
                    first = self._first_field_name(alt.struct_name, ctx)
                    other = first_fields.get(first)
                    if other is not None or (bson in claimed and claimed[bson][0] not in first_fields.values()):
                        clash = other or claimed[bson][0]
                        self.sink.error(text.location, DiagnosticId.BAD_VARIANT,
                                        f"the variant of {what} cannot tell '{alt.idl_name}' from '{clash}': structs "
                                        f"of a variant must begin with different fields, and no other alternative "
                                        f"may be a document")
                        ok = False
                    first_fields[first] = alt.idl_name
                    claimed.setdefault(bson, (alt.idl_name, text))
                    continue
                rival = next((k for k in claimed if _clashes(k, bson)), None)
                if rival is not None:
                    self.sink.error(text.location, DiagnosticId.BAD_VARIANT,
                                    f"the variant of {what} cannot tell '{alt.idl_name}' from '{claimed[rival][0]}': "
                                    f"both accept BSON {_describe(bson if bson != ANY_BSON_TYPE else rival)}")
                    ok = False
                claimed.setdefault(bson, (alt.idl_name, text))
            alternatives.append(alt)
        if not ok:
            return None
        return model.FieldType("variant", alternatives=tuple(alternatives))

    def _variant_bson_types(self, t: model.FieldType, ctx: "FileContext") -> Tuple[str, ...]:
        if t.category == "basic":
            return t.basic.bson_types
        if t.category == "enum":
            return ("string",) if t.enum.value_type == "string" else ("int",)
        if t.category == "struct":
            return ("object",)
        # An array: the BSON types of its elements (MongoDB picks the array
        # alternative by the type of the first element).
        return tuple(f"array:{b}" for b in self._variant_bson_types(t.element, ctx))

    def _first_field_name(self, struct_name: str, ctx: "FileContext") -> str:
        d = self.scopes.lookup(struct_name, ctx.scope)
        fields = d.node.fields if d is not None else ()
        return fields[0].name.value if fields else ""

    def _generic_list_role(self, sd: syntax.StructDef, what: str):
        """`is_generic_cmd_list`: "arg", "reply", None when absent, False when wrong (reported)."""
        if sd.is_generic_cmd_list is None:
            return None
        role = sd.is_generic_cmd_list.value.strip()
        if role not in mongodb_dialect.GENERIC_LIST_ROLES:
            self.sink.error(sd.is_generic_cmd_list.location, DiagnosticId.BAD_CHOICE,
                            f"is_generic_cmd_list of {what} is '{sd.is_generic_cmd_list.value}'; it must be one of "
                            f"{', '.join(mongodb_dialect.GENERIC_LIST_ROLES)}")
            return False
        return role


def _clashes(a: str, b: str) -> bool:
    """Two claimed BSON types (`T`, or `array:T` for arrays by their first
    element) that one element could match both of."""
    if a == b or ANY_BSON_TYPE in (a, b):
        return True
    return a.startswith("array:") and b.startswith("array:") and f"array:{ANY_BSON_TYPE}" in (a, b)


def _describe(claimed: str) -> str:
    return f"arrays of {claimed[len('array:'):]}" if claimed.startswith("array:") else claimed


def _holds_documents(t: model.FieldType) -> bool:
    """An array of structs or of objects (what an OP_MSG document sequence holds)."""
    if t.category != "array":
        return False
    e = t.element
    return e.category == "struct" or (e.category == "basic" and e.basic.kind in DOCUMENT_KINDS)
