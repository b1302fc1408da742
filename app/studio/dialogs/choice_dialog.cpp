#include "dialogs/choice_dialog.hpp"

#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>

#include "dialogs/dialog_util.hpp"

namespace astar::studio {
namespace {

bool pressed(ChoiceKey key) {
  switch (key) {
    case ChoiceKey::Enter:
      return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    case ChoiceKey::KeypadEnter:
      return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter),
                                 false);
    case ChoiceKey::Escape:
      return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    case ChoiceKey::D:
      // The SDL backend of ImGui 1.86 indexes KeysDown by SDL scancode.
      return ImGui::IsKeyPressed(SDL_SCANCODE_D, false);
  }
  return false;
}

bool any_pressed(const std::vector<ChoiceKey>& keys) {
  return std::any_of(keys.begin(), keys.end(), pressed);
}

}  // namespace

void ChoiceDialog::show(std::vector<ChoiceLine> lines,
                        std::vector<ChoiceButton> buttons) {
  lines_ = std::move(lines);
  buttons_ = std::move(buttons);
  requested_ = true;
}

std::optional<std::size_t> ChoiceDialog::draw(float ui_scale,
                                              UiTargets& targets) {
  if (!begin_modal(title_, requested_)) {
    open_ = false;
    return std::nullopt;
  }
  open_ = true;
  for (const ChoiceLine& line : lines_) {
    if (line.dim) {
      ImGui::TextDisabled("%s", line.text.c_str());
    } else {
      ImGui::TextUnformatted(line.text.c_str());
    }
    // A script may `hover` the question by its words, to check them.
    targets.record(line.text);
  }
  ImGui::Spacing();
  const ImVec2 size(button_width_ * ui_scale, 0);
  std::optional<std::size_t> choice;
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    // The button first, so that it is drawn even when a key answers.
    if (target_button(targets, buttons_[i].label.c_str(), size) ||
        any_pressed(buttons_[i].keys)) {
      choice = i;
    }
  }
  if (choice) {
    ImGui::CloseCurrentPopup();
    open_ = false;
  }
  ImGui::EndPopup();
  return choice;
}

}  // namespace astar::studio
