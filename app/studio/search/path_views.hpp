#pragma once
// The found path three ways, for the path overlay and the statistics: the
// grid path (every cell), its waypoints (start, turns, goal) and the
// line-of-sight smoothed path, with their lengths and costs. Derived from
// the search: it notices by itself when the path changed and works the
// others out again then, once (smoothing is not free on long paths).
// Theta*'s path is already its vertices: all three are those.

#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"

namespace astar::studio {

struct PathVersion {
  std::vector<Point> points;  // cell centres joined by straight segments
  double length = 0;          // in cells
  double cost = 0;            // under the search's rules
};

class PathViews {
 public:
  // Catches up with the search's current path (none unless Found).
  void follow(const Search& search);

  bool found() const { return !cells_.empty(); }
  const PathVersion& grid_path() const { return grid_path_; }
  const PathVersion& waypoints() const { return waypoints_; }
  const PathVersion& smoothed() const { return smoothed_; }

 private:
  std::vector<int> cells_;  // the path these were made from
  const Grid* grid_ = nullptr;
  MovementRules rules_;
  PathVersion grid_path_;
  PathVersion waypoints_;
  PathVersion smoothed_;
};

}  // namespace astar::studio
