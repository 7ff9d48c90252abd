"""Types: `types:` entries (basic types, built-in or custom), enums, and type
expressions (`name`, `array<T>`) resolved in a file's scope.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Set, Tuple, Union

from .. import model, mongodb_dialect, suggest, syntax
from ..diagnostics import DiagnosticId
from .common import (BindState, ANY_BSON_TYPE, ARRAY_TYPE, BINDATA_SUBTYPES, BSON_TYPE_NAMES, BUILTIN_KINDS,
                     DOCUMENT_KINDS, ENUM_VALUE_TYPES, IDENTIFIER, INT32_RANGE, MAX_ARRAY_NESTING, MISSING, VIEW_KINDS,
                     FileContext, kind_text)
from .names import cpp_identifier_problem, cpp_qualified_name_problem


class TypeBinding:
    """Basic types, enums and type expressions."""

    def __init__(self, state: BindState, scopes: "Scopes", mongodb: "DialectBinding") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.scopes = scopes
        self.mongodb = mongodb
        # Set by binder.Workspace once it exists: a field's type may be a struct (bound on first use).
        self.structs = None  # type: Optional[StructBinding]

    def check_type_name(self, name: syntax.Text, what: str, dialect: str = "switchyard") -> bool:
        # MongoDB's basic_types.idl defines a type named `array`; `array<T>`
        # stays unambiguous, so its dialect allows the name.
        if not IDENTIFIER.match(name.value) or (name.value == "array" and dialect != "mongodb"):
            self.sink.error(name.location, DiagnosticId.BAD_NAME,
                            f"{what} name '{name.value}' must be an identifier (letters, digits, '_'; not 'array')")
            return False
        return True

    def basic_type(self, td: syntax.TypeDef, ctx: FileContext) -> Optional[model.BasicType]:
        memo = self.state.memo(td)
        if memo is not MISSING:
            return memo
        result = self._bind_basic_type(td, ctx.file.syntax.dialect)
        self.state.bound[id(td)] = result
        return result

    def _bind_basic_type(self, td: syntax.TypeDef, dialect: str = "switchyard") -> Optional[model.BasicType]:
        ok = self.check_type_name(td.name, "type", dialect)
        what = f"type '{td.name.value}'"
        bson_types, ok = self._bson_types(td, what, ok)
        subtype, ok = self._bindata_subtype(td, bson_types, what, ok)
        if dialect == "mongodb":
            return self.mongodb.mongodb_type(td, bson_types, subtype) if ok else None
        if td.default is not None:
            self.sink.error(td.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"a type-level default is MongoDB's dialect (*.idl); in Switchyard's, give the default "
                            f"on each field of {what}")
            ok = False
        for fn_text, role in ((td.deserializer, "deserializer"), (td.serializer, "serializer")):
            if fn_text is not None:
                problem = cpp_qualified_name_problem(fn_text.value)
                if problem:
                    self.sink.error(fn_text.location, DiagnosticId.INVALID_CPP_NAME,
                                    f"{role} '{fn_text.value}' {problem}")
                    ok = False
        if td.cpp_type is not None and not td.cpp_type.value.strip():
            self.sink.error(td.cpp_type.location, DiagnosticId.INVALID_CPP_NAME, f"the cpp_type of {what} is empty")
            ok = False
        if not ok or td.cpp_type is None or not bson_types:
            return None
        cpp_type = td.cpp_type.value.strip()
        has_functions = td.deserializer is not None or td.serializer is not None
        if has_functions:
            if td.deserializer is None or td.serializer is None:
                missing = "serializer" if td.deserializer is not None else "deserializer"
                self.sink.error(td.location, DiagnosticId.NEEDS_SERIALIZER,
                                f"{what} gives a {'deserializer' if missing == 'serializer' else 'serializer'} "
                                f"but no {missing}; a custom type needs both")
                return None
            kind = model.ValueKind.CUSTOM
        else:
            builtin_subtype = subtype if subtype in ("generic", "uuid") else (subtype or None)
            kind = BUILTIN_KINDS.get((frozenset(bson_types), builtin_subtype, cpp_type))
            if kind is None:
                spelled = bson_types[0] if len(bson_types) == 1 else "[" + ", ".join(bson_types) + "]"
                if subtype:
                    spelled += f" (subtype {subtype})"
                self.sink.error(td.location, DiagnosticId.NEEDS_SERIALIZER,
                                f"{what}: BSON {spelled} as C++ '{cpp_type}' is not a built-in combination; "
                                f"give a deserializer and a serializer")
                return None
        nonempty = self._serialize_nonempty(td, kind, what)
        if nonempty is None:
            return None
        return model.BasicType(
            name=td.name.value,
            kind=kind,
            bson_types=tuple(bson_types),
            cpp_type=cpp_type,
            is_view=kind in VIEW_KINDS,
            deserializer=td.deserializer.value if kind is model.ValueKind.CUSTOM else None,
            serializer=td.serializer.value if kind is model.ValueKind.CUSTOM else None,
            description=td.description.value if td.description else "",
            location=td.location,
            serialize_nonempty=nonempty,
        )

    def _serialize_nonempty(self, td: syntax.TypeDef, kind: model.ValueKind, what: str) -> Optional[bool]:
        """`serialize_nonempty: true`: documents only (None: refused, reported)."""
        flag = td.serialize_nonempty
        if flag is None or not flag.value:
            return False
        if kind not in DOCUMENT_KINDS:
            self.sink.error(flag.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"serialize_nonempty applies to documents (bson_serialization_type object as "
                            f"switchyard::BsonDocument or switchyard::OwnedDocument), and {what} is not one")
            return None
        return True

    def _bson_types(self, td: syntax.TypeDef, what: str, ok: bool) -> Tuple[List[str], bool]:
        """A type's bson_serialization_type, in the runtime's spelling."""
        bson_types: List[str] = []
        seen_bson: Set[str] = set()
        for t in td.bson_serialization_type:
            spelled = t.value.strip()
            canonical = ANY_BSON_TYPE if spelled.lower() == ANY_BSON_TYPE else BSON_TYPE_NAMES.get(spelled.lower())
            if canonical is None:
                self.sink.error(t.location, DiagnosticId.UNKNOWN_BSON_TYPE,
                                f"unknown BSON type '{t.value}' in {what}; known: "
                                f"{', '.join(sorted(BSON_TYPE_NAMES.values()))}, any")
                ok = False
                continue
            if canonical in seen_bson:
                self.sink.error(t.location, DiagnosticId.BAD_BSON_TYPE_LIST,
                                f"BSON type '{t.value}' is listed twice in {what}")
                ok = False
                continue
            seen_bson.add(canonical)
            bson_types.append(canonical)
        if td.bson_type_location is not None and not td.bson_serialization_type and ok:
            self.sink.error(td.bson_type_location, DiagnosticId.BAD_BSON_TYPE_LIST,
                            f"{what} must accept at least one BSON type")
            ok = False
        if ANY_BSON_TYPE in bson_types and len(bson_types) > 1:
            self.sink.error(td.bson_type_location or td.location, DiagnosticId.BAD_BSON_TYPE_LIST,
                            f"'any' must be the only BSON type of {what}")
            ok = False
        return bson_types, ok

    def _bindata_subtype(self, td: syntax.TypeDef, bson_types: List[str], what: str,
                         ok: bool) -> Tuple[Optional[str], bool]:
        subtype: Optional[str] = None
        if td.bindata_subtype is not None:
            if bson_types != ["binData"]:
                self.sink.error(td.bindata_subtype.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                                f"bindata_subtype is only allowed when bson_serialization_type is bindata alone")
                ok = False
            elif td.bindata_subtype.value not in BINDATA_SUBTYPES:
                self.sink.error(td.bindata_subtype.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                                f"unknown bindata_subtype '{td.bindata_subtype.value}'; valid: "
                                f"{', '.join(BINDATA_SUBTYPES)}")
                ok = False
            else:
                subtype = td.bindata_subtype.value
        elif bson_types == ["binData"]:
            self.sink.error(td.location, DiagnosticId.BAD_BINDATA_SUBTYPE,
                            f"{what} accepts bindata and needs a bindata_subtype ({', '.join(BINDATA_SUBTYPES)})")
            ok = False
        return subtype, ok

    def enum(self, ed: syntax.EnumDef, ctx: FileContext) -> Optional[model.EnumType]:
        memo = self.state.memo(ed)
        if memo is not MISSING:
            return memo
        result = self._bind_enum(ed, ctx)
        self.state.bound[id(ed)] = result
        return result

    def _bind_enum(self, ed: syntax.EnumDef, ctx: FileContext) -> Optional[model.EnumType]:
        what = f"enum '{ed.name.value}'"
        mongodb = ctx.file.syntax.dialect == "mongodb"
        ok = self.check_type_name(ed.name, "enum", ctx.file.syntax.dialect)
        if ok:
            problem = cpp_identifier_problem(ed.name.value)
            if problem:
                self.sink.error(ed.name.location, DiagnosticId.INVALID_CPP_NAME, f"enum name '{ed.name.value}' {problem}")
                ok = False
        value_type = ed.type.value if ed.type is not None else None
        if ed.type is not None and value_type not in ENUM_VALUE_TYPES:
            self.sink.error(ed.type.location, DiagnosticId.BAD_ENUM_TYPE,
                            f"the type of {what} must be string or int, not '{ed.type.value}'")
            ok = False
        if ed.values_location is not None and not ed.values:
            self.sink.error(ed.values_location, DiagnosticId.EMPTY_ENUM, f"{what} has no values")
            ok = False
        values: List[model.EnumValue] = []
        seen_values: Dict[Union[str, int], syntax.EnumValueDef] = {}
        for v in ed.values:
            problem = cpp_identifier_problem(v.name.value)
            enumerator = v.name.value
            if problem and mongodb:
                enumerator = mongodb_dialect.identifier(enumerator)
            elif problem:
                self.sink.error(v.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"enumerator name '{v.name.value}' {problem}")
                ok = False
            wire, value_ok = self._enum_wire_value(v, value_type, mongodb, what)
            ok = ok and value_ok
            if wire is None:
                continue
            if wire in seen_values:
                self.sink.error(v.value.location, DiagnosticId.DUPLICATE_ENUM_VALUE,
                                f"'{v.name.value}' repeats the value of '{seen_values[wire].name.value}' in {what}")
                ok = False
                continue
            seen_values[wire] = v
            values.append(model.EnumValue(enumerator, wire, v.name.location,
                                          description=v.description.value if v.description else "",
                                          extra_data=v.extra_data))
        if not ok or value_type is None:
            return None
        return model.EnumType(
            name=ed.name.value,
            value_type=value_type,
            values=tuple(values),
            description=ed.description.value if ed.description else "",
            cpp_namespace=ctx.cpp_namespace,
            location=ed.name.location,
        )

    def _enum_wire_value(self, v: syntax.EnumValueDef, value_type: Optional[str], mongodb: bool,
                         what: str) -> Tuple[Union[str, int, None], bool]:
        """One enumerator's value on the wire (None when it has none), and
        whether it is valid for the enum's type."""
        ok = True
        wire: Union[str, int, None] = None
        if value_type == "string" and mongodb and v.value.kind != "str":
            # MongoDB reads the scalar's text: `kOff: off` is the string "off".
            wire = v.value.text
        elif value_type == "string":
            if v.value.kind != "str":
                self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                f"{what} has string values, but '{v.name.value}' is {kind_text(v.value)}; quote it")
                ok = False
            else:
                wire = v.value.value
                if "\0" in wire:
                    self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                    f"the value of '{v.name.value}' contains a NUL character")
                    ok = False
                    wire = None
        elif value_type == "int":
            if v.value.kind != "int":
                self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                f"{what} has int values, but '{v.name.value}' is {kind_text(v.value)}")
                ok = False
            elif not INT32_RANGE[0] <= v.value.value <= INT32_RANGE[1]:
                self.sink.error(v.value.location, DiagnosticId.ENUM_VALUE_WRONG_KIND,
                                f"the value of '{v.name.value}' ({v.value.text}) does not fit a 32-bit int")
                ok = False
            else:
                wire = v.value.value
        return wire, ok

    def resolve_type(self, text: syntax.Text, ctx: FileContext, what: str) -> Optional[model.FieldType]:
        return self._resolve_type_expression(text.value.strip(), text, ctx, what)

    def _resolve_type_expression(self, expr: str, text: syntax.Text, ctx: FileContext,
                                 what: str) -> Optional[model.FieldType]:
        depth = 0
        while True:
            m = ARRAY_TYPE.match(expr)
            if not m:
                break
            expr = m.group(1).strip()
            depth += 1
            if not expr:
                self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                                f"'{text.value}' ({what}) needs an element type: array<T>")
                return None
            if depth > MAX_ARRAY_NESTING:
                self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                                f"'{text.value[:60]}...' ({what}) nests arrays more than {MAX_ARRAY_NESTING} deep")
                return None
        element = self._resolve_named_type(expr, text, ctx, what)
        for _ in range(depth):
            if element is None:
                return None
            element = model.FieldType("array", element=element)
        return element

    def _unknown_type_hint(self, name: str, ctx: FileContext) -> str:
        """Where `name` is defined but not imported (a loaded file, a shipped
        base spec), else the nearest type, enum or struct name in scope."""
        shipped = suggest.shipped_spec_defining(name)
        if shipped is not None and ctx.file.syntax.dialect != "mongodb" and \
                all(suggest.is_shipped(d.file.real_path) for d in self.state.definitions.get(name, ())):
            return f"; it is defined in the shipped '{shipped}': add `imports: [{shipped}]`"
        if self.state.definitions.get(name):
            return f" (it is defined in '{self.state.definitions[name][0].file.path}', which is not imported)"
        visible = [d.name for d in self.scopes.definitions_in(ctx.scope) if d.kind != "command"]
        return suggest.did_you_mean(name, visible)

    def _resolve_named_type(self, expr: str, text: syntax.Text, ctx: FileContext,
                            what: str) -> Optional[model.FieldType]:
        if not IDENTIFIER.match(expr):
            self.sink.error(text.location, DiagnosticId.MALFORMED_TYPE_EXPRESSION,
                            f"'{text.value}' ({what}) is not a type: expected a name or array<T>")
            return None
        d = self.scopes.lookup(expr, ctx.scope)
        if d is None:
            self.sink.error(text.location, DiagnosticId.UNKNOWN_TYPE,
                            f"unknown type '{expr}' ({what}){self._unknown_type_hint(expr, ctx)}")
            return None
        dctx = self.scopes.file_context(d.file)
        if d.kind == "type":
            basic = self.basic_type(d.node, dctx)
            return model.FieldType("basic", basic=basic) if basic is not None else None
        if d.kind == "enum":
            enum = self.enum(d.node, dctx)
            return model.FieldType("enum", enum=enum) if enum is not None else None
        if d.kind == "struct":
            if self.state.bound_only and id(d.node) not in self.state.struct_in_progress and \
                    self.structs.struct(d.node, dctx) is None:
                return None  # bound on use; its problems are reported at its definition
            return model.FieldType("struct", struct_name=d.name)
        self.sink.error(text.location, DiagnosticId.UNKNOWN_TYPE,
                        f"'{expr}' is a command, not a type ({what})")
        return None
