#pragma once
// Which cells the start can reach under the current movement rules, and
// whether the goal is one of them: the "unreachable cells" highlight and
// the early warning before a search. Worked out again only when the map
// (its cells revision), a marker or the rules changed, never every frame.

#include <cstdint>
#include <optional>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/grid/movement.hpp"

namespace astar::studio {

enum class GoalReach : std::uint8_t {
  Unknown,  // no start or no goal
  Reachable,
  Unreachable,
};

class Reachability {
 public:
  struct Changes {
    bool mask = false;  // the highlight must be repainted
    bool goal = false;  // goal() has a new answer
  };
  // Brings the answers up to date with `doc` (whose cells are at
  // `cells_revision`) and `rules`. The per-cell mask is kept only while
  // `want_mask` (the highlight is on).
  Changes update(const Document& doc, std::uint64_t cells_revision,
                 const MovementRules& rules, bool want_mask);

  GoalReach goal() const { return goal_; }
  // Per cell, 1 when the start reaches it; null when the highlight is off
  // or there is no start.
  const std::vector<std::uint8_t>* mask() const {
    return has_mask_ ? &mask_ : nullptr;
  }
  // Walkable cells the start cannot reach (valid while mask() is set).
  std::int64_t unreachable_cells() const { return unreachable_; }
  // Moves whenever the mask changes, for whoever paints it.
  std::uint64_t mask_revision() const { return mask_revision_; }
  // Flood fills run since construction.
  std::int64_t floods() const { return floods_; }

 private:
  std::optional<std::uint64_t> cells_revision_;
  std::optional<Point> start_;
  std::optional<Point> goal_cell_;
  MovementRules rules_;
  bool has_mask_ = false;
  std::vector<std::uint8_t> mask_;
  std::int64_t unreachable_ = 0;
  GoalReach goal_ = GoalReach::Unknown;
  std::uint64_t mask_revision_ = 0;
  std::int64_t floods_ = 0;
};

// The words the status line and the statistics use for an unreachable goal.
inline constexpr const char* kGoalUnreachableText =
    "The goal cannot be reached from the start under the current movement "
    "rules.";

}  // namespace astar::studio
