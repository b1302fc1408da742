#pragma once
// What a crowd's step works in, kept between steps so that steps do not
// allocate.

#include <vector>

#include "astar/crowd/vec2.hpp"
#include "crowd/neighbour_grid.hpp"
#include "crowd/orca.hpp"
#include "crowd/walls.hpp"

namespace astar::detail {

struct CrowdScratch {
  WallIndex walls;
  NeighbourGrid neighbours;
  std::vector<HalfPlane> planes;
  std::vector<HalfPlane> projected;
  std::vector<Vec2> velocities;
  struct Near {
    double distance2;
    int id;
  };
  std::vector<Near> near;
};

}  // namespace astar::detail
