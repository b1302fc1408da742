#pragma once
// The found path three ways, for the path overlay and the statistics: the
// grid path (every cell), its waypoints (start, turns, goal) and the
// line-of-sight smoothed path, with their lengths and costs. Derived from
// the search: it notices by itself when the path changed and works the
// others out again then, once. Theta*'s path is already its vertices: all
// three are those.
//
// Smoothing costs up to the square of the path's length (0.4 s for a
// 13,000-cell path across an 8192x8192 map), so a long path is smoothed a
// slice a frame (PathSmoother) over the map itself: no copy of the map (64
// MiB there), no thread, and the same on the web page. A newer path, or an
// edit under the old one, starts it again.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/path/path_smoother.hpp"
#include "astar/search/search.hpp"

namespace astar::studio {

struct PathVersion {
  std::vector<Point> points;  // cell centres joined by straight segments
  double length = 0;          // in cells
  double cost = 0;            // under the search's rules
};

class PathViews {
 public:
  // Paths up to this many cells are smoothed at once, on the frame.
  static constexpr std::size_t kSmoothAtOnceCells = 1500;
  // A longer path's smoothing takes this much of each frame.
  static constexpr double kSmoothMsPerFrame = 4.0;

  // Catches up with the search's current path (none unless Found) and
  // the map's cells under it.
  void follow(const Search& search);
  // Once a frame: works on a long path's smoothing for up to
  // kSmoothMsPerFrame.
  void smooth_a_slice();

  bool found() const { return !cells_.empty(); }
  // A long path's smoothed version is still being worked out.
  bool smoothing() const { return smoother_.has_value(); }
  const PathVersion& grid_path() const { return grid_path_; }
  const PathVersion& waypoints() const { return waypoints_; }
  const PathVersion& smoothed() const { return smoothed_; }

 private:
  void start_over(const Search& search);

  std::optional<PathSmoother> smoother_;
  std::vector<int> cells_;  // the path these were made from
  const Grid* grid_ = nullptr;
  std::uint64_t revision_ = 0;  // the grid's cells they were made over
  MovementRules rules_;
  PathVersion grid_path_;
  PathVersion waypoints_;
  PathVersion smoothed_;
};

}  // namespace astar::studio
