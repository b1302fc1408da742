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

namespace {

// Every region, in row-major order of first cells: a strictly larger one
// replaces the best, so ties go to the first.
std::vector<std::uint8_t> largest_region_mask(const Grid& grid) {
  using generators::fill_region;
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(grid.cell_count()),
                                 0);
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
  if (best_size > 0) fill_region(grid, mask, best_first, 1, 2);
  for (std::uint8_t& value : mask) value = value == 2 ? 1 : 0;
  return mask;
}

}  // namespace

CellBits main_region(const Grid& grid) {
  const CellBits open = walkable_cells(grid);
  const std::int64_t walkable = open.count();
  if (walkable == 0) return open;
  // A region holding more than half of the walkable cells is the largest,
  // and on most maps a corner lies in it: one or two floods of the
  // walkable bits instead of labelling every region.
  const MovementRules four{Connectivity::Four, DiagonalRule::NoCut,
                           StepCosts::Exact};
  for (const bool top_left : {true, false}) {
    CellBits reached = reachable_cells(
        open, grid.width(), four, *walkable_nearest_corner(grid, top_left));
    if (reached.count() * 2 > walkable) return reached;
  }
  const std::vector<std::uint8_t> mask = largest_region_mask(grid);
  return CellBits::where(mask.size(),
                         [&](std::size_t i) { return mask[i] != 0; });
}

std::vector<std::uint8_t> main_region_mask(const Grid& grid) {
  const CellBits main = main_region(grid);
  std::vector<std::uint8_t> mask(main.size());
  for (std::size_t i = 0; i < mask.size(); ++i) mask[i] = main[i];
  return mask;
}

DefaultMarkers default_markers(const Grid& grid) {
  const CellBits main = main_region(grid);
  auto in_main = [&](Point p) {
    return main[static_cast<std::size_t>(grid.index(p))];
  };
  return {nearest_to_corner(grid, true, in_main),
          nearest_to_corner(grid, false, in_main)};
}

}  // namespace astar
