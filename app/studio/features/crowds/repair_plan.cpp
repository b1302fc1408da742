#include "features/crowds/repair_plan.hpp"

#include <algorithm>
#include <iterator>

namespace astar::studio {

bool RepairPlan::plan(const Grid& grid, const MovementRules& rules, Point start,
                      Point goal) {
  clear();
  Result<Replanner> made = Replanner::create(grid, rules, start, goal);
  if (!made) return false;
  replanner_.emplace(std::move(made).value());
  replanner_->plan();
  first_touched_ = replanner_->stats().touched;
  return true;
}

void RepairPlan::follow_edit(const Grid& grid, CellArea changed, bool more) {
  if (!replanner_ || !replanner_->cells_changed(grid, changed)) return;
  replanner_->plan();
  std::vector<int> now;
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    if (replanner_->touched_last(cell)) now.push_back(cell);
  }
  if (more) {
    std::vector<int> both;
    std::set_union(touched_.begin(), touched_.end(), now.begin(), now.end(),
                   std::back_inserter(both));
    now = std::move(both);
  }
  touched_ = std::move(now);
  ++repairs_;
}

void RepairPlan::clear() {
  replanner_.reset();
  touched_.clear();
  repairs_ = 0;
  first_touched_ = 0;
}

}  // namespace astar::studio
