#pragma once
// Small maps written inline as ASCII, and random maps for property tests.
//   '#' or '@'  blocked        '.'  open ground (255)
//   '1'..'9'    terrain weight  'S' / 'G'  start / goal on open ground

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar::test {

/// Parses rows of equal length; S and G set the document's markers.
Document ascii_document(const std::vector<std::string>& rows);
Grid ascii_grid(const std::vector<std::string>& rows);
/// The grid as rows: '#' walls, '.' open ground, '1'..'9' (and on, past
/// 9) the terrain weight as '0' + weight.
std::vector<std::string> ascii_rows(const Grid& grid);

/// A random map: `wall_percent` walls, the rest open or, with
/// `terrain_percent`, a random weight in 2..9.
Grid random_grid(std::mt19937& rng, int width, int height, int wall_percent,
                 int terrain_percent);

/// A width x height map with wall_percent walls; of the other cells half
/// are open ground (weight 1) and half any weight 1..255, so both cheap
/// ways and dear bands up to the heaviest terrain appear.
Grid random_terrain_grid(std::mt19937& rng, int width, int height,
                         int wall_percent);

/// Path to a file in tests/data/movingai; throws, naming the file, when
/// it is missing.
std::string benchmark_file(const std::string& name);

// Every distinct rule set: 4-way (no-cut only) and 8-way with each
// diagonal rule, each with both step costs.
std::vector<MovementRules> every_rule_set();

}  // namespace astar::test
