# _switchyard_add_runtime(<target> <runtime dir>): the C++ runtime library from its
# sources. The one list of its sources and dependencies, used by Switchyard's own
# CMakeLists.txt and by the package config of the pip distribution
# (cmake/python/SwitchyardConfig.cmake), which builds the runtime inside the
# user's project from the sources the wheel carries.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/SwitchyardDependencies.cmake")

function(_switchyard_add_runtime target runtime_dir)
  set(_src "${runtime_dir}/src")
  add_library(${target} STATIC
    "${_src}/array_index.cc"
    "${_src}/bson_document.cc"
    "${_src}/bson_limits.cc"
    "${_src}/bson_type.cc"
    "${_src}/bson_validate.cc"
    "${_src}/bson_writer.cc"
    "${_src}/command_set.cc"
    "${_src}/crc32c.cc"
    "${_src}/error.cc"
    "${_src}/extended_json.cc"
    "${_src}/generated_support.cc"
    "${_src}/op_msg.cc"
    "${_src}/parse_context.cc"
    "${_src}/parse_entry.cc"
    "${_src}/parse_options.cc"
    "${_src}/proto_reader.cc"
    "${_src}/serializer.cc"
    "${_src}/proto_embedded.cc")
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
