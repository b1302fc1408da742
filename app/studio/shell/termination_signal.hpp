#pragma once
// SIGTERM, SIGINT and SIGHUP ask the app to stop from outside (a logout, a
// service manager, Ctrl+C in the terminal). The handler only records the
// request; the frame loop notices it, writes a recovery copy of unsaved
// work and exits cleanly.

namespace astar::studio {

// Installs the handlers, and tells SDL not to install its own (SDL would
// turn SIGTERM into an SDL_QUIT, which asks Save/Discard/Cancel of nobody).
// Call before SDL_Init.
void install_termination_handlers();

// The signal that asked the app to stop, or 0.
int termination_signal();

// The exit status after a termination request: 128 + the signal, as a shell
// reports a process that a signal ended.
int termination_exit_status();

}  // namespace astar::studio
