# The standard headers our files include, directly or through the core's
# headers, precompiled once a target. With C++20, <chrono>, <filesystem>,
# <future> and <functional> alone are about 100,000 lines a file for the
# compiler, more than our own code in nearly every file, and ./tests/run
# compiles the core and the studio four times (Release, the sanitizers, the
# browser, Windows). ARGN adds a target's own third-party headers
# (<imgui.h>). A file still includes what it uses: the consumer test
# (tests/install) compiles the installed headers without these.
#
# GCC 12 does not treat code from a precompiled header as a system header's,
# so its false positives inside std::string's inlined copies at -O2 and
# above (array-bounds, stringop-overflow, stringop-overread; seen in
# grid.cpp's to_string and, for MinGW, in the core's batches) would stop
# the build: those three warnings are off where GCC precompiles.
function(astar_precompiled_headers target)
  target_precompile_headers(${target} PRIVATE
    <algorithm> <array> <atomic> <chrono> <cmath> <cstddef> <cstdint>
    <deque> <filesystem> <functional> <future> <map> <memory> <mutex>
    <optional> <set> <span> <string> <string_view> <unordered_map>
    <utility> <variant> <vector> ${ARGN})
  target_compile_options(${target} PRIVATE
    $<$<CXX_COMPILER_ID:GNU>:-Wno-array-bounds -Wno-stringop-overflow
                             -Wno-stringop-overread>)
endfunction()
