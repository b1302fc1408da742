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

/// Lattice cells that fit along a side for mazes and rooms: each needs its
/// inside plus one wall, and the side one more wall.
int lattice_cells(int side, int inside);

/// Opens the kept cells and joins each to the map's main region (see
/// markers.hpp) through the fewest walls. Cells outside are ignored; on a
/// map with no open cell the kept cells are opened and left as they are.
void keep_cells_open(Grid& grid, const std::vector<Point>& keep_open);

}  // namespace astar::generators
