#include "features/crowds/crowd_mode.hpp"

#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "features/crowds/crowd_commands.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

constexpr double kTimeStep = 0.1;  // the crowd's fixed step, seconds

bool read_count(std::string_view word, int max, int& out) {
  const auto [end, error] =
      std::from_chars(word.data(), word.data() + word.size(), out);
  return error == std::errc() && end == word.data() + word.size() && out >= 1 &&
         out <= max;
}

// crowd-place X1 Y1 X2 Y2 N: N agents in the rectangle of those corners.
ScriptLineError parse_place(std::span<const std::string_view> args,
                            ScriptCommand& command) {
  int count = 0;
  if (args.size() != 5 || !read_script_cells(args, 4, command) ||
      !read_count(args[4], CrowdWorld::kMaxAgents, count)) {
    return "usage: crowd-place X1 Y1 X2 Y2 N (N from 1 to " +
           std::to_string(CrowdWorld::kMaxAgents) + ")" +
           script_coordinate_range();
  }
  command.seconds = count;
  return std::nullopt;
}

// crowd-goal X Y: one more goal.
ScriptLineError parse_goal(std::span<const std::string_view> args,
                           ScriptCommand& command) {
  if (args.size() != 2 || !read_script_cells(args, 2, command)) {
    return "usage: crowd-goal X Y" + script_coordinate_range();
  }
  return std::nullopt;
}

// crowd-goal-remove X Y: the goal there goes.
ScriptLineError parse_goal_remove(std::span<const std::string_view> args,
                                  ScriptCommand& command) {
  if (args.size() != 2 || !read_script_cells(args, 2, command)) {
    return "usage: crowd-goal-remove X Y" + script_coordinate_range();
  }
  return std::nullopt;
}

// crowd-step N: N steps of the crowd at once, whatever the frames.
ScriptLineError parse_step(std::span<const std::string_view> args,
                           ScriptCommand& command) {
  int steps = 0;
  if (args.size() != 1 || !read_count(args[0], 100000, steps)) {
    return std::string("usage: crowd-step N (N from 1 to 100000)");
  }
  command.numbers[0] = steps;
  return std::nullopt;
}

CellArea area_of(Point a, Point b) {
  return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x) + 1,
          std::max(a.y, b.y) + 1};
}

}  // namespace

void CrowdMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ToggleCrowds, cmd::PlaceCrowd, cmd::ClearCrowd,
                       cmd::ToggleCrowdGoalClicks, cmd::ClearCrowdGoals,
                       cmd::ToggleCrowdBrush, cmd::RunCrowd, cmd::ResetCrowd,
                       cmd::ToggleCrowdAvoidance, cmd::ToggleFlowFieldView,
                       cmd::ToggleRepairView});
  registry.take<SetUpCrowd>(*this);
  registry.add_verb(*this, {"crowd-place", parse_place});
  registry.add_verb(*this, {"crowd-goal", parse_goal});
  registry.add_verb(*this, {"crowd-goal-remove", parse_goal_remove});
  registry.add_verb(*this, {"crowd-step", parse_step});
}

bool CrowdMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* setup = std::get_if<SetUpCrowd>(&request)) {
    set_up(*setup, ctx);
    return true;
  }
  const auto* command = std::get_if<Command>(&request);
  return command != nullptr && carry_out(*command, ctx);
}

bool CrowdMode::carry_out(Command command, ModeContext& ctx) {
  if (command == cmd::ToggleCrowds) {
    if (on_) {
      turn_off(ctx);
      ctx.notifier.info("Crowds are no longer shown.");
    } else {
      turn_on(ctx);
      ctx.notifier.info(
          "Crowds: select an area and Place agents, or paint them with the "
          "Agent brush; they walk to the nearest goal.");
    }
    return true;
  }
  if (!on_) turn_on(ctx);
  if (command == cmd::PlaceCrowd) {
    place_in_selection(ctx);
  } else if (command == cmd::ClearCrowd) {
    world_.clear_agents();
    running_ = false;
  } else if (command == cmd::ToggleCrowdGoalClicks) {
    toggle_clicks(ctx, ClickUse::CrowdGoals);
  } else if (command == cmd::ToggleCrowdBrush) {
    toggle_clicks(ctx, ClickUse::CrowdBrush);
  } else if (command == cmd::ClearCrowdGoals) {
    world_.clear_goals();
    ctx.notifier.info("Removed the goals: the agents stand.");
  } else if (command == cmd::RunCrowd) {
    running_ = !running_;
    owed_seconds_ = 0;
  } else if (command == cmd::ResetCrowd) {
    world_.restart();
    running_ = false;
  } else if (command == cmd::ToggleCrowdAvoidance) {
    world_.set_avoidance(!world_.avoidance());
  } else if (command == cmd::ToggleFlowFieldView) {
    show_field_ = !show_field_;
  } else if (command == cmd::ToggleRepairView) {
    show_repair_ = !show_repair_;
    if (show_repair_)
      plan_repair(ctx);
    else
      repair_.clear();
  } else {
    return false;
  }
  return true;
}

CommandState CrowdMode::command_state(Command command,
                                      const ModeContext& ctx) const {
  CommandState state;
  if (command == cmd::ToggleCrowdGoalClicks) {
    state.checked = on_ && ctx.clicks.taken_by(ClickUse::CrowdGoals);
  }
  if (command == cmd::ToggleCrowdBrush) {
    state.checked = on_ && ctx.clicks.taken_by(ClickUse::CrowdBrush);
  }
  if (command == cmd::ToggleCrowds) state.checked = on_;
  if (command == cmd::RunCrowd) state.checked = running_;
  if (command == cmd::ToggleCrowdAvoidance) state.checked = world_.avoidance();
  if (command == cmd::ToggleFlowFieldView) state.checked = show_field_;
  if (command == cmd::ToggleRepairView) state.checked = show_repair_;
  return state;
}

void CrowdMode::turn_on(ModeContext& ctx) {
  on_ = true;
  scroll_to_section_ = true;
  lesson_document_ = 0;
  start_over(ctx);
}

void CrowdMode::turn_off(ModeContext& ctx) {
  on_ = running_ = false;
  world_.cancel_field();  // turned on again, it starts over
  brush_pane_.reset();
  ctx.clicks.release(ClickUse::CrowdGoals);
  ctx.clicks.release(ClickUse::CrowdBrush);
  if (lesson_document_ != 0) {
    show_field_ = field_before_lesson_;
    show_repair_ = repair_before_lesson_;
    lesson_document_ = 0;
  }
  if (!show_repair_) repair_.clear();
}

// The lesson's document is open: its crowd, goals and views.
void CrowdMode::set_up(const SetUpCrowd& setup, ModeContext& ctx) {
  if (lesson_document_ == 0) {
    field_before_lesson_ = show_field_;
    repair_before_lesson_ = show_repair_;
  }
  on_ = true;
  scroll_to_section_ = true;
  show_field_ = setup.show_field;
  show_repair_ = setup.show_repair;
  if (!show_repair_) repair_.clear();
  start_over(ctx);
  for (const Point goal : setup.goals) add_goal(ctx, goal);
  for (const Point cell : setup.agents) {
    (void)world_.place({cell.x, cell.y, cell.x + 1, cell.y + 1}, 1);
  }
  lesson_document_ = ctx.workspace.revisions().document;
}

// A new map (or the first): the crowd and the goals start again, the
// document's goal marker the first goal.
void CrowdMode::start_over(const ModeContext& ctx) {
  const Revisions& r = ctx.workspace.revisions();
  world_.reset_map(ctx.workspace.grid(), ctx.workspace.settings().rules);
  if (const auto goal = ctx.workspace.document().goal) {
    (void)world_.add_goal(*goal);
  }
  running_ = false;
  document_ = r.document;
  cells_ = r.cells;
  settings_ = r.settings;
  markers_ = r.markers;
  if (show_repair_) plan_repair(ctx);
}

void CrowdMode::plan_repair(const ModeContext& ctx) {
  const Document& doc = ctx.workspace.document();
  repair_.clear();
  if (!doc.start || !doc.goal || !world_.ready()) return;
  (void)repair_.plan(world_.grid(), ctx.workspace.settings().rules, *doc.start,
                     *doc.goal);
}

void CrowdMode::follow_workspace(ModeContext& ctx) {
  const Revisions& r = ctx.workspace.revisions();
  const Grid& grid = ctx.workspace.grid();
  if (lesson_document_ != 0 && r.document != lesson_document_) {
    // Another document ends the lesson, and the crowd it showed.
    turn_off(ctx);
    return;
  }
  if (!world_.ready() || r.document != document_ ||
      grid.width() != world_.grid().width() ||
      grid.height() != world_.grid().height()) {
    start_over(ctx);
    return;
  }
  if (r.cells != cells_) {
    const CellRect rect = ctx.workspace.cells_changed_since(cells_);
    cells_ = r.cells;
    const CellArea area{rect.x0, rect.y0, rect.x1, rect.y1};
    if (!area.empty() && world_.follow_edit(grid, area) && show_repair_) {
      repair_.follow_edit(world_.grid(), area, repair_in_stroke_);
    }
    repair_in_stroke_ = ctx.workspace.gesture_active();
  }
  if (r.settings != settings_) {
    settings_ = r.settings;
    (void)world_.set_rules(ctx.workspace.settings().rules);
    if (show_repair_) plan_repair(ctx);
  }
  if (r.markers != markers_) {
    markers_ = r.markers;
    if (show_repair_) plan_repair(ctx);
  }
}

void CrowdMode::prepare(ModeContext& ctx) {
  if (!on_) return;
  follow_workspace(ctx);
  if (!on_) return;
  world_.poll();
  if (std::string problem = world_.take_field_problem(); !problem.empty()) {
    ctx.notifier.error("Crowds: " + problem);
  }
}

void CrowdMode::advance(ModeContext& /*ctx*/, double seconds) {
  if (!on_ || !running_ || !world_.crowd()) return;
  owed_seconds_ += std::min(seconds, 0.25);
  const auto begin = std::chrono::steady_clock::now();
  int done = 0;
  double spent_ms = 0;
  while (owed_seconds_ >= kTimeStep && done < kMaxStepsPerFrame &&
         spent_ms < kStepBudgetMs) {
    world_.step(1);
    owed_seconds_ -= kTimeStep;
    ++done;
    spent_ms = std::chrono::duration<double, std::milli>(
                   std::chrono::steady_clock::now() - begin)
                   .count();
  }
  if (done > 0) step_ms_ = spent_ms / done;
  // Behind by more than a step: the crowd slows down instead of the UI.
  owed_seconds_ = std::min(owed_seconds_, kTimeStep);
}

bool CrowdMode::working_in_background(const ModeContext& /*ctx*/) const {
  return on_ && world_.computing_field();
}

bool CrowdMode::busy(const ModeContext& /*ctx*/) const {
  return on_ && running_ && world_.crowd() && world_.crowd()->size() > 0;
}

void CrowdMode::place_in_selection(ModeContext& ctx) {
  const auto rect = ctx.tools.selection().selection(ctx.workspace.grid());
  if (!rect) {
    ctx.notifier.error(
        "Select an area first (the Select tool), then Place agents.");
    return;
  }
  place(ctx, {rect->x, rect->y, rect->x + rect->width, rect->y + rect->height},
        count_);
}

void CrowdMode::place(ModeContext& ctx, CellArea area, int count) {
  if (world_.goals().empty()) {
    ctx.notifier.error("The crowd has no goal: place the goal marker (G).");
  }
  Result<int> placed = world_.place(area, count);
  if (!placed) {
    ctx.fail(placed.error());
    return;
  }
  char text[96];
  std::snprintf(text, sizeof text, "Placed %d agents (%d in all).",
                placed.value(), world_.crowd()->size());
  ctx.notifier.info(text);
}

void CrowdMode::add_goal(ModeContext& ctx, Point goal) {
  if (Status added = world_.add_goal(goal); !added) {
    ctx.fail(added.error());
  }
}

void CrowdMode::run_script_verb(const ScriptCommand& command,
                                ModeContext& ctx) {
  if (on_) follow_workspace(ctx);
  if (!on_) turn_on(ctx);
  const Grid& grid = ctx.workspace.grid();
  const Point a{command.numbers[0], command.numbers[1]};
  const Point b{command.numbers[2], command.numbers[3]};
  const std::string where =
      "script line " + std::to_string(command.line) + ": ";
  if (command.verb == "crowd-step") {
    const auto begin = std::chrono::steady_clock::now();
    world_.step(command.numbers[0]);
    step_ms_ = std::chrono::duration<double, std::milli>(
                   std::chrono::steady_clock::now() - begin)
                   .count() /
               command.numbers[0];
    return;
  }
  if (command.verb == "crowd-goal-remove") {
    if (std::find(world_.goals().begin(), world_.goals().end(), a) ==
        world_.goals().end()) {
      ctx.fail(where + "crowd-goal-remove: no goal at " + to_string(a));
      return;
    }
    remove_goal(ctx, a);
    return;
  }
  const bool two = command.verb == "crowd-place";
  for (const Point p : two ? std::vector<Point>{a, b} : std::vector{a}) {
    if (!grid.contains(p)) {
      ctx.fail(where + std::string(command.verb) + ": " + to_string(p) +
               " is not on the map");
      return;
    }
  }
  if (two) {
    place(ctx, area_of(a, b), static_cast<int>(command.seconds));
  } else {
    add_goal(ctx, a);
  }
}

}  // namespace astar::studio
