#pragma once
// A four-way scanline flood over a byte mask, for finding and growing the
// main region. It walks whole runs of a row at a time, so a map-sized
// region costs a few passes over memory and a stack of run starts, not a
// queue of every cell.

#include <cstdint>
#include <vector>

#include "astar/grid/grid.hpp"

namespace astar::generators {

/// Sets to `to` every walkable cell whose mask is `from` and that four-way
/// steps over such cells join to `seed`, and returns how many it set (0 when
/// `seed` itself is not one). `from` and `to` must differ.
std::int64_t fill_region(const Grid& grid, std::vector<std::uint8_t>& mask,
                         int seed, std::uint8_t from, std::uint8_t to);

}  // namespace astar::generators
