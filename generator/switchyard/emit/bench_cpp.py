"""The benchmark emitter: Google Benchmark sources comparing the dispatch
strategies with each other and with references, over sample documents.

    switchyard bench SPEC... [-I DIR]... --corpus bench/corpus/manifest.json
                     --variants chain,trie,hash,auto,... -o OUTDIR [--depfile FILE]

Input: the bound specs (the same ones the variant libraries were generated
from) and a corpus manifest (a JSON list of {name, command, file, ...}, files
relative to the manifest). A *variant* is one run of `switchyard generate`
over the specs with `--namespace-suffix <variant>` (so every variant's classes
live in `<cpp_namespace>::<variant>`); the variant `auto` is the run without a
suffix (the default library). Output files (in OUTDIR):

  * `bench_common.h`   the corpus table and the benchmark templates;
  * `bench_corpus.cpp` the corpus documents, embedded as bytes;
  * `bench_<variant>.cpp` per variant: registration of its parse and
    serialize benchmarks and its part of the start-up check. Compile each
    with only that variant's generated headers on the include path;
  * `bench_mongo.cpp`  the `mongo` reference: MongoDB 5.0's generated-parser
    shape with the same value work (bench_mongo.py);
  * `bench_main.cpp`   the references and `main`: the libbson parser and
    serializer generated per struct (bson_iter_next + strcmp in declaration
    order, filling the default variant's classes through their setters, with
    the same type checks, duplicate detection (a std::bitset, as MongoDB 5.0),
    validators, array index checks and required-field checks;
    bson_append_* for serialization), and the walk-only floors.

Benchmark names: `<command>/<document>/<parse|serialize>/<implementation>`,
implementations being the variants, `libbson`, and for parse `floor` (a checked
walk of every element, descending into every sub-document and array, values
skipped, no dispatch) and `floor_top` (the same over the top-level elements
only). Each benchmark sets bytes processed to the document's size.

Before running anything, `main` checks every document with every
implementation: each parse must succeed, and every variant's and libbson's
serialization of what it parsed must be byte-identical to the default
variant's (so no benchmark measures an error path or a different amount of
work). `--verify-only` stops after that check.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

import jinja2

from .. import model
from . import EmitOptions, output_names
from .bson_cpp import K, Lines, _SpecEmitter, bound_literal
from .dispatch.cpp import cpp_bytes_literal, cpp_string_literal, name_size

_TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates")

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

_VARIANT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class BenchError(Exception):
    """A problem with the bench inputs (manifest, corpus, variants): the CLI
    prints it as an error, never a traceback."""


@dataclass(frozen=True)
class CorpusDoc:
    name: str        # "ycsb_find_one.declared"
    command: str     # "find"
    data: bytes


def load_corpus(manifest_path: str) -> List[CorpusDoc]:
    """Reads a corpus manifest and its documents; BenchError on any problem."""
    try:
        with open(manifest_path, "r", encoding="utf-8") as f:
            manifest = json.load(f)
    except OSError as e:
        raise BenchError(f"cannot read corpus manifest '{manifest_path}': {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BenchError(f"corpus manifest '{manifest_path}' is not valid JSON: {e}") from None
    if not isinstance(manifest, list):
        raise BenchError(f"corpus manifest '{manifest_path}' must be a JSON list of documents")
    base = os.path.dirname(os.path.abspath(manifest_path))
    docs: List[CorpusDoc] = []
    seen = set()
    for i, entry in enumerate(manifest):
        where = f"corpus manifest '{manifest_path}', entry {i}"
        if not isinstance(entry, dict):
            raise BenchError(f"{where}: not an object")
        for key in ("name", "command", "file"):
            if not isinstance(entry.get(key), str) or not entry[key]:
                raise BenchError(f"{where}: '{key}' must be a non-empty string")
        name = entry["name"]
        if not re.fullmatch(r"[A-Za-z0-9_.\-]+", name):
            raise BenchError(f"{where}: name '{name}' may only hold letters, digits, '_', '.', '-'")
        if name in seen:
            raise BenchError(f"{where}: duplicate name '{name}'")
        seen.add(name)
        path = os.path.join(base, entry["file"])
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise BenchError(f"{where}: cannot read '{path}': {e.strerror or e}") from None
        if len(data) < 5 or int.from_bytes(data[:4], "little") != len(data) or data[-1] != 0:
            raise BenchError(f"{where}: '{path}' is not one BSON document (length header or final NUL)")
        docs.append(CorpusDoc(name=name, command=entry["command"], data=data))
    return docs


def check_variants(variants: Sequence[str]) -> List[str]:
    out: List[str] = []
    for v in variants:
        if not _VARIANT_RE.match(v):
            raise BenchError(f"variant '{v}' is not a C++ identifier")
        if v in ("libbson", "mongo", "floor", "floor_top"):
            raise BenchError(f"variant '{v}' collides with a reference implementation's name")
        if v in out:
            raise BenchError(f"variant '{v}' is listed twice")
        out.append(v)
    if "auto" not in out:
        raise BenchError("the variants must include 'auto' (the default library, the references' classes)")
    return out


def _identifier(text: str) -> str:
    """`::a::b::C` -> `a_b_C` (no double underscores: reserved in C++)."""
    return "_".join(p for p in re.split(r"[^A-Za-z0-9]+", text) if p)


class _LibbsonEmitter:
    """C++ for the libbson reference of the structs reachable from the
    benchmarked commands, into the default (unsuffixed) classes."""

    def __init__(self, specs: Sequence[model.Spec]) -> None:
        self.specs = list(specs)
        self.emitters: Dict[str, _SpecEmitter] = {}
        self.owner: Dict[str, model.Spec] = {}
        for spec in specs:
            em = _SpecEmitter(spec, EmitOptions())
            em.ns = "\0"  # qualify every name: the bench file is outside every namespace
            self.emitters[spec.path] = em
            for s in spec.structs:
                self.owner.setdefault(s.name, spec)
        self.done: List[str] = []
        self.unsupported: Dict[str, str] = {}

    def em(self, struct_name: str) -> _SpecEmitter:
        return self.emitters[self.owner[struct_name].path]

    def struct(self, name: str) -> model.Struct:
        return self.owner[name].struct(name)

    def qualified(self, name: str) -> str:
        return self.em(name).struct_cpp(name).replace("::::", "::")

    def fn(self, prefix: str, struct_name: str) -> str:
        return f"{prefix}_{_identifier(self.qualified(struct_name))}"

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

    def type_check(self, out: Lines, t: model.FieldType, it: str, label: str, on_null: str) -> None:
        accepted = self.em_any().accepted_types(t)
        if accepted is None:
            return
        types = [_LIBBSON_TYPES[a.split("::")[-1]] for a in accepted]
        cond = " && ".join(f"{it}_type != {x}" for x in types)
        out(f"const bson_type_t {it}_type = bson_iter_type(&{it});")
        out(f"if ({cond}) {{")
        out(f"  if ({it}_type == BSON_TYPE_NULL || {it}_type == BSON_TYPE_UNDEFINED) {on_null}")
        out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is the wrong type\");")
        out("}")

    def em_any(self) -> _SpecEmitter:
        return next(iter(self.emitters.values()))

    def validate(self, out: Lines, t: model.FieldType, v: str, label: str,
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

    def read(self, out: Lines, em: _SpecEmitter, t: model.FieldType, it: str, label: str, assign: str,
             validator: Optional[model.Validator], spec_ns: str, depth: int) -> None:
        """Reads the type-checked value at iterator `it` and runs `assign`
        (a format with `{}` for the value)."""
        v = f"v{depth}"
        if t.category == "struct":
            cpp = self.qualified(t.struct_name)
            out(f"{cpp} {v};")
            out("{")
            out("  uint32_t len;")
            out("  const uint8_t* data;")
            out(f"  bson_iter_document(&{it}, &len, &data);")
            out(f"  if (!{self.fn('lbParse', t.struct_name)}(data, len, &{v}, err)) return false;")
            out("}")
            out(assign.format(f"std::move({v})"))
            return
        if t.category == "array":
            d = depth + 1
            child, index = f"it{d}", f"index{d}"
            out(f"{em.cpp_type(t).replace('::::', '::')} {v};")
            out(f"bson_iter_t {child};")
            out(f"if (!bson_iter_recurse(&{it}, &{child})) {{")
            out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is not a valid array\");")
            out("}")
            out(f"for (uint32_t {index} = 0; bson_iter_next(&{child}); ++{index}) {{")
            out.indent()
            out("char keyBuffer[16];")
            out("const char* expectedKey;")
            out(f"bson_uint32_to_string({index}, &expectedKey, keyBuffer, sizeof keyBuffer);")
            out(f"if (strcmp(bson_iter_key(&{child}), expectedKey) != 0) {{")
            out(f"  return lbFail(err, std::string(\"BSON array field '\") + {label} + \"' has a bad index\");")
            out("}")
            self.type_check(out, t.element, child, label, "continue;")
            self.read(out, em, t.element, child, label, f"{v}.push_back({{}});", validator, spec_ns, d)
            out.dedent()
            out("}")
            out(f"if ({child}.err_off != 0) return lbFail(err, \"corrupt BSON in an array\");")
            out(assign.format(f"std::move({v})"))
            return
        if t.category == "enum":
            e = t.enum
            cpp = em.enum_cpp(e).replace("::::", "::")
            parse = em.enum_fn(e, "parse").replace("::::", "::")
            out(f"{cpp} {v};")
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
            self.validate(out, t, v, label, validator, spec_ns)
            out(assign.format(v))
            return
        kind = t.basic.kind
        if kind == K.STRING:
            out("uint32_t n;")
            out(f"const char* s = bson_iter_utf8(&{it}, &n);")
            out(f"const std::string_view {v}(s, n);")
        elif kind == K.INT32:
            out(f"const std::int32_t {v} = bson_iter_int32(&{it});")
        elif kind == K.INT64:
            out(f"const std::int64_t {v} = bson_iter_int64(&{it});")
        elif kind == K.DOUBLE:
            out(f"const double {v} = bson_iter_double(&{it});")
        elif kind == K.BOOL:
            out(f"const bool {v} = bson_iter_bool(&{it});")
        elif kind == K.DATE:
            out(f"const std::int64_t {v} = bson_iter_date_time(&{it});")
        elif kind == K.OBJECT:
            out("uint32_t len;")
            out("const uint8_t* data;")
            out(f"if (bson_iter_type(&{it}) == BSON_TYPE_ARRAY) bson_iter_array(&{it}, &len, &data);")
            out(f"else bson_iter_document(&{it}, &len, &data);")
            out(f"const switchyard::BsonDocument {v} = switchyard::BsonDocument::fromValidatedBytes(data, len);")
        elif kind == K.OBJECT_ID:
            out(f"switchyard::ObjectId {v};")
            out(f"std::memcpy({v}.bytes.data(), bson_iter_oid(&{it})->bytes, 12);")
        elif kind == K.TIMESTAMP:
            out(f"switchyard::Timestamp {v};")
            out(f"bson_iter_timestamp(&{it}, &{v}.seconds, &{v}.increment);")
        elif kind == K.BINDATA:
            out("bson_subtype_t subtype;")
            out("uint32_t len;")
            out("const uint8_t* data;")
            out(f"bson_iter_binary(&{it}, &subtype, &len, &data);")
            out(f"const switchyard::BinDataView {v}{{static_cast<uint8_t>(subtype), {{data, len}}}};")
        elif kind == K.UUID:
            out("bson_subtype_t subtype;")
            out("uint32_t len;")
            out("const uint8_t* data;")
            out(f"bson_iter_binary(&{it}, &subtype, &len, &data);")
            out("if (subtype != BSON_SUBTYPE_UUID || len != 16) {")
            out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is not a UUID\");")
            out("}")
            out(f"switchyard::Uuid {v};")
            out(f"std::memcpy({v}.bytes.data(), data, 16);")
        elif kind == K.DECIMAL:
            out("bson_decimal128_t d128;")
            out(f"bson_iter_decimal128(&{it}, &d128);")
            out(f"switchyard::Decimal128 {v};")
            out(f"switchyard::storeLE<uint64_t>({v}.bytes.data(), d128.low);")
            out(f"switchyard::storeLE<uint64_t>({v}.bytes.data() + 8, d128.high);")
        elif kind in (K.SAFE_INT64, K.SAFE_INT32):
            # The same exact coercion as the generated parsers (MongoDB's rules).
            fn, cpp = ("exactInt64", "std::int64_t") if kind == K.SAFE_INT64 else ("exactInt32", "std::int32_t")
            out(f"{cpp} {v};")
            out(f"if (!switchyard::{fn}(lbElement(&{it}), &{v})) {{")
            out(f"  return lbFail(err, std::string(\"BSON field '\") + {label} + \"' is not an exact integer\");")
            out("}")
        elif kind == K.ANY:
            out(f"const switchyard::BsonElement {v} = lbElement(&{it});")
        else:  # CUSTOM: excluded by custom_in()
            raise AssertionError(f"no libbson reading for {kind}")
        self.validate(out, t, v, label, validator, spec_ns)
        out(assign.format(v))

    def command_element(self, out: Lines, em: _SpecEmitter, cmd: model.CommandInfo, spec_ns: str) -> None:
        label = cpp_string_literal(cmd.command_name)
        out("// The first element is the command; its value is checked by the namespace rule.")
        out(f"if (!bson_iter_next(&it)) return lbFail(err, \"BSON field '\" {label} \"' is missing\");")
        ns = cmd.namespace
        if ns in (model.NamespaceKind.CONCATENATE_WITH_DB, model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID):
            out("if (bson_iter_type(&it) == BSON_TYPE_UTF8) {")
            out("  uint32_t n;")
            out("  const char* s = bson_iter_utf8(&it, &n);")
            out("  out->setCollectionName(std::string_view(s, n));")
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
                out("  out->setCollectionUuid(uuid);")
            out("} else {")
            out("  return lbFail(err, \"collection name has invalid type\");")
            out("}")
        elif ns == model.NamespaceKind.IGNORED:
            out("out->setCommandParameter(lbElement(&it));")
        else:
            t = cmd.namespace_type
            self.type_check(out, t, "it", label, "return lbFail(err, \"null command parameter\");")
            self.read(out, em, t, "it", label, "out->setCommandParameter({});", None, spec_ns, 0)

    def parse_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        spec_ns = self.owner[name].cpp_namespace
        plans = em.plan_fields(s)
        live = [fp for fp in plans if not fp.f.ignore]
        T = self.qualified(name)
        out = Lines()
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
                self.read(out, em, f.type, "it", label, f"out->set{fp.accessor}({{}});", f.validator, spec_ns, 0)
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

    def write(self, out: Lines, em: _SpecEmitter, t: model.FieldType, key: str, keylen: str, v: str, b: str,
              depth: int) -> None:
        if t.category == "struct":
            d = depth + 1
            out("{")
            out(f"  bson_t child{d};")
            out(f"  bson_append_document_begin({b}, {key}, {keylen}, &child{d});")
            out(f"  {self.fn('lbAppend', t.struct_name)}({v}, &child{d});")
            out(f"  bson_append_document_end({b}, &child{d});")
            out("}")
            return
        if t.category == "array":
            d = depth + 1
            out("{")
            out.indent()
            out(f"bson_t child{d};")
            out(f"bson_append_array_begin({b}, {key}, {keylen}, &child{d});")
            out(f"uint32_t index{d} = 0;")
            out(f"for (const auto& item{d} : {v}) {{")
            out.indent()
            out(f"char keyBuffer{d}[16];")
            out(f"const char* key{d};")
            out(f"const size_t keylen{d} = bson_uint32_to_string(index{d}++, &key{d}, keyBuffer{d}, "
                f"sizeof keyBuffer{d});")
            self.write(out, em, t.element, f"key{d}", f"static_cast<int>(keylen{d})", f"item{d}", f"&child{d}", d)
            out.dedent()
            out("}")
            out(f"bson_append_array_end({b}, &child{d});")
            out.dedent()
            out("}")
            return
        if t.category == "enum":
            if t.enum.value_type == "string":
                fn = em.enum_fn(t.enum, "toString").replace("::::", "::")
                out("{")
                out(f"  const std::string_view s = {fn}({v});")
                out(f"  bson_append_utf8({b}, {key}, {keylen}, s.data(), static_cast<int>(s.size()));")
                out("}")
            else:
                out(f"bson_append_int32({b}, {key}, {keylen}, static_cast<std::int32_t>({v}));")
            return
        kind = t.basic.kind
        if kind == K.STRING:
            out(f"bson_append_utf8({b}, {key}, {keylen}, ({v}).data(), static_cast<int>(({v}).size()));")
        elif kind in (K.INT32, K.SAFE_INT32):
            out(f"bson_append_int32({b}, {key}, {keylen}, {v});")
        elif kind in (K.INT64, K.SAFE_INT64):
            out(f"bson_append_int64({b}, {key}, {keylen}, {v});")
        elif kind == K.DOUBLE:
            out(f"bson_append_double({b}, {key}, {keylen}, {v});")
        elif kind == K.BOOL:
            out(f"bson_append_bool({b}, {key}, {keylen}, {v});")
        elif kind == K.DATE:
            out(f"bson_append_date_time({b}, {key}, {keylen}, {v});")
        elif kind == K.OBJECT:
            out(f"lbAppendDocument({b}, {key}, {keylen}, {v});")
        elif kind == K.OBJECT_ID:
            out("{")
            out("  bson_oid_t oid;")
            out(f"  std::memcpy(oid.bytes, ({v}).bytes.data(), 12);")
            out(f"  bson_append_oid({b}, {key}, {keylen}, &oid);")
            out("}")
        elif kind == K.TIMESTAMP:
            out(f"bson_append_timestamp({b}, {key}, {keylen}, ({v}).seconds, ({v}).increment);")
        elif kind == K.BINDATA:
            out(f"bson_append_binary({b}, {key}, {keylen}, static_cast<bson_subtype_t>(({v}).subtype), "
                f"({v}).bytes.data(), static_cast<uint32_t>(({v}).bytes.size()));")
        elif kind == K.UUID:
            out(f"bson_append_binary({b}, {key}, {keylen}, BSON_SUBTYPE_UUID, ({v}).bytes.data(), 16);")
        elif kind == K.DECIMAL:
            out("{")
            out("  bson_decimal128_t d128;")
            out(f"  d128.low = switchyard::loadLE<uint64_t>(({v}).bytes.data());")
            out(f"  d128.high = switchyard::loadLE<uint64_t>(({v}).bytes.data() + 8);")
            out(f"  bson_append_decimal128({b}, {key}, {keylen}, &d128);")
            out("}")
        elif kind == K.ANY:
            out(f"lbAppendAny({b}, {key}, {keylen}, {v});")
        else:
            raise AssertionError(f"no libbson writing for {kind}")

    def append_fn(self, name: str) -> List[str]:
        s = self.struct(name)
        em = self.em(name)
        plans = em.plan_fields(s)
        T = self.qualified(name)
        out = Lines()
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
                    out("if (o.getCollectionUuid()) {")
                    out(f"  bson_append_binary(b, {key}, {n}, BSON_SUBTYPE_UUID, "
                        "o.getCollectionUuid()->bytes.data(), 16);")
                    out("} else {")
                    out.indent()
                out("{")
                out("  const std::string_view name = o.getCollectionName();")
                out(f"  bson_append_utf8(b, {key}, {n}, name.data(), static_cast<int>(name.size()));")
                out("}")
                if ns == model.NamespaceKind.CONCATENATE_WITH_DB_OR_UUID:
                    out.dedent()
                    out("}")
            elif ns == model.NamespaceKind.IGNORED:
                out("if (o.getCommandParameter()) {")
                out(f"  lbAppendAny(b, {key}, {n}, *o.getCommandParameter());")
                out("} else {")
                out(f"  bson_append_int32(b, {key}, {n}, 1);")
                out("}")
            else:
                self.write(out, em, cmd.namespace_type, key, str(n), "o.getCommandParameter()", "b", 0)
        for fp in live:
            f = fp.f
            key = cpp_string_literal(f.name)
            n = str(name_size(f.name))
            if f.optional:
                out(f"if (const auto& value = o.get{fp.accessor}()) {{")
                out.indent()
                self.write(out, em, f.type, key, n, "*value", "b", 0)
                out.dedent()
                if f.always_serialize:
                    out("} else {")
                    out(f"  bson_append_null(b, {key}, {n});")
                out("}")
            else:
                self.write(out, em, f.type, key, n, f"o.get{fp.accessor}()", "b", 0)
        out.dedent()
        out("}")
        return out.lines


@dataclass
class _Command:
    name: str            # wire command name
    struct: str          # IDL struct name
    spec: model.Spec
    cpp_name: str        # class name (unqualified)
    libbson: bool        # a libbson reference exists


def render_bench(specs: Sequence[model.Spec], corpus: Sequence[CorpusDoc],
                 variants: Sequence[str]) -> Dict[str, str]:
    """Renders the benchmark sources: {file name: text}. BenchError when a
    corpus document's command is not in the specs."""
    variants = check_variants(variants)
    by_command: Dict[str, Tuple[model.Spec, model.Struct]] = {}
    for spec in specs:
        for s in spec.structs:
            if s.command is not None:
                for n in (s.command.command_name,) + tuple(s.command.aliases):
                    by_command.setdefault(n, (spec, s))
    if not corpus:
        raise BenchError("the corpus holds no document")
    lb = _LibbsonEmitter(specs)
    commands: Dict[str, _Command] = {}
    for doc in corpus:
        if doc.command not in by_command:
            raise BenchError(f"corpus document '{doc.name}': no spec defines the command '{doc.command}'")
        spec, s = by_command[doc.command]
        if doc.command not in commands:
            commands[doc.command] = _Command(name=doc.command, struct=s.name, spec=spec, cpp_name=s.cpp_name,
                                             libbson=True)
    # The libbson reference: every struct reachable from a benchmarked command.
    roots = [c.struct for c in commands.values()]
    structs = lb.closure(roots)
    custom = {n: lb.custom_in(n) for n in structs}
    blocked = {n for n, c in custom.items() if c}
    for c in commands.values():
        if any(n in blocked for n in lb.closure([c.struct])):
            c.libbson = False
    lb_structs = [n for n in structs if all(m not in blocked for m in lb.closure([n]))]
    lb_decls = [f"bool {lb.fn('lbParse', n)}(const uint8_t* data, uint32_t size, {lb.qualified(n)}* out, "
                f"LbError* err);" for n in lb_structs]
    lb_decls += [f"void {lb.fn('lbAppend', n)}(const {lb.qualified(n)}& o, bson_t* b);" for n in lb_structs]
    lb_defs = [lb.parse_fn(n) for n in lb_structs] + [lb.append_fn(n) for n in lb_structs]

    from .bench_mongo import mongo_sources  # the `mongo` reference (bench_mongo.cpp)
    mongo = mongo_sources(specs, roots)

    headers = sorted({output_names(spec.path)[0] for spec in specs})
    docs = []
    for i, doc in enumerate(corpus):
        c = commands[doc.command]
        docs.append(dict(index=i, name=doc.name, command=doc.command, size=len(doc.data),
                         literal=cpp_bytes_literal(doc.data), cls=c.cpp_name,
                         ns=c.spec.cpp_namespace, libbson=c.libbson,
                         lb_parse=lb.fn("lbParse", c.struct) if c.libbson else "",
                         lb_append=lb.fn("lbAppend", c.struct) if c.libbson else "",
                         mg_parse=mongo["mg_parse"][c.struct],
                         qualified=lb.qualified(c.struct)))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATE_DIR),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        autoescape=False, undefined=jinja2.StrictUndefined)
    spec_files = sorted(os.path.basename(s.path) for s in specs)
    data = dict(variants=variants, docs=docs, headers=headers, spec_files=spec_files,
                lb_decls=lb_decls, lb_defs=lb_defs, mg_decls=mongo["mg_decls"], mg_defs=mongo["mg_defs"],
                no_libbson=sorted(f"{n} ({custom[n]})" for n in blocked))
    out = {
        "bench_common.h": env.get_template("bench_common.h.j2").render(**data),
        "bench_corpus.cpp": env.get_template("bench_corpus.cpp.j2").render(**data),
        "bench_main.cpp": env.get_template("bench_main.cpp.j2").render(**data),
        "bench_mongo.cpp": env.get_template("bench_mongo.cpp.j2").render(**data),
    }
    for v in variants:
        vdocs = []
        for d in docs:
            ns = d["ns"] if v == "auto" else (f"{d['ns']}::{v}" if d["ns"] else v)
            vdocs.append(dict(d, variant_cls=f"::{ns}::{d['cls']}".replace("::::", "::")))
        out[f"bench_{v}.cpp"] = env.get_template("bench_variant.cpp.j2").render(
            **dict(data, variant=v, vdocs=vdocs))
    return out


def output_files(variants: Sequence[str]) -> List[str]:
    """The file names render_bench writes for these variants (sorted)."""
    return sorted(["bench_common.h", "bench_corpus.cpp", "bench_main.cpp", "bench_mongo.cpp"]
                  + [f"bench_{v}.cpp" for v in variants])


__all__ = ["BenchError", "CorpusDoc", "load_corpus", "render_bench", "check_variants", "output_files"]
