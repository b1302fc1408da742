# `cmake --install` puts the core where other projects find it:
#   find_package(astar CONFIG REQUIRED)  ->  astar::search, astar::editor,
#                                            astar::capi (libastar.so, astar.h)
#   pkg-config --cflags --libs astar     ->  the search library
include(CMakePackageConfigHelpers)

set(ASTAR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/astar)

set(ASTAR_INSTALLED_TARGETS astar_search astar_editor)
if(TARGET astar_capi)
  list(APPEND ASTAR_INSTALLED_TARGETS astar_capi)
endif()
install(TARGETS ${ASTAR_INSTALLED_TARGETS} EXPORT astarTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/astar DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET astar_capi)
  install(FILES bindings/c/astar.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  # Single-file bindings for users to copy into their projects; each finds
  # libastar.so through ASTAR_LIBRARY or the system's search path.
  install(FILES bindings/csharp/Astar.cs bindings/python/astar.py
          DESTINATION ${CMAKE_INSTALL_DATADIR}/astar/bindings)
  # The Unity package (UPM), assembled: package.json, Runtime/ (its asmdef,
  # TextureMaps.cs and Astar.cs) and the native plugin, under the name
  # DllImport("astar") looks for.
  set(ASTAR_UNITY_DIR
      ${CMAKE_INSTALL_DATADIR}/astar/unity/com.astar-studio.astar)
  install(FILES bindings/unity/package.json DESTINATION ${ASTAR_UNITY_DIR})
  # Unity's package layout names these two files so.
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${ASTAR_UNITY_DIR}
          RENAME LICENSE.md)
  install(FILES ${PROJECT_SOURCE_DIR}/THIRD_PARTY.md
          DESTINATION ${ASTAR_UNITY_DIR} RENAME "Third Party Notices.md")
  install(FILES bindings/unity/Runtime/Astar.Runtime.asmdef
                bindings/unity/Runtime/TextureMaps.cs bindings/csharp/Astar.cs
          DESTINATION ${ASTAR_UNITY_DIR}/Runtime)
  # DllImport("astar") looks for astar.dll on Windows, libastar.so on Linux
  # (whose file is libastar.so.VERSION).
  if(WIN32)
    install(FILES $<TARGET_FILE:astar_capi>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/x86_64)
  else()
    install(FILES $<TARGET_FILE:astar_capi>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/x86_64 RENAME libastar.so)
  endif()
endif()
install(EXPORT astarTargets NAMESPACE astar:: DESTINATION ${ASTAR_CMAKE_DIR})

configure_package_config_file(cmake/astarConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/astarConfig.cmake
  INSTALL_DESTINATION ${ASTAR_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/astarConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/astarConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/astarConfigVersion.cmake
        DESTINATION ${ASTAR_CMAKE_DIR})

# The .pc file finds the library and headers from its own folder
# (${pcfiledir}), so `cmake --install --prefix P` works whatever prefix
# was configured.
set(ASTAR_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH ASTAR_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig
     ${CMAKE_INSTALL_PREFIX})
file(RELATIVE_PATH ASTAR_PC_TO_INCLUDEDIR
     ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_FULL_INCLUDEDIR})
configure_file(cmake/astar.pc.in ${CMAKE_CURRENT_BINARY_DIR}/astar.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/astar.pc
        DESTINATION ${ASTAR_PC_DIR})
