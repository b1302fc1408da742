#pragma once
// Measure mode's switch.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ToggleMeasure{
    .name = "measure",
    .label = "Measure: distances between two cells",
    .shortcut = "D",
    .keys = {keys::plain(SDLK_d)},
    .menu = "View",
    .section = 4,
    .tooltip =
        "Drag on the map from one cell to another: each heuristic's "
        "estimate, and the straight line's cost",
    // Measure takes the map's presses: the toolbar shows when it does.
    .toolbar = "Measure"};

}  // namespace astar::studio::cmd
