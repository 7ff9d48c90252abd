"""One negative test per diagnostic ID: each spec has exactly one error (or,
for warnings, exactly one warning and no error), with that ID, at the `@@`
marker."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import compile_files, errors
from switchyard.diagnostics import DiagnosticId, Severity

I = "imports: [basic.yaml]\n"

# (ID, {file: text}); the marker `@@` sits where the diagnostic must point.
CASES = [
    ("ID0002", {"main.yaml": I + "structs:\n  A:\n    fields: {a: string\n@@"}),
    ("ID0002", {"main.yaml": "structs:\n  A:\n    fields:\n      a: string\n  @@- b\n"}),
    ("ID0003", {"main.yaml": I + "structs:\n  A:\n    fields: {a: string}\n  @@A:\n    fields: {b: string}\n"}),
    ("ID0004", {"main.yaml": I + "structs:\n  A:\n    @@strictt: true\n    fields: {a: string}\n"}),
    ("ID0004", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, @@optinal: true}\n"}),
    ("ID0005", {"main.yaml": I + "structs: @@[a, b]\n"}),
    ("ID0005", {"main.yaml": I + "structs:\n  A:\n    fields: @@[a, b]\n"}),
    ("ID0005", {"main.yaml": "@@- just\n- a list\n"}),
    ("ID0006", {"main.yaml": I + "structs:\n  A:\n    strict: @@maybe\n    fields: {a: string}\n"}),
    ("ID0006", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, likelihood: @@high}\n"}),
    ("ID0006", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: long, validator: {gte: @@zero}}\n"}),
    ("ID0006", {"main.yaml": I + "structs:\n  A:\n    description: @@yes\n    fields: {a: string}\n"}),
    ("ID0007", {"main.yaml": I + "structs:\n  A:\n    fields:\n      @@a: {optional: true}\n"}),
    ("ID0007", {"main.yaml": "types:\n  @@t: {bson_serialization_type: int}\n"}),
    ("ID0007", {"main.yaml": I + "commands:\n  @@ping:\n    fields: {a: string}\n"}),
    # Limits (spec_source.py): the 101st nested collection, compact block sequences and flow lists alike;
    # aliases of aliases expanding a small file into millions of nodes.
    ("ID0009", {"main.yaml": "- " * 100 + "@@- x\n"}),
    ("ID0009", {"main.yaml": I + "structs: " + "[" * 99 + "@@[" + "]" * 100 + "\n"}),
    ("ID0009", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a:\n"
                + "".join("  " * (3 + i) + "- \n" for i in range(96)) + "  " * 99 + "@@- x\n"}),
    ("ID0008", {"main.yaml": "a0: &a0 [" + ", ".join(["x"] * 10) + "]\n"
                + "".join(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n" for i in range(1, 4))
                + "a4: [*a3, *a3, *a3, *a3, *a3, *a3, *a3, @@*a3, *a3, *a3]\n"}),
    ("ID0010", {"main.yaml": "imports:\n  - @@nowhere.yaml\n"}),
    ("ID0011", {"main.yaml": "imports: [basic.yaml, other.yaml]\nstructs:\n  @@A:\n    fields: {a: string}\n",
                "other.yaml": I + "structs:\n  A:\n    fields: {a: string}\n"}),
    ("ID0011", {"main.yaml": I + "enums:\n  @@string:\n    type: int\n    values: {kA: 1}\n"}),
    ("ID0012", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: @@strnig\n"}),
    ("ID0012", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: @@\"array<Nope>\"\n"}),
    ("ID0012", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: @@ping\n"
                "commands:\n  ping: {namespace: ignored, fields: {}}\n"}),
    ("ID0013", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: @@\"array<>\"\n"}),
    ("ID0013", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: @@\"array<string\"\n"}),
    ("ID0014", {"main.yaml": I + "structs:\n  B:\n    fields: {a: string}\n  A:\n    chained_structs: {@@B: b}\n"
                "    fields: {a: string}\n"}),
    ("ID0014", {"main.yaml": "imports: [basic.yaml, more.yaml]\ncommands:\n  ping: {namespace: ignored}\n",
                "more.yaml": I + "generic_argument_lists:\n  more:\n    fields:\n      @@comment: string\n"},
     "more.yaml"),
    ("ID0015", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, cpp_name: x}\n"
                "      @@b: {type: string, cpp_name: x}\n"}),
    ("ID0015", {"main.yaml": I + "structs:\n  A:\n    fields: {a: string}\n  @@a:\n    fields: {a: string}\n"}),
    # Members a_ and A_, but both accessors getA()/setA().
    ("ID0015", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: string\n      @@A: string\n"}),
    ("ID0015", {"main.yaml": I + "commands:\n  ping:\n    namespace: ignored\n    fields:\n"
                "      @@db: {type: string, cpp_name: dbName}\n"}),
    ("ID0016", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, cpp_name: @@class}\n"}),
    ("ID0016", {"main.yaml": I + "structs:\n  A:\n    fields:\n      @@\"1st\": string\n"}),
    ("ID0016", {"main.yaml": "global:\n  cpp_namespace: @@\"my ns\"\n"}),
    ("ID0016", {"main.yaml": I + "structs:\n  A:\n    cpp_name: @@_Reserved\n    fields: {a: string}\n"}),
    ("ID0016", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: long, validator: {callback: @@\"not a fn\"}}\n"}),
    ("ID0017", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: bool, optional: true, default: @@false}\n"}),
    ("ID0018", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, likelihood: @@1.5}\n"}),
    ("ID0018", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, likelihood: @@-0.1}\n"}),
    ("ID0019", {"main.yaml": I + "structs:\n  A:\n    dispatch: @@perfect\n    fields: {a: string}\n"}),
    ("ID0020", {"main.yaml": I + "commands:\n  ping:\n    namespace: @@database\n"}),
    ("ID0021", {"main.yaml": I + "commands:\n  ping:\n    namespace: ignored\n    type: @@string\n"}),
    ("ID0021", {"main.yaml": I + "commands:\n  ping:\n    namespace: @@type\n"}),
    ("ID0022", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, validator: {gt: @@0}}\n"}),
    ("ID0022", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: \"array<long>\", validator: {lt: @@5}}\n"}),
    ("ID0023", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: long, validator: {gte: 5, lt: @@5}}\n"}),
    ("ID0023", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: long, @@validator: {}}\n"}),
    ("ID0024", {"main.yaml": "enums:\n  E:\n    type: string\n    values: {kA: a, kB: @@a}\n"}),
    ("ID0025", {"main.yaml": "enums:\n  E:\n    type: int\n    values: {kA: 1, kB: @@two}\n"}),
    ("ID0025", {"main.yaml": "enums:\n  E:\n    type: string\n    values: {kA: a, kB: @@2}\n"}),
    ("ID0025", {"main.yaml": "enums:\n  E:\n    type: int\n    values: {kA: @@4294967296}\n"}),
    ("ID0026", {"main.yaml": "enums:\n  E:\n    type: @@float\n    values: {kA: 1.5}\n"}),
    ("ID0027", {"main.yaml": "enums:\n  E:\n    type: int\n    values: @@{}\n"}),
    ("ID0028", {"main.yaml": I + "structs:\n  A:\n    chained_structs: {@@Nope: nope}\n    fields: {a: string}\n"}),
    ("ID0028", {"main.yaml": I + "structs:\n  A:\n    chained_structs: {@@string: s}\n    fields: {a: string}\n"}),
    ("ID0029", {"main.yaml": I + "structs:\n  A:\n    chained_structs: {B: b}\n    fields: {a: string}\n"
                "  B:\n    chained_structs: {@@A: a2}\n    fields: {b: string}\n"}),
    ("ID0030", {"main.yaml": I + "commands:\n  ping:\n    namespace: ignored\n    reply_type: @@string\n"}),
    ("ID0031", {"main.yaml": "types:\n  t: {bson_serialization_type: [int, @@integer], cpp_type: int}\n"}),
    ("ID0032", {"main.yaml": "types:\n  @@t: {bson_serialization_type: string, cpp_type: \"std::u8string\"}\n"}),
    ("ID0032", {"main.yaml": "types:\n  @@t: {bson_serialization_type: string, cpp_type: \"X\", deserializer: \"ns::read\"}\n"}),
    ("ID0033", {"main.yaml": "types:\n  t: {bson_serialization_type: @@[any, int], cpp_type: \"switchyard::BsonElement\"}\n"}),
    ("ID0033", {"main.yaml": "types:\n  t: {bson_serialization_type: [int, @@int], cpp_type: \"std::int32_t\"}\n"}),
    ("ID0033", {"main.yaml": "types:\n  t: {bson_serialization_type: @@[], cpp_type: \"std::int32_t\"}\n"}),
    ("ID0034", {"main.yaml": "types:\n  t: {bson_serialization_type: bindata, bindata_subtype: @@uuid4, "
                "cpp_type: \"switchyard::Uuid\"}\n"}),
    ("ID0034", {"main.yaml": "types:\n  t: {bson_serialization_type: int, bindata_subtype: @@uuid, "
                "cpp_type: \"std::int32_t\"}\n"}),
    ("ID0034", {"main.yaml": "types:\n  @@t: {bson_serialization_type: bindata, cpp_type: \"switchyard::BinDataView\"}\n"}),
    ("ID0035", {"main.yaml": I + "structs:\n  B:\n    fields: {b: string}\n  A:\n    fields:\n"
                "      a: {type: B, default: @@\"B()\"}\n"}),
    ("ID0035", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: \"array<int>\", default: @@\"{}\"}\n"}),
    ("ID0035", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, ignore: true, default: @@0}\n"}),
    # Defaults that do not fit their field (bind/defaults.py): type, range, the field's own validator.
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, default: @@\"abc\"}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: string, default: @@42}\n"}),
    ("ID0046", {"main.yaml": I + "types:\n  owned: {bson_serialization_type: string, cpp_type: std::string}\n"
                             "structs:\n  A:\n    fields:\n      a: {type: owned, default: @@42}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: bool, default: @@7}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, default: @@99999999999}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, default: @@1.5}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n"
                "      a: {type: long, default: @@5, validator: {gte: 10}}\n"}),
    ("ID0046", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: object, default: @@0}\n"}),
    ("ID0035", {"main.yaml": I + "enums:\n  E:\n    type: string\n    values: {kA: a, kB: b}\nstructs:\n  A:\n"
                "    fields:\n      e: {type: E, default: @@kC}\n"}),
    ("ID0036", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, always_serialize: @@true}\n"}),
    ("ID0036", {"main.yaml": "types:\n  n:\n    bson_serialization_type: int\n    cpp_type: \"std::int32_t\"\n"
                             "    serialize_nonempty: @@true\n"}),
    ("ID0036", {"main.yaml": I + "structs:\n  A:\n    fields:\n      a: {type: int, ignore: true, @@validator: {gt: 0}}\n"}),
    ("ID0036", {"main.yaml": I + "commands:\n  c:\n    namespace: ignored\n    allow_global_collection_name: @@true\n"
                "    fields: {}\n"}),
    ("ID0037", {"main.yaml": I + "structs:\n  @@my-struct:\n    fields: {a: string}\n"}),
    ("ID0037", {"main.yaml": "types:\n  @@array: {bson_serialization_type: int, cpp_type: \"std::int32_t\"}\n"}),
    ("ID0037", {"main.yaml": I + "structs:\n  A:\n    fields:\n      @@\"\": {type: string, cpp_name: empty}\n"}),
    ("ID0039", {"main.yaml": I + "commands:\n  ping:\n    namespace: ignored\n  pong:\n    namespace: ignored\n"
                "    command_alias: @@ping\n"}),
    ("ID0040", {"main.yaml": I + "structs:\n  A:\n    fields:\n      @@b: {type: B, optional: true}\n"
                "  B:\n    fields:\n      a: {type: A, optional: true}\n"}),
]


def _params():
    out = []
    counts = {}
    for case in CASES:
        diag_id, files = case[0], case[1]
        counts[diag_id] = counts.get(diag_id, 0) + 1
        marker_file = case[2] if len(case) > 2 else None
        explicit = case[3] if len(case) > 3 else None
        out.append(pytest.param(diag_id, files, marker_file, explicit, id=f"{diag_id}-{counts[diag_id]}"))
    return out


@pytest.mark.parametrize("diag_id, files, marker_file, explicit", _params())
def test_exactly_one_error_at_marker(tmp_path: Path, diag_id, files, marker_file, explicit):
    specs, diagnostics, markers = compile_files(tmp_path, files)
    errs = errors(diagnostics)
    assert [d.id.value for d in errs] == [diag_id], "\n".join(map(str, diagnostics))
    assert specs == []
    where_file = marker_file
    if where_file is None:
        where_file = next(f for f, m in markers.items() if m is not None)
    expected = explicit or markers[where_file]
    d = errs[0]
    assert d.location.file == str(tmp_path / where_file)
    assert (d.location.line, d.location.column) == expected, str(d)
    assert str(d).startswith(f"{tmp_path / where_file}:{expected[0]}:{expected[1]}: error [{diag_id}]: ")


def test_id0001_missing_file(tmp_path: Path):
    from switchyard.compiler import compile_specs

    missing = str(tmp_path / "missing.yaml")
    specs, diagnostics = compile_specs([missing], [])
    assert [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == [("ID0001", 1, 1)]
    assert "missing.yaml" in diagnostics[0].message


def test_id0001_not_utf8(tmp_path: Path):
    from switchyard.compiler import compile_specs

    path = tmp_path / "bad.yaml"
    path.write_bytes(b"structs:\n  A:\n    description: \xff\xfe\n")
    specs, diagnostics = compile_specs([str(path)], [])
    assert [(d.id.value, d.location.line, d.location.column) for d in diagnostics] == [("ID0001", 3, 18)]


def test_id0001_directory(tmp_path: Path):
    from switchyard.compiler import compile_specs

    specs, diagnostics = compile_specs([str(tmp_path)], [])
    assert [d.id.value for d in diagnostics] == ["ID0001"]


def test_id0038_overlay_unknown_struct(tmp_path: Path):
    files = {"main.yaml": I + "structs:\n  A:\n    fields: {a: string}\n"}
    specs, diagnostics, _ = compile_files(tmp_path, files, likelihoods={"Nope": {"a": 0.5}})
    assert [(d.id.value, d.location.file) for d in diagnostics] == [("ID0038", "<likelihoods>")]
    specs, diagnostics, _ = compile_files(tmp_path, files, likelihoods={"A": {"b": 0.5}})
    assert [d.id.value for d in diagnostics] == ["ID0038"]
    specs, diagnostics, _ = compile_files(tmp_path, files, likelihoods={"A": {"a": "high"}})
    assert [d.id.value for d in diagnostics] == ["ID0038"]
    specs, diagnostics, _ = compile_files(tmp_path, files, likelihoods=["A"])
    assert [d.id.value for d in diagnostics] == ["ID0038"]
    specs, diagnostics, _ = compile_files(tmp_path, files, likelihoods={"A": {"a": 2}})
    assert [d.id.value for d in diagnostics] == ["ID0018"]


def test_likelihood_overlay_applies(tmp_path: Path):
    files = {"main.yaml": I + "structs:\n  A:\n    fields: {a: {type: string, likelihood: 0.1}, b: string}\n"
             "commands:\n  ping:\n    namespace: ignored\n    fields: {x: string}\n"}
    specs, diagnostics, _ = compile_files(tmp_path, files,
                                          likelihoods={"A": {"a": 0.75}, "ping": {"$db": 1, "x": 0.0}})
    assert diagnostics == []
    a = specs[0].struct("A")
    assert [f.likelihood for f in a.fields] == [0.75, None]
    ping = specs[0].struct("ping")
    assert {f.name: f.likelihood for f in ping.fields}["$db"] == 1.0
    assert {f.name: f.likelihood for f in ping.fields}["x"] == 0.0


def test_id0050_repeated_import_is_a_warning(tmp_path: Path):
    files = {"main.yaml": "imports:\n  - basic.yaml\n  - @@basic.yaml\n"}
    specs, diagnostics, markers = compile_files(tmp_path, files)
    assert [(d.id.value, d.severity) for d in diagnostics] == [("ID0050", Severity.WARNING)]
    assert (diagnostics[0].location.line, diagnostics[0].location.column) == markers["main.yaml"]
    assert str(diagnostics[0]).split(": ", 1)[1].startswith("warning [ID0050]: ")
    assert len(specs) == 1


def test_id0099_internal_error_becomes_a_diagnostic(tmp_path: Path, monkeypatch):
    from switchyard import binder

    def boom(self, *args, **kwargs):
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(binder.Workspace, "bind", boom)
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": I})
    assert [d.id.value for d in diagnostics] == ["ID0099"]
    assert "simulated bug" in diagnostics[0].message


def test_one_internal_error_formatter():
    from switchyard.diagnostics import DiagnosticSink, internal_error
    from switchyard.model import Location

    try:
        {}["missing"]
    except KeyError as e:
        error = e
    where = Location("spec.yaml", 1, 1)
    d = internal_error(where, error, "generating C++")
    assert d.is_error and d.id.value == "ID0099"
    line = str(d)
    assert line.startswith("spec.yaml:1:1: error [ID0099]: internal compiler error while generating C++: "
                           "KeyError: 'missing' (at test_frontend_diagnostics.py:"), line
    assert line.endswith("; please report this with the spec")
    assert str(internal_error(where, ValueError("x"))) == (
        "spec.yaml:1:1: error [ID0099]: internal compiler error: ValueError: x; please report this with the spec")
    sink = DiagnosticSink()
    sink.internal_error(where, error, "generating C++")
    assert sink.diagnostics == [d] and sink.has_errors


def test_all_errors_are_collected(tmp_path: Path):
    files = {"main.yaml": I + "structs:\n  A:\n    dispatch: nope\n    fields:\n      a: strnig\n"
             "      b: {type: bool, optional: true, default: false}\n      c: {type: int, likelihood: 3}\n"}
    _, diagnostics, _ = compile_files(tmp_path, files)
    assert [d.id.value for d in diagnostics] == ["ID0012", "ID0017", "ID0018", "ID0019"] or \
        sorted(d.id.value for d in diagnostics) == ["ID0012", "ID0017", "ID0018", "ID0019"]


def test_unknown_key_lists_valid_keys(tmp_path: Path):
    files = {"main.yaml": I + "structs:\n  A:\n    @@strictt: true\n"}
    _, diagnostics, _ = compile_files(tmp_path, files)
    assert "valid keys: description, cpp_name, strict" in diagnostics[0].message


def test_every_id_is_tested_and_documented(repo_root: Path):
    # ID0051 (hash seed search failed) is tested in test_emit_dispatch.py.
    # ID0008 for the file size is tested in test_spec_limits.py.
    tested = {case[0] for case in CASES} | {"ID0001", "ID0038", "ID0050", "ID0099", "ID0041", "ID0051"}
    # ID0060..ID0064 (protobuf) are tested in test_proto_frontend.py.
    tested |= {"ID0060", "ID0061", "ID0062", "ID0063", "ID0064"}
    # ID0042..ID0044 and ID0052..ID0055 (MongoDB's dialect) are tested in test_frontend_mongodb.py.
    tested |= {"ID0042", "ID0043", "ID0044", "ID0052", "ID0053", "ID0054", "ID0055"}
    all_ids = {d.value for d in DiagnosticId}
    assert all_ids - tested == set()
    doc = (repo_root / "docs" / "idl.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"\|\s*`?(ID\d{4})`?\s*\|", doc))
    assert all_ids - documented == set(), "IDs missing from docs/idl.md"
    assert documented - all_ids == set(), "docs/idl.md lists IDs that do not exist"


def test_ids_are_unique():
    values = [d.value for d in DiagnosticId]
    assert len(values) == len(set(values))


def test_defaults_that_fit_their_field_are_accepted(tmp_path: Path):
    """bind/defaults.py refuses only what cannot be the field's value: these
    fit (0/1 on a bool, a C++ string literal, a qualified constant or any
    expression, an integer in range, a default the validator allows)."""
    fields = ("      a: {type: bool, default: 0}\n      b: {type: bool, default: true}\n"
              "      c: {type: string, default: '\"x\"'}\n      d: {type: int, default: \"ns::kMax\"}\n"
              "      e: {type: long, default: 99999999999}\n      f: {type: double, default: 1.5e3}\n"
              "      g: {type: int, default: -2147483648}\n      h: {type: int, default: 12, validator: {gte: 10}}\n"
              "      i: {type: object, default: \"switchyard::BsonDocument()\"}\n"
              "      j: {type: int, default: \"static_cast<int>(2)\"}\n")
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": I + "structs:\n  A:\n    fields:\n" + fields})
    assert diagnostics == [] and [f.default for f in specs[0].struct("A").fields][:3] == ["0", "true", '"x"']
