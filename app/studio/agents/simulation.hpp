#pragma once
// The Simulate mode's model: agents that walk to the goal and re-plan, and
// obstacles that patrol their routes, advanced on a fixed time step. Pure:
// no SDL, no ImGui, no clock. The same inputs and steps give the same
// state, so a headless run is deterministic.
//
// The obstacles block cells for the planner without touching the document:
// the simulation plans on its own copy of the map, with each obstacle's
// cell blocked. A wall painted while it runs reaches it through sync().
//
// Re-planning is budgeted per step by expansions, not by time: queued
// re-plans run until the step's budget is spent (always at least one), the
// rest wait for the next step. A blocked path jumps the queue.
//
// Rules that keep walkers apart: an agent never enters a blocked cell or
// one an obstacle is on, and an obstacle never enters a wall, another
// obstacle's cell or a cell an agent is on (it waits there instead).

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "agents/geometry.hpp"
#include "agents/patrol.hpp"
#include "agents/planner.hpp"
#include "astar/edit/document.hpp"
#include "astar/search/settings.hpp"

namespace astar::studio {

// Seconds one simulation step covers.
inline constexpr double kSimStepSeconds = 1.0 / 30.0;

struct SimulationSettings {
  double replan_seconds = 0.5;  // each agent re-plans this often
  // Planning per step: re-plans stop once this many expansions were spent.
  // The default keeps a step's planning near 5 ms of A* on this kind of
  // machine; with JPS (see planner.hpp) it covers many more plans.
  std::int64_t expansions_per_step = 20000;
  bool smooth = true;  // agents walk the smoothed path
  friend bool operator==(const SimulationSettings&,
                         const SimulationSettings&) = default;
};

enum class AgentState : std::uint8_t { Walking, Waiting, Arrived };
const char* to_string(AgentState state);

struct AgentRun {
  SimPoint at;
  double speed = kDefaultAgentSpeed;
  Unit unit;  // its size and terrain table, from its placement
  AgentState state = AgentState::Waiting;
  std::string why = "planning";  // while Waiting: what it waits for
  std::vector<SimPoint> path;    // what it walks, start first
  std::size_t next = 0;          // the path point it walks towards
  std::vector<Point> trace;      // the cells the path passes, in order
  std::size_t trace_at = 0;      // the agent is at trace[trace_at]
  std::optional<Point> planned_goal;
  double since_plan = 0;
  bool queued = false;
  std::int64_t plans = 0;  // the first plan and every re-plan
  double walked = 0;       // cells
};

struct ObstacleRun {
  explicit ObstacleRun(const PatrolRoute& route)
      : patrol(route),
        speed(route.speed),
        at(centre_of(route.points.front())) {}
  PatrolPath patrol;
  double speed = kDefaultObstacleSpeed;
  double along = 0;  // cells into the round trip
  SimPoint at;
  bool placed = false;  // false until its first cell is free
};

// What the counters show.
struct SimulationStats {
  double seconds = 0;        // simulated time
  std::int64_t replans = 0;  // plans after each agent's first
  std::int64_t plans_this_step = 0;
  std::int64_t expansions_this_step = 0;
  std::int64_t expansions = 0;  // by every plan so far
  std::size_t queued = 0;       // agents waiting for a plan
  double walked = 0;            // by all agents, cells
};

class Simulation {
 public:
  // Starts over from the document: agents at their cells, obstacles at
  // their first points, every agent queued for a plan.
  void reset(const Document& doc);
  // Follows the document: the map's cells (after a repaint), the goal and
  // the actors (placed or removed ones join or leave; the others keep
  // where they are). `cells_changed` says the map may differ.
  void sync(const Document& doc, bool cells_changed);
  // One fixed step: obstacles move, re-plans run within the budget,
  // agents walk. The three parts may be called one by one, in this order,
  // to time the planning alone.
  void step(const SearchSettings& search, const SimulationSettings& settings);
  void begin_step(const SimulationSettings& settings);
  void plan(const SearchSettings& search, const SimulationSettings& settings);
  void finish_step();

  const std::vector<AgentRun>& agents() const { return agents_; }
  const std::vector<ObstacleRun>& obstacles() const { return obstacles_; }
  const SimulationStats& stats() const { return stats_; }
  // The map as the planner sees it (obstacles blocked).
  const Grid& planning_grid() const { return work_; }
  // One line per agent: "agent K at=X,Y state=... replans=N walked=D",
  // then one per obstacle: "obstacle K at=X,Y".
  std::vector<std::string> describe() const;

 private:
  void rebuild_grid(const Grid& map);
  void place_obstacles();
  void move_obstacle(ObstacleRun& obstacle, double dt);
  bool obstacle_may_enter(Point cell) const;
  void occupy_obstacle(Point cell, int delta);
  void occupy_agent(Point cell, int delta);
  bool agent_may_enter(Point cell) const;
  void queue(std::size_t agent, bool urgent);
  void apply_plan(AgentRun& agent, Plan plan);
  void move_agent(std::size_t index, double dt);
  void advance_trace(AgentRun& agent, Point cell);
  bool remaining_path_blocked(const AgentRun& agent) const;
  // No cell a walker crosses between the two points is blocked.
  bool segment_clear(SimPoint from, SimPoint to) const;
  void check_paths();
  void wait(AgentRun& agent, const char* why);
  int index_of(Point cell) const { return work_.index(cell); }

  Grid map_;   // the document's cells
  Grid work_;  // the map with the obstacles' cells blocked
  std::optional<Point> goal_;
  Actors placed_;  // the actors as the document had them
  std::vector<AgentRun> agents_;
  std::vector<ObstacleRun> obstacles_;
  std::vector<std::uint16_t> obstacles_on_;  // per cell
  std::vector<std::uint16_t> agents_on_;     // per cell
  bool cells_blocked_ = false;  // a path may be blocked: check them
  std::deque<std::size_t> queue_;
  Planner planner_;
  SimulationStats stats_;
};

}  // namespace astar::studio
