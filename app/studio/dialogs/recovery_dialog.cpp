#include "dialogs/recovery_dialog.hpp"

#include <SDL_scancode.h>
#include <imgui.h>

#include <ctime>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

constexpr const char* kTitle = "Recover unsaved work?";

}  // namespace

std::string describe_saved_at(std::int64_t seconds_since_epoch) {
  if (seconds_since_epoch <= 0) return "at an unknown time";
  const std::time_t when = static_cast<std::time_t>(seconds_since_epoch);
  std::tm local{};
  if (localtime_r(&when, &local) == nullptr) return "at an unknown time";
  char text[64];
  if (std::strftime(text, sizeof text, "on %Y-%m-%d at %H:%M:%S", &local) ==
      0) {
    return "at an unknown time";
  }
  return text;
}

void RecoveryDialog::show(std::string what, std::string when) {
  what_ = std::move(what);
  when_ = std::move(when);
  requested_ = true;
}

std::optional<RecoveryChoice> RecoveryDialog::draw(float ui_scale,
                                                   UiTargets& targets) {
  if (!begin_modal(kTitle, requested_)) {
    open_ = false;
    return std::nullopt;
  }
  open_ = true;
  ImGui::TextUnformatted("astar-studio did not close properly last time.");
  ImGui::Text("Unsaved work on %s was autosaved %s.", what_.c_str(),
              when_.c_str());
  ImGui::TextDisabled("Recover opens it; Discard deletes the copy for good.");
  ImGui::Spacing();
  const ImVec2 size(130 * ui_scale, 0);
  std::optional<RecoveryChoice> choice;
  // The SDL backend of ImGui 1.86 indexes KeysDown by SDL scancode.
  if (target_button(targets, "Recover (Enter)", size) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false)) {
    choice = RecoveryChoice::Recover;
  }
  ImGui::SameLine();
  if (target_button(targets, "Discard (D)", size) ||
      ImGui::IsKeyPressed(SDL_SCANCODE_D, false)) {
    choice = RecoveryChoice::Discard;
  }
  if (choice) {
    ImGui::CloseCurrentPopup();
    open_ = false;
  }
  ImGui::EndPopup();
  return choice;
}

}  // namespace astar::studio
