#pragma once
// What the front ends print of a found path: its cells and, after
// post-processing or for Theta*, its waypoints and what following them
// costs. path, batch and scen share it so they say the same thing.

#include <optional>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/path/post_process.hpp"
#include "astar/search/search.hpp"

namespace astar::cli {

struct PathOutput {
  /// Every cell along the path, one move apart. For Theta*, the cells its
  /// segments cross (Search::path() holds its vertices).
  std::vector<int> cells;
  /// With --post waypoints|smooth, and always for Theta* (its vertices).
  std::optional<std::vector<Point>> waypoints;
  /// The line price of following the waypoints by straight segments.
  double waypoints_cost = 0;
  /// The line price of the path itself, comparable with waypoints_cost:
  /// for a grid algorithm its cells followed move by move (path_line_cost),
  /// for Theta* its cost. Set whenever waypoints are.
  double line_cost = 0;
};

/// The output of a finished search; empty when it found no path. It works
/// on the grid the search searched (a unit's grid for a unit larger than a
/// cell, or with a terrain table), so smoothing keeps the unit's whole
/// swept footprint clear and costs are the unit's.
PathOutput path_output(const Search& search, PostProcess post);

}  // namespace astar::cli
