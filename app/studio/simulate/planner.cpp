#include "simulate/planner.hpp"

#include "astar/path/post_process.hpp"

namespace astar::studio {

SearchQuery Planner::query_for(const Grid& grid, const SearchSettings& settings,
                               Point from, Point goal) {
  SearchQuery query = settings.query(from, goal);
  const AlgorithmInfo& asked = algorithm_info(query.algorithm);
  // Jump Point Search finds the same costs as an optimal search with its
  // default h, and faster.
  const AlgorithmInfo& jps = algorithm_info(Algorithm::JumpPoint);
  const bool exact_as_jps =
      asked.optimal && asked.uses_heuristic &&
      query.resolved_heuristic() == asked.default_heuristic(query.rules) &&
      jps.refusal(query.rules, false).empty();
  if (!asked.jumps && !exact_as_jps) return query;
  if (jump_map_stale_) {
    jump_map_ = JumpMap(grid);
    jump_map_stale_ = false;
  }
  if (jump_map_.uniform_cost()) query.algorithm = jps.algorithm;
  return query;
}

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
  const SearchQuery query = query_for(grid, settings, from, goal);
  const bool jumps = algorithm_info(query.algorithm).jumps;
  search_.set_step_recording(false);  // plans are never drawn step by step
  if (!search_.start(grid, query, jumps ? &jump_map_ : nullptr)) {
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
  const bool any_angle = algorithm_info(settings.algorithm).any_angle;
  plan.points = smooth && !any_angle
                    ? smooth_path(grid, settings.rules, search_.path())
                    : to_points(grid, search_.path());
  return plan;
}

}  // namespace astar::studio
