#pragma once
// The view's commands: zoom, grid lines, colours, the numbers and arrows
// in the cells. The View menu and the toolbar show them; the main window
// carries them out.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec Fit{.name = "fit",
                                 .label = "Fit map to window",
                                 .shortcut = "Home",
                                 .keys = {keys::plain(SDLK_HOME)},
                                 .menu = "View",
                                 .tooltip = "Fit the map to the window"};
inline constexpr CommandSpec ZoomIn{
    .name = "zoom-in",
    .label = "Zoom in",
    .shortcut = "+ / wheel up",
    .keys = {keys::plain(SDLK_PLUS), keys::plain(SDLK_EQUALS),
             keys::plain(SDLK_KP_PLUS)},
    .menu = "View",
    .repeats = true};
inline constexpr CommandSpec ZoomOut{
    .name = "zoom-out",
    .label = "Zoom out",
    .shortcut = "- / wheel down",
    .keys = {keys::plain(SDLK_MINUS), keys::plain(SDLK_KP_MINUS)},
    .menu = "View",
    .repeats = true};
inline constexpr CommandSpec ToggleGridLines{
    .name = "grid-lines",
    .label = "Grid lines",
    .shortcut = "Ctrl+G",
    .keys = {keys::ctrl(SDLK_g)},
    .menu = "View",
    .section = 1,
    .tooltip = "Show grid lines when zoomed in"};
inline constexpr CommandSpec TogglePalette{.name = "colour-blind-palette",
                                           .label = "Colour-blind-safe palette",
                                           .shortcut = "Ctrl+B",
                                           .keys = {keys::ctrl(SDLK_b)},
                                           .menu = "View",
                                           .section = 1};
// Cycled by its key; the View menu offers the three as a choice.
inline constexpr CommandSpec CycleCellNumbers{
    .name = "cell-numbers",
    .label = "Cell numbers: f, g and h / f only / none (zoomed in)",
    .shortcut = "Ctrl+L",
    .keys = {keys::ctrl(SDLK_l)}};
inline constexpr CommandSpec ToggleArrows{.name = "arrows",
                                          .label = "Arrows to parents",
                                          .shortcut = "A",
                                          .keys = {keys::plain(SDLK_a)},
                                          .menu = "View",
                                          .section = 2};

}  // namespace astar::studio::cmd
