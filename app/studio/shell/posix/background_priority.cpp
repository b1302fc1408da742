#include "shell/background_priority.hpp"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace astar::studio {

void lower_this_thread_priority() {
#ifdef __linux__
  // On Linux a nice value belongs to a thread: PRIO_PROCESS with a thread
  // id lowers just this one. Failing to lower it changes nothing else.
  const auto thread_id = static_cast<id_t>(syscall(SYS_gettid));
  (void)setpriority(PRIO_PROCESS, thread_id, 10);
#endif
}

}  // namespace astar::studio
