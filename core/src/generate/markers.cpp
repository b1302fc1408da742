#include "astar/generate/markers.hpp"

#include <algorithm>

#include "astar/grid/analysis.hpp"

namespace astar {
namespace {

constexpr MovementRules kFourWay{Connectivity::Four, DiagonalRule::NoCut,
                                 StepCosts::Exact};

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

std::vector<std::uint8_t> main_region_mask(const Grid& grid) {
  const std::int64_t walkable =
      grid.cell_count() - value_histogram(grid)[kBlocked];
  std::vector<std::uint8_t> mask;
  if (walkable == 0) {
    mask.assign(static_cast<std::size_t>(grid.cell_count()), 0);
    return mask;
  }
  // A region holding more than half of the walkable cells is the largest,
  // and on most maps one corner lies in it: one flood instead of labelling
  // every region.
  auto is_walkable = [&](Point p) { return grid.walkable(p); };
  for (bool top_left : {true, false}) {
    const Point corner = *nearest_to_corner(grid, top_left, is_walkable);
    if (!mask.empty() && mask[grid.index(corner)] != 0) break;
    mask = reachable_from(grid, kFourWay, corner);
    if (std::count(mask.begin(), mask.end(), 1) * 2 > walkable) return mask;
  }
  const RegionMap regions = label_regions(grid, kFourWay);
  // max_element returns the first largest: the lowest id, as documented.
  const auto main = static_cast<std::int32_t>(
      std::max_element(regions.sizes.begin(), regions.sizes.end()) -
      regions.sizes.begin());
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    mask[cell] = regions.region[cell] == main ? 1 : 0;
  }
  return mask;
}

DefaultMarkers default_markers(const Grid& grid) {
  const std::vector<std::uint8_t> mask = main_region_mask(grid);
  auto in_main = [&](Point p) { return mask[grid.index(p)] != 0; };
  return {nearest_to_corner(grid, true, in_main),
          nearest_to_corner(grid, false, in_main)};
}

}  // namespace astar
