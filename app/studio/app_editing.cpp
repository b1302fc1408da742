// The App's editing: what canvas presses and drags do with the current
// tool, the tool commands, the history (undo, redo, jumps), the map
// operations, generators and scenarios, and reachability. Every change to
// the document goes through apply_edit (or a live gesture recorded when it
// ends) and move_history, and then document_edited, which keeps the
// textures, the search and the reachability in step: one path for all.

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "astar/edit/flood_fill.hpp"
#include "astar/edit/map_ops.hpp"

namespace astar::studio {
namespace {

std::string describe_anchor(Anchor anchor) {
  return std::string(to_string(anchor));
}

bool paints(Tool tool) {
  return tool == Tool::Brush || tool == Tool::Line || tool == Tool::Rectangle ||
         tool == Tool::Ellipse || tool == Tool::Fill;
}

std::string file_name(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

}  // namespace

void App::execute_designer(Command command) {
  switch (command) {
    case Command::ToolWall:
    case Command::ToolErase:
    case Command::ToolTerrain:
      tools_.tool = Tool::Brush;
      tools_.paint = command == Command::ToolWall    ? Paint::Wall
                     : command == Command::ToolErase ? Paint::Open
                                                     : Paint::Terrain;
      break;
    case Command::ToolLine:
      tools_.tool = Tool::Line;
      break;
    case Command::ToolRectangle:
      tools_.tool = Tool::Rectangle;
      break;
    case Command::ToolEllipse:
      tools_.tool = Tool::Ellipse;
      break;
    case Command::ToolFill:
      tools_.tool = Tool::Fill;
      break;
    case Command::ToolEyedropper:
      if (tools_.tool != Tool::Eyedropper) tools_.before_pick = tools_.tool;
      tools_.tool = Tool::Eyedropper;
      break;
    case Command::ToolStart:
      tools_.tool = Tool::Start;
      break;
    case Command::ToolGoal:
      tools_.tool = Tool::Goal;
      break;
    case Command::Terrain2:
    case Command::Terrain3:
    case Command::Terrain5:
    case Command::Terrain10: {
      const int level =
          static_cast<int>(command) - static_cast<int>(Command::Terrain2);
      tools_.paint = Paint::Terrain;
      tools_.terrain_weight = kTerrainLevels[level];
      if (!paints(tools_.tool)) tools_.tool = Tool::Brush;
      break;
    }
    case Command::BrushSmaller:
    case Command::BrushLarger:
      set_brush_size(tools_, tools_.brush_size +
                                 (command == Command::BrushLarger ? 1 : -1));
      notifier_.info("Brush size " + std::to_string(tools_.brush_size) + ".");
      break;
    case Command::MirrorX:
    case Command::MirrorY: {
      bool& axis =
          command == Command::MirrorX ? tools_.mirror_x : tools_.mirror_y;
      axis = !axis;
      notifier_.info(
          std::string("Mirror painting ") +
          (command == Command::MirrorX ? "left-right " : "top-bottom ") +
          (axis ? "on." : "off."));
      break;
    }
    case Command::GenerateMap: {
      std::vector<Point> keep;
      if (doc_.start) keep.push_back(*doc_.start);
      if (doc_.goal) keep.push_back(*doc_.goal);
      generator_dialog_.show(doc_.grid.width(), doc_.grid.height(),
                             std::move(keep));
      break;
    }
    case Command::ResizeMap:
      resize_dialog_.show(doc_.grid.width(), doc_.grid.height());
      break;
    case Command::ShiftMap:
      shift_dialog_.show();
      break;
    case Command::InvertWalls:
      if (apply_edit(make_invert_command(doc_))) {
        notifier_.info("Inverted the walls (the start and goal stay open).");
      }
      break;
    case Command::ClearMap:
      if (apply_edit(make_clear_command(doc_))) {
        notifier_.info("Cleared the map (Ctrl+Z brings it back).");
      } else {
        notifier_.info("The map is already clear.");
      }
      break;
    case Command::ToggleUnreachable:
      show_unreachable_ = !show_unreachable_;
      notifier_.info(show_unreachable_
                         ? "Showing the cells the start cannot reach."
                         : "Unreachable cells are no longer shown.");
      break;
    case Command::GenerateScenarios:
      scenario_dialog_.show(default_scenario_path(file_path_));
      break;
    case Command::CancelDrag:
      if (stroke_.active()) {
        apply_edit_feedback(stroke_.cancel(doc_));
        notifier_.info("Cancelled the drag.");
      }
      break;
    default:
      break;
  }
}

void App::handle_canvas_input(const CanvasInput& input) {
  hovered_ = input.cell;
  if (input.panning && space_held_) space_dragged_ = true;
  if (!stroke_.active()) {
    for (MouseButton button : {MouseButton::Left, MouseButton::Right}) {
      const int b = static_cast<int>(button);
      if (!input.pressed[b] || input.panning) continue;
      const Point cell = input.cell_unclamped;
      const auto gesture =
          resolve_gesture(tools_, button, input.mods, doc_, cell);
      if (!gesture) continue;
      if (gesture->kind == Gesture::Kind::Fill) {
        fill_at(*gesture, cell);
      } else if (gesture->kind == Gesture::Kind::Pick) {
        pick_at(cell);
      } else {
        stroke_button_ = button;
        apply_edit_feedback(stroke_.begin(doc_, *gesture, tools_, cell));
      }
      break;
    }
    return;
  }
  // The gesture follows the mouse anywhere, and ends when its button comes
  // up, on the canvas or not.
  apply_edit_feedback(stroke_.extend(doc_, input.cell_unclamped));
  const int b = static_cast<int>(stroke_button_);
  if (input.released[b] || !ImGui::GetIO().MouseDown[b]) {
    if (auto finished = stroke_.finish(doc_)) {
      if (finished->already_applied) {
        history_.record_applied(std::move(finished->command));
      } else {
        apply_edit(std::move(finished->command));
      }
    }
  }
}

void App::apply_edit_feedback(const EditFeedback& feedback) {
  if (!feedback.cells_changed.empty()) {
    document_edited(feedback.cells_changed, false);
  }
  if (feedback.markers_changed) search_.document_changed();
  if (!feedback.refusal.empty()) notifier_.warn(feedback.refusal);
}

bool App::apply_edit(EditCommand command) {
  const bool resized = command.grid_after.has_value();
  CellRect rect;
  // A huge diff repaints the map rather than visiting millions of cells.
  if (command.cells.size() > (std::size_t{1} << 20)) {
    rect = CellRect::whole(doc_.grid.width(), doc_.grid.height());
  } else {
    for (const CellChange& change : command.cells) {
      const Point p = doc_.grid.point(change.index);
      rect.include(p.x, p.y);
    }
  }
  if (!history_.apply(doc_, std::move(command))) return false;
  document_edited(rect, resized);
  return true;
}

void App::move_history(std::size_t position) {
  if (stroke_.active()) return;
  position = std::min(position, history_.size());
  const std::size_t from = std::min(position, history_.position());
  const std::size_t to = std::max(position, history_.position());
  if (from == to) return;
  // The cells every step on the way touches; a resize on the way
  // repaints everything anyway.
  bool resized = false;
  CellRect rect;
  for (std::size_t i = from; i < to; ++i) {
    const HistoryStep& step = history_.step(i);
    if (step.grid_before) {
      resized = true;
    } else if (const auto box = step.cells.bounds(doc_.grid.width())) {
      rect.include(CellRect{box->x0, box->y0, box->x1 + 1, box->y1 + 1});
    }
  }
  history_.jump_to(doc_, position);
  document_edited(rect, resized);
}

void App::document_edited(const CellRect& rect, bool resized) {
  if (resized) {
    reach_.map_changed();
    if (auto status = layers_.resize_for(doc_.grid); !status) {
      notifier_.error(status.error());
    }
    view_.request_fit();
    search_.document_changed();
    search_.refresh(doc_);
    return;
  }
  // Markers are compared by the reachability itself; cells are not.
  if (!rect.empty()) reach_.map_changed();
  map_cells_changed(rect);
}

void App::fill_at(const Gesture& gesture, Point cell) {
  if (!doc_.grid.contains(cell)) return;
  if (!apply_edit(make_fill_command(doc_, cell, gesture.value,
                                    tools_.fill_connectivity, gesture.label))) {
    notifier_.info("Nothing to fill: that region is already " +
                   paint_name(gesture.value) + ".");
  }
}

void App::pick_at(Point cell) {
  if (!doc_.grid.contains(cell)) return;
  const std::uint8_t value = doc_.grid.at(cell);
  pick_paint(tools_, value);
  tools_.tool = paints(tools_.before_pick) ? tools_.before_pick : Tool::Brush;
  notifier_.info("Picked " + paint_name(value) + " (value " +
                 std::to_string(value) + ").");
}

void App::apply_generated(GeneratedMap generated) {
  const GeneratorSettings& settings = generated.settings;
  std::optional<Point> start = doc_.start;
  std::optional<Point> goal = doc_.goal;
  if (start && !generated.grid.contains(*start)) start.reset();
  if (goal && !generated.grid.contains(*goal)) goal.reset();
  const std::string label = std::string(generator_label(settings.kind)) +
                            " (seed " + std::to_string(settings.seed) + ")";
  if (!apply_edit(
          make_replace_command(doc_, generated.grid, start, goal, label))) {
    notifier_.info(label + ": the map is unchanged.");
    return;
  }
  // Settle the reachability now, so the message says it once.
  update_reachability(false);
  switch (reach_.goal()) {
    case GoalReach::Reachable:
      notifier_.info("Generated " + label +
                     ": the start and goal are connected.");
      break;
    case GoalReach::Unreachable:
      notifier_.warn("Generated " + label +
                     ": the start and goal are not connected.");
      break;
    case GoalReach::Unknown:
      notifier_.info("Generated " + label +
                     ". Place a start and a goal to check that they connect.");
      break;
  }
}

void App::apply_resize(const ResizeRequest& request) {
  auto command =
      make_resize_command(doc_, request.width, request.height, request.anchor);
  if (!command) {
    notifier_.error(command.error());
    return;
  }
  const bool had_start = doc_.start.has_value();
  const bool had_goal = doc_.goal.has_value();
  if (!apply_edit(std::move(command.value()))) {
    notifier_.info("The map already has that size.");
    return;
  }
  std::string message = "Resized to " + std::to_string(request.width) + "x" +
                        std::to_string(request.height) + " (anchor " +
                        describe_anchor(request.anchor) + ").";
  if (had_start && !doc_.start) message += " The start was cut off.";
  if (had_goal && !doc_.goal) message += " The goal was cut off.";
  notifier_.info(message);
}

void App::write_scenarios(const ScenarioRequest& request) {
  ScenarioSource source;
  source.grid = &doc_.grid;
  source.file_path = file_path_;
  source.saved = !file_path_.empty() && history_.at_saved_point();
  auto report = export_scenarios(source, request);
  if (!report) {
    notifier_.error(report.error());
    return;
  }
  const ScenarioReport& r = report.value();
  std::string message = "Wrote " + std::to_string(r.problems) +
                        " problems to " + file_name(r.scen_path) +
                        " (buckets " + std::to_string(r.first_bucket) + ".." +
                        std::to_string(r.last_bucket) + ")";
  message += r.map_written
                 ? ", and the map beside it as " + file_name(r.map_path) + "."
                 : " for " + file_name(r.map_path) + ".";
  notifier_.info(message);
}

void App::update_reachability(bool announce) {
  if (stroke_.active()) return;
  const GoalReach before = reach_.goal();
  const Reachability::Changes changes =
      reach_.update(doc_, search_.settings().rules, show_unreachable_);
  layers_.set_unreachable_mask(reach_.mask());
  if (changes.mask) layers_.mark_all();
  if (!changes.goal || !announce) return;
  if (reach_.goal() == GoalReach::Unreachable) {
    notifier_.warn(kGoalUnreachableText);
  } else if (before == GoalReach::Unreachable &&
             reach_.goal() == GoalReach::Reachable) {
    notifier_.info("The goal can be reached from the start again.");
  }
}

void App::draw_designer_dialogs() {
  const float scale = platform_->ui_scale();
  if (auto generated = generator_dialog_.draw(scale, targets_)) {
    apply_generated(std::move(*generated));
  }
  if (auto resize = resize_dialog_.draw(scale, targets_)) {
    apply_resize(*resize);
  }
  if (auto shift = shift_dialog_.draw(scale, targets_)) {
    if (apply_edit(
            make_shift_command(doc_, shift->dx, shift->dy, shift->wrap))) {
      notifier_.info(std::string(shift->wrap ? "Wrapped" : "Shifted") +
                     " the map by (" + std::to_string(shift->dx) + ", " +
                     std::to_string(shift->dy) + ").");
    } else {
      notifier_.info("Nothing moved.");
    }
  }
  const ScenarioDialog::Outcome outcome =
      scenario_dialog_.draw(scale, targets_);
  if (outcome.browse) {
    file_dialog_.show(FileDialogMode::SaveScenario, scenario_dialog_.path());
  }
  if (outcome.generate) write_scenarios(*outcome.generate);
}

}  // namespace astar::studio
