#include "workspace/canvas_editor.hpp"

#include <algorithm>
#include <cassert>

namespace astar::studio {
namespace {

bool is_marker(Gesture::Kind kind) {
  return kind == Gesture::Kind::MoveStart || kind == Gesture::Kind::MoveGoal;
}

}  // namespace

EditFeedback CanvasEditor::begin(Document& doc, const Gesture& gesture,
                                 const ToolSettings& tools, Point cell) {
  assert(!active_);
  assert(gesture.kind != Gesture::Kind::Fill &&
         gesture.kind != Gesture::Kind::Pick);
  active_ = true;
  gesture_ = gesture;
  anchor_ = cell;
  last_ = cell;
  filled_ = tools.filled;
  preview_.clear();
  EditFeedback feedback;
  if (gesture.kind == Gesture::Kind::Brush) {
    brush_.size = tools.brush_size;
    brush_.tip = tools.tip;
    brush_.mirror = mirror_of(tools);
    brush_.value = gesture.value;
    const int size = std::clamp(brush_.size, kMinBrushSize, kMaxBrushSize);
    footprint_.assign(static_cast<std::size_t>(size * size), false);
    const int lo = -(size - 1) / 2;
    for (const Point& offset : brush_offsets(size, brush_.tip)) {
      footprint_[(offset.y - lo) * size + (offset.x - lo)] = true;
    }
    changes_seen_ = 0;
    stroke_.begin(doc, brush_, cell);
    note_wall_over_marker(doc, cell, cell, feedback);
    stroke_feedback(doc, feedback);
  } else if (is_marker(gesture.kind)) {
    const bool start = gesture.kind == Gesture::Kind::MoveStart;
    const auto& marker = start ? doc.start : doc.goal;
    marker_ = MarkerChange{marker, marker};
    move_marker(doc, cell, feedback);
  } else {
    update_preview(doc.grid);
  }
  return feedback;
}

EditFeedback CanvasEditor::extend(Document& doc, Point cell) {
  EditFeedback feedback;
  if (!active_ || cell == last_) return feedback;
  const Point from = last_;
  last_ = cell;
  if (gesture_.kind == Gesture::Kind::Brush) {
    stroke_.extend(doc, cell);
    note_wall_over_marker(doc, from, cell, feedback);
    stroke_feedback(doc, feedback);
  } else if (is_marker(gesture_.kind)) {
    move_marker(doc, cell, feedback);
  } else {
    update_preview(doc.grid);
  }
  return feedback;
}

std::optional<CanvasEditor::Finished> CanvasEditor::finish(
    const Document& doc) {
  if (!active_) return std::nullopt;
  active_ = false;
  Finished finished;
  if (gesture_.kind == Gesture::Kind::Brush) {
    finished.command = stroke_.finish(gesture_.label);
    finished.already_applied = true;
  } else if (is_marker(gesture_.kind)) {
    finished.command.label = gesture_.label;
    if (marker_.before != marker_.after) {
      (gesture_.kind == Gesture::Kind::MoveStart ? finished.command.start
                                                 : finished.command.goal) =
          marker_;
    }
    finished.already_applied = true;
  } else {
    finished.command =
        make_paint_command(doc, preview_, gesture_.value, gesture_.label);
    preview_.clear();
  }
  if (finished.command.empty()) return std::nullopt;
  return finished;
}

EditFeedback CanvasEditor::cancel(Document& doc) {
  EditFeedback feedback;
  if (!active_) return feedback;
  if (gesture_.kind == Gesture::Kind::Brush) {
    for (const CellChange& change : stroke_.changes()) {
      const Point p = doc.grid.point(change.index);
      feedback.cells_changed.include(p.x, p.y);
    }
    stroke_.cancel(doc);
  } else if (is_marker(gesture_.kind)) {
    (gesture_.kind == Gesture::Kind::MoveStart ? doc.start : doc.goal) =
        marker_.before;
    feedback.markers_changed = true;
  }
  preview_.clear();
  active_ = false;
  return feedback;
}

void CanvasEditor::stroke_feedback(const Document& doc,
                                   EditFeedback& feedback) {
  const auto& changes = stroke_.changes();
  for (; changes_seen_ < changes.size(); ++changes_seen_) {
    const Point p = doc.grid.point(changes[changes_seen_].index);
    feedback.cells_changed.include(p.x, p.y);
  }
}

bool CanvasEditor::brush_covers(Point centre, Point cell) const {
  const int size = std::clamp(brush_.size, kMinBrushSize, kMaxBrushSize);
  const int lo = -(size - 1) / 2;
  const int dx = cell.x - centre.x - lo;
  const int dy = cell.y - centre.y - lo;
  if (dx < 0 || dy < 0 || dx >= size || dy >= size) return false;
  return footprint_[dy * size + dx];
}

void CanvasEditor::note_wall_over_marker(const Document& doc, Point from,
                                         Point to,
                                         EditFeedback& feedback) const {
  if (brush_.value != kBlocked) return;
  const int w = doc.grid.width();
  const int h = doc.grid.height();
  const bool mx = brush_.mirror == Mirror::X || brush_.mirror == Mirror::Both;
  const bool my = brush_.mirror == Mirror::Y || brush_.mirror == Mirror::Both;
  for (const auto& marker : {doc.start, doc.goal}) {
    if (!marker) continue;
    const Point m = *marker;
    // A mirrored stamp covers m exactly when the plain stamp covers m's
    // mirror image.
    Point images[4] = {m, m, m, m};
    int count = 1;
    if (mx) images[count++] = {w - 1 - m.x, m.y};
    if (my) images[count++] = {m.x, h - 1 - m.y};
    if (mx && my) images[count++] = {w - 1 - m.x, h - 1 - m.y};
    bool covered = false;
    for_each_line_point(from, to, [&](Point p) {
      for (int i = 0; i < count && !covered; ++i) {
        covered = brush_covers(p, images[i]);
      }
    });
    if (covered) {
      feedback.refusal = "A wall cannot cover the start or the goal.";
      return;
    }
  }
}

void CanvasEditor::move_marker(Document& doc, Point cell,
                               EditFeedback& feedback) {
  const bool start = gesture_.kind == Gesture::Kind::MoveStart;
  if (!doc.grid.contains(cell)) return;
  if (!doc.grid.walkable(cell)) {
    feedback.refusal = std::string("The ") + (start ? "start" : "goal") +
                       " cannot be placed on a wall.";
    return;
  }
  auto& marker = start ? doc.start : doc.goal;
  if (marker && *marker == cell) return;
  marker = cell;
  marker_.after = cell;
  feedback.markers_changed = true;
}

void CanvasEditor::update_preview(const Grid& grid) {
  switch (gesture_.kind) {
    case Gesture::Kind::Line:
      preview_ = line_spans(grid, anchor_, last_);
      break;
    case Gesture::Kind::Rectangle:
      preview_ = rectangle_spans(grid, anchor_, last_, filled_);
      break;
    case Gesture::Kind::Ellipse:
      preview_ = ellipse_spans(grid, anchor_, last_, filled_);
      break;
    default:
      break;
  }
}

}  // namespace astar::studio
