# The install-and-consume test (see CMakeLists.txt). Run with cmake -P and
# the -D variables CMakeLists.txt passes. Any failure stops the test with
# the failing command and its output.
cmake_minimum_required(VERSION 3.25)

foreach(var BUILD_DIR WORK_DIR CONSUMER_DIR BENCHMARKS_DIR GENERATOR CXX
        UNITY_TEST_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "install_consume.cmake: -D${var}=... is missing")
  endif()
endforeach()

# Runs a command; on failure stops with the command and everything it said.
function(run_step name)
  string(REPLACE ";" " " shown "${ARGN}")
  message(STATUS "${name}: ${shown}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code STREQUAL "0")
    message(FATAL_ERROR "${name} failed (${code}): ${shown}\n${out}\n${err}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

function(require_file path)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "the install is missing ${path}")
  endif()
endfunction()

set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# 1. Install this build tree.
set(config_args)
if(CONFIG)
  set(config_args --config ${CONFIG})
endif()
run_step("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
         ${config_args})
require_file("${prefix}/include/astar/search/search.hpp")
require_file("${prefix}/include/astar/search/flags.hpp")
require_file("${prefix}/include/astar.h")
file(GLOB_RECURSE capi_libraries "${prefix}/*/libastar.so")
if(NOT capi_libraries)
  message(FATAL_ERROR "the install has no libastar.so")
endif()
list(GET capi_libraries 0 capi_library)
set(bindings "${prefix}/share/astar/bindings")
require_file("${bindings}/astar_studio/__init__.py")
# No astar.py: that module name is another distribution's (issue 54).
if(EXISTS "${bindings}/astar.py")
  message(FATAL_ERROR "the install has astar.py, a module name another "
                      "project's distribution installs")
endif()
require_file("${bindings}/Astar.cs")
# The licence and the third-party notices travel with every install.
foreach(doc LICENSE THIRD_PARTY.md)
  require_file("${prefix}/share/doc/astar-studio/${doc}")
endforeach()
file(READ "${prefix}/share/doc/astar-studio/LICENSE" license_text)
if(NOT license_text MATCHES "^MIT License")
  message(FATAL_ERROR "the installed LICENSE is not the MIT licence")
endif()
file(GLOB_RECURSE config_files "${prefix}/*/astarConfig.cmake")
file(GLOB_RECURSE version_files "${prefix}/*/astarConfigVersion.cmake")
file(GLOB_RECURSE pc_files "${prefix}/astar.pc")
foreach(found config_files version_files pc_files)
  list(LENGTH ${found} count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one ${found} in ${prefix}, found: "
                        "${${found}}")
  endif()
endforeach()
get_filename_component(pc_dir "${pc_files}" DIRECTORY)
# The library folder under the prefix (lib, or Debian's multiarch one).
get_filename_component(libdir "${pc_dir}" DIRECTORY)
file(RELATIVE_PATH libdir "${prefix}" "${libdir}")

# 2. The problem: the last line of arena.map.scen, read here so the check
# does not depend on the library's own scenario reader.
set(map "${BENCHMARKS_DIR}/arena.map")
require_file("${map}")
file(STRINGS "${BENCHMARKS_DIR}/arena.map.scen" lines REGEX "\t")
list(GET lines -1 last)
string(REPLACE "\t" ";" fields "${last}")
list(LENGTH fields field_count)
if(NOT field_count EQUAL 9)
  message(FATAL_ERROR "unexpected scenario line: '${last}'")
endif()
list(SUBLIST fields 4 5 problem)  # start x, start y, goal x, goal y, length
message(STATUS "problem: ${problem}")

# 3. A CMake consumer through find_package(astar CONFIG REQUIRED).
set(consumer_build "${WORK_DIR}/consumer-build")
run_step("configure consumer" ${CMAKE_COMMAND} -S ${CONSUMER_DIR}
         -B ${consumer_build} -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Release
         -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix}
         -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
         "-DCMAKE_CXX_FLAGS=${EXTRA_FLAGS}" "-DCMAKE_C_FLAGS=${EXTRA_FLAGS}"
         "-DCMAKE_EXE_LINKER_FLAGS=${EXTRA_FLAGS}")
# It must have found this install, not another astar on the machine.
file(STRINGS "${consumer_build}/CMakeCache.txt" astar_dir REGEX "^astar_DIR:")
string(FIND "${astar_dir}" "${prefix}/" at)
if(NOT at GREATER -1)
  message(FATAL_ERROR "the consumer found astar elsewhere: ${astar_dir}")
endif()
run_step("build consumer" ${CMAKE_COMMAND} --build ${consumer_build})
run_step("run consumer" ${consumer_build}/astar_consumer ${map} ${problem})
message(STATUS "${step_output}")
run_step("run C consumer" ${consumer_build}/astar_c_consumer ${map} ${problem})
message(STATUS "${step_output}")

# 3b. The installed Python binding over the installed libastar.so. Not in
# the sanitizer tree: python3 cannot load an instrumented library.
if(EXTRA_FLAGS STREQUAL "")
  list(GET problem 0 sx)
  list(GET problem 1 sy)
  list(GET problem 2 gx)
  list(GET problem 3 gy)
  list(GET problem 4 length)
  # With no variable naming the library: astar_studio finds it in the
  # prefix.
  run_step("run the Python binding" ${CMAKE_COMMAND} -E env
           --unset=ASTAR_LIBRARY --unset=LD_LIBRARY_PATH "PYTHONPATH=${bindings}"
           python3 -c "import astar_studio as astar, sys
assert astar._library_path() == sys.argv[2], astar._library_path()
p = astar.find_path(astar.load_map(sys.argv[1]), (${sx}, ${sy}), (${gx}, ${gy}))
print('Python binding: cost', p.cost, 'expected ${length}')
u = astar.find_path(astar.Grid(5, 5, bytes([255] * 25)), (0, 0), (3, 3), size=2)
print('Python binding, a 2x2 unit: cost', u.cost, 'expected', 3 * 2 ** 0.5)
g = astar.Grid(3, 3, bytes([255] * 9))
g.set_cell(1, 1, 0)
w = astar.find_path(g, (0, 0), (2, 2), algo='jps', post='waypoints',
                    origin='bottom-left')
print('Python binding, a live wall: cells', w.cells, 'waypoints', w.waypoints)
sys.exit(0 if abs(p.cost - ${length}) <= 1e-3 and
         abs(u.cost - 3 * 2 ** 0.5) <= 1e-9 and (1, 1) not in w.cells and
         len(w.waypoints) >= 3 else 1)" ${map} ${capi_library})
  message(STATUS "${step_output}")
endif()

# 3c. The installed astar-cli, run from the prefix: every problem of the
# scenario at its optimal cost (scen exits non-zero on a mismatch).
set(installed_cli "${prefix}/bin/astar-cli")
require_file("${installed_cli}")
run_step("run the installed astar-cli" ${installed_cli} scen
         ${BENCHMARKS_DIR}/arena.map.scen)
if(NOT step_output MATCHES "problems 160 mismatches 0 ")
  message(FATAL_ERROR "installed astar-cli scen: ${step_output}")
endif()
message(STATUS "installed astar-cli: ${step_output}")

# 3d. The installed Unity package: its manifest, and its runtime compiled
# by Mono against a stub of UnityEngine (not Unity) and run with the plugin
# from its own Plugins/Linux/x86_64. Not in the sanitizer tree (mono cannot load
# an instrumented library).
set(unity "${prefix}/share/astar/unity/com.astar-studio.astar")
file(READ "${unity}/package.json" manifest)
string(JSON unity_version GET "${manifest}" unity)
message(STATUS "Unity package for Unity ${unity_version}")
require_file("${unity}/Runtime/Astar.Runtime.asmdef")
require_file("${unity}/Plugins/Linux/x86_64/libastar.so")
require_file("${unity}/LICENSE.md")
require_file("${unity}/Third Party Notices.md")
string(JSON unity_license GET "${manifest}" license)
if(NOT unity_license STREQUAL "MIT")
  message(FATAL_ERROR "package.json names the licence '${unity_license}'")
endif()
if(EXTRA_FLAGS STREQUAL "")
  run_step("the Unity package under Mono" ${CMAKE_COMMAND}
           -DRUNTIME_DIR=${unity}/Runtime -DLIBRARY_DIR=${unity}/Plugins/Linux/x86_64
           -DTEST_DIR=${UNITY_TEST_DIR} -DWORK_DIR=${WORK_DIR}/unity
           -P ${UNITY_TEST_DIR}/run_unity_test.cmake)
  message(STATUS "${step_output}")
endif()

# 4. The same source through pkg-config and the compiler alone.
find_program(PKG_CONFIG pkg-config)
if(NOT PKG_CONFIG)
  message(FATAL_ERROR "pkg-config is not installed")
endif()
run_step("pkg-config" ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir}
         ${PKG_CONFIG} --cflags --libs astar)
string(STRIP "${step_output}" pc_flags)
string(FIND "${pc_flags}" "-L${prefix}/" at)
if(NOT at GREATER -1)
  message(FATAL_ERROR "pkg-config flags do not point into the install: "
                      "${pc_flags}")
endif()
separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
separate_arguments(extra UNIX_COMMAND "${EXTRA_FLAGS}")
set(pc_consumer "${WORK_DIR}/astar_consumer_pc")
run_step("compile with pkg-config" ${CXX} ${extra} -Wall -Wextra -Werror
         ${CONSUMER_DIR}/main.cpp -o ${pc_consumer} ${pc_flags})
run_step("run pkg-config consumer" ${pc_consumer} ${map} ${problem})
message(STATUS "${step_output}")

# 4b. A C program through astar-c.pc and the C compiler alone: -lastar and
# the headers, no C++ flag (gcc refuses -std=c++20 for C), and no folder
# spelled through pkgconfig/.. (issue 54).
find_program(CC NAMES cc gcc REQUIRED)
run_step("pkg-config astar-c" ${CMAKE_COMMAND} -E env PKG_CONFIG_PATH=${pc_dir}
         ${PKG_CONFIG} --cflags --libs astar-c)
string(STRIP "${step_output}" pc_c_flags)
if(NOT pc_c_flags MATCHES "-lastar( |$)" OR pc_c_flags MATCHES "c\\+\\+|stb|\\.\\.")
  message(FATAL_ERROR "pkg-config --cflags --libs astar-c: ${pc_c_flags}")
endif()
message(STATUS "astar-c.pc: ${pc_c_flags}")
separate_arguments(pc_c_flags UNIX_COMMAND "${pc_c_flags}")
set(pc_c_consumer "${WORK_DIR}/astar_c_consumer_pc")
run_step("compile C with pkg-config" ${CC} ${extra} -std=c99 -Wall -Wextra
         -Werror -pedantic-errors ${CONSUMER_DIR}/capi_consumer.c
         -o ${pc_c_consumer} ${pc_c_flags} -lm)
run_step("run the C pkg-config consumer" ${CMAKE_COMMAND} -E env
         "LD_LIBRARY_PATH=${prefix}/${libdir}" ${pc_c_consumer} ${map} ${problem})
message(STATUS "${step_output}")

# 4c. A C project's find_package(astar COMPONENTS capi) needs nothing but
# the library: pkg-config finds no stb here, and no C++ compiler is enabled.
set(c_consumer_build "${WORK_DIR}/c-consumer-build")
file(MAKE_DIRECTORY "${WORK_DIR}/no-pkgconfig")
run_step("configure the C-only consumer" ${CMAKE_COMMAND} -E env
         "PKG_CONFIG_LIBDIR=${WORK_DIR}/no-pkgconfig" --unset=PKG_CONFIG_PATH
         ${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${c_consumer_build}
         -G ${GENERATOR} -DCMAKE_BUILD_TYPE=Release -DASTAR_C_ONLY=ON
         -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
         "-DCMAKE_C_FLAGS=${EXTRA_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${EXTRA_FLAGS}")
run_step("build the C-only consumer" ${CMAKE_COMMAND} --build ${c_consumer_build})
run_step("run the C-only consumer" ${c_consumer_build}/astar_c_consumer ${map}
         ${problem})
message(STATUS "${step_output}")

file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "install and consume: all steps passed")
