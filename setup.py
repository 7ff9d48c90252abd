"""Packaging hook: the wheel carries, inside the `switchyard` package, what a C++
user needs next to the compiler (see generator/switchyard/resources.py):

    switchyard/cmake/    cmake/python/*.cmake, SwitchyardGenerate.cmake, SwitchyardRuntime.cmake,
                         SwitchyardDependencies.cmake
    switchyard/runtime/  runtime/include/switchyard/**/*.h, runtime/src/**/*.{cc,h}
    switchyard/idl/      idl/*.yaml

Everything else is in pyproject.toml. An editable install copies nothing: the
package then finds these files in the checkout.
"""

import glob
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = os.path.dirname(os.path.abspath(__file__))

# (package subdirectory, source patterns relative to the repository root, keep subpath below)
PACKAGED = (
    ("cmake", ["cmake/python/*.cmake", "cmake/SwitchyardGenerate.cmake", "cmake/SwitchyardRuntime.cmake",
               "cmake/SwitchyardDependencies.cmake"], None),
    ("runtime", ["runtime/include/switchyard/**/*.h", "runtime/src/**/*.cc", "runtime/src/**/*.h"], "runtime"),
    ("idl", ["idl/*.yaml"], "idl"),
)


def packaged_files():
    """(source path, path inside the package) of every file copied in."""
    for subdir, patterns, base in PACKAGED:
        for pattern in patterns:
            matches = sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True))
            if not matches:
                raise RuntimeError(f"setup.py: nothing matches {pattern}")
            for src in matches:
                rel = os.path.relpath(src, os.path.join(ROOT, base)) if base else os.path.basename(src)
                yield src, os.path.join(subdir, rel)


class BuildPyWithRuntime(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        package_dir = os.path.join(self.build_lib, "switchyard")
        for src, rel in packaged_files():
            dst = os.path.join(package_dir, rel)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(src, dst)


# build-wheel/, not setuptools' default build/ (CMake's build directory).
setup(cmdclass={"build_py": BuildPyWithRuntime},
      options={"build": {"build_base": os.path.join(ROOT, "build-wheel")}})
