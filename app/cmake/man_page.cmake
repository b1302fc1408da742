# astar_man_page(TARGET HELP_ARGS ARG... [SEE_ALSO PROGRAM...]): the man
# page TARGET.1, written at build time by man_page.py from what the built
# program prints for `TARGET ARG...`, so the page and the help cannot
# drift; installed into man1. The list of pages is kept in the global
# property ASTAR_MAN_PAGES for the test that renders them.
#
# A cross-compiled program cannot run on the build machine, so there is no
# man page then (configure says so).
include_guard(GLOBAL)

function(astar_man_page target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "HELP_ARGS;SEE_ALSO")
  if(NOT arg_HELP_ARGS)
    message(FATAL_ERROR "astar_man_page(${target}): HELP_ARGS is missing")
  endif()
  if(CMAKE_CROSSCOMPILING)
    message(STATUS "${target}: no man page, the cross-compiled program "
                   "cannot run here to print its help")
    return()
  endif()
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  set(script ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/man_page.py)
  set(page ${CMAKE_CURRENT_BINARY_DIR}/${target}.1)
  set(see_also)
  foreach(other IN LISTS arg_SEE_ALSO)
    list(APPEND see_also --see-also ${other})
  endforeach()
  string(JOIN " " shown ${target} ${arg_HELP_ARGS})
  add_custom_command(OUTPUT ${page}
    COMMAND ${Python3_EXECUTABLE} ${script} --output ${page}
            --source "astar-studio ${PROJECT_VERSION}" ${see_also}
            -- $<TARGET_FILE:${target}> ${arg_HELP_ARGS}
    DEPENDS ${target} ${script}
    COMMENT "Writing the man page ${target}.1 from '${shown}'"
    VERBATIM)
  add_custom_target(${target}-man-page ALL DEPENDS ${page})
  install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  set_property(GLOBAL APPEND PROPERTY ASTAR_MAN_PAGES ${page})
endfunction()
