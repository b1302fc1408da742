#pragma once
// The subgoal overlay's switch.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ToggleSubgoalGraph{
    .name = "subgoal-graph",
    .label = "Subgoal graph: the prepared map's corners and links",
    .shortcut = "J",
    .keys = {keys::plain(SDLK_j)},
    .menu = "View",
    .section = 1,
    .tooltip =
        "The map the Subgoal graph algorithm searches: its subgoals (the "
        "cells by walls' corners where shortest paths turn) as dots and "
        "their links as lines; an edit's repair flashes the subgoals it "
        "relinked"};

}  // namespace astar::studio::cmd
