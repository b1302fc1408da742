#include <poll.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>

#include "platform.hpp"

namespace astar::cli {

void use_binary_stdio() {}

std::int64_t read_stdin(char* buffer, std::size_t size, std::string& error) {
  for (;;) {
    const ssize_t got = ::read(STDIN_FILENO, buffer, size);
    if (got >= 0) return got;
    if (errno != EINTR) {
      error = std::strerror(errno);
      return -1;
    }
  }
}

bool stdin_ready() {
  pollfd waiting{STDIN_FILENO, POLLIN, 0};
  return ::poll(&waiting, 1, 0) > 0;
}

bool stderr_is_terminal() { return ::isatty(STDERR_FILENO) == 1; }

// hardware_concurrency() counts the machine's cores, so under `taskset -c 1`
// it said 2 and two threads shared one core, which doubled every per-query
// time that scen reports.
int usable_cores() {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
    return std::max(1, CPU_COUNT(&allowed));
  }
  // hardware_concurrency() may answer 0 when it cannot tell.
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace astar::cli
