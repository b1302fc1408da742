#include "dialogs/unsaved_changes_dialog.hpp"

#include <SDL_scancode.h>
#include <imgui.h>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

constexpr const char* kTitle = "Unsaved changes";

}  // namespace

void UnsavedChangesDialog::show(std::string name, std::string action) {
  name_ = std::move(name);
  action_ = std::move(action);
  requested_ = true;
}

std::optional<UnsavedChoice> UnsavedChangesDialog::draw(float ui_scale,
                                                        UiTargets& targets) {
  if (!begin_modal(kTitle, requested_)) {
    open_ = false;
    return std::nullopt;
  }
  open_ = true;
  ImGui::Text("Save the changes to %s before %s?", name_.c_str(),
              action_.c_str());
  ImGui::TextDisabled("If you discard them, they are lost.");
  ImGui::Spacing();
  const ImVec2 size(130 * ui_scale, 0);
  std::optional<UnsavedChoice> choice;
  // The SDL backend of ImGui 1.86 indexes KeysDown by SDL scancode.
  if (target_button(targets, "Save (Enter)", size) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false)) {
    choice = UnsavedChoice::Save;
  }
  ImGui::SameLine();
  if (target_button(targets, "Discard (D)", size) ||
      ImGui::IsKeyPressed(SDL_SCANCODE_D, false)) {
    choice = UnsavedChoice::Discard;
  }
  ImGui::SameLine();
  if (target_button(targets, "Cancel (Esc)", size) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    choice = UnsavedChoice::Cancel;
  }
  if (choice) {
    ImGui::CloseCurrentPopup();
    open_ = false;
  }
  ImGui::EndPopup();
  return choice;
}

}  // namespace astar::studio
