#include "features/files/unsaved_changes_dialog.hpp"

namespace astar::studio {

void UnsavedChangesDialog::show(std::string name, std::string action) {
  dialog_.show({{"Save the changes to " + name + " before " + action + "?"},
                {"If you discard them, they are lost.", true}},
               {{"Save (Enter)", {ChoiceKey::Enter, ChoiceKey::KeypadEnter}},
                {"Discard (D)", {ChoiceKey::D}},
                {"Cancel (Esc)", {ChoiceKey::Escape}}});
}

std::optional<UnsavedChoice> UnsavedChangesDialog::draw(float ui_scale,
                                                        UiTargets& targets) {
  const std::optional<std::size_t> choice = dialog_.draw(ui_scale, targets);
  if (!choice) return std::nullopt;
  return static_cast<UnsavedChoice>(*choice);
}

}  // namespace astar::studio
