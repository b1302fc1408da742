#pragma once
// The "Save, Discard or Cancel" question asked before unsaved work would be
// lost: on closing the window, New and Open. Keys: Enter saves, D discards,
// Escape cancels.

#include <cstdint>
#include <optional>
#include <string>

#include "dialogs/choice_dialog.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// In the order of the dialog's buttons.
enum class UnsavedChoice : std::uint8_t { Save, Discard, Cancel };

class UnsavedChangesDialog {
 public:
  // `name`: the document's name; `action`: what waits for the answer, as
  // in "before closing".
  void show(std::string name, std::string action);
  // Draws it while open; returns the answer once.
  std::optional<UnsavedChoice> draw(float ui_scale, UiTargets& targets);
  // Asked and not answered yet.
  bool waiting() const { return dialog_.waiting(); }

 private:
  ChoiceDialog dialog_{"Unsaved changes", 130};
};

}  // namespace astar::studio
