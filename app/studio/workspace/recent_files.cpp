#include "workspace/recent_files.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "astar/platform/utf8_path.hpp"

namespace astar::studio {
namespace fs = std::filesystem;

void remember_recent_file(std::vector<std::string>& list,
                          const std::string& path) {
  if (path.empty() || path.find_first_of("\r\n") != std::string::npos) return;
  std::error_code error;
  const fs::path absolute = fs::absolute(platform::utf8_path(path), error);
  const std::string entry =
      error ? path : platform::utf8_string(absolute.lexically_normal());
  forget_recent_file(list, entry);
  list.insert(list.begin(), entry);
  if (list.size() > kMaxRecentFiles) list.resize(kMaxRecentFiles);
}

void forget_recent_file(std::vector<std::string>& list,
                        const std::string& path) {
  list.erase(std::remove(list.begin(), list.end(), path), list.end());
}

RecentMenuChoice draw_recent_files_items(const std::vector<std::string>& list) {
  RecentMenuChoice choice;
  if (list.empty()) {
    ImGui::MenuItem("(no recent files)", nullptr, false, false);
    return choice;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string& path = list[i];
    std::error_code error;
    const bool present = fs::is_regular_file(platform::utf8_path(path), error);
    const std::string label =
        platform::utf8_string(platform::utf8_path(path).filename()) +
        (present ? "" : " (missing)") + "##recent" + std::to_string(i);
    if (ImGui::MenuItem(label.c_str(), nullptr, false, present)) {
      choice.open = path;
    }
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("%s%s", path.c_str(),
                        present ? "" : "\nThis file no longer exists.");
    }
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Clear recent files")) choice.clear = true;
  return choice;
}

}  // namespace astar::studio
