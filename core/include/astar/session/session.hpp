#pragma once
/// @file session.hpp
/// A designer's session (`*.astar.json`): the map, the start and goal, the
/// agents and moving obstacles, the search settings and the view, so work
/// resumes where it stopped.
///
/// The file is JSON with a `version` (kSessionVersion). The map is kept
/// inline as a base64 PNG, or as a path to a map file relative to the
/// session file's folder. Loading checks every field: an unknown version or
/// a malformed field gives an error naming the file and the field. A unit
/// ("size" 1..32, "terrain" in TerrainTable::parse's syntax) absent from an
/// older file is one cell with the identity table. Saving is
/// atomic.
///
/// Loading is safe on hostile files: no exception escapes (a number like
/// 1e400 is an error), arrays and objects may nest 64 levels deep at most,
/// an object's keys are looked up in O(log n) (100 000 keys parse in a
/// fraction of a second), a map path may hold no NUL byte, and errors quote
/// at most a short excerpt.
///
/// ```json
/// {
///   "format": "astar-studio session",
///   "version": 1,
///   "map": { "png_base64": "iVBORw0..." },       // or { "path": "maze.png" }
///   "start": [3, 4], "goal": null,
///   "search": { "algorithm": "astar", "heuristic": "default",
///               "connectivity": "8", "corners": "no-cut", "costs": "exact",
///               "weight": 1.0, "tie_break": "low-h",
///               "size": 1, "terrain": "" },   // the unit; both optional
///   "view": { "zoom": 4.0, "pan": [12.5, -3.0] },
///   "agents": [ { "at": [5, 6], "speed": 4.0,              // optional
///                 "size": 2, "terrain": "10=wall" } ],     // both optional
///   "obstacles": [ { "route": [[9, 2], [9, 20]], "speed": 2.0 } ]  // optional
/// }
/// ```

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "astar/edit/document.hpp"
#include "astar/io/map_io.hpp"
#include "astar/result.hpp"
#include "astar/search/settings.hpp"

namespace astar {

/// The session format version this build writes and reads.
inline constexpr int kSessionVersion = 1;
/// Session files larger than this are refused before they are read.
inline constexpr std::size_t kMaxSessionFileBytes = std::size_t{256} << 20;

/// Where the canvas looks. The app decides the units; the session only keeps
/// them (finite numbers, zoom > 0).
struct ViewState {
  double zoom = 1.0;
  double pan_x = 0.0;
  double pan_y = 0.0;
  friend bool operator==(const ViewState&, const ViewState&) = default;
};

enum class MapStorage : std::uint8_t {
  Inline,  ///< the map travels inside the session as a base64 PNG
  File,    ///< the session names a map file (PNG, or any load_map format)
};

struct Session {
  Document document;
  SearchSettings search;
  ViewState view;
  MapStorage storage = MapStorage::Inline;
  /// For MapStorage::File: the map file as written in the session, relative
  /// to the session file's folder unless absolute.
  std::string map_path;
  friend bool operator==(const Session&, const Session&) = default;
};

/// True when `path` should be read as a session: a *.astar.json, or any
/// other .json that is not a Tiled map (Tiled's maps list "layers" near
/// their start; a session names its "format" first and has no layers).
bool is_session_file(const std::string& path);

/// Reads a session file; with MapStorage::File the map is loaded too.
Result<Session> load_session(const std::string& path);

/// Parses session text. `name` starts every error message; `folder` is where
/// a relative map path is looked up.
Result<Session> parse_session(std::string_view text, const std::string& name,
                              const std::string& folder);

/// The session as JSON text; for MapStorage::File only the path is written.
Result<std::string> format_session(const Session& session);

/// Writes the session atomically. With MapStorage::File the map file is
/// written first (atomically too; a .map keeps only walls, as the report
/// says), then the session.
Result<SaveReport> save_session(const Session& session,
                                const std::string& path);

/// The path of `map_path` as seen from the current directory.
std::string resolve_session_map_path(const std::string& session_path,
                                     const std::string& map_path);

}  // namespace astar
