#pragma once
// astar-studio --headless: the real app, rendered off screen, driven by a
// script of SDL events, then writing its outputs (screenshot, export,
// frame statistics). Tests and figures run through here.

#include "startup/options.hpp"

namespace astar::studio {

// Returns the process exit status, as run_interactive does.
int run_headless(const Options& options);

}  // namespace astar::studio
