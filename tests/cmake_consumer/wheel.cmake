# consumer_install_wheel(<out var>): builds Switchyard's wheel and installs it into a
# fresh virtual environment WORK_DIR/venv; sets <out var> to what
# `switchyard --cmake-dir` prints there. Works offline: the wheel is built without
# build isolation by PYTHON's setuptools, installed without its dependencies, and
# the environment sees PYTHON's packages (Jinja2, PyYAML, numpy) through a .pth
# file, after its own (so `switchyard` is the wheel's).
function(consumer_install_wheel out_var)
  # Build from a copy of what the sdist holds, so that nothing is written into
  # the source tree and the wheel needs nothing else.
  set(pkg "${WORK_DIR}/package")
  foreach(item pyproject.toml setup.py MANIFEST.in LICENSE README.md)
    file(COPY "${SWITCHYARD_SOURCE_DIR}/${item}" DESTINATION "${pkg}")
  endforeach()
  foreach(dir generator cmake runtime idl)
    file(COPY "${SWITCHYARD_SOURCE_DIR}/${dir}" DESTINATION "${pkg}"
         PATTERN "__pycache__" EXCLUDE PATTERN "*.egg-info" EXCLUDE)
  endforeach()
  run("${PYTHON}" -m pip wheel --quiet --no-deps --no-build-isolation --no-index
      --wheel-dir "${WORK_DIR}/dist" "${pkg}")
  file(GLOB wheel "${WORK_DIR}/dist/switchyard_idl-*.whl")
  if(NOT wheel)
    message(FATAL_ERROR "consumer(wheel): no wheel in ${WORK_DIR}/dist")
  endif()

  set(venv "${WORK_DIR}/venv")
  run("${PYTHON}" -m venv --without-pip "${venv}")
  run("${PYTHON}" -m pip --python "${venv}/bin/python" install --quiet --no-deps --no-index "${wheel}")
  execute_process(COMMAND "${PYTHON}" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
                  OUTPUT_VARIABLE host_site OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND "${venv}/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
                  OUTPUT_VARIABLE venv_site OUTPUT_STRIP_TRAILING_WHITESPACE)
  file(WRITE "${venv_site}/zz_host_packages.pth" "${host_site}\n")

  execute_process(COMMAND "${venv}/bin/switchyard" --cmake-dir
                  OUTPUT_VARIABLE cmake_dir OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT cmake_dir STREQUAL "${venv_site}/switchyard/cmake")
    message(FATAL_ERROR "consumer(wheel): switchyard --cmake-dir gave '${cmake_dir}' (${rc}), "
                        "expected ${venv_site}/switchyard/cmake")
  endif()
  foreach(f runtime/include/switchyard/switchyard.h runtime/src/base/error.cc runtime/include/switchyard/bson/internal/generated_support.h idl/basic_types.yaml
          cmake/SwitchyardDependencies.cmake)
    if(NOT EXISTS "${venv_site}/switchyard/${f}")
      message(FATAL_ERROR "consumer(wheel): the wheel lacks switchyard/${f}")
    endif()
  endforeach()
  execute_process(COMMAND "${venv}/bin/python" -c
                    "import importlib.metadata as m; print(m.metadata('switchyard-idl')['License-Expression'])"
                  OUTPUT_VARIABLE license OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT license STREQUAL "Apache-2.0")
    message(FATAL_ERROR "consumer(wheel): license metadata is '${license}'")
  endif()
  set(${out_var} "${cmake_dir}" PARENT_SCOPE)
endfunction()
