#pragma once
/// @file settings.hpp
/// The search settings: everything a query needs besides the grid, the start
/// and the goal. One type, read and written by the session file, the
/// command-line flags (flags.hpp) and the studio's settings panel.

#include <optional>

#include "astar/grid/heuristics.hpp"
#include "astar/grid/movement.hpp"
#include "astar/search/search.hpp"

namespace astar {

/// The largest weighted-A* weight the front ends accept. Far beyond it the
/// search is greedy in all but name, so a larger value is more likely a typo
/// (1e60) than an intent. The search itself takes any finite w >= 1.
inline constexpr double kMaxSearchWeight = 1e6;

/// A SearchQuery without its start and goal.
struct SearchSettings {
  MovementRules rules;
  Algorithm algorithm = Algorithm::AStar;
  /// Empty means the algorithm's default (AlgorithmInfo::default_heuristic).
  std::optional<Heuristic> heuristic;
  double weight = 1.0;  ///< weighted A*'s w, >= 1
  TieBreak tie_break = TieBreak::LowH;
  Unit unit;  ///< the unit's size and terrain table (units.hpp)

  /// The query these settings make between `start` and `goal`.
  SearchQuery query(Point start, Point goal) const;
  friend bool operator==(const SearchSettings&,
                         const SearchSettings&) = default;
};

}  // namespace astar
