#pragma once
// The main menu bar, laid out from the command registry: each menu's
// entries by section, each entry as its owner says it looks now.

#include "modes/mode.hpp"

namespace astar::studio {

void draw_menu_bar(ModeContext& ctx);

}  // namespace astar::studio
