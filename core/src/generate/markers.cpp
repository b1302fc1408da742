#include "astar/generate/markers.hpp"

#include <algorithm>

#include "astar/grid/analysis.hpp"
#include "region_fill.hpp"

namespace astar {
namespace {

// Walks the anti-diagonals d = dx + dy outward from a corner and returns the
// first cell that `accept` takes.
template <typename Accept>
std::optional<Point> nearest_to_corner(const Grid& grid, bool from_top_left,
                                       Accept accept) {
  const int w = grid.width();
  const int h = grid.height();
  for (int d = 0; d <= w + h - 2; ++d) {
    const int dy_first = std::max(0, d - (w - 1));
    const int dy_last = std::min(d, h - 1);
    for (int dy = dy_first; dy <= dy_last; ++dy) {
      const int dx = d - dy;
      const Point p =
          from_top_left ? Point{dx, dy} : Point{w - 1 - dx, h - 1 - dy};
      if (accept(p)) return p;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Point> walkable_nearest_corner(const Grid& grid, bool top_left) {
  return nearest_to_corner(grid, top_left,
                           [&](Point p) { return grid.walkable(p); });
}

std::vector<std::uint8_t> main_region_mask(const Grid& grid) {
  using generators::fill_region;
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(grid.cell_count()),
                                 0);
  const std::int64_t walkable =
      grid.cell_count() - value_histogram(grid)[kBlocked];
  if (walkable == 0) return mask;
  // A region holding more than half of the walkable cells is the largest,
  // and on most maps a corner lies in it: one or two floods instead of
  // labelling every region.
  auto is_walkable = [&](Point p) { return grid.walkable(p); };
  const Point top_left = *nearest_to_corner(grid, true, is_walkable);
  if (fill_region(grid, mask, grid.index(top_left), 0, 1) * 2 > walkable) {
    return mask;
  }
  const Point bottom_right = *nearest_to_corner(grid, false, is_walkable);
  std::fill(mask.begin(), mask.end(), 0);
  if (fill_region(grid, mask, grid.index(bottom_right), 0, 1) * 2 > walkable) {
    return mask;
  }
  // Every region, in row-major order of first cells: a strictly larger one
  // replaces the best, so ties go to the first.
  std::fill(mask.begin(), mask.end(), 0);
  std::int64_t best_size = 0;
  int best_first = 0;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (mask[cell] != 0 || !grid.walkable(cell)) continue;
    const std::int64_t size = fill_region(grid, mask, cell, 0, 1);
    if (size > best_size) {
      best_size = size;
      best_first = cell;
    }
  }
  fill_region(grid, mask, best_first, 1, 2);
  for (std::uint8_t& value : mask) value = value == 2 ? 1 : 0;
  return mask;
}

DefaultMarkers default_markers(const Grid& grid) {
  const std::vector<std::uint8_t> mask = main_region_mask(grid);
  auto in_main = [&](Point p) { return mask[grid.index(p)] != 0; };
  return {nearest_to_corner(grid, true, in_main),
          nearest_to_corner(grid, false, in_main)};
}

}  // namespace astar
