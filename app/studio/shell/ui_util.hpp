#pragma once
// Small ImGui helpers shared by the panels.

#include <imgui.h>

#include "canvas/palette.hpp"

namespace astar::studio {

inline ImVec4 to_vec4(Rgba c) {
  return ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f);
}

// A tooltip for the last item: what it does, and its shortcut.
void tooltip(const char* text, const char* shortcut = nullptr);

// A filled colour square with a label, as in the legend.
void colour_swatch(Rgba colour, const char* label);

// A section header that stays open by default.
bool section(const char* title);

}  // namespace astar::studio
