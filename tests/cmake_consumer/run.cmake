# Configures, builds and runs tests/cmake_consumer as an outside project would:
#   MODE=subdirectory: the consumer add_subdirectory()s Switchyard's source tree;
#   MODE=find_package: Switchyard's build tree is installed into WORK_DIR/prefix and
#                      the consumer finds it with find_package(Switchyard);
#   MODE=wheel:        a wheel is built (offline, from a copy of the sources) and
#                      installed into a fresh virtual environment; the consumer
#                      finds it with -DSwitchyard_DIR=$(switchyard --cmake-dir) and
#                      no SWITCHYARD_PYTHON (the package finds its environment).
# Invoked by ctest (tests/CMakeLists.txt) with cmake -P.
cmake_minimum_required(VERSION 3.20)

foreach(var MODE CTEST SWITCHYARD_SOURCE_DIR SWITCHYARD_BINARY_DIR CONSUMER_SOURCE_DIR WORK_DIR PYTHON GENERATOR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT BUILD_TYPE)
  set(BUILD_TYPE Release)
endif()
if(MODE STREQUAL "wheel")
  set(BUILD_TYPE Debug)   # -O0: two projects (and the runtime twice) compile quickly
endif()

function(run)
  message(STATUS "consumer(${MODE}): ${ARGV}")
  execute_process(COMMAND ${ARGV} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "consumer(${MODE}): command failed (${rc}): ${ARGV}")
  endif()
endfunction()

include("${CONSUMER_SOURCE_DIR}/installed.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# Work on a copy: the test touches a spec to check that imports are tracked.
file(COPY "${CONSUMER_SOURCE_DIR}/" DESTINATION "${WORK_DIR}/src" PATTERN "run.cmake" EXCLUDE PATTERN "wheel.cmake" EXCLUDE PATTERN "installed.cmake" EXCLUDE
     PATTERN "readme_examples.py" EXCLUDE)
set(src "${WORK_DIR}/src")

# Precompiled headers on whatever the launcher (AUTO turns them off under ccache):
# the build checks that the generated libraries of a directory share one.
set(configure_args
  -S "${src}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
  -DCMAKE_BUILD_TYPE=${BUILD_TYPE} -DSWITCHYARD_PRECOMPILE_HEADERS=ON)
if(NOT MODE STREQUAL "wheel")
  list(APPEND configure_args -DSWITCHYARD_PYTHON=${PYTHON})
endif()
if(CXX_COMPILER)
  list(APPEND configure_args -DCMAKE_CXX_COMPILER=${CXX_COMPILER})
endif()
if(C_COMPILER)
  list(APPEND configure_args -DCMAKE_C_COMPILER=${C_COMPILER})
endif()

if(MODE STREQUAL "subdirectory")
  list(APPEND configure_args -DCONSUMER_SWITCHYARD_MODE=subdirectory
       -DCONSUMER_SWITCHYARD_SOURCE_DIR=${SWITCHYARD_SOURCE_DIR})
elseif(MODE STREQUAL "find_package")
  run("${CMAKE_COMMAND}" --install "${SWITCHYARD_BINARY_DIR}" --config ${BUILD_TYPE}
      --prefix "${WORK_DIR}/prefix")
  # The installed copy must be self-contained: nothing may point back at the source tree.
  file(GLOB_RECURSE installed_cmake "${WORK_DIR}/prefix/*.cmake")
  foreach(f IN LISTS installed_cmake)
    file(READ "${f}" text)
    string(FIND "${text}" "${SWITCHYARD_SOURCE_DIR}" pos)
    if(NOT pos EQUAL -1)
      message(FATAL_ERROR "consumer(${MODE}): ${f} refers to the source tree ${SWITCHYARD_SOURCE_DIR}")
    endif()
  endforeach()
  consumer_check_installed_tree("${WORK_DIR}/prefix")
  list(APPEND configure_args -DCONSUMER_SWITCHYARD_MODE=find_package
       "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
elseif(MODE STREQUAL "wheel")
  include("${CONSUMER_SOURCE_DIR}/wheel.cmake")
  consumer_install_wheel(cmake_dir)
  list(APPEND configure_args -DCONSUMER_SWITCHYARD_MODE=find_package "-DSwitchyard_DIR=${cmake_dir}")
else()
  message(FATAL_ERROR "run.cmake: unknown MODE '${MODE}'")
endif()

run("${CMAKE_COMMAND}" ${configure_args})
if(MODE STREQUAL "wheel")
  # The generator must run with the fresh environment's interpreter, from the wheel.
  file(STRINGS "${WORK_DIR}/build/CMakeCache.txt" python_entry REGEX "^SWITCHYARD_PYTHON:")
  if(NOT python_entry MATCHES "=${WORK_DIR}/venv/bin/python")
    message(FATAL_ERROR "consumer(${MODE}): the package did not pick its environment's interpreter: ${python_entry}")
  endif()
endif()
run("${CMAKE_COMMAND}" --build "${WORK_DIR}/build" --config ${BUILD_TYPE} --parallel 2)
# The consumer's own test: parse a document, check fields, reject a bad one.
run("${CMAKE_COMMAND}" -E chdir "${WORK_DIR}/build" "${CTEST}" -C ${BUILD_TYPE} --output-on-failure)

# switchyard_generate_proto wrote the .proto at build time.
set(proto "${WORK_DIR}/build/app/switchyard_proto/greeting_proto/greeting.proto")
if(NOT EXISTS "${proto}")
  message(FATAL_ERROR "consumer(${MODE}): switchyard_generate_proto did not write ${proto}")
endif()
file(READ "${proto}" proto_text)
if(NOT proto_text MATCHES "message Greeting {" OR NOT proto_text MATCHES "optional int32 times = 2 \\[default = 1\\];")
  message(FATAL_ERROR "consumer(${MODE}): unexpected ${proto}:\n${proto_text}")
endif()

# A second build must be a no-op for the generator (depfile and stamp are right).
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}/build" --config ${BUILD_TYPE}
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "consumer(${MODE}): rebuild failed:\n${out}")
endif()
if(out MATCHES "Switchyard: generating" OR out MATCHES "Switchyard: writing .proto")
  message(FATAL_ERROR "consumer(${MODE}): the generator re-ran on a no-op rebuild:\n${out}")
endif()

# Touching the imported spec (known only through the depfile) must re-run it,
# and nothing else: CMake re-configures only when a spec's imports change.
file(TOUCH "${src}/specs/consumer_types.yaml")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}/build" --config ${BUILD_TYPE}
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "consumer(${MODE}): rebuild after touching an import failed:\n${out}")
endif()
if(NOT out MATCHES "Switchyard: generating C\\+\\+ for greeting_idl" OR NOT out MATCHES "Switchyard: writing .proto files for greeting_proto")
  message(FATAL_ERROR "consumer(${MODE}): touching an imported spec did not re-run the generator:\n${out}")
endif()
if(out MATCHES "Re-running CMake|Configuring done")
  message(FATAL_ERROR "consumer(${MODE}): touching a spec re-ran CMake's configure step:\n${out}")
endif()
consumer_check_precompiled_headers("${WORK_DIR}/build")
consumer_check_import_edits("${src}" "${WORK_DIR}/build")
# Naming in SPECS a spec another target already compiles stops at configure time.
execute_process(COMMAND "${CMAKE_COMMAND}" ${configure_args} -B "${WORK_DIR}/build-twice"
                        -DCONSUMER_COMPILE_TWICE=ON
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
string(REGEX REPLACE "[ \n]+" " " flat "${out}")   # CMake wraps long messages
if(rc EQUAL 0 OR NOT flat MATCHES "consumer_types.yaml is already compiled into the target greeting_idl")
  message(FATAL_ERROR "consumer(${MODE}): compiling a spec twice was not a clear configure error:\n${out}")
endif()
if(MODE STREQUAL "wheel")
  # The README's quick start, as written, from the same wheel: its files are
  # examples/quickstart's (all of them), built in Release as the README says,
  # and the program prints what the README shows.
  set(readme "${WORK_DIR}/readme")
  set(example "${SWITCHYARD_SOURCE_DIR}/examples/quickstart")
  run("${PYTHON}" "${CONSUMER_SOURCE_DIR}/readme_examples.py" "${SWITCHYARD_SOURCE_DIR}/README.md" "${readme}")
  file(GLOB_RECURSE example_files RELATIVE "${example}" "${example}/*")
  list(SORT example_files)
  if(NOT example_files STREQUAL "CMakeLists.txt;main.cpp;specs/greet.yaml")
    message(FATAL_ERROR "consumer(${MODE}): examples/quickstart holds ${example_files}; the README shows "
                        "CMakeLists.txt, main.cpp and specs/greet.yaml")
  endif()
  foreach(f IN LISTS example_files)
    file(READ "${example}/${f}" want)
    if(NOT EXISTS "${readme}/${f}")
      message(FATAL_ERROR "consumer(${MODE}): the README does not show examples/quickstart/${f}")
    endif()
    file(READ "${readme}/${f}" shown)
    if(NOT shown STREQUAL want)
      message(FATAL_ERROR "consumer(${MODE}): the README's ${f} differs from examples/quickstart/${f}")
    endif()
  endforeach()
  set(readme_args -S "${readme}" -B "${readme}/build" -G "${GENERATOR}" -DCMAKE_BUILD_TYPE=Release
      "-DSwitchyard_DIR=${cmake_dir}")
  if(CXX_COMPILER)
    list(APPEND readme_args -DCMAKE_CXX_COMPILER=${CXX_COMPILER})
  endif()
  run("${CMAKE_COMMAND}" ${readme_args})
  run("${CMAKE_COMMAND}" --build "${readme}/build" --parallel 2)
  execute_process(COMMAND "${readme}/build/quickstart" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  file(READ "${readme}/quickstart.out" expected)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL expected)
    message(FATAL_ERROR "consumer(${MODE}): the quick start printed (${rc}):\n${out}${err}\nthe README says:\n"
                        "${expected}")
  endif()
endif()
if(MODE STREQUAL "find_package")
  # Nothing of Switchyard was compiled in the consumer: the runtime and the base
  # specs' code (two_commands imports generic_arguments.yaml) come installed.
  consumer_check_compiled_nothing_of_switchyard("${WORK_DIR}/build" "widgets_gen.cpp")
  # The pip package's config (checkout layout) over the same prefix: it uses the
  # installed runtime of its version instead of building it from sources.
  set(pip_args ${configure_args})
  list(FILTER pip_args EXCLUDE REGEX "^-B")
  list(APPEND pip_args -B "${WORK_DIR}/build-pip" "-DSwitchyard_DIR=${SWITCHYARD_SOURCE_DIR}/cmake/python")
  execute_process(COMMAND "${CMAKE_COMMAND}" ${pip_args} OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "Switchyard [0-9.]+: the installed runtime in ${WORK_DIR}/prefix")
    message(FATAL_ERROR "consumer(${MODE}): the pip package did not take the installed runtime:\n${out}")
  endif()
  run("${CMAKE_COMMAND}" --build "${WORK_DIR}/build-pip" --config ${BUILD_TYPE} --parallel 2)
  run("${CMAKE_COMMAND}" -E chdir "${WORK_DIR}/build-pip" "${CTEST}" -C ${BUILD_TYPE} --output-on-failure)
  consumer_check_compiled_nothing_of_switchyard("${WORK_DIR}/build-pip" "widgets_gen.cpp")
  consumer_check_pkgconfig("${WORK_DIR}/prefix" "${WORK_DIR}/pkgconfig")
endif()
message(STATUS "consumer(${MODE}): OK")
