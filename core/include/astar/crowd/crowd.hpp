#pragma once
/// @file crowd.hpp
/// A crowd: many agents walking to their goals over a grid, a fixed time
/// step at a time, steering around each other and around walls.
///
/// ```cpp
/// astar::Result<astar::Crowd> made = astar::Crowd::create(grid, {});
/// astar::Crowd crowd = std::move(made).value();   // the grid outlives it
/// astar::AgentSpec spec;
/// spec.position = {3.5, 4.5};                     // in cells
/// spec.goal = {40.5, 12.5};
/// astar::Result<int> id = crowd.add_agent(spec);  // refused when it
///                                                 // does not fit there
/// for (int i = 0; i < 600; ++i) crowd.step();     // 60 s at 0.1 s a step
/// for (const astar::Agent& a : crowd.agents()) draw(a.position, a.radius);
/// ```
///
/// An agent is a disc: a centre in cells (continuous, doubles), a radius, a
/// maximum speed in cells a second, a goal. Each step:
/// 1. The guide (guide.hpp) gives every agent that has not arrived the
///    direction to walk in; by default a PathGuide, which follows a path
///    from the core's A*, smoothed by line of sight for the agent's disc.
///    Its preferred velocity is that direction at its maximum speed, slowed
///    so that it stops on its goal instead of passing it.
/// 2. Each agent picks the velocity nearest its preferred one among those
///    that keep it clear of its neighbours and of the walls: ORCA, Optimal
///    Reciprocal Collision Avoidance (van den Berg, Guy, Lin and Manocha,
///    "Reciprocal n-body collision avoidance", 2011). Every neighbour
///    within neighbour_distance (at most max_neighbours, nearest first)
///    gives a half-plane of velocities that avoid it for time_horizon
///    seconds, each agent taking half of the avoidance. Three tiers of
///    half-planes, in this order:
///    - walls: every wall edge near the agent gives the velocities that
///      keep its disc from reaching the edge within obstacle_horizon;
///    - keep-clear: a neighbour close enough to be reached within the step
///      gives the velocities that close in on it by at most half the gap
///      in the step (plus the pair's mean speed that way when one follows
///      the other);
///    - ORCA's planes over the time horizon.
///    The velocity is the solution of a 2D linear program (within the
///    maximum speed, nearest the preferred velocity). When ORCA's planes
///    leave no velocity, it is the one that least violates the worst of
///    them (ORCA's 3D linear program) while meeting walls and keep-clear
///    planes; when those leave none either (agents already overlapping),
///    while meeting the walls.
/// 3. All agents move at once by their new velocities (no agent sees
///    another's move of the same step), and a move that would put a disc
///    over a wall cell is cut back (along one axis, or not at all), so no
///    agent ever enters a wall.
/// 4. Agents that overlap all the same are pushed apart, pair by pair in
///    the order of their ids, half the overlap each (what a wall keeps one
///    from taking, the other takes), up to 8 passes; last_step() says what
///    ORCA left to this. Agents that ignore each other (avoid_agents off)
///    skip it.
/// 5. An agent within arrival_distance of its goal is `arrived`: from then
///    on it wants to stand still, but still gives way to others.
///
/// Walls are the grid's blocked cells and everything outside the map;
/// terrain weights count only for the guide's paths. Neighbours are found
/// through a grid of buckets rebuilt each step, so a step costs about the
/// agents times their neighbours, never all pairs.
///
/// Deterministic: the same grid, settings, agents (added in the same order)
/// and steps give bit-equal positions: agents are handled in the order
/// they were added, neighbours in the order of (distance, id), and nothing
/// runs on another thread.
///
/// Live maps: a step notices a changed grid (Grid::revision) and rebuilds
/// its walls; the PathGuide plans again. An agent a wall was painted over
/// may move out of it however it can.
///
/// Thread safety: one Crowd per thread; the grid must not change during a
/// step.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "astar/crowd/agent.hpp"
#include "astar/crowd/guide.hpp"
#include "astar/crowd/vec2.hpp"
#include "astar/grid/grid.hpp"
#include "astar/result.hpp"

namespace astar {

namespace detail {
struct CrowdScratch;
}

/// The crowd's parameters, the same for every agent. The defaults suit
/// agents of about a third of a cell walking two cells a second.
struct CrowdSettings {
  double time_step = 0.1;           ///< seconds a step, > 0
  double time_horizon = 2.0;        ///< tau for neighbours, seconds, > 0
  double obstacle_horizon = 0.5;    ///< tau for walls, >= time_step
  double neighbour_distance = 3.0;  ///< cells, centre to centre, > 0
  int max_neighbours = 10;          ///< 1..64, the nearest ones
  double arrival_distance = 0.25;   ///< cells, >= 0
  /// Off, agents ignore each other (they still keep out of walls): for
  /// comparison, and for showing what avoidance does.
  bool avoid_agents = true;
};

/// What ORCA left to the last step's push apart (step 4 at the top).
struct CrowdStepStats {
  /// Pairs of discs that overlapped after the moves, before the push.
  int overlapping_pairs = 0;
  /// The deepest of those overlaps, as a share of the smaller radius.
  double deepest_overlap = 0.0;
};

/// An empty string when `settings` are valid, else what is wrong.
std::string check_crowd_settings(const CrowdSettings& settings);

class Crowd {
 public:
  /// A crowd over `grid`, which must outlive it. Fails when the settings
  /// are invalid (check_crowd_settings) or the grid is empty.
  static Result<Crowd> create(const Grid& grid, const CrowdSettings& settings);

  Crowd(Crowd&&) noexcept;
  Crowd& operator=(Crowd&&) noexcept;
  ~Crowd();

  /// Adds an agent and returns its id, the next of 0, 1, 2, ... Fails,
  /// naming the problem, when a value is out of range or not finite, the
  /// goal is outside the map or in a wall, or the agent's disc at its
  /// position would overlap a wall cell or the map's edge.
  Result<int> add_agent(const AgentSpec& spec);
  /// A new goal for agent `id` (it is no longer arrived). Fails when the
  /// id is unknown or the goal is outside the map or in a wall.
  Status set_goal(int id, Vec2 goal);

  /// Replaces the settings; fails, changing nothing, on invalid ones.
  Status set_settings(const CrowdSettings& settings);
  const CrowdSettings& settings() const { return settings_; }

  /// Who gives the agents their directions; a PathGuide until replaced.
  /// A null guide is refused: the crowd keeps the one it has.
  void set_guide(std::unique_ptr<Guide> guide);
  Guide& guide() { return *guide_; }
  const Guide& guide() const { return *guide_; }

  /// Moves every agent by one time step (see the top of this file).
  void step();

  std::span<const Agent> agents() const { return agents_; }
  int size() const { return static_cast<int>(agents_.size()); }
  /// How many agents have arrived.
  int arrived_count() const;
  /// Steps taken, and the simulated time they make, in seconds.
  std::int64_t steps() const { return steps_; }
  double time() const { return time_; }
  const Grid& grid() const { return *grid_; }
  /// What the last step's push apart found.
  const CrowdStepStats& last_step() const { return last_step_; }

 private:
  Crowd(const Grid& grid, const CrowdSettings& settings);
  Status check_goal(Vec2 goal) const;
  Vec2 preferred_velocity(int id);
  void move_all();
  void push_apart();

  const Grid* grid_;
  CrowdSettings settings_;
  std::vector<Agent> agents_;
  std::unique_ptr<Guide> guide_;
  std::unique_ptr<detail::CrowdScratch> scratch_;
  std::int64_t steps_ = 0;
  double time_ = 0.0;
  CrowdStepStats last_step_;
};

}  // namespace astar
