# Checks of an installed Switchyard, for run.cmake (MODE=find_package).

# The prefix holds the runtime (static, and shared with its version), the
# package config and targets, the pkg-config file, the base specs and their
# compiled code.
function(consumer_check_installed_tree prefix)
  file(GLOB shared "${prefix}/lib*/libswitchyard_runtime.so.*.*.*")
  file(GLOB soname "${prefix}/lib*/libswitchyard_runtime.so.*")
  foreach(path
      "${prefix}/lib/libswitchyard_runtime.a" "${prefix}/lib/libswitchyard_runtime.so"
      "${prefix}/lib/libswitchyard_idl.a" "${prefix}/lib/pkgconfig/switchyard.pc"
      "${prefix}/lib/cmake/Switchyard/SwitchyardTargets.cmake"
      "${prefix}/share/switchyard/generator/switchyard/idl/generic_arguments.yaml"
      "${prefix}/share/switchyard/generator/switchyard/idl/basic_types.yaml"
      "${prefix}/include/switchyard_idl/generic_arguments_gen.h"
      "${prefix}/include/switchyard/opmsg/command_set.h"
      # What generated headers include from the subsystems' internal/ folders.
      "${prefix}/include/switchyard/bson/internal/generated_support.h"
      "${prefix}/include/switchyard/base/internal/slot.h")
    if(NOT EXISTS "${path}")
      message(FATAL_ERROR "installed tree: ${path} is missing")
    endif()
  endforeach()
  list(LENGTH shared n_shared)
  list(LENGTH soname n_soname)
  if(NOT n_shared EQUAL 1 OR NOT n_soname EQUAL 2)
    message(FATAL_ERROR "installed tree: expected libswitchyard_runtime.so.X.Y.Z and its .so.X.Y link, "
                        "found: ${soname}")
  endif()
  file(READ "${prefix}/lib/cmake/Switchyard/SwitchyardTargets.cmake" targets)
  foreach(t Switchyard::runtime Switchyard::runtime_shared Switchyard::idl)
    if(NOT targets MATCHES "add_library\\(${t} ")
      message(FATAL_ERROR "installed tree: the exported targets lack ${t}")
    endif()
  endforeach()
endfunction()

# No object of the runtime's sources or of the base specs' generated code in a
# consumer's build tree, but the consumer's own (`own_source`, so that the
# check can tell an empty tree from a good one).
function(consumer_check_compiled_nothing_of_switchyard build_dir own_source)
  file(GLOB_RECURSE objects RELATIVE "${build_dir}" "${build_dir}/*.o")
  set(found_own OFF)
  foreach(o IN LISTS objects)
    if(o MATCHES "(bson_document|op_msg|parse_context|error)\\.cc\\.o$"
       OR o MATCHES "(generic_arguments|basic_types)_gen\\.cpp\\.o$")
      message(FATAL_ERROR "consumer: ${build_dir} compiled ${o}, which the installed Switchyard provides")
    endif()
    if(o MATCHES "${own_source}\\.o$")
      set(found_own ON)
    endif()
  endforeach()
  if(NOT found_own)
    message(FATAL_ERROR "consumer: ${build_dir} has no ${own_source}.o: ${objects}")
  endif()
endfunction()

# A program built with `pkg-config --cflags --libs switchyard` only, against the
# shared runtime, runs.
function(consumer_check_pkgconfig prefix work)
  find_program(pkg_config pkg-config REQUIRED)
  set(ENV{PKG_CONFIG_PATH} "${prefix}/lib/pkgconfig")
  execute_process(COMMAND "${pkg_config}" --cflags --libs switchyard
                  OUTPUT_VARIABLE flags ERROR_VARIABLE err RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pkg-config switchyard failed: ${err}")
  endif()
  execute_process(COMMAND "${pkg_config}" --modversion switchyard OUTPUT_VARIABLE version
                  OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT version MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
    message(FATAL_ERROR "pkg-config switchyard: version '${version}'")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  set(cxx "${CXX_COMPILER}")
  if(NOT cxx)
    set(cxx c++)
  endif()
  file(MAKE_DIRECTORY "${work}")
  execute_process(COMMAND "${cxx}" -std=c++20 "${CONSUMER_SOURCE_DIR}/pkgconfig_main.cpp" -o "${work}/main" ${flags}
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pkg-config consumer: compiling with '${flags}' failed:\n${err}")
  endif()
  find_program(readelf readelf)
  if(readelf)
    execute_process(COMMAND "${readelf}" -d "${work}/main" OUTPUT_VARIABLE dynamic)
    if(NOT dynamic MATCHES "libswitchyard_runtime\\.so\\.[0-9]+\\.[0-9]+")
      message(FATAL_ERROR "pkg-config consumer: not linked to the shared runtime by its soname:\n${dynamic}")
    endif()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env "LD_LIBRARY_PATH=${prefix}/lib" "${work}/main"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL "pkg-config consumer: OK\n")
    message(FATAL_ERROR "pkg-config consumer: '${out}' '${err}' (${rc})")
  endif()
endfunction()

# The generated libraries of a directory share one precompiled header: the
# first one (greeting_idl; widgets_idl in two_commands/) makes it, stamp_idl and
# the user's target that asked for it (switchyard_precompile_headers(widgets))
# reuse it; with -Winvalid-pch -Werror (widgets) an unusable one fails the build.
function(consumer_check_precompiled_headers build_dir)
  set(pairs "app/CMakeFiles/greeting_idl.dir;app/CMakeFiles/stamp_idl.dir")
  if(EXISTS "${build_dir}/two_commands")
    list(APPEND pairs "two_commands/CMakeFiles/widgets_idl.dir;two_commands/CMakeFiles/widgets.dir")
  endif()
  list(LENGTH pairs n)
  math(EXPR last "${n} - 1")
  foreach(i RANGE 0 ${last} 2)
    math(EXPR j "${i} + 1")
    list(GET pairs ${i} owner)
    list(GET pairs ${j} user)
    file(GLOB made "${build_dir}/${owner}/cmake_pch.hxx.*ch")
    file(GLOB own "${build_dir}/${user}/cmake_pch.hxx.*ch")
    if(NOT made OR own)
      message(FATAL_ERROR "consumer: expected one precompiled header in ${owner}, reused by ${user}; "
                          "found '${made}' and '${own}'")
    endif()
  endforeach()
endfunction()

# Editing a spec's imports: the first build stops, saying the imports changed,
# the next one re-configures and succeeds; the same when the import goes away.
function(consumer_check_import_edits src build_dir)
  set(spec "${src}/specs/stamp.yaml")
  file(READ "${spec}" original)
  file(WRITE "${src}/specs/extra_types.yaml" "global:\n  cpp_namespace: \"consumer\"\nimports:\n"
       "  - \"basic_types.yaml\"\nstructs:\n  extra:\n    cpp_name: Extra\n    fields:\n      e:\n"
       "        type: int\n")
  string(REPLACE "imports:\n" "imports:\n  - \"extra_types.yaml\"\n" edited "${original}")
  if(edited STREQUAL original)
    message(FATAL_ERROR "consumer: ${spec} has no 'imports:' line to extend")
  endif()
  foreach(text IN ITEMS "${edited}" "${original}")
    file(WRITE "${spec}" "${text}")
    execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build_dir}" --config ${BUILD_TYPE}
                    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
    if(rc EQUAL 0 OR NOT out MATCHES "the specs' imports changed since CMake configured this build")
      message(FATAL_ERROR "consumer: a changed import was not reported (${rc}):\n${out}")
    endif()
    execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build_dir}" --config ${BUILD_TYPE}
                    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "Switchyard: generating C\\+\\+ for stamp_idl")
      message(FATAL_ERROR "consumer: the build after a changed import failed (${rc}):\n${out}")
    endif()
  endforeach()
endfunction()
