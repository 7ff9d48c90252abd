# Version check of the pip distribution's package (find_package(Switchyard 0.1)):
# compatible when the major and minor versions match and the patch is at least the
# one asked for (CMake's SameMinorVersion, as the installed package declares).
include("${CMAKE_CURRENT_LIST_DIR}/SwitchyardLayout.cmake")
set(PACKAGE_VERSION "${_SWITCHYARD_VERSION}")
set(PACKAGE_VERSION_COMPATIBLE FALSE)
if(NOT PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
elseif(PACKAGE_VERSION VERSION_GREATER_EQUAL PACKAGE_FIND_VERSION)
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" _sy_have "${PACKAGE_VERSION}")
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" _sy_want "${PACKAGE_FIND_VERSION}.0")
  if(_sy_have STREQUAL _sy_want OR PACKAGE_FIND_VERSION MATCHES "^[0-9]+$")
    set(PACKAGE_VERSION_COMPATIBLE TRUE)
  endif()
endif()
if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
  set(PACKAGE_VERSION_EXACT TRUE)
endif()
