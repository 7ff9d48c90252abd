"""switchyard_generate()'s precompiled headers (cmake/SwitchyardGenerate.cmake,
_switchyard_pch_headers) hold every header generated code includes from the
standard library, Abseil and the runtime: a header the generator starts to
include and the list lacks would be parsed again in every translation unit
(slower, never wrong), so this test names it. generated/ is the generator's
output for idl/ (.ci/check-generated keeps it current)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CMAKE = ROOT / "cmake" / "SwitchyardGenerate.cmake"
INCLUDE = re.compile(r'^#include [<"]([^>"]+)[>"]', re.M)


def _pch_headers() -> set:
    text = CMAKE.read_text(encoding="utf-8")
    body = re.search(r"function\(_switchyard_pch_headers out_var\)\n  set\(\$\{out_var\}\n(.*?)PARENT_SCOPE\)",
                     text, re.S)
    assert body, "_switchyard_pch_headers not found in cmake/SwitchyardGenerate.cmake"
    return set(re.findall(r"<([^>]+)>", body.group(1)))


def _generated_includes() -> dict:
    found = {}
    for path in sorted((ROOT / "generated").glob("*")):
        if path.suffix not in (".h", ".cpp"):
            continue
        for header in INCLUDE.findall(path.read_text(encoding="utf-8")):
            # The generated headers themselves change with the specs: never precompiled.
            if header.endswith("_gen.h") or header == "IdlCommands.h":
                continue
            found.setdefault(header, path.name)
    return found


def _with_their_includes(headers: set) -> set:
    """The headers and, transitively, the runtime headers they include
    (switchyard/switchyard.h stands for every public header)."""
    runtime = ROOT / "runtime" / "include"
    out, todo = set(), list(headers)
    while todo:
        header = todo.pop()
        if header in out:
            continue
        out.add(header)
        path = runtime / header
        if header.startswith("switchyard/") and path.is_file():
            todo.extend(INCLUDE.findall(path.read_text(encoding="utf-8")))
    return out


def test_every_header_generated_code_includes_is_precompiled():
    listed = _with_their_includes(_pch_headers())
    includes = _generated_includes()
    assert includes, "generated/ holds no includes"
    missing = {h: where for h, where in includes.items() if h not in listed}
    assert missing == {}, f"add these to _switchyard_pch_headers: {missing}"


def test_the_precompiled_headers_exist():
    runtime = ROOT / "runtime" / "include"
    for header in _pch_headers():
        if header.startswith("switchyard/"):
            assert (runtime / header).is_file(), header
