// The App carries out requests: commands from keys, menus and buttons, and
// the settings panels edit. Every change to the document goes through the
// workspace; nothing here tells anyone that something changed.

#include <filesystem>

#include "app.hpp"
#include "astar/edit/map_ops.hpp"

namespace astar::studio {
namespace {

std::string file_name(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

template <typename... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};

}  // namespace

const Palette& App::current_palette() const {
  return palette(settings_.palette);
}

void App::carry_out_requests() {
  // A request may queue others (a dialog's answer), so take the list first.
  RequestQueue requests;
  requests.swap(requests_);
  for (const Request& request : requests) execute(request);
}

void App::execute(const Request& next) {
  std::visit(Overloaded{
                 [&](Command command) { execute(command); },
                 [&](const SetTools& r) { tools_.set_settings(r.tools); },
                 [&](const SetSearchSettings& r) {
                   workspace_->set_settings(r.settings);
                 },
                 [&](const SetPalette& r) { settings_.palette = r.kind; },
                 [&](const SetCellNumbers& r) {
                   settings_.cell_labels.numbers = r.numbers;
                 },
                 [&](const SetStepMany& r) { settings_.step_many = r.count; },
                 [&](const SetPlaySpeed& r) {
                   search_.speed().per_second = r.per_second;
                   search_.set_expansions_per_frame(std::nullopt);
                 },
                 [&](const SeekSearch& r) {
                   compare_.pause();
                   compare_.seek(r.step);
                 },
                 [&](const JumpHistory& r) { jump_history(r.position); },
                 [&](const OpenRecent& r) {
                   request({PendingAction::Kind::OpenRecent, r.path});
                 },
                 [&](const ClearRecent&) { settings_.recent_files.clear(); },
                 [&](const SetBreakpoint& r) { add_breakpoint(r); },
                 [&](const SetSimulation& r) { sim_.set_settings(r.settings); },
                 [&](const SetPathOverlays& r) { path_overlays_ = r.options; },
                 [&](const ClearBreakpoints&) {
                   search_.clear_breakpoints();
                   notifier_.info("Cleared the breakpoints.");
                 },
             },
             next);
}

void App::execute(Command command) {
  // Escape stops a search running to the end when no drag is in progress.
  if (command == Command::CancelDrag && !workspace_->gesture_active() &&
      compare_.cancel_run()) {
    notifier_.info("Stopped the search at step " +
                   std::to_string(search_.search().step_count()) +
                   "; Run to end goes on from there.");
    return;
  }
  if (tools_.execute(command, *workspace_, notifier_)) return;
  if (execute_simulate(command)) return;
  switch (command) {
    case Command::NewMap:
      request({PendingAction::Kind::NewMap, {}});
      break;
    case Command::Open:
      request({PendingAction::Kind::Open, {}});
      break;
    case Command::Save:
      save_current();
      break;
    case Command::SaveAs:
      dialogs_.file.show(FileDialogMode::SaveAs, workspace_->path());
      break;
    case Command::ExportPng:
      dialogs_.file.show(FileDialogMode::ExportPng, workspace_->path());
      break;
    case Command::Quit:
      request({PendingAction::Kind::Quit, {}});
      break;
    case Command::Undo:
    case Command::Redo:
      undo_or_redo(command == Command::Undo);
      break;
    case Command::Fit:
      view_.request_fit();
      break;
    case Command::ZoomIn:
    case Command::ZoomOut:
      view_.zoom_about_centre(command == Command::ZoomIn ? 1.25 : 1 / 1.25);
      break;
    case Command::ToggleGridLines:
      view_.show_grid_lines = !view_.show_grid_lines;
      break;
    case Command::TogglePalette:
      settings_.palette = settings_.palette == PaletteKind::Standard
                              ? PaletteKind::ColourBlindSafe
                              : PaletteKind::Standard;
      break;
    case Command::Help:
      dialogs_.help_open = !dialogs_.help_open;
      break;
    case Command::WhatAmISeeing:
      dialogs_.help_open = true;
      dialogs_.help_seeing = true;
      break;
    case Command::ExportFrames:
      // Beside the open map: demo.png suggests demo-frames/.
      dialogs_.frames.show(workspace_->path().empty()
                               ? std::string("frames")
                               : std::filesystem::path(workspace_->path())
                                         .replace_extension()
                                         .string() +
                                     "-frames");
      break;
    case Command::CycleCellNumbers:
    case Command::ToggleArrows:
      change_cell_labels(command);
      break;
    default:
      execute_search(command);
      execute_map(command);
      break;
  }
}

void App::change_cell_labels(Command command) {
  CellLabelOptions& labels = settings_.cell_labels;
  if (command == Command::CycleCellNumbers) {
    labels.numbers = next(labels.numbers);
    notifier_.info(std::string(menu_label(labels.numbers)) + " (shown from " +
                   std::to_string(kNumbersFromZoom) + " px per cell).");
  } else {
    labels.arrows = !labels.arrows;
    notifier_.info(labels.arrows
                       ? "Arrows to parents on (shown from " +
                             std::to_string(kArrowsFromZoom) + " px per cell)."
                       : "Arrows to parents off.");
  }
}

void App::execute_search(Command command) {
  switch (command) {
    case Command::Step:
      compare_.step(*workspace_, 1);
      break;
    case Command::StepMany:
      compare_.step(*workspace_, settings_.step_many);
      break;
    case Command::PlayPause:
      compare_.toggle_play(*workspace_);
      break;
    case Command::RunToEnd:
      compare_.run_to_end(*workspace_);
      break;
    case Command::ResetSearch:
      compare_.reset();
      return;
    case Command::StepBack:
      compare_.step_back();
      return;
    case Command::ToggleCompare:
      toggle_compare();
      return;
    default:
      return;
  }
  if (!search_.problem().empty() && !search_.active()) {
    notifier_.warn("Cannot search: " + search_.problem() + ".",
                   Notifier::Topic::Search);
  } else {
    notifier_.succeeded(Notifier::Topic::Search);
  }
}

void App::execute_map(Command command) {
  const Document& doc = workspace_->document();
  switch (command) {
    case Command::GenerateMap: {
      std::vector<Point> keep;
      if (doc.start) keep.push_back(*doc.start);
      if (doc.goal) keep.push_back(*doc.goal);
      dialogs_.generator.show(doc.grid.width(), doc.grid.height(),
                              std::move(keep));
      break;
    }
    case Command::ResizeMap:
      dialogs_.resize.show(doc.grid.width(), doc.grid.height());
      break;
    case Command::ShiftMap:
      dialogs_.shift.show();
      break;
    case Command::InvertWalls:
      if (workspace_->apply(make_invert_command(doc))) {
        notifier_.info("Inverted the walls (the start and goal stay open).");
      }
      break;
    case Command::ClearMap:
      notifier_.info(workspace_->apply(make_clear_command(doc))
                         ? "Cleared the map (Ctrl+Z brings it back)."
                         : "The map is already clear.");
      break;
    case Command::ToggleUnreachable:
      show_unreachable_ = !show_unreachable_;
      notifier_.info(show_unreachable_
                         ? "Showing the cells the start cannot reach."
                         : "Unreachable cells are no longer shown.");
      break;
    case Command::GenerateScenarios:
      dialogs_.scenario.show(default_scenario_path(workspace_->path()));
      break;
    default:
      break;
  }
}

void App::undo_or_redo(bool undo) {
  if (workspace_->gesture_active()) return;
  const auto label = undo ? workspace_->undo() : workspace_->redo();
  if (!label) {
    notifier_.info(undo ? "Nothing to undo." : "Nothing to redo.");
    return;
  }
  notifier_.info((undo ? "Undid " : "Redid ") + *label);
}

void App::jump_history(std::size_t position) {
  workspace_->jump_to(position);
  notifier_.info(
      "History: " + std::to_string(workspace_->history().position()) + " of " +
      std::to_string(workspace_->history().size()) + " steps applied.");
}

void App::apply_generated(GeneratedMap generated) {
  const Document& doc = workspace_->document();
  const GeneratorSettings& settings = generated.settings;
  std::optional<Point> start = doc.start;
  std::optional<Point> goal = doc.goal;
  if (start && !generated.grid.contains(*start)) start.reset();
  if (goal && !generated.grid.contains(*goal)) goal.reset();
  const std::string label = std::string(generator_label(settings.kind)) +
                            " (seed " + std::to_string(settings.seed) + ")";
  if (!workspace_->apply(
          make_replace_command(doc, generated.grid, start, goal, label))) {
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
    case GoalReach::Unknown: {
      // A big map is still being checked on another thread.
      const Document& now = workspace_->document();
      notifier_.info("Generated " + label +
                     (now.start && now.goal
                          ? "."
                          : ". Place a start and a goal to check that they "
                            "connect."));
      break;
    }
  }
}

void App::apply_resize(const ResizeRequest& request) {
  const Document& doc = workspace_->document();
  auto command =
      make_resize_command(doc, request.width, request.height, request.anchor);
  if (!command) {
    notifier_.error(command.error());
    return;
  }
  const bool had_start = doc.start.has_value();
  const bool had_goal = doc.goal.has_value();
  if (!workspace_->apply(std::move(command.value()))) {
    notifier_.info("The map already has that size.");
    return;
  }
  std::string message = "Resized to " + std::to_string(request.width) + "x" +
                        std::to_string(request.height) + " (anchor " +
                        std::string(to_string(request.anchor)) + ").";
  if (had_start && !doc.start) message += " The start was cut off.";
  if (had_goal && !doc.goal) message += " The goal was cut off.";
  notifier_.info(message);
}

void App::apply_shift(const ShiftRequest& shift) {
  if (!workspace_->apply(make_shift_command(workspace_->document(), shift.dx,
                                            shift.dy, shift.wrap))) {
    notifier_.info("Nothing moved.");
    return;
  }
  notifier_.info(std::string(shift.wrap ? "Wrapped" : "Shifted") +
                 " the map by (" + std::to_string(shift.dx) + ", " +
                 std::to_string(shift.dy) + ").");
}

void App::write_scenarios(const ScenarioRequest& request) {
  ScenarioSource source;
  source.grid = &workspace_->grid();
  source.file_path = workspace_->path();
  source.saved =
      !workspace_->path().empty() && workspace_->history().at_saved_point();
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
  // A flood per mouse sample would slow strokes; the drag's end catches up.
  if (workspace_->gesture_active()) return;
  const GoalReach before = reach_.goal();
  const Reachability::Changes changes =
      reach_.update(workspace_->document(), workspace_->revisions().cells,
                    workspace_->settings().rules, show_unreachable_);
  layers_.set_unreachable_mask(reach_.mask(), reach_.mask_revision());
  if (!changes.goal || !announce) return;
  if (reach_.goal() == GoalReach::Unreachable) {
    notifier_.warn(kGoalUnreachableText);
  } else if (before == GoalReach::Unreachable &&
             reach_.goal() == GoalReach::Reachable) {
    notifier_.info("The goal can be reached from the start again.");
  }
}

}  // namespace astar::studio
