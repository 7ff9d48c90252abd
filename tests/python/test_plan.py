"""The lowering pass (generator/switchyard/lower/) and the code writer: the
value-kind table, the names, the plans of structs and of a command's first
element, and the layering rules between the generator's packages."""

from __future__ import annotations

import ast
import glob
import os
import re
from pathlib import Path

import pytest

from conftest import GENERATOR_DIR, IDL_DIR, compile_files, errors
from switchyard import binder, compiler, model, proto_rules
from switchyard.backends import EmitOptions, render_spec
from switchyard.codegen.writer import CodeWriter, SnippetError, fill
from switchyard.lower import kinds, names
from switchyard.lower.cpp_types import CppTypes, by_reference, default_initialised, innermost, shape
from switchyard.lower.plan import FirstElement, first_element, ordered_structs, plan_struct

K = model.ValueKind
PACKAGE = GENERATOR_DIR / "switchyard"


@pytest.fixture(scope="module")
def idl():
    paths = sorted(glob.glob(str(IDL_DIR / "*.yaml")))
    specs, diagnostics = compiler.compile_specs(paths, [str(IDL_DIR)])
    assert not errors(diagnostics), diagnostics
    return {os.path.basename(s.path): s for s in specs}


def struct_of(spec: model.Spec, name: str) -> model.Struct:
    return next(s for s in spec.structs if s.name == name)


# ---- the value-kind table ----------------------------------------------------------


def test_every_kind_has_exactly_one_row():
    assert [r.kind for r in kinds.KINDS].count(K.STRING) == 1
    assert sorted(r.kind.value for r in kinds.KINDS) == sorted(k.value for k in K)


def test_rows_are_complete_for_the_kinds_the_runtime_knows():
    for r in kinds.KINDS:
        if r.kind == K.CUSTOM:  # the user's functions and type: nothing to know
            assert r.cpp is None and r.write is None and r.builtin is None
            continue
        for column in ("cpp", "write", "size", "json", "proto_encodings", "libbson_read", "libbson_write"):
            assert getattr(r, column), (r.kind, column)
        # Every kind the runtime writes by type states it (ANY writes the element's own).
        assert (r.bson_type is None) == (r.kind == K.ANY), r.kind
        assert r.member_width in (1, 4, 8), r.kind
        assert r.inline_type is None or r.inline_type == r.bson_type, r.kind
        assert bool(r.read) != bool(r.read_into), r.kind  # an expression or a fallible read
        # The front end's C++ type for the kind is the backends' member type.
        assert r.builtin[2] == r.cpp, r.kind


def test_stated_bson_types_match_the_writers_and_fixed_sizes():
    import re
    appended = {"String": "kString", "Int32": "kInt32", "Int64": "kInt64", "Double": "kDouble", "Bool": "kBool",
                "Document": "kObject", "ObjectId": "kObjectId", "Date": "kDate", "Timestamp": "kTimestamp",
                "BinData": "kBinData", "Uuid": "kBinData", "Decimal128": "kDecimal128"}
    for r in kinds.KINDS:
        call = re.match(r"out\.append(\w+)\(", r.write or "")
        assert r.bson_type == (appended[call.group(1)] if call else None), r.kind
        if r.framed_size is not None:   # one size per BsonType, the writer's own
            assert kinds.FIXED_SIZES[r.bson_type] == r.framed_size == int(r.size), r.kind
    assert kinds.FIXED_SIZES == {"kInt32": 4, "kInt64": 8, "kDouble": 8, "kDate": 8, "kTimestamp": 8,
                                 "kObjectId": 12, "kDecimal128": 16}


def test_builtin_signatures_are_unique_and_bind_to_their_kind():
    signatures = [r.builtin for r in kinds.KINDS if r.builtin]
    assert len(signatures) == len(set(signatures))
    assert binder.BUILTIN_KINDS is kinds.BUILTIN_KINDS
    assert kinds.BUILTIN_KINDS[(frozenset(("binData",)), "uuid", "switchyard::Uuid")] == K.UUID


def test_dates_take_no_bounds_but_are_value_initialised():
    # The two former "numeric" sets: the binder's (validator bounds) never had
    # dates, the BSON emitter's (value-initialised scalars) had them.
    assert K.DATE not in kinds.BOUNDS_KINDS and kinds.row(K.DATE).arithmetic
    assert binder.NUMERIC_KINDS == kinds.BOUNDS_KINDS == {K.INT32, K.INT64, K.DOUBLE, K.SAFE_INT32, K.SAFE_INT64,
                                                         K.SAFE_DOUBLE}


def test_reference_view_and_initialisation_columns():
    assert kinds.kinds_where("by_reference") == {K.OBJECT_ID, K.UUID, K.DECIMAL, K.ANY, K.CUSTOM,
                                                 K.STRING_OWNED, K.OBJECT_OWNED}
    # An owned string or document is no view: it is moved into its member, never copied twice.
    assert kinds.kinds_where("owned") == {K.STRING_OWNED, K.OBJECT_OWNED}
    assert kinds.DOCUMENT_KINDS == {K.OBJECT, K.OBJECT_OWNED}
    assert kinds.VIEW_KINDS == binder.VIEW_KINDS == {K.STRING, K.OBJECT, K.BINDATA, K.ANY}
    assert {r.kind for r in kinds.KINDS if not r.default_init} == {K.STRING, K.OBJECT, K.BINDATA, K.ANY, K.CUSTOM}


def test_protobuf_encodings_come_from_the_table():
    def basic(kind):
        return model.FieldType("basic", basic=model.BasicType("t", kind, (), "", False, None, None, "", None))

    assert proto_rules.scalar_encodings(basic(K.DATE)) == proto_rules.INT64_ENCODINGS
    assert proto_rules.scalar_encodings(basic(K.TIMESTAMP)) == ("fixed64", "uint64")
    assert kinds.row(K.UUID).proto_fixed_bytes == (16, "a UUID")
    for r in kinds.KINDS:
        assert proto_rules.scalar_encodings(basic(r.kind)) == r.proto_encodings


def test_snippet_holes_of_the_table_are_the_documented_ones():
    allowed = {"read": {"e"}, "read_into": {"v", "e", "label"}, "widen": {"v"}, "write": {"n", "v"},
               "size": {"v"}, "json": {"v"},
               "libbson_read": {"v", "it", "label"}, "libbson_write": {"v", "b", "key", "keylen"}}
    for r in kinds.KINDS:
        for column, holes in allowed.items():
            text = getattr(r, column)
            if text:
                used = set(re.findall(r"(?<!\{)\{([a-z]+)\}(?!\})", text))
                assert used <= holes, (r.kind, column, used)


# ---- names -------------------------------------------------------------------------


def test_identifiers_avoid_keywords_and_bad_starts():
    assert names.identifier("class") == "class_"
    assert names.identifier("char8_t") == "char8_t_"
    assert names.identifier("$db") == "db"
    assert names.identifier("9lives") == "f9lives"
    assert names.identifier("a.b-c") == "a_b_c"
    assert not names.is_plain_identifier("auto") and names.is_plain_identifier("v2")


def test_one_keyword_list():
    assert binder.CPP_KEYWORDS is names.CPP_KEYWORDS


def test_qualification_from_a_scope():
    inside = names.Scope("switchyard::idl")
    assert inside.qualify("switchyard::idl", "FindCommand") == "FindCommand"
    assert inside.qualify("other", "X") == "::other::X"
    assert inside.qualify("", "X") == "::X"
    assert names.GLOBAL_SCOPE.qualify("switchyard::idl", "X") == "::switchyard::idl::X"
    assert names.GLOBAL_SCOPE.qualify("", "X") == "::X"


def test_bits_and_mask_words():
    assert names.Bit(0).word == "seen0" and names.Bit(0).value == "uint64_t{1} << 0"
    assert names.Bit(65).word == "seen1" and names.Bit(65).value == "uint64_t{1} << 1"
    # Masks are written with the bits' constants (kLimitBit), runs as bitSpan.
    bits = [names.Bit(i, "", f"kF{i}Bit") for i in (0, 1, 2, 3, 5, 7, 8)]
    assert names.Bit(3, "", "kLimitBit").mask == "kLimitBit"
    assert names.mask_expr(bits) == "switchyard::bitSpan(kF0Bit, kF3Bit) | kF5Bit | kF7Bit | kF8Bit"
    assert names.mask_terms(bits[4:], "T") == ["T::kF5Bit", "T::kF7Bit", "T::kF8Bit"]
    assert [names.mask_words(n) for n in (0, 1, 64, 65, 128, 129)] == [0, 1, 1, 2, 2, 3]


def test_member_and_accessor_conventions():
    assert names.member("limit") == "limit_"
    assert (names.getter("Limit"), names.setter("Limit")) == ("getLimit", "setLimit")
    assert names.handler_label(3, "$db") == "field_3_db"
    assert [names.alias_constant(k) for k in range(3)] == ["kCommandAlias", "kCommandAlias2", "kCommandAlias3"]


# ---- plans ---------------------------------------------------------------------------


def test_find_plan_bits_members_and_labels(idl):
    spec = idl["find.yaml"]
    plan = plan_struct(struct_of(spec, "find"), CppTypes(spec, names.Scope(spec.cpp_namespace)))
    live = [fp for fp in plan.fields if not fp.f.ignore]
    assert [fp.bit for fp in live] == list(range(len(live)))
    assert all(fp.bit is None for fp in plan.fields if fp.f.ignore)
    assert len({fp.member for fp in plan.fields}) == len(plan.fields)
    assert len({fp.label for fp in plan.fields}) == len(plan.fields)
    limit = next(fp for fp in plan.fields if fp.f.name == "limit")
    assert (limit.member, limit.getter, limit.setter) == ("limit_", "getLimit", "setLimit")
    db = next(fp for fp in plan.fields if fp.f.name == "$db")
    assert db.member == "dbName_" and db.f.required
    masks = plan.required_masks()
    assert all(masks[fp.bit // 64] >> (fp.bit % 64) & 1 for fp in plan.required)
    assert bin(sum(masks)).count("1") == len(plan.required)


def test_more_than_64_fields_take_several_mask_words(tmp_path: Path):
    fields = "".join(f"      f{i}: {{type: int}}\n" for i in range(70))
    text = ('global: {cpp_namespace: "t"}\nimports: ["basic.yaml"]\n'
            "structs:\n  wide:\n    description: seventy fields\n    fields:\n" + fields)
    specs, diagnostics, _ = compile_files(tmp_path, {"main.yaml": text})
    assert not errors(diagnostics), diagnostics
    spec = specs[0]
    plan = plan_struct(struct_of(spec, "wide"), CppTypes(spec, names.Scope("t")))
    assert plan.words == 2
    assert plan.fields[69].seen.word == "seen1" and plan.required_masks()[1] == (1 << 6) - 1
    source = render_spec(spec, EmitOptions())["main_gen.cpp"]
    assert "uint64_t seen1 = 0;" in source
    assert "constexpr uint64_t kRequired1 = switchyard::bitSpan(kF64Bit, kF69Bit);" in source
    assert "(seen1 & kRequired1) != kRequired1" in source


def test_first_element_roles(idl):
    find = first_element(struct_of(idl["find.yaml"], "find").command)
    assert (find.collection, find.uuid, find.collectionless, find.parameter, find.ignored) == \
        (True, True, False, None, False)
    aggregate = first_element(struct_of(idl["aggregate.yaml"], "aggregate").command)
    assert aggregate.collection and not aggregate.uuid and aggregate.collectionless
    get_more = first_element(struct_of(idl["getmore.yaml"], "getMore").command)
    assert not get_more.collection and get_more.parameter is not None and not get_more.ignored


def test_first_element_members_are_what_the_backend_declares(idl):
    header = render_spec(idl["find.yaml"], EmitOptions())["find_gen.h"]
    for name in (FirstElement.COLLECTION_MEMBER, FirstElement.UUID_MEMBER):
        assert re.search(rf"\b{name};", header), name
    for accessor in (FirstElement.COLLECTION_GET, FirstElement.COLLECTION_SET, FirstElement.UUID_GET):
        assert f" {accessor}(" in header, accessor
    agg = render_spec(idl["aggregate.yaml"], EmitOptions())["aggregate_gen.h"]
    assert f"bool {FirstElement.COLLECTIONLESS_MEMBER} = false;" in agg
    get_more = render_spec(idl["getmore.yaml"], EmitOptions())["getmore_gen.h"]
    assert f" {FirstElement.PARAMETER_GET}() const" in get_more


def test_cpp_shapes(idl):
    spec = idl["find.yaml"]
    fields = {f.name: f for f in struct_of(spec, "find").fields}
    assert by_reference(fields["lsid"].type) and not by_reference(fields["limit"].type)
    assert default_initialised(fields["limit"].type) and not default_initialised(fields["filter"].type)


def _basic(kind: model.ValueKind) -> model.FieldType:
    row = kinds.row(kind)
    return model.FieldType(category="basic", basic=model.BasicType(
        name=kind.value, kind=kind, bson_types=(), cpp_type=row.cpp or "Mine", is_view=row.view,
        deserializer=None, serializer=None, description="", location=None))


class _Asked:
    """A visitor that tells apart structs, arrays and user code only."""

    def struct(self, t):
        return "struct"

    def array(self, t):
        return "array of " + shape(t.element).accept(self)

    def custom(self, t):
        return "custom"

    def other(self, t):
        return "other"


def test_shapes_answer_per_shape():
    i64, custom = _basic(model.ValueKind.INT64), _basic(model.ValueKind.CUSTOM)
    struct = model.FieldType(category="struct", struct_name="S")
    enum = model.FieldType(category="enum", enum=model.EnumType("E", "string", (), "", "", None))
    array = model.FieldType(category="array", element=model.FieldType(category="array", element=struct))
    variant = model.FieldType(category="variant", alternatives=(i64, struct))
    # ask(): the method named for the shape; custom falls back to basic, the rest to other.
    assert [shape(t).accept(_Asked()) for t in (i64, custom, struct, enum, array, variant)] == [
        "other", "custom", "struct", "other", "array of array of struct", "other"]
    with pytest.raises(NotImplementedError, match="variant<"):
        shape(variant).accept(object())
    assert [shape(t).head_type() for t in (i64, enum, struct, array, variant)] == [
        "kInt64", "kString", "kObject", "kArray", None]
    assert [shape(t).scalar() for t in (i64, custom, enum, struct)] == [True, False, True, False]
    assert shape(array).heads_known() and not shape(variant).heads_known() and not shape(custom).heads_known()
    assert shape(custom).user_coded() and not shape(i64).user_coded()
    assert innermost(array) is struct and innermost(i64) is i64
    assert shape(variant).alternatives() == (i64, struct) and shape(array).alternatives() == ()
    assert shape(enum).enum_type() is enum.enum and shape(struct).enum_type() is None


def test_structs_are_declared_after_what_they_hold(idl):
    for spec in idl.values():
        order = [s.name for s in ordered_structs(spec)]
        local = set(order)
        for s in spec.structs:
            for f in s.fields:
                t = f.type.element if f.type.category == "array" else f.type
                if not f.ignore and t.category == "struct" and t.struct_name in local and t.struct_name != s.name:
                    assert order.index(t.struct_name) < order.index(s.name), (s.name, t.struct_name)


# ---- the code writer -------------------------------------------------------------------


def test_blocks_balance_by_structure():
    w = CodeWriter()
    with w.block("if (x) {"):
        with w.block("for (;;) {"):
            w("break;")
        w("return;")
    assert w.lines == ["if (x) {", "  for (;;) {", "    break;", "  }", "  return;", "}"]
    assert w.level == 0


def test_snippet_holes_must_match():
    w = CodeWriter(indent=1)
    w.snippet("""
        if ({{COND}}) {
          return {{VALUE}};
        }
    """, COND="ok", VALUE="1")
    assert w.lines == ["  if (ok) {", "    return 1;", "  }"]
    with pytest.raises(SnippetError, match="VALUE"):
        fill("return {{VALUE}};")
    with pytest.raises(SnippetError, match="EXTRA"):
        fill("return 1;", EXTRA="x")
    with pytest.raises(SnippetError):
        CodeWriter().dedent()


def test_snippet_line_holes_take_lines_at_their_indentation():
    body = CodeWriter(indent=2)
    with body.block("if (x) {"):
        body("y();")
    w = CodeWriter(indent=1)
    w.snippet("""
        void f() {
          {{BODY}}
          {{NONE}}
          return;
        }
    """, BODY=body.lines + [""], NONE=[])
    assert w.lines == ["  void f() {", "    if (x) {", "      y();", "    }", "", "    return;", "  }"]
    with pytest.raises(SnippetError, match="alone on its line"):
        w.snippet("f({{ARGS}});", ARGS=["a"])
    with pytest.raises(SnippetError, match="EXTRA"):
        w.snippet("{{BODY}}", BODY=[], EXTRA=[])


# ---- layering ---------------------------------------------------------------------------


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            yield node.module or "", [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, []


def test_no_module_imports_a_private_name():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        for module, imported in _imports(path):
            offenders += [f"{path.relative_to(PACKAGE)}: {module}.{n}" for n in imported if re.match(r"_[A-Za-z]", n)]
    assert offenders == []


def test_backends_do_not_import_each_other_and_lower_imports_no_backend():
    bson = {"bson_cpp", "bson_values", "bson_first"}
    proto = {"proto_cpp", "proto_fields", "proto_write", "proto_file"}
    for path in (PACKAGE / "backends").glob("*.py"):
        stem = path.stem
        mods = {m.rsplit(".", 1)[-1] for m, _ in _imports(path)}
        if stem in bson:
            assert not mods & proto, stem
        if stem in proto:
            assert not mods & bson, stem
    for package in ("lower", "codegen"):
        for path in (PACKAGE / package).glob("*.py"):
            for module, _ in _imports(path):
                assert "backends" not in module and "tools" not in module, (path, module)
