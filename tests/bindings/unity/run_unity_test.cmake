# Compiles a Unity package's runtime (RUNTIME_DIR/*.cs, plus BINDING, the
# source tree's Astar.cs, when given: the install copies it into Runtime/)
# with Mono's mcs
# against UnityEngineStub.cs (NOT Unity: see its header), then runs
# UnityPackageTest.cs twice: with the native library from LIBRARY_DIR, and
# with none, for the missing-library message. Run with cmake -P and -D
# RUNTIME_DIR, LIBRARY_DIR, TEST_DIR and WORK_DIR.
cmake_minimum_required(VERSION 3.25)

foreach(var RUNTIME_DIR LIBRARY_DIR TEST_DIR WORK_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run_unity_test.cmake: -D${var}=... is missing")
  endif()
endforeach()
find_program(MCS mcs)
find_program(MONO mono)
if(NOT MCS OR NOT MONO)
  message(FATAL_ERROR "mcs or mono is missing: install the Debian packages "
                      "mono-mcs and mono-runtime (./app/install-deps does)")
endif()

function(run_step name)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  message(STATUS "${name}: ${out}")
  if(NOT code STREQUAL "0")
    message(FATAL_ERROR "${name} failed (${code}):\n${out}\n${err}")
  endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(GLOB runtime_sources "${RUNTIME_DIR}/*.cs")
if(BINDING)
  list(APPEND runtime_sources "${BINDING}")
endif()
list(LENGTH runtime_sources count)
if(count LESS 2)
  message(FATAL_ERROR "expected Astar.cs and TextureMaps.cs in ${RUNTIME_DIR}, "
                      "found: ${runtime_sources}")
endif()
run_step("compile the UnityEngine stub" ${MCS} -warnaserror -target:library
         -out:${WORK_DIR}/UnityEngine.dll ${TEST_DIR}/UnityEngineStub.cs)
run_step("compile the runtime" ${MCS} -warnaserror -target:library
         -r:${WORK_DIR}/UnityEngine.dll -out:${WORK_DIR}/Astar.Runtime.dll
         ${runtime_sources})
run_step("compile the test" ${MCS} -warnaserror -r:${WORK_DIR}/UnityEngine.dll
         -r:${WORK_DIR}/Astar.Runtime.dll -out:${WORK_DIR}/UnityPackageTest.exe
         ${TEST_DIR}/UnityPackageTest.cs)
run_step("run with the library" ${CMAKE_COMMAND} -E env
         "LD_LIBRARY_PATH=${LIBRARY_DIR}" ${MONO} --debug
         ${WORK_DIR}/UnityPackageTest.exe)
run_step("run without it" ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH
         ${MONO} --debug ${WORK_DIR}/UnityPackageTest.exe --no-library)
file(REMOVE_RECURSE "${WORK_DIR}")
