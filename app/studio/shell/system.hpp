#pragma once
// What the studio asks of the operating system where POSIX (Linux, macOS,
// the browser's emscripten) and Windows differ. shell/posix/ and
// shell/windows/ implement it with background_priority.hpp and
// termination_signal.hpp; the build compiles the folder for the target.
// Process ids themselves come from the core (astar/platform/process.hpp).

#include <ctime>
#include <filesystem>
#include <optional>
#include <span>

namespace astar::studio {

/// The user's folder for programs' settings: $XDG_CONFIG_HOME or
/// ~/.config; %APPDATA% on Windows. None when there is no home to use.
std::optional<std::filesystem::path> user_config_base();

/// The user's folder for programs' state: $XDG_STATE_HOME or
/// ~/.local/state; %LOCALAPPDATA% on Windows.
std::optional<std::filesystem::path> user_state_base();

/// True when `pid` is a running process of this same program (a recovery
/// copy it owns is not offered to another).
bool is_running_studio_process(int pid);

/// `when` in the user's time zone; false when the system cannot say.
bool local_time(std::time_t when, std::tm& out);

/// Character types (LC_CTYPE) in UTF-8, so that the window system shows
/// titles and text as written; numbers and messages keep the C locale.
void use_utf8_character_types();

/// TrueType fonts to try for the UI, best first (else ImGui's own).
std::span<const char* const> font_candidates();

/// The SDL video driver that renders --headless runs without showing a
/// window: "offscreen" (EGL) where it has OpenGL; on Windows, which has no
/// EGL, its own driver with the window hidden.
const char* headless_video_driver();

}  // namespace astar::studio
