#pragma once
// Windows error codes worded by the system: GCC 12's system_category()
// reads them as C errno values on MinGW, so it names the wrong reason.

#include <system_error>

namespace astar::platform {

/// GetLastError() as an error_code that words itself with FormatMessage.
std::error_code last_windows_error();

}  // namespace astar::platform
