# What the shipped libastar.so needs from the system it is loaded on:
#   cmake -DLIBRARY=libastar.so -DREADELF=readelf -DOBJDUMP=objdump -P ...
# Fails naming every NEEDED entry beyond the C library, libm and the dynamic
# loader (libstb and the C++ runtime are linked in: core/bindings/
# CMakeLists.txt), and prints the glibc symbol versions it asks for, so the
# oldest system it loads on can be read from the test's output; fails when
# one is newer than NEWEST_GLIBC (2.35: Ubuntu 22.04), when given.
foreach(var LIBRARY READELF OBJDUMP)
  if(NOT ${var})
    message(FATAL_ERROR "check_library_needs.cmake: -D${var}=... is required")
  endif()
endforeach()
if(NOT EXISTS "${LIBRARY}")
  message(FATAL_ERROR "${LIBRARY}: no such file (build astar_capi first)")
endif()

execute_process(COMMAND ${READELF} -d ${LIBRARY}
                OUTPUT_VARIABLE dynamic RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${READELF} -d ${LIBRARY} failed: ${status}")
endif()
string(REGEX MATCHALL "\\(NEEDED\\)[^\n]*\\[[^]\n]*\\]" needed_lines "${dynamic}")
set(allowed "^(libc\\.so\\.6|libm\\.so\\.6|ld-linux-x86-64\\.so\\.2)$")
set(needed)
set(extra)
foreach(line ${needed_lines})
  string(REGEX REPLACE ".*\\[([^]]*)\\]$" "\\1" name "${line}")
  list(APPEND needed ${name})
  if(NOT name MATCHES "${allowed}")
    list(APPEND extra ${name})
  endif()
endforeach()
if(NOT needed)
  message(FATAL_ERROR "${LIBRARY}: readelf -d lists no NEEDED entry at all:\n"
                      "${dynamic}")
endif()
string(REPLACE ";" " " needed_text "${needed}")
message(STATUS "NEEDED: ${needed_text}")
if(dynamic MATCHES "TEXTREL")
  message(FATAL_ERROR "${LIBRARY} has text relocations (non-PIC code linked in)")
endif()

execute_process(COMMAND ${OBJDUMP} -T ${LIBRARY}
                OUTPUT_VARIABLE symbols RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${OBJDUMP} -T ${LIBRARY} failed: ${status}")
endif()
string(REGEX MATCHALL "GLIBC_[0-9.]+\\)? +[A-Za-z0-9_]+" versioned "${symbols}")
set(versions)
set(newest_symbols)
foreach(entry ${versioned})
  string(REGEX MATCH "GLIBC_([0-9.]+)" _ "${entry}")
  list(APPEND versions ${CMAKE_MATCH_1})
endforeach()
list(REMOVE_DUPLICATES versions)
list(SORT versions COMPARE NATURAL)
list(GET versions -1 newest)
foreach(entry ${versioned})
  if(entry MATCHES "^GLIBC_${newest}\\)? +([A-Za-z0-9_]+)")
    list(APPEND newest_symbols ${CMAKE_MATCH_1})
  endif()
endforeach()
string(REPLACE ";" " " versions_text "${versions}")
string(REPLACE ";" " " newest_text "${newest_symbols}")
message(STATUS "glibc symbol versions: ${versions_text}")
message(STATUS "needs glibc ${newest} or newer, for: ${newest_text}")

if(NEWEST_GLIBC AND newest VERSION_GREATER NEWEST_GLIBC)
  message(FATAL_ERROR "${LIBRARY} needs glibc ${newest} (for ${newest_text}); "
                      "it should load on glibc ${NEWEST_GLIBC}")
endif()
if(extra)
  string(REPLACE ";" " " extra_text "${extra}")
  message(FATAL_ERROR "${LIBRARY} needs more than libc, libm and the loader: "
                      "${extra_text}")
endif()
