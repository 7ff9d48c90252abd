# switchyard_generate(): compile Switchyard IDL specs into a linkable C++ library.
#
#   switchyard_generate(<target> | TARGET <existing target>
#     SPECS <spec.yaml>...            # specs to compile (relative to the current source dir)
#     [IMPORT_DIRS <dir>...]          # where `imports:` are looked up (-I; then the shipped base specs)
#     [OUTPUT_DIR <dir>]              # default: ${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/<target>
#     [INCLUDE_PREFIX <dir>]          # files in OUTPUT_DIR/<dir>: #include "<dir>/<stem>_gen.h"
#     [LIKELIHOODS <file>]            # a `switchyard profile` overlay (generate --likelihoods)
#     [DISPATCH <strategy>]           # force one field-name dispatch strategy for every struct
#     [NO_PREDICTION]                 # leave out the expected-next-field prediction
#     [NAMESPACE_SUFFIX <name>]       # emit into <cpp_namespace>::<name> (several variants in one binary)
#     [COMMAND_SET <name>]            # also <name>.h: `using <name> = switchyard::CommandSet<...>`
#     [OPTIONS <arg>...]              # more `switchyard generate` arguments, passed as they are
#   )
#
#   switchyard_precompile_headers(<target>...)  # your targets reuse the precompiled
#                                     # runtime headers (SWITCHYARD_PRECOMPILE_HEADERS, below)
#
#   switchyard_generate_proto(<target>
#     SPECS <spec.yaml>...            # specs whose `protobuf: true` structs and commands to write
#     [IMPORT_DIRS <dir>...]
#     [OUTPUT_DIR <dir>]              # default: ${CMAKE_CURRENT_BINARY_DIR}/switchyard_proto/<target>
#     [PACKAGE <name>]                # protobuf package of every file (default: from cpp_namespace)
#     [PROTOC_CPP]                    # also run protoc --cpp_out: <target> is then a library
#   )
#
# Writes the equivalent <stem>.proto of every spec (docs/protobuf.md), for
# Google protobuf or any other implementation. Without PROTOC_CPP <target> is
# a custom target producing them; with it, a STATIC library of protoc's C++
# (<stem>.pb.h in OUTPUT_DIR, a PUBLIC include directory) linking
# protobuf::libprotobuf; the caller provides protobuf::protoc and
# protobuf::libprotobuf (find_package(Protobuf)). The target property
# SWITCHYARD_PROTO_FILES lists the .proto files.
#
# switchyard_generate creates a STATIC, position-independent library <target>
# holding <stem>_gen.cpp for every spec, with OUTPUT_DIR as a PUBLIC include
# directory (so `#include "<stem>_gen.h"` works) and Switchyard::runtime linked
# PUBLIC. With TARGET it adds the generated sources to an existing library or
# executable instead (called in the directory that defines it; it uses the
# keyword forms of target_link_libraries). The generator is re-run when a spec,
# anything a spec imports (through a depfile), a generator source file, a
# template or the LIKELIHOODS file changes.
#
# Imports are resolved at configure time (`switchyard imports`), and CMake's
# configure step depends on them only (switchyard_gen/<target>.imports): an edit
# that keeps a spec's imports re-runs the generator, not CMake. A spec that
# SPECS import is compiled by the switchyard_generate() target that already
# compiles it, which is then linked PUBLIC; if no target does yet, it is
# compiled into this one (and later targets importing it link this one). Listing
# in SPECS a spec that another target compiles is a configure-time error (its
# classes would be defined twice), unless the NAMESPACE_SUFFIX differs.
#
# The Python interpreter is the cache variable SWITCHYARD_PYTHON, by default the
# Python 3 found by find_package(Python3). It needs Jinja2 and PyYAML. The
# generator is run from its sources (PYTHONPATH), so no `pip install` is needed.
# Its location is, in order: the variable SWITCHYARD_GENERATOR_DIR, the global
# property SWITCHYARD_GENERATOR_DIR (set by Switchyard's own CMakeLists.txt and by
# SwitchyardConfig.cmake), or ../generator next to this file.

include_guard(GLOBAL)
cmake_minimum_required(VERSION 3.20)

set(SWITCHYARD_PYTHON "" CACHE FILEPATH
    "Python 3 interpreter (with Jinja2 and PyYAML) that runs the Switchyard generator; empty: find one")

# Resolves the interpreter once per build tree and checks it can run the generator.
function(_switchyard_find_python out_var)
  if(NOT SWITCHYARD_PYTHON)
    find_package(Python3 3.9 COMPONENTS Interpreter REQUIRED)
    set_property(CACHE SWITCHYARD_PYTHON PROPERTY VALUE "${Python3_EXECUTABLE}")
  endif()
  if(NOT _SWITCHYARD_PYTHON_CHECKED STREQUAL SWITCHYARD_PYTHON)
    execute_process(
      COMMAND "${SWITCHYARD_PYTHON}" -c "import sys, jinja2, yaml; sys.exit(sys.version_info < (3, 9))"
      RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR
        "switchyard_generate: the Python interpreter '${SWITCHYARD_PYTHON}' cannot run the "
        "generator (it needs Python >= 3.9 with Jinja2 and PyYAML): ${_err}\n"
        "Either use a virtual environment that has them:\n"
        "  python3 -m venv .venv && .venv/bin/pip install switchyard-idl   (or: Jinja2 PyYAML numpy)\n"
        "  cmake ... -DSWITCHYARD_PYTHON=$PWD/.venv/bin/python\n"
        "or install them with the system's package manager:\n"
        "  Debian/Ubuntu: sudo apt-get install python3-jinja2 python3-yaml python3-numpy\n"
        "  Fedora:        sudo dnf install python3-jinja2 python3-pyyaml python3-numpy\n"
        "  macOS:         use a virtual environment as above (Homebrew's python3 is externally managed)\n"
        "(numpy is optional: it makes the generator faster.)")
    endif()
    set(_SWITCHYARD_PYTHON_CHECKED "${SWITCHYARD_PYTHON}" CACHE INTERNAL "")
  endif()
  set(${out_var} "${SWITCHYARD_PYTHON}" PARENT_SCOPE)
endfunction()

function(_switchyard_generator_dir out_var)
  if(SWITCHYARD_GENERATOR_DIR)
    set(_dir "${SWITCHYARD_GENERATOR_DIR}")
  else()
    get_property(_dir GLOBAL PROPERTY SWITCHYARD_GENERATOR_DIR)
    if(NOT _dir)
      get_filename_component(_dir "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../generator" ABSOLUTE)
    endif()
  endif()
  if(NOT EXISTS "${_dir}/switchyard/__main__.py")
    message(FATAL_ERROR
      "switchyard_generate: no Switchyard generator in '${_dir}' "
      "(expected ${_dir}/switchyard/__main__.py); set SWITCHYARD_GENERATOR_DIR")
  endif()
  set(${out_var} "${_dir}" PARENT_SCOPE)
endfunction()

# Which target compiles a spec: global properties keyed by the spec's real path
# and the namespace suffix (variants in other namespaces may compile it again).
function(_switchyard_spec_key out_var spec suffix)
  string(MD5 _hash "${spec}|${suffix}")
  set(${out_var} "SWITCHYARD_SPEC_OWNER_${_hash}" PARENT_SCOPE)
endfunction()

# How the generator is run: from its sources (PYTHONPATH), writing no bytecode
# beside them (they may be a source tree or a read-only prefix). An installed
# Switchyard ships the generator's bytecode, compiled by `cmake --install`
# (SwitchyardInstall.cmake), and the wheel's installer compiles it too: only a
# source tree's generator compiles its modules on every run.
function(_switchyard_python_env out_var gen_dir)
  set(${out_var} "${CMAKE_COMMAND}" -E env "PYTHONPATH=${gen_dir}" PYTHONDONTWRITEBYTECODE=1 PARENT_SCOPE)
endfunction()

# The transitive imports of `specs` (real paths), as the generator resolves them;
# `stamp` gets the specs and their imports (generate --imports-stamp checks them).
function(_switchyard_imports out_var python gen_dir caller stamp)
  _switchyard_python_env(_env "${gen_dir}")
  execute_process(
    COMMAND ${_env} "${python}" -m switchyard imports --imports-stamp "${stamp}" ${ARGN}
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${caller}: the specs or their imports cannot be read:\n${_err}")
  endif()
  string(REGEX REPLACE "\n$" "" _out "${_out}")
  if(_out STREQUAL "")
    set(${out_var} "" PARENT_SCOPE)
  else()
    string(REPLACE "\n" ";" _out "${_out}")
    set(${out_var} "${_out}" PARENT_SCOPE)
  endif()
endfunction()

function(switchyard_generate)
  # switchyard_generate(<target> ...) creates <target>; switchyard_generate(TARGET <t> ...)
  # adds the generated sources to the existing <t> (like protobuf_generate(TARGET)).
  set(_attach OFF)
  if(ARGV0 STREQUAL "TARGET")
    set(_attach ON)
    set(target "${ARGV1}")
    set(_first 2)
  else()
    set(target "${ARGV0}")
    set(_first 1)
  endif()
  set(_fn "switchyard_generate(${target})")
  if(target STREQUAL "")
    message(FATAL_ERROR "switchyard_generate: a target name is required")
  endif()
  cmake_parse_arguments(PARSE_ARGV ${_first} SY "NO_PREDICTION"
    "OUTPUT_DIR;DISPATCH;NAMESPACE_SUFFIX;INCLUDE_PREFIX;LIKELIHOODS;COMMAND_SET;DIALECT"
    "SPECS;IMPORT_DIRS;OPTIONS;TYPE_MAPS")
  if(SY_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${_fn}: unknown arguments: ${SY_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT SY_SPECS)
    message(FATAL_ERROR "${_fn}: SPECS is required")
  endif()
  if(NOT TARGET Switchyard::runtime)
    message(FATAL_ERROR "${_fn}: Switchyard::runtime is not defined "
                        "(use find_package(Switchyard) or add_subdirectory of Switchyard first)")
  endif()
  if(_attach)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "${_fn}: TARGET ${target} does not exist; define it (add_library, "
                          "add_executable) before attaching the generated sources to it")
    endif()
    get_target_property(_type ${target} TYPE)
    get_target_property(_target_dir ${target} SOURCE_DIR)
    if(_type STREQUAL "INTERFACE_LIBRARY" OR _type STREQUAL "UTILITY")
      message(FATAL_ERROR "${_fn}: TARGET ${target} is a ${_type}; it cannot compile the generated sources")
    endif()
    if(NOT _target_dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
      message(FATAL_ERROR "${_fn}: call switchyard_generate(TARGET ${target} ...) in the directory that "
                          "defines ${target} (${_target_dir}): generated sources are visible to targets "
                          "of their own directory only")
    endif()
  elseif(TARGET ${target})
    message(FATAL_ERROR "${_fn}: a target named ${target} already exists; to add the generated sources "
                        "to it, use switchyard_generate(TARGET ${target} ...)")
  endif()
  if(SY_INCLUDE_PREFIX MATCHES "^/|(^|/)\\.\\.?(/|$)|\\\\")
    message(FATAL_ERROR "${_fn}: INCLUDE_PREFIX '${SY_INCLUDE_PREFIX}' must be a relative path "
                        "without '.' or '..' parts, like 'myproject/idl'")
  endif()
  string(REGEX REPLACE "/+$" "" _prefix "${SY_INCLUDE_PREFIX}")

  _switchyard_find_python(_python)
  _switchyard_generator_dir(_gen_dir)

  if(SY_OUTPUT_DIR)
    get_filename_component(_out "${SY_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(_out "${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/${target}")
  endif()
  set(_files_dir "${_out}")
  if(_prefix)
    set(_files_dir "${_out}/${_prefix}")
  endif()
  file(MAKE_DIRECTORY "${_files_dir}")

  set(_given "")
  foreach(_spec IN LISTS SY_SPECS)
    get_filename_component(_abs "${_spec}" REALPATH BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${_abs}")
      message(FATAL_ERROR "${_fn}: spec '${_abs}' does not exist")
    endif()
    list(APPEND _given "${_abs}")
  endforeach()
  list(REMOVE_DUPLICATES _given)

  set(_import_args "")
  foreach(_dir IN LISTS SY_IMPORT_DIRS)
    get_filename_component(_abs "${_dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _import_args -I "${_abs}")
  endforeach()
  # MongoDB's IDL dialect (docs/idl.md): type maps on top of the shipped one,
  # and the dialect when the extension does not say it (*.idl is MongoDB's).
  set(_type_maps "")
  foreach(_map IN LISTS SY_TYPE_MAPS)
    get_filename_component(_abs "${_map}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _type_maps "${_abs}")
    list(APPEND _import_args --type-map "${_abs}")
  endforeach()
  if(SY_DIALECT)
    list(APPEND _import_args --dialect "${SY_DIALECT}")
  endif()

  # Imports: a spec imported by SPECS is compiled by the target that already
  # compiles it (linked PUBLIC), or else into this target too (and later targets
  # importing it link this one). A spec compiled twice in one namespace would define
  # the same symbols twice, so naming in SPECS a spec another target compiles is an error.
  set(_stamp "${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/${target}.imports")
  _switchyard_imports(_imports "${_python}" "${_gen_dir}" "${_fn}" "${_stamp}" ${_given} ${_import_args})
  set(_specs ${_given})
  set(_owners "")
  foreach(_spec IN LISTS _given)
    _switchyard_spec_key(_key "${_spec}" "${SY_NAMESPACE_SUFFIX}")
    get_property(_owner GLOBAL PROPERTY ${_key})
    if(_owner AND NOT _owner STREQUAL target)
      message(FATAL_ERROR "${_fn}: ${_spec} is already compiled into the target ${_owner}; "
                          "link ${_owner} instead of listing the spec again (or give this target "
                          "another NAMESPACE_SUFFIX)")
    endif()
  endforeach()
  foreach(_spec IN LISTS _imports)
    if(_spec IN_LIST _given)
      continue()
    endif()
    _switchyard_spec_key(_key "${_spec}" "${SY_NAMESPACE_SUFFIX}")
    get_property(_owner GLOBAL PROPERTY ${_key})
    if(_owner AND NOT _owner STREQUAL target)
      list(APPEND _owners ${_owner})
    else()
      list(APPEND _specs "${_spec}")
    endif()
  endforeach()
  foreach(_spec IN LISTS _specs)
    _switchyard_spec_key(_key "${_spec}" "${SY_NAMESPACE_SUFFIX}")
    set_property(GLOBAL PROPERTY ${_key} "${target}")
  endforeach()
  list(REMOVE_DUPLICATES _owners)
  # A spec's imports can change when it is edited: configure again then, and
  # only then. The stamp lists the specs and their imports; the generator rewrites
  # it (and fails, asking for another build) when an edit changed them. An edit
  # that leaves the imports alone re-runs the generator, not CMake.
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_stamp}")

  set(_headers "")
  set(_sources "")
  set(_stems "")
  foreach(_spec IN LISTS _specs)
    get_filename_component(_stem "${_spec}" NAME_WLE)   # like os.path.splitext
    if(_stem IN_LIST _stems)
      message(FATAL_ERROR "${_fn}: two specs named '${_stem}' (given or imported); "
                          "their outputs would collide in ${_files_dir}")
    endif()
    list(APPEND _stems "${_stem}")
    list(APPEND _headers "${_files_dir}/${_stem}_gen.h")
    list(APPEND _sources "${_files_dir}/${_stem}_gen.cpp")
  endforeach()

  if(SY_COMMAND_SET)
    list(APPEND _headers "${_files_dir}/${SY_COMMAND_SET}.h")
  endif()

  set(_gen_args ${_import_args})
  if(SY_NO_PREDICTION)
    list(APPEND _gen_args --no-predict)
  endif()
  if(SY_DISPATCH)
    list(APPEND _gen_args --dispatch "${SY_DISPATCH}")
  endif()
  if(SY_NAMESPACE_SUFFIX)
    list(APPEND _gen_args --namespace-suffix "${SY_NAMESPACE_SUFFIX}")
  endif()
  if(SY_COMMAND_SET)
    list(APPEND _gen_args --command-set "${SY_COMMAND_SET}")
  endif()
  set(_extra_depends "")
  if(SY_LIKELIHOODS)
    get_filename_component(_likelihoods "${SY_LIKELIHOODS}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${_likelihoods}")
      message(FATAL_ERROR "${_fn}: LIKELIHOODS file '${_likelihoods}' does not exist "
                          "(write one with `switchyard profile`)")
    endif()
    list(APPEND _gen_args --likelihoods "${_likelihoods}")
    list(APPEND _extra_depends "${_likelihoods}")
  endif()
  list(APPEND _gen_args ${SY_OPTIONS})

  list(JOIN _stems ", " _stem_text)

  # Re-run when any generator source or template changes (re-globbed on every build).
  file(GLOB_RECURSE _gen_files CONFIGURE_DEPENDS
       "${_gen_dir}/switchyard/*.py" "${_gen_dir}/switchyard/*.j2" "${_gen_dir}/switchyard/*.yaml")

  # The generator rewrites a file only when its bytes change. Ninja's restat keeps
  # that from re-running the command or recompiling; Makefile builds would re-run
  # the generator on every build instead, so there the outputs are touched.
  set(_touch "")
  if(NOT CMAKE_GENERATOR MATCHES "Ninja")
    set(_touch COMMAND "${CMAKE_COMMAND}" -E touch ${_headers} ${_sources})
  endif()
  # Ninja requires the depfile's first target to be the rule's first output; the
  # generator lists its outputs sorted by name, so list them the same way here.
  set(_outputs ${_headers} ${_sources})
  list(SORT _outputs)
  # One depfile per set of outputs: Ninja reads the last run's depfile when it
  # loads the build, and one that names an output the rule no longer has (an
  # import removed from a spec, and compiled here until then) stops it.
  string(MD5 _outputs_hash "${_outputs}")
  string(SUBSTRING "${_outputs_hash}" 0 12 _outputs_hash)
  set(_depfile "${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/${target}-${_outputs_hash}.d")
  _switchyard_python_env(_env "${_gen_dir}")
  add_custom_command(
    OUTPUT ${_outputs}
    COMMAND ${_env} "${_python}" -m switchyard generate ${_specs} -o "${_files_dir}"
            ${_gen_args} --depfile "${_depfile}" --imports-stamp "${_stamp}"
    ${_touch}
    DEPENDS ${_specs} ${_type_maps} ${_gen_files} ${_extra_depends}
    DEPFILE "${_depfile}"
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
    COMMENT "Switchyard: generating C++ for ${target} (${_stem_text})"
    COMMAND_EXPAND_LISTS
    VERBATIM)

  if(_attach)
    target_sources(${target} PRIVATE ${_sources} ${_headers})
  else()
    add_library(${target} STATIC ${_sources} ${_headers})
    # Position-independent, so that the library can be linked into a shared library.
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    _switchyard_pch_register(${target} generated)
  endif()
  # With INCLUDE_PREFIX, user code writes #include "<prefix>/<stem>_gen.h". The
  # generated headers include their imports' headers by bare name, so the prefixed
  # directory is an include directory too (found there across targets).
  target_include_directories(${target} PUBLIC "$<BUILD_INTERFACE:${_out}>")
  if(_prefix)
    target_include_directories(${target} PUBLIC "$<BUILD_INTERFACE:${_files_dir}>")
  endif()
  target_link_libraries(${target} PUBLIC Switchyard::runtime ${_owners})
  if(SY_DISPATCH STREQUAL "hashmap")   # the benchmark reference's run-time table
    target_link_libraries(${target} PUBLIC absl::flat_hash_map)
  endif()
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES
    SWITCHYARD_OUTPUT_DIR "${_files_dir}"
    SWITCHYARD_SPECS "${_specs}")
endfunction()

# ---- precompiled runtime headers ---------------------------------------------
#
# Every file that includes a generated header parses the runtime's headers and
# Abseil's status headers (about 1.4 s of CPU a file with GCC 12 at -O0, most
# of it absl/status/status.h; most of a one-field rebuild). Precompiling them
# costs about 4.5-6 s once (GCC writes a 100 MB file) and makes each such file
# about 1.2 s cheaper. At the end of each directory that calls
# switchyard_generate(), its first generated library precompiles them
# (target_precompile_headers) and every other generated library of that
# directory, and every target given to switchyard_precompile_headers() there,
# reuses that file (REUSE_FROM): one precompilation per directory. Only targets
# of one directory share it, so they have the same directory flags and build
# type; a project that gives one of them flags of its own turns it off for it
# (SWITCHYARD_PRECOMPILE_HEADERS=OFF) or keeps it in another directory.
#
# SWITCHYARD_PRECOMPILE_HEADERS: ON, OFF, or AUTO (the default): on where it
# pays in the first build already, i.e. when the directory's targets compile at
# least SWITCHYARD_PRECOMPILE_MIN_FILES (4) files with it, and never under
# ccache (CMAKE_CXX_COMPILER_LAUNCHER), which does not cache a compilation that
# uses a precompiled header unless configured for them (sloppiness
# pch_defines,time_macros). A project of one spec and a main.cpp (two files)
# rebuilds faster with ON, at the cost of a slower first build
# (docs/install.md). CMAKE_DISABLE_PRECOMPILE_HEADERS turns it off too.
set(SWITCHYARD_PRECOMPILE_HEADERS "AUTO" CACHE STRING
    "Precompile the runtime's headers for switchyard_generate() libraries: AUTO (where it pays), ON, OFF")
set_property(CACHE SWITCHYARD_PRECOMPILE_HEADERS PROPERTY STRINGS AUTO ON OFF)
set(SWITCHYARD_PRECOMPILE_MIN_FILES 4 CACHE STRING
    "AUTO precompiles the runtime's headers in a directory whose targets compile at least this many files")

# The headers generated code includes from the standard library, Abseil and the
# runtime (tests/python/test_precompiled_headers.py keeps the list complete).
function(_switchyard_pch_headers out_var)
  set(${out_var}
    <cstddef> <cstdint> <memory> <optional> <string> <string_view> <utility> <vector>
    <absl/status/status.h> <absl/status/statusor.h>
    <switchyard/switchyard.h>
    <switchyard/base/internal/name_hash.h> <switchyard/base/internal/parse_entry.h>
    <switchyard/base/internal/slot.h> <switchyard/bson/internal/coerce.h>
    <switchyard/bson/internal/generated_support.h> <switchyard/bson/internal/values.h>
    <switchyard/proto/internal/embedded.h>
    PARENT_SCOPE)
endfunction()

# _switchyard_pch_register(<target> <generated|user>): <target> takes part in
# its directory's precompiled headers, decided at the end of the directory.
function(_switchyard_pch_register target kind)
  set_target_properties(${target} PROPERTIES _SWITCHYARD_PCH_KIND ${kind})
  set_property(DIRECTORY APPEND PROPERTY _SWITCHYARD_PCH_TARGETS ${target})
  get_property(_deferred DIRECTORY PROPERTY _SWITCHYARD_PCH_DEFERRED)
  if(NOT _deferred)
    set_property(DIRECTORY PROPERTY _SWITCHYARD_PCH_DEFERRED ON)
    cmake_language(DEFER CALL _switchyard_pch_apply)
  endif()
endfunction()

# How many C++ files the targets compile.
function(_switchyard_pch_count_files out_var)
  set(_count 0)
  foreach(_target IN LISTS ARGN)
    get_target_property(_sources ${_target} SOURCES)
    foreach(_source IN LISTS _sources)
      if(_source MATCHES "\\.(cpp|cc|cxx|C)$")
        math(EXPR _count "${_count} + 1")
      endif()
    endforeach()
  endforeach()
  set(${out_var} ${_count} PARENT_SCOPE)
endfunction()

# At the end of a directory: its precompiled header, if on, made by its first
# generated library and reused by the others. The target property SWITCHYARD_PCH
# names the target that makes the one a target uses.
function(_switchyard_pch_apply)
  get_property(_targets DIRECTORY PROPERTY _SWITCHYARD_PCH_TARGETS)
  list(REMOVE_DUPLICATES _targets)
  _switchyard_pch_count_files(_files ${_targets})
  set(_mode "${SWITCHYARD_PRECOMPILE_HEADERS}")
  if(CMAKE_DISABLE_PRECOMPILE_HEADERS OR _mode STREQUAL "OFF")
    return()
  elseif(NOT _mode STREQUAL "ON"
         AND (CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache" OR _files LESS SWITCHYARD_PRECOMPILE_MIN_FILES))
    return()
  endif()
  set(_owner "")
  foreach(_target IN LISTS _targets)
    get_target_property(_kind ${_target} _SWITCHYARD_PCH_KIND)
    if(_kind STREQUAL "generated")
      set(_owner ${_target})
      break()
    endif()
  endforeach()
  _switchyard_pch_headers(_headers)
  foreach(_target IN LISTS _targets)
    if(_owner STREQUAL "" OR _target STREQUAL _owner)
      target_precompile_headers(${_target} PRIVATE ${_headers})
      set_target_properties(${_target} PROPERTIES SWITCHYARD_PCH ${_target})
      continue()
    endif()
    target_precompile_headers(${_target} REUSE_FROM ${_owner})
    set_target_properties(${_target} PROPERTIES SWITCHYARD_PCH ${_owner})
    get_target_property(_kind ${_target} _SWITCHYARD_PCH_KIND)
    get_target_property(_type ${_target} TYPE)
    if(_kind STREQUAL "generated")
      continue()
    elseif(_type STREQUAL "EXECUTABLE")
      # POSITION_INDEPENDENT_CODE gives an executable -fPIE, not the library's -fPIC.
      target_compile_options(${_target} PRIVATE $<$<COMPILE_LANG_AND_ID:CXX,GNU,Clang,AppleClang>:-fPIC>)
    else()
      set_target_properties(${_target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    endif()
  endforeach()
endfunction()

# switchyard_precompile_headers(<target>...): the user's targets whose sources
# include generated headers reuse the precompiled runtime headers of the
# switchyard_generate() libraries of their directory (or, in a directory
# without one, make their own), when SWITCHYARD_PRECOMPILE_HEADERS says so;
# their files count towards AUTO's threshold. GCC and Clang use a precompiled
# header only with the PIC/PIE setting it was made with, and the generated
# libraries are position-independent: these targets' sources are then compiled
# with -fPIC too. Their other flags must be those of the generated libraries
# (the same directory and build type give that); otherwise GCC warns
# (-Winvalid-pch) and parses the headers as usual, and Clang stops.
function(switchyard_precompile_headers)
  foreach(_target IN LISTS ARGN)
    if(NOT TARGET ${_target})
      message(FATAL_ERROR "switchyard_precompile_headers: ${_target} is not a target")
    endif()
    get_target_property(_target_dir ${_target} SOURCE_DIR)
    if(NOT _target_dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
      message(FATAL_ERROR "switchyard_precompile_headers: call it in the directory that defines "
                          "${_target} (${_target_dir})")
    endif()
    _switchyard_pch_register(${_target} user)
  endforeach()
endfunction()

function(switchyard_generate_proto target)
  cmake_parse_arguments(PARSE_ARGV 1 SY "PROTOC_CPP" "OUTPUT_DIR;PACKAGE" "SPECS;IMPORT_DIRS")
  if(SY_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "switchyard_generate_proto(${target}): unknown arguments: ${SY_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT SY_SPECS)
    message(FATAL_ERROR "switchyard_generate_proto(${target}): SPECS is required")
  endif()
  if(SY_PROTOC_CPP AND (NOT TARGET protobuf::protoc OR NOT TARGET protobuf::libprotobuf))
    message(FATAL_ERROR "switchyard_generate_proto(${target}): PROTOC_CPP needs the targets protobuf::protoc "
                        "and protobuf::libprotobuf (find_package(Protobuf) first)")
  endif()
  _switchyard_find_python(_python)
  _switchyard_generator_dir(_gen_dir)
  if(SY_OUTPUT_DIR)
    get_filename_component(_out "${SY_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(_out "${CMAKE_CURRENT_BINARY_DIR}/switchyard_proto/${target}")
  endif()
  file(MAKE_DIRECTORY "${_out}")

  set(_specs "")
  set(_protos "")
  set(_pb_sources "")
  set(_pb_headers "")
  foreach(_spec IN LISTS SY_SPECS)
    get_filename_component(_abs "${_spec}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${_abs}")
      message(FATAL_ERROR "switchyard_generate_proto(${target}): spec '${_abs}' does not exist")
    endif()
    get_filename_component(_stem "${_abs}" NAME_WLE)
    if("${_out}/${_stem}.proto" IN_LIST _protos)
      message(FATAL_ERROR "switchyard_generate_proto(${target}): two specs named '${_stem}'")
    endif()
    list(APPEND _specs "${_abs}")
    list(APPEND _protos "${_out}/${_stem}.proto")
    list(APPEND _pb_sources "${_out}/${_stem}.pb.cc")
    list(APPEND _pb_headers "${_out}/${_stem}.pb.h")
  endforeach()
  set(_args "")
  foreach(_dir IN LISTS SY_IMPORT_DIRS)
    get_filename_component(_abs "${_dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _args -I "${_abs}")
  endforeach()
  if(SY_PACKAGE)
    list(APPEND _args --package "${SY_PACKAGE}")
  endif()
  file(GLOB_RECURSE _gen_files CONFIGURE_DEPENDS "${_gen_dir}/switchyard/*.py")
  set(_depfile "${CMAKE_CURRENT_BINARY_DIR}/switchyard_proto/${target}.d")
  set(_touch "")
  if(NOT CMAKE_GENERATOR MATCHES "Ninja")
    set(_touch COMMAND "${CMAKE_COMMAND}" -E touch ${_protos})
  endif()
  set(_sorted ${_protos})
  list(SORT _sorted)
  _switchyard_python_env(_env "${_gen_dir}")
  add_custom_command(
    OUTPUT ${_sorted}
    COMMAND ${_env} "${_python}" -m switchyard proto ${_specs} -o "${_out}" ${_args} --depfile "${_depfile}"
    ${_touch}
    DEPENDS ${_specs} ${_type_maps} ${_gen_files}
    DEPFILE "${_depfile}"
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
    COMMENT "Switchyard: writing .proto files for ${target}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  if(SY_PROTOC_CPP)
    add_custom_command(
      OUTPUT ${_pb_sources} ${_pb_headers}
      COMMAND protobuf::protoc --cpp_out=${_out} -I ${_out} ${_protos}
      DEPENDS ${_protos} protobuf::protoc
      COMMENT "protoc: C++ for ${target}"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    add_library(${target} STATIC ${_pb_sources} ${_pb_headers})
    target_include_directories(${target} PUBLIC "$<BUILD_INTERFACE:${_out}>")
    target_link_libraries(${target} PUBLIC protobuf::libprotobuf)
  else()
    add_custom_target(${target} ALL DEPENDS ${_protos})
  endif()
  set_target_properties(${target} PROPERTIES SWITCHYARD_PROTO_FILES "${_protos}")
endfunction()

define_property(TARGET PROPERTY SWITCHYARD_PROTO_FILES
  BRIEF_DOCS "The .proto files written by a switchyard_generate_proto() target"
  FULL_DOCS "Set by switchyard_generate_proto().")
define_property(TARGET PROPERTY SWITCHYARD_OUTPUT_DIR
  BRIEF_DOCS "Directory holding the generated <stem>_gen.h/.cpp of a switchyard_generate() target"
  FULL_DOCS "Set by switchyard_generate().")
define_property(TARGET PROPERTY SWITCHYARD_PCH
  BRIEF_DOCS "The target whose precompiled runtime headers this target uses"
  FULL_DOCS "Set by switchyard_generate() and switchyard_precompile_headers().")
define_property(TARGET PROPERTY SWITCHYARD_SPECS
  BRIEF_DOCS "Absolute paths of the specs compiled by a switchyard_generate() target"
  FULL_DOCS "Set by switchyard_generate().")
