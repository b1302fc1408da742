#pragma once
// What kind of file a path names: a map or a session.

#include <string>

namespace astar::studio {

// Sessions are *.astar.json; any *.json is read as a session too.
inline constexpr const char* kSessionExtension = ".astar.json";
bool is_session_path(const std::string& path);

// True when Save can write `path` as it is: a session, a .png or a .map.
bool can_save_document(const std::string& path);

}  // namespace astar::studio
