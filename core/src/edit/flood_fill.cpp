#include "astar/edit/flood_fill.hpp"

#include <algorithm>
#include <utility>

#include "astar/edit/paint.hpp"

namespace astar {

std::vector<int> flood_region(const Grid& grid, Point seed,
                              Connectivity connectivity) {
  std::vector<int> region;
  if (!grid.contains(seed)) return region;
  const int w = grid.width();
  const int h = grid.height();
  const std::uint8_t value = grid.at(seed);
  std::vector<bool> seen(static_cast<std::size_t>(grid.cell_count()), false);
  std::vector<int> stack{grid.index(seed)};
  seen[grid.index(seed)] = true;
  const bool corners = connectivity == Connectivity::Eight;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    region.push_back(cell);
    const int x = cell % w;
    const int y = cell / w;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if ((dx == 0 && dy == 0) || (!corners && dx != 0 && dy != 0)) continue;
        const int nx = x + dx;
        const int ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const int next = ny * w + nx;
        if (seen[next] || grid[next] != value) continue;
        seen[next] = true;
        stack.push_back(next);
      }
    }
  }
  std::sort(region.begin(), region.end());
  return region;
}

EditCommand make_fill_command(const Document& doc, Point seed,
                              std::uint8_t value, Connectivity connectivity,
                              std::string label) {
  EditCommand command;
  command.label = std::move(label);
  if (!doc.grid.contains(seed) || doc.grid.at(seed) == value) return command;
  const std::uint8_t before = doc.grid.at(seed);
  for (const int cell : flood_region(doc.grid, seed, connectivity)) {
    if (!may_paint(doc, doc.grid.point(cell), value)) continue;
    command.cells.push_back({cell, before, value});
  }
  return command;
}

}  // namespace astar
