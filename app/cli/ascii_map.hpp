#pragma once
// A text picture of a small map with a path, for `astar-cli path`.

#include <span>
#include <string>

#include "astar/grid/grid.hpp"

namespace astar::cli {

/// Widest map `path` draws; wider ones would wrap on a terminal.
inline constexpr int kMaxPictureWidth = 80;

/// One line a row: S start, G goal, o waypoint, * path, # wall, . open
/// ground, 2-9 terrain weight, + weight 10 or more. Ends with a newline.
std::string ascii_picture(const Grid& grid, std::span<const int> path,
                          std::span<const Point> waypoints, Point start,
                          Point goal);

/// The one-line legend for ascii_picture (naming 'o' when there are
/// waypoints).
std::string ascii_legend(bool waypoints);

}  // namespace astar::cli
