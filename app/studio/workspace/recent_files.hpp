#pragma once
// File > Open recent: the last files opened or saved, newest first, kept
// with the app's settings.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace astar::studio {

inline constexpr std::size_t kMaxRecentFiles = 10;

// Puts `path` (made absolute) first, once, keeping at most kMaxRecentFiles.
// Paths that the settings file cannot hold (a line break) are not kept.
void remember_recent_file(std::vector<std::string>& list,
                          const std::string& path);
void forget_recent_file(std::vector<std::string>& list,
                        const std::string& path);

struct RecentMenuChoice {
  std::optional<std::string> open;
  bool clear = false;  // "Clear recent files"
};
// The submenu's items (call between BeginMenu and EndMenu). A file that no
// longer exists is greyed out, marked "(missing)", and cannot be chosen.
RecentMenuChoice draw_recent_files_items(const std::vector<std::string>& list);

}  // namespace astar::studio
