#include "simulate/planner.hpp"

namespace astar::studio {

Plan Planner::plan(const Grid& grid, const SearchSettings& settings, Point from,
                   Point goal) {
  Plan plan;
  if (!grid.walkable(from)) {
    plan.why = "standing on a blocked cell";
    return plan;
  }
  if (!grid.walkable(goal)) {
    plan.why = "the goal is blocked";
    return plan;
  }
  if (!search_.start(grid, settings.query(from, goal))) {
    plan.why = "cannot search";
    return plan;
  }
  search_.run();
  plan.expansions = search_.stats().expanded;
  if (search_.status() != SearchStatus::Found) {
    plan.why = "no path to the goal";
    return plan;
  }
  plan.found = true;
  plan.points.reserve(search_.path().size());
  for (const int cell : search_.path()) {
    plan.points.push_back(centre_of(grid.point(cell)));
  }
  return plan;
}

}  // namespace astar::studio
