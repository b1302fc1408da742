# Compiles the C# binding with its test by Mono's mcs and runs it with mono
# against the built libastar.so. Run with cmake -P and the -D variables of
# tests/bindings/CMakeLists.txt. mcs and mono come from app/install-deps: a
# missing one fails the test, naming the package.
cmake_minimum_required(VERSION 3.25)

foreach(var BINDING TEST_SOURCE LIBRARY WORK_DIR CLI BENCHMARKS DEMO_MAP)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run_csharp_test.cmake: -D${var}=... is missing")
  endif()
endforeach()
find_program(MCS mcs)
find_program(MONO mono)
if(NOT MCS OR NOT MONO)
  message(FATAL_ERROR "mcs or mono is missing: install the Debian packages "
                      "mono-mcs and mono-runtime (./app/install-deps does)")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(exe "${WORK_DIR}/AstarTest.exe")
execute_process(COMMAND ${MCS} -warnaserror -out:${exe} ${BINDING} ${TEST_SOURCE}
                        ${EXTRA_SOURCES}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "0")
  message(FATAL_ERROR "mcs failed (${code}):\n${out}\n${err}")
endif()

# DllImport("astar") finds libastar.so through LD_LIBRARY_PATH.
get_filename_component(library_dir "${LIBRARY}" DIRECTORY)
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${library_dir}"
          ${MONO} --debug ${exe} ${CLI} ${BENCHMARKS} ${DEMO_MAP}
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}")
if(NOT code STREQUAL "0")
  message(FATAL_ERROR "the C# test failed (${code}):\n${err}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
