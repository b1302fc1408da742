#include "astar/grid/analysis.hpp"

#include <algorithm>

namespace astar {
namespace {

/// Breadth-first flood from `seed`, marking cells with `mark` in `labels`
/// (which holds `unvisited` for cells not yet seen). Uses `queue` as scratch
/// so callers can reuse it across floods. Returns the cells marked, or stops
/// early and returns -1 once `target` is marked.
template <typename Label>
std::int64_t flood(const Grid& grid, const MovementRules& rules, int seed,
                   int target, Label mark, Label unvisited,
                   std::vector<Label>& labels, std::vector<int>& queue) {
  queue.clear();
  queue.push_back(seed);
  labels[seed] = mark;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int cell = queue[head];
    if (cell == target) return -1;
    for_each_neighbour(grid, rules, cell, [&](int next, double) {
      if (labels[next] != unvisited) return;
      labels[next] = mark;
      queue.push_back(next);
    });
  }
  return static_cast<std::int64_t>(queue.size());
}

}  // namespace

std::int64_t RegionMap::largest() const {
  return sizes.empty() ? 0 : *std::max_element(sizes.begin(), sizes.end());
}

RegionMap label_regions(const Grid& grid, const MovementRules& rules) {
  constexpr std::int32_t kUnvisited = -2;
  RegionMap map;
  map.region.assign(static_cast<std::size_t>(grid.cell_count()), kUnvisited);
  std::vector<int> queue;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (!grid.walkable(cell)) {
      map.region[cell] = kNoRegion;
    } else if (map.region[cell] == kUnvisited) {
      const auto id = static_cast<std::int32_t>(map.sizes.size());
      map.sizes.push_back(flood<std::int32_t>(grid, rules, cell, -1, id,
                                              kUnvisited, map.region, queue));
    }
  }
  return map;
}

std::vector<std::uint8_t> reachable_from(const Grid& grid,
                                         const MovementRules& rules,
                                         Point start) {
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(grid.cell_count()),
                                 0);
  if (!grid.walkable(start)) return mask;
  std::vector<int> queue;
  flood<std::uint8_t>(grid, rules, grid.index(start), -1, 1, 0, mask, queue);
  return mask;
}

bool connected(const Grid& grid, const MovementRules& rules, Point a, Point b) {
  if (!grid.walkable(a) || !grid.walkable(b)) return false;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(grid.cell_count()),
                                 0);
  std::vector<int> queue;
  return flood<std::uint8_t>(grid, rules, grid.index(a), grid.index(b), 1, 0,
                             seen, queue) < 0;
}

bool has_terrain(const Grid& grid) {
  return std::any_of(
      grid.cells().begin(), grid.cells().end(),
      [](std::uint8_t v) { return v != kBlocked && v != kOpenGround; });
}

std::array<std::int64_t, 256> value_histogram(const Grid& grid) {
  std::array<std::int64_t, 256> counts{};
  for (std::uint8_t value : grid.cells()) ++counts[value];
  return counts;
}

}  // namespace astar
