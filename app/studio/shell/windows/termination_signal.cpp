#include "shell/termination_signal.hpp"

#include <SDL_hints.h>
#include <windows.h>

#include <csignal>

namespace astar::studio {
namespace {

// As on POSIX, the one piece of process-wide mutable state in the app: a
// console control handler gets no context pointer.
volatile std::sig_atomic_t g_termination_signal = 0;

// Ctrl+C, Ctrl+Break, the console window closed, logoff and shutdown, as
// the signal numbers a POSIX shell would report for them.
BOOL WINAPI on_console_control(DWORD event) {
  switch (event) {
    case CTRL_C_EVENT:
      g_termination_signal = SIGINT;
      return TRUE;
    case CTRL_BREAK_EVENT:
      g_termination_signal = SIGTERM;
      return TRUE;
    case CTRL_CLOSE_EVENT:
    case CTRL_LOGOFF_EVENT:
    case CTRL_SHUTDOWN_EVENT:
      // Windows ends the process when this returns: wait, so that the frame
      // loop can write the recovery copy and exit first (Windows allows a
      // few seconds).
      g_termination_signal = SIGTERM;
      ::Sleep(4000);
      return TRUE;
    default:
      return FALSE;
  }
}

}  // namespace

void install_termination_handlers() {
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  (void)::SetConsoleCtrlHandler(on_console_control, TRUE);
}

int termination_signal() { return g_termination_signal; }

int termination_exit_status() { return 128 + g_termination_signal; }

}  // namespace astar::studio
