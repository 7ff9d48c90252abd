"""The command's first element in the BSON backend: the members and
accessors of lower/plan.py's `FirstElement`, and how the element is parsed,
sized and written (MongoDB's namespace rules, docs/idl.md)."""

from __future__ import annotations

from typing import List

from ..codegen.cpp_text import name_size
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import arithmetic, by_reference
from ..lower.plan import FirstElement as FE
from .bson_values import BsonValues

_NAME = FE.COLLECTION_MEMBER
_UUID = FE.UUID_MEMBER
_LESS = FE.COLLECTIONLESS_MEMBER
_PARAM = FE.PARAMETER_MEMBER


class BsonFirstElement:
    def __init__(self, values: BsonValues) -> None:
        self.values = values
        self.types = values.types

    # ---- members and accessors ------------------------------------------------

    @staticmethod
    def member_names(fe: FE) -> List[str]:
        """The members command_members declares (for operator==)."""
        if fe.collection:
            return [_NAME] + ([_UUID] if fe.uuid else []) + ([_LESS] if fe.collectionless else [])
        return [_PARAM]

    def command_members(self, fe: FE, accessors: List[List[str]], members: List[str]) -> None:
        if fe.collection:
            accessors.append(self._collection_accessors(fe))
            members.append(f"std::string_view {_NAME};")
            if fe.uuid:
                members.append(f"std::optional<switchyard::Uuid> {_UUID};")
            if fe.collectionless:
                members.append(f"bool {_LESS} = false;")
        elif fe.ignored:
            accessors.append([
                "// The value of the command's first element, which the command ignores",
                "// (serialized as 1 when unset).",
                f"const std::optional<switchyard::BsonElement>& {FE.PARAMETER_GET}() const "
                f"{{ return {_PARAM}; }}",
                f"void {FE.PARAMETER_SET}(std::optional<switchyard::BsonElement> value) "
                f"{{ {_PARAM} = value; }}",
            ])
            members.append(f"std::optional<switchyard::BsonElement> {_PARAM};")
        else:
            t = fe.parameter
            cpp = self.types.cpp_type(t)
            ret = f"const {cpp}&" if by_reference(t) else cpp
            accessors.append([
                "// The value of the command's first element.",
                f"{ret} {FE.PARAMETER_GET}() const {{ return {_PARAM}; }}",
                f"void {FE.PARAMETER_SET}({cpp} value) {{ {_PARAM} = std::move(value); }}",
            ])
            members.append(f"{cpp} {_PARAM}{{}};" if arithmetic(t) else f"{cpp} {_PARAM};")

    @staticmethod
    def _collection_accessors(fe: FE) -> List[str]:
        w = CodeWriter()
        holes = dict(NAME=_NAME, GET=FE.COLLECTION_GET, SET=FE.COLLECTION_SET)
        reset_less = [f"{_LESS} = false;"] if fe.collectionless else []
        if fe.uuid:
            w.snippet("""
                // The collection named by the command's first element: a name or, when {{UUID_GET}}() is set, a UUID.
                std::string_view {{GET}}() const { return {{NAME}}; }
                void {{SET}}(std::string_view value) {
                  {{NAME}} = value;
                  {{UUID}}.reset();
                  {{RESET_LESS}}
                }
                const std::optional<switchyard::Uuid>& {{UUID_GET}}() const { return {{UUID}}; }
                void {{UUID_SET}}(const switchyard::Uuid& value) {
                  {{NAME}} = {};
                  {{UUID}} = value;
                  {{RESET_LESS}}
                }
            """, UUID=_UUID, UUID_GET=FE.UUID_GET, UUID_SET=FE.UUID_SET, RESET_LESS=reset_less, **holes)
        elif fe.collectionless:
            w.snippet("""
                // The collection named by the command's first element (its database is $db).
                std::string_view {{GET}}() const { return {{NAME}}; }
                void {{SET}}(std::string_view value) {
                  {{NAME}} = value;
                  {{LESS}} = false;
                }
            """, LESS=_LESS, **holes)
        else:
            w.snippet("""
                // The collection named by the command's first element (its database is $db).
                std::string_view {{GET}}() const { return {{NAME}}; }
                void {{SET}}(std::string_view value) { {{NAME}} = value; }
            """, **holes)
        if fe.collectionless:
            w.snippet("""
                // {{{COMMAND}}: 1}: no collection (allow_global_collection_name); written as 1.
                bool {{LESS_GET}}() const { return {{LESS}}; }
                void {{LESS_SET}}() {
                  {{NAME}} = {};
                  {{RESET_UUID}}
                  {{LESS}} = true;
                }
            """, COMMAND=fe.command_name, LESS_GET=FE.COLLECTIONLESS_GET, LESS=_LESS,
                      LESS_SET=FE.COLLECTIONLESS_SET, NAME=_NAME,
                      RESET_UUID=[f"{_UUID}.reset();"] if fe.uuid else [])
        return w.lines

    # ---- parsing -----------------------------------------------------------------

    def parse_command_element(self, out: CodeWriter, fe: FE) -> None:
        out.snippet("""
            // The first element is the command; its value is checked by the namespace rule.
            if (!cursor.next(e, ctx)) [[unlikely]] {
              return ctx.failed() ? false : ctx.failMissing(kCommandName);
            }
        """)
        if fe.ignored:
            out(f"{_PARAM} = e;")
            return
        if not fe.collection:
            t = fe.parameter
            self.values.type_check(out, t, "e.type()", "e", "kCommandName", None)
            self.values.read_value(out, t, "e", "kCommandName", f"{_PARAM} = {{}};", _PARAM, None, 0)
            return
        # A name is a string or a symbol (MongoDB compares canonical types).
        out.snippet("""
            if (e.type() == switchyard::BsonType::kString ||
                e.type() == switchyard::BsonType::kSymbol) [[likely]] {
              {{NAME}} = e.asString();
        """, NAME=_NAME)
        if fe.uuid:
            out.snippet("""
                } else if (e.type() == switchyard::BsonType::kBinData &&
                           e.asBinData().subtype == switchyard::kBinDataUuid) {
                  if (!switchyard::readUuid(e, kCommandName, ctx, &{{UUID}}.emplace())) [[unlikely]] {
                    return false;
                  }
            """, UUID=_UUID)
        # allow_global_collection_name: the number 1 stands for no collection.
        if fe.collectionless:
            out.snippet("""
                } else if (switchyard::isGlobalCollectionName(e)) {
                  {{LESS}} = true;
            """, LESS=_LESS)
        out.snippet("""
            } else {
              return switchyard::{{FAIL}}(ctx, e);
            }
        """, FAIL="failGlobalCollectionName" if fe.collectionless else "failCollectionName")

    # ---- writing -----------------------------------------------------------------

    def write_command_element(self, out: CodeWriter, fe: FE) -> None:
        if fe.ignored:
            out.snippet("""
                if ({{PARAM}}) {
                  switchyard::appendAny(out, kCommandName, *{{PARAM}});
                } else {
                  out.appendInt32(kCommandName, 1);
                }
            """, PARAM=_PARAM)
            return
        if not fe.collection:
            self.values.write_lines(out, fe.parameter, "kCommandName", _PARAM, 0, "kCommandName")
            return
        branches = []
        if fe.collectionless:
            branches.append((_LESS, "out.appendInt32(kCommandName, 1);"))
        if fe.uuid:
            branches.append((_UUID, f"out.appendUuid(kCommandName, *{_UUID});"))
        name = f"out.appendString(kCommandName, {_NAME});"
        if not branches:
            out(name)
            return
        for k, (cond, line) in enumerate(branches):
            out.snippet("""
                {{IF}} ({{COND}}) {
                  {{WRITE}}
            """, IF="} else if" if k else "if", COND=cond, WRITE=line)
        out.snippet("""
            } else {
              {{WRITE}}
            }
        """, WRITE=name)

    def size_command_element(self, out: CodeWriter, fe: FE) -> None:
        n = name_size(fe.command_name)
        if fe.ignored:
            out(f"n += switchyard::BsonWriter::elementSize({n}, "
                f"{_PARAM} ? switchyard::anyValueSize(*{_PARAM}) : 4);")
            return
        if not fe.collection:
            self.values.size_lines(out, fe.parameter, str(n), _PARAM, "n", 0)
            return
        collectionless = f"{_LESS} ? 4 : " if fe.collectionless else ""
        uuid = f"{_UUID} ? 21 : " if fe.uuid else ""
        out(f"n += switchyard::BsonWriter::elementSize({n}, {collectionless}{uuid}"
            f"switchyard::BsonWriter::stringValueSize({_NAME}.size()));")
