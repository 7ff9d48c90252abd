"""What the binder builds: kinds, field order, generic and chained fields,
defaults; and that the model is deterministic."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import compile_files, errors
from switchyard import model
from switchyard.compiler import compile_specs

I = "imports: [basic.yaml]\n"


def _idl_specs(idl_dir: Path):
    return sorted(str(p) for p in idl_dir.glob("*.yaml"))


def test_basic_type_kinds(tmp_path: Path):
    text = """\
types:
  s: {bson_serialization_type: string, cpp_type: "std::string_view"}
  i: {bson_serialization_type: int, cpp_type: "std::int32_t"}
  l: {bson_serialization_type: long, cpp_type: "std::int64_t"}
  d: {bson_serialization_type: double, cpp_type: "double"}
  b: {bson_serialization_type: bool, cpp_type: "bool"}
  o: {bson_serialization_type: object, cpp_type: "switchyard::BsonDocument"}
  oid: {bson_serialization_type: objectid, cpp_type: "switchyard::ObjectId"}
  dt: {bson_serialization_type: date, cpp_type: "std::int64_t"}
  ts: {bson_serialization_type: timestamp, cpp_type: "switchyard::Timestamp"}
  bd: {bson_serialization_type: bindata, bindata_subtype: generic, cpp_type: "switchyard::BinDataView"}
  u: {bson_serialization_type: bindata, bindata_subtype: uuid, cpp_type: "switchyard::Uuid"}
  dec: {bson_serialization_type: decimal, cpp_type: "switchyard::Decimal128"}
  si64: {bson_serialization_type: [long, int, decimal, double], cpp_type: "std::int64_t"}
  si32: {bson_serialization_type: [int, long, double, decimal], cpp_type: "std::int32_t"}
  a: {bson_serialization_type: any, cpp_type: "switchyard::BsonElement"}
  c: {bson_serialization_type: string, cpp_type: "std::string", deserializer: "ns::read", serializer: "::ns::write"}
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text}, with_basic=False)
    assert diagnostics == []
    kinds = {t.name: t.kind for t in specs[0].types}
    K = model.ValueKind
    assert kinds == {"s": K.STRING, "i": K.INT32, "l": K.INT64, "d": K.DOUBLE, "b": K.BOOL, "o": K.OBJECT,
                     "oid": K.OBJECT_ID, "dt": K.DATE, "ts": K.TIMESTAMP, "bd": K.BINDATA, "u": K.UUID,
                     "dec": K.DECIMAL, "si64": K.SAFE_INT64, "si32": K.SAFE_INT32, "a": K.ANY, "c": K.CUSTOM}
    by_name = {t.name: t for t in specs[0].types}
    assert by_name["oid"].bson_types == ("objectId",)  # the runtime's spelling
    assert by_name["bd"].bson_types == ("binData",)
    assert by_name["si32"].bson_types == ("int", "long", "double", "decimal")  # declaration order kept
    assert by_name["c"].deserializer == "ns::read" and by_name["c"].serializer == "::ns::write"
    assert by_name["s"].is_view and by_name["o"].is_view and by_name["a"].is_view and by_name["bd"].is_view
    assert not by_name["l"].is_view and not by_name["c"].is_view and not by_name["u"].is_view


def test_command_fields_own_then_chained_then_generic(tmp_path: Path):
    text = I + """\
structs:
  Base:
    strict: false
    fields:
      ordered: {type: bool, default: true}
      comment: {type: string, optional: true}
commands:
  doIt:
    namespace: concatenate_with_db
    chained_structs: {Base: base}
    fields:
      maxTimeMS: {type: int, optional: true}
      z: string
      a: long
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text})
    assert diagnostics == []
    cmd = specs[0].struct("doIt")
    assert cmd.cpp_name == "DoItCommand" and cmd.is_command and cmd.strict and cmd.dispatch == "auto"
    assert [(f.name, f.from_chained, f.generic) for f in cmd.fields] == [
        ("maxTimeMS", None, False), ("z", None, False), ("a", None, False),
        ("ordered", "Base", False), ("comment", "Base", False),
        ("$db", None, True)]
    assert cmd.fields[0].type.basic.name == "int"  # the command's own declaration wins
    assert cmd.chained_structs == ("Base",)
    assert cmd.command == model.CommandInfo("doIt", (), model.NamespaceKind.CONCATENATE_WITH_DB, None, None, None)
    db = cmd.fields[-1]
    assert db.cpp_name == "dbName" and db.required


def test_field_properties(tmp_path: Path):
    text = I + """\
enums:
  Level: {type: string, values: {kLocal: local, kMajority: majority}}
  Num: {type: int, values: {kOne: 1, kTwo: 2}}
structs:
  s:
    cpp_name: S
    strict: false
    dispatch: trie
    fields:
      $_resumeAfter: object
      limit: {type: safeInt64, optional: true, validator: {gte: 0, lt: 1e3}, likelihood: 0.5}
      multi: {type: bool, default: false}
      level: {type: Level, default: "Level::kLocal"}
      nested: {type: "array<array<Level>>", optional: true, always_serialize: true}
      skipped: {type: any, ignore: true}
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text})
    assert diagnostics == []
    s = specs[0].struct("s")
    assert (s.cpp_name, s.strict, s.dispatch) == ("S", False, "trie")
    f = {x.name: x for x in s.fields}
    assert f["$_resumeAfter"].cpp_name == "resumeAfter" and f["$_resumeAfter"].required
    lim = f["limit"]
    assert lim.optional and not lim.required and lim.likelihood == 0.5
    assert lim.validator.gte == ("0", 0.0) and lim.validator.lt == ("1e3", 1000.0) and lim.validator.gt is None
    assert f["multi"].default == "false" and not f["multi"].required
    assert f["level"].type.category == "enum" and f["level"].type.enum.values[1].value == "majority"
    assert f["nested"].type.idl_name == "array<array<Level>>" and f["nested"].always_serialize
    assert f["skipped"].ignore and not f["skipped"].required
    assert [e.name for e in specs[0].enums] == ["Level", "Num"]
    assert specs[0].enums[1].values[0].value == 1 and specs[0].enums[0].cpp_namespace == "switchyard::idl"


def test_namespace_type_and_reply(tmp_path: Path):
    text = I + """\
global:
  cpp_namespace: "my::ns"
  cpp_includes: ["my/validators.h"]
structs:
  Reply:
    fields: {ok: double}
commands:
  getMore:
    namespace: type
    type: long
    reply_type: Reply
    api_version: "1"
    command_alias: [getmore]
    fields:
      collection: string
"""
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text})
    assert diagnostics == []
    spec = specs[0]
    assert spec.cpp_namespace == "my::ns" and spec.cpp_includes == ("my/validators.h",)
    info = spec.struct("getMore").command
    assert info.namespace is model.NamespaceKind.TYPE and info.namespace_type.basic.name == "long"
    assert info.reply_type == "Reply" and info.api_version == "1" and info.aliases == ("getmore",)
    assert spec.struct("getMore").cpp_namespace == "my::ns"


def test_shipped_specs_bind(idl_dir: Path):
    paths = _idl_specs(idl_dir)
    if not paths:
        pytest.skip("idl/ has no specs yet")
    specs, diagnostics = compile_specs(paths, [str(idl_dir)])
    assert errors(diagnostics) == [], "\n".join(map(str, diagnostics))
    assert len(specs) == len(paths)
    for spec in specs:
        for s in spec.structs:
            if s.is_command:
                assert any(f.name == "$db" and f.generic and f.required for f in s.fields)


def test_model_is_deterministic_across_processes(idl_dir: Path, generator_env):
    paths = _idl_specs(idl_dir)
    if not paths:
        pytest.skip("idl/ has no specs yet")
    script = ("import sys; from switchyard.compiler import compile_specs; "
              "s, d = compile_specs(sys.argv[1:], [sys.argv[1].rsplit('/', 1)[0]]); print(repr(s)); print(d)")
    outs = set()
    for seed in ("0", "1", "12345"):
        env = dict(generator_env, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", script, *paths], env=env, capture_output=True, text=True,
                             check=True).stdout
        outs.add(out)
    assert len(outs) == 1
    # And within one process, twice.
    a, _ = compile_specs(paths, [str(idl_dir)])
    b, _ = compile_specs(paths, [str(idl_dir)])
    assert a == b


def test_model_objects_are_immutable(tmp_path: Path):
    specs, _, _ = compile_files(tmp_path, {"main.yaml": I + "structs:\n  A:\n    fields: {a: string}\n"})
    with pytest.raises(Exception):
        specs[0].structs[0].fields[0].name = "b"  # type: ignore[misc]


def test_the_example_in_the_language_reference_compiles(repo_root: Path, idl_dir: Path, tmp_path: Path):
    doc = (repo_root / "docs" / "idl.md").read_text(encoding="utf-8")
    section = doc.split("## A complete example", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    if not (idl_dir / "generic_arguments.yaml").exists():
        pytest.skip("idl/ not present")
    path = tmp_path / "update_example.yaml"
    path.write_text(example, encoding="utf-8")
    specs, diagnostics = compile_specs([str(path)], [str(idl_dir)])
    assert diagnostics == [], "\n".join(map(str, diagnostics))
    update = specs[0].struct("update")
    names = [f.name for f in update.fields]
    assert names[:5] == ["updates", "let", "$_internalFlag", "ordered", "bypassDocumentValidation"]
    assert "$db" in names and specs[0].types[0].kind is model.ValueKind.CUSTOM


def test_enum_defaults_name_a_value(tmp_path, idl_dir):
    """An enum field's default names one of its values: bare, qualified, or by
    wire value; the C++ member is initialised with the qualified enumerator."""
    from switchyard.compiler import compile_specs
    from switchyard.backends import render_spec

    path = tmp_path / "spec.yaml"
    path.write_text(
        'imports: ["basic_types.yaml"]\n'
        "enums:\n  Level:\n    type: string\n    values: {kLocal: local, kMajority: majority}\n"
        "structs:\n  S:\n    fields:\n"
        "      a: {type: Level, default: kMajority}\n"
        "      b: {type: Level, default: \"Level::kLocal\"}\n"
        "      c: {type: Level, default: \"switchyard::idl::Level::kMajority\"}\n"
        "      d: {type: Level, default: local}\n")
    specs, diags = compile_specs([str(path)], [str(idl_dir)])
    assert not [d for d in diags if d.is_error]
    header = render_spec(specs[0])["spec_gen.h"]
    for member, value in (("a_", "kMajority"), ("b_", "kLocal"), ("c_", "kMajority"), ("d_", "kLocal")):
        # A defaulted enum is a Slot: the getter returns the default while unset.
        assert f"switchyard::Slot<Level> {member};" in header, member
        getter = "get" + member[0].upper() + member[1:-1]
        assert f"Level {getter}() const {{" in header, member
        body = header.split(f"Level {getter}() const {{")[1].split("\n  }")[0]
        assert body.strip().endswith(f"return Level::{value};"), member
