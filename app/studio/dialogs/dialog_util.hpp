#pragma once
// Pieces shared by the designer's dialogs (generate, resize, shift,
// scenarios): a centred modal, numeric fields and a seed field that
// headless scripts can click by their labels.

#include <cstdint>

#include "ui/ui_targets.hpp"

namespace astar::studio {

// Opens the modal `title` when `show_requested` (then clears it) and
// begins it. True while it shows; the caller then ends it with
// ImGui::EndPopup().
bool begin_modal(const char* title, bool& show_requested);

// True when Escape was pressed while no field was being edited (Escape in
// a field only abandons the edit).
bool escape_pressed(bool field_was_active);

// The dialog's last row: its action button, then Cancel. Cancel, and
// Escape outside a field being edited, close the dialog; Enter presses the
// action where `enter_acts`, from the frame after the dialog appears. True
// when the action was pressed.
bool action_row(UiTargets& targets, const char* action, float ui_scale,
                bool field_was_active, bool enter_acts = false);

// Labelled numeric fields; each records itself as a click target under its
// label. True when the value changed.
bool int_field(UiTargets& targets, const char* label, int& value, float width);
bool double_field(UiTargets& targets, const char* label, double& value,
                  float width, const char* format = "%.2f");

// The "Seed" field with a "New seed" button beside it.
bool seed_field(UiTargets& targets, std::uint64_t& seed, float width);

// A fresh seed from the operating system's entropy.
std::uint64_t random_seed();

// A line in the warning colour, when `text` is not empty.
void problem_line(const char* text);

}  // namespace astar::studio
