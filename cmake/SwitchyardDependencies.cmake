# _switchyard_find_dependencies(): the system libraries the runtime needs, found
# the one way for Switchyard's own build, its installed package and the pip
# distribution's package. A missing one stops configuration with the package
# to install on Debian/Ubuntu, Fedora and macOS (Homebrew).
#
#   Abseil    always (absl::status, statusor, strings, cord, str_format)
#   CRC-32C   for OP_MSG checksums: Abseil's absl::crc32c when the installed
#             Abseil has absl/crc (20230125 and later: Debian 13, Ubuntu 24.10,
#             Fedora 39, Homebrew), else Intel's ISA-L through pkg-config
#             (Debian 12 / Ubuntu 22.04 and 24.04 ship an Abseil without it).
#
# SWITCHYARD_CRC32C (auto | absl | isal) picks one; auto prefers Abseil's. Sets
# SWITCHYARD_CRC32C_BACKEND (absl or isal) in the caller's scope.
include_guard(GLOBAL)

set(_SWITCHYARD_PACKAGES_ABSL "Debian/Ubuntu: sudo apt-get install libabsl-dev; Fedora: sudo dnf install \
abseil-cpp-devel; macOS: brew install abseil")
set(_SWITCHYARD_PACKAGES_ISAL "Debian/Ubuntu: sudo apt-get install pkg-config libisal-dev; Fedora: sudo dnf \
install pkgconf-pkg-config isa-l-devel; macOS: brew install pkg-config isa-l")

macro(_switchyard_find_dependencies)
  if(NOT DEFINED SWITCHYARD_CRC32C)   # an installed package pins its build's choice
    set(SWITCHYARD_CRC32C "auto" CACHE STRING
        "CRC-32C for OP_MSG checksums: auto, absl (absl/crc) or isal (ISA-L)")
    set_property(CACHE SWITCHYARD_CRC32C PROPERTY STRINGS auto absl isal)
  endif()
  if(NOT TARGET absl::status)
    find_package(absl CONFIG QUIET)
    if(NOT absl_FOUND)
      message(FATAL_ERROR "Switchyard needs Abseil (find_package(absl) found no abslConfig.cmake). Install it: "
                          "${_SWITCHYARD_PACKAGES_ABSL}; or point CMAKE_PREFIX_PATH at an Abseil install.")
    endif()
  endif()
  if(SWITCHYARD_CRC32C STREQUAL "absl" AND NOT TARGET absl::crc32c)
    message(FATAL_ERROR "SWITCHYARD_CRC32C=absl, but this Abseil (${absl_VERSION}) has no absl/crc (it came "
                        "with Abseil 20230125). Use -DSWITCHYARD_CRC32C=auto for ISA-L: "
                        "${_SWITCHYARD_PACKAGES_ISAL}")
  endif()
  if(TARGET absl::crc32c AND NOT SWITCHYARD_CRC32C STREQUAL "isal")
    set(SWITCHYARD_CRC32C_BACKEND absl)
  elseif(SWITCHYARD_CRC32C MATCHES "^(auto|isal)$")
    set(SWITCHYARD_CRC32C_BACKEND isal)
    if(NOT TARGET PkgConfig::SWITCHYARD_ISAL)
      find_package(PkgConfig QUIET)
      if(NOT PKG_CONFIG_FOUND)
        message(FATAL_ERROR "Switchyard needs pkg-config to find Intel ISA-L (CRC-32C for OP_MSG checksums; "
                            "this Abseil has no absl/crc). Install both: ${_SWITCHYARD_PACKAGES_ISAL}")
      endif()
      pkg_check_modules(SWITCHYARD_ISAL QUIET IMPORTED_TARGET GLOBAL libisal)
      if(NOT SWITCHYARD_ISAL_FOUND)
        message(FATAL_ERROR "Switchyard needs Intel ISA-L (CRC-32C for OP_MSG checksums; pkg-config found no "
                            "libisal, and this Abseil has no absl/crc). Install it: ${_SWITCHYARD_PACKAGES_ISAL}")
      endif()
    endif()
  else()
    message(FATAL_ERROR "SWITCHYARD_CRC32C is '${SWITCHYARD_CRC32C}'; use auto, absl or isal")
  endif()
endmacro()

# _switchyard_link_crc32c(<target>): links the chosen CRC-32C implementation
# privately and tells crc32c.cc which one it is.
function(_switchyard_link_crc32c target)
  if(SWITCHYARD_CRC32C_BACKEND STREQUAL "absl")
    target_link_libraries(${target} PRIVATE absl::crc32c)
    target_compile_definitions(${target} PRIVATE SWITCHYARD_CRC32C_ABSL=1)
  else()
    target_link_libraries(${target} PRIVATE PkgConfig::SWITCHYARD_ISAL)
  endif()
endfunction()
