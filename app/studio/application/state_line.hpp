#pragma once
// The script's `state` line: markers, search status and counters, zoom,
// tool, undo position, palette, view, labels, whether a warning shows in
// the status line, the search settings, and whether the runs play or run
// to the end, as key=value pairs that tests read.

#include <string>

#include "modes/mode.hpp"

namespace astar::studio {

std::string state_line(const ModeContext& ctx);

}  // namespace astar::studio
