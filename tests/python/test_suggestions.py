"""Suggestions in diagnostics: "did you mean" for misspelt types, imports, enum
values and struct names; the shipped base specs found without -I and offered
when a name is theirs; key lists by dialect; a tab named as a tab. Each
diagnostic keeps the `file:line:col: error [ID]: message` form."""

from __future__ import annotations

from pathlib import Path

from conftest import compile_files, errors, write_files
from switchyard import resources, suggest
from switchyard.compiler import compile_specs, compile_with_inputs
from switchyard.grammar import KEY_RULES, MONGODB_ONLY_KEYS, keys_for_dialect


def _only_error(diagnostics, markers, file="main.yaml"):
    found = errors(diagnostics)
    assert len(found) == 1, [str(d) for d in found]
    d = found[0]
    assert (d.location.line, d.location.column) == markers[file]
    return d


def test_unknown_type_suggests_the_nearest_visible_type(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  A:\n    fields: {a: @@stirng}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0012"
    assert d.message == "unknown type 'stirng' (field 'a' of struct 'A'); did you mean 'string'?"


def test_unknown_type_far_from_every_name_gets_no_suggestion(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  A:\n    fields: {a: @@zzqqxx}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    assert _only_error(diagnostics, markers).message == "unknown type 'zzqqxx' (field 'a' of struct 'A')"


def test_shipped_basic_type_without_the_import_suggests_the_import(tmp_path: Path):
    files = {"main.yaml": "structs:\n  A:\n    fields: {a: @@int}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files, with_basic=False)
    d = _only_error(diagnostics, markers)
    assert d.message == ("unknown type 'int' (field 'a' of struct 'A'); it is defined in the shipped "
                         "'basic_types.yaml': add `imports: [basic_types.yaml]`")
    # Also when another spec of the run loaded the shipped file.
    write_files(tmp_path, {"other.yaml": "imports: [basic_types.yaml]\n"})
    _, diagnostics = compile_specs([str(tmp_path / "other.yaml"), str(tmp_path / "main.yaml")], [])
    assert [d.message for d in errors(diagnostics)] == [d.message]


def test_shipped_base_specs_are_found_without_include_dirs(tmp_path: Path):
    write_files(tmp_path, {"main.yaml": "imports: [basic_types.yaml, generic_arguments.yaml]\n"
                                        "structs:\n  A:\n    fields: {a: int, s: string}\n"})
    specs, diagnostics, read = compile_with_inputs([str(tmp_path / "main.yaml")], [])
    assert errors(diagnostics) == []
    shipped = Path(resources.idl_dir())
    assert str(shipped / "basic_types.yaml") in read and str(shipped / "generic_arguments.yaml") in read


def test_a_local_file_wins_over_the_shipped_one(tmp_path: Path):
    write_files(tmp_path, {"main.yaml": "imports: [basic_types.yaml]\nstructs:\n  A:\n    fields: {a: mine}\n",
                           "basic_types.yaml": "types:\n  mine: {bson_serialization_type: int, cpp_type: std::int32_t}\n"})
    _, diagnostics, read = compile_with_inputs([str(tmp_path / "main.yaml")], [])
    assert errors(diagnostics) == [] and str(tmp_path / "basic_types.yaml") in read


def test_misspelt_shipped_import_is_suggested_and_each_place_is_listed_once(tmp_path: Path):
    files = {"main.yaml": "imports:\n  - @@basic_type.yaml\n"}
    # -I names the importer's own directory again: it is looked in once.
    _, diagnostics, markers = compile_files(tmp_path, files, include_dirs=["."], with_basic=False)
    d = _only_error(diagnostics, markers)
    shipped = Path(resources.idl_dir())
    assert d.id.value == "ID0010"
    assert d.message == (f"cannot find import 'basic_type.yaml' (looked in: {tmp_path / 'basic_type.yaml'}, "
                         f"{shipped / 'basic_type.yaml'}); did you mean 'basic_types.yaml' (shipped with "
                         f"Switchyard, found without -I)?")


def test_misspelt_local_import_suggests_the_nearest_file(tmp_path: Path):
    files = {"main.yaml": "imports:\n  - @@sub/comon.yaml\n", "sub/common.yaml": "{}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files, with_basic=False)
    assert _only_error(diagnostics, markers).message.endswith("; did you mean 'sub/common.yaml'?")


def test_shipped_spec_under_a_wrong_directory_suggests_its_bare_name(tmp_path: Path):
    files = {"main.yaml": "imports:\n  - @@idl/basic_types.yaml\n"}
    _, diagnostics, markers = compile_files(tmp_path, files, with_basic=False)
    assert _only_error(diagnostics, markers).message.endswith(
        "; did you mean 'basic_types.yaml' (shipped with Switchyard, found without -I)?")


def test_misspelt_enum_value_in_a_default_is_suggested(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nenums:\n  Dir:\n    type: int\n"
                          "    values: {ascending: 1, descending: -1}\nstructs:\n  A:\n"
                          "    fields: {d: {type: Dir, default: @@ascendng}}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0035" and d.message.endswith("; did you mean 'ascending'?")


def test_misspelt_chained_struct_is_suggested(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  Point:\n    fields: {x: int}\n"
                          "  B:\n    chained_structs: {@@Pont: p}\n    fields: {y: int}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0028"
    assert d.message == "chained struct 'Pont' of struct 'B' is not defined; did you mean 'Point'?"


def test_misspelt_reply_type_is_suggested(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  PingReply:\n    fields: {ok: int}\n"
                          "commands:\n  ping:\n    namespace: ignored\n    reply_type: @@PingReplly\n"
                          "    fields: {}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0030" and d.message.endswith("is not defined; did you mean 'PingReply'?")


def test_native_key_list_offers_no_mongodb_only_key(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  A:\n    @@bogus_key: 1\n    fields: {x: int}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0004"
    listed = d.message.split("(valid keys: ")[1].rstrip(")").split(", ")
    assert listed == list(keys_for_dialect("struct", "switchyard"))
    assert "immutable" not in listed and "cpp_validator_func" not in listed and "fields" in listed


def test_mongodb_key_list_offers_every_key():
    for kind in KEY_RULES:
        assert keys_for_dialect(kind, "mongodb") == tuple(KEY_RULES[kind])
        assert set(keys_for_dialect(kind, "switchyard")) == set(KEY_RULES[kind]) - set(MONGODB_ONLY_KEYS.get(kind, ()))
    for kind, only in MONGODB_ONLY_KEYS.items():
        assert set(only) <= set(KEY_RULES[kind]), kind   # no stale entry


def test_native_key_suggestion_comes_from_the_native_keys(tmp_path: Path):
    files = {"main.yaml": "imports: [basic.yaml]\nstructs:\n  A:\n    @@strct: true\n    fields: {x: int}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files)
    assert "; did you mean 'strict'?" in _only_error(diagnostics, markers).message


def test_a_tab_is_named_as_a_tab_at_its_position(tmp_path: Path):
    files = {"main.yaml": "structs:\n  A:\n@@\tfields: {}\n"}
    _, diagnostics, markers = compile_files(tmp_path, files, with_basic=False)
    d = _only_error(diagnostics, markers)
    assert d.id.value == "ID0002"
    assert str(d) == (f"{tmp_path / 'main.yaml'}:3:1: error [ID0002]: malformed YAML: a tab character; "
                      "YAML indents with spaces only (replace the tab with spaces)")


def test_closest_is_case_insensitive_and_never_the_word_itself():
    assert suggest.closest("String", ["string", "int"]) == "string"
    assert suggest.closest("int", ["int"]) is None
    assert suggest.did_you_mean("lnog", ["long", "int"]) == "; did you mean 'long'?"
