#pragma once
// What measure mode shows between two cells: the distance each heuristic
// estimates under the map's step costs, and the straight line between
// their centres, clear or not, with what it costs where it is clear (the
// segment Theta* and smoothing would take). Work in proportion to the
// line's length, never to the map's size.

#include <optional>
#include <string>

#include "astar/grid/coordinates.hpp"
#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar::studio {

struct Measurement {
  Point from;
  Point to;
  int dx = 0;  // |to.x - from.x|, in cells
  int dy = 0;
  // Each in the units of g, under the step costs of the rules measured with.
  double octile = 0;
  double euclidean = 0;
  double manhattan = 0;
  double chebyshev = 0;
  // The straight segment's cost when every cell it crosses is open under
  // the rules' corner rule; none when it is blocked or leaves the map.
  std::optional<double> straight_cost;
};

Measurement measure(const Grid& grid, const MovementRules& rules, Point from,
                    Point to);

// One line for the script: "measure from=X,Y to=X,Y dx=.. dy=.. octile=..
// euclidean=.. manhattan=.. chebyshev=.. line=clear cost=..|line=blocked",
// in core cells.
std::string measurement_line(const Measurement& m);

}  // namespace astar::studio
