#pragma once
// The command the window itself sends: closing it quits, as File > Quit
// does. The App pushes it on SDL_QUIT; files mode carries it out, asking
// about unsaved changes first.

#include "ui/command.hpp"

namespace astar::studio::cmd {

// Shown only where there is a window to close (not on a page).
inline constexpr CommandSpec Quit{.name = "quit",
                                  .label = "Quit",
                                  .shortcut = "Ctrl+Q",
                                  .keys = {keys::ctrl(SDLK_q)},
                                  .menu = "File",
                                  .section = 3};

}  // namespace astar::studio::cmd
