"""MongoDB's IDL dialect (*.idl): every key of MongoDB's grammar is read, the
ones with a meaning reach the model, and every dialect diagnostic points at
its `@@` marker. The specs here are written for these tests in MongoDB's
dialect (no file of MongoDB's tree is copied)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import errors, write_files
from switchyard import cli
from switchyard.compiler import compile_specs
from switchyard.diagnostics import Severity
from switchyard.lower import names
from switchyard.model import NamingRule, ValueKind

# A small basic-types file in MongoDB's style: MongoDB C++ types, deserializers
# without serializers, a type-level default, a type named `array`, an
# unquoted `off` as a string enum value.
MBASIC = """\
global:
    cpp_namespace: "mongo"
    cpp_includes:
        - "mongo/db/basic_types.h"
types:
    string:
        bson_serialization_type: string
        description: "A string"
        cpp_type: "std::string"
        deserializer: "mongo::BSONElement::str"
    int:
        bson_serialization_type: int
        description: "An int"
        cpp_type: "std::int32_t"
        deserializer: "mongo::BSONElement::_numberInt"
    long:
        bson_serialization_type: long
        description: "A long"
        cpp_type: "std::int64_t"
        deserializer: "mongo::BSONElement::_numberLong"
    safeInt64:
        bson_serialization_type: [long, int, decimal, double]
        description: "Any number as int64"
        cpp_type: std::int64_t
        deserializer: "mongo::BSONElement::safeNumberLong"
    bool:
        bson_serialization_type: bool
        description: "A bool"
        cpp_type: "bool"
        deserializer: "mongo::BSONElement::boolean"
    optionalBool:
        bson_serialization_type: any
        description: "A bool that is only written when set"
        cpp_type: "mongo::OptionalBool"
        default: "mongo::OptionalBool()"
        deserializer: "mongo::OptionalBool::parseFromBSON"
        serializer: "mongo::OptionalBool::serializeToBSON"
    object:
        bson_serialization_type: object
        description: "A document"
        cpp_type: "mongo::BSONObj"
    object_owned:
        bson_serialization_type: object
        description: "An owned document"
        cpp_type: "mongo::BSONObj"
        deserializer: "BSONObj::getOwned"
    array:
        bson_serialization_type: array
        description: "An array, unparsed"
        cpp_type: "mongo::BSONArray"
    uuid:
        bson_serialization_type: bindata
        bindata_subtype: uuid
        description: "A UUID"
        cpp_type: "mongo::UUID"
        deserializer: "UUID"
        serializer: "mongo::UUID::toCDR"
    IDLAnyType:
        bson_serialization_type: any
        description: "Any element"
        cpp_type: "mongo::IDLAnyType"
        serializer: mongo::IDLAnyType::serializeToBSON
        deserializer: mongo::IDLAnyType::parseFromBSON
enums:
    CaseFirst:
        description: Sort order of case differences.
        type: string
        values:
            kUpper: upper
            kOff: off
"""

# MongoDB's generic arguments, where MongoDB's compiler finds them.
MGENERIC = """\
global:
    cpp_namespace: "mongo"
imports:
    - "basic.idl"
structs:
    generic_args:
        description: "Accepted by every command"
        is_generic_cmd_list: "arg"
        fields:
            $db:
                type: IDLAnyType
                cpp_name: "dbName"
                forward_to_shards: false
            comment:
                type: IDLAnyType
                forward_to_shards: true
            $readPreference:
                type: IDLAnyType
                cpp_name: unwrappedReadPref
                forward_to_shards: false
    generic_reply:
        description: "In every reply"
        is_generic_cmd_list: "reply"
        fields:
            ok:
                type: IDLAnyType
                forward_from_shards: true
"""

# Every key of MongoDB's grammar (buildscripts/idl/idl/parser.py, syntax.py).
EVERY_KEY = """\
global:
    cpp_namespace: "mongo::my_ops"
    cpp_includes:
        - "mongo/db/namespace_string.h"
    mod_visibility: private
    configs:
        section: "My options"
imports:
    - "basic.idl"
types:
    wtimeout:
        bson_serialization_type: any
        description: "A timeout"
        cpp_type: std::int64_t
        deserializer: "::mongo::parseWTimeout"
        is_view: false
        deserialize_with_tenant: false
        internal_only: true
    shardId:
        bson_serialization_type: string
        description: "A shard id"
        cpp_type: "mongo::ShardId"
        deserializer: "mongo::ShardId::fromString"
        default: '"shard0"'
enums:
    Level:
        description: "A level"
        type: string
        mod_visibility: public
        values:
            kLow:
                description: "Low."
                value: low
                extra_data:
                    actions: [find, insert]
            kHigh: "high"
    Code:
        description: "A code"
        type: int
        values:
            kOne: 1
            kTwo: 2
structs:
    Base:
        description: "Shared by the commands"
        strict: false
        fields:
            ordered:
                type: bool
                default: true
                stability: stable
    Point:
        description: "A point"
        strict: true
        generate_comparison_operators: true
        immutable: false
        non_const_getter: true
        query_shape_component: true
        unsafe_dangerous_disable_extra_field_duplicate_checks: true
        mod_visibility: public
        cpp_validator_func: "validatePoint"
        inline_chained_structs: false
        chained_structs:
            Base:
                cpp_name: base
        fields:
            x:
                type: safeInt64
                validator: { gte: 0, lt: {expr: 100, is_constexpr: true}, callback: "checkX" }
                comparison_order: 1
                query_shape: literal
            new:
                type: bool
                optional: true
                non_const_getter: true
                preparse: false
            2dsphereIndexVersion:
                type: int
                optional: true
    Reply:
        description: "The reply"
        is_command_reply: true
        fields:
            n: int
commands:
    doThing:
        description: "Does a thing"
        command_name: doThing
        command_alias: dothing
        cpp_name: DoThingCommand
        namespace: concatenate_with_db_or_uuid
        api_version: "1"
        is_deprecated: false
        strict: true
        reply_type: Reply
        inline_chained_structs: true
        chained_structs:
            Base: base
        access_check:
            complex:
                - check: is_authenticated
                - privilege:
                    resource_pattern: exact_namespace
                    action_type: [find, insert]
                    agg_stage: myStage
        fields:
            level:
                type: Level
                default: kLow
                unstable: true
            where:
                type:
                    variant: [string, Point, array<Point>]
                optional: true
                stability: internal
            docs:
                type: array<object>
                supports_doc_sequence: true
                stability: stable
            filter:
                type: object_owned
                default: mongo::BSONObj()
            flag: optionalBool
            timeout:
                type: wtimeout
                optional: true
            shard: shardId
            legacy:
                type: any
                ignore: true
            $readPreference:
                type: object
                cpp_name: unwrappedReadPref
                optional: true
    noop:
        description: "No namespace"
        namespace: ignored
        access_check:
            simple:
                privilege:
                    resource_pattern: cluster
                    action_type: find
server_parameters:
    myParameter:
        description: "A knob"
        set_at: startup
        cpp_vartype: int
        cpp_varname: gMyParameter
        default: 30
feature_flags:
    featureFlagMine:
        description: "A flag"
        cpp_varname: gFeatureFlagMine
        default: false
configs:
    "my.option":
        description: "An option"
        arg_vartype: String
generic_reply_field_lists:
    more_reply:
        description: "Older reply field list"
        fields:
            operationTime:
                forward_from_shards: false
"""


def compile_idl(root: Path, files, main: str = "main.idl", type_maps=(), dialect=None, generic: bool = True):
    all_files = {"basic.idl": MBASIC, **files}
    if generic:
        all_files.setdefault("mongo/idl/generic_argument.idl", MGENERIC)
    markers = write_files(root, all_files)
    specs, diagnostics = compile_specs([str(root / main)], [str(root)], type_maps=type_maps, dialect=dialect)
    return specs, diagnostics, markers


def test_every_key_of_mongodbs_grammar_is_read(tmp_path: Path):
    specs, diagnostics, _ = compile_idl(tmp_path, {"main.idl": EVERY_KEY})
    assert errors(diagnostics) == [], "\n".join(map(str, diagnostics))
    # The two unmapped types warn once each, at their definitions; nothing else does.
    assert [(d.id.value, d.location.line) for d in diagnostics] == [("ID0052", 11), ("ID0052", 19)]
    spec = specs[0]
    assert spec.dialect == "mongodb" and spec.cpp_namespace == "mongo::my_ops"
    assert spec.cpp_includes == () and spec.foreign_includes == ("mongo/db/namespace_string.h",)
    level = next(e for e in spec.enums if e.name == "Level")
    low = level.values[0]
    assert (low.name, low.value, low.description) == ("kLow", "low", "Low.")
    assert low.extra_data == (("actions", ("find", "insert")),)
    point = spec.struct("Point")
    assert point.validator_callback == "validatePoint" and point.inline_chained_structs is False
    x = point.fields[0]
    assert x.validator.gte == ("0", 0.0) and x.validator.lt == ("100", 100.0) and x.validator.callback == "checkX"
    new, digits = point.fields[1], point.fields[2]
    # a field's base keeps a keyword: its member is `new_`, its getter getNew() (names.field_base)
    assert (new.cpp_name, new.identifier) == ("new", "new")
    assert (digits.cpp_name, digits.identifier) == ("2dsphereIndexVersion", "f2dsphereIndexVersion")
    assert spec.naming is not None and names.member(digits.identifier) == "f2dsphereIndexVersion_"
    reply = spec.struct("Reply")
    assert reply.is_command_reply and {f.name: f.generic for f in reply.fields} == {"n": False, "ok": True,
                                                                                     "operationTime": True}
    cmd = spec.struct("doThing")
    fields = {f.name: f for f in cmd.fields}
    assert fields["level"].stability == "unstable" and fields["level"].default == "kLow"
    where = fields["where"].type
    assert where.category == "variant"
    assert [a.idl_name for a in where.alternatives] == ["string", "Point", "array<Point>"]
    assert fields["where"].stability == "internal"
    assert fields["docs"].supports_doc_sequence and fields["docs"].stability == "stable"
    # object_owned: an owned copy; MongoDB's BSONObj() is the empty document
    assert fields["filter"].default == "switchyard::OwnedDocument()"
    assert fields["filter"].type.basic.kind is ValueKind.OBJECT_OWNED
    assert fields["flag"].optional and fields["flag"].default is None     # optionalBool's type default
    assert fields["flag"].type.basic.kind is ValueKind.BOOL
    assert fields["shard"].default == '"shard0"' and fields["shard"].type.basic.kind is ValueKind.STRING
    assert fields["timeout"].type.basic.kind is ValueKind.ANY
    assert fields["legacy"].ignore and fields["legacy"].type.basic.kind is ValueKind.ANY
    assert fields["ordered"].from_chained == "Base" and fields["ordered"].default == "true"
    # Generic arguments from mongo/idl/generic_argument.idl: $db required, the rest optional;
    # a generic argument whose C++ name the command uses is renamed.
    assert fields["$db"].generic and fields["$db"].required and fields["$db"].cpp_name == "dbName"
    assert fields["comment"].generic and fields["comment"].optional
    assert not fields["$readPreference"].generic and fields["$readPreference"].cpp_name == "unwrappedReadPref"
    assert cmd.command.aliases == ("dothing",) and cmd.command.reply_type == "Reply"
    noop = spec.struct("noop")
    assert [f.name for f in noop.fields] == ["$db", "comment", "$readPreference"]


def test_generic_argument_renamed_when_a_command_field_has_its_cpp_name(tmp_path: Path):
    files = {"main.idl": "imports: [basic.idl]\ncommands:\n  c:\n    description: d\n    namespace: ignored\n"
                         "    fields:\n      q: {type: object, cpp_name: unwrappedReadPref, optional: true}\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files)
    assert errors(diagnostics) == []
    by_name = {f.name: f for f in specs[0].struct("c").fields}
    assert by_name["$readPreference"].cpp_name == "genericUnwrappedReadPref"


def test_mongodb_conventions_are_errors_in_switchyard_dialect(tmp_path: Path):
    # The same text as a .yaml file: `off` is a bool, `array` a reserved name,
    # a deserializer without serializer is not a built-in.
    write_files(tmp_path, {"basic.yaml": MBASIC})
    _, diagnostics = compile_specs([str(tmp_path / "basic.yaml")], [])
    ids = sorted({d.id.value for d in errors(diagnostics)})
    assert ids == ["ID0025", "ID0032", "ID0035", "ID0037"]
    # Forcing the dialect reads it as MongoDB's.
    specs, diagnostics = compile_specs([str(tmp_path / "basic.yaml")], [], dialect="mongodb")
    assert errors(diagnostics) == []
    case_first = specs[0].enums[0]
    assert [v.value for v in case_first.values] == ["upper", "off"]


def test_imported_definitions_are_bound_on_use(tmp_path: Path):
    lib = ("imports: [basic.idl]\nstructs:\n  Used:\n    description: u\n    fields: {a: string}\n"
           "  Unused:\n    description: x\n    fields:\n      b: @@nope\n")
    files = {"lib.idl": lib, "main.idl": "imports: [lib.idl]\nstructs:\n  M:\n    description: m\n"
                                         "    fields: {u: Used}\n"}
    specs, diagnostics, markers = compile_idl(tmp_path, files)
    assert diagnostics == [] and [s.name for s in specs[0].visible_structs] == ["M", "Used"]
    # Checking the imported file alone reports its own problem.
    specs, diagnostics, _ = compile_idl(tmp_path, files, main="lib.idl")
    assert [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == \
        [("ID0012", *markers["lib.idl"])]


def test_reply_types_are_bound_on_use(tmp_path: Path):
    files = {"lib.idl": "imports: [basic.idl]\nstructs:\n  R:\n    description: r\n    is_command_reply: true\n"
                        "    fields:\n      n: @@nope\n",
             "main.idl": "imports: [lib.idl]\ncommands:\n  c:\n    description: c\n    namespace: ignored\n"
                         "    reply_type: R\n"}
    specs, diagnostics, markers = compile_idl(tmp_path, files)
    assert specs == [] and [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == \
        [("ID0012", *markers["lib.idl"])]


def test_a_used_import_with_a_problem_blocks_the_importer(tmp_path: Path):
    files = {"lib.idl": "imports: [basic.idl]\nstructs:\n  L:\n    description: l\n    fields:\n      b: @@nope\n",
             "main.idl": "imports: [lib.idl]\nstructs:\n  M:\n    description: m\n    fields: {l: L}\n"}
    specs, diagnostics, markers = compile_idl(tmp_path, files)
    assert specs == [] and [(d.id.value, Path(d.location.file).name) for d in diagnostics] == [("ID0012", "lib.idl")]


def test_defaults_are_translated(tmp_path: Path):
    files = {"main.idl": (
        "imports: [basic.idl]\nstructs:\n  S:\n    description: s\n    fields:\n"
        "      a: {type: int, default: 2}\n"
        "      b: {type: string, default: '\"x\"'}\n"
        "      c: {type: IDLAnyType, default: BSONObj()}\n"
        "      d: {type: object, default: @@makeThing()}\n"
        "      e: {type: bool, default: false}\n")}
    specs, diagnostics, markers = compile_idl(tmp_path, files)
    assert [(d.id.value, d.severity, (d.location.line, d.location.column)) for d in diagnostics] == \
        [("ID0053", Severity.WARNING, markers["main.idl"])]
    f = {x.name: x for x in specs[0].struct("S").fields}
    assert (f["a"].default, f["b"].default, f["e"].default) == ("2", '"x"', "false")
    assert f["c"].optional and f["c"].default is None
    assert f["d"].optional and f["d"].default is None


def test_nonempty_serialize_from_mongodbs_serializer_the_map_or_the_key(tmp_path: Path):
    """A document type is written only when not empty when MongoDB serializes it
    with serializeBSONWhenNotEmpty, its map entry or its own key says so
    (issue 27 item 9); never for a type of another kind."""
    files = {"main.idl": (
        "imports: [basic.idl]\ntypes:\n"
        "  byFunction: {bson_serialization_type: object, cpp_type: mongo::BSONObj,"
        " serializer: '::mongo::serializeBSONWhenNotEmpty'}\n"
        "  byKey: {bson_serialization_type: object, cpp_type: mongo::BSONObj, serialize_nonempty: true}\n"
        "  plain: {bson_serialization_type: object, cpp_type: mongo::BSONObj}\n"
        "  object_owned_nonempty_serialize: {bson_serialization_type: any, cpp_type: mongo::BSONObj}\n"
        "  notADocument: {bson_serialization_type: string, cpp_type: std::string,"
        " serializer: '::mongo::serializeBSONWhenNotEmpty'}\n"
        "structs:\n  S:\n    description: s\n    fields:\n"
        "      a: {type: byFunction}\n      b: {type: byKey}\n      c: {type: plain}\n"
        "      d: {type: notADocument}\n      e: {type: object_owned_nonempty_serialize}\n"
        "      f: {type: object}\n")}
    specs, diagnostics, _ = compile_idl(tmp_path, files)
    assert not [d for d in diagnostics if d.severity == Severity.ERROR]
    f = {x.name: x.type.basic.serialize_nonempty for x in specs[0].struct("S").fields}
    assert f == {"a": True, "b": True, "c": False, "d": False, "e": True, "f": False}


def test_user_type_map_adds_and_overrides(tmp_path: Path):
    write_files(tmp_path, {"my_types.yaml": "types:\n  wtimeout: {kind: safeInt64}\n  string: {kind: any}\n"
                                            "empty_defaults: [makeThing()]\n"})
    files = {"main.idl": "imports: [basic.idl]\ntypes:\n  wtimeout:\n    bson_serialization_type: any\n"
                         "    description: t\n    cpp_type: std::int64_t\n    deserializer: ::f\n"
                         "structs:\n  S:\n    description: s\n    fields:\n      t: wtimeout\n      s: string\n"
                         "      o: {type: object, default: makeThing()}\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files, type_maps=[str(tmp_path / "my_types.yaml")])
    assert diagnostics == []
    f = {x.name: x for x in specs[0].struct("S").fields}
    assert f["t"].type.basic.kind is ValueKind.SAFE_INT64 and f["s"].type.basic.kind is ValueKind.ANY
    assert f["o"].default == "switchyard::BsonDocument()"


def test_custom_kind_in_a_type_map(tmp_path: Path):
    write_files(tmp_path, {"my_types.yaml": "types:\n  wtimeout:\n    kind: custom\n    cpp_type: my::Timeout\n"
                                            "    deserializer: my::parseTimeout\n    serializer: my::writeTimeout\n"
                                            "    include: my/timeout.h\n"})
    files = {"main.idl": "imports: [basic.idl]\ntypes:\n  wtimeout:\n    bson_serialization_type: any\n"
                         "    description: t\n    cpp_type: std::int64_t\n    deserializer: ::f\n"
                         "structs:\n  S:\n    description: s\n    fields:\n      t: wtimeout\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files, type_maps=[str(tmp_path / "my_types.yaml")])
    assert diagnostics == []
    basic = specs[0].struct("S").fields[0].type.basic
    assert (basic.kind, basic.cpp_type, basic.deserializer, basic.serializer, basic.cpp_include) == \
        (ValueKind.CUSTOM, "my::Timeout", "my::parseTimeout", "my::writeTimeout", "my/timeout.h")
    # the entry's include is emitted into the header of the spec whose classes hold the type
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "--type-map",
                     str(tmp_path / "my_types.yaml"), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    assert header.count('#include "my/timeout.h"') == 1
    assert "basic/" not in header and '#include "mongo/db/basic_types.h"' not in header


def test_cli_type_map_and_dialect_options(tmp_path: Path, capsys):
    write_files(tmp_path, {"basic.idl": MBASIC, "my_types.yaml": "types:\n  wtimeout: {kind: int64}\n",
                           "main.yaml": "imports: [basic.idl]\ntypes:\n  wtimeout:\n    bson_serialization_type: long\n"
                                        "    description: t\n    cpp_type: my::T\n    deserializer: ::f\n"
                                        "structs:\n  S:\n    description: s\n    fields: {t: wtimeout}\n"})
    main = str(tmp_path / "main.yaml")
    assert cli.main(["check", main, "--dialect", "mongodb", "--type-map", str(tmp_path / "my_types.yaml")]) == 0
    assert capsys.readouterr().err == ""
    assert cli.main(["check", main, "--dialect", "mongodb"]) == 0
    assert "warning [ID0052]: MongoDB type 'wtimeout'" in capsys.readouterr().err
    assert cli.main(["check", main]) == 1      # as Switchyard's dialect: not a built-in, no serializer
    assert "ID0032" in capsys.readouterr().err


def test_a_type_is_required_outside_mongodbs_generic_lists(tmp_path: Path):
    text = D + "generic_argument_lists:\n  g:\n    description: g\n    fields:\n      @@a: {forward_to_shards: true}\n"
    _, diagnostics, markers = compile_idl(tmp_path, {"main.idl": text})
    assert errors(diagnostics) == []
    write_files(tmp_path, {"main.yaml": text.replace("basic.idl", "basic.yaml")})
    write_files(tmp_path, {"basic.yaml": "types:\n  int: {bson_serialization_type: int, cpp_type: std::int32_t}\n"})
    _, diagnostics = compile_specs([str(tmp_path / "main.yaml")], [])
    assert [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == [("ID0007", *markers["main.idl"])]


def test_depfile_inputs_include_the_type_maps(tmp_path: Path):
    from switchyard import mongodb_dialect
    from switchyard.compiler import compile_with_inputs

    write_files(tmp_path, {"basic.idl": MBASIC, "map.yaml": "types: {}\n"})
    _, _, read = compile_with_inputs([str(tmp_path / "basic.idl")], [], type_maps=[str(tmp_path / "map.yaml")])
    assert read == [str(tmp_path / "basic.idl"), mongodb_dialect.SHIPPED_TYPE_MAP, str(tmp_path / "map.yaml")]


def test_naming_rule():
    from switchyard import mongodb_dialect
    rule = NamingRule()
    # lower/names.py's rule, the one the back end renders, applied by the binder
    assert [mongodb_dialect.identifier(n) for n in ("new", "2dsphere", "a.b-c", "ok", "$db")] == \
        ["new_", "f2dsphere", "a_b_c", "ok", "db"]
    assert names.member("limit") == "limit_" and rule.generic_name("unwrappedReadPref") == "genericUnwrappedReadPref"


D = "imports: [basic.idl]\n"

# (ID, {file: text}, severity); one diagnostic of that ID at the `@@` marker.
CASES = [
    ("ID0004", {"main.idl": D + "structs:\n  S:\n    description: s\n    @@inline_chained_struct: true\n"},
     "did you mean 'inline_chained_structs'?"),
    ("ID0004", {"main.idl": D + "structs:\n  S:\n    description: s\n    @@command_name: s\n"},
     "it belongs in a command"),
    ("ID0004", {"main.idl": D + "commands:\n  c:\n    description: c\n    namespace: ignored\n"
                "    @@is_command_reply: true\n"}, "it belongs in a struct"),
    ("ID0004", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: int, @@strict: true}\n"}, "it belongs in a struct or a command"),
    ("ID0004", {"main.idl": D + "structs:\n  S:\n    description: s\n    @@supports_doc_sequence: true\n"},
     "it belongs in a field"),
    ("ID0007", {"main.idl": D + "enums:\n  E:\n    description: e\n    type: string\n    values:\n"
                "      @@kA: {description: a}\n      kB: b\n"}, "needs 'value'"),
    ("ID0036", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: int, supports_doc_sequence: @@true}\n"}, "arrays of structs or objects"),
    ("ID0036", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: int, stability: stable, unstable: @@true}\n"}, "older spelling"),
    ("ID0036", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: array<object>, supports_doc_sequence: @@true}\n"}, "only supported in commands"),
    ("ID0043", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a:\n        type:\n          variant: [string, @@string]\n"}, "both accept BSON string"),
    ("ID0043", {"main.idl": D + "structs:\n  P:\n    description: p\n    fields: {x: int}\n"
                "  Q:\n    description: q\n    fields: {x: long}\n  S:\n    description: s\n    fields:\n"
                "      a:\n        type:\n          variant: [P, @@Q]\n"}, "begin with different fields"),
    ("ID0040", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      @@v:\n        type:\n          variant: [int, S]\n"}, "contains itself (S -> S) through field 'v'"),
    ("ID0063", {"main.idl": D + "structs:\n  P:\n    description: p\n    protobuf: true\n    fields: {x: {type: int, tag: 1}}\n"
                "  S:\n    description: s\n    protobuf: true\n    inline_chained_structs: @@false\n"
                "    chained_structs: {P: p}\n    fields: {y: {type: int, tag: 2}}\n"}, "chained structs' fields inline only"),
    ("ID0044", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: int, stability: @@stabel}\n"}, "stable, unstable, internal"),
    ("ID0044", {"main.idl": D + "structs:\n  S:\n    description: s\n    is_generic_cmd_list: @@args\n"},
     "arg, reply"),
    ("ID0015", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n      new: int\n"
                "      @@new_: int\n"}, "C++ name 'new'"),
    # MongoDB's own getters coincide (getLimit() for both): a real collision.
    ("ID0015", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n      limit: int\n"
                "      @@Limit: int\n"}, "accessors getLimit()/setLimit()"),
    ("ID0016", {"main.idl": D + "structs:\n  S:\n    description: s\n    cpp_validator_func: @@\"not valid\"\n"},
     "cpp_validator_func"),
    ("ID0052", {"main.idl": D + "types:\n  @@t:\n    bson_serialization_type: any\n    description: t\n"
                "    cpp_type: my::T\n    deserializer: ::f\n"}, "add 't: {kind: any}' (or, to read it with your own C++ function, 't: {kind: custom"),
    ("ID0052", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: IDLAnyType, validator: {gte: @@0}}\n"}, "bounds are not checked"),
    ("ID0053", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: int, default: @@kMax}\n"}, "empty_defaults"),
    ("ID0053", {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                "      a: {type: IDLAnyType, default: @@0}\n"}, "does not fit its type"),
    ("ID0055", {"main.idl": D + "structs:\n  S:\n    description: s\n    chained_types:\n"
                "      @@OperationSessionInfo: sessionInfo\n"}, "accepted but not generated"),
]


@pytest.mark.parametrize("diag_id, files, text", CASES)
def test_dialect_diagnostic_at_marker(tmp_path: Path, diag_id, files, text):
    _, diagnostics, markers = compile_idl(tmp_path, files)
    found = [d for d in diagnostics if d.id.value == diag_id]
    assert len(found) == 1 and len(errors(diagnostics)) <= 1, "\n".join(map(str, diagnostics))
    assert (found[0].location.line, found[0].location.column) == markers["main.idl"], str(found[0])
    assert text in found[0].message


def test_id0054_generic_arguments_not_found_takes_the_shipped_stand_in(tmp_path: Path):
    """Without mongo/idl/generic_argument.idl under -I, a command takes the
    shipped stand-in (the type map's next entry), as MongoDB's compiler
    always imports its generic arguments, and a note says which file: `$db`
    a required string (MongoDB's binder injects it so), the others any element."""
    files = {"main.idl": D + "commands:\n  c:\n    description: c\n    namespace: ignored\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files, generic=False)
    assert [(d.id.value, d.severity, d.location.line) for d in diagnostics] == [("ID0054", Severity.NOTE, 1)]
    assert "mongodb_generic_argument.idl" in diagnostics[0].message
    fields = {f.name: f for f in specs[0].struct("c").fields}
    assert fields["$db"].required and fields["$db"].type.basic.kind is ValueKind.STRING
    assert fields["lsid"].optional and fields["lsid"].type.basic.kind is ValueKind.ANY
    assert {"apiVersion", "maxTimeMS", "$readPreference", "$clusterTime", "$tenant", "expectPrefix"} <= set(fields)
    assert any(p.endswith("mongodb_generic_argument.idl") for p in specs[0].imports)


def test_id0054_warning_when_no_generic_arguments_file_is_found(tmp_path: Path):
    """A type map whose list names no file that exists: nothing to import,
    and the warning says how to give one."""
    write_files(tmp_path, {"map.yaml": "generic_arguments: [mongo/idl/generic_argument.idl]\n"})
    files = {"main.idl": D + "commands:\n  c:\n    description: c\n    namespace: ignored\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files, generic=False, type_maps=[str(tmp_path / "map.yaml")])
    assert [(d.id.value, d.severity, d.location.line) for d in diagnostics] == [("ID0054", Severity.WARNING, 1)]
    assert [f.name for f in specs[0].struct("c").fields] == []


def test_generic_arguments_file_is_chosen_by_the_type_map(tmp_path: Path):
    typed = MGENERIC.replace("type: IDLAnyType\n                cpp_name: \"dbName\"", "type: string\n"
                             "                cpp_name: \"dbName\"")
    write_files(tmp_path, {"typed/generic_args.idl": typed.replace('"basic.idl"', '"../basic.idl"'),
                           "map.yaml": "generic_arguments: [typed/generic_args.idl, mongo/idl/generic_argument.idl]\n"})
    files = {"main.idl": D + "commands:\n  c:\n    description: c\n    namespace: ignored\n"}
    specs, diagnostics, _ = compile_idl(tmp_path, files, type_maps=[str(tmp_path / "map.yaml")])
    assert diagnostics == []
    db = {f.name: f for f in specs[0].struct("c").fields}["$db"]
    assert db.type.basic.kind is ValueKind.STRING and db.required
    specs, diagnostics, _ = compile_idl(tmp_path, files)
    assert {f.name: f for f in specs[0].struct("c").fields}["$db"].type.basic.kind is ValueKind.ANY


@pytest.mark.parametrize("text, message", [
    ("types:\n  x: {kind: nope}\n", "needs a 'kind'"),
    ("types:\n  x: {kind: int32, cpp_type: int}\n", "for kind custom only"),
    ("types:\n  x: {kind: custom, cpp_type: T}\n", "needs cpp_type, deserializer and serializer"),
    ("types:\n  x: {kind: int32, optional: true, default: '1'}\n", "choose one"),
    ("types:\n  x: {kind: int32, colour: red}\n", "unknown key 'colour'"),
    ("nope: 1\n", "unknown key 'nope' in a type map"),
    ("types: [a]\n", "must be a mapping"),
    ("generic_arguments: a.idl\n", "must be a list of paths"),
    ("types: {a: {kind: int32\n", "not valid YAML"),
])
def test_id0042_bad_type_map(tmp_path: Path, text, message):
    write_files(tmp_path, {"map.yaml": text})
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields: {a: int}\n"}
    _, diagnostics, _ = compile_idl(tmp_path, files, type_maps=[str(tmp_path / "map.yaml")])
    errs = errors(diagnostics)
    assert [d.id.value for d in errs] == ["ID0042"] and message in errs[0].message, "\n".join(map(str, diagnostics))
    assert errs[0].location.file == str(tmp_path / "map.yaml")


@pytest.mark.parametrize("mutator_name", ["text", "tree"])
def test_dialect_mutations_never_crash(tmp_path: Path, mutator_name, capsys):
    """The spec mutations of spec_mutations.py (test_frontend_fuzz.py) over
    specs in MongoDB's dialect: every run ends in diagnostics, never a traceback."""
    import random

    import spec_mutations
    import test_frontend_fuzz as fuzz

    mutator = spec_mutations.MUTATORS[mutator_name]
    corpus = {"basic.idl": MBASIC, "main.idl": EVERY_KEY, "mongo/idl/generic_argument.idl": MGENERIC}
    rng = random.Random(f"switchyard-dialect-{mutator_name}")
    for iteration in range(100):
        work = tmp_path / f"m{iteration}"
        victim = rng.choice(sorted(corpus))
        text = corpus[victim]
        for _ in range(rng.randrange(1, 4)):
            text = mutator(rng, text)
        write_files(work, dict(corpus, **{victim: text}))
        rc = cli.main(["check", str(work / "main.idl"), str(work / "basic.idl"), "-I", str(work)])
        err = capsys.readouterr().err
        context = f"iteration {iteration}, mutated {victim}:\n{text}\n--- stderr:\n{err}"
        assert rc in (0, 1), context
        assert "Traceback" not in err and "ID0099" not in err, context
        for line in err.splitlines():
            assert fuzz.DIAGNOSTIC_LINE.match(line), context


def _shape(spec, struct_name, seen=None):
    """What a struct means for parsing: per field its wire name, C++ name,
    type (kinds, enum values, nested structs), optionality, default,
    validator, strictness. Equal shapes parse the same documents."""
    seen = set() if seen is None else seen
    s = spec.struct(struct_name)
    seen.add(struct_name)

    # An owned value parses the documents its view parses (MongoDB's find
    # owns `let`, object_owned; idl/find.yaml views it).
    as_view = {ValueKind.OBJECT_OWNED: ValueKind.OBJECT, ValueKind.STRING_OWNED: ValueKind.STRING}

    def type_shape(t):
        if t.category == "basic":
            kind = as_view.get(t.basic.kind, t.basic.kind)
            return ("basic", kind.value, tuple(sorted(t.basic.bson_types)))
        if t.category == "enum":
            return ("enum", t.enum.value_type, tuple((v.name, v.value) for v in t.enum.values))
        if t.category == "array":
            return ("array", type_shape(t.element))
        if t.category == "struct":
            return ("struct", _shape(spec, t.struct_name, seen) if t.struct_name not in seen else t.struct_name)
        return ("variant", tuple(type_shape(a) for a in t.alternatives))

    def validator(v):
        return None if v is None else (v.gt, v.gte, v.lt, v.lte, v.callback)

    fields = tuple((f.name, f.cpp_name, type_shape(f.type), f.optional, f.default, f.ignore, validator(f.validator),
                    f.generic) for f in s.fields)
    return (s.strict, fields)


def test_dialect_find_means_what_idl_find_yaml_means(repo_root: Path):
    """tests/idl_dialect/ holds idl/find.yaml (with its imports) rewritten in
    MongoDB's dialect and conventions (optionalBool, mongo::BSONObj()
    defaults, indexHint, MongoDB C++ types): bound through the type map it
    must mean exactly what the shipped spec means, field by field."""
    dialect_dir = repo_root / "tests" / "idl_dialect"
    specs, diagnostics = compile_specs([str(dialect_dir / "mongo/db/query/find_command.idl")], [str(dialect_dir)])
    assert diagnostics == [], "\n".join(map(str, diagnostics))
    shipped, diagnostics = compile_specs([str(repo_root / "idl" / "find.yaml")], [str(repo_root / "idl")])
    assert errors(diagnostics) == []
    ours, theirs = _shape(specs[0], "find"), _shape(shipped[0], "find")
    assert ours[0] == theirs[0]
    assert [f[0] for f in ours[1]] == [f[0] for f in theirs[1]]
    for mine, reference in zip(ours[1], theirs[1]):
        assert mine == reference, f"field {mine[0]}"


def test_type_mapping_order_name_then_shape_then_view():
    from switchyard import mongodb_dialect as md
    from switchyard.diagnostics import DiagnosticSink
    from switchyard.model import Location

    sink = DiagnosticSink()
    type_map = md.load_type_map([], sink)
    where = Location("t.idl", 1, 1)

    def mapped(name, bson, cpp, subtype=None):
        return md.map_type(md.MongoType(name, bson, subtype, cpp, None, None, "", where), type_map, sink)

    assert mapped("safeInt64", ("long", "int", "decimal", "double"), "std::int64_t").kind is ValueKind.SAFE_INT64
    # by shape: no entry for the name, but (long, std::int64_t) is a built-in
    assert mapped("TxnNumber", ("long",), "std::int64_t").kind is ValueKind.INT64
    assert mapped("Stamp", ("timestamp",), "mongo::Timestamp").kind is ValueKind.TIMESTAMP
    # std::string where a type asks for it: an owned string; `string` itself stays a view (by name)
    assert mapped("shardName", ("string",), "std::string").kind is ValueKind.STRING_OWNED
    assert mapped("string", ("string",), "std::string").kind is ValueKind.STRING
    # object_owned (BSONObj::getOwned) by name: a copy of its own; `object` stays a view
    assert mapped("object_owned", ("object",), "mongo::BSONObj").kind is ValueKind.OBJECT_OWNED
    assert mapped("object", ("object",), "mongo::BSONObj").kind is ValueKind.OBJECT
    assert sink.diagnostics == []
    # an entry whose kind does not read what MongoDB lists does not apply (never widens)
    t = mapped("decimal", ("double",), "mongo::Decimal128")
    assert t.kind is ValueKind.DOUBLE and t.bson_types == ("double",)
    assert "does not accept BSON double" in sink.diagnostics[-1].message
    # MongoDB's safeBool and safeDouble by shape, their BSON types in MongoDB's order (its TypeMismatch text)
    t = mapped("safeBool", ("bool", "long", "int", "decimal", "double"), "bool")
    assert t.kind is ValueKind.SAFE_BOOL and t.bson_types == ("bool", "long", "int", "decimal", "double")
    assert mapped("safeDouble", ("long", "int", "decimal", "double"), "double").kind is ValueKind.SAFE_DOUBLE
    # a view of the BSON types otherwise
    t = mapped("sumOf", ("int", "string"), "my::Sum")
    assert t.kind is ValueKind.ANY and t.bson_types == ("int", "string")
    assert [d.id.value for d in sink.diagnostics] == ["ID0052", "ID0052"]


def test_variant_fields_are_generated(tmp_path: Path):
    """A variant field becomes a std::variant member; parsing switches on the
    element's BSON type (generator.py, _gen_variant_deserializer)."""
    files = {"main.idl": D + "structs:\n  P:\n    description: p\n    fields: {x: int}\n"
                         "  S:\n    description: s\n    fields:\n"
                         "      a:\n        type:\n          variant: [string, safeInt64, P, array<P>, array<string>]\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    source = (out / "main_gen.cpp").read_text(encoding="utf-8")
    assert "#include <variant>" in header
    assert ("std::variant<std::string_view, std::int64_t, P, std::vector<P>, "
            "std::vector<std::string_view>> a_;") in header
    assert "switch (e.type()) {" in source
    # safeInt64's four BSON types are four labels of one case
    assert ("case switchyard::BsonType::kInt64:\n        case switchyard::BsonType::kInt32:\n"
            "        case switchyard::BsonType::kDecimal128:\n        case switchyard::BsonType::kDouble: {") in source
    # MongoDB's throwBadType lists the array alternatives' element types
    assert ('return ctx.failVariantType("a", e.type(), {switchyard::BsonType::kObject, '
            'switchyard::BsonType::kString});') in " ".join(source.split())  # wrapped at 100 columns
    assert "ctx.enterUnnamed(e.value())" in source     # a struct alternative adds no path component
    assert "switch ((a_).index()) {" in source          # serialization writes the held alternative


def test_variant_fields_use_the_presence_storage(tmp_path: Path):
    """Presence bits (lower/plan.py field_storage): a variant is returned by
    reference, so an optional one is a std::optional kept in step with its bit
    (never a raw Slot, even of trivially copyable alternatives), a required
    one a plain member; serializers and checkSerializable test the bits."""
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                         "      a:\n        type:\n          variant: [int, long]\n"
                         "      b:\n        type:\n          variant: [int, long]\n        optional: true\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    source = (out / "main_gen.cpp").read_text(encoding="utf-8")
    assert "  std::variant<std::int32_t, std::int64_t> a_;" in header
    assert "  std::optional<std::variant<std::int32_t, std::int64_t>> b_;" in header
    assert "Slot<std::variant" not in header
    assert "const std::optional<std::variant<std::int32_t, std::int64_t>>& getB() const { return b_; }" in header
    setter = header[header.index("void setB("):]
    assert setter.index("b_ = std::move(value);") < setter.index("present0_ |= kBBit;")
    assert "switchyard::clearBits(present0_, kBBit);" in setter
    assert "static constexpr uint64_t kBBit = uint64_t{1} << 1;" in header
    assert "if (present0 & kBBit) {" in source          # serializers test the bit
    assert "return switchyard::neverSetError(at, kAFieldName);" in source   # the whole path, from the caller
    assert "if (!(a.b_ == b.b_)) return false;" in source            # operator==


def test_variant_array_alternatives_are_told_apart_by_element_type(tmp_path: Path):
    ok = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                      "      a:\n        type:\n          variant: [bool, array<string>, array<int>]\n"}
    _, diagnostics = compile_specs_at(tmp_path / "ok", ok)
    assert errors(diagnostics) == []
    bad = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                       "      a:\n        type:\n          variant: [array<safeInt64>, @@array<int>]\n"}
    markers = write_files(tmp_path / "bad", {"basic.idl": MBASIC, **bad})
    _, diagnostics = compile_specs([str(tmp_path / "bad" / "main.idl")], include_dirs=[str(tmp_path / "bad")])
    [d] = errors(diagnostics)
    assert (d.id.value, (d.location.line, d.location.column)) == ("ID0043", markers["main.idl"])
    assert "cannot tell 'array<int>' from 'array<safeInt64>': both accept BSON arrays of int" in d.message


def compile_specs_at(root: Path, files):
    write_files(root, {"basic.idl": MBASIC, **files})
    return compile_specs([str(root / "main.idl")], include_dirs=[str(root)])


def test_variant_in_a_protobuf_struct_is_refused_where_it_is_declared(tmp_path: Path):
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    protobuf: true\n    fields:\n"
                         "      @@a:\n        tag: 1\n        type:\n          variant: [string, int]\n"}
    markers = write_files(tmp_path, {"basic.idl": MBASIC, **files})
    _, diagnostics = compile_specs([str(tmp_path / "main.idl")], include_dirs=[str(tmp_path)])
    [d] = errors(diagnostics)
    assert d.id.value == "ID0063" and "is a variant" in d.message and "oneof" in d.message
    assert (d.location.line, d.location.column) == markers["main.idl"]


def test_generated_accessors_carry_description_and_stability(tmp_path: Path):
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                         "      a: {type: int, description: \"The a.\", stability: unstable}\n"
                         "      b: {type: int, unstable: false}\n      c: int\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(tmp_path / "out")]) == 0
    header = (tmp_path / "out" / "main_gen.h").read_text()
    assert "// The a.\n  // Stability: unstable.\n" in header
    assert "// Stability: stable.\n" in header and header.count("// Stability:") == 2


def test_callbacks_are_declared_and_called(tmp_path: Path):
    """cpp_validator_func is called as MongoDB calls it, `fn(this)` after the
    required-field check, and returns absl::Status; a spec in MongoDB's dialect
    declares every callback it calls (MongoDB's headers are not included)."""
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    cpp_validator_func: checkS\n    fields:\n"
                         "      a: {type: int, validator: {callback: \"other::ns::positive\"}}\n"
                         "      b: {type: string, validator: {callback: \"::globalCheck\"}}\n"
                         "      c: {type: array<int>, validator: {callback: \"other::ns::positive\"}}\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    source = (out / "main_gen.cpp").read_text(encoding="utf-8")
    assert "absl::Status checkS(const ::switchyard::idl::S* value);" in header
    # one declaration per namespace and signature (a and c's elements share one)
    assert header.count("absl::Status positive(const std::int32_t& value);") == 1
    assert "namespace other::ns {\nabsl::Status positive(const std::int32_t& value);\n}  // namespace other::ns" in header
    assert "\nabsl::Status globalCheck(const std::string_view& value);" in header
    # In the parse: the required check, the presence mask stored (the callback
    # reads the fields through their getters), then the callback.
    parse = source[source.index("bool S::parseFrom("):]
    required = parse.index("return ctx.failMissing(")
    stored = parse.index("present0_ = static_cast<decltype(present0_)>(seen0);")
    call = parse.index("if (absl::Status status = checkS(this); !status.ok()) [[unlikely]] {")
    assert required < stored < call and "return ctx.failStructCallback(status);" in parse


def test_names_mongodb_accepts_become_valid_non_reserved_identifiers(tmp_path: Path):
    """names.mongodb_field_base: MongoDB's own name where it makes a valid
    member and accessors (`_id` -> `get_id()`, as MongoDB's generator names
    it, so `_secondaryThrottle` and `secondaryThrottle` are two fields, as in
    MongoDB's moveChunk), else names.field_base: members end in one `_`,
    accessors start with get/set; keywords kept in the base (getNew()), no
    double underscores, no `_X`."""
    files = {"main.idl": D + "structs:\n  S:\n    description: s\n    fields:\n"
                         "      new: int\n      class: int\n      2dsphereIndexVersion: int\n      _id: int\n"
                         "      $audit: int\n      a__b: int\n      tail_: long\n      secondaryThrottle: int\n"
                         "      _secondaryThrottle: bool\n      _Upper: int\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    for member, accessor in (("new_", "New"), ("class_", "Class"), ("f2dsphereIndexVersion_", "F2dsphereIndexVersion"),
                             ("_id_", "_id"), ("audit_", "Audit"), ("a_b_", "A_b"), ("tail_", "Tail"),
                             ("secondaryThrottle_", "SecondaryThrottle"),
                             ("_secondaryThrottle_", "_secondaryThrottle"), ("Upper_", "Upper")):
        assert f" {member};" in header or f" {member}{{}};" in header, member
        assert f"get{accessor}() const" in header and f"void set{accessor}(" in header, accessor
    code = re.sub(r'"[^"]*"|//.*', '""', header)   # identifiers only, not wire names in literals or comments
    # The compilers' own macros the header tests (#if defined(__GNUC__)) are not generated names.
    code = re.sub(r"(?m)^#if .*$", "", code)
    assert re.findall(r"\b\w*__\w*\b", code) == [] and re.findall(r"\b_[A-Z]\w*", code) == []


# MongoDB's logical_session_id.idl in shape (what the typed generic arguments import).
MSESSION = """\
global:
    cpp_namespace: "mongo"
imports:
    - "mongo/db/basic_types.idl"
types:
    TxnNumber:
        bson_serialization_type: long
        description: "A transaction number"
        cpp_type: "std::int64_t"
        deserializer: "mongo::BSONElement::_numberLong"
    StmtId:
        bson_serialization_type: int
        description: "A statement id"
        cpp_type: "std::int32_t"
        deserializer: "mongo::BSONElement::_numberInt"
structs:
    LogicalSessionFromClient:
        description: "A session id from a client"
        strict: true
        fields:
            id: {type: uuid, stability: stable}
            uid: {type: object, optional: true, stability: stable}
"""

MORE_BASIC = """\
    timestamp:
        bson_serialization_type: timestamp
        description: "A timestamp"
        cpp_type: "mongo::Timestamp"
        deserializer: "mongo::BSONElement::timestamp"
    logicalTime:
        bson_serialization_type: any
        description: "A cluster time"
        cpp_type: "LogicalTime"
        deserializer: "LogicalTime::parseFromBSON"
    tenant_id:
        bson_serialization_type: any
        description: "A tenant"
        cpp_type: "TenantId"
        deserializer: "mongo::TenantId::parseFromBSON"
"""


def test_typed_generic_arguments_are_shipped_and_selected_by_a_type_map(tmp_path: Path):
    """MongoDB's generic_argument.idl types every argument as any element (its
    find accepts `lsid: 5`); the shipped mongodb_generic_arguments.idl, chosen
    with `generic_arguments: ["switchyard:..."]`, gives them real types."""
    basic = MBASIC.replace("enums:\n", MORE_BASIC + "enums:\n", 1)
    files = {"mongo/db/basic_types.idl": basic, "mongo/db/session/logical_session_id.idl": MSESSION,
             "mongo/idl/generic_argument.idl": MGENERIC.replace('"basic.idl"', '"mongo/db/basic_types.idl"'),
             "typed.yaml": 'generic_arguments: ["switchyard:mongodb_generic_arguments.idl"]\n',
             "main.idl": "imports: [mongo/db/basic_types.idl]\ncommands:\n  ping:\n    description: p\n"
                         "    command_name: ping\n    namespace: ignored\n    api_version: \"\"\n"}
    write_files(tmp_path, files)
    main = str(tmp_path / "main.idl")

    def generic_types(type_maps):
        specs, diagnostics = compile_specs([main], [str(tmp_path)], type_maps=type_maps)
        assert errors(diagnostics) == [], "\n".join(map(str, diagnostics))
        return {f.name: f for f in specs[0].struct("ping").fields if f.generic}

    untyped = generic_types([])
    assert untyped["comment"].type.basic.kind is ValueKind.ANY and "lsid" not in untyped  # the -I file's
    typed = generic_types([str(tmp_path / "typed.yaml")])
    assert typed["lsid"].type.category == "struct" and typed["lsid"].type.struct_name == "LogicalSessionFromClient"
    assert typed["maxTimeMS"].type.basic.kind is ValueKind.SAFE_INT64 and typed["maxTimeMS"].validator.gte == ("0", 0.0)
    assert typed["txnNumber"].type.basic.kind is ValueKind.INT64 and typed["apiStrict"].type.basic.kind is ValueKind.BOOL
    assert typed["$db"].required and typed["$db"].type.basic.kind is ValueKind.STRING
    # a file the generic arguments import (with a reply of its own) does not import them back:
    # the generated headers would include each other
    session = tmp_path / "mongo/db/session/logical_session_id.idl"
    session.write_text(MSESSION + "    Reply:\n        description: r\n        is_command_reply: true\n"
                       "        fields: {n: int}\n", encoding="utf-8")
    specs, diagnostics = compile_specs([str(session)], [str(tmp_path)], type_maps=[str(tmp_path / "typed.yaml")])
    assert errors(diagnostics) == [] and not any(p.endswith("mongodb_generic_arguments.idl") for p in specs[0].imports)
    assert specs[0].imports  # (it does import basic types)
    # the generated parser type-checks them
    out = tmp_path / "out"
    assert cli.main(["generate", main, "-I", str(tmp_path), "--type-map", str(tmp_path / "typed.yaml"),
                     "-o", str(out)]) == 0
    source = (out / "main_gen.cpp").read_text(encoding="utf-8")
    assert 'return ctx.failTypeMismatch("lsid", e.type(), {kObject});' in source


def test_owned_strings_are_generated(tmp_path: Path):
    """A MongoDB type with cpp_type std::string not mapped by name is an owned
    std::string member (MongoDB's IDL gives std::string); `string` stays a view."""
    files = {"main.idl": D + "types:\n  shardName:\n    bson_serialization_type: string\n"
                         "    description: a shard\n    cpp_type: \"std::string\"\n"
                         "    deserializer: \"mongo::BSONElement::str\"\n"
                         "structs:\n  S:\n    description: s\n    fields:\n"
                         "      shard: shardName\n      name: string\n      shards: array<shardName>\n"}
    write_files(tmp_path, {"basic.idl": MBASIC, **files})
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0
    header = (out / "main_gen.h").read_text(encoding="utf-8")
    assert "std::string shard_" in header and "std::string_view name_" in header
    assert "std::vector<std::string> shards_" in header
    assert "const std::string& getShard() const" in header


def test_namespace_type_takes_every_type_mongodb_binds_there(tmp_path: Path):
    """MongoDB's binder.py `_bind_command_type` binds a command's `type` as a
    field: a type, an array, a struct or a variant (logRotate's
    `variant: [safeBool, string]`, getClusterParameter's
    `variant: [string, array<string>]`)."""
    body = ("structs:\n  P:\n    description: p\n    fields: {x: int}\ncommands:\n"
            "  c1:\n    description: c\n    namespace: type\n    type:\n      variant: [bool, string]\n"
            "  c2:\n    description: c\n    namespace: type\n    type:\n      variant: [string, array<string>]\n"
            "  c3:\n    description: c\n    namespace: type\n    type: array<string>\n"
            "  c4:\n    description: c\n    namespace: type\n    type: P\n"
            "  c5:\n    description: c\n    namespace: type\n    type:\n      variant: [string, P]\n")
    specs, diagnostics, _ = compile_idl(tmp_path, {"main.idl": D + body})
    assert errors(diagnostics) == [], "\n".join(map(str, diagnostics))
    commands = {s.name: s.command.namespace_type for s in specs[0].structs if s.command is not None}
    assert [a.idl_name for a in commands["c1"].alternatives] == ["bool", "string"]
    assert [a.category for a in commands["c2"].alternatives] == ["basic", "array"]
    assert commands["c3"].category == "array" and commands["c4"].category == "struct"
    assert [a.category for a in commands["c5"].alternatives] == ["basic", "struct"]
    # The variant rules apply as to a field's (ID0043), at the alternative.
    _, diagnostics, markers = compile_idl(tmp_path / "bad", {"main.idl": D + "commands:\n  c:\n    description: c\n"
                                                             "    namespace: type\n    type:\n"
                                                             "      variant: [string, @@string]\n"})
    found = [d for d in diagnostics if d.id.value == "ID0043"]
    assert len(found) == 1 and (found[0].location.line, found[0].location.column) == markers["main.idl"]
    assert "namespace type of command 'c'" in found[0].message


def test_mongodb_empty_and_zero_defaults_are_understood(tmp_path: Path):
    """MongoDB's C++ defaults for empty or zero values (mongodb_dialect.translate_default):
    0/1 on a bool, static_cast<int>(Enum::kX) of an int enum, a default-constructed
    value of the field's own C++ type (mongo::OID(), SimpleCursorOptions()),
    LogicalTime::kUninitialized, `true` on a struct (default-constructed), false on
    a variant with a bool alternative (renameCollection's dropTarget); no warning."""
    types = ("types:\n"
             "  oid:\n    bson_serialization_type: objectid\n    description: o\n    cpp_type: mongo::OID\n"
             "    deserializer: mongo::BSONElement::OID\n"
             "  cursorOpts:\n    bson_serialization_type: any\n    description: c\n    cpp_type: SimpleCursorOptions\n"
             "    deserializer: ::parseCursor\n"
             "  logicalTime:\n    bson_serialization_type: any\n    description: l\n    cpp_type: LogicalTime\n"
             "    deserializer: LogicalTime::parseFromBSON\n"
             "  safeBool:\n    bson_serialization_type: [bool, long, int, decimal, double]\n    description: b\n"
             "    cpp_type: bool\n    deserializer: mongo::BSONElement::trueValue\n"
             "enums:\n  Strength:\n    description: s\n    type: int\n    values: {kPrimary: 1, kTertiary: 3}\n")
    fields = ("      a: {type: bool, default: 0}\n      b: {type: bool, default: 1}\n"
              "      c: {type: int, default: \"static_cast<int>(Strength::kTertiary)\"}\n"
              "      d: {type: oid, default: \"mongo::OID()\"}\n"
              "      e: {type: cursorOpts, default: \"SimpleCursorOptions()\"}\n"
              "      f: {type: logicalTime, default: \"LogicalTime::kUninitialized\"}\n"
              "      g: {type: P, default: true}\n"
              "      h:\n        type:\n          variant: [bool, uuid]\n        default: false\n"
              "      i: {type: safeBool, default: false}\n"
              "      j: {type: long, default: \"static_cast<long long>(5)\"}\n")
    body = D + types + "structs:\n  P:\n    description: p\n    fields: {x: int}\n  S:\n    description: s\n" \
        "    fields:\n" + fields
    specs, diagnostics, _ = compile_idl(tmp_path, {"main.idl": body})
    # (the two `any` types are unmapped: ID0052; no ID0053)
    assert [d.id.value for d in diagnostics] == ["ID0052", "ID0052"], "\n".join(map(str, diagnostics))
    f = {x.name: x for x in specs[0].struct("S").fields}
    assert [f[n].default for n in "abcdhij"] == ["false", "true", "3", "switchyard::ObjectId()", "false", "false",
                                                 "5"]
    assert all(f[n].optional and f[n].default is None for n in "efg")
    # The generated class compiles these (the variant's default names its alternative).
    out = tmp_path / "out"
    assert cli.main(["generate", str(tmp_path / "main.idl"), "-I", str(tmp_path), "-o", str(out)]) == 0


def test_mongodb_defaults_that_cannot_be_the_value_are_errors(tmp_path: Path):
    """ID0046 in MongoDB's dialect: a literal MongoDB's own C++ would refuse
    (7 on a bool narrows), a default its own validator refuses; true/false on a
    string (MongoDB's C++ makes it a one-character string, hello.idl's
    hostInfo) is dropped with ID0053 instead."""
    for field, diag_id in (("a: {type: bool, default: @@7}", "ID0046"),
                           ("a: {type: int, default: @@99999999999}", "ID0046"),
                           ("a: {type: long, default: @@5, validator: {gte: 10}}", "ID0046"),
                           ("a: {type: string, default: @@false}", "ID0053")):
        root = tmp_path / str(len(list(tmp_path.iterdir())))
        _, diagnostics, markers = compile_idl(root, {"main.idl": D + "structs:\n  S:\n    description: s\n"
                                                     "    fields:\n      " + field + "\n"})
        assert [(d.id.value, (d.location.line, d.location.column)) for d in diagnostics] == \
            [(diag_id, markers["main.idl"])], field


def test_an_empty_mongodb_default_is_no_default(tmp_path: Path):
    """MongoDB's generator tests `if field.default:`, so `default: ''`
    (user_management_commands.idl) is no default: the field is required."""
    specs, diagnostics, _ = compile_idl(tmp_path, {"main.idl": D + "structs:\n  S:\n    description: s\n"
                                                   "    fields:\n      a: {type: string, default: ''}\n"})
    assert diagnostics == []
    a = specs[0].struct("S").fields[0]
    assert a.default is None and a.required
