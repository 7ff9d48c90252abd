# Install rules beyond the static runtime (Switchyard's own CMakeLists.txt):
#
#   _switchyard_add_shared_runtime(<shared> <static>)
#       <shared>: the runtime as a versioned shared library (libswitchyard_runtime.so.X.Y),
#       linked from the objects of the position-independent <static> library (nothing
#       is compiled twice), with the same usage requirements.
#   _switchyard_install_idl(<target> <idl dir> <destination of the specs>)
#       the shipped base specs and their compiled generated code: <target>'s library
#       and headers (include/switchyard_idl), exported with the runtime, so that an
#       installed Switchyard gives Switchyard::idl and a consumer whose spec imports
#       generic_arguments.yaml links it instead of compiling generic_arguments_gen.cpp
#       again (SwitchyardConfig.cmake registers the installed specs as compiled by it).
#   _switchyard_install_bytecode(<installed generator package>)
#       compiles the installed generator's modules (python -m compileall, with
#       SWITCHYARD_PYTHON): switchyard_generate() runs it without writing
#       bytecode, so without this every run in a consumer's build would compile
#       every module again (0.1-0.15 s of CPU a run).
#   _switchyard_install_pkgconfig(<file name>)
#       lib/pkgconfig/<file name>: the runtime for builds without CMake.
include_guard(GLOBAL)

function(_switchyard_add_shared_runtime shared static)
  # A shared library needs a source of its own; every object comes from <static>.
  set(_stub "${CMAKE_CURRENT_BINARY_DIR}/switchyard_runtime_shared.cc")
  if(NOT EXISTS "${_stub}")
    file(WRITE "${_stub}" "// The shared runtime: every object comes from the static library.\n")
  endif()
  add_library(${shared} SHARED "${_stub}")
  if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.24)
    target_link_libraries(${shared} PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${static}>")
  else()
    target_link_libraries(${shared} PRIVATE -Wl,--whole-archive ${static} -Wl,--no-whole-archive)
  endif()
  # The static library's usage requirements: its public dependencies (the
  # Abseil targets its headers use) stay public, the rest private.
  get_target_property(_interface ${static} INTERFACE_LINK_LIBRARIES)
  foreach(_lib IN LISTS _interface)
    if(_lib MATCHES "^\\$<LINK_ONLY:(.*)>$")
      target_link_libraries(${shared} PRIVATE ${CMAKE_MATCH_1})
    elseif(_lib)
      target_link_libraries(${shared} PUBLIC ${_lib})
    endif()
  endforeach()
  get_target_property(_includes ${static} INTERFACE_INCLUDE_DIRECTORIES)
  target_include_directories(${shared} PUBLIC ${_includes})
  target_compile_features(${shared} PUBLIC cxx_std_20)
  # 0.x: the ABI may change with every minor version.
  set_target_properties(${shared} PROPERTIES
    OUTPUT_NAME switchyard_runtime
    VERSION ${PROJECT_VERSION}
    SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
endfunction()

function(_switchyard_install_idl target idl_dir specs_destination)
  get_target_property(_gen_dir ${target} SWITCHYARD_OUTPUT_DIR)
  set(_headers_destination "${CMAKE_INSTALL_INCLUDEDIR}/switchyard_idl")
  target_include_directories(${target} PUBLIC "$<INSTALL_INTERFACE:${_headers_destination}>")
  set_target_properties(${target} PROPERTIES EXPORT_NAME idl)
  install(TARGETS ${target} EXPORT SwitchyardTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(DIRECTORY "${_gen_dir}/" DESTINATION "${_headers_destination}" FILES_MATCHING PATTERN "*.h")
  install(DIRECTORY "${idl_dir}/" DESTINATION "${specs_destination}" FILES_MATCHING PATTERN "*.yaml")
endfunction()

function(_switchyard_install_pkgconfig file_name)
  # Relocatable: paths relative to the .pc file's own directory.
  file(RELATIVE_PATH _to_prefix "/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/")
  string(REGEX REPLACE "/$" "" _to_prefix "${_to_prefix}")
  # The runtime's private dependencies, as pkg-config modules.
  # (The CRC-32C library: Abseil's when the build chose it, SWITCHYARD_CRC32C_BACKEND.)
  if(NOT DEFINED SWITCHYARD_PKGCONFIG_REQUIRES_PRIVATE)
    if(SWITCHYARD_CRC32C_BACKEND STREQUAL "absl")
      set(SWITCHYARD_PKGCONFIG_REQUIRES_PRIVATE "absl_str_format absl_crc32c")
    else()
      set(SWITCHYARD_PKGCONFIG_REQUIRES_PRIVATE "absl_str_format libisal")
    endif()
  endif()
  set(_pc "${CMAKE_CURRENT_BINARY_DIR}/${file_name}")
  file(WRITE "${_pc}"
    "prefix=\${pcfiledir}/${_to_prefix}\n"
    "libdir=\${prefix}/${CMAKE_INSTALL_LIBDIR}\n"
    "includedir=\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}\n"
    "\n"
    "Name: Switchyard\n"
    "Description: Switchyard's C++ runtime for generated BSON, OP_MSG and protobuf parsers (C++20)\n"
    "Version: ${PROJECT_VERSION}\n"
    "Requires: absl_status absl_statusor absl_strings absl_cord\n"
    "Requires.private: ${SWITCHYARD_PKGCONFIG_REQUIRES_PRIVATE}\n"
    "Cflags: -I\${includedir}\n"
    "Libs: -L\${libdir} -lswitchyard_runtime\n")
  install(FILES "${_pc}" DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endfunction()

function(_switchyard_install_bytecode package_dir)
  set(_python "${SWITCHYARD_PYTHON}")
  if(NOT _python)   # the runtime alone may be built without the generator's Python
    find_package(Python3 3.9 COMPONENTS Interpreter QUIET)
    set(_python "${Python3_EXECUTABLE}")
  endif()
  if(NOT _python)
    return()
  endif()
  install(CODE "
    set(_sy_package \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${package_dir}\")
    execute_process(COMMAND \"${_python}\" -m compileall -q \"\${_sy_package}\" RESULT_VARIABLE _sy_rc)
    if(NOT _sy_rc EQUAL 0)
      message(WARNING \"Switchyard: compiling the generator's bytecode in \${_sy_package} failed; \"
                      \"it runs from its sources (slower)\")
    endif()")
endfunction()
