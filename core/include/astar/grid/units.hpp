#pragma once
/// @file units.hpp
/// Units with a size and their own terrain rules.
///
/// A unit has a size K (1 to kMaxUnitSize) and a terrain table. It occupies
/// the K x K cells whose top-left is its cell (x right, y down), so a path
/// for it lists top-left corners. It may stand where every cell of its
/// footprint is inside the map, walkable and not barred by its table.
/// Entering a footprint costs the move's step cost times the largest weight
/// under the footprint, after the table. The movement rules are those of
/// one cell, applied to footprint positions.
///
/// All of this is one derived grid: unit_grid() gives, for each top-left
/// cell, 0 where the unit cannot stand, else the cell value of the largest
/// table weight under its footprint. Every algorithm, the post-processing
/// and line of sight then run on that grid unchanged, and they are exact
/// for the unit: a move between two footprint positions is legal exactly
/// when it is legal between the two cells of the unit grid. The unit grid
/// carries the size (Grid::unit_size), so line of sight on it, whoever
/// asks (smoothing, Theta*, polyline_cost), sweeps the unit's whole K x K
/// square along each segment (line_of_sight.hpp). Size 1 with the
/// identity table gives back the grid itself.
///
/// Clearance (Harabor and Botea's "true clearance") is the largest K that
/// can stand at each cell under a table: a pass over the map from the
/// bottom-right corner, capped at kMaxUnitSize. Because of the cap, an
/// edit changes the clearance (and the unit grid) only within
/// kMaxUnitSize - 1 cells up and left of it, so both follow an edit by
/// recomputing that box alone.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

/// The largest unit size: a footprint of 32 x 32 cells.
inline constexpr int kMaxUnitSize = 32;

/// What each terrain weight (1 to 255) costs one unit, or that it may not
/// enter it at all.
class TerrainTable {
 public:
  /// The identity: every weight costs itself and nothing is barred.
  TerrainTable();

  /// Reads "W=wall" and "W=C" entries separated by commas, W and C in
  /// 1..255 ("10=wall,5=2": weight 10 is barred, weight 5 costs 2). The
  /// empty text is the identity. Errors name the entry.
  static Result<TerrainTable> parse(std::string_view spec);
  /// The table as parse() reads it, entries by rising weight; empty for the
  /// identity.
  std::string spec() const;

  /// 0 when `weight` is barred, else what it costs (1..255).
  int cost(int weight) const {
    return costs_[static_cast<std::size_t>(weight)];
  }
  /// The unit's cost of entering a cell of `value`; 0 for walls and
  /// barred terrain.
  int cost_of_value(std::uint8_t value) const {
    return value == kBlocked ? 0 : cost(terrain_weight(value));
  }
  bool identity() const { return identity_; }
  friend bool operator==(const TerrainTable&, const TerrainTable&) = default;

 private:
  std::array<std::uint8_t, 256> costs_{};  // [0] unused
  bool identity_ = true;  // kept, so searches test it without a scan
};

/// A unit: its size and its terrain table.
struct Unit {
  int size = 1;  ///< the footprint's side, 1..kMaxUnitSize
  TerrainTable terrain;
  /// A unit of one cell with the identity table: the grid as it is.
  bool is_cell() const { return size == 1 && terrain.identity(); }
  friend bool operator==(const Unit&, const Unit&) = default;
};

/// Checks a unit size from a user or a file: 1..kMaxUnitSize.
Status check_unit_size(long long size);

/// Per cell, the largest size (0..kMaxUnitSize) that can stand with its
/// top-left there under `table`: 0 on walls, barred cells and where even
/// one cell does not fit.
class Clearance {
 public:
  /// Computes it for the whole grid (one pass, O(cells)).
  void compute(const Grid& grid, const TerrainTable& table);
  /// Follows an edit of the cells in `changed`: recomputes only the cells
  /// whose clearance can depend on them. `changed` must hold every cell
  /// changed since the revision it was last computed or updated at.
  void update(const Grid& grid, const TerrainTable& table, CellArea changed);
  /// Whether it was computed from `grid` as it is now (its revision).
  bool follows(const Grid& grid) const {
    return revision_ == grid.revision() && width_ == grid.width() &&
           height_ == grid.height();
  }

  int at(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
  const std::vector<std::uint8_t>& values() const { return values_; }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  void compute_box(const Grid& grid, const TerrainTable& table, CellArea box);

  int width_ = 0;
  int height_ = 0;
  std::uint64_t revision_ = 0;  // of the grid it follows
  std::vector<std::uint8_t> values_;
};

/// The cells whose clearance or unit-grid value can change when the cells
/// of `changed` do: the box widened by kMaxUnitSize - 1 up and left,
/// clipped to the grid.
CellArea affected_by(const Grid& grid, CellArea changed);

/// The grid a unit sees: for each top-left cell, kBlocked where the unit
/// cannot stand, else value_for_weight(the largest table cost under its
/// footprint). For a unit of one cell with the identity table it equals
/// `grid`. `clearance` must be computed under the unit's table; one that
/// does not follow `grid` (another revision) is not used: the clearance is
/// computed again.
Grid unit_grid(const Grid& grid, const Unit& unit, const Clearance& clearance);
/// The same, computing the clearance itself.
Grid unit_grid(const Grid& grid, const Unit& unit);
/// Brings `out` (a unit grid of `grid`) up to date after the cells of
/// `changed` changed (every cell changed since `out` was last brought up
/// to date); `clearance` must already follow the change.
void update_unit_grid(const Grid& grid, const Unit& unit,
                      const Clearance& clearance, CellArea changed, Grid& out);

/// A unit's view of a grid, kept with what it was built from: the unit,
/// its clearance, its unit grid and the grid's revision. Build it once per
/// map and unit, follow edits with update() (or follow()), and hand it to
/// Search::start() so that queries do not rebuild it (a search given none
/// keeps its own while the grid does not change). A search refuses a unit
/// map that does not follow the grid it is given.
class UnitMap {
 public:
  UnitMap() = default;
  UnitMap(const Grid& grid, const Unit& unit);
  /// Follows an edit of the cells in `changed` (`grid` as it is now;
  /// `changed` holds every cell changed since the map's revision).
  void update(const Grid& grid, CellArea changed);
  /// Brings the map up to date with `grid` by building it again, when it
  /// does not follow it already.
  void follow(const Grid& grid);
  /// Whether it was built or updated from `grid` as it is now.
  bool follows(const Grid& grid) const { return clearance_.follows(grid); }

  const Unit& unit() const { return unit_; }
  const Clearance& clearance() const { return clearance_; }
  /// The grid the unit's searches run on.
  const Grid& grid() const { return grid_; }

 private:
  Unit unit_;
  Clearance clearance_;
  Grid grid_;
};

/// Why `unit` cannot stand at `p` on `grid` ("a unit of size 3 does not fit
/// at (4,5)"), or an empty string when it can.
std::string unit_fit_problem(const Grid& grid, const Unit& unit, Point p);

}  // namespace astar
