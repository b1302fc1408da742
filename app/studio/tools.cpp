#include "tools.hpp"

#include <cstdlib>
#include <string>

namespace astar::studio {

std::string_view tool_name(Tool tool) {
  switch (tool) {
    case Tool::Wall:
      return "Wall";
    case Tool::Erase:
      return "Erase";
    case Tool::Terrain:
      return "Terrain";
    case Tool::Start:
      return "Start";
    case Tool::Goal:
      return "Goal";
  }
  return "?";
}

std::optional<StrokeAction> resolve_stroke(const ToolSettings& tools,
                                           MouseButton button, Modifiers mods,
                                           const Document& doc, Point cell) {
  using Kind = StrokeAction::Kind;
  const StrokeAction wall{Kind::Paint, kBlocked, "Paint walls"};
  const StrokeAction erase{Kind::Paint, kOpenGround, "Erase"};
  if (button == MouseButton::Middle) return std::nullopt;
  if (button == MouseButton::Right) return erase;
  if (mods.ctrl) return wall;
  if (mods.alt) return erase;
  if (doc.start && *doc.start == cell) {
    return StrokeAction{Kind::MoveStart, 0, "Move start"};
  }
  if (doc.goal && *doc.goal == cell) {
    return StrokeAction{Kind::MoveGoal, 0, "Move goal"};
  }
  switch (tools.tool) {
    case Tool::Wall:
      return wall;
    case Tool::Erase:
      return erase;
    case Tool::Terrain:
      return StrokeAction{
          Kind::Paint, value_for_weight(tools.terrain_weight),
          "Paint terrain x" + std::to_string(tools.terrain_weight)};
    case Tool::Start:
      return StrokeAction{Kind::MoveStart, 0, "Place start"};
    case Tool::Goal:
      return StrokeAction{Kind::MoveGoal, 0, "Place goal"};
  }
  return std::nullopt;
}

std::vector<Point> line_cells(Point a, Point b) {
  std::vector<Point> cells;
  const int dx = std::abs(b.x - a.x);
  const int dy = -std::abs(b.y - a.y);
  const int sx = a.x < b.x ? 1 : -1;
  const int sy = a.y < b.y ? 1 : -1;
  int err = dx + dy;
  Point p = a;
  while (true) {
    cells.push_back(p);
    if (p == b) break;
    const int e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      p.x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      p.y += sy;
    }
  }
  return cells;
}

StrokeFeedback StrokeEditor::begin(Document& doc, StrokeAction action,
                                   Point cell) {
  active_ = true;
  action_ = std::move(action);
  changes_.clear();
  change_of_cell_.clear();
  marker_.reset();
  last_ = cell;
  StrokeFeedback feedback;
  if (action_.kind == StrokeAction::Kind::Paint) {
    paint_cell(doc, cell, feedback);
  } else {
    const auto& marker =
        action_.kind == StrokeAction::Kind::MoveStart ? doc.start : doc.goal;
    marker_ = MarkerChange{marker, marker};
    move_marker(doc, cell, feedback);
  }
  return feedback;
}

StrokeFeedback StrokeEditor::extend(Document& doc, Point cell) {
  StrokeFeedback feedback;
  if (!active_ || cell == last_) return feedback;
  if (action_.kind == StrokeAction::Kind::Paint) {
    for (const Point p : line_cells(last_, cell)) paint_cell(doc, p, feedback);
  } else {
    move_marker(doc, cell, feedback);
  }
  last_ = cell;
  return feedback;
}

void StrokeEditor::paint_cell(Document& doc, Point p,
                              StrokeFeedback& feedback) {
  if (!doc.grid.contains(p)) return;
  const bool on_marker =
      (doc.start && *doc.start == p) || (doc.goal && *doc.goal == p);
  if (on_marker && action_.value == kBlocked) {
    feedback.refusal = "A wall cannot cover the start or the goal.";
    return;
  }
  const std::uint8_t before = doc.grid.at(p);
  if (before == action_.value) return;
  const int index = doc.grid.index(p);
  doc.grid.set(p, action_.value);
  feedback.cells_changed.include(p.x, p.y);
  auto [it, inserted] = change_of_cell_.try_emplace(index, changes_.size());
  if (inserted) {
    changes_.push_back({index, before, action_.value});
  } else {
    changes_[it->second].after = action_.value;
  }
}

void StrokeEditor::move_marker(Document& doc, Point p,
                               StrokeFeedback& feedback) {
  const bool is_start = action_.kind == StrokeAction::Kind::MoveStart;
  const char* name = is_start ? "start" : "goal";
  if (!doc.grid.contains(p)) return;
  if (!doc.grid.walkable(p)) {
    feedback.refusal =
        std::string("The ") + name + " cannot be placed on a wall.";
    return;
  }
  auto& marker = is_start ? doc.start : doc.goal;
  if (marker && *marker == p) return;
  marker = p;
  marker_->after = p;
  feedback.markers_changed = true;
}

std::optional<EditCommand> StrokeEditor::finish() {
  if (!active_) return std::nullopt;
  active_ = false;
  EditCommand command;
  command.label = action_.label;
  // Cells painted and then painted back leave no change.
  for (const CellChange& change : changes_) {
    if (change.before != change.after) command.cells.push_back(change);
  }
  if (marker_ && marker_->before != marker_->after) {
    if (action_.kind == StrokeAction::Kind::MoveStart) {
      command.start = marker_;
    } else {
      command.goal = marker_;
    }
  }
  changes_.clear();
  change_of_cell_.clear();
  marker_.reset();
  if (command.empty()) return std::nullopt;
  return command;
}

}  // namespace astar::studio
