#pragma once
// One drag on the canvas, from press to release: a brush stroke painted
// live (core StrokeBuilder: brush size, tip, mirroring, no gaps), a start
// or goal marker dragged live, or a line, rectangle or ellipse previewed
// while dragging and painted on release. Either way the gesture becomes
// one EditCommand, so one undo step.

#include <optional>
#include <string>
#include <vector>

#include "astar/edit/document.hpp"
#include "astar/edit/edit_history.hpp"
#include "astar/edit/paint.hpp"
#include "astar/edit/shapes.hpp"
#include "workspace/cell_rect.hpp"
#include "workspace/tools.hpp"

namespace astar::studio {

// What one mouse sample did, for the textures, the search and the status.
struct EditFeedback {
  CellRect cells_changed;
  bool markers_changed = false;
  std::string refusal;  // why something was not done, for the status line
};

class CanvasEditor {
 public:
  bool active() const { return active_; }
  // Starts a Brush, MoveStart, MoveGoal, Line, Rectangle or Ellipse gesture
  // (Fill and Pick act on the press alone and never start one).
  EditFeedback begin(Document& doc, const Gesture& gesture,
                     const ToolSettings& tools, Point cell);
  // Follows the mouse to `cell` (which may be off the map).
  EditFeedback extend(Document& doc, Point cell);

  struct Finished {
    EditCommand command;
    // Brush strokes and marker drags are already in the document (record
    // with EditHistory::record_applied); shapes are not (EditHistory::apply).
    bool already_applied = false;
  };
  // Ends the gesture; empty when it changed nothing.
  std::optional<Finished> finish(const Document& doc);
  // Abandons the gesture, putting back what it changed (Escape).
  EditFeedback cancel(Document& doc);

  // The shape being dragged, as the cells it would paint, and their value;
  // empty when no shape is being dragged.
  const std::vector<CellSpan>& preview() const { return preview_; }
  std::uint8_t preview_value() const { return gesture_.value; }

 private:
  void stroke_feedback(const Document& doc, EditFeedback& feedback);
  void note_wall_over_marker(const Document& doc, Point from, Point to,
                             EditFeedback& feedback) const;
  bool brush_covers(Point centre, Point cell) const;
  void move_marker(Document& doc, Point cell, EditFeedback& feedback);
  void update_preview(const Grid& grid);

  bool active_ = false;
  Gesture gesture_;
  BrushSettings brush_;
  StrokeBuilder stroke_;
  std::size_t changes_seen_ = 0;
  // The brush's footprint as a size x size mask, for the marker check.
  std::vector<bool> footprint_;
  Point anchor_;  // where the press was
  Point last_;    // the latest sample
  MarkerChange marker_;
  bool filled_ = false;  // shapes
  std::vector<CellSpan> preview_;
};

}  // namespace astar::studio
