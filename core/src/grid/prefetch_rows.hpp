#pragma once
// Asking for a cell's memory ahead of its use, for the loops that know the
// next cell they will visit before they finish with this one (A*'s heap
// top, a flow field's next pop). On big maps those cells lie far from the
// cache, and each visit otherwise waits for its row and the rows above and
// below in turn.

#include <cstddef>

namespace astar::detail {

// Asks for element `at` and the elements above and below it of a row-major
// array of `count` elements of `stride` bytes, `row` elements wide.
// Inlined: GCC deems a call that only prefetches pure and drops it.
[[gnu::always_inline]] inline void prefetch_rows(const void* base,
                                                 std::size_t stride,
                                                 std::size_t count,
                                                 std::size_t row,
                                                 std::size_t at) {
  const auto* bytes = static_cast<const unsigned char*>(base);
  __builtin_prefetch(bytes + at * stride);
  if (at >= row) __builtin_prefetch(bytes + (at - row) * stride);
  if (at + row < count) __builtin_prefetch(bytes + (at + row) * stride);
}

}  // namespace astar::detail
