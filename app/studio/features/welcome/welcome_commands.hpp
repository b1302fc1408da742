#pragma once
// The welcome's one command: the bundled demo map, from the File menu and
// the command palette too (the welcome shows only at a start without a
// file).

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec OpenDemo{
    .name = "open-demo",
    .label = "Open the demo map",
    .shortcut = "",
    .menu = "File",
    .tooltip = "The bundled 64x40 demo: walls, rooms and terrain"};

}  // namespace astar::studio::cmd
