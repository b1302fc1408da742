#include "features/edit/scenario_dialog.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "astar/generate/scenario_gen.hpp"
#include "dialogs/dialog_util.hpp"

namespace astar::studio {

void ScenarioDialog::show(std::string path) {
  request_.path = std::move(path);
  problem_.clear();
  show_requested_ = true;
}

ScenarioDialog::Outcome ScenarioDialog::draw(float ui_scale,
                                             UiTargets& targets) {
  Outcome outcome;
  if (!begin_modal("Generate scenarios", show_requested_)) return outcome;
  const bool field_was_active = ImGui::IsAnyItemActive();
  const float w = 110 * ui_scale;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
  ImGui::TextDisabled(
      "Random start and goal pairs that are connected, with their optimal "
      "lengths, in Moving AI .scen format (buckets of 4). Lengths use the "
      "Moving AI rules: 8 moves, no corner cutting, costs 1 and sqrt 2, as "
      "astar-cli scen checks them by default.");
  ImGui::PopTextWrapPos();
  int_field(targets, "Problems", request_.count, w);
  seed_field(targets, request_.seed, w);
  ImGui::SetNextItemWidth(420 * ui_scale);
  ImGui::InputText("##scenario path", &request_.path);
  targets.record("Scenario file");
  ImGui::SameLine();
  if (target_button(targets, "Browse...")) {
    outcome.browse = true;
    ImGui::CloseCurrentPopup();
  }
  ImGui::TextDisabled(
      "The map is written beside it as a PNG unless its saved file is "
      "already there.");
  problem_line(problem_.c_str());
  ImGui::Separator();
  if (action_row(targets, "Write scenarios", ui_scale, field_was_active)) {
    if (request_.count < 1 || request_.count > kMaxScenarioProblems) {
      problem_ = "the number of problems must be 1.." +
                 std::to_string(kMaxScenarioProblems);
    } else {
      outcome.generate = request_;
      problem_.clear();
      ImGui::CloseCurrentPopup();
    }
  }
  ImGui::EndPopup();
  return outcome;
}

}  // namespace astar::studio
