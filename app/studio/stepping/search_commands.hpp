#pragma once
// Stepping the search: the Search menu, the controls under the map's
// settings, the Code tab's Step line. Search mode carries them out;
// predict mode owns its switch and hears Reset search go by.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec Step{.name = "step",
                                  .label = "Step",
                                  .shortcut = "N",
                                  .keys = {keys::plain(SDLK_n)},
                                  .menu = "Search",
                                  .repeats = true};
inline constexpr CommandSpec StepLine{.name = "step-line",
                                      .label = "Step one pseudocode line",
                                      .shortcut = "P",
                                      .keys = {keys::plain(SDLK_p)},
                                      .menu = "Search"};
inline constexpr CommandSpec StepMany{.name = "step-many",
                                      .label = "Step xN",
                                      .shortcut = "Shift+N",
                                      .keys = {keys::shift(SDLK_n)},
                                      .menu = "Search",
                                      .repeats = true};
inline constexpr CommandSpec PlayPause{.name = "play-pause",
                                       .label = "Play / Pause",
                                       .shortcut = "Space",
                                       .menu = "Search"};
inline constexpr CommandSpec RunToEnd{
    .name = "run-to-end",
    .label = "Run to end",
    .shortcut = "Enter",
    .keys = {keys::plain(SDLK_RETURN), keys::plain(SDLK_KP_ENTER)},
    .menu = "Search"};
inline constexpr CommandSpec StepBack{.name = "step-back",
                                      .label = "Step back",
                                      .shortcut = "Backspace",
                                      .keys = {keys::plain(SDLK_BACKSPACE)},
                                      .menu = "Search",
                                      .repeats = true};
inline constexpr CommandSpec ResetSearch{.name = "reset-search",
                                         .label = "Reset search",
                                         .shortcut = "Ctrl+R",
                                         .keys = {keys::ctrl(SDLK_r)},
                                         .menu = "Search"};
inline constexpr CommandSpec TogglePredict{.name = "predict",
                                           .label = "Predict next step",
                                           .shortcut = "Shift+P",
                                           .keys = {keys::shift(SDLK_p)},
                                           .menu = "Search",
                                           .section = 1};

}  // namespace astar::studio::cmd
