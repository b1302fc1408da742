#pragma once
/// File names are UTF-8 text everywhere in the program. std::filesystem
/// reads a narrow string in the system's code page on Windows (and MinGW's
/// libstdc++ 12 misreads it even under a UTF-8 code page), so names cross
/// into and out of std::filesystem::path only through these two.

#include <filesystem>
#include <string>
#include <string_view>

namespace astar::platform {

/// The path that UTF-8 text names.
inline std::filesystem::path utf8_path(std::string_view utf8) {
  return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

/// A path as UTF-8 text.
inline std::string utf8_string(const std::filesystem::path& path) {
  const std::u8string text = path.u8string();
  return std::string(text.begin(), text.end());
}

}  // namespace astar::platform
