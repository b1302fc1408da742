#pragma once
// The re-plan's repair, shown: one unit's path from the document's start
// to its goal kept by D* Lite (astar/replan/replanner.hpp) on the crowd
// world's copy of the map. An edit under it repairs the last search
// instead of starting a new one; the cells that repair expanded or updated
// (Replanner::touched_last) are what the canvas shows.

#include <optional>
#include <vector>

#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/replan/replanner.hpp"

namespace astar::studio {

class RepairPlan {
 public:
  // Plans afresh from `start` to `goal` on `grid`; false when either is
  // not an open cell (nothing is shown then).
  bool plan(const Grid& grid, const MovementRules& rules, Point start,
            Point goal);
  // `grid` changed inside `changed`: the repair, and what it touched;
  // `more` adds those cells to the last repair's (one stroke repaired at
  // every frame shows as one).
  void follow_edit(const Grid& grid, CellArea changed, bool more);
  void clear();

  bool planned() const { return replanner_.has_value(); }
  Point start() const { return replanner_->start(); }
  Point goal() const { return replanner_->goal(); }
  const std::vector<int>& path() const { return replanner_->path(); }
  double cost() const { return replanner_->cost(); }
  // The cells the last repair touched (empty before the first edit),
  // sorted.
  const std::vector<int>& touched() const { return touched_; }
  int repairs() const { return repairs_; }
  // What the first search touched, to set the repair's count beside.
  std::int64_t first_touched() const { return first_touched_; }

 private:
  std::optional<Replanner> replanner_;
  std::vector<int> touched_;
  int repairs_ = 0;
  std::int64_t first_touched_ = 0;
};

}  // namespace astar::studio
