# `cmake --install` puts the core where other projects find it:
#   find_package(astar CONFIG REQUIRED)  ->  astar::search, astar::teaching,
#                                            astar::editor,
#                                            astar::capi (libastar.so, astar.h)
#   pkg-config --cflags --libs astar     ->  the search library (C++20)
#   pkg-config --cflags --libs astar-c   ->  the C API: -lastar, no C++ flags
# find_package(astar COMPONENTS capi) loads astar::capi alone, from its own
# export (astarCapiTargets.cmake): libastar.so needs nothing installed but
# the C library, so a C project does not need stb, zlib or a C++ compiler.
include(CMakePackageConfigHelpers)

set(ASTAR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/astar)

install(TARGETS astar_search astar_teaching astar_editor EXPORT astarTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
if(TARGET astar_capi)
  install(TARGETS astar_capi EXPORT astarCapiTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(EXPORT astarCapiTargets NAMESPACE astar::
          DESTINATION ${ASTAR_CMAKE_DIR})
endif()
install(DIRECTORY include/astar DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET astar_capi)
  install(FILES bindings/c/astar.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  # Bindings for users to copy into their projects: Astar.cs, and the
  # Python package astar_studio/. Each finds libastar.so through ASTAR_LIBRARY, this prefix's
  # lib/ or the system's search path.
  install(FILES bindings/csharp/Astar.cs
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
  # DllImport("astar") looks for astar.dll on Windows, libastar.so on Linux:
  # the bundled one, whose SONAME is libastar.so, so that a native plugin
  # linked against it with -lastar loads it by that name. The folders are
  # the tarball's.
  if(WIN32)
    install(FILES $<TARGET_FILE:astar_capi>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/Windows/x86_64
            RENAME astar.dll)
  else()
    install(FILES $<TARGET_FILE:astar_capi_bundled>
            DESTINATION ${ASTAR_UNITY_DIR}/Plugins/Linux/x86_64)
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

# The .pc files name the prefix they are installed into, known only when
# cmake --install runs (its --prefix, under $DESTDIR when set): they are
# configured here with every other value and that one left for the install
# script to fill. A relative ${pcfiledir} path would print as
# -I/usr/lib/pkgconfig/../../include.
set(ASTAR_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
set(ASTAR_PC_PREFIX "@ASTAR_PC_PREFIX@")
set(ASTAR_PC_FILES astar)
if(TARGET astar_capi)
  list(APPEND ASTAR_PC_FILES astar-c)
endif()
foreach(pc ${ASTAR_PC_FILES})
  configure_file(cmake/${pc}.pc.in ${CMAKE_CURRENT_BINARY_DIR}/${pc}.pc.in
                 @ONLY)
  install(CODE "
    set(ASTAR_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
    set(pc_out \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${ASTAR_PC_DIR}/${pc}.pc\")
    message(STATUS \"Installing: \${pc_out}\")
    configure_file(\"${CMAKE_CURRENT_BINARY_DIR}/${pc}.pc.in\" \"\${pc_out}\" @ONLY)")
endforeach()
