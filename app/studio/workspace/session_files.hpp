#pragma once
// What kind of file a path names: a map or a session.

#include <string>

namespace astar::studio {

// Sessions are *.astar.json; a *.json is saved as a session, and read as
// one unless it is a Tiled map (astar::is_session_file).
inline constexpr const char* kSessionExtension = ".astar.json";
bool is_session_path(const std::string& path);

// True when Save can write `path` in place: a session, a .png or a .map
// (never a Tiled or LDtk file: Save asks for a name instead).
bool can_save_document(const std::string& path);

}  // namespace astar::studio
