#include "workspace/default_markers.hpp"

#include <algorithm>

#include "astar/generate/markers.hpp"

namespace astar::studio {
namespace {

// Walks the anti-diagonals d = dx + dy outward from a corner.
std::optional<Point> nearest_to_corner(const Grid& grid, bool from_top_left) {
  const int w = grid.width();
  const int h = grid.height();
  for (int d = 0; d <= w + h - 2; ++d) {
    const int dy_first = std::max(0, d - (w - 1));
    const int dy_last = std::min(d, h - 1);
    for (int dy = dy_first; dy <= dy_last; ++dy) {
      const int dx = d - dy;
      const Point p =
          from_top_left ? Point{dx, dy} : Point{w - 1 - dx, h - 1 - dy};
      if (grid.walkable(p)) return p;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Point> walkable_nearest_top_left(const Grid& grid) {
  return nearest_to_corner(grid, true);
}

std::optional<Point> walkable_nearest_bottom_right(const Grid& grid) {
  return nearest_to_corner(grid, false);
}

void place_default_markers(Document& doc) {
  // In the main region, so a corner cell walled into a pocket (common on
  // caves) never becomes a marker the other cannot reach. On a map with one
  // open cell both coincide; a search from a cell to itself is still valid.
  const DefaultMarkers markers = default_markers(doc.grid);
  doc.start = markers.start;
  doc.goal = markers.goal;
}

}  // namespace astar::studio
