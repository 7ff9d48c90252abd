"""parseFromValidating (backends/bson_validating.py): a command's validating
parse with each view walked as it is read. Emitted for the commands whose
viewsValid() walks something, beside parseFrom, under
SWITCHYARD_VALIDATING_PARSE with a one-line fallback; the same text as
parseFrom plus the walks viewsValid() makes, none missing."""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "generator"))

from switchyard import compiler  # noqa: E402
from switchyard.backends import EmitOptions, render_spec  # noqa: E402

IDL = os.path.join(ROOT, "idl")
_COPY = re.compile(r"^#if SWITCHYARD_VALIDATING_PARSE\b.*?\n(.*?)^#else\b.*?\n(.*?)^#endif\b", re.M | re.S)
_WALK = re.compile(r"^( *)if \(seen\d+ & k\w+Bit\) \{  // kept: walked as it is read\n.*?^\1\}\n", re.M | re.S)
_AFTER_LOOP = re.compile(r"^  // Walked once the loop is done: .*\n(?:(?:   .*|  (?:for|if|\}).*)\n)*", re.M)
_BUDGET = "  const uint32_t budget = ctx.maxDepth() - ctx.depth();  // the levels allowed below `doc`\n"
_LIMIT = "  const uint8_t* const viewLimit = doc.data() + doc.size();  // views read from `doc` end before it\n"


@pytest.fixture(scope="module")
def sources():
    """{class: (its .cpp, its header)} of every class generated from idl/."""
    paths = sorted(glob.glob(os.path.join(IDL, "*.yaml")))
    result, _ = compiler.compile_specs(paths, [IDL])
    out = {}
    for spec in result:
        files = render_spec(spec, EmitOptions())
        source = next(text for name, text in files.items() if name.endswith(".cpp"))
        header = next(text for name, text in files.items() if name.endswith(".h"))
        for s in spec.structs:
            out[s.cpp_name] = (s, source, header)
    return out


def _copies(source: str, T: str):
    """(the validating copy, the fallback) of T's parseFromValidating."""
    for m in _COPY.finditer(source):
        if f"bool {T}::parseFromValidating(" in m.group(1):
            return m.group(1), m.group(2)
    return None


def _views_valid_checks(source: str, T: str):
    """The checks T::viewsValid()'s body makes (`if (!...) return false;`)."""
    m = re.search(rf"^bool {T}::viewsValid\(uint32_t budget\) const noexcept \{{\n(.*?)^\}}\n", source, re.M | re.S)
    return _CHECK.findall(_normalized(m.group(1))) if m else []


_CHECK = re.compile(r"if \(![^;{}]*\) return false;")


def test_commands_with_views_get_a_validating_parse(sources):
    commands = [T for T, (s, _, _) in sources.items() if s.command]
    assert len(commands) >= 6
    for T, (s, source, header) in sources.items():
        has_views = f"bool {T}::viewsValid(uint32_t budget) const noexcept {{" in source
        declared = "bool parseFromValidating(switchyard::BsonDocument doc" in _class_body(header, T)
        assert declared == bool(s.command and has_views), T
        assert (_copies(source, T) is not None) == declared, T


def _class_body(header: str, T: str) -> str:
    m = re.search(rf"^class {T}\b.*?^}};", header, re.M | re.S)
    return m.group(0) if m else ""


def test_the_fallback_is_parse_then_views_valid(sources):
    for T, (s, source, _) in sources.items():
        copies = _copies(source, T)
        if copies is None:
            continue
        fallback = " ".join(copies[1].split())
        assert fallback.endswith("{ return parseFrom(doc, ctx) && "
                                 "viewsValid(ctx.maxDepth() - ctx.depth()); }"), T


def test_every_check_of_views_valid_is_made_by_the_validating_copy(sources):
    """No walk missing: each check viewsValid() makes is made in the copy, once."""
    checked = 0
    for T, (s, source, _) in sources.items():
        copies = _copies(source, T)
        if copies is None:
            continue
        # The loop's walks may read ahead to the parsed document's end (viewLimit).
        copy = _normalized(copies[0]).replace(", viewLimit)", ")")
        checks = _views_valid_checks(source, T)
        for check in checks:
            assert copy.count(check) == checks.count(check), (T, check)
            checked += 1
    assert checked >= 50


def test_the_copy_is_parse_from_with_walks(sources):
    """Without its walks and its budget, the copy is parseFrom's (or for a
    command whose OP_MSG parse splits out the body loop, parseBodyFrom's and
    parseFrom's) text: one renderer, one parse."""
    compared = 0
    for T, (s, source, _) in sources.items():
        copies = _copies(source, T)
        if copies is None:
            continue
        plain = _AFTER_LOOP.sub("", _WALK.sub("", copies[0])).replace(_BUDGET, "").replace(_LIMIT, "")
        plain = plain.replace("FromValidating(", "From(")
        plain = re.sub(r"\(\n +switchyard::ParseContext", "(switchyard::ParseContext", plain)
        assert _normalized(plain) in _normalized(source.replace(copies[0], "")), T
        compared += 1
    assert compared >= 6


def test_only_views_of_the_parsed_bytes_read_ahead(sources):
    """The loop's walks pass the parsed document's end (viewLimit) as their
    read-ahead limit only for a document view the reader took from `doc`:
    never for an `any` element or an owned copy, whose bytes lie elsewhere;
    the limit is declared exactly when a walk uses it (-Werror: unused)."""
    limited = 0
    for T, (s, source, _) in sources.items():
        copies = _copies(source, T)
        if copies is None:
            continue
        copy = _normalized(copies[0])
        uses = re.findall(r"viewValid\(([^;]*?), viewLimit\)", copy)
        for value in uses:
            assert not value.startswith("*") and ".view()" not in value, (T, value)
        assert (_normalized(_LIMIT) in copy) == bool(uses), T
        assert "viewLimit" not in _normalized(copies[1]), T
        limited += len(uses)
    assert limited >= 30


def _normalized(text: str) -> str:
    """Whitespace runs as one space, `if (x) { return false; }` as `if (x) return false;`."""
    return " ".join(text.split()).replace(") { return false; }", ") return false;")


def test_the_cpp_test_lists_every_view_field(sources):
    """tests/generated/validating_parse_test.cpp checks each command's fields
    kept as views (object or `any`, walked by viewValid at the command's
    budget) one by one: its tables name every one the generator walks."""
    with open(os.path.join(ROOT, "tests", "generated", "validating_parse_test.cpp"), encoding="utf-8") as f:
        text = f.read()
    tables = {m.group(1): set(re.findall(r'"([^"]+)"', m.group(2)))
              for m in re.finditer(r'ViewFields k\w+\{"(\w+)", \{(.*?)\}\};', text, re.S)}
    assert len(tables) >= 6
    for T, (s, source, _) in sources.items():
        copies = _copies(source, T)
        if copies is None:
            continue
        walked = set()
        for label in re.finditer(r"^    field_\d+_\w+:(?: \{)?  // (\S+): .*?(?=^    field_|\Z)", copies[0], re.M | re.S):
            if re.search(r"// kept: walked as it is read\n *if \(!switchyard::viewValid\([^\n]*, budget\)\)",
                         label.group(0)):
                walked.add(label.group(1))
        assert walked, T
        assert walked <= tables.get(T, set()), (T, walked - tables.get(T, set()))


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
@pytest.mark.parametrize("flags, full", [(["-O0"], False), (["-O2"], True),
                                         (["-O2", "-DSWITCHYARD_VALIDATING_PARSE=0"], False),
                                         (["-O0", "-DSWITCHYARD_VALIDATING_PARSE=1"], True)])
def test_the_macro_defaults_to_optimizing_builds(flags, full):
    """switchyard/bson/validate.h: the copy compiled when optimizing, the
    one-line body otherwise, either overridable (the checked-in generated/
    find_gen.cpp, preprocessed)."""
    result = subprocess.run(
        ["g++", "-std=c++20", "-E", "-P", *flags, "-I", os.path.join(ROOT, "generated"),
         "-I", os.path.join(ROOT, "runtime", "include"), os.path.join(ROOT, "generated", "find_gen.cpp")],
        capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert ("const uint32_t budget = ctx.maxDepth() - ctx.depth();" in result.stdout) == full
    assert "bool FindCommand::parseFromValidating(" in result.stdout
