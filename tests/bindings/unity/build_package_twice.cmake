# Builds the Unity package twice (core/bindings/unity/build-package, with the
# build's libastar.so and no Windows plugin: the Windows build comes later,
# in tests/windows/run) and checks that both tarballs have the same bytes:
# fixed GUIDs, times and order. The first stays in OUT_DIR/a for the tests
# after. Run with cmake -P and -D SCRIPT, ZLIB_SOURCE_SCRIPT, LIBRARY and
# OUT_DIR.
cmake_minimum_required(VERSION 3.25)

foreach(var SCRIPT ZLIB_SOURCE_SCRIPT LIBRARY OUT_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "build_package_twice.cmake: -D${var}=... is missing")
  endif()
endforeach()
file(REMOVE_RECURSE "${OUT_DIR}")
# The core's script takes zlib's source from its caller (app/zlib-source).
execute_process(COMMAND ${ZLIB_SOURCE_SCRIPT} RESULT_VARIABLE code
                OUTPUT_VARIABLE zlib_source ERROR_VARIABLE err
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT code STREQUAL "0")
  message(FATAL_ERROR "app/zlib-source failed (${code}):\n${err}")
endif()
foreach(copy a b)
  execute_process(COMMAND ${SCRIPT} ${OUT_DIR}/${copy} --linux ${LIBRARY}
                          --no-windows --zlib-source ${zlib_source}
                  RESULT_VARIABLE code OUTPUT_VARIABLE tarball_${copy}
                  ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT code STREQUAL "0")
    message(FATAL_ERROR "build-package failed (${code}):\n${err}")
  endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${tarball_a}
                        ${tarball_b} RESULT_VARIABLE differ)
if(NOT differ STREQUAL "0")
  message(FATAL_ERROR "two builds of the Unity package differ: ${tarball_a} "
                      "and ${tarball_b}")
endif()
file(SIZE ${tarball_a} size)
message(STATUS "${tarball_a}: ${size} bytes, the same twice")
