// The App's part in following the search over time: breakpoints set from
// the cell menu or a script, the status line when one stops the search,
// and exporting the canvas every K steps, a frame a rendered frame.

#include <imgui.h>

#include <cstdio>

#include "app.hpp"

namespace astar::studio {
namespace {

std::string cell_name(Point cell) {
  return "(" + std::to_string(cell.x) + "," + std::to_string(cell.y) + ")";
}

// Whether the search has already passed the breakpoint's event at its
// current step: running on would never reach it.
bool already_passed(const Search& search, Point cell, BreakOn on) {
  if (search.status() == SearchStatus::Idle) return false;
  const Grid& grid = *search.grid();
  if (!grid.contains(cell)) return false;
  const CellState state = search.state(cell.y * grid.width() + cell.x);
  return on == BreakOn::Opened ? state != CellState::Unseen
                               : state == CellState::Closed;
}

}  // namespace

void App::add_breakpoint(const SetBreakpoint& request) {
  if (!workspace_->grid().walkable(request.cell)) {
    notifier_.warn("No breakpoint on " + cell_name(request.cell) +
                       ": the search never reaches a wall or a cell off "
                       "the map.",
                   Notifier::Topic::Search);
    return;
  }
  search_.add_breakpoint(request.cell, request.on);
  notifier_.info("Breakpoint: the search stops when " +
                 cell_name(request.cell) + " is " + to_string(request.on) +
                 ".");
  if (!request.run) return;
  // Run until it happens: from the start when it already has.
  if (already_passed(search_.search(), request.cell, request.on)) {
    search_.seek(0);
  }
  execute(Command::RunToEnd);
}

void App::handle_over_time_script(const ScriptCommand& command) {
  if (command.kind == ScriptCommand::Kind::Break) {
    if (command.numbers[2] == 2) {
      requests_.push_back(ClearBreakpoints{});
    } else {
      requests_.push_back(SetBreakpoint{
          {command.numbers[0], command.numbers[1]},
          command.numbers[2] == 0 ? BreakOn::Opened : BreakOn::Expanded});
    }
    return;
  }
  const StepHistory& history = search_.history();
  std::printf(
      "history steps=%lld key_decreases=%lld first_decrease=%lld "
      "max_open=%.0f\n",
      static_cast<long long>(history.recorded()),
      static_cast<long long>(history.key_decreases()),
      static_cast<long long>(history.first_decrease()), history.max_open());
  std::fflush(stdout);
}

void App::report_breakpoint_stop() {
  if (auto stop = search_.take_breakpoint_stop()) {
    notifier_.info(describe(*stop));
  }
}

void App::draw_cell_menu() {
  // Each breakpoint as a ring in its cell, so it is not forgotten.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float radius =
      std::max(3.0f, static_cast<float>(view_.pixels_per_cell()) * 0.35f);
  for (const Breakpoint& point : search_.breakpoints().all()) {
    dl->AddCircle(view_.cell_centre(point.cell), radius,
                  IM_COL32(235, 40, 40, 255), 0, 2.0f);
  }
  if (auto cell = tools_.take_context_click()) cell_menu_.open(*cell);
  cell_menu_.draw(search_.breakpoints().all().size(), requests_, targets_);
}

Status App::start_frame_export(const std::string& folder, std::int64_t every) {
  if (Status started = frame_export_.begin(folder, every); !started) {
    return started;
  }
  search_.pause();
  notifier_.info("Exporting frames to " + folder + " every " +
                 std::to_string(every) + " steps...");
  return {};
}

void App::prepare_export_frame() {
  if (!frame_export_.active()) return;
  if (!search_.go_to_step(*workspace_, frame_export_.next_step())) {
    frame_export_.cancel();
    notifier_.error("Cannot export frames: " + search_.problem() + ".");
    if (config_.headless) headless_.fatal = notifier_.text();
    return;
  }
  const std::int64_t step = search_.search().step_count();
  const bool at_end = search_.finished() && step >= search_.furthest_step();
  if (!frame_export_.want_frame(step, at_end) && !frame_export_.active()) {
    notifier_.info(frame_export_.outcome());
  }
}

void App::capture_export_frame() {
  if (!frame_export_.capture_pending()) return;
  auto shot = platform_->read_pixels();
  Status written;
  if (!shot) {
    written = shot.failure();
  } else {
    // HiDPI: the framebuffer has more pixels than the window has points.
    const float scale = static_cast<float>(shot.value().width) /
                        std::max(1.0f, ImGui::GetIO().DisplaySize.x);
    const ImVec2 min = view_.canvas_min();
    const ImVec2 size = view_.canvas_size();
    written = frame_export_.write(
        crop(shot.value(), min.x, min.y, size.x, size.y, scale));
  }
  if (!written) {
    frame_export_.cancel();
    notifier_.error(written.error());
    if (config_.headless) headless_.fatal = written.error();
  } else if (!frame_export_.active()) {
    notifier_.info(frame_export_.outcome());
  }
}

void App::draw_export_progress() {
  if (!frame_export_.active()) return;
  // Over the left panel's foot, never over the canvas being captured.
  const float scale = platform_->ui_scale();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float width = std::min(272 * scale, viewport->WorkSize.x * 0.3f);
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x,
             viewport->WorkPos.y + viewport->WorkSize.y - 110 * scale));
  ImGui::SetNextWindowSize(ImVec2(width, 80 * scale));
  if (ImGui::Begin("Exporting frames", nullptr,
                   ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                       ImGuiWindowFlags_NoCollapse |
                       ImGuiWindowFlags_NoSavedSettings)) {
    const std::int64_t step = search_.search().step_count();
    const std::int64_t end = search_.finished() ? search_.furthest_step() : 0;
    char label[64];
    std::snprintf(label, sizeof label, "%d frames, step %lld",
                  frame_export_.written(), static_cast<long long>(step));
    ImGui::ProgressBar(
        end > 0 ? static_cast<float>(step) / static_cast<float>(end) : 0.0f,
        ImVec2(-1, 0), label);
    if (target_button(targets_, "Cancel export")) {
      frame_export_.cancel();
      notifier_.info("Cancelled the export after " +
                     std::to_string(frame_export_.written()) + " frames.");
    }
  }
  ImGui::End();
}

}  // namespace astar::studio
