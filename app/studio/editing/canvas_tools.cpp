#include "editing/canvas_tools.hpp"

#include "astar/edit/flood_fill.hpp"
#include "editing/actor_edits.hpp"
#include "editing/tool_commands.hpp"

namespace astar::studio {
namespace {

bool paints(Tool tool) {
  return tool == Tool::Brush || tool == Tool::Line || tool == Tool::Rectangle ||
         tool == Tool::Ellipse || tool == Tool::Fill;
}

// What a gesture's refusals are about, so the next clean one clears them.
Notifier::Topic topic_of(Gesture::Kind kind) {
  return kind == Gesture::Kind::MoveStart || kind == Gesture::Kind::MoveGoal
             ? Notifier::Topic::Marker
             : Notifier::Topic::Paint;
}

// Applies an actor edit, or says why there is none.
void apply_actor_edit(ActorEdit edit, Workspace& workspace,
                      Notifier& notifier) {
  if (auto* why = std::get_if<std::string>(&edit)) {
    notifier.warn(*why, Notifier::Topic::Paint);
    return;
  }
  if (workspace.apply(std::get<EditCommand>(std::move(edit)))) {
    notifier.succeeded(Notifier::Topic::Paint);
  }
}

}  // namespace

void CanvasTools::handle(const CanvasInput& input, Workspace& workspace,
                         Notifier& notifier) {
  hovered_ = input.cell;
  if (!patrol_drag_ && !workspace.gesture_active() &&
      selection_.handle(input, tools_.tool == Tool::Select, workspace,
                        notifier)) {
    return;
  }
  if (patrol_drag_) {
    follow_patrol_drag(input, workspace, notifier);
    return;
  }
  if (!workspace.gesture_active()) {
    press(input, workspace, notifier);
    return;
  }
  // The gesture follows the mouse anywhere, and ends when its button comes
  // up, on the canvas or not.
  report(workspace.extend_gesture(input.cell_unclamped), notifier);
  if (!(input.cell_unclamped == gesture_cell_)) gesture_moved_ = true;
  const int b = static_cast<int>(gesture_button_);
  if (input.released[b] || !input.down[b]) {
    workspace.finish_gesture();
    // A drag that changed the map or a marker and was never refused
    // clears the warning an earlier one of its kind left. A marker drag is
    // judged by where it ends: crossing a wall on the way is no failure.
    const Revisions& now = workspace.revisions();
    const bool changed = now.cells != before_gesture_.cells ||
                         now.markers != before_gesture_.markers;
    const bool refused = gesture_topic_ == Notifier::Topic::Marker
                             ? last_refused_
                             : gesture_refused_;
    if (!refused && changed) notifier.succeeded(gesture_topic_);
    if (gesture_button_ == MouseButton::Right && !changed && !gesture_moved_ &&
        workspace.grid().contains(gesture_cell_)) {
      context_click_ = gesture_cell_;
    }
  }
}

void CanvasTools::report(const EditFeedback& feedback, Notifier& notifier) {
  // A marker that moved again has left the refused cell behind; the
  // frames in between bring no news.
  if (feedback.markers_changed) last_refused_ = false;
  if (feedback.refusal.empty()) return;
  last_refused_ = true;
  gesture_refused_ = true;
  notifier.warn(feedback.refusal, gesture_topic_);
}

void CanvasTools::press(const CanvasInput& input, Workspace& workspace,
                        Notifier& notifier) {
  for (MouseButton button : {MouseButton::Left, MouseButton::Right}) {
    const int b = static_cast<int>(button);
    if (!input.pressed[b] || input.panning) continue;
    const Point cell = input.cell_unclamped;
    const auto gesture =
        resolve_gesture(tools_, button, input.mods, workspace.document(), cell);
    if (!gesture) continue;
    if (press_actor_tool(*gesture, cell, workspace, notifier)) {
      gesture_button_ = button;
      return;
    }
    if (gesture->kind == Gesture::Kind::Fill) {
      fill_at(*gesture, cell, workspace, notifier);
    } else if (gesture->kind == Gesture::Kind::Pick) {
      pick_at(cell, workspace.grid(), notifier);
    } else {
      gesture_button_ = button;
      gesture_topic_ = topic_of(gesture->kind);
      gesture_refused_ = false;
      last_refused_ = false;
      gesture_cell_ = cell;
      gesture_moved_ = false;
      before_gesture_ = workspace.revisions();
      report(workspace.begin_gesture(*gesture, tools_, cell), notifier);
    }
    return;
  }
}

bool CanvasTools::press_actor_tool(const Gesture& gesture, Point cell,
                                   Workspace& workspace, Notifier& notifier) {
  const Document& doc = workspace.document();
  switch (gesture.kind) {
    case Gesture::Kind::PlaceAgent:
      apply_actor_edit(place_agent(doc, cell, tools_.agent_speed), workspace,
                       notifier);
      return true;
    case Gesture::Kind::ExtendPatrol:
      apply_actor_edit(extend_patrol(doc, cell), workspace, notifier);
      return true;
    case Gesture::Kind::RemoveActor:
      apply_actor_edit(remove_actor(doc, cell), workspace, notifier);
      return true;
    case Gesture::Kind::Patrol:
      patrol_drag_ = std::make_pair(cell, cell);
      return true;
    default:
      return false;
  }
}

void CanvasTools::follow_patrol_drag(const CanvasInput& input,
                                     Workspace& workspace, Notifier& notifier) {
  patrol_drag_->second = input.cell_unclamped;
  const int b = static_cast<int>(gesture_button_);
  if (!input.released[b] && input.down[b]) return;
  const auto [from, to] = *patrol_drag_;
  patrol_drag_.reset();
  apply_actor_edit(
      place_obstacle(workspace.document(), from, to, tools_.obstacle_speed),
      workspace, notifier);
}

void CanvasTools::fill_at(const Gesture& gesture, Point cell,
                          Workspace& workspace, Notifier& notifier) {
  if (!workspace.grid().contains(cell)) return;
  if (!workspace.apply(
          make_fill_command(workspace.document(), cell, gesture.value,
                            tools_.fill_connectivity, gesture.label))) {
    notifier.info("Nothing to fill: that region is already " +
                  paint_name(gesture.value) + ".");
    return;
  }
  notifier.succeeded(Notifier::Topic::Paint);
}

void CanvasTools::pick_at(Point cell, const Grid& grid, Notifier& notifier) {
  if (!grid.contains(cell)) return;
  const std::uint8_t value = grid.at(cell);
  pick_paint(tools_, value);
  tools_.tool = paints(tools_.before_pick) ? tools_.before_pick : Tool::Brush;
  notifier.info("Picked " + paint_name(value) + " (value " +
                std::to_string(value) + ").");
}

namespace {

std::optional<BlockTurn> turn_for(Command command) {
  if (command == cmd::FlipHorizontal) return BlockTurn::FlipHorizontal;
  if (command == cmd::FlipVertical) return BlockTurn::FlipVertical;
  if (command == cmd::RotateClockwise) return BlockTurn::RotateClockwise;
  if (command == cmd::RotateCounterClockwise) {
    return BlockTurn::RotateCounterClockwise;
  }
  return std::nullopt;
}

// The index in kTerrainLevels of a terrain preset's command.
std::optional<std::size_t> terrain_level_of(Command command) {
  for (std::size_t i = 0; i < cmd::kTerrainLevelCommands.size(); ++i) {
    if (command == *cmd::kTerrainLevelCommands[i]) return i;
  }
  return std::nullopt;
}

}  // namespace

bool CanvasTools::execute_selection(Command command, Workspace& workspace,
                                    Notifier& notifier) {
  if (const auto turn = turn_for(command)) {
    if (!workspace.gesture_active()) {
      selection_.turn(*turn, workspace, notifier);
    }
    return true;
  }
  if (command == cmd::SelectAll) {
    tools_.tool = Tool::Select;
    selection_.select_all(workspace.grid(), notifier);
    return true;
  }
  if (command == cmd::DeleteSelection) {
    if (!workspace.gesture_active()) {
      selection_.clear_cells(workspace, notifier, "Delete");
    }
    return true;
  }
  return false;
}

bool CanvasTools::execute(Command command, Workspace& workspace,
                          Notifier& notifier) {
  selection_.follow(workspace);
  // X and Y flip a selection or a stamp (Tiled's keys); with neither they
  // switch mirrored painting, as they did before there was a selection.
  if (!selection_.has_target(workspace.grid())) {
    if (command == cmd::FlipHorizontal) command = cmd::MirrorX;
    if (command == cmd::FlipVertical) command = cmd::MirrorY;
  }
  if (execute_selection(command, workspace, notifier)) return true;
  if (command == cmd::ToolWall || command == cmd::ToolErase ||
      command == cmd::ToolTerrain) {
    tools_.tool = Tool::Brush;
    tools_.paint = command == cmd::ToolWall    ? Paint::Wall
                   : command == cmd::ToolErase ? Paint::Open
                                               : Paint::Terrain;
  } else if (command == cmd::ToolEyedropper) {
    // It goes back to the tool it was picked from (pick_at).
    if (tools_.tool != Tool::Eyedropper) tools_.before_pick = tools_.tool;
    tools_.tool = Tool::Eyedropper;
  } else if (const auto tool = tool_of(command)) {
    tools_.tool = *tool;
  } else if (const auto level = terrain_level_of(command)) {
    tools_.paint = Paint::Terrain;
    tools_.terrain_weight = kTerrainLevels[*level];
    if (!paints(tools_.tool)) tools_.tool = Tool::Brush;
  } else if (command == cmd::BrushSmaller || command == cmd::BrushLarger) {
    set_brush_size(tools_,
                   tools_.brush_size + (command == cmd::BrushLarger ? 1 : -1));
    notifier.info("Brush size " + std::to_string(tools_.brush_size) + ".");
  } else if (command == cmd::MirrorX || command == cmd::MirrorY) {
    const bool x = command == cmd::MirrorX;
    bool& axis = x ? tools_.mirror_x : tools_.mirror_y;
    axis = !axis;
    notifier.info(std::string("Mirror painting ") +
                  (x ? "left-right " : "top-bottom ") +
                  (axis ? "on." : "off."));
  } else if (command == cmd::CancelDrag) {
    cancel(workspace, notifier);
  } else {
    return false;
  }
  return true;
}

void CanvasTools::cancel(Workspace& workspace, Notifier& notifier) {
  if (patrol_drag_) {
    patrol_drag_.reset();
    notifier.info("Cancelled the drag.");
  } else if (workspace.gesture_active()) {
    report(workspace.cancel_gesture(), notifier);
    notifier.info("Cancelled the drag.");
  } else {
    selection_.escape(notifier);
  }
}

}  // namespace astar::studio
