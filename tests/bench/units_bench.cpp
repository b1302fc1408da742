// The cost of units on a big map: the clearance and the unit grid of a
// whole map, and following a 17-cell brush stroke locally (what the studio
// does after an edit), checked against a full recompute.
//
//   units_bench [side] [size] [runs]   (default 4096 3 5)
//
// The map is rooms-like: 20% random walls in 8-cell clumps on open ground
// with terrain, seeded, so every run sees the same cells.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "astar/generate/rng.hpp"
#include "astar/grid/units.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start)
      .count();
}

astar::Grid make_map(int side) {
  astar::Grid grid(side, side);
  astar::Rng rng(42);
  for (int i = 0; i < grid.cell_count() / 40; ++i) {
    const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(side)));
    const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(side)));
    for (int k = 0; k < 8 && x + k < side; ++k)
      grid.set(x + k, y, astar::kBlocked);
  }
  for (int i = 0; i < grid.cell_count() / 10; ++i) {
    const int cell = static_cast<int>(
        rng.below(static_cast<std::uint64_t>(grid.cell_count())));
    if (grid.walkable(cell)) grid.set(cell, astar::value_for_weight(5));
  }
  return grid;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int side = argc > 1 ? std::atoi(argv[1]) : 4096;
  const int size = argc > 2 ? std::atoi(argv[2]) : 3;
  const int runs = argc > 3 ? std::atoi(argv[3]) : 5;
  if (side < 64 || side > astar::kMaxGridSide ||
      !astar::check_unit_size(size) || runs < 1) {
    std::fprintf(stderr,
                 "usage: units_bench [side 64..8192] [size 1..32] [runs]\n");
    return 2;
  }
  astar::Grid grid = make_map(side);
  const astar::Unit unit{size, astar::TerrainTable::parse("5=2").value()};
  std::vector<double> clearance_ms, unit_grid_ms, stroke_ms;
  astar::UnitMap map;
  for (int run = 0; run < runs; ++run) {
    auto began = Clock::now();
    astar::Clearance clearance;
    clearance.compute(grid, unit.terrain);
    clearance_ms.push_back(ms_since(began));
    began = Clock::now();
    map = astar::UnitMap(grid, unit);
    unit_grid_ms.push_back(ms_since(began));
  }
  // A horizontal stroke of 17 cells, painted and undone, runs times.
  const int x0 = side / 2;
  const int y0 = side / 3;
  for (int run = 0; run < runs; ++run) {
    const std::uint8_t value = run % 2 ? astar::kOpenGround : astar::kBlocked;
    for (int x = x0; x < x0 + 17; ++x) grid.set(x, y0, value);
    const auto began = Clock::now();
    map.update(grid, {x0, y0, x0 + 17, y0 + 1});
    stroke_ms.push_back(ms_since(began));
  }
  const bool same = map.grid() == astar::UnitMap(grid, unit).grid();
  std::printf(
      "units_bench side %d size %d runs %d: clearance %.1f ms, unit map "
      "(clearance + unit grid) %.1f ms, 17-cell stroke update %.3f ms "
      "(medians); update equals a full rebuild: %s\n",
      side, size, runs, median(clearance_ms), median(unit_grid_ms),
      median(stroke_ms), same ? "yes" : "NO");
  return same ? 0 : 1;
}
