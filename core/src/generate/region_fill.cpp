#include "region_fill.hpp"

namespace astar::generators {

std::int64_t fill_region(const Grid& grid, std::vector<std::uint8_t>& mask,
                         int seed, std::uint8_t from, std::uint8_t to) {
  const int w = grid.width();
  const int h = grid.height();
  auto fillable = [&](int cell) {
    return mask[cell] == from && grid.walkable(cell);
  };
  std::int64_t count = 0;
  std::vector<int> stack{seed};
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    if (!fillable(cell)) continue;
    const int y = cell / w;
    const int row = y * w;
    int x0 = cell - row;
    int x1 = x0;
    while (x0 > 0 && fillable(row + x0 - 1)) --x0;
    while (x1 + 1 < w && fillable(row + x1 + 1)) ++x1;
    for (int x = x0; x <= x1; ++x) mask[row + x] = to;
    count += x1 - x0 + 1;
    // One seed per run of fillable cells above and below this run.
    for (const int next_y : {y - 1, y + 1}) {
      if (next_y < 0 || next_y >= h) continue;
      const int next_row = next_y * w;
      bool in_run = false;
      for (int x = x0; x <= x1; ++x) {
        const bool open = fillable(next_row + x);
        if (open && !in_run) stack.push_back(next_row + x);
        in_run = open;
      }
    }
  }
  return count;
}

}  // namespace astar::generators
