#pragma once
/// @file edit_history.hpp
/// Every change to a Document is an EditCommand applied through an
/// EditHistory, so it can be undone. Commands store cell diffs, not copies;
/// only size-changing operations (resize) keep whole grids. The history packs
/// each recorded diff (see packed_diff.hpp). When it grows past its byte
/// budget the oldest steps are dropped; the newest step is always kept, so
/// the last action can be undone even when it alone exceeds the budget.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/packed_diff.hpp"

namespace astar {

/// A marker (start or goal) before and after an edit.
struct MarkerChange {
  std::optional<Point> before;
  std::optional<Point> after;
  friend bool operator==(const MarkerChange&, const MarkerChange&) = default;
};

/// The agents and obstacles before and after an edit (whole lists: they are
/// few, and a step that moves one keeps the rest's order).
struct ActorsChange {
  Actors before;
  Actors after;
  friend bool operator==(const ActorsChange&, const ActorsChange&) = default;
};

/// One undoable step: a stroke, a fill, a generator run, a resize...
struct EditCommand {
  std::string label;  ///< shown as "Undo <label>"
  /// Cell diffs; each index appears at most once.
  std::vector<CellChange> cells;
  /// Set only by operations that change the grid's size.
  std::optional<Grid> grid_before;
  std::optional<Grid> grid_after;
  std::optional<MarkerChange> start;
  std::optional<MarkerChange> goal;
  std::optional<ActorsChange> actors = {};

  bool empty() const;
  /// Approximate bytes this command holds, for the history budget.
  std::size_t memory_bytes() const;
};

/// Applies the "after" side of `command` to `doc`.
void apply_forward(Document& doc, const EditCommand& command);
/// Applies the "before" side of `command` to `doc`.
void apply_backward(Document& doc, const EditCommand& command);

/// The command that turns `doc` into `after` (same size: a cell diff; another
/// size: whole grids) and moves the markers to `start` and `goal`. Agents and
/// patrol routes that do not fit a map of another size are removed.
EditCommand make_replace_command(const Document& doc, const Grid& after,
                                 std::optional<Point> start,
                                 std::optional<Point> goal, std::string label);
/// The command that moves the start marker to `to` (nullopt removes it).
EditCommand make_move_start_command(const Document& doc,
                                    std::optional<Point> to);
/// The command that moves the goal marker to `to` (nullopt removes it).
EditCommand make_move_goal_command(const Document& doc,
                                   std::optional<Point> to);

/// The command that replaces the agents and obstacles with `after`.
EditCommand make_actors_command(const Document& doc, Actors after,
                                std::string label);

/// One step as the history keeps it: the command, packed.
struct HistoryStep {
  std::string label;
  PackedDiff cells;
  std::optional<Grid> grid_before;
  std::optional<Grid> grid_after;
  std::optional<MarkerChange> start;
  std::optional<MarkerChange> goal;
  std::optional<ActorsChange> actors = {};

  /// Bytes held, counting capacities.
  std::size_t memory_bytes() const;
};

class EditHistory {
 public:
  static constexpr std::size_t kDefaultBudgetBytes = 64u << 20;

  explicit EditHistory(std::size_t budget_bytes = kDefaultBudgetBytes);

  /// Applies `command` to `doc` and records it, dropping any redo steps.
  /// An empty command changes nothing and is not recorded; returns false.
  bool apply(Document& doc, EditCommand command);
  /// Records a command whose effect is already in the document (a stroke
  /// painted live while dragging). Returns false when empty.
  bool record_applied(EditCommand command);

  bool can_undo() const { return position_ > 0; }
  bool can_redo() const { return position_ < steps_.size(); }
  bool undo(Document& doc);
  bool redo(Document& doc);
  /// Undoes or redoes until `position` steps are applied (clamped to size()).
  void jump_to(Document& doc, std::size_t position);

  /// Steps kept, and how many of them are applied.
  std::size_t size() const { return steps_.size(); }
  std::size_t position() const { return position_; }
  /// Step i, oldest first; step(i).label is what the history panel lists.
  const HistoryStep& step(std::size_t i) const { return steps_[i]; }
  /// Label of the step undo() would revert, or nullptr.
  const std::string* undo_label() const;
  const std::string* redo_label() const;

  /// Marks the current position as what is on disk.
  void mark_saved();
  /// True when the document equals what was last saved (or never edited).
  /// False for good once the saved state left the history: its steps were
  /// dropped by the budget, or it was on a discarded redo branch.
  bool at_saved_point() const;
  /// The position that matches the file on disk, if still in the history.
  std::optional<std::size_t> saved_position() const { return saved_; }

  /// Bytes held by all steps, counting vector capacities.
  std::size_t memory_bytes() const { return bytes_; }
  std::size_t budget_bytes() const { return budget_; }
  /// Steps dropped so far to stay within the budget.
  std::size_t dropped_steps() const { return dropped_; }
  /// Forgets every step (after New or Open); the result counts as saved.
  void clear();

 private:
  void record(EditCommand command);
  void discard_redo_steps();
  void enforce_budget();

  std::deque<HistoryStep> steps_;
  std::size_t position_ = 0;
  std::optional<std::size_t> saved_ = 0;
  std::size_t bytes_ = 0;
  std::size_t budget_ = kDefaultBudgetBytes;
  std::size_t dropped_ = 0;
};

}  // namespace astar
