#pragma once
/// @file markers.hpp
/// Where a start and goal belong on a map: in its main region.
///
/// The main region is the largest region under four-way moves; ties go to
/// the region whose first cell comes first in row-major order. Four-way
/// regions are exactly the regions under the default Moving AI rules (a
/// no-cut diagonal needs both orthogonal cells open, so it never joins
/// what four-way steps do not), and cells in one of them are connected
/// under every movement rule.
///
/// Both functions cost one or two floods over the map; only a map whose
/// corners both lie outside a region holding more than half of the
/// walkable cells pays for labelling every region.

#include <cstdint>
#include <optional>
#include <vector>

#include "astar/grid/cell_bits.hpp"
#include "astar/grid/grid.hpp"

namespace astar {

/// The cells of the main region; none when no cell is walkable.
CellBits main_region(const Grid& grid);

/// main_region() at a byte a cell, row-major: 1 in it, else 0.
std::vector<std::uint8_t> main_region_mask(const Grid& grid);

struct DefaultMarkers {
  std::optional<Point> start;  ///< empty when no cell is walkable
  std::optional<Point> goal;   ///< empty when no cell is walkable
};

/// The walkable cell nearest the top-left corner (or the bottom-right one),
/// by x+y steps from the corner; ties go to the smaller y from the corner.
std::optional<Point> walkable_nearest_corner(const Grid& grid, bool top_left);

/// The main region's cell nearest the top-left corner as the start and the
/// one nearest the bottom-right corner as the goal, nearest by x+y steps
/// from the corner (ties go to the smaller y from the corner). On a map with
/// one walkable cell both are that cell.
DefaultMarkers default_markers(const Grid& grid);

}  // namespace astar
