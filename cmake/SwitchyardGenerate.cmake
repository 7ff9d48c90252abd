# switchyard_generate(): compile Switchyard IDL specs into a linkable C++ library.
#
#   switchyard_generate(<target>
#     SPECS <spec.yaml>...            # specs to compile (relative to the current source dir)
#     [IMPORT_DIRS <dir>...]          # where `imports:` are looked up (-I)
#     [OUTPUT_DIR <dir>]              # default: ${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/<target>
#     [DISPATCH <strategy>]           # force one field-name dispatch strategy for every struct
#     [NO_PREDICTION]                 # leave out the expected-next-field prediction
#     [NAMESPACE_SUFFIX <name>]       # emit into <cpp_namespace>::<name> (several variants in one binary)
#   )
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
# switchyard_generate creates a STATIC library <target> holding <stem>_gen.cpp for every spec, with
# OUTPUT_DIR as a PUBLIC include directory (so `#include "<stem>_gen.h"` works)
# and Switchyard::runtime linked PUBLIC. The generator is re-run when a spec,
# anything a spec imports (through a depfile), a generator source file or a
# template changes.
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
        "Install them (pip install Jinja2 PyYAML) or pass -DSWITCHYARD_PYTHON=/path/to/python.")
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

function(switchyard_generate target)
  cmake_parse_arguments(PARSE_ARGV 1 SY "NO_PREDICTION" "OUTPUT_DIR;DISPATCH;NAMESPACE_SUFFIX;DIALECT"
                        "SPECS;IMPORT_DIRS;TYPE_MAPS")
  if(SY_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "switchyard_generate(${target}): unknown arguments: ${SY_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT SY_SPECS)
    message(FATAL_ERROR "switchyard_generate(${target}): SPECS is required")
  endif()
  if(NOT TARGET Switchyard::runtime)
    message(FATAL_ERROR "switchyard_generate(${target}): Switchyard::runtime is not defined "
                        "(use find_package(Switchyard) or add_subdirectory of Switchyard first)")
  endif()

  _switchyard_find_python(_python)
  _switchyard_generator_dir(_gen_dir)

  if(SY_OUTPUT_DIR)
    get_filename_component(_out "${SY_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(_out "${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/${target}")
  endif()
  file(MAKE_DIRECTORY "${_out}")

  set(_specs "")
  set(_headers "")
  set(_sources "")
  set(_stems "")
  foreach(_spec IN LISTS SY_SPECS)
    get_filename_component(_abs "${_spec}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${_abs}")
      message(FATAL_ERROR "switchyard_generate(${target}): spec '${_abs}' does not exist")
    endif()
    get_filename_component(_stem "${_abs}" NAME_WLE)   # like os.path.splitext
    if(_stem IN_LIST _stems)
      message(FATAL_ERROR "switchyard_generate(${target}): two specs named '${_stem}'; "
                          "their outputs would collide in ${_out}")
    endif()
    list(APPEND _stems "${_stem}")
    list(APPEND _specs "${_abs}")
    list(APPEND _headers "${_out}/${_stem}_gen.h")
    list(APPEND _sources "${_out}/${_stem}_gen.cpp")
  endforeach()

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
  set(_dispatch_args "")
  if(SY_NO_PREDICTION)
    list(APPEND _dispatch_args --no-predict)
  endif()
  if(SY_DISPATCH)
    list(APPEND _dispatch_args --dispatch "${SY_DISPATCH}")
  endif()
  if(SY_NAMESPACE_SUFFIX)
    list(APPEND _dispatch_args --namespace-suffix "${SY_NAMESPACE_SUFFIX}")
  endif()

  list(JOIN _stems ", " _stem_text)

  # Re-run when any generator source or template changes (re-globbed on every build).
  file(GLOB_RECURSE _gen_files CONFIGURE_DEPENDS
       "${_gen_dir}/switchyard/*.py" "${_gen_dir}/switchyard/*.j2" "${_gen_dir}/switchyard/*.yaml")

  set(_depfile "${CMAKE_CURRENT_BINARY_DIR}/switchyard_gen/${target}.d")
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
  add_custom_command(
    OUTPUT ${_outputs}
    COMMAND "${CMAKE_COMMAND}" -E env "PYTHONPATH=${_gen_dir}" PYTHONDONTWRITEBYTECODE=1
            "${_python}" -m switchyard generate ${_specs} -o "${_out}" ${_import_args}
            ${_dispatch_args} --depfile "${_depfile}"
    ${_touch}
    DEPENDS ${_specs} ${_type_maps} ${_gen_files}
    DEPFILE "${_depfile}"
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
    COMMENT "Switchyard: generating C++ for ${target} (${_stem_text})"
    COMMAND_EXPAND_LISTS
    VERBATIM)

  add_library(${target} STATIC ${_sources} ${_headers})
  target_include_directories(${target} PUBLIC "$<BUILD_INTERFACE:${_out}>")
  target_link_libraries(${target} PUBLIC Switchyard::runtime)
  if(SY_DISPATCH STREQUAL "hashmap")   # the benchmark reference's run-time table
    target_link_libraries(${target} PUBLIC absl::flat_hash_map)
  endif()
  target_compile_features(${target} PUBLIC cxx_std_20)
  set_target_properties(${target} PROPERTIES
    SWITCHYARD_OUTPUT_DIR "${_out}"
    SWITCHYARD_SPECS "${_specs}")
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
  add_custom_command(
    OUTPUT ${_sorted}
    COMMAND "${CMAKE_COMMAND}" -E env "PYTHONPATH=${_gen_dir}" PYTHONDONTWRITEBYTECODE=1
            "${_python}" -m switchyard proto ${_specs} -o "${_out}" ${_args} --depfile "${_depfile}"
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
define_property(TARGET PROPERTY SWITCHYARD_SPECS
  BRIEF_DOCS "Absolute paths of the specs compiled by a switchyard_generate() target"
  FULL_DOCS "Set by switchyard_generate().")
