"""Random specs over the grammar, in both dialects, for the property test
"every spec `switchyard check` accepts generates C++ that compiles"
(tests/python/test_spec_property.py).

`random_spec(rng, dialect, stem)` returns a `GeneratedSpec`: the spec's text
and, for Switchyard's dialect, the header its `cpp_includes` name (the field
validator callbacks a user declares; MongoDB's dialect declares them itself).
Each spec lives in its own namespace (from `stem`), so that many compile in
one translation unit. The generator covers: optional / default / required
fields, every value kind of both dialects' basic types, MongoDB's basic type
names (mapped, and unmapped ones read as views), numeric validators, callback
validators in the spec's namespace, another one, a nested one and the global
one, on basic, enum, struct and array fields, string and int enums,
variants (MongoDB's dialect), chained and inline-chained structs, nested and
array-of-struct fields, name shapes (`$x`, `_x`, keywords, digits,
camelCase), commands with every `namespace:` form, `strict`, `always_serialize`,
`ignore` and `supports_doc_sequence`. Hand-written; no MongoDB file is read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

# Switchyard's idl/basic_types.yaml: name -> (C++ type for a callback, numeric?, default literal)
SWITCHYARD_TYPES: Dict[str, Tuple[str, bool, Optional[str]]] = {
    "string": ("std::string_view", False, '"abc"'),
    "int": ("std::int32_t", True, "7"),
    "long": ("std::int64_t", True, "-3"),
    "double": ("double", True, "2.5"),
    "bool": ("bool", False, "true"),
    "object": ("switchyard::BsonDocument", False, "switchyard::BsonDocument()"),
    "objectid": ("switchyard::ObjectId", False, None),
    "date": ("std::int64_t", False, "0"),
    "timestamp": ("switchyard::Timestamp", False, None),
    "bindata": ("switchyard::BinDataView", False, None),
    "uuid": ("switchyard::Uuid", False, None),
    "decimal": ("switchyard::Decimal128", False, None),
    "safeInt64": ("std::int64_t", True, "5"),
    "safeInt": ("std::int32_t", True, "1"),
    "any": ("switchyard::BsonElement", False, None),
}

# MongoDB's basic type names, defined in each MongoDB-dialect spec as
# MongoDB's basic_types.idl defines them (BSON types, C++ type, the
# deserializer named): name -> (bson types, cpp_type, numeric?, default)
MONGO_TYPES: Dict[str, Tuple[List[str], str, bool, Optional[str]]] = {
    "string": (["string"], "std::string", False, '"abc"'),
    "int": (["int"], "std::int32_t", True, "7"),
    "long": (["long"], "std::int64_t", True, "-3"),
    "double": (["double"], "double", True, "2.5"),
    "decimal": (["decimal"], "mongo::Decimal128", False, None),
    "bool": (["bool"], "bool", False, "true"),
    "safeBool": (["bool", "long", "int", "decimal", "double"], "bool", False, "false"),
    "safeInt": (["long", "int", "decimal", "double"], "std::int32_t", True, "4"),
    "safeInt64": (["long", "int", "decimal", "double"], "std::int64_t", True, "9"),
    "exactInt64": (["long", "int", "decimal", "double"], "std::int64_t", True, "0"),
    "safeDouble": (["long", "int", "decimal", "double"], "double", True, "1.5"),
    "bindata_generic": (["bindata"], "std::vector<std::uint8_t>", False, None),
    "bindata_uuid": (["bindata"], "mongo::UUID", False, None),
    "objectid": (["objectId"], "mongo::OID", False, None),
    "object": (["object"], "mongo::BSONObj", False, "mongo::BSONObj()"),
    "object_owned": (["object"], "mongo::BSONObj", False, None),
    "object_owned_nonempty_serialize": (["object"], "mongo::BSONObj", False, None),
    "date": (["date"], "mongo::Date_t", False, None),
    "timestamp": (["timestamp"], "mongo::Timestamp", False, None),
    "IDLAnyType": (["any"], "mongo::IDLAnyType", False, None),
    "IDLAnyTypeOwned": (["any"], "mongo::IDLAnyTypeOwned", False, None),
    "namespacestring": (["string"], "mongo::NamespaceString", False, None),
    "sha1Block": (["bindata"], "mongo::SHA1Block", False, None),
    "readPreference": (["object"], "mongo::ReadPreferenceSetting", False, None),
}

# Field names of several shapes (the wire name; the C++ name is derived).
NAME_SHAPES = ["alpha", "camelCaseName", "$dollar", "_under", "with_snake", "x2", "new", "class",
               "value", "dbName", "n", "getMore", "a1b2", "UPPER", "int", "default", "max", "min"]

KEYWORDS = {"new", "class", "int", "default"}

NAMESPACE_FORMS = ["ignored", "concatenate_with_db", "concatenate_with_db_or_uuid", "type"]


@dataclass
class GeneratedSpec:
    stem: str
    dialect: str                   # "switchyard" or "mongodb"
    text: str
    header: Optional[str] = None   # <stem>_callbacks.h for Switchyard's dialect


@dataclass
class _Builder:
    rng: random.Random
    dialect: str
    stem: str
    namespace: str
    lines: List[str] = field(default_factory=list)
    enums: List[Tuple[str, str, List[str]]] = field(default_factory=list)   # name, type, wire values
    structs: List[str] = field(default_factory=list)
    callbacks: List[Tuple[str, str]] = field(default_factory=list)         # qualified name, C++ type
    counter: int = 0

    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"{base}{self.counter}"

    # ---- types ---------------------------------------------------------------

    def basic_names(self) -> List[str]:
        return list(SWITCHYARD_TYPES if self.dialect == "switchyard" else MONGO_TYPES)

    def numeric(self, name: str) -> bool:
        if self.dialect == "switchyard":
            return SWITCHYARD_TYPES[name][1]
        return MONGO_TYPES[name][2]

    def default_of(self, name: str) -> Optional[str]:
        if self.dialect == "switchyard":
            return SWITCHYARD_TYPES[name][2]
        return MONGO_TYPES[name][3]

    def callback_name(self) -> str:
        """A callback in the spec's namespace, another, a nested one or the global one."""
        base = self.fresh("check")
        form = self.rng.randrange(5)
        if form == 0:
            return base                                     # unqualified: the spec's namespace
        if form == 1:
            return f"{self.namespace}::{base}"              # the spec's namespace, qualified
        if form == 2:
            return f"{self.namespace}::detail::{base}"      # nested inside the spec's namespace
        if form == 3:
            return f"other_{self.stem}::{base}"             # another namespace
        return f"::{base}_{self.stem}"                      # the global namespace

    def field_type(self, depth: int) -> Tuple[str, str]:
        """(type expression, kind) where kind is basic:<name>, enum:<name>,
        struct:<name>, array:<...> or variant."""
        roll = self.rng.random()
        if roll < 0.12 and self.enums:
            name = self.rng.choice(self.enums)[0]
            return name, "enum:" + name
        if roll < 0.22 and self.structs:
            name = self.rng.choice(self.structs)
            return name, "struct:" + name
        if roll < 0.32 and depth < 2:
            inner, kind = self.field_type(depth + 1)
            if kind.startswith("array") or kind == "variant":
                inner, kind = "int" if self.dialect == "mongodb" or True else inner, "basic:int"
            return f"array<{inner}>", "array:" + kind
        if roll < 0.38 and self.dialect == "mongodb" and depth == 0:
            return self.variant(), "variant"
        name = self.rng.choice(self.basic_names())
        return name, "basic:" + name

    def variant(self) -> str:
        """A variant whose alternatives differ in BSON type (ID0043)."""
        pool = [["string"], ["int"], ["bool"], ["double"], ["object"], ["array<string>"],
                ["array<int>"], ["long"], ["timestamp"], ["objectid"]]
        if self.structs:
            pool.append([self.rng.choice(self.structs)])
        picks = self.rng.sample(pool, k=self.rng.randint(2, 3))
        return "{variant: [" + ", ".join(p[0] for p in picks) + "]}"

    # ---- definitions ---------------------------------------------------------

    def add_enum(self) -> None:
        name = self.fresh("Enum")
        kind = self.rng.choice(["string", "int"])
        count = self.rng.randint(1, 4)
        values = [f"v{i}x" for i in range(count)] if kind == "string" else [str(i * 3 - 2) for i in range(count)]
        self.enums.append((name, kind, values))
        self.lines.append(f"  {name}:")
        self.lines.append('    description: "an enum"')
        self.lines.append(f"    type: {kind}")
        self.lines.append("    values:")
        for i, v in enumerate(values):
            self.lines.append(f'      k{name}V{i}: {v if kind == "int" else repr(v)}')

    def field_lines(self, name: str, depth: int = 0) -> List[str]:
        t, kind = self.field_type(depth)
        opts: List[str] = [f"type: {t}"]
        mode = self.rng.choice(["required", "optional", "default", "optional"])
        if mode == "optional":
            opts.append("optional: true")
            if self.rng.random() < 0.15:
                opts.append("always_serialize: true")
        elif mode == "default":
            d = self._default(kind)
            if d is not None:
                opts.append(f"default: {d}")
        if self.rng.random() < 0.05:
            opts = [f"type: {t}", "ignore: true"] if self.dialect == "mongodb" else opts
        validator = self._validator(kind)
        if validator:
            opts.append(f"validator: {validator}")
        if self.rng.random() < 0.1 or (self.dialect == "switchyard" and name in KEYWORDS):
            # Switchyard's dialect asks for a cpp_name where the derived one is a keyword (ID0016).
            opts.append(f"cpp_name: {self.fresh('member')}")
        return [f'      "{name}": {{{", ".join(opts)}}}']

    def _default(self, kind: str) -> Optional[str]:
        if kind.startswith("basic:"):
            d = self.default_of(kind[6:])
            # A string's default is a C++ string literal: quoted again for YAML.
            return None if d is None else (f"'{d}'" if d.startswith('"') else d)
        if kind.startswith("enum:"):
            e = next(x for x in self.enums if x[0] == kind[5:])
            return f"k{e[0]}V0"
        return None

    def _validator(self, kind: str) -> Optional[str]:
        roll = self.rng.random()
        parts: List[str] = []
        if kind.startswith("basic:") and self.numeric(kind[6:]) and roll < 0.3:
            parts.append(self.rng.choice(["gte: 0", "gt: -5", "lte: 1000", "lt: 100, gt: -100"]))
        base = kind
        while base.startswith("array:"):
            base = base[6:]
        callback_ok = self.dialect == "mongodb" or (base.startswith("basic:"))
        if callback_ok and self.rng.random() < 0.25 and kind != "variant" or (kind == "variant" and roll > 0.9):
            name = self.callback_name()
            parts.append(f'callback: "{name}"')
            if self.dialect == "switchyard":
                self.callbacks.append((name, SWITCHYARD_TYPES[base[6:]][0]))
        return "{" + ", ".join(parts) + "}" if parts else None

    def add_struct(self, command: bool) -> None:
        name = self.fresh("Cmd" if command else "Struct")
        lines = [f"  {name if not command else name.lower()}:", '    description: "a definition"']
        if command:
            form = self.rng.choice(NAMESPACE_FORMS)
            lines.append(f"    command_name: {name.lower()}")
            lines.append(f"    namespace: {form}")
            if form == "type":
                t = self.rng.choice(["string", "int", "long", "safeInt64", "object", "array<string>", "bool"]
                                    + self.structs[:1])
                lines.append(f"    type: {t}")
            if self.rng.random() < 0.2:
                lines.append('    api_version: "1"')
        if self.rng.random() < 0.3:
            lines.append("    strict: false")
        chained = [s for s in self.structs if self.rng.random() < 0.15][:2]
        if chained and self.dialect == "mongodb" and self.rng.random() < 0.4:
            lines.append("    inline_chained_structs: false")
        if chained:
            lines.append("    chained_structs:")
            lines.extend(f"      {c}: {c[0].lower()}{c[1:]}Member" for c in chained)
        lines.append("    fields:")
        used = set()
        for _ in range(self.rng.randint(1 if not chained else 0, 7)):
            shape = self.rng.choice(NAME_SHAPES)
            fname = shape if shape not in used else self.fresh(shape.strip("$_"))
            used.add(fname)
            lines.extend(self.field_lines(fname))
        if not any(line.startswith('      "') for line in lines):
            lines.extend(self.field_lines(self.fresh("only")))
        (self.commands if command else self.struct_lines).extend(lines)
        if not command:
            self.structs.append(name)

    struct_lines: List[str] = field(default_factory=list)
    commands: List[str] = field(default_factory=list)


# Defined by the tests' mongo/db/basic_types.idl, which every spec imports.
IMPORTED_MONGO_TYPES = {"string", "int", "long", "double", "decimal", "bool", "safeInt", "safeInt64",
                        "bindata_generic",
                        "objectid", "object", "object_owned", "date", "timestamp", "IDLAnyType"}


def _mongo_types() -> List[str]:
    out = ["types:"]
    for name, (bson, cpp, _numeric, default) in MONGO_TYPES.items():
        if name in IMPORTED_MONGO_TYPES:
            continue
        out.append(f"  {name}:")
        out.append(f'    description: "MongoDB\'s {name}"')
        out.append(f"    bson_serialization_type: [{', '.join(bson)}]" if len(bson) > 1
                   else f"    bson_serialization_type: {bson[0]}")
        out.append(f'    cpp_type: "{cpp}"')
        if bson == ["bindata"]:
            out.append("    bindata_subtype: " + ("uuid" if "UUID" in cpp else "generic"))
        if cpp not in ("std::int32_t", "std::int64_t", "double", "bool", "std::string"):
            out.append(f'    deserializer: "{cpp}::parse"')
    return out


def random_spec(rng: random.Random, dialect: str, stem: str) -> GeneratedSpec:
    namespace = f"prop::{stem}"
    b = _Builder(rng, dialect, stem, namespace)
    for _ in range(rng.randint(0, 2)):
        b.add_enum()
    for _ in range(rng.randint(0, 3)):
        b.add_struct(command=False)
    for _ in range(rng.randint(0 if b.structs else 1, 2)):
        b.add_struct(command=True)
    head = ["global:", f'  cpp_namespace: "{namespace}"']
    header = None
    if dialect == "switchyard":
        head.append(f'  cpp_includes: ["{stem}_callbacks.h"]')
        head.append('imports: ["basic_types.yaml", "generic_arguments.yaml"]')
        header = _callback_header(b)
    else:
        head.append('imports: ["mongo/db/basic_types.idl"]')
    text = head
    if dialect == "mongodb":
        # MongoDB's other basic type names, defined here as MongoDB's
        # basic_types.idl defines them.
        text = head + _mongo_types()
    if b.enums:
        text.append("enums:")
        text.extend(b.lines)
    if b.struct_lines:
        text.append("structs:")
        text.extend(b.struct_lines)
    if b.commands:
        text.append("commands:")
        text.extend(b.commands)
    return GeneratedSpec(stem, dialect, "\n".join(text) + "\n", header)


def _callback_header(b: _Builder) -> str:
    """Declarations of Switchyard-dialect field callbacks (the user's header)."""
    out = ["#pragma once", "#include <cstdint>", "#include <string_view>",
           '#include "switchyard/switchyard.h"']
    for name, cpp in b.callbacks:
        qualifier, _, base = name.rpartition("::")
        decl = f"absl::Status {base}(const {cpp}& value);"
        qualifier = qualifier.lstrip(":") if "::" in name else b.namespace
        out.append(f"namespace {qualifier} {{ {decl} }}" if qualifier else decl)
    return "\n".join(out) + "\n"
