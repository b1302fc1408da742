#include "dialogs/dialog_util.hpp"

#include <imgui.h>

#include <algorithm>
#include <random>
#include <string>

namespace astar::studio {

bool begin_modal(const char* title, bool& show_requested) {
  if (show_requested) {
    ImGui::OpenPopup(title);
    show_requested = false;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  // As large as its fields, but never larger than the window: a small
  // window or a large UI scale scrolls the dialog instead of cutting it.
  ImGui::SetNextWindowSizeConstraints(
      ImVec2(0, 0),
      ImVec2(viewport->WorkSize.x * 0.95f, viewport->WorkSize.y * 0.9f));
  return ImGui::BeginPopupModal(title, nullptr,
                                ImGuiWindowFlags_AlwaysAutoResize);
}

bool escape_pressed(bool field_was_active) {
  return !field_was_active &&
         ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
}

bool action_row(UiTargets& targets, const char* action, float ui_scale,
                bool field_was_active, bool enter_acts) {
  const float width =
      std::max(120 * ui_scale, ImGui::CalcTextSize(action).x +
                                   ImGui::GetStyle().FramePadding.x * 2);
  // Not in the frame the dialog appears: the Enter that opened it (in
  // File > Open's path field, say) is no answer to it.
  const bool enter = enter_acts && !ImGui::IsWindowAppearing() &&
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter));
  const bool acted = target_button(targets, action, ImVec2(width, 0)) || enter;
  ImGui::SameLine();
  if (target_button(targets, "Cancel", ImVec2(120 * ui_scale, 0)) ||
      escape_pressed(field_was_active)) {
    ImGui::CloseCurrentPopup();
  }
  return acted;
}

namespace {

// The field alone is the target (its label is drawn after it), so a click
// at the target's centre lands in the text box.
bool field(UiTargets& targets, const char* label, ImGuiDataType type,
           void* value, float width, const char* format = nullptr) {
  ImGui::SetNextItemWidth(width);
  const std::string id = std::string("##") + label;
  const bool changed =
      ImGui::InputScalar(id.c_str(), type, value, nullptr, nullptr, format);
  targets.record(label);
  ImGui::SameLine();
  ImGui::TextUnformatted(label);
  return changed;
}

}  // namespace

bool int_field(UiTargets& targets, const char* label, int& value, float width) {
  return field(targets, label, ImGuiDataType_S32, &value, width);
}

bool double_field(UiTargets& targets, const char* label, double& value,
                  float width, const char* format) {
  return field(targets, label, ImGuiDataType_Double, &value, width, format);
}

bool seed_field(UiTargets& targets, std::uint64_t& seed, float width) {
  bool changed = field(targets, "Seed", ImGuiDataType_U64, &seed, width);
  ImGui::SameLine();
  if (target_button(targets, "New seed")) {
    seed = random_seed();
    changed = true;
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("The same seed always gives the same result");
  }
  return changed;
}

std::uint64_t random_seed() {
  std::random_device device;
  // Seeds stay short enough to read out and type back.
  return device() % 1000000u;
}

void problem_line(const char* text) {
  if (text == nullptr || *text == '\0') return;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 28.0f);
  ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", text);
  ImGui::PopTextWrapPos();
}

}  // namespace astar::studio
