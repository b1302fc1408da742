#pragma once
// Which cells the start can reach under the current movement rules, and
// whether the goal is one of them: the "unreachable cells" highlight and
// the early warning before a search. Worked out again only when the map
// (its cells revision), a marker or the rules changed, never every frame.
// On a big map the flood takes longer than a frame: it runs on another
// thread, on a copy of the walkable cells (a bit each), and the answer is
// Unknown meanwhile.

#include <cstdint>
#include <future>
#include <optional>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/grid/cell_bits.hpp"
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
  // The cells the start reaches; null when the highlight is off or there
  // is no start.
  const CellBits* mask() const { return has_mask_ ? &mask_ : nullptr; }
  // Walkable cells the start cannot reach (valid while mask() is set).
  std::int64_t unreachable_cells() const { return unreachable_; }
  // Cells the start reaches, when a flood has counted them for the map as
  // it is (always on a big map, with the highlight on a small one).
  std::optional<std::int64_t> reachable_cells() const {
    if (!counted_) return std::nullopt;
    return reachable_;
  }
  // Moves whenever the mask changes, for whoever paints it.
  std::uint64_t mask_revision() const { return mask_revision_; }
  // Flood fills run since construction.
  std::int64_t floods() const { return floods_; }
  // Maps with more cells than this are flooded on another thread.
  static constexpr std::int64_t kInlineCells = std::int64_t{1} << 20;

 private:
  // What a flood was made for.
  struct Key {
    std::uint64_t cells = 0;
    Point start;
    MovementRules rules;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct Flood {
    CellBits mask;
    std::int64_t unreachable = 0;
    std::int64_t reachable = 0;
  };
  static Flood flood(const CellBits& open, int width,
                     const MovementRules& rules, Point start);
  Changes update_in_background(const Document& doc,
                               std::uint64_t cells_revision,
                               const MovementRules& rules, bool want_mask);
  void launch(const Grid& grid, const Key& key);

  std::optional<std::uint64_t> cells_revision_;
  std::optional<Point> start_;
  std::optional<Point> goal_cell_;
  MovementRules rules_;
  bool has_mask_ = false;
  CellBits mask_;
  std::int64_t unreachable_ = 0;
  std::int64_t reachable_ = 0;
  bool counted_ = false;  // reachable_ is for the map as it is
  GoalReach goal_ = GoalReach::Unknown;
  std::uint64_t mask_revision_ = 0;
  std::int64_t floods_ = 0;
  // Big maps: the flood in flight, and the one the answers come from.
  std::future<Flood> job_;
  Key job_key_;
  std::optional<Key> mask_key_;
};

// The words the status line and the statistics use for an unreachable goal.
inline constexpr const char* kGoalUnreachableText =
    "The goal cannot be reached from the start under the current movement "
    "rules.";

}  // namespace astar::studio
