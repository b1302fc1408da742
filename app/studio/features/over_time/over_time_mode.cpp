#include "features/over_time/over_time_mode.hpp"

#include <imgui.h>

#include <cstdio>
#include <filesystem>

#include "astar/platform/utf8_path.hpp"
#include "features/over_time/over_time_commands.hpp"
#include "shell/user_files.hpp"
#include "stepping/search_commands.hpp"
#include "ui/ui_util.hpp"
#include "ui/window_flags.hpp"

namespace astar::studio {
namespace {

// Whether the search has already passed the breakpoint's event at its
// current step: running on would never reach it.
bool already_passed(const Search& search, Point cell, BreakOn on) {
  if (search.status() == SearchStatus::Idle) return false;
  const Grid& grid = *search.grid();
  if (!grid.contains(cell)) return false;
  const CellState state = search.state(grid.index(cell));
  return on == BreakOn::Opened ? state != CellState::Unseen
                               : state == CellState::Closed;
}

// Beside the open map: demo.png suggests demo-frames/.
std::string frames_folder_for(const std::string& map_path) {
  if (map_path.empty()) return "frames";
  return platform::utf8_string(
             platform::utf8_path(map_path).replace_extension()) +
         "-frames";
}

// break X Y opened|expanded (numbers[2]: 0 opened, 1 expanded), or
// break clear (numbers[2]: 2).
ScriptLineError parse_break(std::span<const std::string_view> args,
                            ScriptCommand& command) {
  if (args.size() == 1 && args[0] == "clear") {
    command.numbers[2] = 2;
    return std::nullopt;
  }
  if (args.size() != 3 || !read_script_cells(args, 2, command) ||
      (args[2] != "opened" && args[2] != "expanded")) {
    return "usage: break X Y opened|expanded, or break clear" +
           script_coordinate_range();
  }
  command.numbers[2] = args[2] == "opened" ? 0 : 1;
  return std::nullopt;
}

}  // namespace

void OverTimeMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ExportFrames});
  registry.take<SetBreakpoint>(*this);
  registry.take<ClearBreakpoints>(*this);
  registry.add_verb(*this, {"break", parse_break});
  registry.add_verb(*this, {"history", no_script_arguments});
}

CommandState OverTimeMode::command_state(Command /*command*/,
                                         const ModeContext& /*ctx*/) const {
  CommandState state;
  state.visible = has_user_folders();
  return state;
}

bool OverTimeMode::carry_out(const Request& request, ModeContext& ctx) {
  SearchController& search = ctx.derived.runs.search(0);
  if (const auto* r = std::get_if<SetBreakpoint>(&request)) {
    add_breakpoint(*r, ctx);
  } else if (std::holds_alternative<ClearBreakpoints>(request)) {
    search.clear_breakpoints();
    ctx.notifier.info("Cleared the breakpoints.");
  } else if (const auto* command = std::get_if<Command>(&request);
             command && *command == cmd::ExportFrames) {
    dialog_.show(frames_folder_for(ctx.workspace.path()));
  } else {
    return false;
  }
  return true;
}

void OverTimeMode::add_breakpoint(const SetBreakpoint& request,
                                  ModeContext& ctx) {
  if (!ctx.workspace.grid().walkable(request.cell)) {
    ctx.notifier.warn("No breakpoint on " + to_string(request.cell) +
                          ": the search never reaches a wall or a cell off "
                          "the map.",
                      Notifier::Topic::Search);
    return;
  }
  SearchController& search = ctx.derived.runs.search(0);
  search.add_breakpoint(request.cell, request.on);
  ctx.notifier.info("Breakpoint: the search stops when " +
                    to_string(request.cell) + " is " + to_string(request.on) +
                    ".");
  if (!request.run) return;
  // Run until it happens: from the start when it already has.
  if (already_passed(search.search(), request.cell, request.on)) {
    search.seek(0);
  }
  ctx.requests.push_back(cmd::RunToEnd);
}

void OverTimeMode::run_script_verb(const ScriptCommand& command,
                                   ModeContext& ctx) {
  if (command.verb == "break") {
    if (command.numbers[2] == 2) {
      ctx.requests.push_back(ClearBreakpoints{});
    } else {
      ctx.requests.push_back(SetBreakpoint{
          {command.numbers[0], command.numbers[1]},
          command.numbers[2] == 0 ? BreakOn::Opened : BreakOn::Expanded});
    }
    return;
  }
  const StepHistory& history = ctx.derived.runs.search(0).history();
  std::printf(
      "history steps=%lld key_decreases=%lld first_decrease=%lld "
      "max_open=%.0f\n",
      static_cast<long long>(history.recorded()),
      static_cast<long long>(history.key_decreases()),
      static_cast<long long>(history.first_decrease()), history.max_open());
  std::fflush(stdout);
}

void OverTimeMode::advance(ModeContext& ctx, double /*seconds*/) {
  if (auto stop = ctx.derived.runs.search(0).take_breakpoint_stop()) {
    ctx.notifier.info(astar::studio::describe(*stop));
  }
}

void OverTimeMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                                int run) {
  // Breakpoints belong to run 1, the document's search.
  if (run != 0) return;
  const SearchController& search = ctx.derived.runs.search(0);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float radius =
      std::max(3.0f, static_cast<float>(view.pixels_per_cell()) * 0.35f);
  for (const Breakpoint& point : search.breakpoints().all()) {
    dl->AddCircle(view.cell_centre(point.cell), radius,
                  IM_COL32(235, 40, 40, 255), 0, 2.0f);
  }
  if (auto cell = ctx.tools.take_context_click()) cell_menu_.open(*cell);
  cell_menu_.draw(search.breakpoints().all().size(), ctx.requests, ctx.targets);
}

Status OverTimeMode::start_export(const std::string& folder, std::int64_t every,
                                  ModeContext& ctx) {
  if (Status started = export_.begin(folder, every); !started) return started;
  ctx.derived.runs.search(0).pause();
  ctx.notifier.info("Exporting frames to " + folder + " every " +
                    std::to_string(every) + " steps...");
  return {};
}

void OverTimeMode::prepare(ModeContext& ctx) {
  if (!export_.active()) return;
  SearchController& search = ctx.derived.runs.search(0);
  if (!search.go_to_step(ctx.workspace, export_.next_step())) {
    export_.cancel();
    ctx.fail("Cannot export frames: " + search.problem() + ".");
    return;
  }
  const std::int64_t step = search.search().step_count();
  const bool at_end = search.finished() && step >= search.furthest_step();
  if (!export_.want_frame(step, at_end) && !export_.active()) {
    ctx.notifier.info(export_.outcome());
  }
}

void OverTimeMode::take_frame_pixels(const Result<Screenshot>& shot,
                                     ModeContext& ctx) {
  Status written;
  if (!shot) {
    written = shot.failure();
  } else {
    // HiDPI: the framebuffer has more pixels than the window has points.
    const float scale = static_cast<float>(shot.value().width) /
                        std::max(1.0f, ImGui::GetIO().DisplaySize.x);
    const CanvasView& view = ctx.derived.runs.view(0);
    const ImVec2 min = view.canvas_min();
    const ImVec2 size = view.canvas_size();
    written =
        export_.write(crop(shot.value(), min.x, min.y, size.x, size.y, scale));
  }
  if (!written) {
    export_.cancel();
    ctx.fail(written.error());
  } else if (!export_.active()) {
    ctx.notifier.info(export_.outcome());
  }
}

bool OverTimeMode::busy(const ModeContext& /*ctx*/) const {
  return export_.active();
}

void OverTimeMode::draw_windows(ModeContext& ctx) {
  if (auto frames = dialog_.draw(ctx.ui_scale, ctx.targets)) {
    if (auto status = start_export(frames->folder, frames->every, ctx);
        !status) {
      ctx.notifier.error(status.error());
    }
  }
  draw_progress(ctx);
}

void OverTimeMode::draw_progress(ModeContext& ctx) {
  if (!export_.active()) return;
  // Over the left panel's foot, never over the canvas being captured.
  const float scale = ctx.ui_scale;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x,
             viewport->WorkPos.y + viewport->WorkSize.y - 110 * scale));
  ImGui::SetNextWindowSize(ImVec2(left_panel_width(scale), 80 * scale));
  if (ImGui::Begin("Exporting frames", nullptr,
                   ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_NoSavedSettings)) {
    const SearchController& search = ctx.derived.runs.search(0);
    const std::int64_t step = search.search().step_count();
    const std::int64_t end = search.finished() ? search.furthest_step() : 0;
    char label[64];
    std::snprintf(label, sizeof label, "%d frames, step %lld",
                  export_.written(), static_cast<long long>(step));
    ImGui::ProgressBar(
        end > 0 ? static_cast<float>(step) / static_cast<float>(end) : 0.0f,
        ImVec2(-1, 0), label);
    if (target_button(ctx.targets, "Cancel export")) {
      export_.cancel();
      ctx.notifier.info("Cancelled the export after " +
                        std::to_string(export_.written()) + " frames.");
    }
  }
  ImGui::End();
}

}  // namespace astar::studio
