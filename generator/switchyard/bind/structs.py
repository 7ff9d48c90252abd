"""Structs and commands: fields, chained structs, a command's first element,
generic arguments and reply fields, and recursion through struct fields.
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Dict, List, Optional, Set, Tuple

from .. import model, mongodb_dialect, suggest, syntax
from ..diagnostics import DiagnosticId, DiagnosticSink
from ..model import Location
from ..lower import names
from .common import BindState, DEFAULT_DISPATCH, DISPATCH_STRATEGIES, MAX_CHAIN_DEPTH, MISSING, FileContext
from .names import cpp_identifier_problem, default_command_cpp_name, default_struct_cpp_name


class StructBinding:
    """Structs and commands."""

    def __init__(self, state: BindState, scopes: "Scopes", types: "TypeBinding", fields: "FieldBinding", proto: "ProtobufChecks", mongodb: "DialectBinding", generic: "GenericClassBinding") -> None:
        self.state = state
        self.sink = state.sink
        self.files = state.files
        self.scopes = scopes
        self.types = types
        self.fields = fields
        self.proto = proto
        self.mongodb = mongodb
        self.generic = generic

    def struct(self, sd: syntax.StructDef, ctx: FileContext) -> Optional[model.Struct]:
        memo = self.state.memo(sd)
        if memo is not MISSING:
            return memo
        if id(sd) in self.state.struct_in_progress:
            return None  # a chain cycle; reported by the struct that closes it
        if len(self.state.struct_in_progress) >= MAX_CHAIN_DEPTH:
            # Structs being bound are chained into one another (chained_structs binds the chained one first).
            self.sink.error(sd.name.location, DiagnosticId.NESTING_TOO_DEEP,
                            f"struct '{sd.name.value}' is chained more than {MAX_CHAIN_DEPTH} structs deep "
                            f"(chained_structs)")
            self.state.bound[id(sd)] = None
            return None
        self.state.struct_in_progress.add(id(sd))
        try:
            result = self._bind_struct(sd, ctx)
        finally:
            self.state.struct_in_progress.discard(id(sd))
        self.state.bound[id(sd)] = result
        return result

    def _bind_struct(self, sd: syntax.StructDef, ctx: FileContext) -> Optional[model.Struct]:
        is_command = sd.command is not None
        what = f"{'command' if is_command else 'struct'} '{sd.name.value}'"
        mongodb = ctx.file.syntax.dialect == "mongodb"
        ok = self.types.check_type_name(sd.name, "struct", ctx.file.syntax.dialect) if not is_command else True
        if is_command and (not sd.name.value or "\0" in sd.name.value):
            self.sink.error(sd.name.location, DiagnosticId.BAD_NAME, "a command name must be non-empty")
            ok = False
        cpp_name, ok = self._struct_cpp_name(sd, what, mongodb, ok)
        dispatch, ok = self._struct_dispatch(sd, what, ok)
        members = FieldSet(self.sink, what)
        for fd in sd.fields:
            f = self.fields.field(fd, ctx, what)
            if f is None:
                ok = False
            elif not members.add(f, fd.name.location, ""):
                ok = False
            elif f.supports_doc_sequence and not is_command:
                # MongoDB's binder.py (_bind_struct): "Doc sequences are only supported in commands".
                self.sink.error(fd.supports_doc_sequence.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                                f"field '{f.name}' of {what} cannot be used as a Command Document Sequence: "
                                f"document sequences are only supported in commands")
                ok = False
        chained_names, chained_members, chained_ok = self._chain_structs(sd, ctx, what, mongodb, members)
        ok = ok and chained_ok
        command_info = None
        if is_command:
            command_info = self._command_info(sd, ctx, what)
            if command_info is None:
                ok = False
        is_reply = bool(sd.is_command_reply and sd.is_command_reply.value)
        if (is_command or is_reply) and not self._add_generic_fields(ctx, members, is_command, mongodb, what):
            ok = False
        fields = members.fields
        protobuf = bool(sd.protobuf and sd.protobuf.value)
        if protobuf and not self.proto.check_proto_struct(sd, fields, ctx, what, command_info):
            ok = False
        if protobuf and chained_members and sd.inline_chained_structs and not sd.inline_chained_structs.value:
            self.sink.error(sd.inline_chained_structs.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                            f"{what} has 'protobuf: true' and 'inline_chained_structs: false': the protobuf "
                            f"mapping carries chained structs' fields inline only")
            ok = False
        generic_list, validator_callback, mongodb_ok = self.mongodb.mongodb_struct_keys(sd, what)
        if not ok or not mongodb_ok:
            return None
        return model.Struct(
            name=sd.name.value,
            cpp_name=cpp_name,
            description=sd.description.value if sd.description else "",
            strict=sd.strict.value if sd.strict else True,
            fields=tuple(fields),
            chained_structs=tuple(chained_names),
            chained_members=tuple(chained_members),
            dispatch=dispatch,
            command=command_info,
            cpp_namespace=ctx.cpp_namespace,
            location=sd.name.location,
            protobuf=protobuf,
            inline_chained_structs=sd.inline_chained_structs.value if sd.inline_chained_structs else True,
            validator_callback=validator_callback,
            is_command_reply=is_reply,
            generic_list=generic_list,
            generic_base=self.generic.generic_base(ctx.scope) if is_command and not mongodb else None,
        )

    def _struct_cpp_name(self, sd: syntax.StructDef, what: str, mongodb: bool, ok: bool) -> Tuple[str, bool]:
        """The struct's C++ class name (given, or derived from its name)."""
        if sd.cpp_name is not None:
            cpp_name = sd.cpp_name.value
            problem = cpp_identifier_problem(cpp_name)
            if problem and mongodb:
                cpp_name = mongodb_dialect.identifier(cpp_name)
            elif problem:
                self.sink.error(sd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME, f"cpp_name '{cpp_name}' {problem}")
                ok = False
        else:
            cpp_name = (default_command_cpp_name if sd.command is not None else default_struct_cpp_name)(sd.name.value)
            problem = cpp_identifier_problem(cpp_name) if ok else None
            if problem and mongodb:
                cpp_name = mongodb_dialect.identifier(cpp_name)
            elif problem:
                self.sink.error(sd.name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"the C++ name '{cpp_name}' derived from {what} {problem}; give a cpp_name")
                ok = False
        return cpp_name, ok

    def _struct_dispatch(self, sd: syntax.StructDef, what: str, ok: bool) -> Tuple[str, bool]:
        if sd.dispatch is None:
            return DEFAULT_DISPATCH, ok
        if sd.dispatch.value not in DISPATCH_STRATEGIES:
            self.sink.error(sd.dispatch.location, DiagnosticId.BAD_DISPATCH,
                            f"dispatch '{sd.dispatch.value}' of {what} is not one of {', '.join(DISPATCH_STRATEGIES)}")
            return DEFAULT_DISPATCH, False
        return sd.dispatch.value, ok

    def _chain_structs(self, sd: syntax.StructDef, ctx: FileContext, what: str, mongodb: bool,
                       members: "FieldSet") -> Tuple[List[str], List[Tuple[str, str]], bool]:
        """The chained structs' fields, added to `members`; their names and
        member names."""
        ok = True
        chained_names: List[str] = []
        chained_members: List[Tuple[str, str]] = []
        by_cpp_name = members.by_cpp_name
        for cd in sd.chained_structs:
            member_problem = cpp_identifier_problem(cd.cpp_name.value)
            if member_problem and mongodb:
                cd = replace(cd, cpp_name=replace(cd.cpp_name, value=mongodb_dialect.identifier(cd.cpp_name.value)))
                member_problem = None
            if member_problem:
                self.sink.error(cd.cpp_name.location, DiagnosticId.INVALID_CPP_NAME,
                                f"chained struct member name '{cd.cpp_name.value}' {member_problem}")
                ok = False
            elif cd.cpp_name.value in by_cpp_name:
                self.sink.error(cd.cpp_name.location, DiagnosticId.DUPLICATE_CPP_NAME,
                                f"chained struct member name '{cd.cpp_name.value}' of {what} is already used at "
                                f"{by_cpp_name[cd.cpp_name.value]}")
                ok = False
            else:
                by_cpp_name[cd.cpp_name.value] = cd.cpp_name.location
            d = self.scopes.lookup(cd.struct_name.value, ctx.scope)
            if d is None or d.kind != "struct":
                found = "is not defined" if d is None else f"is a {d.kind}, not a struct"
                self.sink.error(cd.struct_name.location, DiagnosticId.BAD_CHAINED_STRUCT,
                                f"chained struct '{cd.struct_name.value}' of {what} {found}"
                                f"{self._struct_hint(cd.struct_name.value, d, ctx)}")
                ok = False
                continue
            if id(d.node) in self.state.struct_in_progress:
                self.sink.error(cd.struct_name.location, DiagnosticId.CHAINED_STRUCT_CYCLE,
                                f"chaining '{cd.struct_name.value}' into {what} makes a cycle")
                ok = False
                continue
            chained = self.struct(d.node, self.scopes.file_context(d.file))
            if chained is None:
                ok = False
                continue
            chained_names.append(chained.name)
            chained_members.append((chained.name, cd.cpp_name.value))
            # inline_chained_structs: false (MongoDB): the chained struct is a
            # member object parsed from the whole document after this struct's
            # loop; here its fields are known names this struct skips.
            inline = sd.inline_chained_structs is None or sd.inline_chained_structs.value
            for f in chained.fields:
                if not inline:
                    f = replace(f, ignore=True, optional=True, default=None, validator=None)
                if not members.add(replace(f, from_chained=chained.name), cd.struct_name.location,
                                   f" (chained from struct '{chained.name}')"):
                    ok = False
        return chained_names, chained_members, ok

    def _add_generic_fields(self, ctx: FileContext, members: "FieldSet", is_command: bool, mongodb: bool,
                            what: str) -> bool:
        """A command's generic arguments (a reply's generic reply fields),
        after its own fields."""
        ok = True
        by_name, by_cpp_name = members.by_name, members.by_cpp_name
        for f in self._generic_arguments(ctx, "arg" if is_command else "reply"):
            if f.name in by_name:
                continue  # the command's own (or chained) declaration wins
            if accessor_key(f) in by_cpp_name and mongodb:
                # MongoDB keeps generic arguments in their own class; flat
                # here, the generic one takes the rule's prefix.
                renamed = mongodb_dialect.NAMING.generic_name(f.cpp_name)
                f = replace(f, cpp_name=renamed, cpp_identifier=mongodb_dialect.field_identifier(renamed))
            if accessor_key(f) in by_cpp_name:
                self.sink.error(by_cpp_name[accessor_key(f)], DiagnosticId.DUPLICATE_CPP_NAME,
                                f"the C++ name '{f.cpp_name}' in {what} is also the C++ name of generic "
                                f"argument '{f.name}' ({f.location})")
                ok = False
                continue
            by_name[f.name] = f
            by_cpp_name[accessor_key(f)] = f.location
            members.fields.append(f)
        return ok

    def _struct_hint(self, name: str, found, ctx: FileContext) -> str:
        """The nearest struct name in scope, when `name` names nothing."""
        if found is not None:
            return ""
        return suggest.did_you_mean(name, [d.name for d in self.scopes.definitions_in(ctx.scope) if d.kind == "struct"])

    def _command_info(self, sd: syntax.StructDef, ctx: FileContext, what: str) -> Optional[model.CommandInfo]:
        cd = sd.command
        namespace, namespace_type, ok = self._command_namespace(sd, ctx, what)
        reply_type = None
        if cd.reply_type is not None:
            d = self.scopes.lookup(cd.reply_type.value.strip(), ctx.scope)
            if d is None or d.kind != "struct":
                found = "is not defined" if d is None else f"is a {d.kind}, not a struct"
                self.sink.error(cd.reply_type.location, DiagnosticId.BAD_REPLY_TYPE,
                                f"reply_type '{cd.reply_type.value}' of {what} {found}"
                                f"{self._struct_hint(cd.reply_type.value.strip(), d, ctx)}")
                ok = False
            else:
                reply_type = d.name
                if self.state.bound_only and self.struct(d.node, self.scopes.file_context(d.file)) is None:
                    ok = False  # bound on use; its problems are reported at its definition
        command_name = cd.command_name.value if cd.command_name is not None else sd.name.value
        if cd.command_name is not None and (not command_name or "\0" in command_name):
            self.sink.error(cd.command_name.location, DiagnosticId.BAD_NAME, f"the command_name of {what} is empty")
            ok = False
        if not ok:
            return None
        protobuf = bool(sd.protobuf and sd.protobuf.value)
        allow_global = bool(cd.allow_global_collection_name and cd.allow_global_collection_name.value)
        if allow_global and namespace not in (model.NamespaceKind.CONCATENATE_WITH_DB,
                                              model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            self.sink.error(cd.allow_global_collection_name.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                            f"'allow_global_collection_name' applies to 'namespace: concatenate_with_db' and "
                            f"'concatenate_with_db_or_uuid', and {what} has 'namespace: {namespace.value}'")
            ok = False
        elif allow_global and protobuf:
            self.sink.error(cd.allow_global_collection_name.location, DiagnosticId.PROTO_UNREPRESENTABLE,
                            f"{what} has 'protobuf: true' and 'allow_global_collection_name', which has no "
                            f"protobuf form yet (a collection-less command)")
            ok = False
        for key, number in (("command_tag", cd.tag), ("command_uuid_tag", cd.uuid_tag)):
            if number is not None and not protobuf:
                self.sink.error(number.location, DiagnosticId.CONFLICTING_FIELD_OPTIONS,
                                f"'{key}' of {what} applies to the protobuf backend, and {what} does not have "
                                f"'protobuf: true'")
                ok = False
        if not ok:
            return None
        return model.CommandInfo(
            command_name=command_name,
            aliases=tuple(a.value for a in cd.command_alias),
            namespace=namespace,
            namespace_type=namespace_type,
            reply_type=reply_type,
            api_version=cd.api_version.value if cd.api_version else None,
            tag=cd.tag.value if cd.tag is not None and isinstance(cd.tag.value, int) else None,
            uuid_tag=cd.uuid_tag.value if cd.uuid_tag is not None and isinstance(cd.uuid_tag.value, int) else None,
            allow_global_collection_name=allow_global,
        )

    def _command_namespace(self, sd: syntax.StructDef, ctx: FileContext, what: str):
        """A command's `namespace` and, for `namespace: type`, the type of its
        first element; and whether both are valid."""
        cd = sd.command
        ok = True
        namespace = None
        if cd.namespace is None:
            self.sink.error(sd.name.location, DiagnosticId.MISSING_KEY,
                            f"{what} needs 'namespace' ({', '.join(k.value for k in model.NamespaceKind)})")
            ok = False
        else:
            try:
                namespace = model.NamespaceKind(cd.namespace.value)
            except ValueError:
                self.sink.error(cd.namespace.location, DiagnosticId.BAD_NAMESPACE,
                                f"namespace '{cd.namespace.value}' of {what} is not one of "
                                f"{', '.join(k.value for k in model.NamespaceKind)}")
                ok = False
        namespace_type = None
        if cd.type is not None and namespace is not None and namespace is not model.NamespaceKind.TYPE:
            self.sink.error(cd.type.location, DiagnosticId.NAMESPACE_TYPE_MISMATCH,
                            f"'type' is only allowed with 'namespace: type', and {what} has "
                            f"'namespace: {namespace.value}'")
            ok = False
        elif namespace is model.NamespaceKind.TYPE:
            if cd.type is None:
                self.sink.error(cd.namespace.location, DiagnosticId.NAMESPACE_TYPE_MISMATCH,
                                f"{what} has 'namespace: type' and needs 'type' (the type of its first element)")
                ok = False
            else:
                namespace_type = (self.mongodb.resolve_variant(cd.type_variant, ctx, f"the namespace type of {what}")
                                  if cd.type_variant else
                                  self.types.resolve_type(cd.type, ctx, f"the namespace type of {what}"))
                if namespace_type is None:
                    ok = False
        return namespace, namespace_type, ok

    def _generic_arguments(self, ctx: FileContext, role: str = "arg") -> Tuple[model.Field, ...]:
        """Every generic argument (role "arg") or generic reply field (role
        "reply") visible from a file, in scope order: the entries of
        generic_argument_lists / generic_reply_field_lists and the fields of
        MongoDB's structs marked is_generic_cmd_list. Each list is bound
        once, in its own file's scope."""
        out: List[model.Field] = []
        seen: Dict[str, model.Field] = {}
        for real in ctx.scope:
            f = self.files[real]
            fctx = self.scopes.file_context(f)
            lists = [gl for gl in f.syntax.generic_argument_lists if gl.role == role]
            lists += [syntax.GenericArgumentListDef(sd.name, sd.description, sd.fields, role)
                      for sd in f.syntax.structs
                      if sd.is_generic_cmd_list is not None and sd.is_generic_cmd_list.value.strip() == role]
            for gl in lists:
                for field in self.generic_list(gl, fctx):
                    if field.name in seen:
                        self.sink.error(field.location, DiagnosticId.DUPLICATE_FIELD,
                                        f"generic argument '{field.name}' is already defined at {seen[field.name].location}")
                        continue
                    seen[field.name] = field
                    out.append(field)
        return tuple(out)

    def generic_list(self, gl: syntax.GenericArgumentListDef, ctx: FileContext) -> Tuple[model.Field, ...]:
        key = id(gl.fields)    # a struct's list is rebuilt per lookup; its fields tuple is stable
        if key in self.state.generic_fields:
            return self.state.generic_fields[key]
        what = f"generic {'argument' if gl.role == 'arg' else 'reply field'} list '{gl.name.value}'"
        mongodb = ctx.file.syntax.dialect == "mongodb"
        out = []
        for fd in gl.fields:
            f = self.fields.field(fd, ctx, what)
            if f is not None:
                out.append(mongodb_dialect.generic_field(f) if mongodb else replace(f, generic=True))
        result = tuple(out)
        self.state.generic_fields[key] = result
        return result

    def check_recursion(self, scope: Tuple[str, ...]) -> None:
        """A struct that holds itself by value (not through an array) has no
        finite C++ representation. Each cycle is reported once, at the field
        of its first struct (in scope order) that starts it."""
        by_name: Dict[str, model.Struct] = {}
        for real in scope:
            for sd in self.files[real].syntax.structs:
                s = self.state.memo(sd)
                if isinstance(s, model.Struct):
                    by_name.setdefault(s.name, s)
        edges = {name: [target for f in st.fields for target in _held_by_value(f.type) if target in by_name]
                 for name, st in by_name.items()}
        component = strong_components(edges)
        in_reported_cycle: Set[str] = set()
        for s in by_name.values():
            if s.name in in_reported_cycle:
                continue
            # Breadth-first from s inside its strongly connected component (a
            # cycle through s cannot leave it; this keeps the whole check
            # linear in acyclic specs); `parent` remembers how each struct was reached.
            parent: Dict[str, Tuple[str, model.Field]] = {}
            queue = deque([s.name])
            closing: Optional[Tuple[str, model.Field]] = None
            while queue and closing is None:
                current = queue.popleft()
                for f in by_name[current].fields:
                    for target in _held_by_value(f.type):
                        if target == s.name:
                            closing = (current, f)
                            break
                        if target not in parent and component.get(target) == component[s.name]:
                            parent[target] = (current, f)
                            queue.append(target)
                    if closing is not None:
                        break
            if closing is None:
                continue
            members = [s.name]
            first_field = closing[1]
            node = closing[0]
            while node != s.name:
                members.append(node)
                node, first_field = parent[node]
            in_reported_cycle.update(members)
            path = " -> ".join([s.name] + list(reversed(members[1:])) + [s.name])
            self.sink.error(first_field.location, DiagnosticId.RECURSIVE_STRUCT,
                            f"struct '{s.name}' contains itself ({path}) through field '{first_field.name}'; "
                            f"make the recursion go through an array")



def _held_by_value(t: Optional[model.FieldType]) -> List[str]:
    """The structs a field of type `t` holds by value: a struct, or a struct
    alternative of a variant (a std::variant member holds it in place)."""
    if t is None:
        return []
    if t.category == "struct":
        return [t.struct_name]
    if t.category == "variant":
        return [a.struct_name for a in t.alternatives if a.category == "struct"]
    return []


def strong_components(edges: Dict[str, List[str]]) -> Dict[str, int]:
    """Tarjan's strongly connected components, iteratively (a chain of
    structs can be longer than Python's recursion limit): name -> component."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    on_stack: Set[str] = set()
    stack: List[str] = []
    component: Dict[str, int] = {}
    for start in edges:
        if start in index:
            continue
        work = [(start, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            while i < len(targets) and targets[i] in index:
                if targets[i] in on_stack:
                    low[node] = min(low[node], index[targets[i]])
                i += 1
            if i < len(targets):
                work.append((node, i + 1))
                work.append((targets[i], 0))
                continue
            if low[node] == index[node]:
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component[member] = index[node]
                    if member == node:
                        break
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return component

def accessor_key(f: model.Field) -> str:
    """What a field's accessors are named after (`Limit`: getLimit/setLimit),
    as lower/names.py derives them: two fields of a class must differ in it."""
    return names.upper_first(names.field_member_base(f.cpp_identifier, f.cpp_name, f.name))


class FieldSet:
    """A struct's fields as they are added (its own, then chained, then
    generic): each wire name and each C++ identifier once."""

    def __init__(self, sink: DiagnosticSink, what: str) -> None:
        self.sink = sink
        self.what = what
        self.fields: List[model.Field] = []
        self.by_name: Dict[str, model.Field] = {}
        self.by_cpp_name: Dict[str, Location] = {}

    def add(self, f: model.Field, report_at: Location, origin: str) -> bool:
        if f.name in self.by_name:
            self.sink.error(report_at, DiagnosticId.DUPLICATE_FIELD,
                            f"field '{f.name}'{origin} of {self.what} is already defined at "
                            f"{self.by_name[f.name].location}")
            return False
        # The accessors, as generated (lower/names.py; in MongoDB's dialect
        # MongoDB's rule: `new` and `new_` clash, `id` and `_id` do not).
        key = accessor_key(f)
        if key in self.by_cpp_name:
            self.sink.error(report_at, DiagnosticId.DUPLICATE_CPP_NAME,
                            f"field '{f.name}'{origin} of {self.what} has the C++ name "
                            f"'{names.field_member_base(f.cpp_identifier, f.cpp_name, f.name)}' (accessors "
                            f"get{key}()/set{key}()), as has the field at {self.by_cpp_name[key]}; give one of "
                            f"them another cpp_name")
            return False
        self.by_name[f.name] = f
        self.by_cpp_name[key] = report_at
        self.fields.append(f)
        return True
