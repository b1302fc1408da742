#include "analysis/reachability.hpp"

#include <chrono>

#include "astar/grid/analysis.hpp"
#include "shell/background.hpp"
#include "shell/background_priority.hpp"

namespace astar::studio {

Reachability::Flood Reachability::flood(const CellBits& open, int width,
                                        const MovementRules& rules,
                                        Point start) {
  Flood flood;
  flood.mask = astar::reachable_cells(open, width, rules, start);
  flood.reachable = flood.mask.count();
  flood.unreachable = open.count() - flood.reachable;
  return flood;
}

Reachability::Changes Reachability::update(const Document& doc,
                                           std::uint64_t cells_revision,
                                           const MovementRules& rules,
                                           bool want_mask) {
  if (doc.grid.cell_count() > kInlineCells) {
    return update_in_background(doc, cells_revision, rules, want_mask);
  }
  Changes changes;
  const bool start_moved = doc.start != start_;
  const bool goal_moved = doc.goal != goal_cell_;
  const bool rules_changed = !(rules == rules_);
  const bool region_stale =
      cells_revision_ != cells_revision || start_moved || rules_changed;
  if (!region_stale && !goal_moved && want_mask == has_mask_) return changes;
  if (region_stale) counted_ = false;

  if (!want_mask || !doc.start) {
    if (has_mask_) changes.mask = true;
    has_mask_ = false;
    mask_ = CellBits{};
    unreachable_ = 0;
  } else if (region_stale || !has_mask_) {
    Flood done =
        flood(walkable_cells(doc.grid), doc.grid.width(), rules, *doc.start);
    ++floods_;
    mask_ = std::move(done.mask);
    unreachable_ = done.unreachable;
    reachable_ = done.reachable;
    has_mask_ = true;
    changes.mask = true;
    counted_ = true;
  }

  GoalReach goal = GoalReach::Unknown;
  if (doc.start && doc.goal) {
    bool joined = false;
    if (has_mask_) {
      joined = doc.grid.walkable(*doc.goal) &&
               mask_[static_cast<std::size_t>(doc.grid.index(*doc.goal))];
    } else if (region_stale || goal_moved || goal_ == GoalReach::Unknown) {
      joined = connected(doc.grid, rules, *doc.start, *doc.goal);
      ++floods_;
    } else {
      joined = goal_ == GoalReach::Reachable;
    }
    goal = joined ? GoalReach::Reachable : GoalReach::Unreachable;
  }
  changes.goal = goal != goal_;
  goal_ = goal;
  if (changes.mask) ++mask_revision_;
  cells_revision_ = cells_revision;
  start_ = doc.start;
  goal_cell_ = doc.goal;
  rules_ = rules;
  return changes;
}

void Reachability::launch(const Grid& grid, const Key& key) {
  job_key_ = key;
  ++floods_;
  // The thread takes the walkable cells, an eighth of the grid's bytes.
  job_ = start_background(
      [open = walkable_cells(grid), width = grid.width(), key] {
        lower_this_thread_priority();
        return flood(open, width, key.rules, key.start);
      });
}

Reachability::Changes Reachability::update_in_background(
    const Document& doc, std::uint64_t cells_revision,
    const MovementRules& rules, bool want_mask) {
  Changes changes;
  std::optional<Key> key;
  if (doc.start) key = Key{cells_revision, *doc.start, rules};
  if (background_ready(job_)) {
    Flood flood = job_.get();
    mask_ = std::move(flood.mask);
    unreachable_ = flood.unreachable;
    reachable_ = flood.reachable;
    mask_key_ = job_key_;
    changes.mask = has_mask_;  // a new mask replaces the one shown
  }
  if (key && mask_key_ != key && !job_.valid()) launch(doc.grid, *key);
  const bool current = key && mask_key_ == key;
  counted_ = current;
  const bool show = current && want_mask;
  changes.mask = changes.mask || show != has_mask_;
  has_mask_ = show;
  GoalReach goal = GoalReach::Unknown;
  if (current && doc.goal) {
    const bool joined =
        doc.grid.walkable(*doc.goal) &&
        mask_[static_cast<std::size_t>(doc.grid.index(*doc.goal))];
    goal = joined ? GoalReach::Reachable : GoalReach::Unreachable;
  }
  changes.goal = goal != goal_;
  goal_ = goal;
  if (changes.mask) ++mask_revision_;
  return changes;
}

}  // namespace astar::studio
