#include "shell/system.hpp"

#include <langinfo.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "astar/platform/process.hpp"

namespace astar::studio {
namespace {

std::optional<std::filesystem::path> xdg_folder(const char* variable,
                                                const char* under_home) {
  if (const char* set = std::getenv(variable); set && *set) return set;
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / under_home;
  return std::nullopt;
}

std::string read_first_line(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

// The process's state letter from /proc/PID/stat ('Z' for a zombie), or 0.
char process_state(int pid) {
  const std::string stat =
      read_first_line("/proc/" + std::to_string(pid) + "/stat");
  // "PID (comm) S ...": the name may hold spaces and parentheses.
  const std::size_t close = stat.rfind(')');
  if (close == std::string::npos || close + 2 >= stat.size()) return 0;
  return stat[close + 2];
}

}  // namespace

std::optional<std::filesystem::path> user_config_base() {
  return xdg_folder("XDG_CONFIG_HOME", ".config");
}

std::optional<std::filesystem::path> user_state_base() {
  return xdg_folder("XDG_STATE_HOME", ".local/state");
}

bool is_running_studio_process(int pid) {
  if (!platform::process_exists(pid)) return false;
  // Without /proc, a live pid is all we can know.
  const std::string own = read_first_line("/proc/self/comm");
  const std::string theirs =
      read_first_line("/proc/" + std::to_string(pid) + "/comm");
  if (own.empty() || theirs.empty()) return true;
  return theirs == own && process_state(pid) != 'Z';
}

bool local_time(std::time_t when, std::tm& out) {
  return localtime_r(&when, &out) != nullptr;
}

const char* headless_video_driver() { return "offscreen"; }

// SDL's X11 backend converts the window title to the locale's character
// set for WM_NAME and sets the UTF-8 _NET_WM_NAME only when Xlib can
// convert text: in the C locale neither works, and the title bar keeps
// "astar-studio" (or shows the em dash garbled). Character types follow
// the user's locale, or C.UTF-8 when theirs is not UTF-8.
void use_utf8_character_types() {
  if (std::setlocale(LC_CTYPE, "") != nullptr &&
      std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0) {
    return;
  }
  if (std::setlocale(LC_CTYPE, "C.UTF-8") == nullptr) {
    std::setlocale(LC_CTYPE, "C");
  }
}

std::span<const char* const> font_candidates() {
  static constexpr const char* kFonts[] = {
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/TTF/DejaVuSans.ttf",
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      "/System/Library/Fonts/Supplemental/Arial.ttf",
  };
  return kFonts;
}

}  // namespace astar::studio
