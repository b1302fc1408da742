#include "astar/edit/edit_history.hpp"

#include <cassert>
#include <utility>

namespace astar {

namespace {

std::size_t grid_bytes(const std::optional<Grid>& grid) {
  return grid ? grid->cells().capacity() : 0;
}

std::size_t actors_bytes(const Actors& actors) {
  std::size_t bytes = actors.agents.capacity() * sizeof(AgentPlacement) +
                      actors.obstacles.capacity() * sizeof(PatrolRoute);
  for (const PatrolRoute& route : actors.obstacles) {
    bytes += route.points.capacity() * sizeof(Point);
  }
  return bytes;
}

std::size_t actors_bytes(const std::optional<ActorsChange>& change) {
  return change ? actors_bytes(change->before) + actors_bytes(change->after)
                : 0;
}

// The order matters only when a command carries both whole grids and cell
// diffs: the diffs are relative to the "after" grid.
template <typename Step>
void forward(Document& doc, const Step& step) {
  if (step.grid_after) doc.grid = *step.grid_after;
  if (step.start) doc.start = step.start->after;
  if (step.goal) doc.goal = step.goal->after;
  if (step.actors) doc.actors = step.actors->after;
}

template <typename Step>
void backward(Document& doc, const Step& step) {
  if (step.grid_before) doc.grid = *step.grid_before;
  if (step.start) doc.start = step.start->before;
  if (step.goal) doc.goal = step.goal->before;
  if (step.actors) doc.actors = step.actors->before;
}

Actors actors_inside(const Actors& actors, const Grid& grid) {
  Actors kept;
  for (const AgentPlacement& agent : actors.agents) {
    if (grid.contains(agent.cell)) kept.agents.push_back(agent);
  }
  for (const PatrolRoute& route : actors.obstacles) {
    bool inside = true;
    for (const Point& point : route.points)
      inside = inside && grid.contains(point);
    if (inside) kept.obstacles.push_back(route);
  }
  return kept;
}

std::optional<MarkerChange> marker_change(std::optional<Point> before,
                                          std::optional<Point> after) {
  if (before == after) return std::nullopt;
  return MarkerChange{before, after};
}

}  // namespace

bool EditCommand::empty() const {
  return cells.empty() && !grid_before && !grid_after && !start && !goal &&
         !actors;
}

std::size_t EditCommand::memory_bytes() const {
  return sizeof(EditCommand) + label.capacity() +
         cells.capacity() * sizeof(CellChange) + grid_bytes(grid_before) +
         grid_bytes(grid_after) + actors_bytes(actors);
}

std::size_t HistoryStep::memory_bytes() const {
  return sizeof(HistoryStep) + label.capacity() + cells.memory_bytes() +
         grid_bytes(grid_before) + grid_bytes(grid_after) +
         actors_bytes(actors);
}

void apply_forward(Document& doc, const EditCommand& command) {
  forward(doc, command);
  for (const CellChange& change : command.cells) {
    assert(change.index >= 0 && change.index < doc.grid.cell_count());
    doc.grid.set(change.index, change.after);
  }
}

void apply_backward(Document& doc, const EditCommand& command) {
  for (const CellChange& change : command.cells) {
    assert(change.index >= 0 && change.index < doc.grid.cell_count());
    doc.grid.set(change.index, change.before);
  }
  backward(doc, command);
}

EditCommand make_replace_command(const Document& doc, const Grid& after,
                                 std::optional<Point> start,
                                 std::optional<Point> goal, std::string label) {
  EditCommand command;
  command.label = std::move(label);
  if (after.width() != doc.grid.width() ||
      after.height() != doc.grid.height()) {
    command.grid_before = doc.grid;
    command.grid_after = after;
  } else {
    const std::vector<std::uint8_t>& old_cells = doc.grid.cells();
    const std::vector<std::uint8_t>& new_cells = after.cells();
    for (std::size_t i = 0; i < old_cells.size(); ++i) {
      if (old_cells[i] != new_cells[i]) {
        command.cells.push_back(
            {static_cast<std::int32_t>(i), old_cells[i], new_cells[i]});
      }
    }
  }
  command.start = marker_change(doc.start, start);
  command.goal = marker_change(doc.goal, goal);
  if (command.grid_after) {
    // Agents and routes cut off by a smaller map go, as markers do.
    Actors kept = actors_inside(doc.actors, after);
    if (!(kept == doc.actors)) {
      command.actors = ActorsChange{doc.actors, std::move(kept)};
    }
  }
  return command;
}

EditCommand make_move_start_command(const Document& doc,
                                    std::optional<Point> to) {
  EditCommand command;
  command.label = to ? "Move start" : "Remove start";
  command.start = marker_change(doc.start, to);
  return command;
}

EditCommand make_move_goal_command(const Document& doc,
                                   std::optional<Point> to) {
  EditCommand command;
  command.label = to ? "Move goal" : "Remove goal";
  command.goal = marker_change(doc.goal, to);
  return command;
}

EditCommand make_actors_command(const Document& doc, Actors after,
                                std::string label) {
  EditCommand command;
  command.label = std::move(label);
  if (!(doc.actors == after)) {
    command.actors = ActorsChange{doc.actors, std::move(after)};
  }
  return command;
}

EditHistory::EditHistory(std::size_t budget_bytes) : budget_(budget_bytes) {}

bool EditHistory::apply(Document& doc, EditCommand command) {
  if (command.empty()) return false;
  apply_forward(doc, command);
  record(std::move(command));
  return true;
}

bool EditHistory::record_applied(EditCommand command) {
  if (command.empty()) return false;
  record(std::move(command));
  return true;
}

void EditHistory::record(EditCommand command) {
  discard_redo_steps();
  HistoryStep step{std::move(command.label),
                   PackedDiff(command.cells),
                   std::move(command.grid_before),
                   std::move(command.grid_after),
                   command.start,
                   command.goal,
                   std::move(command.actors)};
  bytes_ += step.memory_bytes();
  steps_.push_back(std::move(step));
  position_ = steps_.size();
  enforce_budget();
}

void EditHistory::discard_redo_steps() {
  if (saved_ && *saved_ > position_) saved_.reset();
  while (steps_.size() > position_) {
    bytes_ -= steps_.back().memory_bytes();
    steps_.pop_back();
  }
}

void EditHistory::enforce_budget() {
  // Only applied steps are dropped, oldest first, and never the newest one.
  while (bytes_ > budget_ && steps_.size() > 1 && position_ > 0) {
    bytes_ -= steps_.front().memory_bytes();
    steps_.pop_front();
    --position_;
    ++dropped_;
    if (saved_) {
      if (*saved_ == 0) {
        saved_.reset();
      } else {
        --*saved_;
      }
    }
  }
}

bool EditHistory::undo(Document& doc) {
  if (!can_undo()) return false;
  const HistoryStep& step = steps_[--position_];
  step.cells.apply_before(doc.grid.cells_to_write());
  backward(doc, step);
  return true;
}

bool EditHistory::redo(Document& doc) {
  if (!can_redo()) return false;
  const HistoryStep& step = steps_[position_++];
  forward(doc, step);
  step.cells.apply_after(doc.grid.cells_to_write());
  return true;
}

void EditHistory::jump_to(Document& doc, std::size_t position) {
  if (position > steps_.size()) position = steps_.size();
  while (position_ > position) undo(doc);
  while (position_ < position) redo(doc);
}

const std::string* EditHistory::undo_label() const {
  return can_undo() ? &steps_[position_ - 1].label : nullptr;
}

const std::string* EditHistory::redo_label() const {
  return can_redo() ? &steps_[position_].label : nullptr;
}

void EditHistory::mark_saved() { saved_ = position_; }

bool EditHistory::at_saved_point() const {
  return saved_ && *saved_ == position_;
}

void EditHistory::clear() {
  steps_.clear();
  position_ = 0;
  saved_ = 0;
  bytes_ = 0;
  dropped_ = 0;
}

}  // namespace astar
