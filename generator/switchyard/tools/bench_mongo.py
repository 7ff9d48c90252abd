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
"""

from __future__ import annotations

from typing import Dict, List, Sequence

from ..backends.bson_values import BsonValues
from .. import model
from ..codegen.cpp_text import cpp_string_literal
from ..codegen.writer import CodeWriter
from ..lower.cpp_types import CppTypes
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
        values = BsonValues(em)
        if t.category == "struct":
            v = f"s{depth}"
            out.snippet("""
                {{TYPE}} {{V}};
                if (!{{ENTER}}) [[unlikely]] return false;
                if (!{{PARSE}}({{ELEM}}.asDocument(), &{{V}}, ctx)) [[unlikely]] {
                  return false;
                }
                ctx.leave();
                {{ASSIGN}}
            """, TYPE=self.qualified(t.struct_name), V=v, PARSE=self.fn('mgParse', t.struct_name), ELEM=elem,
                        ENTER=f"ctx.enterUnnamed({elem}.value())" if element else f"ctx.enter({label}, {elem}.value())",
                        ASSIGN=assign.format(f"std::move({v})"))
            return
        if t.category == "array":
            d = depth + 1
            vec, item = f"vec{d}", f"item{d}"
            body = CodeWriter(out.level + 1)
            values.type_check(body, t.element, f"static_cast<uint8_t>({item}.type())", item, f"{item}.name()",
                              "continue;")
            self.read(body, em, t.element, item, f"{item}.name()", f"{vec}.push_back({{}});", validator, d,
                      element=True)
            out.snippet("""
                {{VECTOR}} vec{{D}};
                if (!ctx.enter({{LABEL}}, {{ELEM}}.value())) [[unlikely]] return false;
                switchyard::BsonCursor items{{D}} = {{ELEM}}.asDocument().elements();
                switchyard::BsonElement item{{D}};
                for (uint32_t index{{D}} = 0; mgNext(items{{D}}, item{{D}}, ctx); ++index{{D}}) {
                  if (!switchyard::isArrayIndex(item{{D}}.name(), index{{D}})) [[unlikely]] {
                    return ctx.failArrayIndex(item{{D}}.name(), index{{D}});
                  }
                  {{ELEMENT}}
                }
                if (ctx.failed()) [[unlikely]] return false;
                ctx.leave();
                {{ASSIGN}}
            """, VECTOR=em.cpp_type(t), D=d, LABEL=label, ELEM=elem, ELEMENT=body.lines,
                        ASSIGN=assign.format(f"std::move({vec})"))
            return
        # Scalars and enums: exactly the generated parsers' reading.
        values.read_value(out, t, elem, label, assign, "", validator, depth, element)

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
        out.snippet("""
            // The first element is the command; its value is checked by the namespace rule.
            if (!mgNext(cursor, e, ctx)) [[unlikely]] {
              return ctx.failed() ? false : ctx.failMissing({{T}}::kCommandName);
            }
        """, T=T)
        ns = cmd.namespace
        other = ("switchyard::failGlobalCollectionName(ctx, e)" if cmd.allow_global_collection_name
                 else "switchyard::failCollectionName(ctx, e)")
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            out.snippet("""
                if (e.type() == switchyard::BsonType::kString || e.type() == switchyard::BsonType::kSymbol) {
                  out->setCollectionName(e.asString());
            """)
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                out.snippet("""
                    } else if (e.type() == switchyard::BsonType::kBinData &&
                               e.asBinData().subtype == switchyard::kBinDataUuid) {
                      switchyard::Uuid uuid;
                      if (!switchyard::readUuid(e, {{T}}::kCommandName, ctx, &uuid)) return false;
                      out->setCollectionUuid(uuid);
                """, T=T)
            if cmd.allow_global_collection_name:
                out.snippet("""
                    } else if (switchyard::isGlobalCollectionName(e)) {
                      out->setCollectionless();
                """)
            out.snippet("""
                } else {
                  return {{OTHER}};
                }
            """, OTHER=other)
        elif ns == model.NamespaceKind.IGNORED:
            out("out->setCommandParameter(e);")
        else:
            t = cmd.namespace_type
            label = f"{T}::kCommandName"
            BsonValues(em).type_check(out, t, "static_cast<uint8_t>(e.type())", "e", label, None)
            self.read(out, em, t, "e", label, "out->setCommandParameter({});", None, 0)

    # ---- one parser per struct ----------------------------------------------

    def generic_map(self, name: str) -> str:
        return self.fn("kMgGenericArguments", name)

    def parse_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        plans = self.fields(name)
        bits: Dict[int, int] = {}
        for fp in plans:
            if not fp.f.ignore:
                bits[fp.index] = len(bits)
        # MongoDB generates `$db` as a field of every command, compared last
        # (kDbNameFieldName); the other generic arguments go to the map.
        own = [fp for fp in plans if not fp.f.generic] + [fp for fp in plans if fp.f.generic and
                                                           fp.f.name == "$db"]
        generic = [fp for fp in plans if fp.f.generic and fp.f.name != "$db"]
        T = self.qualified(name)
        command = CodeWriter(indent=1)
        if s.command is not None:
            self.command_element(command, em, T, s.command)
        required = [f"if (!usedFields[{bits[fp.index]}]) return ctx.failMissing({cpp_string_literal(fp.f.name)});"
                    for fp in plans if fp.f.required]
        out = CodeWriter()
        out.snippet("""
            {{GENERIC_MAP}}
            // {{NAME}}: MongoDB 5.0's per-element shape (see bench_mongo.py).
            bool {{FN}}(switchyard::BsonDocument doc, {{T}}* out, switchyard::ParseContext& ctx) {
              {{USED_FIELDS}}
              switchyard::BsonCursor cursor = doc.elements();
              switchyard::BsonElement e;
              {{COMMAND_ELEMENT}}
              while (mgNext(cursor, e, ctx)) {
                const std::string_view fieldName = e.name();
                {{DISPATCH}}
              }
              if (ctx.failed()) [[unlikely]] return false;
              {{REQUIRED}}
              return true;
            }
        """, GENERIC_MAP=self._generic_map_lines(name, generic), NAME=s.name, FN=self.fn('mgParse', name), T=T,
                    USED_FIELDS=[f"std::bitset<{len(bits)}> usedFields;"] if bits else [],
                    COMMAND_ELEMENT=command.lines, DISPATCH=self._dispatch(name, em, own, generic, bits),
                    REQUIRED=["if (!usedFields.all()) [[unlikely]] {", *("  " + r for r in required), "}"]
                    if required else [])
        return out.lines

    def _generic_map_lines(self, name: str, generic: Sequence) -> List[str]:
        """MongoDB's isGenericArgument map of the struct's generic arguments, or nothing."""
        if not generic:
            return []
        out = CodeWriter()
        out.snippet("""
            // MongoDB's isGenericArgument: a run-time map keyed by std::string.
            const absl::node_hash_map<std::string, int> {{MAP}} = {
                {{ENTRIES}}
            };
        """, MAP=self.generic_map(name),
                    ENTRIES=[f"{{{cpp_string_literal(fp.f.name)}, {i}}}," for i, fp in enumerate(generic)])
        return out.lines + [""]

    def _dispatch(self, name: str, em: CppTypes, own: Sequence, generic: Sequence, bits: Dict[int, int]) -> List[str]:
        """The loop's body after the field's name: its own fields compared in
        order, then the generic arguments' map, then the unknown field."""
        out = CodeWriter(indent=2)
        for k, fp in enumerate(own):
            field = CodeWriter(out.level + 1)
            self.field(field, em, fp, bits.get(fp.index, -1))
            out.snippet("""
                {{IF}} (fieldName == {{NAME}}) {
                  {{FIELD}}
            """, IF="} else if" if k else "if", NAME=cpp_string_literal(fp.f.name), FIELD=field.lines)
        rest = CodeWriter(out.level + 1) if own else out
        unknown = "return ctx.failUnknown(fieldName);" if self.struct(name).strict else "continue;"
        if generic:
            cases = CodeWriter(rest.level + 1)
            for i, fp in enumerate(generic):
                field = CodeWriter(cases.level + 1)
                self.field(field, em, fp, bits.get(fp.index, -1))
                cases.snippet("""
                    case {{I}}: {  // {{NAME}}
                      {{FIELD}}
                      break;
                    }
                """, I=i, NAME=fp.f.name, FIELD=field.lines)
            rest.snippet("""
                const auto generic = {{MAP}}.find(std::string(fieldName));
                if (generic == {{MAP}}.end()) {{UNKNOWN}}
                switch (generic->second) {
                  {{CASES}}
                  default:
                    break;
                }
            """, MAP=self.generic_map(name), UNKNOWN=unknown, CASES=cases.lines)
        else:
            rest(unknown)
        if own:
            out.snippet("""
                } else {
                  {{REST}}
                }
            """, REST=rest.lines)
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
