#pragma once
// The lessons' catalogue.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec ShowLessons{
    .name = "lessons", .label = "Lessons", .shortcut = "", .menu = "Help"};

}  // namespace astar::studio::cmd
