#pragma once
/// @file flood_fill.hpp
/// The fill tool: the region of same-valued cells around a seed, found
/// iteratively (no recursion, so a whole 8192 x 8192 map is fine).

#include <cstdint>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/grid/movement.hpp"

namespace astar {

/// The indices of the cells connected to `seed` through cells of the same
/// value, with edge (Four) or edge-and-corner (Eight) neighbours, in
/// increasing order. Empty when the seed lies outside the grid.
std::vector<int> flood_region(const Grid& grid, Point seed,
                              Connectivity connectivity);

/// The command that paints `value` over the region of `seed`. Filling with
/// walls skips the start and goal cells, like every wall tool. Empty when
/// the region already has that value or the seed is outside.
EditCommand make_fill_command(const Document& doc, Point seed,
                              std::uint8_t value, Connectivity connectivity,
                              std::string label = "Fill");

}  // namespace astar
