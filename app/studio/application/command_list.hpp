#pragma once
// --list-commands: every command the modes register, one a line: its name
// (a script's `command NAME`), a tab, its shortcut, a tab, its label; then
// the features' script verbs, one a line: "verb NAME".

#include <string>

namespace astar::studio {

std::string command_list_text();

}  // namespace astar::studio
