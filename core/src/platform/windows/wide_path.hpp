#pragma once
// UTF-8 inside the program, UTF-16 at the Windows API.

#include <string>

namespace astar::platform {

/// `utf8` as UTF-16; invalid UTF-8 becomes U+FFFD, so the name is refused
/// by the file system rather than silently meaning another file.
std::wstring widen(const std::string& utf8);
std::string narrow(const std::wstring& utf16);

}  // namespace astar::platform
