"""The protobuf annotations (docs/protobuf.md): one test per diagnostic ID
(ID0060..ID0064, with positions), the model they produce, unchanged output for
specs that do not opt in, the `.proto` file, and interop of that `.proto`
through the protobuf package from PyPI (protoc builds the descriptors)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from switchyard.compiler import compile_specs
from switchyard.backends import render_spec
from switchyard.backends.proto_file import render_proto

HEADER = 'imports: ["basic_types.yaml"]\n'


def compile_text(tmp_path: Path, idl_dir: Path, body: str):
    path = tmp_path / "spec.yaml"
    path.write_text(HEADER + textwrap.dedent(body))
    return compile_specs([str(path)], [str(idl_dir)])


def errors(diagnostics):
    return [(d.id.value, d.location.line, d.location.column, d.message) for d in diagnostics if d.is_error]


def test_ID0060_tag_range(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: int, tag: 0}
              b: {type: int, tag: 19500}
              c: {type: int, tag: 536870912}
              d: {type: int, tag: 1.5}
        """)
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0060"] * 4
    assert errs[0][1:3] == (7, 27)
    assert "must be in 1..536870911" in errs[0][3]
    assert "19000..19999" in errs[1][3]
    assert "must be an integer" in errs[3][3]


def test_ID0061_duplicate_tag(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: int, tag: 1}
              b: {type: string, tag: 1}
        """)
    (err,) = errors(diags)
    assert err[:3] == ("ID0061", 8, 7)
    assert "field 'b' of struct 'S' has tag 1, already used by field 'a'" in err[3]


def test_ID0062_missing_tag(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: int, tag: 1}
              b: int
              skipped: {type: int, ignore: true}
        """)
    (err,) = errors(diags)
    assert err[:3] == ("ID0062", 8, 7)
    assert "field 'b' of struct 'S' needs a 'tag'" in err[3]


def test_ID0063_unrepresentable(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, """
        structs:
          Plain:
            fields:
              x: int
          S:
            protobuf: true
            fields:
              a: {type: objectid, tag: 1}
              b: {type: "array<array<int>>", tag: 2}
              c: {type: Plain, tag: 3}
        commands:
          cmd:
            namespace: type
            type: Plain
            command_tag: 1
            protobuf: true
            fields: {}
        """)
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0063"] * 3
    assert "nests arrays" in errs[0][3]
    assert "does not have 'protobuf: true'" in errs[1][3]
    assert errs[2][1:3] == (16, 11)
    assert "the first element of command 'cmd': it holds struct 'Plain', which does not have 'protobuf: true'" in errs[2][3]


def test_every_basic_type_is_representable(tmp_path, idl_dir):
    specs, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: objectid, tag: 1}
              b: {type: uuid, tag: 2}
              c: {type: decimal, tag: 3}
              d: {type: timestamp, tag: 4}
              e: {type: timestamp, tag: 5, wire_encoding: uint64}
              f: {type: object, tag: 6}
              g: {type: any, tag: 7}
              h: {type: "array<timestamp>", tag: 8}
        """)
    assert not errors(diags)
    text = render_proto(specs[0])["spec.proto"]
    assert "  required bytes a = 1;  // a BSON ObjectId (12 bytes)" in text
    assert "  required fixed64 d = 4;  // a BSON Timestamp: seconds << 32 | increment" in text
    assert "  required uint64 e = 5;" in text
    assert "  required bytes f = 6;  // a BSON document" in text
    assert "  repeated fixed64 h = 8 [packed = true];" in text


COMMAND = """
    commands:
      scan:
        namespace: {namespace}
        protobuf: true
        {keys}
        fields:
          limit: {{type: long, tag: 2}}
    """


def test_command_needs_tags_for_its_first_element(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(namespace="concatenate_with_db_or_uuid", keys=""))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0062", "ID0062"]
    assert "needs 'command_tag': the protobuf field number of its first element 'scan'" in errs[0][3]
    assert "needs 'command_uuid_tag'" in errs[1][3]
    assert errs[0][1:3] == (6, 15)


def test_command_tag_rules(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(namespace="concatenate_with_db",
                                                              keys="command_tag: 2\n        command_uuid_tag: 0"))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0060", "ID0036", "ID0061"]
    assert "the command_uuid_tag of command 'scan' is 0" in errs[0][3]
    assert "'command_uuid_tag' applies to 'namespace: concatenate_with_db_or_uuid'" in errs[1][3]
    assert "field 'limit' of command 'scan' has tag 2, already used by field 'scan'" in errs[2][3]


def test_proto_field_names_differing_in_case_collide(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(
        namespace="concatenate_with_db_or_uuid", keys="command_tag: 1\n        command_uuid_tag: 3").replace(
        "limit: {type: long, tag: 2}", "limit: {type: long, tag: 2}\n          SCANuuid: {type: uuid, tag: 4}"))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0015"]
    assert "the protobuf field name 'SCANuuid' of command 'scan' collides with 'scanUuid'" in errs[0][3]


def test_oneof_name_collides_with_a_field(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(
        namespace="concatenate_with_db_or_uuid", keys="command_tag: 1\n        command_uuid_tag: 3").replace(
        "limit: {type: long, tag: 2}", "limit: {type: long, tag: 2}\n          collection: {type: string, tag: 4}"))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0015"]
    assert "collides with 'collection (the oneof of the first element)'" in errs[0][3]


def test_command_tags_need_protobuf(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(
        namespace="concatenate_with_db", keys="command_tag: 1").replace("protobuf: true", "strict: true"))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0036"]
    assert "'command_tag' of command 'scan' applies to the protobuf backend" in errs[0][3]


def test_proto_file_declares_what_the_first_element_uses(tmp_path, idl_dir):
    (tmp_path / "other.yaml").write_text(textwrap.dedent("""\
        imports: ["basic_types.yaml"]
        structs:
          P:
            protobuf: true
            fields:
              x: {type: int, tag: 1}
        """))
    path = tmp_path / "spec.yaml"
    path.write_text(textwrap.dedent("""\
        imports: ["basic_types.yaml", "other.yaml"]
        enums:
          E:
            type: int
            values: {kA: 0, kB: 1}
        commands:
          byEnum:
            namespace: type
            type: E
            command_tag: 1
            protobuf: true
            fields: {}
          byStruct:
            namespace: type
            type: P
            command_tag: 1
            protobuf: true
            fields: {}
        """))
    specs, diags = compile_specs([str(path)], [str(idl_dir)])
    assert not errors(diags), errors(diags)
    text = render_proto(specs[0])["spec.proto"]
    assert 'import "other.proto";' in text
    assert "enum E {" in text
    assert "  required E byEnum = 1;" in text
    assert "  required P byStruct = 1;" in text


def test_collectionless_commands_have_no_protobuf_form(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, COMMAND.format(
        namespace="concatenate_with_db", keys="command_tag: 1\n        allow_global_collection_name: true"))
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0063"]
    assert "'allow_global_collection_name', which has no protobuf form yet" in errs[0][3]


def test_command_generic_arguments_need_tags(tmp_path, idl_dir):
    generic = tmp_path / "generic.yaml"
    generic.write_text(textwrap.dedent("""\
        imports: ["basic_types.yaml"]
        generic_argument_lists:
          args:
            fields:
              $db: {type: string, tag: 100}
              comment: {type: any, optional: true}
        """))
    path = tmp_path / "spec.yaml"
    path.write_text('imports: ["generic.yaml"]\n' + textwrap.dedent(COMMAND.format(namespace="ignored", keys="")))
    _, diags = compile_specs([str(path)], [str(idl_dir)])
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0062"]
    assert errs[0][3].startswith("field 'comment' of command 'scan' needs a 'tag'")
    (where,) = [d.location for d in diags if d.is_error]
    assert (where.file, where.line, where.column) == (str(generic), 6, 7)


def test_command_proto_file(tmp_path, idl_dir):
    specs, diags = compile_text(tmp_path, idl_dir, COMMAND.format(
        namespace="concatenate_with_db_or_uuid", keys="command_tag: 1\n        command_uuid_tag: 3"))
    assert not errors(diags)
    text = render_proto(specs[0])["spec.proto"]
    assert textwrap.dedent("""\
        message ScanCommand {
          // The command's first element: the collection's name or its UUID.
          oneof collection {
            string scan = 1;  // the command's first element 'scan'
            bytes scanUuid = 3;  // the command's first element 'scan'; a UUID (16 bytes)
          }
          required int64 limit = 2;
        }""") in text
    out = render_spec(specs[0])
    assert "collectionUuid_.reset();" in out["spec_gen.cpp"]
    assert "if (!collectionUuid_) {  // the name, unless the collection is given by UUID" in out["spec_gen.cpp"]


def test_ID0064_wire_encoding(tmp_path, idl_dir):
    _, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: int, tag: 1, wire_encoding: zigzag}
              b: {type: int, tag: 2, wire_encoding: sint64}
              c: {type: string, tag: 3, packed: true}
              d: {type: "array<long>", tag: 4, wire_encoding: fixed64, packed: false}
        """)
    errs = errors(diags)
    assert [e[0] for e in errs] == ["ID0064"] * 3
    assert errs[0][1:3] == (7, 45)
    assert "unknown wire_encoding 'zigzag'" in errs[0][3]
    assert "valid: int32, sint32, sfixed32, uint32, fixed32" in errs[1][3]
    assert "'packed' applies to arrays" in errs[2][3]


def test_model_carries_annotations(tmp_path, idl_dir):
    specs, diags = compile_text(tmp_path, idl_dir, """
        structs:
          S:
            protobuf: true
            fields:
              a: {type: "array<long>", tag: 4, wire_encoding: sint64, packed: false}
          T:
            fields:
              b: int
        """)
    assert not errors(diags)
    s, t = specs[0].structs
    assert s.protobuf and not t.protobuf
    assert (s.fields[0].tag, s.fields[0].wire_encoding, s.fields[0].packed) == (4, "sint64", False)
    assert t.fields[0].tag is None and t.fields[0].wire_encoding is None and t.fields[0].packed is None


def test_opt_in_only_adds_members(tmp_path, idl_dir):
    body = """
        structs:
          S:
            {opt}
            fields:
              a: {{type: int, tag: 1}}
        """
    plain, _ = compile_text(tmp_path, idl_dir, body.format(opt=""))
    plain_out = render_spec(plain[0])
    opted, _ = compile_text(tmp_path, idl_dir, body.format(opt="protobuf: true"))
    opted_out = render_spec(opted[0])
    assert "parseProto" not in plain_out["spec_gen.h"]
    assert "parseProto" in opted_out["spec_gen.h"]
    assert "serializeProtoTo" in opted_out["spec_gen.cpp"]


def test_proto_file(tmp_path, repo_root, idl_dir):
    specs, diags = compile_specs([str(repo_root / "tests/proto/specs/proto_messages.yaml")], [str(idl_dir)])
    assert not errors(diags)
    text = render_proto(specs[0])["proto_messages.proto"]
    assert 'syntax = "proto2";' in text
    assert "  required string dbName = 16;  // wire name '$db'" in text
    assert "  repeated sint64 deltas = 3 [packed = true];" in text
    assert "  optional sint32 small = 10 [default = -7];" in text
    assert "  optional ReadLevel level = 2 [default = ReadLevel_kMajority];" in text
    assert "  reserved 21;" in text
    assert render_proto(specs[0]) == render_proto(specs[0])  # deterministic


@pytest.mark.skipif(shutil.which("protoc") is None, reason="protoc (protobuf-compiler) not installed")
def test_python_protobuf_interop(tmp_path, repo_root, idl_dir, generator_env):
    """Bytes protobuf's Python runtime writes for random values match, field for
    field, what the .proto promises: parse them back with protobuf after a
    round trip through our .proto's descriptors (the C++ side is checked by
    tests/proto/interop_test.cpp)."""
    pytest.importorskip("google.protobuf")
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
    import random

    out = tmp_path / "proto"
    subprocess.run([sys.executable, "-m", "switchyard", "proto", str(repo_root / "tests/proto/specs/proto_messages.yaml"),
                    "-I", str(idl_dir), "-o", str(out)], check=True, env=generator_env)
    subprocess.run(["protoc", f"-I{out}", f"--descriptor_set_out={out / 'set.pb'}", str(out / "proto_messages.proto")],
                   check=True)
    fds = descriptor_pb2.FileDescriptorSet.FromString((out / "set.pb").read_bytes())
    pool = descriptor_pool.DescriptorPool()
    for f in fds.file:
        pool.Add(f)
    samples = message_factory.GetMessageClass(pool.FindMessageTypeByName("switchyard.prototest.Samples"))
    rng = random.Random(5)
    for _ in range(200):
        m = samples()
        m.id = rng.randint(-2**63, 2**63 - 1)
        m.values.extend(rng.randint(-2**31, 2**31 - 1) for _ in range(rng.randint(0, 20)))
        m.deltas.extend(rng.randint(-2**63, 2**63 - 1) for _ in range(rng.randint(0, 5)))
        data = m.SerializeToString()
        back = samples.FromString(data)
        assert back == m
        # packed = true: one length-delimited run for tag 2 (0x12) when values exist.
        if m.values:
            assert b"\x12" in data
