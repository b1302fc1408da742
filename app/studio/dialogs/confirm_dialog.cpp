#include "dialogs/confirm_dialog.hpp"

#include <imgui.h>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

constexpr const char* kTitle = "Please confirm";

}  // namespace

void ConfirmDialog::show(std::string question, std::string detail,
                         std::string yes) {
  question_ = std::move(question);
  detail_ = std::move(detail);
  yes_ = std::move(yes);
  requested_ = true;
}

std::optional<bool> ConfirmDialog::draw(float ui_scale, UiTargets& targets) {
  if (!begin_modal(kTitle, requested_)) return std::nullopt;
  ImGui::TextUnformatted(question_.c_str());
  ImGui::TextDisabled("%s", detail_.c_str());
  ImGui::Spacing();
  const ImVec2 size(160 * ui_scale, 0);
  std::optional<bool> answer;
  const std::string yes = yes_ + " (Enter)";
  if (target_button(targets, yes.c_str(), size) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)) {
    answer = true;
  }
  ImGui::SameLine();
  if (target_button(targets, "Cancel (Esc)", size) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    answer = false;
  }
  if (answer) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return answer;
}

}  // namespace astar::studio
