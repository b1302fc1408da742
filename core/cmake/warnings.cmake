# Warnings are errors on our own targets only; system headers stay quiet.
# -Wno-restrict: GCC 12 reports false positives inside std::string
# concatenation at -O3 (GCC bug 105329). -Wno-maybe-uninitialized: GCC 12
# reports a std::string inside a std::variant as maybe uninitialized when
# another alternative is stored (GCC bug 107138).
# Both are GCC's own names: clang (the sanitizer tree, the browser) knows
# neither and has neither false positive.
function(astar_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror
    $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict -Wno-maybe-uninitialized>)
endfunction()
