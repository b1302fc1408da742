#pragma once
// Small ImGui helpers shared by the panels.

#include <imgui.h>

#include "ui/palette.hpp"
#include "ui/ui_targets.hpp"

namespace astar::studio {

// One row of a two-column table: the name dimmed, then the value written
// as printf writes `format`.
template <typename... Values>
void table_row(const char* name, const char* format, Values... values) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", name);
  ImGui::TableNextColumn();
  ImGui::Text(format, values...);
}

inline ImVec4 to_vec4(Rgba c) {
  return ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f);
}

// A tooltip for the last item: what it does, and its shortcut.
void tooltip(const char* text, const char* shortcut = nullptr);
// The same tooltip shown now, whatever is hovered.
void show_tooltip(const char* text, const char* shortcut = nullptr);

// A filled colour square with a label, as in the legend.
void colour_swatch(Rgba colour, const char* label);

// A section header that stays open by default; a click target named
// "section TITLE" (the menu bar has a "Search" of its own).
bool section(const char* title, UiTargets& targets);
// Whether the section `title` of the window being drawn is open, and
// opening or folding it (its header keeps the state in the window).
bool section_open(const char* title);
void set_section_open(const char* title, bool open);

// A slider whose value is written beside it rather than inside, where the
// grab would cover it. Before the slider (drawn with a hidden label and an
// empty format), begin_value_slider narrows it to leave room for `widest`,
// the longest value text it can show; after it, end_value_slider writes
// the value right-aligned in that room and the label where ImGui puts
// labels, so the row lines up with the others.
struct ValueSliderRow {
  float x = 0;         // where the row starts, in window coordinates
  ImVec2 screen;       // the same, on screen
  float width = 0;     // the whole item's width, the value's room included
  float slider_w = 0;  // the slider's part of it
};
ValueSliderRow begin_value_slider(const char* widest);
void end_value_slider(const ValueSliderRow& row, const char* value,
                      const char* label);

// Help text on the current line: whole where it fits before the window's
// edge, else as "(?)" with the text as its tooltip, so no hint is cut.
void hint(const char* text);

}  // namespace astar::studio
