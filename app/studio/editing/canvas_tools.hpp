#pragma once
// The current tool and what the canvas's mouse does with it: a press
// starts a gesture (a stroke, a marker drag, a shape) or acts at once
// (fill, eyedropper); the gesture follows the mouse and ends when its
// button comes up. Every change goes through the workspace. The tool
// commands (keys and toolbar buttons) are carried out here too.

#include <optional>
#include <utility>

#include "canvas/canvas_view.hpp"
#include "commands/commands.hpp"
#include "editing/selection_tool.hpp"
#include "ui/notifier.hpp"
#include "workspace/tools.hpp"
#include "workspace/workspace.hpp"

namespace astar::studio {

class CanvasTools {
 public:
  const ToolSettings& settings() const { return tools_; }
  void set_settings(const ToolSettings& tools) { tools_ = tools; }

  // What the canvas saw of the mouse this frame.
  void handle(const CanvasInput& input, Workspace& workspace,
              Notifier& notifier);
  // Carries out a tool command; false when `command` is not one.
  bool execute(Command command, Workspace& workspace, Notifier& notifier);
  // The map cell under the mouse, if any.
  const std::optional<Point>& hovered() const { return hovered_; }
  // A right click that neither moved nor changed anything (open ground is
  // erased already): the cell whose menu it opens, once.
  std::optional<Point> take_context_click() {
    return std::exchange(context_click_, std::nullopt);
  }
  // The selection and the stamp.
  const SelectionTool& selection() const { return selection_; }
  SelectionTool& selection() { return selection_; }
  // The patrol route being dragged with the obstacle tool: from, to.
  const std::optional<std::pair<Point, Point>>& patrol_drag() const {
    return patrol_drag_;
  }

 private:
  void press(const CanvasInput& input, Workspace& workspace,
             Notifier& notifier);
  void fill_at(const Gesture& gesture, Point cell, Workspace& workspace,
               Notifier& notifier);
  void pick_at(Point cell, const Grid& grid, Notifier& notifier);
  // The agent and obstacle tools (their edits are in actor_edits).
  bool press_actor_tool(const Gesture& gesture, Point cell,
                        Workspace& workspace, Notifier& notifier);
  void follow_patrol_drag(const CanvasInput& input, Workspace& workspace,
                          Notifier& notifier);
  // Escape: ends the drag in progress, else drops the selection or stamp.
  void cancel(Workspace& workspace, Notifier& notifier);
  // The selection's commands; false when `command` is not one.
  bool execute_selection(Command command, Workspace& workspace,
                         Notifier& notifier);
  // Shows a refusal as a warning about the gesture's topic.
  void report(const EditFeedback& feedback, Notifier& notifier);

  ToolSettings tools_;
  SelectionTool selection_;
  MouseButton gesture_button_ = MouseButton::Left;
  Notifier::Topic gesture_topic_ = Notifier::Topic::Paint;
  bool gesture_refused_ = false;  // some step of the gesture was refused
  bool last_refused_ = false;     // its latest step was
  Revisions before_gesture_;      // what the gesture started from
  Point gesture_cell_;            // where it started
  bool gesture_moved_ = false;
  std::optional<Point> hovered_;
  std::optional<Point> context_click_;
  std::optional<std::pair<Point, Point>> patrol_drag_;
};

}  // namespace astar::studio
