#include "features/edit/edit_mode.hpp"

#include "astar/edit/map_ops.hpp"
#include "editing/tool_commands.hpp"
#include "features/edit/cell_clipboard.hpp"
#include "features/edit/edit_commands.hpp"
#include "shell/user_files.hpp"
#include "workspace/scenario_export.hpp"

namespace astar::studio {
namespace {

// A command that picks a tool to paint with (the brushes have no Tool of
// their own: they pick a paint).
bool picks_tool(Command command) {
  return tool_of(command).has_value() || command == cmd::ToolWall ||
         command == cmd::ToolErase || command == cmd::ToolTerrain;
}

}  // namespace

void EditMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::Undo, cmd::Redo, cmd::SelectAll, cmd::Copy,
                       cmd::Cut, cmd::DeleteSelection, cmd::Paste,
                       cmd::FlipHorizontal, cmd::FlipVertical,
                       cmd::RotateClockwise, cmd::RotateCounterClockwise});
  registry.add(*this, {cmd::GenerateMap, cmd::ResizeMap, cmd::ShiftMap,
                       cmd::InvertWalls, cmd::ClearMap, cmd::GenerateScenarios,
                       cmd::ToggleUnreachable, cmd::ToggleClearance});
  registry.add(*this, {cmd::ToolWall,    cmd::ToolErase,      cmd::ToolTerrain,
                       cmd::ToolLine,    cmd::ToolRectangle,  cmd::ToolEllipse,
                       cmd::ToolFill,    cmd::ToolEyedropper, cmd::ToolStart,
                       cmd::ToolGoal,    cmd::ToolAgent,      cmd::ToolObstacle,
                       cmd::ToolSelect,  cmd::Terrain2,       cmd::Terrain3,
                       cmd::Terrain5,    cmd::Terrain10,      cmd::BrushSmaller,
                       cmd::BrushLarger, cmd::MirrorX,        cmd::MirrorY,
                       cmd::CancelDrag});
  registry.take<SetTools>(*this);
  registry.take<JumpHistory>(*this);
  registry.take<SetScenarioPath>(*this);
}

CommandState EditMode::command_state(Command command,
                                     const ModeContext& ctx) const {
  CommandState state;
  const EditHistory& history = ctx.workspace.history();
  const bool selected =
      ctx.tools.selection().selection(ctx.workspace.grid()).has_value();
  if (command == cmd::Undo || command == cmd::Redo) {
    const std::string* label =
        command == cmd::Undo ? history.undo_label() : history.redo_label();
    state.enabled = label != nullptr;
    if (label) state.label = command.spec().label + (" " + *label);
  } else if (command == cmd::Copy || command == cmd::Cut ||
             command == cmd::DeleteSelection) {
    state.enabled = selected;
  } else if (command == cmd::FlipHorizontal || command == cmd::FlipVertical ||
             command == cmd::RotateClockwise ||
             command == cmd::RotateCounterClockwise) {
    state.enabled = selected || ctx.tools.selection().stamp().has_value();
  } else if (command == cmd::ToggleUnreachable) {
    state.checked = ctx.derived.show_unreachable();
  } else if (command == cmd::ToggleClearance) {
    state.checked = ctx.derived.clearance.shown();
  }
  return state;
}

bool EditMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* command = std::get_if<Command>(&request)) {
    const bool done =
        ctx.tools.execute(*command, ctx.workspace, ctx.notifier) ||
        carry_out(*command, ctx);
    // Picking a tool is asking to paint with it: Measure or the crowd's
    // clicks, which take the drags, go off rather than leave the tool's
    // drags laying rulers, goals or agents.
    const ClickUse use = ctx.clicks.use();
    if (done && picks_tool(*command) &&
        (use == ClickUse::Measure || use == ClickUse::CrowdGoals ||
         use == ClickUse::CrowdBrush)) {
      ctx.clicks.release(use);
      ctx.notifier.info(std::string(click_use_name(use)) +
                        " is off: drags paint with the tool.");
    }
    return done;
  }
  if (const auto* r = std::get_if<SetTools>(&request)) {
    ctx.tools.set_settings(r->tools);
  } else if (const auto* r = std::get_if<JumpHistory>(&request)) {
    jump_history(r->position, ctx);
  } else if (const auto* r = std::get_if<SetScenarioPath>(&request)) {
    scenario_.set_path(r->path);
  } else {
    return false;
  }
  return true;
}

bool EditMode::carry_out(Command command, ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  if (command == cmd::GenerateMap) {
    std::vector<Point> keep;
    if (doc.start) keep.push_back(*doc.start);
    if (doc.goal) keep.push_back(*doc.goal);
    generator_.show(doc.grid.width(), doc.grid.height(), std::move(keep));
  } else if (command == cmd::ResizeMap) {
    resize_.show(doc.grid.width(), doc.grid.height());
  } else if (command == cmd::ShiftMap) {
    shift_.show();
  } else if (command == cmd::InvertWalls || command == cmd::ClearMap) {
    invert_or_clear(command, ctx);
  } else if (command == cmd::Undo || command == cmd::Redo) {
    undo_or_redo(command == cmd::Undo, ctx);
  } else if (command == cmd::ToggleUnreachable) {
    toggle_unreachable(ctx);
  } else if (command == cmd::ToggleClearance) {
    toggle_clearance(ctx);
  } else if (command == cmd::Copy || command == cmd::Cut) {
    if (!ctx.workspace.gesture_active()) copy_cells(command == cmd::Cut, ctx);
  } else if (command == cmd::Paste) {
    paste_cells(ctx);
  } else if (command == cmd::GenerateScenarios) {
    scenario_.show(default_scenario_path(ctx.workspace.path()));
  } else {
    return false;
  }
  return true;
}

void EditMode::invert_or_clear(Command command, ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  if (command == cmd::InvertWalls) {
    if (ctx.workspace.apply(make_invert_command(doc))) {
      ctx.notifier.info("Inverted the walls (the start and goal stay open).");
    }
    return;
  }
  ctx.notifier.info(ctx.workspace.apply(make_clear_command(doc))
                        ? "Cleared the map (Ctrl+Z brings it back)."
                        : "The map is already clear.");
}

void EditMode::undo_or_redo(bool undo, ModeContext& ctx) {
  Workspace& ws = ctx.workspace;
  if (ws.gesture_active()) return;
  const auto label = undo ? ws.undo() : ws.redo();
  if (!label) {
    ctx.notifier.info(undo ? "Nothing to undo." : "Nothing to redo.");
    return;
  }
  ctx.notifier.info((undo ? "Undid " : "Redid ") + *label);
}

void EditMode::jump_history(std::size_t position, ModeContext& ctx) {
  Workspace& ws = ctx.workspace;
  ws.jump_to(position);
  ctx.notifier.info("History: " + std::to_string(ws.history().position()) +
                    " of " + std::to_string(ws.history().size()) +
                    " steps applied.");
}

void EditMode::toggle_unreachable(ModeContext& ctx) {
  Derived& derived = ctx.derived;
  derived.set_show_unreachable(!derived.show_unreachable());
  ctx.notifier.info(derived.show_unreachable()
                        ? "Showing the cells the start cannot reach."
                        : "Unreachable cells are no longer shown.");
}

void EditMode::toggle_clearance(ModeContext& ctx) {
  ClearanceView& clearance = ctx.derived.clearance;
  clearance.set_shown(!clearance.shown());
  clearance.follow(ctx.workspace);
  if (!clearance.shown()) {
    ctx.notifier.info("Clearance is no longer shown.");
  } else if (clearance.preparing()) {
    ctx.notifier.info("Working out the largest unit that fits at each cell.");
  } else {
    ctx.notifier.info("Showing the largest unit that fits at each cell.");
  }
}

void EditMode::draw_windows(ModeContext& ctx) {
  const float scale = ctx.ui_scale;
  if (auto generated = generator_.draw(scale, ctx.targets)) {
    apply_generated(std::move(*generated), ctx);
  }
  if (auto resize = resize_.draw(scale, ctx.targets)) {
    apply_resize(*resize, ctx);
  }
  if (auto shift = shift_.draw(scale, ctx.targets)) apply_shift(*shift, ctx);
  const ScenarioDialog::Outcome outcome = scenario_.draw(scale, ctx.targets);
  if (outcome.browse) {
    ctx.requests.push_back(BrowseScenarioPath{scenario_.path()});
  }
  if (outcome.generate) write_scenarios(*outcome.generate, ctx);
}

void EditMode::apply_generated(GeneratedMap generated, ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  const GeneratorSettings& settings = generated.settings;
  std::optional<Point> start = doc.start;
  std::optional<Point> goal = doc.goal;
  if (start && !generated.grid.contains(*start)) start.reset();
  if (goal && !generated.grid.contains(*goal)) goal.reset();
  const std::string label = std::string(generator_label(settings.kind)) +
                            " (seed " + std::to_string(settings.seed) + ")";
  if (!ctx.workspace.apply(
          make_replace_command(doc, generated.grid, start, goal, label))) {
    ctx.notifier.info(label + ": the map is unchanged.");
    return;
  }
  // Settle the reachability now, so the message says it once.
  ctx.derived.update_reachability(ctx.workspace, nullptr);
  switch (ctx.derived.reach.goal()) {
    case GoalReach::Reachable:
      ctx.notifier.info("Generated " + label +
                        ": the start and goal are connected.");
      break;
    case GoalReach::Unreachable:
      ctx.notifier.warn("Generated " + label +
                        ": the start and goal are not connected.");
      break;
    case GoalReach::Unknown: {
      // A big map is still being checked on another thread.
      const Document& now = ctx.workspace.document();
      ctx.notifier.info("Generated " + label +
                        (now.start && now.goal
                             ? "."
                             : ". Place a start and a goal to check that "
                               "they connect."));
      break;
    }
  }
}

void EditMode::apply_resize(const ResizeRequest& request, ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  auto command =
      make_resize_command(doc, request.width, request.height, request.anchor);
  if (!command) {
    ctx.notifier.error(command.error());
    return;
  }
  const bool had_start = doc.start.has_value();
  const bool had_goal = doc.goal.has_value();
  if (!ctx.workspace.apply(std::move(command.value()))) {
    ctx.notifier.info("The map already has that size.");
    return;
  }
  std::string message = "Resized to " + std::to_string(request.width) + "x" +
                        std::to_string(request.height) + " (anchor " +
                        std::string(to_string(request.anchor)) + ").";
  if (had_start && !doc.start) message += " The start was cut off.";
  if (had_goal && !doc.goal) message += " The goal was cut off.";
  ctx.notifier.info(message);
}

void EditMode::apply_shift(const ShiftRequest& shift, ModeContext& ctx) {
  if (!ctx.workspace.apply(make_shift_command(
          ctx.workspace.document(), shift.dx, shift.dy, shift.wrap))) {
    ctx.notifier.info("Nothing moved.");
    return;
  }
  ctx.notifier.info(std::string(shift.wrap ? "Wrapped" : "Shifted") +
                    " the map by (" + std::to_string(shift.dx) + ", " +
                    std::to_string(shift.dy) + ").");
}

void EditMode::write_scenarios(const ScenarioRequest& request,
                               ModeContext& ctx) {
  const Workspace& ws = ctx.workspace;
  ScenarioSource source;
  source.grid = &ws.grid();
  source.file_path = ws.path();
  source.saved = !ws.path().empty() && ws.history().at_saved_point();
  auto report = export_scenarios(source, request);
  if (!report) {
    ctx.notifier.error(report.error());
    return;
  }
  const ScenarioReport& r = report.value();
  std::vector<std::string> written{r.scen_path};
  if (r.map_written) written.push_back(r.map_path);
  deliver_saved_files(written);
  std::string message = "Wrote " + std::to_string(r.problems) +
                        " problems to " + file_name(r.scen_path) +
                        " (buckets " + std::to_string(r.first_bucket) + ".." +
                        std::to_string(r.last_bucket) + ")";
  message += r.map_written
                 ? ", and the map beside it as " + file_name(r.map_path) + "."
                 : " for " + file_name(r.map_path) + ".";
  ctx.notifier.info(message);
}

}  // namespace astar::studio
