#include "astar/platform/process.hpp"

#include <windows.h>

namespace astar::platform {

long process_id() { return static_cast<long>(::GetCurrentProcessId()); }

bool process_exists(long pid) {
  if (pid <= 0) return false;
  const HANDLE process = ::OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE,
                                       static_cast<DWORD>(pid));
  // Access denied means a process we may not look at: it exists.
  if (process == nullptr) return ::GetLastError() != ERROR_INVALID_PARAMETER;
  DWORD code = 0;
  const bool running =
      ::GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
  ::CloseHandle(process);
  return running;
}

}  // namespace astar::platform
