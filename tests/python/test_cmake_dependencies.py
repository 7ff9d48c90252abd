"""Configure-time messages for missing system dependencies
(cmake/SwitchyardDependencies.cmake): each names the package to install on
Debian/Ubuntu, Fedora and macOS. A tiny CMake project includes the file and
calls _switchyard_find_dependencies(), with one dependency hidden at a time."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = """cmake_minimum_required(VERSION 3.20)
project(deps CXX)
include("{root}/cmake/SwitchyardDependencies.cmake")
_switchyard_find_dependencies()
message(STATUS "crc32c backend: ${{SWITCHYARD_CRC32C_BACKEND}}")
"""

pytestmark = pytest.mark.skipif(shutil.which("cmake") is None, reason="needs cmake")


def _configure(tmp_path: Path, *args: str, env=None):
    (tmp_path / "CMakeLists.txt").write_text(PROJECT.format(root=ROOT), encoding="utf-8")
    r = subprocess.run(["cmake", "-S", str(tmp_path), "-B", str(tmp_path / "b"), *args],
                       capture_output=True, text=True, env=dict(os.environ, **(env or {})))
    return r.returncode, re.sub(r"\s+", " ", r.stdout + r.stderr)


def test_the_installed_dependencies_configure(tmp_path: Path):
    rc, out = _configure(tmp_path)
    assert rc == 0, out
    assert re.search(r"crc32c backend: (absl|isal)", out)


def test_missing_isal_names_the_packages(tmp_path: Path):
    # With an Abseil that has absl/crc ISA-L is not needed: force ISA-L.
    rc, out = _configure(tmp_path, "-DSWITCHYARD_CRC32C=isal", env={"PKG_CONFIG_LIBDIR": "/nonexistent"})
    assert rc != 0
    assert "Switchyard needs Intel ISA-L" in out
    assert "sudo apt-get install pkg-config libisal-dev" in out
    assert "sudo dnf install pkgconf-pkg-config isa-l-devel" in out and "brew install pkg-config isa-l" in out


def test_missing_abseil_names_the_packages(tmp_path: Path):
    rc, out = _configure(tmp_path, "-DCMAKE_DISABLE_FIND_PACKAGE_absl=ON")
    assert rc != 0
    assert "Switchyard needs Abseil" in out and "sudo apt-get install libabsl-dev" in out
    assert "sudo dnf install abseil-cpp-devel" in out and "brew install abseil" in out


def test_a_bad_crc32c_choice_is_named(tmp_path: Path):
    rc, out = _configure(tmp_path, "-DSWITCHYARD_CRC32C=zlib")
    assert rc != 0 and "SWITCHYARD_CRC32C is 'zlib'; use auto, absl or isal" in out


def test_absl_crc32c_asked_of_an_abseil_without_it_is_explained(tmp_path: Path):
    rc, out = _configure(tmp_path, "-DSWITCHYARD_CRC32C=absl")
    if rc == 0:
        assert "crc32c backend: absl" in out   # this Abseil has absl/crc
    else:
        assert "has no absl/crc" in out and "libisal-dev" in out
