#pragma once
/// @file scenario_gen.hpp
/// Random benchmark problems on a map, in the Moving AI `.scen` form, with
/// optimal lengths computed by the core A*.
///
/// Every problem joins two different walkable cells that are connected under
/// the rules. Pairs are drawn as if uniformly among all connected pairs: a
/// region is chosen with probability proportional to n(n-1) for its n cells,
/// then two distinct cells in it. Problems are sorted by bucket
/// (floor(length / 4), from the unrounded length), keeping draw order within
/// a bucket, and lengths are printed with 8 decimals.

#include <cstdint>
#include <string>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/io/movingai_io.hpp"
#include "astar/result.hpp"

namespace astar {

/// Most problems one call may generate.
inline constexpr int kMaxScenarioProblems = 1'000'000;

struct ScenarioSettings {
  int count = 100;  ///< problems to make, 1..kMaxScenarioProblems
  std::uint64_t seed = 1;
  /// The Moving AI rules (8-connected, no corner cutting, 1 and sqrt 2).
  MovementRules rules;
  /// The map column, usually the map's file name.
  std::string map_name;
};

/// Makes the problems. Fails when the count is out of range or no two
/// walkable cells are connected.
Result<Scenario> generate_scenario(const Grid& grid,
                                   const ScenarioSettings& settings);

}  // namespace astar
