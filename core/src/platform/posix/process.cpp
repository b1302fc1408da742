#include "astar/platform/process.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>

namespace astar::platform {

long process_id() { return static_cast<long>(::getpid()); }

bool process_exists(long pid) {
  if (pid <= 0) return false;
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

}  // namespace astar::platform
