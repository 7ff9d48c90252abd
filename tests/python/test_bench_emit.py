"""The benchmark emitter (`switchyard bench`), `--namespace-suffix` and the
`hashmap` reference strategy."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BASIC, IDL_DIR, REPO_ROOT, write_files
from switchyard.compiler import compile_specs
from switchyard.backends import EmitOptions, render_spec
from switchyard.tools.bench_cpp import BenchError, load_corpus, output_files, render_bench
from switchyard.backends.dispatch import DispatchInput, select_strategy

MANIFEST = REPO_ROOT / "bench" / "corpus" / "manifest.json"
VARIANTS = ["chain", "trie", "hash", "auto"]


def run_cli(args, env):
    return subprocess.run([sys.executable, "-m", "switchyard", *args], env=env, capture_output=True, text=True)


@pytest.fixture(scope="module")
def idl_specs():
    specs, diagnostics = compile_specs(sorted(str(p) for p in IDL_DIR.glob("*.yaml")), [str(IDL_DIR)])
    assert not [d for d in diagnostics if d.is_error]
    return specs


@pytest.fixture(scope="module")
def rendered(idl_specs):
    return render_bench(idl_specs, load_corpus(str(MANIFEST)), VARIANTS)


# ---- --namespace-suffix --------------------------------------------------------

def test_namespace_suffix_moves_every_spec_and_cross_spec_references(tmp_path: Path, generator_env):
    write_files(tmp_path, {
        "basic.yaml": BASIC,
        "a.yaml": "global: {cpp_namespace: 'na'}\nimports: [basic.yaml]\nstructs:\n  A:\n    fields: {x: int}\n",
        "b.yaml": "global: {cpp_namespace: 'nb'}\nimports: [a.yaml]\nstructs:\n  B:\n    fields: {a: A}\n",
    })
    out = tmp_path / "out"
    r = run_cli(["generate", str(tmp_path / "a.yaml"), str(tmp_path / "b.yaml"), "-o", str(out),
                 "--namespace-suffix", "v1"], generator_env)
    assert r.returncode == 0, r.stderr
    a_h = (out / "a_gen.h").read_text()
    b_h = (out / "b_gen.h").read_text()
    assert "namespace na::v1 {" in a_h and "namespace na {" not in a_h
    assert "namespace nb::v1 {" in b_h
    assert "::na::v1::A" in b_h          # the reference follows the suffix
    assert "::na::A" not in b_h


def test_namespace_suffix_absent_changes_nothing(idl_specs):
    find = next(s for s in idl_specs if s.path.endswith("find.yaml"))
    assert render_spec(find, EmitOptions()) == render_spec(find, EmitOptions(namespace_suffix=None))
    suffixed = render_spec(find, EmitOptions(namespace_suffix="chain"))
    assert "namespace switchyard::idl::chain {" in suffixed["find_gen.h"]


@pytest.mark.parametrize("suffix", ["auto", "1x", "a-b", "a::b", "class"])
def test_namespace_suffix_must_be_identifier(suffix, tmp_path: Path, generator_env):
    r = run_cli(["generate", str(IDL_DIR / "find.yaml"), "-I", str(IDL_DIR), "-o", str(tmp_path),
                 "--namespace-suffix", suffix], generator_env)
    assert r.returncode == 2
    assert f"--namespace-suffix '{suffix}'" in r.stderr and "Traceback" not in r.stderr
    assert not list(tmp_path.iterdir())


# ---- the hashmap reference strategy ----------------------------------------------

def test_hashmap_strategy_maps_every_name_and_needs_its_header(idl_specs):
    names = (("limit", 0), ("skip", 1), ("$db", 2))
    lines = select_strategy("hashmap").render(
        DispatchInput(names=names, label=lambda i: f"L{i}", unknown_label="U"))
    text = "\n".join(lines)
    assert lines[0] == "{" and lines[-1] == "}"
    for wire, index in names:
        assert f'{{std::string_view("{wire}", {len(wire)}), {index}}},' in text
        assert f"case {index}: goto L{index};" in text
    assert "default: goto U;" in text and "if (found == kFieldIndex.end()) goto U;" in text
    find = next(s for s in idl_specs if s.path.endswith("find.yaml"))
    out = render_spec(find, EmitOptions(dispatch="hashmap"))
    assert '#include "absl/container/flat_hash_map.h"' in out["find_gen.cpp"]
    assert "Expected next field" not in out["find_gen.cpp"]   # a reference: no prediction
    assert "flat_hash_map" not in render_spec(find, EmitOptions())["find_gen.cpp"]


# ---- the benchmark emitter ---------------------------------------------------------

def test_outputs_one_file_per_variant(rendered):
    assert sorted(rendered) == output_files(VARIANTS)
    assert sorted(rendered) == ["bench_auto.cpp", "bench_chain.cpp", "bench_common.h", "bench_corpus.cpp",
                                "bench_hash.cpp", "bench_main.cpp", "bench_mongo.cpp", "bench_trie.cpp"]


def test_deterministic(idl_specs, rendered):
    again = render_bench(idl_specs, load_corpus(str(MANIFEST)), VARIANTS)
    assert again == rendered


def test_every_document_is_embedded_and_registered_per_variant(rendered):
    manifest = json.loads(MANIFEST.read_text())
    corpus = rendered["bench_corpus.cpp"]
    for i, entry in enumerate(manifest):
        assert f'{{"{entry["command"]}", "{entry["name"]}", bytes(kDoc{i}), {entry["size"]}}},' in corpus
    chain = rendered["bench_chain.cpp"]
    assert "parseBenchmark<::switchyard::idl::chain::FindCommand>" in chain
    assert "serializeBenchmark<::switchyard::idl::chain::InsertCommand>" in chain
    assert "::switchyard::idl::chain::" not in rendered["bench_auto.cpp"]
    assert "parseBenchmark<::switchyard::idl::FindCommand>" in rendered["bench_auto.cpp"]
    assert chain.count("case ") == 3 * len(manifest)   # parse, serialize, check
    main = rendered["bench_main.cpp"]
    for op, impl in (("parse", "floor"), ("parse", "floor_top"), ("parse", "libbson"), ("serialize", "libbson")):
        assert f'benchName(doc, "{op}", "{impl}")' in main
    assert 'return std::string(doc.command) + "/" + doc.name + "/" + op + "/" + impl;' in main


def test_libbson_reference_is_strcmp_in_declaration_order_with_the_same_checks(idl_specs, rendered):
    main = rendered["bench_main.cpp"]
    m = re.search(r"bool lbParse_switchyard_idl_FindCommand\([^;{]*\{\n.*?\n}\n", main, re.S)
    assert m, "no libbson parser for FindCommand"
    body = m.group(0)
    find = next(s for s in next(sp for sp in idl_specs if sp.path.endswith("find.yaml")).structs
                if s.name == "find")
    positions = [body.index(f'strcmp(key, "{f.name}") == 0') for f in find.fields]
    assert positions == sorted(positions)                    # declaration order
    assert "bson_iter_next(&it)" in body and "std::bitset<" in body
    assert "is a duplicate field" in body and "is the wrong type" in body
    assert "is an unknown field" in body                    # find is strict
    assert "out->setLimit(" in body and "out->setCollectionName(" in body
    assert "bson_append_int64(b, \"limit\", 5, *value);" in main   # serializer: bson_append_*


def test_mongo_reference_has_mongodb_50s_per_element_shape(idl_specs, rendered):
    mongo = rendered["bench_mongo.cpp"]
    m = re.search(r"bool mgParse_switchyard_idl_FindCommand\([^;{]*\{\n.*?\n}\n", mongo, re.S)
    assert m, "no mongo parser for FindCommand"
    body = m.group(0)
    find = next(s for s in next(sp for sp in idl_specs if sp.path.endswith("find.yaml")).structs
                if s.name == "find")
    own = [f.name for f in find.fields if not f.generic]
    positions = [body.index(f'fieldName == "{name}"') for name in own + ["$db"]]
    assert positions == sorted(positions)                    # own fields in declaration order, $db last
    for f in find.fields:                                   # the other generic arguments: the run-time map
        if f.generic and f.name != "$db":
            assert f'fieldName == "{f.name}"' not in body
            assert f'{{"{f.name}", ' in mongo
    assert "absl::node_hash_map<std::string, int>" in mongo
    assert ".find(std::string(fieldName))" in body
    assert "while (mgNext(cursor, e, ctx))" in body and "strnlen(" in mongo   # the name measured by a scan
    assert "std::bitset<" in body and "usedFields.all()" in body
    # nested structs by separate calls under a child context, with the generated parsers' checks
    assert 'ctx.enter("lsid", e.value())' in body and "mgParse_switchyard_idl_LogicalSessionFromClient(" in body
    assert 'ctx.failDuplicate("limit")' in body and 'ctx.failValidator("limit", ">=", "0", v)' in body
    assert "return ctx.failUnknown(fieldName);" in body     # find is strict
    main = rendered["bench_main.cpp"]
    assert 'reference_mongo::registerParse(i, benchName(doc, "parse", "mongo"));' in main
    assert "reference_mongo::serialize(i, &bytes, &error)" in main     # verified at start-up
    assert '"--count"' in main


def test_corpus_command_missing_from_specs_is_an_error(idl_specs, tmp_path: Path):
    doc = bytes.fromhex("0500000000")
    (tmp_path / "x.bson").write_bytes(doc)
    (tmp_path / "m.json").write_text(json.dumps([{"name": "x", "command": "nosuch", "file": "x.bson"}]))
    with pytest.raises(BenchError, match="no spec defines the command 'nosuch'"):
        render_bench(idl_specs, load_corpus(str(tmp_path / "m.json")), VARIANTS)


@pytest.mark.parametrize("manifest, files, message", [
    ("{", {}, "not valid JSON"),
    ('{"a": 1}', {}, "must be a JSON list"),
    ('[{"name": "x", "command": "find"}]', {}, "'file' must be a non-empty string"),
    ('[{"name": "x", "command": "find", "file": "missing.bson"}]', {}, "cannot read"),
    ('[{"name": "x", "command": "find", "file": "x.bson"}]', {"x.bson": b"\x06\x00\x00\x00\x00"},
     "not one BSON document"),
    ('[{"name": "x", "command": "find", "file": "x.bson"}, {"name": "x", "command": "find", "file": "x.bson"}]',
     {"x.bson": b"\x05\x00\x00\x00\x00"}, "duplicate name 'x'"),
    ('[{"name": "a b", "command": "find", "file": "x.bson"}]', {"x.bson": b"\x05\x00\x00\x00\x00"},
     "may only hold"),
])
def test_bad_corpus_is_a_precise_usage_error(manifest, files, message, tmp_path: Path, generator_env):
    (tmp_path / "m.json").write_text(manifest)
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    r = run_cli(["bench", str(IDL_DIR / "find.yaml"), "-I", str(IDL_DIR), "--corpus", str(tmp_path / "m.json"),
                 "--variants", "auto", "-o", str(tmp_path / "out")], generator_env)
    assert r.returncode == 2, r.stderr
    assert message in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("variants, message", [
    ("chain,trie", "must include 'auto'"),
    ("auto,chain,chain", "listed twice"),
    ("auto,libbson", "collides"),
    ("auto,mongo", "collides"),
    ("auto,a-b", "not a C++ identifier"),
])
def test_bad_variants_are_usage_errors(variants, message, tmp_path: Path, generator_env):
    r = run_cli(["bench", str(IDL_DIR / "find.yaml"), "-I", str(IDL_DIR), "--corpus", str(MANIFEST),
                 "--variants", variants, "-o", str(tmp_path / "out")], generator_env)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr


def test_cli_writes_outputs_and_depfile(tmp_path: Path, generator_env):
    specs = sorted(str(p) for p in IDL_DIR.glob("*.yaml"))
    out = tmp_path / "out"
    r = run_cli(["bench", *specs, "-I", str(IDL_DIR), "--corpus", str(MANIFEST), "--variants", "chain,auto",
                 "-o", str(out), "--depfile", str(tmp_path / "b.d")], generator_env)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in out.iterdir()) == output_files(["chain", "auto"])
    dep = (tmp_path / "b.d").read_text()
    assert "manifest.json" in dep and "ycsb_find_one.declared.bson" in dep and "find.yaml" in dep
