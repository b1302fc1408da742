#include "astar/teach/step_explanation.hpp"

#include <algorithm>
#include <array>

namespace astar {
namespace {

// The search's visiting order: E, W, S, N, then SE, SW, NE, NW.
constexpr std::array<Point, 8> kOrder = {
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

// The position of `cell` in the last step's touched list, if there.
std::optional<std::size_t> touched_index(const Search& search, int cell) {
  const auto touched = search.last_touched();
  const auto it = std::find(touched.begin(), touched.end(), cell);
  if (it == touched.end()) return std::nullopt;
  return static_cast<std::size_t>(it - touched.begin());
}

// What happened to a walkable neighbour the move rules allow.
NeighbourStep reached(const Search& search, Point cell, double g_via) {
  const Grid& grid = *search.grid();
  const int index = grid.index(cell);
  NeighbourStep step{cell};
  step.g_via = g_via;
  if (auto i = touched_index(search, index)) {
    const Search::TouchedBefore before = search.before_last_step(*i);
    step.before = before.state;
    step.g_before = before.g;
    step.parent_before = before.parent;
    step.outcome = before.state == CellState::Unseen
                       ? NeighbourOutcome::New
                       : NeighbourOutcome::Improved;
    return step;
  }
  // Untouched: the step left it as it was.
  step.before = search.state(index);
  step.g_before = search.g(index);
  step.parent_before = search.parent(index);
  if (!algorithm_info(search.query().algorithm).improves_open) {
    step.outcome = NeighbourOutcome::AlreadySeen;
  } else if (g_via >= step.g_before) {
    step.outcome = NeighbourOutcome::NotBetter;
  } else {
    step.outcome = NeighbourOutcome::KeptClosed;
  }
  return step;
}

std::vector<NeighbourStep> neighbours_of(const Search& search, Point here,
                                         const Grid* map) {
  const Grid& grid = *search.grid();
  const MovementRules& rules = search.query().rules;
  const int moves = rules.connectivity == Connectivity::Eight ? 8 : 4;
  std::vector<NeighbourStep> result;
  for (int k = 0; k < moves; ++k) {
    const Point cell{here.x + kOrder[k].x, here.y + kOrder[k].y};
    if (!grid.contains(cell)) continue;
    if (!grid.walkable(cell)) {
      // Only a map of the unit grid's size is the one searched.
      const bool unit_blocked =
          map != nullptr && map != &grid && map->width() == grid.width() &&
          map->height() == grid.height() && map->walkable(cell);
      NeighbourStep wall{cell, NeighbourOutcome::Wall};
      wall.unit_does_not_fit = unit_blocked;
      result.push_back(wall);
      continue;
    }
    const bool diagonal = kOrder[k].x != 0 && kOrder[k].y != 0;
    if (diagonal && !is_legal_move(grid, rules, here, cell)) {
      result.push_back({cell, NeighbourOutcome::CornerRule});
      continue;
    }
    const double g_via = search.g_through(grid.index(here), grid.index(cell));
    result.push_back(reached(search, cell, g_via));
  }
  return result;
}

// The first open cell in pop order with the same key that was open before
// the step (cells the step touched were not: their keys were higher).
std::optional<TieLoser> tie_loser(const Search& search, int taken, double key) {
  constexpr std::size_t kLookAhead = 64;
  for (const OpenEntry& entry : search.open_list(kLookAhead)) {
    if (entry.f > key) break;
    if (entry.cell == taken || touched_index(search, entry.cell)) continue;
    return TieLoser{search.grid()->point(entry.cell), entry.h};
  }
  return std::nullopt;
}

// Jump Point Search opens far cells: the jump points the step pushed.
std::vector<NeighbourStep> jump_points_of(const Search& search, int taken) {
  const Grid& grid = *search.grid();
  std::vector<NeighbourStep> result;
  for (int cell : search.last_touched()) {
    result.push_back(
        reached(search, grid.point(cell), search.g_through(taken, cell)));
  }
  return result;
}

// The subgoal algorithm opens the cells linked to the taken one, in the
// order it offered them: a subgoal's links, then the goal when the goal's
// scan reached it. The start, when no subgoal, offered what its own scan
// reached: the first step opens them all, so the touched cells are they.
std::vector<NeighbourStep> links_of(const Search& search, int taken) {
  const Grid& grid = *search.grid();
  const SubgoalGraph& graph = *search.subgoal_graph();
  if (!graph.is_subgoal(taken)) return jump_points_of(search, taken);
  std::vector<NeighbourStep> result;
  const auto offer = [&](int cell) {
    result.push_back(
        reached(search, grid.point(cell), search.g_through(taken, cell)));
  };
  for (const SubgoalLink& link : graph.links(taken)) offer(link.cell);
  if (search.links_to_goal(taken)) offer(grid.index(search.query().goal));
  return result;
}

}  // namespace

StepExplanation explain_last_step(const Search& search, const Grid* map) {
  StepExplanation explanation;
  const int taken = search.last_expanded();
  if (taken < 0 || search.grid() == nullptr) return explanation;
  const Grid& grid = *search.grid();
  explanation.stepped = true;
  explanation.cell = grid.point(taken);
  explanation.key = search.f(taken);
  explanation.g = search.g(taken);
  explanation.h = search.h(taken);
  explanation.goal = taken == grid.index(search.query().goal);
  if (search.subgoal_graph() != nullptr) {
    explanation.subgoal = search.subgoal_graph()->is_subgoal(taken);
    if (!explanation.goal) explanation.neighbours = links_of(search, taken);
  } else if (algorithm_info(search.query().algorithm).jumps) {
    explanation.neighbours = jump_points_of(search, taken);
    for (const ScannedRun& run : search.last_scanned()) {
      explanation.scanned += run.length;
    }
  } else if (!explanation.goal) {
    explanation.neighbours = neighbours_of(search, explanation.cell, map);
  }
  std::int64_t opened = 0;
  for (std::size_t i = 0; i < search.last_touched().size(); ++i) {
    opened += search.before_last_step(i).state != CellState::Open;
  }
  explanation.open_before = search.stats().open_size - opened + 1;
  explanation.tie = tie_loser(search, taken, explanation.key);
  return explanation;
}

}  // namespace astar
