# The man pages the build writes from the programs' help (app/cmake/
# man_page.cmake): each renders with groff without a warning and with man -l
# at 80 columns, names every option of the help it was made from, and
# `cmake --install` puts it in MANDIR/man1. Run with cmake -P and the -D
# variables tests/cli/CMakeLists.txt passes; any failure stops the test.
cmake_minimum_required(VERSION 3.25)

foreach(var PAGES CLI BUILD_DIR WORK_DIR MANDIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "man_pages_test.cmake: -D${var}=... is missing")
  endif()
endforeach()

# Runs a command; stops with what it said unless it exits 0 and, with
# QUIET, writes nothing on standard error.
function(run_step name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "QUIET" "" "")
  string(REPLACE ";" " " shown "${arg_UNPARSED_ARGUMENTS}")
  execute_process(COMMAND ${arg_UNPARSED_ARGUMENTS} RESULT_VARIABLE code
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code STREQUAL "0" OR (arg_QUIET AND NOT err STREQUAL ""))
    message(FATAL_ERROR "${name} failed (${code}): ${shown}\n${out}\n${err}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

function(require_text page text part)
  string(FIND "${text}" "${part}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${page} rendered by man has no '${part}':\n${text}")
  endif()
endfunction()

# The page of `program`, against what `program help_args` prints.
function(check_page page program)
  get_filename_component(name "${page}" NAME_WE)
  run_step("${name} help" ${program} ${ARGN} QUIET)
  string(REGEX MATCHALL "--[a-z][a-z0-9-]*" options "${step_output}")
  list(REMOVE_DUPLICATES options)
  list(LENGTH options count)
  if(count LESS 10)
    message(FATAL_ERROR "${program} ${ARGN} names only: ${options}")
  endif()
  run_step("groff ${name}" groff -man -Tutf8 -ww -z ${page} QUIET)
  run_step("man -l ${name}" ${CMAKE_COMMAND} -E env MANWIDTH=80 MANPAGER=cat
           PAGER=cat man -l --no-hyphenation --no-justification ${page} QUIET)
  set(text "${step_output}")
  foreach(part NAME SYNOPSIS DESCRIPTION OPTIONS "SEE ALSO" "${name} - "
          ${options})
    require_text(${page} "${text}" "${part}")
  endforeach()
  # Matched in the text itself: as a CMake list, lines would split at ';'.
  string(REPEAT "[^\n]" 81 too_wide)
  string(REGEX MATCH "[^\n]*${too_wide}[^\n]*" long_line "${text}")
  if(NOT long_line STREQUAL "")
    message(FATAL_ERROR "${page}: a line over 80 columns: '${long_line}'")
  endif()
  message(STATUS "${name}.1: renders, ${count} options, all named")
  set(page_text "${text}" PARENT_SCOPE)
endfunction()

set(cli_page "")
set(studio_page "")
foreach(page IN LISTS PAGES)
  get_filename_component(name "${page}" NAME)
  if(name STREQUAL "astar-cli.1")
    set(cli_page "${page}")
  elseif(name STREQUAL "astar-studio.1")
    set(studio_page "${page}")
  else()
    message(FATAL_ERROR "a man page this test does not know: ${page}")
  endif()
endforeach()
if(cli_page STREQUAL "" OR (DEFINED STUDIO AND studio_page STREQUAL ""))
  message(FATAL_ERROR "expected astar-cli.1 and (with the app) "
                      "astar-studio.1 in: ${PAGES}")
endif()

check_page(${cli_page} ${CLI} help all)
foreach(section COMMANDS "SEARCH OPTIONS" path scen batch convert info gen
        scen-gen crowd help)
  require_text(${cli_page} "${page_text}" "${section}")
endforeach()
if(studio_page)
  check_page(${studio_page} ${STUDIO} --help)
  require_text(${studio_page} "${page_text}" "--unit-size K")
endif()

# cmake --install puts the pages where man looks for them.
set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
set(config_args)
if(CONFIG)
  set(config_args --config ${CONFIG})
endif()
run_step("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
         ${config_args})
foreach(page IN LISTS PAGES)
  get_filename_component(name "${page}" NAME)
  set(installed "${prefix}/${MANDIR}/man1/${name}")
  if(NOT EXISTS "${installed}")
    message(FATAL_ERROR "cmake --install did not install ${installed}")
  endif()
  run_step("compare ${name}" ${CMAKE_COMMAND} -E compare_files ${page}
           ${installed})
  message(STATUS "installed ${installed}")
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
