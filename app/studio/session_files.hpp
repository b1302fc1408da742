#pragma once
// What kind of file a path names (map or session), and the app's search
// settings as the session format stores them.

#include <string>

#include "astar/session.hpp"
#include "search_controller.hpp"

namespace astar::studio {

// Sessions are *.astar.json; any *.json is read as a session too.
inline constexpr const char* kSessionExtension = ".astar.json";
bool is_session_path(const std::string& path);

// True when Save can write `path` as it is: a session, a .png or a .map.
bool can_save_document(const std::string& path);

astar::SearchSettings to_session_settings(const SearchSettings& settings);
SearchSettings from_session_settings(const astar::SearchSettings& settings);

}  // namespace astar::studio
