#include <algorithm>
#include <cstdlib>

#include "astar/crowd/guide.hpp"
#include "crowd/walls.hpp"

namespace astar {

namespace {

// An agent this near its waypoint moves on to the next.
constexpr double kReach = 0.5;
// Within this of its waypoint, an agent moves on once the next is in sight,
// so a crowd that keeps it from the waypoint itself does not hold it back.
constexpr double kLookAhead = 2.0;
// The periodic check that the waypoint is still in sight looks with a
// thinner disc, so that a neighbour pressing an agent against a wall does
// not make it plan again; a wall between them does.
constexpr double kSightCheckShare = 0.5;

// The heaviest terrain weight of cells[from..to].
int heaviest_on_path(const Grid& grid, std::span<const int> cells, int from,
                     int to) {
  int most = 1;
  for (int k = std::max(from, 0); k <= to; ++k) {
    most = std::max(most, terrain_weight(grid[cells[k]]));
  }
  return most;
}

// The waypoints of the grid path cells[first..] for a disc of `radius`
// standing at `from`: from each kept point, the farthest later cell centre
// of the path found by galloping (1, 2, 4, ... cells ahead, then halving)
// that the disc reaches in a straight line over no heavier cells than the
// path between. The path's last cell stands for `goal`, which ends the
// list. Each waypoint's index in `cells` goes to `along`.
void route_points(const Grid& grid, Vec2 from, std::span<const int> cells,
                  int first, Vec2 goal, double radius, std::vector<Vec2>& out,
                  std::vector<int>& along) {
  const int n = static_cast<int>(cells.size());
  const auto point = [&](int k) {
    return k == n - 1 ? goal : cell_centre(grid.point(cells[k]));
  };
  out.clear();
  along.clear();
  Vec2 at = from;
  int kept = first - 1;  // the path index of `at`; first - 1 for `from`
  while (kept < n - 1) {
    const auto clear = [&](int k) {
      return detail::disc_path_clear(
          grid, at, point(k), radius,
          heaviest_on_path(grid, cells, std::max(kept, first), k));
    };
    int good = kept + 1;  // the next cell is one move away: always kept
    int bad = n;
    for (int stride = 1; good < n - 1; stride *= 2) {
      const int probe = std::min(kept + 1 + stride, n - 1);
      if (!clear(probe)) {
        bad = probe;
        break;
      }
      good = probe;
    }
    while (bad - good > 1) {
      const int middle = good + (bad - good) / 2;
      (clear(middle) ? good : bad) = middle;
    }
    at = point(good);
    out.push_back(at);
    along.push_back(good);
    kept = good;
  }
}

}  // namespace

PathGuide::PathGuide(int max_plans_per_step)
    : max_plans_per_step_(max_plans_per_step) {
  search_.set_step_recording(false);
}

void PathGuide::begin_step(const Grid& grid, std::span<const Agent> agents) {
  (void)grid;
  if (routes_.size() < agents.size()) routes_.resize(agents.size());
  plans_left_ = max_plans_per_step_;
  ++step_;
}

bool PathGuide::needs_plan(const Grid& grid, const Route& route, int id,
                           const Agent& agent) const {
  if (!route.planned || !(route.goal == agent.goal) ||
      route.revision != grid.revision()) {
    return true;
  }
  if (!route.found || (step_ + id) % kCheckInterval != 0) return false;
  return !detail::disc_path_clear(grid, agent.position,
                                  route.points[route.next],
                                  agent.radius * kSightCheckShare, 255);
}

// How many cells `cell` is from the nearest wall or the map's edge
// (Chebyshev), up to `most` + 1.
int wall_distance(const Grid& grid, Point cell, int most) {
  for (int d = 1; d <= most; ++d) {
    for (int dy = -d; dy <= d; ++dy) {
      for (int dx = -d; dx <= d; ++dx) {
        if (std::max(std::abs(dx), std::abs(dy)) != d) continue;
        if (!grid.walkable(Point{cell.x + dx, cell.y + dy})) return d;
      }
    }
  }
  return most + 1;
}

const Grid& PathGuide::costs(const Grid& grid) {
  if (has_costs_ && costs_revision_ == grid.revision()) return costs_;
  costs_ = grid;
  std::span<std::uint8_t> cells = costs_.cells_to_write();
  for (int i = 0; i < grid.cell_count(); ++i) {
    if (!grid.walkable(i)) continue;
    const int d = wall_distance(grid, grid.point(i), 2);
    if (d > 2) continue;
    const int weight =
        std::min(255, terrain_weight(grid[i]) + kNearWallWeight[d - 1]);
    cells[i] = value_for_weight(weight);
  }
  costs_revision_ = grid.revision();
  has_costs_ = true;
  return costs_;
}

void PathGuide::plan(const Grid& map, Route& route, const Agent& agent) {
  const Grid& grid = costs(map);
  route.planned = true;
  route.found = false;
  route.goal = agent.goal;
  route.revision = map.revision();
  route.points.clear();
  route.next = 0;
  ++plans_;
  SearchQuery query;
  query.start = cell_of(agent.position);
  query.goal = cell_of(agent.goal);
  if (!search_.start(grid, query) || search_.run() != SearchStatus::Found) {
    ++failed_plans_;
    route.cells.clear();
    return;
  }
  route.cells = search_.path();
  route_points(grid, agent.position, route.cells, 0, agent.goal, agent.radius,
               route.points, route.along);
  route.found = true;
}

void PathGuide::advance(const Grid& grid, Route& route, const Agent& agent,
                        bool may_look_again) const {
  while (route.next + 1 < route.points.size()) {
    const Vec2 target = route.points[route.next];
    const Vec2 after = route.points[route.next + 1];
    const double distance2 = length_squared(target - agent.position);
    if (distance2 < kReach * kReach) {
      ++route.next;
      continue;
    }
    const bool past = dot(agent.position - target, after - target) > 0.0;
    if (!past && distance2 >= kLookAhead * kLookAhead) return;
    const int heaviest_end =
        std::max({terrain_weight(grid.at(cell_of(agent.position))),
                  terrain_weight(grid.at(cell_of(target))),
                  terrain_weight(grid.at(cell_of(after)))});
    if (detail::disc_path_clear(grid, agent.position, after, agent.radius,
                                heaviest_end)) {
      ++route.next;
      continue;
    }
    if (!past || !may_look_again) return;
    // Pushed past the waypoint with the next out of sight: new waypoints
    // along the same path, from where the agent stands.
    const int from = route.along[route.next];
    route_points(grid, agent.position, route.cells, from, agent.goal,
                 agent.radius, route.points, route.along);
    route.next = 0;
    may_look_again = false;
  }
}

Vec2 PathGuide::direction(const Grid& grid, int id, const Agent& agent) {
  if (routes_.size() <= static_cast<std::size_t>(id)) routes_.resize(id + 1);
  Route& route = routes_[id];
  if (needs_plan(grid, route, id, agent)) {
    if (max_plans_per_step_ > 0 && plans_left_ <= 0) return {};
    --plans_left_;
    plan(grid, route, agent);
  }
  if (!route.found) return {};
  advance(costs(grid), route, agent, (step_ + id) % kCheckInterval == 0);
  const Vec2 to = route.points[route.next] - agent.position;
  const double distance = length(to);
  return distance > 0.0 ? to / distance : Vec2{};
}

std::span<const Vec2> PathGuide::waypoints(int id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= routes_.size()) return {};
  return routes_[id].points;
}

std::size_t PathGuide::next_waypoint(int id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= routes_.size()) return 0;
  return routes_[id].next;
}

}  // namespace astar
