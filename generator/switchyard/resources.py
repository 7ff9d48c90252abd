"""Where the files that come with the compiler are: the CMake package directory
(for `find_package(Switchyard)`), the C++ runtime's sources and the base specs.

In a wheel they are inside this package (setup.py copies them in):
    switchyard/cmake/    SwitchyardConfig.cmake and the files it includes
    switchyard/runtime/  include/switchyard/*.h, src/*.cc
    switchyard/idl/      the shipped specs (basic types, generic arguments, commands)
Run from a checkout (or an editable install) they are the repository's own
cmake/python/, runtime/ and idl/.
"""

from __future__ import annotations

import os
from typing import Optional

_PACKAGE = os.path.dirname(os.path.abspath(__file__))
_REPO = os.path.dirname(os.path.dirname(_PACKAGE))


def _first_existing(*candidates: str) -> Optional[str]:
    for path in candidates:
        if os.path.exists(path):
            return path
    return None


def cmake_dir() -> Optional[str]:
    """The directory holding SwitchyardConfig.cmake, or None."""
    found = _first_existing(os.path.join(_PACKAGE, "cmake", "SwitchyardConfig.cmake"),
                            os.path.join(_REPO, "cmake", "python", "SwitchyardConfig.cmake"))
    return os.path.dirname(found) if found else None


def runtime_dir() -> Optional[str]:
    """The C++ runtime's root (include/ and src/), or None."""
    found = _first_existing(os.path.join(_PACKAGE, "runtime", "include", "switchyard", "switchyard.h"),
                            os.path.join(_REPO, "runtime", "include", "switchyard", "switchyard.h"))
    return os.path.dirname(os.path.dirname(os.path.dirname(found))) if found else None


def idl_dir() -> Optional[str]:
    """The base specs' directory (for -I), or None."""
    found = _first_existing(os.path.join(_PACKAGE, "idl", "basic_types.yaml"),
                            os.path.join(_REPO, "idl", "basic_types.yaml"))
    return os.path.dirname(found) if found else None
