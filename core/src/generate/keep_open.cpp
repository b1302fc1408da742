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

// Opens the walls on the cheapest way from `origin` to the main region.
// `came_by` is all kUnseen on entry and again on return.
void carve_to_main(Grid& grid, const std::vector<std::uint8_t>& in_main,
                   std::vector<std::uint8_t>& came_by, int origin) {
  std::vector<int> seen{origin};
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
      const Point p = grid.point(cell);
      for (std::uint8_t step = 0; step < kSteps.size(); ++step) {
        const Point n{p.x + kSteps[step].x, p.y + kSteps[step].y};
        if (!grid.contains(n) || came_by[grid.index(n)] != kUnseen) continue;
        came_by[grid.index(n)] = step;
        seen.push_back(grid.index(n));
        (grid.walkable(n) ? layer : next).push_back(grid.index(n));
      }
    }
    layer.swap(next);
    next.clear();
  }
  for (int cell = reached; cell >= 0 && came_by[cell] != kOrigin;) {
    if (!grid.walkable(cell)) grid.set(cell, kOpenGround);
    const Point step = kSteps[came_by[cell]];
    const Point p = grid.point(cell);
    cell = grid.index(p.x - step.x, p.y - step.y);
  }
  for (const int cell : seen) came_by[cell] = kUnseen;
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
  std::vector<std::uint8_t> came_by(in_main.size(), kUnseen);
  for (const Point& cell : keep_open) {
    if (!grid.contains(cell) || in_main[grid.index(cell)] != 0) continue;
    carve_to_main(grid, in_main, came_by, grid.index(cell));
    // The corridor and any pocket it opened now belong to the main region.
    fill_region(grid, in_main, grid.index(cell), 0, 1);
  }
}

}  // namespace astar::generators
