#include "shell/background_priority.hpp"

#include <windows.h>

namespace astar::studio {

// A Windows thread's priority is its own. Failing to lower it changes
// nothing else.
void lower_this_thread_priority() {
  (void)::SetThreadPriority(::GetCurrentThread(), THREAD_PRIORITY_LOWEST);
}

}  // namespace astar::studio
