#pragma once
// Where a moving obstacle is along its patrol: it walks its route from the
// first point to the last and back again, for ever. The route's points are
// cell centres joined by straight lines. Pure, no SDL, no ImGui.

#include <vector>

#include "agents/geometry.hpp"
#include "astar/edit/actors.hpp"

namespace astar::studio {

class PatrolPath {
 public:
  explicit PatrolPath(const PatrolRoute& route);

  // One way along the route, in cells.
  double length() const { return length_; }
  // The position `along` cells into the round trip (taken modulo it).
  SimPoint at(double along) const;
  // `along` taken into [0, 2 * length()).
  double wrap(double along) const;

 private:
  std::vector<SimPoint> points_;
  std::vector<double> starts_;  // distance at which each leg starts
  double length_ = 0;
};

}  // namespace astar::studio
