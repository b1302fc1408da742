#pragma once
/// @file replanner.hpp
/// Incremental re-planning: one unit's path from a start to a goal, kept
/// optimal while cells change under it and while the unit walks, by
/// repairing the last search instead of starting a new one.
///
/// The method is D* Lite (Koenig and Likhachev 2002, the optimised version
/// with the key modifier k_m). It searches backwards, from the goal, so
/// g(s) is the cost from s to the goal and stays valid as the start moves:
/// moving the unit costs nothing but a key offset, and a changed cell
/// re-settles only the cells whose distance to the goal it can change that
/// the search needs to prove the start's path optimal.
///
/// ```cpp
/// auto made = astar::Replanner::create(grid, rules, start, goal);
/// if (!made) report(made.error());
/// astar::Replanner& plan = made.value();
/// plan.plan();                               // the first search
/// use(plan.path(), plan.cost());
/// grid.set(x, y, astar::kBlocked);           // the map changes
/// plan.cells_changed(grid, {x, y, x + 1, y + 1});
/// plan.plan();                               // repaired, not restarted
/// plan.move_start(plan.path()[1]);           // the unit took a step
/// plan.plan();                               // usually nothing to do
/// ```
///
/// Moves and prices are the search's (search.hpp): the neighbours of
/// for_each_open_move under the rules (4 or 8 neighbours, every diagonal
/// rule), each move paying the terrain weight of the cell it enters, and a
/// cost kept as two whole numbers, the weights of the straight and of the
/// diagonal moves, priced by one formula (straight_cost * straight +
/// diagonal_cost * diagonal). So cost() is bit for bit the cost a fresh A*
/// finds on the map as it is now, and keys of equal cost are bit-equal:
/// D* Lite's stop test compares keys, and a sum of doubles in another order
/// would put a vertex whose key ties the start's an ulp above it and leave
/// it stale on the path. The heuristic is the rules' default (octile with 8
/// neighbours, Manhattan with 4), consistent under every rule, in the same
/// whole-number parts, and so is k_m.
///
/// Units: a unit of size K or with a terrain table plans on its unit grid
/// (units.hpp), kept as a UnitMap and brought up to date by
/// cells_changed; start, goal and path are top-left cells of its footprint.
///
/// The replanner keeps its own copy of the cells it planned on, so it never
/// reads a grid it was not handed: cells_changed compares the cells of the
/// area given with that copy and updates only the vertices around the cells
/// that really changed (a cell and the eight around it: their moves, costs
/// and diagonal rules are all that a cell's value reaches).
///
/// Memory: 40 bytes a cell (g and rhs as two whole numbers each, a heap
/// position, a touch stamp), the copied cells, and the open heap; for a
/// unit also its UnitMap.
///
/// Counting: stats() says what the last plan() did, counting the
/// cells_changed calls since the plan before it: the vertices it took off
/// the open heap (expanded), the rhs values it worked out (updated) and the
/// distinct cells either touched (touched), to compare with a fresh A*'s
/// expansions (SearchStats::expanded).
///
/// Thread safety: one Replanner per thread; it holds no pointer to the grid.

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/heuristics.hpp"
#include "astar/grid/movement.hpp"
#include "astar/grid/units.hpp"
#include "astar/result.hpp"

namespace astar {

/// What one Replanner::plan() did (see "Counting" above).
struct ReplanStats {
  std::int64_t expanded = 0;  ///< vertices taken off the open heap
  std::int64_t updated = 0;   ///< rhs values worked out again
  std::int64_t touched = 0;   ///< distinct cells expanded or updated
  std::int64_t changed = 0;   ///< cells whose value changed since last plan
  friend bool operator==(const ReplanStats&, const ReplanStats&) = default;
};

class Replanner {
 public:
  static constexpr double kInfinity = std::numeric_limits<double>::infinity();

  /// A replanner for `unit` from `start` to `goal` on `grid` under `rules`.
  /// Fails when start or goal is outside the grid, on a wall, or where the
  /// unit does not fit, naming the cell.
  static Result<Replanner> create(const Grid& grid, const MovementRules& rules,
                                  Point start, Point goal,
                                  const Unit& unit = {});

  /// Brings the path up to date: the first call searches, later calls
  /// repair. Returns whether the goal can be reached.
  bool plan();
  /// The unit advanced to `cell` (usually the next cell of path()). Keeps
  /// everything the search knows; fails, changing nothing, when `cell` is
  /// outside the map or the unit cannot stand there.
  Status move_start(Point cell);
  /// The cells of `area` (clipped to the map) may have changed on `grid`,
  /// which must be the grid given to create(), edited. Every changed cell
  /// must be inside some area reported before the next plan(). Fails,
  /// changing nothing, when `grid` is not the size planned on.
  Status cells_changed(const Grid& grid, CellArea area);
  /// The same for a list of cells.
  Status cells_changed(const Grid& grid, std::span<const Point> cells);

  /// Whether the last plan() found a path.
  bool reachable() const { return reachable_; }
  /// The last plan's path as cell indices, start first and goal last;
  /// empty when the goal cannot be reached or before the first plan().
  const std::vector<int>& path() const { return path_; }
  /// Its cost; infinity when the goal cannot be reached.
  double cost() const {
    return reachable_ ? price(rhs_[static_cast<std::size_t>(index(start_))])
                      : kInfinity;
  }
  const ReplanStats& stats() const { return stats_; }

  Point start() const { return start_; }
  Point goal() const { return goal_; }
  const MovementRules& rules() const { return rules_; }
  const Unit& unit() const { return unit_; }
  int width() const { return width_; }
  int height() const { return height_; }
  /// The cost from `cell` to the goal as the search last settled it
  /// (infinity where it never looked or the goal cannot be reached).
  double g(int cell) const { return price(g_[static_cast<std::size_t>(cell)]); }
  /// Whether the last plan() expanded or updated `cell`.
  bool touched_last(int cell) const {
    return stamp_[static_cast<std::size_t>(cell)] == last_stamp_;
  }

 private:
  // A cost as the search keeps it: the weights of the straight moves and
  // of the diagonal ones; straight == kUnreached is infinity.
  struct Sum {
    std::uint64_t straight = kUnreached;
    std::uint64_t diagonal = 0;
  };
  static constexpr std::uint64_t kUnreached =
      std::numeric_limits<std::uint64_t>::max();
  struct Key {
    double k1 = 0;
    double k2 = 0;
  };
  struct HeapEntry {
    Key key;
    int cell = -1;
  };

  Replanner() = default;
  int index(Point p) const { return p.y * width_ + p.x; }
  bool open(int cell) const {
    return values_[static_cast<std::size_t>(cell)] != kBlocked;
  }
  Key key_of(int cell) const;
  double price(Sum sum) const {
    if (sum.straight == kUnreached) return kInfinity;
    return straight_cost_ * static_cast<double>(sum.straight) +
           diagonal_cost_ * static_cast<double>(sum.diagonal);
  }
  static Sum plus(Sum sum, bool diagonal, int weight);
  Sum best_successor(int cell) const;
  void recompute_rhs(int cell);
  void update_vertex(int cell);
  void touch(int cell);
  void expand(int cell);
  void settle();
  void extract_path();
  void take_changes(const Grid& now, CellArea area);
  void sync_start();
  void refresh_around(int cell);

  // The heap of open vertices, with each cell's place (decrease-key).
  static bool before(const HeapEntry& a, const HeapEntry& b);
  void heap_set(std::size_t at, const HeapEntry& entry);
  void heap_push(int cell, Key key);
  void heap_update(int cell, Key key);
  void heap_remove(int cell);
  void sift_up(std::size_t at);
  void sift_down(std::size_t at);

  int width_ = 0;
  int height_ = 0;
  MovementRules rules_;
  Heuristic heuristic_ = Heuristic::Octile;
  Unit unit_;
  std::optional<UnitMap> unit_map_;  // only for a unit other than one cell
  Point start_;
  Point goal_;
  Point last_start_;  // the start k_m was last brought up to
  double straight_cost_ = 1;
  double diagonal_cost_ = 1;
  std::uint64_t km_straight_ = 0;  // k_m in the heuristic's whole parts
  std::uint64_t km_diagonal_ = 0;
  bool reachable_ = false;
  std::vector<std::uint8_t> values_;  // the cells as planned on
  std::vector<Sum> g_;
  std::vector<Sum> rhs_;
  std::vector<std::int32_t> heap_place_;  // -1 when not on the heap
  std::vector<std::uint32_t> stamp_;      // == work_stamp_: touched
  std::uint32_t work_stamp_ = 1;          // of the work since the last plan
  std::uint32_t last_stamp_ = 0;          // of the last plan's work
  std::vector<HeapEntry> heap_;
  std::vector<int> path_;
  std::vector<int> changed_;  // cells one cells_changed call found changed
  ReplanStats work_;          // since the last plan()
  ReplanStats stats_;         // of the last plan()
};

}  // namespace astar
