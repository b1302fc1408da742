#pragma once
// A jump links a cell to a parent up to a whole map away. The cells between
// them are the octile segment: diagonal moves first, then straight ones.
#include <cstdlib>

#include "astar/grid/grid.hpp"

namespace astar::detail {

/// The last move of the octile segment from `from` to `to` (not equal).
inline Point last_move_of_segment(Point from, Point to) {
  const int dx = to.x - from.x;
  const int dy = to.y - from.y;
  const int sx = (dx > 0) - (dx < 0);
  const int sy = (dy > 0) - (dy < 0);
  if (std::abs(dx) == std::abs(dy)) return {sx, sy};
  return std::abs(dx) > std::abs(dy) ? Point{sx, 0} : Point{0, sy};
}

}  // namespace astar::detail
