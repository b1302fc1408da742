#include "agents/simulation.hpp"

#include <algorithm>
#include <cstdio>

#include "astar/path/post_process.hpp"

namespace astar::studio {
namespace {

// A walker is at a point when it is this close.
constexpr double kArrivedEpsilon = 1e-9;

}  // namespace

const char* to_string(AgentState state) {
  switch (state) {
    case AgentState::Walking:
      return "walking";
    case AgentState::Waiting:
      return "waiting";
    case AgentState::Arrived:
      return "arrived";
  }
  return "waiting";
}

void Simulation::reset(const Document& doc) {
  agents_.clear();
  obstacles_.clear();
  queue_.clear();
  stats_ = {};
  placed_ = {};
  rebuild_grid(doc.grid);
  sync(doc, false);
}

void Simulation::rebuild_grid(const Grid& map) {
  const bool resized =
      map.width() != map_.width() || map.height() != map_.height();
  map_ = map;
  work_ = map;
  planner_.map_changed();
  if (resized) {
    // Nothing that stood on the old map fits the new one.
    agents_.clear();
    obstacles_.clear();
    queue_.clear();
    placed_ = {};
  }
  obstacles_on_.assign(static_cast<std::size_t>(map.cell_count()), 0);
  agents_on_.assign(static_cast<std::size_t>(map.cell_count()), 0);
  for (const ObstacleRun& obstacle : obstacles_) {
    if (obstacle.placed) occupy_obstacle(cell_of(obstacle.at), 1);
  }
  for (const AgentRun& agent : agents_) occupy_agent(cell_of(agent.at), 1);
  cells_blocked_ = true;
}

void Simulation::sync(const Document& doc, bool cells_changed) {
  if (cells_changed) rebuild_grid(doc.grid);
  goal_ = doc.goal;
  const Actors& actors = doc.actors;
  if (actors == placed_) return;
  // Actors whose placement is unchanged keep their run; the rest start
  // afresh at their placement.
  std::vector<AgentRun> agents;
  for (std::size_t i = 0; i < actors.agents.size(); ++i) {
    const AgentPlacement& placement = actors.agents[i];
    if (i < placed_.agents.size() && placed_.agents[i] == placement &&
        i < agents_.size()) {
      agents.push_back(std::move(agents_[i]));
      continue;
    }
    AgentRun agent;
    agent.at = centre_of(placement.cell);
    agent.speed = placement.speed;
    agent.unit = placement.unit();
    agents.push_back(std::move(agent));
  }
  std::vector<ObstacleRun> obstacles;
  for (std::size_t i = 0; i < actors.obstacles.size(); ++i) {
    const PatrolRoute& route = actors.obstacles[i];
    if (i < placed_.obstacles.size() && placed_.obstacles[i] == route &&
        i < obstacles_.size()) {
      obstacles.push_back(std::move(obstacles_[i]));
      continue;
    }
    obstacles.emplace_back(route);
  }
  agents_ = std::move(agents);
  obstacles_ = std::move(obstacles);
  placed_ = actors;
  queue_.clear();
  for (AgentRun& agent : agents_) agent.queued = false;
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    if (agents_[i].plans == 0) queue(i, false);
  }
  // The occupancy counts start over from the runs kept and made.
  rebuild_grid(map_);
  place_obstacles();
}

void Simulation::place_obstacles() {
  for (ObstacleRun& obstacle : obstacles_) {
    if (obstacle.placed) continue;
    const Point cell = cell_of(obstacle.at);
    if (!obstacle_may_enter(cell)) continue;
    obstacle.placed = true;
    occupy_obstacle(cell, 1);
  }
}

void Simulation::occupy_obstacle(Point cell, int delta) {
  if (!work_.contains(cell)) return;
  const int i = index_of(cell);
  obstacles_on_[i] = static_cast<std::uint16_t>(obstacles_on_[i] + delta);
  work_.set(i, obstacles_on_[i] > 0 ? kBlocked : map_[i]);
  planner_.cell_changed(cell);
  if (delta > 0) cells_blocked_ = true;
}

void Simulation::occupy_agent(Point cell, int delta) {
  if (!work_.contains(cell)) return;
  const int i = index_of(cell);
  agents_on_[i] = static_cast<std::uint16_t>(agents_on_[i] + delta);
}

bool Simulation::obstacle_may_enter(Point cell) const {
  return map_.walkable(cell) && obstacles_on_[index_of(cell)] == 0 &&
         agents_on_[index_of(cell)] == 0;
}

bool Simulation::agent_may_enter(Point cell) const {
  return work_.walkable(cell);
}

void Simulation::step(const SearchSettings& search,
                      const SimulationSettings& settings) {
  begin_step(settings);
  plan(search, settings);
  finish_step();
}

void Simulation::begin_step(const SimulationSettings& settings) {
  const double dt = kSimStepSeconds;
  stats_.seconds += dt;
  place_obstacles();
  for (ObstacleRun& obstacle : obstacles_) {
    if (obstacle.placed) move_obstacle(obstacle, dt);
  }
  if (cells_blocked_) check_paths();
  // Timers: every agent due queues at the back. An agent at the goal it
  // planned for has nothing to re-plan.
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    AgentRun& agent = agents_[i];
    agent.since_plan += dt;
    const bool at_goal =
        agent.state == AgentState::Arrived && agent.planned_goal == goal_;
    // A small tolerance: 15 steps of 1/30 s make 0.5 s.
    if (!at_goal && agent.since_plan + 1e-9 >= settings.replan_seconds) {
      queue(i, false);
    }
  }
}

void Simulation::finish_step() {
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    move_agent(i, kSimStepSeconds);
  }
  stats_.queued = queue_.size();
}

void Simulation::move_obstacle(ObstacleRun& obstacle, double dt) {
  double left = obstacle.speed * dt;
  while (left > kArrivedEpsilon && obstacle.patrol.length() > 0) {
    const double step = std::min(left, kSubStep);
    const SimPoint next = obstacle.patrol.at(obstacle.along + step);
    const Point from = cell_of(obstacle.at);
    const Point to = cell_of(next);
    if (!(from == to)) {
      if (!obstacle_may_enter(to)) return;  // waits for the cell
      occupy_obstacle(from, -1);
      occupy_obstacle(to, 1);
    }
    obstacle.along = obstacle.patrol.wrap(obstacle.along + step);
    obstacle.at = next;
    left -= step;
  }
}

void Simulation::check_paths() {
  cells_blocked_ = false;
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    const AgentRun& agent = agents_[i];
    if (agent.state == AgentState::Walking && remaining_path_blocked(agent)) {
      queue(i, true);
    }
  }
}

bool Simulation::remaining_path_blocked(const AgentRun& agent) const {
  for (std::size_t k = agent.trace_at + 1; k < agent.trace.size(); ++k) {
    if (!work_.walkable(agent.trace[k])) return true;
  }
  return false;
}

void Simulation::queue(std::size_t agent, bool urgent) {
  AgentRun& run = agents_[agent];
  if (run.queued) {
    if (!urgent) return;
    // Moves to the front.
    queue_.erase(std::find(queue_.begin(), queue_.end(), agent));
  }
  run.queued = true;
  if (urgent) {
    queue_.push_front(agent);
  } else {
    queue_.push_back(agent);
  }
}

void Simulation::plan(const SearchSettings& search,
                      const SimulationSettings& settings) {
  stats_.plans_this_step = 0;
  stats_.expansions_this_step = 0;
  while (!queue_.empty() &&
         (stats_.plans_this_step == 0 ||
          stats_.expansions_this_step < settings.expansions_per_step)) {
    const std::size_t i = queue_.front();
    queue_.pop_front();
    AgentRun& agent = agents_[i];
    agent.queued = false;
    agent.since_plan = 0;
    if (agent.plans > 0) ++stats_.replans;
    ++agent.plans;
    ++stats_.plans_this_step;
    if (!goal_) {
      wait(agent, "no goal");
      continue;
    }
    Plan plan = planner_.plan(work_, search, cell_of(agent.at), *goal_,
                              settings.smooth, agent.unit);
    stats_.expansions_this_step += plan.expansions;
    stats_.expansions += plan.expansions;
    agent.planned_goal = goal_;
    apply_plan(agent, std::move(plan));
  }
}

void Simulation::wait(AgentRun& agent, const char* why) {
  agent.state = AgentState::Waiting;
  agent.why = why;
  agent.path.clear();
  agent.trace.clear();
  agent.next = 0;
  agent.trace_at = 0;
}

void Simulation::apply_plan(AgentRun& agent, Plan plan) {
  if (!plan.found) {
    wait(agent, plan.why);
    return;
  }
  // The path starts at the centre of the agent's cell, which it may have
  // left a little: it walks on from where it is when the way to the next
  // point is clear, and back through the centre otherwise.
  // The cells the segments cross, exactly as line of sight saw them.
  agent.trace.clear();
  for (const int cell : cells_along(work_, plan.points)) {
    agent.trace.push_back(work_.point(cell));
  }
  std::vector<SimPoint> path;
  path.reserve(plan.points.size() + 1);
  for (const Point& point : plan.points) path.push_back(centre_of(point));
  if (path.size() >= 2 && segment_clear(agent.at, path[1])) {
    path.front() = agent.at;
  } else {
    path.insert(path.begin(), agent.at);
  }
  agent.path = std::move(path);
  agent.next = 1;
  agent.trace_at = 0;
  agent.why.clear();
  agent.state = distance(agent.at, agent.path.back()) < kArrivedEpsilon
                    ? AgentState::Arrived
                    : AgentState::Walking;
}

bool Simulation::segment_clear(SimPoint from, SimPoint to) const {
  for (const Point& cell : trace_cells({from, to})) {
    if (!agent_may_enter(cell)) return false;
  }
  return true;
}

void Simulation::advance_trace(AgentRun& agent, Point cell) {
  for (std::size_t k = agent.trace_at; k < agent.trace.size(); ++k) {
    if (agent.trace[k] == cell) {
      agent.trace_at = k;
      return;
    }
  }
}

void Simulation::move_agent(std::size_t index, double dt) {
  AgentRun& agent = agents_[index];
  if (agent.state != AgentState::Walking) return;
  double left = agent.speed * dt;
  while (left > kArrivedEpsilon && agent.next < agent.path.size()) {
    const SimPoint target = agent.path[agent.next];
    const double step = std::min({left, kSubStep, distance(agent.at, target)});
    const SimPoint next = move_towards(agent.at, target, step);
    const Point from = cell_of(agent.at);
    const Point to = cell_of(next);
    if (!(from == to)) {
      if (!agent_may_enter(to)) {
        // Stops short of the blocked cell and re-plans at once.
        queue(index, true);
        return;
      }
      occupy_agent(from, -1);
      occupy_agent(to, 1);
      advance_trace(agent, to);
    }
    agent.walked += step;
    stats_.walked += step;
    agent.at = next;
    left -= step;
    if (distance(agent.at, target) < kArrivedEpsilon) ++agent.next;
  }
  if (agent.next >= agent.path.size()) agent.state = AgentState::Arrived;
}

std::vector<std::string> Simulation::describe() const {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    const AgentRun& agent = agents_[i];
    char line[160];
    std::snprintf(
        line, sizeof line,
        "agent %zu at=%.2f,%.2f state=%s replans=%lld walked=%.2f", i,
        agent.at.x, agent.at.y, to_string(agent.state),
        static_cast<long long>(std::max<std::int64_t>(0, agent.plans - 1)),
        agent.walked);
    lines.push_back(line);
  }
  for (std::size_t i = 0; i < obstacles_.size(); ++i) {
    const ObstacleRun& obstacle = obstacles_[i];
    char line[96];
    std::snprintf(line, sizeof line, "obstacle %zu at=%.2f,%.2f%s", i,
                  obstacle.at.x, obstacle.at.y,
                  obstacle.placed ? "" : " state=unplaced");
    lines.push_back(line);
  }
  return lines;
}

}  // namespace astar::studio
