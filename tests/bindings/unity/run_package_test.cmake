# The Unity package tarball (built by build_package_twice.cmake), as Unity
# would take it, checked without Unity:
#   1. check_package.py: layout, .meta files, plugin platforms, asmdef;
#   2. its Runtime/*.cs compiled with Mono's mcs against UnityEngineStub.cs
#      (NOT Unity: see its header), then UnityPackageTest.cs run twice: with
#      the package's own Plugins/Linux/x86_64/libastar.so, and with none, for
#      the missing-library message;
#   3. the runtime compiled again as the WebGL and iOS players (and the
#      editor on WebGL) compile it: DllImportTarget.cs checks by reflection
#      that it imports from "__Internal" there and from "astar" elsewhere;
#   4. a C program linked with -lastar against Plugins/Linux/x86_64 (as a
#      native plugin of the user's links it) runs: the library's SONAME is
#      its file's name.
# Run with cmake -P and -D PACKAGE, VERSION, PYTHON, TEST_DIR and WORK_DIR.
cmake_minimum_required(VERSION 3.25)

foreach(var PACKAGE VERSION PYTHON TEST_DIR WORK_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run_package_test.cmake: -D${var}=... is missing")
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
run_step("check the tarball" ${PYTHON} ${TEST_DIR}/check_package.py
         ${PACKAGE} ${VERSION} --extract ${WORK_DIR})
set(package ${WORK_DIR}/package)
file(GLOB runtime_sources "${package}/Runtime/*.cs")
run_step("compile the UnityEngine stub" ${MCS} -warnaserror -target:library
         -out:${WORK_DIR}/UnityEngine.dll ${TEST_DIR}/UnityEngineStub.cs)
run_step("compile the runtime" ${MCS} -warnaserror -target:library
         -r:${WORK_DIR}/UnityEngine.dll -out:${WORK_DIR}/Astar.Runtime.dll
         ${runtime_sources})
run_step("compile the test" ${MCS} -warnaserror -r:${WORK_DIR}/UnityEngine.dll
         -r:${WORK_DIR}/Astar.Runtime.dll -out:${WORK_DIR}/UnityPackageTest.exe
         ${TEST_DIR}/UnityPackageTest.cs)
run_step("run with the package's libastar.so" ${CMAKE_COMMAND} -E env
         "LD_LIBRARY_PATH=${package}/Plugins/Linux/x86_64" ${MONO} --debug
         ${WORK_DIR}/UnityPackageTest.exe)
run_step("run without it" ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH
         ${MONO} --debug ${WORK_DIR}/UnityPackageTest.exe --no-library)

run_step("compile DllImportTarget" ${MCS} -warnaserror
         -out:${WORK_DIR}/DllImportTarget.exe ${TEST_DIR}/DllImportTarget.cs)
run_step("the default player imports from astar" ${MONO}
         ${WORK_DIR}/DllImportTarget.exe ${WORK_DIR}/Astar.Runtime.dll astar)
# name;defines;expected library
foreach(player "webgl;-define:UNITY_WEBGL;__Internal"
               "ios;-define:UNITY_IOS;__Internal"
               "webgl-editor;-define:UNITY_WEBGL -define:UNITY_EDITOR;astar")
  list(GET player 0 name)
  list(GET player 1 defines)
  list(GET player 2 expected)
  separate_arguments(defines)
  file(MAKE_DIRECTORY ${WORK_DIR}/${name})
  run_step("compile the runtime for ${name}" ${MCS} -warnaserror
           -target:library ${defines} -r:${WORK_DIR}/UnityEngine.dll
           -out:${WORK_DIR}/${name}/Astar.Runtime.dll ${runtime_sources})
  run_step("${name} imports from ${expected}" ${MONO}
           ${WORK_DIR}/DllImportTarget.exe ${WORK_DIR}/${name}/Astar.Runtime.dll
           ${expected})
endforeach()

find_program(CC NAMES cc gcc REQUIRED)
set(plugins ${package}/Plugins/Linux/x86_64)
run_step("link a C program with -lastar" ${CC} -std=c99 -Wall -Werror
         -I${TEST_DIR}/../../../core/bindings/c ${TEST_DIR}/../capi_by_name.c
         -L${plugins} -lastar -o ${WORK_DIR}/by_name)
run_step("run it" ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${plugins}"
         ${WORK_DIR}/by_name)
file(REMOVE_RECURSE "${WORK_DIR}")
