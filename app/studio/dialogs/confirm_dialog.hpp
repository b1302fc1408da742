#pragma once
// A yes-or-no question before something that cannot be taken back, such
// as writing a file outside the folder the user is working in. Keys: Enter
// says yes, Escape says no.

#include <optional>
#include <string>

#include "dialogs/choice_dialog.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

class ConfirmDialog {
 public:
  // `question` is the first line, `detail` the reason under it, `yes` the
  // label of the button that goes ahead.
  void show(std::string question, std::string detail, std::string yes);
  // Draws it while open; returns the answer once.
  std::optional<bool> draw(float ui_scale, UiTargets& targets);

 private:
  ChoiceDialog dialog_{"Please confirm", 160};
};

}  // namespace astar::studio
