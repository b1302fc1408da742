// The Crowds section of the left panel, the overlay and the `state` line:
// what CrowdMode shows of the world it runs (crowd_mode.cpp runs it).

#include <imgui.h>

#include <cmath>
#include <cstdio>

#include "features/crowds/crowd_commands.hpp"
#include "features/crowds/crowd_mode.hpp"
#include "ui/ui_util.hpp"

namespace astar::studio {
namespace {

// A checkbox that asks for its command instead of changing anything.
void command_checkbox(ModeContext& ctx, const char* label, bool on,
                      Command command) {
  bool value = on;
  if (ImGui::Checkbox(label, &value)) ctx.requests.push_back(command);
  ctx.targets.record(label);
  tooltip(command.spec().tooltip);
}

void command_button(ModeContext& ctx, const char* label, Command command) {
  if (target_button(ctx.targets, label)) ctx.requests.push_back(command);
  tooltip(command.spec().tooltip);
}

}  // namespace

void CrowdMode::draw_panel(ModeContext& ctx) {
  if (!on_ || !section("Crowds", ctx.targets)) return;
  if (scroll_to_section_) {
    // Turned on: its section comes after every other, below the fold.
    ImGui::SetScrollHereY(0.0f);
    scroll_to_section_ = false;
  }
  draw_controls(ctx);
  draw_figures();
  colour_swatch(kCrowdAgentColour, "Agent walking");
  colour_swatch(kCrowdArrivedColour, "Agent arrived");
  colour_swatch(kCrowdGoalColour, "Goal");
  if (show_field_) {
    colour_swatch(heat_colour(0), "Field: near a goal");
    colour_swatch(heat_colour(1), "Field: far from every goal");
    if (heat_shown_ && drawn_.arrows == 0) hint("Zoom in to see the arrows.");
  }
  if (show_repair_) {
    colour_swatch(kRepairPathColour, "D* Lite path, start to goal");
    colour_swatch(kRepairTouchedColour, "Cells the last repair touched");
  }
}

void CrowdMode::draw_controls(ModeContext& ctx) {
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  ImGui::SliderInt("Count", &count_, 1, CrowdWorld::kMaxAgents, "%d",
                   ImGuiSliderFlags_Logarithmic);
  ctx.targets.record("Count");
  tooltip("How many agents Place agents adds");
  command_button(ctx, "Place agents", cmd::PlaceCrowd);
  ImGui::SameLine();
  command_button(ctx, "Remove agents", cmd::ClearCrowd);
  command_button(ctx, running_ ? "Pause crowd" : "Run crowd", cmd::RunCrowd);
  ImGui::SameLine();
  command_button(ctx, "Reset crowd", cmd::ResetCrowd);
  command_checkbox(ctx, "Avoidance", world_.avoidance(),
                   cmd::ToggleCrowdAvoidance);
  ImGui::SameLine();
  command_checkbox(ctx, "Flow field", show_field_, cmd::ToggleFlowFieldView);
  command_checkbox(ctx, "Re-plan repair", show_repair_, cmd::ToggleRepairView);
  draw_click_controls(ctx);
}

// What a press on the map does: a goal added or removed, or agents painted.
void CrowdMode::draw_click_controls(ModeContext& ctx) {
  const bool goals = ctx.clicks.taken_by(ClickUse::CrowdGoals);
  const bool brush = ctx.clicks.taken_by(ClickUse::CrowdBrush);
  command_checkbox(ctx, "Click goals", goals, cmd::ToggleCrowdGoalClicks);
  ImGui::SameLine();
  command_button(ctx, "Remove goals", cmd::ClearCrowdGoals);
  command_checkbox(ctx, "Agent brush", brush, cmd::ToggleCrowdBrush);
  if (brush) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
    ImGui::SliderInt("Radius", &brush_radius_, 0, kMaxBrushRadius, "%d");
    ctx.targets.record("Radius");
    tooltip("The brush's radius in cells: 0 paints one cell");
  }
  if (world_.goals().empty()) {
    hint(
        "No goal: tick Click goals and click the map, or place the goal "
        "marker (G).");
  }
}

void CrowdMode::draw_figures() const {
  if (!ImGui::BeginTable("crowd", 2, ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  const CrowdFigures f = world_.figures();
  table_row("Agents", "%d, %d arrived", f.agents, f.arrived);
  table_row("Time", "%.1f s", f.steps * 0.1);
  table_row("A step", "%.2f ms", step_ms_);
  if (f.agents > 0) table_row("Cost left", "%.1f mean", f.mean_distance);
  table_row("Goals", "%zu", world_.goals().size());
  if (world_.computing_field()) {
    table_row("Field", "%s", "working it out...");
  } else if (const FlowField* field = world_.field()) {
    table_row("Field edit", "%zu cells", field->last_repair().touched.size());
  }
  if (show_repair_ && repair_.planned()) {
    table_row("D* Lite", "cost %.1f", repair_.cost());
    table_row("First search", "%lld cells",
              static_cast<long long>(repair_.first_touched()));
    if (repair_.repairs() > 0) {
      table_row("Last repair", "%zu cells", repair_.touched().size());
    }
  }
  ImGui::EndTable();
}

void CrowdMode::draw_overlay(ModeContext& ctx, const CanvasView& view,
                             int run) {
  if (!on_ || !world_.ready()) return;
  CrowdDrawn drawn;
  bool heat = false;
  const FlowField* field = world_.field();
  if (show_field_ && field != nullptr) {
    heat = picture_.follow(*field, world_.field_version());
    if (heat) picture_.draw(view);
    drawn.arrows = draw_field_arrows(view, *field);
  }
  if (show_repair_) drawn.touched = draw_repair(view, world_.grid(), repair_);
  draw_goals(view, world_.goals());
  if (const Crowd* crowd = world_.crowd()) {
    drawn.discs = draw_agents(view, *crowd);
  }
  // Over everything, so that the heat map does not hide it.
  if (run == 0 && hovered_ && ctx.clicks.taken_by(ClickUse::CrowdBrush)) {
    draw_brush_outline(view, *hovered_, brush_radius_);
  }
  if (run == 0) {
    drawn_ = drawn;
    heat_shown_ = heat;
  }
}

std::string CrowdMode::figures_line() const {
  const CrowdFigures f = world_.figures();
  const CrowdOverlap o = world_.overlap(0.1);
  char text[320];
  std::snprintf(text, sizeof text,
                "crowd shown=1 running=%d agents=%d arrived=%d steps=%lld "
                "mean_cost=%.3f stranded=%d goals=%zu avoidance=%d "
                "overlaps=%d deepest=%.3f",
                running_ ? 1 : 0, f.agents, f.arrived,
                static_cast<long long>(f.steps), f.mean_distance, f.stranded,
                world_.goals().size(), world_.avoidance() ? 1 : 0, o.pairs,
                o.deepest);
  return text;
}

void CrowdMode::describe(const ModeContext& /*ctx*/,
                         std::vector<std::string>& lines) const {
  if (!on_) return;
  std::string line = figures_line();
  char text[320];
  const FlowField* field = world_.field();
  std::snprintf(text, sizeof text,
                " field=%d field_computing=%d field_edits_touched=%zu heat=%d "
                "arrows=%d discs=%d "
                "repair=%d repairs=%d repair_first=%lld repair_touched=%zu "
                "repair_cost=%.3f step_ms=%.3f",
                field != nullptr ? 1 : 0, world_.computing_field() ? 1 : 0,
                field != nullptr ? field->last_repair().touched.size() : 0,
                show_field_ && heat_shown_ ? 1 : 0, drawn_.arrows, drawn_.discs,
                repair_.planned() ? 1 : 0, repair_.repairs(),
                static_cast<long long>(repair_.first_touched()),
                repair_.touched().size(),
                repair_.planned() ? repair_.cost() : 0.0, step_ms_);
  lines.push_back(line + text);
}

}  // namespace astar::studio
