#pragma once
// An error of the operating system, worded for the user: the file, what we
// tried, and the system's reason.

#include <string>
#include <system_error>

#include "astar/result.hpp"

namespace astar::detail {

inline Error os_error(const std::string& path, const std::string& what,
                      std::error_code error) {
  return fail(ErrorKind::IoFailure,
              path + ": " + what + " (" + error.message() + ")");
}

}  // namespace astar::detail
