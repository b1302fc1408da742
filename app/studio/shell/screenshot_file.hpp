#pragma once
// Writes a captured window to PNG, replacing any old file only once the new
// one is complete.

#include <string>

#include "astar/result.hpp"
#include "shell/screenshot.hpp"

namespace astar::studio {

Status write_screenshot_png(const Screenshot& shot, const std::string& path);

}  // namespace astar::studio
