#include "shell/termination_signal.hpp"

#include <SDL_hints.h>

#include <csignal>
#include <initializer_list>

namespace astar::studio {
namespace {

// The one piece of process-wide mutable state in the app: a signal handler
// gets no context pointer, and may only write a volatile sig_atomic_t.
volatile std::sig_atomic_t g_termination_signal = 0;

extern "C" void on_termination_signal(int signal_number) {
  g_termination_signal = signal_number;
}

}  // namespace

void install_termination_handlers() {
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  struct sigaction action {};
  action.sa_handler = on_termination_signal;
  sigemptyset(&action.sa_mask);
  // SA_RESTART: a read or write under way finishes rather than failing with
  // EINTR; the frame loop notices the request soon enough.
  action.sa_flags = SA_RESTART;
  for (int signal_number : {SIGTERM, SIGINT, SIGHUP}) {
    sigaction(signal_number, &action, nullptr);
  }
}

int termination_signal() { return g_termination_signal; }

int termination_exit_status() { return 128 + g_termination_signal; }

}  // namespace astar::studio
