#include "astar/grid/analysis.hpp"

#include <algorithm>
#include <limits>
#include <type_traits>

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
  // Cells taken from the front are dropped now and then, so the queue holds
  // the flood's frontier (a few rows' worth), not the whole region.
  constexpr std::size_t kDropAfter = 4096;
  queue.clear();
  queue.push_back(seed);
  labels[seed] = mark;
  std::int64_t marked = 1;
  for (std::size_t head = 0; head < queue.size();) {
    const int cell = queue[head++];
    if (cell == target) return -1;
    for_each_neighbour(grid, rules, cell, [&](int next, double) {
      if (labels[next] != unvisited) return;
      labels[next] = mark;
      queue.push_back(next);
      ++marked;
    });
    if (head >= kDropAfter && head * 2 >= queue.size()) {
      queue.erase(queue.begin(), queue.begin() + static_cast<long>(head));
      head = 0;
    }
  }
  return marked;
}

/// The two values a label type keeps for itself: blocked and not yet seen.
template <typename Label>
struct Reserved {
  static constexpr Label kBlocked = std::numeric_limits<Label>::max();
  static constexpr Label kUnvisited = kBlocked - 1;
  /// Ids 0..kIds-1 fit beside them.
  static constexpr std::size_t kIds = kUnvisited;
};
template <>
struct Reserved<std::int32_t> {
  static constexpr std::int32_t kBlocked = kNoRegion;
  static constexpr std::int32_t kUnvisited = -2;
  static constexpr std::size_t kIds = std::numeric_limits<std::int32_t>::max();
};

/// Labels the regions of the cells from `first` on, until the ids `Label`
/// holds run out. Returns the cell it stopped at (the cell count when done).
template <typename Label>
int label_from(const Grid& grid, const MovementRules& rules, int first,
               std::vector<Label>& labels, std::vector<std::int64_t>& sizes,
               std::vector<int>& queue) {
  using R = Reserved<Label>;
  for (int cell = first; cell < grid.cell_count(); ++cell) {
    if (!grid.walkable(cell)) {
      labels[cell] = R::kBlocked;
    } else if (labels[cell] == R::kUnvisited) {
      if (sizes.size() == R::kIds) return cell;
      const auto id = static_cast<Label>(sizes.size());
      sizes.push_back(flood<Label>(grid, rules, cell, -1, id, R::kUnvisited,
                                   labels, queue));
    }
  }
  return grid.cell_count();
}

/// The labels in a wider type, the reserved values carried over.
template <typename Wide, typename Narrow>
std::vector<Wide> widen(const std::vector<Narrow>& narrow) {
  std::vector<Wide> wide(narrow.size());
  std::transform(narrow.begin(), narrow.end(), wide.begin(), [](Narrow v) {
    if (v == Reserved<Narrow>::kBlocked) return Reserved<Wide>::kBlocked;
    if (v == Reserved<Narrow>::kUnvisited) return Reserved<Wide>::kUnvisited;
    return static_cast<Wide>(v);
  });
  return wide;
}

/// Labels in the widest type, from `first` on.
template <typename Label>
RegionLabels label_all(const Grid& grid, const MovementRules& rules, int first,
                       std::vector<Label> labels,
                       std::vector<std::int64_t>& sizes,
                       std::vector<int>& queue) {
  label_from(grid, rules, first, labels, sizes, queue);
  return RegionLabels(std::move(labels));
}

/// Labels in `Label` from `first` on; when its ids run out, widens to
/// `Wider` and goes on there.
template <typename Label, typename Wider, typename... Widest>
RegionLabels label_all(const Grid& grid, const MovementRules& rules, int first,
                       std::vector<Label> labels,
                       std::vector<std::int64_t>& sizes,
                       std::vector<int>& queue) {
  const int stopped = label_from(grid, rules, first, labels, sizes, queue);
  if (stopped == grid.cell_count()) return RegionLabels(std::move(labels));
  return label_all<Wider, Widest...>(grid, rules, stopped, widen<Wider>(labels),
                                     sizes, queue);
}

}  // namespace

std::int32_t RegionLabels::operator[](std::size_t cell) const {
  return std::visit(
      [cell](const auto& labels) -> std::int32_t {
        using Label = std::decay_t<decltype(labels[0])>;
        const Label v = labels[cell];
        return v == Reserved<Label>::kBlocked ? kNoRegion
                                              : static_cast<std::int32_t>(v);
      },
      labels_);
}

std::size_t RegionLabels::size() const {
  return std::visit([](const auto& labels) { return labels.size(); }, labels_);
}

int RegionLabels::width() const {
  return std::visit(
      [](const auto& labels) { return static_cast<int>(sizeof(labels[0])); },
      labels_);
}

std::int64_t RegionMap::largest() const {
  return sizes.empty() ? 0 : *std::max_element(sizes.begin(), sizes.end());
}

RegionMap label_regions(const Grid& grid, const MovementRules& rules) {
  RegionMap map;
  std::vector<int> queue;
  std::vector<std::uint8_t> labels(static_cast<std::size_t>(grid.cell_count()),
                                   Reserved<std::uint8_t>::kUnvisited);
  map.region = label_all<std::uint8_t, std::uint16_t, std::int32_t>(
      grid, rules, 0, std::move(labels), map.sizes, queue);
  return map;
}

CellBits walkable_cells(const Grid& grid) {
  const std::uint8_t* cells = grid.cells().data();
  return CellBits::where(grid.cells().size(), [cells](std::size_t i) {
    return cells[i] != kBlocked;
  });
}

// Breadth-first, as flood() but over bits. The queue holds points, which
// spares a division a cell.
std::vector<std::uint8_t> reachable_from(const Grid& grid,
                                         const MovementRules& rules,
                                         Point start) {
  const CellBits reached =
      reachable_cells(walkable_cells(grid), grid.width(), rules, start);
  std::vector<std::uint8_t> mask(reached.size());
  for (std::size_t i = 0; i < mask.size(); ++i) mask[i] = reached[i];
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
