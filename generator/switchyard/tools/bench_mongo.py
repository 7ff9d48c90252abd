"""The `mongo` benchmark reference: MongoDB 5.0's generated-parser shape over
this project's checked element walk, with this project's value work.

MongoDB 5.0's IDL compiler (buildscripts/idl/idl/generator.py) emits, per
struct, a `parseProtected` that does for every element of the document
(see a generated find_command_gen.cpp, `FindCommandRequest::parseProtected`):

  * builds a BSONElement (the field name measured by a scan: strlen; the
    value sized by a switch on its type) and takes `fieldNameStringData()`;
  * compares that name with every field of the struct in declaration order,
    `if (fieldName == kFilterFieldName) ... else if (...)` (StringData ==:
    a size compare, then memcmp);
  * when no field matched, asks `mongo::isGenericArgument(fieldName)`, which
    looks the name up in a run-time map keyed by std::string
    (`Generic_args_api_v1::_genericFields.find(fieldName.toString())`, a
    `stdx::unordered_map`, i.e. `absl::node_hash_map`);
  * parses a nested struct by a separate call with a child error context
    (`IDLParserErrorContext tempContext(kLsidFieldName, &ctxt);
    _lsid = LogicalSessionFromClient::parse(tempContext, element.Obj());`);
  * tracks duplicates in a `std::bitset<N> usedFields`, and checks required
    fields after the loop under `if (!usedFields.all())`.

This module generates that shape from the same bound specs, filling the
default (unsuffixed) classes through their setters, with this project's type
checks, coercions, validators, duplicate and required checks and error texts
(the generated parsers' ParseContext functions), so a benchmark of it does
the same value work as the generated parsers and only the per-element
machinery differs. Generic arguments are handled by their handlers once the
map lookup found them (MongoDB 5.0 parses them in separate passes; one lookup
in one map here is the cheaper, conservative choice). The name scan is
`strnlen` bounded by the document (MongoDB scans validated bytes with strlen).

Output: the file `bench_mongo.cpp` (namespace `switchyard_bench::reference_mongo`:
registerParse, serialize, parseMany), rendered by tools/bench_cpp.render_bench.
A consumer of the public plan (lower/) and of the BSON backend's value reading
(backends/bson_values.py), like the libbson reference (tools/bench_libbson.py).
Each generated shape (the parse function, the generic-argument map and
switch, a field's branch, the command element, a struct's or an array's
value) is one snippet with named holes (codegen/writer.py); a body a hole
takes is written at its level in the function, as the value reading wraps
lines by it.
"""

from __future__ import annotations

from typing import Dict, List, Sequence

from ..backends.bson_values import BsonValues
from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes, shape
from .bench_libbson import LibbsonEmitter


class MongoEmitter(LibbsonEmitter):
    """C++ of the `mongo` reference for the structs reachable from the
    benchmarked commands."""

    # The libbson reference's helpers (which structs, qualified names,
    # function names, per-spec emitters) serve here unchanged.

    # ---- values -------------------------------------------------------------

    def read(self, out: CodeWriter, em: CppTypes, t: model.FieldType, elem: str, label: str, assign: str,
             validator, depth: int, element: bool = False) -> None:
        """Reads the type-checked element `elem` (an array element when
        `element`: errors inside name the array field, as MongoDB's
        tempContext does); `assign` is a format with `{}` for the value."""
        shape(t).accept(_Read(self, out, em, elem, label, assign, validator, depth, element))

    def field(self, out: CodeWriter, em: CppTypes, fp, bit: int) -> None:
        f = fp.f
        label = cpp_string_literal(f.name)
        if f.ignore:
            out("continue;  // ignored")
            return
        BsonValues(em).type_check(out, f.type, "static_cast<uint8_t>(e.type())", "e", label, "continue;")
        out.snippet("""
            if (usedFields[{{BIT}}]) [[unlikely]] return ctx.failDuplicate({{LABEL}});
            usedFields.set({{BIT}});
        """, BIT=bit, LABEL=label)
        self.read(out, em, f.type, "e", label, f"out->set{fp.accessor}({{}});", f.validator, 0)

    def command_element(self, out: CodeWriter, em: CppTypes, T: str, cmd: model.CommandInfo) -> None:
        value = CodeWriter(out.level)  # the reading below wraps lines by their level
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            uuid = CodeWriter()
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                uuid.snippet("""
                    } else if (e.type() == switchyard::BsonType::kBinData &&
                               e.asBinData().subtype == switchyard::kBinDataUuid) {
                      switchyard::Uuid uuid;
                      if (!switchyard::readUuid(e, {{T}}::kCommandName, ctx, &uuid)) return false;
                      out->setCollectionUuid(uuid);
                """, T=T)
            value.snippet("""
                if (e.type() == switchyard::BsonType::kString || e.type() == switchyard::BsonType::kSymbol) {
                  out->setCollectionName(e.asString());
                {{UUID}}
                {{GLOBAL}}
                } else {
                  return switchyard::{{FAIL}}(ctx, e);
                }
            """, UUID=uuid.lines, GLOBAL=["} else if (switchyard::isGlobalCollectionName(e)) {",
                                          "  out->setCollectionless();"] if cmd.allow_global_collection_name else [],
                          FAIL="failGlobalCollectionName" if cmd.allow_global_collection_name else "failCollectionName")
        elif ns == model.NamespaceKind.IGNORED:
            value("out->setCommandParameter(e);")
        else:
            t = cmd.namespace_type
            label = f"{T}::kCommandName"
            BsonValues(em).type_check(value, t, "static_cast<uint8_t>(e.type())", "e", label, None)
            self.read(value, em, t, "e", label, "out->setCommandParameter({});", None, 0)
        out.snippet("""
            // The first element is the command; its value is checked by the namespace rule.
            if (!mgNext(cursor, e, ctx)) [[unlikely]] {
              return ctx.failed() ? false : ctx.failMissing({{T}}::kCommandName);
            }
            {{VALUE}}
        """, T=T, VALUE=value.lines)

    # ---- one parser per struct ----------------------------------------------

    def generic_map(self, name: str) -> str:
        return self.fn("kMgGenericArguments", name)

    def parse_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        plans = self.fields(name)
        bits = {fp.index: bit for bit, fp in enumerate(fp for fp in plans if not fp.f.ignore)}
        T = self.qualified(name)
        first = CodeWriter(1)
        if s.command is not None:
            self.command_element(first, self.em(name), T, s.command)
        generic = [fp for fp in plans if fp.f.generic and fp.f.name != "$db"]
        out = CodeWriter()
        if generic:
            out.snippet("""
                // MongoDB's isGenericArgument: a run-time map keyed by std::string.
                const absl::node_hash_map<std::string, int> {{MAP}} = {
                    {{ENTRIES}}
                };
            """, MAP=self.generic_map(name),
                        ENTRIES=[f"{{{cpp_string_literal(fp.f.name)}, {i}}}," for i, fp in enumerate(generic)])
            out()
        out.snippet("""
            // {{NAME}}: MongoDB 5.0's per-element shape (see bench_mongo.py).
            bool {{FN}}(switchyard::BsonDocument doc, {{T}}* out, switchyard::ParseContext& ctx) {
              {{USED}}
              switchyard::BsonCursor cursor = doc.elements();
              switchyard::BsonElement e;
              {{FIRST}}
              while (mgNext(cursor, e, ctx)) {
                const std::string_view fieldName = e.name();
                {{FIELDS}}
              }
              if (ctx.failed()) [[unlikely]] return false;
              {{REQUIRED}}
              return true;
            }
        """, NAME=s.name, FN=self.fn("mgParse", name), T=T, FIRST=first.lines, FIELDS=self.field_branches(name, bits),
                    USED=[f"std::bitset<{len(bits)}> usedFields;"] if bits else [],
                    REQUIRED=self.required(plans, bits))
        return out.lines

    def field_branches(self, name: str, bits: Dict[int, int]) -> List[str]:
        """The loop's body: the struct's own fields compared in declaration
        order, then the generic arguments' map, then the unknown field.
        MongoDB generates `$db` as a field of every command, compared last
        (kDbNameFieldName); the other generic arguments go to the map."""
        plans, em = self.fields(name), self.em(name)
        own = [fp for fp in plans if not fp.f.generic] + [fp for fp in plans if fp.f.generic and
                                                           fp.f.name == "$db"]
        generic = [fp for fp in plans if fp.f.generic and fp.f.name != "$db"]
        out = CodeWriter(2)
        for i, fp in enumerate(own):
            value = CodeWriter(3)
            self.field(value, em, fp, bits.get(fp.index, -1))
            out.snippet("""
                {{IF}} (fieldName == {{NAME}}) {
                  {{VALUE}}
            """, IF="if" if i == 0 else "} else if", NAME=cpp_string_literal(fp.f.name), VALUE=value.lines)
        unknown = "return ctx.failUnknown(fieldName);" if self.struct(name).strict else "continue;"
        other = CodeWriter(3 if own else 2)
        if generic:
            cases = CodeWriter(other.level + 2)
            for i, fp in enumerate(generic):
                value = CodeWriter(other.level + 2)
                self.field(value, em, fp, bits.get(fp.index, -1))
                cases.snippet("""
                    case {{I}}: {  // {{NAME}}
                      {{VALUE}}
                      break;
                    }
                """, I=i, NAME=fp.f.name, VALUE=value.lines)
            other.snippet("""
                const auto generic = {{MAP}}.find(std::string(fieldName));
                if (generic == {{MAP}}.end()) {{UNKNOWN}}
                switch (generic->second) {
                  {{CASES}}
                  default:
                    break;
                }
            """, MAP=self.generic_map(name), UNKNOWN=unknown, CASES=cases.lines)
        else:
            other(unknown)
        if not own:
            return other.lines
        out.snippet("""
            } else {
              {{OTHER}}
            }
        """, OTHER=other.lines)
        return out.lines

    @staticmethod
    def required(plans, bits: Dict[int, int]) -> List[str]:
        """The required fields' checks after the loop, under one test of every bit."""
        required = [fp for fp in plans if fp.f.required]
        if not required:
            return []
        out = CodeWriter()
        out.snippet("""
            if (!usedFields.all()) [[unlikely]] {
              {{CHECKS}}
            }
        """, CHECKS=[f"if (!usedFields[{bits[fp.index]}]) return ctx.failMissing({cpp_string_literal(fp.f.name)});"
                     for fp in required])
        return out.lines


def mongo_sources(specs: Sequence[model.Spec], roots: Sequence[str]) -> Dict[str, object]:
    """The template data of bench_mongo.cpp for the commands `roots` (IDL
    struct names): declarations, definitions, and per root its parser's name."""
    mg = MongoEmitter(specs)
    structs = mg.closure(roots)
    decls = [f"bool {mg.fn('mgParse', n)}(switchyard::BsonDocument doc, {mg.qualified(n)}* out, "
             "switchyard::ParseContext& ctx);" for n in structs]
    defs = [mg.parse_fn(n) for n in structs]
    return dict(mg_decls=decls, mg_defs=defs, mg_parse={r: mg.fn("mgParse", r) for r in roots})


__all__ = ["MongoEmitter", "mongo_sources"]


class _Read:
    """MongoEmitter.read, per shape: structs and arrays through the emitter's
    own functions, scalars and enums exactly as the generated parsers read."""

    def __init__(self, mg, out: CodeWriter, em: CppTypes, elem: str, label: str, assign: str, validator,
                 depth: int, element: bool) -> None:
        self.mg, self.out, self.em, self.elem, self.label, self.assign = mg, out, em, elem, label, assign
        self.validator, self.depth, self.element = validator, depth, element

    def struct(self, t: model.FieldType) -> None:
        v, elem = f"s{self.depth}", self.elem
        self.out.snippet("""
            {{T}} {{V}};
            if (!{{ENTER}}) [[unlikely]] return false;
            if (!{{PARSE}}({{ELEM}}.asDocument(), &{{V}}, ctx)) [[unlikely]] {
              return false;
            }
            ctx.leave();
            {{ASSIGN}}
        """, T=self.mg.qualified(t.struct_name), V=v, ELEM=elem, PARSE=self.mg.fn("mgParse", t.struct_name),
                         ENTER=f"ctx.enterUnnamed({elem}.value())" if self.element
                         else f"ctx.enter({self.label}, {elem}.value())",
                         ASSIGN=self.assign.format(f"std::move({v})"))

    def array(self, t: model.FieldType) -> None:
        d = self.depth + 1
        vec, item = f"vec{d}", f"item{d}"
        element = CodeWriter(self.out.level + 1)  # the reading wraps lines by their level
        BsonValues(self.em).type_check(element, t.element, f"static_cast<uint8_t>({item}.type())", item,
                                       f"{item}.name()", "continue;")
        self.mg.read(element, self.em, t.element, item, f"{item}.name()", f"{vec}.push_back({{}});", self.validator,
                     d, element=True)
        self.out.snippet("""
            {{T}} {{VEC}};
            if (!ctx.enter({{LABEL}}, {{ELEM}}.value())) [[unlikely]] return false;
            switchyard::BsonCursor {{ITEMS}} = {{ELEM}}.asDocument().elements();
            switchyard::BsonElement {{ITEM}};
            for (uint32_t {{INDEX}} = 0; mgNext({{ITEMS}}, {{ITEM}}, ctx); ++{{INDEX}}) {
              if (!switchyard::isArrayIndex({{ITEM}}.name(), {{INDEX}})) [[unlikely]] {
                return ctx.failArrayIndex({{ITEM}}.name(), {{INDEX}});
              }
              {{ELEMENT}}
            }
            if (ctx.failed()) [[unlikely]] return false;
            ctx.leave();
            {{ASSIGN}}
        """, T=self.em.cpp_type(t), VEC=vec, LABEL=self.label, ELEM=self.elem, ITEMS=f"items{d}", ITEM=item,
                         INDEX=f"index{d}", ELEMENT=element.lines, ASSIGN=self.assign.format(f"std::move({vec})"))

    def other(self, t: model.FieldType) -> None:
        # Scalars and enums: exactly the generated parsers' reading.
        BsonValues(self.em).read_value(self.out, t, self.elem, self.label, self.assign, "", self.validator,
                                       self.depth, self.element)
