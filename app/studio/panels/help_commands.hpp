#pragma once
// The help window's commands; the main window carries them out.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec Help{.name = "help",
                                  .label = "Help: shortcuts",
                                  .shortcut = "F1",
                                  .keys = {keys::plain(SDLK_F1)},
                                  .menu = "Help"};
inline constexpr CommandSpec WhatAmISeeing{.name = "what-am-i-seeing",
                                           .label = "What am I seeing?",
                                           .shortcut = "",
                                           .menu = "Help"};

}  // namespace astar::studio::cmd
