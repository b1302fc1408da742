#include "simulate/planner.hpp"

#include "astar/path/post_process.hpp"

namespace astar::studio {

Plan Planner::plan(const Grid& grid, const SearchSettings& settings, Point from,
                   Point goal, bool smooth) {
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
  // Theta*'s path is already its vertices, in clear sight of each other.
  const bool any_angle = settings.algorithm == Algorithm::Theta;
  plan.points = smooth && !any_angle
                    ? smooth_path(grid, settings.rules, search_.path())
                    : to_points(grid, search_.path());
  return plan;
}

}  // namespace astar::studio
