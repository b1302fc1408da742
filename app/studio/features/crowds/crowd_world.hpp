#pragma once
// What the Crowds feature runs, without a window: its own copy of the map
// (the core's Crowd and FlowField keep a pointer to their grid, and the
// workspace's grid is replaced by every Open), the goals, one flow field
// towards the nearest of them, and the crowd that follows it. Edits of the
// workspace's map reach it as changed areas: the copy takes the cells, the
// field repairs itself there (FlowField::update) and the crowd sees the
// grid's new revision (it rebuilds its walls).
//
// A big map's field takes longer than a frame (seconds at 8192 x 8192),
// so past kInlineFieldCells it is worked out on another thread, on a copy
// of the cells: the agents stand until it comes in (poll()), and edits
// made meanwhile are repaired into it then. One that will not be used (the
// map replaced, the goals or rules changed, the feature off, the world
// gone) is cancelled through its stop flag, so no thread works on unseen.

#include <atomic>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "astar/crowd/crowd.hpp"
#include "astar/field/flow_field.hpp"
#include "astar/grid/grid.hpp"
#include "astar/grid/movement.hpp"
#include "astar/result.hpp"

namespace astar::studio {

// How far the crowd is from done, for the panel and the `state` line.
struct CrowdFigures {
  int agents = 0;
  int arrived = 0;
  std::int64_t steps = 0;
  double mean_distance = 0;  // the agents' mean field cost to a goal
  int stranded = 0;          // agents no goal can be reached from
};

// Pairs of agents whose discs overlap by more than `share` of the smaller
// radius, and the deepest overlap as such a share.
struct CrowdOverlap {
  int pairs = 0;
  double deepest = 0;
};

class CrowdWorld {
 public:
  static constexpr int kMaxAgents = 2000;
  static constexpr double kAgentRadius = 0.35;
  static constexpr double kAgentSpeed = 2.0;
  // A 512 x 512 map's field takes some milliseconds; a bigger one is
  // worked out on another thread.
  static constexpr std::int64_t kInlineFieldCells = std::int64_t{512} * 512;

  CrowdWorld() = default;
  ~CrowdWorld() { cancel_field(); }  // the future then waits a moment only
  CrowdWorld(const CrowdWorld&) = delete;
  CrowdWorld& operator=(const CrowdWorld&) = delete;

  // Starts over on a copy of `grid` under `rules`: no agents, no goals.
  void reset_map(const Grid& grid, const MovementRules& rules);
  // The rules moved: the field is worked out again, the agents stay.
  Status set_rules(const MovementRules& rules);
  // Adds a goal (the field then leads to the nearest goal).
  Status add_goal(Point goal);
  // Removes a goal; false when `goal` is none. The field then leads to the
  // goals left; with none left the agents stand.
  Result<bool> remove_goal(Point goal);
  void clear_goals();
  // Places up to `count` agents, one a cell, on the open cells of `area`
  // that none stands on yet, spread evenly; returns how many it placed.
  Result<int> place(CellArea area, int count);
  // The brush: one agent on each open cell within `radius` cells of the
  // segment from `from` to `to` that none stands on yet, up to
  // kMaxAgents; returns how many it placed. Its work follows the segment
  // and the crowd, not the map.
  int paint(Point from, Point to, int radius);
  void clear_agents();
  // Every agent back where it was placed, the clock at 0.
  void restart();
  void step(int steps);
  void set_avoidance(bool on);
  bool avoidance() const { return avoidance_; }
  // The workspace's map changed inside `changed`: takes those cells from
  // `now` and repairs the field there.
  Status follow_edit(const Grid& now, CellArea changed);
  // Takes a field worked out on another thread, once it is in; true when
  // one came in. Called every frame.
  bool poll();
  // A field is being worked out on another thread.
  bool computing_field() const { return computing_.valid(); }
  // Stops the field being worked out on another thread, if any (within a
  // millisecond); poll() drops it.
  void cancel_field();
  // Why the field worked out on another thread could not be (once; empty
  // when it could).
  std::string take_field_problem() { return std::exchange(field_problem_, {}); }

  bool ready() const { return grid_ != nullptr; }
  const Grid& grid() const { return *grid_; }
  const std::vector<Point>& goals() const { return goals_; }
  // The field, once there is a goal.
  const FlowField* field() const { return has_field_ ? &field_ : nullptr; }
  // Moves when the field's values change (a new field or a repair).
  std::uint64_t field_version() const { return field_version_; }
  const Crowd* crowd() const { return crowd_ ? &*crowd_ : nullptr; }
  CrowdFigures figures() const;
  CrowdOverlap overlap(double share) const;

 private:
  Status make_field();
  void start_field();
  void make_crowd();
  // The goal cell each cell's way leads to, as far as goal_of has followed
  // the field: agents placed or aimed together share their ways, so each
  // cell of them is walked once.
  using GoalsFound = std::unordered_map<int, int>;
  Status add_agent(Vec2 position, GoalsFound& found);
  int paint_disc(Point centre, int radius, std::unordered_set<int>& taken,
                 GoalsFound& found);
  Vec2 goal_of(Point cell, GoalsFound& found) const;
  void aim_agents();

  std::unique_ptr<Grid> grid_;  // the crowd and the field point at it
  MovementRules rules_;
  std::vector<Point> goals_;
  FlowField field_;
  bool has_field_ = false;
  std::uint64_t field_version_ = 0;
  std::optional<Crowd> crowd_;
  std::vector<Vec2> placed_;  // each agent's first position, by id
  bool avoidance_ = true;
  std::future<Result<FlowField>> computing_;
  // The running field's stop flag, shared with its thread.
  std::shared_ptr<std::atomic<bool>> stop_field_;
  bool recompute_ = false;  // goals, rules or map moved while computing
  std::vector<CellArea> edits_while_computing_;
  std::string field_problem_;
};

}  // namespace astar::studio
