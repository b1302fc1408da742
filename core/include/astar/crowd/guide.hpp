#pragma once
/// @file guide.hpp
/// What tells a crowd's agents which way to walk: a Guide gives, for an
/// agent at its position, the direction towards its goal. The crowd
/// (crowd.hpp) turns it into a preferred velocity and steers around the
/// others; the guide only knows the map.
///
/// Three come with the library: PathGuide, a path per agent from the
/// core's A*, smoothed for the agent's disc; FieldGuide (field_guide.hpp),
/// one flow field that every agent reads, for many agents with shared
/// goals; and FunctionGuide, any callable, for a guide kept elsewhere.
///
/// ```cpp
/// crowd.set_guide(std::make_unique<astar::FunctionGuide>(
///     [&](const astar::Grid&, int, const astar::Agent& agent) {
///       return my_steering(agent.position, agent.goal);
///     }));
/// ```
///
/// Contract: the crowd calls begin_step() once at the start of every step,
/// then direction() once for every agent that has not arrived, in the
/// order of their ids, all on the crowd's thread. A direction is a unit
/// vector, or zero to stand still; anything longer is shortened to one.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "astar/crowd/agent.hpp"
#include "astar/crowd/vec2.hpp"
#include "astar/grid/grid.hpp"
#include "astar/search/search.hpp"

namespace astar {

class Guide {
 public:
  virtual ~Guide() = default;
  /// Before the step's direction() calls, with every agent as it stands.
  virtual void begin_step(const Grid& grid, std::span<const Agent> agents) {
    (void)grid;
    (void)agents;
  }
  /// The direction agent `id` should walk in towards `agent.goal`.
  virtual Vec2 direction(const Grid& grid, int id, const Agent& agent) = 0;
};

/// A Guide that calls a function.
class FunctionGuide final : public Guide {
 public:
  using Function = std::function<Vec2(const Grid&, int, const Agent&)>;
  explicit FunctionGuide(Function function) : function_(std::move(function)) {}
  Vec2 direction(const Grid& grid, int id, const Agent& agent) override {
    return function_(grid, id, agent);
  }

 private:
  Function function_;
};

/// Follows a path per agent: A* (8-way, no corner cutting) from the
/// agent's cell to its goal's, then waypoints where the way turns, each in
/// clear sight of the last for the agent's whole disc and over no heavier
/// terrain than the path it replaces, so agents walk straight lines
/// instead of zig-zagging along grid moves. The last waypoint is the goal
/// itself.
///
/// The paths keep off walls where there is room: the guide plans on the
/// map's terrain made heavier in the two cells next to a wall (or the map's
/// edge), by kNearWallWeight[0] in the next cell and [1] in the one after,
/// so a crowd aims for the middle of a door instead of piling up at its
/// posts; a door or corridor narrower than that costs the same across and
/// is taken all the same.
///
/// An agent moves on to the next waypoint when it is within half a cell of
/// the current one, or once the next is in clear sight while it is within
/// two cells of the current one or already past it (the crowd pushed it
/// by). Every kCheckInterval steps (each agent on its own step of the
/// cycle, so the cost is spread) it looks again: an agent past its
/// waypoint with the next out of sight takes new waypoints along the same
/// path from where it stands, and one whose waypoint is out of sight (the
/// crowd pushed it round a corner) plans again from where it stands. It
/// plans again too when its goal or the grid (Grid::revision) changed. An
/// agent with no path to its goal stands still until one of those
/// changes.
///
/// Planning is the expensive part: max_plans_per_step (0: no limit) spreads
/// it over steps, the agents that wait standing still; agents are served
/// in the order of their ids, so runs stay deterministic.
class PathGuide final : public Guide {
 public:
  static constexpr int kCheckInterval = 10;
  static constexpr int kNearWallWeight[2] = {4, 2};

  explicit PathGuide(int max_plans_per_step = 0);

  void begin_step(const Grid& grid, std::span<const Agent> agents) override;
  Vec2 direction(const Grid& grid, int id, const Agent& agent) override;

  /// Agent `id`'s waypoints (empty before its first plan or without a
  /// path), and the index of the one it walks to.
  std::span<const Vec2> waypoints(int id) const;
  std::size_t next_waypoint(int id) const;
  /// Paths planned so far, and the searches that found none.
  std::int64_t plans() const { return plans_; }
  std::int64_t failed_plans() const { return failed_plans_; }

 private:
  struct Route {
    std::vector<int> cells;    // the path found, cell indices
    std::vector<Vec2> points;  // the waypoints
    std::vector<int> along;    // each waypoint's index in cells
    std::size_t next = 0;
    Vec2 goal;
    std::uint64_t revision = 0;
    bool planned = false;
    bool found = false;
  };
  bool needs_plan(const Grid& grid, const Route& route, int id,
                  const Agent& agent) const;
  void plan(const Grid& grid, Route& route, const Agent& agent);
  void advance(const Grid& grid, Route& route, const Agent& agent,
               bool may_look_again) const;

  const Grid& costs(const Grid& grid);

  int max_plans_per_step_;
  int plans_left_ = 0;
  std::int64_t step_ = 0;
  std::int64_t plans_ = 0;
  std::int64_t failed_plans_ = 0;
  std::vector<Route> routes_;
  Search search_;
  Grid costs_;  // the map with the weights near walls added
  std::uint64_t costs_revision_ = 0;
  bool has_costs_ = false;
};

}  // namespace astar
