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
        out(f"if (usedFields[{bit}]) [[unlikely]] return ctx.failDuplicate({label});")
        out(f"usedFields.set({bit});")
        self.read(out, em, f.type, "e", label, f"out->set{fp.accessor}({{}});", f.validator, 0)

    def command_element(self, out: CodeWriter, em: CppTypes, T: str, cmd: model.CommandInfo) -> None:
        out("// The first element is the command; its value is checked by the namespace rule.")
        out("if (!mgNext(cursor, e, ctx)) [[unlikely]] {")
        out(f"  return ctx.failed() ? false : ctx.failMissing({T}::kCommandName);")
        out("}")
        ns = cmd.namespace
        other = ("switchyard::failGlobalCollectionName(ctx, e)" if cmd.allow_global_collection_name
                 else "switchyard::failCollectionName(ctx, e)")
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            out("if (e.type() == switchyard::BsonType::kString || e.type() == switchyard::BsonType::kSymbol) {")
            out("  out->setCollectionName(e.asString());")
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                out("} else if (e.type() == switchyard::BsonType::kBinData &&")
                out("           e.asBinData().subtype == switchyard::kBinDataUuid) {")
                out("  switchyard::Uuid uuid;")
                out(f"  if (!switchyard::readUuid(e, {T}::kCommandName, ctx, &uuid)) return false;")
                out("  out->setCollectionUuid(uuid);")
            if cmd.allow_global_collection_name:
                out("} else if (switchyard::isGlobalCollectionName(e)) {")
                out("  out->setCollectionless();")
            out("} else {")
            out(f"  return {other};")
            out("}")
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
        out = CodeWriter()
        if generic:
            out("// MongoDB's isGenericArgument: a run-time map keyed by std::string.")
            out(f"const absl::node_hash_map<std::string, int> {self.generic_map(name)} = {{")
            for i, fp in enumerate(generic):
                out(f"    {{{cpp_string_literal(fp.f.name)}, {i}}},")
            out("};")
            out()
        out(f"// {s.name}: MongoDB 5.0's per-element shape (see bench_mongo.py).")
        out(f"bool {self.fn('mgParse', name)}(switchyard::BsonDocument doc, {T}* out, "
            "switchyard::ParseContext& ctx) {")
        out.indent()
        if bits:
            out(f"std::bitset<{len(bits)}> usedFields;")
        out("switchyard::BsonCursor cursor = doc.elements();")
        out("switchyard::BsonElement e;")
        if s.command is not None:
            self.command_element(out, em, T, s.command)
        out("while (mgNext(cursor, e, ctx)) {")
        out.indent()
        out("const std::string_view fieldName = e.name();")
        kw = "if"
        for fp in own:
            out(f"{kw} (fieldName == {cpp_string_literal(fp.f.name)}) {{")
            out.indent()
            self.field(out, em, fp, bits.get(fp.index, -1))
            out.dedent()
            kw = "} else if"
        if own:
            out("} else {")
            out.indent()
        unknown = "return ctx.failUnknown(fieldName);" if s.strict else "continue;"
        if generic:
            m = self.generic_map(name)
            out(f"const auto generic = {m}.find(std::string(fieldName));")
            out(f"if (generic == {m}.end()) {unknown}")
            out("switch (generic->second) {")
            for i, fp in enumerate(generic):
                out(f"  case {i}: {{  // {fp.f.name}")
                out.indent().indent()
                self.field(out, em, fp, bits.get(fp.index, -1))
                out("break;")
                out.dedent().dedent()
                out("  }")
            out("  default:")
            out("    break;")
            out("}")
        else:
            out(unknown)
        if own:
            out.dedent()
            out("}")
        out.dedent()
        out("}")
        out("if (ctx.failed()) [[unlikely]] return false;")
        required = [fp for fp in plans if fp.f.required]
        if required:
            out("if (!usedFields.all()) [[unlikely]] {")
            for fp in required:
                out(f"  if (!usedFields[{bits[fp.index]}]) return ctx.failMissing({cpp_string_literal(fp.f.name)});")
            out("}")
        out("return true;")
        out.dedent()
        out("}")
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
        out, elem, label = self.out, self.elem, self.label
        v = f"s{self.depth}"
        out(f"{self.mg.qualified(t.struct_name)} {v};")
        enter = f"ctx.enterUnnamed({elem}.value())" if self.element else f"ctx.enter({label}, {elem}.value())"
        out(f"if (!{enter}) [[unlikely]] return false;")
        out(f"if (!{self.mg.fn('mgParse', t.struct_name)}({elem}.asDocument(), &{v}, ctx)) [[unlikely]] {{")
        out("  return false;")
        out("}")
        out("ctx.leave();")
        out(self.assign.format(f"std::move({v})"))

    def array(self, t: model.FieldType) -> None:
        out, elem, label, em = self.out, self.elem, self.label, self.em
        d = self.depth + 1
        vec, items, item, index = f"vec{d}", f"items{d}", f"item{d}", f"index{d}"
        out(f"{em.cpp_type(t)} {vec};")
        out(f"if (!ctx.enter({label}, {elem}.value())) [[unlikely]] return false;")
        out(f"switchyard::BsonCursor {items} = {elem}.asDocument().elements();")
        out(f"switchyard::BsonElement {item};")
        out(f"for (uint32_t {index} = 0; mgNext({items}, {item}, ctx); ++{index}) {{")
        out.indent()
        out(f"if (!switchyard::isArrayIndex({item}.name(), {index})) [[unlikely]] {{")
        out(f"  return ctx.failArrayIndex({item}.name(), {index});")
        out("}")
        BsonValues(em).type_check(out, t.element, f"static_cast<uint8_t>({item}.type())", item,
                                  f"{item}.name()", "continue;")
        self.mg.read(out, em, t.element, item, f"{item}.name()", f"{vec}.push_back({{}});", self.validator, d,
                     element=True)
        out.dedent()
        out("}")
        out("if (ctx.failed()) [[unlikely]] return false;")
        out("ctx.leave();")
        out(self.assign.format(f"std::move({vec})"))

    def other(self, t: model.FieldType) -> None:
        # Scalars and enums: exactly the generated parsers' reading.
        BsonValues(self.em).read_value(self.out, t, self.elem, self.label, self.assign, "", self.validator,
                                       self.depth, self.element)
