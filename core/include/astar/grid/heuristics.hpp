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

/// An estimate split as the search adds it up: straight_cost * straight +
/// diagonal_cost * diagonal + extra, with whole numbers of straight and
/// diagonal steps. Keeping the whole numbers apart lets the search compute
/// every key from exact integers, so equal keys come out bit-equal (see
/// search.hpp). Only the Euclidean distance has an irrational extra part.
struct HeuristicParts {
  std::int64_t straight = 0;
  std::int64_t diagonal = 0;
  double extra = 0.0;
};

/// The parts of the estimate from (x1,y1) to (x2,y2) under `rules`.
inline HeuristicParts heuristic_parts(Heuristic heuristic,
                                      const MovementRules& rules, int x1,
                                      int y1, int x2, int y2) {
  const std::int64_t dx = std::abs(x1 - x2);
  const std::int64_t dy = std::abs(y1 - y2);
  switch (heuristic) {
    case Heuristic::Manhattan:
      return {dx + dy, 0, 0.0};
    case Heuristic::Euclidean: {
      // With 10-14 costs a diagonal (14) is cheaper than 10 * sqrt(2), so the
      // scale is the smaller of the two to stay admissible.
      const double scale = std::min(rules.straight_cost(),
                                    rules.diagonal_cost() / std::sqrt(2.0));
      const auto fx = static_cast<double>(dx);
      const auto fy = static_cast<double>(dy);
      return {0, 0, scale * std::sqrt(fx * fx + fy * fy)};
    }
    case Heuristic::Octile: {
      const std::int64_t lo = std::min(dx, dy);
      return {std::max(dx, dy) - lo, lo, 0.0};
    }
    case Heuristic::Chebyshev:
      return {std::max(dx, dy), 0, 0.0};
    case Heuristic::Zero:
      return {};
  }
  return {};
}

/// The estimate from (x1,y1) to (x2,y2) under the step costs of `rules`.
inline double heuristic_distance(Heuristic heuristic,
                                 const MovementRules& rules, int x1, int y1,
                                 int x2, int y2) {
  const HeuristicParts parts =
      heuristic_parts(heuristic, rules, x1, y1, x2, y2);
  return rules.straight_cost() * static_cast<double>(parts.straight) +
         rules.diagonal_cost() * static_cast<double>(parts.diagonal) +
         parts.extra;
}

/// True when the heuristic never overestimates under these rules, so A*
/// with it returns optimal costs.
constexpr bool is_admissible(Heuristic heuristic, Connectivity connectivity) {
  return !(heuristic == Heuristic::Manhattan &&
           connectivity == Connectivity::Eight);
}

/// True when no move lowers the estimate by more than it costs (h(n) <=
/// c(n, m) + h(m)), counted in whole steps: then A* closes every cell with
/// its cheapest g and never has to reopen one. The Euclidean distance is
/// consistent too, but only up to the rounding of its square root.
constexpr bool is_consistent(Heuristic heuristic, Connectivity connectivity) {
  return heuristic != Heuristic::Euclidean &&
         is_admissible(heuristic, connectivity);
}

std::string_view to_string(Heuristic value);
std::optional<Heuristic> parse_heuristic(std::string_view text);

}  // namespace astar
