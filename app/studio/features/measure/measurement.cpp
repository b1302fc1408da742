#include "features/measure/measurement.hpp"

#include <cmath>
#include <cstdio>

#include "astar/grid/heuristics.hpp"
#include "astar/path/line_of_sight.hpp"

namespace astar::studio {

Measurement measure(const Grid& grid, const MovementRules& rules, Point from,
                    Point to) {
  Measurement m;
  m.from = from;
  m.to = to;
  m.dx = std::abs(to.x - from.x);
  m.dy = std::abs(to.y - from.y);
  const auto h = [&](Heuristic heuristic) {
    return heuristic_distance(heuristic, rules, from.x, from.y, to.x, to.y);
  };
  m.octile = h(Heuristic::Octile);
  m.euclidean = h(Heuristic::Euclidean);
  m.manhattan = h(Heuristic::Manhattan);
  m.chebyshev = h(Heuristic::Chebyshev);
  if (grid.contains(from) && grid.contains(to)) {
    m.straight_cost = clear_segment_cost(grid, rules, from, to);
  }
  return m;
}

std::string measurement_line(const Measurement& m) {
  char text[256];
  std::snprintf(text, sizeof text,
                "measure from=%d,%d to=%d,%d dx=%d dy=%d octile=%.6g "
                "euclidean=%.6g manhattan=%.6g chebyshev=%.6g",
                m.from.x, m.from.y, m.to.x, m.to.y, m.dx, m.dy, m.octile,
                m.euclidean, m.manhattan, m.chebyshev);
  std::string line = text;
  if (m.straight_cost) {
    std::snprintf(text, sizeof text, " line=clear cost=%.6g", *m.straight_cost);
    line += text;
  } else {
    line += " line=blocked";
  }
  return line;
}

}  // namespace astar::studio
