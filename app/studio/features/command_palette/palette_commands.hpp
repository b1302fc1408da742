#pragma once
// The command palette's own command.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec CommandPalette{.name = "command-palette",
                                            .label = "Command palette...",
                                            .shortcut = "Ctrl+Shift+P",
                                            .keys = {keys::ctrl_shift(SDLK_p)},
                                            .menu = "Help"};

}  // namespace astar::studio::cmd
