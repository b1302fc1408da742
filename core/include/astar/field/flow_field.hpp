#pragma once
/// @file flow_field.hpp
/// A flow field (a "Dijkstra map"): for one goal, several goals or a goal
/// area, the exact cost from every cell to the nearest goal under the
/// map's movement rules, terrain and unit, and the step each cell takes
/// towards it. Many units walking to one place read it instead of each
/// running a search: a unit at any cell follows step() (or next()) from
/// cell to cell and reaches a goal by a path of exactly distance() cost,
/// the cost A* finds from that cell.
///
/// ```cpp
/// const std::vector<astar::Point> goals{{10, 4}};
/// astar::Result<astar::FlowField> made =
///     astar::FlowField::compute(grid, goals);
/// if (!made) report(made.error());
/// astar::FlowField field = std::move(made).value();
/// int cell = grid.index(unit_position);
/// while (field.reachable(cell) && !field.is_goal(cell))
///   cell = field.next(cell);            // one move a tick
///
/// grid.set(5, 5, astar::kBlocked);      // the map changes
/// field.update(grid, {5, 5, 6, 6});     // only what depended on it moves
/// ```
///
/// Costs are the search's own: a move into a cell costs the step cost
/// (straight or diagonal, MovementRules) times that cell's terrain weight,
/// kept as two whole sums (the weights of the straight and of the diagonal
/// moves) as the search keeps g, so equal costs are bit-equal and each
/// distance is the cost A* or Dijkstra reports from that cell. A unit of
/// size K or with a terrain table walks its unit grid (units.hpp): the
/// field's cells are then the unit's top-left positions.
///
/// The step of a cell is the first of its neighbours, in the order E, W,
/// S, N, SE, SW, NE, NW, that lies on a cheapest path, so a field is one
/// function of the map and the goals: an updated field equals one computed
/// afresh, step for step.
///
/// Memory: 6 bytes a cell (a 4-bit step and two 22-bit sums), 384 MiB for
/// 8192 x 8192, beside the caller's grid; a field whose sums outgrow 22
/// bits (long paths over heavy terrain) keeps 10 bytes a cell. A unit
/// other than one plain cell adds its unit map (two bytes a cell).
///
/// Live maps: update() takes the area of cells that changed. Cells whose
/// cheapest path ran through a changed move lose their distance (the
/// subtree of the field that hung from the change) and are settled again
/// from the cells around them; cells that a change made cheaper are
/// lowered from the change outwards. Nothing else is read or written, and
/// last_repair() says how many cells it touched.
///
/// Cancel: compute() and compute_area() take a StopToken (stop_token.hpp),
/// read every kCellsBetweenStops settled cells (well under a millisecond);
/// once it asks to stop they return an error of kind ErrorKind::Cancelled
/// and keep nothing. update() is not cut short: it touches only what an
/// edit changed.
///
/// Thread safety: a field is a value; reading one from many threads is
/// safe, update() is not.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "astar/field/zeroed_bytes.hpp"
#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/grid/units.hpp"
#include "astar/result.hpp"
#include "astar/stop_token.hpp"

namespace astar {

/// What a cell of a field says to do.
enum class FieldStep : std::uint8_t {
  None = 0,  ///< unreachable, or where the unit cannot stand: no step
  East,      ///< x + 1
  West,      ///< x - 1
  South,     ///< y + 1
  North,     ///< y - 1
  SouthEast,
  SouthWest,
  NorthEast,
  NorthWest,
  Goal,  ///< a goal: stay
};

/// The move of a step as (dx, dy); (0, 0) for None and Goal.
Point step_offset(FieldStep step);
/// "none", "E", "W", "S", "N", "SE", "SW", "NE", "NW", "goal".
std::string_view to_string(FieldStep step);

/// What the last update() did.
struct FieldRepair {
  int changed_cells = 0;     ///< cells in the changed area, on the field's grid
  int raised = 0;            ///< cells whose cheapest path ran through a change
  int settled = 0;           ///< cells the repair's Dijkstra settled
  bool recomputed = false;   ///< the sums outgrew their bits: computed afresh
  std::vector<int> touched;  ///< every cell whose record was rewritten, sorted
};

class FlowField {
 public:
  /// An empty field of no grid.
  FlowField() = default;

  /// Settled cells between two reads of a StopToken.
  static constexpr int kCellsBetweenStops = 4096;

  /// The field of `grid` towards `goals` (at least one; each inside the
  /// map where the unit can stand, else an error naming it). An error of
  /// kind Cancelled when `stop` asks to stop before it is done.
  static Result<FlowField> compute(const Grid& grid,
                                   std::span<const Point> goals,
                                   const MovementRules& rules = {},
                                   const Unit& unit = {},
                                   const StopToken& stop = {});
  /// The field towards every cell of `area` where the unit can stand; the
  /// area must lie inside the map and hold at least one such cell.
  static Result<FlowField> compute_area(const Grid& grid, CellArea area,
                                        const MovementRules& rules = {},
                                        const Unit& unit = {},
                                        const StopToken& stop = {});

  /// Follows an edit of the cells inside `changed` (clipped to the map):
  /// `grid` is the grid the field was computed from, as it is now, and no
  /// cell outside `changed` changed since the field last followed it. A
  /// goal that became a wall stays a goal, unreached until it opens again.
  /// Fails, changing nothing, on a grid of another size.
  Status update(const Grid& grid, CellArea changed);

  /// Whether it was computed or updated from `grid` as it is now.
  bool follows(const Grid& grid) const {
    return revision_ == grid.revision() && width_ == grid.width() &&
           height_ == grid.height();
  }

  int width() const { return width_; }
  int height() const { return height_; }
  int cell_count() const { return width_ * height_; }
  const MovementRules& rules() const { return rules_; }
  const Unit& unit() const { return unit_; }
  /// The goals' cells, sorted.
  const std::vector<int>& goals() const { return goals_; }
  bool is_goal(int cell) const { return step(cell) == FieldStep::Goal; }

  /// Whether a goal can be reached from `cell`.
  bool reachable(int cell) const { return step(cell) != FieldStep::None; }
  /// The cost from `cell` to the nearest goal; +infinity when unreachable.
  double distance(int cell) const;
  double distance(Point p) const { return distance(index(p)); }
  /// The step `cell` takes.
  FieldStep step(int cell) const;
  FieldStep step(Point p) const { return step(index(p)); }
  /// The cell `cell` steps to; -1 at a goal and where none is reachable.
  int next(int cell) const;
  /// The cells from `from` to its goal, both included; empty when no goal
  /// is reachable from it.
  std::vector<int> path_from(int from) const;

  /// Every cell's distance (row-major; +infinity where unreachable) and
  /// step, into arrays of cell_count() values.
  void distances(std::span<double> out) const;
  void steps(std::span<std::uint8_t> out) const;
  /// The largest finite distance; 0 when no cell is reachable but goals.
  double max_distance() const;

  /// Bytes held by the field (records, goals, a unit's map).
  std::size_t memory_bytes() const;
  /// Whether the records are the 10-byte ones (sums past 22 bits).
  bool wide() const { return wide_; }
  const FieldRepair& last_repair() const { return last_repair_; }

 private:
  friend struct FieldAccess;
  int index(Point p) const { return p.y * width_ + p.x; }

  int width_ = 0;
  int height_ = 0;
  std::uint64_t revision_ = 0;
  MovementRules rules_;
  Unit unit_;
  std::optional<UnitMap> unit_map_;  // a unit other than one plain cell
  std::vector<int> goals_;
  ZeroedBytes records_;  // 6 or 10 bytes a cell, then padding
  bool wide_ = false;
  FieldRepair last_repair_;
};

}  // namespace astar
