#pragma once
// Compare mode's switch.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ToggleCompare{.name = "compare",
                                           .label = "Compare runs side by side",
                                           .shortcut = "V",
                                           .keys = {keys::plain(SDLK_v)},
                                           .menu = "View",
                                           .section = 4};

}  // namespace astar::studio::cmd
