# Compiles each of SOURCES ('|'-separated) with CXX -std=c++20 -LEVEL -Wall -Wextra
# -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
# -Werror and the INCLUDES ('|'-separated) directories; fails listing every file
# that does not compile cleanly, with the compiler's messages.
foreach(var CXX LEVEL INCLUDES SOURCES)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "compile_all.cmake: ${var} is not set")
  endif()
endforeach()
string(REPLACE "|" ";" includes "${INCLUDES}")
string(REPLACE "|" ";" sources "${SOURCES}")
set(flags -std=c++20 -${LEVEL} -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
          -Wold-style-cast -Werror)
foreach(dir IN LISTS includes)
  if(dir)
    list(APPEND flags "-I${dir}")
  endif()
endforeach()
set(failed "")
foreach(src IN LISTS sources)
  execute_process(COMMAND "${CXX}" ${flags} -c "${src}" -o /dev/null
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message("${CXX} -${LEVEL}: ${src}:\n${out}")
    list(APPEND failed "${src}")
  endif()
endforeach()
if(failed)
  list(LENGTH failed n)
  message(FATAL_ERROR "${n} file(s) are not warning-clean with ${CXX} ${flags}: ${failed}")
endif()
list(LENGTH sources n)
message(STATUS "${n} files warning-clean with ${CXX} -${LEVEL}")
