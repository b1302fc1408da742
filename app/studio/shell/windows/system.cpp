#include "shell/system.hpp"

#include <windows.h>

#include <cstdlib>

#include "astar/platform/process.hpp"

namespace astar::studio {
namespace {

// Environment values are UTF-16 on Windows: _wgetenv keeps a user name with
// letters outside the ANSI code page.
std::optional<std::filesystem::path> folder_from(const wchar_t* variable) {
  if (const wchar_t* set = ::_wgetenv(variable); set && *set)
    return std::filesystem::path(set);
  return std::nullopt;
}

std::wstring image_name(HANDLE process) {
  wchar_t name[MAX_PATH];
  DWORD size = MAX_PATH;
  if (!::QueryFullProcessImageNameW(process, 0, name, &size)) return {};
  return std::filesystem::path(std::wstring(name, size)).filename().wstring();
}

}  // namespace

std::optional<std::filesystem::path> user_config_base() {
  return folder_from(L"APPDATA");
}

std::optional<std::filesystem::path> user_state_base() {
  return folder_from(L"LOCALAPPDATA");
}

bool is_running_studio_process(int pid) {
  if (!platform::process_exists(pid)) return false;
  const HANDLE process = ::OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE,
                                       static_cast<DWORD>(pid));
  // A process we may not look at: a live pid is all we can know.
  if (process == nullptr) return true;
  const std::wstring theirs = image_name(process);
  ::CloseHandle(process);
  const std::wstring own = image_name(::GetCurrentProcess());
  return theirs.empty() || own.empty() || theirs == own;
}

bool local_time(std::time_t when, std::tm& out) {
  return localtime_s(&out, &when) == 0;
}

const char* headless_video_driver() { return "windows"; }

// The program's manifest sets the UTF-8 code page (app/windows/utf8.manifest),
// and SDL hands Windows wide strings itself: nothing to set here.
void use_utf8_character_types() {}

std::span<const char* const> font_candidates() {
  static constexpr const char* kFonts[] = {
      "C:/Windows/Fonts/segoeui.ttf",
      "C:/Windows/Fonts/arial.ttf",
  };
  return kFonts;
}

}  // namespace astar::studio
