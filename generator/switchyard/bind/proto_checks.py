"""Protobuf checks: the rules of `protobuf: true` structs and commands and of
the protobuf keys of fields (docs/protobuf.md); the facts come from
proto_rules.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Dict, Optional, Sequence, Tuple

from .. import model, proto_rules, syntax
from ..diagnostics import DiagnosticId
from .common import BindState, FileContext


class ProtobufChecks:
    """The rules of `protobuf: true` structs, commands and fields."""

    def __init__(self, state: BindState, scopes: "Scopes") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.scopes = scopes

    def check_proto_field(self, fd: syntax.FieldDef, ftype: Optional[model.FieldType], what: str) -> bool:
        """The protobuf annotations of one field (docs/protobuf.md)."""
        ok = True
        if fd.tag is not None:
            problem = proto_rules.tag_problem(fd.tag.value)
            if problem:
                self.sink.error(fd.tag.location, DiagnosticId.BAD_PROTO_TAG,
                                f"the tag of {what} is {fd.tag.text}; a protobuf field number {problem}")
                ok = False
        if ftype is None:
            return ok
        element = proto_rules.element_type(ftype)
        if fd.wire_encoding is not None:
            encodings = proto_rules.scalar_encodings(element)
            spelled = fd.wire_encoding.value
            if spelled not in proto_rules.ALL_ENCODINGS:
                self.sink.error(fd.wire_encoding.location, DiagnosticId.BAD_WIRE_ENCODING,
                                f"unknown wire_encoding '{spelled}' of {what}; known: "
                                f"{', '.join(proto_rules.ALL_ENCODINGS)}")
                ok = False
            elif encodings is None or spelled not in encodings:
                valid = f"valid: {', '.join(encodings)}" if encodings else "it has no protobuf mapping"
                self.sink.error(fd.wire_encoding.location, DiagnosticId.BAD_WIRE_ENCODING,
                                f"wire_encoding '{spelled}' cannot carry {what} of type '{ftype.idl_name}'; {valid}")
                ok = False
        if fd.packed is not None and not proto_rules.packable(ftype):
            self.sink.error(fd.packed.location, DiagnosticId.BAD_WIRE_ENCODING,
                            f"'packed' applies to arrays of numbers, bools and int enums, and {what} has type "
                            f"'{ftype.idl_name}'")
            ok = False
        return ok

    def check_proto_struct(self, sd: syntax.StructDef, fields: Sequence[model.Field], ctx: FileContext,
                            what: str, command: Optional[model.CommandInfo]) -> bool:
        """The rules of a `protobuf: true` struct or command: tags on every
        field (a command's first element and generic arguments included),
        unique, and types protobuf can carry."""
        ok = True
        by_tag: Dict[int, model.Field] = {}
        if sd.command is not None:
            if command is None:
                return False
            ok = self._check_proto_command(sd, command, by_tag, ctx, what)
        # protoc's C++ accessors lowercase field names: names equal but for
        # case would collide (collectionUUID and collectionUuid).
        proto_names: Dict[str, Tuple[str, model.Location]] = {}
        element = proto_rules.command_element_fields(command, sd.name.location)
        for _, f in element:
            proto_names[f.cpp_name.lower()] = (f.cpp_name, f.location)
        if {role for role, _ in element} >= {"name", "uuid"}:
            proto_names[proto_rules.COMMAND_ONEOF] = (
                f"{proto_rules.COMMAND_ONEOF} (the oneof of the first element)", sd.name.location)
        for f in fields:
            if f.ignore or f.tag is None:
                continue
            seen = proto_names.get(f.cpp_name.lower())
            if seen is not None:
                self.sink.error(f.location, DiagnosticId.DUPLICATE_CPP_NAME,
                                f"the protobuf field name '{f.cpp_name}' of {what} collides with '{seen[0]}' "
                                f"({seen[1]}): protoc's C++ accessors lowercase field names; give one another "
                                f"cpp_name")
                ok = False
            else:
                proto_names[f.cpp_name.lower()] = (f.cpp_name, f.location)
        for f in fields:
            origin = f" (chained from struct '{f.from_chained}')" if f.from_chained else ""
            if f.tag is None:
                if not f.ignore:
                    self.sink.error(f.location, DiagnosticId.MISSING_PROTO_TAG,
                                    f"field '{f.name}'{origin} of {what} needs a 'tag' (its protobuf field number): "
                                    f"{what} has 'protobuf: true'")
                    ok = False
                continue
            if f.tag in by_tag:
                self.sink.error(f.location, DiagnosticId.DUPLICATE_PROTO_TAG,
                                f"field '{f.name}'{origin} of {what} has tag {f.tag}, already used by field "
                                f"'{by_tag[f.tag].name}' at {by_tag[f.tag].location}")
                ok = False
                continue
            by_tag[f.tag] = f
            if f.ignore:
                continue
            problem = self._proto_type_problem(f.type, ctx)
            if problem:
                self.sink.error(f.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                                f"field '{f.name}'{origin} of {what}: {problem}")
                ok = False
        return ok

    def _check_proto_command(self, sd: syntax.StructDef, command: model.CommandInfo,
                             by_tag: Dict[int, model.Field], ctx: FileContext, what: str) -> bool:
        """A protobuf command's first element: `command_tag` (and, for
        concatenate_with_db_or_uuid, `command_uuid_tag`); enters their
        numbers into `by_tag` so that fields cannot reuse them."""
        cd = sd.command
        ns = command.namespace
        ok = True
        if cd.tag is None and ns is not model.NamespaceKind.IGNORED:
            self.sink.error(sd.protobuf.location, DiagnosticId.MISSING_PROTO_TAG,
                            f"{what} has 'protobuf: true' and needs 'command_tag': the protobuf field number of "
                            f"its first element '{command.command_name}'")
            ok = False
        wants_uuid = ns is model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID
        if wants_uuid and cd.uuid_tag is None:
            self.sink.error(sd.protobuf.location, DiagnosticId.MISSING_PROTO_TAG,
                            f"{what} has 'protobuf: true' and 'namespace: {ns.value}', and needs "
                            f"'command_uuid_tag': the protobuf field number of the UUID form of its first element")
            ok = False
        numbers = {"command_tag": cd.tag, "command_uuid_tag": cd.uuid_tag}
        for key, number in numbers.items():
            problem = proto_rules.tag_problem(number.value) if number is not None else None
            if problem:
                self.sink.error(number.location, DiagnosticId.BAD_PROTO_TAG,
                                f"the {key} of {what} is {number.text}; a protobuf field number {problem}")
                ok = False
        # The first element's fields take their numbers before the other fields.
        for role, f in proto_rules.command_element_fields(command, sd.name.location):
            number = numbers["command_uuid_tag" if role == "uuid" else "command_tag"]
            if proto_rules.tag_problem(f.tag):
                continue  # reported above
            if f.tag in by_tag:
                self.sink.error(number.location, DiagnosticId.DUPLICATE_PROTO_TAG,
                                f"the command_uuid_tag of {what} is {f.tag}, already its command_tag")
                ok = False
                continue
            by_tag[f.tag] = replace(f, location=number.location)
        if cd.uuid_tag is not None and not wants_uuid:
            self.sink.error(cd.uuid_tag.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"'command_uuid_tag' applies to 'namespace: concatenate_with_db_or_uuid', and {what} "
                            f"has 'namespace: {ns.value}'")
            ok = False
        if ns is model.NamespaceKind.TYPE and command.namespace_type is not None and cd.tag is not None:
            problem = self._proto_type_problem(command.namespace_type, ctx)
            if problem:
                self.sink.error(cd.type.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                                f"the first element of {what}: {problem}")
                ok = False
        return ok

    def _proto_type_problem(self, t: model.FieldType, ctx: FileContext) -> Optional[str]:
        """Why protobuf cannot carry a value of type `t` here, or None: no
        mapping, or a struct without `protobuf: true`."""
        problem = proto_rules.unrepresentable(t)
        if problem:
            return problem
        element = proto_rules.element_type(t)
        if element.category == "struct":
            d = self.scopes.lookup(element.struct_name, ctx.scope)
            if d is not None and d.kind == "struct" and not (d.node.protobuf and d.node.protobuf.value):
                return f"it holds struct '{element.struct_name}', which does not have 'protobuf: true'"
        return None
