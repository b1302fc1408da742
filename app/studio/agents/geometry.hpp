#pragma once
// Positions in the simulation: map cells as real numbers, with the centre
// of cell (x, y) at (x, y). A position is "in" the cell it rounds to, so an
// agent or obstacle enters a cell when it crosses the cell's edge. Pure
// functions, no SDL, no ImGui.

#include <cmath>
#include <vector>

#include "astar/grid/grid.hpp"

namespace astar::studio {

struct SimPoint {
  double x = 0;
  double y = 0;
  friend bool operator==(const SimPoint&, const SimPoint&) = default;
};

inline SimPoint centre_of(Point cell) {
  return {static_cast<double>(cell.x), static_cast<double>(cell.y)};
}

// The cell a position is in.
inline Point cell_of(SimPoint p) {
  return {static_cast<int>(std::floor(p.x + 0.5)),
          static_cast<int>(std::floor(p.y + 0.5))};
}

inline double distance(SimPoint a, SimPoint b) {
  return std::hypot(b.x - a.x, b.y - a.y);
}

// Moves from `from` towards `to` by `step` (at most the whole way).
inline SimPoint move_towards(SimPoint from, SimPoint to, double step) {
  const double d = distance(from, to);
  if (d <= step || d == 0) return to;
  const double t = step / d;
  return {from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
}

// Moves can cross at most one cell edge per axis at a time: walkers move
// in sub-steps this long and check each cell they enter.
inline constexpr double kSubStep = 0.25;

// The cells a walker following the polyline `points` passes through, in
// order, each once per visit (sampled every kSubStep / 2).
std::vector<Point> trace_cells(const std::vector<SimPoint>& points);

}  // namespace astar::studio
