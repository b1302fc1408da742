#pragma once
// Over-time mode's command: a frame every K steps, written as PNGs.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ExportFrames{
    .name = "export-frames",
    .label = "Export frames every K steps...",
    .shortcut = "",
    .menu = "File",
    .section = 2};

}  // namespace astar::studio::cmd
