// A* over a subgoal graph (subgoal_graph.hpp). A subgoal's successors are
// the subgoals it is linked to; the start, when it is no subgoal, reaches
// what its own scan reaches; the goal, when it is no subgoal, is the
// successor of every cell its scan reached (a link walks both ways). Costs
// are the sums of straight and diagonal moves along the links, as the
// jumps keep them, so the path's cost is exactly A*'s.
#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "astar/search/search.hpp"
#include "expansions.hpp"
#include "hot_path.hpp"

namespace astar {

Status Search::prepare_subgoals(const Grid& grid, const SearchQuery& query,
                                const SubgoalGraph* subgoals) {
  if (subgoals == nullptr) {
    // Kept between queries: prepared again only when the grid changed.
    if (!own_subgoals_.follows(grid, query.rules)) {
      auto prepared = SubgoalGraph::prepare(grid, query.rules);
      if (!prepared) return prepared.failure();
      own_subgoals_ = std::move(prepared.value());
    }
    subgoals = &own_subgoals_;
  }
  if (!subgoals->follows(grid, query.rules)) {
    return fail(ErrorKind::BadArgument,
                "the subgoal graph does not follow the map: it was prepared "
                "from another map, under other rules or before the map "
                "changed; update or prepare it again (SubgoalGraph::update)");
  }
  subgoals_ = subgoals;
  const int start = grid.index(query.start);
  const int goal = grid.index(query.goal);
  goal_links_.clear();
  if (!subgoals->is_subgoal(goal)) {
    subgoals->scan_from(goal, start, goal_links_);
    std::sort(goal_links_.begin(), goal_links_.end(),
              [](const SubgoalReach& a, const SubgoalReach& b) {
                return a.cell < b.cell;
              });
  }
  return {};
}

bool Search::links_to_goal(int cell) const {
  const auto linked = std::lower_bound(
      goal_links_.begin(), goal_links_.end(), cell,
      [](const SubgoalReach& reach, int c) { return reach.cell < c; });
  return subgoal_graph() != nullptr && linked != goal_links_.end() &&
         linked->cell == cell;
}

namespace detail {
namespace {

// The sums of moves of the h-path between two cells.
struct Moves {
  std::uint64_t straight;
  std::uint64_t diagonal;
};

Moves moves_between(Point a, Point b, bool four_way) {
  const int dx = std::abs(b.x - a.x);
  const int dy = std::abs(b.y - a.y);
  const auto diagonal = static_cast<std::uint64_t>(std::min(dx, dy));
  const auto straight = static_cast<std::uint64_t>(std::max(dx, dy)) - diagonal;
  // Four-way, a diagonal of the scans is two straight moves.
  if (four_way) return {straight + 2 * diagonal, 0};
  return {straight, diagonal};
}

}  // namespace

template <class Recorder>
void SubgoalLinks::expand(Search& s, int cell) {
  const SubgoalGraph& graph = *s.subgoals_;
  const Search::CellRecord record = s.cells_.packed(cell);
  const Point here = s.point_of_(cell);
  const bool four_way = s.query_.rules.connectivity == Connectivity::Four;
  const auto offer = [&](int to) {
    const Point there = s.point_of_(to);
    const Moves m = moves_between(here, there, four_way);
    s.template relax_far<Recorder>(cell, there, record.straight + m.straight,
                                   record.diagonal + m.diagonal);
  };
  if (graph.is_subgoal(cell)) {
    for (const SubgoalLink& link : graph.links(cell)) {
      offer(static_cast<int>(link.cell));
    }
  } else if (cell == s.start_) {
    s.reach_.clear();
    graph.scan_from(cell, s.goal_, s.reach_);
    for (const SubgoalReach& reach : s.reach_) offer(reach.cell);
  }
  const auto linked = std::lower_bound(
      s.goal_links_.begin(), s.goal_links_.end(), cell,
      [](const SubgoalReach& reach, int c) { return reach.cell < c; });
  if (linked != s.goal_links_.end() && linked->cell == cell) offer(s.goal_);
}

void SubgoalLinks::finish(Search& s, int goal) {
  s.status_ = SearchStatus::Found;
  s.cost_ = s.cost_of(s.record_of(goal));
  std::vector<int> ends;
  for (int c = goal; c >= 0; c = s.parent_in(s.record_of(c))) ends.push_back(c);
  s.path_.assign(1, ends.back());
  for (std::size_t i = ends.size() - 1; i > 0; --i) {
    [[maybe_unused]] const bool walked =
        s.subgoals_->walk(ends[i], ends[i - 1], s.path_);
    assert(walked && "a link or a scan's reach is always walkable");
  }
}

}  // namespace detail

Search::StepFn Search::subgoal_step() const {
  return detail::with_recorder(
      record_steps_, record_scans_, recording_, []<class Recorder>() -> StepFn {
        return &Search::step_with<detail::SubgoalLinks, Recorder>;
      });
}

}  // namespace astar
