#pragma once
// Simulate mode's commands.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ToggleSimulate{
    .name = "simulate",
    .label = "Simulate: agents walk to the goal",
    .shortcut = "M",
    .keys = {keys::plain(SDLK_m)},
    .menu = "Simulate"};
inline constexpr CommandSpec ResetSimulation{.name = "restart-simulation",
                                             .label = "Restart the simulation",
                                             .shortcut = "Shift+M",
                                             .keys = {keys::shift(SDLK_m)},
                                             .menu = "Simulate"};

}  // namespace astar::studio::cmd
