#pragma once
// Runs the app from parsed options: interactively, or headless (for tests
// and figures). Returns the process exit status: 0 on success, 2 on bad
// input (with an "error:" line on stderr), 1 when the system failed us.

#include "shell/options.hpp"

namespace astar::studio {

int run_interactive(const Options& options);
int run_headless(const Options& options);

}  // namespace astar::studio
