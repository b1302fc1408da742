#include "features/compare/compare_mode.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "features/compare/compare_commands.hpp"
#include "modes/canvas_area.hpp"
#include "panels/panels.hpp"
#include "stepping/compare_spec.hpp"
#include "ui/ui_util.hpp"
#include "ui/window_flags.hpp"

namespace astar::studio {
namespace {

// A run's name in headers, the table and the diff menu.
std::string run_name(int run) { return "Run " + std::to_string(run + 1); }

constexpr float kDiffMenuWidth = 110;  // at UI scale 1

// Grid of panes: two side by side, three or four in two rows.
struct PaneCell {
  float x, y, w, h;
};
PaneCell pane_cell(int run, int count, float x, float y, float w, float h) {
  if (count <= 2) {
    const float pane_w = w / static_cast<float>(count);
    return {x + static_cast<float>(run) * pane_w, y, pane_w, h};
  }
  const float pane_w = w / 2;
  const float pane_h = h / 2;
  return {x + static_cast<float>(run % 2) * pane_w,
          y + static_cast<float>(run / 2) * pane_h, pane_w, pane_h};
}

// The Remove button of runs after the first, with the space before it.
float remove_button_width() {
  const ImGuiStyle& style = ImGui::GetStyle();
  return ImGui::CalcTextSize("Remove").x + style.FramePadding.x * 2 +
         style.ItemSpacing.x;
}

// What the header leaves for the run's name: the pane less the diff menu
// and, on runs after the first, the Remove button; `least`: less the two
// at their smallest (the menu's arrow, a cross).
float header_room(bool removable, float scale, bool least) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float cross = ImGui::CalcTextSize("\u00d7").x +
                      style.FramePadding.x * 2 + style.ItemSpacing.x;
  const float others = least ? ImGui::GetFrameHeight() + style.ItemSpacing.x +
                                   (removable ? cross : 0)
                             : kDiffMenuWidth * scale + style.ItemSpacing.x +
                                   (removable ? remove_button_width() : 0);
  // Run 1's name is text; the others' are buttons, with their padding.
  const float padding = removable ? style.FramePadding.x * 2 : 0;
  return ImGui::GetContentRegionAvail().x - others - padding - 6 * scale;
}

// The run's whole name where it fits beside the diff menu and Remove,
// else without its options, else its number and algorithm alone; where
// none does, its number and algorithm (shortened) beside the two at their
// smallest, since a lesson asks about the algorithms; else only its number
// (the header's tooltip names it then).
std::string header_label(int run, const SearchSettings& settings, float room,
                         float least_room) {
  const std::string algorithm(algorithm_info(settings.algorithm).label);
  const std::string number = std::to_string(run + 1) + ": ";
  const std::string whole = run_name(run) + ": " + compare_label_of(settings);
  const std::string brief = run_name(run) + ": " + algorithm;
  const std::string least = number + algorithm;
  for (const std::string& label : {whole, brief, least}) {
    if (ImGui::CalcTextSize(label.c_str()).x <= room) return label;
  }
  const std::string shortest =
      number + std::string(algorithm_info(settings.algorithm).short_label);
  for (const std::string& label : {least, shortest}) {
    if (ImGui::CalcTextSize(label.c_str()).x <= least_room) return label;
  }
  return run_name(run);
}

bool same_view(const ViewState& a, const ViewState& b) {
  return a.zoom == b.zoom && a.pan_x == b.pan_x && a.pan_y == b.pan_y;
}

}  // namespace

void CompareMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::ToggleCompare});
  registry.take<SetRunSettings>(*this);
  registry.take<SetRunDiff>(*this);
  registry.take<AddRun>(*this);
  registry.take<RemoveRun>(*this);
}

CommandState CompareMode::command_state(Command /*command*/,
                                        const ModeContext& ctx) const {
  CommandState state;
  state.checked = ctx.derived.runs.comparing();
  return state;
}

bool CompareMode::carry_out(const Request& request, ModeContext& ctx) {
  Runs& runs = ctx.derived.runs;
  if (const auto* command = std::get_if<Command>(&request)) {
    if (*command != cmd::ToggleCompare) return false;
    toggle(ctx);
  } else if (const auto* r = std::get_if<SetRunSettings>(&request)) {
    runs.set_settings(r->run, r->settings);
  } else if (const auto* r = std::get_if<SetRunDiff>(&request)) {
    runs.set_diff_with(r->run, r->other);
  } else if (const auto* r = std::get_if<AddRun>(&request)) {
    runs.add(r->settings);
  } else if (const auto* r = std::get_if<RemoveRun>(&request)) {
    runs.remove(r->run);
  } else {
    return false;
  }
  return true;
}

void CompareMode::toggle(ModeContext& ctx) {
  Runs& runs = ctx.derived.runs;
  if (runs.comparing()) {
    runs.close();
    // The one pane is wider than the first of several: fit the map to it,
    // or it would sit off-centre where that pane was.
    runs.view(0).request_fit();
    ctx.notifier.info("Back to one run.");
    return;
  }
  // The classic three: A* (g + h), Dijkstra's (no heuristic) and greedy
  // best-first (only the heuristic), the document's search first, each
  // once.
  std::vector<SearchSettings> others;
  for (const Algorithm algorithm :
       {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy}) {
    if (algorithm == ctx.workspace.settings().algorithm) continue;
    others.push_back(ctx.workspace.settings());
    others.back().algorithm = algorithm;
  }
  if (others.size() > 2) others.erase(others.begin());
  runs.open(others);
  // They step together: the new runs start where run 1 stands.
  runs.start_where_first_is(ctx.workspace);
  ctx.notifier.info(
      "Comparing runs: they step together; each pane's header sets its run.");
}

Status CompareMode::compare(std::string_view spec, ModeContext& ctx) {
  auto runs = parse_compare_spec(spec, ctx.workspace.settings());
  if (!runs) return runs.failure();
  ctx.workspace.set_settings(runs.value().front());
  ctx.derived.runs.open(std::span(runs.value()).subspan(1));
  return {};
}

bool CompareMode::draw_canvas_area(ModeContext& ctx,
                                   const ModeContext::Area& area) {
  if (!ctx.derived.runs.comparing()) return false;
  draw_panes(ctx, area.x, area.y, area.w, area.h);
  return true;
}

void CompareMode::draw_panes(ModeContext& ctx, float x, float y, float w,
                             float h) {
  Runs& runs = ctx.derived.runs;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float table_h =
      std::min(h * 0.4f, (static_cast<float>(runs.count()) + 3.2f) * line);
  const float panes_h = std::max(1.0f, h - table_h);
  // The pane whose view the user moved leads the others.
  int moved = 0;
  for (int run = 0; run < runs.count(); ++run) {
    const PaneCell cell = pane_cell(run, runs.count(), x, y, w, panes_h);
    const ViewState before = runs.view(run).view_state();
    draw_pane(ctx, run, cell.x, cell.y, cell.w, cell.h);
    if (run > 0 && !same_view(before, runs.view(run).view_state())) {
      moved = run;
    }
  }
  runs.align_views(moved);
  place_next_window(x, y + panes_h, w, table_h);
  if (ImGui::Begin("##compare table", nullptr, kPanelFlags)) draw_table(ctx);
  ImGui::End();
}

void CompareMode::draw_pane(ModeContext& ctx, int run, float x, float y,
                            float w, float h) {
  place_next_window(x, y, std::max(w, 1.0f), std::max(h, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  const std::string id = "##run pane " + std::to_string(run);
  if (ImGui::Begin(id.c_str(), nullptr, kCanvasFlags)) {
    ImGui::PushID(run);
    draw_header(ctx, run);
    const CanvasInput input = ctx.canvas->draw(ctx, run);
    // One pane at a time edits: the one pressed in, else the one hovered;
    // a release reaches the pane whose stroke it ends.
    const bool pressed = input.held[0] || input.held[1] || input.held[2] ||
                         input.pressed[0] || input.pressed[1] ||
                         input.pressed[2];
    const bool gesture = ctx.workspace.gesture_active();
    const bool edits = pressed || (input.hovered && !gesture) ||
                       (gesture && run == editing_run_);
    if (pressed || (edits && input.hovered)) editing_run_ = run;
    ctx.canvas->finish(ctx, input, run, edits);
    ImGui::PopID();
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void CompareMode::draw_header(ModeContext& ctx, int run) {
  const float scale = ctx.ui_scale;
  ImGui::SetCursorPos(ImVec2(6 * scale, 3 * scale));
  const SearchSettings& settings =
      ctx.derived.runs.settings(run, ctx.workspace);
  const std::string label =
      header_label(run, settings, header_room(run > 0, scale, false),
                   header_room(run > 0, scale, true));
  const std::string whole = compare_label_of(settings) + "\n";
  if (run == 0) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    ctx.targets.record(label);  // as the other runs' buttons are
    tooltip((whole + "Run 1 is the document's search: the left panel sets it.")
                .c_str());
  } else {
    if (target_button(ctx.targets, label.c_str())) {
      ImGui::OpenPopup("run settings");
    }
    tooltip(
        (whole + "This run's algorithm, heuristic, ties and costs.").c_str());
    if (ImGui::BeginPopup("run settings")) {
      const std::string jps_problem =
          ctx.derived.jps_check.problem(ctx.workspace, settings.rules);
      if (auto changed =
              draw_search_settings(settings, jps_problem, ctx.targets)) {
        ctx.requests.push_back(SetRunSettings{run, *changed});
      }
      ImGui::EndPopup();
    }
  }
  ImGui::SameLine();
  draw_diff_menu(ctx, run);
  if (run > 0) {
    // A narrow pane keeps the button as a cross.
    ImGui::SameLine();
    const bool fits = ImGui::GetContentRegionAvail().x >=
                      remove_button_width() - ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::Button(fits ? "Remove###remove" : "\u00d7###remove")) {
      ctx.requests.push_back(RemoveRun{run});
    }
    ctx.targets.record("Remove");
    tooltip("Removes this run.");
  }
}

void CompareMode::draw_diff_menu(ModeContext& ctx, int run) {
  const Runs& runs = ctx.derived.runs;
  const std::string name = run_name(run);
  const std::optional<int> diff = runs.diff_with(run);
  const std::string shown = diff ? "Diff: " + run_name(*diff) : "Diff: off";
  // A narrow pane keeps the menu as its arrow alone, named in the tooltip.
  const float room =
      ImGui::GetContentRegionAvail().x - (run > 0 ? remove_button_width() : 0);
  const bool preview = room >= ImGui::CalcTextSize(shown.c_str()).x +
                                   ImGui::GetFrameHeight() +
                                   ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(preview
                              ? std::min(kDiffMenuWidth * ctx.ui_scale, room)
                              : ImGui::GetFrameHeight());
  record_next_frame(ctx.targets, "Diff " + name);
  if (ImGui::BeginCombo("##diff", shown.c_str(),
                        preview ? 0 : ImGuiComboFlags_NoPreview)) {
    if (ImGui::Selectable("Off", !diff)) {
      ctx.requests.push_back(SetRunDiff{run, std::nullopt});
    }
    for (int other = 0; other < runs.count(); ++other) {
      if (other == run) continue;
      const std::string entry = "Against " + run_name(other);
      if (ImGui::Selectable(entry.c_str(), diff == other)) {
        ctx.requests.push_back(SetRunDiff{run, other});
      }
      ctx.targets.record(entry + " (" + name + ")");
    }
    ImGui::EndCombo();
  }
  tooltip((shown +
           "\nColours the cells this run expanded and the other did not, "
           "and the other way round.")
              .c_str());
}

void CompareMode::draw_table(ModeContext& ctx) {
  const float scale = ctx.ui_scale;
  ImGui::SetCursorPos(ImVec2(6 * scale, 4 * scale));
  // The title gives way to the buttons in a narrow window.
  const float buttons = ImGui::CalcTextSize("Add runClose compare").x +
                        ImGui::GetStyle().FramePadding.x * 4 +
                        ImGui::GetStyle().ItemSpacing.x * 2;
  const char* title = "Runs side by side";
  if (ImGui::CalcTextSize(title).x + buttons <=
      ImGui::GetContentRegionAvail().x) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(title);
    ImGui::SameLine();
  }
  if (ctx.derived.runs.count() < kMaxCompareRuns) {
    if (target_button(ctx.targets, "Add run")) {
      SearchSettings settings = ctx.workspace.settings();
      settings.algorithm = Algorithm::WeightedAStar;
      settings.weight = 2;
      ctx.requests.push_back(AddRun{settings});
    }
    tooltip("Another run: weighted A* (w = 2); its header changes it.");
    ImGui::SameLine();
  }
  if (target_button(ctx.targets, "Close compare")) {
    ctx.requests.push_back(cmd::ToggleCompare);
  }
  tooltip("Back to one run.", cmd::ToggleCompare.shortcut);
  draw_compare_table(ctx.derived.runs.summaries(ctx.workspace), ctx.targets);
}

void CompareMode::describe(const ModeContext& ctx,
                           std::vector<std::string>& lines) const {
  if (!ctx.derived.runs.comparing()) return;
  const std::vector<RunSummary> rows =
      ctx.derived.runs.summaries(ctx.workspace);
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
    lines.push_back("run " + std::to_string(i + 1) + " algo=" + row.spec +
                    numbers + " cost=" + cost + " gap=" + gap);
  }
}

}  // namespace astar::studio
