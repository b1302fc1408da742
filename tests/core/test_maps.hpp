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

namespace astar::test {

/// Parses rows of equal length; S and G set the document's markers.
Document ascii_document(const std::vector<std::string>& rows);
Grid ascii_grid(const std::vector<std::string>& rows);

/// A random map: `wall_percent` walls, the rest open or, with
/// `terrain_percent`, a random weight in 2..9.
Grid random_grid(std::mt19937& rng, int width, int height, int wall_percent,
                 int terrain_percent);

/// Path to a file in ../shared/benchmarks.
std::string benchmark_file(const std::string& name);

}  // namespace astar::test
