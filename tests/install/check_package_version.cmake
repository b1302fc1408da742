# The Unity package's package.json says the project's one version:
#   cmake -DPACKAGE_JSON=core/bindings/unity/package.json -DVERSION=X.Y.Z -P ...
# package.json is written by hand (Unity reads it from the source folder when
# a package is added from disk), so this fails when the top-level
# CMakeLists.txt's version moves on without it.
if(NOT PACKAGE_JSON OR NOT VERSION)
  message(FATAL_ERROR "check_package_version.cmake: -DPACKAGE_JSON and -DVERSION are required")
endif()
file(READ ${PACKAGE_JSON} manifest)
string(JSON written ERROR_VARIABLE error GET "${manifest}" version)
if(error)
  message(FATAL_ERROR "${PACKAGE_JSON}: no \"version\": ${error}")
endif()
if(NOT written STREQUAL VERSION)
  message(FATAL_ERROR "${PACKAGE_JSON} says version \"${written}\", but the "
                      "top-level CMakeLists.txt says ${VERSION}: update package.json")
endif()
message(STATUS "${PACKAGE_JSON}: version ${written}")
