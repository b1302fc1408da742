#include "workspace/session_files.hpp"

#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"
#include "astar/session/session.hpp"

namespace astar::studio {

bool is_session_path(const std::string& path) {
  return lowercase_extension(path) == ".json";
}

bool can_save_document(const std::string& path) {
  if (is_session_path(path)) return is_session_file(path);
  // A designer's Tiled or LDtk file holds other layers, tiles and objects
  // that a save in place would drop.
  return can_save_map(path) && !has_layers(path);
}

}  // namespace astar::studio
