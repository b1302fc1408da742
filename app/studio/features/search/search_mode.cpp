#include "features/search/search_mode.hpp"

#include <cstdio>

#include "agents/sim_controller.hpp"
#include "canvas/clearance_overlay.hpp"
#include "canvas/line_marks.hpp"
#include "editing/tool_commands.hpp"
#include "features/search/path_panel.hpp"
#include "panels/panels.hpp"
#include "stepping/bidirectional_text.hpp"
#include "stepping/predict.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {

void SearchMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::Step, cmd::StepLine, cmd::StepMany, cmd::PlayPause,
                       cmd::RunToEnd, cmd::StepBack, cmd::ResetSearch});
  registry.listen(*this, cmd::CancelDrag);
  registry.take<SetSearchSettings>(*this);
  registry.take<SetStepMany>(*this);
  registry.take<SetPlaySpeed>(*this);
  registry.take<SeekSearch>(*this);
  registry.take<SetPathOverlays>(*this);
  registry.add_verb(*this, {"explain", no_script_arguments});
}

CommandState SearchMode::command_state(Command command,
                                       const ModeContext& ctx) const {
  CommandState state;
  if (command == cmd::PlayPause) {
    state.label = ctx.derived.runs.playing() ? "Pause" : "Play";
  }
  return state;
}

bool SearchMode::carry_out(const Request& request, ModeContext& ctx) {
  Runs& runs = ctx.derived.runs;
  if (const auto* command = std::get_if<Command>(&request)) {
    return carry_out(*command, ctx);
  }
  if (const auto* r = std::get_if<SetSearchSettings>(&request)) {
    ctx.workspace.set_settings(r->settings);
  } else if (const auto* r = std::get_if<SetStepMany>(&request)) {
    ctx.settings.step_many = r->count;
  } else if (const auto* r = std::get_if<SetPlaySpeed>(&request)) {
    runs.search(0).speed().per_second = r->per_second;
    runs.search(0).set_expansions_per_frame(std::nullopt);
  } else if (const auto* r = std::get_if<SeekSearch>(&request)) {
    runs.pause();
    runs.seek(r->step);
  } else if (const auto* r = std::get_if<SetPathOverlays>(&request)) {
    overlays_ = r->options;
  } else {
    return false;
  }
  return true;
}

bool SearchMode::carry_out(Command command, ModeContext& ctx) {
  Runs& runs = ctx.derived.runs;
  const Workspace& ws = ctx.workspace;
  if (command == cmd::CancelDrag) {
    // Escape stops a search running to the end when no drag is on.
    if (ws.gesture_active() || !runs.cancel_run()) return false;
    ctx.notifier.info("Stopped the search at step " +
                      std::to_string(runs.search(0).search().step_count()) +
                      "; Run to end goes on from there.");
    return true;
  }
  if (command == cmd::ResetSearch) {
    runs.reset();
    return true;
  }
  if (command == cmd::StepBack) {
    if (!ctx.derived.lines.back(runs, ws.grid())) runs.step_back();
    return true;
  }
  if (command == cmd::Step) {
    if (!ctx.derived.lines.finish_expansion(runs.search(0), ws.grid())) {
      runs.step(ws, 1);
    }
  } else if (command == cmd::StepLine) {
    ctx.derived.lines.step_line(runs, ws);
  } else if (command == cmd::StepMany) {
    runs.step(ws, ctx.settings.step_many);
  } else if (command == cmd::PlayPause) {
    runs.toggle_play(ws);
  } else if (command == cmd::RunToEnd) {
    runs.run_to_end(ws);
  } else {
    return false;
  }
  report_problem(ctx);
  return true;
}

void SearchMode::report_problem(ModeContext& ctx) const {
  const SearchController& search = ctx.derived.runs.search(0);
  if (!search.problem().empty() && !search.active()) {
    ctx.notifier.warn("Cannot search: " + search.problem() + ".",
                      Notifier::Topic::Search);
  } else {
    ctx.notifier.succeeded(Notifier::Topic::Search);
  }
}

void SearchMode::publish(const ModeContext& /*ctx*/, Board& board) const {
  board.publish(overlays_);
}

void SearchMode::draw_panel(ModeContext& ctx) {
  Derived& derived = ctx.derived;
  const bool simulating = ctx.board.find<SimulationOn>() != nullptr;
  const SearchController& search = derived.runs.search(0);
  // Play, Step, Back and Run to end come first: in a small window or at a
  // large UI scale they stay in view above the settings. While agents
  // walk, stepping the search and its figures would sit beside the
  // simulation's own Pause and counters: the settings alone show (agents
  // plan with them).
  if (!simulating && section("Controls", ctx.targets)) {
    draw_controls(
        search, ctx.settings.step_many, derived.reach.reachable_cells(),
        ctx.board.value_or(PredictState{}), ctx.requests, ctx.targets);
  }
  if (section("Search", ctx.targets)) {
    const std::string jps_problem = derived.jps_check.problem(
        ctx.workspace, ctx.workspace.settings().rules);
    if (auto settings = draw_search_settings(ctx.workspace.settings(),
                                             jps_problem, ctx.targets)) {
      ctx.requests.push_back(SetSearchSettings{*settings});
    }
  }
  if (simulating) return;
  if (section("Statistics", ctx.targets)) {
    draw_stats(search);
    paths_.follow(search.search());
    if (auto options = draw_path_panel(paths_, overlays_, ctx.targets)) {
      ctx.requests.push_back(SetPathOverlays{*options});
    }
    draw_goal_reach(derived.reach.goal(), derived.unit_fit_problem());
  }
}

void SearchMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                              int run) {
  // Compared runs show their cells only; the overlays are run 1's alone.
  if (ctx.derived.runs.comparing() || run != 0) return;
  const Search& search = ctx.derived.runs.search(0).search();
  paths_.follow(search);
  if (const ClearanceMaps* clearance = ctx.derived.clearance.maps()) {
    draw_clearance_overlay(view, *clearance);
  }
  draw_long_parent_lines(view, search, ctx.workspace.grid());
  // Under the path's lines: the corridor a unit bigger than a cell needs.
  const int size = ctx.workspace.settings().unit.size;
  if (paths_.found()) band_.draw(view, paths_.grid_path().points, size);
  draw_path_overlay(view, paths_, overlays_);
  draw_lit_cells(ctx, view);
  const Document& doc = ctx.workspace.document();
  if (size > 1) {
    for (const auto& marker : {doc.start, doc.goal}) {
      if (marker) {
        draw_footprint_outline(view, *marker, size, IM_COL32(20, 20, 24, 255));
      }
    }
  }
}

void SearchMode::draw_lit_cells(ModeContext& ctx, const CanvasView& view) {
  // Checked first: playing or running, no frame traces its step.
  if (!ctx.derived.lines.stepping_lines()) return;
  const SearchController& search = ctx.derived.runs.search(0);
  const auto lit = ctx.derived.lines.lit(search, ctx.workspace.grid());
  if (!lit || !ctx.derived.lines.stepping_lines()) return;
  const Grid& map = ctx.workspace.grid();
  const Palette& colours = palette(ctx.settings.palette);
  const Document& doc = ctx.workspace.document();
  std::optional<Rgba> grid_line;
  if (view.show_grid_lines) grid_line = colours.grid_line;
  for (const LineStepper::Pending& cell :
       ctx.derived.lines.pending(search, map)) {
    // The markers stay on top, as the canvas draws them.
    if (cell.cell == doc.start || cell.cell == doc.goal) continue;
    const std::uint8_t value = map.at(cell.cell);
    Rgba colour = cell_colour(colours, value);
    if (cell.before == CellState::Open) {
      colour = search_colour(colours, colours.open, value);
    } else if (cell.before == CellState::Closed) {
      colour = search_colour(colours, colours.closed, value);
    }
    draw_cell_as_before(view, cell.cell, colour, grid_line);
  }
  draw_line_marks(view, lit->current, lit->neighbour);
}

void SearchMode::advance(ModeContext& ctx, double /*seconds*/) {
  const bool preparing = ctx.derived.runs.search(0).preparing();
  if (was_preparing_ && !preparing) report_problem(ctx);
  was_preparing_ = preparing;
  paths_.follow(ctx.derived.runs.search(0).search());
  paths_.smooth_a_slice();
}

bool SearchMode::busy(const ModeContext& ctx) const {
  const Runs& runs = ctx.derived.runs;
  return runs.playing() || runs.running_to_end() || runs.preparing() ||
         paths_.smoothing();
}

bool SearchMode::working_in_background(const ModeContext& /*ctx*/) const {
  return paths_.smoothing();
}

void SearchMode::describe(const ModeContext& ctx,
                          std::vector<std::string>& lines) const {
  if (!ctx.derived.lines.stepping_lines()) return;
  const auto lit =
      ctx.derived.lines.lit(ctx.derived.runs.search(0), ctx.workspace.grid());
  if (!lit || !ctx.derived.lines.stepping_lines()) return;
  lines.push_back("pseudocode: " + std::to_string(lit->line) + " | " +
                  lit->values);
}

void SearchMode::run_script_verb(const ScriptCommand& /*command*/,
                                 ModeContext& ctx) {
  const Search& search = ctx.derived.runs.search(0).search();
  for (const std::string& line : explain_step(search, ctx.workspace.grid())) {
    std::printf("explain: %s\n", line.c_str());
  }
}

}  // namespace astar::studio
