#pragma once
// The View menu's choices that are not one command each: the numbers in
// the cells, how cells are counted, the UI scale. The main window
// registers them as menu sections.

#include <string_view>

#include "modes/mode.hpp"

namespace astar::studio {

inline constexpr std::string_view kCellNumbersSection = "Cell numbers";
inline constexpr std::string_view kCoordinatesSection = "Coordinates";
inline constexpr std::string_view kUiScaleSection = "UI scale";

// Draws the section `name`, inside the View menu.
void draw_view_menu_section(std::string_view name, ModeContext& ctx);

}  // namespace astar::studio
