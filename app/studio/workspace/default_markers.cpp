#include "workspace/default_markers.hpp"

#include <algorithm>

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
  doc.start = walkable_nearest_top_left(doc.grid);
  doc.goal = walkable_nearest_bottom_right(doc.grid);
  // On a map with one open cell both would coincide; a search from a cell
  // to itself is still valid, so that is kept.
}

}  // namespace astar::studio
