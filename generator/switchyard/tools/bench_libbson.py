"""The libbson reference of the benchmarks (`switchyard bench`): for every
struct reachable from a benchmarked command, a parser in MongoDB 5.0's shape
(bson_iter_next + strcmp in declaration order) and an appender, into the
default (unsuffixed) generated classes. A consumer of the public plan
(lower/); per-kind reading and writing are columns of lower/kinds.py."""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence

from .. import model
from ..codegen.cpp_text import bound_literal, cpp_string_literal, name_size
from ..codegen.writer import CodeWriter
from ..lower import kinds, names
from ..lower.cpp_types import CppTypes, accepted_types, innermost, shape
from ..lower.plan import FirstElement as FE
from ..lower.plan import SpecPlan, plan_spec


# The runtime's BsonType enumerators -> libbson's bson_type_t.
_LIBBSON_TYPES = {
    "kDouble": "BSON_TYPE_DOUBLE", "kString": "BSON_TYPE_UTF8", "kObject": "BSON_TYPE_DOCUMENT",
    "kArray": "BSON_TYPE_ARRAY", "kBinData": "BSON_TYPE_BINARY", "kUndefined": "BSON_TYPE_UNDEFINED",
    "kObjectId": "BSON_TYPE_OID", "kBool": "BSON_TYPE_BOOL", "kDate": "BSON_TYPE_DATE_TIME",
    "kNull": "BSON_TYPE_NULL", "kRegex": "BSON_TYPE_REGEX", "kDbPointer": "BSON_TYPE_DBPOINTER",
    "kJavaScript": "BSON_TYPE_CODE", "kSymbol": "BSON_TYPE_SYMBOL",
    "kJavaScriptWithScope": "BSON_TYPE_CODEWSCOPE", "kInt32": "BSON_TYPE_INT32",
    "kTimestamp": "BSON_TYPE_TIMESTAMP", "kInt64": "BSON_TYPE_INT64", "kDecimal128": "BSON_TYPE_DECIMAL128",
    "kMinKey": "BSON_TYPE_MINKEY", "kMaxKey": "BSON_TYPE_MAXKEY",
}


class LibbsonEmitter:
    """C++ for the libbson reference of the structs reachable from the
    benchmarked commands, into the default (unsuffixed) classes."""

    def __init__(self, specs: Sequence[model.Spec]) -> None:
        self.specs = list(specs)
        self.plans: Dict[str, SpecPlan] = {}
        self.owner: Dict[str, model.Spec] = {}
        for spec in specs:
            # Every name qualified: the bench file is outside every namespace.
            self.plans[spec.path] = plan_spec(spec, scope=names.GLOBAL_SCOPE)
            for s in spec.structs:
                self.owner.setdefault(s.name, spec)
        self.done: List[str] = []
        self.unsupported: Dict[str, str] = {}

    def em(self, struct_name: str) -> CppTypes:
        return self.plans[self.owner[struct_name].path].types

    def fields(self, struct_name: str):
        """The struct's field plans (lower/plan.py), names written from the global scope."""
        return self.plans[self.owner[struct_name].path].struct_plan(struct_name).fields

    def struct(self, name: str) -> model.Struct:
        return self.owner[name].struct(name)

    def qualified(self, name: str) -> str:
        return self.em(name).struct_cpp(name)

    def fn(self, prefix: str, struct_name: str) -> str:
        return f"{prefix}_{names.flat_identifier(self.qualified(struct_name))}"

    # ---- which structs ------------------------------------------------------

    def closure(self, roots: Sequence[str]) -> List[str]:
        """The structs reachable from `roots`, dependencies first."""
        order: List[str] = []

        def deps(t: Optional[model.FieldType]) -> List[str]:
            if t is None:
                return []
            name = shape(innermost(t)).struct_name()  # a struct, or arrays of one
            return [name] if name is not None else []

        def visit(name: str) -> None:
            if name in order:
                return
            order.append(name)  # placeholder against cycles; moved below
            s = self.struct(name)
            for f in s.fields:
                if not f.ignore:
                    for d in deps(f.type):
                        visit(d)
            if s.command is not None:
                for d in deps(s.command.namespace_type):
                    visit(d)
            order.remove(name)
            order.append(name)

        for r in roots:
            visit(r)
        return order

    def custom_in(self, name: str) -> Optional[str]:
        def has(t: Optional[model.FieldType]) -> bool:
            if t is None:
                return False
            return shape(innermost(t)).user_coded()

        s = self.struct(name)
        for f in s.fields:
            if not f.ignore and has(f.type):
                return f.name
        if s.command is not None and has(s.command.namespace_type):
            return s.command.command_name
        return None

    # ---- parsing --------------------------------------------------------------

    def type_check(self, out: CodeWriter, t: model.FieldType, it: str, label: str, on_null: str) -> None:
        accepted = accepted_types(t)
        if accepted is None:
            return
        types = [_LIBBSON_TYPES[a.split("::")[-1]] for a in accepted]
        cond = " && ".join(f"{it}_type != {x}" for x in types)
        out(f"const bson_type_t {it}_type = bson_iter_type(&{it});")
        out(f"if ({cond}) {{")
        out(f"  if ({it}_type == BSON_TYPE_NULL || {it}_type == BSON_TYPE_UNDEFINED) {on_null}")
        out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is the wrong type\");")
        out("}")

    def validate(self, out: CodeWriter, t: model.FieldType, v: str, label: str,
                 validator: Optional[model.Validator], spec_ns: str) -> None:
        if validator is None:
            return
        for op, bound in ((">", validator.gt), (">=", validator.gte), ("<", validator.lt),
                          ("<=", validator.lte)):
            if bound is None:
                continue
            literal = bound_literal(bound[0], bound[1])
            out(f"if (!({v} {op} {literal})) {{")
            out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' fails its validator\");")
            out("}")
        if validator.callback:
            cb = validator.callback if validator.callback.startswith("::") or not spec_ns \
                else f"::{spec_ns}::{validator.callback}"
            out(f"if (!{cb}({v}).ok()) {{")
            out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' fails its validator\");")
            out("}")

    def read(self, out: CodeWriter, em: CppTypes, t: model.FieldType, it: str, label: str, assign: str,
             validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        """Reads the type-checked value at iterator `it` and runs `assign`
        (a format with `{}` for the value)."""
        shape(t).accept(_Read(self, out, em, it, label, assign, validator, spec_ns, depth))

    def command_element(self, out: CodeWriter, em: CppTypes, cmd: model.CommandInfo, spec_ns: str) -> None:
        label = cpp_string_literal(cmd.command_name)
        out("// The first element is the command; its value is checked by the namespace rule.")
        out(f"if (!bson_iter_next(&it)) return lbFail(err, \"BSON field '\" {label} \"' is missing\");")
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            out("if (bson_iter_type(&it) == BSON_TYPE_UTF8) {")
            out("  uint32_t n;")
            out("  const char* s = bson_iter_utf8(&it, &n);")
            out(f"  out->{FE.COLLECTION_SET}(std::string_view(s, n));")
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                out("} else if (bson_iter_type(&it) == BSON_TYPE_BINARY) {")
                out("  bson_subtype_t subtype;")
                out("  uint32_t len;")
                out("  const uint8_t* data;")
                out("  bson_iter_binary(&it, &subtype, &len, &data);")
                out("  if (subtype != BSON_SUBTYPE_UUID) return lbFail(err, \"collection name has invalid type\");")
                out("  if (len != 16) return lbFail(err, \"collection UUID is not 16 bytes\");")
                out("  switchyard::Uuid uuid;")
                out("  std::memcpy(uuid.bytes.data(), data, 16);")
                out(f"  out->{FE.UUID_SET}(uuid);")
            out("} else {")
            out("  return lbFail(err, \"collection name has invalid type\");")
            out("}")
        elif ns == model.NamespaceKind.IGNORED:
            out(f"out->{FE.PARAMETER_SET}(lbElement(&it));")
        else:
            t = cmd.namespace_type
            self.type_check(out, t, "it", label, "return lbFail(err, \"null command parameter\");")
            self.read(out, em, t, "it", label, f"out->{FE.PARAMETER_SET}({{}});", None, spec_ns, 0)

    def parse_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        spec_ns = self.owner[name].cpp_namespace
        plans = self.fields(name)
        live = [fp for fp in plans if not fp.f.ignore]
        T = self.qualified(name)
        out = CodeWriter()
        out(f"// {s.name}: bson_iter_next + strcmp in declaration order (MongoDB 5.0's shape).")
        out(f"bool {self.fn('lbParse', name)}(const uint8_t* data, uint32_t size, {T}* out, LbError* err) {{")
        out.indent()
        out("bson_iter_t it;")
        out("if (!bson_iter_init_from_data(&it, data, size)) return lbFail(err, \"invalid BSON document\");")
        if live:
            out(f"std::bitset<{len(live)}> used;")
        if s.command is not None:
            self.command_element(out, em, s.command, spec_ns)
        out("while (bson_iter_next(&it)) {")
        out.indent()
        out("const char* const key = bson_iter_key(&it);")
        bit = 0
        first = True
        for fp in plans:
            f = fp.f
            kw = "if" if first else "} else if"
            first = False
            out(f"{kw} (strcmp(key, {cpp_string_literal(f.name)}) == 0) {{")
            out.indent()
            if f.ignore:
                out("continue;  // ignored")
            else:
                label = cpp_string_literal(f.name)
                self.type_check(out, f.type, "it", label, "continue;")
                out(f"if (used[{bit}]) return lbFail(err, \"BSON field '\" {label} \"' is a duplicate field\");")
                out(f"used.set({bit});")
                self.read(out, em, f.type, "it", label, f"out->{fp.setter}({{}});", f.validator, spec_ns, 0)
                bit += 1
            out.dedent()
        if plans:
            out("} else {")
            out.indent()
        if s.strict:
            out("return lbFail(err, std::string(\"BSON field '\") + key + \"' is an unknown field\");")
        else:
            out("continue;")
        if plans:
            out.dedent()
            out("}")
        out.dedent()
        out("}")
        out("if (it.err_off != 0) return lbFail(err, \"corrupt BSON\");")
        bit = 0
        for fp in live:
            if fp.f.required:
                out(f"if (!used[{bit}]) return lbFail(err, \"BSON field '\" {cpp_string_literal(fp.f.name)} "
                    f"\"' is missing but a required field\");")
            bit += 1
        out("return true;")
        out.dedent()
        out("}")
        return out.lines

    # ---- serializing ----------------------------------------------------------

    def write(self, out: CodeWriter, em: CppTypes, t: model.FieldType, key: str, keylen: str, v: str, b: str,
              depth: int) -> None:
        shape(t).accept(_Write(self, out, em, key, keylen, v, b, depth))

    def append_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        plans = self.fields(name)
        T = self.qualified(name)
        out = CodeWriter()
        out(f"// {s.name}: bson_append_* of the same fields, in serialize()'s order.")
        live = [fp for fp in plans if not fp.f.ignore]
        param = "o" if (live or s.command) else "/*o*/"
        bparam = "b" if (live or s.command) else "/*b*/"
        out(f"void {self.fn('lbAppend', name)}(const {T}& {param}, bson_t* {bparam}) {{")
        out.indent()
        cmd = s.command
        if cmd is not None:
            key = cpp_string_literal(cmd.command_name)
            n = name_size(cmd.command_name)
            ns = cmd.namespace
            if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
                if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                    out(f"if (o.{FE.UUID_GET}()) {{")
                    out(f"  bson_append_binary(b, {key}, {n}, BSON_SUBTYPE_UUID, "
                        f"o.{FE.UUID_GET}()->bytes.data(), 16);")
                    out("} else {")
                    out.indent()
                out("{")
                out(f"  const std::string_view name = o.{FE.COLLECTION_GET}();")
                out(f"  bson_append_utf8(b, {key}, {n}, name.data(), static_cast<int>(name.size()));")
                out("}")
                if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                    out.dedent()
                    out("}")
            elif ns == model.NamespaceKind.IGNORED:
                out(f"if (o.{FE.PARAMETER_GET}()) {{")
                out(f"  lbAppendAny(b, {key}, {n}, *o.{FE.PARAMETER_GET}());")
                out("} else {")
                out(f"  bson_append_int32(b, {key}, {n}, 1);")
                out("}")
            else:
                self.write(out, em, cmd.namespace_type, key, str(n), f"o.{FE.PARAMETER_GET}()", "b", 0)
        for fp in live:
            f = fp.f
            key = cpp_string_literal(f.name)
            n = str(name_size(f.name))
            if (basic := shape(f.type).basic_type()) is not None and basic.serialize_nonempty:
                self.append_nonempty(out, em, fp, key, n)
            elif f.optional:
                out(f"if (const auto& value = o.{fp.getter}()) {{")
                out.indent()
                self.write(out, em, f.type, key, n, "*value", "b", 0)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  bson_append_null(b, {key}, {n});")
                out("}")
            else:
                self.write(out, em, f.type, key, n, f"o.{fp.getter}()", "b", 0)
        out.dedent()
        out("}")
        return out.lines

    def append_nonempty(self, out: CodeWriter, em: CppTypes, fp, key: str, n: str) -> None:
        """A document of a `serialize_nonempty` type, as MongoDB's
        serializeBSONWhenNotEmpty writes it: only when it is not empty (an
        unset always_serialize field: null)."""
        f = fp.f
        if not f.optional:
            out(f"if (!o.{fp.getter}().empty()) {{")
            out.indent()
            self.write(out, em, f.type, key, n, f"o.{fp.getter}()", "b", 0)
            out.dedent()
            out("}")
            return
        out(f"if (const auto& value = o.{fp.getter}()) {{")
        out.indent()
        out("if (!value->empty()) {")
        out.indent()
        self.write(out, em, f.type, key, n, "*value", "b", 0)
        out.dedent()
        out("}")
        out.dedent()
        if f.always_serialize:
            out("} else {")
            out(f"  bson_append_null(b, {key}, {n});")
        out("}")


class _Read:
    """LibbsonEmitter.read, per shape (variants are not benchmarked; user
    code is excluded by custom_in())."""

    def __init__(self, lb: LibbsonEmitter, out: CodeWriter, em: CppTypes, it: str, label: str, assign: str,
                 validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        self.lb, self.out, self.em, self.it, self.label, self.assign = lb, out, em, it, label, assign
        self.validator, self.spec_ns, self.depth = validator, spec_ns, depth
        self.v = f"v{depth}"

    def struct(self, t: model.FieldType) -> None:
        out, v = self.out, self.v
        out(f"{self.lb.qualified(t.struct_name)} {v};")
        out("{")
        out("  uint32_t len;")
        out("  const uint8_t* data;")
        out(f"  bson_iter_document(&{self.it}, &len, &data);")
        out(f"  if (!{self.lb.fn('lbParse', t.struct_name)}(data, len, &{v}, err)) return false;")
        out("}")
        out(self.assign.format(f"std::move({v})"))

    def array(self, t: model.FieldType) -> None:
        out, v, label = self.out, self.v, self.label
        d = self.depth + 1
        child, index = f"it{d}", f"index{d}"
        out(f"{self.em.cpp_type(t)} {v};")
        out(f"bson_iter_t {child};")
        out(f"if (!bson_iter_recurse(&{self.it}, &{child})) {{")
        out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is not a valid array\");")
        out("}")
        with out.block(f"for (uint32_t {index} = 0; bson_iter_next(&{child}); ++{index}) {{"):
            out("char keyBuffer[16];")
            out("const char* expectedKey;")
            out(f"bson_uint32_to_string({index}, &expectedKey, keyBuffer, sizeof keyBuffer);")
            out(f"if (strcmp(bson_iter_key(&{child}), expectedKey) != 0) {{")
            out(f"  return lbFail(err, std::string(\"BSON array field '\") + {label} + \"' has a bad index\");")
            out("}")
            self.lb.type_check(out, t.element, child, label, "continue;")
            self.lb.read(out, self.em, t.element, child, label, f"{v}.push_back({{}});", self.validator,
                         self.spec_ns, d)
        out(f"if ({child}.err_off != 0) return lbFail(err, \"corrupt BSON in an array\");")
        out(self.assign.format(f"std::move({v})"))

    def enum(self, t: model.FieldType) -> None:
        out, v, it, label = self.out, self.v, self.it, self.label
        e = t.enum
        parse = self.em.enum_parse(e)
        out(f"{self.em.enum_cpp(e)} {v};")
        if e.value_type == "string":
            out("{")
            out("  uint32_t n;")
            out(f"  const char* s = bson_iter_utf8(&{it}, &n);")
            out(f"  if (!{parse}(std::string_view(s, n), &{v})) {{")
            out(f"    return lbFail(err, std::string(\"Enumeration value for '\") + {label} + \"' is invalid\");")
            out("  }")
            out("}")
        else:
            out(f"if (!{parse}(bson_iter_int32(&{it}), &{v})) {{")
            out(f"  return lbFail(err, std::string(\"Enumeration value for '\") + {label} + \"' is invalid\");")
            out("}")
        self.lb.validate(out, t, v, label, self.validator, self.spec_ns)
        out(self.assign.format(v))

    def basic(self, t: model.FieldType) -> None:
        snippet = kinds.row(t.basic.kind).libbson_read
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson reading for {t.basic.kind}")
        self.out.extend(snippet.format(v=self.v, it=self.it, label=self.label).split("\n"))
        self.lb.validate(self.out, t, self.v, self.label, self.validator, self.spec_ns)
        self.out(self.assign.format(self.v))


class _Write:
    """LibbsonEmitter.write, per shape."""

    def __init__(self, lb: LibbsonEmitter, out: CodeWriter, em: CppTypes, key: str, keylen: str, v: str, b: str,
                 depth: int) -> None:
        self.lb, self.out, self.em, self.key, self.keylen = lb, out, em, key, keylen
        self.v, self.b, self.depth = v, b, depth

    def struct(self, t: model.FieldType) -> None:
        out, b, d = self.out, self.b, self.depth + 1
        out("{")
        out(f"  bson_t child{d};")
        out(f"  bson_append_document_begin({b}, {self.key}, {self.keylen}, &child{d});")
        out(f"  {self.lb.fn('lbAppend', t.struct_name)}({self.v}, &child{d});")
        out(f"  bson_append_document_end({b}, &child{d});")
        out("}")

    def array(self, t: model.FieldType) -> None:
        out, b, d = self.out, self.b, self.depth + 1
        with out.block("{"):
            out(f"bson_t child{d};")
            out(f"bson_append_array_begin({b}, {self.key}, {self.keylen}, &child{d});")
            out(f"uint32_t index{d} = 0;")
            with out.block(f"for (const auto& item{d} : {self.v}) {{"):
                out(f"char keyBuffer{d}[16];")
                out(f"const char* key{d};")
                out(f"const size_t keylen{d} = bson_uint32_to_string(index{d}++, &key{d}, keyBuffer{d}, "
                    f"sizeof keyBuffer{d});")
                self.lb.write(out, self.em, t.element, f"key{d}", f"static_cast<int>(keylen{d})", f"item{d}",
                              f"&child{d}", d)
            out(f"bson_append_array_end({b}, &child{d});")

    def enum(self, t: model.FieldType) -> None:
        out, b, key, keylen, v = self.out, self.b, self.key, self.keylen, self.v
        if t.enum.value_type == "string":
            out("{")
            out(f"  const std::string_view s = {self.em.enum_to_string(t.enum)}({v});")
            out(f"  bson_append_utf8({b}, {key}, {keylen}, s.data(), static_cast<int>(s.size()));")
            out("}")
        else:
            out(f"bson_append_int32({b}, {key}, {keylen}, static_cast<std::int32_t>({v}));")

    def basic(self, t: model.FieldType) -> None:
        snippet = kinds.row(t.basic.kind).libbson_write
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson writing for {t.basic.kind}")
        self.out.extend(snippet.format(v=self.v, b=self.b, key=self.key, keylen=self.keylen).split("\n"))
