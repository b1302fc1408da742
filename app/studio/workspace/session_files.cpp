#include "workspace/session_files.hpp"

#include "astar/io/file_io.hpp"
#include "astar/io/map_io.hpp"

namespace astar::studio {

bool is_session_path(const std::string& path) {
  return lowercase_extension(path) == ".json";
}

bool can_save_document(const std::string& path) {
  return is_session_path(path) || can_save_map(path);
}

}  // namespace astar::studio
