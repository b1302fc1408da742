#include "dialogs/confirm_dialog.hpp"

namespace astar::studio {
namespace {

// The order of the buttons in the row.
constexpr std::size_t kYes = 0;

}  // namespace

void ConfirmDialog::show(std::string question, std::string detail,
                         std::string yes) {
  dialog_.show({{std::move(question)}, {std::move(detail), true}},
               {{std::move(yes) + " (Enter)", {ChoiceKey::Enter}},
                {"Cancel (Esc)", {ChoiceKey::Escape}}});
}

std::optional<bool> ConfirmDialog::draw(float ui_scale, UiTargets& targets) {
  const std::optional<std::size_t> choice = dialog_.draw(ui_scale, targets);
  if (!choice) return std::nullopt;
  return *choice == kYes;
}

}  // namespace astar::studio
