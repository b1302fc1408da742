#pragma once
// Which commands a palette's filter text keeps: every word of the filter
// (split at spaces, any case) must appear in the command's label or name.

#include <string_view>

#include "ui/command.hpp"

namespace astar::studio {

bool palette_matches(const CommandSpec& command, std::string_view filter);

}  // namespace astar::studio
