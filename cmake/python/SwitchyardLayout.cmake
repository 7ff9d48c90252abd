# Where the parts of Switchyard are, seen from the pip distribution's CMake package
# directory (the one `switchyard --cmake-dir` prints). Two layouts:
#   wheel:    <site-packages>/switchyard/cmake/  with ../runtime, ../idl and the
#             generator package itself at ..
#   checkout: <repo>/cmake/python/  (an editable install or a source tree)
# Sets _SWITCHYARD_{PACKAGE,RUNTIME,CMAKE,IDL,GENERATOR}_DIR and _SWITCHYARD_VERSION.
get_filename_component(_sy_here "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
if(EXISTS "${_sy_here}/../__init__.py")
  get_filename_component(_SWITCHYARD_PACKAGE_DIR "${_sy_here}/.." ABSOLUTE)
  set(_SWITCHYARD_CMAKE_DIR "${_sy_here}")
  set(_SWITCHYARD_RUNTIME_DIR "${_SWITCHYARD_PACKAGE_DIR}/runtime")
  set(_SWITCHYARD_IDL_DIR "${_SWITCHYARD_PACKAGE_DIR}/idl")
else()
  get_filename_component(_sy_root "${_sy_here}/../.." ABSOLUTE)
  set(_SWITCHYARD_PACKAGE_DIR "${_sy_root}/generator/switchyard")
  set(_SWITCHYARD_CMAKE_DIR "${_sy_root}/cmake")
  set(_SWITCHYARD_RUNTIME_DIR "${_sy_root}/runtime")
  set(_SWITCHYARD_IDL_DIR "${_sy_root}/idl")
endif()
get_filename_component(_SWITCHYARD_GENERATOR_DIR "${_SWITCHYARD_PACKAGE_DIR}/.." ABSOLUTE)
# The version has one owner: the package's __version__.
file(STRINGS "${_SWITCHYARD_PACKAGE_DIR}/__init__.py" _SWITCHYARD_VERSION REGEX "^__version__ = \"[0-9.]+\"$")
string(REGEX REPLACE "^__version__ = \"([0-9.]+)\"$" "\\1" _SWITCHYARD_VERSION "${_SWITCHYARD_VERSION}")
unset(_sy_here)
unset(_sy_root)
