"""Fields: one field of a struct, command or generic list (its C++ name,
options, default, validator, likelihood).
"""

from __future__ import annotations

from typing import Optional, Tuple

from .. import model, mongodb_dialect, suggest, syntax
from ..diagnostics import DiagnosticId
from ..lower import kinds
from .common import BindState, MISSING, NUMERIC_KINDS, FileContext, bound_text
from .defaults import default_problem
from .names import cpp_identifier_problem, cpp_qualified_name_problem, default_field_cpp_name


class FieldBinding:
    """Fields: C++ name, options, defaults, validators."""

    def __init__(self, state: BindState, mongodb: "DialectBinding", proto: "ProtobufChecks") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.mongodb = mongodb
        self.proto = proto

    def field(self, fd: syntax.FieldDef, ctx: FileContext, owner: str) -> Optional[model.Field]:
        memo = self.state.memo(fd)
        if memo is not MISSING:
            return memo
        result = self._bind_field(fd, ctx, owner)
        self.state.bound[id(fd)] = result
        return result

    def _bind_field(self, fd: syntax.FieldDef, ctx: FileContext, owner: str) -> Optional[model.Field]:
        name = fd.name.value
        what = f"field '{name}' of {owner}"
        ok = True
        if not name or "\0" in name:
            self.sink.error(fd.name.location, DiagnosticId.BAD_NAME,
                            f"a field name must be non-empty and contain no NUL character ({owner})")
            ok = False
        mongodb = ctx.file.syntax.dialect == "mongodb"
        ftype = self.mongodb.field_type(fd, ctx, what, mongodb)
        if fd.type is not None and ftype is None:
            ok = False
        if mongodb and ftype is not None:
            fd = self.mongodb.as_switchyard_field(fd, ftype, what, ctx)
        cpp_name, ok = self._field_cpp_name(fd, what, mongodb, ok)
        optional = fd.optional.value if fd.optional else False
        ignore = fd.ignore.value if fd.ignore else False
        always_serialize = fd.always_serialize.value if fd.always_serialize else False
        default = fd.default.value if fd.default is not None else None
        if fd.default is not None and not self._check_default(fd, ftype, optional, ignore, what):
            ok = False
        if always_serialize and not optional:
            self.sink.error(fd.always_serialize.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"always_serialize applies to optional fields only, and {what} is not optional")
            ok = False
        if ignore and fd.validator is not None:
            self.sink.error(fd.validator.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"{what} is ignored, so a validator has no effect")
            ok = False
        validator = None
        if fd.validator is not None:
            validator = self._validator(fd.validator, ftype, what)
            if validator is None:
                ok = False
        if ok and fd.default is not None and ftype is not None and not optional and not ignore:
            problem = default_problem(fd.default.value, ftype, validator)
            if problem is not None:
                self.sink.error(fd.default.location, DiagnosticId.DEFAULT_MISMATCH,
                                f"the default '{fd.default.value.strip()}' of {what} {problem}")
                ok = False
        likelihood = None
        if fd.likelihood is not None:
            likelihood = float(fd.likelihood.value)
            if not 0.0 <= likelihood <= 1.0:
                self.sink.error(fd.likelihood.location, DiagnosticId.LIKELIHOOD_OUT_OF_RANGE,
                                f"the likelihood of {what} is {fd.likelihood.text}; it must be in [0, 1]")
                ok = False
        if not self.proto.check_proto_field(fd, ftype, what):
            ok = False
        stability, doc_sequence, mongodb_ok = self.mongodb.mongodb_field_keys(fd, ftype, what)
        if not ok or not mongodb_ok or ftype is None:
            return None
        return model.Field(
            name=name,
            cpp_name=cpp_name,
            type=ftype,
            optional=optional,
            default=default,
            ignore=ignore,
            validator=validator,
            always_serialize=always_serialize,
            description=fd.description.value if fd.description else "",
            likelihood=likelihood,
            location=fd.name.location,
            tag=fd.tag.value if fd.tag is not None else None,
            wire_encoding=fd.wire_encoding.value if fd.wire_encoding is not None else None,
            packed=fd.packed.value if fd.packed is not None else None,
            stability=stability,
            supports_doc_sequence=doc_sequence,
            cpp_identifier=(mongodb_dialect.field_identifier(fd.cpp_name.value if fd.cpp_name is not None else name)
                            if mongodb else None),
        )

    def _field_cpp_name(self, fd: syntax.FieldDef, what: str, mongodb: bool, ok: bool) -> Tuple[str, bool]:
        """The field's C++ name (given, or derived from its wire name).
        MongoDB's dialect accepts every name MongoDB does; the NamingRule
        (model.Spec.naming) makes it a C++ identifier."""
        if fd.cpp_name is not None:
            cpp_name = fd.cpp_name.value
            problem = cpp_identifier_problem(cpp_name) if not mongodb else None
            if problem:
                self.sink.error(fd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME, f"cpp_name '{cpp_name}' {problem}")
                ok = False
        else:
            cpp_name = default_field_cpp_name(fd.name.value)
            problem = cpp_identifier_problem(cpp_name) if ok and not mongodb else None
            if problem:
                self.sink.error(fd.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"the C++ name '{cpp_name}' derived from {what} {problem}; give a cpp_name")
                ok = False
        return cpp_name, ok

    def _check_default(self, fd: syntax.FieldDef, ftype: Optional[model.FieldType], optional: bool, ignore: bool,
                       what: str) -> bool:
        """A field's `default:` (when given)."""
        ok = True
        if optional:
            self.sink.error(fd.default.location, DiagnosticId.OPTIONAL_WITH_DEFAULT,
                            f"{what} is optional and has a default; choose one")
            ok = False
        if not fd.default.value.strip():
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"the default of {what} is empty; it must be a C++ expression")
            ok = False
        elif ftype is not None and ftype.category in ("struct", "array"):
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"{what} has type '{ftype.idl_name}': a default is not supported for "
                            f"{ftype.category} fields (make it optional)")
            ok = False
        elif ignore:
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"{what} is ignored, so a default has no effect")
            ok = False
        elif ftype is not None and ftype.category == "enum" and \
                ftype.enum.value_for(str(fd.default.value)) is None:
            e = ftype.enum
            self.sink.error(fd.default.location, DiagnosticId.DEFAULT_NOT_SUPPORTED,
                            f"the default '{fd.default.value}' of {what} is not a value of enum '{e.name}' "
                            f"(valid: {', '.join(ev.name for ev in e.values)}, or {e.name}::<name>, or the "
                            f"wire value)"
                            f"{suggest.did_you_mean(str(fd.default.value), [ev.name for ev in e.values])}")
            ok = False
        return ok

    def _validator(self, vd: syntax.ValidatorDef, ftype: Optional[model.FieldType],
                   what: str) -> Optional[model.Validator]:
        ok = True
        bounds = {k: getattr(vd, k) for k in ("gt", "gte", "lt", "lte") if getattr(vd, k) is not None}
        if not bounds and vd.callback is None:
            self.sink.error(vd.location, DiagnosticId.CONTRADICTORY_VALIDATOR,
                            f"the validator of {what} is empty: give gt, gte, lt, lte or callback")
            return None
        if bounds and ftype is not None:
            numeric = kinds.basic_kind(ftype) in NUMERIC_KINDS
            if not numeric:
                first = next(iter(bounds.values()))
                self.sink.error(first.location, DiagnosticId.VALIDATOR_ON_NON_NUMERIC,
                                f"{what} has type '{ftype.idl_name}', which is not a number: "
                                f"gt/gte/lt/lte need int, long, double, safeInt or safeInt64-like types")
                ok = False
        if vd.callback is not None:
            problem = cpp_qualified_name_problem(vd.callback.value)
            if problem:
                self.sink.error(vd.callback.location, DiagnosticId.INVALID_CPP_NAME,
                                f"validator callback '{vd.callback.value}' {problem}")
                ok = False
        lower = [(b.value, k == "gt", b) for k, b in bounds.items() if k in ("gt", "gte")]
        upper = [(b.value, k == "lt", b) for k, b in bounds.items() if k in ("lt", "lte")]
        for lo_value, lo_strict, lo in lower:
            for hi_value, hi_strict, hi in upper:
                if lo_value > hi_value or (lo_value == hi_value and (lo_strict or hi_strict)):
                    self.sink.error(hi.location, DiagnosticId.CONTRADICTORY_VALIDATOR,
                                    f"no value of {what} satisfies both {bound_text(lo, lo_strict, True)} "
                                    f"and {bound_text(hi, hi_strict, False)}")
                    ok = False
        if not ok:
            return None
        return model.Validator(
            gt=(vd.gt.text, float(vd.gt.value)) if vd.gt else None,
            gte=(vd.gte.text, float(vd.gte.value)) if vd.gte else None,
            lt=(vd.lt.text, float(vd.lt.value)) if vd.lt else None,
            lte=(vd.lte.text, float(vd.lte.value)) if vd.lte else None,
            callback=vd.callback.value if vd.callback else None,
            location=vd.location,
        )
