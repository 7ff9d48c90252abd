"""Tests of the BSON C++ emitter (generator/switchyard/backends): determinism,
file naming, structure of the output, and the dispatch interface."""

from __future__ import annotations

import glob
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "generator"))

from switchyard import compiler, model  # noqa: E402
from switchyard.backends import EmitOptions, output_names, render_spec  # noqa: E402
from switchyard.backends.dispatch import DispatchInput, available_strategies, select_strategy  # noqa: E402
from switchyard.codegen.cpp_text import cpp_string_literal  # noqa: E402

IDL = os.path.join(ROOT, "idl")


@pytest.fixture(scope="module")
def specs():
    paths = sorted(glob.glob(os.path.join(IDL, "*.yaml")))
    result, diagnostics = compiler.compile_specs(paths, [IDL])
    assert not [d for d in diagnostics if "error" in str(d)], diagnostics
    return {os.path.basename(s.path): s for s in result}


def test_output_names():
    assert output_names("idl/find.yaml") == ("find_gen.h", "find_gen.cpp")
    assert output_names("/abs/dir/write_ops_base.yaml") == ("write_ops_base_gen.h", "write_ops_base_gen.cpp")


def test_render_is_deterministic(specs):
    for spec in specs.values():
        first = render_spec(spec, EmitOptions())
        second = render_spec(spec, EmitOptions())
        assert first == second
        assert sorted(first) == sorted(output_names(spec.path))


def test_no_absolute_paths_or_timestamps(specs):
    for spec in specs.values():
        for text in render_spec(spec, EmitOptions()).values():
            assert ROOT not in text
            assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text)
            assert "\t" not in text
            assert all(line == line.rstrip() for line in text.splitlines())


def test_spec_without_definitions_still_gets_both_files(specs):
    files = render_spec(specs["basic_types.yaml"], EmitOptions())
    assert set(files) == {"basic_types_gen.h", "basic_types_gen.cpp"}
    assert "#pragma once" in files["basic_types_gen.h"]
    assert "class " not in files["basic_types_gen.h"]
    # Its .cpp (which build scripts list for every spec) checks the runtime's version
    # without including the header, whose runtime headers cost most of a second to compile.
    source = files["basic_types_gen.cpp"]
    assert re.findall(r'^#include "([^"]+)"', source, re.M) == ["switchyard/base/version.h"]
    assert "static_assert(switchyard::kRuntimeVersion ==" in source
    # A spec with definitions includes its header.
    assert '#include "find_gen.h"' in render_spec(specs["find.yaml"], EmitOptions())["find_gen.cpp"]


def test_find_structure(specs):
    files = render_spec(specs["find.yaml"], EmitOptions())
    header, source = files["find_gen.h"], files["find_gen.cpp"]
    # The generic arguments are declared once, in the class template find
    # derives from (bind/generic.py): its own maxTimeMS, readConcern and
    # $queryOptions shadow generic arguments 4, 5 and 20; its 32 own fields take
    # presence bits 0-31, the other generic arguments the bits from 32.
    assert "class FindCommand : public GenericArguments<0x100030ull, 32> {" in header
    assert '#include "generic_arguments_gen.h"' in header
    assert "namespace switchyard::idl {" in header
    assert 'static constexpr std::string_view kCommandName = "find";' in header
    assert "std::optional<std::int64_t> getLimit() const" in header
    assert "std::string_view getDbName() const" not in header
    assert "kDbNameFieldName" not in header
    generic = render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.h"]
    assert "template <uint64_t kShadowed = 0, int kFirstBit = 35>\nclass GenericArguments {" in generic
    assert "std::string_view getDbName() const" in generic and " protected:" in generic
    assert ("[[no_unique_address]] switchyard::ShadowableMember<kShadowed, 3, std::string_view> dbName_;"
            in generic)
    # Its getters test the argument's bit in the deriving command.
    assert "if (present0_ & kTxnNumberBit) return txnNumber_.get();" in generic
    assert ("static constexpr uint64_t kTxnNumberBit = uint64_t{1} << "
            "switchyard::genericArgumentBit(kShadowed, kFirstBit, 9);") in " ".join(generic.split())
    assert "return switchyard::genericArgumentBit(kShadowed, kFirstBit, index);" in generic
    # Presence bits: defaulted and optional by-value fields are raw Slots (nothing
    # written at construction), the getter gives the default while unset.
    assert "switchyard::Slot<switchyard::BsonDocument> filter_;" in header
    assert "switchyard::Slot<std::int64_t> limit_;" in header
    assert "uint64_t present0_ = 0;" not in header   # the base's word 0
    assert "uint64_t present0_ = 0;" in generic
    assert "present0_ = static_cast<decltype(present0_)>(seen0);" in source
    assert "return switchyard::BsonDocument();" in header
    assert "std::optional<std::int64_t>" + " limit_" not in header
    assert "static_assert(switchyard::kRuntimeVersion == 1" in source
    # Declarations in the header, bodies in the source.
    assert "FindCommand::parseFrom(" not in header
    assert "bool FindCommand::parseFrom(" in source
    # MongoDB's multi-type message list, in the spec's order.
    # (The handlers' function says `using enum switchyard::BsonType;`.)
    assert "using enum switchyard::BsonType;" in source
    assert "{kInt64, kInt32, kDecimal128, kDouble}" in source
    assert 'ctx.failValidator("limit", ">=", "0", v)' in source
    assert 'return ctx.failMissing("$db");' in source
    assert "return ctx.failUnknown(other.name());" in source
    # An upper bound of the size is reserved once (the fixed-size fields one
    # constant, only the others measured), then a cursor appends unchecked; each
    # field's head is one constant.
    assert "w.commit(switchyard::writeDocument(*this, w.span(serializedSizeBound())));" in source
    bound = source[source.index("size_t FindCommand::serializedSizeBound() const {"):]
    bound = bound[:bound.index("\n}\n")]
    assert "static constexpr size_t kFixed = " in bound
    assert "limit" not in bound and "(*lsid_).serializedSizeBound()" in bound
    assert "inline size_t LogicalSessionFromClient::serializedSizeBound() const {" in \
        render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.h"]
    assert "Capacity::kCheck" not in source
    assert ('static constexpr auto kHead_limit = '
            'switchyard::fieldHead<"limit">(switchyard::BsonType::kInt64);') in " ".join(source.split())
    assert "out.appendInt64(kHead_limit, limit_.get());" in source


def test_serialization_order_is_declaration_order(specs):
    source = render_spec(specs["find.yaml"], EmitOptions())["find_gen.cpp"]
    body = source[source.index("switchyard::BsonSpanWriter FindCommand::writeFields"):]
    body = body[:body.index("\n}\n")]
    names = re.findall(r'fieldHead<"([^"]+)">|append\w+\(std::string_view\("([^"]+)"\)|appendAny\(out, "([^"]+)"', body)
    names = ["".join(groups) for groups in names]
    struct = specs["find.yaml"].structs[0]
    expected = [f.name for f in struct.fields if not f.ignore]
    # Every written name appears in model order; the command name comes first.
    assert body.index("kCommandName") < body.index('"filter"')
    positions = [expected.index(n) for n in names if n in expected]
    assert positions == sorted(positions)
    assert names.index("$db") > names.index("mirrored")


def test_required_mask_and_bits(specs):
    source = render_spec(specs["update.yaml"], EmitOptions())["update_gen.cpp"]
    # UpdateOpEntry: q and u required (bits 0 and 1).
    entry = source[source.index("bool UpdateOpEntry::parseFrom"):]
    entry = entry[:entry.index("\n}\n")]
    # The mask by the bits' names (issue 29: no hex masks).
    assert "constexpr uint64_t kRequired0 = kQBit | kUBit;" in entry
    assert "(seen0 & kRequired0) != kRequired0" in entry
    assert entry.index('failMissing("q")') < entry.index('failMissing("u")')


def _function(text: str, head: str) -> str:
    body = text[text.index(head):]
    return body[:body.index("\n}\n")]


def test_required_fields_set_guards_the_unchecked_serializers(specs):
    files = render_spec(specs["update.yaml"], EmitOptions())
    header, source = files["update_gen.h"], files["update_gen.cpp"]
    # Its own required bits (collection name and $db), then each element of updates.
    command = _function(header, "inline bool UpdateCommand::requiredFieldsSet() const noexcept {")
    assert "(present0_ & kRequired0) != kRequired0" in command
    assert "for (const auto& element1 : updates_) {" in command
    assert "if (!(element1).requiredFieldsSet()) return false;" in command
    # An optional struct only when set.
    assert re.search(r"if \(present0_ & kLsidBit\) \{\n\s+if \(!\(\*lsid_\)\.requiredFieldsSet\(\)\)", command)
    entry = _function(header, "inline bool UpdateOpEntry::requiredFieldsSet() const noexcept {")
    assert "constexpr uint64_t kRequired0 = kQBit | kUBit;" in entry
    assert "(present0_ & kRequired0) != kRequired0" in entry
    guard = "if (!requiredFieldsSet()) [[unlikely]] switchyard::failNeverSet(checkSerializable());"
    for entry_point in ("void UpdateCommand::serialize(switchyard::BsonWriter& w) const {",
                        "void UpdateCommand::serializeOpMsg(switchyard::OpMsgWriter& w) const {"):
        assert _function(source, entry_point).split("\n")[1].strip() == guard, entry_point
    # toBson() is serialize() into a new buffer, behind the same guard.
    assert "  serialize(w);" in _function(source, "switchyard::BsonBuffer UpdateCommand::toBson() const {")
    # A command without sequence fields: its OP_MSG is the runtime's, behind the guard too.
    find = render_spec(specs["find.yaml"], EmitOptions())["find_gen.cpp"]
    serialize_op_msg = _function(find, "void FindCommand::serializeOpMsg(switchyard::OpMsgWriter& w) const {")
    assert serialize_op_msg.split("\n")[1].strip() == guard
    # The checked entry points keep returning the status.
    assert guard not in _function(source, "UpdateCommand::toOpMsg(")


def test_required_fields_set_is_a_constant_when_nothing_below_is_required(specs):
    header = render_spec(specs["aggregate.yaml"], EmitOptions())["aggregate_gen.h"]
    assert "static constexpr bool requiredFieldsSet() noexcept { return true; }" in header
    assert "SimpleCursorOptions::requiredFieldsSet" not in header


def test_ignored_fields_have_no_member(specs):
    header = render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.h"]
    cls = header[header.index("class WriteConcernOptions {"):]
    cls = cls[:cls.index("\n};\n")]
    assert "getGetLastError" not in cls and "getLastError_" not in cls
    source = render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.cpp"]
    assert "// getLastError: ignored" in source


def test_non_strict_struct_skips_unknown(specs):
    source = render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.cpp"]
    optime = source[source.index("bool OpTime::parseFrom"):]
    optime = optime[:optime.index("\n}\n")]
    assert "failUnknown" not in optime
    assert "continue;" in optime


def test_struct_order_puts_dependencies_first(specs):
    header = render_spec(specs["generic_arguments.yaml"], EmitOptions())["generic_arguments_gen.h"]
    assert header.index("class OpTime {") < header.index("class ReadConcernArgs {")
    assert header.index("class ClusterTimeSignature {") < header.index("class ClusterTime {")


def test_enum_rendering(specs):
    files = render_spec(specs["generic_arguments.yaml"], EmitOptions())
    assert "enum class ReadConcernLevel : std::int32_t {" in files["generic_arguments_gen.h"]
    assert 'if (value == "majority") {' in files["generic_arguments_gen.cpp"]
    assert "return ctx.failBadEnum(\"level\", e.asString());" in files["generic_arguments_gen.cpp"]


def test_dispatch_option_selects_strategy(specs):
    spec = specs["find.yaml"]
    default = render_spec(spec, EmitOptions())
    explicit = render_spec(spec, EmitOptions(dispatch="auto"))
    assert default == explicit  # auto is the default
    assert "// Field-name dispatch (auto)." in default["find_gen.cpp"]
    length = render_spec(spec, EmitOptions(dispatch="length"))
    assert "// Field-name dispatch (length)." in length["find_gen.cpp"]
    assert length != default


def test_length_strategy_contract():
    strategy = select_strategy("length")
    assert strategy.name == "length"
    assert "length" in available_strategies()
    names = (("limit", 0), ("skip", 1), ("batch", 2), ("$db", 3))
    lines = strategy.render(DispatchInput(names=names, label=lambda i: f"L{i}", unknown_label="U"))
    text = "\n".join(lines)
    assert lines[0] == "{" and lines[-1] == "}"
    for wire, index in names:
        assert f'switchyard::nameIs<"{wire}">(name)) goto L{index};' in text
    # Same-length names keep the given order; lengths ascend.
    assert text.index('"limit"') < text.index('"batch"')
    assert text.index("case 3:") < text.index("case 4:") < text.index("case 5:")
    assert text.rstrip("}").rstrip().endswith("goto U;")
    empty = strategy.render(DispatchInput(names=(), label=lambda i: "", unknown_label="U"))
    assert empty == ["{", "  goto U;", "}"]



def test_one_list_of_dispatch_names(capsys):
    # model owns the names; the binder, the CLI's choices and the backend's registry follow it.
    from switchyard import binder, cli, model

    assert set(available_strategies()) == set(model.SPEC_DISPATCH + model.RUN_ONLY_DISPATCH)
    assert binder.DISPATCH_STRATEGIES is model.SPEC_DISPATCH and model.DEFAULT_DISPATCH in model.SPEC_DISPATCH
    assert cli.main(["generate", "spec.yaml", "-o", "out", "--dispatch", "nope"]) == cli.EXIT_USAGE
    listed = ", ".join(f"'{name}'" for name in model.SPEC_DISPATCH + model.RUN_ONLY_DISPATCH)
    assert f"(choose from {listed})" in capsys.readouterr().err
    assert select_strategy(None).name == model.DEFAULT_DISPATCH

def test_cpp_string_literal_escapes():
    assert cpp_string_literal('a"b') == '"a\\"b"'
    assert cpp_string_literal("a\\b") == '"a\\\\b"'
    assert cpp_string_literal("é") == '"\\303\\251"'
    assert cpp_string_literal("??=") == '"\\?\\?="'


def _loc():
    return model.Location("t.yaml", 1, 1)


def _basic(name, kind, bson, cpp):
    return model.BasicType(name=name, kind=kind, bson_types=bson, cpp_type=cpp, is_view=False,
                           deserializer=None, serializer=None, description="", location=_loc())


def test_hand_built_spec_with_odd_names_and_many_fields():
    """More than 64 fields (two seen-mask words), names needing escapes,
    cpp_names that are not identifiers."""
    int_t = model.FieldType(category="basic", basic=_basic("int", model.ValueKind.INT32, ("int",), "std::int32_t"))
    fields = []
    for i in range(70):
        fields.append(model.Field(
            name=f"f{i}" if i != 5 else 'we"ird\\name', cpp_name=f"f{i}" if i != 7 else "$_x", type=int_t,
            optional=i % 2 == 0, default=None, ignore=False, validator=None, always_serialize=(i == 2),
            description="", likelihood=None, location=_loc()))
    s = model.Struct(name="Big", cpp_name="Big", description="line one\nline two \\", strict=True,
                     fields=tuple(fields), chained_structs=(), dispatch=None, command=None,
                     cpp_namespace="t::ns", location=_loc())
    spec = model.Spec(path="dir/big.yaml", cpp_namespace="t::ns", cpp_includes=("x/y.h",), imports=(),
                      types=(), enums=(), structs=(s,))
    files = render_spec(spec, EmitOptions())
    header, source = files["big_gen.h"], files["big_gen.cpp"]
    assert '#include "x/y.h"' in header
    assert "uint64_t seen1 = 0;" in source
    assert 'wordNameIs<"we\\"ird\\\\name">' in source  # the escaped literal in the hash dispatch
    assert "getX() const" in header  # "$_x" sanitized
    assert "// line two" in header and "line two \\" not in header
    # Required fields in both words are checked by one compare each.
    assert "if ((seen0 & kRequired0) != kRequired0 || (seen1 & kRequired1) != kRequired1) [[unlikely]] {" in source
    # always_serialize writes null when absent.
    assert 'out.appendNull(std::string_view("f2"));' in source
