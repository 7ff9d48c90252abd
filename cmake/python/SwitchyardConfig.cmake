# find_package(Switchyard CONFIG) for the pip distribution (switchyard-idl):
#
#   pip install switchyard-idl
#   cmake -S . -B build -DSwitchyard_DIR="$(switchyard --cmake-dir)"
#
# gives the target Switchyard::runtime, built inside the user's project from the
# C++ sources the wheel carries (so it uses the project's compiler and flags),
# and switchyard_generate() / switchyard_generate_proto(). The generator runs
# from this package; its interpreter defaults to the Python environment the
# package is installed in (else the Python 3 that find_package(Python3) finds),
# override with -DSWITCHYARD_PYTHON=... . Needs CMake 3.20, a C++20 compiler,
# Abseil and, when that Abseil has no absl/crc, ISA-L through pkg-config
# (SwitchyardDependencies.cmake: a missing one stops configuration with the
# package to install).
include("${CMAKE_CURRENT_LIST_DIR}/SwitchyardLayout.cmake")
set(Switchyard_VERSION "${_SWITCHYARD_VERSION}")

# An installed Switchyard of this very version (`cmake --install`, in
# CMAKE_PREFIX_PATH or a system prefix) is used when there is one: its
# prebuilt runtime (static and shared) and its base specs' compiled code
# (Switchyard::idl, SWITCHYARD_IDL_DIR), so that nothing of Switchyard is
# compiled in the project. Off: the runtime is built from the wheel's sources.
option(SWITCHYARD_USE_INSTALLED_RUNTIME
       "Use an installed Switchyard runtime of the same version when one is found" ON)
set(_sy_installed "")
if(SWITCHYARD_USE_INSTALLED_RUNTIME AND NOT TARGET Switchyard::runtime)
  foreach(_sy_prefix IN LISTS CMAKE_PREFIX_PATH CMAKE_SYSTEM_PREFIX_PATH)
    foreach(_sy_libdir lib lib64)
      set(_sy_dir "${_sy_prefix}/${_sy_libdir}/cmake/Switchyard")
      if(NOT _sy_installed AND EXISTS "${_sy_dir}/SwitchyardTargets.cmake"
         AND EXISTS "${_sy_dir}/SwitchyardConfigVersion.cmake")
        file(STRINGS "${_sy_dir}/SwitchyardConfigVersion.cmake" _sy_version
             REGEX "^set\\(PACKAGE_VERSION \"[0-9.]+\"\\)$")
        if(_sy_version STREQUAL "set(PACKAGE_VERSION \"${_SWITCHYARD_VERSION}\")")
          set(_sy_installed "${_sy_dir}")
        endif()
      endif()
    endforeach()
  endforeach()
  unset(_sy_prefix)
  unset(_sy_libdir)
  unset(_sy_dir)
  unset(_sy_version)
endif()
if(_sy_installed)
  message(STATUS "Switchyard ${_SWITCHYARD_VERSION}: the installed runtime in ${_sy_installed}")
  include("${_sy_installed}/SwitchyardConfig.cmake")   # Switchyard::runtime, ::idl, SWITCHYARD_IDL_DIR
  set(_sy_register_own_specs ON)
else()
  set(SWITCHYARD_IDL_DIR "${_SWITCHYARD_IDL_DIR}" CACHE PATH "Switchyard's base specs (imports)")
endif()
unset(_sy_installed)

include("${_SWITCHYARD_CMAKE_DIR}/SwitchyardDependencies.cmake")
_switchyard_find_dependencies()

# The interpreter of the environment this package is installed in (a virtual
# environment: <venv>/lib/pythonX.Y/site-packages/switchyard), when there is one.
if(NOT SWITCHYARD_PYTHON)
  foreach(_sy_candidate "${_SWITCHYARD_GENERATOR_DIR}/../../../bin/python3"
                        "${_SWITCHYARD_GENERATOR_DIR}/../../../bin/python")
    get_filename_component(_sy_candidate "${_sy_candidate}" ABSOLUTE)
    if(EXISTS "${_sy_candidate}")
      set(SWITCHYARD_PYTHON "${_sy_candidate}" CACHE FILEPATH
          "Python 3 interpreter (with Jinja2 and PyYAML) that runs the Switchyard generator; empty: find one")
      break()
    endif()
  endforeach()
  unset(_sy_candidate)
endif()

set_property(GLOBAL PROPERTY SWITCHYARD_GENERATOR_DIR "${_SWITCHYARD_GENERATOR_DIR}")
include("${_SWITCHYARD_CMAKE_DIR}/SwitchyardRuntime.cmake")
include("${_SWITCHYARD_CMAKE_DIR}/SwitchyardGenerate.cmake")

# This package's generator finds the shipped base specs without -I in its own
# copy (resources.py), another path than the installed tree's: the same
# version's specs, so they too are compiled by the installed Switchyard::idl.
if(_sy_register_own_specs AND TARGET Switchyard::idl)
  file(GLOB _sy_idl_specs "${_SWITCHYARD_IDL_DIR}/*.yaml")
  foreach(_sy_spec IN LISTS _sy_idl_specs)
    get_filename_component(_sy_spec "${_sy_spec}" REALPATH)
    _switchyard_spec_key(_sy_key "${_sy_spec}" "")
    set_property(GLOBAL PROPERTY ${_sy_key} Switchyard::idl)
  endforeach()
  unset(_sy_idl_specs)
  unset(_sy_spec)
  unset(_sy_key)
endif()
unset(_sy_register_own_specs)

# One runtime per build, however many directories call find_package(Switchyard).
if(NOT TARGET Switchyard::runtime)
  _switchyard_add_runtime(switchyard_runtime "${_SWITCHYARD_RUNTIME_DIR}")
  target_include_directories(switchyard_runtime PUBLIC "${_SWITCHYARD_RUNTIME_DIR}/include")
  add_library(Switchyard::runtime ALIAS switchyard_runtime)
endif()
set(Switchyard_FOUND TRUE)
