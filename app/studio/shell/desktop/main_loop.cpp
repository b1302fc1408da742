#include "shell/main_loop.hpp"

#include <SDL_events.h>

namespace astar::studio {

void run_main_loop(std::function<bool()> frame, std::function<bool()> idle) {
  while (frame()) {
    // The wait ends within half a second, so an info line still expires.
    if (idle()) SDL_WaitEventTimeout(nullptr, 500);
  }
}

}  // namespace astar::studio
