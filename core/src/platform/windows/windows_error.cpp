#include "platform/windows/windows_error.hpp"

#include <windows.h>

#include <string>

#include "platform/windows/wide_path.hpp"

namespace astar::platform {
namespace {

class WindowsCategory final : public std::error_category {
 public:
  const char* name() const noexcept override { return "windows"; }
  std::string message(int code) const override {
    wchar_t* text = nullptr;
    const DWORD length = ::FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
            FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, static_cast<DWORD>(code), 0, reinterpret_cast<wchar_t*>(&text),
        0, nullptr);
    if (length == 0 || text == nullptr)
      return "Windows error " + std::to_string(code);
    std::string message = narrow(std::wstring(text, length));
    ::LocalFree(text);
    // The system's text ends in ".\r\n"; ours are set in parentheses.
    while (!message.empty() &&
           (message.back() == '\n' || message.back() == '\r' ||
            message.back() == '.' || message.back() == ' ')) {
      message.pop_back();
    }
    return message;
  }
};

}  // namespace

std::error_code last_windows_error() {
  static const WindowsCategory category;
  return {static_cast<int>(::GetLastError()), category};
}

}  // namespace astar::platform
