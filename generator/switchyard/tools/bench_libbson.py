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
from ..lower.cpp_types import CppTypes, accepted_types
from ..lower.plan import FirstElement as FE
from ..lower.plan import SpecPlan, plan_spec

K = model.ValueKind

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
            if t.category == "struct":
                return [t.struct_name]
            if t.category == "array":
                return deps(t.element)
            return []

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
            if t.category == "array":
                return has(t.element)
            return t.category == "basic" and t.basic.kind == K.CUSTOM

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
        out.snippet("""
            const bson_type_t {{IT}}_type = bson_iter_type(&{{IT}});
            if ({{WRONG_TYPE}}) {
              if ({{IT}}_type == BSON_TYPE_NULL || {{IT}}_type == BSON_TYPE_UNDEFINED) {{ON_NULL}}
              return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' is the wrong type");
            }
        """, IT=it, WRONG_TYPE=" && ".join(f"{it}_type != {x}" for x in types), ON_NULL=on_null, LABEL=label)

    def validate(self, out: CodeWriter, t: model.FieldType, v: str, label: str,
                 validator: Optional[model.Validator], spec_ns: str) -> None:
        if validator is None:
            return
        checks = [f"({v} {op} {bound_literal(bound[0], bound[1])})"
                    for op, bound in ((">", validator.gt), (">=", validator.gte), ("<", validator.lt),
                                      ("<=", validator.lte)) if bound is not None]
        if validator.callback:
            cb = validator.callback if validator.callback.startswith("::") or not spec_ns \
                else f"::{spec_ns}::{validator.callback}"
            checks.append(f"{cb}({v}).ok()")
        for passes in checks:
            out.snippet("""
                if (!{{PASSES}}) {
                  return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' fails its validator");
                }
            """, PASSES=passes, LABEL=label)

    def read(self, out: CodeWriter, em: CppTypes, t: model.FieldType, it: str, label: str, assign: str,
             validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        """Reads the type-checked value at iterator `it` and runs `assign`
        (a format with `{}` for the value)."""
        v = f"v{depth}"
        if t.category == "struct":
            out.snippet("""
                {{TYPE}} {{V}};
                {
                  uint32_t len;
                  const uint8_t* data;
                  bson_iter_document(&{{IT}}, &len, &data);
                  if (!{{PARSE}}(data, len, &{{V}}, err)) return false;
                }
                {{ASSIGN}}
            """, TYPE=self.qualified(t.struct_name), V=v, IT=it, PARSE=self.fn('lbParse', t.struct_name),
                        ASSIGN=assign.format(f"std::move({v})"))
            return
        if t.category == "array":
            d = depth + 1
            child = f"it{d}"
            element = CodeWriter(out.level + 1)
            self.type_check(element, t.element, child, label, "continue;")
            self.read(element, em, t.element, child, label, f"{v}.push_back({{}});", validator, spec_ns, d)
            out.snippet("""
                {{TYPE}} {{V}};
                bson_iter_t it{{D}};
                if (!bson_iter_recurse(&{{IT}}, &it{{D}})) {
                  return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' is not a valid array");
                }
                for (uint32_t index{{D}} = 0; bson_iter_next(&it{{D}}); ++index{{D}}) {
                  char keyBuffer[16];
                  const char* expectedKey;
                  bson_uint32_to_string(index{{D}}, &expectedKey, keyBuffer, sizeof keyBuffer);
                  if (strcmp(bson_iter_key(&it{{D}}), expectedKey) != 0) {
                    return lbFail(err, std::string("BSON array field '") + {{LABEL}} + "' has a bad index");
                  }
                  {{ELEMENT}}
                }
                if (it{{D}}.err_off != 0) return lbFail(err, "corrupt BSON in an array");
                {{ASSIGN}}
            """, TYPE=em.cpp_type(t), V=v, D=d, IT=it, LABEL=label, ELEMENT=element.lines,
                        ASSIGN=assign.format(f"std::move({v})"))
            return
        if t.category == "enum":
            e = t.enum
            holes = dict(V=v, IT=it, PARSE=em.enum_parse(e), LABEL=label)
            out(f"{em.enum_cpp(e)} {v};")
            if e.value_type == "string":
                out.snippet("""
                    {
                      uint32_t n;
                      const char* s = bson_iter_utf8(&{{IT}}, &n);
                      if (!{{PARSE}}(std::string_view(s, n), &{{V}})) {
                        return lbFail(err, std::string("Enumeration value for '") + {{LABEL}} + "' is invalid");
                      }
                    }
                """, **holes)
            else:
                out.snippet("""
                    if (!{{PARSE}}(bson_iter_int32(&{{IT}}), &{{V}})) {
                      return lbFail(err, std::string("Enumeration value for '") + {{LABEL}} + "' is invalid");
                    }
                """, **holes)
            self.validate(out, t, v, label, validator, spec_ns)
            out(assign.format(v))
            return
        snippet = kinds.row(t.basic.kind).libbson_read
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson reading for {t.basic.kind}")
        out.extend(snippet.format(v=v, it=it, label=label).split("\n"))
        self.validate(out, t, v, label, validator, spec_ns)
        out(assign.format(v))

    def command_element(self, out: CodeWriter, em: CppTypes, cmd: model.CommandInfo, spec_ns: str) -> None:
        label = cpp_string_literal(cmd.command_name)
        out.snippet("""
            // The first element is the command; its value is checked by the namespace rule.
            if (!bson_iter_next(&it)) return lbFail(err, "BSON field '" {{LABEL}} "' is missing");
        """, LABEL=label)
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            out.snippet("""
                if (bson_iter_type(&it) == BSON_TYPE_UTF8) {
                  uint32_t n;
                  const char* s = bson_iter_utf8(&it, &n);
                  out->{{SET}}(std::string_view(s, n));
            """, SET=FE.COLLECTION_SET)
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                out.snippet("""
                    } else if (bson_iter_type(&it) == BSON_TYPE_BINARY) {
                      bson_subtype_t subtype;
                      uint32_t len;
                      const uint8_t* data;
                      bson_iter_binary(&it, &subtype, &len, &data);
                      if (subtype != BSON_SUBTYPE_UUID) return lbFail(err, "collection name has invalid type");
                      if (len != 16) return lbFail(err, "collection UUID is not 16 bytes");
                      switchyard::Uuid uuid;
                      std::memcpy(uuid.bytes.data(), data, 16);
                      out->{{SET}}(uuid);
                """, SET=FE.UUID_SET)
            out.snippet("""
                } else {
                  return lbFail(err, "collection name has invalid type");
                }
            """)
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
        command = CodeWriter(indent=1)
        if s.command is not None:
            self.command_element(command, em, s.command, spec_ns)
        dispatch = CodeWriter(indent=2)
        for k, fp in enumerate(plans):
            f = fp.f
            label = cpp_string_literal(f.name)
            field = CodeWriter(dispatch.level + 1)
            if f.ignore:
                field("continue;  // ignored")
            else:
                bit = live.index(fp)
                self.type_check(field, f.type, "it", label, "continue;")
                field.snippet("""
                    if (used[{{BIT}}]) return lbFail(err, "BSON field '" {{LABEL}} "' is a duplicate field");
                    used.set({{BIT}});
                """, BIT=bit, LABEL=label)
                self.read(field, em, f.type, "it", label, f"out->{fp.setter}({{}});", f.validator, spec_ns, 0)
            dispatch.snippet("""
                {{IF}} (strcmp(key, {{NAME}}) == 0) {
                  {{FIELD}}
            """, IF="} else if" if k else "if", NAME=label, FIELD=field.lines)
        unknown = ("return lbFail(err, std::string(\"BSON field '\") + key + \"' is an unknown field\");"
                   if s.strict else "continue;")
        if plans:
            dispatch.snippet("""
                } else {
                  {{UNKNOWN}}
                }
            """, UNKNOWN=unknown)
        else:
            dispatch(unknown)
        out = CodeWriter()
        out.snippet("""
            // {{NAME}}: bson_iter_next + strcmp in declaration order (MongoDB 5.0's shape).
            bool {{FN}}(const uint8_t* data, uint32_t size, {{T}}* out, LbError* err) {
              bson_iter_t it;
              if (!bson_iter_init_from_data(&it, data, size)) return lbFail(err, "invalid BSON document");
              {{USED}}
              {{COMMAND_ELEMENT}}
              while (bson_iter_next(&it)) {
                const char* const key = bson_iter_key(&it);
                {{DISPATCH}}
              }
              if (it.err_off != 0) return lbFail(err, "corrupt BSON");
              {{REQUIRED}}
              return true;
            }
        """, NAME=s.name, FN=self.fn('lbParse', name), T=self.qualified(name),
                    USED=[f"std::bitset<{len(live)}> used;"] if live else [], COMMAND_ELEMENT=command.lines,
                    DISPATCH=dispatch.lines,
                    REQUIRED=[f"if (!used[{bit}]) return lbFail(err, \"BSON field '\" "
                              f"{cpp_string_literal(fp.f.name)} \"' is missing but a required field\");"
                              for bit, fp in enumerate(live) if fp.f.required])
        return out.lines

    # ---- serializing ----------------------------------------------------------

    def write(self, out: CodeWriter, em: CppTypes, t: model.FieldType, key: str, keylen: str, v: str, b: str,
              depth: int) -> None:
        d = depth + 1
        if t.category == "struct":
            out.snippet("""
                {
                  bson_t child{{D}};
                  bson_append_document_begin({{B}}, {{KEY}}, {{KEYLEN}}, &child{{D}});
                  {{APPEND}}({{V}}, &child{{D}});
                  bson_append_document_end({{B}}, &child{{D}});
                }
            """, D=d, B=b, KEY=key, KEYLEN=keylen, APPEND=self.fn('lbAppend', t.struct_name), V=v)
            return
        if t.category == "array":
            element = CodeWriter(out.level + 2)
            self.write(element, em, t.element, f"key{d}", f"static_cast<int>(keylen{d})", f"item{d}",
                       f"&child{d}", d)
            out.snippet("""
                {
                  bson_t child{{D}};
                  bson_append_array_begin({{B}}, {{KEY}}, {{KEYLEN}}, &child{{D}});
                  uint32_t index{{D}} = 0;
                  for (const auto& item{{D}} : {{V}}) {
                    char keyBuffer{{D}}[16];
                    const char* key{{D}};
                    const size_t keylen{{D}} = bson_uint32_to_string(index{{D}}++, &key{{D}}, keyBuffer{{D}}, sizeof keyBuffer{{D}});
                    {{ELEMENT}}
                  }
                  bson_append_array_end({{B}}, &child{{D}});
                }
            """, D=d, B=b, KEY=key, KEYLEN=keylen, V=v, ELEMENT=element.lines)
            return
        if t.category == "enum":
            if t.enum.value_type == "string":
                out.snippet("""
                    {
                      const std::string_view s = {{TO_STRING}}({{V}});
                      bson_append_utf8({{B}}, {{KEY}}, {{KEYLEN}}, s.data(), static_cast<int>(s.size()));
                    }
                """, TO_STRING=em.enum_to_string(t.enum), V=v, B=b, KEY=key, KEYLEN=keylen)
            else:
                out(f"bson_append_int32({b}, {key}, {keylen}, static_cast<std::int32_t>({v}));")
            return
        snippet = kinds.row(t.basic.kind).libbson_write
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson writing for {t.basic.kind}")
        out.extend(snippet.format(v=v, b=b, key=key, keylen=keylen).split("\n"))

    def append_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        live = [fp for fp in self.fields(name) if not fp.f.ignore]
        body = CodeWriter(indent=1)
        if s.command is not None:
            self.append_command_element(body, em, s.command)
        for fp in live:
            f = fp.f
            key = cpp_string_literal(f.name)
            n = str(name_size(f.name))
            if f.type.category == "basic" and f.type.basic.serialize_nonempty:
                self.append_nonempty(body, em, fp, key, n)
            elif f.optional:
                value = CodeWriter(body.level + 1)
                self.write(value, em, f.type, key, n, "*value", "b", 0)
                body.snippet("""
                    if (const auto& value = o.{{GETTER}}()) {
                      {{WRITE}}
                    {{NULL}}
                    }
                """, GETTER=fp.getter, WRITE=value.lines, NULL=_null_branch(f, key, n))
            else:
                self.write(body, em, f.type, key, n, f"o.{fp.getter}()", "b", 0)
        used = live or s.command
        out = CodeWriter()
        out.snippet("""
            // {{NAME}}: bson_append_* of the same fields, in serialize()'s order.
            void {{FN}}(const {{T}}& {{O}}, bson_t* {{B}}) {
              {{FIELDS}}
            }
        """, NAME=s.name, FN=self.fn('lbAppend', name), T=self.qualified(name), O="o" if used else "/*o*/",
                    B="b" if used else "/*b*/", FIELDS=body.lines)
        return out.lines

    def append_command_element(self, out: CodeWriter, em: CppTypes, cmd: model.CommandInfo) -> None:
        """Appends the command's first element."""
        holes = dict(KEY=cpp_string_literal(cmd.command_name), N=name_size(cmd.command_name))
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            name = CodeWriter(out.level + (ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID))
            name.snippet("""
                {
                  const std::string_view name = o.{{GET}}();
                  bson_append_utf8(b, {{KEY}}, {{N}}, name.data(), static_cast<int>(name.size()));
                }
            """, GET=FE.COLLECTION_GET, **holes)
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB:
                out.lines.extend(name.lines)
                return
            out.snippet("""
                if (o.{{UUID_GET}}()) {
                  bson_append_binary(b, {{KEY}}, {{N}}, BSON_SUBTYPE_UUID, o.{{UUID_GET}}()->bytes.data(), 16);
                } else {
                  {{NAME}}
                }
            """, UUID_GET=FE.UUID_GET, NAME=name.lines, **holes)
        elif ns == model.NamespaceKind.IGNORED:
            out.snippet("""
                if (o.{{GET}}()) {
                  lbAppendAny(b, {{KEY}}, {{N}}, *o.{{GET}}());
                } else {
                  bson_append_int32(b, {{KEY}}, {{N}}, 1);
                }
            """, GET=FE.PARAMETER_GET, **holes)
        else:
            self.write(out, em, cmd.namespace_type, holes["KEY"], str(holes["N"]), f"o.{FE.PARAMETER_GET}()",
                       "b", 0)

    def append_nonempty(self, out: CodeWriter, em: CppTypes, fp, key: str, n: str) -> None:
        """A document of a `serialize_nonempty` type, as MongoDB's
        serializeBSONWhenNotEmpty writes it: only when it is not empty (an
        unset always_serialize field: null)."""
        f = fp.f
        if not f.optional:
            value = CodeWriter(out.level + 1)
            self.write(value, em, f.type, key, n, f"o.{fp.getter}()", "b", 0)
            out.snippet("""
                if (!o.{{GETTER}}().empty()) {
                  {{WRITE}}
                }
            """, GETTER=fp.getter, WRITE=value.lines)
            return
        value = CodeWriter(out.level + 2)
        self.write(value, em, f.type, key, n, "*value", "b", 0)
        out.snippet("""
            if (const auto& value = o.{{GETTER}}()) {
              if (!value->empty()) {
                {{WRITE}}
              }
            {{NULL}}
            }
        """, GETTER=fp.getter, WRITE=value.lines, NULL=_null_branch(f, key, n))


def _null_branch(f: model.Field, key: str, n: str) -> List[str]:
    """The `} else {` branch that appends null for an unset always_serialize field, or nothing."""
    if not f.always_serialize:
        return []
    return ["} else {", f"  bson_append_null(b, {key}, {n});"]
