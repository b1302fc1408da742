#pragma once
// Offered at start when a previous run left unsaved work behind (it crashed
// or was killed): Recover (Enter) opens that work, Discard (D) deletes it.

#include <cstdint>
#include <optional>
#include <string>

#include "dialogs/choice_dialog.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// In the order of the dialog's buttons.
enum class RecoveryChoice : std::uint8_t { Recover, Discard };

class RecoveryDialog {
 public:
  // `what`: the document's name; `when`: when it was autosaved, for people.
  void show(std::string what, std::string when);
  std::optional<RecoveryChoice> draw(float ui_scale, UiTargets& targets);
  bool waiting() const { return dialog_.waiting(); }

 private:
  ChoiceDialog dialog_{"Recover unsaved work?", 130};
};

// "2024-06-10 14:03" in local time, or "at an unknown time" for 0.
std::string describe_saved_at(std::int64_t seconds_since_epoch);

}  // namespace astar::studio
