# What the shipped libastar.so exports: exactly the functions astar.h
# declares ASTAR_API, nothing more (no C++ symbol of the core or of the
# standard library, which core/bindings/c/exports.map keeps local) and
# nothing less.
#   cmake -DLIBRARY=libastar.so -DNM=nm -DHEADER=astar.h -P ...
foreach(var LIBRARY NM HEADER)
  if(NOT ${var})
    message(FATAL_ERROR "check_library_exports.cmake: -D${var}=... is required")
  endif()
endforeach()
execute_process(COMMAND ${NM} -D --defined-only ${LIBRARY}
                OUTPUT_VARIABLE table RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${NM} -D --defined-only ${LIBRARY} failed: ${status}")
endif()
string(REGEX MATCHALL "[^\n]+" rows "${table}")
set(exported)
foreach(row ${rows})
  # "ADDRESS TYPE NAME", NAME perhaps with a version ("@@...").
  string(REGEX REPLACE "^[0-9a-fA-F]* *[A-Za-z] +([^@ ]+).*$" "\\1" name "${row}")
  list(APPEND exported ${name})
endforeach()

file(READ ${HEADER} header)
string(REGEX MATCHALL "ASTAR_API[ \t\n][^;(]*[ *\t\n]astar_[a-z0-9_]+[ \t]*\\("
       declarations "${header}")
set(declared)
foreach(declaration ${declarations})
  string(REGEX REPLACE ".*[ *\t\n](astar_[a-z0-9_]+)[ \t]*\\($" "\\1" name
         "${declaration}")
  list(APPEND declared ${name})
endforeach()
list(LENGTH declared declared_count)
if(declared_count EQUAL 0)
  message(FATAL_ERROR "${HEADER}: no ASTAR_API function found")
endif()

set(extra ${exported})
list(REMOVE_ITEM extra ${declared})
set(missing ${declared})
list(REMOVE_ITEM missing ${exported})
list(LENGTH exported exported_count)
message(STATUS "${LIBRARY}: ${exported_count} symbols exported, "
               "${declared_count} functions declared in ${HEADER}")
if(extra OR missing)
  string(REPLACE ";" "\n  " extra_text "${extra}")
  string(REPLACE ";" "\n  " missing_text "${missing}")
  message(FATAL_ERROR "${LIBRARY}: the exports differ from ${HEADER}'s API\n"
                      "exported, not declared:\n  ${extra_text}\n"
                      "declared, not exported:\n  ${missing_text}")
endif()
