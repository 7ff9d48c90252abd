"""The libbson reference of the benchmarks (`switchyard bench`): for every
struct reachable from a benchmarked command, a parser in MongoDB 5.0's shape
(bson_iter_next + strcmp in declaration order) and an appender, into the
default (unsuffixed) generated classes. A consumer of the public plan
(lower/); per-kind reading and writing are columns of lower/kinds.py.

Each generated shape (the parse and append functions, a field's branch, the
command element, a type check, a validator test, a struct's or an array's
value) is one snippet with named holes (codegen/writer.py); the shape
visitors (_Read, _Write) choose it per type and fill its holes."""

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
        out.snippet("""
            const bson_type_t {{IT}}_type = bson_iter_type(&{{IT}});
            if ({{WRONG}}) {
              if ({{IT}}_type == BSON_TYPE_NULL || {{IT}}_type == BSON_TYPE_UNDEFINED) {{ON_NULL}}
              return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' is the wrong type");
            }
        """, IT=it, WRONG=" && ".join(f"{it}_type != {x}" for x in types), ON_NULL=on_null, LABEL=label)

    def validate(self, out: CodeWriter, t: model.FieldType, v: str, label: str,
                 validator: Optional[model.Validator], spec_ns: str) -> None:
        if validator is None:
            return
        failed = []  # the conditions under which the value fails its validator
        for op, bound in ((">", validator.gt), (">=", validator.gte), ("<", validator.lt),
                          ("<=", validator.lte)):
            if bound is not None:
                failed.append(f"!({v} {op} {bound_literal(bound[0], bound[1])})")
        if validator.callback:
            cb = validator.callback if validator.callback.startswith("::") or not spec_ns \
                else f"::{spec_ns}::{validator.callback}"
            failed.append(f"!{cb}({v}).ok()")
        for cond in failed:
            out.snippet("""
                if ({{FAILED}}) {
                  return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' fails its validator");
                }
            """, FAILED=cond, LABEL=label)

    def read(self, out: CodeWriter, em: CppTypes, t: model.FieldType, it: str, label: str, assign: str,
             validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        """Reads the type-checked value at iterator `it` and runs `assign`
        (a format with `{}` for the value)."""
        shape(t).accept(_Read(self, out, em, it, label, assign, validator, spec_ns, depth))

    def command_element(self, out: CodeWriter, em: CppTypes, cmd: model.CommandInfo, spec_ns: str) -> None:
        label = cpp_string_literal(cmd.command_name)
        value = CodeWriter()
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            uuid = CodeWriter()
            if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                uuid.snippet("""
                    } else if (bson_iter_type(&it) == BSON_TYPE_BINARY) {
                      bson_subtype_t subtype;
                      uint32_t len;
                      const uint8_t* data;
                      bson_iter_binary(&it, &subtype, &len, &data);
                      if (subtype != BSON_SUBTYPE_UUID) return lbFail(err, "collection name has invalid type");
                      if (len != 16) return lbFail(err, "collection UUID is not 16 bytes");
                      switchyard::Uuid uuid;
                      std::memcpy(uuid.bytes.data(), data, 16);
                      out->{{SET_UUID}}(uuid);
                """, SET_UUID=FE.UUID_SET)
            value.snippet("""
                if (bson_iter_type(&it) == BSON_TYPE_UTF8) {
                  uint32_t n;
                  const char* s = bson_iter_utf8(&it, &n);
                  out->{{SET_COLLECTION}}(std::string_view(s, n));
                {{UUID}}
                } else {
                  return lbFail(err, "collection name has invalid type");
                }
            """, SET_COLLECTION=FE.COLLECTION_SET, UUID=uuid.lines)
        elif ns == model.NamespaceKind.IGNORED:
            value(f"out->{FE.PARAMETER_SET}(lbElement(&it));")
        else:
            t = cmd.namespace_type
            self.type_check(value, t, "it", label, "return lbFail(err, \"null command parameter\");")
            self.read(value, em, t, "it", label, f"out->{FE.PARAMETER_SET}({{}});", None, spec_ns, 0)
        out.snippet("""
            // The first element is the command; its value is checked by the namespace rule.
            if (!bson_iter_next(&it)) return lbFail(err, "BSON field '" {{LABEL}} "' is missing");
            {{VALUE}}
        """, LABEL=label, VALUE=value.lines)

    def parse_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        plans = self.fields(name)
        live = [fp for fp in plans if not fp.f.ignore]
        first = CodeWriter()
        if s.command is not None:
            self.command_element(first, self.em(name), s.command, self.owner[name].cpp_namespace)
        out = CodeWriter()
        out.snippet("""
            // {{NAME}}: bson_iter_next + strcmp in declaration order (MongoDB 5.0's shape).
            bool {{FN}}(const uint8_t* data, uint32_t size, {{T}}* out, LbError* err) {
              bson_iter_t it;
              if (!bson_iter_init_from_data(&it, data, size)) return lbFail(err, "invalid BSON document");
              {{USED}}
              {{FIRST}}
              while (bson_iter_next(&it)) {
                const char* const key = bson_iter_key(&it);
                {{FIELDS}}
              }
              if (it.err_off != 0) return lbFail(err, "corrupt BSON");
              {{REQUIRED}}
              return true;
            }
        """, NAME=s.name, FN=self.fn("lbParse", name), T=self.qualified(name),
                    USED=[f"std::bitset<{len(live)}> used;"] if live else [], FIRST=first.lines,
                    FIELDS=self.field_branches(name),
                    REQUIRED=[f"if (!used[{bit}]) return lbFail(err, \"BSON field '\" "
                              f"{cpp_string_literal(fp.f.name)} \"' is missing but a required field\");"
                              for bit, fp in enumerate(live) if fp.f.required])
        return out.lines

    def field_branches(self, name: str) -> List[str]:
        """The loop's body: a strcmp branch per field in declaration order
        (its bit in `used` the field's index among those not ignored), then
        the unknown field."""
        em, spec_ns = self.em(name), self.owner[name].cpp_namespace
        unknown = ("return lbFail(err, std::string(\"BSON field '\") + key + \"' is an unknown field\");"
                   if self.struct(name).strict else "continue;")
        plans = self.fields(name)
        if not plans:
            return [unknown]
        out = CodeWriter()
        bit = 0
        for i, fp in enumerate(plans):
            label = cpp_string_literal(fp.f.name)
            value = CodeWriter()
            if fp.f.ignore:
                value("continue;  // ignored")
            else:
                self.type_check(value, fp.f.type, "it", label, "continue;")
                value.snippet("""
                    if (used[{{BIT}}]) return lbFail(err, "BSON field '" {{LABEL}} "' is a duplicate field");
                    used.set({{BIT}});
                """, BIT=bit, LABEL=label)
                self.read(value, em, fp.f.type, "it", label, f"out->{fp.setter}({{}});", fp.f.validator,
                          spec_ns, 0)
                bit += 1
            out.snippet("""
                {{IF}} (strcmp(key, {{LABEL}}) == 0) {
                  {{VALUE}}
            """, IF="if" if i == 0 else "} else if", LABEL=label, VALUE=value.lines)
        out.snippet("""
            } else {
              {{UNKNOWN}}
            }
        """, UNKNOWN=unknown)
        return out.lines

    # ---- serializing ----------------------------------------------------------

    def write(self, out: CodeWriter, em: CppTypes, t: model.FieldType, key: str, keylen: str, v: str, b: str,
              depth: int) -> None:
        shape(t).accept(_Write(self, out, em, key, keylen, v, b, depth))

    def written(self, em: CppTypes, t: model.FieldType, key: str, keylen: str, v: str) -> List[str]:
        """The lines of write() of a top-level field's value `v` into `b`."""
        out = CodeWriter()
        self.write(out, em, t, key, keylen, v, "b", 0)
        return out.lines

    def append_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        live = [fp for fp in self.fields(name) if not fp.f.ignore]
        body = CodeWriter()
        if s.command is not None:
            self.append_command(body, em, s.command)
        for fp in live:
            self.append_field(body, em, fp)
        used = bool(live or s.command)
        out = CodeWriter()
        out.snippet("""
            // {{NAME}}: bson_append_* of the same fields, in serialize()'s order.
            void {{FN}}(const {{T}}& {{O}}, bson_t* {{B}}) {
              {{BODY}}
            }
        """, NAME=s.name, FN=self.fn("lbAppend", name), T=self.qualified(name), O="o" if used else "/*o*/",
                    B="b" if used else "/*b*/", BODY=body.lines)
        return out.lines

    def append_command(self, out: CodeWriter, em: CppTypes, cmd: model.CommandInfo) -> None:
        """The first element, by the command's namespace rule."""
        key, n = cpp_string_literal(cmd.command_name), name_size(cmd.command_name)
        ns = cmd.namespace
        if ns == model.NamespaceKind.IGNORED:
            out.snippet("""
                if (o.{{GET}}()) {
                  lbAppendAny(b, {{KEY}}, {{N}}, *o.{{GET}}());
                } else {
                  bson_append_int32(b, {{KEY}}, {{N}}, 1);
                }
            """, GET=FE.PARAMETER_GET, KEY=key, N=n)
            return
        if ns not in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            self.write(out, em, cmd.namespace_type, key, str(n), f"o.{FE.PARAMETER_GET}()", "b", 0)
            return
        name = CodeWriter()
        name.snippet("""
            {
              const std::string_view name = o.{{GET}}();
              bson_append_utf8(b, {{KEY}}, {{N}}, name.data(), static_cast<int>(name.size()));
            }
        """, GET=FE.COLLECTION_GET, KEY=key, N=n)
        if ns == model.NamespaceKind.CONCATENATE_WITH_DB:
            out.extend(name.lines)
            return
        out.snippet("""
            if (o.{{GET}}()) {
              bson_append_binary(b, {{KEY}}, {{N}}, BSON_SUBTYPE_UUID, o.{{GET}}()->bytes.data(), 16);
            } else {
              {{NAME}}
            }
        """, GET=FE.UUID_GET, KEY=key, N=n, NAME=name.lines)

    def append_field(self, out: CodeWriter, em: CppTypes, fp) -> None:
        """A field, as serialize() writes it: a `serialize_nonempty` document
        only when it is not empty (MongoDB's serializeBSONWhenNotEmpty); an
        optional one when it is set (an unset always_serialize field: null)."""
        f = fp.f
        key, n = cpp_string_literal(f.name), str(name_size(f.name))
        nonempty = (basic := shape(f.type).basic_type()) is not None and basic.serialize_nonempty
        if not f.optional:
            value = self.written(em, f.type, key, n, f"o.{fp.getter}()")
            if not nonempty:
                out.extend(value)
                return
            out.snippet("""
                if (!o.{{GET}}().empty()) {
                  {{VALUE}}
                }
            """, GET=fp.getter, VALUE=value)
            return
        value = self.written(em, f.type, key, n, "*value")
        if nonempty:
            inner = CodeWriter()
            inner.snippet("""
                if (!value->empty()) {
                  {{VALUE}}
                }
            """, VALUE=value)
            value = inner.lines
        out.snippet("""
            if (const auto& value = o.{{GET}}()) {
              {{VALUE}}
            {{OR_NULL}}
            }
        """, GET=fp.getter, VALUE=value,
                    OR_NULL=["} else {", f"  bson_append_null(b, {key}, {n});"] if f.always_serialize else [])


class _Read:
    """LibbsonEmitter.read, per shape (variants are not benchmarked; user
    code is excluded by custom_in())."""

    def __init__(self, lb: LibbsonEmitter, out: CodeWriter, em: CppTypes, it: str, label: str, assign: str,
                 validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        self.lb, self.out, self.em, self.it, self.label, self.assign = lb, out, em, it, label, assign
        self.validator, self.spec_ns, self.depth = validator, spec_ns, depth
        self.v = f"v{depth}"

    def checked(self, t: model.FieldType) -> List[str]:
        """The validator tests of the value read into `v`, then its assignment."""
        out = CodeWriter()
        self.lb.validate(out, t, self.v, self.label, self.validator, self.spec_ns)
        out(self.assign.format(self.v))
        return out.lines

    def struct(self, t: model.FieldType) -> None:
        self.out.snippet("""
            {{T}} {{V}};
            {
              uint32_t len;
              const uint8_t* data;
              bson_iter_document(&{{IT}}, &len, &data);
              if (!{{PARSE}}(data, len, &{{V}}, err)) return false;
            }
            {{ASSIGN}}
        """, T=self.lb.qualified(t.struct_name), V=self.v, IT=self.it, PARSE=self.lb.fn("lbParse", t.struct_name),
                         ASSIGN=self.assign.format(f"std::move({self.v})"))

    def array(self, t: model.FieldType) -> None:
        d = self.depth + 1
        child = f"it{d}"
        element = CodeWriter()
        self.lb.type_check(element, t.element, child, self.label, "continue;")
        self.lb.read(element, self.em, t.element, child, self.label, f"{self.v}.push_back({{}});", self.validator,
                     self.spec_ns, d)
        self.out.snippet("""
            {{T}} {{V}};
            bson_iter_t {{CHILD}};
            if (!bson_iter_recurse(&{{IT}}, &{{CHILD}})) {
              return lbFail(err, std::string("BSON field '") + {{LABEL}} + "' is not a valid array");
            }
            for (uint32_t {{INDEX}} = 0; bson_iter_next(&{{CHILD}}); ++{{INDEX}}) {
              char keyBuffer[16];
              const char* expectedKey;
              bson_uint32_to_string({{INDEX}}, &expectedKey, keyBuffer, sizeof keyBuffer);
              if (strcmp(bson_iter_key(&{{CHILD}}), expectedKey) != 0) {
                return lbFail(err, std::string("BSON array field '") + {{LABEL}} + "' has a bad index");
              }
              {{ELEMENT}}
            }
            if ({{CHILD}}.err_off != 0) return lbFail(err, "corrupt BSON in an array");
            {{ASSIGN}}
        """, T=self.em.cpp_type(t), V=self.v, CHILD=child, IT=self.it, LABEL=self.label, INDEX=f"index{d}",
                         ELEMENT=element.lines, ASSIGN=self.assign.format(f"std::move({self.v})"))

    def enum(self, t: model.FieldType) -> None:
        holes = dict(E=self.em.enum_cpp(t.enum), V=self.v, IT=self.it, PARSE=self.em.enum_parse(t.enum),
                     LABEL=self.label, CHECKED=self.checked(t))
        if t.enum.value_type == "string":
            self.out.snippet("""
                {{E}} {{V}};
                {
                  uint32_t n;
                  const char* s = bson_iter_utf8(&{{IT}}, &n);
                  if (!{{PARSE}}(std::string_view(s, n), &{{V}})) {
                    return lbFail(err, std::string("Enumeration value for '") + {{LABEL}} + "' is invalid");
                  }
                }
                {{CHECKED}}
            """, **holes)
            return
        self.out.snippet("""
            {{E}} {{V}};
            if (!{{PARSE}}(bson_iter_int32(&{{IT}}), &{{V}})) {
              return lbFail(err, std::string("Enumeration value for '") + {{LABEL}} + "' is invalid");
            }
            {{CHECKED}}
        """, **holes)

    def basic(self, t: model.FieldType) -> None:
        snippet = kinds.row(t.basic.kind).libbson_read
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson reading for {t.basic.kind}")
        self.out.snippet("""
            {{READ}}
            {{CHECKED}}
        """, READ=snippet.format(v=self.v, it=self.it, label=self.label).split("\n"), CHECKED=self.checked(t))


class _Write:
    """LibbsonEmitter.write, per shape."""

    def __init__(self, lb: LibbsonEmitter, out: CodeWriter, em: CppTypes, key: str, keylen: str, v: str, b: str,
                 depth: int) -> None:
        self.lb, self.out, self.em, self.key, self.keylen = lb, out, em, key, keylen
        self.v, self.b, self.depth = v, b, depth

    def struct(self, t: model.FieldType) -> None:
        self.out.snippet("""
            {
              bson_t child{{D}};
              bson_append_document_begin({{B}}, {{KEY}}, {{KEYLEN}}, &child{{D}});
              {{APPEND}}({{V}}, &child{{D}});
              bson_append_document_end({{B}}, &child{{D}});
            }
        """, D=self.depth + 1, B=self.b, KEY=self.key, KEYLEN=self.keylen, V=self.v,
                         APPEND=self.lb.fn("lbAppend", t.struct_name))

    def array(self, t: model.FieldType) -> None:
        d = self.depth + 1
        item = CodeWriter()
        self.lb.write(item, self.em, t.element, f"key{d}", f"static_cast<int>(keylen{d})", f"item{d}", f"&child{d}", d)
        self.out.snippet("""
            {
              bson_t child{{D}};
              bson_append_array_begin({{B}}, {{KEY}}, {{KEYLEN}}, &child{{D}});
              uint32_t index{{D}} = 0;
              for (const auto& item{{D}} : {{V}}) {
                char keyBuffer{{D}}[16];
                const char* key{{D}};
                const size_t keylen{{D}} = bson_uint32_to_string(index{{D}}++, &key{{D}}, keyBuffer{{D}}, sizeof keyBuffer{{D}});
                {{ITEM}}
              }
              bson_append_array_end({{B}}, &child{{D}});
            }
        """, D=d, B=self.b, KEY=self.key, KEYLEN=self.keylen, V=self.v, ITEM=item.lines)

    def enum(self, t: model.FieldType) -> None:
        holes = dict(B=self.b, KEY=self.key, KEYLEN=self.keylen, V=self.v)
        if t.enum.value_type == "string":
            self.out.snippet("""
                {
                  const std::string_view s = {{TO_STRING}}({{V}});
                  bson_append_utf8({{B}}, {{KEY}}, {{KEYLEN}}, s.data(), static_cast<int>(s.size()));
                }
            """, TO_STRING=self.em.enum_to_string(t.enum), **holes)
            return
        self.out.snippet("""
            bson_append_int32({{B}}, {{KEY}}, {{KEYLEN}}, static_cast<std::int32_t>({{V}}));
        """, **holes)

    def basic(self, t: model.FieldType) -> None:
        snippet = kinds.row(t.basic.kind).libbson_write
        if snippet is None:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson writing for {t.basic.kind}")
        self.out.extend(snippet.format(v=self.v, b=self.b, key=self.key, keylen=self.keylen).split("\n"))
