#pragma once
// The individual generators behind generate_map. Settings are already
// checked when these run.

#include "astar/generate/generators.hpp"
#include "astar/generate/rng.hpp"

namespace astar::generators {

Grid random_obstacles(const GeneratorSettings& settings, Rng& rng);
Grid caves(const GeneratorSettings& settings, Rng& rng);
Grid maze(const GeneratorSettings& settings, Rng& rng);
Grid rooms(const GeneratorSettings& settings, Rng& rng);
Grid terrain(const GeneratorSettings& settings, Rng& rng);

/// Cells per lattice step for mazes and rooms: the inside plus one wall.
int lattice_cells(int side, int inside);

}  // namespace astar::generators
