#pragma once
// Runs the app from parsed options: interactively, or headless (for tests
// and figures, startup/headless_run.hpp). Returns the process exit status:
// 0 on success, 2 on bad input (with an "error:" line on stderr), 1 when
// the system failed us.

#include <string>

#include "application/app.hpp"
#include "startup/options.hpp"

namespace astar::studio {

inline constexpr int kExitBadInput = 2;
inline constexpr int kExitSystemFailure = 1;

int run_interactive(const Options& options);

// Applies the markers, search flags and search actions of the command line
// in the order they were given.
Status apply_ordered(App& app, const Options& options);
// Opens the --lesson or --open-link of the command line, if any, as a new
// untitled document; while the question about a crashed run's work is up,
// once it is answered.
Status open_lesson_or_link(App& app, const Options& options);
// Applies the view options of the command line (--labels, --arrows) over
// the stored settings.
void apply_view_options(App& app, const Options& options);
// Prints "error: MESSAGE" on stderr and returns `code`.
int report(int code, const std::string& message);

}  // namespace astar::studio
