// Kept cells (the start and goal) are opened and joined to the map's main
// region through the fewest walls, so generated maps connect the markers.
//
// The search runs in layers of equal cost: stepping onto open ground is
// free and onto a wall costs one, so a cell is final when first seen and one
// byte per cell (the step that reached it) is all it stores. Neighbours go
// E, W, S, N, so the corridor is the same for the same map.

#include <algorithm>
#include <array>

#include "astar/generate/markers.hpp"
#include "generator_kinds.hpp"
#include "region_fill.hpp"

namespace astar::generators {
namespace {

constexpr std::uint8_t kUnseen = 0xff;
constexpr std::uint8_t kOrigin = 4;
constexpr std::array<Point, 4> kSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

// The cell one `step` from `cell`, or -1 past the edge.
int step_from(const Grid& grid, int cell, int step) {
  const int w = grid.width();
  const int x = cell % w;
  switch (step) {
    case 0:
      return x + 1 < w ? cell + 1 : -1;
    case 1:
      return x > 0 ? cell - 1 : -1;
    case 2:
      return cell + w < grid.cell_count() ? cell + w : -1;
    default:
      return cell >= w ? cell - w : -1;
  }
}

// Opens the walls on the cheapest way from `origin` to the main region.
void carve_to_main(Grid& grid, const std::vector<std::uint8_t>& in_main,
                   std::vector<std::uint8_t>& came_by, int origin) {
  std::fill(came_by.begin(), came_by.end(), kUnseen);
  came_by[origin] = kOrigin;
  std::vector<int> layer{origin};
  std::vector<int> next;
  int reached = -1;
  while (reached < 0 && !layer.empty()) {
    // `layer` grows while we walk it: free steps stay in the same layer.
    for (std::size_t head = 0; head < layer.size(); ++head) {
      const int cell = layer[head];
      if (in_main[cell] != 0) {
        reached = cell;
        break;
      }
      for (std::uint8_t step = 0; step < kSteps.size(); ++step) {
        const int n = step_from(grid, cell, step);
        if (n < 0 || came_by[n] != kUnseen) continue;
        came_by[n] = step;
        (grid.walkable(n) ? layer : next).push_back(n);
      }
    }
    layer.swap(next);
    next.clear();
  }
  // Back from the main region to the origin, against each cell's step.
  for (int cell = reached; cell >= 0 && came_by[cell] != kOrigin;) {
    if (!grid.walkable(cell)) grid.set(cell, kOpenGround);
    cell = step_from(grid, cell, came_by[cell] ^ 1);
  }
}

}  // namespace

void keep_cells_open(Grid& grid, const std::vector<Point>& keep_open) {
  if (keep_open.empty()) return;
  // The main region is taken before the kept cells open, so on a map of
  // walls alone they stay as they are: open, with nothing to join.
  std::vector<std::uint8_t> in_main = main_region_mask(grid);
  const bool has_main =
      std::find(in_main.begin(), in_main.end(), 1) != in_main.end();
  for (const Point& cell : keep_open) {
    if (grid.contains(cell) && !grid.walkable(cell))
      grid.set(cell, kOpenGround);
  }
  if (!has_main) return;
  std::vector<std::uint8_t> came_by(in_main.size());
  for (const Point& cell : keep_open) {
    if (!grid.contains(cell) || in_main[grid.index(cell)] != 0) continue;
    carve_to_main(grid, in_main, came_by, grid.index(cell));
    // The corridor and any pocket it opened now belong to the main region.
    fill_region(grid, in_main, grid.index(cell), 0, 1);
  }
}

}  // namespace astar::generators
