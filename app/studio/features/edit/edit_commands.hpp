#pragma once
// Edit mode's own commands: undo, the map's generators and operations,
// scenarios, the copy of cells, the analysis overlays. (The canvas tools'
// commands, which it registers too, are in editing/tool_commands.hpp.)

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec Undo{.name = "undo",
                                  .label = "Undo",
                                  .shortcut = "Ctrl+Z",
                                  .keys = {keys::ctrl(SDLK_z)},
                                  .menu = "Edit"};
inline constexpr CommandSpec Redo{
    .name = "redo",
    .label = "Redo",
    .shortcut = "Ctrl+Y / Ctrl+Shift+Z",
    .keys = {keys::ctrl(SDLK_y), keys::ctrl_shift(SDLK_z)},
    .menu = "Edit"};
inline constexpr CommandSpec Copy{.name = "copy",
                                  .label = "Copy cells",
                                  .shortcut = "Ctrl+C",
                                  .keys = {keys::ctrl(SDLK_c)},
                                  .menu = "Edit",
                                  .section = 1};
inline constexpr CommandSpec Cut{.name = "cut",
                                 .label = "Cut cells",
                                 .shortcut = "Ctrl+X",
                                 .keys = {keys::ctrl(SDLK_x)},
                                 .menu = "Edit",
                                 .section = 1};
// Cells, or a link (PasteLink) when the clipboard holds one.
inline constexpr CommandSpec Paste{.name = "paste",
                                   .label = "Paste cells as a stamp",
                                   .shortcut = "Ctrl+V",
                                   .keys = {keys::ctrl(SDLK_v)},
                                   .menu = "Edit",
                                   .section = 1};

inline constexpr CommandSpec GenerateMap{.name = "generate-map",
                                         .label = "Generate map...",
                                         .shortcut = "Ctrl+Shift+G",
                                         .keys = {keys::ctrl_shift(SDLK_g)},
                                         .menu = "Map"};
inline constexpr CommandSpec ResizeMap{.name = "resize-map",
                                       .label = "Resize map...",
                                       .shortcut = "Ctrl+Shift+R",
                                       .keys = {keys::ctrl_shift(SDLK_r)},
                                       .menu = "Map",
                                       .section = 1};
inline constexpr CommandSpec ShiftMap{.name = "shift-map",
                                      .label = "Shift / wrap map...",
                                      .shortcut = "",
                                      .menu = "Map",
                                      .section = 1};
inline constexpr CommandSpec InvertWalls{.name = "invert-walls",
                                         .label = "Invert walls",
                                         .shortcut = "Ctrl+I",
                                         .keys = {keys::ctrl(SDLK_i)},
                                         .menu = "Map",
                                         .section = 1};
inline constexpr CommandSpec ClearMap{.name = "clear-map",
                                      .label = "Clear map",
                                      .shortcut = "Ctrl+Delete",
                                      .keys = {keys::ctrl(SDLK_DELETE)},
                                      .menu = "Map",
                                      .section = 1};
inline constexpr CommandSpec GenerateScenarios{
    .name = "generate-scenarios",
    .label = "Generate scenarios (.scen)...",
    .shortcut = "",
    .menu = "File",
    .section = 2};

inline constexpr CommandSpec ToggleUnreachable{
    .name = "unreachable",
    .label = "Show cells the start cannot reach",
    .shortcut = "U",
    .keys = {keys::plain(SDLK_u)},
    .menu = "View",
    .section = 1};
inline constexpr CommandSpec ToggleClearance{
    .name = "clearance",
    .label = "Clearance: the largest unit per cell",
    .shortcut = "H",
    .keys = {keys::plain(SDLK_h)},
    .menu = "View",
    .section = 1};

}  // namespace astar::studio::cmd
