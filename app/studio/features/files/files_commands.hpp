#pragma once
// Opening, saving and exporting: files mode's commands (Quit, which the
// window sends too, is in commands/window_commands.hpp).

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec NewMap{.name = "new-map",
                                    .label = "New map...",
                                    .shortcut = "Ctrl+N",
                                    .keys = {keys::ctrl(SDLK_n)},
                                    .menu = "File"};
inline constexpr CommandSpec Open{.name = "open",
                                  .label = "Open...",
                                  .shortcut = "Ctrl+O",
                                  .keys = {keys::ctrl(SDLK_o)},
                                  .menu = "File"};
inline constexpr CommandSpec Save{.name = "save",
                                  .label = "Save",
                                  .shortcut = "Ctrl+S",
                                  .keys = {keys::ctrl(SDLK_s)},
                                  .menu = "File",
                                  .section = 1};
inline constexpr CommandSpec SaveAs{.name = "save-as",
                                    .label = "Save as...",
                                    .shortcut = "Ctrl+Shift+S",
                                    .keys = {keys::ctrl_shift(SDLK_s)},
                                    .menu = "File",
                                    .section = 1};
inline constexpr CommandSpec ExportPng{.name = "export-png",
                                       .label = "Export PNG...",
                                       .shortcut = "Ctrl+E",
                                       .keys = {keys::ctrl(SDLK_e)},
                                       .menu = "File",
                                       .section = 1};

}  // namespace astar::studio::cmd
