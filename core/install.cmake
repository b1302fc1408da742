# `cmake --install` puts the core where other projects find it:
#   find_package(astar CONFIG REQUIRED)  ->  astar::search, astar::teaching,
#                                            astar::editor,
#                                            astar::capi (libastar.so, astar.h)
#   pkg-config --cflags --libs astar     ->  the search library
include(CMakePackageConfigHelpers)

set(ASTAR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/astar)

set(ASTAR_INSTALLED_TARGETS astar_search astar_teaching astar_editor)
if(TARGET astar_capi)
  list(APPEND ASTAR_INSTALLED_TARGETS astar_capi)
endif()
install(TARGETS ${ASTAR_INSTALLED_TARGETS} EXPORT astarTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/astar DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET astar_capi)
  install(FILES bindings/c/astar.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  # Bindings for users to copy into their projects: Astar.cs, and the
  # Python package astar_studio/ with astar.py, its old name for one
  # version. Each finds libastar.so through ASTAR_LIBRARY, this prefix's
  # lib/ or the system's search path.
  install(FILES bindings/csharp/Astar.cs bindings/python/astar.py
          DESTINATION ${CMAKE_INSTALL_DATADIR}/astar/bindings)
  install(FILES bindings/python/astar_studio/__init__.py
          DESTINATION ${CMAKE_INSTALL_DATADIR}/astar/bindings/astar_studio)
  # The Unity package (UPM), assembled for this system only: package.json,
  # README.md, Runtime/ (its asmdef, TextureMaps.cs and Astar.cs) and this
  # build's plugin, under the name DllImport("astar") looks for. No .meta
  # files (Unity writes them): the tarball of core/bindings/unity/
  # build-package has them, and the other platforms' plugins.
  set(ASTAR_UNITY_DIR
      ${CMAKE_INSTALL_DATADIR}/astar/unity/com.astar-studio.astar)
  install(FILES bindings/unity/package.json bindings/unity/README.md
          DESTINATION ${ASTAR_UNITY_DIR})
  # Unity's package layout names these two files so.
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${ASTAR_UNITY_DIR}
          RENAME LICENSE.md)
  install(FILES ${PROJECT_SOURCE_DIR}/THIRD_PARTY.md
          DESTINATION ${ASTAR_UNITY_DIR} RENAME "Third Party Notices.md")
  install(FILES bindings/unity/Runtime/Astar.Runtime.asmdef
                bindings/unity/Runtime/TextureMaps.cs bindings/csharp/Astar.cs
          DESTINATION ${ASTAR_UNITY_DIR}/Runtime)
  # DllImport("astar") looks for astar.dll on Windows, libastar.so on Linux
  # (whose file is libastar.so.VERSION); the folders are the tarball's.
  if(WIN32)
    install(FILES $<TARGET_FILE:astar_capi>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/Windows/x86_64
            RENAME astar.dll)
  else()
    install(FILES $<TARGET_FILE:astar_capi>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/Linux/x86_64
            RENAME libastar.so)
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
