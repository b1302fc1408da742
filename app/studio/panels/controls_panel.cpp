#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "panels/panels.hpp"
#include "shell/ui_util.hpp"

namespace astar::studio {
namespace {

void command_button(const char* label, Command command, const char* help,
                    RequestQueue& out, float width) {
  if (ImGui::Button(label, ImVec2(width, 0))) out.push_back(command);
  tooltip(help, command_info(command).shortcut);
}

// Run to end and Reset; while the search runs to the end, a progress bar
// of the same height in their place, so nothing below moves.
void draw_run_row(const SearchController& search,
                  std::optional<std::int64_t> reachable, RequestQueue& out,
                  float full) {
  const float half = (full - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (!search.running_to_end()) {
    command_button("Run to end", Command::RunToEnd,
                   "Finish the search (Esc stops it)", out, half);
    ImGui::SameLine();
    command_button("Reset", Command::ResetSearch, "Back to step 0", out, half);
    return;
  }
  const auto expanded = search.search().stats().expanded;
  std::string text = std::to_string(expanded) + " cells";
  float fraction = 0.0f;  // until the count has come
  if (reachable && *reachable > 0) {
    text += " of " + std::to_string(*reachable);
    fraction = static_cast<float>(std::min(
        1.0, static_cast<double>(expanded) / static_cast<double>(*reachable)));
  }
  ImGui::ProgressBar(fraction, ImVec2(full, 0),
                     (text + " (Esc stops)").c_str());
  ImGui::SetItemAllowOverlap();
  tooltip(
      "Cells expanded against the cells the start can reach; the search "
      "runs a slice a frame, so the window stays responsive.");
}

}  // namespace

void draw_controls(const SearchController& search, int step_many,
                   std::optional<std::int64_t> reachable, RequestQueue& out) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float full = ImGui::GetContentRegionAvail().x;
  const float third = (full - 2 * style.ItemSpacing.x) / 3;

  const bool playing = search.playing();
  if (playing) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.65f, 0.35f, 0.15f, 1));
  } else {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.50f, 0.30f, 1));
  }
  command_button(playing ? "Pause" : "Play", Command::PlayPause,
                 "Play the search at the speed below, or pause it", out, full);
  ImGui::PopStyleColor();

  command_button("Step", Command::Step, "Expand one cell", out, third);
  ImGui::SameLine();
  const std::string many = "Step x" + std::to_string(step_many);
  command_button(many.c_str(), Command::StepMany,
                 "Expand N cells (set N below)", out, third);
  ImGui::SameLine();
  command_button("Back", Command::StepBack, "Undo the last expansion", out,
                 third);
  draw_run_row(search, reachable, out, full);

  ImGui::PushItemWidth(-ImGui::GetFontSize() * 4.2f);
  if (ImGui::InputInt("N", &step_many, 1, 100)) {
    out.push_back(SetStepMany{std::clamp(step_many, 1, 1000000)});
  }

  const PlaySpeed& speed = search.speed();
  if (const auto per_frame = search.expansions_per_frame()) {
    ImGui::Text("Speed: %lld per frame", static_cast<long long>(*per_frame));
    if (ImGui::SmallButton("Use the slider")) {
      out.push_back(SetPlaySpeed{speed.per_second});
    }
  } else {
    float value = static_cast<float>(speed.per_second);
    const char* format =
        speed.as_fast_as_possible() ? "as fast as possible" : "%.0f / s";
    if (ImGui::SliderFloat("Speed", &value, static_cast<float>(PlaySpeed::kMin),
                           static_cast<float>(PlaySpeed::kMax), format,
                           ImGuiSliderFlags_Logarithmic)) {
      out.push_back(SetPlaySpeed{
          std::clamp<double>(value, PlaySpeed::kMin, PlaySpeed::kMax)});
    }
    tooltip(
        "Expansions per second while playing; the far right is as fast "
        "as possible.");
  }

  // The timeline covers every step taken so far; dragging it rewinds.
  const std::int64_t furthest = search.furthest_step();
  std::int64_t at = search.search().step_count();
  const std::int64_t zero = 0;
  ImGui::BeginDisabled(!search.active() || furthest == 0);
  if (ImGui::SliderScalar("Timeline", ImGuiDataType_S64, &at, &zero, &furthest,
                          "%lld")) {
    out.push_back(SeekSearch{at});
  }
  ImGui::EndDisabled();
  tooltip("Drag to rewind to any earlier step.");
  ImGui::PopItemWidth();
}

}  // namespace astar::studio
