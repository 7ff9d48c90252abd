# _switchyard_add_runtime(<target> <runtime dir>): the C++ runtime library from its
# sources. The one list of its sources and dependencies, used by Switchyard's own
# CMakeLists.txt and by the package config of the pip distribution
# (cmake/python/SwitchyardConfig.cmake), which builds the runtime inside the
# user's project from the sources the wheel carries.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/SwitchyardDependencies.cmake")

function(_switchyard_add_runtime target runtime_dir)
  set(_src "${runtime_dir}/src")
  # By subsystem, as the headers (runtime/include/switchyard/<subsystem>/, docs/design.md).
  add_library(${target} STATIC
    "${_src}/base/error.cc"
    "${_src}/base/field_errors.cc"
    "${_src}/base/parse_context.cc"
    "${_src}/base/parse_entry.cc"
    "${_src}/bson/document.cc"
    "${_src}/bson/generated_support.cc"
    "${_src}/bson/limits.cc"
    "${_src}/bson/parse_options.cc"
    "${_src}/bson/type.cc"
    "${_src}/bson/validate.cc"
    "${_src}/json/extended_json.cc"
    "${_src}/opmsg/command_set.cc"
    "${_src}/opmsg/crc32c.cc"
    "${_src}/opmsg/op_msg.cc"
    "${_src}/proto/embedded.cc"
    "${_src}/proto/reader.cc"
    "${_src}/writer/array_index.cc"
    "${_src}/writer/bson_writer.cc"
    "${_src}/writer/serializer.cc")
  # The sources' own private header (absl_compat.h), from every subfolder.
  target_include_directories(${target} PRIVATE "${_src}")
  target_compile_features(${target} PUBLIC cxx_std_20)
  target_link_libraries(${target}
    PUBLIC absl::status absl::statusor absl::strings absl::cord
    PRIVATE absl::str_format)
  # CRC-32C for OP_MSG checksums: absl/crc or ISA-L (SwitchyardDependencies.cmake).
  _switchyard_link_crc32c(${target})
  # Position-independent: the runtime (and the generated code) may end up in a
  # user's shared library.
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endfunction()
