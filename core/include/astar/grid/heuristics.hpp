#pragma once
/// @file heuristics.hpp
/// Distance estimates with no state, each scaled to the step costs so that
/// it is in the same units as g.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>

#include "astar/grid/movement.hpp"

namespace astar {

enum class Heuristic : std::uint8_t {
  Manhattan,  ///< straight * (dx + dy); inadmissible with 8-connectivity
  Euclidean,  ///< straight-line distance, scaled so it never overestimates
  Octile,     ///< exact on an open 8-connected grid
  Chebyshev,  ///< straight * max(dx, dy)
  Zero,       ///< always 0: turns A* into Dijkstra
};

/// Octile for 8-connected maps, Manhattan for 4-connected maps.
constexpr Heuristic default_heuristic(Connectivity connectivity) {
  return connectivity == Connectivity::Eight ? Heuristic::Octile
                                             : Heuristic::Manhattan;
}

/// The estimate from (x1,y1) to (x2,y2) under the step costs of `rules`.
inline double heuristic_distance(Heuristic heuristic,
                                 const MovementRules& rules, int x1, int y1,
                                 int x2, int y2) {
  const double dx = std::abs(x1 - x2);
  const double dy = std::abs(y1 - y2);
  const double straight = rules.straight_cost();
  switch (heuristic) {
    case Heuristic::Manhattan:
      return straight * (dx + dy);
    case Heuristic::Euclidean: {
      // With 10-14 costs a diagonal (14) is cheaper than 10 * sqrt(2), so the
      // scale is the smaller of the two to stay admissible.
      const double scale =
          std::min(straight, rules.diagonal_cost() / std::sqrt(2.0));
      return scale * std::sqrt(dx * dx + dy * dy);
    }
    case Heuristic::Octile: {
      const double lo = std::min(dx, dy);
      const double hi = std::max(dx, dy);
      return rules.diagonal_cost() * lo + straight * (hi - lo);
    }
    case Heuristic::Chebyshev:
      return straight * std::max(dx, dy);
    case Heuristic::Zero:
      return 0.0;
  }
  return 0.0;
}

/// True when the heuristic never overestimates under these rules, so A*
/// with it returns optimal costs.
constexpr bool is_admissible(Heuristic heuristic, Connectivity connectivity) {
  return !(heuristic == Heuristic::Manhattan &&
           connectivity == Connectivity::Eight);
}

std::string_view to_string(Heuristic value);
std::optional<Heuristic> parse_heuristic(std::string_view text);

}  // namespace astar
