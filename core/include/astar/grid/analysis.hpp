#pragma once
/// @file analysis.hpp
/// Connected regions and reachability under the movement rules. Moves are
/// symmetric under every rule (a diagonal's two orthogonal cells are the same
/// seen from either end), so a region is the set of cells reachable from
/// any one of its cells. Terrain weights change costs, never connectivity.

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <variant>
#include <vector>

#include "astar/grid/cell_bits.hpp"
#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"

namespace astar {

/// The region id of a blocked cell.
inline constexpr std::int32_t kNoRegion = -1;

/// Per cell, row-major: its region id (0..count-1), or kNoRegion. Held in
/// as few bytes a cell as the count needs (one for up to 254 regions, two
/// for up to 65,534, else four): an 8192x8192 map of a few regions takes
/// 64 MiB, not 256.
class RegionLabels {
 public:
  using Bytes = std::vector<std::uint8_t>;
  using Shorts = std::vector<std::uint16_t>;
  using Ints = std::vector<std::int32_t>;
  /// In the narrow forms the largest value stands for kNoRegion.
  RegionLabels() = default;
  explicit RegionLabels(std::variant<Bytes, Shorts, Ints> labels)
      : labels_(std::move(labels)) {}

  std::int32_t operator[](std::size_t cell) const;
  std::size_t size() const;
  /// Bytes a cell: 1, 2 or 4.
  int width() const;

 private:
  std::variant<Bytes, Shorts, Ints> labels_;
};

struct RegionMap {
  RegionLabels region;
  /// Per region id: the number of cells in it. Ids are given in order of
  /// each region's first cell in row-major order.
  std::vector<std::int64_t> sizes;

  int count() const { return static_cast<int>(sizes.size()); }
  /// Cells in the largest region, or 0 when every cell is blocked.
  std::int64_t largest() const;
  /// True when both cells are walkable and in the same region.
  bool same_region(int cell_a, int cell_b) const {
    return region[cell_a] != kNoRegion && region[cell_a] == region[cell_b];
  }
};

/// Labels every walkable cell with its connected region.
RegionMap label_regions(const Grid& grid, const MovementRules& rules);

/// Per cell, 1 when it can be reached from `start` (itself included), else 0.
/// All zero when `start` is outside the grid or blocked.
std::vector<std::uint8_t> reachable_from(const Grid& grid,
                                         const MovementRules& rules,
                                         Point start);

/// The walkable cells of `grid`: all reachability asks of a map.
CellBits walkable_cells(const Grid& grid);

/// The cells reachable from `start` (itself included) on a map `width`
/// cells wide whose walkable cells are `open`; none when `start` is outside
/// it or blocked.
CellBits reachable_cells(const CellBits& open, int width,
                         const MovementRules& rules, Point start);

/// True when both cells are walkable and a path joins them. Stops as soon as
/// `b` is reached.
bool connected(const Grid& grid, const MovementRules& rules, Point a, Point b);

/// True when some walkable cell has a terrain weight other than 1.
bool has_terrain(const Grid& grid);

/// How many cells hold each value (index 0 = blocked, 255 = open ground).
std::array<std::int64_t, 256> value_histogram(const Grid& grid);

}  // namespace astar
