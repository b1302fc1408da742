#pragma once
// Shared links: the state shown as one line of text, and back.

#include "ui/command.hpp"

namespace astar::studio::cmd {

inline constexpr CommandSpec CopyLink{.name = "copy-link",
                                      .label = "Copy link",
                                      .shortcut = "Ctrl+Shift+C",
                                      .keys = {keys::ctrl_shift(SDLK_c)},
                                      .menu = "Edit",
                                      .section = 2};
// Ctrl+V is Paste, which opens a link when the clipboard holds one.
inline constexpr CommandSpec PasteLink{.name = "open-link",
                                       .label = "Open link from clipboard",
                                       .shortcut = "Ctrl+V",
                                       .menu = "Edit",
                                       .section = 2};

}  // namespace astar::studio::cmd
