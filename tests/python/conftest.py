"""Shared pytest setup: run the generator from its sources (no install)."""

from __future__ import annotations

import os
import sys
import textwrap
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
GENERATOR_DIR = REPO_ROOT / "generator"
IDL_DIR = REPO_ROOT / "idl"

if str(GENERATOR_DIR) not in sys.path:
    sys.path.insert(0, str(GENERATOR_DIR))

from switchyard.compiler import compile_specs  # noqa: E402  (needs the path above)


@pytest.fixture
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture
def idl_dir() -> Path:
    return IDL_DIR


@pytest.fixture
def generator_env() -> dict:
    """Environment for running `python -m switchyard` in a subprocess."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(GENERATOR_DIR) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


# ---- helpers for the front-end tests (`from conftest import ...`) ----------------

MARKER = "@@"

# A small, self-contained set of basic types (the tests do not depend on idl/).
BASIC = """\
types:
  string: {bson_serialization_type: string, cpp_type: "std::string_view"}
  int: {bson_serialization_type: int, cpp_type: "std::int32_t"}
  long: {bson_serialization_type: long, cpp_type: "std::int64_t"}
  double: {bson_serialization_type: double, cpp_type: "double"}
  bool: {bson_serialization_type: bool, cpp_type: "bool"}
  object: {bson_serialization_type: object, cpp_type: "switchyard::BsonDocument"}
  safeInt64: {bson_serialization_type: [long, int, decimal, double], cpp_type: "std::int64_t"}
  uuid: {bson_serialization_type: bindata, bindata_subtype: uuid, cpp_type: "switchyard::Uuid"}
  any: {bson_serialization_type: any, cpp_type: "switchyard::BsonElement"}
generic_argument_lists:
  generic_args:
    fields:
      $db: {type: string, cpp_name: dbName}
      maxTimeMS: {type: safeInt64, optional: true, validator: {gte: 0}}
      comment: {type: any, optional: true}
"""


def strip_marker(text: str) -> Tuple[str, Optional[Tuple[int, int]]]:
    """Removes the marker; returns the text and the marker's 1-based (line, column)."""
    text = textwrap.dedent(text)
    index = text.find(MARKER)
    if index < 0:
        return text, None
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return text[:index] + text[index + len(MARKER):], (line, column)


def write_files(root: Path, files: Dict[str, str]) -> Dict[str, Optional[Tuple[int, int]]]:
    """Writes {relative path: text}; returns each file's marker position."""
    markers = {}
    for rel, text in files.items():
        clean, where = strip_marker(text)
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(clean, encoding="utf-8")
        markers[rel] = where
    return markers


def compile_files(root: Path, files: Dict[str, str], main: str = "main.yaml", include_dirs=(), likelihoods=None,
                  with_basic: bool = True):
    """Writes the files (plus basic.yaml unless told not to) and compiles `main`."""
    all_files = dict(files)
    if with_basic:
        all_files.setdefault("basic.yaml", BASIC)
    markers = write_files(root, all_files)
    specs, diagnostics = compile_specs([str(root / main)], [str(root / d) for d in include_dirs], likelihoods)
    return specs, diagnostics, markers


def errors(diagnostics) -> List:
    return [d for d in diagnostics if d.is_error]
