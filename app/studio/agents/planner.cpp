#include "agents/planner.hpp"

#include <algorithm>
#include <cassert>

#include "astar/path/post_process.hpp"

namespace astar::studio {
namespace {

const AlgorithmInfo& jumping_algorithm() {
  const auto all = all_algorithms();
  const auto found = std::find_if(all.begin(), all.end(), [](const auto& a) {
    return a.jumps && a.optimal && !a.bidirectional;
  });
  assert(found != all.end());
  return *found;
}

}  // namespace

SearchQuery Planner::query_for(const Grid& grid, const SearchSettings& settings,
                               Point from, Point goal) {
  SearchQuery query = settings.query(from, goal);
  const AlgorithmInfo& asked = algorithm_info(query.algorithm);
  // A jumping search (Jump Point Search) finds the same costs as an
  // optimal search with its default h, and faster.
  const AlgorithmInfo& jps = jumping_algorithm();
  const bool exact_as_jps =
      asked.optimal && asked.uses_heuristic &&
      query.resolved_heuristic() == asked.default_heuristic(query.rules) &&
      jps.refusal(query.rules, false).empty();
  // The subgoal algorithm keeps its own prepared map (subgoals()).
  if (asked.prepared || (!asked.jumps && !exact_as_jps)) return query;
  if (jump_map_stale_) {
    jump_map_ = JumpMap(grid);
    jump_map_stale_ = false;
  } else if (!jump_map_pending_.empty()) {
    jump_map_.update(grid, jump_map_pending_);
  }
  jump_map_pending_ = {};
  if (jump_map_.uniform_cost()) query.algorithm = jps.algorithm;
  return query;
}

const SubgoalGraph* Planner::subgoals(const Grid& grid,
                                      const MovementRules& rules) {
  if (!subgoals_stale_ && subgoals_.rules() == rules &&
      !subgoals_pending_.empty()) {
    subgoals_stale_ = !subgoals_.update(grid, subgoals_pending_);
  }
  subgoals_pending_ = {};
  if (subgoals_stale_ || !subgoals_.follows(grid, rules)) {
    auto prepared = SubgoalGraph::prepare(grid, rules);
    subgoals_stale_ = !prepared;
    if (!prepared) return nullptr;
    subgoals_ = std::move(prepared.value());
  }
  return &subgoals_;
}

const UnitMap& Planner::unit_map(const Grid& grid, const Unit& unit) {
  for (UnitEntry& entry : unit_maps_) {
    if (!(entry.map.unit() == unit)) continue;
    if (!entry.pending.empty()) entry.map.update(grid, entry.pending);
    entry.pending = {};
    return entry.map;
  }
  unit_maps_.push_back({UnitMap(grid, unit), {}});
  return unit_maps_.back().map;
}

Plan Planner::plan(const Grid& map, const SearchSettings& asked, Point from,
                   Point goal, bool smooth, const Unit& unit) {
  // Agents plan for their own unit, not the search panel's.
  SearchSettings settings = asked;
  settings.unit = {};
  // A unit plans as one cell on its unit grid: the same search and the
  // same smoothing (which keeps the swept footprint off walls there).
  const bool cell = unit.is_cell();
  const Grid& grid = cell ? map : unit_map(map, unit).grid();
  Plan plan;
  if (!grid.walkable(from)) {
    plan.why = cell ? "standing on a blocked cell" : "the unit does not fit";
    return plan;
  }
  if (!grid.walkable(goal)) {
    plan.why = cell ? "the goal is blocked" : "the unit does not fit the goal";
    return plan;
  }
  SearchQuery query = settings.query(from, goal);
  // The shared jump map is the map's: a unit grid's JPS builds its own.
  if (cell) query = query_for(grid, settings, from, goal);
  const AlgorithmInfo& info = algorithm_info(query.algorithm);
  // A unit's grid is prepared by the search itself.
  const SubgoalGraph* graph =
      info.prepared && cell ? subgoals(grid, query.rules) : nullptr;
  search_.set_step_recording(false);  // plans are never drawn step by step
  if (!search_.start(grid, query, info.jumps && cell ? &jump_map_ : nullptr,
                     nullptr, graph)) {
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
