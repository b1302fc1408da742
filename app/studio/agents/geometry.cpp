#include "agents/geometry.hpp"

namespace astar::studio {

std::vector<Point> trace_cells(const std::vector<SimPoint>& points) {
  std::vector<Point> cells;
  const auto add = [&cells](SimPoint p) {
    const Point cell = cell_of(p);
    if (cells.empty() || !(cells.back() == cell)) cells.push_back(cell);
  };
  if (points.empty()) return cells;
  add(points.front());
  for (std::size_t i = 1; i < points.size(); ++i) {
    SimPoint at = points[i - 1];
    while (!(at == points[i])) {
      at = move_towards(at, points[i], kSubStep / 2);
      add(at);
    }
  }
  return cells;
}

}  // namespace astar::studio
