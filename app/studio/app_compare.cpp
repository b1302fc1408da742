// Compare mode's side of the App: the runs' panes, their headers, the
// comparison table, and the --compare and `state` text.

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app.hpp"
#include "app_layout.hpp"
#include "compare/compare_spec.hpp"
#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

// A run's name in headers, the table and the diff menu.
std::string run_name(int run) { return "Run " + std::to_string(run + 1); }

// Grid of panes: two side by side, three or four in two rows.
struct PaneCell {
  float x, y, w, h;
};
PaneCell pane_cell(int run, int count, float x, float y, float w, float h) {
  if (count <= 2) {
    const float pane_w = w / count;
    return {x + run * pane_w, y, pane_w, h};
  }
  const float pane_w = w / 2;
  const float pane_h = h / 2;
  return {x + (run % 2) * pane_w, y + static_cast<float>(run / 2) * pane_h,
          pane_w, pane_h};
}

}  // namespace

void App::toggle_compare() {
  if (compare_.active()) {
    compare_.close();
    notifier_.info("Back to one run.");
    return;
  }
  // The classic three: the document's search against Dijkstra's (no
  // heuristic) and greedy best-first (only the heuristic).
  std::vector<SearchSettings> others(2, workspace_->settings());
  others[0].algorithm = Algorithm::Dijkstra;
  others[1].algorithm = Algorithm::Greedy;
  compare_.open(others);
  notifier_.info(
      "Comparing runs: they step together; each pane's header sets its run.");
}

Status App::compare(std::string_view spec) {
  auto runs = parse_compare_spec(spec, workspace_->settings());
  if (!runs) return runs.failure();
  workspace_->set_settings(runs.value().front());
  compare_.open(std::span(runs.value()).subspan(1));
  return {};
}

void App::draw_compare_window(float x, float y, float w, float h) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float table_h = std::min(h * 0.4f, (compare_.count() + 3.2f) * line);
  const float panes_h = std::max(1.0f, h - table_h);
  // The pane whose view the user moved leads the others.
  int moved = 0;
  for (int run = 0; run < compare_.count(); ++run) {
    const PaneCell cell = pane_cell(run, compare_.count(), x, y, w, panes_h);
    const ViewState before = compare_.view(run).view_state();
    draw_run_pane(run, cell.x, cell.y, cell.w, cell.h);
    const ViewState after = compare_.view(run).view_state();
    if (run > 0 && (after.zoom != before.zoom || after.pan_x != before.pan_x ||
                    after.pan_y != before.pan_y)) {
      moved = run;
    }
  }
  compare_.align_views(moved);
  place_next_window(x, y + panes_h, w, table_h);
  if (ImGui::Begin("##compare table", nullptr, kPanelFlags)) {
    draw_compare_table();
  }
  ImGui::End();
}

void App::draw_run_pane(int run, float x, float y, float w, float h) {
  place_next_window(x, y, std::max(w, 1.0f), std::max(h, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  const std::string id = "##run pane " + std::to_string(run);
  if (ImGui::Begin(id.c_str(), nullptr, kCanvasFlags)) {
    ImGui::PushID(run);
    draw_run_header(run);
    CanvasView& view = compare_.view(run);
    const CanvasInput input = view.draw(canvas_scene(run));
    // One pane at a time edits: the one pressed in, else the one hovered;
    // a release reaches the pane whose stroke it ends.
    const bool pressed = input.held[0] || input.held[1] || input.held[2] ||
                         input.pressed[0] || input.pressed[1] ||
                         input.pressed[2];
    if (pressed || (input.hovered && !workspace_->gesture_active()) ||
        (workspace_->gesture_active() && run == editing_run_)) {
      if (pressed || input.hovered) editing_run_ = run;
      handle_canvas_input(input, view);
    }
    // Breakpoints belong to run 1, the document's search.
    if (run == 0) draw_cell_menu();
    ImGui::PopID();
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void App::draw_run_header(int run) {
  const float scale = platform_->ui_scale();
  ImGui::SetCursorPos(ImVec2(6 * scale, 3 * scale));
  const std::string name = run_name(run);
  const SearchSettings& settings = compare_.settings(run, *workspace_);
  if (run == 0) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s: %s", name.c_str(), compare_spec_of(settings).c_str());
    tooltip("Run 1 is the document's search: the left panel sets it.");
  } else {
    const std::string label = name + ": " + compare_spec_of(settings);
    if (target_button(targets_, label.c_str())) {
      ImGui::OpenPopup("run settings");
    }
    tooltip("This run's algorithm, heuristic, ties and costs.");
    if (ImGui::BeginPopup("run settings")) {
      const std::string jps_problem =
          jps_check_.problem(*workspace_, settings.rules);
      if (auto changed =
              draw_search_settings(settings, jps_problem, targets_)) {
        compare_.set_settings(run, *changed);
      }
      ImGui::EndPopup();
    }
  }
  ImGui::SameLine();
  const std::optional<int> diff = compare_.diff_with(run);
  const std::string shown = diff ? "Diff: " + run_name(*diff) : "Diff: off";
  ImGui::SetNextItemWidth(110 * scale);
  record_next_frame(targets_, "Diff " + name);
  if (ImGui::BeginCombo("##diff", shown.c_str())) {
    if (ImGui::Selectable("Off", !diff)) compare_.set_diff_with(run, {});
    for (int other = 0; other < compare_.count(); ++other) {
      if (other == run) continue;
      const std::string entry = "Against " + run_name(other);
      if (ImGui::Selectable(entry.c_str(), diff == other)) {
        compare_.set_diff_with(run, other);
      }
      targets_.record(entry + " (" + name + ")");
    }
    ImGui::EndCombo();
  }
  tooltip(
      "Colours the cells this run expanded and the other did not, and "
      "the other way round.");
  if (run > 0) {
    ImGui::SameLine();
    if (target_button(targets_, ("Remove##" + name).c_str())) {
      compare_.remove(run);
    }
    tooltip("Closes this run.");
  }
}

void App::draw_compare_table() {
  const float scale = platform_->ui_scale();
  ImGui::SetCursorPos(ImVec2(6 * scale, 4 * scale));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Runs side by side");
  ImGui::SameLine();
  if (compare_.count() < kMaxCompareRuns) {
    if (target_button(targets_, "Add run")) {
      SearchSettings settings = workspace_->settings();
      settings.algorithm = Algorithm::WeightedAStar;
      settings.weight = 2;
      compare_.add(settings);
    }
    tooltip("Another run: weighted A* (w = 2); its header changes it.");
    ImGui::SameLine();
  }
  if (target_button(targets_, "Close compare")) {
    requests_.push_back(Command::ToggleCompare);
  }
  tooltip("Back to one run.", command_info(Command::ToggleCompare).shortcut);
  astar::studio::draw_compare_table(compare_.summaries(*workspace_));
}

std::string App::describe_runs() const {
  std::string lines;
  const std::vector<RunSummary> rows = compare_.summaries(*workspace_);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RunSummary& row = rows[i];
    const Search& search = row.search->search();
    const bool found = search.status() == SearchStatus::Found;
    char numbers[192];
    std::snprintf(numbers, sizeof numbers,
                  " expanded=%lld max_open=%lld length=%zu",
                  static_cast<long long>(search.stats().expanded),
                  static_cast<long long>(search.stats().max_open),
                  found ? search.path().size() : std::size_t{0});
    char cost[48] = "none";
    if (found) std::snprintf(cost, sizeof cost, "%.6f", search.cost());
    char gap[48] = "none";
    if (row.gap) std::snprintf(gap, sizeof gap, "%.6f", *row.gap);
    if (row.gap_pending) std::snprintf(gap, sizeof gap, "pending");
    lines += "run " + std::to_string(i + 1) + " algo=" + row.spec + numbers +
             " cost=" + cost + " gap=" + gap + "\n";
  }
  return lines;
}

}  // namespace astar::studio
